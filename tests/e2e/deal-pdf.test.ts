/**
 * The PDF deal sheet in a browser, with JavaScript off and on: a pro user downloads it from a
 * deal card and from the deal's details; a free user is shown the upgrade prompt instead.
 */
import { readFileSync } from "node:fs";
import type { Browser, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser, MODES, seriousViolations, type Mode } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
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
  const { context, page } = await signedInPage(server, browser, mode, { plan, prefix: `pdf-${mode}` });
  await page.goto(`${server.url}/dashboard`);
  return { context, page };
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
      expect(await cardLink.getAttribute("download")).toBe(`deal-${dealId}.pdf`);
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
