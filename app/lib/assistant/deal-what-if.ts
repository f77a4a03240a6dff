/**
 * A deal question with the investor's own numbers (decision 094): "what would the mortgage be at
 * 5%?", "what if rates rise 2%?", "what if I put down a 40% deposit?", and "how much cash do I need
 * to buy it?". The deal's figures are worked again with that one assumption changed, through the
 * valuation's own mortgage and purchase-cost rules, and the answer says what changed.
 */
import { repaymentMonthly } from "../deal-maths";
import { formatPounds, percent, ratePercent } from "../format";
import { mortgageFor, purchaseCosts } from "../valuation/finance";
import { REPAYMENT_TERM_YEARS, type DealFigures } from "./deal-figures";

export interface WhatIf {
  /** A mortgage rate, %: "at 5%", "if the rate is 6.5%", "rates rise to 7%". */
  rate?: number;
  /** Points added to the assumed rate: "rates rise 2%", "a 1.5% rate rise". */
  rateRise?: number;
  /** The deposit, % of the value: "a 40% deposit", "put down 30%". */
  depositPercent?: number;
}

const NUMBER = String.raw`(\d{1,2}(?:\.\d{1,2})?)`;
const POINTS = String.raw`\s*(?:%|per ?cent|percentage points?|points?)`;
const RISE = String.raw`(?:rise|rises|rose|go up|goes up|went up|increase|increases|increased|jump|jumps|climb|climbs)`;
const RATE_RISE_RES = [
  new RegExp(String.raw`\brates?\s+${RISE}\s+(?:by\s+)?${NUMBER}${POINTS}`, "i"),
  new RegExp(String.raw`\b${NUMBER}${POINTS}\s+(?:rate\s+|interest\s+)?(?:rise|increase|hike|jump)`, "i"),
];
const RATE_TO_RE = new RegExp(String.raw`\brates?\s+${RISE}\s+to\s+${NUMBER}\s*%`, "i");
const RATE_RES = [
  new RegExp(String.raw`\b(?:rate|interest)\s+(?:rate\s+)?(?:is|was|were|of|at|goes to|went to)\s+${NUMBER}\s*%`, "i"),
  new RegExp(String.raw`\b(?:mortgage|loan|payments?|repayments?|interest)\b[^.?!%]{0,40}?\bat\s+${NUMBER}\s*%(?!\s*(?:yield|roi|return|deposit|ltv|loan[\s-]*to))`, "i"),
  new RegExp(String.raw`\bat\s+${NUMBER}\s*%\s+(?:interest|rate|mortgage)`, "i"),
];
const DEPOSIT_RES = [
  new RegExp(String.raw`\b${NUMBER}\s*%\s+deposit`, "i"),
  new RegExp(String.raw`\bdeposit\s+of\s+${NUMBER}\s*%`, "i"),
  new RegExp(String.raw`\bput(?:ting)?\s+(?:down\s+)?(?:a\s+)?${NUMBER}\s*%(?:\s+down)?`, "i"),
];

/** "How much cash do I need to buy it?", "what's the total upfront cost?". */
export const CASH_NEEDED_RE =
  /how much (?:cash|money)|cash (?:do i )?(?:need|needed|required)|(?:upfront|up front|up-front) (?:cost|cash|money)|total (?:cost|cash) (?:to buy|of buying|needed)|cash invested|money (?:do i )?need/i;

function firstNumber(res: readonly RegExp[], text: string): number | undefined {
  for (const re of res) {
    const m = re.exec(text);
    if (m) return Number(m[1]);
  }
  return undefined;
}

/** The numbers a question changes, or {} when it changes none. */
export function parseWhatIf(question: string): WhatIf {
  const out: WhatIf = {};
  const to = RATE_TO_RE.exec(question);
  const rise = to ? undefined : firstNumber(RATE_RISE_RES, question);
  const rate = to ? Number(to[1]) : rise === undefined ? firstNumber(RATE_RES, question) : undefined;
  if (rise !== undefined && rise > 0 && rise <= 10) out.rateRise = rise;
  if (rate !== undefined && rate > 0 && rate <= 20) out.rate = rate;
  const deposit = firstNumber(DEPOSIT_RES, question);
  if (deposit !== undefined && deposit >= 5 && deposit <= 100) out.depositPercent = deposit;
  return out;
}

export function hasWhatIf(w: WhatIf): boolean {
  return w.rate !== undefined || w.rateRise !== undefined || w.depositPercent !== undefined;
}

