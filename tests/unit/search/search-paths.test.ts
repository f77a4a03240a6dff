/**
 * `searchDeals` finds a page in one of two ways (decision 060): a few matches are sorted in
 * memory; many are found by walking an index in the sort's order, with some conditions written on
 * `+column` to steer SQLite's planner. Either way the answer must be the one a plain reading of
 * the criteria gives. These tests check both ways against such a reading, done here in memory over
 * every shipped deal: the same total, the same order of sort keys, and every deal a match. A
 * bedroom search lists the homes likely to have the count asked for first (decision 122).
 */
import { describe, expect, it } from "vitest";
import { COUNT_CAP, searchDeals } from "~/server/deals.server";
import { getGazetteer } from "~/server/places.server";
import type { Place, SearchCriteria } from "~/lib/search/types";
import { useTempDatabase } from "../../support/db";

type Row = {
  id: number;
  town: string | null;
  district: string | null;
  county: string | null;
  la_code: string | null;
  postcode_district: string | null;
  property_type: string;
  property_kind: string;
  bedrooms: number | null;
  bedrooms_common: number | null;
  price: number;
  yield: number;
  roi: number;
  score: number;
  /** Read from the valuation JSON, as the search did before decision 062. */
  cash_flow: number | null;
  ratio: number | null;
  new_build: "true" | "false" | null;
  tenure: string | null;
};

const db = useTempDatabase("file");

function place(name: string): Place {
  const found = getGazetteer(db()).lookup(name);
  if (!found) throw new Error(`no place ${name}`);
  return found;
}

function inPlace(row: Row, p: Place, regionAreas: (code: string) => Set<string>): boolean {
  switch (p.kind) {
    case "town":
      return row.town === p.key;
    case "district":
      return row.district === p.key;
    case "local-authority":
      return row.la_code === p.key;
    case "postcode-district":
      return row.postcode_district === p.key;
    case "postcode-area":
      return new RegExp(`^${p.key}[0-9]`).test(row.postcode_district ?? "");
    case "county":
      return row.county === p.key;
    case "region":
      return row.la_code !== null && regionAreas(p.key).has(row.la_code);
    default:
      throw new Error(`not covered here: ${p.kind}`);
  }
}

/** Whether a row's (likeliest) bedroom count is the one asked for: 1, listed first; else 0. */
function likely(row: Row, criteria: SearchCriteria): number {
  if (criteria.bedrooms !== undefined) return row.bedrooms === criteria.bedrooms ? 1 : 0;
  if (criteria.minBedrooms !== undefined) return row.bedrooms !== null && row.bedrooms >= criteria.minBedrooms ? 1 : 0;
  return 0;
}

/** A bedroom count matches when it is the one asked for or common for the type in the area (decision 038). */
function bedroomsMatch(row: Row, criteria: SearchCriteria): boolean {
  const common = (n: number) => ((row.bedrooms_common ?? 0) & (1 << Math.min(n, 6))) !== 0;
  if (criteria.bedrooms !== undefined && !(row.bedrooms === criteria.bedrooms || common(criteria.bedrooms))) return false;
  if (criteria.minBedrooms !== undefined) {
    const min = criteria.minBedrooms;
    const commonFrom = [0, 1, 2, 3, 4, 5, 6].some((n) => n >= min && common(n));
    if (!((row.bedrooms !== null && row.bedrooms >= min) || commonFrom)) return false;
  }
  return criteria.maxBedrooms === undefined || (row.bedrooms !== null && row.bedrooms <= criteria.maxBedrooms);
}

/** The keys of a row, as `searchDeals` orders them (larger first, price smaller first): its bedroom part, then the sort's. */
function keys(row: Row, criteria: SearchCriteria): [number, number, number] {
  const tier = likely(row, criteria);
  switch (criteria.sort) {
    case "price-asc":
      return [tier, -row.price, row.score];
    case "yield-desc":
      return [tier, row.yield, row.score];
    case "roi-desc":
      return [tier, row.roi, row.score];
    default:
      return [tier, row.score, row.yield];
  }
}

let ranked: Row[] | undefined;

function reference(criteria: SearchCriteria) {
  const c = db().$client;
  const rows = (ranked ??= c
    .prepare(
      `select id, town, district, county, la_code, postcode_district, property_type, property_kind, bedrooms, bedrooms_common, price, yield, roi, score,
        json_extract(valuation, '$.annualCashFlow') as cash_flow, json_extract(valuation, '$.priceVsArea.ratio') as ratio,
        json_type(valuation, '$.newBuild') as new_build, json_extract(valuation, '$.tenure') as tenure
       from deals where non_market = 0`,
    )
    .all() as Row[]);
  const areas = new Map<string, Set<string>>();
  const regionAreas = (code: string) => {
    if (!areas.has(code)) areas.set(code, new Set(c.prepare("select area_code from area_regions where region_code = ?").pluck().all(code) as string[]));
    return areas.get(code)!;
  };
  const places = criteria.places ?? (criteria.place ? [criteria.place] : []);
  const matches = rows.filter(
    (r) =>
      (places.length === 0 || places.some((p) => inPlace(r, p, regionAreas))) &&
      (!criteria.propertyType || r.property_type === criteria.propertyType) &&
      (!criteria.propertyKind || r.property_kind === criteria.propertyKind) &&
      (criteria.minPrice === undefined || r.price >= criteria.minPrice) &&
      (criteria.maxPrice === undefined || r.price <= criteria.maxPrice) &&
      (criteria.minYield === undefined || r.yield >= criteria.minYield) &&
      (criteria.minRoi === undefined || r.roi >= criteria.minRoi) &&
      (!criteria.cashFlowPositive || (r.cash_flow ?? 0) > 0) &&
      (!criteria.belowMarketValue || (r.ratio !== null && r.ratio < 1)) &&
      (criteria.newBuild === undefined || r.new_build === String(criteria.newBuild)) &&
      (!criteria.tenure || r.tenure === criteria.tenure) &&
      bedroomsMatch(r, criteria),
  );
  const byId = new Map(matches.map((r) => [r.id, r]));
  const sorted = [...matches].sort((a, b) => {
    const [a0, a1, a2] = keys(a, criteria);
    const [b0, b1, b2] = keys(b, criteria);
    return b0 - a0 || b1 - a1 || b2 - a2;
  });
  return { byId, total: matches.length, top: sorted.slice(0, 10).map((r) => keys(r, criteria)) };
}

