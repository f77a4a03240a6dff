import { describe, expect, it } from "vitest";
import { analysisAnswer, analysisWorkings, comparableFigures, comparablesText, rentSourceLine, type ComparableSale } from "~/lib/assistant/analysis-answer";
import { valueDeal, type Valuation, type ValuationInput } from "~/lib/valuation";
import { assumptionsAsAt } from "~/lib/valuation/dated-rules";
import { monthName } from "~/lib/valuation/dates";
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
      placeNote: null,
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

describe("rentSourceLine", () => {
  it("names the area after a comma, so a provisional figure has one bracket", () => {
    const v = valueDeal(WELL_FOUNDED)!;
    expect(rentSourceLine(v)).toBe("ONS Price Index of Private Rents, May 2026 (provisional), Leeds");
    expect(rentSourceLine({ rentSource: { ...v.rentSource, sourceLabel: "ONS Price Index of Private Rents, May 2026" } })).toBe("ONS Price Index of Private Rents, May 2026, Leeds");
  });

  it("adds no month to the 2022-23 medians' line: their year is no month (it read '2022-23 (median), November 2023')", () => {
    const v = valueDeal({ ...WELL_FOUNDED, rents: { areaName: "Leeds", level: "local-authority", medians: { "Two Bedrooms": 950, "All categories": 900 }, period: "2022-23" } })!;
    expect(v.rentSource.period).toBe("2022-23");
    expect(rentSourceLine(v)).toBe("ONS/VOA Private Rental Market Statistics, 2022-23 (median), Leeds");
    // And the months the valuation's own periods do name, read in full.
    expect([monthName("2026-05"), monthName("Jul 2025"), monthName("Sept 2024"), monthName("2019-04-11 00:00")]).toEqual(["May 2026", "July 2025", "September 2024", "April 2019"]);
    // Periods that are no month are said as they are.
    expect([monthName("2022-23"), monthName("2025-00"), monthName("Mayfair 2024"), monthName("Decade 2020")]).toEqual(["2022-23", "2025-00", "Mayfair 2024", "Decade 2020"]);
  });

  it("says a rents year written \"2011-12\" or \"2022/23\" as written, never as December 2011 or a month at all", () => {
    const voa = (period: string) => valueDeal({ ...WELL_FOUNDED, rents: { areaName: "Leeds", level: "local-authority", medians: { "Two Bedrooms": 950, "All categories": 900 }, period } })!;
    expect(rentSourceLine(voa("2011-12"))).toBe("ONS/VOA Private Rental Market Statistics, 2011-12 (median), Leeds");
    expect(rentSourceLine(voa("2022/23"))).toBe("ONS/VOA Private Rental Market Statistics, 2022/23 (median), Leeds");
    // A valuation stored with no source label keeps its year, as written.
    const bare = { rentSource: { ...voa("2011-12").rentSource, sourceLabel: undefined as unknown as string } };
    expect(rentSourceLine(bare)).toBe("ONS/VOA private rental market statistics, 2011-12, Leeds");
  });
});

