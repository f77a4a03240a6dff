import type { Route } from "./+types/stripe-webhook";
import { jsonError, MAX_JSON_BYTES, methodNotAllowed, readLimited } from "~/server/api.server";
import { NOT_CONFIGURED_MESSAGE, stripeClient } from "~/server/billing/stripe.server";
import { handleWebhook } from "~/server/billing/webhooks.server";
import { getContextDb } from "~/server/context.server";
import { getEnv } from "~/server/env.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * `POST /api/stripe/webhook`: Stripe's events, signed with `STRIPE_WEBHOOK_SECRET`. The body is
 * read once, as text, exactly as sent (the signature covers the raw bytes), within the API's
 * size limit; no session needed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const stripe = stripeClient();
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) return jsonError(NOT_CONFIGURED_MESSAGE, 503);
  const rawBody = await readLimited(request, MAX_JSON_BYTES);
  const outcome = await handleWebhook(getContextDb(context), stripe, secret, rawBody, request.headers.get("stripe-signature"));
  return Response.json(outcome.body, { status: outcome.status });
}
