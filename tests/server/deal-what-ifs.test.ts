/**
 * The price for a target yield and the rent a deal needs (decision 114), asked of shipped deals
 * through the app's own services with the built-in engine: from a deal's card (askAboutDeal) and
 * from chat after a search ("…on the first one", decision 091). The figures are worked here by
 * hand from the deal's stored valuation; tests/unit/assistant/deal-target-yield.test.ts and
 * deal-rent-needed.test.ts check the wording and each step on fixed deals.
 */
import { describe, expect, it } from "vitest";
import type { Valuation } from "~/lib/valuation";
import { askAboutDeal, dealValuation, sendMessage } from "~/server/chat.server";
import { getConversation } from "~/server/conversations.server";
import { getDeal } from "~/server/deals.server";
import { getUsage } from "~/server/usage.server";
import type { PublicUser } from "~/server/users.server";
import { createTestUser, useTempDatabase } from "../support/db";

const db = useTempDatabase("file");

const pounds = (n: number) => `£${Math.round(n).toLocaleString("en-GB")}`;

/** The deals a search for Manchester houses lists, in order, with the conversation. */
async function listed(user: PublicUser) {
  const search = await sendMessage(db(), user, { message: "3 bed houses in Manchester under £300k" });
  if (!search.ok) throw new Error("search refused");
  const ids = getConversation(db(), user.id, search.conversationId)!.messages[1]!.dealIds!;
  return { conversationId: search.conversationId, ids };
}

function valuationOf(dealId: number): Valuation {
  const v = dealValuation(getDeal(db(), dealId)!);
  if (!v?.inputs?.rents) throw new Error("the shipped deal has no stored valuation inputs");
  return v;
}

describe("the price for a target yield on a shipped deal (decision 114)", () => {
  it("works the price from the deal's rent and values the deal again at it, from the deal's card", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId, ids } = await listed(user);
    const v = valuationOf(ids[0]!);
    // Two points above the deal's own gross yield, so the price comes below its value.
    const target = Math.floor(v.grossYield) + 2;
    // The rent ÷ the yield, to the pound below: the most that still gives it.
    const price = Math.floor(v.annualRent / (target / 100) + 1e-6);
    const result = await askAboutDeal(db(), user, { dealId: ids[0]!, question: `what would I need to pay to get ${target}%?`, conversationId });
    if (!result.ok) throw new Error("question refused");
    expect(result.answer).toContain(`• ${pounds(v.annualRent)} ÷ ${target}% = ${pounds(price)}: the most you could pay and still get ${target}% gross.`);
    expect(result.answer).toContain(`At an offer of ${pounds(price)}, ${pounds(v.currentValue - price)} (`);
    // The yield at that price: the rent ÷ the price, to one decimal, at least the target.
    const yieldAt = (v.annualRent / price) * 100;
    expect(yieldAt).toBeGreaterThanOrEqual(target);
    expect(result.answer).toContain(`• Gross yield: ${yieldAt.toFixed(1)}% (rent of ${pounds(v.annualRent)} a year ÷ ${pounds(price)})`);
    // Valued again with the stored valuation's inputs: cash flow, ROI and the score at both prices.
    expect(result.answer).toMatch(/• Cash flow: -?£[\d,]+ a year after running costs and interest, against -?£[\d,]+, before income tax\./);
    expect(result.answer).toMatch(/• Score: \d+\/100, against \d+\/100 at the deal's price/);
    expect(getUsage(db(), user).questionsUsed).toBe(1);
  });

  it("answers the same question from chat about the first deal listed, as a question on that deal", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId, ids } = await listed(user);
    const v = valuationOf(ids[0]!);
    const price = Math.floor(v.annualRent / 0.3 + 1e-6);
    const sent = await sendMessage(db(), user, { message: "max price for 30% gross on the first one", conversationId });
    expect(sent).toEqual({ ok: true, conversationId, kind: "question" });
    const [asked, answer] = getConversation(db(), user.id, conversationId)!.messages.slice(2);
    expect(asked).toMatchObject({ kind: "question", dealId: ids[0] });
    expect(answer!.content).toContain(`• ${pounds(v.annualRent)} ÷ 30% = ${pounds(price)}: the most you could pay and still get 30% gross.`);
    // Over 30%: a sentence, no price, and not counted (decision 123's rule; decision 128).
    await sendMessage(db(), user, { message: "max price for 40% gross on the first one", conversationId });
    const refused = getConversation(db(), user.id, conversationId)!.messages.at(-1)!;
    expect(refused.content).toMatch(/^A gross yield of 40% is outside the yields I work a price for/);
    expect(refused.content).not.toContain("÷ 40% =");
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 1 });
  });
});

