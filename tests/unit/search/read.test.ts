/** Issue 10 item 9: searches read as an investor means them, with what was used and ignored. */
import { describe, expect, it } from "vitest";
import { buildGazetteer, suggestPlace } from "~/lib/search/gazetteer";
import { parseCriteria } from "~/lib/search/parse";
import { readSearch } from "~/lib/search/read";
import { REGIONS } from "~/lib/search/regions";
import { routeMessage } from "~/lib/search/route";
import { searchApiSummary, summariseSearch } from "~/lib/search/summary";
import type { SearchCriteria } from "~/lib/search/types";

const gaz = buildGazetteer({
  towns: ["LEEDS", "BRADFORD", "STOCKPORT", "SALFORD", "BOLTON", "OLDHAM", "MANCHESTER", "SALE", "WIGAN"],
  counties: ["TYNE AND WEAR", "GREATER MANCHESTER", "WEST YORKSHIRE", "WEST MIDLANDS"],
  regions: REGIONS,
  localities: ["Wimbledon", "Killingworth", "Park"],
  localAuthorities: [{ code: "E08000035", name: "Leeds" }],
  postcodeDistricts: ["M14", "M15", "SW19"],
});
const P = {
  leeds: { kind: "town", name: "Leeds", key: "LEEDS" },
  bradford: { kind: "town", name: "Bradford", key: "BRADFORD" },
  tyneWear: { kind: "county", name: "Tyne and Wear", key: "TYNE AND WEAR" },
  gm: { kind: "county", name: "Greater Manchester", key: "GREATER MANCHESTER" },
  westYorks: { kind: "county", name: "West Yorkshire", key: "WEST YORKSHIRE" },
  northEast: { kind: "region", name: "the North East", key: "E12000001" },
  wimbledon: { kind: "locality", name: "Wimbledon", key: "Wimbledon" },
  m14: { kind: "postcode-district", name: "M14", key: "M14" },
  m15: { kind: "postcode-district", name: "M15", key: "M15" },
} as const;

describe("the audit's misreadings", () => {
  it.each<[string, SearchCriteria]>([
    // Decision 013: a bare small number in a price phrase is thousands.
    ["flats under 150", { propertyType: "Apartment", propertyKind: "flat", maxPrice: 150_000 }],
    ["houses in Tyne and Wear", { propertyType: "House", location: "Tyne and Wear", place: P.tyneWear }],
    ["buy to let in the North East", { location: "the North East", place: P.northEast }],
    ["houses in Greater Manchester", { propertyType: "House", location: "Greater Manchester", place: P.gm }],
    ["anything in West Yorkshire", { location: "West Yorkshire", place: P.westYorks }],
    ["flats in Wimbledon", { propertyType: "Apartment", propertyKind: "flat", location: "Wimbledon", place: P.wimbledon }],
    ["what's available in M14 under 150k", { location: "M14", place: P.m14, maxPrice: 150_000 }],
    ["houses in Leeds or Bradford", { propertyType: "House", location: "Leeds or Bradford", place: P.leeds, places: [P.leeds, P.bradford] }],
    ["2-3 bed houses", { propertyType: "House", minBedrooms: 2, maxBedrooms: 3 }],
    ["2 to 3 bedrooms", { minBedrooms: 2, maxBedrooms: 3 }],
    ["between 6 and 8%", { minYield: 6, maxYield: 8 }],
    ["yielding 7 percent", { minYield: 7 }],
    ["7% plus", { minYield: 7 }],
    ["new build flats", { propertyType: "Apartment", propertyKind: "flat", newBuild: true }],
    ["freehold houses", { propertyType: "House", tenure: "freehold" }],
    ["leasehold flats", { propertyType: "Apartment", propertyKind: "flat", tenure: "leasehold" }],
    ["below market value houses", { propertyType: "House", belowMarketValue: true }],
    ["cash flow positive properties", { cashFlowPositive: true }],
  ])("%s", (query, expected) => {
    expect(parseCriteria(query, gaz)).toEqual(expected);
  });
});