describe("analysisWorkings' dated rules (decision 150)", () => {
  it("ends the purchase costs, the mortgage and the running costs with the rule or assumptions each applied, and its date", () => {
    const facts = { subject: "2 bed flat in Leeds for £200,000", placeName: "Leeds", laName: "Leeds", valuation: valueDeal(WELL_FOUNDED)!, comparablesArea: null, comparables: [], placeNote: null };
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
    placeNote: null,
  });

  it("never calls a deal that loses money each year strong or fair without saying so", () => {
    const facts = (score: number, annualCashFlow: number) => analysed("2 bed flat in Leeds for £200,000", "Leeds", { score, annualCashFlow });
    expect(analysisAnswer(facts(60, -462))).toMatch(/^A 2 bed flat in Leeds for £200,000 looks a fair deal on these figures, though it loses money each year: /);
    expect(analysisAnswer(facts(75, -1))).toContain("looks a strong deal on these figures, though it loses money each year");
    expect(analysisAnswer(facts(60, 500))).toMatch(/looks a fair deal on these figures: /);
  });

  it("says its headline cash flow is before tax, as the screens label it (decision 261)", () => {
    const first = analysisAnswer(analysed("2 bed flat in Leeds for £200,000", "Leeds", { annualCashFlow: 3_457 })).split("\n")[0]!;
    expect(first).toMatch(/, cash flow £3,457 a year \(before tax\)\.$/);
    expect(analysisAnswer(analysed("2 bed flat in Leeds for £200,000", "Leeds", { annualCashFlow: -462 }))).toContain("cash flow -£462 a year (before tax).");
  });

  it("never calls a price far below the area's average strong or fair without the rent it rests on (decision 168)", () => {
    /** A 3 bed house in Manchester valued at `price` against an area average of £100,000. */
    const facts = (score: number, price: number) => {
      const v = valueDeal({ ...WELL_FOUNDED, price, kind: "terraced", bedrooms: 3, areaAveragePrice: { areaName: "Manchester", price: 100_000, period: "July 2025" } })!;
      return analysed("3 bed house in Manchester", "Manchester", { ...v, score, annualCashFlow: 7_463 });
    };
    expect(analysisAnswer(facts(88, 36_100))).toMatch(
      /^A 3 bed house in Manchester looks a strong deal on these figures, if it lets at the Manchester average rent it was given: at 36\.1% of the area's average price it likely lets for less: score 88\/100/,
    );
    expect(analysisAnswer(facts(60, 60_000))).toContain("looks a fair deal on these figures, if it lets at the Manchester average rent it was given: at 60.0% of");
    // The verdict reads the valuation's record of the rule, not the reason's words: reworded or
    // left out of the list shown, the clause still says the rule's share.
    const far = facts(88, 36_100);
    const reworded = { ...far, valuation: { ...far.valuation, confidence: { ...far.valuation.confidence, reasons: ["worded another way"] } } };
    expect(analysisAnswer(reworded)).toContain("if it lets at the Manchester average rent it was given: at 36.1% of the area's average price");
    // At 65% or more of the average, and for a weak deal, the verdict is as before.
    expect(analysisAnswer(facts(88, 65_000))).toMatch(/looks a strong deal on these figures: score/);
    expect(analysisAnswer(facts(40, 30_000))).toMatch(/looks a weak deal on these figures: score/);
  });

  it("says the rent it rests on exactly when the confidence reason does, with the same percentage, at a band's edge (decision 173)", () => {
    const at = (price: number) => {
      const valuation = valueDeal({ ...WELL_FOUNDED, price, areaAveragePrice: { areaName: "Leeds", price: 100_000, period: "July 2025" } })!;
      const text = analysisAnswer(analysed("2 bed flat in Leeds", "Leeds", { ...valuation, score: 75 }));
      const reason = valuation.confidence.reasons.find((r) => r.startsWith("the estimated value is "));
      return {
        verdict: /at ([\d.]+%) of the area's average price it likely lets for less/.exec(text)?.[1] ?? null,
        reason: reason ? /is ([\d.]+%) of/.exec(reason)![1]! : null,
        // What the workings (and so the OpenAI prompt), the deal page and the PDF say it is below the average.
        below: valuation.priceVsArea!.percentDiff,
      };
    };
    // 64.996% and 64.95% are under the 65% band: the verdict says so, as the reason does, at 64.9%,
    // and the difference shown beside them is 35.1% below (not 35.0%, which would be 65.0%).
    expect(at(64_996)).toEqual({ verdict: "64.9%", reason: "64.9%", below: -35.1 });
    expect(at(64_950)).toEqual({ verdict: "64.9%", reason: "64.9%", below: -35.1 });
    expect(at(65_000)).toEqual({ verdict: null, reason: null, below: -35 });
    // The 50% band's edge: the reason said 49.9% and the verdict 50.0%.
    expect(at(49_996)).toEqual({ verdict: "49.9%", reason: "49.9%", below: -50.1 });
    expect(at(36_150)).toEqual({ verdict: "36.2%", reason: "36.2%", below: -63.8 });
    // A sale the UK HPI could not index has no confidence rule for its area price, and no verdict clause.
    const old = valueDeal({ ...WELL_FOUNDED, price: 40_000, saleDate: "1998-03-01", areaAveragePrice: { areaName: "Leeds", price: 100_000, period: "July 2025" } })!;
    expect(old.valueBasis).toBe("sale-not-indexed");
    expect(analysisAnswer(analysed("2 bed flat in Leeds", "Leeds", { ...old, score: 75 }))).toMatch(/looks a strong deal on these figures: score/);
  });
});

describe("comparables", () => {
  const sale: ComparableSale = { id: 1, title: "Flat, George Square", location: "London", price: 411_224, soldPrice: 224_000, soldDate: "2011-06-14", status: "sold", valueMonth: "2025-07" };

  it("shows what a comparable sold for and when, beside its estimated value and the month it is at, never one as the other", () => {
    expect(comparableFigures(sale)).toBe("£411,224 at July 2025 prices (sold for £224,000 on 14 June 2011)");
    // A sale after the index's last month is its own value.
    expect(comparableFigures({ ...sale, price: 224_000, valueMonth: null })).toBe("sold for £224,000 on 14 June 2011");
    expect(comparableFigures({ ...sale, soldPrice: null, soldDate: null, status: "for_sale" })).toBe("£411,224");
    const text = comparablesText({
      subject: "flat",
      placeName: "SW19",
      laName: "Merton",
      valuation: valueDeal(WELL_FOUNDED)!,
      comparablesArea: "SW19",
      comparables: [sale],
      placeNote: null,
    });
    expect(text).toBe("Comparable sales in SW19:\n- Flat, George Square, London: £411,224 at July 2025 prices (sold for £224,000 on 14 June 2011)");
  });
});
