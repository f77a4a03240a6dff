/**
 * Stripe webhooks: the signature is checked on the raw body, each event is processed once
 * (its id is stored), and the subscription it concerns is read from Stripe and applied, rather
 * than trusting the event's copy or the order events arrive in (decision 027).
 */
import { inTransaction, type Db } from "../db.server";
import { idOf, type Stripe } from "./stripe.server";
import {
  applySubscription,
  findUserByCustomerId,
  isEventProcessed,
  recordEvent,
} from "./subscription-state.server";

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
] as const;

export type WebhookOutcome = { status: number; body: Record<string, unknown> };

/** The subscription an event is about, if it is one we act on. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case "checkout.session.completed":
      return event.data.object.mode === "subscription" ? idOf(event.data.object.subscription) : null;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return event.data.object.id;
    case "invoice.payment_failed": {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
      return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
    }
    default:
      return null;
  }
}

export async function handleWebhook(
  db: Db,
  stripe: Stripe,
  secret: string,
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("no signature");
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return { status: 400, body: { message: "Invalid webhook signature." } };
  }
  if (isEventProcessed(db, event.id)) return { status: 200, body: { received: true, duplicate: true } };

  const subscriptionId = subscriptionIdOf(event);
  let subscription: Stripe.Subscription | null = null;
  if (subscriptionId) {
    try {
      subscription = await stripe.subscriptions.retrieve(subscriptionId);
    } catch {
      // Nothing is recorded, so Stripe's retry of this event is processed in full.
      return { status: 502, body: { message: "Could not read the subscription from Stripe." } };
    }
  }

  const duplicate = inTransaction(db, () => {
    if (!recordEvent(db, event.id, event.type)) return true;
    const customer = subscription ? idOf(subscription.customer) : null;
    const user = customer ? findUserByCustomerId(db, customer) : undefined;
    if (subscription && user) applySubscription(db, user.id, { id: subscription.id, status: subscription.status });
    return false;
  });
  return { status: 200, body: duplicate ? { received: true, duplicate: true } : { received: true } };
}
