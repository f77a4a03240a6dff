/**
 * "Which of these has the best yield?" after a search (decision 097): the listed deals ranked by
 * what was asked, from their own figures. A free user's ranking uses only what the cards show
 * (decision 080): cash flow is in the locked details, so it is ranked by ROI instead, and says so.
 */
import { formatPounds, joinWithAnd, percent, signedPercent } from "../format";
import { CASH_FLOW_WITH_PRO } from "./answer-common";
import { cashFlowAYear } from "./cash-flow-words";
import { CASH_FLOW_YEAR_LABEL } from "../deal-maths";
import { confidenceLabelText } from "../format";
import { namesSeveral, referencedDeals } from "./deal-reference";

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
  /** The valuation's confidence, as the card shows it; null or absent when none is stored. */
  confidence?: "high" | "medium" | "low" | null;
}

/** The list, not one deal: "which of these", "of the deals above", "compare them". */
const LIST_RE = /\b(?:these|those|them|all of them|the (?:deals|results|properties|ones|list|options|houses|flats)|(?:listed|shown|above)|which (?:one|deal|property|of))\b/i;
const ASKS_RE = /\b(?:which|best|highest|lowest|cheapest|most|least|top|rank|compare|better|worst)\b/i;
/** "Which is cheapest?", "which has the best yield?": about the list, when it names no place or lender. */
const BARE_WHICH_RE = /^\s*(?:(?:so|and|ok|okay|then|now|right)[,\s]+)?which(?:\s+(?:one|deal|property))?(?:'s|\s+is|\s+has|\s+have|\s+gives?|\s+would|\s+should|\s+makes?)\b/i;
const NOT_THE_LIST_RE = /\b(?:areas?|towns?|cit(?:y|ies)|regions?|count(?:y|ies)|postcodes?|places?|uk|country|england|wales|scotland|near|around|lenders?|banks?|mortgages?|in\s+[a-z]+)\b/i;
/** Beside deals named together, a comparison: "deal 1 vs deal 2", "side by side". */
const SET_AGAINST_RE = /\b(?:vs\.?|versus|against|side by side)\b/i;

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
  /**
   * The message, when it names several listed deals ("the first two", "deal 1 vs deal 2"): those
   * are set side by side, not the whole list ranked (decision 106).
   */
  among?: string;
}

/** What the message asks to rank the listed deals by, or null when it does not ask that. */
export function comparisonAsked(message: string): ComparisonAsk | null {
  const several = namesSeveral(message);
  const list = LIST_RE.test(message) || (BARE_WHICH_RE.test(message) && !NOT_THE_LIST_RE.test(message));
  if (!(list || several) || !(ASKS_RE.test(message) || (several && SET_AGAINST_RE.test(message)))) return null;
  // Deals named together with no measure asked are compared on everything, led by the score.
  const metric = METRICS.find(([, re]) => re.test(message))?.[0] ?? (several ? "score" : undefined);
  if (!metric) return null;
  const low = /\b(?:lowest|least|worst|smallest)\b/i.test(message) || (metric === "price" && !/\b(?:dearest|most expensive|highest price)\b/i.test(message));
  return several ? { metric, order: low ? "low" : "high", among: message } : { metric, order: low ? "low" : "high" };
}

const NAMES: Record<RankMetric, string> = {
  yield: "gross yield",
  roi: "ROI (cash-on-cash)",
  score: "deal score",
  price: "price",
  cashflow: "annual cash flow (before tax)",
};

function valueOf(d: ListedFigures, metric: RankMetric): number | null {
  if (metric === "cashflow") return d.annualCashFlow;
  return metric === "price" ? d.price : d[metric];
}