describe("searchDeals: both ways of finding a page give the plain answer", () => {
  const cases: [string, () => SearchCriteria][] = [
    // Few matches (sorted in memory).
    ["few: terraced houses in Stockport under £250k", () => ({ place: place("Stockport"), propertyKind: "terraced", maxPrice: 250_000 })],
    ["few: flats in NE3 by yield", () => ({ place: place("NE3"), propertyType: "Apartment", sort: "yield-desc" })],
    ["few: detached houses in Northumberland, cheapest first", () => ({ place: place("Northumberland"), propertyKind: "detached", sort: "price-asc" })],
    // Many matches (an index walked in order).
    ["many: houses in London by score", () => ({ place: place("London"), propertyType: "House" })],
    ["many: cheapest flats in SW19", () => ({ place: place("SW19"), propertyType: "Apartment", sort: "price-asc" })],
    ["many: houses over £200k in Manchester, cheapest first", () => ({ place: place("Manchester"), propertyType: "House", minPrice: 200_000, sort: "price-asc" })],
    ["many: highest yield in Newcastle upon Tyne", () => ({ place: place("Newcastle upon Tyne"), sort: "yield-desc" })],
    ["many: best ROI in Greater Manchester under £250k", () => ({ place: place("Greater Manchester"), maxPrice: 250_000, sort: "roi-desc" })],
    ["many: cheapest houses in the North West", () => ({ place: place("North West"), propertyType: "House", sort: "price-asc" })],
    ["many: houses in the NE postcode area with 6% yield", () => ({ place: place("NE"), propertyType: "House", minYield: 6 })],
    ["many: Manchester or Stockport, highest yield", () => ({ place: place("Manchester"), places: [place("Manchester"), place("Stockport")], sort: "yield-desc" })],
    ["many: everything with ROI over 5%, by score", () => ({ minRoi: 5 })],
    ["many: flats under £150k, cheapest first", () => ({ propertyType: "Apartment", maxPrice: 150_000, sort: "price-asc" })],
    // The valuation filters, read from search_flags (decision 062).
    ["flags: cash flow positive houses in Greater Manchester", () => ({ place: place("Greater Manchester"), propertyType: "House", cashFlowPositive: true })],
    ["flags: below market value flats, cheapest first", () => ({ propertyType: "Apartment", belowMarketValue: true, sort: "price-asc" })],
    ["flags: new-build houses in London", () => ({ place: place("London"), propertyType: "House", newBuild: true })],
    ["flags: older leasehold flats in SW19 by yield", () => ({ place: place("SW19"), propertyType: "Apartment", newBuild: false, tenure: "leasehold", sort: "yield-desc" })],
    ["flags: freehold, cash flow positive and below market value in Newcastle upon Tyne", () => ({ place: place("Newcastle upon Tyne"), tenure: "freehold", cashFlowPositive: true, belowMarketValue: true })],
    // Bedrooms: the homes likely to have the count asked for first, then the others found (decision 122).
    ["beds: 3 bed houses in Bolton under £200k", () => ({ place: place("Bolton"), propertyType: "House", bedrooms: 3, maxPrice: 200_000 })],
    ["beds: 3 bed houses in Bury by yield", () => ({ place: place("Bury"), propertyType: "House", bedrooms: 3, sort: "yield-desc" })],
    ["beds: 3 bed houses everywhere, by score", () => ({ propertyType: "House", bedrooms: 3 })],
    ["beds: 3+ bed houses in Greater Manchester, cheapest first", () => ({ place: place("Greater Manchester"), propertyType: "House", minBedrooms: 3, sort: "price-asc" })],
    ["beds: 2 to 3 bed flats in London", () => ({ place: place("London"), propertyType: "Apartment", minBedrooms: 2, maxBedrooms: 3 })],
  ];

  it.each(cases)("%s", (_name, make) => {
    const criteria = make();
    const expected = reference(criteria);
    expect(expected.total).toBeGreaterThan(0);
    const found = searchDeals(db(), criteria, { limit: 10 });
    expect(found.total).toBe(Math.min(expected.total, COUNT_CAP));
    expect(found.totalIsCapped).toBe(expected.total > COUNT_CAP);
    for (const deal of found.deals) expect(expected.byId.has(deal.id), `deal ${deal.id} matches`).toBe(true);
    expect(found.deals.map((d) => keys(expected.byId.get(d.id)!, criteria))).toEqual(expected.top);
  });

  it("covers both ways: some cases have more matches than the count cap, some fewer", () => {
    const totals = cases.map(([, make]) => reference(make()).total);
    expect(totals.some((n) => n <= COUNT_CAP)).toBe(true);
    expect(totals.some((n) => n > COUNT_CAP)).toBe(true);
  });
});
