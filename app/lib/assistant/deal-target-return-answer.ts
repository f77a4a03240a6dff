/**
 * The price to pay for an ROI or a cash flow on one deal (decision 128): the steps in words (what
 * is held as in the deal's valuation, what moves with the price, how the price was searched), the
 * price found and a pound more, the deal valued again at it beside its own price (as a price for a
 * target yield is, decision 114), and the dated assumptions.
 */
import { formatDate, formatPounds, joinWithAnd, percent, ratePercent, signedPercent } from "../format";
import { TAX_RULES_CHECKED } from "../property-tax";
import { ASSUMPTION_BASIS } from "../valuation";
import { stressRate } from "../valuation/finance";
import { NATION_LABEL } from "./answer-common";
import type { DealFigures } from "./deal-figures";
import { MIN_OFFER } from "./deal-offer-reading";
import { annualCashFlowTarget, type TargetReturn } from "./deal-target-return-reading";
import { priceForTarget, SEARCH_CEILING } from "./deal-target-return-search";
import type { WhatIf } from "./deal-what-if-reading";
import { scenarioSection } from "./deal-what-if-scenario-answer";
import { figuresAt, scenarioOf, type PriceFigures, type Scenario } from "./deal-what-if-valuing";

/** "an ROI of 10%", "a cash flow of £200 a month (£2,400 a year)", "a cash flow of nil"; "at least" before the figure when asked. */
export function targetWords(t: TargetReturn, atLeast = false): string {
  const least = atLeast ? "at least " : "";
  if (t.kind === "roi") return `an ROI of ${least}${ratePercent(t.percent)}`;
  const year = annualCashFlowTarget(t);
  if (year === 0) return `a cash flow of ${least}nil`;
  return `a cash flow of ${least}${t.per === "year" ? `${formatPounds(year)} a year (${formatPounds(year / 12)} a month)` : `${formatPounds(t.pounds)} a ${t.per} (${formatPounds(year)} a year)`}`;
}

/**
 * How a bare "return" was read, said first (decision 136): 'I read "10% return" as an ROI …', or
 * "" when the question named the ROI or the cash flow itself.
 */
function readingSaid(t: TargetReturn): string {
  if (t.kind !== "roi" || t.said === undefined) return "";
  return `I read "${t.said}" as an ROI, the return on the cash you put in, as the app's ROI is. For the rent ÷ the price, ask for a gross yield: "what price gives a ${ratePercent(t.percent)} gross yield?".`;
}

/** The heading: the target and what it is a share or a sum of. */
function heading(t: TargetReturn): string {
  if (t.kind === "roi") return `For ${targetWords(t)} (the first year's cash flow ÷ the cash put in: deposit, purchase tax and fees, before income tax):`;
  const what = "the rent less the running costs and the mortgage interest, before income tax";
  const period = t.perSaid ? "" : ` (read as a ${t.per}'s, as no period was said)`;
  return annualCashFlowTarget(t) === 0 ? `To break even, for a cash flow of nil (${what}):` : `For ${targetWords(t)}${period}, ${what}:`;
}

/** The target's own figure at a price: "an ROI of 10.02%", "a cash flow of £2,401 a year (£200 a month)". */
function figureAt(at: PriceFigures, t: TargetReturn): string {
  const flow = at.cashFlow ?? 0;
  return t.kind === "roi"
    ? `an ROI of ${signedPercent((flow / at.cash) * 100, 2)} (${formatPounds(flow)} of cash flow ÷ ${formatPounds(at.cash)} put in)`
    : `a cash flow of ${formatPounds(flow)} a year (${formatPounds(flow / 12)} a month)`;
}

/** ", but with your own rent and deposit": what the question changed of the deal's valuation. */
function askedWords(s: Scenario): string {
  const asked = [
    ...(s.monthlyRent !== undefined ? ["rent"] : []),
    ...(s.deposit !== undefined ? ["deposit"] : []),
    ...(s.rate !== undefined ? ["rate"] : []),
    ...(s.serviceCharge !== undefined ? ["service charge"] : []),
  ];
  const own = asked.length ? ` but with your own ${joinWithAnd(asked)}` : "";
  return s.cash ? `${own ? `${own} and` : " but"} bought with cash` : own;
}

/** Why every price gives the target: no loan, or a loan the rent test caps. */
function everyPriceWhy(s: Scenario, top: PriceFigures): string {
  const m = top.mortgage;
  if (s.cash || m.loan === 0) return `Bought with cash there is no interest, so the cash flow, ${formatPounds(top.cashFlow ?? 0)} a year, is the same at every price.`;
  if (m.limitedBy === "rent") {
    const from = Math.ceil((m.loan * 100) / s.assumptions.mortgageLtvPercent);
    return `The loan grows with the price only until it reaches the most the rent supports at the lender's ${ratePercent(m.stressRate)} stress test, ${formatPounds(m.loan)} (from a price of about ${formatPounds(from)}); above that the loan, its interest and so the cash flow stay the same, ${formatPounds(top.cashFlow ?? 0)} a year.`;
  }
  return `I searched prices up to ${formatPounds(SEARCH_CEILING)}.`;
}

