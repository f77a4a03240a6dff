import { describe, expect, it } from "vitest";
import { DISCLAIMER } from "~/lib/assistant/answer-common";
import { answerDealQuestion, dealReference } from "~/lib/assistant/deal-answer";
import { answerGeneralQuestion } from "~/lib/assistant/general-answer";
import { valueDeal } from "~/lib/valuation";
import { assumptionsAsAt } from "~/lib/valuation/dated-rules";
import { deal, SALFORD } from "./fixtures";

/** The deal's overview ends by listing what can be asked: a general question must not get it. */
const OVERVIEW = "Ask me about the rent, cash flow, stamp duty";

/** The chat's answer without its closing disclaimer: what a deal's answer must start with. */
const chatAnswer = (question: string) => answerGeneralQuestion(question).answer.replace(DISCLAIMER, "").trimEnd();

const salford = () => {
  const v = valueDeal(SALFORD)!;
  return { v, context: deal({ price: 150_000, roi: v.roi, yield: v.grossYield, valuation: v }) };
};

describe("a general question on a deal gets the knowledge base's answer, not the overview (decision 126)", () => {
  it.each(["what is Section 24?", "how does the surcharge work?", "What happens if my tenant dies?", "explain section 24", "tell me more about the HMO rules"])(
    "%s: the chat's dated entry, answered",
    (question) => {
      const { answer, answered } = answerDealQuestion(question, deal());
      expect(answered).toBe(true);
      expect(answer.startsWith(chatAnswer(question))).toBe(true);
      expect(answer).toMatch(/Source: .+ \(as of \d{1,2} (?:May|[A-Z][a-z]{3,}) \d{4}\)\./);
      expect(answer).not.toContain(OVERVIEW);
      expect(answer.endsWith(DISCLAIMER)).toBe(true);
    },
  );

  it("ties Section 24 to the deal's own interest, from its valuation", () => {
    const { v, context } = salford();
    const { answer } = answerDealQuestion("what is Section 24?", context);
    // The valuation's loan: £112,500 at 5.5% = £6,187.50 of interest a year; the 20% credit is
    // £1,237.50, and a 40% deduction would have been £2,475, so £1,237.50 more for a higher-rate taxpayer.
    expect(v.mortgage.loan).toBe(112_500);
    // Each rate with its date (decision 150): the assumption's, Section 24's and the tax year's.
    expect(answer).toContain(
      `On this deal: the mortgage interest is about £6,188 a year (a £112,500 loan at 5.5%, interest-only, the app's assumption ${assumptionsAsAt(["mortgageRatePercent"])}).`,
    );
    expect(answer).toContain(
      "a 20% credit on it (in full since 6 April 2020), £1,238, where deducting it would have saved a higher-rate (40% in 2026-27) taxpayer £2,475: about £1,238 a year more tax for them",
    );
    // A card's (free user's) figures: the loan the rent supports, £128,000 at 5.5% = £7,040.
    expect(answerDealQuestion("what is Section 24?", deal()).answer).toContain("the mortgage interest is about £7,040 a year (a £128,000 loan at 5.5%");
  });

  it("ties the purchase-tax entries to the deal's own tax, in its own nation", () => {
    const { context } = salford();
    // £150,000 as an additional property in England: 5% to £125,000 (£6,250) + 7% on £25,000 (£1,750).
    expect(answerDealQuestion("how does the surcharge work?", context).answer).toContain(
      "On this deal (£150,000 in England, as an additional property): Stamp Duty Land Tax (SDLT) of £8,000, of which £7,500 is the additional-dwelling surcharge, at the residential rates from 1 April 2025; higher rates for additional dwellings from 31 October 2024.",
    );
    const edinburgh = answerDealQuestion("how does the surcharge work?", deal({ price: 150_000, location: "Leith, Edinburgh" })).answer;
    expect(edinburgh).toMatch(/On this deal \(£150,000 in Scotland, as an additional property\): Land and Buildings Transaction Tax \(LBTT\) of £[\d,]+, of which £[\d,]+ is the Additional Dwelling Supplement, at the residential rates from 1 April 2021; Additional Dwelling Supplement from 5 December 2024\./);
  });

  it("adds no line where the deal's figures do not apply", () => {
    const { answer } = answerDealQuestion("What happens if my tenant dies?", deal());
    expect(answer).toMatch(/^When a tenant dies \(England\): who takes over the tenancy\n/);
    // Not the inheritance tax entry it used to get (which may still be named as a related topic).
    expect(answer).not.toContain("nil-rate band");
    expect(answer).not.toContain("On this deal");
  });

  it("keeps the overview for the deal as a whole, and the refusal for what nothing answers", () => {
    for (const question of ["Tell me about this property", "give me the numbers", "explain this deal to me", "can you give me a quick overview"]) {
      const reply = answerDealQuestion(question, deal());
      expect(reply.answer, question).toContain(OVERVIEW);
      expect(reply.answered, question).toBe(true);
    }
    // An opinion asked is the verdict's (decision 136).
    expect(answerDealQuestion("what do you think?", deal()).answer).toMatch(/^On its yield and ROI alone \(the full valuation is not available here\), the deal looks (?:strong|middling|weak)/);
    expect(answerDealQuestion("whats the weather like there", deal())).toMatchObject({ answered: false, answer: expect.stringMatching(/^I can only answer questions about this deal/) });
  });

  it("gives the OpenAI engine the same answer to use exactly, and nothing for a question on the deal's figures", () => {
    const { context } = salford();
    expect(dealReference("what is Section 24?", context)).toBe(answerDealQuestion("what is Section 24?", context).answer);
    expect(dealReference("Is it a good deal?", context)).toBeNull();
    expect(dealReference("what if I offer £140,000?", context)).toBeNull();
  });
});

describe("a question in a general form is the knowledge base's even where its words name part of a deal", () => {
  it.each([
    ["what is right to rent?", "rent"],
    ["what is a tenancy deposit?", "deposit"],
    ["how is rental income taxed?", "rent"],
    ["should I buy through a limited company?", "verdict"],
  ])("%s (its word: %s): the chat's dated entry, answered", (question) => {
    const { answer, answered } = answerDealQuestion(question, deal());
    expect(answerGeneralQuestion(question).known).toBe(true);
    expect(answered).toBe(true);
    expect(answer.startsWith(chatAnswer(question))).toBe(true);
    expect(answer).not.toMatch(/^Estimated rental income|^Mortgage|^Verdict/);
  });

  it.each([
    ["what is the rent?", /^Estimated rental income: £12,000 a year/],
    ["what's the stamp duty on it?", /^Stamp Duty Land Tax \(SDLT\) on this £200,000 purchase/],
    ["what is the ICR?", /^ICR stress test: rent of £12,000 a year/],
    ["what is the yield?", /^Gross yield: 6\.0%/],
  ])("%s names the deal: its own figures, as before", (question, start) => {
    expect(answerDealQuestion(question, deal()).answer).toMatch(start);
  });
});
