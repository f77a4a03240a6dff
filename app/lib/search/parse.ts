/**
 * Search criteria from a plain-English sentence (spec section 5 "Criteria extraction", extended).
 * Pure: no I/O, so it runs in the browser, on the server and in unit tests alike.
 *
 * Rule choices a reader should know (the spec's rules are the base; these extend them):
 * - Money: see money.ts. A number followed by `%`, `bed`, a time/distance/rent unit, or
 *   `yield`/`ROI` is never a price.
 * - A bare amount such as "a £200k flat" is NOT a price phrase: it still sets maxPrice, and it
 *   makes a non-question message with a property word a search, but it does not override a
 *   question (so "what mortgage can I get on a £200k flat" stays general chat).
 * - Upper bounds on yield/ROI are consumed (so they never become prices) but not stored: the
 *   criteria have no maxYield/maxRoi.
 * - Several different deal types in one message ("flats or houses") set no type at all.
 * - Sort precedence: an order said outright ("sort by price", "yield high to low", order.ts)
 *   beats a yield/ROI ordering ("high-yield", "highest ROI"), which beats price-ascending
 *   ("cheap"), which beats score ("best", "top"). An order not held is named as ignored.
 */
import { applyFeatures, readFeatures } from "./features";
import { EXTRACTED_CITIES_GAZETTEER, findPlace, findPlaces, listedTogether, placeCandidates, placeId, suggestPlace, widerPlaceAfter, type PlaceCandidate, type PlaceMatch } from "./gazetteer";
import { everyday, longerNames, nameEndsBefore, unknownPlaces } from "./unknown-places";
import { blankOut, orderNotHeld, readOrder } from "./order";
import { amountFrom, COUNT_NOUN_AFTER, HARD_UNIT_AFTER, priceFromPhrase, RENT_AFTER_RE, RENT_BEFORE_RE, type Amount } from "./money";
import { nationFromPlaceRef } from "../tax-nation";
import type { DealType, Gazetteer, Lying, Place, PropertyKind, SearchCriteria } from "./types";
import * as V from "./vocabulary";
import { cashCeiling } from "./describe";

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

export interface Analysis {
  criteria: SearchCriteria;
  /** A comparator price phrase (the spec's "price phrase"). */
  pricePhrase: boolean;
  /** A bare marked amount ("a £200k flat"): not a price phrase. */
  bareMoney: boolean;
  /**
   * The price is a limit or a budget ("under 100k", "between £150k and £200k", "£60k to invest"),
   * not one property's price: no analysis of one property (decision 121).
   */
  priceLimit: boolean;
  /** What the message asks for that the search could not use, with why (decision 051). */
  ignored: string[];
  /** A place was named after in/near/around, known or not ("flats in Truro"). */
  namedPlace: boolean;
  /** Names after in/near/around that are no place in the data ("Truro", "Manchster"). */
  unknownPlaces: string[];
  /** A rent of the investor's own ("renting at £900pcm", "a rent of £900"): never a price. */
  rentGiven: boolean;
  /**
   * Short names read as the post town people mean, that are another post town's name too
   * ("Newcastle": Newcastle upon Tyne searched, Newcastle-under-Lyme's NEWCASTLE not; decision 161).
   */
  alsoNamed: AlsoNamed[];
  /**
   * Names that went on past the place searched ("Newcastle Emlyn": Newcastle upon Tyne searched;
   * decision 121), as written. An analysis values no such place (decision 184).
   */
  wentOn: { name: string; place: Place }[];
  /**
   * Names read as the place written after them ("Heaton Moor, Manchester": Manchester searched;
   * decisions 171, 185). An analysis values the place, and says why (decision 188).
   */
  misread: Misread[];
  /**
   * A part of the place asked for: "north London" (the data has no such parts, so all of London;
   * decision 189) or "Leeds city centre" (the districts the data marks as its centre, none when
   * it marks none; decision 121). An analysis says how it read them (decision 203).
   */
  partsAsked: PartAsked[];
}

export interface PartAsked {
  kind: "compass" | "centre";
  /** The words as written: "north London", "Leeds city centre". */
  said: string;
  place: Place;
  /** The centre's postcode districts; null when all of the place is read. */
  districts: Place[] | null;
}

