import { describe, expect, it } from "vitest";
import { ASSISTANT_ERROR } from "~/server/assistant/index.server";
import { askAboutDeal, classify, sendMessage } from "~/server/chat.server";
import { getConversation, lastSearchListing, listConversations, titleFrom } from "~/server/conversations.server";
import { analyseProperty } from "~/server/analyse.server";
import { searchFor } from "~/server/deal-search.server";
import { getDeal } from "~/server/deals.server";
import { councilsSpanned, getGazetteer } from "~/server/places.server";
import { getUsage, tryConsume } from "~/server/usage.server";
import type { PublicUser } from "~/server/users.server";
import { formatPounds, percent, signedPercent } from "~/lib/format";
import { createTestUser, useTempDatabase } from "../support/db";

// One copy of the template (shipped deals in) for the file; every test makes its own user.
const db = useTempDatabase("file");

function counts(user: PublicUser) {
  const c = (table: string, where: string) =>
    db().$client.prepare(`select count(*) from ${table} where ${where}`).pluck().get(user.id) as number;
  return {
    conversations: c("conversations", "user_id = ?"),
    messages: c("messages", "conversation_id in (select id from conversations where user_id = ?)"),
  };
}

function useUp(user: PublicUser, kind: "search" | "question", n: number) {
  for (let i = 0; i < n; i++) expect(tryConsume(db(), user, kind)).toBe(true);
}

describe("sendMessage with the built-in engine", () => {
  it("routes messages: searches name places or property types, the rest are questions", () => {
    expect(classify(db(), "Houses in Manchester")).toBe("search");
    expect(classify(db(), "What is Section 24?")).toBe("question");
  });

  it("a search makes a titled conversation, stores the deal ids shown, and takes one search", async () => {
    const user = await createTestUser(db());
    const result = await sendMessage(db(), user, { message: "  Houses in Manchester " });
    expect(result).toMatchObject({ ok: true, kind: "search" });
    if (!result.ok) return;
    const conversation = getConversation(db(), user.id, result.conversationId)!;
    expect(conversation.title).toBe("Houses in Manchester");
    const [asked, answer] = conversation.messages;
    expect(asked).toMatchObject({ role: "user", content: "Houses in Manchester", kind: "search", dealIds: null });
    expect(answer).toMatchObject({ role: "assistant", kind: "search" });
    expect(answer!.content.length).toBeGreaterThan(0);
    expect(answer!.dealIds!.length).toBeGreaterThan(0);
    // The ids are real deals, in Manchester.
    for (const id of answer!.dealIds!) expect(getDeal(db(), id)?.location ?? "").toMatch(/Manchester/i);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 0 });
  });

  it("a question gets the knowledge-base answer in the same conversation and takes one question", async () => {
    const user = await createTestUser(db());
    const first = await sendMessage(db(), user, { message: "Houses in Manchester" });
    if (!first.ok) throw new Error("search refused");
    const second = await sendMessage(db(), user, { message: "What is Section 24?", conversationId: first.conversationId });
    expect(second).toEqual({ ok: true, conversationId: first.conversationId, kind: "question" });
    const messages = getConversation(db(), user.id, first.conversationId)!.messages;
    expect(messages).toHaveLength(4);
    expect(messages[2]).toMatchObject({ role: "user", content: "What is Section 24?", kind: "chat" });
    expect(messages[3]).toMatchObject({ role: "assistant", kind: "chat", dealIds: null });
    expect(messages[3]!.content).toMatch(/mortgage interest/i);
    expect(messages[3]!.content).not.toBe(ASSISTANT_ERROR);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 1 });
  });

  it("a free user's best yields in a place are a search ranked by yield, spending a search and no question (decision 139)", async () => {
    const user = await createTestUser(db(), "free");
    const cases: [string, RegExp][] = [
      ["best rental yields in Manchester", /Manchester/i],
      ["Liverpool best yields", /Liverpool/i],
      ["show me liverpool", /Liverpool/i],
    ];
    for (const [i, [message, place]] of cases.entries()) {
      const result = await sendMessage(db(), user, { message });
      expect(result, message).toMatchObject({ ok: true, kind: "search" });
      if (!result.ok) return;
      const [asked, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
      expect(asked, message).toMatchObject({ content: message, kind: "search" });
      expect(answer, message).toMatchObject({ role: "assistant", kind: "search" });
      const deals = answer!.dealIds!.map((id) => getDeal(db(), id)!);
      expect(deals.length, message).toBeGreaterThan(1);
      for (const deal of deals) expect(deal.location, message).toMatch(place);
      if (i < 2) {
        const yields = deals.map((d) => d.yield);
        expect(yields, message).toEqual([...yields].sort((a, b) => b - a));
      }
      expect(getUsage(db(), user), message).toMatchObject({ searchesUsed: i + 1, questionsUsed: 0 });
    }
  });

  it("a county's good yields are a search of the county ranked by yield, spending a search (decision 206)", async () => {
    const user = await createTestUser(db(), "free");
    const message = "somewhere in Greater Manchester with good yields";
    const result = await sendMessage(db(), user, { message });
    expect(result).toMatchObject({ ok: true, kind: "search" });
    if (!result.ok) return;
    const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
    expect(answer).toMatchObject({ role: "assistant", kind: "search" });
    expect(answer!.content).toContain("ranked by highest gross yield");
    const deals = answer!.dealIds!.map((id) => getDeal(db(), id)!);
    expect(deals.length).toBeGreaterThan(1);
    for (const deal of deals) expect(deal.location).toMatch(/Greater Manchester/);
    const yields = deals.map((d) => d.yield);
    expect(yields).toEqual([...yields].sort((a, b) => b - a));
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 0 });
  });

  it("a buyer's deposit asked with no search gets the buy-to-let mortgage article, not the tenant's deposit (decision 205)", async () => {
    const user = await createTestUser(db(), "pro");
    for (const message of ["how much deposit do I need", "what deposit would I need for a buy to let?"]) {
      const result = await sendMessage(db(), user, { message });
      expect(result, message).toMatchObject({ ok: true, kind: "question" });
      if (!result.ok) return;
      const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
      expect(answer!.content, message).toMatch(/^Buy-to-let mortgages: deposits, interest-only and lending rules\n/);
      expect(answer!.content, message).toContain("you usually need a deposit of at least 25% plus the buying costs");
      expect(answer!.content, message).toMatch(/Source: Bank of England \(PRA\), SS13\/16 .* \(as of \d{1,2} (?:May|[A-Z][a-z]{3,}) \d{4}\)\./);
      expect(answer!.content, message).not.toContain("Tenancy deposit protection");
    }
    // A tenant's deposit is still the tenancy deposit article.
    const tenants = await sendMessage(db(), user, { message: "how much deposit can I take from a tenant?" });
    if (!tenants.ok) throw new Error("refused");
    expect(getConversation(db(), user.id, tenants.conversationId)!.messages[1]!.content).toMatch(/^Tenancy deposit protection\n/);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0, questionsUsed: 3 });
  });

  it("at the search limit refuses, stores nothing and takes nothing", async () => {
    const user = await createTestUser(db());
    useUp(user, "search", 3);
    const result = await sendMessage(db(), user, { message: "Houses in Leeds" });
    expect(result).toEqual({ ok: false, reason: "limit", kind: "search", conversationId: null });
    expect(counts(user)).toEqual({ conversations: 0, messages: 0 });
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 3, questionsUsed: 0 });
  });

  it("at the question limit refuses in an existing conversation without adding to it", async () => {
    const user = await createTestUser(db(), "free");
    const first = await sendMessage(db(), user, { message: "Houses in Manchester" });
    if (!first.ok) throw new Error("search refused");
    useUp(user, "question", 2);
    const before = counts(user);
    const result = await sendMessage(db(), user, { message: "What is an HMO?", conversationId: first.conversationId });
    expect(result).toEqual({ ok: false, reason: "limit", kind: "question", conversationId: first.conversationId });
    expect(counts(user)).toEqual(before);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 2 });
  });

  it("Pro users go past the free limits", async () => {
    const user = await createTestUser(db(), "pro");
    useUp(user, "search", 3);
    const result = await sendMessage(db(), user, { message: "Houses in Manchester" });
    expect(result).toMatchObject({ ok: true, kind: "search" });
    expect(getUsage(db(), user).searchesUsed).toBe(4);
  });

  it("another user's conversation is not found, and nothing is taken or stored", async () => {
    const owner = await createTestUser(db());
    const other = await createTestUser(db());
    const first = await sendMessage(db(), owner, { message: "Houses in Manchester" });
    if (!first.ok) throw new Error("search refused");
    const result = await sendMessage(db(), other, { message: "What is an EPC?", conversationId: first.conversationId });
    expect(result).toEqual({ ok: false, reason: "not-found" });
    expect(counts(other)).toEqual({ conversations: 0, messages: 0 });
    expect(getUsage(db(), other)).toMatchObject({ searchesUsed: 0, questionsUsed: 0 });
    expect(getConversation(db(), owner.id, first.conversationId)!.messages).toHaveLength(2);
  });
});

