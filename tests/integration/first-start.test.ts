import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  // No template: an empty folder, as on a new install.
  server = await startServer({ FRESH_DATABASE: "1" });
});
afterAll(async () => {
  await server?.stop();
});

describe("first start", () => {
  it("creates the database in WAL mode, applies migrations and loads the shipped data", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.output()).toMatch(/Loaded the shipped data: \d+ deals/);
    const db = new Database(server.dbFile, { readonly: true });
    try {
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      const deals = db.prepare("select count(*) as n, min(score) as lo, max(score) as hi from deals").get() as {
        n: number;
        lo: number;
        hi: number;
      };
      expect(deals.n).toBeGreaterThan(30_000);
      expect(deals.lo).toBeGreaterThanOrEqual(0);
      expect(deals.hi).toBeLessThanOrEqual(100);
      const migrations = db.prepare("select count(*) as n from __drizzle_migrations").get() as { n: number };
      expect(migrations.n).toBeGreaterThanOrEqual(2);
    } finally {
      db.close();
    }
  });
});