describe("the rent a shipped deal needs (decision 114)", () => {
  it("works the break-even rent and the lender's rent test from chat, beside the deal's rent", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId, ids } = await listed(user);
    const v = valuationOf(ids[1]!);
    await sendMessage(db(), user, { message: "what rent do I need to break even on the second one?", conversationId });
    const [asked, answer] = getConversation(db(), user.id, conversationId)!.messages.slice(2);
    expect(asked).toMatchObject({ kind: "question", dealId: ids[1] });
    const text = answer!.content;
    // Break-even: rent − running costs − interest = 0. The running costs are fixed ones plus a share
    // of the rent; the lowest whole-pound monthly rent with no loss, checked on the valuation's own
    // costs (the stored running costs scale as share × rent + fixed).
    const { loan, annualInterest: interest, stressRate } = v.mortgage;
    const fixed = v.runningCosts.insurance + v.runningCosts.lettingFees + v.runningCosts.compliance + v.runningCosts.serviceCharge + v.runningCosts.groundRent;
    const share = (v.runningCosts.total - fixed) / v.annualRent;
    const estimate = (fixed + interest) / (1 - share) / 12;
    const breakEven = Number(/Break-even rent: £([\d,]+) a month/.exec(text)?.[1]?.replace(/,/g, ""));
    // Each running cost is rounded to the pound, so the share from the stored figures is within
    // a pound or two of the exact one.
    expect(Math.abs(breakEven - estimate)).toBeLessThan(3);
    expect(text).toContain(`• Mortgage interest: ${pounds(interest)} a year (${pounds(loan)} at ${v.mortgage.rate}%, interest-only)`);
    // The lender's test: the loan × the stress rate × 125%, a month, to the pound above.
    const stressed = Math.ceil(Math.ceil((loan * stressRate * 125) / 10_000) / 12);
    expect(text).toContain(`Lender's rent test: at least ${pounds(stressed)} a month for the ${pounds(loan)} loan`);
    expect(text).toContain(`The deal's estimated rent of ${pounds(v.monthlyRent)} a month (the ${v.rentSource.sourceLabel} figure for ${v.rentSource.areaName})`);
    expect(text).toContain("Not modelled: income tax");
  });

  it("gives a free user the lender's rent test from the card, and says the break-even rent needs the running costs", async () => {
    const user = await createTestUser(db());
    const { conversationId, ids } = await listed(user);
    const result = await askAboutDeal(db(), user, { dealId: ids[0]!, question: "what rent would cover the mortgage?", conversationId });
    if (!result.ok) throw new Error("question refused");
    expect(result.answer).toContain("Break-even rent: it needs the deal's running costs, which aren't available here");
    expect(result.answer).toMatch(/Lender's rent test: at least £[\d,]+ a month for the £[\d,]+ loan/);
    expect(result.answer).toContain("(from the card's yield)");
    // The card's rent source stays locked (decision 080).
    expect(result.answer).not.toContain(valuationOf(ids[0]!).rentSource.sourceLabel);
  });
});