describe("askAboutDeal with the built-in engine", () => {
  async function aDealId(user: PublicUser) {
    const search = await sendMessage(db(), user, { message: "Houses in Manchester" });
    if (!search.ok) throw new Error("search refused");
    const dealId = getConversation(db(), user.id, search.conversationId)!.messages[1]!.dealIds![0]!;
    return { dealId, conversationId: search.conversationId };
  }

  it("answers from the deal's figures and keeps both sides with the conversation", async () => {
    const user = await createTestUser(db(), "pro");
    const { dealId, conversationId } = await aDealId(user);
    const deal = getDeal(db(), dealId)!;
    const result = await askAboutDeal(db(), user, { dealId, question: " What would the stamp duty be? ", conversationId });
    expect(result).toMatchObject({ ok: true, conversationId });
    if (!result.ok) return;
    expect(result.answer).toMatch(/Stamp Duty Land Tax|SDLT/);
    const messages = getConversation(db(), user.id, conversationId)!.messages.slice(2);
    expect(messages).toMatchObject([
      { role: "user", kind: "question", dealId, content: `About “${deal.title}”: What would the stamp duty be?` },
      { role: "assistant", kind: "question", dealId, content: result.answer },
    ]);
    expect(getUsage(db(), user).questionsUsed).toBe(1);
  });

  it("without a conversation starts one titled after the deal", async () => {
    const user = await createTestUser(db(), "pro");
    const { dealId } = await aDealId(user);
    const result = await askAboutDeal(db(), user, { dealId, question: "Is this a good deal?" });
    if (!result.ok) throw new Error("question refused");
    const deal = getDeal(db(), dealId)!;
    expect(getConversation(db(), user.id, result.conversationId)!.title).toBe(titleFrom(`About ${deal.title}`));
    expect(listConversations(db(), user.id)).toHaveLength(2);
  });

  it("at the question limit refuses and stores nothing", async () => {
    const user = await createTestUser(db());
    const { dealId, conversationId } = await aDealId(user);
    useUp(user, "question", 2);
    const before = counts(user);
    expect(await askAboutDeal(db(), user, { dealId, question: "What is the yield?", conversationId })).toEqual({
      ok: false,
      reason: "limit",
    });
    expect(counts(user)).toEqual(before);
    expect(getUsage(db(), user).questionsUsed).toBe(2);
  });

  it("an unknown deal or another user's conversation is not found and takes nothing", async () => {
    const owner = await createTestUser(db(), "pro");
    const other = await createTestUser(db(), "pro");
    const { dealId, conversationId } = await aDealId(owner);
    expect(await askAboutDeal(db(), other, { dealId: 999_999_999, question: "Yield?" })).toEqual({ ok: false, reason: "not-found" });
    expect(await askAboutDeal(db(), other, { dealId, question: "Yield?", conversationId })).toEqual({
      ok: false,
      reason: "conversation-not-found",
    });
    expect(getUsage(db(), other).questionsUsed).toBe(0);
    expect(counts(other)).toEqual({ conversations: 0, messages: 0 });
  });
});

describe("messages that ask nothing (decision 090)", () => {
  it("answers a greeting, thanks or a message of emoji without taking a question, and keeps them", async () => {
    const user = await createTestUser(db());
    const first = await sendMessage(db(), user, { message: "hi" });
    if (!first.ok) throw new Error("greeting refused");
    for (const message of ["thanks!", "🏠💷📈"]) {
      expect(await sendMessage(db(), user, { message, conversationId: first.conversationId })).toMatchObject({ ok: true });
    }
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0, questionsUsed: 0 });
    const messages = getConversation(db(), user.id, first.conversationId)!.messages;
    expect(messages.map((m) => [m.role, m.content.split(".")[0]])).toEqual([
      ["user", "hi"],
      ["assistant", "Hello! For example, search for deals (\"2 bed flats in Leeds under £150k\") or ask a question on UK property investing, tax, law or finance (\"how does Section 24 work?\")"],
      ["user", "thanks!"],
      ["assistant", "You're welcome"],
      ["user", "🏠💷📈"],
      ["assistant", "I couldn't find a question in that message"],
    ]);
    // A free user's two questions are still there for questions.
    useUp(user, "question", 2);
    expect(await sendMessage(db(), user, { message: "What is Section 24?", conversationId: first.conversationId })).toMatchObject({ ok: false, reason: "limit" });
    expect(await sendMessage(db(), user, { message: "thank you", conversationId: first.conversationId })).toMatchObject({ ok: true });
  });

  it("does not add small talk to another user's conversation", async () => {
    const owner = await createTestUser(db());
    const other = await createTestUser(db());
    const started = await sendMessage(db(), owner, { message: "hello" });
    if (!started.ok) throw new Error("greeting refused");
    const before = counts(owner);
    expect(await sendMessage(db(), other, { message: "hi", conversationId: started.conversationId })).toEqual({ ok: false, reason: "not-found" });
    expect(counts(owner)).toEqual(before);
  });
});

describe("a follow-up that changes the last search (decision 109)", () => {
  it("runs the last search with the change, each follow-up building on the one before", async () => {
    const user = await createTestUser(db(), "pro");
    const first = await sendMessage(db(), user, { message: "houses in Manchester under £300k" });
    if (!first.ok) throw new Error("search refused");
    const id = first.conversationId;
    expect(await sendMessage(db(), user, { message: "now only 3 beds", conversationId: id })).toMatchObject({ ok: true, kind: "search" });
    expect(await sendMessage(db(), user, { message: "what about under 200k instead?", conversationId: id })).toMatchObject({ ok: true, kind: "search" });
    const answers = getConversation(db(), user.id, id)!.messages.filter((m) => m.role === "assistant");
    expect(answers[1]!.content).toContain('matching "3-bed houses in Manchester under £300,000"');
    expect(answers[2]!.content).toContain('matching "3-bed houses in Manchester under £200,000"');
    // The deals listed are the refined search's: every one under £200,000.
    const prices = answers[2]!.dealIds!.map((dealId) => getDeal(db(), dealId)!.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual(prices.filter((p) => p <= 200_000));
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 3, questionsUsed: 0 });
  });

  it("leaves questions, deal references and a chat with no search alone", async () => {
    const user = await createTestUser(db(), "pro");
    const chat = await sendMessage(db(), user, { message: "What is Section 24?" });
    if (!chat.ok) throw new Error("question refused");
    // No search to change: read on its own.
    expect(await sendMessage(db(), user, { message: "now only 3 beds", conversationId: chat.conversationId })).toMatchObject({ kind: "search" });
    const search = await sendMessage(db(), user, { message: "houses in Manchester under £300k" });
    if (!search.ok) throw new Error("search refused");
    for (const message of ["what about stamp duty in Scotland?", "what about the first one?"]) {
      expect(await sendMessage(db(), user, { message, conversationId: search.conversationId }), message).toMatchObject({ kind: "question" });
    }
  });
});

