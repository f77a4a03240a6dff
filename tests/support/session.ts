/**
 * Signing in without the UI, for browser tests whose subject is not sign-up or log-in: the
 * JSON API makes the account (or logs in) and its session cookie goes into the browser
 * context, as if the user had just signed in. Only the account tests use the forms.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { newContext, type Mode } from "./browser";
import { Client, GOOD_PASSWORD, setPlan, uniqueEmail, type TestServer } from "./server";

export type ApiUser = { email: string; password: string; id: string };

/**
 * Copies the client's cookies into the browser context, for the server's origin: the session,
 * not a form's flash toast ("Account created!"), which belongs to the page the form led to. The
 * first page opened would show it as its own message, and `/subscribe` waits for its button
 * while it shows one (decision 224).
 */
export async function shareCookies(client: Client, context: BrowserContext, server: TestServer) {
  await context.addCookies(
    [...client.cookies]
      .filter(([name]) => name !== "toast")
      .map(([name, value]) => ({ name, value, url: server.url, httpOnly: true, sameSite: "Lax" as const })),
  );
}

async function expectOk(response: Response, what: string) {
  if (response.ok) return (await response.json()) as { user: { id: string } };
  throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

export type SignUpOptions = { plan?: "free" | "pro" | "enterprise"; prefix?: string; firstName?: string };

/** A new account through `POST /api/auth/signup`, on `plan`, signed in in `context`. */
export async function signUpViaApi(server: TestServer, context: BrowserContext, options: SignUpOptions = {}): Promise<ApiUser> {
  const client = new Client(server.url);
  const email = uniqueEmail(options.prefix);
  const body = await expectOk(
    await client.json("/api/auth/signup", {
      firstName: options.firstName ?? "Ada",
      lastName: "Lovelace",
      email,
      password: GOOD_PASSWORD,
    }),
    "sign-up through the API",
  );
  if (options.plan && options.plan !== "free") await setPlan(server.dbFile, email, options.plan);
  await shareCookies(client, context, server);
  return { email, password: GOOD_PASSWORD, id: body.user.id };
}

/** An existing account signed in through `POST /api/auth/login`. */
export async function logInViaApi(server: TestServer, context: BrowserContext, email: string, password = GOOD_PASSWORD) {
  const client = new Client(server.url);
  await expectOk(await client.json("/api/auth/login", { email, password }), "log-in through the API");
  await shareCookies(client, context, server);
}

/**
 * A new context in `mode` (`width` wide), a new account signed in in it through the API, and a
 * blank page. The page is opened while the account is made: a page's renderer takes a few
 * hundred milliseconds to start, and so does a sign-up (its password hash), so the two overlap.
 * The session cookie is the context's, so the page sends it from its first request.
 */
export async function signedInPage(
  server: TestServer,
  browser: Browser,
  mode: Mode,
  options: SignUpOptions & { width?: number } = {},
): Promise<{ context: BrowserContext; page: Page; user: ApiUser }> {
  const context = await newContext(browser, mode, { width: options.width });
  const [user, page] = await Promise.all([signUpViaApi(server, context, options), context.newPage()]);
  return { context, page, user };
}
