/** Deal questions with the investor's own numbers (decision 094), worked by hand. */
import { describe, expect, it } from "vitest";
import { answerDealQuestion, workedWhatIf } from "~/lib/assistant/deal-answer";
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

describe("parseWhatIf: a rate said as the mortgage's, the interest's or 'a rate of'", () => {
  it.each<[string, ReturnType<typeof parseWhatIf>]>([
    ["what if i got a 4.5% mortgage on the 3rd one", { rate: 4.5 }],
    ["what about 4.5% interest", { rate: 4.5 }],
    ["with a rate of 4.5%", { rate: 4.5 }],
    ["a 4.5% interest-only mortgage", { rate: 4.5 }],
    ["if I fix at a 4.75% rate", { rate: 4.75 }],
    ["a 4.5% five-year fix", { rate: 4.5 }],
  ])("%s", (question, expected) => {
    expect(parseWhatIf(question)).toEqual(expected);
  });

  it("reads no rate from a loan-to-value, a yield or a rise", () => {
    expect(parseWhatIf("a 75% mortgage")).toEqual({});
    expect(parseWhatIf("is a 7% yield good")).toEqual({});
    expect(parseWhatIf("a 2% rate rise")).toEqual({ rateRise: 2 });
  });
});

describe("parseWhatIf: a fall in rates", () => {
  it.each<[string, ReturnType<typeof parseWhatIf>]>([
    ["what if rates drop 1% on the third one", { rateRise: -1 }],
    ["what if rates fall to 4%", { rate: 4 }],
    ["what if rates come down by 0.5%", { rateRise: -0.5 }],
    ["a 1% rate cut", { rateRise: -1 }],
    ["what if the bank cuts rates by 0.75%", { rateRise: -0.75 }],
    ["if rates were 1% lower", { rateRise: -1 }],
    ["if rates were 1% higher", { rateRise: 1 }],
    ["what if interest rates went down to 4.25%", { rate: 4.25 }],
  ])("%s", (question, expected) => {
    expect(parseWhatIf(question)).toEqual(expected);
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
    // Lenders stress a 5% two-year fix at the higher of 5% + 2 = 7% and 5.5%: 7%.
    // £128,000 × 7% = £8,960; £12,000 ÷ £8,960 = 133.9%, shown rounded down as 133% (a cover is
    // never shown above what the rent covers). Now: £12,000 ÷ (£128,000 × 7.5%) = 125%.
    expect(answer).toContain("• Lender's rent test at 5%: lenders would stress the rate at 7%");
    expect(answer).toContain("rent of £12,000 a year ÷ £8,960 of interest at 7% = 133% (125% now, at 7.5%), which passes the 125% test");
    // The cover at the pay rate (£12,000 ÷ £6,400 = 188%) is not set beside a stressed test.
    expect(answer).not.toContain("188%");
    // The assumed mortgage is not given as the answer.
    expect(answer).not.toContain("Mortgage at 75% loan-to-value");
  });

  it("says a rate asked that is the one assumed is the rate already assumed, with no 'against' the same figure", () => {
    const { answer } = answerDealQuestion("what's the mortgage at 5.5%?", card);
    expect(answer).toContain("At 5.5%, the rate already assumed, on the £128,000 loan:");
    expect(answer).not.toContain("instead of the 5.5% assumed");
    // £128,000 × 5.5% = £7,040 a year, £587 a month.
    expect(answer).toContain("• Interest-only: £587 a month (£7,040 a year).");
    expect(answer).toContain("Nothing changes: these are the deal's own figures");
  });

  it("works 'a 4.5% mortgage' at 4.5%, not at the assumed 5.5%", () => {
    const { answer } = answerDealQuestion("what if i got a 4.5% mortgage?", card);
    // £128,000 × 4.5% = £5,760 a year, £480 a month.
    expect(answer).toContain("At 4.5% instead of the 5.5% assumed, on the same £128,000 loan:");
    expect(answer).toContain("• Interest-only: £480 a month (£5,760 a year), against £587 (£7,040 a year).");
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

  it("works a fall in rates on the same loan, and a fall to a rate", () => {
    const drop = answerDealQuestion("what if rates drop 1%?", card).answer;
    // 5.5% − 1 = 4.5%: £128,000 × 4.5% = £5,760 a year, £480 a month, against £7,040 (£587).
    expect(drop).toContain("If the rate fell by 1 point, from 5.5% to 4.5%, on the same £128,000 loan:");
    expect(drop).toContain("• Interest-only: £480 a month (£5,760 a year), against £587 (£7,040 a year).");
    const to = answerDealQuestion("what if rates fall to 4%?", card).answer;
    // £128,000 × 4% = £5,120 a year, £427 a month.
    expect(to).toContain("At 4% instead of the 5.5% assumed, on the same £128,000 loan:");
    expect(to).toContain("• Interest-only: £427 a month (£5,120 a year)");
    expect(to).not.toContain("Gross yield 6.0%: rent about");
  });

  it("tests a rise at the stressed rate a lender would use for the new pay rate, so a fail reads as one", () => {
    // Salford: rent £10,800; loan 75% of £150,000 = £112,500 (the rent supports £115,200).
    const valuation = valueDeal(SALFORD)!;
    const priced = deal({ price: valuation.currentValue, valuation });
    const up = answerDealQuestion("what if rates go up 1.5%", priced).answer;
    // A 7% pay rate on a two-year fix is stressed at 7% + 2 = 9%: £112,500 × 9% = £10,125;
    // £10,800 ÷ £10,125 = 106.7%, shown as 106%. Now: £10,800 ÷ (£112,500 × 7.5% = £8,437.50) = 128%.
    expect(up).toContain("• Lender's rent test at 7%: lenders would stress the rate at 9%, the higher of the pay rate plus 2 points and 5.5% (PRA SS13/16, for fixes under five years).");
    expect(up).toContain("rent of £10,800 a year ÷ £10,125 of interest at 9% = 106% (128% now, at 7.5%), which fails both the 125% and 145% tests");
    // At 9% the rent supports £10,800 ÷ (125% × 9%) = £96,000.
    expect(up).toContain("a lender would lend about £96,000 on this rent, not £112,500");
    expect(up).not.toMatch(/cover the interest 1[3-9]\d%/);

    // A fall to 3%: the stress is the 5.5% floor (3% + 2 = 5%): £112,500 × 5.5% = £6,187.50;
    // £10,800 ÷ £6,187.50 = 174.5%, shown as 174%.
    const down = answerDealQuestion("what if rates fall to 3%", priced).answer;
    expect(down).toContain("• Lender's rent test at 3%: lenders would stress the rate at 5.5%, the higher of the pay rate plus 2 points and 5.5%");
    expect(down).toContain("= 174% (128% now, at 7.5%), which passes both the 125% (basic-rate taxpayer or company) and 145% (higher-rate taxpayer) tests");
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

describe("parseWhatIf: an offer price (decision 101)", () => {
  it.each<[string, ReturnType<typeof parseWhatIf>]>([
    ["what if I offer £85,000?", { offer: { pounds: 85_000 } }],
    ["if I paid 80k what's the yield?", { offer: { pounds: 80_000 } }],
    ["what would the ROI be at £90k?", { offer: { pounds: 90_000 } }],
    ["I'm offering 10% under asking", { offer: { change: -10, unit: "%" } }],
    ["an offer of 85000", { offer: { pounds: 85_000 } }],
    ["could I get it for £180k", { offer: { pounds: 180_000 } }],
    ["what if I bid £5k under asking", { offer: { change: -5_000, unit: "£" } }],
    ["offer 5% over asking", { offer: { change: 5, unit: "%" } }],
    ["knock 10% off", { offer: { change: -10, unit: "%" } }],
    ["what if I got a 10% discount", { offer: { change: -10, unit: "%" } }],
    ["£85k offer, what's the cash flow", { offer: { pounds: 85_000 } }],
    ["what if I offer £85k with a 40% deposit", { offer: { pounds: 85_000 }, depositPercent: 40 }],
    ["what if I offer 85 grand and the mortgage is at 6%", { offer: { pounds: 85_000 }, rate: 6 }],
    // "Rates 1% lower" is a fall in rates, never a change on the price.
    ["what if rates were 1% lower and I offer £85k", { offer: { pounds: 85_000 }, rateRise: -1 }],
  ])("%s", (question, expected) => {
    expect(parseWhatIf(question)).toEqual(expected);
  });

  it.each([
    // A rent, however it is said, is not a price.
    "what if the rent is £900 a month?",
    "rent of £900",
    "what's the yield at a rent of £900?",
    "what if rent was £9,000 a year",
    "rent at £12,000",
    "what if I let it for £12,000 a year",
    "what if I let it at £15,000",
    "what if I pay £900 a month in rent",
    "at £1,000 pcm",
    "what if rents rise to £1,000",
    "what if the rent were 10% lower",
    // Nor a deposit, a loan, fees, works, savings or a valuation.
    "with a £20k deposit",
    "what if I paid £20k deposit",
    "what if I put £30k down",
    "if I paid £3,000 in fees",
    "what if I pay £20k for the refurb",
    "the loan at £100k",
    "what if I borrow £100k",
    "I have £60k saved, can I buy it",
    "is it worth £90k?",
    "what if it's valued at £90k",
  ])("%s is no offer", (question) => {
    expect(parseWhatIf(question).offer).toBeUndefined();
  });

  it("reads a rate or a yield as a rate or nothing, never as an offer", () => {
    expect(parseWhatIf("what would the mortgage be at 5%?")).toEqual({ rate: 5 });
    expect(parseWhatIf("is it a good deal at a 7% yield?")).toEqual({});
    expect(parseWhatIf("what if rates rise 2% more")).toEqual({ rateRise: 2 });
  });
});

describe("answerDealQuestion at an offer price (decision 101)", () => {
  it("works the yield, deposit, SDLT, cash, cash flow and ROI at the offer, beside the price's", () => {
    // Salford: a £150,000 terraced house (3 bedrooms assumed), rent £900 a month = £10,800 a year.
    const valuation = valueDeal(SALFORD)!;
    const { answer } = answerDealQuestion("what would the ROI be at £130k?", deal({ price: valuation.currentValue, valuation }));
    expect(answer).toContain("At an offer of £130,000, £20,000 (13.3%) under the deal's price of £150,000:");
    // £10,800 ÷ £130,000 = 8.31%; ÷ £150,000 = 7.2%.
    expect(answer).toContain("• Gross yield: 8.3% (rent of £10,800 a year ÷ £130,000), against 7.2%.");
    // 75% of £130,000 = £97,500 (the rent supports £10,800 ÷ (125% × 7.5%) = £115,200), deposit
    // £32,500; at £150,000 the loan is £112,500 and the deposit £37,500. £97,500 × 5.5% = £5,363
    // a year, £447 a month.
    expect(answer).toContain("• Deposit: £32,500, with a 75% loan-to-value mortgage of £97,500; against £37,500. Interest-only at 5.5%: £447 a month.");
    // SDLT, additional: 5% × £125,000 + 7% × £5,000 = £6,250 + £350 = £6,600;
    // at £150,000: £6,250 + 7% × £25,000 = £8,000.
    expect(answer).toContain("• SDLT as an additional property in England: £6,600, against £8,000.");
    // £32,500 + £6,600 + £3,794 fees = £42,894; £37,500 + £8,000 + £3,794 = £49,294.
    expect(answer).toContain("• Cash needed: £42,894 (deposit, SDLT and £3,794 of fees), against £49,294.");
    // Running costs on £10,800 (a house): management (10,800 − 831 voids) × 12% × 1.2 = £1,436,
    // voids 4/52 × 10,800 = £831, maintenance 8% = £864, insurance £400, letting £300,
    // certificates £139: £3,970. £10,800 − £3,970 − £5,363 = £1,467; at £150,000 the interest is
    // £112,500 × 5.5% = £6,188, so £642.
    expect(answer).toContain("• Cash flow: £1,467 a year after running costs and interest, against £642, before income tax.");
    // £1,467 ÷ £42,894 = 3.42%; £642 ÷ £49,294 = 1.30%. Break-even 100 ÷ 3.4 = 29 years.
    expect(answer).toContain("• ROI: +3.4% (cash flow ÷ cash needed), against +1.3%; break-even about 29 years.");
    expect(answer).toContain("the deal's score is not worked again for an offer");
    // The assumed returns and mortgage are not given as the answer.
    expect(answer).not.toContain("Gross yield: 7.2% (annual rent ÷ price");
  });

  it("uses Wales's LTT for a Welsh deal, 10% under asking", () => {
    const cardiff = valueDeal({
      price: 200_000,
      kind: "flat",
      bedrooms: 2,
      saleDate: null,
      nation: "wales",
      rents: { areaName: "Cardiff", level: "local-authority", medians: { "Two Bedrooms": 1_000 }, period: "2026-05" },
      hpi: null,
      areaAveragePrice: null,
    })!;
    const { answer } = answerDealQuestion("I'm offering 10% under asking", deal({ location: "Cardiff", price: 200_000, valuation: cardiff }));
    // 10% under £200,000 = £180,000. Rent £1,000 × 12 = £12,000.
    expect(answer).toContain("At an offer of £180,000, £20,000 (10%) under the deal's price of £200,000:");
    expect(answer).toContain("• Gross yield: 6.7% (rent of £12,000 a year ÷ £180,000), against 6.0%.");
    // The rent supports £12,000 ÷ (125% × 7.5%) = £128,000, under 75% of either price (£135,000,
    // £150,000), so the loan is £128,000 at both: deposits £52,000 and £72,000.
    expect(answer).toContain("• Deposit: £52,000, with a 71.1% loan-to-value mortgage of £128,000, the most the rent supports at the lender's 7.5% stress test; against £72,000.");
    // LTT higher rates: 5% × £180,000 = £9,000; at £200,000 + 8.5% × £20,000 = £10,700.
    expect(answer).toContain("• LTT as an additional property in Wales: £9,000, against £10,700.");
    // £52,000 + £9,000 + £3,794 = £64,794; £72,000 + £10,700 + £3,794 = £86,494.
    expect(answer).toContain("• Cash needed: £64,794 (deposit, LTT and £3,794 of fees), against £86,494.");
    // Running costs on £12,000 (a flat): management (12,000 − 923) × 14.4% = £1,595, voids £923,
    // maintenance £960, insurance £400, letting £300, certificates £139, service charge £1,500,
    // ground rent £150: £5,967. Interest £128,000 × 5.5% = £7,040 at both prices.
    // £12,000 − £5,967 − £7,040 = −£1,007 at both.
    expect(answer).toContain("• Cash flow: -£1,007 a year after running costs and interest, against -£1,007, before income tax.");
    // −£1,007 ÷ £64,794 = −1.55%; ÷ £86,494 = −1.16%: the same loss on less cash.
    expect(answer).toContain("• ROI: -1.6% (cash flow ÷ cash needed), against -1.2%; break-even N/A.");
  });

  it("works a card's figures without cash flow or ROI when the valuation is not there", () => {
    // £200,000 at 6%: rent £12,000. At £180,000: 6.67%. Loan £128,000 (the rent test) at both.
    // SDLT at £180,000: 5% × 125,000 + 7% × 55,000 = £6,250 + £3,850 = £10,100 (£11,500 at £200,000).
    // Cash: £52,000 + £10,100 + £3,794 = £65,894; £72,000 + £11,500 + £3,794 = £87,294.
    const { answer } = answerDealQuestion("if I paid 180k what's the yield?", deal());
    expect(answer).toContain("• Gross yield: 6.7% (rent of £12,000 a year ÷ £180,000), against 6.0%.");
    expect(answer).toContain("• SDLT as an additional property in England: £10,100, against £11,500.");
    expect(answer).toContain("• Cash needed: £65,894 (deposit, SDLT and £3,794 of fees), against £87,294.");
    expect(answer).toContain("• Cash flow and ROI at that price need the deal's running costs, which aren't available here.");
    expect(answer).toContain("(England assumed, as the location doesn't say)");
  });

  it("applies a deposit asked with the offer, and works stamp duty band by band on the offer", () => {
    // 60% of £180,000 = £108,000 (under the rent test's £128,000): deposit £72,000.
    const withDeposit = answerDealQuestion("what if I offer £180k with a 40% deposit?", deal()).answer;
    expect(withDeposit).toContain("At an offer of £180,000, £20,000 (10%) under the deal's price of £200,000, with a 40% deposit:");
    expect(withDeposit).toContain("• Deposit: £72,000, with a 60% loan-to-value mortgage of £108,000; against £72,000.");
    const tax = answerDealQuestion("what's the stamp duty if I offer 10% under asking?", deal()).answer;
    expect(tax).toContain("Stamp Duty Land Tax (SDLT) on this £180,000 purchase as an additional property");
    expect(tax).toContain("• £125,001 to £180,000 at 7%: £3,850");
  });

  it("leaves a rent question alone, and says so when an offer comes to too little", () => {
    expect(answerDealQuestion("what if the rent is £900 a month?", deal()).answer).not.toContain("At an offer");
    expect(answerDealQuestion("what if I offer £195k under asking?", deal()).answer).toContain(
      "That would be an offer of £5,000 on the deal's price of £200,000, too little for a purchase I can work out.",
    );
  });
});

describe("parseWhatIf: the investor's own rent (decision 106)", () => {
  it.each<[string, ReturnType<typeof parseWhatIf>]>([
    ["what if the rent was only £750 a month on the first one", { rent: { pounds: 750, per: "month" } }],
    ["rent of £900", { rent: { pounds: 900, per: "month" } }],
    ["what if rent was £9,000 a year", { rent: { pounds: 9_000, per: "year" } }],
    ["what if I let it for £12,000 a year", { rent: { pounds: 12_000, per: "year" } }],
    ["what's the yield at a rent of £900?", { rent: { pounds: 900, per: "month" } }],
    ["what if rents rise to £1,000", { rent: { pounds: 1_000, per: "month" } }],
    ["what if I could get £1,100 pcm", { rent: { pounds: 1_100, per: "month" } }],
    ["what if it only lets for £180 a week", { rent: { pounds: 180, per: "week" } }],
    ["what if the tenant pays 850", { rent: { pounds: 850, per: "month" } }],
    ["what if the rent were 10% lower", { rent: { change: -10 } }],
    ["rents drop by 5%", { rent: { change: -5 } }],
    ["what if I offer £130k and the rent is £800", { offer: { pounds: 130_000 }, rent: { pounds: 800, per: "month" } }],
  ])("%s", (question, expected) => {
    expect(parseWhatIf(question)).toEqual(expected);
  });

  it.each(["what if the mortgage is £750 a month", "a service charge of £150 a month", "how much rent would it get?", "what if rents rise 3% a year"])(
    "%s has no rent of the investor's",
    (question) => {
      expect(parseWhatIf(question).rent).toBeUndefined();
    },
  );
});

describe("answerDealQuestion at the investor's own rent (decision 106)", () => {
  it("values the deal again at the rent: yield, the rent-capped loan, cash needed, cash flow and ROI", () => {
    // Salford: £150,000, valued at £900 a month (£10,800 a year).
    const valuation = valueDeal(SALFORD)!;
    const { answer } = answerDealQuestion("what if the rent was only £750 a month?", deal({ price: valuation.currentValue, valuation }));
    expect(answer).toMatch(/^At a rent of £750 a month \(£9,000 a year\) instead of the £900 a month assumed, on the deal's price of £150,000:/);
    // £9,000 ÷ £150,000 = 6.0%; £10,800 ÷ £150,000 = 7.2%.
    expect(answer).toContain("• Gross yield: 6.0% (rent of £9,000 a year ÷ £150,000), against 7.2%.");
    // The rent supports £9,000 ÷ (125% × 7.5%) = £96,000, under 75% of £150,000 (£112,500):
    // deposit £54,000 (against £37,500). £96,000 × 5.5% = £5,280 a year, £440 a month.
    expect(answer).toContain("• Deposit: £54,000, with a 64% loan-to-value mortgage of £96,000, the most the rent supports at the lender's 7.5% stress test; against £37,500. Interest-only at 5.5%: £440 a month.");
    // £54,000 + £8,000 SDLT + £3,794 fees = £65,794; at the assumed rent £49,294.
    expect(answer).toContain("• Cash needed: £65,794 (deposit, SDLT and £3,794 of fees), against £49,294.");
    // Running costs on £9,000 (a house): voids 4/52 × 9,000 = £692, management (9,000 − 692.31)
    // × 12% × 1.2 = £1,196, maintenance 8% = £720, insurance £400, letting £300, certificates
    // £139: £3,447. £9,000 − £3,447 − £5,280 = £273 (against £642).
    expect(answer).toContain("• Cash flow: £273 a year after running costs and interest, against £642, before income tax.");
    // £273 ÷ £65,794 = 0.41%; £642 ÷ £49,294 = 1.30%. Break-even 100 ÷ 0.4 = 250 years.
    expect(answer).toContain("• ROI: +0.4% (cash flow ÷ cash needed), against +1.3%; break-even over 50 years.");
    // The deal's own rent is not given as the answer.
    expect(answer).not.toContain("Estimated rental income: £10,800 a year");
  });

  it("works a card's rent from its yield when the valuation is not there, and a rent 10% lower", () => {
    // £200,000 at 6%: £12,000 a year, £1,000 a month. 10% lower: £900 a month, £10,800 a year.
    const { answer } = answerDealQuestion("what if the rent were 10% lower?", deal());
    expect(answer).toMatch(/^At a rent of £900 a month \(£10,800 a year\), 10% under the £1,000 a month assumed, on the deal's price of £200,000:/);
    // £10,800 ÷ £200,000 = 5.4%. The rent supports £10,800 ÷ 9.375% = £115,200: deposit £84,800.
    expect(answer).toContain("• Gross yield: 5.4% (rent of £10,800 a year ÷ £200,000), against 6.0%.");
    expect(answer).toContain("• Deposit: £84,800, with a 57.6% loan-to-value mortgage of £115,200, the most the rent supports");
    expect(answer).toContain("• Cash flow and ROI at that rent need the deal's running costs, which aren't available here.");
  });

  it("works an offer and a rent together", () => {
    // At £180,000 with £800 a month (£9,600 a year): 9,600 ÷ 180,000 = 5.3%; the rent supports
    // £9,600 ÷ 9.375% = £102,400 (under £135,000): deposit £77,600.
    const { answer } = answerDealQuestion("what if I offer £180k and the rent is £800?", deal());
    expect(answer).toContain("At an offer of £180,000, £20,000 (10%) under the deal's price of £200,000, with a rent of £800 a month:");
    expect(answer).toContain("• Gross yield: 5.3% (rent of £9,600 a year ÷ £180,000), against 6.0%.");
    expect(answer).toContain("• Deposit: £77,600, with a 56.9% loan-to-value mortgage of £102,400");
  });
});

describe("scenarioSection: what stays assumed", () => {
  it("does not call a rate or deposit asked with the rent 'the same in both'", () => {
    const { answer } = answerDealQuestion("what if i let it for £900 a month and rates rise 1%", deal());
    expect(answer).toContain("with a 6.5% rate:");
    expect(answer).toContain("a loan of up to 75% of the price, interest-only and capped by the lender's rent test");
    expect(answer).not.toContain("interest-only at 6.5% and capped");
  });
});

describe("a cash purchase (decision 106)", () => {
  it.each([
    "what if I buy it cash, no mortgage",
    "what if I paid cash",
    "buying it outright",
    "I'm a cash buyer, what's the ROI?",
    "without a mortgage what would the cash flow be",
    "what if I bought it with cash",
  ])("%s is a cash purchase", (question) => {
    expect(parseWhatIf(question).cash).toBe(true);
  });

  it.each(["how much cash do I need to buy it?", "what's the cash flow?", "cash invested?", "what would the mortgage be?"])("%s is not", (question) => {
    expect(parseWhatIf(question).cash).toBeUndefined();
  });

  it("works the whole price in cash: no loan or interest, cash needed = price + tax + fees, cash flow and ROI without a mortgage", () => {
    const valuation = valueDeal(SALFORD)!;
    const { answer } = answerDealQuestion("what if I buy it cash, no mortgage?", deal({ price: valuation.currentValue, valuation }));
    expect(answer).toMatch(/^Bought with cash, no mortgage, at the deal's price of £150,000:/);
    expect(answer).toContain("• No loan: the whole £150,000 is paid in cash, against a deposit of £37,500 and a loan of £112,500 at 5.5% (£516 a month, interest-only).");
    // £150,000 + £8,000 SDLT + survey £500 + legal £1,800 = £160,300; with a mortgage £49,294.
    expect(answer).toContain("• Cash needed: £160,300 (the price, SDLT and £2,300 of fees: survey and legal, with no lender or broker fee), against £49,294.");
    // No interest: £10,800 − £3,970 running costs = £6,830 (against £642 after £6,188 of interest).
    expect(answer).toContain("• Cash flow: £6,830 a year after running costs, with no interest to pay, against £642, before income tax.");
    // £6,830 ÷ £160,300 = 4.26%. Break-even 100 ÷ 4.3 = 23 years.
    expect(answer).toContain("• ROI: +4.3% (cash flow ÷ cash needed), against +1.3%; break-even about 23 years.");
    expect(answer).not.toContain("Mortgage at 75% loan-to-value");
    expect(answer).not.toContain("Interest-only at 5.5%");
  });

  it("works a card's cash purchase without cash flow, and a cash offer", () => {
    // £200,000 + £11,500 SDLT + £2,300 = £213,800; with a mortgage £87,294.
    const card = answerDealQuestion("what if I pay cash?", deal()).answer;
    expect(card).toContain("• Cash needed: £213,800 (the price, SDLT and £2,300 of fees: survey and legal, with no lender or broker fee), against £87,294.");
    expect(card).toContain("• Cash flow and ROI bought with cash need the deal's running costs, which aren't available here.");
    // £180,000 + SDLT £10,100 + £2,300 = £192,400.
    expect(parseWhatIf("what if I offer £180k cash")).toEqual({ offer: { pounds: 180_000 }, cash: true });
    expect(parseWhatIf("what if I paid £20k cash").offer).toBeUndefined();
    // "The rental yield at £140k" is the yield at that price.
    expect(parseWhatIf("what's the rental yield at £140k")).toEqual({ offer: { pounds: 140_000 } });
    const offer = answerDealQuestion("what if I make a cash offer of £180k?", deal()).answer;
    expect(offer).toContain("At an offer of £180,000, £20,000 (10%) under the deal's price of £200,000, bought with cash:");
    expect(offer).toContain("• Cash needed: £192,400 (the price, SDLT and £2,300 of fees");
  });
});

describe("a figure the answer cannot use is said first (decision 106)", () => {
  const flat = valueDeal({ ...SALFORD, kind: "flat", bedrooms: 2, rents: { ...SALFORD.rents!, medians: { "Two Bedrooms": 800 } } })!;

  it("works a flat's service charge through its running costs", () => {
    expect(parseWhatIf("what if the service charge is £2,500")).toEqual({ serviceCharge: { pounds: 2_500, per: "year" } });
    expect(parseWhatIf("a £200 a month service charge")).toEqual({ serviceCharge: { pounds: 200, per: "month" } });
    const { answer } = answerDealQuestion("what if the service charge is £2,500?", deal({ price: flat.currentValue, valuation: flat }));
    // Rent £800 a month, £9,600 a year. Running costs of a flat: voids 4/52 × 9,600 = £738,
    // management (9,600 − 738.46) × 14.4% = £1,276, maintenance 8% = £768, insurance £400,
    // letting £300, certificates £139, ground rent £150, service charge £1,500: £5,271; with a
    // £2,500 service charge £6,271.
    expect(answer).toMatch(/^With a service charge of £2,500 a year instead of the £1,500 assumed, on the deal's price of £150,000:/);
    expect(answer).toContain("• Running costs: £6,271 a year, against £5,271.");
    // Loan: 75% of £150,000 = £112,500, but the rent supports £9,600 ÷ 9.375% = £102,400;
    // interest £102,400 × 5.5% = £5,632. £9,600 − £6,271 − £5,632 = −£2,303 (against −£1,303).
    expect(answer).toContain("• Cash flow: -£2,303 a year after running costs and interest, against -£1,303, before income tax.");
    expect(answer).not.toContain("Not worked in");
  });

  it("says a service charge it cannot work is not worked in, before the deal's own figures", () => {
    const house = answerDealQuestion("what if the service charge is £2,500", deal({ price: 150_000, valuation: valueDeal(SALFORD)! })).answer;
    expect(house).toMatch(/^Not worked in: £2,500 \(service charge\)\. The figures for a house carry no service charge/);
    const card = answerDealQuestion("what if the service charge is £2,500", deal()).answer;
    expect(card).toMatch(/^Not worked in: £2,500 \(service charge\)\. The running costs it would change aren't available here/);
  });

  it("says first that any other figure of the investor's was not worked in", () => {
    const refurb = answerDealQuestion("what if I spend £20k on a refurb?", deal()).answer;
    expect(refurb).toMatch(/^Not worked in: £20,000 \(works\)\. I can work a deal again at your own price, rent, mortgage rate, rise or fall in rates, deposit or a cash purchase, but not that figure, so what follows is the deal's own figures on the app's assumptions\./);
    // The OpenAI engine is given the same sentence with the worked figures.
    expect(workedWhatIf("what if I spend £20k on a refurb?", deal())).toMatch(/^Not worked in: £20,000 \(works\)\./);
    const yieldAsked = answerDealQuestion("is it a good deal at a 7% yield?", deal()).answer;
    expect(yieldAsked).toMatch(/^Not worked in: 7% \(yield\)\./);
    // With a figure it did work in, it says it leaves the other out.
    const both = answerDealQuestion("what if rates rise 1% and I spend £20k on works", deal()).answer;
    expect(both).toMatch(/^Not worked in: £20,000 \(works\)\. .* so what follows works in the rest and leaves that out\./);
    expect(both).toContain("If the rate rose by 1 point");
  });

  it("does not flag figures the answer uses or that are the deal's own or assumed", () => {
    for (const q of ["what would the mortgage be at 5%?", "what's the mortgage at 75% LTV", "is the £200,000 one good?", "does it pass at 145%?", "what if the rent was £800 a month?", "why is the ROI 4%?", "how does the 5% surcharge work here?"]) {
      expect(answerDealQuestion(q, deal()).answer).not.toContain("Not worked in");
    }
  });
});

describe("a rent moved by a sum, a rate reached, and what a rent figure is called", () => {
  it.each<[string, ReturnType<typeof parseWhatIf>]>([
    ["what if the rent goes up by £100 a month", { rent: { by: 100, per: "month" } }],
    ["if rents fall by £50", { rent: { by: -50, per: "month" } }],
    ["£100 a month more rent", { rent: { by: 100, per: "month" } }],
    ["what about an extra £1,200 a year in rent", { rent: { by: 1_200, per: "year" } }],
    ["if rates go to 7% would the rent still cover it", { rate: 7 }],
    ["what if rates hit 6.5%", { rate: 6.5 }],
    ["if interest rates are at 6%", { rate: 6 }],
  ])("%s", (question, expected) => {
    expect(parseWhatIf(question)).toEqual(expected);
  });

  it("works a rent £100 a month over the assumed one", () => {
    // £1,000 a month + £100 = £1,100 a month, £13,200 a year: 13,200 ÷ 200,000 = 6.6%.
    const { answer } = answerDealQuestion("what if the rent goes up by £100 a month?", deal());
    expect(answer).toMatch(/^At a rent of £1,100 a month \(£13,200 a year\), £100 a month over the £1,000 a month assumed, on the deal's price of £200,000:/);
    expect(answer).toContain("• Gross yield: 6.6% (rent of £13,200 a year ÷ £200,000), against 6.0%.");
  });

  it("names a yearly rise in rents as a rent figure not worked in", () => {
    expect(answerDealQuestion("what if rents rise 3% a year", deal()).answer).toMatch(/^Not worked in: 3% \(rent\)\./);
  });
});

describe("the break-even asked with a rate or a deposit is worked at it (decision 193)", () => {
  const valuation = valueDeal(SALFORD)!;
  const priced = deal({ price: valuation.currentValue, roi: valuation.roi, valuation });
  const pounds = (n: number) => `${n < 0 ? "-" : ""}£${Math.abs(Math.round(n)).toLocaleString("en-GB")}`;
  const years = (roi: number) => Math.round(100 / Number(roi.toFixed(1)));

  it("at a rate: the cash flow at that rate on the same loan ÷ the same cash invested, not the deal's own ROI", () => {
    const { answer } = answerDealQuestion("how long to break even at a 6% rate", priced);
    const interest = Math.round((valuation.mortgage.loan * 6) / 100);
    const flow = Math.round(valuation.annualRent - valuation.runningCosts.total - interest);
    const roi = (flow / valuation.cashInvested) * 100;
    // Both past 50 years (500 and 77): said as such, with the formula's figure (decision 244).
    expect([years(roi), years(valuation.roi)].every((n) => n > 50)).toBe(true);
    expect(answer).toContain(
      `Break-even at 6%: over 50 years (100 ÷ ROI of +${roi.toFixed(1)}% gives ${years(roi)}), where the ROI is the cash flow of ${pounds(flow)} a year ÷ ${pounds(valuation.cashInvested)} of cash invested; against over 50 years (100 ÷ ROI of +${valuation.roi.toFixed(1)}% gives ${years(valuation.roi)}) at the deal's own figures.`,
    );
    // The deal's own break-even is not given as the answer.
    expect(answer).not.toContain("Break-even: about");
    // The OpenAI engine is given the same working.
    expect(workedWhatIf("how long to break even at a 6% rate", priced)).toContain(`Break-even at 6%: over 50 years (100 ÷ ROI of +${roi.toFixed(1)}% gives ${years(roi)})`);
  });

  it("at a deposit: the deal valued again with that deposit", () => {
    const { answer } = answerDealQuestion("when do I break even with a 40% deposit?", priced);
    const at = valueDeal(SALFORD, { mortgageLtvPercent: 60 })!;
    expect(answer).toContain(
      `Break-even at a 40% deposit: about ${years(at.roi)} years (100 ÷ ROI of +${at.roi.toFixed(1)}%), where the ROI is the cash flow of ${pounds(at.annualCashFlow)} a year ÷ ${pounds(at.cashInvested)} of cash invested;`,
    );
    expect(answer).not.toContain("Break-even: about");
  });

  it("says so when the running costs are not there", () => {
    const { answer } = answerDealQuestion("how long to break even at 6% interest", deal({ price: 200_000, roi: 4 }));
    expect(answer).toContain("Break-even at 6%: it needs the deal's running costs, which aren't available here, so it is not worked; against about 25 years (100 ÷ ROI of +4.0%) at the deal's own figures.");
  });
});

describe("a deposit asked that is the deal's own (decision 193)", () => {
  it("says it is the deal's own assumption, with no 'instead of' nor 'against' the same figure", () => {
    const valuation = valueDeal(SALFORD)!;
    const priced = deal({ price: valuation.currentValue, valuation });
    const { answer } = answerDealQuestion("how much would I need to put down with a 25% deposit", priced);
    expect(answer).toContain(`With a 25% deposit, the deal's own assumption: a loan of £112,500 and a deposit of £37,500.`);
    expect(answer).toContain(`• Cash invested: £${valuation.cashInvested.toLocaleString("en-GB")}; cash flow £${Math.round(valuation.annualCashFlow).toLocaleString("en-GB")} a year, so the ROI is +${valuation.roi.toFixed(1)}%.`);
    expect(answer).toContain("Nothing changes: these are the deal's own figures, on the app's assumptions as at");
    expect(answer).not.toContain("instead of 25%");
    expect(answer).not.toContain("(against");
  });
});

describe("months empty on a deal (decision 193)", () => {
  it.each<[string, number | undefined]>([
    ["what about void periods of 2 months", 2],
    ["what if the tenant leaves for 3 months", 3],
    ["what if it sits empty for two months?", 2],
    ["a 3-month void", 3],
    ["two months without a tenant", 2],
    ["what about voids?", undefined],
    ["what if the rent was £750 a month", undefined],
  ])("%s", (question, months) => {
    expect(parseWhatIf(question).voidPeriod).toEqual(months === undefined ? undefined : { count: months, unit: "month" });
  });

  it("works the year's cash flow with that rent lost, the costs held, beside the deal's own", () => {
    const valuation = valueDeal(SALFORD)!;
    const priced = deal({ price: valuation.currentValue, valuation });
    const { answer } = answerDealQuestion("what about void periods of 2 months", priced);
    // Salford: £10,800 × 10/12 = £9,000; − £3,970 of running costs − £6,188 of interest = -£1,158.
    const rc = valuation.runningCosts.total;
    const interest = valuation.mortgage.annualInterest;
    const flow = 9_000 - rc - interest;
    expect(answer).toContain("With 2 months empty in the year (no rent for 2 of the 12 months, every cost still paid), on the deal's own figures:");
    expect(answer).toContain("• Rent: £10,800 × 10/12 = £9,000 a year, against £10,800.");
    expect(answer).toContain(`• Running costs: £${rc.toLocaleString("en-GB")} a year, held as assumed. They already allow 4 weeks empty a year (£${valuation.runningCosts.voids.toLocaleString("en-GB")})`);
    expect(answer).toContain(`• Cash flow: £9,000 − £${rc.toLocaleString("en-GB")} − £${interest.toLocaleString("en-GB")} = -£${(-flow).toLocaleString("en-GB")} a year`);
    expect(answer).toContain(`an ROI of ${((flow / valuation.cashInvested) * 100).toFixed(1)}% on the £${valuation.cashInvested.toLocaleString("en-GB")} of cash invested, against +${valuation.roi.toFixed(1)}%.`);
    expect(answer).toMatch(/Worked on the app's assumptions as at \d+ \w+ \d{4} \(\/methodology\)\./);
    // Not the knowledge base's article on voids.
    expect(answer).not.toContain("A void is a period with no tenant");
  });

  it("gives the rent lost and says the rest needs the running costs on a card without them", () => {
    const { answer } = answerDealQuestion("what if the tenant leaves for 3 months", deal({ price: 200_000, yield: 6 }));
    // £200,000 × 6% = £12,000 a year, £1,000 a month.
    expect(answer).toContain("With 3 months empty, the rent lost is about £3,000 (£1,000 a month). Its effect on the cash flow needs the deal's running costs, which aren't available here");
  });
});

describe("weeks empty on a deal, read as months are (decision 207)", () => {
  it.each<[string, number | undefined]>([
    ["with 4 weeks void a year", 4],
    ["3 weeks empty", 3],
    ["what about void periods of 6 weeks", 6],
    ["what if it sits empty for two weeks?", 2],
    ["a 3-week void", 3],
    ["what if the tenant leaves for 5 weeks", 5],
    ["how much deposit can I take, 5 weeks' rent?", undefined],
  ])("%s", (question, weeks) => {
    expect(parseWhatIf(question).voidPeriod).toEqual(weeks === undefined ? undefined : { count: weeks, unit: "week" });
  });

  it("works the year's cash flow with those weeks' rent lost, the costs held, beside the deal's own", () => {
    const valuation = valueDeal(SALFORD)!;
    const priced = deal({ price: valuation.currentValue, valuation });
    const { answer } = answerDealQuestion("what's the cash flow with 4 weeks void a year?", priced);
    // Salford: £10,800 × 48/52 = £9,969.23, so £9,969.
    const rc = valuation.runningCosts.total;
    const interest = valuation.mortgage.annualInterest;
    const flow = 9_969 - rc - interest;
    expect(answer).toContain("With 4 weeks empty in the year (no rent for 4 of the 52 weeks, every cost still paid), on the deal's own figures:");
    expect(answer).toContain("• Rent: £10,800 × 48/52 = £9,969 a year, against £10,800.");
    expect(answer).toContain(`• Cash flow: £9,969 − £${rc.toLocaleString("en-GB")} − £${interest.toLocaleString("en-GB")} = ${flow < 0 ? "-" : ""}£${Math.abs(flow).toLocaleString("en-GB")} a year`);
    expect(answer).not.toContain("A void is a period with no tenant");
  });

  it("gives the rent lost a week on a card without running costs, and a spell over a year is not worked", () => {
    // £200,000 × 6% = £12,000 a year; ÷ 52 = £230.77 a week.
    const { answer } = answerDealQuestion("3 weeks empty", deal({ price: 200_000, yield: 6 }));
    expect(answer).toContain("With 3 weeks empty, the rent lost is about £692 (£231 a week).");
    const { answer: long } = answerDealQuestion("what about void periods of 60 weeks", deal({ price: 200_000, yield: 6 }));
    expect(long).toContain("60 weeks is more than a year, so there is no year's rent to work it on: every empty week costs about £231 of rent");
  });
});

describe("a mortgage rate above 20% on a deal (decision 260)", () => {
  it("is named with its reason, never dropped for the assumed rate", () => {
    const card = deal();
    const refusal = 'A mortgage rate of 25% is more than the 20% I work a sum at, so it is not worked in: check the rate and ask again with it (for example "at 5.5%").';
    // 25% was taken as the deal's own 25% deposit said back, and the assumed 5.5% worked in silence.
    const alone = answerDealQuestion("what if the mortgage rate is 25%", card).answer;
    expect(alone).toContain(`${refusal} What follows is the deal's own figures on the app's assumptions.`);
    const withDeposit = answerDealQuestion("what's my roi at an interest rate of 30% with a 40% deposit", card).answer;
    expect(withDeposit).toContain('A mortgage rate of 30% is more than the 20% I work a sum at, so it is not worked in: check the rate and ask again with it (for example "at 5.5%"). What follows is worked on the rest.');
    expect(withDeposit).toContain("With a 40% deposit");
    expect(withDeposit).not.toContain("Not worked in: 30%");
  });
});
