import { describe, expect, it } from "vitest";
import { compareListed, comparisonAsked } from "~/lib/assistant/listed-comparison";

describe("comparisonAsked", () => {
  it("reads a ranking of the list and what to rank it by", () => {
    expect(comparisonAsked("which of these has the best yield?")).toEqual({ metric: "yield", order: "high" });
    expect(comparisonAsked("which of these houses is cheapest?")).toEqual({ metric: "price", order: "low" });
    expect(comparisonAsked("which of them has the best cash flow?")).toEqual({ metric: "cashflow", order: "high" });
    expect(comparisonAsked("which one has the lowest ROI")).toEqual({ metric: "roi", order: "low" });
    expect(comparisonAsked("which of these would you recommend?")).toEqual({ metric: "score", order: "high" });
  });

  it("is not a ranking without the list or without a question of order", () => {
    expect(comparisonAsked("what is the best yield in the UK?")).toBeNull();
    expect(comparisonAsked("tell me about these")).toBeNull();
    expect(comparisonAsked("what is section 24?")).toBeNull();
  });
});

describe("compareListed", () => {
  const deals = [
    { title: "A", location: "Leeds", price: 100_000, yield: 6, roi: 2, score: 50, annualCashFlow: 500 },
    { title: "B", location: "Leeds", price: 80_000, yield: 8, roi: 5, score: 70, annualCashFlow: 1_500 },
    { title: "C", location: "Leeds", price: 120_000, yield: 7, roi: 4, score: 60, annualCashFlow: -200 },
  ];
  it("lists the deals in the order asked, each with its place in the list and headline figures", () => {
    const text = compareListed(deals, { metric: "yield", order: "high" });
    expect(text.split("\n").slice(0, 4)).toEqual([
      "The 3 deals listed, ranked by gross yield, highest first:",
      "1. B, Leeds (number 2 in the list): £80,000, yield 8.0%, ROI 5.0%, score 70/100, cash flow £1,500 a year",
      "2. C, Leeds (number 3 in the list): £120,000, yield 7.0%, ROI 4.0%, score 60/100, cash flow -£200 a year",
      "3. A, Leeds (number 1 in the list): £100,000, yield 6.0%, ROI 2.0%, score 50/100, cash flow £500 a year",
    ]);
  });

  it("ranks by ROI, and says so, when the cash flow is not the user's to see", () => {
    const hidden = deals.map((d) => ({ ...d, annualCashFlow: null }));
    const text = compareListed(hidden, { metric: "cashflow", order: "high" });
    expect(text).toMatch(/^Cash flow is in each deal's full details, with Pro, so here are the 3 deals listed ranked by ROI instead/);
    expect(text).toContain("1. B, Leeds (number 2 in the list)");
  });
});
