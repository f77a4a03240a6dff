/** The price to pay for a target ROI or cash flow on one deal (decision 128), searched and checked on the valuation itself. */
import { describe, expect, it } from "vitest";
import { answerDealQuestion, workedWhatIf } from "~/lib/assistant/deal-answer";
import { figuresFor } from "~/lib/assistant/deal-figures";
import { parseWhatIf } from "~/lib/assistant/deal-what-if";
import type { TargetReturn } from "~/lib/assistant/deal-target-return-reading";
import { highestPriceMeeting, priceForTarget } from "~/lib/assistant/deal-target-return-search";
import { scenarioOf } from "~/lib/assistant/deal-what-if-valuing";
import { additionalDwellingTaxEdges } from "~/lib/property-tax";
import { valueDeal, type ValuationInput } from "~/lib/valuation";
import { deal, SALFORD } from "./fixtures";

// Salford: a £150,000 terraced house, rent £900 a month = £10,800 a year, running costs £3,970,
// a 75% loan at 5.5% (capped by the rent test at £10,800 ÷ (125% × 7.5%) = £115,200), £3,794 of
// fees: cash flow £642, ROI 1.3% at its own price (see deal-target-yield.test.ts).
const valuation = valueDeal(SALFORD)!;
const salford = deal({ price: valuation.currentValue, valuation });

/** A Glasgow flat (LBTT and ADS) and a Cardiff flat (LTT's higher-rates table), both £120,000. */
const flatIn = (nation: ValuationInput["nation"]): ValuationInput => ({ ...SALFORD, nation, kind: "flat", price: 120_000 });

/** The deal's ROI (unrounded) and cash flow at a price, from `valueDeal` itself, not from the search's own code. */
function valuedAt(input: ValuationInput, price: number) {
  const v = valueDeal({ ...input, price })!;
  return { roi: (v.annualCashFlow / v.cashInvested) * 100, cashFlow: v.annualCashFlow };
}
const meets = (input: ValuationInput, price: number, t: TargetReturn) => {
  const at = valuedAt(input, price);
  return t.kind === "roi" ? at.roi >= t.percent : at.cashFlow >= (t.per === "month" ? t.pounds * 12 : t.per === "week" ? t.pounds * 52 : t.pounds);
};