/** The listed deals ranked as asked, with each one's headline figures; deals named together set side by side. */
export function compareListed(deals: readonly ListedFigures[], ask: ComparisonAsk): string {
  if (ask.among) {
    // Each deal's place in the list stands for its id, so the reference reads the list as shown.
    const named = referencedDeals(ask.among, deals.map((d, i) => ({ id: i, title: d.title })));
    if (named.length >= 2) return sideBySide(deals, named, ask);
  }
  // Cash flow a user may not see is ranked by ROI, which every card shows.
  const hidden = ask.metric === "cashflow" && deals.some((d) => d.annualCashFlow === null);
  const metric: RankMetric = hidden ? "roi" : ask.metric;
  const ranked = [...deals]
    .map((d, i) => ({ d, i, v: valueOf(d, metric) ?? 0 }))
    .sort((a, b) => (ask.order === "high" ? b.v - a.v : a.v - b.v) || a.i - b.i);
  const lines = ranked.slice(0, 5).map(({ d, i }, n) => {
    const flow = d.annualCashFlow === null ? "" : `, ${cashFlowAYear(d.annualCashFlow)}`;
    return `${n + 1}. ${d.title}, ${d.location} (number ${i + 1} in the list): ${formatPounds(d.price)}, yield ${percent(d.yield)}, ROI ${signedPercent(d.roi)}, score ${d.score}/100${flow}`;
  });
  const head = hidden
    ? `${CASH_FLOW_WITH_PRO}, so here are the ${deals.length} deals listed ranked by ROI instead (the first year's cash flow ÷ the cash put in), which every card shows:`
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

const CONFIDENCE_RANK = { low: 0, medium: 1, high: 2 } as const;

interface Row {
  metric: RankMetric | "confidence";
  /** As the row and the summary name it. */
  name: string;
  value: (d: ListedFigures) => number | null;
  show: (d: ListedFigures) => string;
  /** Which end is better: a lower price, a higher everything else. */
  better: "high" | "low";
  unit?: string;
  /** The side-by-side row's label where it is not the name with its unit: the cash flow's, as the screens label it (decision 261). */
  label?: string;
}

const ROWS: readonly Row[] = [
  { metric: "price", name: "price", value: (d) => d.price, show: (d) => formatPounds(d.price), better: "low" },
  { metric: "yield", name: "gross yield", value: (d) => d.yield, show: (d) => percent(d.yield), better: "high" },
  { metric: "roi", name: "ROI", value: (d) => d.roi, show: (d) => signedPercent(d.roi), better: "high" },
  { metric: "cashflow", name: "cash flow", value: (d) => d.annualCashFlow, show: (d) => formatPounds(d.annualCashFlow ?? 0), better: "high", unit: " a year", label: CASH_FLOW_YEAR_LABEL },
  { metric: "score", name: "score", value: (d) => d.score, show: (d) => `${d.score}/100`, better: "high" },
  { metric: "confidence", name: "confidence", value: (d) => (d.confidence ? CONFIDENCE_RANK[d.confidence] : null), show: (d) => (d.confidence ? confidenceLabelText(d.confidence) : ""), better: "high" },
];

const place = (i: number) => `number ${i + 1}`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The places of the deals that lead on a row (several when level). */
function leaders(deals: readonly ListedFigures[], picked: readonly number[], row: Row): number[] {
  const values = picked.map((i) => row.value(deals[i]!)!);
  const best = row.better === "high" ? Math.max(...values) : Math.min(...values);
  return picked.filter((_, k) => values[k] === best);
}

/**
 * The deals a message names set side by side (decision 106): price, yield, ROI, cash flow (when
 * the user may see it), score and confidence, from the same figures as their cards, with which
 * leads on each; led by the measure asked when one was.
 */
function sideBySide(deals: readonly ListedFigures[], picked: readonly number[], ask: ComparisonAsk): string {
  const hidden = picked.some((i) => deals[i]!.annualCashFlow === null);
  const rows = ROWS.filter((row) => picked.every((i) => row.value(deals[i]!) !== null));
  const two = picked.length === 2;
  const lines: string[] = [];

  const metric: RankMetric = ask.metric === "cashflow" && hidden ? "roi" : ask.metric;
  const asked = rows.find((r) => r.metric === metric);
  if (asked && (metric !== "score" || /\b(?:which|better|best)\b/i.test(ask.among ?? ""))) {
    const top = leaders(deals, picked, asked);
    const name = metric === "roi" ? "ROI (cash-on-cash)" : `the ${NAMES[metric]}`;
    const shown = (i: number) => `${asked.show(deals[i]!)}${asked.unit ?? ""}`;
    if (top.length > 1) {
      lines.push(`On ${name}, ${joinWithAnd(top.map(place))} are level at ${shown(top[0]!)}.`);
    } else {
      const rest = picked.filter((i) => i !== top[0]);
      const others = two ? `against ${shown(rest[0]!)}` : `then ${joinWithAnd(rest.map((i) => `${place(i)} (${shown(i)})`))}`;
      lines.push(`On ${name}, ${place(top[0]!)} leads: ${shown(top[0]!)} ${others}.`);
    }
    if (ask.metric === "cashflow" && hidden) lines.push(`${CASH_FLOW_WITH_PRO}, so that is ROI instead.`);
  }

  const names = picked.map((i) => `${place(i)} (${deals[i]!.title}, ${deals[i]!.location})`);
  lines.push(`${capital(two ? `${names[0]} against ${names[1]}` : `${joinWithAnd(names)} side by side`)}, from their own figures:`);
  const led = new Map<number, string[]>();
  for (const row of rows) {
    const top = leaders(deals, picked, row);
    const values = picked.map((i) => row.show(deals[i]!)).join(" | ");
    let verdict = "Level.";
    if (top.length === 1) {
      const word = row.better === "high" ? (two ? "Higher" : "Highest") : two ? "Lower" : "Lowest";
      const by = two && row.metric === "price" ? `, by ${formatPounds(Math.abs(deals[picked[0]!]!.price - deals[picked[1]!]!.price))}` : "";
      verdict = `${word}: ${place(top[0]!)}${by}.`;
      led.set(top[0]!, [...(led.get(top[0]!) ?? []), row.name]);
    }
    lines.push(row.label ? `• ${row.label}: ${values}. ${verdict}` : `• ${capital(row.name)}: ${values}${row.unit ?? ""}. ${verdict}`);
  }
  const order = [...led.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
  if (order.length > 0) {
    const [first, ...others] = order.map(([i, on], k) => `${k === 0 ? capital(place(i)) : place(i)} ${k === 0 ? "leads on " : "on "}${joinWithAnd(on)}`);
    lines.push(`${[first, ...others].join("; ")}.`);
  }
  if (hidden) lines.push(`${CASH_FLOW_WITH_PRO}.`);
  const pick = order[0]?.[0] ?? picked[0]!;
  lines.push(`Ask about one for its workings, for example "is ${place(pick)} a good deal?".`);
  return lines.join("\n");
}
