/**
 * A deal valued again at the investor's own price, rent or cash purchase, or with a flat's own
 * service charge (decisions 101 and 106), each figure set beside the same figure as assumed, and
 * what stays assumed named.
 */
import { breakEvenText, breakEvenYears } from "../deal-maths";
import { formatPounds, joinWithAnd, percent, ratePercent, signedPercent } from "../format";
import { appAssumptions } from "../valuation/dated-rules";
import { grossYieldPercent } from "../valuation/finance";
import { NATION_LABEL } from "./answer-common";
import type { DealFigures } from "./deal-figures";
import { MIN_OFFER } from "./deal-offer-reading";
import type { WhatIf } from "./deal-what-if-reading";
import { figuresAt, scenarioOf } from "./deal-what-if-valuing";

/** What a price worked for a target yield shows besides an offer's figures (decision 114). */
export interface ScenarioExtras {
  /** The net yield, (rent − running costs) ÷ price, beside the gross. */
  netYield?: boolean;
  /** The valuation's score at both prices. */
  score?: boolean;
}

/** "a rent of £750 a month (£9,000 a year)". */
function rentWords(monthly: number): string {
  return `a rent of ${formatPounds(monthly)} a month (${formatPounds(monthly * 12)} a year)`;
}

/**
 * The score at a price beside the score at the deal's price, both as a price paid now (no past
 * sale to index); the card's own score, when that differs, weighs how sure its past sale's value is.
 */
function scoreLine(f: DealFigures, at: number, was: number): string {
  const card = f.valuation?.score;
  const aside = card !== undefined && card !== was ? ` (the card's ${card}/100 also weighs how sure the value of its past sale is)` : "";
  return `• Score: ${at}/100, against ${was}/100 at the deal's price${aside}: the yield, ROI and price-against-the-area parts of the score move with the price.`;
}

/**
 * The deal with the question's price, rent or cash purchase (and any deposit or rate asked with
 * them) beside the same figures as assumed (decisions 101 and 106): gross yield, deposit or no
 * loan, purchase tax, cash needed and, with the valuation, cash flow and ROI. Only what the
 * question names changes.
 */