describe("parseWhatIf: a target ROI or cash flow (decision 128)", () => {
  it.each<[string, TargetReturn]>([
    ["what price gives me a 10% ROI?", { kind: "roi", percent: 10 }],
    ["max price for an ROI of 12 percent", { kind: "roi", percent: 12 }],
    ["what should I offer for an 8% ROI", { kind: "roi", percent: 8 }],
    ["how much can I pay for a 9.5% cash-on-cash return", { kind: "roi", percent: 9.5 }],
    ["what's the most I can pay to get a return on investment of at least 7%?", { kind: "roi", percent: 7 }],
    ["how much should I offer to get £200 a month cash flow?", { kind: "cash-flow", pounds: 200, per: "month", perSaid: true }],
    ["what would I have to pay for £2,000 a year cash flow?", { kind: "cash-flow", pounds: 2_000, per: "year", perSaid: true }],
    ["what should I offer for £2k a year cashflow", { kind: "cash-flow", pounds: 2_000, per: "year", perSaid: true }],
    ["what price gets me a cash flow of £150 pcm", { kind: "cash-flow", pounds: 150, per: "month", perSaid: true }],
    ["max price for £250 a month profit", { kind: "cash-flow", pounds: 250, per: "month", perSaid: true }],
    // No period said: a small sum is a month's, a larger one a year's.
    ["what price gets me £300 cash flow", { kind: "cash-flow", pounds: 300, per: "month", perSaid: false }],
    ["what price gets me £3,000 cash flow", { kind: "cash-flow", pounds: 3_000, per: "year", perSaid: false }],
    ["what would I need to pay to break even?", { kind: "cash-flow", pounds: 0, per: "year", perSaid: true }],
    // Decision 136: "make" or "clear" a sum with a period is a cash flow.
    ["what price would I need to pay to make £200 a month?", { kind: "cash-flow", pounds: 200, per: "month", perSaid: true }],
    ["max price to clear £2k a year", { kind: "cash-flow", pounds: 2_000, per: "year", perSaid: true }],
  ])("%s", (question, targetReturn) => {
    expect(parseWhatIf(question)).toEqual({ targetReturn });
  });

  it("reads the rest of the question as before, without the target's own figure", () => {
    expect(parseWhatIf("what would I pay for £150 a month cash flow if the rent is £1,000 a month")).toEqual({
      targetReturn: { kind: "cash-flow", pounds: 150, per: "month", perSaid: true },
      rent: { pounds: 1_000, per: "month" },
    });
    expect(parseWhatIf("what price gives a 6% ROI at a 6.5% rate with a 40% deposit")).toEqual({ targetReturn: { kind: "roi", percent: 6 }, rate: 6.5, depositPercent: 40 });
  });

  it.each([
    "what's the ROI if I pay £130k",
    "what's the ROI at 10% under asking",
    "what's the cash flow at £120,000 purchase price",
    "how much should I offer to make £20k profit when I sell",
    "what price to make £900 a month in rent",
    "what price gives an ROI of -2%",
    "what's the cash flow?",
    "properties with ROI over 10%",
  ])("%s asks no price for an ROI or a cash flow", (question) => {
    expect(parseWhatIf(question).targetReturn).toBeUndefined();
  });

  it.each<[string, TargetReturn]>([
    ["what price gives a 10% return", { kind: "roi", percent: 10, said: "10% return" }],
    ["how much should I offer for an 8% return?", { kind: "roi", percent: 8, said: "8% return" }],
    ["max price for a return of at least 12%", { kind: "roi", percent: 12, said: "return of at least 12%" }],
    ["what would I pay for it to return 7%?", { kind: "roi", percent: 7, said: "return 7%" }],
  ])("%s: a bare 'return' is an ROI, and the words are kept to say so (decision 136)", (question, targetReturn) => {
    expect(parseWhatIf(question)).toEqual({ targetReturn });
  });

  it("a return said to be gross or net is still that yield (decision 114)", () => {
    expect(parseWhatIf("what price gives a 10% gross return")).toEqual({ targetYield: { percent: 10, basis: "gross" } });
    expect(parseWhatIf("what price returns 6% net")).toEqual({ targetYield: { percent: 6, basis: "net" } });
  });

  it("leaves 'what rent do I need to break even?' to the rent it asks (decision 114)", () => {
    expect(parseWhatIf("what rent do I need to break even?")).toEqual({ rentNeeded: { first: "break-even" } });
  });
});

describe("highestPriceMeeting", () => {
  it("finds the last price at which a falling test still holds, to the pound", () => {
    expect(highestPriceMeeting((p) => p <= 123_456, 10_000, 1_000_000, [])).toBe(123_456);
    expect(highestPriceMeeting((p) => p <= 5_000, 10_000, 1_000_000, [])).toBeNull();
    expect(highestPriceMeeting(() => true, 10_000, 1_000_000, [])).toBe(1_000_000);
  });

  it("still finds the highest price when the test holds again above an edge", () => {
    // Holds up to £60,000, fails from there to £250,000, then holds again up to £300,000.
    const holds = (p: number) => p <= 60_000 || (p >= 250_000 && p <= 300_000);
    expect(highestPriceMeeting(holds, 10_000, 1_000_000, [125_000, 250_000, 925_000])).toBe(300_000);
  });
});