/** A short name read as one post town that is also another's: the answer names the other (decision 161). */
export interface AlsoNamed {
  /** The place searched: Newcastle upon Tyne. */
  shown: Place;
  /** The other post town of the name: NEWCASTLE (Newcastle-under-Lyme's). */
  other: Place;
}

function count(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  const n = V.WORD_NUMBERS[word] ?? Number(word);
  return Number.isInteger(n) && n >= 0 && n <= 20 ? n : undefined;
}

/**
 * A chat message's readings, each made at most once and shared by what reads it in one request:
 * the analysis test, the routing and the search, which read it two or three times before.
 * `placed()` reads it with the gazetteer, `plain()` without one.
 */
export interface Reading {
  readonly message: string;
  readonly gazetteer: Gazetteer | undefined;
  placed(): Analysis;
  plain(): Analysis;
}

export function readingOf(message: string, gazetteer?: Gazetteer): Reading {
  let placed: Analysis | undefined;
  let plain: Analysis | undefined;
  return {
    message,
    gazetteer,
    placed: () => (placed ??= analyse(message, gazetteer)),
    plain: () => (gazetteer ? (plain ??= analyse(message)) : (placed ??= analyse(message))),
  };
}

/** `reading` when it is of this message with this gazetteer, else a fresh one. */
export function readingFor(message: string, gazetteer: Gazetteer | undefined, reading: Reading | undefined): Reading {
  return reading && reading.message === message && reading.gazetteer === gazetteer ? reading : readingOf(message, gazetteer);
}

