/**
 * Analyse any property an investor brings (docs/decisions/053): the place is resolved to a local
 * authority from the reference data in the database, the ValuationInput is built by the importers'
 * own `valuationInputFor` and valued by the same `valueDeal`, and up to five comparable sales are
 * read from the deals table.
 */
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { deals } from "../../db/schema";
import { valuationInputFor } from "../../db/import/deal-builder";
import { parsePostcode, ReferenceData } from "../../db/import/reference-data";
import type { AnalysisFacts, ComparableSale } from "~/lib/assistant/analysis-answer";
import type { AnalysisType } from "~/lib/analysis-types";
import { placeReadAs } from "~/lib/search/analyse-request";
import { lookupPlace, placeId } from "~/lib/search/gazetteer";
import { nationLetter } from "~/lib/search/regions";
import { valuedInSentence } from "~/lib/search/summary";
import { formatPounds } from "~/lib/format";
import type { Gazetteer, Place } from "~/lib/search/types";
import { valueDeal, type PropertyKind } from "~/lib/valuation";
import type { Db } from "./db.server";
import { soldPriceColumn, valueMonthColumn } from "./deals.server";
import { alsoNamedParts, councilsSpanned, getGazetteer, laCodeOfPlace, latestImportRun, whichCouncil } from "./places.server";

export interface AnalysisQuery {
  price: number;
  type: AnalysisType;
  bedrooms?: number | null;
  /** A full postcode or a postcode district. */
  postcode?: string | null;
  /** A town, local authority or postcode district by name. */
  place?: string | null;
  /** A place already read by the gazetteer (the chat's reading), used before `place`. */
  knownPlace?: Place | null;
  /** A month's rent of the investor's own, valued at instead of the area's (the chat's, decision 196). */
  rent?: number | null;
  asOf?: string;
}

/** The form field a refusal is about (decision 180): the postcode said, or the place; null when neither. */
export type AnalysisField = "place" | "postcode";

export type AnalysisResult = { ok: true; facts: AnalysisFacts } | { ok: false; message: string; field: AnalysisField | null };

/** How the investor's own rent is named wherever it is used (decision 196). */
export const RENT_GIVEN_SOURCE = "the rent you gave";

/** A "house" whose form is not said is valued as a terraced house (docs/decisions/053). */
export const HOUSE_KIND: PropertyKind = "terraced";

/** Comparable sales: within this share of the price either side. */
export const COMPARABLE_PRICE_BAND = 0.25;
export const MAX_COMPARABLES = 5;

const TYPE_WORD: Record<AnalysisType, string> = {
  flat: "flat",
  terraced: "terraced house",
  "semi-detached": "semi-detached house",
  detached: "detached house",
  house: "house",
};

let cachedRef: { db: Db; version: number; ref: ReferenceData } | undefined;

/** The reference data, loaded once per import run (reloaded after an update). */
function referenceData(db: Db): ReferenceData {
  const version = latestImportRun(db);
  if (cachedRef && cachedRef.db === db && cachedRef.version === version) return cachedRef.ref;
  const ref = ReferenceData.load(db);
  cachedRef = { db, version, ref };
  return ref;
}

type Found = { laCode: string; district: string | null; name: string; placeNote?: string };
type Located = Found | { error: string; field: AnalysisField };

function districtLa(db: Db, district: string): string | null {
  const row = db.$client.prepare("SELECT la_code FROM postcode_districts WHERE district = ?").get(district) as
    | { la_code: string | null }
    | undefined;
  return row?.la_code ?? null;
}

function locate(db: Db, ref: ReferenceData, q: AnalysisQuery): Located {
  const postcode = q.postcode?.trim().toUpperCase().replace(/\s+/g, " ");
  if (!postcode) return locatePlace(db, ref, q);
  const at = locatePostcode(db, ref, postcode);
  const text = q.place?.trim() ?? "";
  return "error" in at || !text ? at : besidePlace(db, ref, at, text);
}

/** A full postcode or a postcode district, or the Postcode field's error. */
function locatePostcode(db: Db, ref: ReferenceData, postcode: string): Located {
  const full = parsePostcode(postcode);
  if (full) {
    const la = ref.locate(full.postcode).laCode;
    if (la) return { laCode: la, district: full.district, name: full.postcode };
  } else if (/^[A-Z]{1,2}\d[A-Z\d]?$/.test(postcode)) {
    const la = districtLa(db, postcode);
    if (la) return { laCode: ref.canonical(la), district: postcode, name: postcode };
  } else {
    return { error: `“${postcode}” is not a postcode or postcode district.`, field: "postcode" };
  }
  // Northern Ireland is valued by its councils' rents, but no BT postcode is in the data (decision 202).
  if (postcode.startsWith("BT")) return { error: NI_POSTCODE, field: "postcode" };
  return { error: `We couldn't find the ${full ? "postcode" : "postcode district"} “${postcode}” in our data.`, field: "postcode" };
}

