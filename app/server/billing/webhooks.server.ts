/**
 * Stripe webhooks: the signature is checked on the raw body, each event is processed once
 * (its id is stored), and the subscription it concerns is read from Stripe and applied, rather
 * than trusting the event's copy or the order events arrive in (decision 027). A subscription
 * that ends while the customer has another still paying leaves the user on that one; an event
 * about a subscription Stripe does not know, or a customer no user has, is acknowledged with a
 * warning and changes nothing (decision 145).
 */
import { z } from "zod";
import { inTransaction, type Db } from "../db.server";
import { logWarning, type LogFields } from "../log.server";
import type { PublicUser } from "../users.server";
import { idOf, isMissingResource, type Stripe } from "./stripe.server";
import {
  applySubscription,
  findUserByCustomerId,
  isEventProcessed,
  recordEvent,
  subscriptionToApply,
  type SubscriptionState,
} from "./subscription-state.server";

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
] as const;

export type WebhookOutcome = { status: number; body: Record<string, unknown> };

/** The parts of a Stripe event the handling reads (the rest is Stripe's, unchecked). */
const stripeEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

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
  // Signed is not yet well-formed: what the handling reads must be there (a body without an id,
  // or with `data: null`, was a 500 that Stripe would retry for days).
  if (!stripeEventSchema.safeParse(event).success) return { status: 400, body: { message: "Invalid webhook event." } };
  if (isEventProcessed(db, event.id)) return { status: 200, body: { received: true, duplicate: true } };

  const subscriptionId = subscriptionIdOf(event);
  let state: SubscriptionState | null = null;
  let user: PublicUser | undefined;
  /** Why an acknowledged event changed nothing: the warning's fields (ids, never a secret). */
  let ignored: LogFields | null = null;
  if (subscriptionId) {
    try {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const customer = idOf(subscription.customer);
      user = customer ? findUserByCustomerId(db, customer) : undefined;
      if (user) state = await subscriptionToApply(stripe, subscription);
      else ignored = { reason: "customer_without_user", stripeSubscriptionId: subscriptionId, stripeCustomerId: customer };
    } catch (error) {
      // Stripe does not know the subscription: no retry will change that (decision 145).
      if (isMissingResource(error)) ignored = { reason: "subscription_unknown", stripeSubscriptionId: subscriptionId };
      // Nothing is recorded, so Stripe's retry of this event is processed in full.
      else return { status: 502, body: { message: "Could not read the subscription from Stripe." } };
    }
  }

  const duplicate = inTransaction(db, () => {
    if (!recordEvent(db, event.id, event.type)) return true;
    if (user && state) applySubscription(db, user.id, state);
    return false;
  });
  if (duplicate) return { status: 200, body: { received: true, duplicate: true } };
  if (ignored) {
    logWarning("Stripe webhook acknowledged; nothing changed", {
      event: "stripe_webhook_nothing_changed",
      stripeEventId: event.id,
      stripeEventType: event.type,
      ...ignored,
    });
  }
  return { status: 200, body: { received: true } };
}
