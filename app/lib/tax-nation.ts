/**
 * Which UK nation, and so which purchase tax (SDLT, LBTT or LTT), a place is in.
 *
 * Sources, most reliable first (see docs/decisions/031-tax-nation-detection.md):
 * 1. A GSS code: a country code (E92000001 …) or a local-authority code (E06…, W06…, S12…, N09…);
 *    the first letter is the nation.
 * 2. A postcode district with the country code the server holds for it (`postcode_districts.
 *    country_code`, from the ONS postcode directory: the country of most of its postcodes), passed
 *    in as `districtCountry`.
 * 3. This module's own district table for the districts that straddle or sit across a border
 *    (TD15 is England; SY15–SY25 and CH5–CH8 are Wales), then the postcode-area table.
 * 4. A free-text place name through a gazetteer-like `lookup` passed in (the server's gazetteer
 *    maps towns, authorities and postcode districts to keys such as LA codes).
 * 5. The name of a nation in the text ("Scotland", "Welsh").
 *
 * A district that straddles a border is answered with its majority nation and `crossBorder: true`,
 * so the caller can say "check the full address". Jersey, Guernsey and the Isle of Man are not in
 * the UK for these taxes and give null. Pure: no I/O.
 */
import type { TaxNation } from "./property-tax";

export type NationSource =
  | "country-code"
  | "local-authority-code"
  | "district-country-code"
  | "postcode-district"
  | "postcode-area"
  | "place-name"
  | "nation-name";

export interface NationMatch {
  nation: TaxNation;
  source: NationSource;
  /** The district or area straddles a national border: the full postcode decides. */
  crossBorder: boolean;
}

/** What a gazetteer lookup may return; every field is optional. */
export interface PlaceRef {
  /** The gazetteer's kind: "local-authority", "postcode-district", "postcode-area", "town", … */
  kind?: string;
  /** The gazetteer's key: an LA code for local authorities, the district or area for postcodes. */
  key?: string;
  laCode?: string | null;
  countryCode?: string | null;
  postcodeDistrict?: string | null;
}

export type PlaceLookup = (text: string) => PlaceRef | undefined;
/** The country code (E92000001 …) the server holds for a postcode district, if any. */
export type DistrictCountryLookup = (district: string) => string | null | undefined;

const BY_LETTER: Readonly<Record<string, TaxNation>> = {
  E: "england",
  W: "wales",
  S: "scotland",
  N: "northern-ireland",
};

/** A GSS code (9 characters, e.g. "W06000015", "S92000003") → its nation, else null. */
export function nationFromGssCode(code: string): TaxNation | null {
  const m = /^([EWSN])\d{8}$/.exec(code.trim().toUpperCase());
  return m?.[1] ? (BY_LETTER[m[1]] ?? null) : null;
}

// ---------------------------------------------------------------------------------------------
// Postcodes
// ---------------------------------------------------------------------------------------------

const SCOTTISH_AREAS = ["AB", "DD", "DG", "EH", "FK", "G", "HS", "IV", "KA", "KW", "KY", "ML", "PA", "PH", "TD", "ZE"];
const WELSH_AREAS = ["CF", "LD", "LL", "NP", "SA"];
const ENGLISH_AREAS = (
  "AL B BA BB BD BH BL BN BR BS CA CB CH CM CO CR CT CV CW DA DE DH DL DN DT DY E EC EN EX FY GL GU " +
  "HA HD HG HP HR HU HX IG IP KT L LA LE LN LS LU M ME MK N NE NG NN NR NW OL OX PE PL PO PR RG RH RM " +
  "S SE SG SK SL SM SN SO SP SR SS ST SW SY TA TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO"
).split(" ");
/** Jersey, Guernsey, the Isle of Man: Crown dependencies, outside SDLT, LBTT and LTT. */
const CROWN_DEPENDENCY_AREAS = new Set(["JE", "GY", "IM"]);

const AREA_NATION = new Map<string, TaxNation>([
  ...SCOTTISH_AREAS.map((a): [string, TaxNation] => [a, "scotland"]),
  ...WELSH_AREAS.map((a): [string, TaxNation] => [a, "wales"]),
  ...ENGLISH_AREAS.map((a): [string, TaxNation] => [a, "england"]),
  ["BT", "northern-ireland"],
]);

