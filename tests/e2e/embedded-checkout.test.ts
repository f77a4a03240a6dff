/**
 * The embedded checkout (STRIPE_CHECKOUT_UI=embedded, decision 026) in a real browser. Stripe.js
 * cannot be fetched here, so the browser is handed a stand-in at its real address
 * (https://js.stripe.com/v3/): it records what our page gives it (the publishable key, the client
 * secret from the fake Stripe's session) and mounts a Pay form that completes that session the
 * way Stripe's own form does, by sending the buyer to the session's return URL. What runs is our
 * page: the script tag with the CSP nonce, the CSP itself, the call, the mount, the error path.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { axeViolations, hydrated, launchBrowser, newContext, type Mode } from "../support/browser";
import { Client, signUp, startServer, type TestServer } from "../support/server";
import { shareCookies } from "../support/session";

const STRIPE_JS = "https://js.stripe.com/v3/";
let fake: FakeStripe;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeStripe();
  [server, browser] = await Promise.all([
    startServer({
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_embedded",
      STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
      STRIPE_PRICE_ID: "price_pro_monthly",
      STRIPE_API_BASE: fake.base,
      STRIPE_CHECKOUT_UI: "embedded",
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** The stand-in for Stripe.js: `Stripe(key).initEmbeddedCheckout({fetchClientSecret})`, then `mount`. */
function fakeStripeJs(payBase: string) {
  return `
    window.__stripeCalls = [];
    window.Stripe = function (key) {
      window.__stripeCalls.push(["Stripe", key]);
      return {
        initEmbeddedCheckout: async function (options) {
          const secret = await options.fetchClientSecret();
          window.__stripeCalls.push(["initEmbeddedCheckout", secret]);
          let mounted = null;
          return {
            mount: function (selector) {
              window.__stripeCalls.push(["mount", selector]);
              const session = secret.replace(/_secret_fake$/, "");
              const form = document.createElement("form");
              form.method = "post";
              form.action = ${JSON.stringify(payBase)} + "/c/pay/" + session;
              const button = document.createElement("button");
              button.type = "submit";
              button.textContent = "Pay with the embedded form";
              form.appendChild(button);
              document.querySelector(selector).appendChild(form);
              mounted = form;
            },
            destroy: function () {
              window.__stripeCalls.push(["destroy"]);
              mounted?.remove();
            },
          };
        },
      };
    };`;
}

async function signedInPage(mode: Mode) {
  const client = new Client(server.url);
  await signUp(client);
  const context = await newContext(browser, mode);
  await shareCookies(client, context, server);
  const page = await context.newPage();
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  return { client, context, page, cspErrors };
}

const plan = async (client: Client) => ((await (await client.get("/api/auth/user")).json()) as { subscriptionPlan: string }).subscriptionPlan;

describe("embedded checkout", () => {
  it("with JavaScript on: loads Stripe.js with the nonce, mounts the form with the session's secret, and the payment makes the user Pro", async () => {
    const { client, context, page, cspErrors } = await signedInPage("js-on");
    let served = 0;
    await page.route(STRIPE_JS, async (route) => {
      served += 1;
      await route.fulfill({ status: 200, contentType: "text/javascript", body: fakeStripeJs(fake.base) });
    });
    const before = new Set(fake.sessions.keys());

    await page.goto(server.url + "/subscribe");
    await hydrated(page);
    const pay = page.getByRole("button", { name: "Pay with the embedded form" });
    await pay.waitFor();

    // One session was made, embedded, and its secret is what Stripe.js was handed.
    const made = [...fake.sessions.values()].filter((s) => !before.has(s.id));
    expect(made).toHaveLength(1);
    const session = made[0]!;
    expect(session).toMatchObject({ ui_mode: "embedded_page", return_url: `${server.url}/payment/success?session_id={CHECKOUT_SESSION_ID}` });
    expect(await page.evaluate(() => (window as unknown as { __stripeCalls: unknown[] }).__stripeCalls)).toEqual([
      ["Stripe", "pk_test_embedded"],
      ["initEmbeddedCheckout", session.client_secret],
      ["mount", "#embedded-checkout"],
    ]);
    expect(served).toBe(1);
    // The script tag carries this document's nonce (the one React Router's own scripts carry),
    // not the newer one the root loader brought after the action, so the CSP let it run.
    const nonces = await page.evaluate(
      (src) => [...document.querySelectorAll("script")].map((script) => ({ stripe: script.src === src, nonce: script.nonce })),
      STRIPE_JS,
    );
    const stripeNonce = nonces.find((n) => n.stripe)?.nonce;
    expect(stripeNonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(nonces.filter((n) => !n.stripe && n.nonce).every((n) => n.nonce === stripeNonce)).toBe(true);
    expect(cspErrors).toEqual([]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Upgrade to Pro");
    expect(await axeViolations(page)).toEqual([]);

    expect(await plan(client)).toBe("free");
    await pay.click();
    await page.waitForURL(`${server.url}/payment/success?session_id=${session.id}`);
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Payment Successful!");
    expect(await plan(client)).toBe("pro");
    await context.close();
  });

  it("with JavaScript on: when Stripe.js cannot load, says so in an alert and charges nothing", async () => {
    const { client, context, page } = await signedInPage("js-on");
    await page.route(STRIPE_JS, (route) => route.abort("internetdisconnected"));
    await page.goto(server.url + "/subscribe");
    await hydrated(page);
    const alert = page.getByRole("alert").filter({ hasText: "Failed to initialize payment" });
    await alert.waitFor();
    expect(await page.locator("#embedded-checkout").innerHTML()).toBe("");
    expect(await axeViolations(page)).toEqual([]);
    expect(await plan(client)).toBe("free");
    await context.close();
  });

  it("with JavaScript off: the button makes no payment form appear and says JavaScript is needed", async () => {
    const { client, context, page } = await signedInPage("js-off");
    let requested = 0;
    await page.route(STRIPE_JS, async (route) => {
      requested += 1;
      await route.abort();
    });
    await page.goto(server.url + "/subscribe");
    await page.getByRole("button", { name: "Continue to secure checkout" }).click();
    // Playwright's text and role engines skip <noscript>; the browser, with scripting off, shows it.
    const needsJs = page.locator("noscript > p[role=alert]");
    await page.waitForURL(server.url + "/subscribe");
    expect(await needsJs.textContent()).toBe("The embedded payment form needs JavaScript. Please enable JavaScript and try again.");
    const box = await needsJs.boundingBox();
    expect(box?.height).toBeGreaterThan(10);
    expect(requested).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Upgrade to Pro");
    expect(await plan(client)).toBe("free");
    await context.close();
  });
});
