/**
 * The one place a Stripe subscription's state becomes the user's plan (decision 027). The
 * verified success page and every webhook call `applySubscription` with the subscription as
 * just read from Stripe, so the order events arrive in does not matter, and applying the same
 * state twice changes nothing.
 */
import { eq, and, isNull } from "drizzle-orm";
import { stripeEvents, users } from "../../../db/schema";
import type { Db } from "../db.server";
import { resetUsageOnActivation } from "../usage.server";
import { planOf, toPublicUser, type PublicUser } from "../users.server";
import { idOf, type Stripe } from "./stripe.server";

/** Statuses that keep (or grant) Pro. past_due keeps the plan while Stripe retries the card. */
const PAID_STATUSES = new Set(["active", "trialing", "past_due"]);

export type SubscriptionState = { id: string; status: string };

export function isPaidStatus(status: string) {
  return PAID_STATUSES.has(status);
}

/** The customer's subscriptions at Stripe that still pay (active, trialing, past_due), newest first. */
export async function payingSubscriptions(stripe: Stripe, customer: string): Promise<SubscriptionState[]> {
  const paying: SubscriptionState[] = [];
  for await (const subscription of stripe.subscriptions.list({ customer, status: "all", limit: 100 })) {
    if (isPaidStatus(subscription.status)) paying.push({ id: subscription.id, status: subscription.status });
  }
  return paying;
}

/**
 * The state to apply for a subscription just read from Stripe: its own, unless it no longer
 * pays and the customer has another that does (two checkouts both paid); then that one, so
 * ending one of two never drops a user to Free while the other still charges (decision 145).
 * Throws the SDK's error when Stripe cannot be read.
 */
export async function subscriptionToApply(stripe: Stripe, subscription: Stripe.Subscription): Promise<SubscriptionState> {
  const own = { id: subscription.id, status: subscription.status };
  if (isPaidStatus(subscription.status)) return own;
  const customer = idOf(subscription.customer);
  if (!customer) return own;
  const other = (await payingSubscriptions(stripe, customer)).find((s) => s.id !== subscription.id);
  return other ?? own;
}

/**
 * Writes the subscription's state onto its user. A paying subscription makes it the user's
 * subscription and the plan Pro (an Enterprise plan granted by an administrator stays);
 * any other status (canceled, unpaid, incomplete, paused…) returns the user to free, but only
 * when it is the user's current subscription, so a late event about an old one is ignored.
 * Going from Free to Pro resets both usage counters to 0 (spec section 4, "Activating pro");
 * a renewal or a past_due that recovers does not. Synchronous: call it inside `inTransaction`.
 */
export function applySubscription(db: Db, userId: string, subscription: SubscriptionState): void {
  const row = db.select().from(users).where(eq(users.id, userId)).get();
  if (!row) return;
  const paid = isPaidStatus(subscription.status);
  // A late event about an old subscription does not end the current one.
  if (!paid && row.stripeSubscriptionId !== null && row.stripeSubscriptionId !== subscription.id) return;
  const next = {
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: subscription.status,
    subscriptionPlan: planOf(row) === "enterprise" ? row.subscriptionPlan : paid ? "pro" : "free",
  };
  const unchanged =
    row.stripeSubscriptionId === next.stripeSubscriptionId &&
    row.subscriptionStatus === next.subscriptionStatus &&
    row.subscriptionPlan === next.subscriptionPlan;
  if (unchanged) return;
  db.update(users).set({ ...next, updatedAt: new Date() }).where(eq(users.id, userId)).run();
  resetUsageOnActivation(db, userId, planOf(row), planOf(next));
}

/** Stores the customer id made for the user, unless one is already stored; returns the stored one. */
export function saveCustomerId(db: Db, userId: string, customerId: string): string {
  db.update(users)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)))
    .run();
  const row = db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId)).get();
  return row?.id ?? customerId;
}

export function findUserByCustomerId(db: Db, customerId: string): PublicUser | undefined {
  const row = db.select().from(users).where(eq(users.stripeCustomerId, customerId)).get();
  return row ? toPublicUser(row) : undefined;
}

export function isEventProcessed(db: Db, eventId: string): boolean {
  return db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).get() !== undefined;
}

/** Records a webhook event as processed; false when it already was (a replay). */
export function recordEvent(db: Db, eventId: string, type: string): boolean {
  const result = db.insert(stripeEvents).values({ id: eventId, type }).onConflictDoNothing().run();
  return result.changes === 1;
}
