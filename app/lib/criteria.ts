/**
 * Chat routing and search-criteria extraction (spec section 5, "Chat"), plus the local
 * fallback used when a search fails (spec section 8, "Search failure").
 *
 * Pure module: no I/O, no server or database imports, so it runs in the browser (fallback),
 * on the server (routing, the deals query) and in unit tests alike.
 *
 * Rule choices a reader should know (the spec's rules are the base; these extend them):
 * - Money: `£`, `k`/`m`/`thousand`/`grand`/`million` forms, `250,000` and `250 000`. A bare number
 *   after a price word keeps its face value (`under 200` → £200, as the spec literally says);
 *   only a suffix multiplies. A number followed by `%`, `bed`, a time/distance/rent unit, or
 *   `yield`/`ROI` is never a price.
 * - "Price phrase" (what the spec's routing calls one) = a comparator phrase: under/below/less
 *   than/up to/max/budget of/around/over/above/at least/from/between £x and £y/£x-£y/£x+. A bare
 *   amount such as "a £200k flat" is NOT a price phrase: it still sets maxPrice when parsed, and it
 *   makes a non-question message with a property word a search, but it does not override a
 *   question (so "what mortgage can I get on a £200k flat" stays general chat).
 * - A percentage with a comparator but no metric word ("flats over 7%") is a minimum yield, or a
 *   minimum ROI when the message mentions ROI/return. Upper bounds on yield/ROI are consumed
 *   (so they never become prices) but not stored: the criteria have no maxYield/maxRoi.
 * - Several different deal types in one message ("flats or houses") set no type at all.
 * - Sort precedence: an explicit yield/ROI ordering ("high-yield", "highest ROI") beats
 *   price-ascending ("cheap"), which beats score ("best", "top").
 * - Places: see `findPlace` below. With a gazetteer the best-ranked known place is the location;
 *   otherwise (or when the gazetteer knows none) only the spec's first six cities are extracted,
 *   while routing recognises all 23.
 */

export type DealType = "Apartment" | "House" | "Commercial";
export type PropertyKind = "detached" | "semi-detached" | "terraced" | "flat" | "other";

export interface Place {
  kind: "town" | "district" | "local-authority" | "postcode-district" | "postcode-area";
  /** Display name, e.g. "Newcastle upon Tyne", "SW19". */
  name: string;
  /** Value the DB filters on: the town/district text as stored, an LA code, a postcode district. */
  key: string;
}

export interface Gazetteer {
  /** Any spelling of a known place name ("Newcastle-upon-Tyne", "sw19") → the place. */
  lookup(text: string): Place | undefined;
  /** The normalised (lower-case, punctuation-free) names the gazetteer knows. */
  readonly names: Iterable<string>;
}

export interface SearchCriteria {
  location?: string;
  place?: Place;
  propertyType?: DealType;
  propertyKind?: PropertyKind;
  minPrice?: number;
  maxPrice?: number;
  minYield?: number;
  minRoi?: number;
  bedrooms?: number;
  minBedrooms?: number;
  sort?: "score" | "price-asc" | "yield-desc" | "roi-desc";
  cheap?: boolean;
  highYield?: boolean;
}

/** Spec section 5, in the spec's order. */
export const RECOGNISED_CITIES: readonly string[] = [
  "London",
  "Manchester",
  "Birmingham",
  "Leeds",
  "Liverpool",
  "Bristol",
  "Edinburgh",
  "Glasgow",
  "Cardiff",
  "Belfast",
  "Nottingham",
  "Sheffield",
  "Newcastle",
  "Leicester",
  "Coventry",
  "Bradford",
  "Southampton",
  "Brighton",
  "Plymouth",
  "Reading",
  "Oxford",
  "Cambridge",
  "York",
];

/** The cities the spec's base rules extract as the location criterion. */
export const EXTRACTED_CITIES: readonly string[] = RECOGNISED_CITIES.slice(0, 6);

/** Spec section 8: the text of an empty search result. */
export const NO_RESULTS_MESSAGE =
  "I couldn't find any properties matching your criteria. Try adjusting your search.";

// ---------------------------------------------------------------------------
// Place names and the gazetteer
// ---------------------------------------------------------------------------

/**
 * Place names that are also everyday English words. When written in lower case they are only
 * taken as a place after a locative prefix ("in reading", "near bury"); when capitalised they are
 * taken mid-sentence ("houses in the north like Bury"), or at the start of a sentence only when a
 * property word follows ("Reading flats", "Bury houses"), so "Reading the news…" is no place.
 */
export const AMBIGUOUS_PLACE_WORDS: ReadonlySet<string> = new Set([
  "ash", "bank", "barry", "bath", "battle", "bourne", "bridge", "bury", "cheddar", "cove", "crook",
  "deal", "diss", "eye", "fleet", "flint", "goring", "grange", "ham", "holt", "hook", "hope", "hull",
  "hyde", "lancing", "leek", "march", "mark", "mold", "nelson", "par", "reading", "rugby", "rye",
  "sale", "sandwich", "sandy", "seal", "send", "slough", "stanley", "stone", "street", "ware",
  "wells", "wick", "wool",
]);

/** Words that, right before a name, mean it is not a place ("for sale", "New York"). */
const NOT_PLACE_AFTER: Readonly<Record<string, readonly string[]>> = {
  sale: ["for", "on", "a", "the"],
  york: ["new"],
  deal: ["a", "the", "good", "great", "best", "top", "any"],
};

const LOCATIVE_PREFIXES = new Set(["in", "near", "nr", "around", "round", "within", "outside"]);
const LOCATIVE_PAIRS = new Set(["close to", "next to", "near to"]);

