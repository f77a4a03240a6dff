/** The Tenant Fees Act deposit caps on a stated rent (decision 111), checked by hand. */
import { describe, expect, it } from "vitest";
import { answerGeneralQuestion } from "~/lib/assistant/general-answer";
import { answerTenancyDeposit } from "~/lib/assistant/tenancy-deposit-answer";

const ask = (q: string) => answerGeneralQuestion(q).answer;

describe("answerTenancyDeposit", () => {
  it("works five weeks' rent on a monthly rent under £50,000 a year, and one week's holding deposit", () => {
    const a = answerGeneralQuestion("what's the max deposit I can take on £1200 pcm");
    // £1,200 × 12 = £14,400 a year; ÷ 52 = £276.923… → £276.92; × 5 = £1,384.615… → £1,384.61 (rounded down).
    expect(a.answer).toContain("In England the Tenant Fees Act 2019 (in force since 1 June 2019) caps what you can take on a rent of £14,400 a year:");
    expect(a.answer).toContain("• Weekly rent: £1,200 × 12 ÷ 52 = £276.92");
    expect(a.answer).toContain("• Tenancy deposit: 5 weeks' rent, as the annual rent is under £50,000: £1,200 × 12 ÷ 52 × 5 = £1,384.61 at most");
    expect(a.answer).toContain("1 week's rent, £276.92 at most");
    expect(a.answer).toContain("Scotland has its own schemes and rules");
    expect(a.sources[0]).toMatchObject({ url: "https://www.gov.uk/tenancy-deposit-protection" });
    // The rule's dated source in the answer itself, before the disclaimer, as every worked sum names its own.
    expect(a.answer).toMatch(/\nSource: GOV\.UK, Tenancy deposit protection \(as of \d{1,2} [A-Z][a-z]+ \d{4}\)\.\nThis is general information, not financial, tax or legal advice\.$/);
    expect(ask("what's the max deposit I can take on a 2 bed flat at £1200 pcm")).toContain("£1,384.61 at most");
  });

  it("works six weeks at £50,000 a year or more, and a weekly rent", () => {
    // £5,000 × 12 = £60,000 ≥ £50,000; ÷ 52 = £1,153.846… → £1,153.84; × 6 = £6,923.07….
    const high = ask("how much deposit can I take on rent of £5,000 a month");
    expect(high).toContain("6 weeks' rent, as the annual rent is £50,000 or more: £5,000 × 12 ÷ 52 × 6 = £6,923.07 at most");
    // £300 × 5 = £1,500; £300 × 52 = £15,600 a year.
    const weekly = ask("deposit on £300 a week");
    expect(weekly).toContain("on a rent of £15,600 a year");
    expect(weekly).toContain("£300 × 5 = £1,500 at most");
  });

  it("says the cap is England's when another nation is named", () => {
    const a = ask("max deposit on £1200 pcm in Scotland");
    expect(a).toContain("cap on deposits comes from England's Tenant Fees Act 2019, so it is not the limit in Scotland");
    expect(a).not.toContain("£1,384.61");
  });

  it("leaves a deposit to buy, and questions without a rent, to the other answers", () => {
    expect(answerTenancyDeposit("how much deposit do I need for a £200k flat?")).toBeNull();
    expect(answerTenancyDeposit("how much deposit do I need for a £200k flat renting at £900pcm?")).toBeNull();
    expect(answerTenancyDeposit("tenancy deposit protection rules")).toBeNull();
    expect(ask("how much deposit do I need for a £200k flat?")).toContain("• Deposit: £50,000 (25%;");
    expect(ask("tenancy deposit protection rules")).toContain("Tenancy deposit protection");
  });
});
