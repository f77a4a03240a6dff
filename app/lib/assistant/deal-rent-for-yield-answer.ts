/**
 * The rent one deal needs for a yield (decision 193): "rent needed for 8% yield". A gross yield's
 * rent is the price × the yield; a net yield's also pays the running costs the app assumes, solved
 * as the break-even rent is (decision 114). Then the deal's rent set against it, and the cash flow
 * and ROI at that rent, valued again.
 */
import { formatPounds, percent, ratePercent, signedPercent } from "../format";
import type { Assumptions, PropertyKind } from "../valuation/assumptions";
import { appAssumptions } from "../valuation/dated-rules";
import { breakEvenMonthlyRent, grossYieldPercent, rentForGrossYield, runningCosts, runningCostShares } from "../valuation/finance";
import { fixedRunningCostParts, type DealFigures } from "./deal-figures";
import { MIN_OFFER } from "./deal-offer-reading";
import { gapWords, rentCompared, sentence, tooLittle } from "./deal-rent-needed-answer";
import { MAX_TARGET_YIELD, yieldInRange, yieldWords } from "./deal-target-yield-answer";
import type { TargetYield } from "./deal-target-yield-reading";
import type { WhatIf } from "./deal-what-if-reading";
import { figuresAt, scenarioOf } from "./deal-what-if-valuing";

/** Whether a rent can be worked for the yield: above 0% and up to 30%, and a net yield needs the running costs. */
export function rentForYieldWorkable(f: DealFigures, t: TargetYield): boolean {
  if (!yieldInRange(t)) return false;
  return t.basis !== "net" || Boolean(f.valuation?.inputs?.kind);
}

/**
 * The rent for the yield `t` (above 0%, up to 30%) on `price`, worked: a gross yield's as the price
 * × the yield, a net yield's so the running costs of a `kind` on `a` leave that, checked. `on` names
 * the price: "this deal's price of £110,000", "a £200,000 purchase". For a deal's answer and a
 * general question's.
 */
export function rentForYieldWorking(price: number, on: string, t: TargetYield, kind: PropertyKind, a: Assumptions): { monthly: number; lines: string[] } {
  const wanted = rentForGrossYield(price, t.percent);
  if (t.basis === "gross") {
    const monthly = Math.ceil(wanted / 12 - 1e-9);
    return {
      monthly,
      lines: [
        `The rent for ${yieldWords(t)} on ${on} (the rent ÷ the price, before any costs; say "net" for the yield after running costs): ${formatPounds(monthly)} a month.`,
        `• ${formatPounds(price)} × ${ratePercent(t.percent)} = ${formatPounds(wanted)} a year; ÷ 12, to the pound above, ${formatPounds(monthly)} a month.`,
      ],
    };
  }
  const monthly = breakEvenMonthlyRent(0, kind, a, wanted);
  const sh = runningCostShares(kind, a);
  const fixed = runningCosts(0, kind, a);
  const check = runningCosts(monthly * 12, kind, a);
  return {
    monthly,
    lines: [
      `The rent for ${yieldWords(t)} on ${on} (the rent less the running costs the app assumes, ÷ the price, before any mortgage): ${formatPounds(monthly)} a month (${formatPounds(monthly * 12)} a year).`,
      `• The rent less running costs must be ${formatPounds(price)} × ${ratePercent(t.percent)} = ${formatPounds(wanted)} a year.`,
      `• Running costs: ${formatPounds(fixed.total)} a year that do not move with the rent (${fixedRunningCostParts(fixed).join("; ")}), and ${ratePercent(sh.share * 100, 2)} of the rent (management, voids and maintenance).`,
      `• Check at ${formatPounds(monthly * 12)} a year: ${formatPounds(monthly * 12)} − ${formatPounds(check.total)} of running costs = ${formatPounds(monthly * 12 - check.total)}, ${percent(grossYieldPercent(monthly * 12 - check.total, price))} of ${formatPounds(price)}.`,
    ],
  };
}

/** The rent for the yield `t` at the deal's price (or the price said), worked, and the deal at that rent. */
export function rentForYieldSection(f: DealFigures, t: TargetYield, w: WhatIf): string {
  const s = scenarioOf(f, { ...w, rent: undefined });
  if (s.price < MIN_OFFER) return tooLittle(s);
  const compared = rentCompared(f, s);
  const on = s.price !== s.base ? `a price of ${formatPounds(s.price)}` : `this deal's price of ${formatPounds(s.price)}`;
  const yieldNow = `${sentence(compared.words)} gives ${percent(grossYieldPercent(compared.monthly * 12, s.price))} gross on ${formatPounds(s.price)}.`;
  if (!yieldInRange(t)) {
    return `The rent for ${yieldWords(t)} is not worked: I work a rent for a yield above 0% and up to ${MAX_TARGET_YIELD}%. ${yieldNow}`;
  }
  const kind = f.valuation?.inputs?.kind;
  if (t.basis === "net" && !kind) {
    return `The rent for ${yieldWords(t)} needs the deal's running costs, which aren't available here (they are in the deal's full details). Ask for a gross yield (the rent ÷ the price) and I'll work the rent for that. ${yieldNow}`;
  }
  const { monthly, lines } = rentForYieldWorking(s.price, on, t, kind ?? "other", s.assumptions);
  lines.push(`${sentence(compared.words)} ${gapWords(compared.monthly, monthly)}; it gives ${percent(grossYieldPercent(compared.monthly * 12, s.price))} gross.`);
  const at = figuresAt(f, s.price, s.assumptions, monthly);
  const own = figuresAt(f, s.price, s.assumptions, compared.monthly);
  if (at.cashFlow !== null && at.roi !== null && own.cashFlow !== null && own.roi !== null) {
    // A rent that moves the loan the lender's rent test allows says so: the ROI is on that loan's deposit.
    const loan = at.mortgage.loan !== own.mortgage.loan ? `, with the loan the lender's rent test allows on that rent (${formatPounds(at.mortgage.loan)}, against ${formatPounds(own.mortgage.loan)})` : "";
    lines.push(
      `At ${formatPounds(monthly)} a month, on ${appAssumptions()} (/methodology)${loan}: a cash flow of ${formatPounds(at.cashFlow)} a year after running costs and mortgage interest, and an ROI of ${signedPercent(at.roi)}, against ${formatPounds(own.cashFlow)} and ${signedPercent(own.roi)} at ${compared.again}, before income tax.`,
    );
  }
  return lines.join("\n");
}
