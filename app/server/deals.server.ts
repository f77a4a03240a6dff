/**
 * Reading deals: the search behind `/api/ai/search`, the bounded list behind `/api/deals`, and one
 * deal by id. Deals only ever come from here: the assistant never invents one. Which sales lie in
 * a place, and the gazetteer, are `places.server.ts`'s.
 */
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { deals, type Deal } from "../../db/schema";
import { SEARCH_FLAG } from "~/lib/search/flags";
import type { Place, SearchCriteria } from "~/lib/search/types";
import { idList, inIdList, prepared, type Db } from "./db.server";
import { narrowestFor, ONE_AREA, placeCondition, SEEK_ANY, type Seek } from "./places.server";

/** What a deal card and the JSON API show; the full valuation stays on the server. */
export type DealSummary = {
  id: number;
  title: string;
  price: number;
  location: string;
  propertyType: Deal["propertyType"];
  propertyKind: string;
  bedrooms: number | null;
  roi: number;
  yield: number;
  score: number;
  description: string;
  imageUrl: string | null;
  postcode: string | null;
  fullAddress: string | null;
  sourceUrl: string | null;
  sourceWebsite: string | null;
  status: Deal["status"];
  soldDate: string | null;
  soldPrice: number | null;
  /** The UK HPI month a past sale's price was brought up to ("2025-07"); null when it was not. */
  valueMonth: string | null;
  /** True when `bedrooms` is an estimate (sales: the Price Paid Data has no bedroom count). */
  bedroomsEstimated: boolean;
  /** The valuation's confidence label (docs/decisions/037, 055), null when none is stored. */
  confidence: ConfidenceLevel | null;
  /** The valuation's rent a month, the one the yield is worked from (decision 215); null with no valuation. */
  monthlyRent: number | null;
  /** That rent's source as stored (`rentSource` of the valuation): its label, period and area. */
  rentSourceLabel: string | null;
  rentPeriod: string | null;
  rentArea: string | null;
};

export type ConfidenceLevel = "high" | "medium" | "low";

/** What a past sale sold for (HM Land Registry), read from its stored valuation. */
export const soldPriceColumn = sql<number | null>`json_extract(${deals.valuation}, '$.soldPrice')`;

/**
 * The UK HPI month a past sale's value was brought up to ("2025-07"), or null when it was not
 * (an asking price, a sale after the index's last month, or no index): the one reading of it.
 */
export const valueMonthColumn = sql<string | null>`case when json_extract(${deals.valuation}, '$.valueBasis') = 'sale-indexed' and substr(json_extract(${deals.valuation}, '$.inputs.saleDate'), 1, 7) <= json_extract(${deals.valuation}, '$.inputs.hpi.periodNow') then json_extract(${deals.valuation}, '$.inputs.hpi.periodNow') end`;

const summaryColumns = {
  id: deals.id,
  title: deals.title,
  price: deals.price,
  location: deals.location,
  propertyType: deals.propertyType,
  propertyKind: deals.propertyKind,
  bedrooms: deals.bedrooms,
  roi: deals.roi,
  yield: deals.yield,
  score: deals.score,
  description: deals.description,
  imageUrl: deals.imageUrl,
  postcode: deals.postcode,
  fullAddress: deals.fullAddress,
  sourceUrl: deals.sourceUrl,
  sourceWebsite: deals.sourceWebsite,
  status: deals.status,
  soldDate: deals.soldDate,
  soldPrice: soldPriceColumn,
  valueMonth: valueMonthColumn,
  bedroomsEstimated: deals.bedroomsEstimated,
  confidence: sql<ConfidenceLevel | null>`json_extract(${deals.valuation}, '$.confidence.label')`,
  // The rent behind the yield and its dated source, four fields, not the whole valuation (decisions 138, 215).
  monthlyRent: sql<number | null>`json_extract(${deals.valuation}, '$.monthlyRent')`,
  rentSourceLabel: sql<string | null>`json_extract(${deals.valuation}, '$.rentSource.sourceLabel')`,
  rentPeriod: sql<string | null>`json_extract(${deals.valuation}, '$.rentSource.period')`,
  rentArea: sql<string | null>`json_extract(${deals.valuation}, '$.rentSource.areaName')`,
};

/** The largest bedroom count the stock data distinguishes (VOA: 6 or more). */
const MAX_STOCK_BEDROOMS = 6;

