import { describe, expect, it } from "vitest";
import {
  DEFAULT_ASSUMPTIONS,
  SCORE_WEIGHTS,
  assumedBedrooms,
  dealTypeOf,
  kindFromLandRegistry,
  rentCategoryFor,
  scoreOnCurve,
  valueDeal,
  type ValuationInput,
} from "~/lib/valuation";

/** Local-authority rents: monthly medians. */
const LA_RENTS: NonNullable<ValuationInput["rents"]> = {
  areaName: "Salford",
  level: "local-authority",
  medians: {
    Studio: 600,
    "One Bedroom": 700,
    "Two Bedrooms": 800,
    "Three Bedrooms": 900,
    "Four or more Bedrooms": 1_300,
    "All categories": 850,
  },
  period: "Oct 2022 to Sep 2023",
};

/** The brief's worked example: a £150,000 terraced house listed for sale in England. */
const TERRACED: ValuationInput = {
  price: 150_000,
  kind: "terraced",
  bedrooms: null,
  saleDate: null,
  nation: "england",
  rents: LA_RENTS,
  hpi: null,
  areaAveragePrice: { areaName: "Salford", price: 200_000, period: "July 2025" },
};

function value(overrides: Partial<ValuationInput> = {}) {
  const result = valueDeal({ ...TERRACED, ...overrides });
  if (!result) throw new Error("expected a valuation");
  return result;
}

describe("type mapping", () => {
  it("maps kinds to deal types", () => {
    expect(dealTypeOf("flat")).toBe("Apartment");
    expect(dealTypeOf("detached")).toBe("House");
    expect(dealTypeOf("semi-detached")).toBe("House");
    expect(dealTypeOf("terraced")).toBe("House");
    expect(dealTypeOf("other")).toBe("Commercial");
  });

  it("reads Land Registry property types", () => {
    expect(kindFromLandRegistry("D")).toBe("detached");
    expect(kindFromLandRegistry("S")).toBe("semi-detached");
    expect(kindFromLandRegistry("T")).toBe("terraced");
    expect(kindFromLandRegistry("F")).toBe("flat");
    expect(kindFromLandRegistry("O")).toBe("other");
    expect(kindFromLandRegistry(" f ")).toBe("flat");
    expect(kindFromLandRegistry("X")).toBeNull();
    expect(kindFromLandRegistry("")).toBeNull();
  });

  it("assumes bedrooms by kind", () => {
    expect(assumedBedrooms("flat")).toBe(2);
    expect(assumedBedrooms("terraced")).toBe(3);
    expect(assumedBedrooms("semi-detached")).toBe(3);
    expect(assumedBedrooms("detached")).toBe(4);
    expect(assumedBedrooms("other")).toBeNull();
  });

  it("maps bedroom counts to rent categories", () => {
    expect(rentCategoryFor(0)).toBe("Studio");
    expect(rentCategoryFor(1)).toBe("One Bedroom");
    expect(rentCategoryFor(2)).toBe("Two Bedrooms");
    expect(rentCategoryFor(3)).toBe("Three Bedrooms");
    expect(rentCategoryFor(4)).toBe("Four or more Bedrooms");
    expect(rentCategoryFor(7)).toBe("Four or more Bedrooms");
  });
});

