import { describe, expect, it } from "vitest";
import {
  EXTRACTED_CITIES,
  NO_RESULTS_MESSAGE,
  RECOGNISED_CITIES,
  buildGazetteer,
  describeCriteria,
  fallbackFilter,
  parseCriteria,
  parseMoney,
  routeMessage,
  type SearchCriteria,
} from "~/lib/criteria";

/** A small stand-in for the gazetteer built from the shipped geo and Land Registry data. */
const gaz = buildGazetteer({
  towns: ["SALFORD", "BURY", "NEWCASTLE UPON TYNE", "READING", "MANCHESTER", "LONDON", "SUTTON", "SUTTON COLDFIELD", "SALE", "DEAL", "STOCKTON-ON-TEES"],
  districts: ["WIMBLEDON"],
  localAuthorities: [
    { code: "E08000006", name: "Salford" },
    { code: "E08000002", name: "Bury" },
    { code: "E06000023", name: "Bristol, City of" },
    { code: "E08000021", name: "Newcastle upon Tyne" },
    { code: "E06000038", name: "Reading" },
    { code: "S12000036", name: "City of Edinburgh" },
    { code: "E09000001", name: "City of London" },
  ],
  postcodeDistricts: ["M14", "SW19", "NE1", "M1"],
});

const SALFORD = { kind: "town", name: "Salford", key: "SALFORD" } as const;
const BURY = { kind: "town", name: "Bury", key: "BURY" } as const;
const READING = { kind: "town", name: "Reading", key: "READING" } as const;
const NEWCASTLE = { kind: "town", name: "Newcastle upon Tyne", key: "NEWCASTLE UPON TYNE" } as const;

describe("RECOGNISED_CITIES", () => {
  it("lists the spec's 23 cities in order; the first six are extracted", () => {
    expect(RECOGNISED_CITIES).toHaveLength(23);
    expect(RECOGNISED_CITIES[0]).toBe("London");
    expect(RECOGNISED_CITIES[22]).toBe("York");
    expect(EXTRACTED_CITIES).toEqual(["London", "Manchester", "Birmingham", "Leeds", "Liverpool", "Bristol"]);
  });
});

describe("parseMoney", () => {
  it.each<[string, number | undefined]>([
    ["£200k", 200_000],
    ["200k", 200_000],
    ["200K", 200_000],
    ["200 k", 200_000],
    ["1.2m", 1_200_000],
    ["£1.5 million", 1_500_000],
    ["£1.15m", 1_150_000],
    ["£0.5m", 500_000],
    ["250,000", 250_000],
    ["£250,000", 250_000],
    ["£250 000", 250_000],
    ["£1,250,000", 1_250_000],
    ["£ 200,000", 200_000],
    ["200 grand", 200_000],
    ["150 thousand", 150_000],
    ["2.5k", 2_500],
    ["£200", 200],
    ["under £200k.", 200_000],
    ["£200k-£300k", 200_000],
    ["7%", undefined],
    ["M14", undefined],
    ["no numbers here", undefined],
    ["", undefined],
  ])("%s → %s", (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });
});