/**
 * Districts whose nation differs from their area's, by the country of most of their postcodes
 * (ONS postcode directory, as in /work/shared/data/geo/postcode_district_centroids.csv).
 */
const DISTRICT_EXCEPTIONS: Readonly<Record<string, TaxNation>> = {
  // Berwick-upon-Tweed: a TD district in England.
  TD15: "england",
  // Deeside, Flint, Mold, Holywell: CH districts in Flintshire.
  CH5: "wales",
  CH6: "wales",
  CH7: "wales",
  CH8: "wales",
  // Montgomeryshire and Ceredigion: SY districts in Powys and Ceredigion.
  ...Object.fromEntries(
    [15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25].map((n): [string, TaxNation] => [`SY${n}`, "wales"]),
  ),
};

/**
 * Districts with postcodes on both sides of a border (the majority nation is the one above or the
 * area's): Chester/Saltney (CH4), Oswestry (SY10), Whitchurch (SY13), Malpas (SY14), Montgomery
 * (SY15), Hay-on-Wye (HR3), Kington (HR5), Knighton (LD7), Presteigne (LD8), Chepstow (NP16),
 * Monmouth (NP25), Coldstream/Cornhill (TD12), Berwick/Paxton (TD15).
 */
const CROSS_BORDER_DISTRICTS = new Set([
  "CH4",
  "SY10",
  "SY13",
  "SY14",
  "SY15",
  "HR3",
  "HR5",
  "LD7",
  "LD8",
  "NP16",
  "NP25",
  "TD12",
  "TD15",
]);

export interface ParsedPostcode {
  area: string;
  /** The outward code ("SW1A", "TD15"); absent when only an area was given. */
  district?: string;
}

/**
 * A full postcode ("TD15 1AB"), a district ("SY23", "sw1a") or an area ("BT", "G") → its parts;
 * null when the text is not one.
 */
export function parsePostcode(text: string): ParsedPostcode | null {
  const t = text.trim().toUpperCase().replace(/\s+/g, " ");
  const full = /^([A-Z]{1,2})(\d[A-Z\d]?) ?\d[A-Z]{2}$/.exec(t);
  if (full?.[1] && full[2]) return { area: full[1], district: full[1] + full[2] };
  const district = /^([A-Z]{1,2})(\d[A-Z\d]?)$/.exec(t);
  if (district?.[1] && district[2]) return { area: district[1], district: district[1] + district[2] };
  if (/^[A-Z]{1,2}$/.test(t)) return { area: t };
  return null;
}

/**
 * The nation of a postcode, district or area. `districtCountry` (the server's table) is used
 * first; then this module's district exceptions; then the area. Null for an unknown area or a
 * Crown dependency.
 */
export function nationFromPostcode(text: string, districtCountry?: DistrictCountryLookup): NationMatch | null {
  const parsed = parsePostcode(text);
  if (!parsed || CROWN_DEPENDENCY_AREAS.has(parsed.area)) return null;
  const { area, district } = parsed;
  const crossBorder = district !== undefined && CROSS_BORDER_DISTRICTS.has(district);
  if (district) {
    const code = districtCountry?.(district);
    const fromTable = code ? nationFromGssCode(code) : null;
    if (fromTable) return { nation: fromTable, source: "district-country-code", crossBorder };
    const exception = DISTRICT_EXCEPTIONS[district];
    if (exception) return { nation: exception, source: "postcode-district", crossBorder };
  }
  const nation = AREA_NATION.get(area);
  if (!nation) return null;
  // An area that spans two nations, given without its district, is itself cross-border.
  const areaSpans = district === undefined && ["CH", "SY", "TD", "HR", "LD", "NP"].includes(area);
  return {
    nation,
    source: district ? "postcode-district" : "postcode-area",
    crossBorder: crossBorder || areaSpans,
  };
}

// ---------------------------------------------------------------------------------------------
// Places and free text
// ---------------------------------------------------------------------------------------------

