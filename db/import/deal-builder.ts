/**
 * Turns one completed sale (HM Land Registry Price Paid) or one listing, plus the reference
 * data, into a row of the deals table, valued by `valueDeal`. Pure: no database access.
 *
 * A row that cannot be valued (no rent figures for its area), or that is not a home (Land
 * Registry property type "other": commercial, land, garages…), is not a deal: the builder says
 * why instead. A sale that is likely not an open-market one is still built, flagged
 * (docs/decisions/036, see non-market.ts) and left out of rankings.
 */
import {
  dealTypeOf,
  valueDeal,
  type DealType,
  type PropertyKind,
  type Valuation,
  type ValuationInput,
} from "../../app/lib/valuation";
import { searchFlagsOf } from "../../app/lib/search/flags";
import { today } from "../../app/lib/valuation/dates";
import { formatDate, formatMonth, formatPounds, joinParts, titleCase } from "./format";
import { nationOf, parsePostcode, type HpiFound, type ReferenceData, type RentsFound } from "./reference-data";

/** The columns of a deals row the importers write (the rest are defaults). */
export interface DealRow {
  externalId: string;
  title: string;
  price: number;
  location: string;
  propertyType: DealType;
  propertyKind: string;
  bedrooms: number | null;
  roi: number;
  yield: number;
  score: number;
  description: string;
  imageUrl: string | null;
  postcode: string | null;
  postcodeDistrict: string | null;
  fullAddress: string | null;
  street: string | null;
  town: string | null;
  district: string | null;
  county: string | null;
  laCode: string | null;
  sourceUrl: string | null;
  sourceWebsite: string | null;
  status: "sold" | "for_sale";
  soldDate: string | null;
  lat: number | null;
  lon: number | null;
  nonMarket: boolean;
  ppdCategory: string | null;
  bedroomsEstimated: boolean;
  /** Bits of the bedroom counts common for the type in the area (estimated counts only). */
  bedroomsCommon: number | null;
  /** `searchFlagsOf(valuation)`: the valuation filters as bits (decision 062). */
  searchFlags: number;
  valuation: Record<string, unknown>;
}

export type BuildResult =
  | { ok: true; deal: DealRow; valuation: Valuation; notIndexed: boolean }
  | { ok: false; skip: SkipReason };

export const SKIP_NO_RENT = "no rent data" as const;
export const SKIP_NOT_A_HOME = "property type other: not a home (commercial, land, garages, part interests)" as const;
export const SKIP_LOW_PRICE = "price under £25,000 (not an open-market sale)" as const;
export const SKIP_IMPLAUSIBLE_YIELD = "gross yield over 20% (not an open-market sale)" as const;
type SkipReason = typeof SKIP_NO_RENT | typeof SKIP_NOT_A_HOME | typeof SKIP_LOW_PRICE | typeof SKIP_IMPLAUSIBLE_YIELD;

/**
 * Plausibility gate (docs/decisions/008): a sale under £25,000, or a residential sale whose
 * gross yield would exceed 20%, is almost always a transfer of part of a property, a garage,
 * land or a non-market deal; scoring it would put nonsense at the top of every search.
 */
export const MIN_DEAL_PRICE = 25_000;
export const MAX_RESIDENTIAL_YIELD = 20;

function implausible(price: number, v: Valuation, kind: PropertyKind): SkipReason | null {
  if (price < MIN_DEAL_PRICE) return SKIP_LOW_PRICE;
  if (kind !== "other" && v.grossYield > MAX_RESIDENTIAL_YIELD) return SKIP_IMPLAUSIBLE_YIELD;
  return null;
}

/** The stored valuation: everything but the constant assumptions (see DEFAULT_ASSUMPTIONS). */
function storedValuation(v: Valuation) {
  const { assumptions: _constant, ...rest } = v;
  return rest;
}

/** One Price Paid record, as read by `price-paid.ts`. */
export interface SaleRecord {
  /** Transaction id without braces, upper case. */
  id: string;
  price: number;
  /** YYYY-MM-DD. */
  date: string;
  /** As given (may be empty). */
  postcode: string;
  kind: PropertyKind;
  newBuild: boolean | null;
  tenure: "freehold" | "leasehold" | "unknown";
  saon: string;
  paon: string;
  street: string;
  locality: string;
  town: string;
  district: string;
  county: string;
  /** A standard price paid, B additional (repossessions, buy-to-let, transfers to companies). */
  transactionCategory: string;
  linkedDataUri: string;
}

export const SOURCE_LAND_REGISTRY = "HM Land Registry";

/** `http://landregistry.data.gov.uk/data/ppi/transaction/<ID>/current`. */
export function landRegistryUri(id: string): string {
  return `http://landregistry.data.gov.uk/data/ppi/transaction/${id}/current`;
}

