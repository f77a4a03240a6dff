/** The price to offer for a target yield on one deal (decision 114), worked by hand. */
import { describe, expect, it } from "vitest";
import { answerDealQuestion, workedWhatIf } from "~/lib/assistant/deal-answer";
import { parseWhatIf } from "~/lib/assistant/deal-what-if";
import { valueDeal } from "~/lib/valuation";
import { priceForYield } from "~/lib/valuation/finance";
import { deal, SALFORD } from "./fixtures";

// Salford: a £150,000 terraced house (3 bedrooms assumed), rent £900 a month = £10,800 a year.
// Running costs £3,970 (management (10,800 − 831) × 12% × 1.2 = £1,436, voids 4/52 × 10,800 = £831,
// maintenance 8% = £864, insurance £400, letting £300, certificates £139). Loan 75% of £150,000 =
// £112,500 (the rent supports £10,800 ÷ (125% × 7.5%) = £115,200); interest £6,188; cash flow
// £10,800 − £3,970 − £6,188 = £642; cash needed £37,500 + £8,000 SDLT + £3,794 = £49,294.
const valuation = valueDeal(SALFORD)!;
const salford = deal({ price: valuation.currentValue, valuation });

describe("parseWhatIf: a target yield (decision 114)", () => {
  it.each<[string, { percent: number; basis: "gross" | "net" }]>([
    ["what would I need to pay to get 8%?", { percent: 8, basis: "gross" }],
    ["what offer gets me a 7% yield", { percent: 7, basis: "gross" }],
    ["max price for 10% gross", { percent: 10, basis: "gross" }],
    ["how much should I offer for 6% net", { percent: 6, basis: "net" }],
    ["what should I offer for an 8% yield?", { percent: 8, basis: "gross" }],
    ["what price gives a 9% net yield", { percent: 9, basis: "net" }],
    ["what's the most I can pay for a 7% gross yield", { percent: 7, basis: "gross" }],
    ["what price for a net yield of 6%", { percent: 6, basis: "net" }],
    ["how much can I pay and still get 7.5% after costs", { percent: 7.5, basis: "net" }],
    ["what should I offer for 0%", { percent: 0, basis: "gross" }],
    ["max price for a 35% yield", { percent: 35, basis: "gross" }],
  ])("%s", (question, targetYield) => {
    expect(parseWhatIf(question)).toEqual({ targetYield });
  });

  it.each([
    "is it a good deal at a 7% yield?",
    "what if I offer 10% under asking",
    "what should I offer for an 8% ROI",
    "what would I pay with a 40% deposit",
    "what would the mortgage be at 5%?",
    "what's the yield if I pay £130k",
  ])("%s asks no price for a yield", (question) => {
    expect(parseWhatIf(question).targetYield).toBeUndefined();
  });

  it("the price is the most that still gives the yield, to the pound below", () => {
    // £10,800 ÷ 7% = £154,285.71…: £154,285 gives 7.00001%, £154,286 gives 6.99999%.
    expect(priceForYield(10_800, 7)).toBe(154_285);
    expect(priceForYield(10_800, 8)).toBe(135_000);
  });
});