/** Bits of `bedrooms_common` for counts from `from` to `to` (inclusive). */
function bedroomMask(from: number, to: number): number {
  let mask = 0;
  for (let n = Math.max(0, from); n <= Math.min(to, MAX_STOCK_BEDROOMS); n++) mask |= 1 << n;
  return mask;
}

/**
 * Bedrooms (docs/decisions/038): a known count must match; an estimated one matches when the
 * count asked for is common for the type in the area (`bedrooms_common`).
 */
function bedroomCondition(criteria: SearchCriteria): SQL | undefined {
  if (criteria.bedrooms !== undefined) {
    const n = criteria.bedrooms;
    const mask = bedroomMask(Math.min(n, MAX_STOCK_BEDROOMS), Math.min(n, MAX_STOCK_BEDROOMS));
    return sql`(${deals.bedrooms} = ${n} or (${deals.bedroomsCommon} & ${mask}) != 0)`;
  }
  if (criteria.minBedrooms !== undefined) {
    const mask = bedroomMask(criteria.minBedrooms, MAX_STOCK_BEDROOMS);
    return sql`(${deals.bedrooms} >= ${criteria.minBedrooms} or (${deals.bedroomsCommon} & ${mask}) != 0)`;
  }
  return undefined;
}

/** A LIKE pattern's wildcards (and the escape character) taken literally. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(db: Db, criteria: SearchCriteria, seek: Seek = SEEK_ANY): SQL | undefined {
  const on = (column: AnyColumn) => (seek(column) ? sql`${column}` : sql`+${column}`);
  const place = (p: Place) => placeCondition(db, p, seek);
  // Likely non-market sales are never ranked (docs/decisions/036); they stay findable by id.
  const where: (SQL | undefined)[] = [sql`${on(deals.nonMarket)} = 0`];
  if (criteria.places && criteria.places.length > 1) where.push(or(...criteria.places.map(place)));
  else if (criteria.place) where.push(place(criteria.place));
  else if (criteria.location) where.push(sql`${deals.location} like ${`%${escapeLike(criteria.location)}%`} escape '\\'`);
  if (criteria.propertyType) where.push(eq(on(deals.propertyType), criteria.propertyType));
  if (criteria.propertyKind && criteria.propertyKind !== "other" && criteria.propertyKind !== "flat") {
    where.push(eq(on(deals.propertyKind), criteria.propertyKind));
  }
  if (criteria.minPrice !== undefined) where.push(gte(on(deals.price), criteria.minPrice));
  if (criteria.maxPrice !== undefined) where.push(lte(on(deals.price), criteria.maxPrice));
  if (criteria.minYield !== undefined) where.push(gte(on(deals.yield), criteria.minYield));
  if (criteria.minRoi !== undefined) where.push(gte(on(deals.roi), criteria.minRoi));
  where.push(bedroomCondition(criteria));
  // Decision 050: ranges, and the filters the valuation and Price Paid record answer.
  if (criteria.maxBedrooms !== undefined) where.push(lte(on(deals.bedrooms), criteria.maxBedrooms));
  if (criteria.maxYield !== undefined) where.push(lte(on(deals.yield), criteria.maxYield));
  // Their bits are carried in every search index (decision 062).
  const flags = requiredFlags(criteria);
  if (flags) where.push(sql`(${deals.searchFlags} & ${flags}) = ${flags}`);
  return and(...where);
}

/** The `search_flags` bits a deal must have for these criteria (0 for none). */
function requiredFlags(criteria: SearchCriteria): number {
  let flags = 0;
  if (criteria.belowMarketValue) flags |= SEARCH_FLAG.belowMarketValue;
  if (criteria.cashFlowPositive) flags |= SEARCH_FLAG.cashFlowPositive;
  if (criteria.newBuild !== undefined) flags |= criteria.newBuild ? SEARCH_FLAG.newBuild : SEARCH_FLAG.notNewBuild;
  if (criteria.tenure) flags |= SEARCH_FLAG[criteria.tenure];
  return flags;
}

/** The column a sort is led by (the others only break ties). */
function sortColumn(sort: SearchCriteria["sort"]) {
  switch (sort) {
    case "price-asc":
      return deals.price;
    case "yield-desc":
      return deals.yield;
    case "roi-desc":
      return deals.roi;
    default:
      return deals.score;
  }
}

