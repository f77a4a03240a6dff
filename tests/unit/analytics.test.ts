import { describe, expect, it } from "vitest";
import { analyse, areaOf, savedDealsPage, yieldBucket, type AnalyticsDeal } from "../../app/lib/analytics";

let nextId = 1;
function deal(overrides: Partial<AnalyticsDeal> = {}): AnalyticsDeal {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Deal ${id}`,
    location: "Manchester, Greater Manchester",
    propertyType: "House",
    price: 100_000,
    yield: 5,
    roi: 3,
    score: 50,
    ...overrides,
  };
}

describe("yieldBucket", () => {
  it.each([
    [0, "0-4%"],
    [3.94, "0-4%"],
    [4, "4-6%"],
    // As shown: 3.96 reads "4.0%", 5.95 "6.0%" (decision 067's audit), 7.999 "8.0%".
    [3.96, "4-6%"],
    [5.94, "4-6%"],
    [5.95, "6-8%"],
    [6, "6-8%"],
    [7.94, "6-8%"],
    [7.999, "8%+"],
    [8, "8%+"],
    [14.2, "8%+"],
    [-1, "0-4%"],
  ])("puts %d%% in %s (lower bound inclusive, on the value as shown)", (value, label) => {
    expect(yieldBucket(value)).toBe(label);
  });
});

describe("areaOf", () => {
  it("takes the first comma-separated part of the location", () => {
    expect(areaOf("Salford, Greater Manchester")).toBe("Salford");
    expect(areaOf("  Leeds ,West Yorkshire")).toBe("Leeds");
    expect(areaOf("Bury")).toBe("Bury");
  });
});

describe("analyse", () => {
  it("answers an empty list with zeros and empty lists, never NaN", () => {
    const a = analyse([]);
    expect(a.totalDeals).toBe(0);
    expect([a.avgPrice, a.avgYield, a.avgRoi]).toEqual([0, 0, 0]);
    expect(a.topDeals).toEqual([]);
    expect(a.byLocation).toEqual([]);
    expect(a.propertyTypes).toEqual([]);
    expect(a.yieldDistribution.map((b) => [b.label, b.count, b.share])).toEqual([
      ["0-4%", 0, 0],
      ["4-6%", 0, 0],
      ["6-8%", 0, 0],
      ["8%+", 0, 0],
    ]);
  });

  it("averages price, yield and ROI", () => {
    const a = analyse([
      deal({ price: 100_000, yield: 4, roi: -2 }),
      deal({ price: 150_000, yield: 6, roi: 5 }),
      deal({ price: 260_001, yield: 8.5, roi: 10.5 }),
    ]);
    expect(a.totalDeals).toBe(3);
    expect(a.avgPrice).toBeCloseTo(170_000.333, 2);
    expect(a.avgYield).toBeCloseTo(6.1667, 3);
    expect(a.avgRoi).toBeCloseTo(4.5, 10);
  });

  it("counts the yield buckets with the edges at exactly 4, 6 and 8 going up", () => {
    const a = analyse([0, 3.9, 4, 5.5, 6, 7.94, 8, 12].map((y) => deal({ yield: y })));
    expect(a.yieldDistribution.map((b) => [b.label, b.count])).toEqual([
      ["0-4%", 2],
      ["4-6%", 2],
      ["6-8%", 2],
      ["8%+", 2],
    ]);
    expect(a.yieldDistribution.every((b) => b.share === 0.25)).toBe(true);
  });

  it("ranks the top 5 by score; ties go to the higher yield, then the lower id", () => {
    const deals = [
      deal({ id: 101, score: 70, yield: 5 }),
      deal({ id: 102, score: 90, yield: 5 }),
      deal({ id: 103, score: 70, yield: 7 }),
      deal({ id: 104, score: 80, yield: 5 }),
      deal({ id: 105, score: 70, yield: 5 }),
      deal({ id: 106, score: 10, yield: 9 }),
      deal({ id: 107, score: 70, yield: 5 }),
    ];
    expect(analyse(deals).topDeals.map((d) => d.id)).toEqual([102, 104, 103, 101, 105]);
  });

  it("groups locations by their first part, top 5 by count, with shares of the total", () => {
    const places = ["Leeds, West Yorkshire", "Leeds, West Yorkshire", "Leeds", "Bury, Greater Manchester", "Bury, Greater Manchester",
      "Salford, Greater Manchester", "Bolton, Greater Manchester", "Wigan, Greater Manchester", "Acton, Greater London", "York"];
    const a = analyse(places.map((location) => deal({ location })));
    expect(a.byLocation.map((r) => [r.label, r.count])).toEqual([
      ["Leeds", 3],
      ["Bury", 2],
      // Ties on count in name order; only five are kept.
      ["Acton", 1],
      ["Bolton", 1],
      ["Salford", 1],
    ]);
    expect(a.byLocation[0]!.share).toBeCloseTo(0.3, 10);
  });

  it("counts every property type", () => {
    const a = analyse([
      deal({ propertyType: "House" }),
      deal({ propertyType: "Apartment" }),
      deal({ propertyType: "House" }),
      deal({ propertyType: "Commercial" }),
    ]);
    expect(a.propertyTypes.map((r) => [r.label, r.count])).toEqual([
      ["House", 2],
      ["Apartment", 1],
      ["Commercial", 1],
    ]);
  });
});

describe("savedDealsPage (decision 179)", () => {
  const many = Array.from({ length: 30 }, (_, i) => deal({ id: i + 1, score: 50 + (i % 7), yield: 5 + i / 100 }));

  it("orders by score, then yield, then id, 25 a page", () => {
    const one = savedDealsPage(many, 1);
    expect([one.page, one.pages, one.total, one.first, one.deals.length]).toEqual([1, 2, 30, 1, 25]);
    const all = [...one.deals, ...savedDealsPage(many, 2).deals];
    expect(new Set(all.map((d) => d.id)).size).toBe(30);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(a.score > b.score || (a.score === b.score && a.yield >= b.yield)).toBe(true);
    }
    expect(analyse(many).topDeals).toEqual(one.deals.slice(0, 5));
  });

  it("clamps a page past the last to the last, and below 1 to the first", () => {
    expect(savedDealsPage(many, 9).page).toBe(2);
    expect(savedDealsPage(many, 9).first).toBe(26);
    expect(savedDealsPage(many, 0).page).toBe(1);
    expect(savedDealsPage([], 3)).toEqual({ deals: [], page: 1, pages: 1, total: 0, first: 1 });
  });
});
