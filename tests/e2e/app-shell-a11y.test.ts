/**
 * The app shell's controls for keyboard and screen-reader users, with JavaScript on and off:
 * the account menu beside a toast and when the focus leaves it, the toast's Dismiss, the focus
 * after "Show earlier messages", form controls of one height (decisions 199 to 201), and a toast
 * the server drew, read once (decision 222).
 */
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, hydrated, MODES, newContext, useServerAndBrowser, type Mode } from "../support/browser";
import { Client, signUp } from "../support/server";
import { signedInPage } from "../support/session";

const t = useServerAndBrowser();

function firstDealId() {
  const db = new Database(t.server.dbFile, { readonly: true });
  try {
    return (db.prepare("select id from deals order by id limit 1").get() as { id: number }).id;
  } finally {
    db.close();
  }
}

/** A deal's page, for a Pro user: its Save answers with a toast. */
async function onDealPage(mode: Mode, prefix: string, width = 1280) {
  const { context, page } = await signedInPage(t.server, t.browser, mode, { prefix: `${prefix}-${mode}`, width, plan: "pro" });
  await page.goto(`${t.server.url}/deals/${firstDealId()}`);
  if (mode === "js-on") await hydrated(page);
  return { context, page };
}

/** Saves (or unsaves) the deal and waits for the toast it brings. */
async function showToast(page: Page, mode: Mode) {
  await page.getByRole("button", { name: /^(Save|Unsave|Saved|Remove)/ }).first().click();
  if (mode === "js-on") await hydrated(page);
  const toast = page.getByTestId("toast");
  await toast.waitFor();
  return toast;
}

const menuSummary = (page: Page) => page.locator("summary", { hasText: "Account menu" });
const menuOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDetailsElement>("[data-app-header] details")!.open);

/** The focused element, described: its tag, and its id or its text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return `${el.tagName.toLowerCase()}:${el.id || el.textContent?.trim()}`;
  });
}

describe("the open account menu beside a toast", () => {
  for (const mode of MODES) {
    it(`is drawn whole, over nothing, with the toast still in view (JavaScript ${mode === "js-on" ? "on" : "off"})`, async () => {
      const { context, page } = await onDealPage(mode, "menu-toast");
      for (const theme of ["light", "dark"] as const) {
        if (theme === "dark") {
          await page.getByRole("button", { name: "Switch to dark theme" }).click();
          await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
          if (mode === "js-on") await hydrated(page);
        }
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 740 });
          const toast = await showToast(page, mode);
          await menuSummary(page).click();
          expect(await menuOpen(page)).toBe(true);
          // Each part of the menu (the name and address, every item) is what is drawn where it is.
          const hidden = await page.evaluate(() => {
            const details = document.querySelector("[data-app-header] details")!;
            const parts = [...details.querySelectorAll("p, a, button")];
            return parts
              .filter((part) => {
                const box = part.getBoundingClientRect();
                const points = [
                  [box.left + 2, box.top + 2],
                  [box.right - 2, box.bottom - 2],
                  [box.left + box.width / 2, box.top + box.height / 2],
                ];
                return points.some(([x, y]) => !details.contains(document.elementFromPoint(x!, y!)));
              })
              .map((part) => part.textContent);
          });
          expect(hidden, `${theme}, ${width} px`).toEqual([]);
          // The toast is still seen, whole, where the menu is not.
          const seen = await toast.evaluate((card) => {
            const box = card.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return card.contains(hit) && box.top >= 0 && box.bottom <= window.innerHeight;
          });
          expect(seen, `toast in view, ${theme}, ${width} px`).toBe(true);
          if (mode === "js-on") expect(await axeViolations(page)).toEqual([]);
          await menuSummary(page).click();
        }
      }
      await context.close();
    });
  }
});

describe("the account menu with the keyboard (JavaScript on)", () => {
  it("closes when the focus leaves it, forwards or backwards, and on Escape, which gives the focus to its summary", async () => {
    const { context, page } = await onDealPage("js-on", "menu-keys");
    const summary = menuSummary(page);

    // Forwards: Tab past Log Out, into the page.
    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await menuOpen(page)).toBe(true);
    for (const item of ["Account Settings", "Billing", "Current Plan", "Upgrade", "Log Out"]) {
      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe(item === "Log Out" ? "button:Log Out" : `a:${item}`);
    }
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
    expect(await menuOpen(page)).toBe(false);

    // Backwards: Shift+Tab from the summary, to the theme toggle.
    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await menuOpen(page)).toBe(true);
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toMatch(/^button:/);
    expect(await menuOpen(page)).toBe(false);

    // Moving within the menu keeps it open.
    await summary.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("a:Account Settings");
    expect(await menuOpen(page)).toBe(true);

    // Escape from an item: closed, and the focus on the summary.
    await page.keyboard.press("Escape");
    expect(await menuOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

/** A conversation of `count` messages ("Message number 1 here" oldest), written straight into the database. */
function longConversation(userId: string, count: number) {
  const db = new Database(t.server.dbFile);
  try {
    const id = randomUUID();
    const now = Date.now();
    db.prepare("insert into conversations (id, user_id, title, created_at, updated_at) values (?, ?, ?, ?, ?)").run(id, userId, "A long talk", now, now);
    const insert = db.prepare("insert into messages (id, conversation_id, role, content, kind, created_at) values (?, ?, ?, ?, 'chat', ?)");
    for (let i = 1; i <= count; i++) insert.run(randomUUID(), id, i % 2 ? "user" : "assistant", `Message number ${i} here`, now + i);
    return id;
  } finally {
    db.close();
  }
}

