/**
 * Fixed-window counters kept in SQLite, so limits hold across restarts of the one process.
 */
import { eq, lt } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import type { Db } from "./db.server";

export type Limit = { key: string; max: number; windowMs: number };

/** True when the key has reached its maximum within the current window. */
export function isLimited(db: Db, { key, max }: Limit, now = Date.now()): boolean {
  const row = db.select().from(rateLimits).where(eq(rateLimits.key, key)).get();
  return row !== undefined && row.resetAt.getTime() > now && row.count >= max;
}

/** Counts one event against the key; a new window starts when the old one has passed. */
export function hit(db: Db, { key, windowMs }: Limit, now = Date.now()) {
  db.$client
    .prepare(
      `insert into rate_limits (key, count, reset_at) values (?, 1, ?)
       on conflict(key) do update set
         count = case when reset_at <= ? then 1 else count + 1 end,
         reset_at = case when reset_at <= ? then excluded.reset_at else reset_at end`,
    )
    .run(key, now + windowMs, now, now);
}

/**
 * Checks and counts in one synchronous step: false (counting nothing) when the key is at its
 * maximum. Requests that then await (a password hash) are counted before they start, so a
 * concurrent burst cannot all pass the check.
 */
export function take(db: Db, limit: Limit, now = Date.now()): boolean {
  if (isLimited(db, limit, now)) return false;
  hit(db, limit, now);
  return true;
}

/** Gives back one event counted by `hit` or `take` (an attempt that turned out not to count). */
export function unhit(db: Db, key: string) {
  db.$client.prepare("update rate_limits set count = max(count - 1, 0) where key = ?").run(key);
}

export function reset(db: Db, key: string) {
  db.delete(rateLimits).where(eq(rateLimits.key, key)).run();
}

export function purgeExpired(db: Db, now = Date.now()) {
  db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now))).run();
}

/**
 * Seconds until every one of `limits` that has reached its maximum opens again (at least 1), or
 * null when none has: a refusal's `Retry-After`.
 */
export function retryAfterS(db: Db, limits: readonly Limit[], now = Date.now()): number | null {
  const reached = limits.filter((l) => isLimited(db, l, now));
  if (reached.length === 0) return null;
  const ms = Math.max(...reached.map((l) => msUntilReset(db, l.key, now)));
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Milliseconds until the key's window ends (0 when it has no open window). */
export function msUntilReset(db: Db, key: string, now = Date.now()): number {
  const row = db.select().from(rateLimits).where(eq(rateLimits.key, key)).get();
  return row ? Math.max(0, row.resetAt.getTime() - now) : 0;
}
