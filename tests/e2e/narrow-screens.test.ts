/**
 * What a phone shows: nothing cut off or squeezed at 320 to 414 px (WCAG 1.4.10 reflows to
 * 320 px), with JavaScript on and off. Decision 103.
 */
import type { Page } from "playwright-core";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { axeViolations, hydrated, MODES, newContext, planChooser, useServerAndBrowser, type Mode } from "../support/browser";
import { signedInPage } from "../support/session";
import { setSearchesUsed } from "../support/usage";

const t = useServerAndBrowser();

/** How many lines an element's text takes (its height over its line height). */
function lines(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const style = getComputedStyle(el);
    const inner = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return Math.round(inner / parseFloat(style.lineHeight));
  });
}

for (const mode of MODES) {
  describe(`narrow screens with JavaScript ${mode === "js-on" ? "on" : "off"}`, () => {
    it("shows the whole of the message box's example, from 320 px up", async () => {
      const { context, page } = await signedInPage(t.server, t.browser, mode, { prefix: `narrow-${mode}`, width: 320 });
      await page.goto(`${t.server.url}/dashboard`);
      if (mode === "js-on") await hydrated(page);
      const box = page.getByLabel("Message", { exact: true });
      expect(await box.inputValue()).toBe("");
      for (const width of [320, 360, 375, 414, 480, 560, 640, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 740 });
        // An empty box's scroll height is its placeholder's: taller than the box, it is cut off.
        const fits = await box.evaluate((el) => el.scrollHeight <= el.clientHeight);
        expect(fits, `placeholder cut off at ${width} px`).toBe(true);
      }
      await context.close();
    });

    it("keeps each of the landing page's header buttons on one line at 320 and 375 px", async () => {
      const context = await newContext(t.browser, mode as Mode, { width: 375 });
      const page = await context.newPage();
      await page.goto(t.server.url + "/");
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 740 });
        for (const name of ["Log In", "Get Started Free"]) {
          const selector = `header nav a:text-is("${name}")`;
          expect(await lines(page, selector), `"${name}" at ${width} px`).toBe(1);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBeLessThanOrEqual(width);
      }
      await context.close();
    });

    it("keeps /methodology at 320 px wide: its assumptions table scrolls on its own, from the keyboard too", async () => {
      const context = await newContext(t.browser, mode, { width: 320 });
      const page = await context.newPage();
      await page.goto(t.server.url + "/methodology");
      if (mode === "js-on") await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const region = page.getByRole("region", { name: "Default assumptions with their basis and date" });
      expect(await region.getAttribute("tabindex")).toBe("0");
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await context.close();
    });

    it("keeps a refusal's toast off the plan chooser's heading on a phone", async () => {
      const { context, page } = await signedInPage(t.server, t.browser, mode, { prefix: `toast-${mode}`, width: 375 });
      const db = new Database(t.server.dbFile, { readonly: true });
      const { id } = db.prepare("select id from deals order by id limit 1").get() as { id: number };
      db.close();
      await page.goto(`${t.server.url}/deals/${id}`);
      if (mode === "js-on") await hydrated(page);
      // A free user's PDF: refused with the "Upgrade Required" toast and the plan chooser.
      await page.getByRole("button", { name: /^PDF of / }).click();
      const heading = page.getByRole("heading", { name: "Choose Your Plan" });
      await heading.waitFor();
      const toast = page.getByTestId("toast");
      if (mode === "js-off") {
        // Without JavaScript the page's chooser says the toast's reason, and the toast card is
        // not drawn: at the foot it covered the chat's message box (decision 103).
        await toast.waitFor({ state: "attached" });
        expect(await toast.isVisible()).toBe(false);
        await page.getByText("Upgrade Required:", { exact: false }).first().waitFor();
        await context.close();
        return;
      }
      await toast.waitFor();
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
      const a = (await toast.boundingBox())!;
      const b = (await heading.boundingBox())!;
      const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps, `toast ${JSON.stringify(a)} over heading ${JSON.stringify(b)}`).toBe(false);
      await context.close();
    });
  });
}