describe("whether a rent said passes the lender's rent test (decision 174)", () => {
  it("answers a price and a rent in chat as a question, not a search, worked against the test", async () => {
    const user = await createTestUser(db(), "pro");
    const sent = await sendMessage(db(), user, { message: "Does this £180k flat pass the ICR at £900 pcm?" });
    if (!sent.ok) throw new Error("question refused");
    expect(sent.kind).toBe("question");
    const answer = getConversation(db(), user.id, sent.conversationId)!.messages.at(-1)!.content;
    // £135,000 × 7.5% × 125% = £12,656.25 a year, £1,055 a month: £900 is £155 short.
    expect(answer).toMatch(/^Whether £900 a month passes the lender's rent test on a £180,000 purchase with a 75% loan of £135,000:\nNo: /);
    expect(answer).toContain("£155 a month short at 125%");
    expect(answer).toContain("• It would pass on a smaller loan: up to £115,200 at 125%");
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0, questionsUsed: 1 });
  });

  it("works a rent said on a shipped deal from chat, on its value and stored assumptions", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId, ids } = await listed(user);
    const v = valuationOf(ids[0]!);
    await sendMessage(db(), user, { message: "would the first one pass the stress test at £700 a month?", conversationId });
    const [asked, answer] = getConversation(db(), user.id, conversationId)!.messages.slice(2);
    expect(asked).toMatchObject({ kind: "question", dealId: ids[0] });
    // The loan is the assumed share of the value, to the pound below; the test is its interest at
    // the stored stress rate × 125%, a month, to the pound above.
    const a = v.assumptions;
    const loan = Math.floor((v.currentValue * a.mortgageLtvPercent) / 100 + 1e-6);
    const needed = Math.ceil(Math.ceil((loan * v.mortgage.stressRate * 125) / 10_000) / 12);
    const text = answer!.content;
    expect(text).toContain(`Whether your rent of £700 a month passes the lender's rent test on this deal, borrowing ${a.mortgageLtvPercent}% of ${pounds(v.currentValue)} (${pounds(loan)}):`);
    expect(text).toContain(`Lender's rent test: at least ${pounds(needed)} a month for the ${pounds(loan)} loan`);
    expect(text).toContain(needed > 700 ? `${pounds(needed - 700)} a month short at 125%` : "above 125%");
  });
});

describe("a free user's answer about a shipped deal uses the deal's own rent and nation", () => {
  it("shows the rent the deal page shows, not one rebuilt from the rounded yield, and never assumes the nation", async () => {
    const user = await createTestUser(db());
    const { conversationId, ids } = await listed(user);
    // A deal whose price × the yield its card shows (one decimal) misses its rent by a pound or
    // more: the free answer once showed a rent rebuilt from a rounded yield (£11,966 beside the
    // page's £11,964). The stored yield is no longer rounded (decision 142); the card's still is.
    const off = ids.find((id) => {
      const d = getDeal(db(), id)!;
      return Math.round((d.price * Number(d.yield.toFixed(1))) / 100) !== Math.round(valuationOf(id).annualRent);
    });
    if (off === undefined) throw new Error("every listed deal's yield rebuilds its rent exactly; pick another search");
    const v = valuationOf(off);
    const result = await askAboutDeal(db(), user, { dealId: off, question: "what's the rent and the stamp duty?", conversationId });
    if (!result.ok) throw new Error("question refused");
    expect(result.answer).toContain(`Estimated rental income: ${pounds(v.annualRent)} a year, or ${pounds(v.annualRent / 12)} a month`);
    // The deal's nation is its valuation's, so the purchase tax is not said to be a guess.
    expect(v.inputs?.nation).toBe("england");
    expect(result.answer).not.toMatch(/assumed, as the location/);
    // The locked details stay locked (decision 080).
    expect(result.answer).not.toContain(v.rentSource.sourceLabel);
  });
});

