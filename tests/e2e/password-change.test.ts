/**
 * Changing the password on /account in a real browser, with JavaScript off and on: a refusal
 * (wrong current password, or a new one equal to it) is shown on its field and changes nothing;
 * a change makes the old password fail and the new one work, and signs out the user's other
 * sessions, while this browser stays signed in under a new session id.
 */
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, hydrated, MODES, newContext, useServerAndBrowser, type Mode } from "../support/browser";
import { Client, GOOD_PASSWORD } from "../support/server";
import { logInViaApi, signedInPage } from "../support/session";

const t = useServerAndBrowser();
const NEW_PASSWORD = "BrandNew2025";
const WRONG_CURRENT = "Current password is incorrect";
const SAME_AS_CURRENT = "Choose a new password that is different from your current one";

/** A new account signed in in a new context, on /account. */
async function onAccountPage(mode: Mode) {
  const { context, page, user } = await signedInPage(t.server, t.browser, mode, { prefix: `password-${mode}` });
  await page.goto(`${t.server.url}/account`);
  if (mode === "js-on") await hydrated(page);
  return { context, page, email: user.email };
}

function passwordHash(email: string): string {
  const db = new Database(t.server.dbFile, { readonly: true });
  try {
    return (db.prepare("select password_hash as h from users where email = ?").get(email.toLowerCase()) as { h: string }).h;
  } finally {
    db.close();
  }
}

async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(t.server.url)).find((c) => c.name === "__session");
  if (!cookie) throw new Error("no session cookie");
  return cookie.value;
}

/** Whether a request with this session cookie is signed in (the JSON API's user). */
async function signedInWith(cookie: string): Promise<boolean> {
  const client = new Client(t.server.url);
  client.cookies.set("__session", cookie);
  return (await client.get("/api/auth/user")).status === 200;
}

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  await page.getByLabel("Current password").fill(current);
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Confirm new password").fill(confirm);
  await page.getByRole("button", { name: "Change Password" }).click();
}

/**
 * The field's error as a screen reader has it: the field is aria-invalid and names, in
 * aria-describedby, the element holding `message`.
 */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await page.getByText(message).waitFor();
  expect(await field.getAttribute("aria-invalid"), label).toBe("true");
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const described = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(described, label).toContain(message);
}

/** Still signed in, on the account page, with no "Password changed" toast. */
async function expectNothingChanged(page: Page, context: BrowserContext, email: string, hash: string, cookie: string) {
  expect(passwordHash(email)).toBe(hash);
  expect(await sessionCookie(context)).toBe(cookie);
  expect(await signedInWith(cookie)).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/account");
  expect(await page.getByText("Password changed").count()).toBe(0);
}

