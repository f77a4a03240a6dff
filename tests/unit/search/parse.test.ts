import { describe, expect, it } from "vitest";
import { parseCriteria } from "~/lib/search/parse";
import { EXTRACTED_CITIES, RECOGNISED_CITIES, type SearchCriteria } from "~/lib/search/types";
import { BURY, gaz, NEWCASTLE, READING, SALFORD } from "./fixtures";

describe("RECOGNISED_CITIES", () => {
  it("lists the spec's 23 cities in order; the first six are extracted", () => {
    expect(RECOGNISED_CITIES).toHaveLength(23);
    expect(RECOGNISED_CITIES[0]).toBe("London");
    expect(RECOGNISED_CITIES[22]).toBe("York");
    expect(EXTRACTED_CITIES).toEqual(["London", "Manchester", "Birmingham", "Leeds", "Liverpool", "Bristol"]);
  });
});

describe("parseCriteria without a gazetteer", () => {
  it.each<[string, SearchCriteria]>([
    // The spec's four example prompts.
    ["Show me apartments under £200k", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 200_000 }],
    ["Find the best high-yield properties", { highYield: true, sort: "yield-desc" }],
    ["Houses in Manchester", { propertyType: "House", location: "Manchester" }],
    ["Properties with ROI over 15%", { minRoi: 15 }],
    // Spec base rules; a bare small number in a price phrase is thousands (decision 013).
    ["flats under 200", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 200_000 }],
    ["houses over 300", { propertyType: "House", minPrice: 300_000 }],
    ["flats around 150", { propertyType: "Apartment", propertyKind: "flat", minPrice: 135_000, maxPrice: 165_000 }],
    ["houses between 150 and 200", { propertyType: "House", minPrice: 150_000, maxPrice: 200_000 }],
    ["flats under £200", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 200 }],
    ["houses under 250000", { propertyType: "House", maxPrice: 250_000 }],
    // Cash to invest is not a price: the ceiling is what it buys (decision 096), or the price
    // asked for when that is lower.
    ["I have £60k saved, find me houses", { propertyType: "House", cash: 60_000, cashNation: "england", maxPrice: 183_000 }],
    ["houses with a £40k deposit", { propertyType: "House", cash: 40_000, cashNation: "england", maxPrice: 120_000 }],
    ["I have £60k to invest in flats under £150k", { propertyType: "Apartment", propertyKind: "flat", cash: 60_000, cashNation: "england", maxPrice: 150_000 }],
    // A ceiling said after the amount is a ceiling, never a floor.
    ["houses for £200k or less", { propertyType: "House", maxPrice: 200_000 }],
    ["flats 200k max", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 200_000 }],
    ["flats at £150k tops", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 150_000 }],
    ["houses £120k and under", { propertyType: "House", maxPrice: 120_000 }],
    ["houses no more than £180,000", { propertyType: "House", maxPrice: 180_000 }],
    // The thousands rule stops at 1,000: "under 999" is £999,000, "under 1000" is £1,000.
    ["houses under 999", { propertyType: "House", maxPrice: 999_000 }],
    ["houses under 1000", { propertyType: "House", maxPrice: 1_000 }],
    ["flats under 200 k", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 200_000 }],
    ["houses with 7 yield", { propertyType: "House", minYield: 7 }],
    ["commercial units in Leeds", { propertyType: "Commercial", location: "Leeds" }],
    // Money phrasings.
    ["houses below £150,000", { propertyType: "House", maxPrice: 150_000 }],
    ["flats less than 250k", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 250_000 }],
    ["properties up to £1.2m in London", { maxPrice: 1_200_000, location: "London" }],
    ["max £180k terraced house", { propertyType: "House", propertyKind: "terraced", maxPrice: 180_000 }],
    ["budget of £250 000 for a flat", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 250_000 }],
    ["my budget is 300k, houses in Leeds", { propertyType: "House", maxPrice: 300_000, location: "Leeds" }],
    ["houses over £300k", { propertyType: "House", minPrice: 300_000 }],
    ["detached houses above 500k", { propertyType: "House", propertyKind: "detached", minPrice: 500_000 }],
    ["flats from £100k", { propertyType: "Apartment", propertyKind: "flat", minPrice: 100_000 }],
    ["houses built from 2019", { propertyType: "House" }],
    ["between £150k and £200k houses", { propertyType: "House", minPrice: 150_000, maxPrice: 200_000 }],
    ["flats £150k-£200k", { propertyType: "Apartment", propertyKind: "flat", minPrice: 150_000, maxPrice: 200_000 }],
    ["flats 150-200k", { propertyType: "Apartment", propertyKind: "flat", minPrice: 150_000, maxPrice: 200_000 }],
    ["houses £1-1.5m", { propertyType: "House", minPrice: 1_000_000, maxPrice: 1_500_000 }],
    ["from £100k to £150k in Bristol", { minPrice: 100_000, maxPrice: 150_000, location: "Bristol" }],
    ["houses around £200k", { propertyType: "House", minPrice: 180_000, maxPrice: 220_000 }],
    ["a budget of around £200k for a flat", { propertyType: "Apartment", propertyKind: "flat", minPrice: 180_000, maxPrice: 220_000 }],
    ["£200k+ houses", { propertyType: "House", minPrice: 200_000 }],
    ["a £200k flat", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 200_000 }],
    ["sub-£100k flats", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 100_000 }],
    ["flats under 10 minutes from the station", { propertyType: "Apartment", propertyKind: "flat" }],
    // "min" before a yield or a bedroom count is that criterion's minimum, not minutes after the price.
    ["flats in London 200k-250k min 8% yield", { propertyType: "Apartment", propertyKind: "flat", location: "London", minPrice: 200_000, maxPrice: 250_000, minYield: 8 }],
    ["flats in london under 250k min 8% yield", { propertyType: "Apartment", propertyKind: "flat", location: "London", maxPrice: 250_000, minYield: 8 }],
    ["houses under 150k min 3 beds", { propertyType: "House", maxPrice: 150_000, minBedrooms: 3 }],
    ["houses under 150k min. three beds", { propertyType: "House", maxPrice: 150_000, minBedrooms: 3 }],
    ["flats under 250k min yield 8%", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 250_000, minYield: 8 }],
    ["flats under 200 min 7% yield", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 200_000, minYield: 7 }],
    ["houses under 15 min walk from the station", { propertyType: "House" }],
    ["top 5 properties under 200k", { sort: "score", maxPrice: 200_000 }],
    // Yield and ROI: percentages are never prices.
    ["flats with 7% yield", { propertyType: "Apartment", propertyKind: "flat", minYield: 7 }],
    ["houses with a yield of at least 6.5%", { propertyType: "House", minYield: 6.5 }],
    ["yield over 8 in Liverpool", { minYield: 8, location: "Liverpool" }],
    ["at least 7% gross yield", { minYield: 7 }],
    ["yields above 6% under £200k", { minYield: 6, maxPrice: 200_000 }],
    ["flats over 7%", { propertyType: "Apartment", propertyKind: "flat", minYield: 7 }],
    ["houses where yield under 5%", { propertyType: "House", maxYield: 5 }],
    ["ROI of at least 12", { minRoi: 12 }],
    ["return over 10% on flats", { propertyType: "Apartment", propertyKind: "flat", minRoi: 10 }],
    ["10% return houses under £150k", { propertyType: "House", minRoi: 10, maxPrice: 150_000 }],
    ["properties with roi above 20% and 8% yield", { minRoi: 20, minYield: 8 }],
    ["high yield flats", { propertyType: "Apartment", propertyKind: "flat", highYield: true, sort: "yield-desc" }],
    ["best yield houses with a 7% yield", { propertyType: "House", highYield: true, sort: "yield-desc", minYield: 7 }],
    ["highest yield flats in Leeds", { propertyType: "Apartment", propertyKind: "flat", sort: "yield-desc", location: "Leeds" }],
    ["best towns for yield", { sort: "yield-desc" }],
    ["top 3 bed houses for yield in Leeds", { propertyType: "House", bedrooms: 3, sort: "yield-desc", location: "Leeds" }],
    ["houses with the highest ROI", { propertyType: "House", sort: "roi-desc" }],
    ["high-yield 3 bed flats", { propertyType: "Apartment", propertyKind: "flat", highYield: true, sort: "yield-desc", bedrooms: 3 }],
    // Bedrooms.
    ["2 bed flat", { propertyType: "Apartment", propertyKind: "flat", bedrooms: 2 }],
    ["2-bed flats", { propertyType: "Apartment", propertyKind: "flat", bedrooms: 2 }],
    ["two bedroom apartment", { propertyType: "Apartment", propertyKind: "flat", bedrooms: 2 }],
    ["3 bedrooms house", { propertyType: "House", bedrooms: 3 }],
    ["3bed semi", { propertyType: "House", propertyKind: "semi-detached", bedrooms: 3 }],
    ["3+ bed houses", { propertyType: "House", minBedrooms: 3 }],
    ["4 bed or more detached", { propertyType: "House", propertyKind: "detached", minBedrooms: 4 }],
    ["at least 3 bedrooms", { minBedrooms: 3 }],
    ["more than 2 bedrooms under £300k", { minBedrooms: 3, maxPrice: 300_000 }],
    ["2-3 bed houses", { propertyType: "House", minBedrooms: 2, maxBedrooms: 3 }],
    ["studio flat in London", { propertyType: "Apartment", propertyKind: "flat", bedrooms: 0, location: "London" }],
    ["studios under 100k", { propertyType: "Apartment", propertyKind: "flat", bedrooms: 0, maxPrice: 100_000 }],
    // Types and kinds.
    ["maisonettes", { propertyType: "Apartment", propertyKind: "flat" }],
    ["terraced houses", { propertyType: "House", propertyKind: "terraced" }],
    ["semi-detached houses", { propertyType: "House", propertyKind: "semi-detached" }],
    ["semi detached", { propertyType: "House", propertyKind: "semi-detached" }],
    ["bungalows", { propertyType: "House" }],
    ["detached or semi-detached houses", { propertyType: "House" }],
    ["shops and offices", { propertyType: "Commercial" }],
    ["flats or houses in Birmingham", { location: "Birmingham" }],
    // Flags and sorts.
    ["cheap flats", { propertyType: "Apartment", propertyKind: "flat", cheap: true, sort: "price-asc" }],
    ["cheapest houses in Leeds", { propertyType: "House", cheap: true, sort: "price-asc", location: "Leeds" }],
    ["affordable properties", { cheap: true, sort: "price-asc" }],
    ["properties on a budget", { cheap: true, sort: "price-asc" }],
    ["budget-friendly flats", { propertyType: "Apartment", propertyKind: "flat", cheap: true, sort: "price-asc" }],
    ["cheap high yield houses", { propertyType: "House", cheap: true, highYield: true, sort: "yield-desc" }],
    ["best deals in Liverpool", { sort: "score", location: "Liverpool" }],
    ["top properties", { sort: "score" }],
    // Cash flow as a ranking is ROI, the first year's cash flow on the cash put in (decision 105).
    ["best towns for cashflow", { sort: "roi-desc", cashFlowOrder: true }],
    ["houses with the best cash flow in Leeds", { propertyType: "House", location: "Leeds", sort: "roi-desc", cashFlowOrder: true }],
    ["top 3 bed houses for cash flow", { propertyType: "House", bedrooms: 3, sort: "roi-desc", cashFlowOrder: true }],
    ["flats sorted by cashflow", { propertyType: "Apartment", propertyKind: "flat", sort: "roi-desc", cashFlowOrder: true }],
    ["highest yield and best cash flow", { sort: "yield-desc" }],
    ["cash flow positive houses", { propertyType: "House", cashFlowPositive: true }],
    ["best cash flow positive deals", { cashFlowPositive: true, sort: "score" }],
    // Cities beyond the first six are recognised for routing but not extracted.
    ["flats in Edinburgh", { propertyType: "Apartment", propertyKind: "flat" }],
    ["houses in Reading", { propertyType: "House" }],
    ["flats in London or Manchester", { propertyType: "Apartment", propertyKind: "flat", location: "London" }],
  ])("%s", (query, expected) => {
    expect(parseCriteria(query)).toEqual(expected);
  });
});

