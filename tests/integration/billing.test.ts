/**
 * Billing against the real server and the real Stripe SDK, pointed at the fake Stripe
 * (tests/fakes/stripe.ts) through STRIPE_API_BASE.
 */
import Database from "better-sqlite3";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedEvent, startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { pageText } from "../support/html";
import { Client, setPlan, signUp, startServer, type TestServer } from "../support/server";
import { setQuestionsUsed, setSearchesUsed } from "../support/usage";

const WEBHOOK_SECRET = "whsec_test_secret";
let fake: FakeStripe;
let server: TestServer;
let bare: TestServer;

beforeAll(async () => {
  fake = await startFakeStripe();
  [server, bare] = await Promise.all([
    startServer({
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: "price_pro_monthly",
      STRIPE_API_BASE: fake.base,
      // This file signs up more users from one address than the hourly allowance (tested in
      // security-auth.test.ts), one or more per billing case.
      SIGNUP_LIMIT_PER_HOUR: "100000",
    }),
    startServer({ SIGNUP_LIMIT_PER_HOUR: "100000" }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), bare?.stop()]);
  await fake?.close();
});
beforeEach(() => fake.heal());

type UserRow = {
  stripe_name_pending?: number;
  id: string;
  subscription_plan: string;
  subscription_status: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
};
function userRow(dbFile: string, email: string): UserRow {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare("select * from users where email = ?").get(email.toLowerCase()) as UserRow;
  } finally {
    db.close();
  }
}

async function newUser(target = server) {
  const client = new Client(target.url);
  const { email } = await signUp(client);
  return { client, email, row: () => userRow(target.dbFile, email) };
}

/** Posts the Subscribe form; returns the fake's hosted checkout URL and the session id. */
async function startCheckout(client: Client) {
  const response = await client.form("/subscribe", {});
  expect(response.status).toBe(303);
  const url = response.headers.get("location")!;
  expect(url.startsWith(`${fake.base}/c/pay/`)).toBe(true);
  return { url, sessionId: url.split("/").pop()! };
}

/** Presses Pay on the hosted page; returns the success URL it redirects to (path and query). */
async function pay(checkoutUrl: string) {
  const response = await fetch(checkoutUrl, { method: "POST", redirect: "manual" });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location")!);
  expect(location.origin).toBe(server.url);
  return location.pathname + location.search;
}

async function subscribedUser() {
  const user = await newUser();
  const { url, sessionId } = await startCheckout(user.client);
  const success = await pay(url);
  const page = await user.client.get(success);
  expect(page.status).toBe(200);
  return { ...user, sessionId, success, html: await page.text() };
}

function usageOf(dbFile: string, userId: string) {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare("select searches_used as searches, questions_used as questions from usage_counters where user_id = ?").get(userId);
  } finally {
    db.close();
  }
}

/** Sends a signed event about the subscription (as Stripe would) and expects it acknowledged. */
async function subscriptionEvent(type: string, id: string) {
  const event = signedEvent(WEBHOOK_SECRET, type, { id, object: "subscription" });
  const response = await webhook(event.payload, event.signature);
  expect(response.status).toBe(200);
  return response.json();
}

type LogLine = { level: string; requestId?: string; path?: string; msg?: string; [field: string]: unknown };

/** The server's JSON log lines caused by the requests with these ids (they come on two pipes, in any order). */
function logLinesOf(target: TestServer, ids: Array<string | null>): LogLine[] {
  return target
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => ids.includes(line.requestId ?? null));
}

/**
 * The text of /billing's "Billing details unavailable" notice: a section named by its h2 and
 * nothing more (no role, no live region: decision 158); null if the page has none.
 */
function problemNotice(html: string): string | null {
  const match = /<section aria-labelledby="billing-problem-title" class="[^"]*"><h2 id="billing-problem-title"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Billing details unavailable<\/h2><p[^>]*>([^<]*)<\/p><\/section>/.exec(html);
  return match ? match[1]! : null;
}