const SMALL_NAME_WORDS = new Set([
  "upon", "on", "under", "in", "the", "and", "of", "by", "super", "le", "la", "de", "next", "cum",
  "en", "with", "sub", "over",
]);

/** Lower-case, accents and apostrophes removed, '&' as 'and', other punctuation as one space. */
export function normalisePlaceName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** "NEWCASTLE UPON TYNE" → "Newcastle upon Tyne"; text that already has lower case is kept. */
export function titleCasePlace(text: string): string {
  if (/\p{Ll}/u.test(text)) return text;
  let first = true;
  return text.toLowerCase().replace(/\p{L}+(?:['’]\p{L}+)?/gu, (word) => {
    const keepSmall = !first && SMALL_NAME_WORDS.has(word);
    first = false;
    if (keepSmall) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}

type NameInput = string | { name: string; key?: string };

export interface GazetteerSource {
  /** Post towns as stored in the deals table (e.g. Land Registry "BURY"); key = the text given. */
  towns?: readonly NameInput[];
  /** Localities/districts such as "WIMBLEDON"; key = the text given. */
  districts?: readonly NameInput[];
  /** Local authorities; key = the code (e.g. E08000006). "Bristol, City of" is known as "Bristol". */
  localAuthorities?: readonly { code: string; name: string }[];
  /** Postcode districts such as "M14", "SW19"; key = the upper-case district. */
  postcodeDistricts?: readonly string[];
  /** Postcode areas such as "SW", "NE"; only matched when written in capitals. */
  postcodeAreas?: readonly string[];
  /** Extra alias → known name pairs (both any spelling); added only when the target is known. */
  aliases?: Readonly<Record<string, string>>;
}

/** Aliases applied when their target is known and the alias itself is not a name already. */
export const DEFAULT_PLACE_ALIASES: Readonly<Record<string, string>> = {
  newcastle: "newcastle upon tyne",
  hull: "kingston upon hull",
  stoke: "stoke on trent",
  southend: "southend on sea",
  brighton: "brighton and hove",
};

/** When two kinds share a name, the earlier kind wins ("Salford": the town before the LA). */
const KIND_PRIORITY: readonly Place["kind"][] = [
  "postcode-district",
  "town",
  "local-authority",
  "district",
  "postcode-area",
];

/** Builds an in-memory gazetteer from the shipped reference data (or a test's small list). */
export function buildGazetteer(source: GazetteerSource): Gazetteer {
  const map = new Map<string, Place>();
  const add = (name: string, place: Place) => {
    const norm = normalisePlaceName(name);
    if (!norm) return;
    const current = map.get(norm);
    if (!current || KIND_PRIORITY.indexOf(place.kind) < KIND_PRIORITY.indexOf(current.kind)) {
      map.set(norm, place);
    }
  };
  const addNamed = (items: readonly NameInput[] | undefined, kind: "town" | "district") => {
    for (const item of items ?? []) {
      const raw = typeof item === "string" ? item : item.name;
      const key = typeof item === "string" ? item : (item.key ?? item.name);
      add(raw, { kind, name: titleCasePlace(raw.trim()), key });
    }
  };

  for (const d of source.postcodeDistricts ?? []) {
    const up = d.trim().toUpperCase().replace(/\s+/g, "");
    add(up, { kind: "postcode-district", name: up, key: up });
  }
  addNamed(source.towns, "town");
  const lateAliases: [string, Place][] = [];
  for (const la of source.localAuthorities ?? []) {
    const suffix = /^(.*),\s*(City|County|City and County) of$/i.exec(la.name.trim());
    const display = suffix?.[1]?.trim() ?? la.name.trim();
    const place: Place = { kind: "local-authority", name: display, key: la.code };
    add(display, place);
    add(la.name, place);
    if (suffix) add(`${suffix[2]} of ${display}`, place);
    const prefix = /^(?:City|County) of (.+)$/i.exec(display);
    if (prefix?.[1] && normalisePlaceName(prefix[1]) !== "london") lateAliases.push([prefix[1], place]);
  }
  addNamed(source.districts, "district");
  for (const a of source.postcodeAreas ?? []) {
    const up = a.trim().toUpperCase();
    add(up, { kind: "postcode-area", name: up, key: up });
  }
  // "City of Edinburgh" is also "Edinburgh", unless that name already means something else.
  for (const [name, place] of lateAliases) {
    const norm = normalisePlaceName(name);
    if (!map.has(norm)) map.set(norm, place);
  }
  for (const [alias, target] of Object.entries({ ...DEFAULT_PLACE_ALIASES, ...source.aliases })) {
    const place = map.get(normalisePlaceName(target));
    const norm = normalisePlaceName(alias);
    if (place && norm && !map.has(norm)) map.set(norm, place);
  }

  return {
    lookup: (text: string) => map.get(normalisePlaceName(text)),
    get names() {
      return map.keys();
    },
  };
}

/** The spec's recognised cities as a gazetteer (for routing and the no-gazetteer location rule). */
function cityGazetteer(cities: readonly string[]): Gazetteer {
  const map = new Map<string, Place>();
  for (const c of cities) map.set(normalisePlaceName(c), { kind: "town", name: c, key: c });
  return { lookup: (t) => map.get(normalisePlaceName(t)), names: map.keys() };
}
const ALL_CITIES_GAZETTEER = cityGazetteer(RECOGNISED_CITIES);
const EXTRACTED_CITIES_GAZETTEER = cityGazetteer(EXTRACTED_CITIES);

interface Token {
  norm: string;
  raw: string;
  start: number;
  end: number;
}

function tokenise(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’]\p{L}+)*|&/gu)) {
    const norm = normalisePlaceName(m[0]);
    if (norm) out.push({ norm, raw: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const maxWordsCache = new WeakMap<Gazetteer, number>();
function maxWords(g: Gazetteer): number {
  let n = maxWordsCache.get(g);
  if (n === undefined) {
    n = 1;
    for (const name of g.names) n = Math.max(n, name.split(" ").length);
    n = Math.min(n, 8);
    maxWordsCache.set(g, n);
  }
  return n;
}

interface PlaceMatch {
  place: Place;
  start: number;
  end: number;
}

/**
 * The best known place in the text. Every token position is tried with the longest n-gram first
 * (so "Newcastle upon Tyne" beats "Newcastle", "Sutton Coldfield" beats "Sutton"); postcode
 * districts match as whole tokens in any case. Among candidates the best-ranked wins: a locative
 * prefix (in/near/around/within/outside/close to) ranks highest, an unambiguous name next, then
 * more words, then the earliest. Ambiguous names: see AMBIGUOUS_PLACE_WORDS.
 */
function findPlace(text: string, gazetteer: Gazetteer): PlaceMatch | undefined {
  const toks = tokenise(text);
  const limit = maxWords(gazetteer);
  let best: { m: PlaceMatch; rank: number; words: number } | undefined;
  for (let i = 0; i < toks.length; i++) {
    for (let n = Math.min(limit, toks.length - i); n >= 1; n--) {
      const slice = toks.slice(i, i + n);
      const place = gazetteer.lookup(slice.map((t) => t.norm).join(" "));
      if (!place) continue;
      const rank = acceptPlace(text, toks, i, n, place);
      if (rank < 0) continue;
      const last = slice[slice.length - 1] as Token;
      const m: PlaceMatch = { place, start: (slice[0] as Token).start, end: last.end };
      if (!best || rank > best.rank || (rank === best.rank && n > best.words)) {
        best = { m, rank, words: n };
      }
      i += n - 1;
      break;
    }
  }
  return best?.m;
}

/** Rank of an accepted occurrence (higher is better), or -1 when it is not a place here. */
function acceptPlace(text: string, toks: Token[], i: number, n: number, place: Place): number {
  const first = toks[i] as Token;
  const prev = toks[i - 1]?.norm;
  const name = toks.slice(i, i + n).map((t) => t.norm).join(" ");
  if (prev && NOT_PLACE_AFTER[name]?.includes(prev)) return -1;

  const prev2 = toks[i - 2]?.norm;
  const prefixed =
    (prev !== undefined && LOCATIVE_PREFIXES.has(prev)) ||
    (prev2 !== undefined && prev !== undefined && LOCATIVE_PAIRS.has(`${prev2} ${prev}`)) ||
    (prev === "the" && prev2 !== undefined && LOCATIVE_PREFIXES.has(prev2));

  if (place.kind === "postcode-district") return prefixed ? 3 : 1;
  if (place.kind === "postcode-area") {
    const upper = first.raw === first.raw.toUpperCase();
    return upper && (prefixed || first.raw.length >= 2) ? (prefixed ? 2 : 0) : -1;
  }
  const ambiguous = n === 1 && AMBIGUOUS_PLACE_WORDS.has(name);
  if (!ambiguous) return prefixed ? 3 : 1;
  if (prefixed) return 2;
  if (!/^\p{Lu}/u.test(first.raw)) return -1;
  const before = text.slice(toks[i - 1]?.end ?? 0, first.start);
  const sentenceStart = i === 0 || /[.!?\n]/.test(before);
  if (!sentenceStart) return 0;
  const next = toks[i + n];
  return next && PROPERTY_WORD_RE.test(next.raw) ? 0 : -1;
}

// ---------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------

const SUFFIX_MULTIPLIER: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
  grand: 1_000,
  m: 1_000_000,
  mn: 1_000_000,
  mil: 1_000_000,
  million: 1_000_000,
  bn: 1_000_000_000,
  billion: 1_000_000_000,
};

/** One money amount; `tag` names its groups (p = £, n = number, s = suffix). */
function moneyRe(tag: string): string {
  return (
    String.raw`(?<![\w.,£])(?<p${tag}>£\s*)?(?<![\w.,])` +
    String.raw`(?<n${tag}>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?: \d{3})+|\d+(?:\.\d+)?)(?!\d|[.,]\d)` +
    String.raw`(?:\s*(?<s${tag}>k|mn|m|bn|thousand|grand|million|mil|billion)\b)?`
  );
}

interface Amount {
  value: number;
  raw: number;
  multiplier: number;
  marked: boolean;
}

function amountFrom(groups: Record<string, string | undefined>, tag: string): Amount | undefined {
  const n = groups[`n${tag}`];
  if (n === undefined) return undefined;
  const raw = Number(n.replace(/[, ]/g, ""));
  if (!Number.isFinite(raw)) return undefined;
  const suffix = groups[`s${tag}`]?.toLowerCase();
  const multiplier = suffix ? (SUFFIX_MULTIPLIER[suffix] ?? 1) : 1;
  return {
    raw,
    multiplier,
    value: multiplier > 1 ? Math.round(raw * multiplier) : raw,
    marked: groups[`p${tag}`] !== undefined || multiplier > 1,
  };
}

/** "£200k" → 200000, "1.2m" → 1200000, "250,000" / "£250 000" → 250000, "£1.5 million". */
export function parseMoney(text: string): number | undefined {
  const re = new RegExp(moneyRe("a"), "giu");
  for (const m of text.matchAll(re)) {
    if (/^\s*(?:%|percent|per\s*cent)/i.test(text.slice(m.index + m[0].length))) continue;
    const a = amountFrom(m.groups ?? {}, "a");
    if (a) return a.value;
  }
  return undefined;
}

/** After a number: units that make it anything but a price. */
const HARD_UNIT_AFTER =
  /^\s*(?:%|percent\b|per\s*cent\b|pc\b|-?\s*(?:bed|bd\b|bds\b|br\b|brs\b|bdrm)|years?\b|yrs?\b|y\/?o\b|miles?\b|mi\b|mins?\b|minutes?\b|km\b|sq|square\b|ft\b|feet\b|metres?\b|meters?\b|months?\b|weeks?\b|days?\b|hours?\b|hrs?\b|pcm\b|pw\b|pa\b|p\/?m\b|per\s+(?:month|week|annum|year)\b|a\s+(?:month|week|year)\b|(?:gross\s+|net\s+)?yields?\b|roi\b|returns?\b|rooms?\b|storeys?\b|floors?\b|x\b|times\b)/i;
/** After an unmarked number: counts, not prices ("top 5 properties"). */
const COUNT_NOUN_AFTER = /^\s*(?:propert(?:y|ies)|flats?|apartments?|houses?|homes?|units?|deals?|results?|options?|listings?)\b/i;

// ---------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------

const PROPERTY_WORD_RE =
  /\b(?:propert(?:y|ies)|flats?|apartments?|maisonettes?|studios?|penthouses?|houses?|homes?|town\s?houses?|terraced?|terraces|semis?|semi[\s-]*detached|detached|bungalows?|cottages?|commercial|shops?|offices?|retail\s+units?|warehouses?|deals?|investments?|buy[\s-]to[\s-]lets?|btls?|hmos?|units?|real\s+estate|dwellings?|listings?)\b/i;

const QUESTION_RES: readonly RegExp[] = [
  /\bwhy\b/,
  /\bhow\s+(?:is|are|do|does|did|can|could|should|would|will|much|many|long|often|to|about|does)\b/,
  /\bwhat\s+(?:is|are|was|were|does|do|did|happens|would|should|could|about|if|kind|type|sort)\b/,
  /\bwhat['’]s\b/,
  /\b(?:when|where)\s+(?:is|are|do|does|should|can|could|would|will)\b/,
  /\bwhich\s+(?:is|are|would|should)\b/,
  /\bshould\s+(?:i|we|you|they)\b/,
  /\bwould\s+(?:it|you\s+recommend)\b/,
  /\bis\s+(?:it|now|this|that)\b/,
  /\bdo\s+i\s+(?:need|have\s+to|pay)\b/,
  /\b(?:explain|explanation|advice|advise|tips?|tell\s+me\s+about|pros\s+and\s+cons|difference\s+between)\b/,
  /\b(?:tax|taxes|taxed|taxation|law|laws|legal|legally|legislation|regulations?|rules)\b/,
  /\b(?:mortgages?|remortgag\w*|stamp\s+duty|sdlt|lbtt|section\s*(?:24|21)|capital\s+gains|cgt|inheritance)\b/,
  /\b(?:strateg(?:y|ies)|epc|energy\s+performance|licen[cs](?:e|es|ing)|renters['’]?\s+(?:rights|reform)|tenants['’]?\s+rights|evict\w*|limited\s+company|ltd\s+company|spv|insurance|right\s+to\s+rent|landlord\s+registration|interest\s+rates?)\b/,
];

const EXPLICIT_SEARCH_RE = /\b(?:find|show|list|get|search|fetch|display|give\s+me|browse|pull\s+up)\b/;
const LOOKING_FOR_RE =
  /\b(?:looking\s+(?:for|at)|look\s+for|want(?:ed|s)?|need(?:s|ed)?|interested\s+in|searching\s+for|hunting\s+for|seeking|i['’]?d\s+like|would\s+like|any)\b/;

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
const CNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;
const BED = String.raw`\s*-?\s*(?:bed(?:room)?s?(?:ed)?|bdrms?|bds?|brs?)\b`;
const NB = String.raw`(?<![\w.£])`;

const MIN_CMP = String.raw`(?:over|above|at\s+least|more\s+than|greater\s+than|higher\s+than|better\s+than|min(?:imum)?(?:\s+of)?|no\s+less\s+than|not\s+less\s+than|upwards\s+of|north\s+of|in\s+excess\s+of|>=|>|≥)`;
const MAX_CMP = String.raw`(?:under|below|less\s+than|lower\s+than|at\s+most|max(?:imum)?(?:\s+of)?|up\s+to|no\s+more\s+than|<=|<|≤)`;
const PCT_NUM = String.raw`(?<![\w.£])(\d+(?:\.\d+)?)(?!\d|[.,]\d)(?!\s*(?:k|mn|m|bn|thousand|grand|million|mil)\b|${BED}|\s*(?:years?|yrs?)\b)`;
const PCT = String.raw`(\s*(?:%|percent\b|per\s*cent\b))?`;
const PLUS = String.raw`(\s*(?:\+|plus\b|or\s+(?:more|above|higher|better)\b))?`;
const YIELD_WORD = String.raw`(?:(?:gross|net|rental|average)\s+)?(?:yields?|yielding)\b`;
const ROI_WORD = String.raw`(?:roi\b|r\.o\.i\.?|return\s+on\s+investment\b|returns?\b)`;

function metricAfterRe(word: string): RegExp {
  // "yield of at least 7%", "ROI over 15%", "yield 7%+".
  return new RegExp(
    String.raw`(?<![\w])${word}\s*(?:(?:of|is|at|:|=|around|about)\s*)?(?:(${MIN_CMP}|${MAX_CMP})\s*)?(?:of\s+)?${PCT_NUM}${PCT}${PLUS}`,
    "g",
  );
}
function metricBeforeRe(word: string): RegExp {
  // "7% yield", "at least 7% gross yield", "10% return".
  return new RegExp(
    String.raw`(?:(${MIN_CMP}|${MAX_CMP})\s*)?${PCT_NUM}${PCT}${PLUS}\s*${word}`,
    "g",
  );
}
const YIELD_AFTER_RE = metricAfterRe(YIELD_WORD);
const YIELD_BEFORE_RE = metricBeforeRe(YIELD_WORD);
const ROI_AFTER_RE = metricAfterRe(ROI_WORD);
const ROI_BEFORE_RE = metricBeforeRe(ROI_WORD);
const LOOSE_PCT_RE = new RegExp(
  String.raw`(?:(${MIN_CMP})\s*${PCT_NUM}\s*(?:%|percent\b|per\s*cent\b)|${PCT_NUM}\s*%\s*(?:\+|plus\b|or\s+more\b))`,
  "g",
);
const MAX_RE = new RegExp(MAX_CMP, "i");

const BEDS_MAX_RE = new RegExp(String.raw`(?:up\s+to|max(?:imum)?|at\s+most|no\s+more\s+than|fewer\s+than|less\s+than|under)\s+${CNT}${BED}`, "g");
const BEDS_PLUS_RE = new RegExp(String.raw`${NB}${CNT}\s*\+${BED}`, "g");
const BEDS_OR_MORE_RE = new RegExp(String.raw`${NB}${CNT}${BED}\s*(?:\+|or\s+more\b|plus\b|or\s+above\b|and\s+above\b|and\s+up\b|min(?:imum)?\b)`, "g");
const BEDS_AT_LEAST_RE = new RegExp(String.raw`(?:at\s+least|min(?:imum)?(?:\s+of)?|no\s+less\s+than|from)\s+${CNT}${BED}`, "g");
const BEDS_MORE_THAN_RE = new RegExp(String.raw`(?:more\s+than|over|greater\s+than|above)\s+${CNT}${BED}`, "g");
const BEDS_RANGE_RE = new RegExp(String.raw`(?:between\s+)?${NB}${CNT}\s*(?:-|to|and|or)\s*${CNT}${BED}`, "g");
const BEDS_EXACT_RE = new RegExp(String.raw`${NB}${CNT}${BED}`, "g");
const PRICE_BETWEEN_RE = new RegExp(String.raw`\b(?:between|from)\s+${moneyRe("a")}\s*(?:and|to|-)\s*${moneyRe("b")}`, "g");
const PRICE_DASH_RE = new RegExp(String.raw`${moneyRe("a")}\s*(?:-|to)\s*${moneyRe("b")}`, "g");
const PRICE_AROUND_RE = new RegExp(String.raw`(?:\b(?:around|about|approx(?:imately|\.)?|roughly|circa|in\s+the\s+region\s+of|ballpark(?:\s+of)?|close\s+to)|~|\bc\.)\s*${moneyRe("a")}`, "g");
const PRICE_MAX_RE = new RegExp(String.raw`(?:\b(?:under|below|beneath|less\s+than|lower\s+than|cheaper\s+than|up\s*to|no\s+more\s+than|not\s+more\s+than|no\s+higher\s+than|at\s+most|max(?:imum)?(?:\s+(?:price|budget))?(?:\s+of)?|(?:a\s+|my\s+|the\s+)?budget(?:\s+(?:of|is|up\s+to))?|within|capped\s+at|price\s+cap(?:\s+of)?|sub)|<=|<|≤)[\s:-]*${moneyRe("a")}`, "g");
const PRICE_MIN_RE = new RegExp(String.raw`(?:\b(?:over|above|more\s+than|greater\s+than|at\s+least|min(?:imum)?(?:\s+price)?(?:\s+of)?|no\s+less\s+than|not\s+less\s+than|upwards\s+of|north\s+of|in\s+excess\s+of|starting\s+(?:at|from)|from)|>=|>|≥)[\s:]*${moneyRe("a")}`, "g");
const PRICE_PLUS_RE = new RegExp(String.raw`${moneyRe("a")}\s*(?:\+|or\s+more\b|and\s+(?:above|up|over)\b|plus\b|upwards\b)`, "g");
const PRICE_OR_LESS_RE = new RegExp(String.raw`${moneyRe("a")}\s*(?:or\s+(?:less|under|below)\b|and\s+(?:under|below)\b|max(?:imum)?\b|tops\b)`, "g");
const PRICE_BARE_RE = new RegExp(moneyRe("a"), "g");

const HIGH_YIELD_RE =
  /\b(?:high|higher|good|great|strong|best|top|excellent|decent)[\s-]+(?:(?:gross|net|rental)\s+)?(?:yields?|yielding)\b/;
const YIELD_SORT_RE =
  /\bhighest[\s-]+(?:(?:gross|net|rental)\s+)?(?:yields?|yielding)\b|\b(?:sort|order|rank)(?:ed)?\s+by\s+(?:(?:gross|net)\s+)?yield\b|\byield\s*[(,]?\s*high(?:est)?\s+(?:to|-)\s+low/;
const ROI_SORT_RE =
  /\b(?:high|higher|highest|good|great|strong|best|top)[\s-]+(?:roi|returns?|return\s+on\s+investment)\b|\b(?:sort|order|rank)(?:ed)?\s+by\s+(?:roi|returns?)\b/;
const CHEAP_RE =
  /\b(?:cheap(?:er|est)?|affordable|inexpensive|low[\s-]cost|budget(?![\s:=-]*(?:of\b|is\b|£|\d|around\b|about\b|up\s+to\b|max|under\b|below\b)))\b/;
const PRICE_SORT_RE =
  /\b(?:lowest[\s-]+price[ds]?|least\s+expensive|price\s*[(,]?\s*low(?:est)?\s+(?:to|-)\s+high|(?:sort|order|rank)(?:ed)?\s+by\s+price)\b/;
const SCORE_RE = /\b(?:best|top|highest[\s-]+(?:scor\w*|rated)|top[\s-]+rated|(?:sort|order|rank)(?:ed)?\s+by\s+score)\b/;

const APARTMENT_RE =
  /\b(?:apartments?|flats?(?![\s-]+(?:rate|fee|out|mate)s?\b)|maisonettes?|studios?|penthouses?)\b/;
const HOUSE_RE = /\b(?:houses?|bungalows?|cottages?|town\s?houses?)\b/;
const TERRACED_RE = /\b(?:terraced?|terraces|end[\s-]+(?:of[\s-]+)?terraced?|mid[\s-]+terraced?)\b/;
const SEMI_RE = /\bsemi(?:s|[\s-]*detached)?\b/;
const DETACHED_RE = /(?<!semi[\s-]*)\bdetached\b/;
const COMMERCIAL_RE =
  /\b(?:commercial|shops?|offices?|retail|warehouses?|industrial\s+units?|business\s+premises)\b/;

// ---------------------------------------------------------------------------
// Analysis
// ---------------------------------------------------------------------------

class Spans {
  private taken: [number, number][] = [];
  free(s: number, e: number): boolean {
    return this.taken.every(([a, b]) => e <= a || s >= b);
  }
  take(s: number, e: number): void {
    this.taken.push([s, e]);
  }
}

function* freeMatches(re: RegExp, text: string, spans: Spans): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (const m of text.matchAll(re)) {
    const s = m.index;
    const e = s + m[0].length;
    if (m[0].trim() && spans.free(s, e)) yield m as RegExpExecArray;
  }
}

interface Analysis {
  criteria: SearchCriteria;
  /** A comparator price phrase (the spec's "price phrase"). */
  pricePhrase: boolean;
  /** A bare marked amount ("a £200k flat"): not a price phrase. */
  bareMoney: boolean;
}

function count(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  const n = WORD_NUMBERS[word] ?? Number(word);
  return Number.isInteger(n) && n >= 0 && n <= 20 ? n : undefined;
}

function analyse(query: string, gazetteer?: Gazetteer): Analysis {
  // Same-length lower-casing keeps offsets aligned with the original for place matching.
  const text = Array.from(query.replace(/[–—]/g, "-"), (ch) => {
    const l = ch.toLowerCase();
    return l.length === ch.length ? l : ch;
  }).join("");
  const spans = new Spans();
  const c: SearchCriteria = {};
  let pricePhrase = false;
  let bareMoney = false;

  // --- yield and ROI thresholds (first, so "over 15%" never becomes a price) ---
  const metric = (re: RegExp, key: "minYield" | "minRoi") => {
    for (const m of freeMatches(re, text, spans)) {
      spans.take(m.index, m.index + m[0].length);
      const value = Number(m[2]);
      const isMax = m[1] !== undefined && MAX_RE.test(m[1]);
      if (!isMax && value > 0 && value <= 100 && c[key] === undefined) c[key] = value;
    }
  };
  metric(YIELD_AFTER_RE, "minYield");
  metric(YIELD_BEFORE_RE, "minYield");
  metric(ROI_AFTER_RE, "minRoi");
  metric(ROI_BEFORE_RE, "minRoi");
  const mentionsRoi = /\b(?:roi|r\.o\.i|returns?)\b/.test(text);
  for (const m of freeMatches(LOOSE_PCT_RE, text, spans)) {
    spans.take(m.index, m.index + m[0].length);
    const value = Number(m[2] ?? m[3]);
    const key = mentionsRoi ? "minRoi" : "minYield";
    if (value > 0 && value <= 100 && c[key] === undefined) c[key] = value;
  }

  // --- bedrooms ---
  const beds = (re: RegExp, apply: (m: RegExpExecArray) => void) => {
    for (const m of freeMatches(re, text, spans)) {
      spans.take(m.index, m.index + m[0].length);
      if (c.bedrooms === undefined && c.minBedrooms === undefined) apply(m);
    }
  };
  const setMin = (n: number | undefined) => {
    if (n !== undefined) c.minBedrooms = n;
  };
  beds(BEDS_MAX_RE, () => {});
  beds(BEDS_PLUS_RE, (m) => setMin(count(m[1])));
  beds(BEDS_OR_MORE_RE, (m) => setMin(count(m[1])));
  beds(BEDS_AT_LEAST_RE, (m) => setMin(count(m[1])));
  beds(BEDS_MORE_THAN_RE, (m) => {
    const n = count(m[1]);
    setMin(n === undefined ? undefined : n + 1);
  });
  beds(BEDS_RANGE_RE, (m) => {
    const a = count(m[1]);
    const b = count(m[2]);
    setMin(a !== undefined && b !== undefined ? Math.min(a, b) : undefined);
  });
  beds(BEDS_EXACT_RE, (m) => {
    const n = count(m[1]);
    if (n !== undefined) c.bedrooms = n;
  });

  // --- price ---
  const usable = (m: RegExpExecArray, a: Amount): boolean => {
    const after = text.slice(m.index + m[0].length);
    if (HARD_UNIT_AFTER.test(after)) return false;
    return a.marked || !COUNT_NOUN_AFTER.test(after);
  };
  const money = (re: RegExp, apply: (m: RegExpExecArray, a: Amount, b?: Amount) => boolean) => {
    for (const m of freeMatches(re, text, spans)) {
      const g = m.groups ?? {};
      const a = amountFrom(g, "a");
      const b = amountFrom(g, "b");
      if (!a || !usable(m, b ?? a)) continue;
      if (apply(m, a, b)) spans.take(m.index, m.index + m[0].length);
    }
  };
  const setRange = (lo: number, hi: number) => {
    if (c.minPrice !== undefined || c.maxPrice !== undefined) return;
    c.minPrice = Math.min(lo, hi);
    c.maxPrice = Math.max(lo, hi);
    pricePhrase = true;
  };
  // Ranges: "between £150k and £200k", "from 150 to 200k", "£150k-£200k", "150-200k".
  const rangeValues = (a: Amount, b: Amount): [number, number] => {
    // "150-200k": the second amount's suffix applies to a first amount that has none.
    const lo = a.multiplier === 1 && b.multiplier > 1 && a.raw <= b.raw ? Math.round(a.raw * b.multiplier) : a.value;
    return [lo, b.value];
  };
  money(PRICE_BETWEEN_RE, (_m, a, b) => {
    if (!b) return false;
    setRange(...rangeValues(a, b));
    return true;
  });
  money(PRICE_DASH_RE, (_m, a, b) => {
    if (!b || !(a.marked || b.marked)) return false;
    setRange(...rangeValues(a, b));
    return true;
  });
  // Around: ±10%, rounded to whole pounds.
  money(PRICE_AROUND_RE, (_m, a) => {
    setRange(Math.round(a.value * 0.9), Math.round(a.value * 1.1));
    return true;
  });
  const setMax = (v: number) => {
    if (c.maxPrice === undefined) c.maxPrice = v;
    pricePhrase = true;
    return true;
  };
  const setMinPrice = (v: number) => {
    if (c.minPrice === undefined) c.minPrice = v;
    pricePhrase = true;
    return true;
  };
  money(PRICE_MAX_RE, (_m, a) => setMax(a.value));
  money(PRICE_MIN_RE, (m, a) => {
    if (/^from\b/.test(m[0]) && !a.marked) return false; // "from 2019" is no price
    return setMinPrice(a.value);
  });
  money(PRICE_PLUS_RE, (_m, a) => (a.marked ? setMinPrice(a.value) : false));
  money(PRICE_OR_LESS_RE, (_m, a) => (a.marked ? setMax(a.value) : false));
  money(PRICE_BARE_RE, (_m, a) => {
    if (!a.marked) return false;
    bareMoney = true;
    if (c.maxPrice === undefined && c.minPrice === undefined) c.maxPrice = a.value;
    return true;
  });

  // --- property type and kind ---
  const types = new Set<DealType>();
  const kinds = new Set<PropertyKind>();
  if (APARTMENT_RE.test(text)) {
    types.add("Apartment");
    kinds.add("flat");
  }
  if (TERRACED_RE.test(text)) kinds.add("terraced");
  if (SEMI_RE.test(text)) kinds.add("semi-detached");
  if (DETACHED_RE.test(text)) kinds.add("detached");
  if (HOUSE_RE.test(text) || kinds.has("terraced") || kinds.has("semi-detached") || kinds.has("detached")) {
    types.add("House");
  }
  if (COMMERCIAL_RE.test(text)) types.add("Commercial");
  if (types.size === 1) {
    const [type] = types;
    c.propertyType = type;
    const relevant = [...kinds].filter((k) => (type === "Apartment" ? k === "flat" : type === "House" && k !== "flat"));
    if (relevant.length === 1) c.propertyKind = relevant[0];
  }
  if (/\bstudios?\b/.test(text) && c.bedrooms === undefined && c.minBedrooms === undefined) c.bedrooms = 0;

  // --- flags and sort ---
  const sorts: { sort: NonNullable<SearchCriteria["sort"]>; at: number }[] = [];
  const hy = HIGH_YIELD_RE.exec(text);
  if (hy) {
    c.highYield = true;
    sorts.push({ sort: "yield-desc", at: hy.index });
  }
  const ys = YIELD_SORT_RE.exec(text);
  if (ys) sorts.push({ sort: "yield-desc", at: ys.index });
  const rs = ROI_SORT_RE.exec(text);
  if (rs) sorts.push({ sort: "roi-desc", at: rs.index });
  sorts.sort((a, b) => a.at - b.at);
  if (CHEAP_RE.test(text)) c.cheap = true;
  if (sorts[0]) c.sort = sorts[0].sort;
  else if (c.cheap || PRICE_SORT_RE.test(text)) c.sort = "price-asc";
  else if (SCORE_RE.test(text)) c.sort = "score";

  // --- place ---
  const found = gazetteer ? findPlace(query, gazetteer) : undefined;
  if (found) {
    c.location = found.place.name;
    c.place = found.place;
  } else {
    const city = findPlace(query, EXTRACTED_CITIES_GAZETTEER);
    if (city) c.location = city.place.name;
  }

  return { criteria: c, pricePhrase, bareMoney };
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/** Search criteria from a plain-English query (spec section 5 "Criteria extraction", extended). */
export function parseCriteria(query: string, gazetteer?: Gazetteer): SearchCriteria {
  return analyse(query, gazetteer).criteria;
}

/** Whether the message reads as a question for general chat (tax, law, advice…). */
export function isQuestion(message: string): boolean {
  const text = message.toLowerCase();
  return QUESTION_RES.some((re) => re.test(text));
}

/** Whether the message names a property ("flats", "houses", "properties", "deals", "HMOs"…). */
export function hasPropertyWord(message: string): boolean {
  return PROPERTY_WORD_RE.test(message);
}

/**
 * Spec section 5 routing. A question goes to chat unless it also has both a price phrase and a
 * property word (a bedroom count such as "2 bed" counts as one). Otherwise, with a property word, it is a search when it has an explicit
 * find/show/list/get/search verb, a looking-for/want/need phrase, a price phrase (or a bare
 * £ amount), a known city/place, a bedroom count, a yield/ROI criterion or ordering, or "cheap".
 */
export function routeMessage(message: string, gazetteer?: Gazetteer): "search" | "chat" {
  if (!message.trim()) return "chat";
  const text = message.toLowerCase();
  const { criteria: c, pricePhrase, bareMoney } = analyse(message, gazetteer);
  // "a 2 bed" names a property as surely as "a flat" does.
  const property = hasPropertyWord(text) || c.bedrooms !== undefined || c.minBedrooms !== undefined;
  if (isQuestion(text)) return pricePhrase && property ? "search" : "chat";
  if (!property) return "chat";
  const place =
    findPlace(message, ALL_CITIES_GAZETTEER) !== undefined ||
    (gazetteer !== undefined && findPlace(message, gazetteer) !== undefined);
  const signals =
    EXPLICIT_SEARCH_RE.test(text) ||
    LOOKING_FOR_RE.test(text) ||
    pricePhrase ||
    bareMoney ||
    place ||
    c.bedrooms !== undefined ||
    c.minBedrooms !== undefined ||
    c.minYield !== undefined ||
    c.minRoi !== undefined ||
    c.highYield === true ||
    c.sort === "yield-desc" ||
    c.sort === "roi-desc" ||
    c.cheap === true;
  return signals ? "search" : "chat";
}

function gbp(n: number): string {
  const [whole, pence] = String(Math.round(n * 100) / 100).split(".");
  return `£${(whole ?? "0").replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${pence ? `.${pence.padEnd(2, "0")}` : ""}`;
}
function pct(n: number): string {
  return `${Number(n.toFixed(2))}%`;
}

/** Plain English, lower-case start, no full stop: "3-bed houses in Salford under £200,000 …". */
export function describeCriteria(c: SearchCriteria): string {
  const words: string[] = [];
  if (c.cheap) words.push("cheap");
  if (c.highYield) words.push("high-yield");
  if (c.bedrooms === 0) words.push("studio");
  else if (c.bedrooms !== undefined) words.push(`${c.bedrooms}-bed`);
  else if (c.minBedrooms !== undefined) words.push(`${c.minBedrooms}+ bed`);

  if (c.propertyType === "Apartment") words.push("apartments");
  else if (c.propertyType === "House") {
    if (c.propertyKind && c.propertyKind !== "flat" && c.propertyKind !== "other") words.push(c.propertyKind);
    words.push("houses");
  } else if (c.propertyType === "Commercial") words.push("commercial properties");
  else if (c.propertyKind === "flat") words.push("flats");
  else if (c.propertyKind && c.propertyKind !== "other") words.push(`${c.propertyKind} properties`);
  else words.push("properties");

  if (Object.values(c).every((v) => v === undefined)) return "all properties";

  let out = words.join(" ");
  if (c.location) out += ` in ${c.location}`;
  if (c.minPrice !== undefined && c.maxPrice !== undefined) {
    out += ` between ${gbp(c.minPrice)} and ${gbp(c.maxPrice)}`;
  } else if (c.maxPrice !== undefined) out += ` under ${gbp(c.maxPrice)}`;
  else if (c.minPrice !== undefined) out += ` over ${gbp(c.minPrice)}`;

  const withs: string[] = [];
  if (c.minYield !== undefined) withs.push(`a gross yield of at least ${pct(c.minYield)}`);
  if (c.minRoi !== undefined) withs.push(`an ROI of at least ${pct(c.minRoi)}`);
  if (withs.length) out += ` with ${withs.join(" and ")}`;

  const sortText =
    c.sort === "score"
      ? "best deal score first"
      : c.sort === "yield-desc" && !c.highYield
        ? "highest yield first"
        : c.sort === "roi-desc"
          ? "highest ROI first"
          : c.sort === "price-asc" && !c.cheap
            ? "cheapest first"
            : undefined;
  if (sortText) out += `, ${sortText}`;
  return out;
}

/**
 * Spec section 8 "Search failure": filter the locally loaded deals, first matching branch wins:
 * 'high' plus 'yield' → top 3 by yield; cheap/affordable/budget → 3 lowest priced; apartment/flat
 * → Apartments; house → Houses; Manchester or London → that location; otherwise all deals.
 * An empty result gets the spec's no-results sentence instead of the branch's lead-in.
 */
export function fallbackFilter<T extends { price: number; yield: number; location: string; propertyType: string }>(
  query: string,
  deals: T[],
): { deals: T[]; leadIn: string } {
  const q = query.toLowerCase();
  const done = (list: T[], leadIn: string) => ({ deals: list, leadIn: list.length ? leadIn : NO_RESULTS_MESSAGE });

  if (/\bhigh/.test(q) && /\byield/.test(q)) {
    const list = [...deals].sort((a, b) => b.yield - a.yield).slice(0, 3);
    return done(list, "Here are the highest-yielding properties I found:");
  }
  if (/\b(?:cheap|affordable|budget)/.test(q)) {
    const list = [...deals].sort((a, b) => a.price - b.price).slice(0, 3);
    return done(list, "Here are the most affordable properties I found:");
  }
  if (/\b(?:apartment|flat)s?\b/.test(q)) {
    return done(deals.filter((d) => d.propertyType === "Apartment"), "Here are the apartments I found:");
  }
  if (/\bhouses?\b/.test(q)) {
    return done(deals.filter((d) => d.propertyType === "House"), "Here are the houses I found:");
  }
  for (const city of ["Manchester", "London"]) {
    if (new RegExp(`\\b${city}\\b`, "i").test(q)) {
      return done(
        deals.filter((d) => d.location.toLowerCase().includes(city.toLowerCase())),
        `Here are the properties I found in ${city}:`,
      );
    }
  }
  return done([...deals], "Here are all the properties I have at the moment:");
}