describe("a name places far apart share (decisions 152, 153)", () => {
  it("says so and how to ask for one; asking for one, and then a follow-up, search only it", async () => {
    const user = await createTestUser(db(), "pro");
    const districts = (dealIds: readonly number[] | null) => new Set((dealIds ?? []).map((id) => getDeal(db(), id)!.postcodeDistrict));
    const first = await sendMessage(db(), user, { message: "properties in Ashford" });
    if (!first.ok) throw new Error("search refused");
    const id = first.conversationId;
    expect(await sendMessage(db(), user, { message: "properties in Ashford, Surrey", conversationId: id })).toMatchObject({ ok: true, kind: "search" });
    expect(await sendMessage(db(), user, { message: "now only terraced houses", conversationId: id })).toMatchObject({ ok: true, kind: "search" });
    const [both, surrey, terraced] = getConversation(db(), user.id, id)!.messages.filter((m) => m.role === "assistant");
    expect(both!.content).toContain(
      'Ashford is the name of two places in the data: Ashford, Kent (5 deals) and Ashford, Surrey (3 deals). Showing both; ask for "properties in Ashford, Kent" to see one.',
    );
    expect(districts(both!.dealIds)).toEqual(new Set(["TN23", "TN24", "TN25", "TN27", "TW15"]));
    expect(surrey!.content).toContain('matching "properties in Ashford, Surrey"');
    expect(surrey!.content).not.toContain("is the name of");
    expect(districts(surrey!.dealIds)).toEqual(new Set(["TW15"]));
    expect(terraced!.content).toContain('matching "terraced houses in Ashford, Surrey"');
    expect(districts(terraced!.dealIds)).toEqual(new Set(["TW15"]));
  });
});

describe("pointing at the list of a search that found nothing (decision 108)", () => {
  it("says the last search listed no deals, and charges nothing", async () => {
    const user = await createTestUser(db());
    const search = await sendMessage(db(), user, { message: "houses in Manchester under £5k" });
    if (!search.ok) throw new Error("search refused");
    for (const message of ["compare the first two", "is the first one a good deal?", "which of these is cheapest?"]) {
      expect(await sendMessage(db(), user, { message, conversationId: search.conversationId }), message).toMatchObject({ ok: true, kind: "question" });
      const answer = getConversation(db(), user.id, search.conversationId)!.messages.at(-1)!;
      expect(answer.content, message).toMatch(/^Your last search listed no deals/);
    }
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 0 });
    // A general question there is answered as usual.
    await sendMessage(db(), user, { message: "What is Section 24?", conversationId: search.conversationId });
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 1 });
  });
});

describe("a question the built-in assistant cannot answer (decision 108)", () => {
  it("says so, keeps the message, and gives the question back", async () => {
    const user = await createTestUser(db());
    const result = await sendMessage(db(), user, { message: "write me a poem about the weather in Leeds" });
    if (!result.ok) throw new Error("question refused");
    expect(result.kind).toBe("question");
    const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
    expect(answer!.content).toMatch(/^That's outside what the built-in assistant knows/);
    expect(answer!.content).toMatch(/\(This did not count as a question\.\)$/);
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 0 });
    // A question it can answer is charged as before.
    await sendMessage(db(), user, { message: "What is Section 24?", conversationId: result.conversationId });
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 1 });
  });

  it("is still refused at the limit, before anything is asked", async () => {
    const user = await createTestUser(db());
    useUp(user, "question", 2);
    expect(await sendMessage(db(), user, { message: "write me a poem" })).toMatchObject({ ok: false, reason: "limit" });
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 2 });
  });
});

describe("a message in Welsh (decision 118)", () => {
  it("answers a stamp duty question in English from its reading, opened by the bilingual note, and charges it", async () => {
    const user = await createTestUser(db());
    const said = "Faint yw'r dreth stamp ar dŷ £200,000?";
    const result = await sendMessage(db(), user, { message: said });
    if (!result.ok) throw new Error("question refused");
    expect(result.kind).toBe("question");
    const conversation = getConversation(db(), user.id, result.conversationId)!;
    expect(conversation.title).toBe(said);
    const [asked, answer] = conversation.messages;
    expect(asked).toMatchObject({ role: "user", content: said, kind: "chat" });
    expect(answer!.content).toMatch(
      /^Diolch am eich neges: dim ond yn Saesneg y gallaf ateb \(thank you for your message: I can only answer in English\)\. I read your message as "how much is the stamp duty on a house £200,000"\.\n\n/,
    );
    // SDLT on £200,000 as an additional property: 5% × £125,000 + 7% × £75,000 = £6,250 + £5,250 = £11,500.
    expect(answer!.content).toContain("£11,500 if it's an additional property");
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0, questionsUsed: 1 });
  });

  it("searches Cardiff for \"Dangos tai yng Nghaerdydd\", as a search", async () => {
    const user = await createTestUser(db());
    const result = await sendMessage(db(), user, { message: "Dangos tai yng Nghaerdydd" });
    if (!result.ok) throw new Error("search refused");
    expect(result.kind).toBe("search");
    const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
    expect(answer!.content).toMatch(/^Diolch am eich neges: .* I read your message as "show me houses in Cardiff"\./);
    expect(answer!.dealIds!.length).toBeGreaterThan(0);
    for (const id of answer!.dealIds!) expect(getDeal(db(), id)?.location ?? "").toMatch(/Cardiff/i);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 0 });
  });

  it("does not charge a Welsh message it cannot read, or Welsh thanks", async () => {
    const user = await createTestUser(db());
    const result = await sendMessage(db(), user, { message: "Mae'r tywydd yn braf heddiw, ydy e?" });
    if (!result.ok) throw new Error("refused");
    const thanks = await sendMessage(db(), user, { message: "Diolch yn fawr", conversationId: result.conversationId });
    expect(thanks.ok).toBe(true);
    const messages = getConversation(db(), user.id, result.conversationId)!.messages;
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(messages[1]!.content).toMatch(/I couldn't read this message, .*\(This did not count as a question\.\)$/);
    expect(messages[3]!.content).toMatch(/^Diolch am eich neges: .*\n\nYou're welcome\./);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0, questionsUsed: 0 });
  });

  it("gives back a Welsh question the glossary reads but the assistant cannot answer", async () => {
    const user = await createTestUser(db());
    // Read as "what is profit": outside what it knows.
    const result = await sendMessage(db(), user, { message: "Beth yw elw?" });
    if (!result.ok) throw new Error("refused");
    const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
    expect(answer!.content).toMatch(/^Diolch am eich neges: .*\n\nThat's outside what the built-in assistant knows/);
    expect(answer!.content).toMatch(/\(This did not count as a question\.\)$/);
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 0 });
  });
});