/** The focused element's text, as a screen reader would start reading it. */
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim().replace(/\s+/g, " "));

describe("a long conversation's pages (decision 199)", () => {
  it("puts the focus on the first message shown after Show earlier messages, and on the latest after Show latest messages (JavaScript on)", async () => {
    const { context, page, user } = await signedInPage(t.server, t.browser, "js-on", { prefix: "earlier" });
    // 60 messages: three pages, so the second still has its own Show earlier messages link
    // (the same link element, kept by React); 30: two pages, where the link goes away.
    for (const [count, pages] of [[60, 3], [30, 2]] as const) {
      await page.goto(`${t.server.url}/chat/${longConversation(user.id, count)}`);
      await hydrated(page);
      for (let shown = 1; shown < pages; shown++) {
        await page.getByRole("link", { name: "Show earlier messages" }).focus();
        await page.keyboard.press("Enter");
        const first = count - 20 * (shown + 1) + 1;
        await page.getByText(`Message number ${Math.max(first, 1)} here`).waitFor();
        await hydrated(page);
        await expect.poll(() => focusedText(page), { message: `${count} messages, page ${shown + 1}` }).toBe(
          `${Math.max(first, 1) % 2 ? "You said:" : "Assistant:"} Message number ${Math.max(first, 1)} here`,
        );
        // Read out, not a Tab stop; the next Tab goes on from there, into the messages.
        expect(await page.evaluate(() => document.activeElement!.getAttribute("tabindex"))).toBe("-1");
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Show latest messages" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => !url.searchParams.has("before"));
      await hydrated(page);
      await expect.poll(() => focusedText(page)).toBe(`Assistant: Message number ${count} here`);
    }
    await context.close();
  });

  it("leaves the focus where the user moved it while the page loaded", async () => {
    const { context, page, user } = await signedInPage(t.server, t.browser, "js-on", { prefix: "earlier-moved" });
    await page.goto(`${t.server.url}/chat/${longConversation(user.id, 30)}`);
    await hydrated(page);
    // The page's data is held back until the focus has gone to the message box.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Show earlier messages" }).click();
    await page.getByLabel("Message", { exact: true }).focus();
    release();
    await page.getByText("Message number 1 here").waitFor();
    await hydrated(page);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("message");
    await context.close();
  });

  it("shows the earlier messages without JavaScript, the page starting at its top", async () => {
    const { context, page, user } = await signedInPage(t.server, t.browser, "js-off", { prefix: "earlier-js-off" });
    await page.goto(`${t.server.url}/chat/${longConversation(user.id, 30)}`);
    await page.getByRole("link", { name: "Show earlier messages" }).click();
    await page.getByText("Message number 1 here").waitFor();
    expect(await page.getByText("Message number 30 here").count()).toBe(0);
    await page.getByRole("link", { name: "Show latest messages" }).click();
    await page.getByText("Message number 30 here").waitFor();
    await context.close();
  });
});

describe("query-only navigations keep the focus on the control in use (decision 199)", () => {
  it("closing the plan chooser (?upgrade=) gives the focus back, not to the heading", async () => {
    const { context, page } = await signedInPage(t.server, t.browser, "js-on", { prefix: "query-focus" });
    await page.goto(`${t.server.url}/deals/${firstDealId()}`);
    await hydrated(page);
    const save = page.getByRole("button", { name: /^Save / }).first();
    await save.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Choose Your Plan" }).waitFor();
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => !url.searchParams.has("upgrade"));
    await hydrated(page);
    expect(await save.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});

type ToastWatch = { __toastWatch?: { node: Element | null; added: string[] } };

/**
 * Runs in the page before its scripts: once the parser has built the document, notes the live
 * region's first element and every node put into the region from then on (by hydration).
 */
function watchToastRegion() {
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    const live = document.querySelector("[data-toast-region] [aria-live]");
    if (!live) return;
    const watch = { node: live.firstElementChild, added: [] as string[] };
    (window as unknown as ToastWatch).__toastWatch = watch;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) watch.added.push(node.nodeName);
    }).observe(live, { childList: true, subtree: true });
  });
}

