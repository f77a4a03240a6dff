import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser, MODES, newContext, axeViolations, type Mode } from "../support/browser";
import { GOOD_PASSWORD, startServer, uniqueEmail, type TestServer } from "../support/server";
import { signedInPage, signUpViaApi } from "../support/session";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(
  mode: Mode,
  path: string,
  options: { signedIn?: boolean; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Only the tests of sign-up and log-in themselves use the forms; the rest sign up through the API.
  const signedIn = options.signedIn ? await signedInPage(server, browser, mode, { prefix: mode, width: options.width }) : null;
  const context = signedIn?.context ?? (await newContext(browser, mode, { width: options.width }));
  const page = signedIn?.page ?? (await context.newPage());
  await page.goto(server.url + path);
  if (mode === "js-on") await hydrated(page);
  return { context, page };
}

async function signUpThroughForm(page: Page, email: string, arrival = "**/dashboard") {
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(arrival);
}

for (const mode of MODES) {
  describe(`accounts with JavaScript ${mode === "js-on" ? "on" : "off"}`, () => {
    it("signs up, sees the toast, logs out, logs back in", async () => {
      const { context, page } = await open(mode, "/signup");
      const email = uniqueEmail(mode);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Create an account");
      await signUpThroughForm(page, email);
      await page.getByTestId("toast").filter({ hasText: "Account created!" }).waitFor();
      if (mode === "js-on") await hydrated(page);

      // Log out from the account menu (a native disclosure).
      await page.locator("summary", { hasText: "Account menu" }).click();
      await page.getByRole("button", { name: "Log Out" }).click();
      await page.waitForURL(server.url + "/");
      await page.getByRole("link", { name: "Log In" }).waitFor();
      // Told so (decision 225): a status read out with JavaScript; without, a dialog at the top of the page.
      const loggedOut = page.getByTestId("toast").filter({ hasText: "Logged out" });
      await loggedOut.waitFor();
      if (mode === "js-on") await page.getByRole("status").filter({ hasText: "Logged out" }).waitFor();
      else await page.getByRole("dialog", { name: "Logged out" }).waitFor();

      await page.getByRole("link", { name: "Log In" }).click();
      await page.waitForURL("**/login");
      if (mode === "js-on") await hydrated(page);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL("**/dashboard");
      await page.getByTestId("toast").filter({ hasText: "Welcome back!" }).waitFor();
      await context.close();
    });

    it("on a phone, the Logged out toast leaves the landing page's Log In and Get Started Free in view (decision 263)", async () => {
      // At 375 px the public header's buttons go under the product name, lower than the app
      // header's 56 px under which a toast hangs: the toast covered the way back in.
      const { context, page } = await open(mode, "/dashboard", { signedIn: true, width: 375 });
      await page.locator("summary", { hasText: "Account menu" }).click();
      await page.getByRole("button", { name: "Log Out" }).click();
      await page.waitForURL(server.url + "/");
      const toast = page.getByTestId("toast").filter({ hasText: "Logged out" });
      await toast.waitFor();
      if (mode === "js-on") await hydrated(page);
      const card = (await toast.boundingBox())!;
      for (const name of ["Log In", "Get Started Free"]) {
        const link = (await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name }).boundingBox())!;
        const overlaps = link.x < card.x + card.width && card.x < link.x + link.width && link.y < card.y + card.height && card.y < link.y + link.height;
        expect(overlaps, `toast over ${name}`).toBe(false);
      }
      // Still seen whole.
      expect(card.y).toBeGreaterThanOrEqual(0);
      expect(card.y + card.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      await context.close();
    });

    it("Start with Pro on the landing page signs up and goes on to Pro's checkout (decision 210)", async () => {
      const { context, page } = await open(mode, "/");
      const start = page.getByRole("link", { name: "Start with Pro (Pro plan)" });
      expect(await start.getAttribute("href")).toBe("/signup?plan=pro");
      await start.click();
      await page.waitForURL((url) => url.pathname === "/signup" && url.searchParams.get("plan") === "pro");
      if (mode === "js-on") await hydrated(page);
      await page.getByText("You chose Pro: creating your account takes you on to its checkout.").waitFor();
      if (mode === "js-on") expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("First name").fill("Ada");
      await page.getByLabel("Last name").fill("Lovelace");
      await page.getByLabel("Email").fill(uniqueEmail(`pro-${mode}`));
      await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
      await page.waitForURL("**/subscribe");
      // No Stripe in the tests: the checkout page says payment is not configured.
      await page.getByText("Payment processing is not configured").first().waitFor();
      await page.getByTestId("toast").filter({ hasText: "Account created!" }).waitFor();
      await context.close();
    });

    it("a visitor sent to log in who signs up instead still arrives where they were going (decision 216)", async () => {
      const { context, page } = await open(mode, "/billing");
      await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/billing");
      await page.getByRole("link", { name: "Sign up" }).click();
      await page.waitForURL((url) => url.pathname === "/signup" && url.searchParams.get("redirectTo") === "/billing");
      if (mode === "js-on") await hydrated(page);
      // Its "Log in" goes back the same way, to the same place.
      expect(await page.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login?redirectTo=%2Fbilling");
      await signUpThroughForm(page, uniqueEmail(`onward-${mode}`), "**/billing");
      await page.getByRole("heading", { level: 1, name: "Billing & Invoices" }).waitFor();
      await page.getByTestId("toast").filter({ hasText: "Account created!" }).waitFor();
      await context.close();
    });

    it("a signed-in user opening log-in or sign-up goes where that page would have sent them (decision 216)", async () => {
      const { context, page } = await open(mode, "/login?redirectTo=%2Fbilling", { signedIn: true });
      await page.waitForURL("**/billing");
      await page.goto(server.url + "/signup?plan=pro");
      await page.waitForURL("**/subscribe");
      await page.goto(server.url + "/login?redirectTo=%2F%2Fevil.example");
      await page.waitForURL("**/dashboard");
      await context.close();
    });

    it("shows linked, announced errors and moves focus to them", async () => {
      const { context, page } = await open(mode, "/login");
      await page.getByLabel("Email").fill("someone@example.com");
      await page.getByLabel("Password").fill("Wrong12345");
      await page.getByRole("button", { name: "Log in" }).click();
      const alert = page.getByRole("alert");
      await alert.waitFor();
      expect(await alert.textContent()).toContain("Invalid email or password. Please try again.");
      // Focus moves to the alert (autofocus from the server, and an effect with JavaScript on).
      await page.locator('[role="alert"]:focus').waitFor();
      await context.close();

      const signup = await open(mode, "/signup");
      await signup.page.getByLabel("First name").fill("A");
      await signup.page.getByLabel("Last name").fill("B");
      await signup.page.getByLabel("Email").fill(uniqueEmail());
      await signup.page.getByLabel("Password", { exact: true }).fill("weakpass");
      await signup.page.getByRole("button", { name: "Create account" }).click();
      const password = signup.page.getByLabel("Password", { exact: true });
      await signup.page.getByText("Password must contain at least one uppercase letter").waitFor();
      expect(await password.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
      const errorId = describedBy.split(" ").find((id) => id.includes("error"))!;
      expect(await signup.page.locator(`[id="${errorId}"]`).textContent()).toContain("uppercase");
      if (mode === "js-on") {
        expect(await signup.page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("password");
      } else {
        expect(await password.getAttribute("autofocus")).not.toBeNull();
      }
      await signup.context.close();

      // One click on "Create account" shows every error at once, the empty names' included. With
      // errors shown as each field lost focus, the password's appeared as the button was pressed,
      // pushed it down and the click was lost (decision 083).
      const blank = await open(mode, "/signup");
      await blank.page.getByLabel("Email").fill("notanemail");
      await blank.page.getByLabel("Password", { exact: true }).fill("short");
      await blank.page.getByRole("button", { name: "Create account" }).click();
      await blank.page.getByText("First name is required").waitFor({ timeout: 5_000 });
      expect(await blank.page.getByText("Last name is required").isVisible()).toBe(true);
      expect(await blank.page.getByText("Invalid email address").isVisible()).toBe(true);
      await blank.context.close();
    });

    it("updates the profile", async () => {
      // Changing the password: tests/e2e/password-change.test.ts.
      const { context, page } = await open(mode, "/account", { signedIn: true });
      expect(await page.getByLabel("Email").isDisabled()).toBe(true);
      expect(await page.getByText("Email cannot be changed. Contact support if you need to update it.").isVisible()).toBe(true);
      await page.getByLabel("First name").fill("Grace");
      await page.getByLabel("Last name").fill("Hopper");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText("Profile updated").waitFor();
      expect(await page.getByLabel("First name").inputValue()).toBe("Grace");
      await context.close();
    });

    it("clears a refused save's error once the profile is saved, and gives the focus back to Save Changes", async () => {
      const { context, page } = await open(mode, "/account", { signedIn: true });
      const firstName = page.getByLabel("First name");
      await firstName.fill("");
      await page.getByRole("button", { name: "Save Changes" }).click();
      // The field's error (the toast says it too).
      await page.getByText("First name is required").first().waitFor();
      expect(await firstName.getAttribute("aria-invalid")).toBe("true");
      if (mode === "js-on") await hydrated(page);
      await firstName.fill("Grace");
      let posts = 0;
      page.on("request", (r) => {
        if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/account")) posts += 1;
      });
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText("Profile updated").waitFor();
      if (mode === "js-on") await hydrated(page);
      // The saved name, with no error left beside it (with JavaScript the form stays mounted).
      await expect.poll(() => page.getByText("First name is required").count()).toBe(0);
      expect(await firstName.getAttribute("aria-invalid")).toBeNull();
      expect(await firstName.getAttribute("aria-describedby")).toBeNull();
      expect(await firstName.inputValue()).toBe("Grace");
      // The button was disabled while sending and the focus fell to the page's body (decision 175).
      if (mode === "js-on") {
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Save Changes");
      }
      // One save, one post: the reset is not sent back to the server (it would save again).
      await page.waitForTimeout(1_000);
      expect(posts).toBe(1);
      await context.close();
    });
  });
}

describe("theme and sidebar", () => {
  for (const mode of MODES) {
    it(`toggles the theme with JavaScript ${mode === "js-on" ? "on" : "off"}`, async () => {
      const { context, page } = await open(mode, "/dashboard", { signedIn: true });
      expect(await page.locator("html").getAttribute("class")).toBeNull();
      const saved = page.waitForResponse((r) => r.url().includes("/theme") && r.request().method() === "POST");
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
      expect(await page.locator("html").getAttribute("class")).toBe("dark");
      await saved;
      await page.reload();
      expect(await page.locator("html").getAttribute("class")).toBe("dark");
      await context.close();
    });
  }

  it("collapses the sidebar with Ctrl+B and remembers it", async () => {
    const { context, page } = await open("js-on", "/dashboard", { signedIn: true });
    const toggle = page.getByRole("button", { name: "Collapse sidebar" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const saved = page.waitForResponse((r) => r.url().includes("/sidebar") && r.request().method() === "POST");
    await page.keyboard.press("Control+b");
    await page.getByRole("button", { name: "Expand sidebar" }).waitFor();
    await saved;
    await page.reload();
    expect(await page.getByRole("button", { name: "Expand sidebar" }).getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it("opens the narrow-screen sheet without JavaScript", async () => {
    const { context, page } = await open("js-off", "/dashboard", { signedIn: true, width: 400 });
    const sidebar = page.locator("#sidebar");
    const hiddenBox = await sidebar.boundingBox();
    expect(hiddenBox!.x + hiddenBox!.width).toBeLessThanOrEqual(0);
    expect(await sidebar.evaluate((el) => getComputedStyle(el).visibility)).toBe("hidden");
    await page.getByRole("link", { name: "Open sidebar" }).click();
    // The sheet slides in (a CSS transition): wait until it has arrived at the left edge.
    await expect.poll(async () => (await sidebar.boundingBox())?.x, { timeout: 5_000 }).toBe(0);
    // Closed, its links were out of the tab order (hidden); opened, they are there.
    expect(await sidebar.evaluate((el) => getComputedStyle(el).visibility)).toBe("visible");
    await context.close();
  });
});

describe("the narrow-screen sheet with JavaScript on", () => {
  it("keeps its links out of the tab order while closed, takes the focus when open and gives it back", async () => {
    const { context, page } = await open("js-on", "/dashboard", { signedIn: true, width: 400 });
    const sidebar = page.locator("#sidebar");
    const visibility = () => sidebar.evaluate((el) => getComputedStyle(el).visibility);
    const focusInSheet = () => page.evaluate(() => Boolean(document.activeElement?.closest("#sidebar")));
    expect(await visibility()).toBe("hidden");
    expect(await page.getByRole("link", { name: "New Chat" }).isVisible()).toBe(false);

    const opener = page.getByRole("link", { name: "Open sidebar" });
    await opener.click();
    await expect.poll(visibility).toBe("visible");
    await expect.poll(focusInSheet).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(visibility).toBe("hidden");
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it("keeps Tab out of the page its backdrop covers while open, as a modal dialog does", async () => {
    const { context, page } = await open("js-on", "/account", { signedIn: true, width: 375 });
    const sidebar = page.locator("#sidebar");
    await page.getByRole("link", { name: "Open sidebar" }).click();
    await expect.poll(() => sidebar.evaluate((el) => getComputedStyle(el).visibility)).toBe("visible");
    // Past the sheet's last control (Upgrade to Pro), Tab went on to the covered header and the
    // account form, out of sight behind the sheet and its backdrop.
    const reached = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      reached.add(await page.evaluate(() => (document.activeElement?.closest("header, main") ? "page" : "sheet or outside")));
    }
    expect([...reached]).toEqual(["sheet or outside"]);
    // Closed, the page is the page again: Escape gives the focus back to the menu button.
    await page.keyboard.press("Escape");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Open sidebar");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("header")))).toBe(true);
    // Ctrl+B opens and closes it too; closing gives the focus back to the menu button (it fell
    // to the page's body, from the hidden sheet).
    await page.keyboard.press("Control+b");
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("#sidebar")))).toBe(true);
    await page.keyboard.press("Control+b");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Open sidebar");
    await context.close();
  });
});

// The two themes run at once, each in its own context: while one page is being checked in the
// browser, the server renders the other's next page.
describe("accessibility (axe-core)", { concurrent: true }, () => {
  for (const theme of ["light", "dark"] as const) {
    it(`finds no moderate, serious or critical violation on any page in the ${theme} theme`, async ({ expect }) => {
      const context = await newContext(browser, "js-on");
      await context.addCookies([{ name: "theme", value: encodeURIComponent(btoa(JSON.stringify(theme))), url: server.url }]);
      const page = await context.newPage();
      const failures: Record<string, unknown> = {};
      const check = async (label: string) => {
        await hydrated(page);
        const violations = await axeViolations(page);
        if (violations.length) failures[label] = violations;
        expect(await page.locator("h1").count(), label).toBe(1);
      };
      for (const path of ["/", "/login", "/signup", "/methodology", "/methodology-missing"]) {
        await page.goto(server.url + path);
        await check(path);
      }
      await page.goto(server.url + "/login");
      await hydrated(page);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.getByText("Invalid email address").waitFor();
      await check("/login with errors");

      await signUpViaApi(server, context, { prefix: theme });
      for (const path of ["/dashboard", "/account", "/plan", "/billing", "/analytics", "/subscribe", "/payment/success", "/payment/cancel"]) {
        await page.goto(server.url + path);
        await check(path);
      }
      await page.locator("summary", { hasText: "Account menu" }).click();
      await check("account menu open");
      expect(failures).toEqual({});
      await context.close();
    });
  }
});
