import { describe, expect, it } from "vitest";
import { CONTEXT_MESSAGES, HISTORY_LIMIT } from "~/lib/chat-limits";
import {
  addMessage,
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  ownsConversation,
  recentContext,
  titleFrom,
} from "~/server/conversations.server";
import { createTestUser, useTempDatabase } from "../support/db";

const db = useTempDatabase("each", { empty: true });

/** Puts a conversation's last activity at a known time (rows made in one millisecond tie). */
function touch(id: string, at: number) {
  db().$client.prepare("update conversations set updated_at = ? where id = ?").run(at, id);
}

const BASE = Date.UTC(2026, 10, 1);

/** Ten conversations "chat 0".."chat 9", the i-th last active at `at(i)`; their ids in that order. */
function tenConversations(userId: string, at: (i: number) => number): string[] {
  return Array.from({ length: 10 }, (_, i) => {
    const c = createConversation(db(), userId, `chat ${i}`);
    touch(c.id, at(i));
    return c.id;
  });
}

describe("conversation titles", () => {
  it("is the first message, trimmed, with runs of spaces made one", () => {
    expect(titleFrom("  Houses   in\nManchester  ")).toBe("Houses in Manchester");
  });

  it("keeps 40 characters exactly, and cuts longer messages to 40 plus an ellipsis", () => {
    const forty = "a".repeat(40);
    expect(titleFrom(forty)).toBe(forty);
    expect(titleFrom(`${forty}b`)).toBe(`${forty}…`);
    expect(titleFrom("Show me three-bedroom houses in Manchester under £200k")).toBe(
      "Show me three-bedroom houses in Manchest…",
    );
  });

  it("is stored with the conversation", async () => {
    const user = await createTestUser(db());
    const c = createConversation(db(), user.id, "What is Section 24 and how does it affect me?");
    expect(getConversation(db(), user.id, c.id)!.title).toBe("What is Section 24 and how does it affec…");
  });
});

describe("history", () => {
  it(`keeps the ${HISTORY_LIMIT} most recent conversations, newest first; the oldest goes`, async () => {
    expect(HISTORY_LIMIT).toBe(10);
    const user = await createTestUser(db());
    const made = tenConversations(user.id, (i) => BASE + i * 60_000);
    expect(listConversations(db(), user.id).map((c) => c.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `chat ${9 - i}`),
    );
    const eleventh = createConversation(db(), user.id, "chat 10");
    const list = listConversations(db(), user.id);
    expect(list).toHaveLength(10);
    expect(list[0]!.id).toBe(eleventh.id);
    expect(list.map((c) => c.id)).not.toContain(made[0]);
    // Deleted, not just hidden: its messages went with it.
    expect(db().$client.prepare("select count(*) from conversations where user_id = ?").pluck().get(user.id)).toBe(10);
    expect(getConversation(db(), user.id, made[0]!)).toBeUndefined();
  });

  it("a new message moves a conversation to the top, so it is kept", async () => {
    const user = await createTestUser(db());
    const made = tenConversations(user.id, (i) => BASE + i * 60_000);
    addMessage(db(), user.id, made[0]!, { role: "user", content: "still here?" });
    createConversation(db(), user.id, "chat 10");
    const ids = listConversations(db(), user.id).map((c) => c.id);
    expect(ids).toContain(made[0]);
    expect(ids).not.toContain(made[1]);
  });

  it("orders conversations active in the same millisecond by when they were made, and prunes the oldest made", async () => {
    const user = await createTestUser(db());
    const made = tenConversations(user.id, () => BASE);
    expect(listConversations(db(), user.id).map((c) => c.id)).toEqual([...made].reverse());
    // The ten left all tie on their time: the prune keeps the nine made last, and the first goes.
    const eleventh = createConversation(db(), user.id, "chat 10");
    expect(listConversations(db(), user.id).map((c) => c.id)).toEqual([eleventh.id, ...made.slice(1).reverse()]);
  });

  it("counts each user's history apart", async () => {
    const a = await createTestUser(db());
    const b = await createTestUser(db());
    for (let i = 0; i < 10; i++) createConversation(db(), a.id, `a ${i}`);
    const kept = createConversation(db(), b.id, "b only");
    createConversation(db(), a.id, "a 10");
    expect(listConversations(db(), b.id).map((c) => c.id)).toEqual([kept.id]);
    expect(listConversations(db(), a.id)).toHaveLength(10);
  });
});

describe("ownership", () => {
  it("another user's conversation id finds nothing and changes nothing", async () => {
    const owner = await createTestUser(db());
    const other = await createTestUser(db());
    const c = createConversation(db(), owner.id, "Houses in Leeds");
    addMessage(db(), owner.id, c.id, { role: "user", content: "Houses in Leeds" });

    expect(ownsConversation(db(), other.id, c.id)).toBe(false);
    expect(getConversation(db(), other.id, c.id)).toBeUndefined();
    expect(listConversations(db(), other.id)).toEqual([]);
    expect(() => addMessage(db(), other.id, c.id, { role: "user", content: "mine now" })).toThrow("Conversation not found");
    expect(deleteConversation(db(), other.id, c.id)).toBe(false);

    const kept = getConversation(db(), owner.id, c.id)!;
    expect(ownsConversation(db(), owner.id, c.id)).toBe(true);
    expect(kept.messages.map((m) => m.content)).toEqual(["Houses in Leeds"]);
  });

  it("the owner deletes a conversation and its messages", async () => {
    const owner = await createTestUser(db());
    const c = createConversation(db(), owner.id, "What is an HMO?");
    addMessage(db(), owner.id, c.id, { role: "user", content: "What is an HMO?" });
    expect(deleteConversation(db(), owner.id, c.id)).toBe(true);
    expect(getConversation(db(), owner.id, c.id)).toBeUndefined();
    expect(db().$client.prepare("select count(*) from messages where conversation_id = ?").pluck().get(c.id)).toBe(0);
    expect(deleteConversation(db(), owner.id, c.id)).toBe(false);
  });
});

describe("messages and model context", () => {
  it("keeps messages in the order they were added, with deal ids", async () => {
    const user = await createTestUser(db());
    const c = createConversation(db(), user.id, "Houses in Bury");
    addMessage(db(), user.id, c.id, { role: "user", content: "Houses in Bury", kind: "search" });
    addMessage(db(), user.id, c.id, { role: "assistant", content: "Found 2", kind: "search", dealIds: [7, 3] });
    const loaded = getConversation(db(), user.id, c.id)!;
    expect(loaded.messages.map((m) => [m.role, m.content, m.dealIds])).toEqual([
      ["user", "Houses in Bury", null],
      ["assistant", "Found 2", [7, 3]],
    ]);
  });

  it(`recentContext is the last ${CONTEXT_MESSAGES} messages, oldest first, role and content only`, () => {
    expect(CONTEXT_MESSAGES).toBe(6);
    const list = Array.from({ length: 9 }, (_, i) => ({
      role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: `m${i}`,
      id: `id${i}`,
    }));
    expect(recentContext(list)).toEqual(
      [3, 4, 5, 6, 7, 8].map((i) => ({ role: i % 2 === 0 ? "user" : "assistant", content: `m${i}` })),
    );
    expect(recentContext(list.slice(0, 2))).toEqual([
      { role: "user", content: "m0" },
      { role: "assistant", content: "m1" },
    ]);
    expect(recentContext([])).toEqual([]);
  });
});
