import type { Route } from "./+types/stripe-webhook";
import { MAX_JSON_BYTES, methodNotAllowed, readLimited } from "~/server/api.server";
import { notConfiguredResponse, stripeClient } from "~/server/billing/stripe.server";
import { handleWebhook } from "~/server/billing/webhooks.server";
import { getContextDb, getRequestInfo } from "~/server/context.server";
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
  if (!stripe || !secret) return notConfiguredResponse(getRequestInfo(context).log);
  const rawBody = await readLimited(request, MAX_JSON_BYTES);
  const outcome = await handleWebhook(getContextDb(context), stripe, secret, rawBody, request.headers.get("stripe-signature"));
  return Response.json(outcome.body, { status: outcome.status });
}
