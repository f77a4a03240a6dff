/**
 * Subscribing in a real browser, with JavaScript off and on: /subscribe → the fake Stripe's
 * hosted checkout → the success page → Pro → billing shows the card and invoice → the portal.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedEvent, startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { axeViolations, hydrated, launchBrowser, MODES, newContext, planChooser, seriousViolations, type Mode } from "../support/browser";
import { Client, GOOD_PASSWORD, signUp, startServer, uniqueEmail, type TestServer } from "../support/server";
import { shareCookies } from "../support/session";
import { runAdmin } from "../../db/admin/cli";
import { openDatabase } from "../../app/server/db.server";
import { invoiceDate } from "../../app/lib/invoice-format";

const WEBHOOK_SECRET = "whsec_test_secret";
let fake: FakeStripe;
let server: TestServer;
let bare: TestServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeStripe();
  [server, bare, browser] = await Promise.all([
    startServer({
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: "price_pro_monthly",
      STRIPE_API_BASE: fake.base,
    }),
    startServer(),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), bare?.stop()]);
  await fake?.close();
});

/** A browser context signed in as the client's user (its cookie handed over), in a theme if given. */
async function contextFor(mode: Mode, target: TestServer, client: Client, theme?: "light" | "dark") {
  const context = await newContext(browser, mode);
  await shareCookies(client, context, target);
  if (theme) await setTheme(context, target, theme);
  return { context, page: await context.newPage() };
}

/** A browser context signed in as a new user (signed up over HTTP, its cookie handed over). */
async function signedIn(mode: Mode, target: TestServer): Promise<{ context: BrowserContext; page: Page }> {
  const client = new Client(target.url);
  await signUp(client);
  return contextFor(mode, target, client);
}

/**
 * A Pro customer, set up over HTTP as it happens: checkout, Pay at the fake Stripe, the success
 * page. Returns the client and the customer's invoice from the fake.
 */
async function subscribedCustomer() {
  const client = new Client(server.url);
  await signUp(client);
  const checkout = (await client.form("/subscribe", {})).headers.get("location")!;
  const paid = await fetch(checkout, { method: "POST", redirect: "manual" });
  const success = new URL(paid.headers.get("location")!);
  expect((await client.get(success.pathname + success.search)).status).toBe(200);
  const subscription: string = fake.sessions.get(success.searchParams.get("session_id")!)!.subscription;
  const invoice = [...fake.invoices.values()].find((i) => i.parent.subscription_details.subscription === subscription)!;
  return { client, subscription, invoice: invoice as { number: string; created: number } };
}

