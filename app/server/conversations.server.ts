/**
 * Chat history on the server, per user. Every query filters by the owner's id, so another
 * user's conversation is simply not found. History keeps the 10 most recent conversations.
 */
import { and, asc, desc, eq, lt, notInArray, or, sql } from "drizzle-orm";
import { conversations, messages, type Message } from "../../db/schema";
import { CHAT_PAGE_SIZE, CONTEXT_MESSAGES, HISTORY_LIMIT } from "~/lib/chat-limits";
import { inTransaction, prepared, type Db } from "./db.server";

/** The spec's title: the first user message cut to 40 characters, plus '…' if longer. */
export function titleFrom(message: string): string {
  const text = message.trim().replace(/\s+/g, " ");
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * Newest first. Conversations active in the same millisecond: the one made later first (rowids
 * grow), so the order, and which one a prune removes, never depends on the query plan.
 */
const newestFirst = [desc(conversations.updatedAt), desc(sql`${conversations}.rowid`)] as const;

export function listConversations(db: Db, userId: string) {
  const recent = prepared(db, "conversations.recent", () =>
    db
      .select({ id: conversations.id, title: conversations.title, updatedAt: conversations.updatedAt })
      .from(conversations)
      .where(eq(conversations.userId, sql.placeholder("userId")))
      .orderBy(...newestFirst)
      .limit(HISTORY_LIMIT)
      .prepare(),
  );
  return recent.all({ userId });
}

/** Whether the conversation exists and is the user's (one indexed lookup, no messages read). */
export function ownsConversation(db: Db, userId: string, id: string): boolean {
  return findOwnConversation(db, userId, id) !== undefined;
}

/** The conversation row if it exists and is the user's (the owner filter lives in the query). */
function findOwnConversation(db: Db, userId: string, id: string) {
  const own = prepared(db, "conversations.own", () =>
    db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, sql.placeholder("id")), eq(conversations.userId, sql.placeholder("userId"))))
      .prepare(),
  );
  return own.get({ id, userId });
}

/**
 * The user's latest conversation started by a question about this deal from outside a chat
 * (its title is "About <deal>", and it holds a question on the deal), if history still has it:
 * a second question asked from the deal's page or analytics goes on there, instead of opening a
 * new chat that pushes an older one out of the 10 kept.
 */
