/**
 * Place names: normalising and title-casing them, the in-memory gazetteer built from the shipped
 * reference data, and finding the best known place in a sentence (`findPlace`).
 *
 * With a gazetteer the best-ranked known place is the location; otherwise (or when the gazetteer
 * knows none) only the spec's first six cities are extracted, while routing recognises all 23.
 */
import type { RegionName } from "./regions";
import { EXTRACTED_CITIES, RECOGNISED_CITIES, type Gazetteer, type Lying, type Place } from "./types";
import { COUNT_NOUN_AFTER, HARD_UNIT_AFTER } from "./money";
import { NOT_PLACE_WORDS, PROPERTY_WORD_RE } from "./vocabulary";
import { WELSH_PLACE_NAMES } from "./welsh";

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
/** "I live in Bolton", "working in Bradford", "I'm from Leeds": where the investor is, not where to buy. */
const RESIDENCE_PAIRS = new Set(["live in", "living in", "lives in", "based in", "work in", "working in", "works in", "im in", "am in", "im from", "am from", "come from"]);

const SMALL_NAME_WORDS = new Set([
  "upon", "on", "under", "in", "the", "and", "of", "by", "super", "le", "la", "de", "next", "cum",
  "en", "with", "sub", "over",
]);

/**
 * Lower-case, accents and apostrophes removed, '&' as 'and', other punctuation as one space;
 * "Saint" as "St" and "Co." as "County", as the data writes them ("Saint Albans", "Co. Durham":
 * decision 189).
 */
export function normalisePlaceName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/(?<![\p{L}\p{N}])saint(?= \p{L})/gu, "st")
    .replace(/^co(?= \p{L})/u, "county");
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
  /** Counties as stored in the deals table ("GREATER MANCHESTER"); key = the text given. */
  counties?: readonly NameInput[];
  /** English regions and nations (see regions.ts); key = the E12/…92 code. */
  regions?: readonly RegionName[];
  /** Localities as written in the deals' addresses ("Wimbledon"); key = the text given. */
  localities?: readonly NameInput[];
  /** Postcode areas such as "SW", "NE"; only matched when written in capitals. */
  postcodeAreas?: readonly string[];
  /** Extra alias → known name pairs (both any spelling); added only when the target is known. */
  aliases?: Readonly<Record<string, string>>;
}

/**
 * Aliases applied when their target is known and the alias itself is not a name already: short
 * names, Welsh names of Welsh places, and the main towns of Scottish and Northern Irish council
 * areas (so "flats in Derry" is told the sales cover England and Wales only, rather than shown
 * deals from everywhere).
 */
export const DEFAULT_PLACE_ALIASES: Readonly<Record<string, string>> = {
  newcastle: "newcastle upon tyne",
  hull: "kingston upon hull",
  stoke: "stoke on trent",
  southend: "southend on sea",
  brighton: "brighton and hove",
  manc: "manchester",
  brum: "birmingham",
  // Wales: Welsh names (the list a Welsh message is read with, decision 118), and Anglesey as people say it.
  ...WELSH_PLACE_NAMES,
  anglesey: "isle of anglesey",
  // Scotland: towns whose council area has another name.
  inverness: "highland",
  perth: "perth and kinross",
  paisley: "renfrewshire",
  kilmarnock: "east ayrshire",
  ayr: "south ayrshire",
  livingston: "west lothian",
  "east kilbride": "south lanarkshire",
  hamilton: "south lanarkshire",
  motherwell: "north lanarkshire",
  dunfermline: "fife",
  kirkcaldy: "fife",
  greenock: "inverclyde",
  dumfries: "dumfries and galloway",
  elgin: "moray",
  // Northern Ireland: towns whose council area has another name.
  derry: "derry city and strabane",
  londonderry: "derry city and strabane",
  lisburn: "lisburn and castlereagh",
  newry: "newry mourne and down",
  armagh: "armagh city banbridge and craigavon",
  craigavon: "armagh city banbridge and craigavon",
  enniskillen: "fermanagh and omagh",
  omagh: "fermanagh and omagh",
  ballymena: "mid and east antrim",
  coleraine: "causeway coast and glens",
  newtownabbey: "antrim and newtownabbey",
};