describe("more phrasings", () => {
  it.each<[string, SearchCriteria]>([
    ["6-8% yield", { minYield: 6, maxYield: 8 }],
    ["yield of 5 to 6 percent", { minYield: 5, maxYield: 6 }],
    ["roi above 20% and 8% yield", { minRoi: 20, minYield: 8 }],
    ["flats with a yield under 9%", { propertyType: "Apartment", propertyKind: "flat", maxYield: 9 }],
    ["between 2 and 4 bedrooms", { minBedrooms: 2, maxBedrooms: 4 }],
    ["3 or 4 bed houses", { propertyType: "House", minBedrooms: 3, maxBedrooms: 4 }],
    ["up to 3 bed houses", { propertyType: "House", maxBedrooms: 3 }],
    ["fewer than 3 bedrooms", { maxBedrooms: 2 }],
    ["3-3 bed", { bedrooms: 3 }],
    ["2 bed flats in M14 or M15", { bedrooms: 2, propertyType: "Apartment", propertyKind: "flat", location: "M14 or M15", place: P.m14, places: [P.m14, P.m15] }],
    ["houses in Leeds, Bradford and Leeds", { propertyType: "House", location: "Leeds or Bradford", place: P.leeds, places: [P.leeds, P.bradford] }],
    ["flats in Leeds for people working in Bradford", { propertyType: "Apartment", propertyKind: "flat", location: "Leeds", place: P.leeds }],
    ["houses in the north east", { propertyType: "House", location: "the North East", place: P.northEast }],
    ["properties in North East England", { location: "the North East", place: P.northEast }],
    ["houses in the West Midlands", { propertyType: "House", location: "West Midlands", place: { kind: "county", name: "West Midlands", key: "WEST MIDLANDS" } }],
    ["flats near the park", { propertyType: "Apartment", propertyKind: "flat" }],
    ["no new builds", { newBuild: false }],
    ["houses, not leasehold", { propertyType: "House", tenure: "freehold" }],
    ["BMV deals", { belowMarketValue: true }],
    ["positive cash flow flats", { propertyType: "Apartment", propertyKind: "flat", cashFlowPositive: true }],
    ["cash-flowing houses under 120k", { propertyType: "House", cashFlowPositive: true, maxPrice: 120_000 }],
    ["undervalued terraces", { propertyType: "House", propertyKind: "terraced", belowMarketValue: true }],
    ["share of freehold flats", { propertyType: "Apartment", propertyKind: "flat" }],
    ["bungalows", { propertyType: "House" }],
  ])("%s", (query, expected) => {
    expect(parseCriteria(query, gaz)).toEqual(expected);
  });
});

describe("readSearch: used and ignored", () => {
  it.each<[string, string[], string[]]>([
    ["HMO in Leeds", ["Leeds"], ["HMO (not in the data)"]],
    ["bungalows in Stockport", ["Stockport", "houses"], ["bungalow (not in the data)"]],
    ["2-3 bed houses in Leeds or Bradford under 200k", ["Leeds or Bradford", "houses", "2 to 3 bedrooms", "under £200,000"], []],
    ["chain free bungalow with a garden in Sale", ["Sale", "houses"], ["bungalow (not in the data)", "garden (not in the data)", "chain-free (not in the data)"]],
    ["HMO with parking near the university in Leeds", ["Leeds"], ["HMO (not in the data)", "parking (not in the data)", "distance to amenities (not in the data)"]],
    ["flats in Narnia", ["apartments"], ['"Narnia" (no place of that name in the sales data)']],
    ["houses in Manchster", ["houses"], ['"Manchster" (no place of that name in the sales data; did you mean Manchester?)']],
    // A known place the search did not take is not reported as unknown.
    ["I live in Bolton. Can you find me houses in Wigan", ["Wigan", "houses"], []],
    ["share of freehold flats", ["apartments"], ["share of freehold (not in the data)"]],
    ["ROI between 10 and 15%", ["an ROI of at least 10%"], ["an ROI ceiling of 15% (the search can only set a minimum ROI)"]],
    ["new build freehold houses yielding between 6 and 8% in West Yorkshire", ["West Yorkshire", "houses", "a gross yield between 6% and 8%", "new builds only", "freehold"], []],
  ])("%s", (query, used, ignored) => {
    const r = readSearch(query, gaz);
    expect(r.used).toEqual(used);
    expect(r.ignored).toEqual(ignored);
  });
});

