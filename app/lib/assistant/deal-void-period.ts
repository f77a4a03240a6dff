/**
 * An empty spell asked of one deal (decision 193), in months or weeks (decision 207): "what about
 * void periods of 2 months", "what if the tenant leaves for 3 months", "with 4 weeks void a year",
 * "3 weeks empty". The year's cash flow with that share of the rent lost, the running costs and
 * interest held as assumed, beside the deal's own.
 */
import { formatPounds, signedPercent } from "../format";
import { appAssumptions } from "../valuation/dated-rules";
import { annualCashFlow, cashOnCashRoi, PER_YEAR, rentLessVoid, type VoidPeriod } from "../valuation/finance";
import type { DealFigures } from "./deal-figures";

export type { VoidPeriod };

const COUNT_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};
/** A count of months or weeks: "2", "two", "a". */
const COUNT = String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
/** The unit counted, captured: "months", "week", "weeks'". */
const UNIT = String.raw`[\s-]*(months?|weeks?)(?:'|’)?`;
/** Empty: "void", "empty", "vacant", "without a tenant", "no rent". */
const EMPTY = String.raw`(?:voids?|empty|vacant|unlet|vacancy|without\s+(?:a\s+)?(?:tenants?|rent)|(?:with\s+)?no\s+(?:tenants?|rent))`;
const VOID_RES = [
  // "void periods of 2 months", "a void of three months", "voids of 2 months a year".
  new RegExp(String.raw`\b(?:voids?|vacancy|vacancies)(?:\s+periods?)?\s+(?:of\s+)?(?:about\s+|around\s+)?${COUNT}${UNIT}`, "i"),
  // "2 months void", "a 3-month void", "two months empty", "3 months with no rent".
  new RegExp(String.raw`\b${COUNT}${UNIT}\s+(?:of\s+)?${EMPTY}`, "i"),
  // "empty for 2 months", "the tenant leaves for 3 months", "it sits vacant for two months".
  new RegExp(String.raw`\b(?:${EMPTY}|tenants?\s+(?:leaves?|left|leaving|moves?\s+out|moved\s+out|goes|went)|(?:isn'?t|is\s+not|not)\s+(?:let|rented))\b[^.?!]{0,30}?\bfor\s+(?:about\s+|around\s+)?${COUNT}${UNIT}`, "i"),
];

/** The months or weeks a question says a deal stands empty, or undefined. */
export function parseVoidPeriod(text: string): VoidPeriod | undefined {
  for (const re of VOID_RES) {
    const m = re.exec(text);
    if (!m) continue;
    const said = m[1]!.toLowerCase();
    const count = COUNT_WORDS[said] ?? Number(said);
    const unit = m[2]!.toLowerCase().startsWith("week") ? "week" : "month";
    if (Number.isInteger(count) && count > 0) return { count, unit };
  }
  return undefined;
}

/** "2 months", "1 week". */
const periodWords = ({ count, unit }: VoidPeriod) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/**
 * A year's rent with `period` empty, worked (`rentLessVoid`): the rent, "£10,800 × 48/52 =
 * £9,969", and how the spell is said ("With 4 weeks empty in the year (no rent for 4 of the 52
 * weeks"), for a deal (`voidPeriodSection`) and for a price and rent said in a question
 * (`answerMoneyQuestion`) alike; or, for a spell longer than a year, null.
 */
export function yearWithVoid(annualRent: number, period: VoidPeriod): { rent: number; working: string; said: string } | null {
  const { count, unit } = period;
  const perYear = PER_YEAR[unit];
  if (count > perYear) return null;
  const rent = Math.round(rentLessVoid(annualRent, period));
  return {
    rent,
    working: `${formatPounds(annualRent)} × ${perYear - count}/${perYear} = ${formatPounds(rent)}`,
    said: `With ${periodWords(period)} empty in the year (no rent for ${count} of the ${perYear} ${unit}s`,
  };
}

/** A spell longer than a year: what each empty month or week costs instead. */
export function longerThanAYear(period: VoidPeriod, annualRent: number): string {
  return `${periodWords(period)} is more than a year, so there is no year's rent to work it on: every empty ${period.unit} costs about ${formatPounds(annualRent / PER_YEAR[period.unit])} of rent, plus the bills you pay while it's empty.`;
}

/**
 * The deal's year with `period` empty: the rent × (12 − months) ÷ 12, or × (52 − weeks) ÷ 52, the
 * running costs and the interest as assumed, so the cash flow and ROI, beside the deal's own; on
 * the deal's own figures, which `withOthers` says when other numbers were asked and worked before it.
 */
export function voidPeriodSection(f: DealFigures, period: VoidPeriod, withOthers = false): string {
  const perUnit = f.icrRent / PER_YEAR[period.unit];
  const v = f.valuation;
  const year = yearWithVoid(v?.annualRent ?? f.icrRent, period);
  if (!year) return longerThanAYear(period, f.icrRent);
  if (!v) {
    return `With ${periodWords(period)} empty, the rent lost is about ${formatPounds(perUnit * period.count)} (${formatPounds(perUnit)} a ${period.unit}). Its effect on the cash flow needs the deal's running costs, which aren't available here (they are in the deal's full details).`;
  }
  const { rent } = year;
  const interest = v.mortgage.annualInterest;
  const flow = annualCashFlow(rent, v.runningCosts, interest);
  const roi = cashOnCashRoi(flow, v.cashInvested);
  return [
    `${year.said}, every cost still paid), on the deal's own figures${withOthers ? ", not with the other numbers above" : ""}:`,
    `• Rent: ${year.working} a year, against ${formatPounds(v.annualRent)}.`,
    `• Running costs: ${formatPounds(v.runningCosts.total)} a year, held as assumed. ${voidsCountedTwice(v.assumptions.voidWeeksPerYear, v.runningCosts.voids)}; management and maintenance, shares of the rent, are not cut with it.`,
    `• Mortgage interest: ${formatPounds(interest)} a year.`,
    `• Cash flow: ${formatPounds(rent)} − ${formatPounds(v.runningCosts.total)} − ${formatPounds(interest)} = ${formatPounds(flow)} a year (${formatPounds(flow / 12)} a month), against ${formatPounds(v.annualCashFlow)}, before income tax; an ROI of ${signedPercent(roi)} on the ${formatPounds(v.cashInvested)} of cash invested, against ${signedPercent(v.roi)}.`,
    `Worked on ${appAssumptions()} (/methodology). The bills you pay while it's empty (council tax, utilities) are not in the running costs.`,
  ].join("\n");
}

/** The running costs already allow some weeks empty: "They already allow 4 weeks empty a year (£831), so those weeks are counted twice here, a cautious view". */
export function voidsCountedTwice(weeks: number, cost: number): string {
  return `They already allow ${weeks} weeks empty a year (${formatPounds(cost)}), so those weeks are counted twice here, a cautious view`;
}
