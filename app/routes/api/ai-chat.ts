import { z } from "zod";
import type { Route } from "./+types/ai-chat";
import { jsonError, methodNotAllowed, readJson } from "~/server/api.server";
import { ASSISTANT_ERROR, getAssistant } from "~/server/assistant/index.server";
import { requireApiUser } from "~/server/auth.server";
import { taxPlaceContext } from "~/server/assistant/tax-places.server";
import { CONTEXT_MESSAGES, MAX_MESSAGE_LENGTH } from "~/lib/chat-limits";
import { smallTalkReply } from "~/lib/assistant/small-talk";
import { ledBy, readWelsh } from "~/lib/search/welsh";
import { getContextDb } from "~/server/context.server";
import { fairUseJson, withAiSlot } from "~/server/fair-use.server";
import { chargeIfAnswered, LIMIT_TOASTS, tryConsume } from "~/server/usage.server";

const bodySchema = z.object({
  // zod's messages are said as sentences by readJson ("Message must not be empty", decision 149).
  message: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH),
  conversationHistory: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().max(20_000) }))
    .max(50)
    .default([]),
});

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/** `POST /api/ai/chat` {message, conversationHistory} → {response}. Counts as a question. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context);
  const { message, conversationHistory } = await readJson(request, bodySchema);
  const db = getContextDb(context);
  return withAiSlot(context, user.id, fairUseJson, async () => {
    // Welsh: answered in English from its English reading; not charged when it cannot be read (decision 118).
    const welsh = readWelsh(message);
    if (welsh && welsh.english === null) return Response.json({ response: welsh.reply });
    const asked = welsh?.english ?? message;
    // "hi", "thanks!": answered, and not charged as a question (decision 090).
    const reply = smallTalkReply(asked);
    if (reply !== null) return Response.json({ response: ledBy(welsh, reply) });
    if (!tryConsume(db, user, "question")) return jsonError(LIMIT_TOASTS.question.description, 403);
    // Not charged when the engine could not answer (decisions 108, 115).
    const response = await chargeIfAnswered(
      db,
      user.id,
      () => getAssistant().answerChat(asked, conversationHistory.slice(-CONTEXT_MESSAGES), { places: taxPlaceContext(db) }),
      ASSISTANT_ERROR,
    );
    return Response.json({ response: ledBy(welsh, response) });
  });
}