describe("the worked example: £150,000 terraced house, England", () => {
  const v = value();

  it("assumes 3 bedrooms and uses the 3-bed median", () => {
    expect(v.dealType).toBe("House");
    expect(v.bedrooms).toBe(3);
    expect(v.bedroomsAssumed).toBe(true);
    expect(v.rentCategory).toBe("Three Bedrooms");
    expect(v.rentSource).toMatchObject({ wantedCategory: "Three Bedrooms", fellBack: false });
    expect(v.currentValue).toBe(150_000);
    expect(v.valueBasis).toBe("asking-price");
  });

  it("works out the gross yield", () => {
    // 900 × 12 = 10,800 a year; 10,800 ÷ 150,000 = 7.2%.
    expect(v.monthlyRent).toBe(900);
    expect(v.annualRent).toBe(10_800);
    expect(v.grossYield).toBe(7.2);
  });

  it("works out the running costs", () => {
    // Management 10% × 10,800 = 1,080; voids 10,800 × 4 ÷ 52 = 830.769… → 830.77;
    // maintenance 8% × 10,800 = 864; insurance 400. Total 3,174.769… → 3,174.77.
    expect(v.runningCosts).toEqual({
      management: 1_080,
      voids: 830.77,
      maintenance: 864,
      insurance: 400,
      total: 3_174.77,
    });
  });

  it("works out the purchase costs and mortgage", () => {
    // SDLT with the 5% surcharge: 5% × 125,000 = 6,250 + 7% × 25,000 = 1,750 → 8,000.
    // Fees 1,800; total 9,800.
    expect(v.purchaseCosts).toEqual({ tax: 8_000, taxName: "SDLT", fees: 1_800, total: 9_800 });
    // 75% LTV: loan 112,500, deposit 37,500; interest-only at 5.5%: 112,500 × 0.055 = 6,187.50.
    expect(v.mortgage).toEqual({
      ltv: 75,
      rate: 5.5,
      loan: 112_500,
      deposit: 37_500,
      annualInterest: 6_187.5,
    });
  });

  it("works out the cash-on-cash return", () => {
    // Cash invested = 37,500 + 9,800 = 47,300.
    // Cash flow = 10,800 − 3,174.769… − 6,187.50 = 1,437.7307… → 1,437.73.
    // ROI = 1,437.7307… ÷ 47,300 = 3.0396…% → 3.04%.
    expect(v.cashInvested).toBe(47_300);
    expect(v.annualCashFlow).toBe(1_437.73);
    expect(v.roi).toBe(3.04);
  });

  it("compares the price with the area average", () => {
    // 150,000 ÷ 200,000 = 0.75, i.e. 25% below. On the curve 0.5 → 100, 1 → 50: 75.
    expect(v.priceVsArea).toEqual({
      areaName: "Salford",
      period: "July 2025",
      areaAverage: 200_000,
      ratio: 0.75,
      percentDiff: -25,
    });
  });

  it("states its confidence", () => {
    // 1 − 0.15 (bedrooms assumed) = 0.85 → high.
    expect(v.confidence).toEqual({
      score: 0.85,
      label: "high",
      reasons: ["bedrooms assumed (terraced → 3)"],
    });
  });

  it("scores it", () => {
    // yield: 3% → 0, 10% → 100, so 7.2% → (7.2 − 3) ÷ 7 × 100 = 60.
    // roi: −5% → 0, 15% → 100, so 3.0396% → (3.0396 + 5) ÷ 20 × 100 = 40.198 → 40.2.
    // priceVsArea 75; confidence 85.
    expect(v.subScores).toEqual({ yield: 60, roi: 40.2, priceVsArea: 75, confidence: 85 });
    // (60 × 40 + 40.198 × 30 + 75 × 20 + 85 × 10) ÷ 100 = (2,400 + 1,205.94 + 1,500 + 850) ÷ 100
    // = 59.56 → 60.
    expect(v.score).toBe(60);
  });

  it("echoes its inputs and assumptions", () => {
    expect(v.inputs).toEqual(TERRACED);
    expect(v.assumptions).toEqual(DEFAULT_ASSUMPTIONS);
  });
});

describe("rents", () => {
  it("uses a known bedroom count without lowering confidence", () => {
    // 1-bed flat listing: 700 × 12 = 8,400.
    const v = value({ kind: "flat", bedrooms: 1 });
    expect(v.dealType).toBe("Apartment");
    expect(v.bedroomsAssumed).toBe(false);
    expect(v.rentCategory).toBe("One Bedroom");
    expect(v.annualRent).toBe(8_400);
    expect(v.confidence.reasons).toEqual([]);
    expect(v.confidence.score).toBe(1);
  });

  it("maps 0 bedrooms to Studio and 4+ to Four or more Bedrooms", () => {
    expect(value({ kind: "flat", bedrooms: 0 }).rentCategory).toBe("Studio");
    expect(value({ kind: "detached", bedrooms: 6 }).rentCategory).toBe("Four or more Bedrooms");
  });

  it("assumes a flat has 2 bedrooms", () => {
    const v = value({ kind: "flat" });
    expect(v.bedrooms).toBe(2);
    expect(v.monthlyRent).toBe(800);
    expect(v.confidence.reasons).toContain("bedrooms assumed (flat → 2)");
  });

  it("falls back to All categories when the bedroom cell is missing", () => {
    const medians = { ...LA_RENTS.medians };
    delete medians["Three Bedrooms"];
    const v = value({ rents: { ...LA_RENTS, medians } });
    expect(v.rentCategory).toBe("All categories");
    expect(v.rentSource).toMatchObject({ wantedCategory: "Three Bedrooms", fellBack: true });
    expect(v.monthlyRent).toBe(850);
    // 1 − 0.15 (assumed) − 0.2 (fallback) = 0.65 → medium.
    expect(v.confidence.score).toBe(0.65);
    expect(v.confidence.label).toBe("medium");
    expect(v.confidence.reasons).toContain(
      "no Three Bedrooms median rent for Salford; used All categories",
    );
  });

  it("notes a region-level rent", () => {
    const v = value({ rents: { ...LA_RENTS, areaName: "NORTH WEST", level: "region" } });
    expect(v.confidence.reasons).toContain(
      "rent from the region (NORTH WEST), not the local authority",
    );
    // 1 − 0.15 − 0.15 = 0.7 → medium.
    expect(v.confidence.score).toBe(0.7);
  });

  it("values commercial/other on All categories with low confidence", () => {
    const v = value({ kind: "other" });
    expect(v.dealType).toBe("Commercial");
    expect(v.bedrooms).toBeNull();
    expect(v.bedroomsAssumed).toBe(false);
    expect(v.rentCategory).toBe("All categories");
    expect(v.monthlyRent).toBe(850);
    expect(v.confidence.label).toBe("low");
    expect(v.confidence.reasons).toEqual([
      "commercial/other property: residential rents are a weak guide",
    ]);
  });

  it("returns null when no rent estimate is possible", () => {
    expect(valueDeal({ ...TERRACED, rents: null })).toBeNull();
    expect(valueDeal({ ...TERRACED, rents: { ...LA_RENTS, medians: {} } })).toBeNull();
    // The category and All categories both missing.
    expect(
      valueDeal({ ...TERRACED, rents: { ...LA_RENTS, medians: { "Two Bedrooms": 800 } } }),
    ).toBeNull();
    expect(
      valueDeal({ ...TERRACED, kind: "other", rents: { ...LA_RENTS, medians: { Room: 400 } } }),
    ).toBeNull();
  });

  it("returns null for a price that is not positive", () => {
    expect(valueDeal({ ...TERRACED, price: 0 })).toBeNull();
  });
});

