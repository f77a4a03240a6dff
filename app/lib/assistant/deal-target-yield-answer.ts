/**
 * The price to pay for a yield on one deal (decision 114): the deal's rent (less its running costs,
 * for a net yield) ÷ the yield wanted, worked step by step; then the deal valued again at that
 * price beside its own, as an offer is (decision 101), with the score at both prices.
 */
import { formatPounds, percent, ratePercent, signedPercent } from "../format";
import { grossYieldPercent, priceForYield, runningCosts } from "../valuation/finance";
import { runningCostParts, type DealFigures } from "./deal-figures";
import type { TargetYield } from "./deal-target-yield-reading";
import type { WhatIf } from "./deal-what-if-reading";
import { scenarioSection } from "./deal-what-if-scenario-answer";
import { figuresAt, scenarioOf } from "./deal-what-if-valuing";

/** The highest yield a price is worked for, %: above it the price would be far under any market's. */
export const MAX_TARGET_YIELD = 30;

/** Whether a yield is one a price or a rent is worked for: above 0% and up to MAX_TARGET_YIELD. */
export const yieldInRange = (t: TargetYield) => t.percent > 0 && t.percent <= MAX_TARGET_YIELD;

/** "a gross yield of 8%", "a net yield of 6%"; "A …" to start a sentence. */
export const yieldWords = (t: TargetYield, article = "a") => `${article} ${t.basis} yield of ${ratePercent(t.percent)}`;

/**
 * Whether a price can be worked for the yield `t` on this deal: a yield above 0% and up to
 * MAX_TARGET_YIELD, and for a net yield the deal's running costs (a free user's card has none).
 * Otherwise the answer is a sentence of refusal, which is not charged (decision 123).
 */
export function targetYieldWorkable(f: DealFigures, t: TargetYield): boolean {
  if (!yieldInRange(t)) return false;
  return t.basis !== "net" || (Boolean(f.valuation?.inputs?.kind) && figuresAt(f, f.mortgageValue, f.assumptions).runningCosts !== null);
}

/**
 * The price for the yield `t` on the deal's rent (or the rent the question names), and the deal
 * valued again at it; a sentence instead of a figure for a yield of 0% or over 30%, and for a net
 * yield without the running costs. When the deal's own price already gives the yield, it says so.
 */
export function targetYieldSection(f: DealFigures, t: TargetYield, w: WhatIf): string {
  const s = scenarioOf(f, { ...w, offer: undefined });
  const now = figuresAt(f, s.base, s.assumptions, s.monthlyRent);
  const rent = now.annualRent;
  const grossNow = `This deal's gross yield at its price of ${formatPounds(s.base)} is ${percent(grossYieldPercent(rent, s.base))}.`;
  if (t.percent <= 0) {
    return `${yieldWords(t, "A")} sets no price: every price gives it. Say the yield you want, such as 7%, and I'll work the most you could pay for it. ${grossNow}`;
  }
  if (t.percent > MAX_TARGET_YIELD) {
    return `${yieldWords(t, "A")} is outside the yields I work a price for (above 0% and up to ${MAX_TARGET_YIELD}%), so there is no figure here: a price that low would be far under what homes like this sell for. ${grossNow}`;
  }
  const kind = f.valuation?.inputs?.kind;
  const rentLine = `• The rent: ${formatPounds(rent)} a year (${formatPounds(rent / 12)} a month${s.monthlyRent === undefined ? ", the deal's estimate" : ", as you said"}).`;
  let income: number;
  let lines: string[];
  if (t.basis === "net") {
    if (!kind || now.runningCosts === null) {
      return `${yieldWords(t, "A")} needs the deal's running costs, which aren't available here (they are in the deal's full details). Ask for a gross yield (the rent ÷ the price) and I'll work the price for that. ${grossNow}`;
    }
    const rc = runningCosts(rent, kind, s.assumptions);
    income = rent - rc.total;
    lines = [
      `For ${yieldWords(t)} (the rent less the running costs the app assumes, ÷ the price, before any mortgage):`,
      rentLine,
      `• Running costs: ${formatPounds(rc.total)} a year (${runningCostParts(rc, s.assumptions).join("; ")}).`,
      `• Net rent: ${formatPounds(rent)} − ${formatPounds(rc.total)} = ${formatPounds(income)} a year.`,
    ];
    if (income <= 0) {
      return [...lines, `The running costs take all of the rent, so no price gives a net yield above 0%. ${grossNow}`].join("\n");
    }
  } else {
    income = rent;
    lines = [`For ${yieldWords(t)} (the rent ÷ the price, before any costs; say "net" for the yield after running costs):`, rentLine];
  }
  const price = priceForYield(income, t.percent);
  const yieldNow = grossYieldPercent(income, s.base);
  lines.push(`• ${formatPounds(income)} ÷ ${ratePercent(t.percent)} = ${formatPounds(price)}: the most you could pay and still get ${ratePercent(t.percent)} ${t.basis}.`);
  if (price >= s.base) {
    const flow = now.cashFlow !== null && now.roi !== null ? ` There, on the app's assumptions, the cash flow is ${formatPounds(now.cashFlow)} a year and the ROI ${signedPercent(now.roi)}.` : "";
    lines.push(`The deal's own price of ${formatPounds(s.base)} already gives ${percent(yieldNow)} ${t.basis}, so ${ratePercent(t.percent)} is met without offering more than it.${flow}`);
    return lines.join("\n");
  }
  lines.push(`At the deal's price of ${formatPounds(s.base)} the ${t.basis} yield is ${percent(yieldNow)}, so the price would need to come down by ${formatPounds(s.base - price)}.`);
  return [lines.join("\n"), scenarioSection(f, { ...w, offer: { pounds: price } }, { netYield: t.basis === "net", score: true })].join("\n\n");
}
