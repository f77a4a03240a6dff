/**
 * The Billing page's data, read from Stripe: the card on file and the invoices. They follow the
 * Stripe customer, not the plan (decision 146): a cancelled customer keeps the receipts and the
 * portal; a free user who never had a customer causes no Stripe calls.
 */
import { redirect } from "react-router";
import { z } from "zod";
import { PORTAL_FAILED_MESSAGE } from "~/lib/billing-messages";
import type { Db } from "../db.server";
import { redirectWithFailure } from "../toast.server";
import { planOf, type PublicUser } from "../users.server";
import { sendPendingName } from "./customer-details.server";
import { idOf, stripeClient, type Stripe } from "./stripe.server";

/** Whether the user has (or had) a Stripe customer: receipts and the portal are theirs whatever the plan. */
export function hasCustomer(user: Pick<PublicUser, "stripeCustomerId">): boolean {
  return Boolean(user.stripeCustomerId);
}

/** A failed payment Stripe is retrying (Pro is kept meanwhile): the pages ask for a new card. */
export function isPastDue(user: Pick<PublicUser, "stripeCustomerId" | "subscriptionStatus">): boolean {
  return hasCustomer(user) && user.subscriptionStatus === "past_due";
}

/** Billing details exist to read unless the user is free and never had a Stripe customer. */
export function hasBillingDetails(user: Pick<PublicUser, "stripeCustomerId" | "subscriptionPlan">): boolean {
  return hasCustomer(user) || planOf(user) !== "free";
}

export type InvoiceSummary = {
  id: string;
  number: string | null;
  created: number;
  amount_paid: number;
  currency: string;
  status: string | null;
  invoice_pdf: string | null;
};

export type Card = { brand: string; last4: string; exp_month: number; exp_year: number };

export async function listInvoices(stripe: Stripe, user: PublicUser): Promise<InvoiceSummary[]> {
  if (!user.stripeCustomerId) return [];
  const page = await stripe.invoices.list({ customer: user.stripeCustomerId, limit: 24 });
  return page.data.map((invoice) => ({
    id: invoice.id ?? "",
    number: invoice.number ?? null,
    created: invoice.created,
    amount_paid: invoice.amount_paid,
    currency: invoice.currency,
    status: invoice.status ?? null,
    invoice_pdf: invoice.invoice_pdf ?? null,
  }));
}

function cardOf(method: Stripe.PaymentMethod | string | null | undefined): Card | null {
  if (!method || typeof method === "string" || !method.card) return null;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { brand, last4, exp_month, exp_year };
}

/** The subscription's card if it has one, else the customer's first card, else null. */
export async function findCard(stripe: Stripe, user: PublicUser): Promise<Card | null> {
  if (!user.stripeCustomerId) return null;
  if (user.stripeSubscriptionId) {
    const subscription = await stripe.subscriptions.retrieve(user.stripeSubscriptionId, {
      expand: ["default_payment_method"],
    });
    const card = cardOf(subscription.default_payment_method);
    if (card && idOf(subscription.customer) === user.stripeCustomerId) return card;
  }
  const methods = await stripe.paymentMethods.list({ customer: user.stripeCustomerId, type: "card", limit: 1 });
  return cardOf(methods.data[0]);
}

/** A Customer Portal session for the user; throws without a customer or when Stripe fails. */
export async function createPortalSession(stripe: Stripe, user: PublicUser, returnUrl: string): Promise<string> {
  if (!user.stripeCustomerId) throw new Error("The user has no Stripe customer.");
  const session = await stripe.billingPortal.sessions.create({ customer: user.stripeCustomerId, return_url: returnUrl });
  return session.url;
}

/**
 * Where the Customer Portal's "Return to DealFinder AI" link may lead: only the pages that open
 * it, never an address a client chose (decision 156). Stripe gets the app's own origin and one of
 * these paths.
 */
export const PORTAL_RETURN_PATHS = ["/plan", "/billing"] as const;
export type PortalReturnPath = (typeof PORTAL_RETURN_PATHS)[number];
export const portalReturnSchema = z.enum(PORTAL_RETURN_PATHS);

/**
 * The portal's URL, returning to `back` on this app's origin, or null (no customer, not
 * configured, or Stripe failed: logged).
 */
export async function openPortal(db: Db, stripe: Stripe | null, user: PublicUser, request: Request, back: PortalReturnPath): Promise<string | null> {
  if (!stripe || !user.stripeCustomerId) return null;
  const returnUrl = `${new URL(request.url).origin}${portalReturnSchema.parse(back)}`;
  // The portal shows the customer's name: one a failed profile update left behind goes first.
  await sendPendingName(db, user);
  try {
    return await createPortalSession(stripe, user, returnUrl);
  } catch (error) {
    console.error("Stripe portal failed:", error instanceof Error ? error.message : error);
    return null;
  }
}

const portalIntent = z.literal("portal");

/**
 * The pages' "open the portal" form (`intent=portal`): a 303 to Stripe's portal, whose return
 * link leads back to the page the form was on (`back`), or back there at once with the spec's
 * failure toast. Works without JavaScript.
 */
export async function portalFormAction(db: Db, request: Request, user: PublicUser, back: PortalReturnPath): Promise<Response> {
  const intent = portalIntent.safeParse((await request.formData()).get("intent"));
  const failed = () => redirectWithFailure(back, { title: "Error", description: PORTAL_FAILED_MESSAGE });
  if (!intent.success || !hasCustomer(user)) return failed();
  const url = await openPortal(db, stripeClient(), user, request, back);
  return url ? redirect(url, 303) : failed();
}
