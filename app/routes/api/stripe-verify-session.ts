import { z } from "zod";
import type { Route } from "./+types/stripe-verify-session";
import { jsonError, methodNotAllowed, readJson } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { notConfiguredResponse, stripeClient } from "~/server/billing/stripe.server";
import { sessionIdSchema, VERIFY_MESSAGES, verifyCheckoutSession } from "~/server/billing/verify.server";
import { getContextDb, getRequestInfo } from "~/server/context.server";

const bodySchema = z.object({ sessionId: sessionIdSchema });

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * `POST /api/stripe/verify-session` {sessionId} → {subscriptionActive}. False for a session that
 * is not paid or not this user's; 502 when Stripe fails or does not know the session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context);
  const { sessionId } = await readJson(request, bodySchema);
  const stripe = stripeClient();
  if (!stripe) return notConfiguredResponse(getRequestInfo(context).log);
  const result = await verifyCheckoutSession(getContextDb(context), stripe, user, sessionId);
  if (result.ok) return Response.json({ subscriptionActive: true });
  if (result.reason === "failed") return Response.json({ subscriptionActive: false });
  return jsonError(VERIFY_MESSAGES[result.reason], 502);
}