export function analyse(query: string, gazetteer?: Gazetteer): Analysis {
  // Same-length lower-casing keeps offsets aligned with the original for place matching.
  const text = Array.from(query.replace(/[–—]/g, "-"), (ch) => {
    const l = ch.toLowerCase();
    return l.length === ch.length ? l : ch;
  }).join("");
  const spans = new Spans();
  const c: SearchCriteria = {};
  let pricePhrase = false;
  let bareMoney = false;
  let priceLimit = false;

  const ignored: string[] = [];
  const mentionsRoi = /\b(?:roi|r\.o\.i|returns?)\b/.test(text);

  // --- yield and ROI ranges, then thresholds (first, so "over 15%" never becomes a price) ---
  for (const m of [...freeMatches(V.PCT_BETWEEN_RE, text, spans), ...freeMatches(V.PCT_DASH_RE, text, spans)]) {
    if (!spans.free(m.index, m.index + m[0].length)) continue;
    spans.take(m.index, m.index + m[0].length);
    const word = `${m[1] ?? ""} ${m[4] ?? ""}`;
    const roi = /\b(?:roi|returns?)\b/.test(word) || (!/yield/.test(word) && mentionsRoi);
    const lo = Math.min(Number(m[2]), Number(m[3]));
    const hi = Math.max(Number(m[2]), Number(m[3]));
    if (!(lo >= 0 && hi > 0 && hi <= 100)) continue;
    if (roi) {
      if (c.minRoi === undefined) c.minRoi = lo;
      ignored.push(`an ROI ceiling of ${hi}% (the search can only set a minimum ROI)`);
    } else if (c.minYield === undefined) {
      c.minYield = lo;
      c.maxYield = hi;
    }
  }
  const metric = (re: RegExp, key: "minYield" | "minRoi") => {
    for (const m of freeMatches(re, text, spans)) {
      spans.take(m.index, m.index + m[0].length);
      const value = Number(m[2]);
      const isMax = m[1] !== undefined && V.MAX_RE.test(m[1]);
      if (!(value > 0 && value <= 100)) continue;
      if (!isMax && c[key] === undefined) c[key] = value;
      else if (isMax && key === "minYield" && c.maxYield === undefined) c.maxYield = value;
    }
  };
  metric(V.YIELD_AFTER_RE, "minYield");
  metric(V.YIELD_BEFORE_RE, "minYield");
  metric(V.ROI_AFTER_RE, "minRoi");
  metric(V.ROI_BEFORE_RE, "minRoi");
  for (const m of freeMatches(V.LOOSE_PCT_RE, text, spans)) {
    spans.take(m.index, m.index + m[0].length);
    const value = Number(m[2] ?? m[3]);
    const key = mentionsRoi ? "minRoi" : "minYield";
    if (value > 0 && value <= 100 && c[key] === undefined) c[key] = value;
  }

  // --- bedrooms ---
  const beds = (re: RegExp, apply: (m: RegExpExecArray) => void) => {
    for (const m of freeMatches(re, text, spans)) {
      spans.take(m.index, m.index + m[0].length);
      if (c.bedrooms === undefined && c.minBedrooms === undefined && c.maxBedrooms === undefined) apply(m);
    }
  };
  const setMin = (n: number | undefined) => {
    if (n !== undefined) c.minBedrooms = n;
  };
  beds(V.BEDS_MAX_RE, (m) => {
    const n = count(m[1]);
    if (n === undefined) return;
    c.maxBedrooms = /^(?:fewer|less|under)/.test(m[0]) ? Math.max(0, n - 1) : n;
  });
  beds(V.BEDS_PLUS_RE, (m) => setMin(count(m[1])));
  beds(V.BEDS_OR_MORE_RE, (m) => setMin(count(m[1])));
  beds(V.BEDS_AT_LEAST_RE, (m) => setMin(count(m[1])));
  beds(V.BEDS_MORE_THAN_RE, (m) => {
    const n = count(m[1]);
    setMin(n === undefined ? undefined : n + 1);
  });
  beds(V.BEDS_RANGE_RE, (m) => {
    const a = count(m[1]);
    const b = count(m[2]);
    if (a === undefined || b === undefined) return;
    if (a === b) c.bedrooms = a;
    else {
      c.minBedrooms = Math.min(a, b);
      c.maxBedrooms = Math.max(a, b);
    }
  });
  beds(V.BEDS_EXACT_RE, (m) => {
    const n = count(m[1]);
    if (n !== undefined) c.bedrooms = n;
  });

  // --- a rent the investor gives: never a price (decision 105) ---
  let rentGiven = false;
  for (const re of [RENT_BEFORE_RE, RENT_AFTER_RE]) {
    for (const m of freeMatches(re, text, spans)) {
      spans.take(m.index, m.index + m[0].length);
      rentGiven = true;
    }
  }

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
  const setRange = (lo: number, hi: number, limit = true) => {
    if (c.minPrice !== undefined || c.maxPrice !== undefined) return;
    c.minPrice = Math.min(lo, hi);
    c.maxPrice = Math.max(lo, hi);
    pricePhrase = true;
    priceLimit = limit;
  };
  // Ranges: "between £150k and £200k", "from 150 to 200k", "£150k-£200k", "150-200k".
  const rangeValues = (a: Amount, b: Amount): [number, number] => {
    // "150-200k": the second amount's suffix applies to a first amount that has none.
    const lo = a.multiplier === 1 && b.multiplier > 1 && a.raw <= b.raw ? Math.round(a.raw * b.multiplier) : priceFromPhrase(a);
    return [lo, priceFromPhrase(b)];
  };
  money(V.PRICE_BETWEEN_RE, (_m, a, b) => {
    if (!b) return false;
    setRange(...rangeValues(a, b));
    return true;
  });
  money(V.PRICE_DASH_RE, (_m, a, b) => {
    if (!b || !(a.marked || b.marked)) return false;
    setRange(...rangeValues(a, b));
    return true;
  });
  // Around: ±10%, rounded to whole pounds; "a flat at around £150k" may still be one property's price.
  money(V.PRICE_AROUND_RE, (_m, a) => {
    const value = priceFromPhrase(a);
    setRange(Math.round(value * 0.9), Math.round(value * 1.1), false);
    return true;
  });
  const setMax = (v: number) => {
    if (c.maxPrice === undefined) c.maxPrice = v;
    pricePhrase = true;
    priceLimit = true;
    return true;
  };
  const setMinPrice = (v: number) => {
    if (c.minPrice === undefined) c.minPrice = v;
    pricePhrase = true;
    priceLimit = true;
    return true;
  };
  // "I have £60k saved": cash to invest, so the ceiling is what it buys (decision 096).
  const cash = (_m: RegExpExecArray, a: Amount) => {
    if (!a.marked || c.cash !== undefined) return false;
    c.cash = a.value;
    priceLimit = true;
    return true;
  };
  money(V.CASH_AFTER_RE, cash);
  money(V.CASH_BEFORE_RE, cash);
  money(V.PRICE_MAX_RE, (_m, a) => setMax(priceFromPhrase(a)));
  money(V.PRICE_MIN_RE, (m, a) => {
    if (/^from\b/.test(m[0]) && !a.marked) return false; // "from 2019" is no price
    return setMinPrice(priceFromPhrase(a));
  });
  money(V.PRICE_PLUS_RE, (_m, a) => (a.marked ? setMinPrice(a.value) : false));
  money(V.PRICE_OR_LESS_RE, (_m, a) => (a.marked ? setMax(a.value) : false));
  money(V.PRICE_BARE_RE, (_m, a) => {
    if (!a.marked) return false;
    bareMoney = true;
    if (c.maxPrice === undefined && c.minPrice === undefined) c.maxPrice = a.value;
    return true;
  });
  // --- property type and kind ---
  const types = new Set<DealType>();
  const kinds = new Set<PropertyKind>();
  if (V.APARTMENT_RE.test(text)) {
    types.add("Apartment");
    kinds.add("flat");
  }
  if (V.TERRACED_RE.test(text)) kinds.add("terraced");
  if (V.SEMI_RE.test(text)) kinds.add("semi-detached");
  if (V.DETACHED_RE.test(text)) kinds.add("detached");
  if (V.HOUSE_RE.test(text) || kinds.has("terraced") || kinds.has("semi-detached") || kinds.has("detached")) {
    types.add("House");
  }
  if (V.COMMERCIAL_RE.test(text)) types.add("Commercial");
  if (types.size === 1) {
    const [type] = types;
    c.propertyType = type;
    const relevant = [...kinds].filter((k) => (type === "Apartment" ? k === "flat" : type === "House" && k !== "flat"));
    if (relevant.length === 1) c.propertyKind = relevant[0];
  }
  if (/\bstudios?\b/.test(text) && c.bedrooms === undefined && c.minBedrooms === undefined && c.maxBedrooms === undefined) {
    c.bedrooms = 0;
  }

  // --- place(s), found first so that their words are not read as wishes ("letchworth garden city") ---
  // "chorlton on medlock": a short name going on as a longer one is not the place it shortens.
  // "heaton moor, manchester": a known name going on as one the data does not hold, written where
  // the known place is not, is not that place; the place after it is read (decision 171).
  const named = gazetteer ? placeCandidates(query, gazetteer) : [];
  const misread = gazetteer ? misreadNames(query, named, gazetteer) : [];
  // "north west London", "south Manchester": a compass point before a town is no region, and no
  // part the data marks (decision 189).
  const compass = compassPoints(query, named);
  const blanks = [...misread, ...compass].map((m) => [m.start, m.end] as const);
  const places = !gazetteer
    ? []
    : blanks.length
      ? withAreas(query, findPlaces(blankOut(query, blanks), gazetteer), misread, gazetteer)
      : findPlaces(query, gazetteer, named);
  const longer = gazetteer ? longerNames(query, places, gazetteer) : new Map<PlaceMatch, string>();
  const found = places.filter((f) => !longer.has(f));

  // --- what the data can and cannot filter by ---
  const features = readFeatures(blankOut(text, found.map((f) => [f.start, f.end] as const)));
  applyFeatures(c, features);
  ignored.push(...features.ignored);

  // --- flags and sort ---
  // An order said outright ("yield high to low", "cheapest first") beats one implied by words
  // ("cheap", "best"); one that is not held ("yield low to high") is named, and its words are
  // passed over, so "sort by yield ascending" is never listed highest yield first (decision 127).
  const order = readOrder(text);
  const sortText = order && order.sort === null ? blankOut(text, order.spans) : text;
  if (order && order.sort === null) {
    ignored.push(`"${query.slice(order.start, order.end).trim()}" (${orderNotHeld(order.field)})`);
  }
  const sorts: { sort: NonNullable<SearchCriteria["sort"]>; at: number; cashFlow?: boolean }[] = [];
  const hy = V.HIGH_YIELD_RE.exec(sortText);
  if (hy) {
    c.highYield = true;
    sorts.push({ sort: "yield-desc", at: hy.index });
  }
  const ys = V.YIELD_SORT_RE.exec(sortText);
  if (ys) sorts.push({ sort: "yield-desc", at: ys.index });
  const rs = V.ROI_SORT_RE.exec(sortText);
  if (rs) sorts.push({ sort: "roi-desc", at: rs.index });
  // No order by cash flow is held: ROI is the first year's cash flow on the cash put in, and every
  // card shows it (as "which of these has the best cash flow?" does for a free user, decision 097).
  const cs = V.CASH_FLOW_SORT_RE.exec(sortText);
  if (cs) sorts.push({ sort: "roi-desc", at: cs.index, cashFlow: true });
  sorts.sort((a, b) => a.at - b.at);
  if (V.CHEAP_RE.test(sortText)) c.cheap = true;
  if (order?.sort) c.sort = order.sort;
  else if (sorts[0]) c.sort = sorts[0].sort;
  else if (c.cheap || V.PRICE_SORT_RE.test(sortText)) c.sort = "price-asc";
  else if (V.SCORE_RE.test(sortText)) c.sort = "score";
  if (sorts[0]?.cashFlow && c.sort === "roi-desc") c.cashFlowOrder = true;

  // --- place(s) ---
  const first = found[0];
  if (first) {
    c.place = first.place;
    c.location = found.length > 1 ? joinPlaces(found.map((f) => f.place.name)) : first.place.name;
    if (found.length > 1) c.places = found.map((f) => f.place);
  }
  // "Flats in Manchester city centre": the centre's postcode districts where the data marks one,
  // else the whole town, and the answer says so (decision 121).
  const centre = first && found.length === 1 ? centreAsked(query, first) : null;
  const partsAsked: PartAsked[] = [];
  if (first && centre) {
    const name = first.place.name;
    const said = centre === "central" ? `central ${name}` : centre === "centre of" ? `the centre of ${name}` : `${name} ${centre}`;
    const districts = gazetteer?.centreOf?.(first.place);
    partsAsked.push({ kind: "centre", said, place: first.place, districts: districts?.length ? districts : null });
    if (districts?.length) {
      c.place = districts[0];
      if (districts.length > 1) c.places = districts;
      c.location = `${said} (${districts.map((d) => d.name).join(", ")})`;
    } else {
      ignored.push(`"${said}" (the sales data marks no centre for ${name}, so all of ${name} was searched)`);
    }
  }
  // "Flats in Salford Quays": a known place followed by more of a name the data does not know is
  // searched as the place it knows, and the answer says so (decision 121).
  const wentOn: Analysis["wentOn"] = [];
  if (!centre) {
    for (const f of found) {
      const said = nameGoesOn(query, f, found);
      if (said) {
        wentOn.push({ name: said, place: f.place });
        ignored.push(`"${said}" (no place of that name in the sales data, so ${f.place.name} was searched)`);
      }
    }
  }
  for (const { start, place } of compass) {
    const f = found.find((m) => placeId(m.place) === placeId(place));
    if (f) partsAsked.push({ kind: "compass", said: query.slice(start, f.end), place, districts: null });
    if (f) ignored.push(`"${query.slice(start, f.end)}" (the sales data does not divide ${place.name} by north, south, east or west, so all of ${place.name} was searched)`);
  }
  // "within 5 miles of York", "just outside Leeds": the place is searched, and the answer says the
  // distance was not used (decision 189).
  for (const f of found) {
    const distance = DISTANCE_BEFORE_RE.exec(query.slice(0, f.start));
    if (distance) ignored.push(`"${query.slice(distance.index, f.end)}" (the search finds sales by place, not by distance, so only ${c.location ?? f.place.name} was searched)`);
  }
  // "Leeds, Surrey", "Didsbury, Leeds": a wider place the place does not lie in or near is said, not
  // searched as a second place (decision 160); so is a town a locality lies near but not in
  // ("Didsbury, Stockport": decision 167).
  for (const f of found) {
    if (f.notIn) {
      const [name, area] = [f.place.name, f.notIn.name];
      const where = lyingWords(f.near ? "near" : "apart", f.notIn);
      ignored.push(`"${query.slice(f.start, f.end)}" (${name} in the sales data ${where}, so only ${name} was searched; ask for "${name} or ${area}" to search both)`);
    }
  }
  const asksForProperty =
    V.PROPERTY_WORD_RE.test(text) ||
    V.AVAILABILITY_RE.test(text) ||
    [c.bedrooms, c.minBedrooms, c.maxBedrooms, c.minPrice, c.maxPrice, c.minYield, c.minRoi].some((v) => v !== undefined);
  for (const { name, shortened, area, lying } of misread) {
    if (lying === "in") ignored.push(`"${name}" (no place of that name in the sales data, so ${area.name} was searched)`);
    else ignored.push(`"${name}" (no place of that name in the sales data; ${shortened.name} in the sales data ${lyingWords(lying, area)}, so it was not searched)`);
  }
  const unknown = [...new Set([...longer.values(), ...(gazetteer ? unknownPlaces(query, places, gazetteer, asksForProperty) : [])])].filter(
    (name) => !misread.some((m) => m.name === name),
  );
  for (const name of unknown) {
    const meant = gazetteer && suggestPlace(name, gazetteer);
    ignored.push(`"${name}" (no place of that name in the sales data${meant ? `; did you mean ${meant}?` : ""})`);
  }
  if (!first) {
    const city = findPlace(query, EXTRACTED_CITIES_GAZETTEER);
    if (city) c.location = city.place.name;
  }

  // The cash's ceiling, with the tax of the places searched, or the price asked for if that is
  // lower ("£60k to invest, under £150k").
  if (c.cash !== undefined) {
    c.cashNation = cashNation(found.map((f) => f.place), gazetteer);
    const affordable = cashCeiling(c.cash, c.cashNation);
    c.maxPrice = c.maxPrice === undefined ? affordable : Math.min(c.maxPrice, affordable);
    pricePhrase = true;
  }

  const alsoNamed = found.flatMap((f): AlsoNamed[] => {
    const other = gazetteer?.alsoNamed?.(query.slice(f.start, f.end));
    return other ? [{ shown: f.place, other }] : [];
  });
  const notHeld = [...misread.map((m) => m.name), ...unknown];
  return { criteria: c, pricePhrase, bareMoney, priceLimit, ignored, namedPlace: notHeld.length > 0, unknownPlaces: notHeld, rentGiven, alsoNamed, wentOn, misread, partsAsked };
}