describe("a what-if asked after a search without naming a deal (decision 182)", () => {
  it("is worked on the first deal listed, which the answer names, with how to ask about another", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId, ids } = await listed(user);
    const first = getDeal(db(), ids[0]!)!;
    const sent = await sendMessage(db(), user, { message: "what would the cash flow be with a 40% deposit?", conversationId });
    expect(sent).toEqual({ ok: true, conversationId, kind: "question" });
    const [asked, answer] = getConversation(db(), user.id, conversationId)!.messages.slice(2);
    expect(asked).toMatchObject({ kind: "question", dealId: ids[0], content: `About “${first.title}”: what would the cash flow be with a 40% deposit?` });
    const text = answer!.content;
    expect(text).toMatch(new RegExp(`^Worked on the first deal listed, “${first.title.replace(/[()]/g, "\\$&")}”, ${first.location}\\. To work it on another, ask again with its number, for example "…on number 2"\\.\\n\\n`));
    // The deposit worked on the deal's own figures, not the knowledge base's ROI article.
    expect(text).toMatch(/With a 40% deposit instead of 25%: a loan of £[\d,]+ and a deposit of £[\d,]+/);
    expect(text).not.toContain("Gross yield is the annual rent divided by the purchase price");
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 1 });
    // Naming another by number works it on that one, with no lead.
    await sendMessage(db(), user, { message: "what would the cash flow be with a 40% deposit on number 2?", conversationId });
    const [second, secondAnswer] = getConversation(db(), user.id, conversationId)!.messages.slice(4);
    expect(second).toMatchObject({ dealId: ids[1] });
    expect(secondAnswer!.content).not.toContain("Worked on the first deal listed");
    expect(secondAnswer!.content).toContain("With a 40% deposit instead of");
  });

  it("leaves a question with a price of its own to the general answer", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId } = await listed(user);
    await sendMessage(db(), user, { message: "Does this £180k flat pass the ICR at £900 pcm?", conversationId });
    const [asked, answer] = getConversation(db(), user.id, conversationId)!.messages.slice(2);
    expect(asked!.dealId ?? null).toBeNull();
    expect(answer!.content).toMatch(/^Whether £900 a month passes the lender's rent test on a £180,000 purchase/);
  });
});

describe("a sum said bare in a lender's-test question after a search (decision 190)", () => {
  it("does not take £900k as the price of a deal worth a fraction of it, and says what it did", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId, ids } = await listed(user);
    const first = getDeal(db(), ids[0]!)!;
    expect(first.price * 2).toBeLessThan(900_000);
    await sendMessage(db(), user, { message: "does it pass the ICR at £900k?", conversationId });
    const text = getConversation(db(), user.id, conversationId)!.messages[3]!.content;
    const times = (Math.round((900_000 / first.price) * 10) / 10).toString();
    expect(text).toContain(`\n\nI haven't taken £900,000 as the price: it is ${times} times this deal's price of ${pounds(first.price)}. If you meant a rent, say it with its period, for example "…at £900 a month"`);
    expect(text).toMatch(/\n\nICR stress test: rent of £[\d,]+ a year ÷ interest at a [\d.]+% stressed rate/);
    expect(text).not.toContain("At an offer of £900,000");
  });
});

describe("the rent or the price a deal needs, asked after a search without naming a deal (decision 191)", () => {
  it("is worked on the first deal listed, not answered from the knowledge base", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId, ids } = await listed(user);
    const first = getDeal(db(), ids[0]!)!;
    await sendMessage(db(), user, { message: "what rent do I need to break even?", conversationId });
    await sendMessage(db(), user, { message: "what would I need to pay to get a 12% yield?", conversationId });
    const messages = getConversation(db(), user.id, conversationId)!.messages;
    expect(messages[2]).toMatchObject({ dealId: ids[0] });
    expect(messages[3]!.content).toMatch(new RegExp(`^Worked on the first deal listed, “${first.title.replace(/[()]/g, "\\$&")}”`));
    expect(messages[3]!.content).toMatch(/\n\nThe rent this deal needs, on its own price and the app's assumptions:\nBreak-even rent: £[\d,]+ a month/);
    expect(messages[3]!.content).not.toContain("Gross yield is the annual rent divided by the purchase price");
    expect(messages[4]).toMatchObject({ dealId: ids[0] });
    expect(messages[5]!.content).toMatch(/^Worked on the first deal listed/);
  });
});

