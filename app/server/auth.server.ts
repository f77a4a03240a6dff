/**
 * Who is signed in, and the one way to sign in: remix-auth's form strategy over
 * `verifyLogin`, behind per-account and per-address limits on failed attempts.
 */
import { addressKey } from "./address-key.server";
import { redirect, redirectDocument, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { Authenticator } from "remix-auth";
import Negotiator from "negotiator";
import { FormStrategy } from "remix-auth-form";
import { loginPath } from "~/lib/safe-redirect";
import { jsonError } from "./api.server";
import { dbContext, getRequestInfo, userContext } from "./context.server";
import type { Db } from "./db.server";
import { hit, isLimited, reset, retryAfterS, take, unhit, type Limit } from "./rate-limit.server";
import { getEnv } from "./env.server";
import { commitSession, destroySession, getSession, revokeAllSessions } from "./session.server";
import { changePassword, findUserById, verifyLogin, type PublicUser } from "./users.server";
export const LOGIN_FAILED_MESSAGE = "Invalid email or password. Please try again.";
export const TOO_MANY_ATTEMPTS_MESSAGE =
  "Too many failed login attempts. Please wait 15 minutes and try again.";

export const TOO_MANY_SIGNUPS_MESSAGE =
  "Too many sign-ups from your network. Please wait an hour and try again, or contact support.";
export const TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE =
  "Too many wrong passwords. Please wait 15 minutes and try again.";

// Failed logins (decision 041): 5 per account from one address, so an attacker elsewhere
// cannot lock the owner out; 100 per account from anywhere; 50 per address over all accounts.
const WINDOW_MS = 15 * 60 * 1000;
export const accountAddressLimit = (email: string, ip: string): Limit => ({
  key: `login:account-address:${email.toLowerCase()}:${addressKey(ip)}`,
  max: 5,
  windowMs: WINDOW_MS,
});
export const accountLimit = (email: string): Limit => ({
  key: `login:account:${email.toLowerCase()}`,
  max: 100,
  windowMs: WINDOW_MS,
});
export const addressLimit = (ip: string): Limit => ({
  key: `login:address:${addressKey(ip)}`,
  max: 50,
  windowMs: WINDOW_MS,
});
/**
 * Wrong current passwords on the password change: 5 per session, so someone holding a stolen
 * session cannot stop the owner changing the password (and so ending that session) from
 * another; 25 per user over all sessions.
 */
export const passwordChangeSessionLimit = (sessionId: string): Limit => ({
  key: `password-change:session:${sessionId}`,
  max: 5,
  windowMs: WINDOW_MS,
});
export const passwordChangeLimit = (userId: string): Limit => ({
  key: `password-change:user:${userId}`,
  max: 25,
  windowMs: WINDOW_MS,
});
/** Sign-ups per address per hour (SIGNUP_LIMIT_PER_HOUR, default 30). */
export const signupLimit = (ip: string): Limit => ({
  key: `signup:address:${addressKey(ip)}`,
  max: getEnv().SIGNUP_LIMIT_PER_HOUR,
  windowMs: 60 * 60 * 1000,
});

/**
 * Counts one sign-up attempt from the address; false (counting nothing) once the address has
 * used its allowance. Called after the form is valid, before any hashing.
 */
export function takeSignup(db: Db, ip: string): boolean {
  return take(db, signupLimit(ip));
}

class InvalidCredentials extends Error {}

/** One authenticator per database (in practice, one per process). */
const authenticators = new WeakMap<Db, Authenticator<PublicUser>>();
function authenticatorFor(db: Db) {
  let authenticator = authenticators.get(db);
  if (!authenticator) {
    authenticator = new Authenticator<PublicUser>();
    authenticator.use(
      new FormStrategy(async ({ form }) => {
        const email = String(form.get("email") ?? "");
        const password = String(form.get("password") ?? "");
        const user = await verifyLogin(db, email, password);
        if (!user) throw new InvalidCredentials(LOGIN_FAILED_MESSAGE);
        return user;
      }),
      "form",
    );
    authenticators.set(db, authenticator);
  }
  return authenticator;
}

export type LoginResult =
  | { ok: true; user: PublicUser }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterS: number };

/**
 * Authenticates a request whose body holds `email` and `password` (already validated).
 * Each attempt is counted as a failure before the password is hashed, so a burst of concurrent
 * guesses meets the limits as a sequence would; a success gives its count back. Refuses with
 * 429 while the account or the address is over its limit.
 */
export async function login(db: Db, request: Request, email: string, ip: string): Promise<LoginResult> {
  const limits = [accountAddressLimit(email, ip), accountLimit(email), addressLimit(ip)];
  const wait = retryAfterS(db, limits);
  if (wait !== null) return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS_MESSAGE, retryAfterS: wait };
  for (const l of limits) hit(db, l);
  let user: PublicUser;
  try {
    user = await authenticatorFor(db).authenticate("form", request);
  } catch (error) {
    if (error instanceof InvalidCredentials) return { ok: false, status: 401, message: LOGIN_FAILED_MESSAGE };
    // Not a wrong password: the attempt does not count.
    for (const l of limits) unhit(db, l.key);
    throw error;
  }
  // The owner's success clears their own address's count, not the account-wide one.
  reset(db, accountAddressLimit(email, ip).key);
  for (const l of limits.slice(1)) unhit(db, l.key);
  return { ok: true, user };
}

/**
 * Starts a fresh session for the user and returns its Set-Cookie value. Any session the
 * browser had is deleted first, so a planted session id can never be signed in (fixation).
 */
