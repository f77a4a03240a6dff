/**
 * Which Stripe set-ups are partial (decision 147): the start-up warning names the variables
 * missing and what does not work, never a value, and checkout needs the webhook secret.
 */
import { describe, expect, it } from "vitest";
import { billingConfigWarning, checkoutConfig } from "~/server/billing/stripe.server";
import { parseEnv, type Env } from "~/server/env.server";

const SECRET = "sk_test_do_not_print";
const PRICE = "price_do_not_print";
const HOOK = "whsec_do_not_print";
const PUBLIC = "pk_test_do_not_print";
const env = (vars: Record<string, string>): Env => ({ ...parseEnv(vars), sessionSecrets: ["x"] });

describe("a partial Stripe set-up", () => {
  it("says nothing with no Stripe variable, or with all that are needed", () => {
    expect(billingConfigWarning(env({}))).toBeNull();
    expect(billingConfigWarning(env({ STRIPE_CHECKOUT_UI: "embedded" }))).toBeNull();
    const full = { STRIPE_SECRET_KEY: SECRET, STRIPE_PRICE_ID: PRICE, STRIPE_WEBHOOK_SECRET: HOOK };
    expect(billingConfigWarning(env(full))).toBeNull();
    expect(billingConfigWarning(env({ ...full, STRIPE_PUBLISHABLE_KEY: PUBLIC, STRIPE_CHECKOUT_UI: "embedded" }))).toBeNull();
    expect(checkoutConfig(env(full))).not.toBeNull();
  });

  it.each([
    [{ STRIPE_SECRET_KEY: SECRET }, ["STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET"], ["checkout", "the webhook"]],
    [{ STRIPE_SECRET_KEY: SECRET, STRIPE_PRICE_ID: PRICE }, ["STRIPE_WEBHOOK_SECRET"], ["checkout", "the webhook"]],
    [{ STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: HOOK }, ["STRIPE_PRICE_ID"], ["checkout"]],
    [
      { STRIPE_WEBHOOK_SECRET: HOOK, STRIPE_PRICE_ID: PRICE },
      ["STRIPE_SECRET_KEY"],
      ["checkout", "the webhook", "existing customers'"],
    ],
    [
      { STRIPE_PUBLISHABLE_KEY: PUBLIC },
      ["STRIPE_SECRET_KEY", "STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET"],
      ["checkout", "the webhook", "existing customers'"],
    ],
    [
      { STRIPE_SECRET_KEY: SECRET, STRIPE_PRICE_ID: PRICE, STRIPE_WEBHOOK_SECRET: HOOK, STRIPE_CHECKOUT_UI: "embedded" },
      ["STRIPE_PUBLISHABLE_KEY"],
      ["checkout"],
    ],
  ])("%j: names %j, and what does not work", (vars, missing, notWorking) => {
    const warning = billingConfigWarning(env(vars))!;
    expect(warning.missing).toEqual(missing);
    expect(warning.notWorking).toEqual(notWorking.map((start) => expect.stringMatching(new RegExp(`^${start}`))));
    expect(warning.msg).toMatch(new RegExp(`^Stripe is partly configured: ${missing.join(", ")} (is|are) not set\\. Not working: checkout`));
    // Checkout is refused whatever is missing: it is "Payment processing is not configured".
    expect(checkoutConfig(env(vars))).toBeNull();
    expect(JSON.stringify(warning)).not.toMatch(/do_not_print/);
  });

  it("says what still works for existing customers", () => {
    expect(billingConfigWarning(env({ STRIPE_SECRET_KEY: SECRET, STRIPE_PRICE_ID: PRICE }))!.msg).toBe(
      "Stripe is partly configured: STRIPE_WEBHOOK_SECRET is not set. " +
        'Not working: checkout (/subscribe says "Payment processing is not configured"); ' +
        "the webhook (answers 503: cancellations, renewals and failed payments never reach the app). " +
        "Still working: existing customers' portal, invoices and card, and the payment success check.",
    );
  });
});
