import Database from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, chooserIsModalWithFocus, closePlanChooser, hydrated, launchBrowser, MODES, planChooser, watchForText, type Mode } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { ATTRIBUTION_LINES, ATTRIBUTION_SHOWN } from "~/lib/attribution";
import { signedInPage } from "../support/session";
import { clearFairUse, setQuestionsUsed, setSearchesUsed, spendFairUse } from "../support/usage";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A new user (signed up through the API, its session cookie in a new context) on the dashboard. */
async function signedIn(mode: Mode, plan: "free" | "pro" = "free") {
  const { context, page, user } = await signedInPage(server, browser, mode, { plan, prefix: `chat-${mode}`, firstName: "Chat" });
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole("heading", { level: 1, name: "Chat" }).waitFor();
  if (mode === "js-on") await hydrated(page);
  return { context, page, userId: user.id };
}

/** The user's messages in the chat log (screen readers hear "You said:" before each). */
function sentMessages(page: Page) {
  return page.getByRole("log", { name: "Messages" }).getByText("You said:");
}

/**
 * Sends a message and waits for its answer: on the dashboard, for the new conversation's page;
 * in a conversation, for one more of the user's messages in the log.
 */
async function ask(page: Page, mode: Mode, message: string) {
  const wasInChat = new URL(page.url()).pathname.startsWith("/chat/");
  const before = wasInChat ? await sentMessages(page).count() : 0;
  await page.getByLabel("Message", { exact: true }).fill(message);
  if (mode === "js-on") {
    await page.getByLabel("Message", { exact: true }).press("Enter");
  } else {
    await page.getByRole("button", { name: "Send" }).click();
  }
  if (!wasInChat) await page.waitForURL((url) => url.pathname.startsWith("/chat/"));
  const log = page.getByRole("log", { name: "Messages" });
  // The message is in the log (as a placeholder with JavaScript on, or answered)...
  await sentMessages(page).nth(before).waitFor();
  await log.getByText(message, { exact: false }).first().waitFor();
  // ...and answered: the "Searching..."/"Thinking..." status is gone.
  await log.getByRole("status").waitFor({ state: "detached" });
  if (mode === "js-on") await hydrated(page);
}

/** Where the newest message starts, in pixels from the top of the window (negative: above it). */
function newestMessageTop(page: Page) {
  return page.locator("#latest").evaluate((el) => el.getBoundingClientRect().top);
}

async function expectNoAxeViolations(page: Page, label: string) {
  const violations = await axeViolations(page);
  expect(violations, label).toEqual([]);
}