export async function startSession(db: Db, request: Request, userId: string): Promise<string> {
  const old = await getSession(db, request);
  if (old.id) await destroySession(db, request, old);
  const session = await getSession(db, new Request(request.url));
  session.set("userId", userId);
  return commitSession(db, request, session);
}

/**
 * After a password change: every session of the user ends (this one too) and a new one starts;
 * returns its Set-Cookie value.
 */
export async function rotateSessions(db: Db, request: Request, userId: string): Promise<string> {
  revokeAllSessions(db, userId);
  const session = await getSession(db, new Request(request.url));
  session.set("userId", userId);
  return commitSession(db, request, session);
}

/**
 * The password change's check of the current password, throttled per user: "limited" while
 * too many wrong ones were given (the password is not even checked then).
 */
export async function changePasswordThrottled(
  db: Db,
  request: Request,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<"changed" | "wrong" | "limited"> {
  const sessionId = (await getSession(db, request)).id || "none";
  const limits = [passwordChangeSessionLimit(sessionId), passwordChangeLimit(userId)];
  // Checked and counted before the hash, in one synchronous step, as for logins, so concurrent
  // guesses cannot all pass the check.
  if (limits.some((l) => isLimited(db, l))) return "limited";
  for (const l of limits) hit(db, l);
  let changed: boolean;
  try {
    changed = await changePassword(db, userId, currentPassword, newPassword);
  } catch (error) {
    for (const l of limits) unhit(db, l.key);
    throw error;
  }
  if (changed) for (const l of limits) reset(db, l.key);
  return changed ? "changed" : "wrong";
}

/** Ends the request's session; returns the Set-Cookie value that clears the cookie. */
export async function endSession(db: Db, request: Request): Promise<string> {
  return destroySession(db, request, await getSession(db, request));
}

/**
 * Root middleware: reads the session once per request and puts the signed-in user (or null)
 * in the router context, for the root, the layouts, the pages and the API alike.
 */
export const userMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const db = context.get(dbContext);
  const session = await getSession(db, request);
  const userId = session.get("userId");
  const user = userId ? (findUserById(db, userId) ?? null) : null;
  context.set(userContext, user);
  if (!user) return signInInstead(request, await next());
  getRequestInfo(context).log.userId = user.id;
  const response = await next();
  // What a signed-in user sees is theirs: no shared or back-button cache keeps it.
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
};

type Context = Readonly<RouterContextProvider>;

export function getUser(context: Context): PublicUser | null {
  return context.get(userContext);
}

/** The signed-in user; otherwise a redirect to the login page that comes back here. */
export function requireUser(context: Context, request: Request): PublicUser {
  const user = getUser(context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(loginPath(`${url.pathname}${url.search}`));
}

/**
 * A browser opening an address (a link followed, a bookmark, the address bar): a GET or HEAD
 * whose `Accept` ranks HTML above JSON. `fetch()` and curl (which accept anything equally) and API
 * clients asking for JSON are not one.
 */
export function isPageNavigation(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const accept = request.headers.get("Accept") ?? "*/*";
  // JSON first: a tie (`*/*`, or no Accept at all) is not a page navigation.
  return new Negotiator({ headers: { accept } }).mediaType(["application/json", "text/html"]) === "text/html";
}

/**
 * Where to come back to after signing in from a refused navigation: the page of ours the link
 * was followed from (a PDF download link: back to its deal or chat, as the download itself would
 * leave the login page on screen), else the address asked for.
 */
function comeBackTo(request: Request): string {
  const url = new URL(request.url);
  let referer: URL | null = null;
  try {
    referer = new URL(request.headers.get("Referer") ?? "");
  } catch {
    // None, or not an address: come back to the one asked for.
  }
  if (referer && referer.origin === url.origin && !referer.pathname.startsWith("/api/") && referer.pathname !== "/login") {
    return `${referer.pathname}${referer.search}`;
  }
  return `${url.pathname}${url.search}`;
}

/**
 * A signed-out request's answer, with one change (decision 209): a resource route's JSON 401 to a
 * browser's navigation (a "Download PDF" link followed after the session ended) becomes a
 * redirect to the login page, which comes back after signing in. API and `fetch()` clients keep
 * the 401 `{"message": "Unauthorized"}`. Every resource route that needs sign-in gets this here,
 * in one place, whatever it sends when signed in.
 */
function signInInstead(request: Request, response: Response): Response {
  const json = response.headers.get("Content-Type")?.startsWith("application/json") ?? false;
  if (response.status !== 401 || !json || !isPageNavigation(request)) return response;
  return redirect(loginPath(comeBackTo(request)), { headers: { "Cache-Control": "no-store" } });
}

/** For the JSON API: the signed-in user, or a thrown 401 `{"message": "Unauthorized"}`. */
export function requireApiUser(context: Context): PublicUser {
  const user = getUser(context);
  if (!user) throw jsonError("Unauthorized", 401);
  return user;
}

/**
 * The redirect into the app once signed in (log-in or sign-up), to `to` (already made safe). A
 * resource route (a PDF the session ended before, decision 209) is reached as a whole document,
 * so that with JavaScript the router does not try to render it as a page.
 */
export function redirectSignedIn(to: string, init: ResponseInit): Response {
  return (to.startsWith("/api/") ? redirectDocument : redirect)(to, init);
}

/**
 * Log-in and sign-up are for signed-out visitors: a signed-in user is sent on to where the page
 * would have sent them once signed in (`to`, already made safe; decision 216), else the chat.
 */
export function requireAnonymous(context: Context, to = "/dashboard") {
  if (getUser(context)) throw redirectSignedIn(to, {});
}

/** Layout middleware: every page below it is for signed-in users only. */
export const requireUserMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  requireUser(context, request);
};
