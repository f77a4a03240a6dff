import type { Route } from "./+types/stripe-customer-portal";
import { z } from "zod";
import { methodNotAllowed, readOptionalJson } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { hasBillingDetails, hasCustomer, openPortal, portalReturnSchema } from "~/server/billing/billing-details.server";
import { PORTAL_FAILED_MESSAGE, PORTAL_FREE_MESSAGE, PORTAL_NO_CUSTOMER_MESSAGE } from "~/lib/billing-messages";
import { notConfiguredResponse, stripeClient } from "~/server/billing/stripe.server";
import { getContextDb, getRequestInfo } from "~/server/context.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/** The spec sends no body; a client may name the page to come back to (decision 156). */
const bodySchema = z.object({ returnTo: portalReturnSchema.default("/plan") });

/**
 * `POST /api/stripe/customer-portal` → {url} of a Customer Portal session that returns to
 * `returnTo`: "/plan" (the default) or "/billing", nothing else (400).
 * A failure carries the spec's `error` field beside the API's usual `message` (the same text),
 * so a client written to either finds it. An install without Stripe answers 503 "not configured",
 * as the other billing endpoints do: nothing failed upstream, so 502 would be untrue. The portal
 * follows the Stripe customer, not the plan (decision 146): a cancelled customer may open it; a
 * user without one (free, or a plan granted by an administrator) gets a 403 saying why.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context);
  const { returnTo } = await readOptionalJson(request, bodySchema);
  if (!hasBillingDetails(user)) return portalError(PORTAL_FREE_MESSAGE, 403);
  const stripe = stripeClient();
  if (!stripe) return notConfiguredResponse(getRequestInfo(context).log);
  if (!hasCustomer(user)) return portalError(PORTAL_NO_CUSTOMER_MESSAGE, 403);
  const url = await openPortal(getContextDb(context), stripe, user, request, returnTo);
  return url ? Response.json({ url }) : portalError(PORTAL_FAILED_MESSAGE, 502);
}

/** The spec's `error` field beside the API's usual `message` (the same text). */
function portalError(message: string, status: number) {
  return Response.json({ message, error: message }, { status });
}