const KIND_NOUN: Record<PropertyKind, string> = {
  flat: "flat",
  terraced: "terraced house",
  "semi-detached": "semi-detached house",
  detached: "detached house",
  other: "property",
};

/**
 * "3-bed terraced house, Peel Brow", "2-bed flat, Cowper Road", "Commercial property, High Bridge";
 * an estimated count reads "Terraced house (likely 3-bed), Peel Brow".
 */
export function dealTitle(kind: PropertyKind, bedrooms: number | null, place: string, estimated = false): string {
  let what: string;
  if (kind === "other") what = "Commercial property";
  else if (bedrooms === null) what = KIND_NOUN[kind].charAt(0).toUpperCase() + KIND_NOUN[kind].slice(1);
  else if (estimated) what = `${KIND_NOUN[kind].charAt(0).toUpperCase() + KIND_NOUN[kind].slice(1)} (likely ${bedrooms}-bed)`;
  else if (bedrooms === 0) what = kind === "flat" ? "Studio flat" : `Studio ${KIND_NOUN[kind]}`;
  else what = `${bedrooms}-bed ${KIND_NOUN[kind]}`;
  return place ? `${what}, ${place}` : what;
}

/** "Bury, Greater Manchester"; "London, Greater London"; the town alone when they match. */
export function dealLocation(town: string, county: string): string {
  return joinParts([titleCase(town), titleCase(county)]);
}

/** "rent estimated at £750 a month (ONS Price Index of Private Rents, May 2026 (provisional), Bury, 3 bedrooms; …)". */
function rentClause(v: Valuation, kind: PropertyKind): string {
  const details: string[] = [v.rentSource.description];
  if (v.rentSource.source === "ons-voa-prms") details.push("the newer ONS figures do not cover the area");
  if (v.rentSource.note) details.push(v.rentSource.note);
  if (v.rentSource.fellBack) details.push("no figure for the bedroom count");
  if (kind === "other") details.push("a weak guide for commercial property");
  else if (v.bedroomsNote) details.push(v.bedroomsNote);
  return `rent estimated at ${formatPounds(v.monthlyRent)} a month (${details.join("; ")})`;
}

/** The sentence added to a category B sale's description. */
export const CATEGORY_B_SENTENCE =
  "Land Registry category B: a repossession, buy-to-let or company purchase, whose price may not be an open-market one.";

/** The sentence added to a likely non-market sale's description (and the pattern that finds it). */
export function nonMarketSentence(reason: string): string {
  return ` Likely not an open-market sale (${reason}): left out of rankings.`;
}
export const NON_MARKET_SENTENCE_RE = / Likely not an open-market sale \(.*\): left out of rankings\.$/;

/** Bits of bedroom counts: [2, 3] → 0b1100. */
export function bedroomBits(counts: readonly number[]): number {
  return counts.reduce((bits, n) => bits | (1 << n), 0);
}

/** A house number (or range) such as "56", "1B", "41 - 51" runs into the street: "56 Peel Brow". */
const HOUSE_NUMBER_RE = /^\d+[A-Z]?(?:\s*-\s*\d+[A-Z]?)?$/i;

/** "Flat 14, Book House, 261A City Road, London, EC1V 1AH". */
export function saleAddress(
  sale: Pick<SaleRecord, "saon" | "paon" | "street" | "locality" | "town">,
  postcode: string | null,
): string {
  const paon = titleCase(sale.paon);
  const street = titleCase(sale.street);
  const lastOfPaon = paon.split(",").at(-1)?.trim() ?? "";
  const line = street && HOUSE_NUMBER_RE.test(lastOfPaon) ? [`${paon} ${street}`] : [paon, street];
  return joinParts([titleCase(sale.saon), ...line, titleCase(sale.locality), titleCase(sale.town), postcode]);
}

export interface ValuationParts {
  input: ValuationInput;
  rents: RentsFound | null;
  hpi: HpiFound | null;
}