describe("priceForTarget: a search over prices through the deal's own valuation (decision 128)", () => {
  const cases: [string, ValuationInput, TargetReturn][] = [
    ["Salford, a 10% ROI", SALFORD, { kind: "roi", percent: 10 }],
    ["Salford, a 12% ROI", SALFORD, { kind: "roi", percent: 12 }],
    ["Salford, a 1% ROI (met at its price)", SALFORD, { kind: "roi", percent: 1 }],
    ["Salford, £200 a month", SALFORD, { kind: "cash-flow", pounds: 200, per: "month", perSaid: true }],
    ["Salford, £2,000 a year", SALFORD, { kind: "cash-flow", pounds: 2_000, per: "year", perSaid: true }],
    ["a Glasgow flat, an 8% ROI", flatIn("scotland"), { kind: "roi", percent: 8 }],
    ["a Glasgow flat, £100 a month", flatIn("scotland"), { kind: "cash-flow", pounds: 100, per: "month", perSaid: true }],
    ["a Cardiff flat, a 6% ROI", flatIn("wales"), { kind: "roi", percent: 6 }],
  ];

  it.each(cases)("%s: the price found meets it on valueDeal, and a pound more does not", (_, input, t) => {
    const v = valueDeal(input)!;
    const f = figuresFor(deal({ price: v.currentValue, valuation: v }));
    const found = priceForTarget(f, scenarioOf(f, {}), t);
    if (found.kind !== "found") throw new Error(`expected a price, got ${found.kind}`);
    expect(meets(input, found.price, t)).toBe(true);
    expect(meets(input, found.price + 1, t)).toBe(false);
    // No price above it meets it either, band edges included (a coarse walk over each band).
    for (const edge of [...additionalDwellingTaxEdges(input.nation), found.price + 1_000, found.price * 2]) {
      if (edge > found.price) expect(meets(input, edge, t), `at £${edge}`).toBe(false);
    }
  });

  it("10% ROI on Salford is £90,533, worked by hand", () => {
    // At £90,533: loan 75% = £67,899 (to the pound below), interest 5.5% = £3,734; cash flow
    // £10,800 − £3,970 − £3,734 = £3,096; SDLT 5% × £90,533 = £4,526; cash £22,634 + £4,526 +
    // £3,794 = £30,954; £3,096 ÷ £30,954 = 10.002%. At £90,534: loan £67,900, interest £3,734.50
    // → £3,735, cash flow £3,095, cash £30,954: 9.999%.
    const f = figuresFor(salford);
    expect(priceForTarget(f, scenarioOf(f, {}), { kind: "roi", percent: 10 })).toMatchObject({ kind: "found", price: 90_533 });
    expect(valuedAt(SALFORD, 90_533)).toEqual({ roi: expect.closeTo(10.002, 3), cashFlow: 3_096 });
  });

  it("ROI and cash flow never rise with the price where the ROI is above 0, across every band edge in each nation", () => {
    for (const nation of ["england", "scotland", "wales", "northern-ireland"] as const) {
      for (const rent of [500, 3_000]) {
        const input: ValuationInput = { ...SALFORD, nation, rents: { ...SALFORD.rents!, medians: { "Three Bedrooms": rent } } };
        const prices = new Set<number>();
        for (let p = 10_000; p <= 2_000_000; p += 19_973) prices.add(p);
        for (const edge of additionalDwellingTaxEdges(nation)) for (let d = -20; d <= 20; d++) prices.add(edge + d);
        let before: ReturnType<typeof valuedAt> | null = null;
        for (const p of [...prices].sort((x, y) => x - y)) {
          const at = valuedAt(input, p);
          if (before) {
            expect(at.cashFlow, `${nation}, £${rent} a month, £${p}`).toBeLessThanOrEqual(before.cashFlow);
            if (at.roi > 0) expect(at.roi, `${nation}, £${rent} a month, £${p}`).toBeLessThanOrEqual(before.roi);
          }
          before = at;
        }
      }
    }
  });
});

