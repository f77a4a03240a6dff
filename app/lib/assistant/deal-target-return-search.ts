/**
 * The highest price at which one deal still gives the ROI or cash flow wanted (decision 128). No
 * formula gives it: the loan, its interest, the deposit, the purchase tax (in bands) and so the
 * cash put in all move with the price. So the deal is valued at price after price through the same
 * valuation as its page (`figuresAt`, which is `valueDeal` with the deal's own inputs), halving the
 * range each time, to the pound.
 */
import { additionalDwellingTaxEdges } from "../property-tax";
import type { DealFigures } from "./deal-figures";
import { MIN_OFFER } from "./deal-offer-reading";
import { annualCashFlowTarget, type TargetReturn } from "./deal-target-return-reading";
import { figuresAt, type PriceFigures, type Scenario } from "./deal-what-if-valuing";

/** The highest price searched, £. A target still met there is met at every price (see `priceForTarget`). */
export const SEARCH_CEILING = 100_000_000;

/** Whether the figures at one price give the target: the cash flow at least the sum, or the ROI at least the %. */
export function targetMet(at: PriceFigures, t: TargetReturn): boolean {
  if (at.cashFlow === null) return false;
  if (t.kind === "cash-flow") return at.cashFlow >= annualCashFlowTarget(t);
  // cash flow ÷ cash ≥ % ÷ 100, unrounded: the ROI shown is never rounded up to the target.
  return at.cash > 0 && at.cashFlow * 100 >= t.percent * at.cash;
}

/**
 * The highest whole-pound price from `floor` up to `ceiling` at which `meets` holds; null when it
 * holds at none. `meets` may turn from false back to true only at an edge (a band of the purchase
 * tax): between two edges a higher price never does better. So the search starts from the highest
 * edge (or the floor) that meets, then halves the gap to the next edge, or the ceiling; `ceiling`
 * itself comes back when it still meets there.
 */
export function highestPriceMeeting(meets: (price: number) => boolean, floor: number, ceiling: number, edges: readonly number[]): number | null {
  const starts = [floor, ...edges.filter((e) => e > floor && e < ceiling)].sort((x, y) => x - y);
  let i = starts.length - 1;
  while (i >= 0 && !meets(starts[i]!)) i--;
  if (i < 0) return null;
  let low = starts[i]!;
  let high = starts[i + 1] ?? ceiling;
  if (high === ceiling && meets(ceiling)) return ceiling;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (meets(mid)) low = mid;
    else high = mid;
  }
  return low;
}

export type PriceForTarget =
  /** The highest price that gives the target, the figures there and a pound more. */
  | { kind: "found"; price: number; at: PriceFigures; next: PriceFigures }
  /** Met up to the ceiling: the cash flow stops falling once the loan is capped (or there is none). */
  | { kind: "every-price"; top: PriceFigures }
  /** Not met even at the least price worked, `MIN_OFFER`. */
  | { kind: "out-of-reach"; floor: PriceFigures };

/**
 * The highest price for the target on the scenario's rent and assumptions (a rate, deposit, rent
 * or cash purchase asked with it is applied), everything else as in the deal's valuation.
 */
export function priceForTarget(f: DealFigures, s: Scenario, t: TargetReturn): PriceForTarget {
  const at = (price: number) => figuresAt(f, price, s.assumptions, s.monthlyRent);
  const price = highestPriceMeeting((p) => targetMet(at(p), t), MIN_OFFER, SEARCH_CEILING, additionalDwellingTaxEdges(f.nation));
  if (price === null) return { kind: "out-of-reach", floor: at(MIN_OFFER) };
  if (price === SEARCH_CEILING) return { kind: "every-price", top: at(SEARCH_CEILING) };
  return { kind: "found", price, at: at(price), next: at(price + 1) };
}
