import { describe, expect, it } from "vitest";
import { isAnalysisRequest, parseAnalysisRequest } from "~/lib/search/analyse-request";
import { readingFor, readingOf, type Reading } from "~/lib/search/parse";
import { routeMessage } from "~/lib/search/route";
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
    // A rent of the investor's own with no place named, or asked as another question, is a money
    // question (decisions 105, 196).
    "whats the yield on a £150k house renting at £900pcm",
    "Is a £200k house renting at £900 a month a good deal?",
    "What yield is a £200,000 house renting at £900 a month?",
    "What yield is a 3 bed house in Salford for £150,000 renting at £900 a month?",
    "yield on a £120k flat in Salford with a rent of £650",
    "holding deposit for a house in Salford renting at £950 a month",
    "a flat in Salford for £120k renting at £700 a month: what's the stamp duty?",
    "2 bed flats in Salford renting at £900pcm",
    // A rent is never the price.
    "Is a house in Salford renting at £900 a month a good deal?",
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

describe("an analysis at the investor's own rent (decision 196)", () => {
  it.each<[string, { price: number; type: string; bedrooms: number | null; place: string; rent: number }]>([
    ["Analyse a 3 bed house in Salford for £150,000 renting at £900 a month", { price: 150_000, type: "house", bedrooms: 3, place: "Salford", rent: 900 }],
    ["a 3 bed house in Salford for £150,000 renting at £900 a month", { price: 150_000, type: "house", bedrooms: 3, place: "Salford", rent: 900 }],
    ["analyse a £150,000 flat in Salford that rents for £900 pcm", { price: 150_000, type: "flat", bedrooms: null, place: "Salford", rent: 900 }],
    ["Is a 3 bed house in Salford for £150,000 renting at £900 a month a good deal?", { price: 150_000, type: "house", bedrooms: 3, place: "Salford", rent: 900 }],
    ["Is a £120k flat in Bury with a rent of £650 a good deal?", { price: 120_000, type: "flat", bedrooms: null, place: "Bury", rent: 650 }],
    ["what's the yield on a £150k house in Salford renting at £900pcm", { price: 150_000, type: "house", bedrooms: null, place: "Salford", rent: 900 }],
    ["2 bed flat in Bury for £120k, rent £200 a week", { price: 120_000, type: "flat", bedrooms: 2, place: "Bury", rent: 866.67 }],
    ["a terrace in Salford for £95k that lets for £9,000 a year", { price: 95_000, type: "terraced", bedrooms: null, place: "Salford", rent: 750 }],
  ])("%s", (message, expected) => {
    expect(isAnalysisRequest(message, gaz)).toBe(true);
    const r = parseAnalysisRequest(message, gaz);
    expect(r).not.toBeNull();
    expect({ price: r!.price, type: r!.type, bedrooms: r!.bedrooms, place: r!.place?.name ?? r!.placeText, rent: r!.rent }).toEqual(expected);
  });

  it("gives no rent when none is said", () => {
    expect(parseAnalysisRequest("Is a 2 bed flat in LS6 for £150,000 a good deal?", gaz)?.rent).toBeNull();
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

describe("one reading of a message for the analysis test and the routing", () => {
  it("reads it once, with the gazetteer, however many of them ask", () => {
    const message = "what is the yield on a £150k house renting at £900 pcm?";
    const reading = readingOf(message, gaz);
    let asked = 0;
    const counted: Reading = { ...reading, placed: () => (asked++, reading.placed()) };
    expect(parseAnalysisRequest(message, gaz, counted)).toBeNull();
    expect(isAnalysisRequest(message, gaz, counted)).toBe(false);
    expect(routeMessage(message, gaz, counted)).toBe("chat");
    expect(asked).toBeGreaterThan(0);
    // Each asks the one reading, which reads the message once: the same analysis every time.
    expect(reading.placed()).toBe(reading.placed());
    // A reading of other words, or with another gazetteer, is not used for this message.
    expect(readingFor(message, gaz, counted)).toBe(counted);
    expect(readingFor("houses in Salford", gaz, counted)).not.toBe(counted);
    expect(readingFor(message, undefined, counted)).not.toBe(counted);
  });
});
