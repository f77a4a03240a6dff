/**
 * The filters the valuation and the Price Paid record answer (decision 050), as bits of one
 * stored column, `deals.search_flags` (decision 062). Carried in every search index, they are
 * checked there. Before, each check parsed a deal's valuation JSON, about 2.7 KB.
 */

export const SEARCH_FLAG = {
  /** A positive annual cash flow in the valuation. */
  cashFlowPositive: 1,
  /** Sold (or offered) below the area's average price: `priceVsArea.ratio < 1`. */
  belowMarketValue: 2,
  /** Price Paid's new-build flag set. */
  newBuild: 4,
  /** Price Paid's new-build flag known and not set (listings leave it unknown). */
  notNewBuild: 32,
  freehold: 8,
  leasehold: 16,
} as const;

/** The flags of a stored valuation (the `valuation` column's object). */
export function searchFlagsOf(valuation: Record<string, unknown>): number {
  let flags = 0;
  const cashFlow = valuation.annualCashFlow;
  if (typeof cashFlow === "number" && cashFlow > 0) flags |= SEARCH_FLAG.cashFlowPositive;
  const ratio = (valuation.priceVsArea as { ratio?: unknown } | null | undefined)?.ratio;
  if (typeof ratio === "number" && ratio < 1) flags |= SEARCH_FLAG.belowMarketValue;
  if (valuation.newBuild === true) flags |= SEARCH_FLAG.newBuild;
  if (valuation.newBuild === false) flags |= SEARCH_FLAG.notNewBuild;
  if (valuation.tenure === "freehold") flags |= SEARCH_FLAG.freehold;
  if (valuation.tenure === "leasehold") flags |= SEARCH_FLAG.leasehold;
  return flags;
}