/** Whether two elements' boxes overlap (false when either is not drawn). */
async function covers(a: import("playwright-core").Locator, b: import("playwright-core").Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

describe("a refused search's toast on a phone (decision 103)", () => {
  for (const mode of MODES) {
    it(`leaves the message box with the draft uncovered at 375 px, JavaScript ${mode === "js-on" ? "on" : "off"}`, async () => {
      const { context, page, user } = await signedInPage(t.server, t.browser, mode, { prefix: `refused-toast-${mode}`, width: 375 });
      setSearchesUsed(t.server.dbFile, user.id, 3);
      await page.goto(`${t.server.url}/dashboard`);
      if (mode === "js-on") await hydrated(page);
      const draft = "Houses in Leeds under £200k";
      await page.getByLabel("Message", { exact: true }).fill(draft);
      await page.getByRole("button", { name: "Send" }).click();
      const chooser = planChooser(page, mode);
      // The chooser says the refusal's reason, which the toast repeats.
      await chooser.getByText("You've used all your free searches.", { exact: false }).first().waitFor();
      const box = page.getByLabel("Message", { exact: true });
      expect(await box.inputValue()).toBe(draft);
      if (mode === "js-off") {
        // The toast covered the message box, sticky at the foot of the screen, for 8 s.
        const toast = page.getByTestId("toast");
        expect(await covers(toast, box)).toBe(false);
        expect(await covers(toast, page.locator("form:has(#message)"))).toBe(false);
        expect(await covers(toast, page.getByRole("heading", { name: "Choose Your Plan" }))).toBe(false);
      } else {
        // Over the modal chooser (the message box is under its backdrop), with its Dismiss.
        const toast = chooser.getByTestId("toast");
        await toast.getByRole("button", { name: "Dismiss" }).click();
        await toast.waitFor({ state: "detached" });
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    });
  }

  for (const mode of MODES) {
    it(`can be dismissed with its Dismiss button, by pointer or keyboard, JavaScript ${mode === "js-on" ? "on" : "off"} (decision 200)`, async () => {
      const { context, page } = await signedInPage(t.server, t.browser, mode, { prefix: `dismiss-${mode}`, width: 375, plan: "pro" });
      const db = new Database(t.server.dbFile, { readonly: true });
      const { id } = db.prepare("select id from deals order by id limit 1").get() as { id: number };
      db.close();
      await page.goto(`${t.server.url}/deals/${id}`);
      if (mode === "js-on") await hydrated(page);
      for (const how of ["pointer", "keyboard"] as const) {
        // Saved, then unsaved: a toast each time.
        await page.getByRole("button", { name: /^Save / }).first().click();
        if (mode === "js-on") await hydrated(page);
        const toast = page.getByTestId("toast");
        await toast.waitFor();
        expect(await toast.isVisible()).toBe(true);
        // A button, read as one (it was a checkbox without JavaScript), and nothing else to press.
        expect(await toast.ariaSnapshot()).toMatch(/- button "Dismiss"/);
        expect(await toast.getByRole("checkbox").count()).toBe(0);
        // What the user typed meanwhile stays: dismissing loads nothing.
        await page.locator("#question").fill(`typed before dismissing, ${how}`);
        const dismiss = toast.getByRole("button", { name: "Dismiss" });
        if (how === "pointer") await dismiss.click();
        else {
          await dismiss.focus();
          await page.keyboard.press("Enter");
        }
        await expect.poll(() => toast.isVisible(), { message: how }).toBe(false);
        expect(await page.locator("#question").inputValue()).toBe(`typed before dismissing, ${how}`);
        await page.locator("#question").fill("");
      }
      if (mode === "js-on") expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe("a long email address on /account (decision 119)", () => {
  /** Whether the page shows `email` whole: in the disabled field, or written out below it. */
  function shownWhole(page: Page, email: string) {
    return page.evaluate((email) => {
      const field = document.getElementById("email") as HTMLInputElement;
      const inField = field.value === email && field.scrollWidth <= field.clientWidth;
      const written = [...document.querySelectorAll<HTMLElement>("main p")].some((p) => {
        const box = p.getBoundingClientRect();
        return p.innerText === email && p.checkVisibility() && p.scrollWidth <= p.clientWidth && box.left >= 0 && box.right <= window.innerWidth;
      });
      return { inField, written };
    }, email);
  }

  for (const mode of MODES) {
    it(`keeps the disabled field and shows a 40+ character address whole at 375 px, JavaScript ${mode === "js-on" ? "on" : "off"}`, async () => {
      const { context, page, user } = await signedInPage(t.server, t.browser, mode, { prefix: `email-${mode}`, width: 375 });
      const made = user.email;
      const db = new Database(t.server.dbFile);
      const long = `jacqueline.montgomery-fairweather.${mode}@example.co.uk`;
      expect(long.length).toBeGreaterThan(40);
      db.prepare("UPDATE users SET email = ? WHERE email = ?").run(long, made);
      await page.goto(`${t.server.url}/account`);
      if (mode === "js-on") await hydrated(page);
      const field = page.getByLabel("Email", { exact: true });
      expect(await field.isDisabled()).toBe(true);
      expect(await field.inputValue()).toBe(long);
      // The field alone cuts it off at 375 px; the address written out below it is whole.
      expect(await shownWhole(page, long)).toEqual({ inField: false, written: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // The account menu writes it out whole too (it was cut short with an ellipsis).
      await page.locator("header summary").click();
      const inMenu = page.locator("header details").getByText(long, { exact: true });
      expect(await inMenu.isVisible()).toBe(true);
      expect(await inMenu.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);

      // At every width, and for shorter and longer addresses, one of the two shows it whole.
      let was = long;
      for (const email of [`a.${mode}@example.com`, `ada.lovelace.${mode}.investor@example.com`, long, `${"x".repeat(60)}.${mode}@example.com`]) {
        db.prepare("UPDATE users SET email = ? WHERE email = ?").run(email, was);
        was = email;
        await page.reload();
        for (const width of [320, 375, 414, 640, 768, 1024, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          const shown = await shownWhole(page, email);
          expect(shown.inField || shown.written, `${email} (${email.length}) at ${width} px`).toBe(true);
        }
      }
      db.close();
      await context.close();
    });
  }
});

describe("a long name in the account menu (decision 217)", () => {
  for (const mode of MODES) {
    it(`keeps the whole name inside the menu and the header on the page, from 320 px up, JavaScript ${mode === "js-on" ? "on" : "off"}`, async () => {
      // One long word (a surname without a space, 35 letters) and a name near the 100-letter limits.
      const { context, page, user } = await signedInPage(t.server, t.browser, mode, { prefix: `name-${mode}`, width: 375 });
      const db = new Database(t.server.dbFile);
      for (const [first, last] of [
        ["Ada", "Wolfeschlegelsteinhausenbergerdorff"],
        ["Bartholomew-Maximilian".repeat(4), "Featherstonehaugh-Cholmondeley".repeat(3)],
      ]) {
        db.prepare("UPDATE users SET first_name = ?, last_name = ? WHERE email = ?").run(first, last, user.email);
        for (const width of [320, 375, 768, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${t.server.url}/account`);
          if (mode === "js-on") await hydrated(page);
          await page.locator("header summary").click();
          const name = page.locator("header details > div").getByText(`${first} ${last}`, { exact: true });
          expect(await name.isVisible()).toBe(true);
          const fits = await name.evaluate((el) => {
            const panel = el.closest("details > div")!.getBoundingClientRect();
            const box = el.getBoundingClientRect();
            return el.scrollWidth <= el.clientWidth && box.right <= panel.right && panel.left >= 0 && panel.right <= window.innerWidth;
          });
          expect(fits, `${last} at ${width} px`).toBe(true);
          const header = await page.locator("header").evaluate((el) => el.scrollWidth <= el.clientWidth);
          expect(header, `header at ${width} px`).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `page at ${width} px`).toBeLessThanOrEqual(width);
        }
      }
      db.close();
      await context.close();
    });
  }
});