describe("parseCriteria without a gazetteer", () => {
  it.each<[string, SearchCriteria]>([
    // The spec's four example prompts.
    ["Show me apartments under £200k", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 200_000 }],
    ["Find the best high-yield properties", { highYield: true, sort: "yield-desc" }],
    ["Houses in Manchester", { propertyType: "House", location: "Manchester" }],
    ["Properties with ROI over 15%", { minRoi: 15 }],
    // Spec base rules, literally.
    ["flats under 200", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 200 }],
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
    ["top 5 properties under 200k", { sort: "score", maxPrice: 200_000 }],
    // Yield and ROI: percentages are never prices.
    ["flats with 7% yield", { propertyType: "Apartment", propertyKind: "flat", minYield: 7 }],
    ["houses with a yield of at least 6.5%", { propertyType: "House", minYield: 6.5 }],
    ["yield over 8 in Liverpool", { minYield: 8, location: "Liverpool" }],
    ["at least 7% gross yield", { minYield: 7 }],
    ["yields above 6% under £200k", { minYield: 6, maxPrice: 200_000 }],
    ["flats over 7%", { propertyType: "Apartment", propertyKind: "flat", minYield: 7 }],
    ["houses where yield under 5%", { propertyType: "House" }],
    ["ROI of at least 12", { minRoi: 12 }],
    ["return over 10% on flats", { propertyType: "Apartment", propertyKind: "flat", minRoi: 10 }],
    ["10% return houses under £150k", { propertyType: "House", minRoi: 10, maxPrice: 150_000 }],
    ["properties with roi above 20% and 8% yield", { minRoi: 20, minYield: 8 }],
    ["high yield flats", { propertyType: "Apartment", propertyKind: "flat", highYield: true, sort: "yield-desc" }],
    ["best yield houses with a 7% yield", { propertyType: "House", highYield: true, sort: "yield-desc", minYield: 7 }],
    ["highest yield flats in Leeds", { propertyType: "Apartment", propertyKind: "flat", sort: "yield-desc", location: "Leeds" }],
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
    ["2-3 bed houses", { propertyType: "House", minBedrooms: 2 }],
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

describe("routeMessage", () => {
  it.each<[string, "search" | "chat"]>([
    // The spec's four example prompts.
    ["Show me apartments under £200k", "search"],
    ["Find the best high-yield properties", "search"],
    ["Houses in Manchester", "search"],
    ["Properties with ROI over 15%", "search"],
    // Questions stay in chat.
    ["How is stamp duty calculated on a second home?", "chat"],
    ["What is Section 24?", "chat"],
    ["Should I buy through a limited company?", "chat"],
    ["Is it worth investing in HMOs?", "chat"],
    ["explain the renters rights act", "chat"],
    ["What's the best strategy for a first investment property?", "chat"],
    ["Do I need an HMO licence for a 5 bed house?", "chat"],
    ["How do capital gains work when I sell a flat?", "chat"],
    ["Why are yields higher in the north?", "chat"],
    ["Any advice on EPC ratings for flats?", "chat"],
    ["How do I find houses in Leeds?", "chat"],
    ["Tell me about SDLT on buy-to-let properties", "chat"],
    // A bare amount is not a price phrase, so this mortgage question stays in chat (spec rule)…
    ["what mortgage can I get on a £200k flat", "chat"],
    // …but a question with a price phrase and a property word is a search (spec rule).
    ["What mortgage can I get on a flat under £200k?", "search"],
    ["Is it worth buying houses under £150k in Leeds?", "search"],
    ["What is the stamp duty on houses between £250k and £300k?", "search"],
    ["Should I buy a flat around £180k?", "search"],
    // Explicit verbs and looking-for phrases.
    ["find me some flats", "search"],
    ["show deals", "search"],
    ["list all commercial properties", "search"],
    ["get houses", "search"],
    ["search for bungalows", "search"],
    ["I'm looking for a terraced house", "search"],
    ["I want a buy-to-let flat", "search"],
    ["need a 2 bed", "search"],
    ["Any flats going?", "search"],
    // Price, place, bedrooms, yield/ROI with a property word.
    ["flats under 200k", "search"],
    ["£200k flats", "search"],
    ["houses up to £300,000", "search"],
    ["terraced houses in Liverpool", "search"],
    ["flats in Edinburgh", "search"],
    ["York houses", "search"],
    ["2 bed flats", "search"],
    ["3+ bedroom houses", "search"],
    ["high yield flats", "search"],
    ["houses with 8% yield", "search"],
    ["properties with ROI above 12%", "search"],
    ["cheap houses", "search"],
    // Everything else is chat.
    ["hello", "chat"],
    ["thanks!", "chat"],
    ["", "chat"],
    ["   ", "chat"],
    ["flats", "chat"],
    ["under £200k", "chat"],
    ["Manchester", "chat"],
    ["I love Leeds", "chat"],
    ["tell me a joke", "chat"],
    ["best properties", "chat"],
    ["flats in New York", "chat"],
  ])("%s → %s", (message, expected) => {
    expect(routeMessage(message)).toBe(expected);
  });

  it.each<[string, "search" | "chat"]>([
    ["houses in Salford", "search"],
    ["flats in M14", "search"],
    ["Bury terraced houses", "search"],
    ["Wimbledon flats", "search"],
    ["reading about houses", "chat"],
    ["Salford", "chat"],
  ])("with a gazetteer: %s → %s", (message, expected) => {
    expect(routeMessage(message, gaz)).toBe(expected);
  });
});

describe("describeCriteria", () => {
  it.each<[SearchCriteria, string]>([
    [
      { bedrooms: 3, propertyType: "House", location: "Salford", maxPrice: 200_000, minYield: 7 },
      "3-bed houses in Salford under £200,000 with a gross yield of at least 7%",
    ],
    [{ propertyType: "Apartment", propertyKind: "flat", maxPrice: 200_000 }, "apartments under £200,000"],
    [{ highYield: true, sort: "yield-desc" }, "high-yield properties"],
    [{ propertyType: "House", location: "Manchester" }, "houses in Manchester"],
    [{ minRoi: 15 }, "properties with an ROI of at least 15%"],
    [{}, "all properties"],
    [{ propertyType: "House", propertyKind: "terraced", minBedrooms: 3 }, "3+ bed terraced houses"],
    [{ propertyType: "House", propertyKind: "semi-detached" }, "semi-detached houses"],
    [{ propertyType: "Commercial", minPrice: 500_000 }, "commercial properties over £500,000"],
    [{ minPrice: 180_000, maxPrice: 220_000 }, "properties between £180,000 and £220,000"],
    [{ propertyType: "Apartment", bedrooms: 0, location: "London" }, "studio apartments in London"],
    [{ cheap: true, sort: "price-asc", propertyType: "Apartment" }, "cheap apartments"],
    [{ sort: "score", location: "Liverpool" }, "properties in Liverpool, best deal score first"],
    [{ sort: "yield-desc", propertyType: "House" }, "houses, highest yield first"],
    [{ sort: "roi-desc" }, "properties, highest ROI first"],
    [{ minYield: 6.5, minRoi: 12 }, "properties with a gross yield of at least 6.5% and an ROI of at least 12%"],
    [{ location: "SW19", maxPrice: 1_250_000 }, "properties in SW19 under £1,250,000"],
  ])("%j → %s", (criteria, expected) => {
    expect(describeCriteria(criteria)).toBe(expected);
  });

  it("round-trips the spec's example prompts", () => {
    expect(describeCriteria(parseCriteria("Show me apartments under £200k"))).toBe("apartments under £200,000");
    expect(describeCriteria(parseCriteria("Houses in Manchester"))).toBe("houses in Manchester");
  });
});

describe("fallbackFilter (spec section 8)", () => {
  const deals = [
    { id: 1, price: 250_000, yield: 5.1, location: "Manchester M14", propertyType: "House" },
    { id: 2, price: 120_000, yield: 8.2, location: "Salford", propertyType: "Apartment" },
    { id: 3, price: 450_000, yield: 4.0, location: "London SW19", propertyType: "Apartment" },
    { id: 4, price: 90_000, yield: 9.5, location: "Bury", propertyType: "House" },
    { id: 5, price: 300_000, yield: 6.0, location: "Leeds", propertyType: "Commercial" },
    { id: 6, price: 175_000, yield: 7.3, location: "Greater Manchester", propertyType: "House" },
  ];
  const ids = (r: { deals: { id: number }[] }) => r.deals.map((d) => d.id);

  it.each<[string, number[], string]>([
    ["best high-yield properties", [4, 2, 6], "Here are the highest-yielding properties I found:"],
    ["Highest yield flats please", [4, 2, 6], "Here are the highest-yielding properties I found:"],
    ["cheap stuff", [4, 2, 6], "Here are the most affordable properties I found:"],
    ["affordable flats", [4, 2, 6], "Here are the most affordable properties I found:"],
    ["something on a budget", [4, 2, 6], "Here are the most affordable properties I found:"],
    ["apartments under £200k", [2, 3], "Here are the apartments I found:"],
    ["a flat in Leeds", [2, 3], "Here are the apartments I found:"],
    ["houses in Manchester", [1, 4, 6], "Here are the houses I found:"],
    ["properties in Manchester", [1, 6], "Here are the properties I found in Manchester:"],
    ["anything in london", [3], "Here are the properties I found in London:"],
    ["Properties with ROI over 15%", [1, 2, 3, 4, 5, 6], "Here are all the properties I have at the moment:"],
  ])("%s", (query, expectedIds, leadIn) => {
    const r = fallbackFilter(query, deals);
    expect(ids(r)).toEqual(expectedIds);
    expect(r.leadIn).toBe(leadIn);
  });

  it("gives the spec's no-results sentence when nothing matches", () => {
    expect(fallbackFilter("houses", deals.filter((d) => d.propertyType !== "House"))).toEqual({
      deals: [],
      leadIn: NO_RESULTS_MESSAGE,
    });
    expect(fallbackFilter("anything", []).leadIn).toBe(NO_RESULTS_MESSAGE);
  });

  it("does not reorder or mutate the caller's list", () => {
    const copy = deals.map((d) => ({ ...d }));
    fallbackFilter("high yield", copy);
    fallbackFilter("cheap", copy);
    expect(copy).toEqual(deals);
  });
});
