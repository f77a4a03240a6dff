/**
 * A deal's mortgage worked again at the investor's own rate, rise or fall in rates, or deposit
 * (decisions 094 and 106): the payments, the cash flow, and the lender's rent test at the stressed
 * rate a lender would use for the new pay rate; a deposit sizes the loan again.
 */
import { breakEvenWorking, repaymentMonthly } from "../deal-maths";
import { formatPounds, points, ratePercent, signedPercent } from "../format";
import type { Assumptions } from "../valuation";
import { appAssumptions } from "../valuation/dated-rules";
import { annualCashFlow, annualInterest, cashOnCashRoi, mortgageFor, stressRate, wholeCoverPercent } from "../valuation/finance";
import { icrVerdict, REPAYMENT_TERM_YEARS, stressRule, type DealFigures } from "./deal-figures";
import type { WhatIf } from "./deal-what-if-reading";
import { figuresAt } from "./deal-what-if-valuing";

/**
 * The lender's rent test at a new pay rate: the rent's cover of the interest at the stressed rate a
 * lender would use for that rate (the valuation's own rule), beside the cover now; and, when the
 * rent no longer supports the loan, the loan the valuation would size on it.
 */
function stressedCoverLines(f: DealFigures, rate: number): string[] {
  const a: Assumptions = { ...f.assumptions, mortgageRatePercent: rate };
  const stress = stressRate(a);
  const icr = wholeCoverPercent(f.icrRent, f.loan, stress);
  if (icr === null) return [];
  const sized = mortgageFor(f.mortgageValue, f.icrRent, a);
  const less = sized.loan < f.loan ? `, so a lender would lend about ${formatPounds(sized.loan)} on this rent, not ${formatPounds(f.loan)}, when you next borrow` : "";
  return [
    `• Lender's rent test at ${ratePercent(rate)}: lenders would stress the rate at ${ratePercent(stress)}, ${stressRule(a)}. ` +
      `The rent of ${formatPounds(f.icrRent)} a year ÷ ${formatPounds(annualInterest(f.loan, stress))} of interest at ${ratePercent(stress)} = ${icr}% ` +
      `(${f.icr}% now, at ${ratePercent(f.stressRate)}), which ${icrVerdict(icr)}${less}.`,
  ];
}

/** "about 6 years (100 ÷ ROI of +15.5%)", or "N/A (an ROI of -2.0%, not above 0)". */
function breakEvenWords(roi: number): string {
  return breakEvenWorking(roi) ?? `N/A (an ROI of ${signedPercent(roi)}, not above 0, never pays it back)`;
}

/**
 * The break-even at the question's rate and deposit (decision 193): its ROI from the cash flow and
 * the cash invested at those figures (a rate alone on the same loan, as the rate's lines work it; a
 * deposit sizes the loan again), beside the deal's own.
 */
function breakEvenLine(f: DealFigures, w: WhatIf, rate: number): string {
  const v = f.valuation;
  const own = `against ${breakEvenWords(f.deal.roi)} at the deal's own figures`;
  const asked = [
    ...(w.rate !== undefined || w.rateRise !== undefined ? [ratePercent(rate)] : []),
    ...(w.depositPercent !== undefined ? [`a ${w.depositPercent}% deposit`] : []),
  ].join(" and ");
  const notWorked = `Break-even at ${asked}: it needs the deal's running costs, which aren't available here, so it is not worked; ${own}.`;
  if (!v) return notWorked;
  let flow: number;
  let cash: number;
  if (w.depositPercent === undefined) {
    flow = Math.round(annualCashFlow(v.annualRent, v.runningCosts, Math.round(annualInterest(f.loan, rate))));
    cash = v.cashInvested;
  } else {
    const at = figuresAt(f, f.mortgageValue, { ...f.assumptions, mortgageLtvPercent: 100 - w.depositPercent, mortgageRatePercent: rate });
    if (at.cashFlow === null) return notWorked;
    flow = at.cashFlow;
    cash = at.cash;
  }
  const roi = cashOnCashRoi(flow, cash);
  return (
    `Break-even at ${asked}: ${breakEvenWords(roi)}, where the ROI is the cash flow of ${formatPounds(flow)} a year ÷ ${formatPounds(cash)} of cash invested; ${own}. ` +
    "It is the time the cash flow takes to pay back the cash invested, ignoring capital growth, rent rises and tax."
  );
}

/**
 * The deal's mortgage and cash flow with the question's numbers, beside the assumed ones; with
 * `breakEven`, the break-even at those numbers too (decision 193).
 */