describe("routing search-like messages", () => {
  it.each([
    ["any good deals in Leeds?", "search"],
    ["what's available in M14 under 150k", "search"],
    ["anything in West Yorkshire with a 7% yield", "search"],
    ["7% plus yield in Oldham", "search"],
    ["what's for sale in Wigan", "search"],
    ["flats in Narnia", "search"],
    ["what is stamp duty on a £250k buy to let in Leeds?", "chat"],
    ["Is Leeds a good place to invest?", "chat"],
    ["what's the law on HMOs in Leeds", "chat"],
    ["how much stamp duty on a house in Leeds", "chat"],
  ] as const)("%s → %s", (message, route) => {
    expect(routeMessage(message, gaz)).toBe(route);
  });
});

describe("the summary says what it ignored, and never states a capped count as exact", () => {
  const deal = { title: "2-bed flat, Park Road", price: 120_000, yield: 8, roi: 5, score: 70, location: "Leeds" };
  const input = {
    description: "properties in Leeds",
    total: 1000,
    capped: true,
    deals: [deal],
    ignored: ["HMO (not in the data)", "bungalow (not in the data)"],
  };
  it("the API summary", () => {
    const text = searchApiSummary(input);
    expect(text).toContain("I searched for properties in Leeds and found more than 1,000 matching properties.");
    expect(text).toContain("I could not filter by HMO (not in the data) or bungalow (not in the data).");
    expect(text).not.toMatch(/\b1000\b/);
  });
  it("the chat summary", () => {
    const text = summariseSearch(input);
    expect(text).toContain("I found more than 1,000 properties");
    expect(text).toContain("I could not filter by HMO (not in the data) or bungalow (not in the data).");
  });
  it("no results still says what was ignored", () => {
    expect(searchApiSummary({ ...input, deals: [], total: 0, capped: false })).toBe(
      "I couldn't find any properties matching your criteria. Try adjusting your search. I searched for properties in Leeds. I could not filter by HMO (not in the data) or bungalow (not in the data).",
    );
  });
  it("nothing ignored: no extra sentence", () => {
    expect(searchApiSummary({ ...input, ignored: [] })).not.toContain("could not filter");
  });
});

describe("places the data does not know (decision 092)", () => {
  it("suggests the known place a misspelt name most likely meant, and nothing for a name far from any", () => {
    expect(suggestPlace("Manchster", gaz)).toBe("Manchester");
    expect(suggestPlace("bradfrod", gaz)).toBe("Bradford");
    expect(suggestPlace("Wigam", gaz)).toBe("Wigan");
    expect(suggestPlace("Narnia", gaz)).toBeNull();
    expect(suggestPlace("Le", gaz)).toBeNull();
  });

  it("knows Welsh names and the main towns of Scottish and Northern Irish council areas", () => {
    const uk = buildGazetteer({
      localAuthorities: [
        { code: "W06000015", name: "Cardiff" },
        { code: "W06000001", name: "Isle of Anglesey" },
        { code: "S12000017", name: "Highland" },
        { code: "N09000005", name: "Derry City and Strabane" },
        { code: "N09000010", name: "Newry, Mourne and Down" },
      ],
    });
    expect(uk.lookup("Caerdydd")?.key).toBe("W06000015");
    expect(uk.lookup("Ynys Môn")?.key).toBe("W06000001");
    expect(uk.lookup("Anglesey")?.key).toBe("W06000001");
    expect(uk.lookup("Inverness")?.key).toBe("S12000017");
    expect(uk.lookup("Londonderry")?.key).toBe("N09000005");
    expect(uk.lookup("Newry")?.key).toBe("N09000010");
    // An alias is added only where its place is known.
    expect(uk.lookup("Perth")).toBeUndefined();
  });
});