/** "is not in or near Manchester", "is near York but not in it": where a place lies beside another. */
export function lyingWords(lying: Lying, area: Place): string {
  return lying === "near" ? `is near ${area.name} but not in it` : lying === "in" ? `is in ${area.name}` : `is not in or near ${area.name}`;
}

/**
 * "Heaton Moor or Didsbury, Manchester", "Didsbury or Heaton Moor, Manchester": a name read as its
 * wider place (decision 171) that is listed with the places searched is that place too, and the
 * places listed that lie in it are searched as it (decision 188).
 */
function withAreas(query: string, found: PlaceMatch[], misread: readonly Misread[], gazetteer: Gazetteer): PlaceMatch[] {
  let out = found;
  for (const m of misread) {
    if (out.some((f) => placeId(f.place) === placeId(m.area)) || !out.some((f) => listedTogether(query, m, f))) continue;
    out = [...out.filter((f) => gazetteer.liesIn?.(f.place, m.area) !== "in"), { place: m.area, start: m.areaStart, end: m.areaEnd }].sort((a, b) => a.start - b.start);
  }
  return out;
}

/**
 * Whose purchase tax a cash ceiling assumes (decision 100): Wales's when every place searched is
 * in Wales; England's when none is named, when they span both nations or when one's nation is not
 * known. (A place outside England and Wales finds no sales at all, and is told so.) A place keyed
 * by a code or postcode says its nation itself; one named by text asks the gazetteer.
 */
