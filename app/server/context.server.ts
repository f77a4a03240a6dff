/**
 * The request's context, typed (React Router's router context): what the HTTP server knows
 * (client address, CSP nonce), the database handed in once by `getLoadContext`, and the user
 * that the root middleware resolves once per request. Loaders, actions and entry.server read
 * them with `context.get(...)`; nothing below the routes opens the database itself.
 */
import { createContext, type RouterContextProvider } from "react-router";
import type { Db } from "./db.server";
import type { PublicUser } from "./users.server";

export type RequestInfo = {
  ip: string;
  nonce: string;
  /** The request's id (also the `X-Request-Id` response header and in every log line). */
  requestId: string;
  /** Filled in while the request is served, for the server's one log line about it. */
  log: RequestLog;
};

export type RequestLog = {
  userId: string | null;
  /**
   * The line's level when the answer is an expected state rather than a fault ("warn" for the
   * 503 of billing that is not configured); otherwise 5xx is "error" and the rest "info".
   */
  level?: "info" | "warn";
};

export const requestInfoContext = createContext<RequestInfo>({ ip: "unknown", nonce: "", requestId: "", log: { userId: null } });

/** Set by the server for every request (`server.js` → `getLoadContext`). */
export const dbContext = createContext<Db>();

/** Set by the root middleware: the signed-in user, or null. */
export const userContext = createContext<PublicUser | null>(null);

type Context = Readonly<RouterContextProvider>;

export function getRequestInfo(context: Context): RequestInfo {
  return context.get(requestInfoContext);
}

export function getContextDb(context: Context): Db {
  return context.get(dbContext);
}
