import { describe, expect, it } from "vitest";
import { isAnalysisRequest, parseAnalysisRequest } from "~/lib/search/analyse-request";
import { gaz } from "./fixtures";

describe("parseAnalysisRequest", () => {
  it.each<[string, { price: number; type: string; bedrooms: number | null; postcode: string | null; place?: string | null }]>([
    ["Is a 2 bed flat in LS6 for £150,000 a good deal?", { price: 150_000, type: "flat", bedrooms: 2, postcode: "LS6" }],
    ["what's the yield on a £120k house in Sunderland", { price: 120_000, type: "house", bedrooms: null, postcode: null, place: "Sunderland" }],
    ["Analyse a 3 bed semi in Salford for 180,000", { price: 180_000, type: "semi-detached", bedrooms: 3, postcode: null, place: "Salford" }],
    ["should I buy a terraced house in M14 for £95k?", { price: 95_000, type: "terraced", bedrooms: null, postcode: "M14" }],
    ["Is this detached house at BL0 0AG for £425,000 worth it?", { price: 425_000, type: "detached", bedrooms: null, postcode: "BL0 0AG" }],
    ["what is the ROI on a 1 bedroom apartment in Bury at £110,000", { price: 110_000, type: "flat", bedrooms: 1, postcode: null, place: "Bury" }],
    ["analyze a studio flat in NE1 for 85k", { price: 85_000, type: "flat", bedrooms: 0, postcode: "NE1" }],
    ["Would a four bed semi-detached in Reading for £450k be a good investment?", { price: 450_000, type: "semi-detached", bedrooms: 4, postcode: null, place: "Reading" }],
    ["evaluate a 2-bed terrace in Newcastle upon Tyne priced at £1.2m", { price: 1_200_000, type: "terraced", bedrooms: 2, postcode: null, place: "Newcastle upon Tyne" }],
    ["Is a £150,000 flat in City of Edinburgh a good buy?", { price: 150_000, type: "flat", bedrooms: null, postcode: null, place: "City of Edinburgh" }],
    ["what's the yield on a 2 bed house in sw19 for 650000", { price: 650_000, type: "house", bedrooms: 2, postcode: "SW19" }],
    ["would a 1 bed flat in Salford at £95k stack up", { price: 95_000, type: "flat", bedrooms: 1, postcode: null, place: "Salford" }],
    ["does a £120k terrace in Bury add up?", { price: 120_000, type: "terraced", bedrooms: null, postcode: null, place: "Bury" }],
  ])("%s", (message, expected) => {
    const r = parseAnalysisRequest(message, gaz);
    expect(r).not.toBeNull();
    expect({ price: r!.price, type: r!.type, bedrooms: r!.bedrooms, postcode: r!.postcode }).toEqual({
      price: expected.price,
      type: expected.type,
      bedrooms: expected.bedrooms,
      postcode: expected.postcode,
    });
    if (expected.place !== undefined) expect(r!.place?.name ?? r!.placeText).toBe(expected.place);
  });

  it("keeps the words of a place the gazetteer does not know, for an honest error", () => {
    const r = parseAnalysisRequest("Is a 2 bed flat in Atlantis for £150,000 a good deal?", gaz);
    expect(r).toMatchObject({ place: null, postcode: null, placeText: "Atlantis", price: 150_000 });
  });

  it.each([
    "Show me flats under £150k in Leeds",
    "Is it worth buying houses under £150k in Leeds?",
    "Should I buy through a limited company?",
    "Is a 2 bed flat in LS6 a good deal?",
    "What is the stamp duty on a £250,000 house?",
    "Find the best high-yield properties",
    // A rent of the investor's own makes it a money question (decision 105).
    "what's the yield on a £150k house in Salford renting at £900pcm",
    "Is a £120k flat in Bury with a rent of £650 a good deal?",
    // A price said as a limit or a budget is what to search within (decision 121).
    "is it worth buying a flat under 100k in newcastle?",
    "Is a flat below £120k in Leeds a good investment?",
    "should I buy a house between 150k and 200k in Bolton?",
    "Is a flat up to £90k in Salford worth it?",
    "Would a terrace for £120k or less in Bury be a good buy?",
  ])("is not an analysis: %s", (message) => {
    expect(isAnalysisRequest(message)).toBe(false);
    expect(parseAnalysisRequest(message, gaz)).toBeNull();
  });
});

describe("routing an analysis", () => {
  it("routes an analysis of one property to search (it counts as a search)", async () => {
    const { routeMessage } = await import("~/lib/search/route");
    expect(routeMessage("Should I buy a 3 bed semi in Bury for £180k?", gaz)).toBe("search");
    expect(routeMessage("Should I buy through a limited company?", gaz)).toBe("chat");
  });

  it("searches within a budget asked as a question: a question word, a price phrase and a property word (spec section 5)", async () => {
    const { routeMessage } = await import("~/lib/search/route");
    const { parseCriteria } = await import("~/lib/search/parse");
    const message = "is it worth buying a flat under 100k in newcastle?";
    expect(routeMessage(message, gaz)).toBe("search");
    expect(parseCriteria(message, gaz)).toMatchObject({ maxPrice: 100_000, propertyType: "Apartment", location: "Newcastle upon Tyne" });
    // One property at about a price is still valued.
    expect(parseAnalysisRequest("Is a flat in Leeds at around £150k a good deal?", gaz)).toMatchObject({ price: 150_000, type: "flat" });
  });
});