/** The ORDER BY; `byIndex: false` writes it on `+column`, so no index is chosen to provide the order. */
function ordering(sort: SearchCriteria["sort"], { byIndex }: { byIndex: boolean }) {
  const term = (column: AnyColumn) => (byIndex ? column : sql`+${column}`);
  const lead = term(sortColumn(sort));
  const tieBreak = sort === undefined || sort === "score" ? term(deals.yield) : term(deals.score);
  // The id last, so deals alike in both keys keep one order (pages never overlap or skip).
  return sort === "price-asc" ? [asc(lead), desc(tieBreak), asc(deals.id)] : [desc(lead), desc(tieBreak), asc(deals.id)];
}

/** Counting stops here: "more than 1,000" is all a person needs to know. */
export const COUNT_CAP = 1000;

export type SearchResult = { deals: DealSummary[]; total: number; totalIsCapped: boolean };

export function searchDeals(
  db: Db,
  criteria: SearchCriteria,
  { limit = 10, offset = 0 }: { limit?: number; offset?: number } = {},
): SearchResult {
  const [first, rest] = bedroomParts(criteria);
  if (first === undefined) return summaries(db, criteria, findPage(db, criteria, undefined, { limit, offset }));
  // A bedroom search lists the homes whose likeliest count is the one asked for first, then those
  // where it is only common for their type in the area, each part in the order asked (decision
  // 122). The whole search is counted once (the count stops at the cap as soon as it can; a count
  // of the second part alone scanned every candidate when it had few or none: 20-30 ms at a
  // million deals). The second part is read only when the first does not fill the page, and its
  // size is then the whole's less the first's. Offsets run through the first part, then the
  // second; the first's count is capped, which matters only past its first thousand.
  const all = countMatches(db, criteria, undefined);
  const likely = findPage(db, criteria, first, { limit, offset });
  const ids = [...likely.ids];
  if (ids.length < limit && all > likely.matches) {
    const others = all > COUNT_CAP ? all : all - likely.matches;
    ids.push(...findPage(db, criteria, rest, { limit: limit - ids.length, offset: Math.max(0, offset - likely.matches) }, others).ids);
  }
  return summaries(db, criteria, { ids, matches: all });
}

/** The page's deals, in the page's order, and the count as the answer states it. */
function summaries(db: Db, criteria: SearchCriteria, { ids, matches }: { ids: number[]; matches: number }): SearchResult {
  const rows = getDealSummaries(db, ids).map((row) => withBedroomNote(row, criteria));
  return { deals: rows, total: Math.min(matches, COUNT_CAP), totalIsCapped: matches > COUNT_CAP };
}

/**
 * The parts a search's matches are listed in: all at once; or, for a bedroom search, the homes
 * whose (likeliest) count is the one asked for, then the others it finds (decision 122).
 */
function bedroomParts(criteria: SearchCriteria): SQL[] {
  if (criteria.bedrooms !== undefined) {
    return [sql`+${deals.bedrooms} = ${criteria.bedrooms}`, sql`(+${deals.bedrooms} is null or +${deals.bedrooms} != ${criteria.bedrooms})`];
  }
  if (criteria.minBedrooms !== undefined) {
    return [sql`+${deals.bedrooms} >= ${criteria.minBedrooms}`, sql`(+${deals.bedrooms} is null or +${deals.bedrooms} < ${criteria.minBedrooms})`];
  }
  return [];
}

/** How many deals match the criteria (and `part`), counting stops past COUNT_CAP. */
function countMatches(db: Db, criteria: SearchCriteria, part: SQL | undefined): number {
  const capped = db
    .select({ n: sql<number>`count(*)` })
    .from(db.select({ one: sql`1` }).from(deals).where(and(conditions(db, criteria, narrowest(db, criteria)), part)).limit(COUNT_CAP + 1).as("matches"))
    .get();
  return capped?.n ?? 0;
}

/**
 * One page of the ids matching the criteria (and `part`), in order, and how many match (counting
 * stops past COUNT_CAP; `known` when the caller has counted them already).
 */
function findPage(
  db: Db,
  criteria: SearchCriteria,
  part: SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
  known?: number,
): { ids: number[]; matches: number } {
  // First how many match (counting stops past COUNT_CAP), with SQLite free to pick the index that
  // narrows most. The count then decides how to find the page in order (decision 060):
  // - a thousand at most: from that same narrowest index, sorted in memory;
  // - more: by walking an index already in the sort's order (the place's, or the whole
  //   table's), where matches are dense enough that a page fills within a few thousand entries.
  //   Only a place of one area and the sort's own column may then be sought (`walkInOrder`):
  //   the planner cannot trade that walk for a narrower range it would have to sort in full.
  const where = (seek: Seek) => and(conditions(db, criteria, seek), part);
  const matches = known ?? countMatches(db, criteria, part);
  const dense = matches > COUNT_CAP;
  // Two steps: the ids in order (answered inside a covering index, so sorting never reads
  // table rows), then only those rows (by the caller).
  const ids =
    matches && limit > 0
      ? db
          .select({ id: deals.id })
          .from(deals)
          .where(where(dense ? walkInOrder(criteria) : narrowest(db, criteria)))
          .orderBy(...ordering(criteria.sort, { byIndex: dense }))
          .limit(limit)
          .offset(offset)
          .all()
          .map((r) => r.id)
      : [];
  return { ids, matches };
}