function webhook(payload: string, signature?: string) {
  return fetch(`${server.url}/api/stripe/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
    body: payload,
  });
}

describe("checkout", () => {
  it("allows exactly Stripe's page origin in the CSP's form-action", async () => {
    const withKeys = (await fetch(server.url + "/login")).headers.get("content-security-policy")!;
    expect(withKeys).toContain(`form-action 'self' ${fake.base};`);
    const without = (await fetch(bare.url + "/login")).headers.get("content-security-policy")!;
    expect(without).toContain("form-action 'self';");
  });

  it("creates a subscription-mode session for the user, with one customer reused", async () => {
    const { client, row } = await newUser();
    const page = await client.get("/subscribe");
    expect(await page.text()).toContain("Continue to secure checkout");
    const before = fake.calls("/v1/customers").length;
    const first = await startCheckout(client);
    const second = await startCheckout(client);
    expect(first.sessionId).not.toBe(second.sessionId);
    expect(fake.calls("/v1/customers").length - before).toBe(1);
    const user = row();
    expect(user.stripe_customer_id).toMatch(/^cus_/);
    const created = fake.sessions.get(first.sessionId)!;
    expect(created).toMatchObject({
      mode: "subscription",
      customer: user.stripe_customer_id,
      client_reference_id: user.id,
      metadata: { userId: user.id },
      success_url: `${server.url}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/payment/cancel`,
    });
    expect(created.line_items).toEqual([{ price: "price_pro_monthly", quantity: "1" }]);
    expect(fake.sessions.get(second.sessionId)!.customer).toBe(user.stripe_customer_id);
  });

  it("expires the customer's other open sessions, so only the newest can be paid", async () => {
    const { client, row } = await newUser();
    const first = await startCheckout(client);
    const second = await startCheckout(client);
    expect(fake.sessions.get(first.sessionId)!.status).toBe("expired");
    expect(fake.sessions.get(second.sessionId)!.status).toBe("open");
    const stale = await fetch(first.url, { method: "POST", redirect: "manual" });
    expect(stale.status).toBe(410);
    expect(fake.sessions.get(first.sessionId)!.subscription).toBeNull();
    await pay(second.url);
    const customer = row().stripe_customer_id;
    expect([...fake.subscriptions.values()].filter((s) => s.customer === customer)).toHaveLength(1);
  });

  it("refuses a new checkout while Stripe holds a paying subscription, and applies it", async () => {
    const { client, row } = await newUser();
    const { sessionId } = await startCheckout(client);
    // Paid, but neither the success page nor the webhook has come back yet.
    const session = fake.complete(sessionId);
    expect(row().subscription_plan).toBe("free");
    const sessionsBefore = fake.sessions.size;
    const again = await client.form("/subscribe", {});
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/plan");
    expect(fake.sessions.size).toBe(sessionsBefore);
    expect(row()).toMatchObject({ subscription_plan: "pro", subscription_status: "active", stripe_subscription_id: session.subscription });
    expect((await client.request("/api/create-checkout-session", { method: "POST" })).status).toBe(409);
  });

  it("answers the JSON call with a url", async () => {
    const { client } = await newUser();
    const response = await client.request("/api/create-checkout-session", { method: "POST" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string };
    expect(body.url.startsWith(`${fake.base}/c/pay/cs_`)).toBe(true);
  });

  it("shows the setup error and its toast when Stripe fails, and changes nothing", async () => {
    const { client, row } = await newUser();
    fake.fail("/checkout");
    const response = await client.form("/subscribe", {});
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain("Payment Setup Error");
    expect(html).toContain("Try Again");
    expect(html).toContain("Payment Setup Failed");
    expect(html).toContain("Failed to initialize payment");
    const api = await client.request("/api/create-checkout-session", { method: "POST" });
    expect(api.status).toBe(502);
    expect(await api.json()).toEqual({ message: "Failed to initialize payment" });
    expect(row().subscription_plan).toBe("free");
  });
});

describe("payment success", () => {
  it("verifies, activates Pro once, and a reload changes nothing", async () => {
    const { client, html, success, row } = await subscribedUser();
    expect(html).toContain("Payment Successful!");
    expect(html).toContain('href="/analytics"');
    // Verified before the loaders ran: the shell's plan badge already says Pro.
    expect(html.replaceAll("<!-- -->", "")).toContain('Pro<span class="sr-only"> plan</span>');
    const user = row();
    expect(user).toMatchObject({ subscription_plan: "pro", subscription_status: "active" });
    expect(user.stripe_subscription_id).toMatch(/^sub_/);
    const again = await client.get(success);
    expect(await again.text()).toContain("Payment Successful!");
    expect(row()).toEqual(user);
    // Already Pro: sent to /plan instead of paying twice.
    const subscribe = await client.get("/subscribe");
    expect(subscribe.status).toBe(302);
    expect(subscribe.headers.get("location")).toBe("/plan");
    expect((await client.form("/subscribe", {})).headers.get("location")).toBe("/plan");
    expect((await client.request("/api/create-checkout-session", { method: "POST" })).status).toBe(409);
  });

  it("resets both usage counters when Pro is activated, not on a renewal", async () => {
    const { client, row } = await newUser();
    const { id } = row();
    setSearchesUsed(server.dbFile, id, 3);
    setQuestionsUsed(server.dbFile, id, 2);
    const { url } = await startCheckout(client);
    expect((await client.get(await pay(url))).status).toBe(200);
    expect(row().subscription_plan).toBe("pro");
    expect(usageOf(server.dbFile, id)).toEqual({ searches: 0, questions: 0 });
    // Used on Pro, then renewed: what was used stays counted.
    setQuestionsUsed(server.dbFile, id, 4);
    fake.setSubscriptionStatus(row().stripe_subscription_id!, "past_due");
    await subscriptionEvent("customer.subscription.updated", row().stripe_subscription_id!);
    fake.setSubscriptionStatus(row().stripe_subscription_id!, "active");
    await subscriptionEvent("customer.subscription.updated", row().stripe_subscription_id!);
    expect(usageOf(server.dbFile, id)).toEqual({ searches: 0, questions: 4 });
    // Cancelled: back on Free the 4 questions stay counted, shown as 2 of 2 used, none left
    // (decision 148), and the next question is refused.
    fake.setSubscriptionStatus(row().stripe_subscription_id!, "canceled");
    await subscriptionEvent("customer.subscription.deleted", row().stripe_subscription_id!);
    expect(row().subscription_plan).toBe("free");
    expect(usageOf(server.dbFile, id)).toEqual({ searches: 0, questions: 4 });
    const plan = pageText(await (await client.get("/plan")).text());
    expect(plan).toContain("Questions 0 of 2 left 2 of 2 used");
    expect(plan).not.toContain("4 of 2");
    expect((await client.json("/api/ai/chat", { message: "What is Section 24?" })).status).toBe(403);
  });

  it("activates nothing for another user's session (page and API)", async () => {
    const owner = await newUser();
    const { url, sessionId } = await startCheckout(owner.client);
    await fetch(url, { method: "POST", redirect: "manual" });
    const thief = await newUser();
    const page = await thief.client.get(`/payment/success?session_id=${sessionId}`);
    const html = await page.text();
    expect(html).toContain("Payment Verification Failed");
    expect(html).toContain("Payment verification failed");
    expect(html).toContain("Return to Plans");
    const api = await thief.client.json("/api/stripe/verify-session", { sessionId });
    expect(await api.json()).toEqual({ subscriptionActive: false });
    expect(thief.row()).toMatchObject({ subscription_plan: "free", stripe_subscription_id: null });
    expect(owner.row().subscription_plan).toBe("free");
  });

  it("activates nothing for an unpaid session", async () => {
    const { client, row } = await newUser();
    const { sessionId } = await startCheckout(client);
    const open = await client.json("/api/stripe/verify-session", { sessionId });
    expect(await open.json()).toEqual({ subscriptionActive: false });
    fake.complete(sessionId, { paid: false });
    const page = await client.get(`/payment/success?session_id=${sessionId}`);
    expect(await page.text()).toContain("Payment verification failed");
    expect(row().subscription_plan).toBe("free");
  });

  it("says which verification failed: no session, unknown session, Stripe down", async () => {
    const { client, row } = await newUser();
    expect(await (await client.get("/payment/success")).text()).toContain("No payment session found");
    expect(await (await client.get("/payment/success?session_id=cs_test_unknown")).text()).toContain(
      "Failed to verify payment",
    );
    // Stripe does not know the session: the client's error, in the page's words, not a 502.
    const unknown = await client.json("/api/stripe/verify-session", { sessionId: "cs_test_unknown" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Failed to verify payment" });
    for (const body of [{}, { sessionId: "" }, { sessionId: null }]) {
      const missing = await client.json("/api/stripe/verify-session", body);
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ message: "No payment session found" });
    }
    const malformed = await client.json("/api/stripe/verify-session", { sessionId: "../v1/customers" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Failed to verify payment" });
    const { sessionId } = await startCheckout(client);
    fake.complete(sessionId);
    fake.fail("/checkout/sessions");
    expect(await (await client.get(`/payment/success?session_id=${sessionId}`)).text()).toContain("Failed to verify payment");
    expect(row().subscription_plan).toBe("free");
    const down = await client.json("/api/stripe/verify-session", { sessionId });
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ message: "Failed to verify payment" });
    fake.heal();
    const ok = await client.json("/api/stripe/verify-session", { sessionId });
    expect(await ok.json()).toEqual({ subscriptionActive: true });
    expect(row().subscription_plan).toBe("pro");
  });

  it("refuses signed-out API calls", async () => {
    const anonymous = new Client(server.url);
    for (const [path, method] of [
      ["/api/stripe/invoices", "GET"],
      ["/api/stripe/payment-method", "GET"],
      ["/api/stripe/customer-portal", "POST"],
      ["/api/create-checkout-session", "POST"],
    ] as const) {
      const response = await anonymous.request(path, { method });
      expect(response.status, path).toBe(401);
    }
  });
});

describe("billing details and portal", () => {
  it("shows the card and the invoice of a paid user, by page and API", async () => {
    const { client } = await subscribedUser();
    // React separates adjacent text with <!-- --> comments.
    const html = (await (await client.get("/billing")).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Visa ending in 4242");
    expect(html).toContain("Expires 12/2030");
    expect(html).toContain("£29.00");
    expect(html).toMatch(/DF-\d{4}/);
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("(opens in a new tab)");
    const invoices = (await (await client.get("/api/stripe/invoices")).json()) as Array<Record<string, unknown>>;
    expect(invoices[0]).toMatchObject({ amount_paid: 2900, currency: "gbp", status: "paid" });
    expect(Object.keys(invoices[0]!).sort()).toEqual(
      ["amount_paid", "created", "currency", "id", "invoice_pdf", "number", "status"].sort(),
    );
    const method = await (await client.get("/api/stripe/payment-method")).json();
    expect(method).toEqual({ card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 } });
  });

  it("keeps what Stripe could read when only part of it fails, and never calls a failed history empty", async () => {
    const { client } = await subscribedUser();
    const page = async () => (await (await client.get("/billing")).text()).replaceAll("<!-- -->", "");
    fake.fail("/invoices");
    try {
      const html = await page();
      // There when the page loads: a region named by its heading, not an alert (decision 158).
      expect(problemNotice(html)).toBe("Could not load billing details. Please try again later.");
      expect(html).not.toContain('role="alert"');
      expect(html).toContain("Visa ending in 4242");
      expect(html).toContain("Your billing history cannot be shown just now (see the message above).");
      expect(html).not.toContain("No invoices yet");
    } finally {
      fake.heal();
    }
    fake.fail("/payment_methods");
    fake.fail("/subscriptions");
    try {
      const html = await page();
      expect(html).toContain("Your card cannot be shown just now (see the message above).");
      expect(html).not.toContain("No payment method found");
      expect(html).toMatch(/DF-\d{4}/);
    } finally {
      fake.heal();
    }
  });

  it("makes no invoice or card calls for a free user", async () => {
    const { client } = await newUser();
    const before = fake.requests.length;
    const html = await (await client.get("/billing")).text();
    expect(html).toContain("No payment method on file");
    expect(html).toContain("Add Payment Method");
    expect(html).toContain("No invoices yet. Your first invoice will appear here after your subscription starts.");
    const invoices = await client.get("/api/stripe/invoices");
    expect(invoices.status).toBe(403);
    expect(((await invoices.json()) as { message: string }).message).toBeTruthy();
    expect((await client.get("/api/stripe/payment-method")).status).toBe(403);
    expect((await client.request("/api/stripe/customer-portal", { method: "POST" })).status).toBe(403);
    expect(fake.requests.length).toBe(before);
  });

  it("keeps a cancelled customer's invoices, card and portal (they follow the customer, not the plan)", async () => {
    const { client, row } = await subscribedUser();
    const sub = row().stripe_subscription_id!;
    fake.setSubscriptionStatus(sub, "canceled");
    const event = signedEvent(WEBHOOK_SECRET, "customer.subscription.deleted", { id: sub, object: "subscription" });
    expect((await webhook(event.payload, event.signature)).status).toBe(200);
    expect(row()).toMatchObject({ subscription_plan: "free", subscription_status: "canceled" });
    const html = (await (await client.get("/billing")).text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/DF-\d{4}/);
    expect(html).toContain("£29.00");
    expect(html).toContain("Visa ending in 4242");
    expect(html).not.toContain("No invoices yet");
    expect(html).not.toContain("No payment method on file");
    const invoices = await client.get("/api/stripe/invoices");
    expect(invoices.status).toBe(200);
    expect(((await invoices.json()) as unknown[]).length).toBe(1);
    expect((await client.get("/api/stripe/payment-method")).status).toBe(200);
    const portal = await client.request("/api/stripe/customer-portal", { method: "POST" });
    expect(portal.status).toBe(200);
    expect(((await portal.json()) as { url: string }).url.startsWith(`${fake.base}/p/session/`)).toBe(true);
    // "Manage" on the card opens the portal without JavaScript.
    const manage = await client.form("/billing", { intent: "portal" });
    expect(manage.status).toBe(303);
    expect(manage.headers.get("location")!.startsWith(`${fake.base}/p/session/bps_`)).toBe(true);
  });

  it("keeps the spec's free texts for a customer who never paid", async () => {
    const { client, row } = await newUser();
    await startCheckout(client);
    expect(row().stripe_customer_id).toMatch(/^cus_/);
    const html = await (await client.get("/billing")).text();
    expect(html).toContain("No payment method on file");
    expect(html).toContain("No invoices yet. Your first invoice will appear here after your subscription starts.");
  });

  it("says so when a paid user has no card", async () => {
    const { client, email } = await newUser();
    await setPlan(server.dbFile, email, "enterprise");
    const html = await (await client.get("/billing")).text();
    expect(html).toContain("No payment method found. Please contact support.");
  });

  it("offers no portal to a plan granted by an administrator, and the API says why (not a 502)", async () => {
    const { client, email } = await newUser();
    await setPlan(server.dbFile, email, "pro");
    const before = fake.requests.length;
    const plan = (await (await client.get("/plan")).text()).replaceAll("<!-- -->", "");
    expect(plan).not.toContain("Manage Subscription");
    expect(plan).toContain("This plan was set by your administrator. Contact");
    expect(plan).not.toContain("Payment processing is not configured");
    const api = await client.request("/api/stripe/customer-portal", { method: "POST" });
    expect(api.status).toBe(403);
    const message = "This plan was set by your administrator, so there is no subscription to manage in the billing portal. Contact support to change it.";
    expect(await api.json()).toEqual({ message, error: message });
    const billing = await (await client.get("/billing")).text();
    expect(billing).toContain("No invoices: this plan was set by your administrator and is not billed here.");
    expect(fake.requests.length).toBe(before);
  });

  it("opens the portal with a 303, and reports a failure with a toast", async () => {
    const { client } = await subscribedUser();
    const response = await client.form("/plan", { intent: "portal" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")!.startsWith(`${fake.base}/p/session/bps_`)).toBe(true);
    const api = (await (await client.request("/api/stripe/customer-portal", { method: "POST" })).json()) as { url: string };
    expect(api.url.startsWith(`${fake.base}/p/session/`)).toBe(true);
    fake.fail("/billing_portal");
    const failed = await client.form("/plan", { intent: "portal" });
    expect(failed.headers.get("location")).toBe("/plan");
    const page = await (await client.get("/plan")).text();
    expect(page).toContain("Failed to open billing portal");
    expect(page).toContain("Manage Subscription");
    // The API says it in the spec's `error` field, and in `message` as every API error does.
    const apiFailed = await client.request("/api/stripe/customer-portal", { method: "POST" });
    expect(apiFailed.status).toBe(502);
    expect(await apiFailed.json()).toEqual({ message: "Failed to open billing portal", error: "Failed to open billing portal" });
  });

  it("returns from the portal to the page that opened it, and to no other address (decision 156)", async () => {
    const { client } = await subscribedUser();
    const returnUrls = () => fake.calls("/v1/billing_portal/sessions").map((call) => call.body.return_url);
    const before = returnUrls().length;
    // The pages' forms (without JavaScript, and with it: the same action).
    for (const page of ["/billing", "/plan"]) {
      const opened = await client.form(page, { intent: "portal" });
      expect(opened.status).toBe(303);
      // The fake's portal page links back to the return_url the SDK sent.
      expect(await (await fetch(opened.headers.get("location")!)).text()).toContain(`<a href="${server.url}${page}">Return to DealFinder AI</a>`);
    }
    // The API: no body (as the spec sends it) or no returnTo is /plan, as before.
    const api = (body?: unknown) =>
      body === undefined ? client.request("/api/stripe/customer-portal", { method: "POST" }) : client.json("/api/stripe/customer-portal", body);
    for (const body of [undefined, {}, { returnTo: "/billing" }, { returnTo: "/plan" }]) expect((await api(body)).status).toBe(200);
    expect(returnUrls().slice(before)).toEqual(["/billing", "/plan", "/plan", "/plan", "/billing", "/plan"].map((path) => `${server.url}${path}`));
    // Anything but the two pages is refused and no session is made: never an open redirect.
    for (const returnTo of ["https://evil.example/", "//evil.example/billing", `${server.url}/billing`, "/dashboard", "/billing?next=//evil.example", 1]) {
      const refused = await api({ returnTo });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message: 'Return to must be one of "/plan", "/billing"' });
    }
    const notJson = await client.request("/api/stripe/customer-portal", { method: "POST", body: "returnTo=/billing", headers: { "Content-Type": "text/plain" } });
    expect(notJson.status).toBe(415);
    expect(returnUrls().length).toBe(before + 6);
  });
});

describe("profile changes reach the Stripe customer (decision 154)", () => {
  const customerOf = (row: UserRow) => fake.customers.get(row.stripe_customer_id!)!;
  const nameOf = (row: UserRow) => {
    const db = new Database(server.dbFile, { readonly: true });
    try {
      return db.prepare("select first_name || ' ' || last_name as name from users where id = ?").get(row.id) as { name: string };
    } finally {
      db.close();
    }
  };

  it("sends the new name to the customer, from the form and the JSON API", async () => {
    const { client, row } = await subscribedUser();
    expect(customerOf(row()).name).toBe("Ada Lovelace");
    const before = fake.calls("/v1/customers/").length;
    const saved = await client.form("/account", { intent: "profile", firstName: " Grace ", lastName: "Hopper" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/account");
    expect(customerOf(row()).name).toBe("Grace Hopper");
    // Only the name: the email cannot change here, and one set at Stripe is not overwritten.
    expect(fake.calls("/v1/customers/").slice(before).map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", `/v1/customers/${row().stripe_customer_id}`, { name: "Grace Hopper" }],
    ]);

    const api = await client.json("/api/user/profile", { firstName: "Ada", lastName: "Byron" }, "PUT");
    expect(api.status).toBe(200);
    expect(customerOf(row()).name).toBe("Ada Byron");
  });

  it("saves the profile and answers as usual when Stripe fails, with a warning in the log and no secret", async () => {
    const { client, row } = await subscribedUser();
    fake.fail("/customers");
    const saved = await client.form("/account", { intent: "profile", firstName: "Grace", lastName: "Hopper" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/account");
    const page = await (await client.get("/account")).text();
    expect(page).toContain("Profile updated");
    expect(page).not.toContain("Failed to save changes");
    expect(nameOf(row()).name).toBe("Grace Hopper");

    const api = await client.json("/api/user/profile", { firstName: "Ada", lastName: "Byron" }, "PUT");
    expect(api.status).toBe(200);
    expect(((await api.json()) as { user: { lastName: string } }).user.lastName).toBe("Byron");
    expect(nameOf(row()).name).toBe("Ada Byron");
    expect(customerOf(row()).name).toBe("Ada Lovelace");

    const ids = [saved.headers.get("x-request-id"), api.headers.get("x-request-id")];
    await expect.poll(() => logLinesOf(server, ids).length, { timeout: 10_000 }).toBe(4);
    const lines = logLinesOf(server, ids);
    // Each request's own line is not an error: the user's save succeeded.
    expect(lines.filter((l) => l.path).map((l) => `${l.path} ${l.status} ${l.level}`).sort()).toEqual([
      "/account 302 info",
      "/api/user/profile 200 info",
    ]);
    const warnings = lines.filter((l) => !l.path);
    expect(warnings).toHaveLength(2);
    for (const warning of warnings) {
      expect(warning).toMatchObject({
        level: "warn",
        event: "stripe_customer_not_updated",
        userId: row().id,
        stripeCustomerId: row().stripe_customer_id,
        stripeError: "StripeAPIError",
        stripeStatus: 500,
      });
      expect(warning.msg).toMatch(/profile was saved/);
      expect(String(warning.stripeRequestId)).toMatch(/^req_/);
    }
    expect(server.output()).not.toContain("sk_test_fake");
  });

  it("sends a name a failed update left behind before the next portal visit or checkout, once (decision 164)", async () => {
    const { client, row } = await subscribedUser();
    fake.fail("/customers");
    expect((await client.form("/account", { intent: "profile", firstName: "Grace", lastName: "Hopper" })).status).toBe(302);
    fake.heal();
    expect(row().stripe_name_pending).toBe(1);
    expect(customerOf(row()).name).toBe("Ada Lovelace");
    const updates = () => fake.calls(`/v1/customers/${row().stripe_customer_id}`).filter((c) => c.method === "POST");
    const before = updates().length;

    // Opening the portal from /billing sends the name first; the portal opens as usual.
    const portal = await client.form("/billing", { intent: "portal" });
    expect(portal.status).toBe(303);
    expect(portal.headers.get("location")).toMatch(new RegExp(`^${fake.base}/p/session/`));
    expect(customerOf(row()).name).toBe("Grace Hopper");
    expect(row().stripe_name_pending).toBe(0);
    // Sent once: the next visit sends nothing more.
    expect((await client.json("/api/stripe/customer-portal", {})).status).toBe(200);
    expect(updates().length).toBe(before + 1);

    // A second failure, at the portal, keeps it pending and still opens the portal; the
    // customer's next checkout (after cancelling) sends it once Stripe answers.
    fake.fail("/customers");
    expect((await client.form("/account", { intent: "profile", firstName: "Ada", lastName: "King" })).status).toBe(302);
    expect((await client.json("/api/stripe/customer-portal", {})).status).toBe(200);
    expect(row().stripe_name_pending).toBe(1);
    fake.heal();
    fake.setSubscriptionStatus(row().stripe_subscription_id!, "canceled");
    await subscriptionEvent("customer.subscription.deleted", row().stripe_subscription_id!);
    expect(row().subscription_plan).toBe("free");
    await startCheckout(client);
    expect(customerOf(row()).name).toBe("Ada King");
    expect(row().stripe_name_pending).toBe(0);
  });

  it("calls Stripe for no one who has no customer", async () => {
    const { client } = await newUser();
    const before = fake.requests.length;
    expect((await client.form("/account", { intent: "profile", firstName: "Grace", lastName: "Hopper" })).status).toBe(302);
    expect(fake.requests.length).toBe(before);
  });
});

describe("webhooks", () => {
  it("refuses unsigned and forged events and changes nothing", async () => {
    const { row, client } = await subscribedUser();
    const user = row();
    fake.setSubscriptionStatus(user.stripe_subscription_id!, "canceled");
    const event = signedEvent("whsec_wrong", "customer.subscription.deleted", { id: user.stripe_subscription_id, object: "subscription" });
    expect((await webhook(event.payload)).status).toBe(400);
    const forged = await webhook(event.payload, event.signature);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: "Invalid webhook signature." });
    const good = signedEvent(WEBHOOK_SECRET, "customer.subscription.deleted", { id: user.stripe_subscription_id, object: "subscription" });
    const tampered = good.payload.replace('"livemode":false', '"livemode":true');
    expect((await webhook(tampered, good.signature)).status).toBe(400);
    expect(row()).toEqual(user);
    expect(client).toBeDefined();
  });

  it("answers 400 to a signed body that is not an event, records nothing and logs no error", async () => {
    // Third outside attack: a correctly signed body without an id, or with `data: null`, was a
    // 500 with a stack (and Stripe retries a 5xx for days). Only the secret's holder can sign one.
    const stripe = new Stripe("sk_test_signing");
    const events = () => {
      const db = new Database(server.dbFile, { readonly: true });
      try {
        return (db.prepare("select count(*) as n from stripe_events").get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    const before = events();
    for (const payload of [
      "[1]",
      '"event"',
      JSON.stringify({ type: "customer.subscription.deleted", data: { object: { id: "sub_x" } } }),
      JSON.stringify({ id: "evt_no_data", type: "customer.subscription.updated", data: null }),
      JSON.stringify({ id: "evt_no_object", type: "checkout.session.completed", data: {} }),
      JSON.stringify({ id: 42, type: "customer.subscription.updated", data: { object: { id: "sub_x" } } }),
    ]) {
      const res = await webhook(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      expect(res.status, payload).toBe(400);
      expect(await res.json(), payload).toEqual({ message: "Invalid webhook event." });
      expect(logLinesOf(server, [res.headers.get("x-request-id")]).filter((l) => l.level === "error"), payload).toEqual([]);
    }
    expect(events()).toBe(before);
  });

  it("reads the subscription from Stripe, not the event, and ignores a replay", async () => {
    const { row } = await subscribedUser();
    const sub = row().stripe_subscription_id!;
    // The event's copy says active; Stripe says canceled: Stripe wins.
    fake.setSubscriptionStatus(sub, "canceled");
    const deleted = signedEvent(WEBHOOK_SECRET, "customer.subscription.updated", { id: sub, object: "subscription", status: "active" });
    const first = await webhook(deleted.payload, deleted.signature);
    expect(first.status).toBe(200);
    expect(row()).toMatchObject({ subscription_plan: "free", subscription_status: "canceled" });

    fake.setSubscriptionStatus(sub, "active");
    const renewed = signedEvent(WEBHOOK_SECRET, "customer.subscription.updated", { id: sub, object: "subscription" });
    expect((await webhook(renewed.payload, renewed.signature)).status).toBe(200);
    expect(row()).toMatchObject({ subscription_plan: "pro", subscription_status: "active" });

    // The replay of the first event is recognised and changes nothing.
    fake.setSubscriptionStatus(sub, "canceled");
    const replay = await webhook(deleted.payload, deleted.signature);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(row()).toMatchObject({ subscription_plan: "pro", subscription_status: "active" });
  });

  it("keeps Pro while past_due, records the status (invoice.payment_failed) and asks for a new card", async () => {
    const { row, client } = await subscribedUser();
    const sub = row().stripe_subscription_id!;
    fake.setSubscriptionStatus(sub, "past_due");
    const event = signedEvent(WEBHOOK_SECRET, "invoice.payment_failed", {
      id: "in_test_failed",
      object: "invoice",
      parent: { type: "subscription_details", subscription_details: { subscription: sub } },
    });
    expect((await webhook(event.payload, event.signature)).status).toBe(200);
    expect(row()).toMatchObject({ subscription_plan: "pro", subscription_status: "past_due" });
    // Both pages ask for a new card, with a way to the portal that works without JavaScript.
    for (const path of ["/plan", "/billing"]) {
      const html = await (await client.get(path)).text();
      expect(html, path).toContain("Your last payment failed. Update your payment method to keep Pro.");
      expect(html, path).toContain("Update payment method");
      const posted = await client.form(path, { intent: "portal" });
      expect(posted.status, path).toBe(303);
      expect(posted.headers.get("location")!.startsWith(`${fake.base}/p/session/bps_`), path).toBe(true);
    }
    fake.setSubscriptionStatus(sub, "active");
    const paid = signedEvent(WEBHOOK_SECRET, "customer.subscription.updated", { id: sub, object: "subscription" });
    expect((await webhook(paid.payload, paid.signature)).status).toBe(200);
    expect(await (await client.get("/plan")).text()).not.toContain("Your last payment failed");
  });

  it("activates Pro from checkout.session.completed without the success page", async () => {
    const { client, row } = await newUser();
    const { sessionId } = await startCheckout(client);
    const session = fake.complete(sessionId);
    const event = signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { ...session });
    expect((await webhook(event.payload, event.signature)).status).toBe(200);
    expect(row()).toMatchObject({ subscription_plan: "pro", subscription_status: "active", stripe_subscription_id: session.subscription });
  });

  it("keeps Pro on the customer's other paying subscription when one of two ends", async () => {
    const { row } = await subscribedUser();
    const first = row().stripe_subscription_id!;
    // A second subscription for the same customer: the app stores the newer one.
    const second = fake.createSubscription(row().stripe_customer_id!).id;
    await subscriptionEvent("customer.subscription.created", second);
    expect(row()).toMatchObject({ subscription_plan: "pro", stripe_subscription_id: second });
    // Ending the stored one while the first still charges keeps Pro, on the first.
    fake.setSubscriptionStatus(second, "canceled");
    await subscriptionEvent("customer.subscription.deleted", second);
    expect(row()).toMatchObject({ subscription_plan: "pro", subscription_status: "active", stripe_subscription_id: first });
    // unpaid ends a subscription too; the first still pays.
    fake.setSubscriptionStatus(second, "unpaid");
    await subscriptionEvent("customer.subscription.updated", second);
    expect(row()).toMatchObject({ subscription_plan: "pro", stripe_subscription_id: first });
    // Once neither pays, the user is free.
    fake.setSubscriptionStatus(first, "canceled");
    await subscriptionEvent("customer.subscription.deleted", first);
    expect(row()).toMatchObject({ subscription_plan: "free", subscription_status: "canceled", stripe_subscription_id: first });
  });

  it("acknowledges an event about a subscription Stripe does not know, or a customer no user has, with a warning", async () => {
    const { row } = await subscribedUser();
    const before = row();
    const event = signedEvent(WEBHOOK_SECRET, "customer.subscription.updated", { id: "sub_nope", object: "subscription" });
    const response = await webhook(event.payload, event.signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    // A replay is not read from Stripe again, and warns no more.
    const reads = fake.calls("/v1/subscriptions/sub_nope").length;
    const replay = await webhook(event.payload, event.signature);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(fake.calls("/v1/subscriptions/sub_nope").length).toBe(reads);

    const stranger = fake.createSubscription("cus_test_nobody").id;
    const strangers = signedEvent(WEBHOOK_SECRET, "customer.subscription.deleted", { id: stranger, object: "subscription" });
    const unmatched = await webhook(strangers.payload, strangers.signature);
    expect(await unmatched.json()).toEqual({ received: true });

    // One structured warning for each, its fields the ids (decision 145): searchable by event.
    const warningOf = async (answer: Response) => {
      const id = answer.headers.get("x-request-id");
      await expect.poll(() => logLinesOf(server, [id]).filter((line) => !line.path).length).toBe(1);
      return logLinesOf(server, [id]).find((line) => !line.path);
    };
    const common = { level: "warn", msg: "Stripe webhook acknowledged; nothing changed", event: "stripe_webhook_nothing_changed", stripeEventType: "customer.subscription.updated" };
    expect(await warningOf(response)).toMatchObject({ ...common, stripeEventId: event.id, reason: "subscription_unknown", stripeSubscriptionId: "sub_nope" });
    expect(await warningOf(unmatched)).toMatchObject({
      ...common,
      stripeEventType: "customer.subscription.deleted",
      stripeEventId: strangers.id,
      reason: "customer_without_user",
      stripeSubscriptionId: stranger,
      stripeCustomerId: "cus_test_nobody",
    });
    await expect.poll(() => logLinesOf(server, [replay.headers.get("x-request-id")]).length).toBe(1);
    expect(logLinesOf(server, [replay.headers.get("x-request-id")])[0]).toMatchObject({ path: "/api/stripe/webhook", status: 200 });
    expect(server.output()).not.toContain(WEBHOOK_SECRET);
    expect(row()).toEqual(before);
  });

  it("records nothing when Stripe cannot be read, so Stripe's retry is processed", async () => {
    const { row } = await subscribedUser();
    const sub = row().stripe_subscription_id!;
    fake.setSubscriptionStatus(sub, "canceled");
    const event = signedEvent(WEBHOOK_SECRET, "customer.subscription.deleted", { id: sub, object: "subscription" });
    fake.fail("/subscriptions");
    expect((await webhook(event.payload, event.signature)).status).toBe(502);
    expect(row().subscription_plan).toBe("pro");
    fake.heal();
    const retry = await webhook(event.payload, event.signature);
    expect(await retry.json()).toEqual({ received: true });
    expect(row()).toMatchObject({ subscription_plan: "free", subscription_status: "canceled" });
  });
});

describe("without Stripe keys", () => {
  it("says payment processing is not configured", async () => {
    const { client } = await newUser(bare);
    const html = await (await client.get("/subscribe")).text();
    expect(html).toContain("Configuration Error");
    expect(html).toContain("Payment processing is not configured");
    const posted = await client.form("/subscribe", {});
    expect(posted.status).toBe(503);
    expect(await posted.text()).toContain("Configuration Error");
    const api = await client.request("/api/create-checkout-session", { method: "POST" });
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: "Payment processing is not configured" });
    const hook = await fetch(`${bare.url}/api/stripe/webhook`, { method: "POST", body: "{}" });
    expect(hook.status).toBe(503);
  });

  it("says so to a free user on /plan and /billing too, before the Upgrade and Add Payment Method links (decision 176)", async () => {
    const note = "Payment processing is not configured.";
    const next = "Your free plan still works. To upgrade, ask this site";
    const { client } = await newUser(bare);
    for (const path of ["/plan", "/billing"]) {
      const html = (await (await client.get(path)).text()).replaceAll("<!-- -->", "");
      expect(html, path).toContain(note);
      expect(html, path).toContain(next);
      // The spec's links stay: /subscribe says the same with its Configuration Error.
      expect(html, path).toContain('href="/subscribe"');
    }
    // Where Pro can be bought, neither page says it.
    const sold = await newUser(server);
    for (const path of ["/plan", "/billing"]) {
      const html = (await (await sold.client.get(path)).text()).replaceAll("<!-- -->", "");
      expect(html, path).not.toContain(note);
      expect(html, path).not.toContain(next);
    }
  });

  it("logs each 'not configured' 503 as a warning, not an error (it is how an install without Stripe works)", async () => {
    const free = await newUser(bare);
    const pro = await newUser(bare);
    await setPlan(bare.dbFile, pro.email, "pro");
    const answers = [
      await free.client.form("/subscribe", {}),
      await free.client.request("/api/create-checkout-session", { method: "POST" }),
      await free.client.json("/api/stripe/verify-session", { sessionId: "cs_test_a1b2c3" }),
      await fetch(`${bare.url}/api/stripe/webhook`, { method: "POST", body: "{}" }),
      await pro.client.get("/api/stripe/invoices"),
      await pro.client.get("/api/stripe/payment-method"),
      // The portal answered 502 "Failed to open billing portal", logged as an error, though
      // nothing upstream had failed.
      await pro.client.request("/api/stripe/customer-portal", { method: "POST" }),
    ];
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503, 503, 503, 503]);
    // Each request's log line, found by its request id.
    const ids = answers.map((a) => a.headers.get("x-request-id"));
    const logged = () => logLinesOf(bare, ids);
    await expect.poll(() => logged().length, { timeout: 10_000 }).toBe(7);
    expect(logged().map((line) => `${line.path} ${line.level}`).sort()).toEqual([
      "/api/create-checkout-session warn",
      "/api/stripe/customer-portal warn",
      "/api/stripe/invoices warn",
      "/api/stripe/payment-method warn",
      "/api/stripe/verify-session warn",
      "/api/stripe/webhook warn",
      "/subscribe warn",
    ]);
  });

  it("saves the profile of a customer when Stripe is no longer configured, and says the name was not sent", async () => {
    const { client, email } = await newUser(bare);
    const db = new Database(bare.dbFile);
    db.prepare("update users set stripe_customer_id = 'cus_test_kept' where email = ?").run(email.toLowerCase());
    db.close();
    const saved = await client.form("/account", { intent: "profile", firstName: "Grace", lastName: "Hopper" });
    expect(saved.headers.get("location")).toBe("/account");
    expect(await (await client.get("/account")).text()).toContain("Profile updated");
    const id = saved.headers.get("x-request-id");
    await expect.poll(() => logLinesOf(bare, [id]).length, { timeout: 10_000 }).toBe(2);
    expect(logLinesOf(bare, [id]).find((l) => !l.path)).toMatchObject({
      level: "warn",
      event: "stripe_customer_not_updated",
      stripeCustomerId: "cus_test_kept",
      stripeError: "not_configured",
    });
  });

  it("still serves a Pro user granted by an administrator", async () => {
    const { client, email } = await newUser(bare);
    await setPlan(bare.dbFile, email, "pro");
    const html = await (await client.get("/billing")).text();
    expect(problemNotice(html)).toBe("Payment processing is not configured.");
    // No Stripe customer, so no card and no invoice anywhere: said as with a checkout set up, not
    // "cannot be shown just now", which promised they would show later (decision 198).
    expect(html).toContain("No payment method found. Please contact support.");
    expect(html).toContain("No invoices: this plan was set by your administrator and is not billed here.");
    expect(html).not.toContain("just now");
    expect((await client.get("/subscribe")).headers.get("location")).toBe("/plan");
    // No "Manage Subscription" that could only fail: the plan page says who set the plan.
    const plan = await (await client.get("/plan")).text();
    expect(plan).not.toContain("Manage Subscription");
    expect(plan).toContain("Payment processing is not configured, so this plan was set by your administrator.");
  });
});

/** The server's start-up warnings about its Stripe set-up (decision 147). */
function stripeWarnings(target: TestServer) {
  return target
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: string; msg: string; missing?: string[]; requestId?: string })
    .filter((line) => line.msg?.startsWith("Stripe is partly configured"));
}

describe("a partial Stripe set-up (decision 147)", () => {
  let keyAndPrice: TestServer;
  let hookOnly: TestServer;
  beforeAll(async () => {
    [keyAndPrice, hookOnly] = await Promise.all([
      startServer({ STRIPE_SECRET_KEY: "sk_test_secret_value", STRIPE_PRICE_ID: "price_pro_monthly", STRIPE_API_BASE: fake.base }),
      startServer({ STRIPE_WEBHOOK_SECRET: "whsec_secret_value" }),
    ]);
  });
  afterAll(() => Promise.all([keyAndPrice?.stop(), hookOnly?.stop()]));

  it("starts with one warning naming the variables missing and what will not work, never a value", () => {
    const [warning, ...more] = stripeWarnings(keyAndPrice);
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ level: "warn", missing: ["STRIPE_WEBHOOK_SECRET"] });
    expect(warning!.requestId).toBeUndefined();
    expect(warning!.msg).toMatch(/^Stripe is partly configured: STRIPE_WEBHOOK_SECRET is not set\. Not working: checkout /);
    expect(warning!.msg).toContain("the webhook (answers 503: cancellations, renewals and failed payments never reach the app)");
    expect(warning!.msg).toContain("Still working: existing customers' portal, invoices and card");

    const [reverse] = stripeWarnings(hookOnly);
    expect(reverse).toMatchObject({ level: "warn", missing: ["STRIPE_SECRET_KEY", "STRIPE_PRICE_ID"] });
    expect(reverse!.msg).not.toContain("Still working");
    for (const target of [keyAndPrice, hookOnly]) expect(target.output()).not.toContain("secret_value");
    // Set up fully, or not at all, a server says nothing about it.
    expect(stripeWarnings(server)).toEqual([]);
    expect(stripeWarnings(bare)).toEqual([]);
  });

  it("sells nothing without the webhook secret: checkout is not configured, the webhook 503", async () => {
    const { client, row } = await newUser(keyAndPrice);
    expect(await (await client.get("/subscribe")).text()).toContain("Payment processing is not configured");
    const posted = await client.form("/subscribe", {});
    expect(posted.status).toBe(503);
    const api = await client.request("/api/create-checkout-session", { method: "POST" });
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: "Payment processing is not configured" });
    expect((await fetch(`${keyAndPrice.url}/api/stripe/webhook`, { method: "POST", body: "{}" })).status).toBe(503);
    // No Stripe customer was made for a checkout that could not start.
    expect(row().stripe_customer_id).toBeNull();
  });
});

describe("embedded checkout (STRIPE_CHECKOUT_UI=embedded)", () => {
  let embedded: TestServer;
  beforeAll(async () => {
    embedded = await startServer({
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: "price_pro_monthly",
      STRIPE_API_BASE: fake.base,
      STRIPE_CHECKOUT_UI: "embedded",
    });
  });
  afterAll(() => embedded?.stop());

  it("answers with a client secret for an embedded session and allows Stripe.js", async () => {
    const { client } = await newUser(embedded);
    const response = await client.request("/api/create-checkout-session", { method: "POST" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { clientSecret: string };
    expect(Object.keys(body)).toEqual(["clientSecret"]);
    const session = [...fake.sessions.values()].find((s) => s.client_secret === body.clientSecret)!;
    expect(session).toMatchObject({
      ui_mode: "embedded_page",
      return_url: `${embedded.url}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
    });
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com;/);
    expect(csp).toContain("frame-src 'self' https://js.stripe.com");
  });
});