/** Words that join the parts of a longer place name ("chorlton cum hardy", "clacton on sea"). */
export const NAME_JOINERS = String.raw`(?:cum|upon|on|under|in|super|by|le)`;
/** A name's leading words before the word that joins a longer place name ("chorlton cum hardy"). */
const SHORT_FORM = new RegExp(String.raw`^([a-z]+(?: [a-z]+)?) ${NAME_JOINERS} [a-z]`);

/** When two kinds share a name, the earlier kind wins ("Salford": the town before the LA). */
const KIND_PRIORITY: readonly Place["kind"][] = [
  "postcode-district",
  "town",
  "local-authority",
  "district",
  "county",
  "region",
  "locality",
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
  const addNamed = (items: readonly NameInput[] | undefined, kind: "town" | "district" | "county" | "locality") => {
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
    // "Glasgow City", "Aberdeen City", "Dundee City" are also "Glasgow", "Aberdeen", "Dundee".
    const city = /^(.+) City$/i.exec(display);
    if (city?.[1]) lateAliases.push([city[1], place]);
  }
  addNamed(source.districts, "district");
  addNamed(source.counties, "county");
  for (const r of source.regions ?? []) {
    for (const n of r.names) add(n, { kind: "region", name: r.name, key: r.code });
  }
  addNamed(source.localities, "locality");
  for (const a of source.postcodeAreas ?? []) {
    const up = a.trim().toUpperCase();
    add(up, { kind: "postcode-area", name: up, key: up });
  }
  // "City of Edinburgh" is also "Edinburgh" (and "Glasgow City" "Glasgow"), unless that name
  // already means something else.
  for (const [name, place] of lateAliases) {
    const norm = normalisePlaceName(name);
    if (!map.has(norm)) map.set(norm, place);
  }
  /** The post towns whose names an alias took: "newcastle" → NEWCASTLE, Newcastle-under-Lyme's. */
  const taken = new Map<string, Place>();
  for (const [alias, target] of Object.entries({ ...DEFAULT_PLACE_ALIASES, ...source.aliases })) {
    const place = map.get(normalisePlaceName(target));
    const norm = normalisePlaceName(alias);
    if (!place || !norm) continue;
    const named = map.get(norm);
    if (!named) map.set(norm, place);
    // A post town's name that people use for another post town is that one ("Newcastle" is
    // Newcastle upon Tyne, whose short name it is, not Newcastle-under-Lyme's post town NEWCASTLE).
    // The other is kept, for a qualifier to ask for it and the answer to name it (decision 161).
    // A post town is one place, so two are two places; a town and its council are one ("Hull").
    else if (named.kind === "town" && place.kind === "town" && named.key !== place.key) {
      map.set(norm, place);
      taken.set(norm, named);
    }
  }
  // "Chorlton" is Chorlton cum Hardy and "Clacton" Clacton-on-Sea: the words before "cum",
  // "upon", "on", "under", "in", "super", "by" or "le" name the place, when they are no name
  // already, have four letters or more and begin no other place ("Kingston", "Ashton": two).
  const shortForms = new Map<string, Place | null>();
  for (const [norm, place] of map) {
    const short = SHORT_FORM.exec(norm)?.[1];
    if (!short || short.length < 4 || map.has(short)) continue;
    const seen = shortForms.get(short);
    shortForms.set(short, seen === undefined || (seen && seen.kind === place.kind && seen.key === place.key) ? place : null);
  }
  for (const [short, place] of shortForms) if (place) map.set(short, place);

  return {
    lookup: (text: string) => map.get(normalisePlaceName(text)),
    alsoNamed: (text: string) => taken.get(normalisePlaceName(text)),
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
export const ALL_CITIES_GAZETTEER = cityGazetteer(RECOGNISED_CITIES);
export const EXTRACTED_CITIES_GAZETTEER = cityGazetteer(EXTRACTED_CITIES);

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

export interface PlaceMatch {
  place: Place;
  start: number;
  end: number;
  /**
   * A wider place written after the place that it does not lie in ("Leeds, Surrey": Surrey;
   * "Didsbury, Leeds": Leeds). The place is searched, and the answer says so (decisions 160, 167).
   */
  notIn?: Place;
  /** That wider place is a town or council the locality lies near, not in ("Didsbury, Stockport"). */
  near?: true;
}

/** Text between two places that joins them into one list: "Leeds or Bradford", "M14, M15 and M20". */
const PLACE_JOINER = /^\s*(?:,|\/|&|\bor\b|\band\b|\bnor\b|,\s*(?:or|and)\b|\bor\s+(?:in|near)\b|\band\s+(?:in|near)\b)\s*$/i;

/** Whether two spans of the text are joined as a list ("Heaton Moor or Didsbury"), in either order. */
export function listedTogether(text: string, a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  return first.end <= second.start && PLACE_JOINER.test(text.slice(first.end, second.start));
}

/** One place's identity: its kind, key and, for a part of a shared name, its postcode districts. */
export function placeId(place: Place): string {
  return `${place.kind}|${place.key}${place.within ? `|${place.within.join(",")}` : ""}`;
}

type Candidate = { m: PlaceMatch; rank: number; words: number };
/** A place named in a text, with how sure the reading is (`placeCandidates`, for `findPlaces`). */
export type PlaceCandidate = Readonly<Candidate>;

/** Between a shared name and the place that says which is meant: ", ", " in ", " (" or a space. */
const QUALIFIER_WORDS = String.raw`(?:\s*,\s*|\s+in\s+|\s*\(\s*|\s+)`;
const QUALIFIER_JOINER = new RegExp(`^${QUALIFIER_WORDS}$`, "i");

/**
 * How wide a kind of place is, beside a locality (0): a wider place after a narrower one says where
 * it is ("Didsbury, Manchester", "Leeds, West Yorkshire"); two of one width are a list ("Leeds,
 * Bradford", "Didsbury, Chorlton", "Kent, Surrey").
 */
const WIDTH: Partial<Record<Place["kind"], number>> = {
  town: 1,
  district: 1,
  "local-authority": 1,
  "postcode-district": 1,
  "postcode-area": 1,
  county: 2,
  region: 3,
};
const widthOf = (place: Place) => WIDTH[place.kind] ?? 0;
/** The places a postcode district after them is an address in ("Manchester M20"). */
const TOWN_KINDS: ReadonlySet<Place["kind"]> = new Set(["town", "district", "local-authority"]);
const COUNTY_WIDTH = 2;
const nearOrIn = (lying: Lying | null | undefined) => lying === "in" || lying === "near";

/**
 * "Richmond, North Yorkshire", "Ashford in Kent", "Newport (Wales)": a shared name followed by a
 * place that says which of its places is meant is one place, narrowed to it (decision 153).
 * A place that says none of them stays a place of its own ("Richmond, Leeds": two places).
 *
 * A county or region after a narrower place says where it is (decision 160): "Leeds, West
 * Yorkshire" is Leeds, as is "Manchester, Lancashire" (its old county, beside it). One it does not
 * lie in or near ("Leeds, Surrey") is Leeds too, marked `notIn` for the answer to say so, unless
 * more places are listed after it ("Leeds, Surrey or Kent": a list, as before).
 *
 * A town, council or postcode district or area after a locality says where it is too (decision
 * 167): "Didsbury, Manchester" and "Wimbledon, London" are the locality. One it lies near but not
 * in ("Didsbury, Stockport") is no address, and may be a second place: the locality is searched and
 * the answer says so, as for one it is not near ("Didsbury, Leeds").
 */
function qualified(text: string, list: Candidate[], gazetteer: Gazetteer): Candidate[] {
  if (!gazetteer.narrow && !gazetteer.liesIn) return list;
  const out: Candidate[] = [];
  const listedOn = (i: number) => {
    const [b, c] = [list[i], list[i + 1]];
    return b !== undefined && c !== undefined && PLACE_JOINER.test(text.slice(b.m.end, c.m.start));
  };
  for (let i = 0; i < list.length; i++) {
    const a = list[i] as Candidate;
    const b = list[i + 1];
    const between = b ? text.slice(a.m.end, b.m.start) : "";
    if (!b || !QUALIFIER_JOINER.test(between)) {
      out.push(a);
      continue;
    }
    // "Manchester M20", "Leeds, LS6", "Manchester (M20)": a town or council and then a postcode
    // district in it is an address, and the district is the place (decision 169).
    if (TOWN_KINDS.has(a.m.place.kind) && b.m.place.kind === "postcode-district" && !listedOn(i + 1) && gazetteer.liesIn?.(b.m.place, a.m.place) === "in") {
      out.push({ m: { place: b.m.place, start: a.m.start, end: closedAt(text, between, b.m.end) }, rank: Math.max(a.rank, b.rank), words: a.words + b.words });
      i++;
      continue;
    }
    // "Camden, London": a council or town all of whose sales lie in the town or council after it is
    // an address there, not a list of two (decision 189).
    if (TOWN_KINDS.has(a.m.place.kind) && TOWN_KINDS.has(b.m.place.kind) && !listedOn(i + 1) && gazetteer.within?.(a.m.place, b.m.place)) {
      out.push({ m: { place: a.m.place, start: a.m.start, end: closedAt(text, between, b.m.end) }, rank: Math.max(a.rank, b.rank), words: a.words + b.words });
      i++;
      continue;
    }
    const narrowed = gazetteer.narrow?.(a.m.place, b.m.place) ?? otherAskedFor(text, a.m, b.m, gazetteer);
    const lies = narrowed || widthOf(b.m.place) <= widthOf(a.m.place) ? null : (gazetteer.liesIn?.(a.m.place, b.m.place) ?? null);
    // A county beside the place is its old or postal county; a town beside a locality is not its own.
    const said = lies === "apart" || (lies === "near" && widthOf(b.m.place) < COUNTY_WIDTH);
    const place = narrowed ?? ((nearOrIn(lies) && !said) || (said && !listedOn(i + 1)) ? a.m.place : null);
    if (!place) {
      out.push(a);
      continue;
    }
    let [last, rank, words] = [b, Math.max(a.rank, b.rank), a.words + b.words];
    i++;
    // An address goes on with more places the place lies in: "Didsbury, Manchester M20", "Leeds,
    // West Yorkshire, England". One it does not lie in is read as before (a list).
    for (let c = list[i + 1]; c && !said && QUALIFIER_JOINER.test(text.slice(last.m.end, c.m.start)); c = list[i + 1]) {
      if (widthOf(c.m.place) <= widthOf(a.m.place) || gazetteer.liesIn?.(place, c.m.place) !== "in") break;
      [last, rank, words] = [c, Math.max(rank, c.rank), words + c.words];
      i++;
    }
    const notIn = said ? { notIn: b.m.place, ...(lies === "near" ? { near: true as const } : {}) } : {};
    out.push({ m: { place, start: a.m.start, end: closedAt(text, between, last.m.end), ...notIn }, rank, words });
  }
  return out;
}

/** The joining words a qualifier's text ends with (", ", " in ", " (" or a space). */
const QUALIFIER_JOINER_END = new RegExp(`${QUALIFIER_WORDS}$`, "i");

/** A list's joining words at the end of a name: "Heaton Moor or " (before "Didsbury, Manchester"). */
const LIST_JOINER_END = /(?:\s*,\s*|\s+(?:or|and)\s+|\s*[&/]\s*)$/i;

/**
 * The first place no narrower written after `from`, where `place` lies beside it, and where the
 * words before it end, without the joining words: in "Heaton Moor, Manchester" from after "Heaton",
 * Manchester and the end of "Heaton Moor" (decision 171); in "Richmond Hill, Leeds", a town after
 * a town, Leeds (decision 178). In "Heaton Moor or Didsbury, Manchester" the name is listed with
 * places that a wider place after the list says where they are: that place, Manchester (decision
 * 188). Null when no such place follows, or the gazetteer cannot tell.
 */
export function widerPlaceAfter(
  text: string,
  from: number,
  place: Place,
  gazetteer: Gazetteer,
): { area: Place; lying: Lying; nameEnd: number; areaStart: number; areaEnd: number } | null {
  const liesIn = gazetteer.liesIn;
  if (!liesIn) return null;
  const names = namesIn(text, gazetteer);
  const at = names.findIndex((c) => c.m.start >= from);
  const next = names[at];
  const before = next ? text.slice(from, next.m.start) : "";
  const joiner = QUALIFIER_JOINER_END.exec(before);
  if (!next || !joiner) return null;
  const listed = LIST_JOINER_END.exec(before);
  const area = (listed && areaOfList(text, names, at, liesIn)) || next;
  if (widthOf(area.m.place) < widthOf(place)) return null;
  const lying = liesIn(place, area.m.place);
  const nameEnd = next.m.start - (area !== next && listed ? listed : joiner)[0].length;
  return lying ? { area: area.m.place, lying, nameEnd, areaStart: area.m.start, areaEnd: closedAt(text, text.slice(nameEnd, area.m.start), area.m.end) } : null;
}

/**
 * The wider place after a list that starts at `at` ("Didsbury or Chorlton, Manchester"), when every
 * place listed lies in it; else undefined.
 */
function areaOfList(text: string, names: readonly Candidate[], at: number, liesIn: NonNullable<Gazetteer["liesIn"]>): Candidate | undefined {
  const first = names[at] as Candidate;
  let last = first;
  let i = at + 1;
  // The list goes on while its places are no wider ("Didsbury or Chorlton"); a wider one says where they are.
  for (let c = names[i]; c && widthOf(c.m.place) <= widthOf(first.m.place) && PLACE_JOINER.test(text.slice(last.m.end, c.m.start)); c = names[++i]) last = c;
  const after = names[i];
  if (!after || !QUALIFIER_JOINER.test(text.slice(last.m.end, after.m.start))) return undefined;
  const inIt = (c: Candidate) => widthOf(c.m.place) < widthOf(after.m.place) && liesIn(c.m.place, after.m.place) === "in";
  return names.slice(at, i).every(inIt) ? after : undefined;
}

/** Where a qualifier ends: after its ")" when it opened with "(" ("Manchester (M20)"), else at `end`. */
function closedAt(text: string, between: string, end: number): number {
  return end + (between.includes("(") ? (/^\s*\)/.exec(text.slice(end))?.[0].length ?? 0) : 0);
}

/**
 * The other post town a short name is, when the place after it is near that one and not the one
 * the name is read as ("Newcastle, Staffordshire", "Newcastle (ST5)": decision 161), named with
 * the words that asked for it; else null.
 */
function otherAskedFor(text: string, a: PlaceMatch, b: PlaceMatch, gazetteer: Gazetteer): Place | null {
  const other = gazetteer.alsoNamed?.(text.slice(a.start, a.end));
  if (!other || !gazetteer.liesIn) return null;
  const asked = nearOrIn(gazetteer.liesIn(other, b.place)) && !nearOrIn(gazetteer.liesIn(a.place, b.place));
  return asked ? { ...other, name: `${other.name}, ${b.place.name}` } : null;
}

/** Every place the text names (accepted occurrences), in order, ranked, as read before the best and its list are chosen. */
export function placeCandidates(text: string, gazetteer: Gazetteer): PlaceCandidate[] {
  return qualified(text, namesIn(text, gazetteer), gazetteer).map((c) => numberedDistrict(text, c, gazetteer));
}

/** A number after a post town: "Leeds 6", "Manchester 20" (not "Leeds 2 bed", "Leeds 3 or 4"). */
const DISTRICT_NUMBER_AFTER = /^[ \t]+([1-9]\d?)(?![\d\p{L}])/u;
const NO_DISTRICT_AFTER = /^\s*(?:(?:or|to|and|-|–)\s*\d|[.,:/]\d|£)/i;

/**
 * "Leeds 6" is LS6 and "Manchester 20" M20: a post town followed by a number is the old way of
 * writing its postcode district, when exactly one district of that number holds the town's sales
 * (decision 189). London has many (E6, N6, SW6…), so "London 6" stays London.
 */
function numberedDistrict(text: string, c: Candidate, gazetteer: Gazetteer): Candidate {
  const number = c.m.place.kind === "town" && !c.m.notIn ? DISTRICT_NUMBER_AFTER.exec(text.slice(c.m.end)) : null;
  const rest = number ? text.slice(c.m.end + number[0].length) : "";
  if (!number || !gazetteer.liesIn || HARD_UNIT_AFTER.test(rest) || COUNT_NOUN_AFTER.test(rest) || NO_DISTRICT_AFTER.test(rest)) return c;
  const numbered = new RegExp(`^[a-z]{1,2}${number[1]}$`);
  const districts: Place[] = [];
  for (const name of gazetteer.names) {
    const d = numbered.test(name) ? gazetteer.lookup(name) : undefined;
    if (d?.kind === "postcode-district" && gazetteer.liesIn(d, c.m.place) === "in") districts.push(d);
  }
  const [district] = districts;
  return district && districts.length === 1 ? { m: { place: district, start: c.m.start, end: c.m.end + number[0].length }, rank: c.rank, words: c.words + 1 } : c;
}

/** Every accepted occurrence of a known name in the text, in order, with its rank. */
function namesIn(text: string, gazetteer: Gazetteer): Candidate[] {
  const toks = tokenise(text);
  const limit = maxWords(gazetteer);
  const out: Candidate[] = [];
  for (let i = 0; i < toks.length; i++) {
    for (let n = Math.min(limit, toks.length - i); n >= 1; n--) {
      const slice = toks.slice(i, i + n);
      const place = gazetteer.lookup(slice.map((t) => t.norm).join(" "));
      if (!place) continue;
      const rank = acceptPlace(text, toks, i, n, place);
      if (rank < 0) continue;
      const last = slice[slice.length - 1] as Token;
      out.push({ m: { place, start: (slice[0] as Token).start, end: last.end }, rank, words: n });
      i += n - 1;
      break;
    }
  }
  return out;
}

function bestOf<T extends { rank: number; words: number }>(list: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const c of list) if (!best || c.rank > best.rank || (c.rank === best.rank && c.words > best.words)) best = c;
  return best;
}

