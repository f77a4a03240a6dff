/**
 * A question about a deal asked outside a chat (its page, analytics, POST /api/ai/question) goes
 * on in that deal's conversation, so asking again does not push older chats out of history.
 */
import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT } from "~/lib/chat-limits";
import { askAboutDeal, sendMessage } from "~/server/chat.server";
import { getConversation, listConversations } from "~/server/conversations.server";
import { createTestUser, useTempDatabase } from "../support/db";

const db = useTempDatabase("file");

async function twoListedDeals(userId: Parameters<typeof sendMessage>[1]) {
  const search = await sendMessage(db(), userId, { message: "houses in Manchester" });
  if (!search.ok) throw new Error("search refused");
  const ids = getConversation(db(), userId.id, search.conversationId)!.messages[1]!.dealIds!;
  return { search: search.conversationId, ids };
}

describe("questions about a deal from outside a chat", () => {
  it("go on in the deal's own conversation; another deal's question opens its own", async () => {
    const user = await createTestUser(db(), "pro");
    const { search, ids } = await twoListedDeals(user);
    const first = await askAboutDeal(db(), user, { dealId: ids[0]!, question: "what's the stamp duty?" });
    const again = await askAboutDeal(db(), user, { dealId: ids[0]!, question: "and the cash flow?" });
    const other = await askAboutDeal(db(), user, { dealId: ids[1]!, question: "what's the stamp duty?" });
    if (!first.ok || !again.ok || !other.ok) throw new Error("question refused");
    expect(again.conversationId).toBe(first.conversationId);
    expect(other.conversationId).not.toBe(first.conversationId);
    expect(getConversation(db(), user.id, first.conversationId)!.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    // The search's chat is still there: three conversations, not four.
    expect(listConversations(db(), user.id).map((c) => c.id).sort()).toEqual([search, first.conversationId, other.conversationId].sort());
    // Asked from within a chat, the question stays in that chat.
    const inChat = await askAboutDeal(db(), user, { dealId: ids[0]!, question: "and the yield?", conversationId: search });
    expect(inChat.ok && inChat.conversationId).toBe(search);
  });

  it("asking again about one deal keeps the other chats in history", async () => {
    const user = await createTestUser(db(), "pro");
    const { search, ids } = await twoListedDeals(user);
    for (let i = 0; i < HISTORY_LIMIT + 2; i++) {
      const r = await askAboutDeal(db(), user, { dealId: ids[0]!, question: `question ${i}: what's the rent?` });
      if (!r.ok) throw new Error("question refused");
    }
    expect(listConversations(db(), user.id).map((c) => c.id)).toContain(search);
    expect(listConversations(db(), user.id)).toHaveLength(2);
  });
});