describe("a question about a deal the last search listed (decision 091)", () => {
  it("answers \"is the first one a good deal?\" about the first deal shown, as a question on that deal", async () => {
    const user = await createTestUser(db(), "pro");
    const search = await sendMessage(db(), user, { message: "3 bed houses in Manchester under £300k" });
    if (!search.ok) throw new Error("search refused");
    const listed = getConversation(db(), user.id, search.conversationId)!.messages[1]!.dealIds!;
    expect(listed.length).toBeGreaterThan(2);

    const asked = await sendMessage(db(), user, { message: "is the first one a good deal?", conversationId: search.conversationId });
    expect(asked).toEqual({ ok: true, conversationId: search.conversationId, kind: "question" });
    const third = await sendMessage(db(), user, { message: "how much deposit for deal 3", conversationId: search.conversationId });
    expect(third).toMatchObject({ ok: true });

    const messages = getConversation(db(), user.id, search.conversationId)!.messages.slice(2);
    const [first, third_] = [getDeal(db(), listed[0]!)!, getDeal(db(), listed[2]!)!];
    expect(messages.map((m) => [m.role, m.kind, m.dealId])).toEqual([
      ["user", "question", first.id],
      ["assistant", "question", first.id],
      ["user", "question", third_.id],
      ["assistant", "question", third_.id],
    ]);
    expect(messages[0]!.content).toBe(`About “${first.title}”: is the first one a good deal?`);
    expect(messages[2]!.content).toBe(`About “${third_.title}”: how much deposit for deal 3`);
    // The answers are about those deals: the verdict and the deposit on each one's own value.
    expect(messages[1]!.content).toMatch(/the deal looks (?:strong|middling|weak)/);
    expect(messages[3]!.content).toMatch(/a deposit of £[\d,]+/);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 2 });
  });

  it("leaves a message that points at no single listed deal to general chat", async () => {
    const user = await createTestUser(db(), "pro");
    const search = await sendMessage(db(), user, { message: "3 bed houses in Manchester under £300k" });
    if (!search.ok) throw new Error("search refused");
    await sendMessage(db(), user, { message: "compare the first two", conversationId: search.conversationId });
    await sendMessage(db(), user, { message: "What is Section 24?", conversationId: search.conversationId });
    const messages = getConversation(db(), user.id, search.conversationId)!.messages.slice(2);
    expect(messages.every((m) => m.kind === "chat" && m.dealId === null)).toBe(true);
    expect(messages[3]!.content).toMatch(/mortgage interest/i);
  });
});

describe("an analysis in a place of many councils asks which (decision 208)", () => {
  it("asks which London borough, values nothing with one borough's rent, and gives the search back", async () => {
    const user = await createTestUser(db(), "free");
    // "north London" and a street in London are London too, as the /analyse form reads them (decision 203).
    for (const message of ["is a 2 bed flat in north London for £400,000 a good deal?", "Is a 3 bed house on Wimbledon Road, London at £250,000 a good deal?"]) {
      const asked = await sendMessage(db(), user, { message });
      if (!asked.ok) throw new Error(`refused: ${message}`);
      const [, said] = getConversation(db(), user.id, asked.conversationId)!.messages;
      expect(said!.content, message).toMatch(/^“London” covers 33 local authorities, .* \(This did not count as a search\.\)$/);
    }
    const result = await sendMessage(db(), user, { message: "is a 2 bed flat in London for £400,000 a good deal?" });
    expect(result).toMatchObject({ ok: true, kind: "search" });
    if (!result.ok) return;
    const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
    expect(answer!.dealIds).toEqual([]);
    expect(answer!.content).toMatch(
      /^“London” covers 33 local authorities, each with its own rents and prices, so I can't value a property there as one place\. Which is it in\? Give its local authority \(for example Merton, Wandsworth or \w+\) or its postcode district\. \(This did not count as a search\.\)$/,
    );
    expect(answer!.content).not.toMatch(/score \d+\/100|gross yield/);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0, questionsUsed: 0 });
    // A borough, a postcode district or a place within one borough is valued as before.
    for (const message of ["is a 2 bed flat in Merton for £400,000 a good deal?", "is a 2 bed flat in SW19 for £400,000 a good deal?", "is a 2 bed flat in Wimbledon, London for £400,000 a good deal?"]) {
      const valued = await sendMessage(db(), user, { message });
      if (!valued.ok) throw new Error(`refused: ${message}`);
      const [, said] = getConversation(db(), user.id, valued.conversationId)!.messages;
      expect(said!.content, message).toMatch(/score \d+\/100/);
    }
  });

  it("reads a name as many councils only when no council has its name and its sales are spread, or it names a region", () => {
    const gazetteer = getGazetteer(db());
    const place = (name: string) => gazetteer.lookup(name)!;
    expect(councilsSpanned(db(), place("London"))).toMatchObject({ count: 33 });
    // Manchester's post town lies in ten councils, but Manchester is a council of its own.
    expect(councilsSpanned(db(), place("Manchester"))).toBeNull();
    expect(councilsSpanned(db(), place("Stockport"))).toBeNull();
    expect(councilsSpanned(db(), place("Merton"))).toBeNull();
    expect(councilsSpanned(db(), place("Greater Manchester"))).toBeNull();
  });
});

describe("a search whose only place is none the data knows (decision 092)", () => {
  it("searches nowhere, suggests the place meant, and gives the search back", async () => {
    const user = await createTestUser(db());
    const result = await sendMessage(db(), user, { message: "houses in Manchster under 200k" });
    if (!result.ok) throw new Error("search refused");
    const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
    expect(answer!.dealIds).toEqual([]);
    expect(answer!.content).toContain('"Manchster" (no place of that name in the sales data; did you mean Manchester?)');
    expect(answer!.content).toContain("Rather than show deals from everywhere, I searched nowhere");
    expect(answer!.content).toMatch(/\(This did not count as a search\.\)$/);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0, questionsUsed: 0 });
  });

  it("tells a search in a Northern Irish or Scottish town that the sales cover England and Wales only", async () => {
    const user = await createTestUser(db());
    for (const message of ["houses in Derry", "flats in Inverness"]) {
      const result = await sendMessage(db(), user, { message });
      if (!result.ok) throw new Error("search refused");
      const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
      expect(answer!.dealIds).toEqual([]);
      expect(answer!.content).toMatch(/cover England and Wales only, so there are none in (?:Derry City and Strabane|Highland)\./);
      expect(answer!.content).toMatch(/\(This did not count as a search\.\)$/);
    }
    // Nothing could be searched there, so neither search was spent.
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0 });
    // A search that also names a place in England is searched, and spent.
    await sendMessage(db(), user, { message: "houses in Glasgow or Salford" });
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1 });
  });
});

describe("an analysis of a place that cannot be found", () => {
  it("says so and gives the search back", async () => {
    const user = await createTestUser(db());
    const result = await sendMessage(db(), user, { message: "Is a 2 bed flat in Atlantis for £150,000 a good deal?" });
    if (!result.ok) throw new Error("analysis refused");
    expect(result.kind).toBe("search");
    const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
    expect(answer!.content).toContain("“Atlantis”");
    expect(answer!.content).toMatch(/\(This did not count as a search\.\)$/);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0 });
  });
});

describe("an analysis of a name the data does not hold that starts with one it does (decision 184)", () => {
  it("is refused as the /analyse form refuses it, never valued in the place the name starts with", async () => {
    const user = await createTestUser(db());
    for (const [message, name] of [
      ["Is a house in Newcastle Emlyn at £150k a good deal?", "Newcastle Emlyn"],
      ["Is a house in Salford Quays at £150k a good deal?", "Salford Quays"],
      ["Is a flat in Heaton Moor for £120,000 a good deal?", "Heaton Moor"],
    ] as const) {
      const result = await sendMessage(db(), user, { message });
      if (!result.ok) throw new Error("analysis refused");
      expect(result.kind, message).toBe("search");
      const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
      const form = analyseProperty(db(), { price: 150_000, type: "house", place: name });
      if (form.ok) throw new Error(`the form valued ${name}`);
      expect(answer!.content, message).toBe(`${form.message} (This did not count as a search.)`);
      expect(answer!.dealIds ?? [], message).toEqual([]);
    }
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0 });
    // A search of the same words still searches the place it starts with, and says so (decision 121).
    expect(searchFor(db(), { query: "houses in Newcastle Emlyn" }).criteria.place?.name).toBe("Newcastle upon Tyne");
  });

  it("a name read whole is valued as before", async () => {
    const user = await createTestUser(db());
    const result = await sendMessage(db(), user, { message: "Is a house in Newcastle upon Tyne at £150k a good deal?" });
    if (!result.ok) throw new Error("analysis refused");
    expect(getConversation(db(), user.id, result.conversationId)!.messages[1]!.content).toMatch(/^A house in Newcastle upon Tyne .*for £150,000 /);
  });
});