/**
 * The best known place in the text. Every token position is tried with the longest n-gram first
 * (so "Newcastle upon Tyne" beats "Newcastle", "Sutton Coldfield" beats "Sutton"); postcode
 * districts match as whole tokens in any case. Among candidates the best-ranked wins: a locative
 * prefix (in/near/around/within/outside/close to) ranks highest, an unambiguous name next, then
 * more words, then the earliest. Ambiguous names: see AMBIGUOUS_PLACE_WORDS.
 */
export function findPlace(text: string, gazetteer: Gazetteer): PlaceMatch | undefined {
  return bestOf(placeCandidates(text, gazetteer))?.m;
}

/**
 * The place a name stands for: a known name ("Leeds", "sw19"), a shared name with the place that
 * says which is meant ("Richmond, North Yorkshire": decision 153), or a place with a county or
 * region it lies in ("Leeds, West Yorkshire": decision 160); else undefined ("Leeds, Surrey").
 */
export function lookupPlace(written: string, gazetteer: Gazetteer): Place | undefined {
  const named = gazetteer.lookup(written);
  if (named) return named;
  // "the Wirral", as a search reads "in the Wirral" (decision 189).
  const text = written.replace(/^\s*the\s+(?=\S)/i, "");
  const known = gazetteer.lookup(text);
  if (known) return known;
  // Read as after "in": the text is a place, so "Eccles, Salford" is not doubted as a word that
  // starts a sentence is.
  const read = `in ${text}`;
  const [only, ...more] = placeCandidates(read, gazetteer);
  const whole = only?.m.start === 3 + text.search(/\S/) && only.m.end === read.trimEnd().length;
  return only && more.length === 0 && !only.m.notIn && whole ? only.m.place : undefined;
}