for (const mode of MODES) {
  describe(`changing the password with JavaScript ${mode === "js-on" ? "on" : "off"}`, () => {
    it("shows a wrong current password on its field, focused, and changes nothing", async () => {
      const { context, page, email } = await onAccountPage(mode);
      const hash = passwordHash(email);
      const cookie = await sessionCookie(context);
      const refused = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/account"));
      await changePassword(page, "NotMine2025", NEW_PASSWORD);
      expect((await refused).status()).toBe(400);
      await expectFieldError(page, "Current password", WRONG_CURRENT);
      // Only the field at fault is marked.
      for (const label of ["New password", "Confirm new password"]) {
        expect(await page.getByLabel(label, { exact: true }).getAttribute("aria-invalid"), label).toBeNull();
      }
      // The focus is on the field to fix (the server's autofocus without JavaScript).
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("currentPassword");
      await expectNothingChanged(page, context, email, hash, cookie);
      if (mode === "js-on") expect(await axeViolations(page)).toEqual([]);
      // The account still logs in with its password.
      await logInViaApi(t.server, context, email, GOOD_PASSWORD);
      await context.close();
    });

    it("a refusal right after a saved profile does not leave \"Profile updated\" showing as if it were its answer", async () => {
      const { context, page } = await onAccountPage(mode);
      await page.getByLabel("First name").fill("Grace");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText("Profile updated").waitFor();
      if (mode === "js-on") await hydrated(page);
      // Within the toast's 5 seconds, a password change the server refuses.
      await changePassword(page, "NotMine2025", NEW_PASSWORD);
      await expectFieldError(page, "Current password", WRONG_CURRENT);
      expect(await page.getByText("Profile updated").count()).toBe(0);
      await context.close();
    });

    it("refuses a new password equal to the current one, on the new password's field", async () => {
      const { context, page, email } = await onAccountPage(mode);
      const hash = passwordHash(email);
      const cookie = await sessionCookie(context);
      await changePassword(page, GOOD_PASSWORD, GOOD_PASSWORD);
      await expectFieldError(page, "New password", SAME_AS_CURRENT);
      expect(await page.getByLabel("Current password").getAttribute("aria-invalid")).toBeNull();
      await expectNothingChanged(page, context, email, hash, cookie);
      if (mode === "js-on") expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    it("changes it: the old password fails, the new one works, and the user's other sessions end", async () => {
      const { context, page, email } = await onAccountPage(mode);
      const hash = passwordHash(email);
      const before = await sessionCookie(context);
      // The same user signed in elsewhere: another browser, on the dashboard.
      const elsewhere = await newContext(t.browser, mode);
      await logInViaApi(t.server, elsewhere, email);
      const otherPage = await elsewhere.newPage();
      await otherPage.goto(`${t.server.url}/dashboard`);
      await otherPage.getByRole("heading", { level: 1, name: "Chat" }).waitFor();
      const otherCookie = await sessionCookie(elsewhere);

      await changePassword(page, GOOD_PASSWORD, NEW_PASSWORD);
      const toast = page.getByTestId("toast").filter({ hasText: "Password changed" });
      await toast.waitFor();
      expect(await toast.textContent()).toContain("You have been signed out everywhere else.");
      // No password is left in the form, with JavaScript (no reload) as without.
      for (const label of ["Current password", "New password", "Confirm new password"]) {
        await expect.poll(() => page.getByLabel(label, { exact: true }).inputValue(), { message: label }).toBe("");
      }
      expect(passwordHash(email)).not.toBe(hash);
      // With JavaScript the page stays: the focus is back on the button the user pressed (it was
      // disabled while sending, and fell to the page's body; decision 175). Without it the new
      // page starts at its top.
      if (mode === "js-on") {
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Change Password");
      }

      // This browser stays signed in, under a new session id; the old id is signed out.
      const after = await sessionCookie(context);
      expect(after).not.toBe(before);
      expect(await signedInWith(after)).toBe(true);
      expect(await signedInWith(before)).toBe(false);
      await page.reload();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Account Settings");

      // The other browser is signed out: its next page asks it to log in.
      expect(await signedInWith(otherCookie)).toBe(false);
      await otherPage.goto(`${t.server.url}/account`);
      await otherPage.waitForURL((url) => url.pathname === "/login");
      await elsewhere.close();
      await context.close();

      // A new browser: the old password is refused, the new one logs in.
      const fresh = await newContext(t.browser, mode);
      const login = await fresh.newPage();
      await login.goto(`${t.server.url}/login`);
      if (mode === "js-on") await hydrated(login);
      await login.getByLabel("Email").fill(email);
      await login.getByLabel("Password").fill(GOOD_PASSWORD);
      await login.getByRole("button", { name: "Log in" }).click();
      await login.getByRole("alert").filter({ hasText: "Invalid email or password. Please try again." }).waitFor();
      expect(new URL(login.url()).pathname).toBe("/login");
      if (mode === "js-on") await hydrated(login);
      await login.getByLabel("Email").fill(email);
      await login.getByLabel("Password").fill(NEW_PASSWORD);
      await login.getByRole("button", { name: "Log in" }).click();
      await login.waitForURL("**/dashboard");
      await fresh.close();
    });
  });
}