for (const mode of MODES) {
  describe(`the chat's licence lines with JavaScript ${mode === "js-on" ? "on" : "off"} (decision 069)`, () => {
    it("come after the conversation and the message box, once each, not before the greeting", async () => {
      const { context, page } = await signedIn(mode);
      await ask(page, mode, "Houses in Manchester");
      await page.locator("article").first().waitFor();
      const lines = page.locator("main p", { hasText: "Crown copyright" });
      expect(await lines.allTextContents()).toEqual([...ATTRIBUTION_SHOWN]);
      expect(ATTRIBUTION_SHOWN.length).toBeLessThan(ATTRIBUTION_LINES.length);
      // In reading order: the heading, the log (greeting first), the message box, then the lines.
      const order = await page.evaluate(() => {
        const first = [...document.querySelectorAll("main p")].find((p) => p.textContent?.includes("Crown copyright"))!;
        const after = (el: Element | null) => Boolean(el && el.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
        return {
          afterLog: after(document.querySelector('[role="log"]')),
          afterMessageBox: after(document.getElementById("message")),
          afterNewestCard: after([...document.querySelectorAll("article")].pop() ?? null),
          inLog: Boolean(first.closest('[role="log"]')),
        };
      });
      expect(order).toEqual({ afterLog: true, afterMessageBox: true, afterNewestCard: true, inLog: false });
      const main = (await page.locator("main").innerText()).replace(/\s+/g, " ");
      expect(main.indexOf("Hi Chat!")).toBeGreaterThanOrEqual(0);
      expect(main.indexOf("Hi Chat!")).toBeLessThan(main.indexOf("Crown copyright"));
      if (mode === "js-on") await expectNoAxeViolations(page, "chat with licence lines");
      await context.close();
    });
  });
}

for (const mode of MODES) {
  describe(`an answer's own pages with JavaScript ${mode === "js-on" ? "on" : "off"} (decision 186)`, () => {
    it("links the built-in answer's (/methodology) to the page, which it opens", async () => {
      const { context, page } = await signedIn(mode);
      await ask(page, mode, "What yield is a £200,000 house renting at £900 a month?");
      const log = page.getByRole("log", { name: "Messages" });
      await log.getByText("the app's assumptions as at", { exact: false }).waitFor();
      const link = log.getByRole("link", { name: "/methodology (How deals are valued and scored)", exact: true });
      expect(await link.getAttribute("href")).toBe("/methodology");
      expect(await log.getByRole("link").count()).toBe(1);
      if (mode === "js-on") await expectNoAxeViolations(page, "chat with a linked page");
      await link.click();
      await page.waitForURL(`${server.url}/methodology`);
      await page.getByRole("heading", { level: 1, name: "How deals are valued and scored" }).waitFor();
      await context.close();
    });
  });
}

for (const mode of MODES) {
  describe(`chat with JavaScript ${mode === "js-on" ? "on" : "off"}`, () => {
    it("searches, shows deal cards, answers a question, and keeps the chat in Recent Chats", async () => {
      const { context, page } = await signedIn(mode);
      await ask(page, mode, "Houses in Manchester");
      await page.locator("article").first().waitFor();
      expect(await page.locator("article").count()).toBeGreaterThan(0);
      expect(await page.locator("article").first().textContent()).toMatch(/Score\s*\d+\/100/);
      const chatUrl = page.url();
      // With JavaScript the conversation is reached without a page load: typing carries on.
      if (mode === "js-on") expect(await page.evaluate(() => document.activeElement?.id)).toBe("message");

      await page.getByLabel("Message", { exact: true }).fill("What is Section 24?");
      await page.getByRole("button", { name: "Send" }).click();
      await page.getByText(/mortgage interest/i).first().waitFor();
      expect(page.url()).toBe(chatUrl);
      // The page opens at the newest message, below the search's cards, with JavaScript or without.
      expect(new URL(chatUrl).hash).toBe("#latest");
      await expect.poll(() => newestMessageTop(page)).toBeLessThan(await page.evaluate(() => innerHeight / 2));
      expect(await newestMessageTop(page)).toBeGreaterThanOrEqual(0);
      expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBeGreaterThan(0);
      // Scrolled down, the header and the sidebar stay in view, and the message is not under the header.
      const header = (await page.locator("[data-app-header]").boundingBox())!;
      expect(header.y).toBe(0);
      expect(await newestMessageTop(page)).toBeGreaterThanOrEqual(header.height);
      const newChat = (await page.getByRole("link", { name: "New Chat" }).boundingBox())!;
      expect(newChat.y).toBeGreaterThanOrEqual(0);
      expect(newChat.y).toBeLessThan(100);
      expect(await page.getByRole("link", { name: "Houses in Manchester" }).count()).toBeGreaterThan(0);

      // New Chat, then load the saved one from the sidebar.
      await page.getByRole("link", { name: "New Chat" }).click();
      await page.waitForURL("**/dashboard");
      await page.getByRole("link", { name: "Houses in Manchester" }).first().click();
      await page.waitForURL(chatUrl);
      await page.locator("article").first().waitFor();

      // A conversation opened as a page (from a bookmark: no #latest, which would start the Tab
      // order at the newest message) starts at the top: the skip links come first, and the
      // second one takes the keyboard to the message box.
      await page.goto(chatUrl.split("#")[0]!);
      if (mode === "js-on") await hydrated(page);
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.id);
      await page.keyboard.press("Tab");
      expect(await focused()).toBe("Skip to main content");
      await page.keyboard.press("Tab");
      expect(await focused()).toBe("Skip to message box");
      await page.keyboard.press("Enter");
      await expect.poll(focused).toBe("message");
      await context.close();
    });

    it("wraps a long unbroken word or web address inside its bubble, on a phone's width", async () => {
      const { context, page } = await signedIn(mode);
      await page.setViewportSize({ width: 375, height: 740 });
      const long = `Is it worth it? https://www.rightmove.co.uk/properties/158273645#/?channel=RES_BUY ${"x".repeat(300)}`;
      await ask(page, mode, long);
      // Nothing is wider than the screen: no sideways scroll, and the bubble holds its text.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const bubble = page.getByRole("log", { name: "Messages" }).locator("p", { hasText: "x".repeat(300) });
      expect(await bubble.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await context.close();
    });

    it("runs an example prompt with one click", async () => {
      const { context, page } = await signedIn(mode);
      await page.getByRole("button", { name: "Houses in Manchester" }).click();
      await page.waitForURL("**/chat/**");
      await page.locator("article").first().waitFor();
      // The prompt was sent as the user's message, answered with Manchester's deals, and counted.
      const log = page.getByRole("log", { name: "Messages" });
      expect(await log.getByText("Houses in Manchester", { exact: true }).count()).toBe(1);
      const cards = await page.locator("article").allTextContents();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card).toContain("Manchester");
      expect(await page.getByText("2 of 3 left").count()).toBe(1);
      await context.close();
    });

    it("deletes a chat after confirming", async () => {
      const { context, page } = await signedIn(mode);
      await ask(page, mode, "What is an HMO?");
      const chatUrl = page.url();
      await page.getByRole("link", { name: "Delete chat: What is an HMO?" }).click();
      await page.getByRole("heading", { name: "Delete this chat?" }).waitFor();
      if (mode === "js-on") await expectNoAxeViolations(page, "delete confirmation");
      await page.getByRole("button", { name: "Delete chat" }).click();
      await page.waitForURL("**/dashboard");
      await page.getByText("Chat deleted").waitFor();
      await page.getByRole("link", { name: "What is an HMO?" }).waitFor({ state: "detached" });
      const res = await page.goto(chatUrl);
      expect(res?.status()).toBe(404);
      await context.close();
    });

    it("shows the limit toast and the plan chooser when free searches run out", async () => {
      const { context, page, userId } = await signedIn(mode);
      // Two searches spent already (counting to the limit is tested over HTTP); the third, the
      // last free one, is made here, and the meter says none are left.
      setSearchesUsed(server.dbFile, userId, 2);
      await page.goto(`${server.url}/dashboard`);
      if (mode === "js-on") await hydrated(page);
      await ask(page, mode, "houses in Salford");
      expect(await page.getByText("0 of 3 left").count()).toBe(1);
      // The fourth, from the third's conversation: scrolled down, below its deal cards.
      await page.getByLabel("Message", { exact: true }).fill("houses in Leeds");
      await page.getByRole("button", { name: "Send" }).click();
      const toasts = page.getByRole("region", { name: /^Notifications/ });
      await toasts.getByText("Search Limit Reached").waitFor();
      expect(await toasts.getByText("You've used all your free searches. Upgrade to Pro for unlimited searches.").count()).toBe(1);
      expect(await page.getByRole("heading", { name: "Choose Your Plan" }).isVisible()).toBe(true);
      // The chooser says why as well, so the reason is still there once the toast has gone (with
      // JavaScript the toast is drawn in the dialog, so its own text is looked for).
      const chooser = planChooser(page, mode);
      const reason = "Search Limit Reached: You've used all your free searches. Upgrade to Pro for unlimited searches.";
      expect(await chooser.locator(":scope > p").getByText(reason).count()).toBe(1);
      expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("houses in Leeds");
      if (mode === "js-off") {
        // A region at the top of the page, whole, border included, below the sticky header.
        const header = (await page.locator("[data-app-header]").boundingBox())!;
        expect((await chooser.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      } else {
        // A modal dialog over the chat, with the focus, and the chat is still at its foot,
        // where the message was sent (decision 144).
        await expect.poll(() => chooserIsModalWithFocus(page)).toBe(true);
        // (Its log's end in view: the licence lines after the message box may be below it.)
        const atFoot = await page.evaluate(() => {
          const end = document.querySelector('[role="log"]')!.getBoundingClientRect().bottom;
          return window.scrollY > 0 && end > 0 && end <= innerHeight;
        });
        expect(atFoot).toBe(true);
        await expectNoAxeViolations(page, "limit reached");
      }
      // Close is clear of the toast (at the region's foot, the toast at the top right; at the
      // dialog's top, the toast at the foot of the screen).
      const close = (await closePlanChooser(page, mode).boundingBox())!;
      const toast = (await toasts.boundingBox())!;
      const overlaps =
        close.x < toast.x + toast.width && toast.x < close.x + close.width && close.y < toast.y + toast.height && toast.y < close.y + close.height;
      expect(overlaps).toBe(false);
      const [entries, scrolled] = await page.evaluate(() => [history.length, window.scrollY]);
      if (mode === "js-off") await closePlanChooser(page, mode).click();
      else await page.keyboard.press("Escape");
      await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor({ state: "detached" });
      // Closed: `upgrade` has left the address, the refused message is still in the box.
      await page.waitForURL((url) => !url.searchParams.has("upgrade"));
      expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("houses in Leeds");
      if (mode === "js-on") {
        // The focus is back in the message box, where the refused message waits (the Send
        // button it was sent with was disabled while sending, so it lost the focus), and the
        // chat is where it was.
        await page.waitForFunction(() => document.activeElement?.id === "message");
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
        // The address was replaced, not added to: Back does not open the chooser again.
        expect(await page.evaluate(() => history.length)).toBe(entries);
      }
      await context.close();
    });

    it("locks deal details for free users and opens them for Pro, and answers Ask AI", async () => {
      const free = await signedIn(mode);
      await ask(free.page, mode, "Houses in Manchester");
      await free.page.getByRole("link", { name: /^Details of / }).first().click();
      await free.page.getByText("Full property details are a Pro feature").waitFor();
      if (mode === "js-on") {
        await hydrated(free.page);
        await expectNoAxeViolations(free.page, "locked details");
      }
      await free.context.close();

      const pro = await signedIn(mode, "pro");
      await ask(pro.page, mode, "Houses in Manchester");
      await pro.page.getByRole("link", { name: /^Details of / }).first().click();
      await pro.page.getByText("Annual rental income").waitFor();
      expect(await pro.page.getByRole("heading", { name: "How it was valued" }).isVisible()).toBe(true);
      if (mode === "js-on") {
        await hydrated(pro.page);
        // Spaces are not a question: Ask AI waits for one.
        await pro.page.getByLabel("Your question").fill("   ");
        expect(await pro.page.getByRole("button", { name: "Ask AI" }).isDisabled()).toBe(true);
      }
      await pro.page.getByLabel("Your question").fill("What would the stamp duty be?");
      await pro.page.getByRole("button", { name: "Ask AI" }).click();
      await pro.page.locator("#answer").getByText(/Stamp Duty Land Tax|SDLT/).first().waitFor();
      // The answer takes the focus, so it is read out (JavaScript on: a client-side navigation).
      if (mode === "js-on") await expect.poll(() => pro.page.evaluate(() => document.activeElement?.id)).toBe("answer");
      if (mode === "js-on") await expectNoAxeViolations(pro.page, "deal details with answer");
      await pro.context.close();
    });

    it("keeps a message refused by fair use, and a deal question refused at the limit, in their boxes (decision 140)", async () => {
      const { context, page, userId } = await signedIn(mode);
      await ask(page, mode, "What is Section 24?");
      const box = page.getByLabel("Message", { exact: true });
      const toasts = page.getByRole("region", { name: /^Notifications/ });
      const message = "And what about an HMO licence?";
      spendFairUse(server.dbFile, userId);
      await box.fill(message);
      // Twice: the second refusal comes back to the same address, after the box was emptied to send it.
      for (let i = 0; i < 2; i++) {
        const refused = page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes("draft="));
        await page.getByRole("button", { name: "Send" }).click();
        await refused;
        await toasts.getByText("Please slow down").waitFor();
        await expect.poll(() => box.inputValue()).toBe(message);
      }
      // Allowed again: sent from the box as it came back, and the box is empty after.
      clearFairUse(server.dbFile, userId);
      if (mode === "js-on") await hydrated(page);
      await page.getByRole("button", { name: "Send" }).click();
      await page.getByRole("log", { name: "Messages" }).getByText(message).waitFor();
      await page.getByRole("log", { name: "Messages" }).getByRole("status").waitFor({ state: "detached" });
      await expect.poll(() => box.inputValue()).toBe("");

      // A deal question at the free limit: the plan chooser, the question still in its box, and
      // still there once the chooser is closed.
      setQuestionsUsed(server.dbFile, userId, 2);
      const db = new Database(server.dbFile, { readonly: true });
      const dealId = (db.prepare("select min(id) as id from deals").get() as { id: number }).id;
      db.close();
      await page.goto(`${server.url}/deals/${dealId}`);
      if (mode === "js-on") await hydrated(page);
      const question = page.getByLabel("Your question");
      await question.fill("What would the stamp duty be?");
      await page.getByRole("button", { name: "Ask AI" }).click();
      await toasts.getByText("Question Limit Reached").waitFor();
      await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
      expect(await question.inputValue()).toBe("What would the stamp duty be?");
      if (mode === "js-on") {
        // Over the deal page, which stays at its question (decision 144).
        await expect.poll(() => chooserIsModalWithFocus(page)).toBe(true);
        expect(await question.evaluate((el) => el.getBoundingClientRect().top > 0 && el.getBoundingClientRect().bottom < innerHeight)).toBe(true);
      }
      await closePlanChooser(page, mode).click();
      await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor({ state: "detached" });
      expect(await question.inputValue()).toBe("What would the stamp duty be?");
      // The Ask AI button was disabled while asking: the focus goes to the question instead.
      if (mode === "js-on") await page.waitForFunction(() => document.activeElement?.id === "question");
      await context.close();
    });

    it("goes on in one conversation per deal when its page's form is used twice without a chat (decision 143)", async () => {
      const { context, page, user } = await signedInPage(server, browser, mode, { plan: "pro", prefix: `about-${mode}` });
      const db = new Database(server.dbFile, { readonly: true });
      const [deal, other] = db.prepare("select id from deals order by id limit 2").all() as { id: number }[];
      const conversationsOf = () =>
        db.prepare("select id, title from conversations where user_id = ? order by created_at").all(user.id) as { id: string; title: string }[];
      const questionsIn = (id: string) =>
        (db.prepare("select content from messages where conversation_id = ? and role = 'user' order by created_at").all(id) as { content: string }[]).map(
          (m) => m.content,
        );

      /** Opens the deal's page as from analytics or a saved deal (no `c`) and asks; returns the chat the answer went to. */
      const askFromDealPage = async (dealId: number, question: string) => {
        await page.goto(`${server.url}/deals/${dealId}`);
        if (mode === "js-on") await hydrated(page);
        expect(await page.locator('#ask input[name="c"]').count()).toBe(0);
        await page.getByLabel("Your question").fill(question);
        await page.getByRole("button", { name: "Ask AI" }).click();
        await page.waitForURL((url) => url.pathname === `/deals/${dealId}` && url.searchParams.has("c"));
        await page.locator("#answer").getByText(question).waitFor();
        return new URL(page.url()).searchParams.get("c")!;
      };
      try {
        const first = await askFromDealPage(deal!.id, "What would the stamp duty be?");
        const again = await askFromDealPage(deal!.id, "How much deposit would I need?");
        expect(again).toBe(first);
        // Another deal's question opens a conversation of its own.
        const otherChat = await askFromDealPage(other!.id, "What would the stamp duty be?");
        expect(otherChat).not.toBe(first);
        const conversations = conversationsOf();
        expect(conversations.map((c) => c.id).sort()).toEqual([first, otherChat].sort());
        expect(questionsIn(first)).toEqual([
          expect.stringContaining("What would the stamp duty be?"),
          expect.stringContaining("How much deposit would I need?"),
        ]);

        // The user sees one chat about the deal, holding both questions, once in Recent Chats.
        await page.goto(`${server.url}/chat/${first}`);
        if (mode === "js-on") await hydrated(page);
        await sentMessages(page).nth(1).waitFor();
        expect(await sentMessages(page).count()).toBe(2);
        const log = page.getByRole("log", { name: "Messages" });
        await log.getByText("How much deposit would I need?").waitFor();
        const title = conversations.find((c) => c.id === first)!.title;
        expect(title.startsWith("About ")).toBe(true);
        const recent = page.getByRole("region", { name: "Recent Chats" });
        expect(await recent.getByRole("link", { name: title, exact: true }).count()).toBe(1);
      } finally {
        db.close();
        await context.close();
      }
    });
  });
}

describe("chat with JavaScript on: pending states", () => {
  it("shows the search placeholder at once and replaces it with the answer", async () => {
    const { context, page } = await signedIn("js-on");
    await expectNoAxeViolations(page, "chat home");
    await page.getByLabel("Message", { exact: true }).fill("Show me apartments under £200k");
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));
    const searchingShown = await watchForText(page, "Searching for properties using AI...");
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForURL("**/chat/**");
    await page.locator("article").first().waitFor();
    expect(await searchingShown()).toBe(true);
    expect(await page.getByText("Searching for properties using AI...").count()).toBe(0);
    // No full reload: the document was not requested again.
    const documentRequests = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    expect(documentRequests).toBe(1);
    await expectNoAxeViolations(page, "search results");

    // Details open in a modal dialog over the chat; Escape closes it and focus comes back.
    const details = page.getByRole("link", { name: /^Details of / }).first();
    await details.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Full property details are a Pro feature").waitFor();
    expect(page.url()).toContain("/chat/");
    await expectNoAxeViolations(page, "deal dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await details.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole("button", { name: "Send" }).isDisabled()).toBe(true);
    await page.getByLabel("Message", { exact: true }).fill("What is an EPC?");
    await page.getByLabel("Message", { exact: true }).press("Shift+Enter");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("What is an EPC?\n");
    // The built-in assistant can answer before a poll of waitFor sees the placeholder: record it.
    const thinkingShown = await watchForText(page, "Thinking...");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText(/Energy Performance Certificate|EPC/).nth(1).waitFor();
    expect(await thinkingShown()).toBe(true);
    await page.getByText("Thinking...").waitFor({ state: "hidden" });
    await context.close();
  });
});

