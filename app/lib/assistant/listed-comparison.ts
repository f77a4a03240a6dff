/**
 * "Which of these has the best yield?" after a search (decision 097): the listed deals ranked by
 * what was asked, from their own figures. A free user's ranking uses only what the cards show
 * (decision 080): cash flow is in the locked details, so it is ranked by ROI instead, and says so.
 */
import { formatPounds, percent } from "../format";

export type RankMetric = "yield" | "roi" | "score" | "price" | "cashflow";

export interface ListedFigures {
  title: string;
  location: string;
  price: number;
  yield: number;
  roi: number;
  score: number;
  /** The valuation's annual cash flow; null when this user may not see it or there is none. */
  annualCashFlow: number | null;
}

/** The list, not one deal: "which of these", "of the deals above", "compare them". */
const LIST_RE = /\b(?:these|those|them|all of them|the (?:deals|results|properties|ones|list|options|houses|flats)|(?:listed|shown|above)|which (?:one|deal|property|of))\b/i;
const ASKS_RE = /\b(?:which|best|highest|lowest|cheapest|most|least|top|rank|compare|better|worst)\b/i;

const METRICS: readonly (readonly [RankMetric, RegExp])[] = [
  ["cashflow", /cash[\s-]*flow|\bprofit|\bincome\b|money each (?:month|year)/i],
  ["yield", /\byield/i],
  ["roi", /\broi\b|\breturns?\b|cash[\s-]*on[\s-]*cash/i],
  ["price", /cheap|\bprice\b|least expensive|\bcost/i],
  ["score", /\bscore|\bbest\b|\bgood\b|recommend|\btop\b|better/i],
];

export interface ComparisonAsk {
  metric: RankMetric;
  /** Highest first, or lowest first ("cheapest", "lowest yield"). */
  order: "high" | "low";
}

/** What the message asks to rank the listed deals by, or null when it does not ask that. */
export function comparisonAsked(message: string): ComparisonAsk | null {
  if (!LIST_RE.test(message) || !ASKS_RE.test(message)) return null;
  const metric = METRICS.find(([, re]) => re.test(message))?.[0];
  if (!metric) return null;
  const low = /\b(?:lowest|least|worst|smallest)\b/i.test(message) || (metric === "price" && !/\b(?:dearest|most expensive|highest price)\b/i.test(message));
  return { metric, order: low ? "low" : "high" };
}

const NAMES: Record<RankMetric, string> = {
  yield: "gross yield",
  roi: "ROI (cash-on-cash)",
  score: "deal score",
  price: "price",
  cashflow: "annual cash flow",
};

function valueOf(d: ListedFigures, metric: RankMetric): number | null {
  if (metric === "cashflow") return d.annualCashFlow;
  return metric === "price" ? d.price : d[metric];
}

/** The listed deals ranked as asked, with each one's headline figures. */
export function compareListed(deals: readonly ListedFigures[], ask: ComparisonAsk): string {
  // Cash flow a user may not see is ranked by ROI, which every card shows.
  const hidden = ask.metric === "cashflow" && deals.some((d) => d.annualCashFlow === null);
  const metric: RankMetric = hidden ? "roi" : ask.metric;
  const ranked = [...deals]
    .map((d, i) => ({ d, i, v: valueOf(d, metric) ?? 0 }))
    .sort((a, b) => (ask.order === "high" ? b.v - a.v : a.v - b.v) || a.i - b.i);
  const lines = ranked.slice(0, 5).map(({ d, i }, n) => {
    const flow = d.annualCashFlow === null ? "" : `, cash flow ${formatPounds(d.annualCashFlow)} a year`;
    return `${n + 1}. ${d.title}, ${d.location} (number ${i + 1} in the list): ${formatPounds(d.price)}, yield ${percent(d.yield)}, ROI ${percent(d.roi)}, score ${d.score}/100${flow}`;
  });
  const head = hidden
    ? `Cash flow is in each deal's full details, with Pro, so here are the ${deals.length} deals listed ranked by ROI instead (the first year's cash flow ÷ the cash put in), which every card shows:`
    : `The ${deals.length} deals listed, ranked by ${NAMES[metric]}, ${ask.order === "high" ? "highest" : "lowest"} first:`;
  return [
    head,
    ...lines,
    ranked.length > 5 ? `(${ranked.length - 5} more in the list.)` : "",
    'Ask about one for its workings, for example "is the first one a good deal?".',
  ]
    .filter(Boolean)
    .join("\n");
}
