/** General questions with their own figures (decision 095), checked by hand. */
import { describe, expect, it } from "vitest";
import { answerGeneralQuestion } from "~/lib/assistant/general-answer";
import { answerMoneyQuestion } from "~/lib/assistant/money-question";
import { cashFlowRead } from "~/lib/assistant/deal-target-return-reading";
import { DEFAULT_ASSUMPTIONS as A } from "~/lib/valuation";
import { appAssumptions } from "~/lib/valuation/dated-rules";

const fees = A.lenderFee + A.brokerFee + A.surveyFee + A.legalFees;
const pounds = (n: number) => `£${n.toLocaleString("en-GB")}`;

describe("answerMoneyQuestion", () => {
  it("works the cash to buy at a price: deposit, purchase tax as an additional property, and fees", () => {
    const a = answerGeneralQuestion("how much cash do I need to buy a £150k buy to let?");
    // 25% of £150,000 = £37,500; SDLT 5% × £125,000 + 7% × £25,000 = £8,000.
    expect(a.answer).toContain(`you need about ${pounds(37_500 + 8_000 + fees)} in cash:`);
    expect(a.answer).toContain("• Deposit: £37,500 (25%;");
    expect(a.answer).toContain("• SDLT, as an additional property: £8,000");
    expect(a.known).toBe(true);
    // The tax's rules and the assumptions, each with its date (decision 150).
    expect(a.answer).toContain(
      "• SDLT, as an additional property: £8,000 (residential rates from 1 April 2025; higher rates for additional dwellings from 31 October 2024)",
    );
    expect(a.answer).toContain(`These use ${appAssumptions()} (/methodology), not a mortgage offer`);
    expect(appAssumptions()).toMatch(/^the app's assumptions as at \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(answerGeneralQuestion("how much would it cost to buy a £150k house?").answer).toContain(`you need about ${pounds(37_500 + 8_000 + fees)} in cash:`);
    expect(answerGeneralQuestion("what will it cost to buy a £150k house with a 5% mortgage?").answer).toContain(`you need about ${pounds(37_500 + 8_000 + fees)} in cash:`);
    expect(a.sources[0]).toMatchObject({ url: "/methodology", asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // In Scotland the tax is LBTT with the ADS: 8% of £150,000 = £12,000, plus 2% over £145,000 = £100.
    expect(answerGeneralQuestion("how much deposit do I need for a £150,000 flat in Glasgow?").answer).toContain("• LBTT, as an additional property: £12,100");
  });

  it("works the monthly payments on a loan, or on a property at the assumed loan-to-value", () => {
    const loan = answerMoneyQuestion("monthly repayments on a £100,000 loan at 4.5%")!.answer;
    // £100,000 × 4.5% = £4,500 a year, £375 a month.
    expect(loan).toContain("A £100,000 loan at 4.5%:\n• Interest-only: £375 a month (£4,500 a year)");
    const house = answerMoneyQuestion("what would the monthly mortgage be on a £160,000 house at 5% interest?")!.answer;
    // 75% of £160,000 = £120,000; × 5% = £6,000 a year, £500 a month.
    expect(house).toContain("A 75% mortgage (£120,000) on a £160,000 property at 5%:\n• Interest-only: £500 a month (£6,000 a year)");
  });

  it("reads a sum said as the mortgage or loan as the loan, not a property's price", () => {
    // £150,000 × 5% = £7,500 a year, £625 a month.
    const mortgage = answerGeneralQuestion("how much would a £150k interest only mortgage cost at 5%").answer;
    expect(mortgage).toContain("A £150,000 loan at 5%:\n• Interest-only: £625 a month (£7,500 a year)");
    expect(mortgage).not.toContain("75% mortgage");
    // £100,000 × 6% = £6,000 a year, £500 a month.
    expect(answerGeneralQuestion("whats the interest on a £100,000 btl loan at 6%").answer).toContain("A £100,000 loan at 6%:\n• Interest-only: £500 a month (£6,000 a year)");
    // £200,000 × 4.5% = £9,000 a year, £750 a month.
    expect(answerGeneralQuestion("200k mortgage at 4.5%").answer).toContain("A £200,000 loan at 4.5%:\n• Interest-only: £750 a month (£9,000 a year)");
    // A house's price is still a price: 75% of £160,000 = £120,000.
    expect(answerGeneralQuestion("what's the mortgage on a £160k house at 5%").answer).toContain("A 75% mortgage (£120,000) on a £160,000 property at 5%");
  });

  it("works what a rise in rates adds to a loan's interest", () => {
    const a = answerMoneyQuestion("how much will my mortgage go up if rates rise 2% on a £150k loan?")!.answer;
    // £150,000 × 2% = £3,000 a year, £250 a month.
    expect(a).toContain("adds £3,000 a year of interest, £250 a month");
  });

  it("works what a fall in rates takes off a loan's interest", () => {
    const a = answerMoneyQuestion("how much would I save if rates fall 1% on a £150k loan?")!.answer;
    // £150,000 × 1% = £1,500 a year, £125 a month; 5.5% → 4.5%: £688 → £563 a month.
    expect(a).toContain("A fall of 1 point on a £150,000 loan takes £1,500 a year off the interest, £125 a month, on an interest-only mortgage (£150,000 × 1%).");
    expect(a).toContain("From 5.5% to 4.5%: interest-only £688 → £563 a month;");
  });

  it("works the largest loan a rent supports at the lender's stress test", () => {
    const a = answerMoneyQuestion("what's the maximum loan if rent is £900 a month?")!.answer;
    // £10,800 ÷ (125% × 7.5%) = £115,200; ÷ (145% × 7.5%) = £99,310.
    expect(a).toContain("On a rent of £10,800 a year (£900 a month × 12)");
    expect(a).toContain("• £115,200 where the rent must cover 125% of the interest");
    expect(a).toContain("• £99,310 at 145%");
  });

  it.each([
    // "The most I can borrow" said in either order, not the BRRR entry (decision 095).
    ["what's the most I can borrow if the rent is £900 a month?", 900],
    ["whats the most i could borrow if rent is £900 a month", 900],
    ["the most we'd be able to borrow on £900 pcm rent?", 900],
    ["how much can I borrow with rent of £900 pcm", 900],
    ["max mortgage for £1,100 monthly rent", 1_100],
    ["what loan will £750 a month rent support", 750],
    ["how big a mortgage would £750 a month rent support?", 750],
    ["how much will £750 a month rent let me borrow?", 750],
    ["what's the most I can borrow on a flat if the rent is £900 a month?", 900],
    ["max mortgage on a house renting at £1,100 a month", 1_100],
  ])("works the largest loan a monthly rent supports: %s", (question, monthly) => {
    const a = answerGeneralQuestion(question);
    const annual = monthly * 12;
    // Annual rent ÷ (125% × 7.5%) and ÷ (145% × 7.5%), rounded down to the pound.
    expect(a.answer).toContain(`On a rent of ${pounds(annual)} a year (${pounds(monthly)} a month × 12), the lender's stress test allows a loan of about:`);
    expect(a.answer).toContain(`• ${pounds(Math.floor(annual / (1.25 * 0.075)))} where the rent must cover 125% of the interest`);
    expect(a.answer).toContain(`• ${pounds(Math.floor(annual / (1.45 * 0.075)))} at 145% (higher-rate taxpayers).`);
    // Its assumptions, with their date.
    expect(a.answer).toContain("7.5% is the stressed rate for a 2-year fix at 5.5%. The loan is also capped at 75% of the property's value");
    expect(a.answer).toContain(`These use ${appAssumptions()} (/methodology), not a mortgage offer`);
    expect(a.sources).toEqual([expect.objectContaining({ url: "/methodology", asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })]);
    expect(a.known).toBe(true);
  });

  it.each([
    "what is BRRR?",
    "how does BRRR work?",
    "how much can I borrow when I refinance a BRRR",
    "how much money will I leave in a BRRR if the rent is £900 a month?",
    "can I pull money out of a refurb renting at £900 a month?",
  ])("leaves a question about BRRR to the BRRR entry: %s", (question) => {
    expect(answerGeneralQuestion(question).answer).toMatch(/^BRRR \(buy, refurbish, refinance, rent, repeat\) and bridging loans\n/);
  });

  it("leaves questions without figures, and tax on a price, to the other answers", () => {
    expect(answerMoneyQuestion("how much cash do I need?")).toBeNull();
    expect(answerMoneyQuestion("what is section 24")).toBeNull();
    expect(answerMoneyQuestion("stamp duty on £250,000")).toBeNull();
    expect(answerGeneralQuestion("stamp duty on £250,000").answer).toContain("£15,000 if it's an additional property");
  });
});

describe("a verdict on a price and a rent with no place (decision 197)", () => {
  it.each([
    ["Is a £200k house renting at £900 a month a good deal?", "Gross yield: 5.4%, the annual rent of £10,800 (£900 a month × 12) ÷ the price of £200,000."],
    ["would a £95k flat renting at £650 pcm stack up?", "Gross yield: 8.2%, the annual rent of £7,800 (£650 a month × 12) ÷ the price of £95,000."],
    ["Analyse a house for £150,000 renting at £900 a month", "Gross yield: 7.2%, the annual rent of £10,800 (£900 a month × 12) ÷ the price of £150,000."],
  ])("works the yields on the figures and asks where it is: %s", (question, yieldLine) => {
    const a = answerGeneralQuestion(question);
    expect(a.answer.split("\n")[0]).toBe(yieldLine);
    expect(a.answer).toContain("Whether it is a good deal depends on where it is: say the town or postcode");
    expect(a.answer).toContain(`These use ${appAssumptions()} (/methodology)`);
    expect(a.known).toBe(true);
  });

  it("leaves a yield question as it was, with no verdict line", () => {
    expect(answerMoneyQuestion("whats the yield on a £150k house renting at £900pcm")!.answer).not.toContain("good deal");
  });
});

describe("the yield on a price and a rent (decision 105)", () => {
  it("works the gross yield, and the net of the app's running costs, from the two figures", () => {
    const text = answerMoneyQuestion("whats the yield on a £150k house renting at £900pcm")!.answer;
    // £900 × 12 = £10,800; £10,800 ÷ £150,000 = 7.2%.
    expect(text).toContain("Gross yield: 7.2%, the annual rent of £10,800 (£900 a month × 12) ÷ the price of £150,000.");
    // Running costs on £10,800 (DEFAULT_ASSUMPTIONS): voids 4/52 × £10,800 = £831; management 12% + VAT on
    // £9,969 = £1,436; maintenance 8% = £864; insurance £400; letting £500 + VAT every 2 years = £300;
    // safety checks £139: £3,970. (£10,800 − £3,970) ÷ £150,000 = 4.55% → 4.6%.
    expect(text).toContain("(£3,970 a year: management, letting fees, voids, maintenance, insurance, safety checks), it is about 4.6%, before any mortgage.");
    // A weekly rent on a flat: £180 × 52 = £9,360 ÷ £200,000 = 4.68% → 4.7%, and a flat's service charge and ground rent.
    const flat = answerMoneyQuestion("yield on £200,000 flat let at £180 a week?")!.answer;
    expect(flat).toContain("Gross yield: 4.7%, the annual rent of £9,360 (£180 a week × 52)");
    expect(flat).toContain("service charge and ground rent");
    // A yearly rent is taken as it is.
    expect(answerMoneyQuestion("what yield would I get on 120k if rent is £9,000 a year")!.answer).toContain("Gross yield: 7.5%, the annual rent of £9,000 ÷ the price of £120,000.");
    // Without a rent there is nothing to work.
    expect(answerMoneyQuestion("what's the yield on a £150k house?")).toBeNull();
  });
});

describe("the rent a loan or a price needs, asked with no deal (decision 159)", () => {
  it("works the break-even rent and the lender's rent test on the loan named, with the assumptions and their date", () => {
    const a = answerGeneralQuestion("what rent do I need for a £150k loan?");
    expect(a.known).toBe(true);
    expect(a.answer).toMatch(/^The rent a £150,000 loan needs, on the app's assumptions for a house \(say "flat" for a flat's service charge and ground rent\):\n/);
    // £150,000 × 5.5% = £8,250; (£839 + £8,250) ÷ 71.02% = £12,799 a year, £1,066.6: £1,067.
    expect(a.answer).toContain("Break-even rent: £1,067 a month (£12,804 a year), where the rent pays the running costs and the mortgage interest and the cash flow is nil, before income tax.");
    expect(a.answer).toContain("• Mortgage interest: £8,250 a year (£150,000 at 5.5%, interest-only), £688 a month");
    expect(a.answer).toContain("• Check at £12,804 a year: £12,804 − £4,550 of running costs − £8,250 of interest = £4 a year.");
    // £150,000 × 7.5% = £11,250; × 125% = £14,062.50, £1,172 a month; × 145% = £16,312.50, £1,360.
    expect(a.answer).toContain("Lender's rent test: at least £1,172 a month for the £150,000 loan, or £1,360 for a higher-rate taxpayer.");
    expect(a.answer).toContain("Not modelled: income tax");
    expect(a.answer).toContain(`These use ${appAssumptions()} (/methodology), not a mortgage offer`);
    expect(a.sources[0]).toMatchObject({ url: "/methodology" });
  });

  it("leads with the lender's test when that is asked", () => {
    const a = answerGeneralQuestion("how much rent do I need for a £120k mortgage to pass the stress test?").answer;
    // £120,000 × 7.5% × 125% = £11,250 a year, £938 a month.
    expect(a).toMatch(/^The rent a £120,000 loan needs, [^\n]+\nLender's rent test: at least £938 a month for the £120,000 loan/);
    expect(a.indexOf("Lender's rent test:")).toBeLessThan(a.indexOf("Break-even rent:"));
  });

  it("answers whether a price or loan passes the lender's test, with no rent said, by the rent it needs (decision 166)", () => {
    // £180,000 at 75%: £135,000 × 7.5% × 125% = £12,656 a year, £1,055 a month.
    const price = answerGeneralQuestion("does a £180k flat in Leeds pass the lender's rent test?").answer;
    expect(price).toMatch(/^The rent a £180,000 purchase needs with a 75% loan of £135,000, on the app's assumptions for a flat:\nLender's rent test: at least £1,055 a month/);
    const loan = answerGeneralQuestion("would a £120k mortgage pass the ICR?").answer;
    expect(loan).toMatch(/^The rent a £120,000 loan needs, [^\n]+\nLender's rent test: at least £938 a month/);
    // A rent said is judged against the test (decision 174), not asked back.
    expect(answerGeneralQuestion("does a £180k flat renting at £900 pcm pass the ICR?").answer).toMatch(/^Whether £900 a month passes the lender's rent test on a £180,000 purchase/);
  });

  it("lends the assumed loan-to-value on a price named, or the deposit said, with a flat's own costs", () => {
    const house = answerGeneralQuestion("what rent do I need to break even on a £200k house?").answer;
    expect(house).toMatch(/^The rent a £200,000 purchase needs with a 75% loan of £150,000, on the app's assumptions for a house:\nBreak-even rent: £1,067 a month/);
    // A 40% deposit: a 60% loan of £120,000, £6,600 of interest; a flat's fixed costs £2,489.
    const flat = answerGeneralQuestion("what rent do I need to break even on a £200k flat with a 40% deposit?").answer;
    expect(flat).toMatch(/^The rent a £200,000 purchase needs with a 60% loan of £120,000, on the app's assumptions for a flat:\n/);
    expect(flat).toContain("service charge: £1,500; ground rent: £150");
    expect(flat).toContain("• Rent × (100% − 28.98%) = £2,489 + £6,600, so the rent");
    // Not read as a tenancy deposit on a "rent" of £200,000 a year.
    expect(flat).not.toContain("Tenant Fees Act");
  });

  it("works the rent for a cash flow, and a rate said", () => {
    const cashFlow = answerGeneralQuestion("what rent gives £200 a month cash flow on a £150k flat?").answer;
    // (£2,489 + £6,188 + £2,400) ÷ 71.02% = £15,598 a year, £1,299.8: £1,300.
    expect(cashFlow).toContain("The rent for a cash flow of £200 a month (£2,400 a year): £1,300 a month (£15,600 a year)");
    const rate = answerGeneralQuestion("what rent do I need for a £150k loan at 6%?").answer;
    expect(rate).toMatch(/^The rent a £150,000 loan at 6% needs/);
    // Stressed at 8% (6% + 2 points): £150,000 × 8% × 125% = £15,000, £1,250 a month.
    expect(rate).toContain("Lender's rent test: at least £1,250 a month for the £150,000 loan, or £1,450 for a higher-rate taxpayer.");
  });

  it("leaves a rent asked with no loan or price of its own to the knowledge base", () => {
    expect(answerMoneyQuestion("what rent do I need to break even?")).toBeNull();
    expect(answerMoneyQuestion("what rent do I need to break even on £900 a month?")).toBeNull();
  });
});

describe("whether a rent said passes the lender's rent test on a price or a loan said (decision 174)", () => {
  // £180,000 at 75%: £135,000. Stressed at 7.5% (5.5% + 2 points): £10,125 of interest a year.
  // × 125% = £12,656.25, £12,657 a year, £1,055 a month; × 145% = £14,681.25, £14,682, £1,224.
  it("fails: the rent against the test, by how much, and the smaller loan it would pass on", () => {
    for (const question of ["Does this £180k flat pass the ICR at £900 pcm?", "would a £180,000 flat pass the stress test at £900 a month?"]) {
      const a = answerGeneralQuestion(question);
      expect(a.known).toBe(true);
      expect(a.answer).toMatch(
        /^Whether £900 a month passes the lender's rent test on a £180,000 purchase with a 75% loan of £135,000:\nNo: at £900 a month the £135,000 loan fails the lender's rent test, at 125% and at 145%\.\nLender's rent test: at least £1,055 a month for the £135,000 loan, or £1,224 for a higher-rate taxpayer\.\n/,
      );
      // The stressed rate with its rule and source.
      expect(a.answer).toContain("• Lenders test the rent against the interest at a stressed rate: 7.5% here, the higher of the pay rate plus 2 points and 5.5% (PRA SS13/16, for fixes under five years).");
      // £10,800 ÷ £10,125 = 106.7%, shown rounded down; £1,055 − £900 = £155; £1,224 − £900 = £324.
      expect(a.answer).toContain(
        "• £900 a month is £10,800 a year, 106% of the stressed interest (£10,800 ÷ £10,125), which fails both the 125% and 145% tests: £155 a month short at 125%, £324 a month short at 145%.",
      );
      // £10,800 ÷ 9.375% = £115,200 (64% of £180,000); ÷ 10.875% = £99,310.34, £99,310 (55.2%).
      expect(a.answer).toContain(
        "• It would pass on a smaller loan: up to £115,200 at 125% (£10,800 ÷ (125% × 7.5%)), 64% of the £180,000 price, a deposit of £64,800; or up to £99,310 at 145% (£10,800 ÷ (145% × 7.5%)), 55.2% of the £180,000 price, a deposit of £80,690.",
      );
      expect(a.answer).toContain("Not modelled: income tax");
      expect(a.answer).toContain(`These use ${appAssumptions()} (/methodology), not a mortgage offer`);
      expect(a.sources[0]).toMatchObject({ url: "/methodology" });
    }
  });

  it("passes at 125% but not 145%, or both, and says by how much", () => {
    const basic = answerGeneralQuestion("does a £180k flat renting at £1,100 pass the stress test?").answer;
    expect(basic).toContain("At 125% yes, at 145% no: at £1,100 a month the £135,000 loan passes the lender's rent test for a basic-rate taxpayer or a company, but not for a higher-rate taxpayer borrowing in their own name.");
    // £13,200 ÷ £10,125 = 130.4%; £1,100 − £1,055 = £45 above; £1,224 − £1,100 = £124 short.
    expect(basic).toContain("130% of the stressed interest (£13,200 ÷ £10,125), which passes the 125% test (basic-rate taxpayer or company) but fails the 145% test for higher-rate taxpayers: £45 a month above 125%, £124 a month short at 145%.");
    // £13,200 ÷ 10.875% = £121,379.31: 67.4% of £180,000, a deposit of £58,621.
    expect(basic).toContain("• It would pass on a smaller loan: up to £121,379 at 145% (£13,200 ÷ (145% × 7.5%)), 67.4% of the £180,000 price, a deposit of £58,621.");
    // A loan said: £120,000 × 7.5% = £9,000; £15,600 ÷ £9,000 = 173%; £1,300 − £938 = £362, − £1,088 = £212.
    const loan = answerGeneralQuestion("would a £120k mortgage pass the ICR at £1,300 a month?").answer;
    expect(loan).toMatch(/^Whether £1,300 a month passes the lender's rent test on a £120,000 loan:\nYes: at £1,300 a month the £120,000 loan passes the lender's rent test, at 125% and at 145%\./);
    expect(loan).toContain(": £362 a month above 125%, £212 a month above 145%.");
    expect(loan).not.toContain("smaller loan");
  });

  it("reads a rent said a year, a deposit and a rate, and a rent that just meets the test", () => {
    // A 30% deposit: a 70% loan of £105,000; £105,000 × 7.5% = £7,875; £9,000 ÷ £7,875 = 114%.
    const year = answerGeneralQuestion("would a £150k house pass the ICR if I let it for £9,000 a year with a 30% deposit?").answer;
    expect(year).toMatch(/^Whether £9,000 a year \(£750 a month\) passes the lender's rent test on a £150,000 purchase with a 70% loan of £105,000:\nNo: /);
    expect(year).toContain("• £9,000 a year is 114% of the stressed interest (£9,000 ÷ £7,875)");
    // At 6%, stressed at 8%: £135,000 × 8% × 125% = £13,500 a year, £1,125 a month exactly.
    const meets = answerGeneralQuestion("does a £180k flat pass the stress test at £1,125 pcm with a mortgage rate of 6%?").answer;
    expect(meets).toMatch(/^Whether £1,125 a month passes the lender's rent test on a £180,000 purchase with a 75% loan of £135,000 at 6%:\nAt 125% yes/);
    expect(meets).toContain("125% of the stressed interest (£13,500 ÷ £10,800)");
    expect(meets).toContain(": just meets 125%, £180 a month short at 145%.");
  });

  it("names a week's rent as it was said, so no rounded month reads as failing a test it passes", () => {
    // £208 a week is £10,816 a year, £901.33 a month; the test needs £115,360 × 7.5% × 125% =
    // £10,815 a year, "at least £902 a month" in whole pounds. "£901 a month" beside it read as a fail.
    const week = answerGeneralQuestion("would a £115,360 mortgage pass the ICR at £208 a week?").answer;
    expect(week).toMatch(/^Whether £208 a week passes the lender's rent test on a £115,360 loan:\nAt 125% yes, at 145% no: at £208 a week /);
    expect(week).toContain("• £208 a week is £10,816 a year, 125% of the stressed interest (£10,816 ÷ £8,652)");
    expect(week).not.toContain("£901");
    // A year's rent that is not whole pounds a month is named by the year alone.
    const year = answerGeneralQuestion("would a £150k house pass the ICR if I let it for £9,100 a year?").answer;
    expect(year).toMatch(/^Whether £9,100 a year passes/);
    expect(year).not.toContain("£758");
  });

  it("lends the rest of the price when a deposit is said in pounds, and says so", () => {
    // £250,000 − £50,000 = £200,000; × 7.5% × 125% = £18,750 a year, £1,563 a month.
    const test = answerGeneralQuestion("does a £250k house pass the ICR at £1,100 pcm with a £50k deposit?").answer;
    expect(test).toMatch(/^Whether £1,100 a month passes the lender's rent test on a £250,000 purchase with a £50,000 deposit and a loan of £200,000:\nNo: /);
    expect(test).toContain("Lender's rent test: at least £1,563 a month for the £200,000 loan");
    const need = answerGeneralQuestion("what rent do I need to pass the stress test on a £250k house with a deposit of £50,000?").answer;
    expect(need).toMatch(/^The rent a £250,000 purchase needs with a £50,000 deposit and a loan of £200,000, /);
    // A deposit as large as the price is no loan said: the assumed loan-to-value stands.
    expect(answerGeneralQuestion("does a £150k house pass the ICR at £900 pcm with a £150k deposit?").answer).toContain("with a 75% loan of £112,500");
  });

  it("reads 'an' before a figure said with a vowel sound", () => {
    expect(answerGeneralQuestion("would a £150k house pass the ICR if I let it for £9,000 a year with a 20% deposit?").answer).toContain("with an 80% loan of £120,000");
    expect(answerGeneralQuestion("what rent do I need for an £80,000 loan?").answer).toMatch(/^The rent an £80,000 loan needs/);
  });

  it("leaves a pass asked with no price or loan, or no rent, to the other answers", () => {
    expect(answerMoneyQuestion("would it pass the ICR at £900 a month?")).toBeNull();
    expect(answerGeneralQuestion("does a £180k flat in Leeds pass the lender's rent test?").answer).toMatch(/^The rent a £180,000 purchase needs/);
  });
});

describe("a rent test asked in other words (decision 174)", () => {
  it("reads a sum said just before 'rent' as the rent, though a mortgage is named just before it", () => {
    // The decision-174 reader's own example: £120,000 × 7.5% × 125% = £11,250 a year, £938 a month.
    const a = answerGeneralQuestion("would a £120k mortgage pass the ICR on £750 rent?").answer;
    expect(a).toMatch(/^Whether £750 a month passes the lender's rent test on a £120,000 loan:\nNo: /);
    expect(a).toContain(": £188 a month short at 125%");
  });

  it("never reads a service charge or a mortgage payment said by the month as the rent", () => {
    for (const q of ["would a £120k mortgage pass the ICR with a £100 a month service charge and £750 rent?", "would a £120k mortgage pass the ICR on £750 rent with a £100 a month service charge?"]) {
      expect(answerGeneralQuestion(q).answer, q).toMatch(/^Whether £750 a month passes the lender's rent test on a £120,000 loan:/);
    }
    expect(answerGeneralQuestion("does a £180k flat with a £125 a month service charge pass the ICR on £900 rent?").answer).toMatch(
      /^Whether £900 a month passes the lender's rent test on a £180,000 purchase/,
    );
    // A payment is no rent: with none said, the rent test is not worked on it.
    for (const q of ["would a £120k mortgage costing £550 a month pass the ICR?", "would a £120k mortgage with payments of £550 a month pass the ICR?", "does a £180k flat pass the ICR with a £150 a month service charge?"]) {
      expect(answerGeneralQuestion(q).answer, q).not.toMatch(/^Whether £\d+ a month passes/);
    }
  });

  it("reads 'the lender's stress test' and 'the lender's ICR' as the rent test", () => {
    for (const q of ["Does a £200k house let at £1,000 a month pass the lender's stress test?", "would a £200k house pass the lender's ICR at £1,000 a month?"]) {
      expect(answerGeneralQuestion(q).answer).toMatch(/^Whether £1,000 a month passes the lender's rent test on a £200,000 purchase with a 75% loan of £150,000:\nNo: /);
    }
    // With no rent said, the rent needed (decision 166).
    expect(answerGeneralQuestion("does a £180k flat pass the lender's stress test?").answer).toMatch(/^The rent a £180,000 purchase needs/);
  });
});

describe("a bare percentage in a lender's-test question (decision 182)", () => {
  it("reads one of 20% or less as the mortgage rate", () => {
    // At 6%: stressed at 8%; £135,000 × 8% = £10,800; × 125% = £13,500, £1,125 a month: £225 short.
    const a = answerGeneralQuestion("does a £180k flat pass the ICR at £900 pcm at 6%?").answer;
    expect(a).toMatch(/^Whether £900 a month passes the lender's rent test on a £180,000 purchase with a 75% loan of £135,000 at 6%:\nNo: /);
    expect(a).toContain("Lender's rent test: at least £1,125 a month for the £135,000 loan, or £1,305 for a higher-rate taxpayer.");
    expect(a).toContain("£225 a month short at 125%");
    // Not a yield nor a deposit said with its word.
    expect(answerGeneralQuestion("does a £180k flat pass the ICR at £900 pcm at 6% yield?").answer).toContain("7.5% here");
  });

  it("reads one of 100% or more as the cover, answered first beside the two usual ones", () => {
    // £135,000 × 7.5% × 130% = £13,162.50, £13,163 a year, £1,097 a month: £197 short.
    for (const question of ["does a £180k flat pass the ICR at £900 pcm at 130%?", "does a £180k flat pass the ICR at £900 pcm with 130% cover?"]) {
      const a = answerGeneralQuestion(question).answer;
      expect(a).toContain(
        "a 75% loan of £135,000:\nAt the 130% cover you said, no: it needs at least £1,097 a month (£135,000 × 7.5% × 130%), and £900 a month is £197 a month short at 130%.\nNo: at £900 a month",
      );
    }
    // A cover the answer works anyway is not said twice.
    expect(answerGeneralQuestion("does a £180k flat pass the ICR at £900 pcm at 125%?").answer).not.toContain("cover you said");
  });

  it("names one in between as not worked in", () => {
    const a = answerGeneralQuestion("does a £180k flat pass the ICR at £900 pcm at 60%?").answer;
    expect(a).toMatch(/^Not worked in: at 60%, which could be a mortgage rate, a loan-to-value or a cover; say "a 6% rate", "a 75% loan" or "a 130% cover"\.\nWhether £900 a month passes the lender's rent test on a £180,000 purchase with a 75% loan of £135,000:\n/);
  });
});

describe("the rent for a yield on a price said (decision 193)", () => {
  it("works a gross yield's rent as the price × the yield, not the break-even rent", () => {
    const { answer } = answerGeneralQuestion("what rent do I need for an 8% yield on a £200k house");
    expect(answer).toMatch(/^The rent for a gross yield of 8% on a £200,000 purchase \(the rent ÷ the price, before any costs; say "net" for the yield after running costs\): £1,334 a month\.\n/);
    expect(answer).toContain("• £200,000 × 8% = £16,000 a year; ÷ 12, to the pound above, £1,334 a month.");
    expect(answer).not.toContain("Break-even rent");
  });

  it("works a net yield's rent on a flat's running costs", () => {
    const { answer } = answerGeneralQuestion("rent needed for a 6% net yield on a £150,000 flat");
    expect(answer).toContain("The rent for a net yield of 6% on a £150,000 purchase, on the app's running costs for a flat");
    expect(answer).toContain("• The rent less running costs must be £150,000 × 6% = £9,000 a year.");
  });
});

describe("a void said with a price and a rent, no deal (decision 207)", () => {
  it("works the yields again with those weeks or months of rent lost, the running costs held", () => {
    const weeks = answerGeneralQuestion("with 4 weeks void a year what is the yield on a £150k house renting at £900 a month").answer;
    expect(weeks).toContain("Gross yield: 7.2%, the annual rent of £10,800 (£900 a month × 12) ÷ the price of £150,000.");
    // £10,800 × 48/52 = £9,969; ÷ £150,000 = 6.6%; less £3,970 of running costs, 4.0%.
    expect(weeks).toContain(
      "With 4 weeks empty in the year (no rent for 4 of the 52 weeks): the rent is £10,800 × 48/52 = £9,969 a year, a gross yield of 6.6%, and about 4.0% net of the same running costs. They already allow 4 weeks empty a year (£831), so those weeks are counted twice here, a cautious view.",
    );
    const months = answerGeneralQuestion("what is the yield on a £150k flat renting at £900 pcm with 2 months empty?").answer;
    expect(months).toContain("With 2 months empty in the year (no rent for 2 of the 12 months): the rent is £10,800 × 10/12 = £9,000 a year, a gross yield of 6.0%");
    expect(answerGeneralQuestion("what is the yield on a £150k house renting at £900 a month").answer).not.toContain("empty in the year");
  });
});

describe("a percentage said in words (decision 240)", () => {
  it("reads '5 pc', '5 percent' and '5 per cent' as 5%", () => {
    // £150,000 × 5% = £7,500 a year, £625 a month; over 25 years, £876.89 a month.
    for (const q of ["monthly payments on a 150k mortgage at 5 pc", "monthly payments on a 150k mortgage at 5 percent", "monthly payments on a £150k mortgage at 5 per cent"]) {
      const a = answerGeneralQuestion(q).answer;
      expect(a).toContain("A £150,000 loan at 5%:");
      expect(a).toContain("• Interest-only: £625 a month (£7,500 a year)");
      expect(a).toContain("• Capital repayment over 25 years: £877 a month");
    }
    // A band in words: £20,000 × 40% = £8,000, less £9,000 × 20% = £1,800.
    expect(answerGeneralQuestion("I'm a 40 percent taxpayer with £20k rent and £9k interest, tax?").answer).toContain("• Tax to pay on the rent: £8,000 − £1,800 = £6,200");
    // "pcm" stays a month.
    expect(answerGeneralQuestion("what's the yield on a £150k house renting at 900 pcm").answer).toContain("Gross yield: 7.2%");
  });
});

describe("the cash flow and ROI on a price and a rent (decision 242)", () => {
  it("works the ROI the valuation would: cash flow ÷ cash in", () => {
    for (const q of ["rent £650 pcm house £95k whats the roi", "what's the ROI on a £95k house renting at £650 pcm"]) {
      const a = answerGeneralQuestion(q);
      expect(a.known).toBe(true);
      // Rent £7,800. Running costs: management 12% + VAT on £7,200 (the rent less 4 weeks' voids) £1,037, voids £600,
      // maintenance £624, insurance £400, letting fees £300, certificates £139: £3,100. Interest: £71,250 × 5.5% = £3,919.
      // Cash flow £7,800 − £3,100 − £3,919 = £781. Cash in: £23,750 + SDLT 5% × £95,000 = £4,750 + £3,794 fees = £32,294.
      expect(a.answer).toContain("The cash flow and cash-on-cash ROI on a £95,000 house let at £650 a month, in England (assumed; say Scotland or Wales for their tax), before income tax:");
      expect(a.answer).toContain("• Cash flow: £781 a year (£65 a month): the rent of £7,800 a year less £3,100 of running costs for a house");
      expect(a.answer).toContain("and £3,919 of mortgage interest (a 75% loan of £71,250, at 5.5%, interest-only)");
      expect(a.answer).toContain("• Cash in: £32,294: the deposit of £23,750, SDLT of £4,750 as an additional property");
      // £781 ÷ £32,294 = 2.42%; £7,800 ÷ £95,000 = 8.21%.
      expect(a.answer).toContain("• ROI: £781 ÷ £32,294 = 2.4%. The gross yield is 8.2% (£7,800 ÷ £95,000).");
    }
    // The rent test limits the loan: £10,200 ÷ (125% × 7.5%) = £108,800, under 75% of £200,000.
    const flat = answerGeneralQuestion("what's the cash flow on a £200k flat renting at £850 a month").answer;
    expect(flat).toContain("(a 54.4% loan of £108,800, less than 75% as the lender's rent test limits it, at 5.5%, interest-only)");
    expect(flat).toContain("service charge: £1,500; ground rent: £150");
  });

  it("works the yield a cash flow needs, never the cash flow as a rent", () => {
    const a = answerGeneralQuestion("what yield do i need for £200 a month cashflow on a 150k house").answer;
    // The rent for £2,400 a year on a £112,500 loan: £1,107 a month, £13,284 a year; ÷ £150,000 = 8.86%.
    expect(a).toContain("The gross yield you need: 8.9%, a rent of £13,284 a year (worked below) ÷ the price of £150,000.");
    expect(a).toContain("The rent for a cash flow of £200 a month (£2,400 a year): £1,107 a month (£13,284 a year)");
    expect(a).not.toContain("1.6%");
  });
});

describe("the ROI on the deposit, loan-to-value, rate or cash purchase said (decision 257)", () => {
  it("works a deposit said in pounds, not the assumed 25%", () => {
    const a = answerGeneralQuestion("what's the roi on a £150k house with a £30k deposit renting at £1,100 a month").answer;
    // Loan £150,000 − £30,000 = £120,000 (the rent test allows £13,200 ÷ (125% × 7.5%) = £140,800, so the deposit sets it).
    // Interest £120,000 × 5.5% = £6,600. Running costs on £13,200: management 14.4% × £13,200 × 48/52 = £1,755, voids £1,015,
    // maintenance £1,056, fixed £839: £4,665. Cash flow £13,200 − £4,665 − £6,600 = £1,935.
    // Cash in £30,000 + SDLT (5% × £125,000 + 7% × £25,000 = £8,000) + £3,794 = £41,794; £1,935 ÷ £41,794 = 4.63%.
    expect(a).toContain("and £6,600 of mortgage interest (an 80% loan of £120,000, at 5.5%, interest-only)");
    expect(a).toContain("• Cash in: £41,794: the deposit of £30,000, SDLT of £8,000");
    expect(a).toContain("• ROI: £1,935 ÷ £41,794 = 4.6%.");
    expect(a).toContain("Your figures: the price, the rent and a £30,000 deposit. This app's assumptions: a 5.5% rate, a 2-year fix, interest-only,");
    expect(a).toContain("Lenders rarely lend more than 75% of the price on a buy-to-let: this takes a £30,000 deposit as you said.");
    expect(a).not.toContain("£37,500");
    // Where the rent test limits the loan below what the deposit leaves, it says so: £10,800 ÷ (125% × 7.5%) = £115,200
    // under £130,000; the deposit is then £34,800, and £10,800 − £5,620 − £6,336 = −£1,156 on £46,594 in.
    const limited = answerGeneralQuestion("what's the roi on a £150k flat with a £20k deposit renting at £900 a month").answer;
    expect(limited).toContain("(a 76.8% loan of £115,200, less than the £130,000 your £20,000 deposit leaves, as the lender's rent test limits it, at 5.5%, interest-only)");
    expect(limited).toContain("• ROI: -£1,156 ÷ £46,594 = -2.5%.");
  });

  it("works a rate and a loan-to-value said", () => {
    // £112,500 × 4% = £4,500 (stressed at 6%, the rent allows £10,800 ÷ (125% × 6%) = £144,000). Flat's running costs on
    // £10,800: £1,436 + £831 + £864 + £400 + £300 + £139 + £1,500 + £150 = £5,620. £10,800 − £5,620 − £4,500 = £680;
    // cash in £37,500 + £8,000 + £3,794 = £49,294; £680 ÷ £49,294 = 1.38%.
    const rate = answerGeneralQuestion("roi on a £150k flat renting at £900 a month, mortgage rate 4%").answer;
    expect(rate).toContain("and £4,500 of mortgage interest (a 75% loan of £112,500, at 4%, interest-only)");
    expect(rate).toContain("• ROI: £680 ÷ £49,294 = 1.4%.");
    expect(rate).toContain("Your figures: the price, the rent and a 4% rate. This app's assumptions: a 75% loan, a 2-year fix,");
    // 60% of £150,000 = £90,000 × 5.5% = £4,950; £10,800 − £5,620 − £4,950 = £230; £60,000 + £8,000 + £3,794 = £71,794; 0.32%.
    const ltv = answerGeneralQuestion("roi on a £150k flat renting at £900 a month with a 60% mortgage").answer;
    expect(ltv).toContain("and £4,950 of mortgage interest (a 60% loan of £90,000, at 5.5%, interest-only)");
    expect(ltv).toContain("• ROI: £230 ÷ £71,794 = 0.3%.");
    expect(ltv).toContain("Your figures: the price, the rent and a 60% loan. This app's assumptions: a 5.5% rate,");
    // A rate said as "a 4.5% mortgage" is a rate, not a loan-to-value.
    expect(answerGeneralQuestion("roi on a £150k flat renting at £900 a month with a 4.5% mortgage").answer).toContain("(a 75% loan of £112,500, at 4.5%, interest-only)");
  });

  it("works a cash purchase with no loan, and names a loan figure it cannot use", () => {
    const a = answerGeneralQuestion("roi on a £150k flat renting at £900 a month if I pay cash, at 4%").answer;
    // £10,800 − £5,620 = £5,180 with no interest; cash in £150,000 + £8,000 + survey £500 + legal £1,800 = £160,300
    // (no lender or broker fee); £5,180 ÷ £160,300 = 3.23%.
    expect(a).toContain("(management 12% + VAT: £1,436; voids 4 weeks: £831; maintenance 8%: £864; insurance: £400; letting fees: £300; safety certificates: £139; service charge: £1,500; ground rent: £150) with no mortgage interest (bought with cash)");
    expect(a).toContain("• Cash in: £160,300: the price of £150,000, SDLT of £8,000 as an additional property");
    expect(a).toContain("and £2,300 of fees (survey £500, legal £1,800)");
    expect(a).toContain("• ROI: £5,180 ÷ £160,300 = 3.2%.");
    expect(a).toContain("Your figures: the price, the rent and a cash purchase. This app's assumptions: the running costs and fees above.");
    expect(a).toContain("Not used: a 4% rate, as a cash purchase has no loan.");
    expect(a).not.toContain("75% loan");
  });

  it("declines plainly where the figures said cannot be used", () => {
    expect(answerGeneralQuestion("roi on a £150k flat renting at £900 a month with a £150k deposit").answer).toMatch(
      /^A £150,000 deposit on a £150,000 price leaves no loan, so I have not worked the ROI on it: say a smaller deposit, or "cash" for a purchase with no mortgage\.\n/,
    );
    // 100% − 40% = 60%, not 70%.
    const both = answerGeneralQuestion("roi on a £150k flat renting at £900 a month with a 40% deposit and a 70% mortgage").answer;
    expect(both).toMatch(/^A 70% loan and a 40% deposit do not add up to the £150,000 price, so I have not worked the ROI on them: say one of them\.\n/);
    expect(both).not.toContain("• ROI");
  });

  it("says which figures are the app's when none is said", () => {
    expect(answerGeneralQuestion("rent £650 pcm house £95k whats the roi").answer).toContain(
      'Your figures: the price and the rent. This app\'s assumptions: a 75% loan, a 5.5% rate, a 2-year fix, interest-only, the 125% rent cover of a company or basic-rate taxpayer and the running costs and fees above (say yours, for example "with a £40k deposit at 4.5%", or "cash").',
    );
  });
});

describe("a cash flow below nil keeps its sign (decision 258)", () => {
  it.each([
    "what yield do i need for -£200 a month cashflow on a 150k house",
    "what yield do i need for a negative cash flow of £200 a month on a 150k house",
    "what yield do i need for a £200 a month loss on a 150k house",
  ])("works the yield for a loss of £200 a month: %s", (q) => {
    const a = answerGeneralQuestion(q).answer;
    // A 75% loan of £112,500 × 5.5% = £6,187.50, £6,188 of interest. Rent × (100% − 28.98%) = £839 + £6,188 − £2,400
    // = £4,627, so the rent ≈ £4,627 ÷ 71.02% = £6,515 a year, £543 a month to the pound above (£6,516 a year).
    // Check: management 14.4% of £6,516 × 48/52 = £866, voids £501, maintenance 8% £521, fixed £839: £2,727;
    // £6,516 − £2,727 − £6,188 = −£2,399, not below −£2,400. Gross yield £6,516 ÷ £150,000 = 4.34%.
    expect(a).toContain("The gross yield you need for a cash flow of -£200 a month (-£2,400 a year), a loss, as you said: 4.3%, a rent of £6,516 a year (worked below) ÷ the price of £150,000.");
    expect(a).toContain("The rent for a cash flow of -£200 a month (-£2,400 a year): £543 a month (£6,516 a year), where the rent pays the running costs and the mortgage interest but for £2,400 a year, the loss you accept, before income tax.");
    expect(a).toContain("• Rent × (100% − 28.98%) = £839 + £6,188 − £2,400 (the running costs that do not move and the interest, less the loss you accept), so the rent = £4,627 ÷ 71.02% ≈ £6,515 a year;");
    expect(a).toContain("• Check at £6,516 a year: £6,516 − £2,727 of running costs − £6,188 of interest = -£2,399 a year.");
    // £6,516 ÷ (125% × 7.5%) = £69,504: the lender's test lends less than the £112,500 held, £42,996 less.
    expect(a).toContain("At that rent the lender's rent test (125% of the interest at 7.5%) would lend only about £69,504, not the £112,500 held below: £42,996 more deposit");
    // Never read as £200 a month of profit (£1,107 a month, 8.9%), nor as a rent (1.6%).
    expect(a).not.toContain("8.9%");
    expect(a).not.toContain("1.6%");
  });

  it("says plainly when any rent loses less than the loss said, and keeps a loss in a rent asked", () => {
    // With no rent: £839 of running costs + £6,188 of interest = £7,027 a year, a smaller loss than £24,000.
    const a = answerGeneralQuestion("what yield do i need for a negative cash flow of £2,000 a month on a 150k house").answer;
    expect(a).toContain("Any yield gives a cash flow of -£2,000 a month (-£24,000 a year) on the £150,000 price, a loss, as you said: worked below.");
    expect(a).toContain("any rent, even none. With no rent, the running costs and the mortgage interest come to £7,027 a year, less than the loss of £24,000 a year said");
    // The rent asked for a loss: the same £543 a month as above.
    expect(answerGeneralQuestion("what rent gives -£200 a month cash flow on a 150k house").answer).toContain("The rent for a cash flow of -£200 a month (-£2,400 a year): £543 a month");
    expect(answerGeneralQuestion("what rent do i need if i'm happy to lose £200 a month on a 150k house").answer).toContain("The rent for a cash flow of -£200 a month (-£2,400 a year): £543 a month");
  });

  it("reads the sign only from a minus on the sum or a loss said", () => {
    const flow = (q: string) => cashFlowRead(q)?.target;
    expect(flow("-£200 a month cashflow")).toMatchObject({ kind: "cash-flow", pounds: -200, per: "month" });
    expect(flow("a cash flow of −£2,000 a year")).toMatchObject({ pounds: -2_000, per: "year" });
    expect(flow("a loss of £150 a month")).toMatchObject({ pounds: -150 });
    expect(flow("£200 a month positive cash flow")).toMatchObject({ pounds: 200 });
    // A dash between words is no minus, and a loss of rent is no cash flow.
    expect(flow("on a £150k house - £200 a month cash flow")).toMatchObject({ pounds: 200 });
    expect(flow("what if there's a £900 a month loss of rent")).toBeUndefined();
    // A loss with no period may be a sale's.
    expect(flow("I sold at a £20k loss")).toBeUndefined();
  });
});

describe("a rate and a fix said (decision 248)", () => {
  it("works the break-even rent at a bare rate said, not the assumed 5.5%", () => {
    const a = answerGeneralQuestion("whats the break even rent on a £160k house at 6%").answer;
    // 75% of £160,000 = £120,000 × 6% = £7,200 a year, £600 a month. Rent × (100% − 28.98%) = £839 + £7,200:
    // £8,039 ÷ 71.02% = £11,319 a year, £943.28 a month, so £944 to the pound above.
    expect(a).toContain("The rent a £160,000 purchase needs with a 75% loan of £120,000 at 6%, on the app's assumptions for a house:");
    expect(a).toContain("• Mortgage interest: £7,200 a year (£120,000 at 6%, interest-only), £600 a month");
    expect(a).toContain("Break-even rent: £944 a month");
    // Stressed at 6% + 2 = 8%: £120,000 × 8% = £9,600; × 125% = £12,000 a year, £1,000 a month.
    expect(a).toContain("• £120,000 × 8% = £9,600 of interest a year; × 125% (basic-rate taxpayer or company) = £12,000 a year, £1,000 a month");
    expect(a).not.toContain("at 5.5%, interest-only");
  });

  it("works the monthly payments on a fix at a rate said, the term said as the app's", () => {
    const a = answerGeneralQuestion("i have a 5 year fix at 4.8% on £180k, how much a month");
    // £180,000 × 4.8% = £8,640 a year, £720 a month; over 25 years at 0.4% a month: £720 ÷ (1 − 1.004^−300) = £1,031.39.
    expect(a.answer).toContain("A £180,000 loan at 4.8%:\n• Interest-only: £720 a month (£8,640 a year)\n• Capital repayment over 25 years: £1,031 a month");
    expect(a.answer).toContain("The repayment figure takes a 25-year term, this app's assumption");
    expect(a.answer).toContain("At 4.8% these hold for the 5 years of the fix;");
    expect(a.answer).toContain(`These use ${appAssumptions()} (/methodology)`);
    expect(a.answer).not.toContain("Two-year or five-year fix");
  });

  it("tests a 5-year fix at its pay rate, beside the stressed rate of a shorter fix", () => {
    const a = answerGeneralQuestion("max loan on £950 a month rent at a 5 year fix");
    // £11,400 ÷ (125% × 5.5%) = £165,818.18; ÷ (145% × 5.5%) = £142,946.71. At 7.5%: £121,600 and £104,827.59.
    expect(a.answer).toContain("On a rent of £11,400 a year (£950 a month × 12), with a 5-year fix, the lender's stress test allows a loan of about:");
    expect(a.answer).toContain("• £165,818 where the rent must cover 125% of the interest (basic-rate taxpayers and companies): £11,400 ÷ (125% × 5.5%);");
    expect(a.answer).toContain("• £142,946 at 145% (higher-rate taxpayers).");
    expect(a.answer).toContain('lenders may test the rent at the pay rate, here 5.5%, this app\'s assumed rate (say yours, for example "at 4.9%"), instead of a stressed rate (PRA SS13/16).');
    expect(a.answer).toContain("at the stressed rate of a shorter fix, 7.5% (the pay rate plus 2 points, never below 5.5%), the same rent supports about £121,600 at 125% and £104,827 at 145%.");
    expect(a.answer).toContain("Source: Bank of England (PRA), SS13/16 Underwriting standards for buy-to-let mortgage contracts (as of 5 February 2026).");
    expect(a.sources.map((s) => s.asOf)).toContain("2026-02-05");
    // A rate said is tested at: 4.5% fixed for five years, and stressed to 6.5% for a shorter fix.
    // £11,400 ÷ (125% × 4.5%) = £202,666.67; ÷ (145% × 6.5%) = £120,954.91.
    const said = answerGeneralQuestion("how much can i borrow on £950 rent with a five year fixed rate at 4.5% as a higher rate taxpayer").answer;
    expect(said).toContain("• £202,666 where the rent must cover 125% of the interest");
    expect(said).toContain("As a higher-rate taxpayer, yours is the 145% line: about £174,712.");
    expect(said).toContain("here your 4.5%, instead of a stressed rate");
    expect(said).toContain("about £140,307 at 125% and £120,954 at 145%");
    // With no fix said, the 2-year fix is said to be the app's.
    const bare = answerGeneralQuestion("how much can I borrow on £950 rent at 4.5%").answer;
    expect(bare).toContain("• £140,307 where the rent must cover 125% of the interest (basic-rate taxpayers and companies): £11,400 ÷ (125% × 6.5%);");
    expect(bare).toContain("6.5% is the stressed rate for a 2-year fix at 4.5%.");
    expect(bare).toContain('The 2-year fix is this app\'s assumption: a rate fixed for five years or more may be tested at its pay rate, so say "a 5-year fix" if yours is.');
    // A rise said: 5.5% + 1 = 6.5%, stressed to 8.5%: £11,400 ÷ (125% × 8.5%) = £107,294.12.
    expect(answerGeneralQuestion("how much can I borrow on £950 rent if rates rise 1%").answer).toContain("• £107,294 where the rent must cover 125% of the interest (basic-rate taxpayers and companies): £11,400 ÷ (125% × 8.5%);");
  });
});

describe("both parts of a two-part question (decision 249)", () => {
  it("works the stamp duty and the monthly mortgage on one price", () => {
    const a = answerGeneralQuestion("what's the stamp duty and monthly mortgage on a £250k flat?");
    expect(a.answer).toMatch(/^Stamp Duty Land Tax \(SDLT\) on £250,000 in England: £15,000 if it's an additional property/);
    // 75% of £250,000 = £187,500 × 5.5% = £10,312.50 a year, £859.38 a month; over 25 years £1,151.41.
    expect(a.answer).toContain('The monthly mortgage: a 75% loan of £187,500 on the £250,000 price at 5.5%, this app\'s assumed rate (say yours, for example "at 4.5%"):\n• Interest-only: £859 a month (£10,313 a year)\n• Capital repayment over 25 years: £1,151 a month');
    // One disclaimer, at the end; both parts' sources, each dated.
    expect(a.answer.split("This is general information").length).toBe(2);
    expect(a.answer.endsWith("This is general information, not financial, tax or legal advice.")).toBe(true);
    expect(a.answer).toContain("Source: HMRC, Stamp Duty Land Tax rates (as of 1 April 2025).\n\nYour solicitor or conveyancer will confirm the exact amount.");
    expect(a.sources.map((s) => s.url)).toEqual([expect.stringContaining("gov.uk"), expect.stringContaining("gov.uk"), "/methodology"]);
    // A rate and a deposit said: 60% of £250,000 = £150,000 × 4.5% = £6,750 a year, £562.50 a month.
    const said = answerGeneralQuestion("stamp duty and mortgage payments on a £250k buy to let at 4.5% with a 40% deposit").answer;
    expect(said).toContain("£250,000 additional property (such as a buy-to-let or second home) in England: £15,000.");
    expect(said).toContain("The monthly mortgage: a 60% loan of £150,000 on the £250,000 price at 4.5%:\n• Interest-only: £563 a month (£6,750 a year)");
    // Stamp duty alone is stamp duty alone.
    expect(answerGeneralQuestion("how much will stamp duty cost on a £250k flat").answer).not.toContain("monthly mortgage");
  });

  it("works the ROI and whether a mortgage can be had, at the band's cover", () => {
    const a = answerGeneralQuestion("what's the roi on a 120k flat at £700 a month and can i get a mortgage on it as a higher rate taxpayer").answer;
    // £8,400 ÷ (145% × 7.5%) = £77,241.38, under 75% of £120,000 (£90,000): 64.4%. Interest £77,241 × 5.5% = £4,248.
    // Running costs £4,924 (a flat). Cash flow £8,400 − £4,924 − £4,248 = −£772. Cash in £42,759 + £6,000 SDLT + £3,794 = £52,553.
    expect(a).toContain("and £4,248 of mortgage interest (a 64.4% loan of £77,241, less than 75% as the lender's rent test at 145% (a higher-rate taxpayer's cover) limits it, at 5.5%, interest-only)");
    expect(a).toContain("• Cash in: £52,553: the deposit of £42,759, SDLT of £6,000");
    // −£772 ÷ £52,553 = −1.47%.
    expect(a).toContain("• ROI: -£772 ÷ £52,553 = -1.5%.");
    expect(a).toContain("Can you get a mortgage on it: for a buy-to-let the lender's rent test decides how much.");
    // £8,400 ÷ (125% × 7.5%) = £89,600.
    expect(a).toContain("• £89,600 where the rent must cover 125% of the interest (basic-rate taxpayers and companies): £8,400 ÷ (125% × 7.5%);");
    expect(a).toContain("As a higher-rate taxpayer, yours is the 145% line: about £77,241.");
    expect(a).toContain("So a mortgage is possible, though under 75% of the £120,000 price (£90,000): about £77,241 (64.4%) at your 145%, leaving a deposit of £42,759.");
    // Asked without a band: the 125% cover, as the ROI takes; £14,400 ÷ (125% × 7.5%) = £153,600, over 75% of £200,000.
    const house = answerGeneralQuestion("whats the cash flow on a £200k house at £1,200 a month and can i get a mortgage").answer;
    expect(house).toContain("At 125% (basic-rate taxpayers and companies) that is more than 75% of the £200,000 price, so the loan is capped at £150,000, a deposit of £50,000.");
  });
});

describe("the ROI or a yield asked with a band is not a tax sum (decision 259)", () => {
  it("works the ROI at the band's cover, not the income tax on the price as a rent", () => {
    const a = answerGeneralQuestion("roi on a £150k flat renting at £900 a month as a higher rate taxpayer").answer;
    expect(a).not.toContain("Income tax on this rent");
    // £10,800 ÷ (145% × 7.5%) = £99,310, under 75% of £150,000: 66.2%. Interest £99,310 × 5.5% = £5,462.
    // Cash flow £10,800 − £5,620 (a flat's running costs) − £5,462 = −£282. Cash in £50,690 + £8,000 SDLT + £3,794 = £62,484.
    expect(a).toContain("and £5,462 of mortgage interest (a 66.2% loan of £99,310, less than 75% as the lender's rent test at 145% (a higher-rate taxpayer's cover) limits it, at 5.5%, interest-only)");
    expect(a).toContain("• ROI: -£282 ÷ £62,484 = -0.5%.");
    expect(a).toContain("Your figures: the price, the rent and your tax band's 145% cover.");
    // A yield with a band is the yield: £10,800 ÷ £150,000 = 7.2%.
    expect(answerGeneralQuestion("what's the yield on a £150k flat renting at £900 a month, I'm a 40% taxpayer").answer).toMatch(/^Gross yield: 7\.2%/);
  });
});

describe("a mortgage rate above 20% is refused, not dropped (decision 260)", () => {
  it("says it has not worked the sum rather than working the assumed 5.5%", () => {
    const refusal = /^A mortgage rate of 25% is more than the 20% I work a sum at, so I have not worked this out: check the rate and ask again with it \(for example "at 5\.5%"\)\.\n/;
    for (const q of ["roi on a £150k flat renting at £900 a month, mortgage rate 25%", "what are the payments on a £200k mortgage at 25% interest"]) {
      const a = answerGeneralQuestion(q).answer;
      expect(a).toMatch(refusal);
      expect(a).not.toContain("at 5.5%, interest-only");
    }
    // Beside the stamp duty, the stamp duty is worked and the payments refused.
    const both = answerGeneralQuestion("stamp duty and monthly mortgage on a £250k flat at an interest rate of 25%").answer;
    expect(both).toContain("£15,000 if it's an additional property");
    expect(both).toContain("A mortgage rate of 25% is more than the 20% I work a sum at");
    // A share before "interest-only mortgage" is a loan-to-value, worked as before.
    expect(answerGeneralQuestion("roi on a £150k flat renting at £900 a month with an 80% interest-only mortgage").answer).toContain("Your figures: the price, the rent and an 80% loan.");
  });
});

describe("a value said beside a price is not the price (decision 259)", () => {
  it("works the ROI and the yield on the price, naming the value as not used", () => {
    const a = answerGeneralQuestion("what's the roi on a £180k house worth £200k renting at £1,000 a month").answer;
    // £12,000 ÷ (125% × 7.5%) = £128,000, under 75% of £180,000; SDLT 5% × £125,000 + 7% × £55,000 = £10,100.
    // Cash in £52,000 + £10,100 + £3,794 = £65,894; £643 ÷ £65,894 = 0.98%.
    expect(a).toContain("The cash flow and cash-on-cash ROI on a £180,000 house let at £1,000 a month");
    expect(a).toContain("• ROI: £643 ÷ £65,894 = 1.0%. The gross yield is 6.7% (£12,000 ÷ £180,000).");
    expect(a).toContain("The value you gave, £200,000, is not used: this is worked on the price, £180,000.");
    // £10,200 ÷ £180,000 = 5.7%, not ÷ £200,000 = 5.1%.
    expect(answerGeneralQuestion("is a 180k flat worth it at £850 a month, it's worth 200k now").answer).toMatch(/^Gross yield: 5\.7%, the annual rent of £10,200 \(£850 a month × 12\) ÷ the price of £180,000\./);
    // A value alone is the price, as before.
    expect(answerGeneralQuestion("roi on a house worth £200k renting at £1,000 a month").answer).toContain("• ROI: £643 ÷ £87,294 = 0.7%.");
  });
});

describe("the last money misreads of the walk (decision 262)", () => {
  it("works a break-even yield as the yield for a cash flow of nil, at the rate said", () => {
    const a = answerGeneralQuestion("what yield do i need at 5% interest on a £200k house for break even").answer;
    // 75% of £200,000 = £150,000 × 5% = £7,500 of interest. The rent = (£839 fixed running costs +
    // £7,500) ÷ (100% − 28.98%) = £8,339 ÷ 71.02% ≈ £11,743 a year, £979 a month to the pound above
    // (£11,748 a year); £11,748 ÷ £200,000 = 5.87%, 5.9%.
    expect(a).toMatch(/^The gross yield you need to break even \(a cash flow of nil, before income tax\): 5\.9%, a rent of £11,748 a year \(worked below\) ÷ the price of £200,000\.\n/);
    expect(a).toContain("The rent a £200,000 purchase needs with a 75% loan of £150,000 at 5%, on the app's assumptions for a house:");
    expect(a).toContain("Break-even rent: £979 a month (£11,748 a year)");
    expect(a).not.toContain("Capital repayment over 25 years: £877 a month");
    // "To break even" and "the break-even yield" too, at the assumed 5.5%: £8,250 + £839 = £9,089 ÷
    // 71.02% ≈ £12,799, £1,067 a month (£12,804 a year) ÷ £200,000 = 6.4%.
    expect(answerGeneralQuestion("what's the break-even yield on a £200k house").answer).toMatch(/^The gross yield you need to break even \(a cash flow of nil, before income tax\): 6\.4%, a rent of £12,804 a year/);
  });

  it("reads 'how much would I make a month' as the cash flow, on the loan, rate and fix said", () => {
    const a = answerGeneralQuestion("how much would i make a month on a £200k house at £1,000 rent with a 60% ltv mortgage at 5.25% 2 year fix").answer;
    // 60% of £200,000 = £120,000 × 5.25% = £6,300 of interest. Running costs on £12,000: management
    // 14.4% × (£12,000 − 4/52 of it, £923) = £1,595, voids £923, maintenance 8% = £960, fixed £839:
    // £4,317. £12,000 − £4,317 − £6,300 = £1,383 a year, £115 a month. Cash in £80,000 + SDLT (5% ×
    // £125,000 + 7% × £75,000 = £11,500) + £3,794 = £95,294; £1,383 ÷ £95,294 = 1.45%.
    expect(a).toContain("The cash flow and cash-on-cash ROI on a £200,000 house let at £1,000 a month");
    expect(a).toContain("• Cash flow: £1,383 a year (£115 a month)");
    expect(a).toContain("(a 60% loan of £120,000, at 5.25%, interest-only)");
    expect(a).toContain("• ROI: £1,383 ÷ £95,294 = 1.5%.");
    expect(a).toContain("Your figures: the price, the rent, a 60% loan, a 5.25% rate and a 2-year fix.");
    // "Profit a month", on the app's loan: £10,800 − £5,620 − £6,188 = -£1,008 a year (decision 242's example).
    expect(answerGeneralQuestion("what profit a month on a £150k flat renting at £900 pcm").answer).toContain("• Cash flow: -£1,008 a year (-£84 a month)");
  });

  it("works the stress test on a rent at the rate and cover said: the largest loan", () => {
    const a = answerGeneralQuestion("what's the stress test on a £900 pcm rent at 6% with 145% cover").answer;
    // £900 × 12 = £10,800; stressed rate 6% + 2 = 8% (a 2-year fix); £10,800 ÷ (145% × 8%) = £93,103.45;
    // at 125%, £10,800 ÷ 10% = £108,000.
    expect(a).toContain("On a rent of £10,800 a year (£900 a month × 12), the lender's stress test allows a loan of about:");
    expect(a).toContain("• £108,000 where the rent must cover 125% of the interest (basic-rate taxpayers and companies): £10,800 ÷ (125% × 8%);");
    expect(a).toContain("At the 145% cover you said: about £93,103, £10,800 ÷ (145% × 8%).");
    expect(a).toContain("8% is the stressed rate for a 2-year fix at 6%.");
    // A cover of neither line: £10,800 ÷ (130% × 6.5%) = £127,810.65.
    expect(answerGeneralQuestion("how much can I borrow on £900 rent at 4.5% with an icr of 130%").answer).toContain("At the 130% cover you said: about £127,810, £10,800 ÷ (130% × 6.5%).");
  });

  it("refuses a price below nil plainly, never working it as the price without its sign", () => {
    for (const q of ["what's the roi on a -£150k flat renting at £900 a month", "what's the yield on a −150000 house at £900 pcm"]) {
      const a = answerGeneralQuestion(q).answer;
      expect(a).toMatch(/^A price of -£150,000 is below nil, so I have not worked this out: check the price and ask again with it \(for example "£150,000"\)\.\n/);
      expect(a).not.toContain("£10,800");
    }
    // A loss said with a minus is still a cash flow (decision 258), and a dash between words no minus.
    expect(answerGeneralQuestion("what yield do i need for -£200 a month cashflow on a 150k house").answer).toContain("a loss, as you said: 4.3%");
    expect(answerGeneralQuestion("roi on a flat for £150k - £900 a month rent").answer).toContain("• ROI: -£1,008 ÷ £49,294 = -2.0%.");
  });

  it("names the mortgage's figures said beside a yield as not used", () => {
    const a = answerGeneralQuestion("6% yield at 5% rate 75% LTV on a £160k house, what rent do I need").answer;
    // £160,000 × 6% = £9,600 a year, £800 a month: the rate and the loan-to-value play no part.
    expect(a).toContain("£160,000 × 6% = £9,600 a year; ÷ 12, to the pound above, £800 a month.");
    expect(a).toContain(
      'Not used: the 5% rate and the 75% loan-to-value, as a gross yield is the rent ÷ the price, before any mortgage. For what the mortgage does to the return, ask the ROI or the cash flow, for example "the ROI on a £160,000 house at £800 a month at 5%".',
    );
    expect(answerGeneralQuestion("what rent do i need for an 8% yield on a £200k house").answer).not.toContain("Not used");
  });
});
