/**
 * A plain-English search: the client's criteria merged with the server's own reading of the
 * sentence, run against the deals table, and summarised honestly.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { deals as dealsTable } from "../../db/schema";
import { ATTRIBUTION_LINES } from "~/lib/attribution";
import { MAX_SEARCH_QUERY_LENGTH } from "~/lib/chat-limits";
import { describeCriteria, usedCriteria } from "~/lib/search/describe";
import type { Reading } from "~/lib/search/parse";
import { readSearch, type SearchReading } from "~/lib/search/read";
import { hasPropertyWord } from "~/lib/search/route";
import { AVAILABILITY_RE, EXPLICIT_SEARCH_RE } from "~/lib/search/vocabulary";
import { lookupPlace, placeId } from "~/lib/search/gazetteer";
import { placesNotCovered, searchApiSummary, type SameName, type SearchSummaryInput } from "~/lib/search/summary";
import type { Gazetteer, Place, SearchCriteria } from "~/lib/search/types";
import type { Db } from "./db.server";
import { cardsFor, type DealCardData } from "./deal-fields.server";
import { searchDeals, type DealSummary } from "./deals.server";
import { alsoNamedParts, getGazetteer, searchedByNamedSalesOnly } from "./places.server";
import type { PublicUser } from "./users.server";

/** The body of `POST /api/ai/search` (spec section 7). */
export const searchRequestSchema = z.object({
  // zod's messages are said as sentences by readJson ("Query must not be empty", decision 149).
  query: z.string().trim().min(1).max(MAX_SEARCH_QUERY_LENGTH),
  criteria: z
    .object({
      location: z.string().trim().max(100).nullish(),
      propertyType: z.enum(["Apartment", "House", "Commercial"]).nullish(),
      maxPrice: z.number().nonnegative().max(1_000_000_000).nullish(),
      minYield: z.number().min(0).max(100).nullish(),
    })
    .nullish(),
});

export type SearchRequest = z.infer<typeof searchRequestSchema>;

export type SearchResponse = {
  summary: string;
  deals: DealSummary[];
  attribution: readonly string[];
  criteria: SearchCriteria;
  total: number;
  /** Each criterion used, in words; and what the query asked for that could not be used, with why. */
  used: string[];
  ignored: string[];
  /**
   * Each name searched that places far apart share, searched whole, with those places: what the
   * summary says, and how to ask for one of them (decision 153). Empty when there is none.
   */
  sameNames: SameName[];
  /**
   * Nothing was searched: the place is unknown, every place named is outside England and Wales, or
   * it asks for commercial property and none is held (the search is given back).
   */
  nothingSearched: boolean;
};

export const SEARCH_PAGE_SIZE = 10;

/** The server's parse wins where both say something; the client's criteria fill the gaps. */
export function mergeCriteria(db: Db, request: SearchRequest): SearchCriteria {
  return readRequest(db, request).criteria;
}

/** The merged criteria, with what was used and ignored (decision 051). */
export function readRequest(db: Db, request: SearchRequest, read?: Reading): SearchReading {
  const gazetteer = getGazetteer(db);
  const reading = readSearch(request.query, gazetteer, read);
  const parsed = reading.criteria;
  const client = request.criteria ?? {};
  const merged: SearchCriteria = {};
  if (client.location) {
    merged.location = client.location;
    // "Richmond, North Yorkshire" as the client's location is read as in a query (decision 153).
    const place = lookupPlace(client.location, gazetteer);
    if (place) merged.place = place;
  }
  if (client.propertyType) merged.propertyType = client.propertyType;
  if (client.maxPrice != null) merged.maxPrice = client.maxPrice;
  if (client.minYield != null) merged.minYield = client.minYield;
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  if (merged.place && !merged.location) merged.location = merged.place.name;
  const fromClient = (Object.keys(merged) as (keyof SearchCriteria)[]).some((k) => parsed[k] === undefined);
  return { ...reading, criteria: merged, used: fromClient ? usedCriteria(merged) : reading.used };
}

/** Said, with a 400, to a search request that names nothing to search (decision 123). */
export const NOTHING_TO_SEARCH =
  'There is nothing to search for in that query. Say what to find (a place, a kind of property, a price or a yield), for example "2 bed flats in Leeds under £150k". It did not count as a search.';

/**
 * Whether a search request names nothing a search can use: no criterion (the query's or the
 * client's), no kind of property, no search verb, nothing asked that could not be used, and no
 * place the data does not know: "hello there", "what is Section 24?". "Show me properties" and
 * "find me something" still search everything.
 */
export function nothingToSearch(db: Db, request: SearchRequest): boolean {
  const { criteria, ignored, unknownPlaces } = readRequest(db, request);
  const named = Object.values(criteria).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0));
  const text = request.query.toLowerCase();
  const asks = hasPropertyWord(text) || EXPLICIT_SEARCH_RE.test(text) || AVAILABILITY_RE.test(text);
  return !named && !asks && ignored.length === 0 && unknownPlaces.length === 0;
}

