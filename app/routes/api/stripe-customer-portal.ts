import type { Route } from "./+types/stripe-customer-portal";
import { jsonError, methodNotAllowed } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { openPortal, PORTAL_FAILED_MESSAGE } from "~/server/billing/billing-details.server";
import { notConfiguredResponse, stripeClient } from "~/server/billing/stripe.server";
import { getRequestInfo } from "~/server/context.server";
import { planOf } from "~/server/users.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * `POST /api/stripe/customer-portal` → {url} of a Customer Portal session that returns to /plan.
 * A failure carries the spec's `error` field beside the API's usual `message` (the same text),
 * so a client written to either finds it. An install without Stripe answers 503 "not configured",
 * as the other billing endpoints do: nothing failed upstream, so 502 would be untrue.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context);
  if (planOf(user) === "free") return jsonError("The billing portal is available on paid plans.", 403);
  const stripe = stripeClient();
  if (!stripe) return notConfiguredResponse(getRequestInfo(context).log);
  const url = await openPortal(stripe, user, `${new URL(request.url).origin}/plan`);
  return url ? Response.json({ url }) : Response.json({ message: PORTAL_FAILED_MESSAGE, error: PORTAL_FAILED_MESSAGE }, { status: 502 });
}
