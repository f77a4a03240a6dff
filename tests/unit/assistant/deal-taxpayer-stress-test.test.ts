import { describe, expect, it } from "vitest";
import { answerDealQuestion, dealReference } from "~/lib/assistant/deal-answer";
import { taxpayerAsked } from "~/lib/assistant/deal-taxpayer-stress-test";
import { valueDeal } from "~/lib/valuation";
import { deal, SALFORD } from "./fixtures";

describe("the taxpayer a question names", () => {
  it("reads the band of a taxpayer named as one, not a higher interest rate", () => {
    expect(taxpayerAsked("could a higher rate taxpayer get the mortgage on this?")).toBe("higher");
    expect(taxpayerAsked("as a 40% taxpayer could I borrow on this?")).toBe("higher");
    expect(taxpayerAsked("I'm an additional-rate tax payer, will a lender lend?")).toBe("additional");
    expect(taxpayerAsked("would a basic rate taxpayer pass the stress test?")).toBe("basic");
    expect(taxpayerAsked("what if the mortgage is at a higher rate?")).toBeNull();
    expect(taxpayerAsked("could I get a higher rate of interest?")).toBeNull();
  });
});

describe("a taxpayer's stress test on a deal (decision 126)", () => {
  it("works the higher-rate test on the deal's rent, loan and stressed rate, with the assumption's rate and date", () => {
    const { answer, answered } = answerDealQuestion("could a higher rate taxpayer get the mortgage on this?", deal());
    expect(answered).toBe(true);
    // Rent £12,000; the loan the rent supports at 125% and 7.5% is £128,000; its stressed interest
    // is £9,600, so the cover is 125%: short of 145%. At 145%: £12,000 ÷ (1.45 × 7.5%) = £110,344.8,
    // down to the pound; the deposit is £200,000 − £110,344.
    expect(answer).toMatch(/^Lender's stress test for a higher-rate taxpayer borrowing in their own name: lenders typically want the rent to cover 145% of the interest at a stressed rate\./);
    expect(answer).toContain(
      "• This deal: rent of £12,000 a year ÷ interest at a 7.5% stressed rate on the £128,000 loan (£9,600 a year) = 125%, so it fails the 145% test. On this rent the largest loan at 145% would be about £110,344, a deposit of £89,656 on the £200,000 value.",
    );
    expect(answer).toContain("• A company or a basic-rate taxpayer needs 125%: this deal passes that.");
    expect(answer).toContain(
      "The stressed rate is the higher of the pay rate plus 2 points and 5.5% (PRA SS13/16, for fixes under five years), on the app's 5.5% pay rate for a 2-year fix (assumptions checked 23 November 2026, /methodology)",
    );
    // Not the generic mortgage answer it used to get.
    expect(answer).not.toContain("Capital repayment over 25 years");
  });

  it("uses the valuation's own loan and rent, and says when the deal passes", () => {
    const v = valueDeal(SALFORD)!;
    const valued = answerDealQuestion("could a higher rate taxpayer get the mortgage on this?", deal({ price: 150_000, roi: v.roi, yield: v.grossYield, valuation: v })).answer;
    // £10,800 ÷ (£112,500 × 7.5% = £8,437.50) = 128.0%; at 145%: £10,800 ÷ 0.10875 = £99,310.3.
    expect(v.mortgage.loan).toBe(112_500);
    expect(valued).toContain("rent of £10,800 a year ÷ interest at a 7.5% stressed rate on the £112,500 loan (£8,438 a year) = 128%, so it fails the 145% test");
    expect(valued).toContain("the largest loan at 145% would be about £99,310, a deposit of £50,690 on the £150,000 value.");
    // £24,000 of rent on the £150,000 loan the 75% limit allows: £24,000 ÷ £11,250 = 213%.
    const passing = answerDealQuestion("would a 40% taxpayer get a mortgage on this?", deal({ yield: 12 })).answer;
    expect(passing).toContain("= 213%, so it passes the 145% test, and the £150,000 loan (75% loan-to-value) is within it.");
    expect(passing).toContain("this deal passes that too.");
  });

  it("gives a basic-rate taxpayer the 125% test, and leaves other questions alone", () => {
    const basic = answerDealQuestion("could a basic rate taxpayer borrow on this?", deal()).answer;
    expect(basic).toMatch(/^Lender's stress test for a basic-rate taxpayer \(or a company\): lenders typically want the rent to cover 125%/);
    expect(basic).toContain("= 125%, so it passes the 125% test");
    expect(basic).not.toContain("A company or a basic-rate taxpayer needs");
    // No mortgage or stress test asked: the verdict, not a stress test.
    expect(answerDealQuestion("is it a good deal for a higher rate taxpayer?", deal()).answer).not.toContain("Lender's stress test for");
    // A higher interest rate is not a taxpayer: the mortgage answer, as before.
    expect(answerDealQuestion("what would the mortgage cost at a higher rate?", deal()).answer).not.toContain("Lender's stress test for");
  });

  it("is given to the OpenAI engine to use exactly", () => {
    const question = "could a higher rate taxpayer get the mortgage on this?";
    const reference = dealReference(question, deal());
    expect(reference).toMatch(/^Lender's stress test for a higher-rate taxpayer/);
    expect(answerDealQuestion(question, deal()).answer).toContain(reference!);
  });
});
