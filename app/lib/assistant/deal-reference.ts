/**
 * Which listed deal a chat message is about (decision 091): "is the first one a good deal?",
 * "how much deposit for deal 2", "what rent would the third one get?", "why is the Tuscan Road
 * one scored so low?". `listed` is the last search answer's deals in the order they were shown.
 * Only one clear reference counts: "compare the first two" or a street two deals share is not a
 * question about one deal.
 */

export interface ListedDeal {
  id: number;
  /** "Terraced house (likely 3-bed), Tuscan Road": the street is after the last comma. */
  title: string;
}

const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10,
  top: 1,
};

const NOUN = "(?:one|deal|property|result|listing|option|home|house|flat|bungalow|maisonette)";
const NOUNS = "(?:ones|deals|properties|results|listings|options|homes|houses|flats)";
const ORDINAL = `(?:${Object.keys(ORDINALS).join("|")}|last)`;
/**
 * Words that may follow a place in the list said without a noun ("the 2nd?", "number 2 any good",
 * "the first and the third"); any other word makes it about something else ("the number 1
 * mistake", "the first time buyer").
 */
const FOLLOWER =
  "(?:and|or|vs\\.?|versus|v|with|compared|against|than|is|was|has|have|had|looks?|seems?|got|gets|any|a|an|the|good|better|worse|best|cheaper|dearer|worth|please|pls|again|too|instead|then|on|for|in|at|if|would|could|should|will|does|do|side)";
/** After a place in the list: its noun, the end, punctuation or a word that may follow one. */
const THEN = `(?=\\s+${NOUN}\\b(?!\\s+(?:surcharge|rates?|tax|allowance|buyers?|owners?|loans?|mortgages?))|\\s*(?:$|[?!.,;:)'-])|\\s+${FOLLOWER}\\b|'s\\b)`;
/** "the first one", "the 2nd", "the last property", "and the third", "top one pls", "or second". */
const ORDINAL_RE = new RegExp(
  `(?:\\bthe\\s+|\\b(?:and|or|vs\\.?|versus|v|with|than|to|between)\\s+(?:the\\s+)?)(${ORDINAL})${THEN}|(?:^|[,;:!?-]\\s*|\\b(?:and|or|vs\\.?|versus|with|than|about|is|on|for|pick|take)\\s+)(${ORDINAL})(?=\\s+(?:one|deal)\\b)`,
  "g",
);
/** "deal 2", "result 1", "option 2", "property 3": a place in the list whatever follows. */
const NAMED_NUMBER_RE = /\b(?:deal|result|listing|option|property)\s*(\d{1,2})\b/g;
/** "number 3", "no. 4", "#5": only when what follows does not make it "the number 1 mistake". */
const NUMBER_RE = new RegExp(`(?:\\b(?:number|no\\.?)\\s*|#)(\\d{1,2})\\b${THEN}`, "g");
/** "the first two", "the top 3", "the last two deals": more than one deal. */
const PLURAL_RE = new RegExp(`\\b(?:the\\s+)?(first|top|last)\\s+(two|three|four|five|\\d)(?=\\s+${NOUNS}\\b|\\s*(?:$|[?!.,;:)-])|\\s+${FOLLOWER}\\b)`, "g");
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
/** A street's last word that says nothing on its own. */
const STREET_SUFFIX_RE =
  /\s+(?:road|street|lane|avenue|close|drive|way|court|place|crescent|grove|gardens|terrace|walk|rise|hill|view|square|mews|row|park|green|parade|vale)$/;

function streetOf(title: string): string | null {
  const street = title.slice(title.lastIndexOf(",") + 1).trim().toLowerCase();
  return street && title.includes(",") ? street : null;
}

