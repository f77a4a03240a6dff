/**
 * The user's details as the Stripe customer carries them onto invoices and receipts: the name
 * is set when the customer is made and sent again whenever the profile is saved (decision 154).
 * A send that failed is remembered and made again before the user's next checkout or portal
 * visit (decision 164).
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { users } from "../../../db/schema";
import type { Db } from "../db.server";
import { logWarning } from "../log.server";
import type { PublicUser } from "../users.server";
import { stripeClient } from "./stripe.server";

/** The name on the customer: the profile's first and last names. */
export function customerName(user: Pick<PublicUser, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * Bounded so a Stripe that hangs holds a profile save for seconds, not the client's 20 s and
 * two retries (one retry still covers a dropped connection; the SDK sends it idempotently).
 */
const UPDATE_OPTIONS: Stripe.RequestOptions = { timeout: 5_000, maxNetworkRetries: 1 };

/**
 * Sends the saved profile's name to the user's Stripe customer, if there is one, and records
 * whether it still has to be sent. Never throws: the profile is already saved and is what
 * counts, so a failure (or Stripe no longer configured) is one warning line with ids and
 * Stripe's error type, status and request id, never its message or the key.
 */
export async function sendNameToStripe(db: Db, user: PublicUser): Promise<void> {
  const customer = user.stripeCustomerId;
  if (!customer) return;
  const pending = (value: boolean) => {
    if (user.stripeNamePending !== value) db.update(users).set({ stripeNamePending: value }).where(eq(users.id, user.id)).run();
  };
  const warn = (stripeError: string, more: Record<string, string | number | null> = {}) => {
    pending(true);
    logWarning("Stripe customer not updated after a profile change; the profile was saved", {
      event: "stripe_customer_not_updated",
      userId: user.id,
      stripeCustomerId: customer,
      stripeError,
      ...more,
    });
  };
  const stripe = stripeClient();
  if (!stripe) return warn("not_configured");
  try {
    await stripe.customers.update(customer, { name: customerName(user) }, UPDATE_OPTIONS);
    pending(false);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      warn(error.type, { stripeStatus: error.statusCode ?? null, stripeCode: error.code ?? null, stripeRequestId: error.requestId ?? null });
    } else warn(error instanceof Error ? error.name : "unknown");
  }
}

/**
 * Before the user meets Stripe again (checkout, the portal): the name a failed send left behind
 * is sent now, so the next invoice and the portal carry it. A second failure is logged and
 * kept for the next visit; it never stops the visit.
 */
export async function sendPendingName(db: Db, user: PublicUser): Promise<void> {
  if (user.stripeNamePending) await sendNameToStripe(db, user);
}