/**
 * The best place and every other place listed with it ("Leeds or Bradford", "M14, M15 or M20"):
 * places whose text is joined to the best one's only by commas, "or", "and", "&" or "/". Places
 * elsewhere in the sentence are not added ("flats in Leeds for people working in Bradford" is Leeds).
 */
export function findPlaces(text: string, gazetteer: Gazetteer, all: readonly PlaceCandidate[] = placeCandidates(text, gazetteer)): PlaceMatch[] {
  const best = bestOf(all);
  if (!best) return [];
  const at = all.indexOf(best);
  const joined = (a: PlaceMatch, b: PlaceMatch) => PLACE_JOINER.test(text.slice(a.end, b.start));
  let from = at;
  while (from > 0 && joined((all[from - 1] as (typeof all)[number]).m, (all[from] as (typeof all)[number]).m)) from--;
  let to = at;
  while (to < all.length - 1 && joined((all[to] as (typeof all)[number]).m, (all[to + 1] as (typeof all)[number]).m)) to++;
  const seen = new Set<string>();
  return all
    .slice(from, to + 1)
    .map((c) => c.m)
    .filter((m) => {
      const id = placeId(m.place);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
}

/** Rank of an accepted occurrence (higher is better), or -1 when it is not a place here. */
function acceptPlace(text: string, toks: Token[], i: number, n: number, place: Place): number {
  const first = toks[i] as Token;
  const prev = toks[i - 1]?.norm;
  const name = toks.slice(i, i + n).map((t) => t.norm).join(" ");
  if (prev && NOT_PLACE_AFTER[name]?.includes(prev)) return -1;

  const prev2 = toks[i - 2]?.norm;
  // Taken only when no other place is named: "I live in Bolton. Find me houses in Wigan" is Wigan.
  if (prev2 !== undefined && prev !== undefined && RESIDENCE_PAIRS.has(`${prev2} ${prev}`)) return 0;
  const prefixed =
    (prev !== undefined && LOCATIVE_PREFIXES.has(prev)) ||
    (prev2 !== undefined && prev !== undefined && LOCATIVE_PAIRS.has(`${prev2} ${prev}`)) ||
    (prev === "the" && prev2 !== undefined && LOCATIVE_PREFIXES.has(prev2));

  if (place.kind === "postcode-district") return prefixed ? 3 : 1;
  if (place.kind === "postcode-area") {
    const upper = first.raw === first.raw.toUpperCase();
    return upper && (prefixed || first.raw.length >= 2) ? (prefixed ? 2 : 0) : -1;
  }
  // A locality in lower case is taken only right after in/near/around ("flats in wimbledon", not
  // "near the park"), and never as an everyday word; with a capital, wherever a place may stand
  // (decision 121).
  if (place.kind === "locality" && !/^\p{Lu}/u.test(first.raw) && (!prefixed || prev === "the" || NOT_PLACE_WORDS.has(name))) return -1;
  // A one-word locality ("Park", "Heath") is as doubtful as an everyday word.
  const ambiguous = n === 1 && (AMBIGUOUS_PLACE_WORDS.has(name) || place.kind === "locality");
  if (!ambiguous) return prefixed ? 3 : 1;
  if (prefixed) return 2;
  if (!/^\p{Lu}/u.test(first.raw)) return -1;
  const before = text.slice(toks[i - 1]?.end ?? 0, first.start);
  const sentenceStart = i === 0 || /[.!?\n]/.test(before);
  if (!sentenceStart) return 0;
  const next = toks[i + n];
  return next && PROPERTY_WORD_RE.test(next.raw) ? 0 : -1;
}

/**
 * Edit distance between two short strings: insertions, deletions, substitutions and swaps of two
 * neighbouring letters ("bradfrod"), each one edit.
 */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The known place a misspelt name most likely meant ("Manchster" → "Manchester"), or null. A
 * misspelling keeps its first letter and is one letter out, or two in a name of eight letters or
 * more; the nearest wins, then the first in the gazetteer's order. So a real place the data does
 * not hold is not swapped for a far-off one ("Morden" is not "Bordon", decision 121). Postcodes
 * are never suggested.
 */
export function suggestPlace(name: string, gazetteer: Gazetteer): string | null {
  const wanted = normalisePlaceName(name);
  if (wanted.length < 3) return null;
  const max = wanted.length >= 8 ? 2 : 1;
  let best: { name: string; distance: number } | null = null;
  for (const known of gazetteer.names) {
    // Postcode districts and areas ("M14", "NP") are not what a misspelt name meant.
    if (/\d/.test(known) || known.length < 3 || known[0] !== wanted[0]) continue;
    const distance = editDistance(wanted, known, max);
    if (distance <= max && (!best || distance < best.distance)) best = { name: known, distance };
  }
  return best ? (gazetteer.lookup(best.name)?.name ?? null) : null;
}
