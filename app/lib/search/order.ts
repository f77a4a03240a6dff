/**
 * The order a message asks a search's deals to be listed in: a field (yield, ROI, price, deal
 * score) and, where said, a direction (decision 127). "Yield high to low", "highest yield first",
 * "price low to high", "order by price, cheapest first", "best score first", "sort by yield".
 *
 * A search lists each field one way only: yield, ROI and score highest first, price lowest first
 * (the ways its indexes are walked, decisions 060 and 122). The other way ("yield low to high",
 * "most expensive first") is read, so it is never mistaken for the way that is held, and named
 * as not held. Lower-case text in, offsets into it out. Pure.
 */
import type { SearchCriteria } from "./types";
import { PROPERTY_WORD_RE } from "./vocabulary";

type Sort = NonNullable<SearchCriteria["sort"]>;
export type OrderField = "yield" | "roi" | "price" | "score";

/** Each field's one held order, and how it is said. */
const HELD: Readonly<Record<OrderField, { sort: Sort; said: string; notHeld: string; example: string; listAsk: string }>> = {
  yield: { sort: "yield-desc", said: "the highest yield first", notHeld: "the lowest", example: "sort by yield", listAsk: "which of these has the lowest yield?" },
  roi: { sort: "roi-desc", said: "the highest ROI first", notHeld: "the lowest", example: "sort by ROI", listAsk: "which of these has the lowest ROI?" },
  price: { sort: "price-asc", said: "the lowest price first", notHeld: "the highest", example: "cheapest first", listAsk: "which of these has the highest price?" },
  score: { sort: "score", said: "the best deal score first", notHeld: "the worst", example: "best score first", listAsk: "which of these has the lowest score?" },
};

const FIELDS: readonly [OrderField, string][] = [
  ["yield", String.raw`(?:(?:gross|net|rental)\s+)?yields?`],
  ["roi", String.raw`(?:roi|returns?|return\s+on\s+investment)`],
  ["price", String.raw`(?:prices?|costs?)`],
  ["score", String.raw`(?:(?:deal\s+)?scores?|ratings?)`],
];
/** Directions said after a field ("yield high to low", "price, lowest first", "sorted by yield descending"). */
const HIGH_FIRST = String.raw`(?:high(?:est)?\s*(?:to|-|>)\s*low(?:est)?|(?:highest|biggest|largest|best|top|high)\s+(?:ones?\s+)?first|(?:in\s+)?desc(?:ending)?(?:\s+order)?|big(?:gest)?\s+to\s+small(?:est)?)`;
const LOW_FIRST = String.raw`(?:low(?:est)?\s*(?:to|-|>)\s*high(?:est)?|(?:lowest|smallest|worst|low)\s+(?:ones?\s+)?first|(?:in\s+)?asc(?:ending)?(?:\s+order)?|small(?:est)?\s+to\s+big(?:gest)?)`;
/** Directions said before a field ("highest to lowest yield"). */
const HIGH_TO_LOW = String.raw`(?:high(?:est)?\s*(?:to|-)\s*low(?:est)?)`;
const LOW_TO_HIGH = String.raw`(?:low(?:est)?\s*(?:to|-)\s*high(?:est)?)`;
const VERB = String.raw`(?:re-?)?(?:sort|order|rank|list)(?:ed)?\s+(?:(?:them|it|these|those|the\s+(?:results|list|deals))\s+)?`;

type Direction = "high" | "low" | null;
type Pattern = { re: RegExp; field: OrderField; direction: (m: RegExpExecArray) => Direction };

const byGroups = (m: RegExpExecArray): Direction => (m[1] ? "high" : m[2] ? "low" : null);