describe("an analysis of a name the data does not hold, then the place it is in (decision 188)", () => {
  it("is valued in that place as the /analyse form values the same words, with the form's note first", async () => {
    const user = await createTestUser(db());
    for (const [message, place] of [
      ["Is a 3 bed house in Heaton Moor, Manchester at £250,000 a good deal?", "Heaton Moor, Manchester"],
      ["Analyse a 3 bed house in Heaton Moor (Stockport) for £250,000", "Heaton Moor (Stockport)"],
      ["Is a 3 bed house on Hull Road, York at £250,000 a good deal?", "Hull Road, York"],
    ] as const) {
      const result = await sendMessage(db(), user, { message });
      if (!result.ok) throw new Error("analysis refused");
      expect(result.kind, message).toBe("search");
      const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
      const form = analyseProperty(db(), { price: 250_000, type: "house", bedrooms: 3, place });
      if (!form.ok) throw new Error(`the form refused ${place}`);
      expect(form.facts.placeNote, message).toMatch(/^".+" is no place in the sales data, so I valued it in /);
      expect(answer!.content.startsWith(`${form.facts.placeNote}\n\nA 3 bed house in ${form.facts.placeName} for £250,000 `), answer!.content).toBe(true);
      expect(answer!.dealIds, message).toEqual(form.facts.comparables.map((c) => c.id));
    }
  });
});

describe("an analysis at the investor's own rent (decision 196)", () => {
  it("values the property at the rent they gave, named as theirs, with the area's ONS rent beside it, as a search", async () => {
    const user = await createTestUser(db());
    const area = analyseProperty(db(), { price: 150_000, type: "house", bedrooms: 3, place: "Leeds" });
    const own = analyseProperty(db(), { price: 150_000, type: "house", bedrooms: 3, place: "Leeds", rent: 900 });
    if (!area.ok || !own.ok) throw new Error("Leeds refused");
    const v = own.facts.valuation;
    expect(v.monthlyRent).toBe(900);
    expect(v.rentGiven?.areaMonthlyRent).toBe(area.facts.valuation.monthlyRent);
    const messages = [
      "Analyse a 3 bed house in Leeds for £150,000 renting at £900 a month",
      "a 3 bed house in Leeds for £150,000 renting at £900 a month",
      "Is a 3 bed house in Leeds for £150,000 renting at £900 a month a good deal?",
    ];
    for (const [i, message] of messages.entries()) {
      const result = await sendMessage(db(), user, { message });
      if (!result.ok) throw new Error("analysis refused");
      expect(result.kind, message).toBe("search");
      const [, answer] = getConversation(db(), user.id, result.conversationId)!.messages;
      const content = answer!.content;
      expect(content, message).toMatch(/^A 3 bed house in Leeds for £150,000 renting at £900 a month looks /);
      expect(content, message).toContain(`gross yield ${percent(v.grossYield, 2)}, ROI ${signedPercent(v.roi, 2)}, cash flow ${formatPounds(v.annualCashFlow)} a year (before tax).`);
      expect(content, message).toContain(
        `- Rent: £900 a month (£10,800 a year), the rent you gave, not checked — the ONS average for a 3-bed in Leeds is ${formatPounds(area.facts.valuation.monthlyRent)} a month, May 2026 (provisional); `,
      );
      expect(content, message).toContain("the rent of £900 a month is the rent you gave, not checked");
      expect(content, message).toContain("SDLT £8,000");
      expect(answer!.dealIds, message).toEqual(own.facts.comparables.map((c) => c.id));
      expect(getUsage(db(), user), message).toMatchObject({ searchesUsed: i + 1, questionsUsed: 0 });
    }
  });

  it("values a flat and a place read as the place after it at the rent given", async () => {
    const user = await createTestUser(db());
    const answerTo = async (message: string) => {
      const result = await sendMessage(db(), user, { message });
      if (!result.ok) throw new Error("analysis refused");
      return getConversation(db(), user.id, result.conversationId)!.messages[1]!.content;
    };
    expect(await answerTo("analyse a £150,000 flat in Leeds that rents for £900 pcm")).toMatch(
      /^A flat in Leeds for £150,000 renting at £900 a month [^]*- Rent: £900 a month \(£10,800 a year\), the rent you gave, not checked — the ONS average for a 1-bed in Leeds is /,
    );
    const heaton = await answerTo("Analyse a 3 bed house in Heaton Moor, Manchester for £250,000 renting at £1,200 a month");
    expect(heaton).toMatch(/^"Heaton Moor" is no place in the sales data, so I valued it in Manchester [^\n]*\n\nA 3 bed house in Manchester for £250,000 renting at £1,200 a month /);
    expect(heaton).toContain("- Rent: £1,200 a month (£14,400 a year), the rent you gave, not checked — the ONS average for a 3-bed in Manchester is ");
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 2, questionsUsed: 0 });
  });

  it("a place it cannot value charges nothing, and a rent with no place is still a money question", async () => {
    const user = await createTestUser(db());
    const refused = await sendMessage(db(), user, { message: "Is a house in Atlantis for £150k renting at £900 pcm a good deal?" });
    if (!refused.ok) throw new Error("refused outright");
    expect(getConversation(db(), user.id, refused.conversationId)!.messages[1]!.content).toMatch(/^We couldn't find the place “Atlantis”.* \(This did not count as a search\.\)$/);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0, questionsUsed: 0 });
    const yieldAsked = await sendMessage(db(), user, { message: "What yield is a £200,000 house renting at £900 a month?" });
    if (!yieldAsked.ok) throw new Error("refused");
    expect(yieldAsked.kind).toBe("question");
    expect(getConversation(db(), user.id, yieldAsked.conversationId)!.messages[1]!.content).toMatch(/^Gross yield: 5\.4%, the annual rent of £10,800 \(£900 a month × 12\) ÷ the price of £200,000\./);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0, questionsUsed: 1 });
  });
});

describe("an analysis in a place whose name places far apart share (decision 161)", () => {
  it("says which place it was valued in and how to name the other, and the other is valued when named", async () => {
    const user = await createTestUser(db());
    const answerTo = async (message: string) => {
      const result = await sendMessage(db(), user, { message });
      if (!result.ok) throw new Error("analysis refused");
      return getConversation(db(), user.id, result.conversationId)!.messages[1]!.content;
    };
    const shared = await answerTo("Is a house in Eccles for £300,000 a good deal?");
    expect(shared).toMatch(
      /^Eccles is the name of two places in the data: Eccles, Manchester and Eccles, Aylesford\. I valued it in Eccles, Manchester; name the place as "Eccles, Aylesford" to value it there\.\n\nA house in Eccles, Manchester \(Salford\) for £300,000 /,
    );
    const other = await answerTo("Is a house in Eccles, Aylesford for £300,000 a good deal?");
    expect(other).toMatch(/^A house in Eccles, Aylesford \(Tonbridge and Malling\) for £300,000 /);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 2 });
  });
});

