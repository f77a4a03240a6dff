/**
 * The analytics dashboard's figures (spec section 2, Analytics dashboard; section 9 constants),
 * computed from the user's saved deals. Pure: the same numbers on the server, in tests and in
 * the benchmark.
 */

export type AnalyticsDeal = {
  id: number;
  title: string;
  location: string;
  propertyType: string;
  price: number;
  yield: number;
  roi: number;
  score: number;
  /** What the price is, as the card says it: "est. value at July 2025 prices" for a past sale's estimated value; null or absent for a price paid or asking price. */
  priceCaption?: string | null;
};

export const TOP_DEALS = 5;
export const TOP_LOCATIONS = 5;
/** Rows per page of the "All saved deals" table (decision 179). */
export const SAVED_DEALS_PER_PAGE = 25;

/** Yield buckets split at 4, 6 and 8; each lower bound is inclusive (4.0 is in 4-6%). */
export const YIELD_BUCKETS = [
  { label: "0-4%", min: -Infinity, max: 4 },
  { label: "4-6%", min: 4, max: 6 },
  { label: "6-8%", min: 6, max: 8 },
  { label: "8%+", min: 8, max: Infinity },
] as const;

export type CountRow = { label: string; count: number; /** count ÷ total deals, 0 to 1 */ share: number };

export type Analytics = {
  totalDeals: number;
  avgPrice: number;
  /** How many of the prices averaged are estimated values (a `priceCaption`), not prices paid or asked. */
  estimatedPrices: number;
  avgYield: number;
  avgRoi: number;
  topDeals: AnalyticsDeal[];
  byLocation: CountRow[];
  propertyTypes: CountRow[];
  yieldDistribution: CountRow[];
};

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** The area of a location: its first comma-separated part ("Manchester, Greater Manchester" → "Manchester"). */
export function areaOf(location: string): string {
  return location.split(",")[0]!.trim() || location.trim();
}

export function yieldBucket(value: number): (typeof YIELD_BUCKETS)[number]["label"] {
  // Bucketed as shown (one decimal, as `percent` writes it): a deal shown as "6.0%" counts in 6-8%.
  const shown = Number(value.toFixed(1));
  for (const b of YIELD_BUCKETS) if (shown >= b.min && shown < b.max) return b.label;
  return YIELD_BUCKETS[0].label; // NaN: nowhere better to count it
}

/** Counts by key, most first; ties in name order, so the list is stable. */
function countBy(deals: AnalyticsDeal[], key: (d: AnalyticsDeal) => string): CountRow[] {
  const counts = new Map<string, number>();
  for (const d of deals) {
    const k = key(d);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const total = deals.length;
  return [...counts]
    .map(([label, count]) => ({ label, count, share: total ? count / total : 0 }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en-GB"));
}

/** Best first: the higher score, then the higher yield, then the lower id (the order is always the same). */
export function bestFirst(deals: AnalyticsDeal[]): AnalyticsDeal[] {
  return [...deals].sort((a, b) => b.score - a.score || b.yield - a.yield || a.id - b.id);
}

/** One page of every saved deal, best first (decision 179). */
export type SavedDealsPage = {
  deals: AnalyticsDeal[];
  /** 1-based, within 1..pages. */
  page: number;
  pages: number;
  total: number;
  /** The 1-based position of the page's first row. */
  first: number;
};

/**
 * Page `requested` (1-based) of the deals, best first; a page past the last (the last row of
 * the last page was just unsaved) is the last, anything below 1 the first.
 */
export function savedDealsPage(deals: AnalyticsDeal[], requested: number, perPage = SAVED_DEALS_PER_PAGE): SavedDealsPage {
  const pages = Math.max(1, Math.ceil(deals.length / perPage));
  const page = Math.min(pages, Math.max(1, Math.floor(requested) || 1));
  const start = (page - 1) * perPage;
  return { deals: bestFirst(deals).slice(start, start + perPage), page, pages, total: deals.length, first: start + 1 };
}

export function analyse(deals: AnalyticsDeal[]): Analytics {
  const total = deals.length;
  const buckets = new Map<string, number>(YIELD_BUCKETS.map((b) => [b.label, 0]));
  for (const d of deals) {
    const label = yieldBucket(d.yield);
    buckets.set(label, buckets.get(label)! + 1);
  }
  return {
    totalDeals: total,
    avgPrice: mean(deals.map((d) => d.price)),
    estimatedPrices: deals.filter((d) => d.priceCaption).length,
    avgYield: mean(deals.map((d) => d.yield)),
    avgRoi: mean(deals.map((d) => d.roi)),
    topDeals: bestFirst(deals).slice(0, TOP_DEALS),
    byLocation: countBy(deals, (d) => areaOf(d.location)).slice(0, TOP_LOCATIONS),
    propertyTypes: countBy(deals, (d) => d.propertyType),
    yieldDistribution: YIELD_BUCKETS.map((b) => {
      const count = buckets.get(b.label)!;
      return { label: b.label, count, share: total ? count / total : 0 };
    }),
  };
}