describe("UK HPI indexing of past sales", () => {
  it("indexes an old sale to today and says so", () => {
    // Sold for 170,000 in April 2019 at index 80; index now 100: 170,000 × 100 ÷ 80 = 212,500.
    const v = value({
      saleDate: "2019-04-11",
      hpi: { region: "North West", indexAtSale: 80, indexNow: 100, periodNow: "Jul 2025" },
      price: 170_000,
    });
    expect(v.currentValue).toBe(212_500);
    expect(v.valueBasis).toBe("sale-indexed");
    // Yield on today's value: 10,800 ÷ 212,500 = 5.08%.
    expect(v.grossYield).toBe(5.08);
    // Tax and mortgage on today's value: loan 75% × 212,500 = 159,375.
    expect(v.mortgage.loan).toBe(159_375);
    expect(v.confidence.reasons).toContain("sale older than 2 years, value indexed by UK HPI");
  });

  it("rounds the indexed value to the pound", () => {
    // 100,000 × 101.3 ÷ 97.7 = 103,684.749… → 103,685.
    const v = value({
      price: 100_000,
      saleDate: "2024-09-20",
      hpi: { region: "England", indexAtSale: 97.7, indexNow: 101.3, periodNow: "2025-07" },
    });
    expect(v.currentValue).toBe(103_685);
    // Ten months old: indexed, but not an "old" sale.
    expect(v.confidence.reasons).not.toContain("sale older than 2 years, value indexed by UK HPI");
  });

  it("keeps the price paid when there is no index, with less confidence", () => {
    const v = value({ saleDate: "2019-04-11", hpi: null });
    expect(v.currentValue).toBe(150_000);
    expect(v.valueBasis).toBe("sale-not-indexed");
    expect(v.confidence.reasons).toContain(
      "past sale price not indexed to today (no UK HPI figure)",
    );
  });

  it("does not index a listing", () => {
    const v = value({
      saleDate: null,
      hpi: { region: "England", indexAtSale: 50, indexNow: 100, periodNow: "Jul 2025" },
    });
    expect(v.currentValue).toBe(150_000);
  });
});

describe("price against the area", () => {
  it.each([
    // [currentValue ÷ average, percentDiff, sub-score]
    [0.4, -60, 100], // beyond 50% below: clamped at 100
    [0.5, -50, 100],
    [1, 0, 50],
    [1.25, 25, 25], // 50 − (0.25 ÷ 0.5) × 50
    [1.5, 50, 0],
    [2, 100, 0], // clamped at 0
  ])("ratio %f → %f%%, sub-score %f", (ratio, percentDiff, subScore) => {
    const v = value({
      areaAveragePrice: { areaName: "Salford", price: 150_000 / ratio, period: "July 2025" },
    });
    expect(v.priceVsArea?.ratio).toBeCloseTo(ratio, 3);
    expect(v.priceVsArea?.percentDiff).toBeCloseTo(percentDiff, 1);
    expect(v.subScores.priceVsArea).toBe(subScore);
  });

  it("is null without an area average, scoring a neutral 50", () => {
    const v = value({ areaAveragePrice: null });
    expect(v.priceVsArea).toBeNull();
    expect(v.subScores.priceVsArea).toBe(50);
    expect(v.confidence.reasons).toContain("no local average price to compare with");
  });
});

