/**
 * Verifying a Checkout Session on the server before anything is activated: it must be
 * complete and paid, and created for this user (client_reference_id, metadata and customer
 * all match). Then the subscription is read from Stripe and applied (idempotent).
 */
import { createContext } from "react-router";
import { z } from "zod";
import { inTransaction, type Db } from "../db.server";
import { findUserById, type PublicUser } from "../users.server";
import { idOf, isMissingResource, type Stripe } from "./stripe.server";
import { applySubscription, isPaidStatus, subscriptionToApply, type SubscriptionState } from "./subscription-state.server";

import { VERIFY_MESSAGES } from "~/lib/billing-messages";

/**
 * Why a verification failed: what the page and the API say (the spec's three texts) and the
 * API's status. An id that is not a session id, or one Stripe does not know, is the client's
 * error (400, 404), said in the page's words; only Stripe failing is a 502 (decision 145).
 * "failed" is not an error: the API answers `{subscriptionActive: false}`.
 */
export const VERIFY_FAILURES = {
  missing: { message: VERIFY_MESSAGES.missing, status: 400 },
  invalid: { message: VERIFY_MESSAGES.error, status: 400 },
  unknown: { message: VERIFY_MESSAGES.error, status: 404 },
  error: { message: VERIFY_MESSAGES.error, status: 502 },
  failed: { message: VERIFY_MESSAGES.failed, status: 200 },
} as const;

export type Verification = { ok: true } | { ok: false; reason: keyof typeof VERIFY_FAILURES };

/** Stripe's Checkout Session ids: `cs_test_…` / `cs_live_…`. */
const sessionIdSchema = z
  .string()
  .trim()
  .regex(/^cs_[A-Za-z0-9_]{1,250}$/, "Invalid session id.");

export async function verifyCheckoutSession(
  db: Db,
  stripe: Stripe,
  user: PublicUser,
  sessionId: string | null | undefined,
): Promise<Verification> {
  if (!sessionId?.trim()) return { ok: false, reason: "missing" };
  const id = sessionIdSchema.safeParse(sessionId);
  if (!id.success) return { ok: false, reason: "invalid" };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(id.data);
  } catch (error) {
    return { ok: false, reason: isMissingResource(error) ? "unknown" : "error" };
  }
  // The user as stored now (the customer id may have been saved after this request began).
  const current = findUserById(db, user.id);
  const customer = idOf(session.customer);
  const mine =
    current !== undefined &&
    session.client_reference_id === current.id &&
    session.metadata?.userId === current.id &&
    customer !== null &&
    customer === current.stripeCustomerId;
  const subscriptionId = idOf(session.subscription);
  if (!mine || session.status !== "complete" || session.payment_status !== "paid" || !subscriptionId) {
    return { ok: false, reason: "failed" };
  }
  let subscription: Stripe.Subscription;
  let state: SubscriptionState;
  try {
    subscription = await stripe.subscriptions.retrieve(subscriptionId);
    if (idOf(subscription.customer) !== customer) return { ok: false, reason: "failed" };
    state = await subscriptionToApply(stripe, subscription);
  } catch {
    return { ok: false, reason: "error" };
  }
  inTransaction(db, () => applySubscription(db, user.id, state));
  return isPaidStatus(subscription.status) ? { ok: true } : { ok: false, reason: "failed" };
}

/** The success page's verification, done once per request by its middleware (before any loader). */
export const verificationContext = createContext<Verification>({ ok: false, reason: "missing" });
