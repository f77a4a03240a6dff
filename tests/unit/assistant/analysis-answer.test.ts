import { describe, expect, it } from "vitest";
import { analysisWorkings, comparableFigures, comparablesText, type ComparableSale } from "~/lib/assistant/analysis-answer";
import { valueDeal, type ValuationInput } from "~/lib/valuation";
import { LEEDS_PIPR } from "./fixtures";

/** A listing with everything known: its own bedrooms, its council's current rent, a fair price. */
const WELL_FOUNDED: ValuationInput = {
  price: 200_000,
  kind: "flat",
  bedrooms: 2,
  saleDate: null,
  nation: "england",
  rents: LEEDS_PIPR,
  hpi: null,
  areaAveragePrice: { areaName: "Leeds", price: 250_000, period: "September 2026" },
  asOf: "2026-06-15",
};

describe("analysisWorkings", () => {
  it("ends the score line with the confidence reasons, or says there are none (no dangling colon)", () => {
    const facts = (input: ValuationInput) => ({
      subject: "2 bed flat in Leeds for £200,000",
      placeName: "Leeds",
      laName: "Leeds",
      valuation: valueDeal(input)!,
      comparablesArea: null,
      comparables: [],
    });
    const clean = facts(WELL_FOUNDED);
    expect(clean.valuation.confidence.reasons).toEqual([]);
    const line = analysisWorkings(clean).find((l) => l.startsWith("Score: "))!;
    expect(line).toBe(`Score: ${clean.valuation.score}/100, confidence High, with no weaknesses found in the data.`);

    const weaker = facts({ ...WELL_FOUNDED, bedrooms: null });
    const reasons = weaker.valuation.confidence.reasons;
    expect(reasons.length).toBeGreaterThan(0);
    expect(analysisWorkings(weaker).find((l) => l.startsWith("Score: "))).toContain(`: ${reasons.join("; ")}.`);
  });
});

describe("comparables", () => {
  const sale: ComparableSale = { id: 1, title: "Flat, George Square", location: "London", price: 411_224, soldPrice: 224_000, soldDate: "2011-06-14", status: "sold", valueMonth: "2025-07" };

  it("shows what a comparable sold for and when, beside its estimated value and the month it is at, never one as the other", () => {
    expect(comparableFigures(sale)).toBe("£411,224 at Jul 2025 prices (sold for £224,000 on 14 Jun 2011)");
    // A sale after the index's last month is its own value.
    expect(comparableFigures({ ...sale, price: 224_000, valueMonth: null })).toBe("sold for £224,000 on 14 Jun 2011");
    expect(comparableFigures({ ...sale, soldPrice: null, soldDate: null, status: "for_sale" })).toBe("£411,224");
    const text = comparablesText({
      subject: "flat",
      placeName: "SW19",
      laName: "Merton",
      valuation: valueDeal(WELL_FOUNDED)!,
      comparablesArea: "SW19",
      comparables: [sale],
    });
    expect(text).toBe("Comparable sales in SW19:\n- Flat, George Square, London: £411,224 at Jul 2025 prices (sold for £224,000 on 14 Jun 2011)");
  });
});
