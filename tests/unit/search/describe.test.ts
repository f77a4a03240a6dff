import { describe, expect, it } from "vitest";
import { stampDuty } from "~/lib/property-tax";
import { cashCeiling, describeCriteria, usedCriteria } from "~/lib/search/describe";
import { buildGazetteer } from "~/lib/search/gazetteer";
import { parseCriteria } from "~/lib/search/parse";
import { REGIONS } from "~/lib/search/regions";
import type { Place, SearchCriteria } from "~/lib/search/types";

describe("describeCriteria", () => {
  it.each<[SearchCriteria, string]>([
    [
      { bedrooms: 3, propertyType: "House", location: "Salford", maxPrice: 200_000, minYield: 7 },
      "3-bed houses in Salford under £200,000 with a gross yield of at least 7%",
    ],
    [{ propertyType: "Apartment", propertyKind: "flat", maxPrice: 200_000 }, "apartments under £200,000"],
    // "High yield" is an order, not a minimum: it is said as one (decision 105).
    [{ highYield: true, sort: "yield-desc" }, "properties, highest yield first"],
    [{ highYield: true, sort: "yield-desc", minYield: 7 }, "properties with a gross yield of at least 7%, highest yield first"],
    [{ cheap: true, highYield: true, sort: "yield-desc", propertyType: "House" }, "cheap houses, highest yield first"],
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
    [{ sort: "roi-desc", cashFlowOrder: true }, "properties, highest ROI first (ROI is the first year's cash flow ÷ the cash put in)"],
    [{ minYield: 6.5, minRoi: 12 }, "properties with a gross yield of at least 6.5% and an ROI of at least 12%"],
    [{ location: "SW19", maxPrice: 1_250_000 }, "properties in SW19 under £1,250,000"],
  ])("%j → %s", (criteria, expected) => {
    expect(describeCriteria(criteria)).toBe(expected);
  });

  it("says a high-yield search is ranked by yield, and the bedrooms asked for (decision 105)", () => {
    const c = parseCriteria("high yield 4 beds in Stoke on Trent");
    expect(c).toMatchObject({ bedrooms: 4, highYield: true, sort: "yield-desc" });
    expect(describeCriteria(c)).toBe("4-bed properties, highest yield first");
    expect(usedCriteria(c)).toEqual(["4 bedrooms", "highest yield first"]);
  });

  it("round-trips the spec's example prompts", () => {
    expect(describeCriteria(parseCriteria("Show me apartments under £200k"))).toBe("apartments under £200,000");
    expect(describeCriteria(parseCriteria("Houses in Manchester"))).toBe("houses in Manchester");
  });
});

describe("a cash ceiling with the searched place's purchase tax (decision 100)", () => {
  // Cardiff is a town in the sales (its nation known to the server's gazetteer through its
  // council); Wrexham only a council, keyed by its code; Bristol a town in England.
  const COUNCIL_NATION: Record<string, "england" | "wales"> = { CARDIFF: "wales", SWANSEA: "wales", BRISTOL: "england" };
  const gazetteer = Object.assign(
    buildGazetteer({
      towns: ["CARDIFF", "SWANSEA", "BRISTOL"],
      localAuthorities: [
        { code: "W06000015", name: "Cardiff" },
        { code: "W06000006", name: "Wrexham" },
        { code: "E06000023", name: "Bristol, City of" },
      ],
      regions: REGIONS,
    }),
    { nationOf: (p: Place) => COUNCIL_NATION[p.key] ?? null },
  );

  it("uses Wales's LTT in Wales: £60,000 buys up to £186,000", () => {
    // LTT higher residential rates: 5% to £180,000, 8.5% from £180,000 to £250,000. Fees £3,794
    // (lender £999, broker £495, survey £500, legal £1,800).
    // £186,000: deposit 25% = £46,500; LTT 5% × 180,000 + 8.5% × 6,000 = £9,000 + £510 = £9,510;
    //   £46,500 + £9,510 + £3,794 = £59,804 ≤ £60,000.
    // £187,000: £46,750 + (£9,000 + 8.5% × 7,000 = £9,595) + £3,794 = £60,139 > £60,000.
    expect(stampDuty(186_000, { nation: "wales", additionalProperty: true }).tax).toBe(9_510);
    expect(cashCeiling(60_000, "wales")).toBe(186_000);
    for (const query of ["I have £60k saved, find me houses in Cardiff", "£60k to invest in Wrexham", "houses in Wales with £60k savings", "£60k saved, Cardiff or Swansea"]) {
      expect(parseCriteria(query, gazetteer), query).toMatchObject({ cash: 60_000, cashNation: "wales", maxPrice: 186_000 });
    }
    expect(describeCriteria(parseCriteria("I have £60k saved, find me houses in Cardiff", gazetteer))).toBe(
      "houses in Cardiff up to £186,000, what £60,000 of cash buys with a 25% deposit, fees and Wales's Land Transaction Tax (LTT) as an additional property",
    );
  });

  it("keeps England's SDLT in England, with no place, and for a search spanning both nations", () => {
    // £183,000: deposit £45,750; SDLT 5% × 125,000 + 7% × 58,000 = £6,250 + £4,060 = £10,310;
    //   £45,750 + £10,310 + £3,794 = £59,854 ≤ £60,000.
    // £184,000: £46,000 + £10,380 + £3,794 = £60,174 > £60,000.
    expect(cashCeiling(60_000, "england")).toBe(183_000);
    for (const query of ["I have £60k saved, find me houses in Bristol", "I have £60k saved, find me houses", "£60k saved, Cardiff or Bristol"]) {
      expect(parseCriteria(query, gazetteer), query).toMatchObject({ cash: 60_000, cashNation: "england", maxPrice: 183_000 });
    }
    expect(describeCriteria(parseCriteria("I have £60k saved, find me houses"))).toBe(
      "houses up to £183,000, what £60,000 of cash buys with a 25% deposit, fees and England's Stamp Duty Land Tax (SDLT) as an additional property",
    );
  });

  it("lets a lower price named in Wales win over the ceiling, described as a plain price", () => {
    const c = parseCriteria("£60k to invest in flats in Cardiff under £150k", gazetteer);
    expect(c).toMatchObject({ cashNation: "wales", maxPrice: 150_000 });
    expect(describeCriteria(c)).toBe("apartments in Cardiff under £150,000");
  });
});
