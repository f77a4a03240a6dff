/** Deal questions with the investor's own numbers (decision 094), worked by hand. */
import { describe, expect, it } from "vitest";
import { answerDealQuestion } from "~/lib/assistant/deal-answer";
import { parseWhatIf } from "~/lib/assistant/deal-what-if";
import { valueDeal } from "~/lib/valuation";
import { deal, SALFORD } from "./fixtures";

describe("parseWhatIf", () => {
  it("reads a rate, a rise in rates and a deposit, and nothing else", () => {
    expect(parseWhatIf("what would the mortgage be at 5%?")).toEqual({ rate: 5 });
    expect(parseWhatIf("if the interest rate is 6.5% what are the payments")).toEqual({ rate: 6.5 });
    expect(parseWhatIf("what if rates rise 2%?")).toEqual({ rateRise: 2 });
    expect(parseWhatIf("what if rates go up by 1.5 percentage points")).toEqual({ rateRise: 1.5 });
    expect(parseWhatIf("how would a 2% rate rise affect it")).toEqual({ rateRise: 2 });
    expect(parseWhatIf("and if rates rise to 7%?")).toEqual({ rate: 7 });
    expect(parseWhatIf("what if I put down a 40% deposit?")).toEqual({ depositPercent: 40 });
    expect(parseWhatIf("with a deposit of 30%")).toEqual({ depositPercent: 30 });
    expect(parseWhatIf("is it a good deal at a 7% yield?")).toEqual({});
    expect(parseWhatIf("what's the mortgage at 75% LTV")).toEqual({});
    expect(parseWhatIf("how much deposit do I need")).toEqual({});
  });
});

describe("answerDealQuestion with the investor's numbers", () => {
  // £200,000 at 6%: rent £12,000. The loan is the lower of 75% of £200,000 (£150,000) and what
  // the rent supports at the stress test: £12,000 ÷ (125% × 7.5%) = £128,000.
  const card = deal();

  it("works the mortgage at the rate asked, beside the assumed one", () => {
    const { answer } = answerDealQuestion("what would the mortgage be at 5%?", card);
    expect(answer).toContain("At 5% instead of the 5.5% assumed, on the same £128,000 loan:");
    // £128,000 × 5% = £6,400 a year, £533 a month; at 5.5%: £7,040, £587.
    expect(answer).toContain("• Interest-only: £533 a month (£6,400 a year), against £587 (£7,040 a year).");
    // £12,000 ÷ £6,400 = 187.5%.
    expect(answer).toContain("The rent would cover the interest 188%");
    // The assumed mortgage is not given as the answer.
    expect(answer).not.toContain("Mortgage at 75% loan-to-value");
  });

  it("works a rise in rates on the same loan, and the cash flow when the valuation is there", () => {
    const valuation = valueDeal(SALFORD)!;
    const priced = deal({ price: valuation.currentValue, valuation });
    const { answer } = answerDealQuestion("what if rates rise 2%?", priced);
    const loan = valuation.mortgage.loan;
    const interest = Math.round((loan * (valuation.mortgage.rate + 2)) / 100);
    expect(answer).toContain(`If the rate rose by 2 points, from ${valuation.mortgage.rate}% to ${valuation.mortgage.rate + 2}%, on the same £${loan.toLocaleString("en-GB")} loan:`);
    const flow = Math.round(valuation.annualRent - valuation.runningCosts.total - interest);
    expect(answer).toContain(`• Cash flow after running costs: ${flow < 0 ? "-" : ""}£${Math.abs(flow).toLocaleString("en-GB")} a year, against`);
  });

  it("works a larger deposit through the lender's limits", () => {
    const { answer } = answerDealQuestion("what if I put down a 40% deposit?", card);
    // 60% of £200,000 = £120,000 (the rent supports more at the stress test).
    expect(answer).toContain("With a 40% deposit instead of 25%: a loan of £120,000 and a deposit of £80,000.");
    expect(answer).toContain("• Interest-only at 5.5%: £550 a month (£6,600 a year).");
  });

  it("answers how much cash it takes to buy: deposit, purchase tax and fees", () => {
    const { answer } = answerDealQuestion("how much cash do I need to buy it", card);
    // SDLT on £200,000 as an additional property: 5% × 125,000 + 7% × 75,000 = £11,500.
    expect(answer).toContain("• Deposit: £72,000 (a 64% loan-to-value mortgage of £128,000 on £200,000)");
    expect(answer).toContain("• SDLT, as an additional property: £11,500");
    const fees = Number(/• Fees: £([\d,]+)/.exec(answer)![1]!.replace(/,/g, ""));
    expect(answer).toMatch(new RegExp(`^Cash needed to buy: about £${(72_000 + 11_500 + fees).toLocaleString("en-GB")}\\.`));
    expect(answer).not.toMatch(/the deal looks/);
  });
});
