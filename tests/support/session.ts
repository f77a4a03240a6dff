/**
 * Signing in without the UI, for browser tests whose subject is not sign-up or log-in: the
 * JSON API makes the account (or logs in) and its session cookie goes into the browser
 * context, as if the user had just signed in. Only the account tests use the forms.
 */
import type { BrowserContext } from "playwright-core";
import { Client, GOOD_PASSWORD, setPlan, uniqueEmail, type TestServer } from "./server";

export type ApiUser = { email: string; password: string; id: string };

/** Copies the client's cookies into the browser context, for the server's origin. */
export async function shareCookies(client: Client, context: BrowserContext, server: TestServer) {
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({ name, value, url: server.url, httpOnly: true, sameSite: "Lax" as const })),
  );
}

async function expectOk(response: Response, what: string) {
  if (response.ok) return (await response.json()) as { user: { id: string } };
  throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

/** A new account through `POST /api/auth/signup`, on `plan`, signed in in `context`. */
export async function signUpViaApi(
  server: TestServer,
  context: BrowserContext,
  options: { plan?: "free" | "pro" | "enterprise"; prefix?: string; firstName?: string } = {},
): Promise<ApiUser> {
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
