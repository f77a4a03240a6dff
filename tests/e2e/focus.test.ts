/**
 * Where the keyboard is after an action, with JavaScript on (without it every action loads a
 * page, which starts at its top or at the field the server marks `autofocus`). Decision 102.
 */
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, useServerAndBrowser } from "../support/browser";
import { signedInPage } from "../support/session";
import { setSearchesUsed } from "../support/usage";

const t = useServerAndBrowser();

async function signedIn(plan: "free" | "pro", path = "/dashboard", width = 1280) {
  const { context, page, user } = await signedInPage(t.server, t.browser, "js-on", { plan, prefix: `focus-${plan}`, width });
  await page.goto(t.server.url + path);
  await hydrated(page);
  return { context, page, userId: user.id };
}

/** Sends a new chat's first message (Enter in the message box) and waits for its answered page. */
async function startChat(page: Page, message: string) {
  const box = page.getByLabel("Message", { exact: true });
  await box.fill(message);
  await box.press("Enter");
  await page.waitForURL("**/chat/**");
  const log = page.getByRole("log", { name: "Messages" });
  await log.getByText("You said:").first().waitFor();
  await log.getByRole("status").waitFor({ state: "detached" });
  await hydrated(page);
  return box;
}

/** The focused element, described: its tag, and its id or its text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return `${el.tagName.toLowerCase()}:${el.id || el.textContent?.trim()}`;
  });
}

/** Follows a link from the keyboard (Enter on it), as a keyboard or screen reader user does. */
async function followLink(page: Page, name: string, to: string) {
  await page.getByRole("link", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`**${to}`);
}