function cashNation(places: readonly Place[], gazetteer?: Gazetteer): "england" | "wales" {
  const nationOf = (p: Place) => nationFromPlaceRef({ kind: p.kind, key: p.key })?.nation ?? gazetteer?.nationOf?.(p) ?? null;
  return places.length > 0 && places.every((p) => nationOf(p) === "wales") ? "wales" : "england";
}

const CENTRE_AFTER_RE = /^\s+((?:city|town)\s+cent(?:re|er)|cent(?:re|er))\b/i;
const CENTRE_BEFORE_RE = /\b(central|(?:the\s+)?(?:(?:city|town)\s+)?cent(?:re|er)\s+of)\s+$/i;

/** "city centre", "town centre" or "centre" after the place matched, "central" or "centre of" before it, else null. */
function centreAsked(query: string, match: { start: number; end: number }): string | null {
  const after = CENTRE_AFTER_RE.exec(query.slice(match.end));
  if (after) return (after[1] as string).toLowerCase().replace(/\s+/g, " ").replace("center", "centre");
  const before = CENTRE_BEFORE_RE.exec(query.slice(0, match.start));
  if (!before) return null;
  return /^central$/i.test(before[1] as string) ? "central" : "centre of";
}

/** A distance from a place, as words before it: "within 5 miles of", "10km from", "just outside". */
const DISTANCE_BEFORE_RE =
  /(?<![\p{L}'’])(?:(?:just\s+|right\s+)?outside(?:\s+of)?|within\s+(?:(?:\d+(?:\.\d+)?|a|an|one|two|three|four|five|ten|twenty)\s*(?:miles?|mi|kms?|kilomet(?:re|er)s?)|(?:a\s+)?(?:short\s+)?(?:drive|commute|walk)|commut(?:ing|able)\s+distance)\s+(?:of|from|to)|\d+(?:\.\d+)?\s*(?:miles?|mi|kms?|kilomet(?:re|er)s?)\s+(?:from|of|around|outside(?:\s+of)?))\s+$/iu;

/** A compass point, as words before a place: "north", "south-east", "north west", "western". */
const COMPASS_BEFORE_RE = /(?<![\p{L}'’])((?:north|south)(?:[- ]?(?:east|west))?|east|west)(?:ern)?[ \t]+$/iu;

/**
 * "north west London", "East Manchester", "South Wales": compass words right before a town,
 * council, county or region, which are not part of its name (decision 189). Each, with where the
 * words start and end and the place after them. A locality is left as it is read ("West Didsbury"
 * is Didsbury; "East Ham" is no part of Ham).
 */
function compassPoints(query: string, named: readonly PlaceCandidate[]): { start: number; end: number; place: Place }[] {
  return named.flatMap(({ m }) => {
    if (m.place.kind === "locality" || m.place.kind === "postcode-district" || m.place.kind === "postcode-area") return [];
    const words = COMPASS_BEFORE_RE.exec(query.slice(0, m.start));
    return words ? [{ start: words.index, end: words.index + (words[1] as string).length + (/ern$/i.test(words[0].trimEnd()) ? 3 : 0), place: m.place }] : [];
  });
}

/**
 * "Heaton Moor, Manchester", "Heaton Moor Road, Stockport", "heaton moor manchester": a known
 * place whose name goes on as one the data does not hold, followed by a wider place that says
 * where it is, which the known place (Newcastle's Heaton) is not in or near (decision 171). The
 * known place is then no reading of the name. Each such name as written, with the place it
 * shortened and the wider place.
 */
function misreadNames(query: string, named: readonly PlaceCandidate[], gazetteer: Gazetteer): Misread[] {
  return named.flatMap(({ m: f }) => {
    const next = /^[ \t]+[\p{L}'’-]+/u.exec(query.slice(f.end));
    if (!next || !(goesOnAsName(next[0]) || STREET_NAME_RE.test(next[0]))) return [];
    const after = widerPlaceAfter(query, f.end, f.place, gazetteer);
    if (!after) return [];
    const words = query.slice(f.end, after.nameEnd);
    // "Hull Road, York": a road named after a town runs towards it, so the town is often near the
    // place after it (decision 185); "Wimbledon Road, London" need not be in Wimbledon either, so
    // the place after it is searched too; "Didsbury Village, Manchester" is Didsbury (decision 188).
    const street = STREET_NAME_RE.test(words) && (after.lying !== "in" || !VILLAGE_END_RE.test(words));
    const misread = (after.lying === "apart" && goesOnAsName(words)) || street;
    return misread
      ? [{ name: query.slice(f.start, after.nameEnd), start: f.start, end: after.nameEnd, shortened: f.place, area: after.area, lying: after.lying, areaStart: after.areaStart, areaEnd: after.areaEnd }]
      : [];
  });
}

const VILLAGE_END_RE = /village$/i;

export interface Misread {
  /** The name as written ("Heaton Moor", "Hull Road"), and where it is in the query. */
  name: string;
  start: number;
  end: number;
  /** The known place its first words name (Newcastle's Heaton, Hull), which was not searched. */
  shortened: Place;
  /** The place written after it, which was (Manchester, York), and where it is in the query (with a closing bracket). */
  area: Place;
  areaStart: number;
  areaEnd: number;
  /** Where the shortened place lies beside the area: apart ("Heaton Moor, Manchester"), near ("Hull Road, York") or in ("Wimbledon Road, London"). */
  lying: Lying;
}

/**
 * Words after a known place that make it a street's or a village's name ("Hull Road", "Didsbury
 * Village", "Heaton Moor Road"): name words, if any, ending with a street word, in either case
 * (decision 185). These words are everyday words (`NOT_PLACE_WORDS`) alone.
 */
const STREET_NAME_RE = /^(?:[ \t]+\p{Lu}[\p{L}'’-]*)*[ \t]+(?:road|street|lane|avenue|drive|close|crescent|way|village)$/iu;

/** Whether words after a place's name go on as more of a name: capitalised words, or one lower-case word that ends place names ("moor"). */
function goesOnAsName(words: string): boolean {
  const lower = /^[ \t]+([a-z]+)$/.exec(words);
  if (lower) return V.PLACE_NAME_ENDS.has(lower[1] as string);
  const first = /^[ \t]+(\p{Lu}[\p{L}'’-]*)(?:[ \t]+\p{Lu}[\p{L}'’-]*)*$/u.exec(words)?.[1];
  return first !== undefined && nameWord(first);
}

/** Whether a capitalised word may be more of a place's name: not an everyday, search or property word. */
function nameWord(word: string): boolean {
  return !everyday(word) && !V.PROPERTY_WORD_RE.test(word);
}

/**
 * The name as written when capitalised words go on after a known place ("Salford Quays",
 * "Wimbledon Park"), up to the first everyday, search or property word, or when a lower-case word
 * that ends place names does ("salford quays", "jesmond dene": decision 127); else null.
 */
function nameGoesOn(query: string, match: { start: number; end: number }, found: readonly { start: number }[]): string | null {
  const lower = /^[ \t]+([a-z]+)(?![\p{L}'’-])/u.exec(query.slice(match.end));
  const lowerEnd = match.end + (lower?.[0].length ?? 0);
  if (lower && V.PLACE_NAME_ENDS.has(lower[1] as string) && nameEndsBefore(query.slice(lowerEnd)) && !found.some((f) => f.start === lowerEnd - (lower[1] as string).length)) {
    return query.slice(match.start, lowerEnd);
  }
  // A word running into digits is a postcode ("Manchester M20"), not more of a name.
  const next = /^[ \t]+(\p{Lu}[\p{L}'’-]*(?![\p{L}\d])(?:[ \t]+\p{Lu}[\p{L}'’-]*(?![\p{L}\d]))*)/u.exec(query.slice(match.end));
  if (!next) return null;
  const from = match.end + next[0].length - (next[1] as string).length;
  if (found.some((f) => f.start === from)) return null;
  let end = from;
  for (const word of (next[1] as string).matchAll(/\S+/g)) {
    if (!nameWord(word[0])) break;
    end = from + word.index + word[0].length;
  }
  return end > from ? query.slice(match.start, end) : null;
}

function joinPlaces(names: string[]): string {
  return names.length <= 2 ? names.join(" or ") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/** Search criteria from a plain-English query (spec section 5 "Criteria extraction", extended). */
export function parseCriteria(query: string, gazetteer?: Gazetteer): SearchCriteria {
  return analyse(query, gazetteer).criteria;
}

