import { z } from "zod";
import { MAX_QUESTION_LENGTH } from "~/lib/chat-limits";
import type { Route } from "./+types/ai-question";
import { dealIdSchema, jsonError, methodNotAllowed, readJson } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { askAboutDeal } from "~/server/chat.server";
import { getContextDb } from "~/server/context.server";
import { getDeal } from "~/server/deals.server";
import { fairUseJson, withAiSlot } from "~/server/fair-use.server";
import { LIMIT_TOASTS } from "~/server/usage.server";

const bodySchema = z.object({
  dealId: dealIdSchema,
  // zod's messages are said as sentences by readJson ("Question must not be empty", decision 149).
  question: z.string().trim().min(1).max(MAX_QUESTION_LENGTH),
  // Accepted for compatibility; the figures used are always the server's own.
  dealContext: z.record(z.string(), z.unknown()).optional(),
  conversationId: z.string().min(1).max(100).optional(),
});

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/** `POST /api/ai/question` {dealId, question, dealContext} → {answer}. Counts as a question. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context);
  const { dealId, question, conversationId } = await readJson(request, bodySchema);
  const db = getContextDb(context);
  // A deal that does not exist is a 404 before it takes a fair-use count.
  if (!getDeal(db, dealId)) return jsonError("Deal not found.", 404);
  return withAiSlot(context, user.id, fairUseJson, async () => {
    const result = await askAboutDeal(db, user, { dealId, question, conversationId: conversationId ?? null });
    if (!result.ok && result.reason === "not-found") return jsonError("Deal not found.", 404);
    if (!result.ok && result.reason === "conversation-not-found") return jsonError("Conversation not found.", 404);
    if (!result.ok) return jsonError(LIMIT_TOASTS.question.description, 403);
    return Response.json({ answer: result.answer, conversationId: result.conversationId });
  });
}