/**
 * Reads a search and runs it: the criteria, what was used and ignored, a page of deals (the
 * first, unless `offset` says how many were listed before: decision 116), and the facts the one
 * search summary is written from (app/lib/search/summary.ts), for the API and the chat alike.
 * `also`: more that was asked and not used, said after the query's own (a refinement's order not
 * held, which its refined words leave out: decision 136).
 */
export function searchFor(
  db: Db,
  request: SearchRequest,
  { offset = 0, ignored: also = [], read }: { offset?: number; ignored?: readonly string[]; read?: Reading } = {},
) {
  const reading = readRequest(db, request, read);
  const { criteria, used, unknownPlaces } = reading;
  const ignored = [...new Set([...reading.ignored, ...also])];
  // "Houses in Manchster": the only place named is none the data knows, so nothing is searched
  // rather than deals from everywhere shown as if they were the answer.
  const placeNotFound = unknownPlaces.length > 0 && !criteria.place && !criteria.location;
  // "Flats in Glasgow": every place named is outside the sales data (England and Wales), so
  // nothing can be found there, and the search is not the user's to pay for.
  const places = criteria.places ?? (criteria.place ? [criteria.place] : []);
  const notCovered = placesNotCovered(places);
  const outsideCoverage = places.length > 0 && notCovered.length === places.length;
  // "Commercial property in Manchester" when the deals held are all homes (Price Paid keeps none):
  // nothing can match, so nothing is searched, as for a place outside the data (decision 123).
  const noCommercial = criteria.propertyType === "Commercial" && !holdsCommercial(db);
  const nothingSearched = placeNotFound || outsideCoverage || noCommercial;
  const { deals, total, totalIsCapped } = nothingSearched
    ? { deals: [], total: 0, totalIsCapped: false }
    : searchDeals(db, criteria, { limit: SEARCH_PAGE_SIZE, offset });
  const facts: SearchSummaryInput = {
    description: describeCriteria(criteria),
    total,
    capped: totalIsCapped,
    sort: criteria.sort,
    deals,
    ignored,
    notCovered,
    commercial: noCommercial,
    bedroomsAsked: criteria.bedrooms,
    minBedroomsAsked: criteria.minBedrooms,
    placeNotFound,
    namedOnly: places.filter((p) => searchedByNamedSalesOnly(db, p)).map((p) => p.name),
    sameNames: nothingSearched ? [] : [...sameNamesOf(getGazetteer(db), criteria, places), ...alsoNamedOf(db, reading, places)],
  };
  return { criteria, used, ignored, deals, total, facts, nothingSearched };
}

/**
 * The names among the places searched that places far apart share (decision 153), each with those
 * places and the search asked again in the largest alone ("houses in Richmond, North Yorkshire").
 */
function sameNamesOf(gazetteer: Gazetteer, criteria: SearchCriteria, places: readonly Place[]): SameName[] {
  return places.flatMap((place) => {
    const parts = gazetteer.partsOf?.(place);
    if (!parts) return [];
    const first = parts[0]!.place;
    const example = describeCriteria({ ...criteria, place: first, places: undefined, location: first.name });
    return [{ name: place.name, places: parts.map((p) => ({ name: p.place.name, deals: p.deals })), example }];
  });
}

/**
 * The short names read as one post town that are another's too (decision 161): "Newcastle" is
 * Newcastle upon Tyne, and the answer names Newcastle, Staffordshire and how to ask for it.
 */
function alsoNamedOf(db: Db, reading: SearchReading, places: readonly Place[]): SameName[] {
  const searched = new Set(places.map(placeId));
  return reading.alsoNamed.flatMap(({ shown, other }) => {
    const parts = searched.has(placeId(shown)) ? alsoNamedParts(db, shown, other) : null;
    if (!parts) return [];
    const asked = parts[1]!.place;
    const example = describeCriteria({ ...reading.criteria, place: asked, places: undefined, location: asked.name });
    return [{ name: other.name, places: parts.map((p) => ({ name: p.place.name, deals: p.deals })), example, shown: shown.name }];
  });
}

/** Whether any commercial deal a search could list is held (a listings feed may add some). */
function holdsCommercial(db: Db): boolean {
  const found = db
    .select({ id: dealsTable.id })
    .from(dealsTable)
    .where(and(eq(dealsTable.propertyType, "Commercial"), eq(dealsTable.nonMarket, false)))
    .limit(1)
    .get();
  return found !== undefined;
}

export function runSearch(db: Db, request: SearchRequest): SearchResponse {
  const { criteria, used, ignored, deals, total, facts, nothingSearched } = searchFor(db, request);
  return {
    nothingSearched,
    sameNames: [...(facts.sameNames ?? [])],
    summary: searchApiSummary(facts),
    deals,
    attribution: ATTRIBUTION_LINES,
    criteria,
    total,
    used,
    ignored,
  };
}

/** The search as a user's browser receives it: deals shaped by what the plan may see (decision 020). */
export function runSearchFor(
  db: Db,
  user: PublicUser,
  request: SearchRequest,
): Omit<SearchResponse, "deals"> & { deals: DealCardData[] } {
  const result = runSearch(db, request);
  return { ...result, deals: cardsFor(db, user, result.deals) };
}
