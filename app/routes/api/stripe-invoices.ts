import type { Route } from "./+types/stripe-invoices";
import { jsonError, methodNotAllowed } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { hasBillingDetails, listInvoices } from "~/server/billing/billing-details.server";
import { notConfiguredResponse, stripeClient } from "~/server/billing/stripe.server";
import { getRequestInfo } from "~/server/context.server";

/**
 * `GET /api/stripe/invoices` → the invoices: for paid plans and for anyone with a Stripe customer
 * (a cancelled customer keeps the receipts). A free user who never had one causes no Stripe call.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireApiUser(context);
  if (!hasBillingDetails(user)) return jsonError("Billing history is available on paid plans.", 403);
  const stripe = stripeClient();
  if (!stripe) return notConfiguredResponse(getRequestInfo(context).log);
  try {
    return Response.json(await listInvoices(stripe, user));
  } catch (error) {
    console.error("Stripe invoices failed:", error instanceof Error ? error.message : error);
    return jsonError("Failed to load invoices.", 502);
  }
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
