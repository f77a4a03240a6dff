import { describe, expect, it } from "vitest";
import { describeCriteria } from "~/lib/search/describe";
import { parseCriteria } from "~/lib/search/parse";
import type { SearchCriteria } from "~/lib/search/types";

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