describe("parseCriteria with a gazetteer", () => {
  it.each<[string, string | undefined, object | undefined]>([
    ["3-bed houses in Salford", "Salford", SALFORD],
    ["houses in salford under 150k", "Salford", SALFORD],
    ["Houses in Bury", "Bury", BURY],
    ["flats near bury", "Bury", BURY],
    ["Bury houses under £150k", "Bury", BURY],
    ["I want to bury the hatchet and buy houses", undefined, undefined],
    ["flats in Newcastle upon Tyne", "Newcastle upon Tyne", NEWCASTLE],
    ["flats in newcastle-upon-tyne", "Newcastle upon Tyne", NEWCASTLE],
    ["houses in Newcastle", "Newcastle upon Tyne", NEWCASTLE],
    ["houses in Sutton Coldfield", "Sutton Coldfield", { kind: "town", name: "Sutton Coldfield", key: "SUTTON COLDFIELD" }],
    ["houses in Sutton", "Sutton", { kind: "town", name: "Sutton", key: "SUTTON" }],
    ["flats in Stockton on Tees", "Stockton-on-Tees", { kind: "town", name: "Stockton-on-Tees", key: "STOCKTON-ON-TEES" }],
    ["houses in Reading", "Reading", READING],
    ["flats in reading", "Reading", READING],
    ["Reading flats under 200k", "Reading", READING],
    ["Reading the news about flats", undefined, undefined],
    ["I was reading about flats", undefined, undefined],
    ["houses for sale in Salford", "Salford", SALFORD],
    ["houses for sale", undefined, undefined],
    ["the best deal on flats", undefined, undefined],
    ["flats in M14", "M14", { kind: "postcode-district", name: "M14", key: "M14" }],
    ["flats in m14", "M14", { kind: "postcode-district", name: "M14", key: "M14" }],
    ["houses SW19 under £1m", "SW19", { kind: "postcode-district", name: "SW19", key: "SW19" }],
    ["ne1 flats", "NE1", { kind: "postcode-district", name: "NE1", key: "NE1" }],
    ["flats near SW19 1AA", "SW19", { kind: "postcode-district", name: "SW19", key: "SW19" }],
    ["houses in Wimbledon", "Wimbledon", { kind: "district", name: "Wimbledon", key: "WIMBLEDON" }],
    ["flats in Bristol", "Bristol", { kind: "local-authority", name: "Bristol", key: "E06000023" }],
    ["flats in Edinburgh", "City of Edinburgh", { kind: "local-authority", name: "City of Edinburgh", key: "S12000036" }],
    ["flats in Glasgow", "Glasgow City", { kind: "local-authority", name: "Glasgow City", key: "S12000049" }],
    ["flats in London", "London", { kind: "town", name: "London", key: "LONDON" }],
    // Not in the gazetteer: the spec's six cities are still extracted, without a place.
    ["flats in Leeds", "Leeds", undefined],
    ["houses in Salford near Manchester", "Salford", SALFORD],
    ["Manchester flats in Salford", "Salford", SALFORD],
  ])("%s", (query, location, place) => {
    const c = parseCriteria(query, gaz);
    expect(c.location).toBe(location);
    expect(c.place).toEqual(place);
  });

  it("keeps the other criteria alongside the place", () => {
    expect(parseCriteria("3-bed terraced houses in Salford under £200k with a 7% yield", gaz)).toEqual({
      bedrooms: 3,
      propertyType: "House",
      propertyKind: "terraced",
      location: "Salford",
      place: SALFORD,
      maxPrice: 200_000,
      minYield: 7,
    });
  });

  it("looks names up in any spelling", () => {
    expect(gaz.lookup("Newcastle-upon-Tyne")).toEqual(NEWCASTLE);
    expect(gaz.lookup("sw19")?.key).toBe("SW19");
    expect(gaz.lookup("bristol city of")?.key).toBe("E06000023");
    expect(gaz.lookup("city of london")?.key).toBe("E09000001");
    expect(gaz.lookup("atlantis")).toBeUndefined();
    expect([...gaz.names]).toContain("newcastle upon tyne");
  });
});