const PATTERNS: readonly Pattern[] = [
  ...FIELDS.flatMap(([field, word]): Pattern[] => [
    // "sort by yield", "yield high to low", "order them by price, lowest first", "roi (high-low)".
    { re: new RegExp(String.raw`(?:\b${VERB}(?:by|on)\s+|^by\s+)(?:the\s+)?${word}\b(?:[\s,:(]+(?:from\s+)?(?:(${HIGH_FIRST})|(${LOW_FIRST})))?`, "g"), field, direction: byGroups },
    { re: new RegExp(String.raw`\b${word}\b[\s,:(]+(?:from\s+)?(?:(${HIGH_FIRST})|(${LOW_FIRST}))`, "g"), field, direction: byGroups },
    // "highest to lowest yield", "low to high price".
    { re: new RegExp(String.raw`\b(?:from\s+)?(?:(${HIGH_TO_LOW})|(${LOW_TO_HIGH}))\s+(?:by\s+)?${word}\b`, "g"), field, direction: byGroups },
    // "highest yield first", "best score first", "lowest price first".
    { re: new RegExp(String.raw`\b(?:(highest|biggest|largest|best|top)|(lowest|smallest|worst))\s+${word}\s+first\b`, "g"), field, direction: byGroups },
  ]),
  // "cheapest first", "most expensive first", "sort by dearest", "the priciest houses".
  {
    re: new RegExp(
      String.raw`\b(?:(most\s+expensive|dearest|priciest|highest[\s-]+priced?)|(cheapest|least\s+expensive|lowest[\s-]+priced?))\s+(?:ones?\s+)?first\b|\b${VERB}by\s+(?:the\s+)?(?:(most\s+expensive|dearest|priciest))\b|\b(most\s+expensive|dearest|priciest)(?=\s+(?:${PROPERTY_WORD_RE.source}))`,
      "g",
    ),
    field: "price",
    direction: (m) => (m[1] || m[3] || m[4] ? "high" : "low"),
  },
];

export interface OrderAsked {
  field: OrderField;
  /** The order to list by, or null when the field's other way was asked for, which is not held. */
  sort: Sort | null;
  /** Where the order chosen was said. */
  start: number;
  end: number;
  /** Every order phrase read, chosen or not (the parse passes over them all when none is held). */
  spans: readonly [number, number][];
}

/**
 * The order `text` (lower case) asks for, or null. An order with a direction beats one without
 * ("sort by price, most expensive first" asks for the highest price first); among them the first
 * said wins.
 */
export function readOrder(text: string): OrderAsked | null {
  const found: { field: OrderField; direction: Direction; start: number; end: number }[] = [];
  for (const { re, field, direction } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      if (!m[0].trim()) continue;
      found.push({ field, direction: direction(m as RegExpExecArray), start: m.index, end: m.index + m[0].length });
    }
  }
  if (found.length === 0) return null;
  const rank = (f: (typeof found)[number]) => (f.direction ? 0 : 1);
  const [chosen] = [...found].sort((a, b) => rank(a) - rank(b) || a.start - b.start || b.end - a.end);
  const held = HELD[chosen!.field];
  const natural = held.sort === "price-asc" ? "low" : "high";
  return {
    field: chosen!.field,
    sort: chosen!.direction === null || chosen!.direction === natural ? held.sort : null,
    start: chosen!.start,
    end: chosen!.end,
    spans: found.map((f) => [f.start, f.end] as [number, number]),
  };
}

/** Why an order is not held, for the list of what a search could not use: "(a search lists the highest yield first, never the lowest)". */
export function orderNotHeld(field: OrderField): string {
  const held = HELD[field];
  return `a search lists ${held.said}, never ${held.notHeld}`;
}

/** The answer to a message that asks only for an order not held ("yield low to high"). */
export function orderNotHeldReply(order: { field: OrderField; said: string }): string {
  const held = HELD[order.field];
  return `I can't list deals as "${order.said}" asks: ${orderNotHeld(order.field)}. Say "${held.example}" for ${held.said}, or ask "${held.listAsk}" to rank the deals already listed (decision 097).`;
}

/** The text with the spans blanked out (same length, so offsets still hold): every order phrase read, or the places found. */
export function blankOut(text: string, spans: readonly (readonly [number, number])[]): string {
  let rest = text;
  for (const [s, e] of spans) rest = rest.slice(0, s) + " ".repeat(e - s) + rest.slice(e);
  return rest;
}

/** Words that may come with an order and ask nothing more: "ok, now", "can you", "please", "show them". */
const FILLER_RE =
  /\b(?:ok(?:ay)?|right|and|so|now|but|then|please|pls|can|could|would|will|you|u|just|instead|rather|thanks|thank|cheers|show|list|give|me|us|them|it|these|those|the|results|deals|properties|ones|with|by)\b/g;

/**
 * The order a message asks for when that is all it asks ("yield high to low", "cheapest first
 * please", "can you sort them by price descending?"), else null.
 */
export function orderOnly(message: string): (OrderAsked & { said: string }) | null {
  const text = message.toLowerCase();
  const order = readOrder(text);
  if (!order) return null;
  if (blankOut(text, order.spans).replace(FILLER_RE, " ").replace(/[\s,.;:!?()'"’-]+/g, "") !== "") return null;
  return { ...order, said: text.slice(order.start, order.end).trim() };
}