/** The ValuationInput for a property in `laCode` from the reference data. */
export function valuationInputFor(
  ref: ReferenceData,
  laCode: string | null,
  p: {
    price: number;
    kind: PropertyKind;
    bedrooms: number | null;
    saleDate: string | null;
    ppdCategory?: string | null;
    nonMarketReason?: string | null;
    asOf?: string;
    /** The investor's own rent (an analysis only, decision 196); never a deal's. */
    rentOverride?: { monthly: number; source: string } | null;
  },
): ValuationParts {
  const nation = nationOf(laCode) ?? "england";
  const rents = laCode ? ref.rentsFor(laCode) : null;
  const hpi = laCode && p.saleDate ? ref.hpiFor(laCode, p.saleDate) : null;
  return {
    input: {
      price: p.price,
      kind: p.kind,
      bedrooms: p.bedrooms,
      bedroomsEstimate: p.bedrooms === null ? ref.bedroomsFor(laCode, p.kind) : null,
      saleDate: p.saleDate,
      nation,
      rents: rents?.rents ?? null,
      hpi: hpi?.hpi ?? null,
      areaAveragePrice: laCode ? ref.areaAverage(laCode) : null,
      ppdCategory: p.ppdCategory ?? null,
      nonMarketReason: p.nonMarketReason ?? null,
      asOf: p.asOf ?? today(),
      ...(p.rentOverride ? { rentOverride: p.rentOverride } : {}),
    },
    rents,
    hpi,
  };
}

/**
 * A completed sale → a deals row (status "sold"), or why it is not a deal. `nonMarketReason` is
 * the flag the sale already carries (set by `markNonMarket` after an import), so re-importing the
 * same data builds the same row.
 */
export function buildSaleDeal(
  sale: SaleRecord,
  ref: ReferenceData,
  { nonMarketReason = null, asOf }: { nonMarketReason?: string | null; asOf?: string } = {},
): BuildResult {
  if (sale.kind === "other") return { ok: false, skip: SKIP_NOT_A_HOME };
  const pc = parsePostcode(sale.postcode);
  const place = ref.locate(sale.postcode, sale.district);
  const parts = valuationInputFor(ref, place.laCode, {
    price: sale.price,
    kind: sale.kind,
    bedrooms: null,
    saleDate: sale.date,
    ppdCategory: sale.transactionCategory || null,
    nonMarketReason,
    asOf,
  });
  const v = valueDeal(parts.input);
  if (!v || !parts.rents) return { ok: false, skip: SKIP_NO_RENT };
  const odd = implausible(sale.price, v, sale.kind);
  if (odd) return { ok: false, skip: odd };

  const streetPlace = titleCase(sale.street || sale.locality || sale.town);
  const bedrooms = v.bedrooms;
  const postcode = pc?.postcode ?? (sale.postcode.trim().toUpperCase() || null);

  let value: string;
  if (v.valueBasis === "sale-indexed" && parts.hpi && !parts.hpi.saleAfterLatest) {
    const derived = parts.hpi.derivedMonth
      ? ` (its ${formatMonth(parts.hpi.monthAtSale)} level worked back from the annual change a year later)`
      : "";
    value = `Estimated value ${formatPounds(v.currentValue)} at ${formatMonth(parts.hpi.hpi.periodNow)} prices, indexed by the UK HPI for ${parts.hpi.phrase}${derived}`;
  } else if (v.valueBasis === "sale-indexed" && parts.hpi) {
    value = `Value taken as the price paid (the UK HPI for ${parts.hpi.phrase} runs to ${formatMonth(parts.hpi.monthAtSale)})`;
  } else {
    const first = place.laCode ? ref.hpiFirstMonth(place.laCode) : null;
    value = first
      ? `Value left at the price paid (the UK HPI used here starts in ${formatMonth(first)})`
      : "Value left at the price paid (no UK HPI figure for the area)";
  }
  const categoryB = sale.transactionCategory === "B";
  const description =
    `Sold for ${formatPounds(sale.price)} on ${formatDate(sale.date)} (${SOURCE_LAND_REGISTRY}). ` +
    `${value}; ${rentClause(v, sale.kind)}.` +
    (categoryB ? ` ${CATEGORY_B_SENTENCE}` : "") +
    (nonMarketReason ? nonMarketSentence(nonMarketReason) : "");
  const estimate = parts.input.bedroomsEstimate;

  const valuation = {
    ...storedValuation(v),
    soldPrice: sale.price,
    soldDate: sale.date,
    newBuild: sale.newBuild,
    tenure: sale.tenure,
    transactionCategory: sale.transactionCategory,
    hpiMonthAtSale: parts.hpi?.monthAtSale ?? null,
    locatedBy: place.by,
    laFrom: place.laBy,
  };
  const deal: DealRow = {
    externalId: sale.id,
    title: dealTitle(sale.kind, bedrooms, streetPlace, v.bedroomsAssumed),
    price: v.currentValue,
    location: dealLocation(sale.town, sale.county),
    propertyType: dealTypeOf(sale.kind),
    propertyKind: sale.kind,
    bedrooms: v.bedrooms,
    roi: v.roi,
    yield: v.grossYield,
    score: v.score,
    description,
    imageUrl: null,
    postcode,
    postcodeDistrict: pc?.district ?? null,
    fullAddress: saleAddress(sale, postcode),
    street: sale.street.trim() || null,
    town: sale.town.trim() || null,
    district: sale.district.trim() || null,
    county: sale.county.trim() || null,
    laCode: place.laCode,
    sourceUrl: sale.linkedDataUri || landRegistryUri(sale.id),
    sourceWebsite: SOURCE_LAND_REGISTRY,
    status: "sold",
    soldDate: sale.date,
    lat: place.lat,
    lon: place.lon,
    nonMarket: Boolean(nonMarketReason),
    ppdCategory: sale.transactionCategory || null,
    bedroomsEstimated: v.bedroomsAssumed,
    bedroomsCommon: v.bedroomsAssumed && v.bedrooms !== null ? bedroomBits(estimate?.common ?? [v.bedrooms]) : null,
    searchFlags: searchFlagsOf(valuation),
    valuation,
  };
  return { ok: true, deal, valuation: v, notIndexed: v.valueBasis === "sale-not-indexed" };
}