/**
 * Where SQLite may seek when it picks the narrowest index: anywhere, except that a locality
 * searched by its postcodes is sought by them alone. Without statistics (the app runs no ANALYZE)
 * SQLite guesses a list of postcodes wider than one property type, and read every house in the
 * table for "houses in Merton Park" (decision 135).
 */
function narrowest(db: Db, criteria: SearchCriteria): Seek {
  return criteria.places && criteria.places.length > 1 ? SEEK_ANY : narrowestFor(db, criteria.place);
}

/**
 * While walking in the sort's order: seek only the sort's column, and a place of one area when
 * its own indexes are in that order (by score or price); otherwise the place is checked inside
 * the whole table's index for the sort.
 */
function walkInOrder(criteria: SearchCriteria): Seek {
  const lead = sortColumn(criteria.sort);
  const placeInOrder = !(criteria.places && criteria.places.length > 1) && (lead === deals.score || lead === deals.price);
  return (column, place) => column === lead || (placeInOrder && place !== undefined && ONE_AREA[place.kind] === column);
}

/** The count searched for, when it differs from a deal's estimated count; otherwise null. */
function bedroomsAsked(row: DealSummary, criteria: SearchCriteria): number | null {
  if (!row.bedroomsEstimated || row.bedrooms === null) return null;
  if (criteria.bedrooms !== undefined) return row.bedrooms === criteria.bedrooms ? null : criteria.bedrooms;
  if (criteria.minBedrooms !== undefined && row.bedrooms < criteria.minBedrooms) return criteria.minBedrooms;
  return null;
}

/**
 * A deal whose count is estimated, found by a search for another count that is common for its
 * type and area, keeps its one set of figures (at the likely count) and says so. The same deal
 * then shows the same figures in the answer, on its card, in its details and in its PDF, and the
 * order of the results matches the scores shown (decision 038).
 */
function withBedroomNote(row: DealSummary, criteria: SearchCriteria): DealSummary {
  const n = bedroomsAsked(row, criteria);
  if (n === null || row.bedrooms === null) return row;
  return {
    ...row,
    description: `Bedrooms are not recorded for this sale: ${row.bedrooms} is the likeliest count, and ${n}-bedroom homes of this type are also common in the area. The figures are for ${row.bedrooms} bedrooms. ${row.description}`,
  };
}

/** A deal id from a URL: a positive whole number, else null (callers answer 404). */
export function parseDealId(id: string | undefined): number | null {
  if (!id || !/^[1-9]\d{0,15}$/.test(id)) return null;
  const n = Number(id);
  return Number.isSafeInteger(n) ? n : null;
}

export function getDeal(db: Db, id: number): Deal | undefined {
  return db.select().from(deals).where(eq(deals.id, id)).get();
}

export function countDeals(db: Db): number {
  return db.select({ n: sql<number>`count(*)` }).from(deals).get()?.n ?? 0;
}

/** Each deal's annual cash flow from its stored valuation, by id (deals without one are left out). */
export function annualCashFlows(db: Db, ids: number[]): Map<number, number> {
  if (ids.length === 0) return new Map();
  const flow = sql<number | null>`json_extract(${deals.valuation}, '$.annualCashFlow')`;
  const rows = db.select({ id: deals.id, flow }).from(deals).where(inArray(deals.id, [...new Set(ids)])).all();
  return new Map(rows.flatMap((r) => (typeof r.flow === "number" ? [[r.id, r.flow] as const] : [])));
}

/** Deal cards by id, in the order asked (ids no longer in the table are left out). */
export function getDealSummaries(db: Db, ids: number[]): DealSummary[] {
  if (ids.length === 0) return [];
  const byIds = prepared(db, "deals.summaries", () =>
    db.select(summaryColumns).from(deals).where(inIdList(deals.id, "ids")).prepare(),
  );
  const byId = new Map(byIds.all({ ids: idList(ids) }).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
