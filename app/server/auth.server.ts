/**
 * Who is signed in, and the one way to sign in: remix-auth's form strategy over
 * `verifyLogin`, behind per-account and per-address limits on failed attempts.
 */
import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getDb } from "./db.server";
import { hit, isLimited, reset, type Limit } from "./rate-limit.server";
import { commitSession, destroySession, getSession } from "./session.server";
import { findUserById, verifyLogin, type PublicUser } from "./users.server";

export const LOGIN_FAILED_MESSAGE = "Invalid email or password. Please try again.";
export const TOO_MANY_ATTEMPTS_MESSAGE =
  "Too many failed login attempts. Please wait 15 minutes and try again.";

const WINDOW_MS = 15 * 60 * 1000;
export const accountLimit = (email: string): Limit => ({
  key: `login:account:${email.toLowerCase()}`,
  max: 5,
  windowMs: WINDOW_MS,
});
export const addressLimit = (ip: string): Limit => ({
  key: `login:address:${ip}`,
  max: 50,
  windowMs: WINDOW_MS,
});

class InvalidCredentials extends Error {}

const authenticator = new Authenticator<PublicUser>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = String(form.get("email") ?? "");
    const password = String(form.get("password") ?? "");
    const user = await verifyLogin(getDb(), email, password);
    if (!user) throw new InvalidCredentials(LOGIN_FAILED_MESSAGE);
    return user;
  }),
  "form",
);

export type LoginResult =
  | { ok: true; user: PublicUser }
  | { ok: false; status: 401 | 429; message: string };

/**
 * Authenticates a request whose body holds `email` and `password` (already validated).
 * Counts failures; refuses with 429 while the account or the address is over its limit.
 */
export async function login(request: Request, email: string, ip: string): Promise<LoginResult> {
  const db = getDb();
  const limits = [accountLimit(email), addressLimit(ip)];
  if (limits.some((l) => isLimited(db, l))) {
    return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS_MESSAGE };
  }
  try {
    const user = await authenticator.authenticate("form", request);
    reset(db, accountLimit(email).key);
    return { ok: true, user };
  } catch (error) {
    if (!(error instanceof InvalidCredentials)) throw error;
    for (const l of limits) hit(db, l);
    return { ok: false, status: 401, message: LOGIN_FAILED_MESSAGE };
  }
}

/**
 * Starts a fresh session for the user and returns its Set-Cookie value. Any session the
 * browser had is deleted first, so a planted session id can never be signed in (fixation).
 */
export async function startSession(request: Request, userId: string): Promise<string> {
  const old = await getSession(request);
  if (old.id) await destroySession(request, old);
  const session = await getSession(new Request(request.url));
  session.set("userId", userId);
  return commitSession(request, session);
}

export async function getOptionalUser(request: Request): Promise<PublicUser | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  if (!userId) return null;
  return findUserById(getDb(), userId) ?? null;
}

export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await getOptionalUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  throw redirect(`/login?${new URLSearchParams({ redirectTo })}`);
}

export async function requireAnonymous(request: Request) {
  if (await getOptionalUser(request)) throw redirect("/dashboard");
}
