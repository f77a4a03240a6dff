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
      "1. B, Leeds (number 2 in the list): £80,000, yield 8.0%, ROI +5.0%, score 70/100, cash flow £1,500 a year (before tax)",
      "2. C, Leeds (number 3 in the list): £120,000, yield 7.0%, ROI +4.0%, score 60/100, cash flow -£200 a year (before tax)",
      "3. A, Leeds (number 1 in the list): £100,000, yield 6.0%, ROI +2.0%, score 50/100, cash flow £500 a year (before tax)",
    ]);
  });

  it("ranks by the cash flow before tax, as the screens label it (decision 261)", () => {
    const text = compareListed(deals, { metric: "cashflow", order: "high" });
    expect(text.split("\n")[0]).toBe("The 3 deals listed, ranked by annual cash flow (before tax), highest first:");
    expect(compareListed(deals, comparisonAsked("which of the first two has the better cash flow")!)).toMatch(
      /^On the annual cash flow \(before tax\), number 2 leads: £1,500 a year against £500 a year\.\n/,
    );
  });

  it("ranks by ROI, and says so, when the cash flow is not the user's to see", () => {
    const hidden = deals.map((d) => ({ ...d, annualCashFlow: null }));
    const text = compareListed(hidden, { metric: "cashflow", order: "high" });
    expect(text).toMatch(/^Cash flow is in each deal's full details, with Pro, so here are the 3 deals listed ranked by ROI instead/);
    expect(text).toContain("1. B, Leeds (number 2 in the list)");
  });
});

describe("comparing the listed deals a message names (decision 106)", () => {
  it("reads a comparison of named deals, and 'which is cheapest' about the list", () => {
    expect(comparisonAsked("compare the first two")).toMatchObject({ metric: "score", among: "compare the first two" });
    expect(comparisonAsked("deal 1 vs deal 2 which is better")).toMatchObject({ metric: "score" });
    expect(comparisonAsked("compare the Chapelhill Drive one with the Beeston Street one")).toMatchObject({ metric: "score" });
    expect(comparisonAsked("which of the first two has the better roi")).toMatchObject({ metric: "roi", order: "high" });
    expect(comparisonAsked("is the first one better than the second one?")).toMatchObject({ metric: "score" });
    expect(comparisonAsked("which is cheapest")).toEqual({ metric: "price", order: "low" });
    expect(comparisonAsked("which has the best yield?")).toEqual({ metric: "yield", order: "high" });
    // Not the list.
    expect(comparisonAsked("which is the cheapest area in the UK?")).toBeNull();
    expect(comparisonAsked("compare SDLT and LTT")).toBeNull();
    expect(comparisonAsked("is the first one a good deal?")).toBeNull();
    expect(comparisonAsked("whats the number 1 mistake new landlords make")).toBeNull();
  });

  const listed = [
    { title: "Terraced house, Chapelhill Drive", location: "Leeds", price: 120_000, yield: 6.1, roi: 3.2, score: 55, annualCashFlow: 800, confidence: "medium" as const },
    { title: "Flat, Beeston Street", location: "Leeds", price: 95_000, yield: 7.4, roi: 5, score: 62, annualCashFlow: 1_200, confidence: "high" as const },
    { title: "Semi, Oak Lane", location: "Leeds", price: 150_000, yield: 8.5, roi: 9, score: 80, annualCashFlow: 2_500, confidence: "low" as const },
  ];

  it("sets two named deals side by side from their cards' figures and says which leads on what", () => {
    const text = compareListed(listed, comparisonAsked("compare the Chapelhill Drive one with the Beeston Street one")!);
    expect(text.split("\n")).toEqual([
      "Number 1 (Terraced house, Chapelhill Drive, Leeds) against number 2 (Flat, Beeston Street, Leeds), from their own figures:",
      "• Price: £120,000 | £95,000. Lower: number 2, by £25,000.",
      "• Gross yield: 6.1% | 7.4%. Higher: number 2.",
      "• ROI: +3.2% | +5.0%. Higher: number 2.",
      "• Cash flow a year (before tax): £800 | £1,200. Higher: number 2.",
      "• Score: 55/100 | 62/100. Higher: number 2.",
      "• Confidence: Medium | High. Higher: number 2.",
      "Number 2 leads on price, gross yield, ROI, cash flow, score and confidence.",
      'Ask about one for its workings, for example "is number 2 a good deal?".',
    ]);
  });

  it("ranks just the deals named by what was asked, not the whole list", () => {
    const text = compareListed(listed, comparisonAsked("which of the first two has the better roi")!);
    expect(text).toMatch(/^On ROI \(cash-on-cash\), number 2 leads: \+5\.0% against \+3\.2%\.\n/);
    expect(text).not.toContain("Oak Lane");
  });

  it("leaves out the cash flow a free user's cards don't show, and says where it is", () => {
    const free = listed.map((d) => ({ ...d, annualCashFlow: null }));
    const text = compareListed(free, comparisonAsked("deal 1 vs deal 3")!);
    expect(text).not.toContain("• Cash flow");
    expect(text).not.toContain("before tax");
    expect(text).toContain("Cash flow is in each deal's full details, with Pro.");
    expect(text).toContain("Number 3 leads on gross yield, ROI and score; number 1 on price and confidence.");
  });
});
