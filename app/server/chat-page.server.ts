/**
 * What the chat pages share on the server: the conversation with its deal cards for the
 * loader, and the post that sends a message (post/redirect/get; no JavaScript needed).
 */
import { redirect } from "react-router";
import { z } from "zod";
import { MAX_MESSAGE_LENGTH } from "~/lib/chat-limits";
import { latestOf } from "~/lib/chat-urls";
import { sendMessage } from "./chat.server";
import { getConversationPage } from "./conversations.server";
import type { Db } from "./db.server";
import { draftParam } from "./drafts.server";
import { fairUseRedirect, type AiSlotUse } from "./fair-use.server";
import { firstValues } from "./forms.server";
import { foundOr404, notFound } from "./http-errors.server";
import { getDealSummaries } from "./deals.server";
import { cardsFor } from "./deal-fields.server";
import { sendOnce, submissionKey } from "./submissions.server";
import { redirectWithFailure } from "./toast.server";
import { LIMIT_TOASTS } from "./usage.server";
import type { PublicUser } from "./users.server";

export const messageSchema = z.object({
  message: z
    .string({ error: "Please type a message." })
    .trim()
    .min(1, { error: "Please type a message." })
    .max(MAX_MESSAGE_LENGTH, { error: `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.` }),
  /** The composer's one-time id (decision 141); a form without one is sent as it always was. */
  submission: z.string().max(100).optional(),
});

/**
 * The conversation page: its latest messages, or those before `?before=<message id>` (a link,
 * so earlier messages show without JavaScript), with the deal cards of those messages only.
 */
export function loadConversation(db: Db, user: PublicUser, id: string, before: string | null = null) {
  const conversation = foundOr404(getConversationPage(db, user.id, id, { before }));
  // Shaped for this user: a free user's page (and its `.data`) never carries the locked fields.
  const summaries = getDealSummaries(db, conversation.messages.flatMap((m) => m.dealIds ?? []));
  const cards = new Map(cardsFor(db, user, summaries).map((d) => [d.id, d]));
  return {
    id: conversation.id,
    title: conversation.title,
    earlier: conversation.earlier,
    isEarlierPage: conversation.isEarlierPage,
    messages: conversation.messages.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      kind: m.kind,
      deals: (m.dealIds ?? []).flatMap((dealId) => cards.get(dealId) ?? []),
    })),
  };
}

export type LoadedConversation = ReturnType<typeof loadConversation>;

/** Where a message to `conversationId` (null: a new chat) was typed, and goes back to if refused. */
const composerOf = (conversationId: string | null) => (conversationId ? `/chat/${conversationId}` : "/dashboard");

/** A refused message, as the `draft` its composer shows again (decision 140). */
const draftOf = (message: unknown) => draftParam("draft", message, MAX_MESSAGE_LENGTH);

/**
 * Sends the posted message; answers with a redirect to the conversation, or back to the composer
 * with a toast and the message as its draft. A second post of the same form and text (a double
 * post) waits for the first and goes where it went, taking nothing (decision 141).
 */
export async function postMessage(db: Db, request: Request, user: PublicUser, conversationId: string | null, slot: AiSlotUse) {
  const back = composerOf(conversationId);
  const form = firstValues(await request.formData());
  const parsed = messageSchema.safeParse(form);
  if (!parsed.success) {
    slot.giveBack();
    return redirectWithFailure(
      back,
      { title: "Message not sent", description: parsed.error.issues[0]?.message ?? "Please type a message." },
      { params: draftOf(form.message) },
    );
  }
  const { message, submission } = parsed.data;
  const key = submissionKey(submission, message);
  // To the newest message: without JavaScript the page would otherwise open at its top.
  const toLatest = (to: string) => redirect(latestOf(to));
  return sendOnce(db, user.id, key, slot, toLatest, async () => {
    const result = await sendMessage(db, user, { message, conversationId, submission: key });
    if (!result.ok && result.reason === "not-found") notFound();
    if (!result.ok) {
      slot.giveBack();
      return redirectWithFailure(back, LIMIT_TOASTS[result.kind], { upgrade: result.kind, params: draftOf(message) });
    }
    return toLatest(result.conversationId);
  });
}

/**
 * Fair use refused a message before it was read: back to its composer with the toast and the
 * message as its draft. A body that is not a form goes back without one.
 */
export async function fairUseRefusal(request: Request, conversationId: string | null) {
  const form = await request.formData().catch(() => null);
  return fairUseRedirect(composerOf(conversationId), draftOf(form?.get("message")));
}
