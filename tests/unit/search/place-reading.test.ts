/**
 * Places as the shipped sales know them (decision 121): suburbs written in lower case, a suburb's
 * postcode sectors, short names, a city centre's postcode districts, no far-off suggestion for a
 * place the data lacks, and a budget asked as a question searched, not valued as one property.
 */
import { describe, expect, it } from "vitest";
import { parseAnalysisRequest } from "~/lib/search/analyse-request";
import { routeMessage } from "~/lib/search/route";
import { summaryFacts } from "~/lib/search/summary";
import { runSearch, searchFor } from "~/server/deal-search.server";
import { getGazetteer } from "~/server/places.server";
import { useTempDatabase } from "../../support/db";

const db = useTempDatabase("file");
const districtOf = (postcode: string | null) => postcode?.split(" ")[0];

describe("a suburb in lower case is searched there, not across the country", () => {
  it.each<[string, string, string]>([
    ["flats in wimbledon under 300k", "Wimbledon", "SW19"],
    ["flats in gosforth under 150k", "Gosforth", "NE3"],
    ["4 bed houses in wimbledon", "Wimbledon", "SW19"],
    ["houses under 1.5m in wimbledon", "Wimbledon", "SW19"],
    ["houses in didsbury under 300k", "Didsbury", "M20"],
    ["flats in wimbledon", "Wimbledon", "SW19"],
    ["houses in didsbury", "Didsbury", "M20"],
    ["houses in chorlton", "Chorlton cum Hardy", "M21"],
    ["houses in Chorlton", "Chorlton cum Hardy", "M21"],
  ])("%s: %s", (query, name, district) => {
    expect(routeMessage(query, getGazetteer(db()))).toBe("search");
    const r = searchFor(db(), { query });
    expect(r.criteria.place?.name).toBe(name);
    expect(r.ignored).toEqual([]);
    expect(r.nothingSearched).toBe(false);
    expect(r.deals.length).toBeGreaterThan(0);
    for (const deal of r.deals) expect(districtOf(deal.postcode)).toBe(district);
  });

  it("finds a suburb's sales in the postcode sectors its addresses name, not only those that name it", () => {
    const named = db()
      .$client.prepare("select count(*) from deals where non_market = 0 and property_type = 'House' and full_address like '%, Didsbury, %'")
      .pluck()
      .get() as number;
    const r = searchFor(db(), { query: "houses in Didsbury" });
    // Price Paid names Didsbury on a handful of M20's sales; the sector they are in holds many more.
    expect(r.total).toBeGreaterThan(named * 3);
    for (const deal of r.deals) expect(deal.postcode?.startsWith("M20 6") || /, Didsbury, /.test(deal.fullAddress ?? "")).toBe(true);
  });
});

describe("a smaller locality inside a larger one's postcode sectors (decision 127)", () => {
  const named = (where: string) =>
    db().$client.prepare(`select count(*) from deals where non_market = 0 and full_address like '%, Merton Park, %' ${where}`).pluck().get() as number;

  it("finds the other sales at the postcodes of those that name it, and says what was searched", () => {
    const r = searchFor(db(), { query: "properties in Merton Park" });
    const postcodes = new Set(
      db().$client.prepare("select distinct postcode from deals where full_address like '%, Merton Park, %'").pluck().all() as string[],
    );
    expect(r.total).toBeGreaterThan(named("") * 1.5);
    expect(r.deals).toHaveLength(10);
    for (const deal of r.deals) expect(postcodes.has(deal.postcode!)).toBe(true);
    const said =
      "HM Land Registry names Merton Park on only some of its addresses, and no postcode sector is mainly Merton Park's, so I searched the sales that name it and the others at the same postcodes.";
    expect(r.facts.namedOnly).toEqual(["Merton Park"]);
    expect(runSearch(db(), { query: "properties in Merton Park" }).summary).toContain(said);
    expect(summaryFacts(r.facts)).toContain(`Tell the user plainly: ${said}`);
  });

  it("a suburb with postcode sectors of its own says nothing more", () => {
    expect(searchFor(db(), { query: "houses in Didsbury" }).facts.namedOnly).toEqual([]);
  });
});

