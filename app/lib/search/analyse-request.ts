/**
 * "Is a 2 bed flat in LS6 for £150,000 a good deal?": reads a request to analyse ONE property the
 * investor brings (docs/decisions/053). Pure: the place is looked up in the gazetteer given, a
 * full postcode or a postcode district is read from the text itself.
 */
import { findPlace, placeId } from "./gazetteer";
import { largestAmount, rentSaid, withoutRents } from "./money";
import { analyse, lyingWords, readingFor, type Analysis, type Misread, type PartAsked, type Reading } from "./parse";
import { joinWithAnd } from "../format";
import type { AnalysisType } from "../analysis-types";
import type { Gazetteer, Place } from "./types";
import { QUESTION_RES } from "./vocabulary";


export interface AnalysisRequest {
  price: number;
  type: AnalysisType;
  bedrooms: number | null;
  /** A full postcode ("LS6 1AA") or district ("LS6"), upper case, when one is written. */
  postcode: string | null;
  /** The place named, when no postcode is written (or the gazetteer's reading of it). */
  place: Place | null;
  /** The words after in/near/at, for a message naming a place the gazetteer does not know. */
  placeText: string | null;
  /** The month's rent the investor gives ("renting at £900 a month"): valued at it (decision 196). */
  rent: number | null;
}