/** Northern Ireland's postcodes: what to give instead. */
export const NI_POSTCODE = "Northern Ireland's postcodes are not in our data: give the council instead, for example Belfast.";

/** The place field's words: a town, local authority or postcode district, or the field's error. */
function locatePlace(db: Db, ref: ReferenceData, q: AnalysisQuery): Located {
  const text = q.place?.trim() ?? "";
  const gazetteer = getGazetteer(db);
  const found = placeNamed(db, gazetteer, text, q.knownPlace);
  if (found) {
    const { place, placeNote } = found;
    if (place.kind === "postcode-district") {
      // A district typed as the place (or "Leeds city centre"): a problem with it is the place field's.
      const district = locatePostcode(db, ref, place.key);
      return "error" in district ? { ...district, field: "place" } : { ...district, placeNote };
    }
    if (place.kind === "county" || place.kind === "region" || place.kind === "postcode-area") {
      return { error: `“${place.name}” is too wide an area to value a property in: name a town, local authority or postcode district.`, field: "place" };
    }
    // "London" (or "north London"): a name that stands for many councils has no one rent or
    // average price to value at, so the place field, or the chat, asks which (decision 208).
    const spanned = councilsSpanned(db, place);
    if (spanned) return { error: whichCouncil(place.name, spanned), field: "place" };
    const la = place.kind === "local-authority" ? place.key : laCodeOfPlace(db, place);
    if (la) return { laCode: ref.canonical(la), district: null, name: place.name, placeNote };
  }
  const named = text ? ref.locate(null, text).laCode : null;
  if (named) return { laCode: named, district: null, name: ref.laName(named) ?? text };
  if (!text) return { error: "Say where the property is: a town, local authority or postcode district.", field: "place" };
  return { error: `We couldn't find the place “${text}”: try a town, local authority or postcode district in the United Kingdom.`, field: "place" };
}

/**
 * The place the words name, as the gazetteer reads them whole ("Richmond, North Yorkshire",
 * decisions 153, 160) or else as the chat reads them (`placeReadAs`: "north London", "Leeds city
 * centre", "Heaton Moor, Manchester"; decisions 188, 203), with the note that says how; the
 * chat's own reading (`known`) first. Null when the words name no one place.
 */
function placeNamed(db: Db, gazetteer: Gazetteer, text: string, known?: Place | null): { place: Place; placeNote?: string } | null {
  const asked = known ?? (text ? lookupPlace(text, gazetteer) : undefined);
  const read = text && (!asked || known) ? placeReadAs(text, gazetteer) : null;
  if (!asked) return read && { place: read.place, placeNote: read.note };
  // A name places far apart share ("Richmond") is valued in the largest of them, and the answer
  // says which, and how to name another (decision 161).
  const parts = gazetteer.partsOf?.(asked);
  if (parts) return { place: parts[0]!.place, placeNote: valuedInSentence(asked.name, parts.map((p) => p.place.name)) };
  // The chat's place, read from the same words: the same note as the form's (decision 203).
  const same = read && placeId(read.place) === placeId(asked) ? read.note : undefined;
  return { place: asked, placeNote: alsoNamedNote(db, gazetteer, text, asked) ?? same };
}

/**
 * A postcode given with a place (decision 202): the postcode is valued when it lies in the place;
 * when it lies only near it, the postcode is valued and the note says so; when it lies elsewhere,
 * or the place is none the data knows, the Postcode field says so and nothing is valued.
 */