describe("ranking the deals the last search listed (decision 097)", () => {
  it("ranks them by what was asked, from their own figures, as a question", async () => {
    const user = await createTestUser(db(), "pro");
    const search = await sendMessage(db(), user, { message: "3 bed houses in Manchester under £300k" });
    if (!search.ok) throw new Error("search refused");
    const listed = getConversation(db(), user.id, search.conversationId)!.messages[1]!.dealIds!;
    expect(listed.length).toBeGreaterThan(2);

    // "houses" and "cheapest" would read as a new search: about the list, it is a question.
    for (const message of ["which of these has the best yield?", "which of these houses is cheapest?", "which of them has the best cash flow?"]) {
      expect(await sendMessage(db(), user, { message, conversationId: search.conversationId })).toEqual({ ok: true, conversationId: search.conversationId, kind: "question" });
    }
    const answers = getConversation(db(), user.id, search.conversationId)!.messages.filter((m) => m.role === "assistant").slice(1);
    const deals = listed.map((id) => getDeal(db(), id)!);
    const first = (text: string) => /^1\. (.+?), .+? \(number (\d+) in the list\)/m.exec(text)!;

    expect(answers[0]!.content).toMatch(new RegExp(`^The ${listed.length} deals listed, ranked by gross yield, highest first:`));
    const byYield = [...deals].sort((a, b) => b.yield - a.yield)[0]!;
    expect(deals[Number(first(answers[0]!.content)[2]) - 1]!.yield).toBe(byYield.yield);

    expect(answers[1]!.content).toMatch(/ranked by price, lowest first:/);
    expect(deals[Number(first(answers[1]!.content)[2]) - 1]!.price).toBe(Math.min(...deals.map((d) => d.price)));

    // A Pro user sees cash flow, so it is ranked by it.
    expect(answers[2]!.content).toMatch(/ranked by annual cash flow \(before tax\), highest first:/);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 3 });
  });

  it("ranks a free user's list by ROI instead of the cash flow the cards do not show", async () => {
    const user = await createTestUser(db());
    const search = await sendMessage(db(), user, { message: "3 bed houses in Manchester under £300k" });
    if (!search.ok) throw new Error("search refused");
    await sendMessage(db(), user, { message: "which of these has the best cash flow?", conversationId: search.conversationId });
    const answer = getConversation(db(), user.id, search.conversationId)!.messages[3]!;
    expect(answer.content).toMatch(/^Cash flow is in each deal's full details, with Pro, so here are the \d+ deals listed ranked by ROI instead/);
    expect(answer.content).not.toMatch(/cash flow -?£/);
  });
});

describe("show me more: the next page of the last search (decision 116)", () => {
  /** The ids of a search's page, as the search itself ranks them. */
  const page = (query: string, offset: number) => searchFor(db(), { query }, { offset }).deals.map((d) => d.id);
  const answers = (user: PublicUser, id: string) => getConversation(db(), user.id, id)!.messages.filter((m) => m.role === "assistant");

  it("lists the next 10 of the same search in the same ranking, never again one listed, and charges no search", async () => {
    const user = await createTestUser(db());
    const search = await sendMessage(db(), user, { message: "houses in Manchester" });
    if (!search.ok) throw new Error("search refused");
    const id = search.conversationId;
    const first = answers(user, id)[0]!;
    expect(first.dealIds).toEqual(page("houses in Manchester", 0));
    // The first answer says how to see more.
    expect(first.content).toMatch(/Say "show me more" for the next 10\.$/);

    expect(await sendMessage(db(), user, { message: "show me more", conversationId: id })).toEqual({ ok: true, conversationId: id, kind: "search" });
    expect(await sendMessage(db(), user, { message: "Next 10", conversationId: id })).toEqual({ ok: true, conversationId: id, kind: "search" });
    const [, second, third] = answers(user, id);
    expect(second!.dealIds).toEqual(page("houses in Manchester", 10));
    expect(third!.dealIds).toEqual(page("houses in Manchester", 20));
    expect(new Set([...first.dealIds!, ...second!.dealIds!, ...third!.dealIds!]).size).toBe(30);
    expect(second!.kind).toBe("search");
    expect(second!.content).toMatch(/^Here are 10 more properties matching "houses in Manchester", next in the ranking by deal score: 20 of more than 1,000 listed in this chat so far\./);
    expect(second!.content).toContain('Say "show me more" for the next 10.');
    expect(second!.content).toMatch(/\(This did not count as a search\.\)$/);
    expect(third!.content).toContain(": 30 of more than 1,000 listed in this chat so far.");
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 0 });

    // Free at the search limit too: it is the same search, not another.
    useUp(user, "search", 2);
    expect(await sendMessage(db(), user, { message: "any others?", conversationId: id })).toMatchObject({ ok: true, kind: "search" });
    expect(answers(user, id)[3]!.dealIds).toEqual(page("houses in Manchester", 30));
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 3, questionsUsed: 0 });
  });

  it("ends with a last short page, then says there are no more, charging nothing", async () => {
    const user = await createTestUser(db());
    const search = await sendMessage(db(), user, { message: "houses in the North West under 120k" });
    if (!search.ok) throw new Error("search refused");
    const id = search.conversationId;
    const { total } = searchFor(db(), { query: "houses in the North West under 120k" });
    expect(total).toBeGreaterThan(10);
    expect(total).toBeLessThan(20);
    expect(answers(user, id)[0]!.content).toContain(`Say "show me more" for the next ${total - 10}.`);

    await sendMessage(db(), user, { message: "more results", conversationId: id });
    const last = answers(user, id)[1]!;
    expect(last.dealIds).toEqual(page("houses in the North West under 120k", 10));
    expect(last.dealIds).toHaveLength(total - 10);
    expect(last.content).toMatch(new RegExp(`^Here are the last ${total - 10} of the ${total} properties matching "houses in the North West under £120,000", ranked by deal score: all ${total} are now listed in this chat\\.`));
    expect(last.content).not.toContain("show me more");

    expect(await sendMessage(db(), user, { message: "show me more", conversationId: id })).toMatchObject({ ok: true, kind: "question" });
    const none = getConversation(db(), user.id, id)!.messages.slice(-2);
    expect(none.map((m) => [m.role, m.kind, m.dealIds])).toEqual([["user", "chat", null], ["assistant", "chat", null]]);
    expect(none[1]!.content).toBe(
      `There are no more: All ${total} properties matching "houses in the North West under £120,000" are already listed in this chat. To see others, try that search with fewer limits (a higher price or a wider area). (This did not count as a search.)`,
    );
    // "The first one" still means the first of the last page listed.
    expect(lastSearchListing(db(), user.id, id)).toEqual(last.dealIds);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 0 });
  });

  it("says so when the last search listed nothing, or the chat has no search, and charges nothing", async () => {
    const user = await createTestUser(db());
    const empty = await sendMessage(db(), user, { message: "houses in Manchester under £5k" });
    if (!empty.ok) throw new Error("search refused");
    expect(answers(user, empty.conversationId)[0]!.content).not.toContain("show me more");
    await sendMessage(db(), user, { message: "show me more", conversationId: empty.conversationId });
    expect(answers(user, empty.conversationId)[1]!.content).toMatch(/^Your last search listed no deals, so there are no more to show\./);

    const fresh = await sendMessage(db(), user, { message: "show me more" });
    if (!fresh.ok) throw new Error("refused");
    expect(answers(user, fresh.conversationId)[0]!.content).toBe(
      'There\'s no search in this chat to show more of. Search for deals first, for example "2 bed flats in Leeds under £150k". (This did not count as a search.)',
    );
    const chat = await sendMessage(db(), user, { message: "What is Section 24?" });
    if (!chat.ok) throw new Error("question refused");
    await sendMessage(db(), user, { message: "any more?", conversationId: chat.conversationId });
    expect(answers(user, chat.conversationId)[1]!.content).toMatch(/^There's no search in this chat to show more of\./);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 1 });
  });

  it("leaves 'the first one' and 'compare the first two' on the page shown, and refines the search itself", async () => {
    const user = await createTestUser(db(), "pro");
    const search = await sendMessage(db(), user, { message: "houses in Manchester under £300k" });
    if (!search.ok) throw new Error("search refused");
    const id = search.conversationId;
    await sendMessage(db(), user, { message: "show me more", conversationId: id });
    const shown = answers(user, id)[1]!.dealIds!;
    expect(shown).toEqual(page("houses in Manchester under £300k", 10));

    await sendMessage(db(), user, { message: "is the first one a good deal?", conversationId: id });
    await sendMessage(db(), user, { message: "compare the first two", conversationId: id });
    const [about, , , compared] = getConversation(db(), user.id, id)!.messages.slice(4);
    expect(about).toMatchObject({ kind: "question", dealId: shown[0] });
    const [a, b] = [getDeal(db(), shown[0]!)!, getDeal(db(), shown[1]!)!];
    expect(compared!.content).toContain(a.title);
    expect(compared!.content).toContain(b.title);

    // A change refines the search (not "show me more"), from its first page, and is a search.
    await sendMessage(db(), user, { message: "now only 3 beds", conversationId: id });
    const refined = answers(user, id).at(-1)!;
    expect(refined.content).toContain('matching "3-bed houses in Manchester under £300,000"');
    expect(refined.dealIds).toEqual(page("3-bed houses in Manchester under £300,000", 0));
    // And "more" then pages the refined search.
    await sendMessage(db(), user, { message: "next page please", conversationId: id });
    expect(answers(user, id).at(-1)!.dealIds).toEqual(page("3-bed houses in Manchester under £300,000", 10));
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 2, questionsUsed: 2 });
  });

  it("does not add a page to another user's conversation", async () => {
    const owner = await createTestUser(db());
    const other = await createTestUser(db());
    const search = await sendMessage(db(), owner, { message: "houses in Manchester" });
    if (!search.ok) throw new Error("search refused");
    expect(await sendMessage(db(), other, { message: "show me more", conversationId: search.conversationId })).toEqual({ ok: false, reason: "not-found" });
    expect(getConversation(db(), owner.id, search.conversationId)!.messages).toHaveLength(2);
  });
});