describe("a city centre", () => {
  it("is read as the centre's postcode districts where the data marks one", () => {
    const r = searchFor(db(), { query: "btl flats in Manchester City Centre" });
    expect(r.criteria.location).toBe("Manchester city centre (M1, M4)");
    expect(r.used[0]).toBe("Manchester city centre (M1, M4)");
    expect(r.deals.length).toBeGreaterThan(0);
    for (const deal of r.deals) expect(["M1", "M4"]).toContain(districtOf(deal.postcode));
    expect(searchFor(db(), { query: "flats in newcastle city centre" }).criteria.location).toBe("Newcastle upon Tyne city centre (NE1)");
  });

  it("says so where the data marks none, and searches the whole town", () => {
    const r = searchFor(db(), { query: "houses in Bury town centre" });
    expect(r.criteria.place?.name).toBe("Bury");
    expect(r.ignored).toEqual(['"Bury town centre" (the sales data marks no centre for Bury, so all of Bury was searched)']);
  });
});

describe("a place the data does not hold", () => {
  it("is named, with no far-off place suggested in its stead, and nothing is searched", () => {
    for (const query of ["flats in Morden", "houses in morden under 400k"]) {
      const r = searchFor(db(), { query });
      const name = /in (\w+)/.exec(query)![1];
      expect(r.ignored).toEqual([`"${name}" (no place of that name in the sales data)`]);
      expect(r.nothingSearched).toBe(true);
      expect(r.deals).toEqual([]);
    }
  });
});

describe("a place of two lower-case words (decision 127)", () => {
  it.each(["flats in moss side", "flats in moss side under 150k", "2 bed flats in moss side", "houses in cheetham hill", "flats in earls court", "houses near clayton vale"])(
    "%s: named as no place in the data, and nothing is searched, rather than the whole country",
    (query) => {
      const name = /(?:in|near) ([a-z]+ [a-z]+)/.exec(query)![1];
      expect(routeMessage(query, getGazetteer(db()))).toBe("search");
      const r = searchFor(db(), { query });
      expect(r.ignored).toEqual([`"${name}" (no place of that name in the sales data)`]);
      expect(r.nothingSearched).toBe(true);
      expect(r.deals).toEqual([]);
    },
  );

  it("a short name going on as a longer one the data lacks is not the place it shortens", () => {
    for (const query of ["flats in chorlton on medlock", "houses in Chorlton on Medlock"]) {
      const r = searchFor(db(), { query });
      expect(r.criteria.place).toBeUndefined();
      expect(r.ignored).toEqual([`"${/in (.+)$/.exec(query)![1]}" (no place of that name in the sales data)`]);
      expect(r.nothingSearched).toBe(true);
    }
    // Written in full, or followed by everyday words, the place is read as before.
    expect(searchFor(db(), { query: "houses in chorlton cum hardy" }).criteria.place?.name).toBe("Chorlton cum Hardy");
    expect(searchFor(db(), { query: "flats in newcastle on a budget" }).criteria.place?.name).toBe("Newcastle upon Tyne");
  });

  it("a known place going on with a word that ends place names is searched, and the answer says so", () => {
    const r = searchFor(db(), { query: "flats in salford quays" });
    expect(r.criteria.place?.name).toBe("Salford");
    expect(r.ignored).toEqual(['"salford quays" (no place of that name in the sales data, so Salford was searched)']);
    expect(searchFor(db(), { query: "houses in bury green belt" }).ignored).toEqual([]);
  });

  it("known places of several words are found in lower case, and their words are no wishes", () => {
    const gazetteer = getGazetteer(db());
    for (const name of gazetteer.names) {
      if (!name.includes(" ")) continue;
      const r = searchFor(db(), { query: `houses in ${name} under 200k` });
      expect(r.criteria.place, name).toEqual(gazetteer.lookup(name));
      expect(r.ignored, name).toEqual([]);
    }
  });

  it.each([
    "houses in need of work", "flats in good condition", "houses in commuter towns", "flats in purpose built blocks",
    "houses in school catchments", "houses in quiet streets", "flats in seaside towns", "houses in low crime areas",
  ])("%s: everyday words are no place", (query) => {
    expect(searchFor(db(), { query }).nothingSearched).toBe(false);
  });
});

describe("a budget asked as a question (spec section 5 routing)", () => {
  it("searches flats under £100k in Newcastle rather than valuing one flat at £100,000", () => {
    const query = "is it worth buying a flat under 100k in newcastle?";
    expect(parseAnalysisRequest(query, getGazetteer(db()))).toBeNull();
    expect(routeMessage(query, getGazetteer(db()))).toBe("search");
    const r = searchFor(db(), { query });
    expect(r.criteria).toMatchObject({ maxPrice: 100_000, propertyType: "Apartment", location: "Newcastle upon Tyne" });
    expect(r.deals.length).toBeGreaterThan(0);
    for (const deal of r.deals) expect(deal.price).toBeLessThanOrEqual(100_000);
  });
});