describe("the buyer's deposit, asked after a search without naming a deal (decision 192)", () => {
  it("is the first deal's deposit, as its page gives it; a tenant's deposit still gets the article", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId, ids } = await listed(user);
    const first = getDeal(db(), ids[0]!)!;
    const v = valuationOf(ids[0]!);
    await sendMessage(db(), user, { message: "how much deposit do I need", conversationId });
    await sendMessage(db(), user, { message: "how do I protect the tenant's deposit?", conversationId });
    const messages = getConversation(db(), user.id, conversationId)!.messages;
    expect(messages[2]).toMatchObject({ dealId: ids[0] });
    const text = messages[3]!.content;
    expect(text).toMatch(new RegExp(`^Worked on the first deal listed, “${first.title.replace(/[()]/g, "\\$&")}”`));
    expect(text).toContain(`a loan of ${pounds(v.mortgage.loan)} and a deposit of ${pounds(v.mortgage.deposit)}.`);
    expect(text).not.toContain("Tenancy deposit protection");
    // The deal page's answer to the same question is the same working.
    const page = await askAboutDeal(db(), user, { dealId: ids[0]!, question: "how much deposit do I need", conversationId });
    if (!page.ok) throw new Error("question refused");
    expect(text).toContain(page.answer);
    expect(messages[4]!.dealId ?? null).toBeNull();
    expect(messages[5]!.content).toMatch(/^Tenancy deposit protection\n/);
  });
});

describe("the rent for a yield, asked after a search without naming a deal (decision 193)", () => {
  it("is worked on the first deal listed as the price × the yield, not as its break-even rent", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId, ids } = await listed(user);
    const v = valuationOf(ids[0]!);
    await sendMessage(db(), user, { message: "rent needed for 8% yield", conversationId });
    const messages = getConversation(db(), user.id, conversationId)!.messages;
    expect(messages[2]).toMatchObject({ dealId: ids[0] });
    const text = messages[3]!.content;
    expect(text).toMatch(/^Worked on the first deal listed, /);
    const annual = (v.currentValue * 8) / 100;
    expect(text).toContain(`• ${pounds(v.currentValue)} × 8% = ${pounds(annual)} a year; ÷ 12, to the pound above, ${pounds(Math.ceil(annual / 12 - 1e-9))} a month.`);
    expect(text).not.toContain("Not worked in: 8% (yield)");
    expect(text).not.toContain("Break-even rent");
  });
});

describe("months empty, asked after a search without naming a deal (decision 193)", () => {
  it("works the first deal's year with that rent lost, not the knowledge base's article", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId, ids } = await listed(user);
    const v = valuationOf(ids[0]!);
    await sendMessage(db(), user, { message: "what if the tenant leaves for 3 months", conversationId });
    const messages = getConversation(db(), user.id, conversationId)!.messages;
    expect(messages[2]).toMatchObject({ dealId: ids[0] });
    const text = messages[3]!.content;
    expect(text).toMatch(/^Worked on the first deal listed, /);
    expect(text).toContain(`• Rent: ${pounds(v.annualRent)} × 9/12 = ${pounds((v.annualRent * 9) / 12)} a year, against ${pounds(v.annualRent)}.`);
    expect(text).not.toContain("Renters' Rights Act");
  });
});

describe("weeks empty, asked after a search without naming a deal (decision 207)", () => {
  it("works the first deal's year with those weeks' rent lost, as months are", async () => {
    const user = await createTestUser(db(), "pro");
    const { conversationId, ids } = await listed(user);
    const v = valuationOf(ids[0]!);
    await sendMessage(db(), user, { message: "what's the cash flow with 4 weeks void a year?", conversationId });
    const messages = getConversation(db(), user.id, conversationId)!.messages;
    expect(messages[2]).toMatchObject({ dealId: ids[0] });
    const text = messages[3]!.content;
    expect(text).toMatch(/^Worked on the first deal listed, /);
    expect(text).toContain("With 4 weeks empty in the year (no rent for 4 of the 52 weeks, every cost still paid)");
    expect(text).toContain(`• Rent: ${pounds(v.annualRent)} × 48/52 = ${pounds((v.annualRent * 48) / 52)} a year, against ${pounds(v.annualRent)}.`);
  });
});
