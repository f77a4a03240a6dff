/**
 * A locality searched by the postcodes that hold its sales (decision 135) finds exactly the deals,
 * in exactly the order, that the address match over its postcode districts found (decisions 121
 * and 127). That match is written out here as plain SQL, and run on the shipped data.
 */
import { describe, expect, it } from "vitest";
import { searchDeals } from "~/server/deals.server";
import { localityAreas } from "~/server/places.server";
import { localityPostcodes, type LocalityArea } from "~/server/locality-postcodes.server";
import type { Place, SearchCriteria } from "~/lib/search/types";
import { useTempDatabase } from "../../support/db";

const db = useTempDatabase("file");
const locality = (name: string): Place => ({ kind: "locality", name, key: name });

/** The ids of a locality's deals as decisions 121 and 127 searched them, into the temporary table `matched`. */
function matchByAddress(names: string[]) {
  const client = db().$client;
  client.exec("create temp table if not exists matched (id integer primary key); delete from matched;");
  for (const name of names) {
    const area = localityAreas(db()).get(name)!;
    const list = (values: string[]) => `(${values.map(() => "?").join(", ")})`;
    const inDistricts = area.districts ? `postcode_district in ${list(area.districts)} and` : "";
    client
      .prepare(
        `insert or ignore into matched select id from deals where ${inDistricts} (full_address like ?
           or substr(postcode, 1, length(postcode) - 2) in ${list(area.sectors)} or postcode in ${list(area.postcodes)})`,
      )
      .run(...(area.districts ?? []), `%, ${name}, %`, ...area.sectors, ...area.postcodes);
  }
}

/** The matched deals that are ranked and pass `where`, in `order`. */
function expectedIds(where: string, order: string, { limit = -1, offset = 0 } = {}): number[] {
  const sql = `select id from deals where id in (select id from matched) and non_market = 0 and ${where} order by ${order} limit ? offset ?`;
  return db().$client.prepare(sql).pluck().all(limit, offset) as number[];
}

function foundIds(criteria: SearchCriteria, page: { limit: number; offset?: number }) {
  const r = searchDeals(db(), criteria, page);
  return { ids: r.deals.map((d) => d.id), total: r.total, capped: r.totalIsCapped };
}

const BY_SCORE = "score desc, yield desc, id";