/** One listing of a feed, as read by `listings.ts`. */
export interface ListingRecord {
  title: string | null;
  price: number;
  address: string | null;
  postcode: string | null;
  /** The kind used for the valuation. */
  kind: PropertyKind;
  /** The kind stored: one of the five, or "house" when a feed only says House. */
  propertyKind: string;
  bedrooms: number | null;
  sourceUrl: string;
  /** The domain the listing is from (its compliance row). */
  domain: string;
  imageUrl: string | null;
}

/** A listing → a deals row (status "for_sale", valued at its asking price). */
export function buildListingDeal(listing: ListingRecord, ref: ReferenceData): BuildResult {
  const pc = parsePostcode(listing.postcode);
  const addressParts = (listing.address ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p && !parsePostcode(p));
  const addressTown = addressParts.length >= 2 ? addressParts.at(-1)! : null;
  const place = ref.locate(pc?.postcode ?? null, addressTown, { nameIsHint: true });
  const parts = valuationInputFor(ref, place.laCode, {
    price: listing.price,
    kind: listing.kind,
    bedrooms: listing.bedrooms,
    saleDate: null,
  });
  const v = valueDeal(parts.input);
  if (!v || !parts.rents) return { ok: false, skip: SKIP_NO_RENT };
  const odd = implausible(listing.price, v, listing.kind);
  if (odd) return { ok: false, skip: odd };

  const laName = place.laCode ? ref.laName(place.laCode) : null;
  const town = addressTown ? titleCase(addressTown) : null;
  const firstLine = addressParts.length > 0 ? titleCase(addressParts[0]!) : (laName ?? "");
  const address = listing.address?.trim() || null;
  const addressHasPostcode = Boolean(pc && address?.toUpperCase().replace(/\s+/g, "").includes(pc.postcode.replace(" ", "")));
  const fullAddress = address ? (pc && !addressHasPostcode ? `${address}, ${pc.postcode}` : address) : (pc?.postcode ?? null);
  const bedrooms = listing.kind === "other" && listing.bedrooms === null ? null : v.bedrooms;
  const description =
    `Listed for ${formatPounds(listing.price)} on ${listing.domain}. ` +
    `${rentClause(v, listing.kind).replace(/^r/, "R")}.`;
  const estimate = parts.input.bedroomsEstimate;

  const valuation = { ...storedValuation(v), askingPrice: listing.price, locatedBy: place.by, laFrom: place.laBy };
  const deal: DealRow = {
    externalId: listing.sourceUrl,
    title: listing.title?.trim() || dealTitle(listing.kind, bedrooms, firstLine, v.bedroomsAssumed),
    price: v.currentValue,
    location: joinParts([town, laName]) || (pc?.district ?? "Unknown"),
    propertyType: dealTypeOf(listing.kind),
    propertyKind: listing.propertyKind,
    bedrooms,
    roi: v.roi,
    yield: v.grossYield,
    score: v.score,
    description,
    imageUrl: listing.imageUrl,
    postcode: pc?.postcode ?? null,
    postcodeDistrict: pc?.district ?? null,
    fullAddress,
    street: null,
    town: town ? town.toUpperCase() : null,
    district: null,
    county: null,
    laCode: place.laCode,
    sourceUrl: listing.sourceUrl,
    sourceWebsite: listing.domain,
    status: "for_sale",
    soldDate: null,
    lat: place.lat,
    lon: place.lon,
    nonMarket: false,
    ppdCategory: null,
    bedroomsEstimated: v.bedroomsAssumed,
    bedroomsCommon: v.bedroomsAssumed && v.bedrooms !== null ? bedroomBits(estimate?.common ?? [v.bedrooms]) : null,
    searchFlags: searchFlagsOf(valuation),
    valuation,
  };
  return { ok: true, deal, valuation: v, notIndexed: false };
}