/** The assistant's replies in a conversation, oldest first. */
const answersIn = (user: PublicUser, id: string) => getConversation(db(), user.id, id)!.messages.filter((m) => m.role === "assistant");

describe("what is not answered is not charged (decision 123)", () => {
  const answers = answersIn;

  it("answers small talk about a deal briefly, and an off-topic question not at all, charging neither", async () => {
    const user = await createTestUser(db());
    const search = await sendMessage(db(), user, { message: "Houses in Manchester" });
    if (!search.ok) throw new Error("search refused");
    const dealId = answers(user, search.conversationId)[0]!.dealIds![0]!;
    const ask = (question: string) => askAboutDeal(db(), user, { dealId, question, conversationId: search.conversationId });

    for (const question of ["thanks", "hi"]) {
      const reply = await ask(question);
      if (!reply.ok) throw new Error(`${question} refused`);
      expect(reply.answer, question).toMatch(/^(?:You're welcome|Hello! Ask about this deal).*\(This did not count as a question\.\)$/);
    }
    for (const question of ["whats the weather like there", "write me a poem about it"]) {
      const reply = await ask(question);
      if (!reply.ok) throw new Error(`${question} refused`);
      expect(reply.answer, question).toMatch(/^I can only answer questions about this deal from its figures.*\(This did not count as a question\.\)$/s);
      // Not the deal's overview, which it used to get.
      expect(reply.answer, question).not.toContain("Gross yield");
    }
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 0 });
    // Each is kept with the deal, so the deal page shows it.
    const kept = getConversation(db(), user.id, search.conversationId)!.messages.slice(2);
    expect(kept).toHaveLength(8);
    expect(kept.every((m) => m.dealId === dealId && m.kind === "question")).toBe(true);

    // A question about the deal is answered, and charged.
    const real = await ask("is it a good deal?");
    if (!real.ok) throw new Error("question refused");
    expect(real.answer).toMatch(/the deal looks (?:strong|middling|weak)/);
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 1 });
    // At the limit, thanks are still answered; a question is refused.
    useUp(user, "question", 1);
    expect(await ask("cheers")).toMatchObject({ ok: true });
    expect(await ask("what's the yield?")).toEqual({ ok: false, reason: "limit" });
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 2 });
  });

  it("does not charge a free user's cash-flow question it has to refuse; a Pro user's is answered and charged", async () => {
    const free = await createTestUser(db());
    const search = await sendMessage(db(), free, { message: "Houses in Manchester" });
    if (!search.ok) throw new Error("search refused");
    await sendMessage(db(), free, { message: "whats the cash flow on the first one", conversationId: search.conversationId });
    const refused = answers(free, search.conversationId)[1]!;
    // It says plainly that cash flow comes with Pro, and where the plans are (decision 126).
    expect(refused.content).toMatch(/^Cash flow is in each deal's full details, with Pro \(see the plans from “Upgrade to Pro” in the menu\)/);
    expect(refused.content).toMatch(/\(This did not count as a question\.\)$/);
    expect(getUsage(db(), free)).toMatchObject({ searchesUsed: 1, questionsUsed: 0 });

    const pro = await createTestUser(db(), "pro");
    const proSearch = await sendMessage(db(), pro, { message: "Houses in Manchester" });
    if (!proSearch.ok) throw new Error("search refused");
    await sendMessage(db(), pro, { message: "whats the cash flow on the first one", conversationId: proSearch.conversationId });
    expect(answers(pro, proSearch.conversationId)[1]!.content).toMatch(/^Estimated cash flow: -?£[\d,]+ a year/);
    expect(getUsage(db(), pro)).toMatchObject({ questionsUsed: 1 });
  });

  it("answers a general question on a deal from the knowledge base, and charges it as a question (decision 126)", async () => {
    const user = await createTestUser(db());
    const search = await sendMessage(db(), user, { message: "Houses in Manchester" });
    if (!search.ok) throw new Error("search refused");
    const dealId = answers(user, search.conversationId)[0]!.dealIds![0]!;
    const reply = await askAboutDeal(db(), user, { dealId, question: "what is Section 24?", conversationId: search.conversationId });
    if (!reply.ok) throw new Error("question refused");
    expect(reply.answer).toMatch(/^Section 24: the restriction on mortgage interest relief for landlords\n/);
    expect(reply.answer).toMatch(/Source: HMRC, Changes to tax relief for residential landlords \(as of \d{1,2} (?:May|[A-Z][a-z]{3,}) \d{4}\)\./);
    // The deal's own interest, from the card's figures for a free user; not the deal's overview.
    expect(reply.answer).toMatch(/On this deal: the mortgage interest is about £[\d,]+ a year/);
    expect(reply.answer).not.toContain("Ask me about the rent, cash flow");
    expect(reply.answer).not.toContain("did not count");
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 1 });
  });

  it("answers a tenant's death on a deal and in the chat from the tenancy entry, not inheritance tax (decision 126)", async () => {
    const user = await createTestUser(db(), "pro");
    const asked = await sendMessage(db(), user, { message: "What happens if my tenant dies?" });
    if (!asked.ok) throw new Error("question refused");
    const search = await sendMessage(db(), user, { message: "Houses in Manchester" });
    if (!search.ok) throw new Error("search refused");
    const dealId = answers(user, search.conversationId)[0]!.dealIds![0]!;
    const onDeal = await askAboutDeal(db(), user, { dealId, question: "What happens if my tenant dies?", conversationId: search.conversationId });
    if (!onDeal.ok) throw new Error("question refused");
    for (const answer of [answers(user, asked.conversationId)[0]!.content, onDeal.answer]) {
      expect(answer).toMatch(/^When a tenant dies \(England\): who takes over the tenancy\n/);
      expect(answer).toContain("Source: legislation.gov.uk, Housing Act 1988, section 17 (as of 24 November 2026).");
      expect(answer).not.toContain("nil-rate band");
    }
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 2 });
  });

  it("answers a higher-rate taxpayer's mortgage question with the deal's own stress test, charged (decision 126)", async () => {
    const user = await createTestUser(db(), "pro");
    const search = await sendMessage(db(), user, { message: "Houses in Manchester" });
    if (!search.ok) throw new Error("search refused");
    const dealId = answers(user, search.conversationId)[0]!.dealIds![0]!;
    const { mortgage } = getDeal(db(), dealId)!.valuation as { mortgage: { loan: number; stressRate: number } };
    const reply = await askAboutDeal(db(), user, { dealId, question: "could a higher rate taxpayer get the mortgage on this?", conversationId: search.conversationId });
    if (!reply.ok) throw new Error("question refused");
    expect(reply.answer).toMatch(/^Lender's stress test for a higher-rate taxpayer borrowing in their own name/);
    // The stored valuation's loan and stress rate, and a verdict on the 145% test.
    expect(reply.answer).toContain(`interest at a ${mortgage.stressRate}% stressed rate on the £${mortgage.loan.toLocaleString("en-GB")} loan`);
    expect(reply.answer).toMatch(/= \d+%, so it (?:passes|fails) the 145% test/);
    expect(reply.answer).toMatch(/assumptions checked \d{1,2} (?:May|[A-Z][a-z]{3,}) \d{4}, \/methodology/);
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 1 });
  });

  it("searches nothing for commercial property, which the deals held do not include, and gives the search back", async () => {
    const user = await createTestUser(db());
    const result = await sendMessage(db(), user, { message: "commercial property in manchester" });
    if (!result.ok) throw new Error("search refused");
    const [answer] = answers(user, result.conversationId);
    expect(answer!.dealIds).toEqual([]);
    expect(answer!.content).toContain("None of the deals held is commercial property");
    expect(answer!.content).not.toContain("I searched for");
    expect(answer!.content).toMatch(/\(This did not count as a search\.\)$/);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0 });
  });

  it("says which numbers are not in the list, and charges nothing", async () => {
    const user = await createTestUser(db());
    const search = await sendMessage(db(), user, { message: "Houses in Manchester" });
    if (!search.ok) throw new Error("search refused");
    expect(answers(user, search.conversationId)[0]!.dealIds).toHaveLength(10);
    for (const message of ["what about number 12 vs number 3", "is deal 12 any good?"]) {
      expect(await sendMessage(db(), user, { message, conversationId: search.conversationId }), message).toMatchObject({ ok: true, kind: "question" });
      expect(answers(user, search.conversationId).at(-1)!.content, message).toBe(
        'There\'s no number 12 in the list: your last search listed 10 deals, numbered 1 to 10. Ask about those by number, for example "compare number 1 and number 3". (This did not count as a question.)',
      );
    }
    await sendMessage(db(), user, { message: "compare number 11 and number 14", conversationId: search.conversationId });
    expect(answers(user, search.conversationId).at(-1)!.content).toMatch(/^There are no numbers 11 and 14 in the list: /);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 0 });
  });
});

