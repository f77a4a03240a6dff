import { describe, expect, it } from "vitest";
import { answerDealQuestion, dealIntents } from "~/lib/assistant/deal-answer";
import { SCORE_WEIGHTS, valueDeal, type ValuationInput } from "~/lib/valuation";
import { deal, LEEDS_PIPR, SALFORD } from "./fixtures";

describe("deal intents", () => {
  it("picks intents from keywords", () => {
    expect(dealIntents("Tell me about this deal")).toEqual([]);
    expect(dealIntents("how much stamp duty?")).toEqual(["tax"]);
    expect(dealIntents("what's the rent and the mortgage payment?")).toEqual(["rent", "mortgage"]);
    expect(dealIntents("does it pass the lender's stress test")).toEqual(["icr"]);
    expect(dealIntents("when do I break even")).toEqual(["breakeven"]);
    expect(dealIntents("what are the risks")).toEqual(["risks"]);
  });
});

describe("answerDealQuestion", () => {
  it("break-even with ROI 4 → 25 years", () => {
    expect(answerDealQuestion("How long until I break even?", deal({ roi: 4 })).answer).toContain("about 25 years");
  });

  it("break-even with ROI -1 → N/A", () => {
    const { answer } = answerDealQuestion("What's the payback period?", deal({ roi: -1 }));
    expect(answer).toContain("Break-even: N/A");
  });

  it("rental income for price 200000, yield 6 → £12,000 a year, £1,000 a month", () => {
    const { answer } = answerDealQuestion("How much rent will it make?", deal());
    expect(answer).toContain("£12,000 a year");
    expect(answer).toContain("£1,000 a month");
  });

  it("SDLT on a £150,000 deal: £8,000 with the surcharge", () => {
    const { answer } = answerDealQuestion("How much stamp duty would I pay?", deal({ price: 150_000 }));
    // 5% × 125,000 + 7% × 25,000.
    expect(answer).toContain("£8,000");
    expect(answer).toContain("£125,001 to £150,000 at 7%: £1,750");
    expect(answer).toContain("£7,500 is the additional-dwelling surcharge");
    expect(answer).toContain("(as of 1 Apr 2025)");
  });

  it("uses the valuation's nation for the purchase tax (LBTT in Scotland)", () => {
    const v = valueDeal({ ...SALFORD, nation: "scotland" })!;
    const { answer } = answerDealQuestion("stamp duty?", deal({ price: 150_000, valuation: v }));
    // LBTT: 2% × 5,000 = 100, ADS 8% × 150,000 = 12,000.
    expect(answer).toContain("Land and Buildings Transaction Tax (LBTT)");
    expect(answer).toContain("£12,100");
  });

  it("infers the nation from the location when there is no valuation", () => {
    const { answer } = answerDealQuestion("stamp duty", deal({ price: 150_000, location: "Cardiff, Wales" }));
    // LTT higher rates: 5% × 150,000.
    expect(answer).toContain("Land Transaction Tax (LTT)");
    expect(answer).toContain("£7,500");
  });

  it("mortgage: interest-only at 75% / 5.5% and a 25-year repayment figure", () => {
    const { answer } = answerDealQuestion("what would the mortgage cost each month?", deal());
    // Loan £150,000; interest-only £8,250 a year = £687.50 a month.
    expect(answer).toContain("a loan of £150,000 and a deposit of £50,000");
    expect(answer).toContain("Interest-only at 5.5%: £688 a month");
    expect(answer).toContain("over 25 years at 5.5%: £921 a month");
  });

  it("ICR stress test against 125% and 145%", () => {
    // £12,000 ÷ (150,000 × 5.5% = 8,250) = 145%.
    const pass = answerDealQuestion("does it pass the stress test?", deal()).answer;
    expect(pass).toContain("= 145%");
    expect(pass).toContain("passes both the 125%");
    // £9,000 ÷ 8,250 = 109%.
    const fail = answerDealQuestion("ICR?", deal({ yield: 4.5 })).answer;
    expect(fail).toContain("= 109%");
    expect(fail).toContain("fails both");
  });

  it("cash flow comes from the valuation, or is declined without one", () => {
    const v = valueDeal(SALFORD)!;
    const withValuation = answerDealQuestion(
      "what's the monthly cash flow?",
      deal({ price: 150_000, roi: v.roi, yield: v.grossYield, valuation: v }),
    ).answer;
    expect(withValuation).toContain(`Estimated cash flow: £${Math.round(v.annualCashFlow).toLocaleString("en-GB")} a year`);
    expect(withValuation).toContain("Mortgage interest: -£6,188");
    const without = answerDealQuestion("what's the cash flow?", deal()).answer;
    expect(without).toContain("can't work out cash flow");
    expect(without).not.toMatch(/Estimated cash flow/);
  });

  it("the rent: names the figure's own source and how the bedroom count was reached", () => {
    const leeds: ValuationInput = {
      ...SALFORD,
      rents: LEEDS_PIPR,
      bedroomsEstimate: { count: 2, share: 0.48, common: [2, 3], basis: "local-authority", areaName: "Leeds", asAt: "2024-03-31" },
      asOf: "2026-11-23",
    };
    const rentOf = (input: ValuationInput) => {
      const v = valueDeal(input)!;
      return answerDealQuestion("What rent would it get?", deal({ price: 150_000, roi: v.roi, yield: v.grossYield, valuation: v })).answer;
    };
    // A PIPR figure is an average, not a median: the answer names the source the figure came from.
    expect(rentOf(leeds)).toContain(
      "That rent is the ONS Price Index of Private Rents, May 2026 (provisional) figure for 2 bedrooms in Leeds (bedroom count estimated: 2): £1,100 a month.",
    );
    expect(rentOf(SALFORD)).toContain("figure for 3 bedrooms in Salford (bedroom count assumed: 3): £900 a month.");
    expect(rentOf({ ...leeds, bedrooms: 2 })).toContain("figure for 2 bedrooms in Leeds: £1,100 a month.");
    expect(rentOf({ ...leeds, bedrooms: 3, bedroomsChosen: true, rents: { ...leeds.rents!, medians: { "Three Bedrooms": 1_300 } } })).toContain(
      "figure for 3 bedrooms in Leeds (bedroom count as searched for: 3): £1,300 a month.",
    );
  });

  it("is it a good deal: score, yield against the scale, confidence reasons", () => {
    const v = valueDeal(SALFORD)!;
    const { answer } = answerDealQuestion(
      "Is this a good deal?",
      deal({ price: 150_000, roi: v.roi, yield: v.grossYield, valuation: v }),
    );
    expect(answer).toContain(`Score: ${v.score}/100`);
    // The stated working reproduces the score: the weighted sub-scores times the confidence factor.
    const s = v.subScores;
    const w = SCORE_WEIGHTS;
    const weighted = (s.yield * w.yield + s.roi * w.roi + s.priceVsArea * w.priceVsArea + s.confidence * w.confidence) / (w.yield + w.roi + w.priceVsArea + w.confidence);
    const factor = 0.5 + 0.5 * v.confidence.score;
    expect(answer).toContain(`give ${weighted.toFixed(1)}, multiplied by ${factor.toFixed(3)} for the confidence in the data`);
    expect(Math.round(weighted * factor)).toBe(v.score);
    expect(answer).toContain("3% scores 0 and 10% scores 100");
    expect(answer).toContain("25% below the Salford average of £200,000");
    expect(answer).toContain("bedrooms assumed");
  });

  it("is it a good deal without a valuation: yield and ROI only, no invented score", () => {
    const { answer } = answerDealQuestion("is it worth buying?", deal({ roi: -1 }));
    expect(answer).toContain("the full valuation is not available here");
    expect(answer).not.toMatch(/Score: \d+\/100/);
    // With the card's score (a free user's question), it is quoted as the card's, not worked out.
    const carded = answerDealQuestion("is it worth buying?", deal({ roi: -1, score: 64 })).answer;
    expect(carded).toContain("Score on the card: 64/100, which also weighs the price against the area and the confidence in the data.");
  });

  it("risks are derived from the figures", () => {
    const { answer } = answerDealQuestion("what are the risks?", deal({ roi: -1, yield: 4.5 }));
    expect(answer).toContain("Negative cash return");
    expect(answer).toContain("Leasehold");
    expect(answer).toContain("each 1 point rise on the £150,000 loan costs about £1,500 a year");
    // Rules carry their dates and sources, as the knowledge base states them.
    expect(answer).toContain("EPC C by 1 October 2030 (confirmed in January 2026)");
    expect(answer).toContain("22% from 6 April 2027");
    expect(answer).toMatch(/Source: HMRC, Changes to tax relief for residential landlords \(as of \d{1,2} \w+ 20\d\d\)\./);
    expect(answer).not.toMatch(/proposed/);
  });

  it("a general question gets a compact overview of the key figures", () => {
    const { answer } = answerDealQuestion("Tell me about this property", deal({ price: 150_000 }));
    expect(answer).toContain("2-bed flat, Leeds");
    expect(answer).toContain("£9,000 a year (£750 a month)");
    expect(answer).toContain("break-even about 25 years");
    expect(answer).toContain("SDLT as an additional property in England: £8,000");
    expect(answer).toContain("interest-only");
    expect(answer).toContain("ICR at a 5.5% stressed rate");
    expect(answer).not.toContain("Cash flow:");
  });

  it("refuses to compute with no usable price", () => {
    expect(answerDealQuestion("overview", deal({ price: 0 })).answer).toMatch(/no usable price/);
  });
});
