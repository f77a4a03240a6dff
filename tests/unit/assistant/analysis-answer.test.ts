import { describe, expect, it } from "vitest";
import { analysisAnswer, analysisWorkings, comparableFigures, comparablesText, type ComparableSale } from "~/lib/assistant/analysis-answer";
import { valueDeal, type Valuation, type ValuationInput } from "~/lib/valuation";
import { assumptionsAsAt } from "~/lib/valuation/dated-rules";
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
    const weakerLine = analysisWorkings(weaker).find((l) => l.startsWith("Score: "))!;
    expect(weakerLine).toContain(`: ${reasons.join("; ")}.`);
    // A reason under a high label is a caution; under a lower label it is why it is lower.
    expect(weakerLine).toContain(weaker.valuation.confidence.label === "high" ? ", though with a" : ", lowered by: ");
    const high = { ...clean, valuation: { ...clean.valuation, confidence: { ...clean.valuation.confidence, label: "high" as const, reasons: ["one reason"] } } };
    expect(analysisWorkings(high).find((l) => l.startsWith("Score: "))).toBe(`Score: ${clean.valuation.score}/100, confidence High, though with a caution: one reason.`);
    const medium = { ...high, valuation: { ...high.valuation, confidence: { ...high.valuation.confidence, label: "medium" as const } } };
    expect(analysisWorkings(medium).find((l) => l.startsWith("Score: "))).toBe(`Score: ${clean.valuation.score}/100, confidence Medium, lowered by: one reason.`);
  });
});

describe("analysisWorkings' dated rules (decision 150)", () => {
  it("ends the purchase costs, the mortgage and the running costs with the rule or assumptions each applied, and its date", () => {
    const facts = { subject: "2 bed flat in Leeds for £200,000", placeName: "Leeds", laName: "Leeds", valuation: valueDeal(WELL_FOUNDED)!, comparablesArea: null, comparables: [] };
    const lines = analysisWorkings(facts);
    const line = (start: string) => lines.find((l) => l.startsWith(start))!;
    expect(line("Purchase costs: ")).toMatch(
      /^Purchase costs: SDLT £[\d,]+ \(with the additional-property rates\) \+ fees £[\d,]+ = £[\d,]+\. Stamp Duty Land Tax \(HM Revenue & Customs\): residential rates from 1 April 2025; higher rates for additional dwellings from 31 October 2024\.$/,
    );
    expect(line("Mortgage: ")).toMatch(/\. Mortgage rate, loan-to-value and the lender's rent test \(PRA SS13\/16\): as at \d{1,2} \w+ \d{4}\.$/);
    expect(line("Mortgage: ").endsWith(`(PRA SS13/16): ${assumptionsAsAt(["mortgageRatePercent", "icrPercent"])}.`)).toBe(true);
    expect(line("Running costs: ").endsWith(`). Running costs and purchase fees: ${assumptionsAsAt(["managementPercent"])}.`)).toBe(true);
    // The built-in answer lists the same workings.
    expect(analysisAnswer(facts)).toContain("- Purchase costs: SDLT");
    expect(analysisAnswer(facts)).toContain("higher rates for additional dwellings from 31 October 2024.");
  });
});

describe("analysisAnswer", () => {
  /** An analysis of `subject` in `place`, its valuation changed by `changes`. */
  const analysed = (subject: string, place: string, changes: Partial<Valuation>) => ({
    subject,
    placeName: place,
    laName: place,
    valuation: { ...valueDeal(WELL_FOUNDED)!, ...changes },
    comparablesArea: null,
    comparables: [],
  });

  it("never calls a deal that loses money each year strong or fair without saying so", () => {
    const facts = (score: number, annualCashFlow: number) => analysed("2 bed flat in Leeds for £200,000", "Leeds", { score, annualCashFlow });
    expect(analysisAnswer(facts(60, -462))).toMatch(/^A 2 bed flat in Leeds for £200,000 looks a fair deal on these figures, though it loses money each year: /);
    expect(analysisAnswer(facts(75, -1))).toContain("looks a strong deal on these figures, though it loses money each year");
    expect(analysisAnswer(facts(60, 500))).toMatch(/looks a fair deal on these figures: /);
  });

  it("never calls a price far below the area's average strong or fair without the rent it rests on (decision 168)", () => {
    const facts = (score: number, ratio: number) =>
      analysed("3 bed house in Manchester for £90,000", "Manchester", {
        score,
        annualCashFlow: 7_463,
        priceVsArea: { areaName: "Manchester", period: "2025-07", areaAverage: 249_231, ratio, percentDiff: Math.round((ratio - 1) * 1000) / 10 },
      });
    expect(analysisAnswer(facts(88, 0.361))).toMatch(
      /^A 3 bed house in Manchester for £90,000 looks a strong deal on these figures, if it lets at the Manchester average rent it was given: at 36\.1% of the area's average price it likely lets for less: score 88\/100/,
    );
    expect(analysisAnswer(facts(60, 0.6))).toContain("looks a fair deal on these figures, if it lets at the Manchester average rent it was given: at 60.0% of");
    // At 65% or more of the average, and for a weak deal, the verdict is as before.
    expect(analysisAnswer(facts(88, 0.65))).toMatch(/looks a strong deal on these figures: score/);
    expect(analysisAnswer(facts(40, 0.3))).toMatch(/looks a weak deal on these figures: score/);
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