function besidePlace(db: Db, ref: ReferenceData, at: Found, text: string): Located {
  const gazetteer = getGazetteer(db);
  const found = placeNamed(db, gazetteer, text);
  const laNamed = found ? null : ref.locate(null, text).laCode;
  if (!found && !laNamed) return { error: `We couldn't find the place “${text}”: correct it, or clear it to value the postcode ${at.name}.`, field: "place" };
  const district: Place = { kind: "postcode-district", key: at.district!, name: at.district! };
  const name = found?.place.name ?? ref.laName(laNamed!) ?? text;
  let lying = found ? gazetteer.liesIn?.(district, found.place) : null;
  // A place no sale names (a Northern Irish council) or a council read by name: its council's.
  // A nation no sale lies in (Scotland): the postcode's council's nation.
  if (!lying) {
    const letter = found?.place.kind === "region" ? nationLetter(found.place.key) : null;
    const la = letter ? null : (laNamed ?? (found!.place.kind === "local-authority" ? found!.place.key : laCodeOfPlace(db, found!.place)));
    lying = letter ? (at.laCode.startsWith(letter) ? "in" : "apart") : !la || ref.canonical(la) === at.laCode ? "in" : "apart";
  }
  if (lying === "in") return at;
  const where = ref.laName(at.laCode);
  if (lying === "near") return { ...at, placeNote: `${at.name} is near ${name} in the sales data, not in it, so I valued the postcode you gave${where ? `, in ${where}` : ""}.` };
  return { error: `${at.name} is ${where ? `in ${where}, ` : ""}not in ${name}: correct the postcode or the place, or clear one of them.`, field: "postcode" };
}

/**
 * "Newcastle": a short name read as one post town that is another's too says so, as a search of it
 * does (decisions 161, 172), when the words used are that name and read as the place valued;
 * else undefined.
 */
function alsoNamedNote(db: Db, gazetteer: Gazetteer, words: string, valued: Place): string | undefined {
  const other = words ? gazetteer.alsoNamed?.(words) : undefined;
  const read = other && gazetteer.lookup(words);
  if (!other || !read || placeId(read) !== placeId(valued)) return undefined;
  const parts = alsoNamedParts(db, valued, other);
  return parts ? valuedInSentence(other.name, parts.map((p) => p.place.name)) : undefined;
}

function comparables(db: Db, where: ReturnType<typeof eq>, type: AnalysisType, price: number): ComparableSale[] {
  const kind = type === "house" ? eq(deals.propertyType, "House") : eq(deals.propertyKind, type);
  return db
    .select({
      id: deals.id,
      title: deals.title,
      location: deals.location,
      price: deals.price,
      soldPrice: soldPriceColumn,
      valueMonth: valueMonthColumn,
      soldDate: deals.soldDate,
      status: deals.status,
    })
    .from(deals)
    .where(
      and(
        where,
        kind,
        eq(deals.nonMarket, false),
        gte(deals.price, Math.floor(price * (1 - COMPARABLE_PRICE_BAND))),
        lte(deals.price, Math.ceil(price * (1 + COMPARABLE_PRICE_BAND))),
      ),
    )
    .orderBy(asc(sql`abs(${deals.price} - ${price})`), asc(deals.id))
    .limit(MAX_COMPARABLES)
    .all();
}

/** Values the property described, or says which part could not be found. */
export function analyseProperty(db: Db, q: AnalysisQuery): AnalysisResult {
  const ref = referenceData(db);
  const where = locate(db, ref, q);
  if ("error" in where) return { ok: false, message: where.error, field: where.field };
  const kind: PropertyKind = q.type === "house" ? HOUSE_KIND : q.type;
  const bedrooms = q.bedrooms ?? null;
  const rentOverride = q.rent ? { monthly: q.rent, source: RENT_GIVEN_SOURCE } : null;
  const { input } = valuationInputFor(ref, where.laCode, { price: q.price, kind, bedrooms, saleDate: null, asOf: q.asOf, rentOverride });
  const valuation = valueDeal(input);
  // The place was found: nothing in the form is wrong, so no field is named.
  if (!valuation) return { ok: false, message: `We have no rent figures for ${where.name}, so it cannot be valued.`, field: null };
  const laName = ref.laName(where.laCode) ?? where.name;

  let comparablesArea: string | null = null;
  let found: ComparableSale[] = [];
  if (where.district) {
    found = comparables(db, eq(deals.postcodeDistrict, where.district), q.type, q.price);
    if (found.length > 0) comparablesArea = where.district;
  }
  if (found.length === 0) {
    found = comparables(db, eq(deals.laCode, where.laCode), q.type, q.price);
    if (found.length > 0) comparablesArea = laName;
  }
  const beds = bedrooms === null ? "" : bedrooms === 0 ? "studio " : `${bedrooms} bed `;
  const placeName = where.name === laName ? laName : `${where.name} (${laName})`;
  return {
    ok: true,
    facts: {
      subject: `${beds}${TYPE_WORD[q.type]} in ${placeName} for ${formatPounds(q.price)}${rentOverride ? ` renting at ${formatPounds(rentOverride.monthly, { pence: true })} a month` : ""}`,
      placeName,
      laName,
      valuation,
      comparablesArea,
      comparables: found,
      placeNote: where.placeNote ?? null,
    },
  };
}
