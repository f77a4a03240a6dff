import { describe, expect, it } from "vitest";
import { fallbackFilter } from "~/lib/search/fallback";
import { NO_RESULTS_MESSAGE } from "~/lib/search/types";

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