describe("answerDealQuestion: the price for a target ROI or cash flow (decision 128)", () => {
  it("works the price for an ROI: what is held, what moves, the price and the deal valued again at it", () => {
    const { answer, answered } = answerDealQuestion("what price gives me a 10% ROI?", salford);
    expect(answered).toBe(true);
    expect(answer).toMatch(/^For an ROI of 10% \(the first year's cash flow ÷ the cash put in: deposit, purchase tax and fees, before income tax\):/);
    expect(answer).toContain(
      "• Held fixed, as in the deal's valuation: the rent, £10,800 a year (£900 a month, the deal's estimate); the running costs, £3,970 a year; a loan of up to 75% of the price, interest-only at 5.5%, capped by the lender's rent test (125% of the interest at 7.5%); £3,794 of fees.",
    );
    expect(answer).toContain("• Moving with the price: the loan and its interest, the deposit and SDLT as an additional property in England (charged in bands)");
    expect(answer).toContain("• £90,533 is the most you could pay and still get it: there the deal gives an ROI of +10.00% (£3,096 of cash flow ÷ £30,954 put in); a pound more and it falls short.");
    expect(answer).toContain("At the deal's price of £150,000 it gives an ROI of +1.30% (£642 of cash flow ÷ £49,294 put in), so the price would need to come down by £59,467.");
    // The offer's own section, as decision 114's answers give it, with the score at both prices.
    expect(answer).toContain("At an offer of £90,533, £59,467 (39.6%) under the deal's price of £150,000:");
    expect(answer).toContain("• ROI: +10.0% (cash flow ÷ cash needed), against +1.3%");
    expect(answer).toMatch(/• Score: \d+\/100, against 49\/100 at the deal's price/);
    // Dated assumptions.
    expect(answer).toContain("Assumptions: the rent is the ONS/VOA Private Rental Market Statistics, Oct 2022 to Sep 2023 (median) figure for Salford;");
    expect(answer).toMatch(/the mortgage and the fees are the app's, checked on \d{1,2} \w+ 20\d\d; SDLT is at the rates checked on \d{1,2} \w+ 20\d\d\./);
    expect(answer).not.toContain("Not worked in");
  });

  it("says how a bare 'return' was read, then works it as the ROI it is (decision 136)", () => {
    const { answer, answered } = answerDealQuestion("what price gives a 10% return?", salford);
    expect(answered).toBe(true);
    const [reading, heading] = answer.split("\n");
    expect(reading).toBe('I read "10% return" as an ROI, the return on the cash you put in, as the app\'s ROI is. For the rent ÷ the price, ask for a gross yield: "what price gives a 10% gross yield?".');
    expect(heading).toMatch(/^For an ROI of 10% \(the first year's cash flow ÷ the cash put in/);
    // The same price as "a 10% ROI": £90,533, worked by hand above.
    expect(answer).toContain("• £90,533 is the most you could pay and still get it");
    expect(answer.slice(reading!.length + 1)).toBe(answerDealQuestion("what price gives me a 10% ROI?", salford).answer);
    // The gross yield it points to is worked from the rent: £10,800 ÷ 10% = £108,000.
    expect(answerDealQuestion("what price gives a 10% gross yield?", salford).answer).toContain("£10,800 ÷ 10% = £108,000");
    // On a free user's card the reading is said before the refusal, which is not counted.
    const free = answerDealQuestion("what price gives a 10% return?", deal());
    expect(free.answered).toBe(false);
    expect(free.answer).toMatch(/^I read "10% return" as an ROI, .*\nThe price for an ROI of 10% needs the deal's running costs/);
  });

  it("works the price for a cash flow a month", () => {
    // At £107,406: loan £80,554, interest £4,430.47 → £4,430; £10,800 − £3,970 − £4,430 = £2,400.
    const { answer } = answerDealQuestion("how much should I offer to get £200 a month cash flow?", salford);
    expect(answer).toMatch(/^For a cash flow of £200 a month \(£2,400 a year\), the rent less the running costs and the mortgage interest, before income tax:/);
    expect(answer).toContain("• £107,406 is the most you could pay and still get it: there the deal gives a cash flow of £2,400 a year (£200 a month)");
    expect(answer).toContain("• Cash flow: £2,400 a year after running costs and interest, against £642, before income tax.");
    expect(answer).not.toContain("Not worked in");
  });

  it("says when the deal's own price already meets the target, and gives the most that still does", () => {
    const { answer } = answerDealQuestion("what's the most I can pay for a 1% ROI", salford);
    expect(answer).toContain("• £153,370 is the most you could pay and still get it");
    expect(answer).toContain(
      "The deal's own price of £150,000 already gives an ROI of +1.30% (£642 of cash flow ÷ £49,294 put in), so the target is met without offering more than it; the most that still meets it is £3,370 above it.",
    );
    expect(meets(SALFORD, 153_370, { kind: "roi", percent: 1 })).toBe(true);
  });

  it("says plainly when no price gives the target, and why", () => {
    const cashFlow = answerDealQuestion("max price for £1,000 a month cash flow", salford).answer;
    // £10,800 − £3,970 = £6,830 a year, £569 a month: the cash flow with no interest at all.
    expect(cashFlow).toContain(
      "No price at all gives a cash flow of £1,000 a month (£12,000 a year): even with no mortgage interest, the rent less the running costs is £6,830 a year (£569 a month), the most the cash flow can be.",
    );
    const roi = answerDealQuestion("what would I pay for a 200% ROI", salford).answer;
    // £6,830 ÷ £3,794 of fees = 180.0%.
    expect(roi).toContain("so the ROI stays under 180.0% at any price");
    for (const answer of [cashFlow, roi]) expect(answer).not.toMatch(/most you could pay|At an offer of/);
  });

  it("says when every price gives the target: the rent test caps the loan, or there is none", () => {
    // The loan stops at £115,200 (the rent test), from about £115,200 ÷ 75% = £153,600: the cash
    // flow then stays at £10,800 − £3,970 − £6,336 = £494, above nil.
    const even = answerDealQuestion("what would I need to pay to break even?", salford).answer;
    expect(even).toMatch(/^To break even, for a cash flow of nil/);
    expect(even).toContain("Every price gives a cash flow of at least nil. The loan grows with the price only until it reaches the most the rent supports at the lender's 7.5% stress test, £115,200 (from a price of about £153,600); above that the loan, its interest and so the cash flow stay the same, £494 a year.");
    const cash = answerDealQuestion("what would I pay for £300 a month cash flow if I buy it cash", salford).answer;
    expect(cash).toContain("Every price gives a cash flow of at least £300 a month (£3,600 a year). Bought with cash there is no interest, so the cash flow, £6,830 a year, is the same at every price.");
  });

  it("refuses a free user's card, which has no running costs, and does not count it (decisions 080 and 123)", () => {
    const { answer, answered } = answerDealQuestion("what price gives me a 10% ROI?", deal());
    expect(answered).toBe(false);
    expect(answer).toMatch(/^The price for an ROI of 10% needs the deal's running costs, which aren't available here/);
    expect(answer).not.toMatch(/most you could pay/);
  });

  it("does not count a target yield no price can be worked for either, and counts the one that can (decision 123)", () => {
    // A net yield on a free user's card (no running costs), 0% and above the range: refusals.
    for (const question of ["what would I need to pay to get a 6% net yield?", "what price gives me a 0% yield?", "what would I need to pay to get a 45% yield?"]) {
      const { answer, answered } = answerDealQuestion(question, deal());
      expect(answered, question).toBe(false);
      expect(answer, question).not.toMatch(/is the most you could pay/);
    }
    // A gross yield is worked from the card's own rent, so it is an answer; so is a net yield with the valuation.
    expect(answerDealQuestion("what would I need to pay to get 8%?", deal()).answered).toBe(true);
    const net = answerDealQuestion("what would I need to pay to get a 6% net yield?", salford);
    expect(net.answered).toBe(true);
    expect(net.answer).toMatch(/Running costs: £3,970 a year/);
  });

  it("gives the OpenAI engine the same worked price", () => {
    const worked = workedWhatIf("what should I offer for £2k a year cashflow", salford);
    // At £117,103: loan £87,827, interest £4,830 → £10,800 − £3,970 − £4,830 = £2,000.
    expect(worked).toContain("• £117,103 is the most you could pay and still get it: there the deal gives a cash flow of £2,000 a year (£167 a month)");
    expect(meets(SALFORD, 117_103, { kind: "cash-flow", pounds: 2_000, per: "year", perSaid: true })).toBe(true);
  });
});
