import { z } from "zod";
import type { Route } from "./+types/stripe-verify-session";
import { jsonError, methodNotAllowed, readJson } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { notConfiguredResponse, stripeClient } from "~/server/billing/stripe.server";
import { VERIFY_FAILURES, verifyCheckoutSession } from "~/server/billing/verify.server";
import { getContextDb, getRequestInfo } from "~/server/context.server";

/** The id is checked by `verifyCheckoutSession`, so a missing one says the spec's text. */
const bodySchema = z.object({ sessionId: z.unknown().optional() });

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * `POST /api/stripe/verify-session` {sessionId} → {subscriptionActive}. False for a session that
 * is not paid or not this user's; 400 "No payment session found" without an id, 400 or 404 for
 * an id that is not a session or that Stripe does not know, 502 when Stripe fails (decision 145).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context);
  const { sessionId } = await readJson(request, bodySchema);
  const stripe = stripeClient();
  if (!stripe) return notConfiguredResponse(getRequestInfo(context).log);
  const id = typeof sessionId === "string" ? sessionId : null;
  const result = await verifyCheckoutSession(getContextDb(context), stripe, user, id);
  if (result.ok) return Response.json({ subscriptionActive: true });
  if (result.reason === "failed") return Response.json({ subscriptionActive: false });
  const { message, status } = VERIFY_FAILURES[result.reason];
  return jsonError(message, status);
}
