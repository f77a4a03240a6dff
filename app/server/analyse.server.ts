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
import { valuedInSentence } from "~/lib/search/summary";
import { formatPounds } from "~/lib/format";
import type { Gazetteer, Place } from "~/lib/search/types";
import { valueDeal, type PropertyKind } from "~/lib/valuation";
import type { Db } from "./db.server";
import { soldPriceColumn, valueMonthColumn } from "./deals.server";
import { alsoNamedParts, getGazetteer, laCodeOfPlace, latestImportRun } from "./places.server";

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

type Located = { laCode: string; district: string | null; name: string; placeNote?: string } | { error: string; field: AnalysisField };

function districtLa(db: Db, district: string): string | null {
  const row = db.$client.prepare("SELECT la_code FROM postcode_districts WHERE district = ?").get(district) as
    | { la_code: string | null }
    | undefined;
  return row?.la_code ?? null;
}

function locate(db: Db, ref: ReferenceData, q: AnalysisQuery): Located {
  const postcode = q.postcode?.trim().toUpperCase().replace(/\s+/g, " ");
  if (postcode) {
    const full = parsePostcode(postcode);
    if (full) {
      const la = ref.locate(full.postcode).laCode;
      return la ? { laCode: la, district: full.district, name: full.postcode } : { error: `We couldn't find the postcode “${postcode}” in our data.`, field: "postcode" };
    }
    if (/^[A-Z]{1,2}\d[A-Z\d]?$/.test(postcode)) {
      const la = districtLa(db, postcode);
      return la ? { laCode: ref.canonical(la), district: postcode, name: postcode } : { error: `We couldn't find the postcode district “${postcode}” in our data.`, field: "postcode" };
    }
    return { error: `“${postcode}” is not a postcode or postcode district.`, field: "postcode" };
  }
  const text = q.place?.trim() ?? "";
  const gazetteer = getGazetteer(db);
  // "Richmond, North Yorkshire" is read as a search reads it (decisions 153, 160).
  const asked = q.knownPlace ?? (text ? lookupPlace(text, gazetteer) : undefined);
  // "Heaton Moor, Manchester": a name the data does not hold, then the place it is in, is valued in
  // that place, as a search of the words searches it, and the answer says why (decision 188).
  const readAs = asked || !text ? null : placeReadAs(text, gazetteer);
  // A name places far apart share ("Richmond") is valued in the largest of them, and the answer
  // says which, and how to name another (decision 161).
  const parts = asked ? gazetteer.partsOf?.(asked) : null;
  const place = parts ? parts[0]!.place : (asked ?? readAs?.place);
  const placeNote = asked && parts ? valuedInSentence(asked.name, parts.map((p) => p.place.name)) : asked ? alsoNamedNote(db, gazetteer, text, asked) : readAs?.note;
  if (place) {
    if (place.kind === "postcode-district") {
      // A district typed as the place: a problem with it is the place field's.
      const district = locate(db, ref, { ...q, postcode: place.key, knownPlace: null });
      return "error" in district ? { ...district, field: "place" } : district;
    }
    if (place.kind === "county" || place.kind === "region" || place.kind === "postcode-area") {
      return { error: `“${place.name}” is too wide an area to value a property in: name a town, local authority or postcode district.`, field: "place" };
    }
    const la = place.kind === "local-authority" ? place.key : laCodeOfPlace(db, place);
    if (la) return { laCode: ref.canonical(la), district: null, name: place.name, placeNote };
  }
  const named = text ? ref.locate(null, text).laCode : null;
  if (named) return { laCode: named, district: null, name: ref.laName(named) ?? text };
  if (!text) return { error: "Say where the property is: a town, local authority or postcode district.", field: "place" };
  return { error: `We couldn't find the place “${text}”: try a town, local authority or postcode district in Great Britain.`, field: "place" };
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
