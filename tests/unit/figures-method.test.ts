import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FIGURES_METHOD, staleImports } from "../../db/import/figures-method";
import { reloadIfValuedByOlderMethod, SHIPPED_DATA_DIR } from "../../db/import/shipped";
import { tempDatabase, type TempDatabase } from "../support/db";

// Decision 077: an upgrade that changes how figures are made re-values the shipped data at
// start, and names the other files whose deals it cannot re-value without them.
describe("figures made by an older method", () => {
  let t: TempDatabase;
  const MONTHLY = "pp-monthly-sample-2025-10.csv";
  const deal = (externalId: string) =>
    t.db.$client.prepare("SELECT price, yield, roi, score, valuation FROM deals WHERE external_id = ?").get(externalId) as
      | { price: number; yield: number; roi: number; score: number; valuation: string }
      | undefined;

  beforeEach(() => {
    t = tempDatabase();
  });
  afterEach(() => t.close());

  it("finds none in data this version imported, so a start does nothing", async () => {
    expect(staleImports(t.db)).toEqual([]);
    const runs = t.db.$client.prepare("SELECT count(*) FROM import_runs").pluck().get();
    expect(await reloadIfValuedByOlderMethod(t.db, { quiet: true })).toEqual({ reloaded: null, remaining: [] });
    expect(t.db.$client.prepare("SELECT count(*) FROM import_runs").pluck().get()).toBe(runs);
  });

  it("reloads the shipped files and restores their figures; other files are named, not touched", async () => {
    const c = t.db.$client;
    // One deal from the monthly sample, as an older method left it.
    const id = c.prepare("SELECT external_id FROM deals WHERE sold_date LIKE '2025-10-%' ORDER BY external_id LIMIT 1").pluck().get() as string;
    const right = deal(id)!;
    c.prepare("UPDATE deals SET price = price * 2, yield = yield / 2, score = 3 WHERE external_id = ?").run(id);
    // Every run made before the method was recorded, and a file that is not shipped data.
    c.prepare("UPDATE import_runs SET figures_method = 0").run();
    c.prepare(
      "INSERT INTO import_runs (kind, file, sha256, rows_read, rows_applied, rows_malformed, figures_method, finished_at) VALUES ('price-paid', 'pp-2024.csv', 'x', 10, 10, 0, 0, ?)",
    ).run(Date.parse("2026-06-01T10:00:00Z"));
    expect(staleImports(t.db).map((s) => s.file)).toEqual([
      "pp-2024.csv",
      MONTHLY,
      "ppd-greater-manchester-2019.csv",
      "ppd-london-sw19-2010-2020.csv",
      "ppd-newcastle-upon-tyne-2022.csv",
    ]);

    // A data folder holding only the monthly sample stands in for the shipped data (it is cheap).
    const dataDir = join(t.dir, "data");
    mkdirSync(dataDir);
    copyFileSync(join(SHIPPED_DATA_DIR, "land-registry", MONTHLY), join(dataDir, MONTHLY));
    const { reloaded, remaining } = await reloadIfValuedByOlderMethod(t.db, { quiet: true, dataDir });

    expect(reloaded?.files.map((f) => [f.file, f.changed])).toEqual([[MONTHLY, 1]]);
    expect(deal(id)).toEqual(right);
    // Reference runs are not deals; the files outside this data folder are left as they were.
    expect(remaining.map((s) => [s.file, s.figuresMethod])).toEqual([
      ["pp-2024.csv", 0],
      ["ppd-greater-manchester-2019.csv", 0],
      ["ppd-london-sw19-2010-2020.csv", 0],
      ["ppd-newcastle-upon-tyne-2022.csv", 0],
    ]);
    expect(remaining[0]!.finishedAt.toISOString()).toBe("2026-06-01T10:00:00.000Z");
    const latest = c.prepare("SELECT figures_method FROM import_runs WHERE file = ? ORDER BY id DESC LIMIT 1").pluck().get(MONTHLY);
    expect(latest).toBe(FIGURES_METHOD);
  });

  it("does not reload the shipped data for a stale file that is not part of it", async () => {
    t.db.$client
      .prepare(
        "INSERT INTO import_runs (kind, file, sha256, rows_read, rows_applied, rows_malformed, figures_method, finished_at) VALUES ('listings', 'agent-feed.csv', 'x', 1, 1, 0, 0, 0)",
      )
      .run();
    const { reloaded, remaining } = await reloadIfValuedByOlderMethod(t.db, { quiet: true });
    expect(reloaded).toBeNull();
    expect(remaining.map((s) => [s.file, s.kind])).toEqual([["agent-feed.csv", "listings"]]);
  });
});
