import { describe, expect, it } from "vitest";
import { CONFIDENCE_RULES, assessConfidence, confidenceFactor, monthlyCashFlow, stressRate } from "~/lib/valuation";
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
import { formatPounds, percent } from "~/lib/format";
import { stampDuty } from "~/lib/property-tax";
import { affordablePrice } from "~/lib/valuation/finance";

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

  it("keeps the yield and ROI unrounded, so what is shown is rounded once (decision 142)", () => {
    // £13,500 a year on £139,957 is 9.6457%: "9.6%". Stored to two decimals (9.65) it had read "9.7%".
    const kirk = value({ price: 139_957, rents: { ...LA_RENTS, medians: { ...LA_RENTS.medians, "Three Bedrooms": 1_125 } } });
    expect(kirk.annualRent).toBe(13_500);
    expect(percent(kirk.grossYield)).toBe("9.6%");
    expect(percent(kirk.grossYield, 2)).toBe("9.65%");
    expect(kirk.roi).toBeCloseTo((kirk.annualCashFlow / kirk.cashInvested) * 100, 6);
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
  it("rounds the indexed value to the pound", () => {
    // 100,000 × 101.3 ÷ 97.7 = 103,684.749… → 103,685.
    const v = value({
      price: 100_000,
      saleDate: "2024-09-20",
      hpi: { region: "England", indexAtSale: 97.7, indexNow: 101.3, periodNow: "2025-07" },
    });
    expect(v.currentValue).toBe(103_685);
  });

  it("works the yield, ROI and price against the area on the value today, not the price paid", () => {
    // 150,000 × 130 ÷ 100 = 195,000: every figure that divides by the price uses it.
    const v = value({
      saleDate: "2019-04-11",
      hpi: { region: "North West", indexAtSale: 100, indexNow: 130, periodNow: "2025-07" },
      asOf: "2026-11-23",
    });
    expect(v.currentValue).toBe(195_000);
    expect(v.grossYield).toBeCloseTo((v.annualRent / 195_000) * 100, 6);
    expect(v.grossYield).not.toBeCloseTo((v.annualRent / 150_000) * 100, 2);
    expect(v.mortgage.loan).toBeLessThanOrEqual(195_000 * 0.75);
    expect(v.priceVsArea?.ratio).toBeCloseTo(195_000 / 200_000, 3);
  });

  it("takes confidence off by the age of the sale: none up to two years, more the older it is", () => {
    const at = (saleDate: string) =>
      value({ saleDate, hpi: { region: "North West", indexAtSale: 100, indexNow: 110, periodNow: "2025-07" }, asOf: "2026-11-23" }).confidence;
    const ageReason = (c: { reasons: string[] }) => c.reasons.find((r) => r.endsWith("ago, value indexed by the UK HPI"));
    // 10 months and 24 months old: no loss for age.
    expect(ageReason(at("2026-01-20"))).toBeUndefined();
    expect(ageReason(at("2024-11-23"))).toBeUndefined();
    // 30 months (2 years 6 months), 8 years and 14 years old: 0.05, 0.1 and 0.15 off.
    expect(ageReason(at("2024-05-23"))).toBe("sold 2 years 6 months ago, value indexed by the UK HPI");
    expect(ageReason(at("2018-11-23"))).toBe("sold 8 years ago, value indexed by the UK HPI");
    expect(ageReason(at("2012-11-23"))).toBe("sold 14 years ago, value indexed by the UK HPI");
    const young = at("2026-01-20").score;
    expect(at("2024-05-23").score).toBeCloseTo(young - 0.05, 6);
    expect(at("2018-11-23").score).toBeCloseTo(young - 0.1, 6);
    expect(at("2012-11-23").score).toBeCloseTo(young - 0.15, 6);
  });

  it("keeps the price paid when there is no index, with less confidence", () => {
    const v = value({ saleDate: "2019-04-11", hpi: null });
    expect(v.currentValue).toBe(150_000);
    expect(v.valueBasis).toBe("sale-not-indexed");
    expect(v.confidence.reasons).toContain(
      "past sale price not indexed (no UK HPI figure for its month)",
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

describe("lender finance and real costs (decision 039)", () => {
  const v = value({ asOf: "2026-11-23" });

  it("works out the running costs a landlord pays", () => {
    // Voids 10,800 × 4 ÷ 52 = 830.77 → 831; management 12% + VAT on the 9,969.23 collected =
    // 1,435.57 → 1,436; maintenance 864; insurance 400; letting fee 500 + VAT every 2 years = 300;
    // gas 90 + EICR 40 + EPC 9 = 139. Each in whole pounds, and the total is their sum.
    expect(v.runningCosts).toEqual({
      management: 1_436,
      voids: 831,
      maintenance: 864,
      insurance: 400,
      lettingFees: 300,
      compliance: 139,
      serviceCharge: 0,
      groundRent: 0,
      total: 3_970,
    });
  });

  it("adds service charge and ground rent for a flat", () => {
    const flat = value({ kind: "flat", bedrooms: 2, asOf: "2026-11-23" });
    expect(flat.runningCosts).toMatchObject({ serviceCharge: 1_500, groundRent: 150 });
  });

  it("counts lender, broker, survey and legal fees", () => {
    expect(v.purchaseCosts).toEqual({
      tax: 8_000,
      taxName: "SDLT",
      fees: 3_794,
      feesBreakdown: { lender: 999, broker: 495, survey: 500, legal: 1_800 },
      total: 11_794,
    });
  });

  it("sizes the loan by LTV and by the rent at the PRA stress rate", () => {
    // Stress = max(5.5 + 2, 5.5) = 7.5%; rent supports 10,800 ÷ (1.25 × 0.075) = 115,200 > 112,500 (75%).
    expect(v.mortgage).toMatchObject({
      ltv: 75,
      maxLtv: 75,
      rate: 5.5,
      stressRate: 7.5,
      icr: 125,
      maxLoanByLtv: 112_500,
      maxLoanByRent: 115_200,
      limitedBy: "ltv",
      loan: 112_500,
      deposit: 37_500,
      annualInterest: 6_188,
    });
    // Cash invested 37,500 + 11,794; cash flow 10,800 − 3,970 − 6,188 = 642; ROI 1.30%.
    expect(v.cashInvested).toBe(49_294);
    expect(v.annualCashFlow).toBe(642);
    expect(v.annualCashFlow).toBe(v.annualRent - v.runningCosts.total - v.mortgage.annualInterest);
    expect(v.roi).toBeCloseTo(1.302, 3);
  });

  it("lends less when the rent cannot cover the stressed interest, and ROI uses that loan", () => {
    const dear = value({ price: 300_000, asOf: "2026-11-23" });
    // 10,800 ÷ 0.09375 = 115,200 < 225,000.
    expect(dear.mortgage).toMatchObject({ limitedBy: "rent", loan: 115_200, deposit: 184_800, ltv: 38.4 });
    expect(dear.mortgage.annualInterest).toBe(6_336);
    const higherRate = valueDeal({ ...TERRACED, price: 300_000, asOf: "2026-11-23" }, { icrPercent: 145 })!;
    // 10,800 ÷ (1.45 × 0.075) = 99,310.34, lent in whole pounds and never over the limit.
    expect(higherRate.mortgage.loan).toBe(99_310);
  });

  it("gives the cash flow a month as the year's ÷ 12, to the penny as the year's is (decision 130)", () => {
    // 642 ÷ 12 = 53.50: shown £54, as the year's £642 is shown to the pound.
    expect(monthlyCashFlow(v.annualCashFlow)).toBe(53.5);
    expect(formatPounds(monthlyCashFlow(v.annualCashFlow))).toBe("£54");
    // The rent-limited loan: 10,800 − 3,970 − 6,336 = 494 a year; ÷ 12 = 41.1666… → 41.17.
    const dear = value({ price: 300_000, asOf: "2026-11-23" });
    expect(dear.annualCashFlow).toBe(494);
    expect(monthlyCashFlow(dear.annualCashFlow)).toBe(41.17);
    // A 2-bed flat, a loss: 9,600 − 5,271 (service charge and ground rent in) − 5,632 = −1,303;
    // ÷ 12 = −108.5833… → −108.58, shown −£109.
    const flat = value({ kind: "flat", bedrooms: 2, asOf: "2026-11-23" });
    expect(flat.annualCashFlow).toBe(-1_303);
    expect(monthlyCashFlow(flat.annualCashFlow)).toBe(-108.58);
    expect(formatPounds(monthlyCashFlow(flat.annualCashFlow))).toBe("-£109");
    // A valuation stored with pence (an older engine's): −4,659.82 ÷ 12 = −388.3183… → −388.32.
    expect(monthlyCashFlow(-4_659.82)).toBe(-388.32);
    // Twelve months make the year to within 6p (half a penny a month).
    for (const year of [v.annualCashFlow, dear.annualCashFlow, flat.annualCashFlow, -4_659.82, 1_471]) {
      expect(Math.abs(monthlyCashFlow(year) * 12 - year)).toBeLessThanOrEqual(0.06 + 1e-9);
    }
  });

  it("applies the PRA stress floor for short fixes and the pay rate for 5-year fixes", () => {
    const a = { mortgageRatePercent: 3, stressMarginPoints: 2, stressFloorPercent: 5.5 };
    expect(stressRate({ ...a, mortgageFixYears: 2 })).toBe(5.5);
    expect(stressRate({ ...a, mortgageRatePercent: 4.5, mortgageFixYears: 2 })).toBe(6.5);
    expect(stressRate({ ...a, mortgageRatePercent: 4.5, mortgageFixYears: 5 })).toBe(4.5);
  });
});

describe("current rents and bedroom estimates (decisions 035, 038)", () => {
  const PIPR: NonNullable<ValuationInput["rents"]> = {
    areaName: "Leeds",
    level: "local-authority",
    medians: { "One Bedroom": 900, "Two Bedrooms": 1_100, "Three Bedrooms": 1_250, "Four or more Bedrooms": 1_800, "All categories": 1_150 },
    period: "2026-05",
    source: "ons-pipr",
    sourceLabel: "ONS Price Index of Private Rents, May 2026 (provisional)",
  };
  const ESTIMATE = { count: 2, share: 0.48, common: [2, 3], basis: "local-authority" as const, areaName: "Leeds", asAt: "2024-03-31" };

  it("names the rent's source, month, area and bedrooms", () => {
    const v = value({ rents: PIPR, bedroomsEstimate: ESTIMATE, asOf: "2026-11-23" });
    expect(v.rentSource.description).toBe("ONS Price Index of Private Rents, May 2026 (provisional), Leeds, 2 bedrooms");
    expect(v.monthlyRent).toBe(1_100);
    expect(v.bedrooms).toBe(2);
    expect(v.bedroomsBasis).toBe("estimated-local");
    expect(v.bedroomsNote).toContain("2 is the most common count for a terraced house in Leeds, 48%");
  });

  it("uses the 1-bed figure for a studio where PIPR has none, and says so", () => {
    const v = value({ rents: PIPR, kind: "flat", bedrooms: 0, asOf: "2026-11-23" });
    expect(v.rentCategory).toBe("One Bedroom");
    expect(v.rentSource.fellBack).toBe(true);
  });

  it("values at a count chosen for a search, from the same inputs", () => {
    const v = value({ rents: PIPR, bedroomsEstimate: ESTIMATE, bedrooms: 3, bedroomsChosen: true, asOf: "2026-11-23" });
    expect(v.monthlyRent).toBe(1_250);
    expect(v.bedroomsBasis).toBe("chosen");
    expect(v.confidence.label).not.toBe("high");
  });

  it("loses confidence for old rents: the 2022-23 medians count as 43 months old in Nov 2026", () => {
    const v = value({ rents: { ...LA_RENTS, period: "2022-23" }, asOf: "2026-11-23" });
    expect(v.confidence.reasons).toContain("rent figures from 2022-23, 43 months ago");
  });

  it("reads a rents year written \"2011-12\" or \"2022/23\" as a year, never as the month it looks like", () => {
    // "2011-12" is October 2011 to September 2012 (its middle April 2012), not December 2011: 175 months before Nov 2026, not 179.
    const early = value({ rents: { ...LA_RENTS, period: "2011-12" }, asOf: "2026-11-23" });
    expect(early.confidence.reasons).toContain("rent figures from 2011-12, 175 months ago");
    // "2022/23" is the same year as "2022-23": 43 months old, where it had no age at all.
    const slashed = value({ rents: { ...LA_RENTS, period: "2022/23" }, asOf: "2026-11-23" });
    expect(slashed.confidence.reasons).toContain("rent figures from 2022/23, 43 months ago");
    expect(slashed.confidence.score).toBe(value({ rents: { ...LA_RENTS, period: "2022-23" }, asOf: "2026-11-23" }).confidence.score);
  });
});

describe("confidence and score (decision 037)", () => {
  it("is never high when bedrooms are estimated", () => {
    const c = assessConfidence({
      bedrooms: { basis: "estimated-local", text: "estimated" },
      rent: { level: "local-authority", areaName: "Leeds", ageMonths: 0, periodText: "May 2026", fellBackText: null },
      sale: null,
      areaPrice: { ratio: 0.9, areaName: "Leeds" },
      categoryB: false,
      nonMarketReason: null,
      commercial: false,
    });
    expect(c.score).toBe(0.85);
    expect(c.label).toBe("medium");
  });

  it("loses confidence when the value is far below the area's average price, whose average rent then overstates (decision 078)", () => {
    const facts = {
      bedrooms: { basis: "known" as const, text: "" },
      rent: { level: "local-authority" as const, areaName: "Manchester", ageMonths: 6, periodText: "May 2026", fellBackText: null },
      sale: null,
      categoryB: false,
      nonMarketReason: null,
      commercial: false,
    };
    const at = (ratio: number) => assessConfidence({ ...facts, areaPrice: { ratio, areaName: "Manchester" } });
    expect(at(0.7)).toEqual({ score: 1, label: "high", reasons: [] });
    expect(at(0.6)).toEqual({
      score: 0.9,
      label: "high",
      reasons: ["the estimated value is 60.0% of the Manchester average price: a home this far below it likely lets for less than the area's average rent"],
      // The same share, for what else says it (the analysis verdict) to read, not match the words.
      belowAreaPrice: { percent: 60, areaName: "Manchester" },
    });
    expect(at(0.6496).belowAreaPrice).toEqual({ percent: 64.9, areaName: "Manchester" });
    expect(at(0.65).belowAreaPrice).toBeUndefined();
    expect(at(0.441).score).toBe(0.8);
    expect(at(0.441).reasons[0]).toMatch(/^the estimated value is 44\.1% of the Manchester average price/);
    // Through valueDeal: the same home, valued at half the area's average, scores lower than its yield alone would say.
    const cheap = value({ price: 100_000, areaAveragePrice: { areaName: "Leeds", period: "July 2025", price: 250_000 }, asOf: "2026-11-23" });
    const usual = value({ price: 100_000, areaAveragePrice: { areaName: "Leeds", period: "July 2025", price: 140_000 }, asOf: "2026-11-23" });
    expect(cheap.confidence.score).toBeCloseTo(usual.confidence.score - 0.2, 5);
    expect(cheap.confidence.reasons).toContain(
      "the estimated value is 40.0% of the Leeds average price: a home this far below it likely lets for less than the area's average rent",
    );
    // To one decimal, as the price against the area is shown (-61.2% beside 38.8%), but held
    // under the band's limit: 64.96% is under the 65% band and never reads as "65.0%".
    expect(at(0.388).reasons[0]).toMatch(/^the estimated value is 38\.8% of/);
    expect(at(0.649).reasons[0]).toMatch(/^the estimated value is 64\.9% of/);
    expect(at(0.6496).reasons[0]).toMatch(/^the estimated value is 64\.9% of/);
    // Through valueDeal the band is judged on the unrounded ratio: £316,104 is 49.957% of £632,750,
    // under the 50% band (an outside review's deal 20145). The stored ratio and difference are the
    // percentage the reason says, 0.499 and 50.1% below, not 0.5 and 50.0% (decision 173).
    const justUnder = value({ price: 316_104, areaAveragePrice: { areaName: "Merton", period: "July 2025", price: 632_750 }, asOf: "2026-11-23" });
    const atHalf = value({ price: 316_375, areaAveragePrice: { areaName: "Merton", period: "July 2025", price: 632_750 }, asOf: "2026-11-23" });
    expect(justUnder.priceVsArea).toMatchObject({ ratio: 0.499, percentDiff: -50.1 });
    expect(atHalf.priceVsArea).toMatchObject({ ratio: 0.5, percentDiff: -50 });
    expect(justUnder.confidence.score).toBeCloseTo(atHalf.confidence.score - 0.1, 5);
    expect(justUnder.confidence.reasons).toContain(
      "the estimated value is 49.9% of the Merton average price: a home this far below it likely lets for less than the area's average rent",
    );
    // A sale the UK HPI could not index is valued at an old price, not today's: no comparison, no loss.
    const unindexed = value({
      price: 100_000,
      saleDate: "1998-03-01",
      hpi: null,
      areaAveragePrice: { areaName: "Leeds", period: "July 2025", price: 250_000 },
      asOf: "2026-11-23",
    });
    expect(unindexed.valueBasis).toBe("sale-not-indexed");
    expect(unindexed.confidence.reasons.some((r) => r.startsWith("the estimated value is"))).toBe(false);
  });

  it("a low-confidence deal cannot score 90: the maximum over every sub-score is below 90", () => {
    let best = 0;
    for (let c = 0; c < CONFIDENCE_RULES.labels.medium; c += 0.005) {
      // Yield, ROI and price-vs-area at 100, confidence sub-score at c × 100.
      const weighted = (100 * 40 + 100 * 30 + 100 * 20 + c * 100 * 10) / 100;
      best = Math.max(best, Math.round(weighted * confidenceFactor(c)));
    }
    expect(best).toBeLessThan(90);
    // And through valueDeal: a spectacular but non-market sale scores low.
    const v = value({ price: 40_000, nonMarketReason: "test", asOf: "2026-11-23" });
    expect(v.confidence.label).toBe("low");
    expect(v.subScores.yield).toBe(100);
    expect(v.score).toBeLessThan(90);
  });

  it("scores = weighted sub-scores × (0.5 + 0.5 × confidence)", () => {
    const v = value({ asOf: "2026-11-23" });
    const weighted =
      (v.subScores.yield * 40 + v.subScores.roi * 30 + v.subScores.priceVsArea * 20 + v.subScores.confidence * 10) / 100;
    expect(Math.abs(v.score - weighted * (0.5 + 0.5 * v.confidence.score))).toBeLessThanOrEqual(0.6);
  });
});

describe("affordablePrice (decision 096)", () => {
  it("is the highest price, to the £1,000, whose deposit, purchase tax and fees the cash covers", () => {
    const a = DEFAULT_ASSUMPTIONS;
    const fees = a.lenderFee + a.brokerFee + a.surveyFee + a.legalFees;
    const needed = (price: number) => price * (1 - a.mortgageLtvPercent / 100) + stampDuty(price, { nation: "england", additionalProperty: true }).tax + fees;
    // £183,000: 25% = £45,750; SDLT 5% × 125,000 + 7% × 58,000 = £10,310; + fees.
    expect(affordablePrice(60_000, "england", a)).toBe(183_000);
    expect(needed(183_000)).toBeLessThanOrEqual(60_000);
    expect(needed(184_000)).toBeGreaterThan(60_000);
    // Scotland's ADS (8% of the whole price) buys less with the same cash.
    expect(affordablePrice(60_000, "scotland", a)).toBeLessThan(183_000);
    // Cash that does not cover the fees buys nothing.
    expect(affordablePrice(fees - 1, "england", a)).toBe(0);
  });
});

describe("a rent of the investor's own (decision 196)", () => {
  const own = { monthly: 700, source: "the rent you gave" };

  it("values at that rent, keeps the area's figure beside it, and says it is not checked", () => {
    const area = value({ bedrooms: 3 });
    const given = value({ bedrooms: 3, rentOverride: own });
    expect(area.rentGiven).toBeUndefined();
    expect(given.monthlyRent).toBe(700);
    expect(given.annualRent).toBe(8_400);
    expect(given.grossYield).toBeCloseTo(5.6, 6);
    expect(given.rentGiven).toEqual({ source: "the rent you gave", areaMonthlyRent: 900 });
    expect(given.rentSource).toEqual(area.rentSource);
    // Every figure that rests on the rent is worked at the investor's own: it is the deal valued at that rent.
    const asIfArea = value({ bedrooms: 3, rents: { ...LA_RENTS, medians: { ...LA_RENTS.medians, "Three Bedrooms": 700 } } });
    for (const k of ["runningCosts", "mortgage", "cashInvested", "annualCashFlow", "roi"] as const) expect(given[k], k).toEqual(asIfArea[k]);
    expect(given.confidence.reasons).toContain("the rent of £700 a month is the rent you gave, not checked");
    expect(given.confidence.score).toBe(1 - CONFIDENCE_RULES.rentGiven);
    expect(given.confidence.label).toBe("medium");
  });

  it("drops the losses that describe the area's figure, which is not the one used", () => {
    const old = value({ bedrooms: 3, rents: { ...LA_RENTS, level: "region", periodMonth: "2023-04" }, asOf: "2026-11-23", price: 80_000 });
    expect(old.confidence.reasons.some((r) => /^rent for|^rent figures from|of the .* average price/.test(r))).toBe(true);
    const given = value({ bedrooms: 3, rents: { ...LA_RENTS, level: "region", periodMonth: "2023-04" }, asOf: "2026-11-23", price: 80_000, rentOverride: own });
    expect(given.confidence.reasons).toEqual(["the rent of £700 a month is the rent you gave, not checked"]);
  });

  it("keeps a weekly rent's pence", () => {
    expect(value({ rentOverride: { monthly: 866.67, source: "the rent you gave" } }).confidence.reasons).toContain(
      "the rent of £866.67 a month is the rent you gave, not checked",
    );
  });
});