describe("focus after a client-side navigation", () => {
  it("goes to the new page's heading, from the sidebar, the account menu and the landing page", async () => {
    const { context, page } = await signedIn("pro");
    await followLink(page, "Analytics", "/analytics");
    await expect.poll(() => focused(page)).toBe("h1:Analytics Dashboard");

    await page.locator("summary", { hasText: "Account menu" }).click();
    await followLink(page, "Account Settings", "/account");
    await expect.poll(() => focused(page)).toBe("h1:Account Settings");
    // Read out, not typed into: the heading is not in the Tab order.
    expect(await page.getByRole("heading", { level: 1 }).getAttribute("tabindex")).toBe("-1");
    // The next Tab goes on from the heading, into the page's form.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("input:profile-firstName");

    // Logging out lands on the landing page: its heading, not the page's body.
    await page.locator("summary", { hasText: "Account menu" }).click();
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL(t.server.url + "/");
    await expect.poll(() => focused(page)).toBe("h1:Find UK buy-to-let deals by asking in plain English");
    await followLink(page, "Log In", "/login");
    await expect.poll(() => focused(page)).toBe("h1:Welcome back");
    await context.close();
  });

  it("goes to the part of the page its link names: a card's Ask AI, the deal's question", async () => {
    const { context, page } = await signedIn("pro");
    await startChat(page, "Houses in Manchester");
    const ask = page.getByRole("link", { name: /^Ask AI about / }).first();
    await ask.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/deals/**#ask");
    await expect.poll(() => focused(page)).toMatch(/^section:ask$/);
    // The next Tab is the question box, where the user meant to go.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("textarea:question");
    await context.close();
  });

  it("leaves the focus where the new page put it", async () => {
    // The chat home puts the keyboard in the message box.
    const pro = await signedIn("pro", "/analytics");
    await followLink(pro.page, "New Chat", "/dashboard");
    await expect.poll(() => focused(pro.page)).toBe("textarea:message");
    await pro.context.close();

    // A free user's analytics is the plan chooser, which takes the focus itself.
    const free = await signedIn("free");
    await followLink(free.page, "Analytics", "/analytics");
    await expect.poll(() => focused(free.page)).toBe("h2:plan-chooser-title");
    await free.context.close();
  });
});

describe("a new chat's first answer, for a screen reader (decision 110)", () => {
  it("is written into the shell's live region, which was on the page before the answer came", async () => {
    const { context, page } = await signedIn("pro");
    const region = page.locator("#chat-announcer");
    expect(await region.getAttribute("aria-live")).toBe("polite");
    expect(await region.textContent()).toBe("");
    await startChat(page, "Houses in Manchester");
    await expect.poll(() => region.textContent()).toMatch(/^Assistant: I found .* properties/);
    // A later answer joins the conversation's own log, which reads it; the region is not written
    // again, and the first answer leaves it when the next message goes, so reading to the foot of
    // the page finds no old reply there.
    await page.getByLabel("Message", { exact: true }).fill("What is an HMO?");
    await page.getByLabel("Message", { exact: true }).press("Enter");
    await page.getByRole("log", { name: "Messages" }).getByText("You said:").nth(1).waitFor();
    await page.getByRole("log", { name: "Messages" }).getByRole("status").waitFor({ state: "detached" });
    expect(await region.textContent()).toBe("");
    // On the next page (here the account menu's Account Settings) the region is empty too.
    await page.locator("summary", { hasText: "Account menu" }).click();
    await followLink(page, "Account Settings", "/account");
    await expect.poll(() => region.textContent()).toBe("");
    await context.close();
  });
});

describe("focus after sending a message in a conversation", () => {
  it("comes back to the message box when the Send button took it", async () => {
    const { context, page } = await signedIn("pro");
    const box = await startChat(page, "What is an HMO?");

    // Sent with the button (Tab to it, then Enter): it is disabled while sending, which takes
    // the focus from it.
    await box.fill("What is Section 24?");
    await page.getByRole("button", { name: "Send" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("log", { name: "Messages" }).getByText("You said:").nth(1).waitFor();
    await page.getByRole("log", { name: "Messages" }).getByRole("status").waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toBe("textarea:message");
    await context.close();
  });

  it("stays on the plan chooser when a refused search opened it", async () => {
    const { context, page, userId } = await signedIn("free");
    // Two searches spent already; the third, the last free one, opens the conversation.
    setSearchesUsed(t.server.dbFile, userId, 2);
    await page.goto(`${t.server.url}/dashboard`);
    await hydrated(page);
    await startChat(page, "houses in Salford");
    const box = page.getByLabel("Message", { exact: true });
    await box.fill("houses in Leeds");
    await page.getByRole("button", { name: "Send" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
    await hydrated(page);
    await expect.poll(() => focused(page)).toBe("h2:plan-chooser-title");
    await context.close();
  });
});

describe("focus rings inside a scroll box", () => {
  it("are drawn whole in the saved-deals table: its first column's links and its last column's Unsave buttons", async () => {
    const { context, page, userId } = await signedIn("pro");
    const rw = new Database(t.server.dbFile);
    try {
      const ids = (rw.prepare("select id from deals order by id limit 3").all() as { id: number }[]).map((r) => r.id);
      const insert = rw.prepare("insert into saved_deals (user_id, deal_id) values (?, ?)");
      for (const id of ids) insert.run(userId, id);
    } finally {
      rw.close();
    }
    await page.goto(t.server.url + "/analytics");
    await hydrated(page);
    const table = page.getByRole("region", { name: /^Your 3 saved deals/ });
    for (const target of [table.locator("tbody th a").first(), table.getByRole("button", { name: /^Unsave / }).last()]) {
      await target.focus();
      // The ring (outline and its offset) lies inside the box that clips it.
      const cut = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const r = el.getBoundingClientRect();
        const box = el.closest('[role="region"]')!.getBoundingClientRect();
        return [box.left - (r.left - ring), r.right + ring - box.right, box.top - (r.top - ring), r.bottom + ring - box.bottom].map((d) => Math.max(0, Math.round(d)));
      });
      expect(cut, (await target.textContent()) ?? "").toEqual([0, 0, 0, 0]);
    }
    await context.close();
  });
});