describe("a toast the server drew (decision 222)", () => {
  // Where each page's toast comes from (the root's region, a page's own), and what it precedes.
  const pages = [
    { path: "/dashboard", plan: undefined, before: 'link "New Chat"' },
    { path: "/subscribe", plan: "pro", before: "Configuration Error" },
  ];
  for (const mode of MODES) {
    for (const { path, plan, before } of pages) {
      it(`is read once, before ${path}'s content, and hydration leaves it as drawn (JavaScript ${mode === "js-on" ? "on" : "off"})`, async () => {
        // A sign-up as a browser without JavaScript makes it: "Account created!" waits in a cookie.
        const client = new Client(t.server.url);
        const { response } = await signUp(client, plan ? { plan } : {});
        expect(response.headers.get("location")).toBe(path);
        const context = await newContext(t.browser, mode);
        await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: t.server.url })));
        if (mode === "js-on") await context.addInitScript(watchToastRegion);
        const page = await context.newPage();
        await page.goto(t.server.url + path);
        if (mode === "js-on") {
          await hydrated(page);
          await page.waitForFunction(() => !document.querySelector("[data-toast-region]")?.hasAttribute("data-static"));
          // The element the server drew is still there: nothing was put into the live region,
          // which a screen reader would have read out again.
          const watched = await page.evaluate(() => {
            const watch = (window as unknown as ToastWatch).__toastWatch!;
            const live = document.querySelector("[data-toast-region] [aria-live]");
            return { same: live?.firstElementChild === watch.node, drawn: watch.node?.nodeName, added: watch.added };
          });
          expect(watched).toEqual({ same: true, drawn: "DIALOG", added: [] });
        }
        // Named by its title, as drawn, in both modes.
        await page.getByRole("dialog", { name: "Account created!" }).waitFor();
        // Read with the page as it loads, before the page itself, not at its foot.
        const read = await page.locator("body").ariaSnapshot();
        expect(read.indexOf("Account created!")).toBeGreaterThan(-1);
        expect(read.indexOf("Account created!")).toBeLessThan(read.indexOf(before));
        if (mode === "js-on") expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});

describe("form controls of one height (decision 201)", () => {
  for (const mode of MODES) {
    it(`draws /analyse's Property type select as tall as the text fields beside it (JavaScript ${mode === "js-on" ? "on" : "off"})`, async () => {
      const { context, page } = await signedInPage(t.server, t.browser, mode, { prefix: `heights-${mode}` });
      await page.goto(`${t.server.url}/analyse`);
      if (mode === "js-on") await hydrated(page);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 740 });
        for (const dark of [false, true]) {
          await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), dark);
          const heights = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>("main input.input, main select.input")].map((el) => `${el.id}: ${el.getBoundingClientRect().height}`),
          );
          const select = heights.find((h) => h.startsWith("type:"))!;
          const field = heights.find((h) => h.startsWith("price:"))!;
          expect(heights.length, `${width} px`).toBeGreaterThan(2);
          expect(new Set(heights.map((h) => h.split(": ")[1])), `${heights.join(", ")} at ${width} px${dark ? ", dark" : ""}`).toEqual(
            new Set([field.split(": ")[1]]),
          );
          expect(select).toBe(`type: ${field.split(": ")[1]}`);
        }
      }
      await context.close();
    });
  }
});