for (const mode of MODES) {
  describe(`a deal card's rent with JavaScript ${mode === "js-on" ? "on" : "off"} (decision 215)`, () => {
    it("says the rent the yield uses and its dated source, on a 375 px screen, in both themes", async () => {
      const { context, page } = await signedInPage(server, browser, mode, { prefix: `card-rent-${mode}`, firstName: "Chat", width: 375 });
      await page.goto(`${server.url}/dashboard`);
      if (mode === "js-on") await hydrated(page);
      await ask(page, mode, "Houses in Manchester");
      const card = page.locator("article").first();
      await card.waitFor();
      // The <dl>'s pairs, as a screen reader reads them: the rent is the yield's neighbour.
      const terms = (await card.locator("dt").allTextContents()).map((t) => t.replace(/\s+/g, " ").trim());
      expect(terms.slice(-3)).toEqual(["Yield", "Rent (est.)", "Score"]);
      expect(await card.locator("dt", { hasText: "Rent (est.)" }).locator("xpath=following-sibling::dd[1]").textContent()).toMatch(/^£[\d,]+ a month$/);
      const source = card.getByText(/^Rent source: /);
      expect(await source.textContent()).toMatch(/^Rent source: (ONS Price Index of Private Rents, [A-Z][a-z]+ \d{4}|ONS\/VOA Private Rental Market Statistics, \d{4}-\d{2})/);
      // Nothing runs off a phone's screen.
      for (const el of [card, source]) {
        const box = (await el.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (mode === "js-on") {
        await expectNoAxeViolations(page, "cards with their rent, light");
        await context.addCookies([{ name: "theme", value: encodeURIComponent(btoa(JSON.stringify("dark"))), url: server.url }]);
        await page.reload();
        await hydrated(page);
        expect(await page.locator("html").getAttribute("class")).toBe("dark");
        await page.locator("article").first().waitFor();
        await expectNoAxeViolations(page, "cards with their rent, dark");
      }
      await context.close();
    });
  });
}