export function latestAboutDeal(db: Db, userId: string, dealId: number, title: string): string | undefined {
  const about = prepared(db, "conversations.aboutDeal", () =>
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.userId, sql.placeholder("userId")),
          eq(conversations.title, sql.placeholder("title")),
          sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.dealId} = ${sql.placeholder("dealId")})`,
        ),
      )
      .orderBy(...newestFirst)
      .limit(1)
      .prepare(),
  );
  return about.get({ userId, title: titleFrom(title), dealId })?.id;
}

export function getConversation(db: Db, userId: string, id: string) {
  const conversation = findOwnConversation(db, userId, id);
  if (!conversation) return undefined;
  const list = db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(asc(messages.createdAt))
    .all();
  return { ...conversation, messages: list };
}

/** Messages in the order they were written: time, then insertion order for the same millisecond. */
const rowid = sql<number>`${messages}.rowid`;

/** The newest messages of a conversation, newest first (the page every chat opens at). */
const latestMessages = (db: Db) =>
  prepared(db, "messages.latest", () =>
    db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, sql.placeholder("id")))
      .orderBy(desc(messages.createdAt), desc(rowid))
      .limit(sql.placeholder("limit"))
      .prepare(),
  );

/**
 * One page of a conversation: its latest `limit` messages, or the `limit` before the message
 * `before` (oldest first either way). `earlier` is the id to ask for the page before this one,
 * or null when this page starts at the first message. An unknown `before` gives the latest page.
 */
export function getConversationPage(
  db: Db,
  userId: string,
  id: string,
  { before, limit = CHAT_PAGE_SIZE }: { before?: string | null; limit?: number } = {},
) {
  const conversation = findOwnConversation(db, userId, id);
  if (!conversation) return undefined;
  const anchor = before
    ? db
        .select({ createdAt: messages.createdAt, rowid })
        .from(messages)
        .where(and(eq(messages.conversationId, id), eq(messages.id, before)))
        .get()
    : undefined;
  const rows = anchor
    ? db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, id),
            or(
              lt(messages.createdAt, anchor.createdAt),
              and(eq(messages.createdAt, anchor.createdAt), lt(rowid, anchor.rowid)),
            ),
          ),
        )
        .orderBy(desc(messages.createdAt), desc(rowid))
        .limit(limit + 1)
        .all()
    : latestMessages(db).all({ id, limit: limit + 1 });
  const page = rows.slice(0, limit).reverse();
  return {
    ...conversation,
    messages: page,
    earlier: rows.length > limit ? (page[0]?.id ?? null) : null,
    /** Whether this is an earlier page (there are newer messages than it shows). */
    isEarlierPage: Boolean(anchor),
  };
}

/** Thrown when a message is added to a conversation that is not (or no longer) the user's. */
export class ConversationGone extends Error {
  constructor() {
    super("Conversation not found");
  }
}

export function createConversation(db: Db, userId: string, firstMessage: string) {
  return inTransaction(db, () => {
    const row = db
      .insert(conversations)
      .values({ userId, title: titleFrom(firstMessage) })
      .returning()
      .get();
    pruneHistory(db, userId);
    return row;
  });
}

/** Keeps the 10 most recent conversations of the user; older ones go. */
export function pruneHistory(db: Db, userId: string) {
  const keep = listConversations(db, userId).map((c) => c.id);
  if (keep.length < HISTORY_LIMIT) return;
  db.delete(conversations)
    .where(and(eq(conversations.userId, userId), notInArray(conversations.id, keep)))
    .run();
}

export function addMessage(
  db: Db,
  userId: string,
  conversationId: string,
  message: Pick<Message, "role" | "content"> & Partial<Pick<Message, "dealIds" | "kind" | "dealId">>,
) {
  return inTransaction(db, () => {
    if (!ownsConversation(db, userId, conversationId)) throw new ConversationGone();
    const now = new Date();
    const row = db
      .insert(messages)
      .values({ conversationId, createdAt: now, ...message })
      .returning()
      .get();
    db.update(conversations).set({ updatedAt: now }).where(eq(conversations.id, conversationId)).run();
    return row;
  });
}

export function deleteConversation(db: Db, userId: string, id: string): boolean {
  const result = db
    .delete(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .run();
  return result.changes > 0;
}

/** The last messages of a conversation, oldest first, as model context. */
export function recentContext(list: Pick<Message, "role" | "content">[], count = CONTEXT_MESSAGES) {
  return list.slice(-count).map(({ role, content }) => ({ role, content }));
}

/**
 * The deals the conversation's latest search answer listed, in the order shown (for "the first
 * one", decision 091): [] when that search found none, null when the conversation has no search
 * or is not this user's.
 */
export function lastSearchListing(db: Db, userId: string, conversationId: string): number[] | null {
  if (!findOwnConversation(db, userId, conversationId)) return null;
  const row = db
    .select({ dealIds: messages.dealIds })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.role, "assistant"), eq(messages.kind, "search")))
    .orderBy(desc(messages.createdAt), desc(rowid))
    .limit(1)
    .get();
  return row ? (row.dealIds ?? []) : null;
}

/**
 * The user's searches in a conversation, oldest first, each with the deals its answer listed
 * (decisions 109 and 116 fold them into the search follow-ups apply to).
 */
export function searchTurns(db: Db, userId: string, conversationId: string): { text: string; dealIds: number[] }[] {
  if (!findOwnConversation(db, userId, conversationId)) return [];
  const rows = db
    .select({ role: messages.role, content: messages.content, dealIds: messages.dealIds })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.kind, "search")))
    .orderBy(asc(messages.createdAt), asc(rowid))
    .all();
  const turns: { text: string; dealIds: number[] }[] = [];
  for (const row of rows) {
    if (row.role === "user") turns.push({ text: row.content, dealIds: [] });
    else if (turns.length > 0) turns.at(-1)!.dealIds = row.dealIds ?? [];
  }
  return turns;
}