describe("a locality searched by its postcodes finds what the address match found", () => {
  it("every locality in the shipped data: the same deals in the same order, and the same count", () => {
    const names = [...localityAreas(db()).keys()];
    expect(names.length).toBeGreaterThan(300);
    for (const name of names) {
      matchByAddress([name]);
      const expected = expectedIds("1", BY_SCORE);
      const found = foundIds({ place: locality(name) }, { limit: 100_000 });
      expect(found.ids, name).toEqual(expected);
      expect([found.total, found.capped], name).toEqual([Math.min(expected.length, 1000), expected.length > 1000]);
    }
  });

  // Names in a big district (SW19: Southfields, Colliers Wood, Merton Park, Wimbledon Village,
  // Wimbledon), and two whose postcode NE15 9QU holds a sale naming Heddon on the Wall among
  // Throckley's, so its other sales there are not Heddon on the Wall's.
  const NAMES = ["Southfields", "Colliers Wood", "Merton Park", "Wimbledon Village", "Wimbledon", "Heddon on the Wall", "Throckley"];
  const CASES: [SearchCriteria, string, string][] = [
    [{}, "1", BY_SCORE],
    [{ sort: "price-asc" }, "1", "price asc, score desc, id"],
    [{ sort: "yield-desc" }, "1", "yield desc, score desc, id"],
    [{ sort: "roi-desc" }, "1", "roi desc, score desc, id"],
    [{ propertyType: "House", sort: "price-asc" }, "property_type = 'House'", "price asc, score desc, id"],
    [{ propertyType: "Apartment", maxPrice: 400_000, sort: "yield-desc" }, "property_type = 'Apartment' and price <= 400000", "yield desc, score desc, id"],
    [{ minPrice: 200_000, minYield: 4 }, "price >= 200000 and yield >= 4", BY_SCORE],
    [{ cashFlowPositive: true, sort: "roi-desc" }, "(search_flags & 1) = 1", "roi desc, score desc, id"],
  ];

  it("named localities, by each order and with filters: the same deals in the same order", () => {
    expect(db().$client.prepare("select count(*) from deals where postcode = 'NE15 9QU' and full_address not like '%, Heddon on the Wall, %'").pluck().get()).toBeGreaterThan(0);
    for (const name of NAMES) {
      matchByAddress([name]);
      for (const [criteria, where, order] of CASES) {
        // Past the count's cap of 1,000, where the search walks an index in the sort's order.
        const expected = expectedIds(where, order, { limit: 1500 });
        const found = foundIds({ ...criteria, place: locality(name) }, { limit: 1500 });
        expect(found.ids, `${name} ${JSON.stringify(criteria)}`).toEqual(expected);
        expect(found.total).toBe(Math.min(expectedIds(where, order).length, 1000));
      }
    }
  });

  it("a bedroom search lists the likely count first, then the others, page by page, as before (decision 122)", () => {
    const cases: [SearchCriteria, string, string, string][] = [
      [{ bedrooms: 2 }, "(bedrooms = 2 or (bedrooms_common & 4) != 0)", "bedrooms = 2", BY_SCORE],
      [{ minBedrooms: 3, sort: "price-asc" }, "(bedrooms >= 3 or (bedrooms_common & 120) != 0)", "bedrooms >= 3", "price asc, score desc, id"],
    ];
    for (const name of NAMES) {
      matchByAddress([name]);
      for (const [criteria, where, likely, order] of cases) {
        const inOrder = `coalesce(${likely}, 0) desc, ${order}`;
        const all = expectedIds(where, inOrder);
        const first = expectedIds(`${where} and ${likely}`, order).length;
        // The first page, and one across the turn from the likely count to the others.
        for (const offset of [0, Math.max(0, Math.min(first, 1000) - 5)]) {
          const found = foundIds({ ...criteria, place: locality(name) }, { limit: 30, offset });
          expect(found.ids, `${name} ${JSON.stringify(criteria)} from ${offset}`).toEqual(all.slice(offset, offset + 30));
          expect(found.total).toBe(Math.min(all.length, 1000));
        }
      }
    }
  });

  it("several places, one of them a locality: the deals of any, as before", () => {
    matchByAddress(["Merton Park", "Colliers Wood"]);
    const places = [locality("Merton Park"), locality("Colliers Wood")];
    const found = foundIds({ place: places[0], places, propertyType: "House" }, { limit: 100_000 });
    expect(found.ids).toEqual(expectedIds("property_type = 'House'", BY_SCORE));
  });
});

describe("the postcodes of a locality", () => {
  const area = (over: Partial<LocalityArea> = {}): LocalityArea => ({ districts: ["SW19"], sectors: [], postcodes: [], ...over });
  const sale = (address: string | null, postcode: string | null, district: string | null = postcode?.split(" ")[0] ?? null) => ({ address, postcode, district });

  it("takes a postcode whole where every sale is the locality's, and checks each sale where only some are", () => {
    const sales = [
      sale("1 Church Lane, Merton Park, London, SW19 3HR", "SW19 3HR"),
      sale("2 Church Lane, London, SW19 3HR", "SW19 3HR"),
      sale("1 Dorset Road, MERTON PARK, London, SW19 3EN", "SW19 3EN"),
      sale("3 Kingston Road, Wimbledon, London, SW19 1JW", "SW19 1JW"),
      sale("Flat 2, Merton Park, 9 High Street, London, SW20 0AA", "SW20 0AA"),
    ];
    const found = localityPostcodes(sales, new Map([["Merton Park", area({ postcodes: ["SW19 3EN"] })]])).get("Merton Park");
    // SW19 3EN is given to it; SW19 3HR holds a sale naming it and one not; SW20 is no district of it.
    expect(found).toEqual({ postcodes: ["SW19 3EN", "SW19 3HR"], checked: ["SW19 3HR"], noPostcode: false });
  });

  it("a postcode sector's postcodes are all taken, and a sale with no postcode that names it is said", () => {
    const sales = [sale("4 Abbey Road, London, SW19 2AB", "SW19 2AB"), sale("5 High Street, Colliers Wood, London", null, null)];
    expect(localityPostcodes(sales, new Map([["Colliers Wood", area({ districts: null, sectors: ["SW19 2"] })]])).get("Colliers Wood")).toEqual({
      postcodes: ["SW19 2AB"],
      checked: [],
      noPostcode: true,
    });
  });

  it("a name that would be a LIKE pattern is left to the address match", () => {
    expect(localityPostcodes([], new Map([["St_Mary", area()]])).get("St_Mary")).toBeNull();
  });
});