export function scenarioSection(f: DealFigures, w: WhatIf, show: ScenarioExtras = {}): string {
  const { base, price, cash, rate, deposit, monthlyRent, serviceCharge, assumptions: a } = scenarioOf(f, w);
  if (price < MIN_OFFER) {
    return `That would be an offer of ${formatPounds(price)} on the deal's price of ${formatPounds(base)}, too little for a purchase I can work out.`;
  }
  const assumedMonthly = f.icrRent / 12;
  // Only what moves the loan or the purchase needs the deposit and the cash needed again.
  const financeChanged = price !== base || monthlyRent !== undefined || cash || deposit !== undefined || rate !== undefined;
  const at = figuresAt(f, price, a, monthlyRent);
  const was = figuresAt(f, base, f.assumptions);
  const also = [
    ...(w.offer && monthlyRent !== undefined ? [`a rent of ${formatPounds(monthlyRent)} a month`] : []),
    ...(deposit !== undefined ? [`a ${deposit}% deposit`] : []),
    ...(rate !== undefined ? [`a ${ratePercent(rate)} rate`] : []),
    ...(serviceCharge !== undefined && (w.offer || w.rent || cash) ? [`a service charge of ${formatPounds(serviceCharge)} a year`] : []),
  ];
  const tail = `${also.length ? `, with ${joinWithAnd(also)}` : ""}${cash && (w.offer || w.rent) ? ", bought with cash" : ""}:`;
  let head: string;
  if (w.offer) {
    const gap = price - base;
    const how = gap === 0 ? "the same as" : `${formatPounds(Math.abs(gap))} (${ratePercent((Math.abs(gap) / base) * 100, 1)}) ${gap < 0 ? "under" : "over"}`;
    head = `At an offer of ${formatPounds(price)}, ${how} the deal's price of ${formatPounds(base)}${tail}`;
  } else if (w.rent && monthlyRent !== undefined) {
    const r = w.rent;
    const how =
      "change" in r
        ? `, ${ratePercent(Math.abs(r.change))} ${r.change < 0 ? "under" : "over"} the`
        : "by" in r
          ? `, ${formatPounds(Math.abs(r.by))} a ${r.per} ${r.by < 0 ? "under" : "over"} the`
          : " instead of the";
    head = `At ${rentWords(monthlyRent)}${how} ${formatPounds(assumedMonthly)} a month assumed, on the deal's price of ${formatPounds(base)}${tail}`;
  } else if (cash) {
    head = `Bought with cash, no mortgage, at the deal's price of ${formatPounds(base)}${tail}`;
  } else {
    head = `With a service charge of ${formatPounds(serviceCharge ?? 0)} a year instead of the ${formatPounds(f.assumptions.flatServiceChargePerYear)} assumed, on the deal's price of ${formatPounds(base)}${tail}`;
  }
  const m = at.mortgage;
  const wm = was.mortgage;
  const cap = m.limitedBy === "rent" ? `, the most the rent supports at the lender's ${ratePercent(m.stressRate)} stress test` : "";
  const tax = at.costs.taxName;
  const lines = [head];
  if (price !== base || monthlyRent !== undefined) {
    lines.push(`• Gross yield: ${percent(at.grossYield)} (rent of ${formatPounds(at.annualRent)} a year ÷ ${formatPounds(price)}), against ${percent(was.grossYield)}.`);
  }
  if (show.netYield && at.runningCosts !== null && was.runningCosts !== null) {
    const net = (p: typeof at, pounds: number) => percent(grossYieldPercent(p.annualRent - (p.runningCosts ?? 0), pounds));
    lines.push(`• Net yield: ${net(at, price)} ((${formatPounds(at.annualRent)} − ${formatPounds(at.runningCosts)} of running costs) ÷ ${formatPounds(price)}), against ${net(was, base)}.`);
  }
  if (serviceCharge !== undefined && at.runningCosts !== null && was.runningCosts !== null) {
    lines.push(`• Running costs: ${formatPounds(at.runningCosts)} a year, against ${formatPounds(was.runningCosts)}.`);
  }
  if (financeChanged) {
    lines.push(
      cash
        ? `• No loan: the whole ${formatPounds(price)} is paid in cash, against a deposit of ${formatPounds(wm.deposit)} and a loan of ${formatPounds(wm.loan)} at ${ratePercent(wm.rate)} (${formatPounds(wm.annualInterest / 12)} a month, interest-only).`
        : `• Deposit: ${formatPounds(m.deposit)}, with a ${ratePercent(m.ltv)} loan-to-value mortgage of ${formatPounds(m.loan)}${cap}; against ${formatPounds(wm.deposit)}. Interest-only at ${ratePercent(m.rate)}: ${formatPounds(m.annualInterest / 12)} a month.`,
      ...(price !== base ? [`• ${tax} as an additional property in ${NATION_LABEL[f.nation]}: ${formatPounds(at.costs.tax)}, against ${formatPounds(was.costs.tax)}.`] : []),
      cash
        ? `• Cash needed: ${formatPounds(at.cash)} (the price, ${tax} and ${formatPounds(at.costs.fees)} of fees: survey and legal, with no lender or broker fee), against ${formatPounds(was.cash)}.`
        : `• Cash needed: ${formatPounds(at.cash)} (deposit, ${tax} and ${formatPounds(at.costs.fees)} of fees), against ${formatPounds(was.cash)}.`,
    );
  }
  if (at.cashFlow !== null && at.roi !== null && was.cashFlow !== null && was.roi !== null) {
    const years = breakEvenYears(at.roi);
    lines.push(
      `• Cash flow: ${formatPounds(at.cashFlow)} a year after running costs${cash ? ", with no interest to pay" : " and interest"}, against ${formatPounds(was.cashFlow)}, before income tax.`,
      `• ROI: ${signedPercent(at.roi)} (cash flow ÷ cash needed), against ${signedPercent(was.roi)}; break-even ${breakEvenText(years, { inSentence: true })}.`,
    );
    if (show.score && at.score !== null && was.score !== null) lines.push(scoreLine(f, at.score, was.score));
  } else {
    lines.push(`• Cash flow${show.score ? ", ROI and the score" : " and ROI"} ${w.offer ? "at that price" : w.rent ? "at that rent" : "bought with cash"} need the deal's running costs, which aren't available here.`);
  }
  const unchanged = [
    ...(monthlyRent === undefined ? [`the rent (${formatPounds(f.monthlyRent)} a month)`] : []),
    ...(f.valuation && serviceCharge === undefined ? [monthlyRent === undefined ? "the running costs" : "the running costs' rules (management, voids and maintenance are shares of the rent)"] : []),
    ...(serviceCharge !== undefined ? ["the other running costs"] : []),
    ...(cash
      ? []
      : [`a loan${deposit === undefined ? ` of up to ${a.mortgageLtvPercent}% of the price` : ""}, interest-only${rate === undefined ? ` at ${ratePercent(a.mortgageRatePercent)}` : ""} and capped by the lender's rent test`]),
    cash ? "the survey and legal fees" : "the fees",
    `${tax} as an additional property${f.nationAssumed ? ` (${NATION_LABEL[f.nation]} assumed, as the location doesn't say)` : ""}`,
  ];
  const score = show.score
    ? cash
      ? ""
      : " A lender lends on the lower of the price and its surveyor's valuation."
    : w.offer
    ? cash
      ? " The deal's score is not worked again for an offer."
      : " A lender lends on the lower of the price and its surveyor's valuation, and the deal's score is not worked again for an offer."
    : " The deal's score is not worked again.";
  lines.push(`The rest is ${appAssumptions()}, the same ${w.offer ? "at both prices" : "in both"}: ${joinWithAnd(unchanged)}.${score}`);
  return lines.join("\n");
}