/** Stripe's event, signed, sent to the webhook; expects it acknowledged. */
async function sendEvent(type: string, object: Record<string, unknown>) {
  const event = signedEvent(WEBHOOK_SECRET, type, object);
  const answer = await fetch(`${server.url}/api/stripe/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
    body: event.payload,
  });
  expect(answer.status).toBe(200);
}

/** A Pro customer whose renewal failed: Stripe's `invoice.payment_failed` with the subscription past_due. */
async function pastDueCustomer(): Promise<Client> {
  const { client, subscription } = await subscribedCustomer();
  fake.setSubscriptionStatus(subscription, "past_due");
  await sendEvent("invoice.payment_failed", {
    id: `in_test_failed_${subscription}`,
    object: "invoice",
    parent: { type: "subscription_details", subscription_details: { subscription } },
  });
  return client;
}

/** A customer who cancelled: Stripe's `customer.subscription.deleted`, back on Free with the Stripe customer kept. */
async function cancelledCustomer() {
  const customer = await subscribedCustomer();
  fake.setSubscriptionStatus(customer.subscription, "canceled");
  await sendEvent("customer.subscription.deleted", { id: customer.subscription, object: "subscription" });
  const user = (await (await customer.client.get("/api/auth/user")).json()) as { subscriptionPlan: string; subscriptionStatus: string };
  expect(user).toMatchObject({ subscriptionPlan: "free", subscriptionStatus: "canceled" });
  return customer;
}

/** A new user put on Pro by the admin command (`npm run admin -- set-plan`, run in this process). */
async function grantedPro(target: TestServer): Promise<Client> {
  const client = new Client(target.url);
  const { email } = await signUp(client);
  const db = openDatabase(target.dbFile);
  const out: string[] = [];
  try {
    expect(await runAdmin(["set-plan", email, "pro"], { db, out: (line) => out.push(line), err: (line) => out.push(line) })).toBe(0);
  } finally {
    db.$client.close();
  }
  expect(out.join("\n")).toContain("plan pro, status active.");
  return client;
}

/** The theme cookie, for the next page the context loads. */
async function setTheme(context: BrowserContext, target: TestServer, theme: "light" | "dark") {
  await context.addCookies([{ name: "theme", value: encodeURIComponent(btoa(JSON.stringify(theme))), url: target.url }]);
}

/**
 * Presses a button that opens the Customer Portal (a form, with JavaScript or without), follows
 * the portal's return link, and waits until it is back on `path` of the app (decision 156).
 */
async function throughPortal(page: Page, button: string, path: string) {
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL(`${fake.base}/p/session/**`);
  await page.getByRole("link", { name: "Return to DealFinder AI" }).click();
  await page.waitForURL(`${server.url}${path}`);
}

async function visit(page: Page, mode: Mode, url: string) {
  await page.goto(url);
  if (mode === "js-on") await hydrated(page);
}

async function expectAccessible(page: Page, mode: Mode) {
  if (mode === "js-on") expect(await seriousViolations(page)).toEqual([]);
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

for (const mode of MODES) {
  describe(`billing with JavaScript ${mode === "js-on" ? "on" : "off"}`, () => {
    it("subscribes through the hosted checkout, then sees Pro, the card, the invoice and the portal", async () => {
      const { context, page } = await signedIn(mode, server);

      if (mode === "js-on") {
        // Hold the session request so the waiting state can be seen and checked.
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        await page.route(
          (url) => url.pathname.startsWith("/subscribe"),
          async (route) => {
            if (route.request().method() === "POST") await gate;
            await route.continue();
          },
        );
        await page.goto(server.url + "/subscribe");
        await page.getByRole("status").filter({ hasText: "Redirecting to secure checkout..." }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        release();
      } else {
        await page.goto(server.url + "/subscribe");
        expect(await h1(page)).toBe("Upgrade to Pro");
        await page.getByRole("button", { name: "Continue to secure checkout" }).click();
      }

      await page.waitForURL(`${fake.base}/c/pay/**`);
      await page.getByRole("button", { name: "Pay" }).click();
      await page.waitForURL(`${server.url}/payment/success?session_id=*`);
      if (mode === "js-on") await hydrated(page);
      expect(await h1(page)).toBe("Payment Successful!");
      await page.getByRole("link", { name: "View Analytics" }).waitFor();
      expect(await page.getByRole("link", { name: "View Analytics" }).getAttribute("href")).toBe("/analytics");
      await expectAccessible(page, mode);

      await visit(page, mode, server.url + "/plan");
      const pro = page.getByRole("article", { name: "Pro" });
      await pro.getByText("Current", { exact: true }).waitFor();
      await expectAccessible(page, mode);

      await visit(page, mode, server.url + "/billing");
      await page.getByText("Visa ending in 4242").waitFor();
      await page.getByText("Expires 12/2030").waitFor();
      await page.getByText("£29.00").waitFor();
      const pdf = page.getByRole("link", { name: /Download PDF of invoice DF-\d{4} \(opens in a new tab\)/ });
      expect(await pdf.getAttribute("target")).toBe("_blank");
      await expectAccessible(page, mode);

      await visit(page, mode, server.url + "/plan");
      await throughPortal(page, "Manage Subscription", "/plan");
      await context.close();
    });

    it("Back from Stripe's checkout stays on /subscribe with its button, and makes no new session", async () => {
      const { context, page } = await signedIn(mode, server);
      await visit(page, mode, server.url + "/plan");
      await page.getByRole("article", { name: "Pro" }).getByRole("link", { name: "Upgrade to Pro" }).click();
      if (mode === "js-off") await page.getByRole("button", { name: "Continue to secure checkout" }).click();
      await page.waitForURL(`${fake.base}/c/pay/**`);
      const sessions = fake.sessions.size;
      await page.goBack();
      await page.waitForURL(`${server.url}/subscribe`);
      if (mode === "js-on") await hydrated(page);
      const button = page.getByRole("button", { name: "Continue to secure checkout" });
      await button.waitFor();
      // Time for a self-submitting page to have gone forward again (it did, to a new session).
      await page.waitForTimeout(1500);
      expect(page.url()).toBe(`${server.url}/subscribe`);
      expect(await button.isEnabled()).toBe(true);
      expect(await page.getByRole("status").filter({ hasText: "Redirecting" }).count()).toBe(0);
      expect(fake.sessions.size).toBe(sessions);
      // The user chooses: the button still leads to checkout.
      await button.click();
      await page.waitForURL(`${fake.base}/c/pay/**`);
      expect(fake.sessions.size).toBe(sessions + 1);
      await context.close();
    });

    it("Start with Pro tells the new account it exists before it pays: /subscribe waits with the toast and its button (decision 224)", async () => {
      const context = await newContext(browser, mode);
      const page = await context.newPage();
      await visit(page, mode, server.url + "/");
      await page.getByRole("link", { name: "Start with Pro (Pro plan)" }).click();
      await page.waitForURL((url) => url.pathname === "/signup");
      if (mode === "js-on") await hydrated(page);
      await page.getByLabel("First name").fill("Ada");
      await page.getByLabel("Last name").fill("Lovelace");
      await page.getByLabel("Email").fill(uniqueEmail(`start-pro-${mode}`));
      await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
      const sessions = fake.sessions.size;
      await page.getByRole("button", { name: "Create account" }).click();
      await page.waitForURL(`${server.url}/subscribe`);
      // Time for a self-submitting page to have gone on to Stripe (it did, the toast only flashed).
      await page.waitForTimeout(1500);
      expect(page.url()).toBe(`${server.url}/subscribe`);
      await page.getByTestId("toast").filter({ hasText: "Account created!" }).waitFor();
      const button = page.getByRole("button", { name: "Continue to secure checkout" });
      await button.waitFor();
      expect(await page.getByRole("status").filter({ hasText: "Redirecting" }).count()).toBe(0);
      expect(fake.sessions.size).toBe(sessions);
      await expectAccessible(page, mode);
      // The user goes on when ready: one session, at Stripe's page.
      await button.click();
      await page.waitForURL(`${fake.base}/c/pay/**`);
      expect(fake.sessions.size).toBe(sessions + 1);
      await context.close();
    });

    it("tells a past_due customer their payment failed: a labelled region, not colour alone, axe-clean in both themes", async () => {
      const client = await pastDueCustomer();
      for (const theme of ["light", "dark"] as const) {
        const { context, page } = await contextFor(mode, server, client, theme);
        for (const path of ["/plan", "/billing"]) {
          await visit(page, mode, server.url + path);
          // Found by what a screen reader offers: a region named by its heading, the words
          // saying what happened (not only a colour), and the way to fix it.
          const notice = page.getByRole("region", { name: "Payment failed" });
          await notice.getByRole("heading", { level: 2, name: "Payment failed" }).waitFor();
          await notice.getByText("Your last payment failed. Update your payment method to keep Pro.").waitFor();
          await notice.getByRole("button", { name: "Update payment method" }).waitFor();
          // Present when the page loads, so not a live region that would be read out again
          // (or not at all) as React re-renders it.
          expect(await notice.evaluate((el) => el.closest("[role=alert],[role=status],[aria-live]") === null), path).toBe(true);
          // The notice comes first after the page's title, so it is read before the cards.
          expect(await page.getByRole("main").getByRole("heading", { level: 2 }).first().textContent(), path).toBe("Payment failed");
          if (mode === "js-on") expect(await axeViolations(page), `${path} ${theme}`).toEqual([]);
        }
        await context.close();
      }
      // The button opens the Customer Portal, with JavaScript or without, and the portal comes
      // back to the page it was opened from (decision 156).
      const { context, page } = await contextFor(mode, server, client);
      await visit(page, mode, server.url + "/billing");
      await throughPortal(page, "Update payment method", "/billing");
      await context.close();
    });

    it("shows a cancelled customer their card, receipts and the portal on /billing, axe-clean in both themes (decision 146)", async () => {
      const { client, invoice } = await cancelledCustomer();
      const { context, page } = await contextFor(mode, server, client);
      await visit(page, mode, server.url + "/billing");
      expect(await h1(page)).toBe("Billing & Invoices");
      const card = page.getByRole("region", { name: "Payment Method" });
      await card.getByText("Visa ending in 4242").waitFor();
      await card.getByText("Expires 12/2030").waitFor();
      // Not the free texts: the card and the receipts follow the customer, not the plan.
      expect(await card.getByText("No payment method on file").count()).toBe(0);
      expect(await card.getByRole("link", { name: "Add Payment Method" }).count()).toBe(0);
      const history = page.getByRole("region", { name: "Billing History" });
      const row = history.getByRole("listitem").filter({ hasText: invoice.number });
      await row.getByText(invoiceDate(invoice.created)).waitFor();
      await row.getByText("£29.00").waitFor();
      await row.getByText("Paid").waitFor();
      const pdf = row.getByRole("link", { name: `Download PDF of invoice ${invoice.number} (opens in a new tab)` });
      expect(await pdf.getAttribute("target")).toBe("_blank");
      expect(await history.getByText("No invoices yet").count()).toBe(0);
      // Nothing is failing: no payment notice.
      expect(await page.getByRole("region", { name: "Payment failed" }).count()).toBe(0);
      if (mode === "js-on") {
        expect(await axeViolations(page), "light").toEqual([]);
        await setTheme(context, server, "dark");
        await visit(page, mode, server.url + "/billing");
        expect(await page.locator("html").getAttribute("class")).toBe("dark");
        expect(await axeViolations(page), "dark").toEqual([]);
      }
      // "Manage" is a form: the Customer Portal, with JavaScript or without, and back to the
      // page it was opened from (decision 156).
      await throughPortal(page, "Manage payment method", "/billing");
      expect(await h1(page)).toBe("Billing & Invoices");
      await context.close();
    });

    it("shows a plan granted by the admin command on /plan: who set it, whom to ask, no Manage Subscription, axe-clean", async () => {
      const notes = [
        { target: server, note: "This plan was set by your administrator. Contact support to change it." },
        {
          target: bare,
          note: "Payment processing is not configured, so this plan was set by your administrator. Contact support to change it.",
        },
      ];
      for (const { target, note } of notes) {
        const { context, page } = await contextFor(mode, target, await grantedPro(target));
        await visit(page, mode, target.url + "/plan");
        expect(await h1(page)).toBe("Current Plan");
        const pro = page.getByRole("article", { name: "Pro" });
        await pro.getByText("Current", { exact: true }).waitFor();
        expect(await pro.getByText(note).count(), note).toBe(1);
        expect(await pro.getByRole("link", { name: "support" }).getAttribute("href")).toBe("mailto:support@example.com");
        // No button that could only fail, and no upgrade to the plan the user has.
        expect(await page.getByRole("button", { name: "Manage Subscription" }).count()).toBe(0);
        expect(await page.getByRole("link", { name: "Upgrade to Pro" }).count()).toBe(0);
        expect(await page.getByRole("article", { name: "Free" }).getByText("Current", { exact: true }).count()).toBe(0);
        const enterprise = page.getByRole("article", { name: "Enterprise" });
        expect(await enterprise.getByRole("link", { name: "Contact Sales" }).getAttribute("href")).toBe("mailto:sales@example.com");
        if (mode === "js-on") {
          expect(await axeViolations(page), `${target.url} light`).toEqual([]);
          await setTheme(context, target, "dark");
          await visit(page, mode, target.url + "/plan");
          expect(await axeViolations(page), `${target.url} dark`).toEqual([]);
        }
        await context.close();
      }
    });

    it("shows the cancel page", async () => {
      const { context, page } = await signedIn(mode, server);
      await visit(page, mode, server.url + "/payment/cancel");
      expect(await h1(page)).toBe("Payment Cancelled");
      await page.getByText("No charges were made").waitFor();
      await page.getByRole("link", { name: "support@example.com" }).waitFor();
      expect(await page.getByRole("link", { name: "Try Payment Again" }).getAttribute("href")).toBe("/subscribe");
      await expectAccessible(page, mode);
      await context.close();
    });

    it("says payment processing is not configured without keys", async () => {
      const { context, page } = await signedIn(mode, bare);
      await visit(page, mode, bare.url + "/subscribe");
      await page.getByRole("heading", { name: "Configuration Error" }).waitFor();
      await page.getByText("Payment processing is not configured").waitFor();
      // A next step, not a dead end: the free plan still works, and the way back is a link.
      await page.getByText("Your free plan still works.").waitFor();
      expect(await page.getByRole("link", { name: "Back to Plans" }).getAttribute("href")).toBe("/plan");
      await expectAccessible(page, mode);
      // /billing and /plan say it too, where the free user would look first (decision 176).
      await visit(page, mode, bare.url + "/billing");
      await page.getByText("No payment method on file").waitFor();
      const card = page.getByRole("region", { name: "Payment Method" });
      await card.getByText("Payment processing is not configured.").waitFor();
      expect(await card.getByRole("link", { name: "support@example.com" }).getAttribute("href")).toBe("mailto:support@example.com");
      await expectAccessible(page, mode);
      await visit(page, mode, bare.url + "/plan");
      const pro = page.getByRole("article", { name: "Pro" });
      await pro.getByText("Payment processing is not configured.").waitFor();
      await pro.getByText("Your free plan still works.", { exact: false }).waitFor();
      await expectAccessible(page, mode);
      await context.close();
    });

    it("says it in the plan chooser a refusal opens too, and only without a checkout (decision 181)", async () => {
      for (const target of [bare, server]) {
        const { context, page } = await signedIn(mode, target);
        // Over a page (a dialog with JavaScript), and as the content of /analytics.
        for (const path of ["/analyse?upgrade=search", "/analytics"]) {
          await visit(page, mode, target.url + path);
          const chooser = path === "/analytics" ? page.getByRole("region", { name: "Choose Your Plan" }) : planChooser(page, mode);
          await chooser.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
          const upgrade = chooser.getByRole("link", { name: "Upgrade to Pro" });
          expect(await upgrade.getAttribute("href")).toBe("/subscribe");
          const note = chooser.getByText("Payment processing is not configured.", { exact: true });
          if (target === bare) {
            await note.waitFor();
            await chooser.getByText("Your free plan still works.", { exact: false }).waitFor();
            expect(await chooser.getByRole("link", { name: "support@example.com" }).getAttribute("href")).toBe("mailto:support@example.com");
            // Said before the link, which it is about.
            expect(await note.evaluate((el, link) => Boolean(el.compareDocumentPosition(link!) & Node.DOCUMENT_POSITION_FOLLOWING), await upgrade.elementHandle())).toBe(true);
          } else {
            expect(await note.count()).toBe(0);
          }
          await expectAccessible(page, mode);
        }
        await context.close();
      }
    });
  });
}