describe("a misspelt or unknown place in lower case is not searched (decision 105)", () => {
  const uk = buildGazetteer({
    towns: ["SHEFFIELD", "MANCHESTER", "BIRMINGHAM", "BOLTON", "LEEDS", "WEST BROMWICH", "STOKE-ON-TRENT"],
    regions: REGIONS,
    localities: ["Park", "Wimbledon"],
    localAuthorities: [{ code: "E08000035", name: "Leeds" }],
  });

  it.each<[string, string, string | null]>([
    ["show me houses in sheffeld", "sheffeld", "Sheffield"],
    ["2 bed flats in manchster", "manchster", "Manchester"],
    ["terraced houses in birmingam under 150k", "birmingam", "Birmingham"],
    ["flats in narnia under 100k", "narnia", null],
    ["houses in boltn", "boltn", "Bolton"],
    ["In sheffeld, any 3 bed houses?", "sheffeld", "Sheffield"],
    ["houses in west bromwhich", "west bromwhich", "West Bromwich"],
    ["flats near sheffeld city centre", "sheffeld", "Sheffield"],
    // At the end of a message, after the property asked for, a name close to a known one.
    ["2 bed flats manchster", "manchster", "Manchester"],
    ["cheap houses boltn", "boltn", "Bolton"],
    // Words that begin place names, then one that is no everyday word.
    ["flats in port talbott", "port talbott", null],
    ["houses in spain", "spain", null],
  ])("%s: %s is not searched", (message, name, meant) => {
    const r = readSearch(message, uk);
    expect(r.unknownPlaces).toEqual([name]);
    expect(r.criteria.place).toBeUndefined();
    expect(r.ignored).toContain(`"${name}" (no place of that name in the sales data${meant ? `; did you mean ${meant}?` : ""})`);
    expect(routeMessage(message, uk)).toBe("search");
  });

  it.each([
    "houses in good condition",
    "flats in need of work",
    "houses in the north west",
    "a house in a cul de sac",
    "flats in walking distance of the station",
    "houses in working order",
    "any flats in stock?",
    "houses in leeds in need of modernisation",
    "flats in a good area",
    "properties in my area",
    "houses in move in condition",
    "flats in high demand areas",
    "houses in conservation areas",
    "flats in zone 2",
    "houses in disrepair",
    "houses in probate",
    "flats in new builds",
    "flats in blocks with parking",
    "houses near me",
    "houses in cash",
    "flats in leeds under 200k",
    "houses in great condition",
    "houses in north leeds",
    "houses in central leeds",
    "cheap houses please",
    "positive cash flow flats",
    "2 bed flats under 100k with parking",
    "high yield houses anywhere",
    "flats in the city centre",
    "invest in property",
    "houses in england",
    "houses in article 4 areas",
    "flats in high rise",
    "houses in north facing gardens",
    "importing listing feeds",
    "if I paid £3,000 in fees",
    // Not asking for property: the words after "in" are not read as places.
    "Sheds store tools. They sit in gardens.",
    "is it a good time to invest in narnia",
  ])("%s: no unknown place", (message) => {
    expect(readSearch(message, uk).unknownPlaces).toEqual([]);
  });

  it("knows 'manc' as Manchester and 'brum' as Birmingham", () => {
    expect(readSearch("1 bed flats manc city centre", uk).criteria).toMatchObject({ location: "Manchester", bedrooms: 1 });
    expect(readSearch("show me houses in brum", uk).criteria).toMatchObject({ location: "Birmingham" });
  });

  it("never suggests a postcode area for a misspelt name", () => {
    const withAreas = buildGazetteer({ towns: ["BURY"], postcodeAreas: ["BL", "BS"] });
    expect(suggestPlace("bs", withAreas)).toBeNull();
    expect(suggestPlace("bls", withAreas)).toBeNull();
    expect(suggestPlace("burry", withAreas)).toBe("Bury");
  });
});