/** The cash to buy: deposit, purchase tax and fees, on the valuation's own rules. */
export function cashNeededSection(f: DealFigures): string {
  const costs = f.valuation?.purchaseCosts ?? purchaseCosts(f.mortgageValue, f.nation, f.assumptions);
  const total = f.deposit + costs.tax + costs.fees;
  return [
    `Cash needed to buy: about ${formatPounds(total)}.`,
    `• Deposit: ${formatPounds(f.deposit)} (a ${ratePercent(f.ltv)} loan-to-value mortgage of ${formatPounds(f.loan)} on ${formatPounds(f.mortgageValue)})`,
    `• ${costs.taxName}, as an additional property: ${formatPounds(costs.tax)}`,
    `• Fees: ${formatPounds(costs.fees)} (lender, broker, survey and legal, as assumed)`,
    "It leaves out furnishing, repairs before the first let and a reserve for voids, which you should also have in hand.",
  ].join("\n");
}

/** The deal's mortgage and cash flow with the question's numbers, beside the assumed ones. */
export function whatIfSection(f: DealFigures, w: WhatIf): string {
  const lines: string[] = [];
  const v = f.valuation;
  const assumedInterest = Math.round((f.loan * f.rate) / 100);

  if (w.rate !== undefined || w.rateRise !== undefined) {
    const rate = w.rate ?? f.rate + (w.rateRise ?? 0);
    const interest = Math.round((f.loan * rate) / 100);
    const why = w.rateRise !== undefined ? `If the rate rose by ${w.rateRise} points, from ${ratePercent(f.rate)} to ${ratePercent(rate)}` : `At ${ratePercent(rate)} instead of the ${ratePercent(f.rate)} assumed`;
    lines.push(
      `${why}, on the same ${formatPounds(f.loan)} loan:`,
      `• Interest-only: ${formatPounds(interest / 12)} a month (${formatPounds(interest)} a year), against ${formatPounds(assumedInterest / 12)} (${formatPounds(assumedInterest)} a year).`,
      `• Capital repayment over ${REPAYMENT_TERM_YEARS} years: ${formatPounds(repaymentMonthly(f.loan, rate, REPAYMENT_TERM_YEARS))} a month, against ${formatPounds(f.monthlyRepayment)}.`,
    );
    if (v) {
      const after = Math.round(v.annualRent - v.runningCosts.total - interest);
      lines.push(`• Cash flow after running costs: ${formatPounds(after)} a year, against ${formatPounds(v.annualCashFlow)}, before income tax.`);
    }
    const cover = interest > 0 ? Math.round((f.icrRent / interest) * 100) : null;
    if (cover !== null) lines.push(`• The rent would cover the interest ${cover}% (lenders test at a stressed rate, usually wanting 125% or more).`);
  }

  if (w.depositPercent !== undefined) {
    const ltv = 100 - w.depositPercent;
    const m = mortgageFor(f.mortgageValue, f.icrRent, { ...f.assumptions, mortgageLtvPercent: ltv });
    const limit = m.limitedBy === "rent" ? ` (the rent supports no more at the lender's ${ratePercent(m.stressRate)} stress test, so the deposit is ${formatPounds(m.deposit)})` : "";
    lines.push(
      `With a ${w.depositPercent}% deposit instead of ${ratePercent(100 - f.maxLtv)}: a loan of ${formatPounds(m.loan)} and a deposit of ${formatPounds(m.deposit)}${limit}.`,
      `• Interest-only at ${ratePercent(m.rate)}: ${formatPounds(m.annualInterest / 12)} a month (${formatPounds(m.annualInterest)} a year).`,
    );
    if (v) {
      const cash = m.deposit + v.purchaseCosts.tax + v.purchaseCosts.fees;
      const yearFlow = Math.round(v.annualRent - v.runningCosts.total - m.annualInterest);
      lines.push(
        `• Cash invested: ${formatPounds(cash)} (against ${formatPounds(v.cashInvested)}); cash flow ${formatPounds(yearFlow)} a year (against ${formatPounds(v.annualCashFlow)}), so the ROI would be ${percent(Math.round((yearFlow / cash) * 10_000) / 100)} (against ${percent(v.roi)}).`,
      );
    }
  }
  lines.push("Only that number changes; everything else is the app's assumptions, not a mortgage offer.");
  return lines.join("\n");
}
