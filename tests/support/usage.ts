/**
 * Sets a user's spent searches, questions or fair use directly in the database file, for tests whose subject is
 * what happens once the free searches run out (the toast, the plan chooser, the focus), not the
 * spending: each search made through the UI to get there cost a page load and an answer.
 * Counting itself is tested in tests/server/usage.test.ts and over HTTP.
 */
import Database from "better-sqlite3";
import { FAIR_USE } from "~/lib/fair-use";

function write(dbFile: string, sql: string, ...params: unknown[]) {
  const db = new Database(dbFile);
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

export function setSearchesUsed(dbFile: string, userId: string, used: number) {
  write(
    dbFile,
    "insert into usage_counters (user_id, searches_used) values (?, ?) on conflict (user_id) do update set searches_used = excluded.searches_used",
    userId,
    used,
  );
}

export function setQuestionsUsed(dbFile: string, userId: string, used: number) {
  write(
    dbFile,
    "insert into usage_counters (user_id, questions_used) values (?, ?) on conflict (user_id) do update set questions_used = excluded.questions_used",
    userId,
    used,
  );
}

/**
 * Spends the user's fair use of the AI for the next minute (decision 042), as 30 requests would:
 * for tests of what a refusal does, not of the counting (tests/integration/security-ai.test.ts).
 */
export function spendFairUse(dbFile: string, userId: string) {
  write(
    dbFile,
    "insert into rate_limits (key, count, reset_at) values (?, ?, ?) on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at",
    `ai:user:${userId}`,
    FAIR_USE.perUserPerMinute,
    Date.now() + 60_000,
  );
}

/** Gives the user's fair use of the AI back: the minute's count is cleared. */
export function clearFairUse(dbFile: string, userId: string) {
  write(dbFile, "delete from rate_limits where key = ?", `ai:user:${userId}`);
}