/** "is … a good deal", "what's the yield on …", "analyse …", "should I buy …", "worth buying", "would … stack up". */
const CANDIDATE_RE =
  /\b(?:is\s+(?:it|this|that|a|an|the)\b.*\b(?:good|bad|decent|fair|worth)|good\s+(?:deal|buy|investment)|worth\s+(?:it|buying|the\s+money)|stacks?\s+up|adds?\s+up|what(?:'s|’s|\s+is|\s+would\s+be)\s+the\s+(?:gross\s+|net\s+)?(?:yield|roi|return|cash\s*flow)\s+(?:on|of|for)|analy[sz]e|evaluate|assess|value\s+(?:a|an|this|my)|should\s+i\s+buy|would\s+(?:a|an|this)\b.*\bbe\s+a\s+good)/i;

/** A plural property word means a search for many, not one candidate. */
const PLURAL_RE = /\b(?:flats|apartments|houses|homes|properties|deals|terraces|semis|bungalows|listings)\b/i;

const FULL_POSTCODE_RE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/i;
const DISTRICT_RE = /\b(?:in|at|near|around|postcode)\s+([A-Z]{1,2}\d[A-Z\d]?)\b/i;
const PLACE_TEXT_RE = /\b(?:in|at|near|around)\s+([A-Za-z][A-Za-z' -]*?)(?=\s+(?:for|at|priced|costing|asking|on|under|worth|a\s+good|is|\?)|[?,.!]|$)/i;

function typeOf(text: string, kind: string | undefined): AnalysisType | null {
  if (/\bsemi(?:-|\s)?detached\b|\bsemi\b/i.test(text)) return "semi-detached";
  if (/\b(?:end[- ]of[- ])?terrace[d]?\b/i.test(text)) return "terraced";
  if (/\bdetached\b/i.test(text)) return "detached";
  if (/\b(?:flat|apartment|studio|maisonette)\b/i.test(text)) return "flat";
  if (/\b(?:house|home|bungalow|cottage)\b/i.test(text)) return "house";
  if (kind === "flat" || kind === "terraced" || kind === "semi-detached" || kind === "detached") return kind;
  return null;
}

/**
 * Whether the message asks to analyse one property at a price (routing: an analysis, a search use).
 * A rent of the investor's own is valued at (decision 196) when the property's place is named, and
 * then a message that only describes the property asks for it too ("a 3 bed house in Leeds for
 * £150,000 renting at £900 a month"); with no place, or asked as another question ("what yield
 * is…"), it stays a money question (decision 105).
 */
export function isAnalysisRequest(message: string, gazetteer?: Gazetteer, reading?: Reading): boolean {
  return asksAnalysis(message, readingFor(message, gazetteer, reading));
}

/** `isAnalysisRequest`, on a reading of the message that reads it only when needed. */
function asksAnalysis(message: string, reading: Reading): boolean {
  if (PLURAL_RE.test(message)) return false;
  const rent = rentSaid(message) !== null;
  if (!CANDIDATE_RE.test(message) && !(rent && describesProperty(message))) return false;
  if (rent && !placeNamed(message, reading.gazetteer && reading.placed)) return false;
  if (largestAmount(withoutRents(message)) === null || typeOf(message, undefined) === null) return false;
  // "Is it worth buying a flat under 100k in Newcastle?": a price said as a limit or a budget is
  // what to search within, not the price of one property (decision 121).
  return !reading.plain().priceLimit;
}

/** Opens with the property itself: "a 3 bed house…", "£150k flat…", "3 bed semi…", "flat in…". */
const DESCRIBED_RE =
  /^\s*(?:(?:a|an|one|my|this|the)\s+)?(?:£|\d|(?:one|two|three|four|five|six)\b|(?:studio|flat|apartment|maisonette|house|home|bungalow|cottage|terrace[d]?|semi|detached|end)\b)/i;

/**
 * A message that only describes one property ("a 3 bed house in Leeds for £150,000 renting at £900
 * a month"), asking nothing else ("…: what's the stamp duty?", "yield on a £120k flat…").
 */
function describesProperty(message: string): boolean {
  const text = message.toLowerCase();
  return DESCRIBED_RE.test(text) && !QUESTION_RES.some((re) => re.test(text));
}

/**
 * Whether the message says where the property is: a postcode, or a place the gazetteer reads (known
 * or not, so an unknown one is refused as the form refuses it); with no gazetteer, words after
 * in/near/at.
 */
function placeNamed(message: string, readWithGazetteer: (() => Analysis) | undefined): boolean {
  if (FULL_POSTCODE_RE.test(message) || DISTRICT_RE.test(message)) return true;
  if (!readWithGazetteer) return PLACE_TEXT_RE.test(message);
  const read = readWithGazetteer();
  return Boolean(read.criteria.place || read.criteria.places?.length || read.namedPlace || read.misread.length || read.wentOn.length);
}

/** The request's parts, or null when it is not an analysis of one property at a price. */
export function parseAnalysisRequest(message: string, gazetteer?: Gazetteer, reading?: Reading): AnalysisRequest | null {
  // The message is read once, by the test or after it, and by the routing and search given the same reading.
  const read = readingFor(message, gazetteer, reading);
  if (!asksAnalysis(message, read)) return null;
  const price = largestAmount(withoutRents(message));
  const rent = rentSaid(message);
  const { criteria } = read.placed();
  const type = typeOf(message, criteria.propertyKind);
  if (price === null || type === null) return null;
  const bedrooms = /\bstudio\b/i.test(message) ? 0 : (criteria.bedrooms ?? criteria.minBedrooms ?? null);
  const full = FULL_POSTCODE_RE.exec(message);
  const district = full ? null : DISTRICT_RE.exec(message);
  const postcode = full ? `${full[1]!.toUpperCase()} ${full[2]!.toUpperCase()}` : district ? district[1]!.toUpperCase() : null;
  const placeText = postcode ? null : (PLACE_TEXT_RE.exec(message)?.[1]?.trim() ?? null);
  if (postcode) return { price, type, bedrooms, postcode, place: null, placeText, rent };
  const where = placeOf(read.placed());
  // "a house in Newcastle Emlyn": a search of the words searches Newcastle upon Tyne and says so,
  // but a valuation is of one place, so the words are read as the form reads them, and a name the
  // data does not hold is refused, never valued in the place it starts with (decision 184).
  if (where?.kind === "went-on") return { price, type, bedrooms, postcode, place: null, placeText: where.name, rent };
  // "a house in Heaton Moor, Manchester": valued in Manchester, as the form values the words, and
  // the answer says why (decision 188).
  if (where?.kind === "area") return { price, type, bedrooms, postcode, place: null, placeText: message.slice(where.misread.start, where.misread.areaEnd), rent };
  const place = where?.place ?? (gazetteer ? findPlace(message, gazetteer)?.place : undefined) ?? null;
  return { price, type, bedrooms, postcode, place, placeText, rent };
}

/**
 * Where a reading puts the one property valued, read alike for the chat's message and the form's
 * place field (decision 203): a name going on past the place read ("Newcastle Emlyn") is refused
 * (decision 184), a name read as the place after it ("Heaton Moor, Manchester") is valued there
 * (decision 188), else the place read ("north London": London; "Leeds city centre": LS1).
 */
type PlaceOf = { kind: "went-on"; name: string } | { kind: "area"; misread: Misread; place: Place } | { kind: "place"; place: Place };

function placeOf(reading: Analysis): PlaceOf | null {
  const { criteria, wentOn, misread } = reading;
  const place = criteria.place;
  if (!place) return null;
  const went = wentOn.find((w) => placeId(w.place) === placeId(place));
  if (went) return { kind: "went-on", name: went.name };
  const m = readAsArea(place, misread);
  return m ? { kind: "area", misread: m, place: m.area } : { kind: "place", place };
}

/** The name read as the place searched ("Heaton Moor" read as Manchester, decision 171), if one was. */
function readAsArea(place: Place | undefined, misread: readonly Misread[]): Misread | undefined {
  return place && misread.find((m) => placeId(m.area) === placeId(place));
}

/**
 * The place a form's place field is valued in when the gazetteer does not read the words whole:
 * the chat's reading of "in" and the words (decision 203), so the form, the API and the chat value
 * the same place. "north London" is London and "Leeds city centre" LS1, each with a note saying how
 * the words were read; "Heaton Moor, Manchester" is Manchester, and the note says why (decision
 * 188). Null for words that are no one place: a name going on as one the data does not hold
 * ("Newcastle Emlyn", decision 184), a name it does not know, or more than one place ("Heaton Moor,
 * Manchester or Leeds").
 */
export function placeReadAs(text: string, gazetteer: Gazetteer): { place: Place; note?: string } | null {
  const read = `in ${text.trim()}`;
  const reading = analyse(read, gazetteer);
  const where = placeOf(reading);
  const centre = reading.partsAsked.find((p) => p.kind === "centre");
  if (!where || where.kind === "went-on") return null;
  if (reading.criteria.places && !(centre?.districts && centre.districts.length > 1)) return null;
  if (where.kind === "area") {
    const m = where.misread;
    if (m.start !== 3 || !/^[\s).]*$/.test(read.slice(m.areaEnd))) return null;
    const why = m.lying === "in" ? "" : ` (${m.shortened.name} in the sales data ${lyingWords(m.lying, m.area)})`;
    return { place: m.area, note: `"${m.name}" is no place in the sales data, so I valued it in ${m.area.name}${why}.` };
  }
  // Words the search names as no place in the data are not passed over in one place's words.
  if (reading.unknownPlaces.length > 0) return null;
  const part = reading.partsAsked[0];
  return part ? { place: where.place, note: partNote(part, where.place) } : { place: where.place };
}

/** How a part of a place asked for was valued: "north London" in all of London, "Leeds city centre" in LS1. */
function partNote(part: PartAsked, valued: Place): string {
  const { said, place, districts } = part;
  if (part.kind === "compass") return `The sales data does not divide ${place.name} by north, south, east or west, so I valued "${said}" in ${place.name}.`;
  if (!districts) return `The sales data marks no centre for ${place.name}, so I valued "${said}" in ${place.name}.`;
  const names = joinWithAnd(districts.map((d) => d.name));
  return districts.length === 1 ? `"${said}" is ${names} in the sales data, so I valued it there.` : `"${said}" is ${names} in the sales data; I valued it in ${valued.name}.`;
}