/** Why no price from `MIN_OFFER` up gives the target, with the most the rent could give. */
function outOfReachWhy(t: TargetReturn, floor: PriceFigures): string {
  const best = floor.annualRent - (floor.runningCosts ?? 0);
  const atFloor = `At ${formatPounds(MIN_OFFER)}, the least I work a purchase at, the deal gives ${figureAt(floor, t)}.`;
  if (t.kind === "cash-flow") {
    const whole = best < annualCashFlowTarget(t) ? `No price at all gives ${targetWords(t)}` : `Only a price under ${formatPounds(MIN_OFFER)} could, and no home is bought for that`;
    return `${whole}: even with no mortgage interest, the rent less the running costs is ${formatPounds(best)} a year (${formatPounds(best / 12)} a month), the most the cash flow can be. ${atFloor}`;
  }
  const fees = floor.costs.fees;
  const bound = best > 0 ? (best / fees) * 100 : 0;
  const whole = bound < t.percent ? `No price at all gives ${targetWords(t)}` : `Only a price under ${formatPounds(MIN_OFFER)} could, and no home is bought for that`;
  return `${whole}: the cash flow is never more than the rent less the running costs, ${formatPounds(best)} a year, and the cash put in never less than the ${formatPounds(fees)} of fees, so the ROI stays under ${percent(bound)} at any price. ${atFloor}`;
}

/** The rent, the running costs, the assumptions' sources and dates. */
function assumptionsLine(f: DealFigures, s: Scenario, taxName: string): string {
  const src = f.valuation?.rentSource;
  const rent = s.monthlyRent !== undefined ? "the rent is yours" : src ? `the rent is the ${src.sourceLabel} figure for ${src.areaName}` : "the rent is the deal's estimate";
  const checked = ASSUMPTION_BASIS.mortgageRatePercent?.asOf;
  return `Assumptions: ${rent}; the running costs, the mortgage and the fees are the app's${checked ? `, checked on ${formatDate(checked)}` : ""}; ${taxName} is at the rates checked on ${formatDate(TAX_RULES_CHECKED)}. Figures are before income tax.`;
}

/** Whether the deal's cash flow can be worked here: its valuation is held (not a free user's card). */
export function targetReturnWorkable(f: DealFigures): boolean {
  return figuresAt(f, f.mortgageValue, f.assumptions).cashFlow !== null;
}

/**
 * The most to pay for the ROI or cash flow `t`: worked by a search over prices on the deal's own
 * valuation; a sentence when the deal's running costs are not available here (a free user's card).
 */
export function targetReturnSection(f: DealFigures, t: TargetReturn, w: WhatIf): string {
  const reading = readingSaid(t);
  const worked = workedSection(f, t, w);
  return reading ? `${reading}\n${worked}` : worked;
}

/** The price for `t`, worked (or the sentence saying why it cannot be). */
function workedSection(f: DealFigures, t: TargetReturn, w: WhatIf): string {
  const s = scenarioOf(f, { ...w, offer: undefined });
  const now = figuresAt(f, s.base, s.assumptions, s.monthlyRent);
  const wanted = targetWords(t);
  if (now.cashFlow === null || now.roi === null) {
    return `The price for ${wanted} needs the deal's running costs, which aren't available here (they are in the deal's full details), so I can't work it. The price for a gross yield is worked from the deal's rent: ask, for example, "what would I need to pay to get 8%?".`;
  }
  const a = s.assumptions;
  const tax = `${now.costs.taxName} as an additional property in ${NATION_LABEL[f.nation]}`;
  const loan = s.cash
    ? "bought with cash, no loan"
    : `a loan of up to ${ratePercent(a.mortgageLtvPercent)} of the price, interest-only at ${ratePercent(a.mortgageRatePercent)}, capped by the lender's rent test (${a.icrPercent}% of the interest at ${ratePercent(stressRate(a))})`;
  const lines = [
    heading(t),
    `• Held fixed, as in the deal's valuation${askedWords(s)}: the rent, ${formatPounds(now.annualRent)} a year (${formatPounds(now.annualRent / 12)} a month${s.monthlyRent === undefined ? ", the deal's estimate" : ", as you said"}); the running costs, ${formatPounds(now.runningCosts ?? 0)} a year; ${loan}; ${formatPounds(now.costs.fees)} of fees.`,
    s.cash
      ? `• Moving with the price: the price paid in cash and ${tax} (charged in bands), so the cash put in; there is no interest, so the cash flow does not move.`
      : `• Moving with the price: the loan and its interest, the deposit and ${tax} (charged in bands), so the cash flow and the cash put in. No one formula gives the price, so I valued the deal at price after price through the same valuation as its page, halving the range each time, to the pound.`,
  ];
  const found = priceForTarget(f, s, t);
  if (found.kind === "out-of-reach") return [...lines, outOfReachWhy(t, found.floor), assumptionsLine(f, s, now.costs.taxName)].join("\n");
  if (found.kind === "every-price") {
    lines.push(`Every price gives ${targetWords(t, true)}. ${everyPriceWhy(s, found.top)} At the deal's price of ${formatPounds(s.base)} it gives ${figureAt(now, t)}.`);
    return [...lines, assumptionsLine(f, s, now.costs.taxName)].join("\n");
  }
  const { price } = found;
  lines.push(`• ${formatPounds(price)} is the most you could pay and still get it: there the deal gives ${figureAt(found.at, t)}; a pound more and it falls short.`);
  lines.push(
    price >= s.base
      ? `The deal's own price of ${formatPounds(s.base)} already gives ${figureAt(now, t)}, so the target is met without offering more than it${price > s.base ? `; the most that still meets it is ${formatPounds(price - s.base)} above it` : ""}.`
      : `At the deal's price of ${formatPounds(s.base)} it gives ${figureAt(now, t)}, so the price would need to come down by ${formatPounds(s.base - price)}.`,
  );
  return [lines.join("\n"), scenarioSection(f, { ...w, offer: { pounds: price } }, { score: true }), assumptionsLine(f, s, now.costs.taxName)].join("\n\n");
}
