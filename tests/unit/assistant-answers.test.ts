import { describe, expect, it } from "vitest";
import {
  answerDealQuestion,
  answerGeneralQuestion,
  breakEvenYears,
  dealIntents,
  NO_RESULTS_SUMMARY,
  parseAmount,
  parseStampDutyQuestion,
  rentalIncome,
  repaymentMonthly,
  summariseSearch,
  type DealQuestionContext,
} from "~/lib/assistant/answers";
import { valueDeal, type ValuationInput } from "~/lib/valuation";

describe("parseAmount", () => {
  it.each([
    ["£250,000", 250_000],
    ["250k", 250_000],
    ["300K second home", 300_000],
    ["£1.2m", 1_200_000],
    ["1.5 million", 1_500_000],
    ["300000", 300_000],
    ["£250 000", 250_000],
    ["£40k in 2025-26", 40_000],
  ])("%s → %i", (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it("ignores years, percentages and small bare numbers", () => {
    expect(parseAmount("5% in 2025 for 3 years")).toBeNull();
    expect(parseAmount("no amount here")).toBeNull();
  });
});

describe("parseStampDutyQuestion", () => {
  it.each([
    ["How much stamp duty on a £250,000 buy-to-let?", { amount: 250_000, nation: "england", scenario: "additional" }],
    ["SDLT on 300k second home", { amount: 300_000, nation: "england", scenario: "additional" }],
    ["stamp duty for a first-time buyer on £400k", { amount: 400_000, nation: "england", scenario: "first-time" }],
    ["LBTT on £200,000 in Scotland", { amount: 200_000, nation: "scotland", scenario: "unspecified" }],
    ["stamp duty on a £250,000 home I will live in", { amount: 250_000, nation: "england", scenario: "main" }],
    ["LTT on a £300k buy to let in Cardiff", { amount: 300_000, nation: "wales", scenario: "additional" }],
    ["stamp duty on £180k in Belfast", { amount: 180_000, nation: "northern-ireland", scenario: "unspecified" }],
    ["stamp duty on a £200k buy to let, it will be my only property", { amount: 200_000, nation: "england", scenario: "only-property-investment" }],
  ] as const)("%s", (question, expected) => {
    expect(parseStampDutyQuestion(question)).toEqual(expected);
  });

  it("is null without a tax word or without an amount", () => {
    expect(parseStampDutyQuestion("what is stamp duty?")).toBeNull();
    expect(parseStampDutyQuestion("is £250,000 a good price?")).toBeNull();
  });
});

describe("answerGeneralQuestion: stamp duty on an amount", () => {
  it("£250,000 buy-to-let in England: £15,000 with the bands and a dated source", () => {
    const a = answerGeneralQuestion("How much stamp duty on a £250,000 buy-to-let property in England?");
    expect(a.known).toBe(true);
    expect(a.answer).toContain("£15,000");
    // 5% × £125,000 + 7% × £125,000.
    expect(a.answer).toContain("Up to £125,000 at 5%: £6,250");
    expect(a.answer).toContain("£125,001 to £250,000 at 7%: £8,750");
    expect(a.answer).toContain("£12,500 is the additional-dwelling surcharge");
    expect(a.answer).toContain("(as of 1 Apr 2025).");
    expect(a.sources).toEqual([expect.objectContaining({ asOf: "2025-04-01", url: expect.stringContaining("gov.uk") })]);
  });

  it("£250,000 main home: £2,500", () => {
    const a = answerGeneralQuestion("stamp duty on a £250,000 home I will live in");
    expect(a.known).toBe(true);
    expect(a.answer).toContain("in England: £2,500.");
    expect(a.answer).toContain("£125,001 to £250,000 at 2%: £2,500");
    expect(a.answer).toContain("Source: HMRC, Stamp Duty Land Tax rates (as of 1 Apr 2025).");
  });

  it("£300k second home: £20,000", () => {
    // 6,250 + 8,750 + 10% × 50,000.
    expect(answerGeneralQuestion("SDLT on 300k second home").answer).toContain(": £20,000.");
  });

  it("first-time buyer on £400k: £5,000 with relief (£10,000 without)", () => {
    const a = answerGeneralQuestion("stamp duty for a first-time buyer on £400k");
    expect(a.answer).toContain("£5,000 with first-time buyer relief");
    expect(a.answer).toContain("Without the relief you would pay £10,000");
  });

  it("first-time buyer above £500,000 gets no relief", () => {
    // 2,500 + 5% × 350,000 = 20,000.
    const a = answerGeneralQuestion("stamp duty for a first time buyer on £600,000");
    expect(a.answer).toContain("£20,000");
    expect(a.answer).toContain("not available above £500,000");
  });

  it("LBTT on £200,000 in Scotland: £1,100 as a home, £17,100 with the 8% ADS", () => {
    const a = answerGeneralQuestion("LBTT on £200,000 in Scotland");
    expect(a.answer).toContain("£17,100");
    expect(a.answer).toContain("£1,100");
    expect(a.answer).toContain("Additional Dwelling Supplement at 8% of the whole price: £16,000");
    expect(a.sources[0]?.name).toMatch(/Revenue Scotland/);
  });

  it("LTT on a £300k buy-to-let in Wales uses the higher-rates table", () => {
    // 5% × 180,000 + 8.5% × 70,000 + 10% × 50,000 = 9,000 + 5,950 + 5,000.
    const a = answerGeneralQuestion("LTT on a £300k buy to let in Cardiff");
    expect(a.answer).toContain("£19,950");
    expect(a.sources[0]?.name).toMatch(/Welsh Revenue Authority/);
  });

  it("below £40,000 the higher rates don't apply", () => {
    const a = answerGeneralQuestion("stamp duty on a £30,000 second home");
    expect(a.answer).toContain("in England: £0.");
    expect(a.answer).toContain("don't apply below £40,000");
  });

  it("a first-time buyer buying to let pays the standard rates", () => {
    const a = answerGeneralQuestion("I'm a first time buyer, stamp duty on a £250,000 buy to let?");
    expect(a.answer).toContain("only property you own, in England: £2,500.");
    expect(a.answer).toContain("£15,000");
  });
});

describe("answerGeneralQuestion: from the knowledge base", () => {
  it("answers with the entry, its source and its date", () => {
    const a = answerGeneralQuestion("what is section 24");
    expect(a.known).toBe(true);
    expect(a.answer).toContain("20%");
    expect(a.answer).toMatch(/Source: HMRC, Changes to tax relief for residential landlords \(as of \d{1,2} \w{3} \d{4}\)\./);
    expect(a.sources[0]).toMatchObject({ url: expect.stringContaining("gov.uk") });
  });

  it("explains stamp duty without an amount from the knowledge base", () => {
    const a = answerGeneralQuestion("what is stamp duty?");
    expect(a.known).toBe(true);
    expect(a.answer).toContain("Stamp Duty Land Tax");
    expect(a.answer).toContain("Source: HMRC, Stamp Duty Land Tax rates (as of 1 Apr 2025).");
  });

  it("Renters' Rights Act question", () => {
    const a = answerGeneralQuestion("has section 21 been abolished?");
    expect(a.known).toBe(true);
    expect(a.answer).toContain("Renters' Rights Act 2025");
    expect(a.sources[0]?.url).toContain("legislation.gov.uk");
  });

  it.each(["what's the weather in Paris", "tell me a joke", "", "who won the world cup"])(
    "says plainly when a question is outside what it knows: %j",
    (question) => {
      const a = answerGeneralQuestion(question);
      expect(a.known).toBe(false);
      expect(a.sources).toEqual([]);
      expect(a.answer).toMatch(/outside what the built-in assistant knows/);
      expect(a.answer).toMatch(/stamp duty/i);
    },
  );
});

/* ------------------------------------------------------------------------------------------ */

const deal = (overrides: Partial<DealQuestionContext> = {}): DealQuestionContext => ({
  title: "2-bed flat, Leeds",
  price: 200_000,
  location: "Leeds, West Yorkshire",
  propertyType: "Apartment",
  roi: 4,
  yield: 6,
  description: "A two-bedroom flat.",
  ...overrides,
});

const SALFORD: ValuationInput = {
  price: 150_000,
  kind: "terraced",
  bedrooms: null,
  saleDate: null,
  nation: "england",
  rents: {
    areaName: "Salford",
    level: "local-authority",
    medians: { "Three Bedrooms": 900, "All categories": 850 },
    period: "Oct 2022 to Sep 2023",
  },
  hpi: null,
  areaAveragePrice: { areaName: "Salford", price: 200_000, period: "July 2025" },
};

describe("deal figures", () => {
  it("break-even = 100 ÷ ROI rounded, N/A when ROI ≤ 0", () => {
    expect(breakEvenYears(4)).toBe(25);
    expect(breakEvenYears(3.04)).toBe(33);
    expect(breakEvenYears(0)).toBe("N/A");
    expect(breakEvenYears(-1)).toBe("N/A");
  });

  it("rental income = price × yield ÷ 100, and ÷ 12", () => {
    expect(rentalIncome(200_000, 6)).toEqual({ annual: 12_000, monthly: 1_000 });
  });

  it("repayment mortgage: standard annuity", () => {
    // £150,000 at 5.5% over 25 years ≈ £921.13 a month.
    expect(repaymentMonthly(150_000, 5.5, 25)).toBeCloseTo(921.13, 1);
    expect(repaymentMonthly(120_000, 0, 25)).toBe(400);
  });

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

  it("is it a good deal: score, yield against the scale, confidence reasons", () => {
    const v = valueDeal(SALFORD)!;
    const { answer } = answerDealQuestion(
      "Is this a good deal?",
      deal({ price: 150_000, roi: v.roi, yield: v.grossYield, valuation: v }),
    );
    expect(answer).toContain(`Score: ${v.score}/100`);
    expect(answer).toContain("3% scores 0 and 10% scores 100");
    expect(answer).toContain("25% below the Salford average of £200,000");
    expect(answer).toContain("bedrooms assumed");
  });

  it("is it a good deal without a valuation: yield and ROI only, no invented score", () => {
    const { answer } = answerDealQuestion("is it worth buying?", deal({ roi: -1 }));
    expect(answer).toContain("no full valuation is available");
    expect(answer).not.toMatch(/Score: \d+\/100/);
  });

  it("risks are derived from the figures", () => {
    const { answer } = answerDealQuestion("what are the risks?", deal({ roi: -1, yield: 4.5 }));
    expect(answer).toContain("Negative cash return");
    expect(answer).toContain("Leasehold");
    expect(answer).toContain("each 1 point rise on the £150,000 loan costs about £1,500 a year");
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

describe("summariseSearch", () => {
  it("no deals: the exact empty-result sentence", () => {
    expect(summariseSearch({ description: "castles in Leeds", total: 0, deals: [] })).toBe(
      "I couldn't find any properties matching your criteria. Try adjusting your search.",
    );
    expect(NO_RESULTS_SUMMARY).toBe("I couldn't find any properties matching your criteria. Try adjusting your search.");
  });

  it("top pick and why, price range and yield range", () => {
    const text = summariseSearch({
      description: "houses in Manchester under £200k",
      total: 12,
      deals: [
        { title: "Terrace, Oldham", price: 185_000, yield: 8.1, roi: 5.2, score: 66, location: "Oldham" },
        { title: "Terrace, Salford", price: 150_000, yield: 7.2, roi: 6.1, score: 71, location: "Salford" },
        { title: "Semi, Bolton", price: 120_000, yield: 6.5, roi: -0.5, score: 52, location: "Bolton" },
      ],
    });
    expect(text).toContain('I found 12 properties matching "houses in Manchester under £200k", showing the top 3.');
    expect(text).toContain("Top pick: Terrace, Salford in Salford at £150,000, scoring 71/100");
    expect(text).toContain("the highest score and the best ROI");
    expect(text).toContain("Prices run from £120,000 to £185,000");
    expect(text).toContain("gross yields from 6.5% to 8.1%");
  });

  it("one deal", () => {
    const text = summariseSearch({
      description: "",
      total: 1,
      deals: [{ title: "Flat, Leeds", price: 95_000, yield: 7, roi: 3, score: 58, location: "Leeds" }],
    });
    expect(text).toContain("I found 1 property.");
    expect(text).toContain("It's Flat, Leeds in Leeds at £95,000");
  });
});
