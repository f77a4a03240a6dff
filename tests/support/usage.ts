/**
 * Sets a user's spent searches directly in the database file, for browser tests whose subject is
 * what happens once the free searches run out (the toast, the plan chooser, the focus), not the
 * spending: each search made through the UI to get there cost a page load and an answer.
 * Counting itself is tested in tests/server/usage.test.ts and over HTTP.
 */
import Database from "better-sqlite3";

export function setSearchesUsed(dbFile: string, userId: string, used: number) {
  const db = new Database(dbFile);
  try {
    db.prepare(
      "insert into usage_counters (user_id, searches_used) values (?, ?) on conflict (user_id) do update set searches_used = excluded.searches_used",
    ).run(userId, used);
  } finally {
    db.close();
  }
}
