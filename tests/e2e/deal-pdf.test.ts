/**
 * The PDF deal sheet in a browser, with JavaScript off and on: a pro user downloads it from a
 * deal card and from the deal's details; a free user is shown the upgrade prompt instead.
 */
import { readFileSync } from "node:fs";
import type { Browser, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser, MODES, seriousViolations, type Mode } from "../support/browser";
import { GOOD_PASSWORD, startServer, type TestServer } from "../support/server";
import { signedInPage } from "../support/session";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(mode: Mode, plan: "free" | "pro") {
  const { context, page, user } = await signedInPage(server, browser, mode, { plan, prefix: `pdf-${mode}` });
  await page.goto(`${server.url}/dashboard`);
  return { context, page, user };
}

/** Runs a search and returns the first card's title. */
async function searchForCards(page: Page, mode: Mode) {
  await page.getByLabel("Message", { exact: true }).fill("Houses in Manchester");
  await page.getByRole("button", { name: "Send" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/chat/"));
  await page.locator("article").first().waitFor();
  if (mode === "js-on") await hydrated(page);
  return (await page.locator("article h2").first().textContent())!.trim();
}

async function expectPdf(download: Download, dealId: string) {
  expect(download.suggestedFilename()).toBe(`deal-${dealId}.pdf`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

function notifications(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

for (const mode of MODES) {
  describe(`PDF deal sheet with JavaScript ${mode === "js-on" ? "on" : "off"}`, () => {
    it("a pro user downloads it from a card and from the details", async () => {
      const { context, page } = await signedIn(mode, "pro");
      const title = await searchForCards(page, mode);

      const cardLink = page.getByRole("link", { name: `PDF of ${title}` }).first();
      const href = (await cardLink.getAttribute("href"))!;
      const dealId = /^\/api\/deals\/(\d+)\/pdf$/.exec(href)?.[1];
      expect(dealId, href).toBeTruthy();
      // No download attribute: the server's Content-Disposition names the file, and the link stays
      // a navigation a signed-out click can be sent to log in from (decision 209).
      expect(await cardLink.getAttribute("download")).toBeNull();
      const [fromCard] = await Promise.all([page.waitForEvent("download"), cardLink.click()]);
      await expectPdf(fromCard, dealId!);
      if (mode === "js-on") {
        await notifications(page).getByText("PDF Downloaded").waitFor();
        expect(await notifications(page).textContent()).toContain("Deal sheet has been downloaded successfully.");
        expect(await page.getByRole("region", { name: "Notifications" }).count()).toBe(1);
        expect(await seriousViolations(page)).toEqual([]);
      }

      await page.goto(`${server.url}/deals/${dealId}`);
      if (mode === "js-on") await hydrated(page);
      const detailsLink = page.getByRole("link", { name: `PDF of ${title}` });
      const [fromDetails] = await Promise.all([page.waitForEvent("download"), detailsLink.click()]);
      await expectPdf(fromDetails, dealId!);
      if (mode === "js-on") await notifications(page).getByText("PDF Downloaded").waitFor();
      await context.close();
    });

    it("after the session has ended, the link leads to log in and back, not to a JSON message (decision 209)", async () => {
      const { context, page, user } = await signedIn(mode, "pro");
      const title = await searchForCards(page, mode);
      const details = page.getByRole("link", { name: `Details of ${title}` }).first();
      const dealPath = new URL((await details.getAttribute("href"))!, server.url).pathname;
      await page.goto(`${server.url}${dealPath}`);
      if (mode === "js-on") await hydrated(page);

      // Logged out in another tab: the session is gone, this page does not know it.
      const other = await context.newPage();
      await other.goto(`${server.url}/dashboard`);
      await other.locator("summary", { hasText: "Account menu" }).click();
      await other.getByRole("button", { name: "Log Out" }).click();
      await other.waitForURL(`${server.url}/`);
      await other.close();

      let downloaded = false;
      page.on("download", () => (downloaded = true));
      await page.getByRole("link", { name: `PDF of ${title}` }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(dealPath);
      expect(await page.locator("body").textContent()).not.toContain('"message"');
      await page.getByRole("heading", { name: "Welcome back" }).waitFor();
      expect(downloaded).toBe(false);

      // Logging in comes back to the deal, whose link now downloads the sheet.
      if (mode === "js-on") await hydrated(page);
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password").fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL((url) => url.pathname === dealPath);
      if (mode === "js-on") await hydrated(page);
      const dealId = /\/deals\/(\d+)/.exec(dealPath)![1]!;
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: `PDF of ${title}` }).click()]);
      await expectPdf(download, dealId);
      await context.close();
    });

    it("a free user gets the upgrade prompt instead of a download", async () => {
      const { context, page } = await signedIn(mode, "free");
      const title = await searchForCards(page, mode);
      const chatPath = new URL(page.url()).pathname;
      let downloaded = false;
      page.on("download", () => (downloaded = true));

      // A button posting to the server, as Save is, so the refusal's toast comes with or without JavaScript.
      await page.getByRole("button", { name: `PDF of ${title}` }).first().click();
      await page.waitForURL((url) => url.pathname === chatPath && url.searchParams.get("upgrade") === "pdf");
      await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
      expect(await page.locator("main").textContent()).toContain("PDF downloads are available on Pro and Enterprise plans.");
      await notifications(page).getByText("Upgrade Required").waitFor();
      if (mode === "js-on") expect(await seriousViolations(page)).toEqual([]);

      // The details page leads to the same prompt.
      const details = page.getByRole("link", { name: `Details of ${title}` }).first();
      const detailsHref = (await details.getAttribute("href"))!;
      await page.goto(`${server.url}${detailsHref}`);
      if (mode === "js-on") await hydrated(page);
      await page.getByRole("button", { name: `PDF of ${title}` }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/deals/") && url.searchParams.get("upgrade") === "pdf");
      // With JavaScript the URL can change a moment before React renders the new page: wait for
      // it. The chooser's reason (over the page, the toast is drawn in its dialog too).
      await page.locator("main").getByText("Upgrade Required: PDF downloads are available on Pro and Enterprise plans.").waitFor();
      expect(await page.locator("main").textContent()).toContain("PDF downloads are available on Pro and Enterprise plans.");
      expect(downloaded).toBe(false);
      await context.close();
    });
  });
}

describe("PDF deal sheet with JavaScript on, from the details dialog", () => {
  it("a free user's refusal closes the dialog and opens the plan chooser over the chat (decision 144)", async () => {
    const { context, page } = await signedIn("js-on", "free");
    const title = await searchForCards(page, "js-on");
    const chatPath = new URL(page.url()).pathname;
    await page.getByRole("link", { name: `Details of ${title}` }).first().click();
    const details = page.getByRole("dialog", { name: title });
    await details.getByRole("button", { name: `PDF of ${title}` }).click();
    // Back to the chat, as a refused Save is, not to the deal's page.
    await page.waitForURL((url) => url.pathname === chatPath && url.searchParams.get("upgrade") === "pdf");
    await page.getByRole("dialog", { name: "Choose Your Plan" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("plan-chooser-title");
    expect(await page.evaluate(() => [...document.querySelectorAll("dialog[open]")].map((d) => d.getAttribute("aria-labelledby")))).toEqual([
      "plan-chooser-title",
    ]);
    // Escape: the focus goes back to the card's Details link, the dialog's opener.
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => !url.searchParams.has("upgrade"));
    await expect
      .poll(() => page.getByRole("link", { name: `Details of ${title}` }).first().evaluate((el) => el === document.activeElement))
      .toBe(true);
    await context.close();
  });
});
