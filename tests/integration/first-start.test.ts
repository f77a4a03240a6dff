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

describe("a start after an upgrade that changed how figures are made (decision 077)", () => {
  let upgraded: TestServer;
  beforeAll(async () => {
    upgraded = await startServer(
      {},
      {
        // Shipped data valued by this version, and a year file an operator imported with an older one.
        beforeStart(dbFile) {
          const db = new Database(dbFile);
          db.prepare(
            "INSERT INTO import_runs (kind, file, sha256, rows_read, rows_applied, rows_malformed, figures_method, finished_at) VALUES ('price-paid', 'pp-2024.csv', 'x', 900000, 900000, 0, 0, ?)",
          ).run(Date.parse("2026-06-01T10:00:00Z"));
          db.close();
        },
      },
    );
  });
  afterAll(async () => {
    await upgraded?.stop();
  });

  it("re-values from stored inputs, leaves the shipped files alone and names the file it cannot re-value", async () => {
    expect((await fetch(`${upgraded.url}/healthz`)).status).toBe(200);
    const output = upgraded.output();
    // Every deal is re-valued from its inputs (they already had this version's figures); the
    // shipped files are not imported again for a file that is not one of them.
    expect(output).toMatch(/The figures method changed: re-valued \d+ deals from their inputs \(0 changed\), in [\d.]+ s/);
    expect(output).not.toMatch(/imported the shipped Price Paid files again/);
    const warning = output.split("\n").map((line) => (line.startsWith("{") ? JSON.parse(line) : null)).find((l) => l?.msg?.includes("pp-2024.csv"));
    expect(warning).toMatchObject({ level: "warn" });
    expect(warning.msg).toBe(
      'pp-2024.csv (imported 2026-06-01) was valued by an older method: import it again to update its deals\' figures (docs/operations.md, "Upgrades")',
    );
  });
});