function mentions(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|[^\\p{L}])${escaped}(?:$|[^\\p{L}])`, "u").test(text);
}

/** A place in the list as the message says it, before any list is known: 3, or "last". */
type Place = number | "last";

interface Places {
  /** Named one at a time: "the first one", "deal 2", "the last one". */
  single: Place[];
  /** Named together: "the first two" → from the start, 2; "the last three" → from the end, 3. */
  plural: { from: "start" | "end"; count: number }[];
}

/** The places in a list a message names, read from the message alone. */
function placesNamed(text: string): Places {
  const single: Place[] = [];
  for (const m of text.matchAll(ORDINAL_RE)) {
    const word = (m[1] ?? m[2])!;
    single.push(word === "last" ? "last" : ORDINALS[word]!);
  }
  for (const re of [NAMED_NUMBER_RE, NUMBER_RE]) for (const m of text.matchAll(re)) single.push(Number(m[1]));
  const plural = [...text.matchAll(PLURAL_RE)].map((m) => ({
    from: m[1] === "last" ? ("end" as const) : ("start" as const),
    count: COUNTS[m[2]!] ?? Number(m[2]),
  }));
  return { single, plural };
}

function lowered(message: string): string {
  return message.toLowerCase().replace(/[\u2019]/g, "'");
}

interface References {
  /** Places in the list (1-based) named one at a time: "the first one", "deal 2". */
  single: Set<number>;
  /** Places named together: "the first two" → 1, 2. */
  plural: Set<number>;
  /** Ids of the deals named by street. */
  streets: Set<number>;
}

function references(message: string, listed: readonly ListedDeal[]): References {
  const text = lowered(message);
  const places = placesNamed(text);
  const single = new Set(places.single.map((p) => (p === "last" ? listed.length : p)));
  const plural = new Set<number>();
  for (const { from, count } of places.plural) {
    for (let i = 1; i <= count; i++) plural.add(from === "end" ? listed.length - count + i : i);
  }

  const named: { id: number; street: string }[] = [];
  for (const deal of listed) {
    const street = streetOf(deal.title);
    if (!street) continue;
    const short = street.replace(STREET_SUFFIX_RE, "");
    if (mentions(text, street) || (short !== street && short.length >= 4 && mentions(text, `${short} one`))) {
      named.push({ id: deal.id, street });
    }
  }
  // "Kingsway Road" names that street, not also "Kingsway", which it contains.
  const streets = new Set(
    named.filter((n) => !named.some((o) => o.street !== n.street && o.street.includes(n.street))).map((n) => n.id),
  );
  return { single, plural, streets };
}

/** The ids of the listed deals a message points at, in the list's order; empty when none. */
export function referencedDeals(message: string, listed: readonly ListedDeal[]): number[] {
  if (listed.length === 0) return [];
  const { single, plural, streets } = references(message, listed);
  const places = new Set([...single, ...plural].filter((n) => n >= 1 && n <= listed.length));
  return listed.filter((deal, i) => places.has(i + 1) || streets.has(deal.id)).map((deal) => deal.id);
}

/** The id of the one listed deal the message is about, or null. */
export function referencedDeal(message: string, listed: readonly ListedDeal[]): number | null {
  if (listed.length === 0) return null;
  const { single, plural, streets } = references(message, listed);
  // "the first two", "the top 3": more than one deal.
  if (plural.size > 0 || single.size > 1) return null;
  const byPosition = [...single].filter((n) => n >= 1 && n <= listed.length).map((n) => listed[n - 1]!.id);
  const found = new Set([...byPosition, ...streets]);
  return found.size === 1 ? [...found][0]! : null;
}

/** "the Chapelhill Drive one": a deal named by its street, read without the list. */
const STREET_ONE_RE = /\bthe\s+((?:[a-z][\w'-]*\s+){1,3})one\b/g;
/** Words before "one" that are not a street: "the other one", "the cheaper one", "the first one". */
const NOT_A_STREET = new Set([
  ...Object.keys(ORDINALS),
  ...["last", "other", "same", "next", "only", "right", "wrong", "new", "old", "good", "bad", "cheaper", "cheapest", "better", "best", "worse", "worst", "bigger", "biggest", "smaller", "smallest"],
]);

/**
 * Whether a message names more than one listed deal, read without the list: "the first two",
 * "deal 1 vs deal 2", "the first one or the third", "the Chapelhill Drive one with the Beeston
 * Street one".
 */
export function namesSeveral(message: string): boolean {
  const { single, plural } = references(message, []);
  const text = lowered(message);
  const streets = [...text.matchAll(STREET_ONE_RE)].filter((m) => !m[1]!.trim().split(/\s+/).some((w) => NOT_A_STREET.has(w))).length;
  return plural.size > 0 || single.size + streets > 1;
}

/**
 * The places a message names one at a time past the end of a list of `count` deals, in the
 * order named: "what about number 12 vs number 3" after a list of 10 gives [12] (decision 123).
 */
export function placesPast(message: string, count: number): number[] {
  return [...new Set(placesNamed(lowered(message)).single.filter((p): p is number => p !== "last" && p > count))];
}

/** The most deals one search answer lists (the chat's page of results), so the furthest place a message can name. */
const LONGEST_LIST = 10;

/**
 * Whether the message points at deals in a list ("the first one", "deal 2", "compare the first
 * two", "the last one"), whatever the list holds: a place a search's list can have.
 */
export function pointsAtList(message: string): boolean {
  const { single, plural } = placesNamed(lowered(message));
  return single.some((p) => p === "last" || (p >= 1 && p <= LONGEST_LIST)) || plural.some((p) => p.count >= 1);
}