/** The nation a gazetteer's answer points to, or null when it holds no code or postcode. */
export function nationFromPlaceRef(place: PlaceRef, districtCountry?: DistrictCountryLookup): NationMatch | null {
  const country = place.countryCode ? nationFromGssCode(place.countryCode) : null;
  if (country) return { nation: country, source: "country-code", crossBorder: false };
  const key = place.key?.trim() ?? "";
  const laCode = place.laCode ?? (place.kind === "local-authority" || /^[EWSN]\d{8}$/i.test(key) ? key : null);
  const fromLa = laCode ? nationFromGssCode(laCode) : null;
  if (fromLa) return { nation: fromLa, source: "local-authority-code", crossBorder: false };
  const postcode =
    place.postcodeDistrict ?? (place.kind === "postcode-district" || place.kind === "postcode-area" ? key : null);
  return postcode ? nationFromPostcode(postcode, districtCountry) : null;
}

const NATION_NAMES: readonly [RegExp, TaxNation][] = [
  [/\b(northern ireland|northern irish)\b/i, "northern-ireland"],
  [/\b(scotland|scottish)\b/i, "scotland"],
  [/\b(wales|welsh|cymru)\b/i, "wales"],
  [/\b(england|english)\b/i, "england"],
];

/** A nation named outright in the text ("a flat in Scotland"), else null. */
export function nationFromNationName(text: string): TaxNation | null {
  for (const [pattern, nation] of NATION_NAMES) if (pattern.test(text)) return nation;
  return null;
}

export interface DetectNationInput {
  /** A GSS country or local-authority code. */
  code?: string | null;
  /** A full postcode, district or area. */
  postcode?: string | null;
  /** Free text: a place name, an address, or a question that names a place. */
  text?: string | null;
}

export interface DetectNationOptions {
  lookup?: PlaceLookup;
  districtCountry?: DistrictCountryLookup;
}

const POSTCODE_IN_TEXT = /\b([A-Z]{1,2}\d[A-Z\d]?)(?: ?\d[A-Z]{2})?\b/gi;
const WORD = /[\p{L}\d]+(?:['’-][\p{L}\d]+)*/gu;

/**
 * The nation from whatever is known, most reliable first: a GSS code, a postcode, then the text
 * (a postcode inside it, a place the gazetteer knows, then a nation's name). Null when nothing
 * decides it: the caller chooses a default and should say it assumed one.
 */
export function detectNation(input: DetectNationInput, options: DetectNationOptions = {}): NationMatch | null {
  if (input.code) {
    const nation = nationFromGssCode(input.code);
    if (nation) {
      const source = /^[EWSN]92/i.test(input.code.trim()) ? "country-code" : "local-authority-code";
      return { nation, source, crossBorder: false };
    }
  }
  if (input.postcode) {
    const match = nationFromPostcode(input.postcode, options.districtCountry);
    if (match) return match;
  }
  const text = input.text?.trim();
  if (!text) return null;
  const whole = nationFromPostcode(text, options.districtCountry);
  if (whole) return whole;
  for (const m of text.matchAll(POSTCODE_IN_TEXT)) {
    // Only a token with a digit counts inside a sentence ("in SY23", not the word "in").
    const match = m[0] && /\d/.test(m[0]) ? nationFromPostcode(m[0], options.districtCountry) : null;
    if (match) return match;
  }
  if (options.lookup) {
    const found = lookupLongestPlace(text, options.lookup, options.districtCountry);
    if (found) return found;
  }
  const named = nationFromNationName(text);
  return named ? { nation: named, source: "nation-name", crossBorder: false } : null;
}

/** Tries every run of up to four words, longest first, against the gazetteer. */
function lookupLongestPlace(
  text: string,
  lookup: PlaceLookup,
  districtCountry?: DistrictCountryLookup,
): NationMatch | null {
  const words = [...text.matchAll(WORD)].map((m) => m[0]);
  for (let size = Math.min(4, words.length); size >= 1; size--) {
    for (let i = 0; i + size <= words.length; i++) {
      const place = lookup(words.slice(i, i + size).join(" "));
      const match = place ? nationFromPlaceRef(place, districtCountry) : null;
      if (match) return { ...match, source: match.source === "district-country-code" ? match.source : "place-name" };
    }
  }
  return null;
}
