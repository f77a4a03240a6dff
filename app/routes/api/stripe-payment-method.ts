import type { Route } from "./+types/stripe-payment-method";
import { jsonError, methodNotAllowed } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { findCard, hasBillingDetails } from "~/server/billing/billing-details.server";
import { notConfiguredResponse, stripeClient } from "~/server/billing/stripe.server";
import { getRequestInfo } from "~/server/context.server";

/** `GET /api/stripe/payment-method` → {card} (null when none is found); paid plans and anyone with a Stripe customer. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireApiUser(context);
  if (!hasBillingDetails(user)) return jsonError("Payment methods are available on paid plans.", 403);
  const stripe = stripeClient();
  if (!stripe) return notConfiguredResponse(getRequestInfo(context).log);
  try {
    return Response.json({ card: await findCard(stripe, user) });
  } catch (error) {
    console.error("Stripe payment method failed:", error instanceof Error ? error.message : error);
    return jsonError("Failed to load the payment method.", 502);
  }
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