describe("other nations", () => {
  it("uses LBTT with the Additional Dwelling Supplement in Scotland", () => {
    // 2% × 5,000 = 100 + ADS 8% × 150,000 = 12,000 → 12,100.
    expect(value({ nation: "scotland" }).purchaseCosts).toMatchObject({
      tax: 12_100,
      taxName: "LBTT",
    });
  });

  it("uses the LTT higher rates in Wales", () => {
    // 5% × 150,000 = 7,500.
    expect(value({ nation: "wales" }).purchaseCosts).toMatchObject({ tax: 7_500, taxName: "LTT" });
  });
});

describe("scores", () => {
  it("weights sum to 100", () => {
    expect(SCORE_WEIGHTS).toEqual({ yield: 40, roi: 30, priceVsArea: 20, confidence: 10 });
  });

  it("can be negative on ROI and bottoms out at 0 sub-scores", () => {
    // £400,000 flat with a 2-bed rent of 800 a month: 9,600 a year, yield 2.4% (below 3% → 0).
    // Interest 300,000 × 5.5% = 16,500 > rent, so cash flow and ROI are negative (ROI sub-score 0).
    const v = value({ price: 400_000, kind: "flat", bedrooms: 2, areaAveragePrice: null });
    expect(v.grossYield).toBe(2.4);
    expect(v.roi).toBeLessThan(0);
    expect(v.subScores.yield).toBe(0);
    expect(v.subScores.roi).toBe(0);
    // (0 + 0 + 50 × 20 + 95 × 10) ÷ 100 = 19.5 → 20 (confidence 1 − 0.05 for no area average).
    expect(v.score).toBe(20);
  });

  it("stays within 0..100 at the extremes", () => {
    // £20,000 2-bed flat: yield 9,600 ÷ 20,000 = 48%, no tax under £40,000, ROI far above 15%,
    // 90% below the area average, nothing assumed: every sub-score 100.
    const cheap = value({ price: 20_000, kind: "flat", bedrooms: 2 });
    expect(cheap.subScores).toMatchObject({ yield: 100, roi: 100, priceVsArea: 100 });
    expect(cheap.score).toBe(100);

    const dear = value({
      price: 5_000_000,
      kind: "other",
      rents: { ...LA_RENTS, level: "region" },
      areaAveragePrice: { areaName: "Salford", price: 100_000, period: "July 2025" },
      saleDate: "2010-01-01",
      hpi: null,
    });
    // Confidence 1 − 0.6 (commercial) − 0.15 (region) − 0.2 (not indexed) = 0.05; every other
    // sub-score is 0, so the score is 5 × 10 ÷ 100 = 0.5 → 1.
    expect(dear.confidence).toMatchObject({ score: 0.05, label: "low" });
    expect(dear.subScores).toMatchObject({ yield: 0, roi: 0, priceVsArea: 0 });
    expect(dear.score).toBe(1);

    for (const v of [value(), cheap, dear]) {
      expect(Number.isInteger(v.score)).toBe(true);
      for (const s of Object.values(v.subScores)) {
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
      }
    }
  });

  it("scoring curves are clamped and monotonic", () => {
    const curve = DEFAULT_ASSUMPTIONS.scoreCurves.yield;
    expect(scoreOnCurve(-10, curve)).toBe(0);
    expect(scoreOnCurve(3, curve)).toBe(0);
    expect(scoreOnCurve(6.5, curve)).toBe(50);
    expect(scoreOnCurve(10, curve)).toBe(100);
    expect(scoreOnCurve(50, curve)).toBe(100);
    let previous = -Infinity;
    for (let x = 0; x <= 12; x += 0.25) {
      const s = scoreOnCurve(x, curve);
      expect(s).toBeGreaterThanOrEqual(previous);
      previous = s;
    }
  });
});

describe("assumptions", () => {
  it("lays overrides over the defaults", () => {
    // Interest at 4%: 112,500 × 0.04 = 4,500.
    const v = valueDeal(TERRACED, { mortgageRatePercent: 4 });
    expect(v?.mortgage.annualInterest).toBe(4_500);
    expect(v?.assumptions.mortgageRatePercent).toBe(4);
    expect(v?.assumptions.managementPercent).toBe(10);
    expect(DEFAULT_ASSUMPTIONS.mortgageRatePercent).toBe(5.5);
  });
});
