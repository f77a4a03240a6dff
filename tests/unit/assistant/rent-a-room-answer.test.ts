/** The Rent a Room Scheme on a lodger's rent said (decision 255), checked by hand. */
import { describe, expect, it } from "vitest";
import { answerGeneralQuestion } from "~/lib/assistant/general-answer";
import { getKnowledgeEntry } from "~/lib/assistant/knowledge-base";
import { DISCLAIMER } from "~/lib/assistant/answer-common";
import { retrieve } from "~/lib/assistant/retrieve";

const ask = (q: string) => answerGeneralQuestion(q).answer;
const SOURCE = "Source: HMRC, Rent a Room Scheme (helpsheet HS223) (as of 25 November 2026).";

describe("a lodger's rent under the Rent a Room Scheme (decision 255)", () => {
  it("works a rent within the £7,500 limit: no tax, nothing to do", () => {
    const a = answerGeneralQuestion("tax on £500 a month from a lodger");
    // £500 × 12 = £6,000, within £7,500: no tax (it was "outside what the built-in assistant knows").
    expect(a.known).toBe(true);
    expect(a.answer).toContain("• Rent from your lodger: £500 a month × 12 = £6,000 a year");
    expect(a.answer).toContain("• £6,000 is within the £7,500 limit, so there is no tax to pay on it. The exemption is automatic: you need not do anything.");
    expect(a.answer).toContain("not for a buy-to-let");
    expect(a.answer).toContain(SOURCE);
    expect(a.answer.endsWith(DISCLAIMER)).toBe(true);
    expect(a.sources.map((s) => s.url)).toEqual(["https://www.gov.uk/government/publications/rent-a-room-for-traders-hs223-self-assessment-helpsheet"]);
  });

  it("works a rent over the limit by the alternative method at the band said, and names the normal way", () => {
    const a = ask("how much tax on £800 a month from my lodger, I'm a higher rate taxpayer");
    // £800 × 12 = £9,600; £9,600 − £7,500 = £2,100; × 40% = £840.
    expect(a).toContain("• Rent from your lodger: £800 a month × 12 = £9,600 a year");
    expect(a).toContain("• £9,600 is £2,100 over the £7,500 limit, so you must fill in a tax return, and you choose how it is taxed:");
    expect(a).toContain("• The alternative method: tax on £9,600 − £7,500 = £2,100, with no expenses taken off, at your higher rate, 40%: £2,100 × 40% = £840");
    expect(a).toContain("• The normal way: tax on your actual profit, £9,600 less your expenses for the letting");
    expect(a).toContain("within one year of the 31 January after the tax year ends");
    // A week's rent: £150 × 52 = £7,800; £300 over; × 20% = £60.
    expect(ask("basic rate taxpayer, how much tax on £150 a week from a lodger")).toContain("£7,800 − £7,500 = £300, with no expenses taken off, at your basic rate, 20%: £300 × 20% = £60");
  });

  it("gives each band's figure when none is said, and Scotland's in Scotland", () => {
    const a = ask("tax on £800 a month from a lodger");
    // £2,100 × 20% = £420; × 40% = £840; × 45% = £945.
    expect(a).toContain("• Basic-rate taxpayer: £2,100 × 20% = £420\n• Higher-rate taxpayer: £2,100 × 40% = £840\n• Additional-rate taxpayer: £2,100 × 45% = £945");
    // Scotland's higher rate: £2,100 × 42% = £882.
    const scot = answerGeneralQuestion("tax on £800 a month from a lodger in scotland, higher rate taxpayer");
    expect(scot.answer).toContain("at your Scottish higher rate, 42%: £2,100 × 42% = £882");
    expect(scot.answer).toContain("Source: Scottish Parliament, Scottish Rate Resolution 2026-27 (motion S6M-20844)");
  });

  it("halves the limit when the income is shared", () => {
    // £500 × 12 = £6,000; shared equally, £3,000 each, within £3,750.
    const a = ask("tax on £500 a month from a lodger, my wife and I jointly own the house");
    expect(a).toContain("• Shared equally, your half: £6,000 ÷ 2 = £3,000");
    expect(a).toContain("• £3,000 is within the £3,750 limit (halved, as the income is shared), so there is no tax to pay on it.");
  });

  it("has a dated entry for the scheme, found by its name and by a lodger", () => {
    const entry = getKnowledgeEntry("rent-a-room")!;
    expect(entry.body).toContain("up to £7,500 a year tax-free from letting furnished accommodation in your only or main home");
    expect(entry.body).toContain("halved to £3,750");
    expect(entry.body).toContain("the alternative method");
    expect(entry.body).toContain("not for a buy-to-let");
    expect(retrieve("what is the rent a room scheme")[0]?.entry.id).toBe("rent-a-room");
    expect(retrieve("do I pay tax on a lodger's rent")[0]?.entry.id).toBe("rent-a-room");
  });
});

describe("a lodger's rent with a band said and no tax word (decision 259)", () => {
  it("is the scheme's, not the rental business's tax", () => {
    // £600 × 12 = £7,200, within £7,500: not £7,200 × 20% = £1,440 as a rental business.
    const a = answerGeneralQuestion("rent a room in Cardiff £600 a month, basic rate taxpayer").answer;
    expect(a).toContain("• £7,200 is within the £7,500 limit, so there is no tax to pay on it.");
    expect(a).not.toContain("£1,440");
    // £9,600 − £7,500 = £2,100 × 40% = £840.
    expect(answerGeneralQuestion("my lodger pays £800 a month, I am a higher rate taxpayer").answer).toContain("at your higher rate, 40%: £2,100 × 40% = £840");
  });
});