describe("answerDealQuestion: the price for a target yield (decision 114)", () => {
  it("works the price for a gross yield, then values the deal again at it with the score beside the asking price's", () => {
    const { answer } = answerDealQuestion("what would I need to pay to get 8%?", salford);
    expect(answer).toMatch(/^For a gross yield of 8% \(the rent ÷ the price, before any costs; say "net" for the yield after running costs\):/);
    expect(answer).toContain("• The rent: £10,800 a year (£900 a month, the deal's estimate).");
    // £10,800 ÷ 8% = £135,000.
    expect(answer).toContain("• £10,800 ÷ 8% = £135,000: the most you could pay and still get 8% gross.");
    expect(answer).toContain("At the deal's price of £150,000 the gross yield is 7.2%, so the price would need to come down by £15,000.");
    expect(answer).toContain("At an offer of £135,000, £15,000 (10%) under the deal's price of £150,000:");
    expect(answer).toContain("• Gross yield: 8.0% (rent of £10,800 a year ÷ £135,000), against 7.2%.");
    // 75% of £135,000 = £101,250 (under the rent's £115,200), deposit £33,750; interest
    // £101,250 × 5.5% = £5,569 a year, £464 a month.
    expect(answer).toContain("• Deposit: £33,750, with a 75% loan-to-value mortgage of £101,250; against £37,500. Interest-only at 5.5%: £464 a month.");
    // SDLT, additional: 5% × £125,000 + 7% × £10,000 = £6,950.
    expect(answer).toContain("• SDLT as an additional property in England: £6,950, against £8,000.");
    // £33,750 + £6,950 + £3,794 = £44,494.
    expect(answer).toContain("• Cash needed: £44,494 (deposit, SDLT and £3,794 of fees), against £49,294.");
    // £10,800 − £3,970 − £5,569 = £1,261; £1,261 ÷ £44,494 = 2.83%; break-even 100 ÷ 2.8 = 36 years.
    expect(answer).toContain("• Cash flow: £1,261 a year after running costs and interest, against £642, before income tax.");
    expect(answer).toContain("• ROI: +2.8% (cash flow ÷ cash needed), against +1.3%; break-even about 36 years.");
    // Score = weighted sub-scores × (0.5 + 0.5 × confidence). Confidence 1 − 0.25 (bedrooms
    // assumed) = 0.75 at both prices (neither is under 65% of the £200,000 area average), so × 0.875.
    // At £135,000: yield (8 − 3) ÷ 7 = 71.43, ROI (2.834 + 5) ÷ 20 = 39.17, price ÷ area 0.675 →
    // 100 − 0.175 ÷ 0.5 × 50 = 82.5, confidence 75: (71.43×40 + 39.17×30 + 82.5×20 + 75×10) ÷ 100
    // = 64.32 × 0.875 = 56. At £150,000: yield 60, ROI (1.302 + 5) ÷ 20 = 31.51, 0.75 → 75,
    // confidence 75: 55.95 × 0.875 = 49.
    expect(answer).toContain("• Score: 56/100, against 49/100 at the deal's price: the yield, ROI and price-against-the-area parts of the score move with the price.");
    expect(answer).toContain("A lender lends on the lower of the price and its surveyor's valuation.");
    expect(answer).not.toContain("score is not worked again");
    // The assumed returns are not given as the answer too.
    expect(answer).not.toContain("Gross yield: 7.2% (annual rent ÷ price");
  });

  it("works a net yield from the valuation's running costs, shown part by part", () => {
    const { answer } = answerDealQuestion("how much should I offer for 6% net", salford);
    expect(answer).toMatch(/^For a net yield of 6% \(the rent less the running costs the app assumes, ÷ the price, before any mortgage\):/);
    expect(answer).toContain(
      "• Running costs: £3,970 a year (management 12% + VAT: £1,436; voids 4 weeks: £831; maintenance 8%: £864; insurance: £400; letting fees: £300; safety certificates: £139).",
    );
    expect(answer).toContain("• Net rent: £10,800 − £3,970 = £6,830 a year.");
    // £6,830 ÷ 6% = £113,833.33, to the pound below; at £150,000: £6,830 ÷ £150,000 = 4.55%.
    expect(answer).toContain("• £6,830 ÷ 6% = £113,833: the most you could pay and still get 6% net.");
    expect(answer).toContain("At the deal's price of £150,000 the net yield is 4.6%, so the price would need to come down by £36,167.");
    expect(answer).toContain("• Net yield: 6.0% ((£10,800 − £3,970 of running costs) ÷ £113,833), against 4.6%.");
    // 75% of £113,833 = £85,374 (to the pound below), deposit £28,459; interest £4,696 a year;
    // SDLT 5% × £113,833 = £5,691; cash £28,459 + £5,691 + £3,794 = £37,944.
    expect(answer).toContain("• Cash needed: £37,944 (deposit, SDLT and £3,794 of fees), against £49,294.");
    // £10,800 − £3,970 − £4,696 = £2,134; ÷ £37,944 = 5.62%.
    expect(answer).toContain("• Cash flow: £2,134 a year after running costs and interest, against £642, before income tax.");
    // At £113,833 the price is 56.9% of the area's £200,000, under 65%: confidence 0.75 − 0.1 = 0.65.
    // Yield 9.488% → 92.68, ROI 5.624% → 53.12, 0.569 → 100 − 0.069 ÷ 0.5 × 50 = 93.08,
    // confidence 65: (92.68×40 + 53.12×30 + 93.08×20 + 65×10) ÷ 100 = 78.12 × 0.825 = 64.
    expect(answer).toContain("• Score: 64/100, against 49/100 at the deal's price");
  });

  it("says when the deal's own price already gives the yield", () => {
    // £10,800 ÷ 7% = £154,285, above the £150,000 price, which gives 7.2%.
    const { answer } = answerDealQuestion("what offer gets me a 7% yield", salford);
    expect(answer).toContain("• £10,800 ÷ 7% = £154,285: the most you could pay and still get 7% gross.");
    expect(answer).toContain(
      "The deal's own price of £150,000 already gives 7.2% gross, so 7% is met without offering more than it. There, on the app's assumptions, the cash flow is £642 a year and the ROI +1.3%.",
    );
    expect(answer).not.toContain("At an offer of");
  });

  it("gives a sentence, not a figure, for a yield of 0% or over 30%", () => {
    const zero = answerDealQuestion("what should I offer for 0%", salford).answer;
    expect(zero).toMatch(/^A gross yield of 0% sets no price: every price gives it\./);
    const absurd = answerDealQuestion("max price for 31% gross", salford).answer;
    expect(absurd).toMatch(/^A gross yield of 31% is outside the yields I work a price for \(above 0% and up to 30%\), so there is no figure here/);
    for (const answer of [zero, absurd]) {
      expect(answer).toContain("This deal's gross yield at its price of £150,000 is 7.2%.");
      expect(answer).not.toMatch(/÷ (?:0|31)% =/);
      expect(answer).not.toContain("Not worked in");
    }
    // 30% is the last yield worked: £10,800 ÷ 30% = £36,000.
    expect(answerDealQuestion("max price for 30% gross", salford).answer).toContain("• £10,800 ÷ 30% = £36,000");
  });

  it("works a card's gross price without cash flow, ROI or score, and refuses a net yield without the running costs", () => {
    // £200,000 at 6%: rent £12,000; £12,000 ÷ 8% = £150,000.
    const gross = answerDealQuestion("what would I need to pay to get 8%?", deal()).answer;
    expect(gross).toContain("• £12,000 ÷ 8% = £150,000: the most you could pay and still get 8% gross.");
    expect(gross).toContain("• Cash flow, ROI and the score at that price need the deal's running costs, which aren't available here.");
    const net = answerDealQuestion("how much should I offer for 6% net", deal()).answer;
    expect(net).toMatch(/^A net yield of 6% needs the deal's running costs, which aren't available here/);
    expect(net).not.toContain("÷ 6% =");
  });

  it("gives the OpenAI engine the same worked price", () => {
    const worked = workedWhatIf("how much should I offer for 6% net", salford);
    expect(worked).toContain("• £6,830 ÷ 6% = £113,833: the most you could pay and still get 6% net.");
    expect(worked).toContain("• Score: 64/100, against 49/100 at the deal's price");
  });
});
