/**
 * Premium in a real browser, with JavaScript off and on: a free user's Save is refused (nothing
 * stored); a pro user saves and unsaves from the cards in a chat and from the deal details, and
 * finds the saved deals on /analytics with the right averages (computed here from the DB file);
 * axe on /analytics in both themes.
 */
import Database from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooserIsModalWithFocus, closePlanChooser, hydrated, launchBrowser, MODES, planChooser, seriousViolations, type Mode } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { signedInPage } from "../support/session";

let server: TestServer;
let browser: Browser;
let db: Database.Database;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  db = new Database(server.dbFile, { readonly: true });
});
afterAll(async () => {
  db?.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(mode: Mode, plan: "free" | "pro" = "free") {
  const { context, page, user } = await signedInPage(server, browser, mode, { plan, prefix: `premium-${mode}` });
  await page.goto(`${server.url}/dashboard`);
  if (mode === "js-on") await hydrated(page);
  return { context, page, userId: user.id };
}

async function searchInChat(page: Page, mode: Mode, message = "Houses in Manchester") {
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByRole("button", { name: "Send" }).click();
  await page.waitForURL("**/chat/**");
  await page.locator("article").first().waitFor();
  if (mode === "js-on") await hydrated(page);
}

const savedIds = (userId: string) =>
  (db.prepare("select deal_id as id from saved_deals where user_id = ? order by deal_id").all(userId) as { id: number }[]).map((r) => r.id);

/** The title of the nth card in the chat. */
async function cardTitle(page: Page, n: number) {
  return (await page.locator("article h2").nth(n).textContent())!.trim();
}

// One name in both states, the state in aria-pressed (decision 129).
const saveButton = (page: Page, title: string) => page.getByRole("button", { name: `Save ${title}`, exact: true, pressed: false });
const savedButton = (page: Page, title: string) => page.getByRole("button", { name: `Save ${title}`, exact: true, pressed: true });

for (const mode of MODES) {
  describe(`premium with JavaScript ${mode === "js-on" ? "on" : "off"}`, () => {
    it("refuses a free user's Save with the upgrade prompt, and stores nothing", async () => {
      const { context, page, userId } = await signedIn(mode);
      await searchInChat(page, mode);
      // The last card, well down a long chat.
      const last = (await page.locator("article").count()) - 1;
      const title = await cardTitle(page, last);
      await saveButton(page, title).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await saveButton(page, title).click();
      const toasts = page.getByRole("region", { name: /^Notifications/ });
      await toasts.getByText("Upgrade Required").waitFor();
      expect(await toasts.getByText("Save deals to your favorites with Pro. Never lose track of promising opportunities.").count()).toBe(1);
      await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
      // The chooser says why as well, so the reason is still there once the toast has gone (with
      // JavaScript the toast is drawn in the dialog, so the chooser's own text is looked for).
      const chooser = planChooser(page, mode);
      const reason = "Upgrade Required: Save deals to your favorites with Pro. Never lose track of promising opportunities.";
      expect(await chooser.locator(":scope > p").getByText(reason).count()).toBe(1);
      // The button never claimed the deal was saved.
      expect(await page.getByRole("button", { name: `Save ${title}`, exact: true }).getAttribute("aria-pressed")).toBe("false");
      expect(savedIds(userId)).toEqual([]);
      if (mode === "js-on") {
        // A modal dialog with the focus; the chat under it stays at the card (decision 144).
        await expect.poll(() => chooserIsModalWithFocus(page)).toBe(true);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
        expect(await seriousViolations(page)).toEqual([]);
      }
      await closePlanChooser(page, mode).click();
      await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor({ state: "detached" });
      await page.waitForURL((url) => !url.searchParams.has("upgrade"));
      if (mode === "js-on") {
        // The focus is back on the Save button, and the chat has not moved.
        await expect.poll(() => saveButton(page, title).evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      }

      // From the details (the dialog with JavaScript: it closes, then the chooser opens; the page without).
      const second = await cardTitle(page, 1);
      await page.getByRole("link", { name: `Details of ${second}` }).click();
      await page.getByText("Full property details are a Pro feature").first().waitFor();
      if (mode === "js-on") await hydrated(page);
      const under = await page.evaluate(() => window.scrollY);
      await saveButton(page, second).last().click();
      // One chooser: with JavaScript the details dialog closes first and never shows its own.
      await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
      expect(await page.getByRole("heading", { name: "Choose Your Plan" }).count()).toBe(1);
      expect(await page.getByRole("heading", { name: "Choose Your Plan" }).isVisible()).toBe(true);
      expect(await planChooser(page, mode).count()).toBe(1);
      expect(savedIds(userId)).toEqual([]);
      if (mode === "js-on") {
        // The only dialog open is the chooser, and it has the focus once the details dialog has
        // closed (which hands focus to its opener); Close gives it back to that deal's Details
        // link, in view, and the chat under them never moved.
        await expect.poll(() => chooserIsModalWithFocus(page)).toBe(true);
        expect(await page.getByRole("dialog").count()).toBe(1);
        expect(await page.evaluate(() => document.querySelectorAll("dialog[open]").length)).toBe(1);
        expect(await page.evaluate(() => window.scrollY)).toBe(under);
        await closePlanChooser(page, mode).click();
        await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor({ state: "detached" });
        await page.waitForFunction((name) => document.activeElement?.textContent?.trim() === name, `Details of ${second}`);
        expect(await page.getByRole("link", { name: `Details of ${second}` }).evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await page.evaluate(() => window.scrollY)).toBe(under);
        expect(new URL(page.url()).searchParams.has("upgrade")).toBe(false);
      }

      await page.goto(`${server.url}/analytics`);
      await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
      expect(await page.getByText("Total Deals").count()).toBe(0);
      await page.getByRole("link", { name: "Close plan chooser" }).click();
      await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/dashboard");
      await context.close();
    });

    it("serves a page opened at ?upgrade= with the chooser as a region; with JavaScript it becomes the dialog (decision 144)", async () => {
      const { context, page } = await signedIn(mode);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      const id = (db.prepare("select min(id) as id from deals").get() as { id: number }).id;
      const response = await page.goto(`${server.url}/deals/${id}?upgrade=save`);
      // The server's HTML has the region, with its Close link to the page without `upgrade`.
      const html = (await response!.text()).replace(/&amp;/g, "&");
      expect(html).toMatch(/<section aria-labelledby="plan-chooser-title"/);
      expect(html).toMatch(new RegExp(`<a[^>]* href="/deals/${id}"[^>]*>Close<span class="sr-only"> plan chooser`));
      expect(html).not.toContain("<dialog");
      if (mode === "js-off") {
        expect(await planChooser(page, mode).isVisible()).toBe(true);
      } else {
        // Hydrated as served (no mismatch), then swapped for the modal dialog, which takes the focus.
        await hydrated(page);
        await expect.poll(() => chooserIsModalWithFocus(page)).toBe(true);
        expect(await page.getByRole("region", { name: "Choose Your Plan" }).count()).toBe(0);
        expect(await page.getByRole("heading", { name: "Choose Your Plan" }).count()).toBe(1);
        expect(errors).toEqual([]);
        await closePlanChooser(page, mode).click();
        await page.waitForURL((url) => !url.searchParams.has("upgrade"));
        await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor({ state: "detached" });
        // No refusal took the focus from anywhere: the page stays at its top, as it was loaded.
        expect(await page.evaluate(() => [window.scrollY, document.activeElement?.id])).toEqual([0, ""]);
        // Its links lead on: Upgrade to Pro leaves the page, and no dialog stays open over the next.
        await page.goto(`${server.url}/deals/${id}?upgrade=save`);
        await hydrated(page);
        await planChooser(page, mode).getByRole("link", { name: "Upgrade to Pro" }).click();
        await page.waitForURL((url) => url.pathname === "/subscribe");
        await page.getByRole("heading", { level: 1 }).waitFor();
        expect(await page.evaluate(() => document.querySelector("dialog[open]"))).toBeNull();
        expect(errors).toEqual([]);
      }
      await context.close();
    });

    it("comes back to the saved card, not the top of a long chat", async () => {
      const { context, page } = await signedIn(mode, "pro");
      await searchInChat(page, mode);
      const last = (await page.locator("article").count()) - 1;
      const title = await cardTitle(page, last);
      const card = page.getByRole("article", { name: title });
      // In view as a user would have it before pressing Save, its top at the window's (the click's
      // own scrolling, which retries other alignments while the sticky message box is over the
      // button, can leave the card's top above the window: centred, a card with its rent row
      // (decision 215) has its Save button under the message box).
      await card.evaluate((el) => el.scrollIntoView({ block: "start" }));
      await saveButton(page, title).click();
      await savedButton(page, title).waitFor();
      if (mode === "js-off") expect(new URL(page.url()).hash).toBe(`#${await card.getAttribute("id")}`);
      const [top, height] = await card.evaluate((el) => [el.getBoundingClientRect().top, innerHeight]);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(height);
      await context.close();
    });

    it("lets a pro user save and unsave from cards and details, and shows them on /analytics", async () => {
      const { context, page, userId } = await signedIn(mode, "pro");
      await searchInChat(page, mode);
      const chatUrl = page.url();
      const [first, second, third] = [await cardTitle(page, 0), await cardTitle(page, 1), await cardTitle(page, 2)];

      // From the cards: save, unsave, save two. With JavaScript, no reload (the marker survives).
      if (mode === "js-on") await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await saveButton(page, first).click();
      await savedButton(page, first).waitFor();
      expect(await savedButton(page, first).getAttribute("aria-pressed")).toBe("true");
      await page.getByText("Deal Saved").waitFor();
      await expect.poll(() => savedIds(userId).length).toBe(1);
      expect(new URL(page.url()).pathname).toBe(new URL(chatUrl).pathname);
      if (mode === "js-on") expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

      await savedButton(page, first).click();
      await saveButton(page, first).waitFor();
      await page.getByText("Deal Unsaved").waitFor();
      await expect.poll(() => savedIds(userId).length).toBe(0);

      await saveButton(page, first).click();
      await savedButton(page, first).waitFor();
      await saveButton(page, second).click();
      await savedButton(page, second).waitFor();
      await expect.poll(() => savedIds(userId).length).toBe(2);
      // Still saved after a fresh load: the server's state, not the button's.
      await page.reload();
      await savedButton(page, first).waitFor();
      await savedButton(page, second).waitFor();
      if (mode === "js-on") await hydrated(page);

      // From the details (a dialog over the chat with JavaScript, the page without).
      await page.getByRole("link", { name: `Details of ${third}` }).click();
      const details = mode === "js-on" ? page.getByRole("dialog") : page.locator("main");
      await details.getByText("Annual rental income").waitFor();
      await details.getByRole("button", { name: `Save ${third}`, exact: true, pressed: false }).click();
      await details.getByRole("button", { name: `Save ${third}`, exact: true, pressed: true }).waitFor();
      await expect.poll(() => savedIds(userId).length).toBe(3);
      if (mode === "js-on") {
        // The toast is drawn inside the open modal dialog: above its backdrop, in a live region
        // that is not inert (so it is read out), and its Dismiss button can be pressed.
        const toast = details.getByRole("status").getByTestId("toast");
        await toast.getByText("Deal Saved").waitFor();
        // It covers neither the dialog's Close button nor its title.
        for (const covered of [details.getByRole("button", { name: "Close deal details" }), details.getByRole("heading", { level: 2 }).first()]) {
          // Polled, both boxes each time: the details re-render once the save is revalidated, and
          // on a busy machine the toast can be between layouts when first measured.
          await expect
            .poll(async () => {
              const box = await toast.boundingBox();
              const other = await covered.boundingBox();
              if (!box || !other) return "not laid out";
              const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
              return overlaps ? "covered" : "clear";
            })
            .toBe("clear");
        }
        // F8 (the spec's hotkey) takes the keyboard to it: proof it is not inert. Dismissing it
        // hands focus back to the Save button it came from.
        await page.keyboard.press("F8");
        expect(await toast.getByRole("button", { name: "Dismiss" }).evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press("Enter");
        await toast.waitFor({ state: "detached" });
        expect(await details.getByRole("button", { name: `Save ${third}`, exact: true, pressed: true }).evaluate((el) => el === document.activeElement)).toBe(true);
      }
      await details.getByRole("button", { name: `Save ${third}`, exact: true, pressed: true }).click();
      await details.getByRole("button", { name: `Save ${third}`, exact: true, pressed: false }).waitFor();
      await expect.poll(() => savedIds(userId).length).toBe(2);
      await details.getByRole("button", { name: `Save ${third}`, exact: true, pressed: false }).click();
      await details.getByRole("button", { name: `Save ${third}`, exact: true, pressed: true }).waitFor();
      await expect.poll(() => savedIds(userId).length).toBe(3);

      // The dashboard's figures, computed here from the DB file.
      const expected = db
        .prepare(
          "select count(*) as n, avg(d.price) as price, avg(d.yield) as yld, avg(d.roi) as roi from saved_deals s join deals d on d.id = s.deal_id where s.user_id = ?",
        )
        .get(userId) as { n: number; price: number; yld: number; roi: number };
      await page.goto(`${server.url}/analytics`);
      const figure = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
      expect(await figure("Total Deals").textContent()).toBe(String(expected.n));
      const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
      expect(await figure("Avg. Price").textContent()).toBe(gbp.format(Math.round(expected.price)));
      expect(await figure("Avg. Yield").textContent()).toBe(`${expected.yld.toFixed(1)}%`);
      // An ROI, signed as each saved deal's is (decision 245).
      expect(await figure("Avg. ROI").textContent()).toBe(`${Number(expected.roi.toFixed(1)) > 0 ? "+" : ""}${expected.roi.toFixed(1)}%`);
      const top = page.getByRole("region", { name: "Top Performing Deals" });
      for (const title of [first, second, third]) expect(await top.getByText(title).count()).toBe(1);
      expect(await page.getByRole("list", { name: "Saved deals by gross yield" }).getByRole("listitem").count()).toBe(4);
      expect(page.url()).not.toBe(chatUrl);
      await context.close();
    });
  });
}

/** Saves `count` deals for the user straight into the database file (the server sees them on its next read). */
function saveDealsInDb(userId: string, count: number): number[] {
  const rw = new Database(server.dbFile);
  try {
    const ids = (rw.prepare("select id from deals order by id limit ?").all(count) as { id: number }[]).map((r) => r.id);
    const insert = rw.prepare("insert into saved_deals (user_id, deal_id) values (?, ?)");
    rw.transaction(() => ids.forEach((id) => insert.run(userId, id)))();
    return ids;
  } finally {
    rw.close();
  }
}

/** The user's saved deals' titles as the "All saved deals" table orders them: score, then yield, then id. */
const savedTitlesBest = (userId: string) =>
  (
    db
      .prepare(
        "select d.title as title from saved_deals s join deals d on d.id = s.deal_id where s.user_id = ? order by d.score desc, d.yield desc, d.id",
      )
      .all(userId) as { title: string }[]
  ).map((r) => r.title);

for (const mode of MODES) {
  describe(`all saved deals on /analytics with JavaScript ${mode === "js-on" ? "on" : "off"} (decision 179)`, () => {
    it("lists every saved deal by score, a page of 25 at a time, and unsaves one from its row", async () => {
      const { context, page, userId } = await signedIn(mode, "pro");
      saveDealsInDb(userId, 30);
      const best = savedTitlesBest(userId);
      await page.goto(`${server.url}/analytics`);
      if (mode === "js-on") await hydrated(page);
      // The spec's sections are still there, the table below them.
      await page.getByRole("region", { name: "Top Performing Deals" }).waitFor();
      const section = page.getByRole("region", { name: "All saved deals" });
      const table = section.getByRole("table", { name: /^Your 30 saved deals, highest score first: 1 to 25 \(page 1 of 2\)\.$/ });
      await table.waitFor();
      expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Deal", "Location", "Type", "Price", "Yield", "ROI", "Score", "Action"]);
      const rows = table.locator("tbody tr");
      expect(await rows.count()).toBe(25);
      expect((await table.locator("tbody th").allTextContents()).map((t) => t.trim())).toEqual(best.slice(0, 25));
      expect(await table.getByRole("link", { name: best[0], exact: true }).first().getAttribute("href")).toMatch(/^\/deals\/\d+$/);

      // The next page is a plain link.
      const pages = section.getByRole("navigation", { name: "Saved deals pages" });
      expect(await pages.getByRole("link", { name: "Previous page" }).count()).toBe(0);
      await pages.getByRole("link", { name: "Next page" }).click();
      await page.waitForURL((url) => url.searchParams.get("page") === "2");
      await section.getByRole("table", { name: /: 26 to 30 \(page 2 of 2\)\.$/ }).waitFor();
      expect((await section.locator("tbody th").allTextContents()).map((t) => t.trim())).toEqual(best.slice(25));
      if (mode === "js-on") {
        await hydrated(page);
        expect(await seriousViolations(page)).toEqual([]);
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      }

      // Unsave the first row of page 2: the spec's toast, the row gone, still on page 2.
      const gone = best[25]!;
      await section.getByRole("button", { name: `Unsave ${gone}`, exact: true }).click();
      await page.getByRole("region", { name: /^Notifications/ }).getByText("Removed from your saved deals").waitFor();
      await expect.poll(() => savedTitlesBest(userId).length).toBe(29);
      expect(savedTitlesBest(userId)).not.toContain(gone);
      await section.getByRole("table", { name: /: 26 to 29 \(page 2 of 2\)\.$/ }).waitFor();
      expect(await section.getByRole("link", { name: gone, exact: true }).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe("/analytics");
      expect(new URL(page.url()).searchParams.get("page")).toBe("2");
      if (mode === "js-on") {
        // No full reload, and the focus on the Unsave button now in the row's place.
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
        await expect
          .poll(() => section.getByRole("button", { name: `Unsave ${best[26]}`, exact: true }).evaluate((el) => el === document.activeElement))
          .toBe(true);
      } else {
        // Back at the table, not the top of the page.
        expect(new URL(page.url()).hash).toBe("#saved-deals-heading");
      }
      expect(await page.getByText("Total Deals").count()).toBe(1);

      // On a phone each row is a card (decision 214): nothing scrolls sideways, neither the page
      // (the Unsave buttons' hidden deal names are absolutely placed, and once escaped the region)
      // nor the table's region. tests/e2e/saved-deals-narrow.test.ts checks the cards.
      await page.setViewportSize({ width: 375, height: 800 });
      await section.getByRole("table").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "page width at 375 px").toBeLessThanOrEqual(375);
      expect(await section.getByRole("table").evaluate((el) => el.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
      await context.close();
    });
  });
}

describe("analytics: accessibility in both themes (JavaScript on, for axe)", () => {
  it("has no serious axe violations on the dashboard and on the empty state, light and dark", async () => {
    const { context, page, userId } = await signedIn("js-on", "pro");
    const theme = async (value: "light" | "dark") => {
      const res = await context.request.post(`${server.url}/theme`, {
        form: { theme: value, redirectTo: "/analytics" },
        headers: { Origin: server.url },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
    };
    for (const value of ["light", "dark"] as const) {
      await theme(value);
      await page.goto(`${server.url}/analytics`);
      await hydrated(page);
      await page.getByText("No Saved Deals Yet").waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(value === "dark");
      expect(await seriousViolations(page), `empty state, ${value}`).toEqual([]);
    }
    await page.goto(`${server.url}/dashboard`);
    await hydrated(page);
    await searchInChat(page, "js-on");
    for (let i = 0; i < 3; i++) {
      const title = await cardTitle(page, i);
      await saveButton(page, title).click();
      await savedButton(page, title).waitFor();
    }
    await expect.poll(() => savedIds(userId).length).toBe(3);
    for (const value of ["light", "dark"] as const) {
      await theme(value);
      await page.goto(`${server.url}/analytics`);
      await hydrated(page);
      await page.getByRole("heading", { name: "Top Performing Deals" }).waitFor();
      expect(await seriousViolations(page), `dashboard, ${value}`).toEqual([]);
    }
    await context.close();
  });
});
