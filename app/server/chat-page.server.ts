/**
 * What the chat pages share on the server: the conversation with its deal cards for the
 * loader, and the post that sends a message (post/redirect/get; no JavaScript needed).
 */
import { redirect } from "react-router";
import { z } from "zod";
import { MAX_MESSAGE_LENGTH } from "~/lib/chat-limits";
import { sendMessage } from "./chat.server";
import { getConversation } from "./conversations.server";
import { getDb } from "./db.server";
import { getDealSummaries } from "./deals.server";
import { redirectWithToast } from "./toast.server";
import { LIMIT_TOASTS } from "./usage.server";
import type { PublicUser } from "./users.server";

export const messageSchema = z.object({
  message: z
    .string({ error: "Please type a message." })
    .trim()
    .min(1, { error: "Please type a message." })
    .max(MAX_MESSAGE_LENGTH, { error: `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.` }),
});

export function loadConversation(user: PublicUser, id: string) {
  const db = getDb();
  const conversation = getConversation(db, user.id, id);
  if (!conversation) throw new Response("Not Found", { status: 404 });
  const cards = new Map(
    getDealSummaries(db, conversation.messages.flatMap((m) => m.dealIds ?? [])).map((d) => [d.id, d]),
  );
  return {
    id: conversation.id,
    title: conversation.title,
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

/** Sends the posted message; answers with a redirect to the conversation (or back, with a toast). */
export async function postMessage(request: Request, user: PublicUser, conversationId: string | null) {
  const back = conversationId ? `/chat/${conversationId}` : "/dashboard";
  const parsed = messageSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return redirectWithToast(back, {
      title: "Message not sent",
      description: parsed.error.issues[0]?.message ?? "Please type a message.",
      variant: "destructive",
    });
  }
  const result = await sendMessage(getDb(), user, { message: parsed.data.message, conversationId });
  if (!result.ok && result.reason === "not-found") throw new Response("Not Found", { status: 404 });
  if (!result.ok) {
    const params = new URLSearchParams({ upgrade: result.kind, draft: parsed.data.message.slice(0, 500) });
    return redirectWithToast(`${back}?${params}`, { ...LIMIT_TOASTS[result.kind], variant: "destructive" });
  }
  return redirect(`/chat/${result.conversationId}`);
}
