/**
 * A double post of the chat composer, or of a deal's question form, is sent once (decision 141).
 * The form carries a one-time id
 * the server rendered (`newSubmissionId`); what it sent is recorded under that id and a digest of
 * the text (`recordSubmission`), in the transaction that keeps the message and takes its use. A
 * second post of the same form and text waits for the first to settle, then finds it recorded and
 * is not kept or charged again. The same id with other text (a page from the back button, edited)
 * is a new message.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { submissions } from "../../db/schema";
import type { Db } from "./db.server";
import type { AiSlotUse } from "./fair-use.server";

/** A form's one-time id, rendered into its page. */
export const newSubmissionId = (): string => randomUUID();

/** The key a post is recorded under: its form's id and what it said; null for a form without an id. */
export function submissionKey(formId: string | undefined, text: string): string | null {
  return formId ? `${formId}:${createHash("sha256").update(text).digest("base64url")}` : null;
}

/** Records the post in `conversationId`; inside the transaction that keeps its message. */
export function recordSubmission(db: Db, userId: string, key: string | null | undefined, conversationId: string) {
  if (key) db.insert(submissions).values({ userId, key, conversationId }).run();
}

/** The conversation a post with this key went to, if it was kept. */
function sentTo(db: Db, userId: string, key: string): string | null {
  const row = db
    .select({ conversationId: submissions.conversationId })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.key, key)))
    .get();
  return row?.conversationId ?? null;
}

/** Posts running now, per user and key (one process serves everything); each settles, never rejects. */
const running = new Map<string, Promise<unknown>>();

/**
 * Runs `send` for a post, one at a time per key: after an earlier post of the same key has
 * settled, and not at all when that one was kept. Then `sent` answers with its conversation
 * instead, and the post's fair-use count (`slot`) is given back: it is no AI request.
 */
export async function sendOnce<T>(
  db: Db,
  userId: string,
  key: string | null,
  slot: AiSlotUse | undefined,
  sent: (conversationId: string) => T | Promise<T>,
  send: () => Promise<T>,
): Promise<T> {
  if (!key) return send();
  const lock = `${userId}:${key}`;
  const before = running.get(lock);
  const mine = (async () => {
    await before;
    const conversationId = sentTo(db, userId, key);
    if (!conversationId) return send();
    slot?.giveBack();
    return sent(conversationId);
  })();
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  running.set(lock, settled);
  try {
    return await mine;
  } finally {
    if (running.get(lock) === settled) running.delete(lock);
  }
}
