/** The rent one deal needs: to break even, and for the lender's rent test (decision 114), worked by hand. */
import { describe, expect, it } from "vitest";
import { answerDealQuestion, workedWhatIf } from "~/lib/assistant/deal-answer";
import { parseWhatIf } from "~/lib/assistant/deal-what-if";
import { DEFAULT_ASSUMPTIONS, valueDeal } from "~/lib/valuation";
import { breakEvenMonthlyRent, rentForInterestCover, runningCostShares } from "~/lib/valuation/finance";
import { deal, SALFORD } from "./fixtures";

// Salford: a £150,000 terraced house, rent £900 a month. Loan 75% = £112,500 at 5.5%: £6,188 of
// interest a year. Running costs that do not move with the rent: insurance £400, letting fees
// £500 × 1.2 ÷ 2 = £300, certificates £90 + £200 ÷ 5 + £90 ÷ 10 = £139: £839. The share of the
// rent: management 12% × 1.2 × 48/52 = 13.29%, voids 4/52 = 7.69%, maintenance 8%: 28.98%.
const valuation = valueDeal(SALFORD)!;
const salford = deal({ price: valuation.currentValue, valuation });

describe("parseWhatIf: the rent a deal needs (decision 114)", () => {
  it.each<[string, "break-even" | "stress-test" | "both"]>([
    ["what rent do I need to break even", "break-even"],
    ["what rent would cover the mortgage", "break-even"],
    ["what rent do I need for the lender's stress test", "stress-test"],
    ["minimum rent to pass the stress test", "stress-test"],
    ["what rent would it need to pass the ICR", "stress-test"],
    ["what's the break-even rent", "break-even"],
    ["how much would I need to charge to break even", "break-even"],
    ["what rent do I need?", "both"],
  ])("%s", (question, first) => {
    expect(parseWhatIf(question)).toEqual({ rentNeeded: { first } });
  });

  it("reads a loan the question names as the loan, not as a rent", () => {
    expect(parseWhatIf("how much rent do I need for a £200k mortgage?")).toEqual({ rentNeeded: { first: "both", loan: 200_000 } });
    expect(parseWhatIf("what rent do I need to break even if I'm borrowing £120,000")).toEqual({ rentNeeded: { first: "break-even", loan: 120_000 } });
    // The rent said beside the question is the rent compared with.
    expect(parseWhatIf("what rent do I need to break even, it lets for £850")).toEqual({ rentNeeded: { first: "break-even" }, rent: { pounds: 850, per: "month" } });
  });

  it.each<[string, { pounds: number; per: "month" | "year"; perSaid: boolean }]>([
    ["what rent gives a cash flow of £200 a month", { pounds: 200, per: "month", perSaid: true }],
    ["what rent do I need for £200 a month cash flow?", { pounds: 200, per: "month", perSaid: true }],
    ["what rent would I need to make £200 a month?", { pounds: 200, per: "month", perSaid: true }],
    ["how much rent to get £2,000 a year profit", { pounds: 2_000, per: "year", perSaid: true }],
  ])("%s: the cash flow the rent must leave, not a rent of the investor's (decision 136)", (question, wanted) => {
    expect(parseWhatIf(question)).toEqual({ rentNeeded: { first: "break-even", cashFlow: { kind: "cash-flow", ...wanted } } });
  });

  it.each(["how much rent would it get?", "what rent does it get", "if rates go to 7% would the rent still cover it", "what if the rent was £750 a month"])(
    "%s asks no rent needed",
    (question) => {
      expect(parseWhatIf(question).rentNeeded).toBeUndefined();
    },
  );

  it("solves the cash flow and the rent test for the rent", () => {
    const shares = runningCostShares("terraced", DEFAULT_ASSUMPTIONS);
    expect(shares.fixed).toBe(839);
    expect(shares.share).toBeCloseTo(0.28985, 5);
    // (£839 + £6,188) ÷ (1 − 0.28985) = £9,895.0 a year, £824.6 a month: £825. At £824 the cash
    // flow is £9,888 − £3,705 − £6,188 = −£5; at £825, £9,900 − £3,709 − £6,188 = £3.
    expect(breakEvenMonthlyRent(6_188, "terraced", DEFAULT_ASSUMPTIONS)).toBe(825);
    // £112,500 × 7.5% × 125% = £10,546.875.
    expect(rentForInterestCover(112_500, 7.5, 125)).toBeCloseTo(10_546.875, 6);
  });
});