export function whatIfSection(f: DealFigures, w: WhatIf, asked: { breakEven?: boolean } = {}): string {
  const lines: string[] = [];
  const v = f.valuation;
  const assumedInterest = Math.round(annualInterest(f.loan, f.rate));

  const rate = w.rate ?? f.rate + (w.rateRise ?? 0);
  if (rate <= 0) {
    lines.push(`A fall of ${points(-(w.rateRise ?? 0))} would take the ${ratePercent(f.rate)} rate to zero or below, which no lender offers, so there is nothing to work out.`);
  } else if (w.rate !== undefined || w.rateRise !== undefined) {
    const interest = Math.round(annualInterest(f.loan, rate));
    // The rate already assumed is said to be so, and its figures are not set against themselves.
    const same = rate === f.rate;
    const against = (text: string) => (same ? "" : `, against ${text}`);
    const why =
      w.rateRise !== undefined
        ? `If the rate ${w.rateRise > 0 ? "rose" : "fell"} by ${points(Math.abs(w.rateRise))}, from ${ratePercent(f.rate)} to ${ratePercent(rate)}, on the same`
        : same
          ? `At ${ratePercent(rate)}, the rate already assumed, on the`
          : `At ${ratePercent(rate)} instead of the ${ratePercent(f.rate)} assumed, on the same`;
    lines.push(
      `${why} ${formatPounds(f.loan)} loan:`,
      `• Interest-only: ${formatPounds(interest / 12)} a month (${formatPounds(interest)} a year)${against(`${formatPounds(assumedInterest / 12)} (${formatPounds(assumedInterest)} a year)`)}.`,
      `• Capital repayment over ${REPAYMENT_TERM_YEARS} years: ${formatPounds(repaymentMonthly(f.loan, rate, REPAYMENT_TERM_YEARS))} a month${against(formatPounds(f.monthlyRepayment))}.`,
    );
    if (v) {
      const after = Math.round(annualCashFlow(v.annualRent, v.runningCosts, interest));
      lines.push(`• Cash flow after running costs: ${formatPounds(after)} a year${against(formatPounds(v.annualCashFlow))}, before income tax.`);
    }
    lines.push(...stressedCoverLines(f, rate));
  }

  if (w.depositPercent !== undefined) {
    const at = figuresAt(f, f.mortgageValue, { ...f.assumptions, mortgageLtvPercent: 100 - w.depositPercent });
    const m = at.mortgage;
    const limit = m.limitedBy === "rent" ? ` (the rent supports no more at the lender's ${ratePercent(m.stressRate)} stress test, so the deposit is ${formatPounds(m.deposit)})` : "";
    // The deposit the deal already assumes is said to be so, and its figures are not set against themselves (decision 193).
    const own = w.depositPercent === 100 - f.maxLtv;
    lines.push(
      `With a ${w.depositPercent}% deposit${own ? ", the deal's own assumption" : ` instead of ${ratePercent(100 - f.maxLtv)}`}: a loan of ${formatPounds(m.loan)} and a deposit of ${formatPounds(m.deposit)}${limit}.`,
      `• Interest-only at ${ratePercent(m.rate)}: ${formatPounds(m.annualInterest / 12)} a month (${formatPounds(m.annualInterest)} a year).`,
    );
    if (v && at.cashFlow !== null && at.roi !== null) {
      lines.push(
        own
          ? `• Cash invested: ${formatPounds(at.cash)}; cash flow ${formatPounds(at.cashFlow)} a year, so the ROI is ${signedPercent(at.roi)}.`
          : `• Cash invested: ${formatPounds(at.cash)} (against ${formatPounds(v.cashInvested)}); cash flow ${formatPounds(at.cashFlow)} a year (against ${formatPounds(v.annualCashFlow)}), so the ROI would be ${signedPercent(at.roi)} (against ${signedPercent(v.roi)}).`,
      );
    }
  }
  if (asked.breakEven && rate > 0) lines.push(breakEvenLine(f, w, rate));
  const ownDeposit = w.depositPercent === undefined || w.depositPercent === 100 - f.maxLtv;
  const ownRate = (w.rate === undefined && w.rateRise === undefined) || w.rate === f.rate;
  const onlyAssumed = ownDeposit && ownRate;
  lines.push(
    onlyAssumed
      ? `Nothing changes: these are the deal's own figures, on ${appAssumptions()}, not a mortgage offer.`
      : `Only that number changes; everything else is ${appAssumptions()}, not a mortgage offer.`,
  );
  return lines.join("\n");
}