describe("follow-ups read as what they ask (decision 124)", () => {
  const answers = answersIn;

  it("reads 'Is deal 2 any good?' as a question on the second deal listed, as 'is the second one any good?' is", async () => {
    const user = await createTestUser(db(), "pro");
    const search = await sendMessage(db(), user, { message: "Houses in Manchester" });
    if (!search.ok) throw new Error("search refused");
    const second = answers(user, search.conversationId)[0]!.dealIds![1]!;
    for (const message of ["Is deal 2 any good?", "is the second one any good?"]) {
      expect(await sendMessage(db(), user, { message, conversationId: search.conversationId }), message).toMatchObject({ ok: true, kind: "question" });
      const answer = getConversation(db(), user.id, search.conversationId)!.messages.at(-1)!;
      expect(answer, message).toMatchObject({ kind: "question", dealId: second });
      expect(answer.content, message).toMatch(/the deal looks (?:strong|middling|weak)/);
    }
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 2 });
  });

  it("refines the last search with 'any with a 8% yield?' and 'and bolton', and re-ranks it on 'sort by …', each a search", async () => {
    const user = await createTestUser(db(), "pro");
    const search = await sendMessage(db(), user, { message: "houses in Manchester under £300k" });
    if (!search.ok) throw new Error("search refused");
    const id = search.conversationId;
    const steps: [string, string][] = [
      ["any with a 8% yield?", "houses in Manchester under £300,000 with a gross yield of at least 8%"],
      ["and bolton", "houses in Bolton under £300,000 with a gross yield of at least 8%"],
      ["sort by yield", "houses in Bolton under £300,000 with a gross yield of at least 8%, highest yield first"],
      ["order by roi", "houses in Bolton under £300,000 with a gross yield of at least 8%, highest ROI first"],
      ["sort by cheapest", "cheap houses in Bolton under £300,000 with a gross yield of at least 8%"],
    ];
    for (const [message, query] of steps) {
      expect(await sendMessage(db(), user, { message, conversationId: id }), message).toMatchObject({ ok: true, kind: "search" });
      const answer = answers(user, id).at(-1)!;
      expect(answer.content, message).toContain(`matching "${query}"`);
      // The deals listed are that search's, in its ranking.
      expect(answer.dealIds, message).toEqual(searchFor(db(), { query }).deals.map((d) => d.id));
    }
    const ranked = (query: string) => searchFor(db(), { query }).deals;
    const byYield = ranked(steps[2]![1]).map((d) => d.yield);
    expect(byYield).toEqual([...byYield].sort((a, b) => b - a));
    const byPrice = ranked(steps[4]![1]).map((d) => d.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 6, questionsUsed: 0 });
  });

  it("names an order no search holds when a change asks for it, as a fresh search does (decision 136)", async () => {
    const user = await createTestUser(db(), "pro");
    const search = await sendMessage(db(), user, { message: "3 bed houses in Leeds" });
    if (!search.ok) throw new Error("search refused");
    const id = search.conversationId;
    const steps: [string, string, string | null][] = [
      // The change runs; the order it asks is not held, and is said so, as in a search of its own.
      ["now 3 beds, lowest yield first", "3-bed houses in Leeds", '"lowest yield first" (a search lists the highest yield first, never the lowest)'],
      ["now 2 beds, most expensive first", "2-bed houses in Leeds", '"most expensive first" (a search lists the lowest price first, never the highest)'],
      // Orders that are held still re-rank, with nothing said as not used.
      ["cheapest first", "cheap 2-bed houses in Leeds", null],
      ["sort by ROI", "2-bed houses in Leeds, highest ROI first", null],
    ];
    for (const [message, query, notHeld] of steps) {
      expect(await sendMessage(db(), user, { message, conversationId: id }), message).toMatchObject({ ok: true, kind: "search" });
      const answer = answers(user, id).at(-1)!;
      expect(answer.content, message).toContain(`matching "${query}"`);
      if (notHeld) expect(answer.content, message).toContain(`I could not filter by ${notHeld}.`);
      else expect(answer.content, message).not.toContain("I could not filter by");
      expect(answer.dealIds, message).toEqual(searchFor(db(), { query }).deals.map((d) => d.id));
    }
    // A fresh search says it the same way.
    expect(searchFor(db(), { query: "3 bed houses in Leeds, lowest yield first" }).ignored).toEqual([steps[0]![2]]);
    // Only an order, and one not held: said so, and free (decision 127).
    await sendMessage(db(), user, { message: "most expensive first", conversationId: id });
    expect(answers(user, id).at(-1)!.content).toMatch(/^I can't list deals as "most expensive first" asks: a search lists the lowest price first, never the highest\./);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 5, questionsUsed: 0 });
  });

  it("searches Manchester by yield for 'the best area in manchester for btl', and answers 'explain yield on houses in salford' from the yield entry", async () => {
    const user = await createTestUser(db());
    const best = await sendMessage(db(), user, { message: "whats the best area in manchester for btl?" });
    if (!best.ok) throw new Error("search refused");
    expect(best.kind).toBe("search");
    const [ranked] = answers(user, best.conversationId);
    expect(ranked!.content).toContain('matching "properties in Manchester, highest yield first"');
    const yields = ranked!.dealIds!.map((dealId) => getDeal(db(), dealId)!.yield);
    expect(yields.length).toBeGreaterThan(0);
    expect(yields).toEqual([...yields].sort((a, b) => b - a));

    const explain = await sendMessage(db(), user, { message: "explain yield on houses in salford" });
    if (!explain.ok) throw new Error("question refused");
    expect(explain.kind).toBe("question");
    const [answer] = answers(user, explain.conversationId);
    expect(answer!.content).toMatch(/^Gross yield, net yield, ROI and cash-on-cash return\n/);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 1 });
  });
});