describe("answerDealQuestion: the rent a deal needs (decision 114)", () => {
  it("works the break-even rent and the lender's rent test, step by step, beside the deal's rent", () => {
    const { answer } = answerDealQuestion("what rent do I need to break even", salford);
    expect(answer).toMatch(/^The rent this deal needs, on its own price and the app's assumptions:\nBreak-even rent: £825 a month \(£9,900 a year\)/);
    expect(answer).toContain("• Mortgage interest: £6,188 a year (£112,500 at 5.5%, interest-only), £516 a month: the rent that covers the mortgage alone.");
    expect(answer).toContain(
      "• Running costs: £839 a year that do not move with the rent (insurance: £400; letting fees: £300; safety certificates: £139), and 28.98% of the rent (management 12% + VAT on the rent less voids: 13.29%; voids 4 weeks: 7.69%; maintenance: 8%).",
    );
    expect(answer).toContain("• Rent × (100% − 28.98%) = £839 + £6,188, so the rent = £7,027 ÷ 71.02% ≈ £9,895 a year; to the pound above, £825 a month.");
    // At £9,900: voids £762, management (9,900 − 761.54) × 14.4% = £1,316, maintenance £792,
    // fixed £839: £3,709.
    expect(answer).toContain("• Check at £9,900 a year: £9,900 − £3,709 of running costs − £6,188 of interest = £3 a year.");
    expect(answer).toContain("The deal's estimated rent of £900 a month (the ONS/VOA Private Rental Market Statistics, Oct 2022 to Sep 2023 (median) figure for Salford) is £75 a month above it.");
    // The stress rate for a 5.5% two-year fix: the higher of 7.5% and 5.5%. £112,500 × 7.5% =
    // £8,437.50; × 125% = £10,547 a year, £879 a month; × 145% = £12,235, £1,020 a month.
    expect(answer).toContain("Lender's rent test: at least £879 a month for the £112,500 loan, or £1,020 for a higher-rate taxpayer.");
    expect(answer).toContain(
      "• £112,500 × 7.5% = £8,438 of interest a year; × 125% (basic-rate taxpayer or company) = £10,547 a year, £879 a month; × 145% (higher-rate taxpayer) = £12,235 a year, £1,020 a month.",
    );
    // £10,800 ÷ £8,437.50 = 128%.
    expect(answer).toContain("The deal's estimated rent of £900 a month covers 128% of that interest, which passes the 125% test");
    // A 25-year repayment of £112,500 at 5.5% is £690.85 a month, £175 more than £516 of interest.
    expect(answer).toContain("Not modelled: income tax (an individual landlord's relief on mortgage interest is a 20% credit, Section 24, in full since 6 April 2020), capital repayments (over 25 years they would add £175 a month to the interest)");
    // The break-even years and the assumed sections are not given as the answer.
    expect(answer).not.toContain("Break-even: about");
    expect(answer).not.toContain("ICR stress test:");
  });

  it("works the rent for a cash flow above nil, checked, beside the deal's rent (decision 136)", () => {
    // (£839 + £6,188 + £2,400) ÷ 71.02% = £13,274.6 a year, £1,106.2 a month: £1,107. At £1,106
    // (£13,272) the cash flow is £13,272 − £4,686 − £6,188 = £2,398, short of £2,400.
    expect(breakEvenMonthlyRent(6_188, "terraced", DEFAULT_ASSUMPTIONS, 2_400)).toBe(1_107);
    const { answer, answered } = answerDealQuestion("what rent gives a cash flow of £200 a month?", salford);
    expect(answered).toBe(true);
    expect(answer).toMatch(
      /^The rent this deal needs, on its own price and the app's assumptions:\nThe rent for a cash flow of £200 a month \(£2,400 a year\): £1,107 a month \(£13,284 a year\), where the rent pays the running costs and the mortgage interest and leaves £2,400 a year, before income tax\./,
    );
    expect(answer).toContain("• Rent × (100% − 28.98%) = £839 + £6,188 + £2,400 (the running costs that do not move, the interest and the cash flow wanted), so the rent = £9,427 ÷ 71.02% ≈ £13,275 a year; to the pound above, £1,107 a month.");
    expect(answer).toContain("• Check at £13,284 a year: £13,284 − £4,690 of running costs − £6,188 of interest = £2,406 a year.");
    expect(answer).toContain("The deal's estimated rent of £900 a month (the ONS/VOA Private Rental Market Statistics, Oct 2022 to Sep 2023 (median) figure for Salford) is £207 a month short of it.");
    // The £200 is the cash flow wanted, never a rent of the investor's.
    expect(answer).not.toMatch(/Your rent of £200|At a rent of £200|Not worked in/);
    // Checked on the valuation itself: at £1,107 a month the deal leaves at least £2,400 a year, at £1,106 it does not.
    const flowAt = (monthlyRent: number) => valueDeal({ ...SALFORD, rents: { ...SALFORD.rents!, medians: { "Three Bedrooms": monthlyRent } } })!;
    expect(flowAt(1_107).mortgage.loan).toBe(112_500);
    expect(flowAt(1_107).annualCashFlow).toBeGreaterThanOrEqual(2_400);
    expect(flowAt(1_106).annualCashFlow).toBeLessThan(2_400);
  });

  it("holds the deal's loan at the rent found, and says what the larger loan that rent allows would do (decision 159)", () => {
    // At £700 a month the rent supports £8,400 ÷ 9.375% = £89,600, under 75% (£112,500): £4,928 of
    // interest. (£839 + £4,928 + £2,400) ÷ 71.02% = £11,500 a year, £958.4: £959.
    const capped = valueDeal({ ...SALFORD, rents: { ...SALFORD.rents!, medians: { "Three Bedrooms": 700 } } })!;
    expect(capped.mortgage).toMatchObject({ loan: 89_600, limitedBy: "rent" });
    const { answer } = answerDealQuestion("what rent gives a cash flow of £200 a month?", deal({ price: capped.currentValue, valuation: capped }));
    expect(answer).toContain("The rent for a cash flow of £200 a month (£2,400 a year): £959 a month (£11,508 a year)");
    expect(answer).toContain("• Mortgage interest: £4,928 a year (£89,600 at 5.5%, interest-only)");
    // At £959 the test allows £11,508 ÷ 9.375% = £122,752, so the 75% limit, £112,500: £22,900
    // more borrowed, £6,188 of interest, and £11,508 − £4,175 − £6,188 = £1,145 a year.
    expect(answer).toContain(
      "The loan is held at £89,600, the most the deal's own rent supports. At £959 a month the lender's rent test would allow up to £112,500 (the 75% loan-to-value limit), as the deal's figures at that rent assume: £22,900 less cash in, but a cash flow of £1,145 a year.",
    );
    // The deal's figures at that rent say the same.
    const at959 = valueDeal({ ...SALFORD, rents: { ...SALFORD.rents!, medians: { "Three Bedrooms": 959 } } })!;
    expect(at959.mortgage.loan).toBe(112_500);
    expect(at959.annualCashFlow).toBe(1_145);
    expect(answerDealQuestion("what if the rent is £959 a month?", deal({ price: capped.currentValue, valuation: capped })).answer).toContain(
      "• Cash flow: £1,145 a year after running costs and interest",
    );
    // A loan at the 75% limit already (Salford at £900) has no larger loan to say.
    expect(answerDealQuestion("what rent gives a cash flow of £200 a month?", salford).answer).not.toContain("The loan is held at");
  });

  it("leads with the lender's rent test when that is asked", () => {
    const { answer } = answerDealQuestion("what rent do I need for the lender's stress test", salford);
    expect(answer.indexOf("Lender's rent test:")).toBeLessThan(answer.indexOf("Break-even rent:"));
    // The source of the rent is named the first time it is compared.
    expect(answer).toContain("The deal's estimated rent of £900 a month (the ONS/VOA");
  });

  it("works a rise in rates on the same loan, at that rate's stress rate", () => {
    const { answer } = answerDealQuestion("what rent would I need to break even if rates rise 2%?", salford);
    expect(answer).toMatch(/^The rent this deal needs, with a 7\.5% rate \(2 points up\):/);
    // £112,500 × 7.5% = £8,438; (£839 + £8,438) ÷ 71.02% = £13,063 a year, £1,088.6: £1,089.
    expect(answer).toContain("Break-even rent: £1,089 a month");
    expect(answer).toContain("is £189 a month short of it.");
    // Stressed at 9.5%: £112,500 × 9.5% = £10,687.50 × 125% = £13,360, £1,114 a month; £10,800 ÷
    // £10,687.50 = 101%.
    expect(answer).toContain("Lender's rent test: at least £1,114 a month for the £112,500 loan");
    expect(answer).toContain("covers 101% of that interest, which fails both the 125% and 145% tests.");
    // The rate's own section is not given beside it.
    expect(answer).not.toContain("If the rate rose by 2 points");
  });

  it("puts a flat's service charge and ground rent with the costs that do not move, and says a rent-capped loan is why the test's rent is the deal's", () => {
    // A 2-bed flat at £800 a month: the rent supports £9,600 ÷ 9.375% = £102,400 (under 75%):
    // interest £5,632. Fixed costs £839 + £1,500 + £150 = £2,489.
    const flat = valueDeal({ ...SALFORD, kind: "flat", bedrooms: 2, rents: { ...SALFORD.rents!, medians: { "Two Bedrooms": 800 } } })!;
    const { answer } = answerDealQuestion("what rent do I need?", deal({ price: flat.currentValue, valuation: flat }));
    expect(answer).toContain("(insurance: £400; letting fees: £300; safety certificates: £139; service charge: £1,500; ground rent: £150)");
    // (£2,489 + £5,632) ÷ 71.02% = £11,435 a year, £952.96: £953. At £11,436: voids £880,
    // management £1,520, maintenance £915, fixed £2,489: £5,804; £11,436 − £5,804 − £5,632 = £0.
    expect(answer).toContain("Break-even rent: £953 a month (£11,436 a year)");
    expect(answer).toContain("• Check at £11,436 a year: £11,436 − £5,804 of running costs − £5,632 of interest = £0 a year.");
    // £102,400 × 7.5% = £7,680 × 125% = £9,600, £800 a month: the deal's own rent.
    expect(answer).toContain("Lender's rent test: at least £800 a month for the £102,400 loan");
    expect(answer).toContain("The app's loan is already the most this rent supports at 125%, which is why the two are close.");
  });

  it("works on a loan the question names", () => {
    const { answer } = answerDealQuestion("how much rent do I need for a £200k mortgage?", salford);
    expect(answer).toMatch(/^The rent this deal needs, with a loan of £200,000:/);
    // £200,000 × 5.5% = £11,000; (£839 + £11,000) ÷ 71.02% = £16,671 a year, £1,389.2: £1,390.
    // At £16,680: voids £1,283, management £2,217, maintenance £1,334, fixed £839: £5,673;
    // £16,680 − £5,673 − £11,000 = £7.
    expect(answer).toContain("Break-even rent: £1,390 a month (£16,680 a year)");
    expect(answer).toContain("• Check at £16,680 a year: £16,680 − £5,673 of running costs − £11,000 of interest = £7 a year.");
    // £200,000 × 7.5% = £15,000; × 125% = £18,750, £1,562.50: £1,563; × 145% = £21,750, £1,813.
    expect(answer).toContain("Lender's rent test: at least £1,563 a month for the £200,000 loan, or £1,813 for a higher-rate taxpayer.");
    expect(answer).not.toContain("Not worked in");
    expect(answer).not.toContain("£16,667");
  });

  it("works a cash purchase with no interest and no lender's test", () => {
    const { answer } = answerDealQuestion("what rent do I need to break even if I buy it cash", salford);
    expect(answer).toMatch(/^The rent this deal needs, bought with cash:/);
    // £839 ÷ 71.02% = £1,181 a year, £98.45 a month: £99. At £1,188: £91 + £158 + £95 + £839 = £1,183.
    expect(answer).toContain("Break-even rent: £99 a month (£1,188 a year), where the rent pays the running costs and the cash flow is nil");
    expect(answer).toContain("• Check at £1,188 a year: £1,188 − £1,183 of running costs = £5 a year.");
    expect(answer).toContain("Lender's rent test: bought with cash there is no loan, so there is no test to pass.");
    expect(answer).not.toContain("capital repayments");
  });

  it("works a card's rent test but says the break-even rent needs the running costs", () => {
    // £200,000 at 6%: rent £12,000, loan £128,000 (the rent test). £128,000 × 7.5% × 125% = £12,000.
    const { answer } = answerDealQuestion("what rent do I need?", deal());
    expect(answer).toContain("Break-even rent: it needs the deal's running costs, which aren't available here");
    expect(answer).toContain("Lender's rent test: at least £1,000 a month for the £128,000 loan, or £1,160 for a higher-rate taxpayer.");
    expect(answer).toContain("The deal's estimated rent of £1,000 a month (from the card's yield) covers 125% of that interest");
  });

  it("gives the OpenAI engine the same worked rent", () => {
    const worked = workedWhatIf("what rent would cover the mortgage", salford);
    expect(worked).toContain("Break-even rent: £825 a month (£9,900 a year)");
    expect(worked).toContain("Lender's rent test: at least £879 a month");
  });
});

describe("whether the investor's rent passes the lender's rent test on the deal (decision 174)", () => {
  it("works the rent said on the deal's price, borrowing the assumed 75% of it", () => {
    // £112,500 × 7.5% = £8,437.50; × 125% = £10,546.88, £10,547, £879 a month; × 145% = £12,234.38, £12,235, £1,020.
    const { answer, answered } = answerDealQuestion("would it pass the stress test at £700 a month?", salford);
    expect(answered).toBe(true);
    expect(answer).toMatch(
      /^Whether your rent of £700 a month passes the lender's rent test on this deal, borrowing 75% of £150,000 \(£112,500\):\nNo: at your rent of £700 a month the £112,500 loan fails the lender's rent test, at 125% and at 145%\.\nLender's rent test: at least £879 a month for the £112,500 loan, or £1,020 for a higher-rate taxpayer\./,
    );
    // £8,400 ÷ £8,437.50 = 99.6%: 99%. £879 − £700 = £179; £1,020 − £700 = £320.
    expect(answer).toContain("• Your rent of £700 a month is £8,400 a year, 99% of the stressed interest (£8,400 ÷ £8,438), which fails both the 125% and 145% tests: £179 a month short at 125%, £320 a month short at 145%.");
    // £8,400 ÷ 9.375% = £89,600 (59.7%), the loan the deal's figures at that rent take; ÷ 10.875% = £77,241.
    expect(answer).toContain("• It would pass on a smaller loan: up to £89,600 at 125% (£8,400 ÷ (125% × 7.5%)), 59.7% of the £150,000 price, a deposit of £60,400; or up to £77,241 at 145%");
    expect(valueDeal({ ...SALFORD, rents: { ...SALFORD.rents!, medians: { "Three Bedrooms": 700 } } })!.mortgage.loan).toBe(89_600);
    expect(answer).toContain("These use the app's assumptions as at");
    expect(answer).not.toContain("Not worked in");
    expect(answer).not.toContain("ICR stress test: rent of £10,800");
  });

  it("works a price said as the property's, a loan said, and gives the OpenAI engine the same", () => {
    // £180,000 at 75%: £135,000; £900 a month covers 106%.
    const price = answerDealQuestion("Does this £180k house pass the ICR at £900 pcm?", salford).answer;
    expect(price).toMatch(/^Whether your rent of £900 a month passes the lender's rent test on this deal, with a price of £180,000, borrowing 75% of it \(£135,000\):\nNo: /);
    expect(price).not.toContain("Not worked in");
    const loan = answerDealQuestion("would a £100k mortgage pass the ICR at £900 a month?", salford).answer;
    // £100,000 × 7.5% = £7,500; £10,800 ÷ £7,500 = 144%: passes 125%, not 145%. × 125% = £9,375,
    // £782 a month: £118 above; × 145% = £10,875, £907 a month: £7 short.
    expect(loan).toMatch(/^Whether your rent of £900 a month passes the lender's rent test on this deal, with a loan of £100,000:\nAt 125% yes, at 145% no: /);
    expect(loan).toContain("144% of the stressed interest (£10,800 ÷ £7,500)");
    expect(loan).toContain(": £118 a month above 125%, £7 a month short at 145%.");
    expect(workedWhatIf("would it pass the ICR at £700 a month?", salford)).toContain("No: at your rent of £700 a month the £112,500 loan fails the lender's rent test");
  });
});

describe("a bare percentage in a lender's-test question on a deal (decision 182)", () => {
  it("reads a rate and a cover, not naming them as not worked in", () => {
    // At 6%: stressed at 8%; £112,500 × 8% = £9,000; × 130% = £11,700, £975 a month: £275 short of £700.
    const answer = answerDealQuestion("would it pass the ICR at £700 a month at 6% at 130%?", salford).answer;
    expect(answer).toMatch(/^Whether your rent of £700 a month passes the lender's rent test on this deal, with a 6% rate, borrowing 75% of £150,000 \(£112,500\):\nAt the 130% cover you said, no: it needs at least £975 a month \(£112,500 × 8% × 130%\), and your rent of £700 a month is £275 a month short at 130%\.\n/);
    expect(answer).not.toContain("Not worked in");
  });
});

describe("a sum said bare in a lender's-test question on a deal (decision 190)", () => {
  it("reads a sum too small for a price as the rent", () => {
    const answer = answerDealQuestion("does it pass the ICR at £700?", salford).answer;
    expect(answer).toMatch(/^Whether your rent of £700 a month passes the lender's rent test on this deal, borrowing 75% of £150,000 \(£112,500\):\nNo: /);
    expect(answer).not.toContain("Not worked in");
  });

  it("works a price near the deal's at the deal's own rent, not the deal's own loan", () => {
    // £160,000 at 75%: £120,000 × 7.5% = £9,000; £10,800 ÷ £9,000 = 120%: fails both.
    const answer = answerDealQuestion("does it pass the ICR at £160k?", salford).answer;
    expect(answer).toMatch(
      /^Whether the deal's estimated rent of £900 a month passes the lender's rent test on this deal, with a price of £160,000, borrowing 75% of it \(£120,000\):\nNo: /,
    );
    expect(answer).not.toContain("At an offer of");
    expect(answer).not.toContain("ICR stress test: rent of");
  });

  it("works a deposit said at the deal's own rent, on the loan it leaves", () => {
    // A 40% deposit: a £90,000 loan × 7.5% = £6,750; £10,800 ÷ £6,750 = 160%: passes both.
    const answer = answerDealQuestion("would it pass the stress test with a 40% deposit?", salford).answer;
    expect(answer).toMatch(/^Whether the deal's estimated rent of £900 a month passes the lender's rent test on this deal, with a 40% deposit, borrowing 60% of £150,000 \(£90,000\):\nYes: /);
    expect(answer).not.toContain("on the £112,500 loan");
  });

  it("does not take a sum far from the deal's price as its price, says so and how to say either", () => {
    for (const q of ["does it pass the ICR at £900k?", "pass the ICR at £900k", "Would it pass the stress test at £900k"]) {
      const answer = answerDealQuestion(q, salford).answer;
      expect(answer).toMatch(
        /^I haven't taken £900,000 as the price: it is 6 times this deal's price of £150,000\. If you meant a rent, say it with its period, for example "…at £900 a month"; if you meant a price, say "…if I pay £900,000"\. What follows is the deal's own stress test\.\n\nICR stress test: rent of £10,800 a year/,
      );
      expect(answer).not.toContain("offer");
      expect(answer).not.toContain("Not worked in");
    }
    // Said as a price, it is one.
    expect(answerDealQuestion("would it pass the ICR if I pay £900k?", salford).answer).toMatch(/^Whether the deal's estimated rent of £900 a month passes the lender's rent test on this deal, with a price of £900,000, borrowing 75% of it \(£675,000\):\nNo: /);
    expect(workedWhatIf("does it pass the ICR at £900k?", salford)).toMatch(/^I haven't taken £900,000 as the price/);
    // With a rent said, the sum is not offered as a rent, and the rent is worked at the deal's price.
    expect(answerDealQuestion("would it pass the ICR at £700 pcm at £900k?", salford).answer).toMatch(
      /^I haven't taken £900,000 as the price: it is 6 times this deal's price of £150,000\. If you meant a price, say "…if I pay £900,000"\. What follows is worked on the deal's own price\.\n\nWhether your rent of £700 a month passes the lender's rent test on this deal, borrowing 75% of £150,000 \(£112,500\):\nNo: /,
    );
  });
});

describe("the rent for a yield on a deal (decision 193)", () => {
  it("reads a rent asked for a yield, gross unless said net, not as the break-even rent nor a price", () => {
    expect(parseWhatIf("rent needed for 8% yield")).toEqual({ rentForYield: { percent: 8, basis: "gross" } });
    expect(parseWhatIf("what rent do I need for a 7% gross yield?")).toEqual({ rentForYield: { percent: 7, basis: "gross" } });
    expect(parseWhatIf("what rent gives a net yield of 6%")).toEqual({ rentForYield: { percent: 6, basis: "net" } });
    expect(parseWhatIf("what rent do I need for an 8% yield after costs")).toEqual({ rentForYield: { percent: 8, basis: "net" } });
    // A break-even asked too is worked beside it; a price for a yield is still a price.
    expect(parseWhatIf("what rent do I need to break even and for an 8% yield")).toMatchObject({ rentForYield: { percent: 8 }, rentNeeded: { first: "break-even" } });
    expect(parseWhatIf("what would I need to pay to get 8%?")).toEqual({ targetYield: { percent: 8, basis: "gross" } });
  });

  it("works a gross yield's rent as the price × the yield, and the deal at that rent", () => {
    // Salford: £150,000 × 8% = £12,000 a year, £1,000 a month; the deal's £900 is £100 short.
    const { answer } = answerDealQuestion("rent needed for 8% yield", salford);
    expect(answer).toContain("The rent for a gross yield of 8% on this deal's price of £150,000 (the rent ÷ the price, before any costs; say \"net\" for the yield after running costs): £1,000 a month.");
    expect(answer).toContain("• £150,000 × 8% = £12,000 a year; ÷ 12, to the pound above, £1,000 a month.");
    expect(answer).toMatch(/The deal's estimated rent of £900 a month \(.+\) is £100 a month short of it; it gives 7\.2% gross\./);
    const at = valueDeal({ ...SALFORD, rents: { ...SALFORD.rents!, medians: { "Three Bedrooms": 1_000, "All categories": 1_000 } } })!;
    const pounds = (n: number) => `£${Math.round(n).toLocaleString("en-GB")}`;
    expect(answer).toContain(`At £1,000 a month, on the app's assumptions as at `);
    expect(answer).toContain(`a cash flow of ${pounds(at.annualCashFlow)} a year after running costs and mortgage interest, and an ROI of +${at.roi.toFixed(1)}%, against ${pounds(valuation.annualCashFlow)} and +${valuation.roi.toFixed(1)}% at the deal's estimated rent of £900 a month`);
    // Not the break-even rent, and the 8% is not named as not worked in.
    expect(answer).not.toContain("Break-even rent");
    expect(answer).not.toContain("Not worked in");
    expect(workedWhatIf("rent needed for 8% yield", salford)).toContain("£1,000 a month.");
  });

  it("works a net yield's rent from the running costs, and refuses one without them", () => {
    const { answer } = answerDealQuestion("what rent gives a net yield of 6%", salford);
    // The net rent must be £150,000 × 6% = £9,000 a year.
    const monthly = breakEvenMonthlyRent(0, "terraced", DEFAULT_ASSUMPTIONS, 9_000);
    expect(answer).toContain(`The rent for a net yield of 6% on this deal's price of £150,000 (the rent less the running costs the app assumes, ÷ the price, before any mortgage): £${monthly.toLocaleString("en-GB")} a month`);
    expect(answer).toContain("• The rent less running costs must be £150,000 × 6% = £9,000 a year.");
    const card = answerDealQuestion("what rent gives a net yield of 6%", deal()).answer;
    expect(card).toContain("The rent for a net yield of 6% needs the deal's running costs, which aren't available here");
  });
});