describe("suburbs and places in lower case (decision 121)", () => {
  const uk = buildGazetteer({
    towns: ["MANCHESTER", "BORDON", "CLACTON-ON-SEA", "ASHTON-UNDER-LYNE", "BRADFORD", "NEWCASTLE UPON TYNE", "SALFORD", "BOLTON"],
    localities: ["Wimbledon", "Gosforth", "Didsbury", "Chorlton cum Hardy", "Ashton in Makerfield", "Park"],
  });
  const wimbledon = { kind: "locality", name: "Wimbledon", key: "Wimbledon" };

  it.each<[string, string]>([
    ["flats in wimbledon under 300k", "Wimbledon"],
    ["flats in gosforth under 150k", "Gosforth"],
    ["4 bed houses in wimbledon", "Wimbledon"],
    ["houses under 1.5m in wimbledon", "Wimbledon"],
    ["houses in didsbury under 300k", "Didsbury"],
    ["flats in wimbledon", "Wimbledon"],
    ["houses near didsbury", "Didsbury"],
  ])("%s: searches %s", (message, name) => {
    const r = readSearch(message, uk);
    expect(r.criteria.place?.name).toBe(name);
    expect(r.unknownPlaces).toEqual([]);
    expect(routeMessage(message, uk)).toBe("search");
  });

  it("takes a locality in lower case only right after in/near/around, never after 'the'", () => {
    expect(parseCriteria("wimbledon flats", uk).place).toBeUndefined();
    expect(parseCriteria("flats near the park", uk).place).toBeUndefined();
    expect(parseCriteria("Wimbledon flats", uk).place).toEqual(wimbledon);
  });

  it("knows a place by the words before 'cum', 'on', 'under' or 'in' when they begin no other", () => {
    expect(uk.lookup("Chorlton")).toEqual({ kind: "locality", name: "Chorlton cum Hardy", key: "Chorlton cum Hardy" });
    expect(readSearch("houses in chorlton", uk).criteria.place?.name).toBe("Chorlton cum Hardy");
    expect(uk.lookup("Clacton")?.name).toBe("Clacton-on-Sea");
    // Ashton-under-Lyne and Ashton in Makerfield: "Ashton" is neither.
    expect(uk.lookup("Ashton")).toBeUndefined();
    // A name already known keeps its meaning: "Newcastle" is Newcastle upon Tyne by its alias.
    expect(uk.lookup("Newcastle")?.name).toBe("Newcastle upon Tyne");
  });

  it("does not swap a place the data lacks for a far-off one, but still corrects a misspelling", () => {
    expect(suggestPlace("Morden", uk)).toBeNull();
    const r = readSearch("flats in Morden", uk);
    expect(r.unknownPlaces).toEqual(["Morden"]);
    expect(r.ignored).toEqual(['"Morden" (no place of that name in the sales data)']);
    expect(suggestPlace("Manchster", uk)).toBe("Manchester");
    expect(suggestPlace("bradfrod", uk)).toBe("Bradford");
    expect(suggestPlace("Bordn", uk)).toBe("Bordon");
  });

  it("names an unknown suburb in lower case that ends like an English word, rather than searching everywhere", () => {
    for (const [message, name] of [["flats in ancoats under 200k", "ancoats"], ["houses in headingley", "headingley"]]) {
      const r = readSearch(message!, uk);
      expect(r.unknownPlaces).toEqual([name]);
      expect(r.criteria.place).toBeUndefined();
    }
    // Everyday words there are still no place.
    for (const message of ["houses in gardens under 200k", "houses in summer", "flats in pairs", "houses in stages"]) {
      expect(readSearch(message, uk).unknownPlaces).toEqual([]);
    }
  });

  it("says when a name goes on past the place it knows, and which place was searched", () => {
    const quays = readSearch("flats in Salford Quays", uk);
    expect(quays.criteria.place?.name).toBe("Salford");
    expect(quays.ignored).toEqual(['"Salford Quays" (no place of that name in the sales data, so Salford was searched)']);
    expect(readSearch("flats in Wimbledon Park under 400k", uk).ignored).toEqual([
      '"Wimbledon Park" (no place of that name in the sales data, so Wimbledon was searched)',
    ]);
    // Title case on search words, a property word, or the town's centre is no more of a name.
    // Nor is a postcode district written after the town ("Manchester M20", "Bolton BL1 4").
    for (const message of ["Houses In Bolton Under 200k", "houses in Bolton Please", "Bolton Houses", "Flats In Salford With Parking", "houses in Manchester M20", "flats in Bolton BL1 4 under 150k"]) {
      expect(readSearch(message, uk).ignored.filter((i) => i.includes("no place of that name"))).toEqual([]);
    }
  });
});
