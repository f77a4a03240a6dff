/**
 * Creating the Pro Checkout Session: the user's Stripe customer (created once, then reused),
 * never a second subscription for it (decision 145), subscription mode with the configured
 * price, and the user named in `client_reference_id` and metadata so the success page and
 * webhooks can check whose payment it was.
 */
import { inTransaction, type Db } from "../db.server";
import { planOf, type PublicUser } from "../users.server";
import { customerName, sendPendingName } from "./customer-details.server";
import type { CheckoutConfig, Stripe } from "./stripe.server";
import { applySubscription, payingSubscriptions, saveCustomerId } from "./subscription-state.server";

export type CheckoutStart =
  | { kind: "redirect"; url: string }
  | { kind: "embedded"; clientSecret: string; publishableKey: string };

/** The user's Stripe customer id, creating the customer on first use. */
export async function ensureCustomer(db: Db, stripe: Stripe, user: PublicUser): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    {
      email: user.email,
      name: customerName(user),
      metadata: { userId: user.id },
    },
    // Two tabs subscribing at once make one customer, not two.
    { idempotencyKey: `customer-for-user-${user.id}` },
  );
  return saveCustomerId(db, user.id, customer.id);
}

export function successUrl(origin: string) {
  return `${origin}/payment/success?session_id={CHECKOUT_SESSION_ID}`;
}

/**
 * Before a new session: a customer Stripe already charges (paid, but the success page and the
 * webhook not yet back) gets that subscription applied and no second one; the customer's other
 * open sessions are expired, so two tabs or two posts cannot both be paid (decision 145).
 */
async function clearTheWay(db: Db, stripe: Stripe, userId: string, customer: string): Promise<"already-paid" | null> {
  const [paying] = await payingSubscriptions(stripe, customer);
  if (paying) {
    inTransaction(db, () => applySubscription(db, userId, paying));
    return "already-paid";
  }
  const open: string[] = [];
  for await (const session of stripe.checkout.sessions.list({ customer, status: "open", limit: 100 })) open.push(session.id);
  for (const id of open) await stripe.checkout.sessions.expire(id);
  return null;
}

/** Throws the SDK's error when Stripe refuses or cannot be reached. */
export async function startCheckout(
  db: Db,
  config: CheckoutConfig,
  user: PublicUser,
  origin: string,
): Promise<CheckoutStart | { kind: "already-paid" }> {
  const customer = await ensureCustomer(db, config.stripe, user);
  // The name on the invoices: one a failed profile update left behind is sent first (decision 164).
  await sendPendingName(db, user);
  if ((await clearTheWay(db, config.stripe, user.id, customer)) === "already-paid") return { kind: "already-paid" };
  const common = {
    mode: "subscription" as const,
    customer,
    line_items: [{ price: config.priceId, quantity: 1 }],
    client_reference_id: user.id,
    metadata: { userId: user.id },
    subscription_data: { metadata: { userId: user.id } },
  };
  if (config.ui === "embedded") {
    const session = await config.stripe.checkout.sessions.create({
      ...common,
      ui_mode: "embedded_page",
      return_url: successUrl(origin),
    });
    if (!session.client_secret || !config.publishableKey) throw new Error("Checkout Session has no client secret");
    return { kind: "embedded", clientSecret: session.client_secret, publishableKey: config.publishableKey };
  }
  const session = await config.stripe.checkout.sessions.create({
    ...common,
    success_url: successUrl(origin),
    cancel_url: `${origin}/payment/cancel`,
  });
  if (!session.url) throw new Error("Checkout Session has no URL");
  return { kind: "redirect", url: session.url };
}

export { CHECKOUT_FAILED_MESSAGE } from "~/lib/billing-messages";

export type CheckoutRequest =
  | CheckoutStart
  | { kind: "already-paid" }
  | { kind: "not-configured" }
  | { kind: "failed" };

/**
 * What both the Subscribe page's form and `POST /api/create-checkout-session` do: a user on a
 * paid plan, or with a subscription Stripe still charges, is not charged twice; without keys,
 * "not configured"; a Stripe failure is logged and reported as "failed" (no secret or stack
 * reaches the client).
 */
export async function requestCheckout(
  db: Db,
  user: PublicUser,
  origin: string,
  config: CheckoutConfig | null,
): Promise<CheckoutRequest> {
  if (planOf(user) !== "free") return { kind: "already-paid" };
  if (!config) return { kind: "not-configured" };
  try {
    return await startCheckout(db, config, user, origin);
  } catch (error) {
    console.error("Stripe checkout failed:", error instanceof Error ? error.message : error);
    return { kind: "failed" };
  }
}
