/**
 * The Stripe SDK, configured once from the validated environment, and what the rest of the
 * app needs to know about that configuration (is checkout possible, which origins may the
 * browser be sent to). Without keys every function here answers "not configured" and nothing
 * calls Stripe.
 */
import Stripe from "stripe";
import { NOT_CONFIGURED_MESSAGE } from "~/lib/billing-messages";
import { jsonError } from "../api.server";
import type { RequestLog } from "../context.server";
import { getEnv, type Env } from "../env.server";

export { NOT_CONFIGURED_MESSAGE };

/**
 * Marks the request's log line as a warning: an install without Stripe answers 503 "not
 * configured" by design, which is not a fault to page anyone about (it was logged as an error).
 */
export function loggedAsNotConfigured(log: RequestLog): void {
  log.level = "warn";
}

/** The API's 503 "Payment processing is not configured", logged as a warning. */
export function notConfiguredResponse(log: RequestLog): Response {
  loggedAsNotConfigured(log);
  return jsonError(NOT_CONFIGURED_MESSAGE, 503);
}

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

/** The SDK client, or null without `STRIPE_SECRET_KEY`. `STRIPE_API_BASE` points it at another host. */
export function stripeClient(env: Env = getEnv()): Stripe | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  if (cached && cached.key === key && cached.base === env.STRIPE_API_BASE) return cached.client;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "DealFinder AI" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  cached = { key, base: env.STRIPE_API_BASE, client };
  return client;
}

export type CheckoutConfig = {
  stripe: Stripe;
  priceId: string;
  ui: "hosted" | "embedded";
  publishableKey: string | null;
};

const STRIPE_VARIABLES = ["STRIPE_SECRET_KEY", "STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET", "STRIPE_PUBLISHABLE_KEY"] as const;
type StripeVariable = (typeof STRIPE_VARIABLES)[number];
type BillingPart = { does: string; needs: StripeVariable[] };

/**
 * What each part of billing needs set (decision 147). Checkout needs the webhook secret too: a
 * subscription sold without the webhook would never be seen to end, renew or fail, so a
 * cancelled customer would keep Pro. The portal, invoices, the card and the success page's check
 * need only the secret key, so customers already made keep their receipts.
 */
function billingParts(env: Env): { checkout: BillingPart; webhook: BillingPart; customers: BillingPart } {
  return {
    checkout: {
      does: 'checkout (/subscribe says "Payment processing is not configured")',
      needs: [
        "STRIPE_SECRET_KEY",
        "STRIPE_PRICE_ID",
        "STRIPE_WEBHOOK_SECRET",
        ...(env.STRIPE_CHECKOUT_UI === "embedded" ? (["STRIPE_PUBLISHABLE_KEY"] as const) : []),
      ],
    },
    webhook: {
      does: "the webhook (answers 503: cancellations, renewals and failed payments never reach the app)",
      needs: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
    },
    customers: {
      does: "existing customers' portal, invoices and card, and the payment success check",
      needs: ["STRIPE_SECRET_KEY"],
    },
  };
}

const unset = (env: Env, part: BillingPart) => part.needs.filter((name) => !env[name]);

/**
 * What creating a Checkout Session needs: the secret key, the Pro price and the webhook secret
 * (and, for the embedded form, the publishable key Stripe.js starts with). Null means "not
 * configured".
 */
export function checkoutConfig(env: Env = getEnv()): CheckoutConfig | null {
  const stripe = stripeClient(env);
  if (!stripe || !env.STRIPE_PRICE_ID || unset(env, billingParts(env).checkout).length) return null;
  return {
    stripe,
    priceId: env.STRIPE_PRICE_ID,
    ui: env.STRIPE_CHECKOUT_UI,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
  };
}

/**
 * The start-up warning for a Stripe set-up that is neither off (none of the four variables set)
 * nor complete: which variables are missing, what does not work and what still does. It names
 * variables, never a value. Null when there is nothing to say.
 */
export function billingConfigWarning(
  env: Env = getEnv(),
): { msg: string; missing: StripeVariable[]; notWorking: string[] } | null {
  const parts = Object.values(billingParts(env));
  const missing = STRIPE_VARIABLES.filter((name) => parts.some((part) => unset(env, part).includes(name)));
  if (missing.length === 0 || !STRIPE_VARIABLES.some((name) => env[name])) return null;
  const notWorking = parts.filter((part) => unset(env, part).length).map((part) => part.does);
  const working = parts.filter((part) => !unset(env, part).length).map((part) => part.does);
  const msg =
    `Stripe is partly configured: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. ` +
    `Not working: ${notWorking.join("; ")}.` +
    (working.length ? ` Still working: ${working.join("; ")}.` : "");
  return { msg, missing, notWorking };
}

/**
 * Extra Content-Security-Policy sources billing needs, by directive. A form post that redirects
 * to Stripe's hosted checkout or portal is subject to `form-action`: exactly Stripe's two page
 * origins (or, with `STRIPE_API_BASE`, that base's origin). The embedded form also loads
 * Stripe.js and its frames.
 */
export function billingCspSources(env: Env = getEnv()): Record<string, string[]> {
  if (!env.STRIPE_SECRET_KEY) return {};
  const pages = env.STRIPE_API_BASE
    ? [new URL(env.STRIPE_API_BASE).origin]
    : ["https://checkout.stripe.com", "https://billing.stripe.com"];
  const sources: Record<string, string[]> = { "form-action": pages };
  if (env.STRIPE_CHECKOUT_UI === "embedded") {
    sources["script-src"] = ["https://js.stripe.com"];
    sources["frame-src"] = ["https://js.stripe.com", "https://checkout.stripe.com", "https://hooks.stripe.com"];
    sources["connect-src"] = ["https://api.stripe.com", "https://checkout.stripe.com"];
    sources["img-src"] = ["https://*.stripe.com"];
  }
  return sources;
}

/** True for Stripe's "no such object" answers (an unknown or foreign id). */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

export type { Stripe };
