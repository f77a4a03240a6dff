import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FIGURES_METHOD, INPUTS_METHOD, staleImports } from "../../db/import/figures-method";
import { SHIPPED_DATA_DIR } from "../../db/import/shipped";
import { revalueAfterUpgrade } from "../../db/import/upgrade";
import { tempDatabase, type TempDatabase } from "../support/db";

// Decision 077: a start after an upgrade that changed how figures are made brings every deal up
// to date where it can, and names the files whose deals it cannot.
// Re-valuing the ~36,000 shipped deals takes seconds, more on a busy machine.
describe("figures made by an older method", { timeout: 60_000 }, () => {
  let t: TempDatabase;
  const MONTHLY = "pp-monthly-sample-2025-10.csv";
  const REGIONS = "ukhpi-regions-monthly-2011-2025.csv";
  const deal = (externalId: string) =>
    t.db.$client.prepare("SELECT price, yield, roi, score, search_flags, valuation FROM deals WHERE external_id = ?").get(externalId);
  const count = (sql: string) => t.db.$client.prepare(sql).pluck().get() as number;
  const staleRun = (kind: string, file: string, method: number) =>
    t.db.$client
      .prepare(
        "INSERT INTO import_runs (kind, file, sha256, rows_read, rows_applied, rows_malformed, figures_method, finished_at) VALUES (?, ?, 'x', 10, 10, 0, ?, ?)",
      )
      .run(kind, file, method, Date.parse("2026-06-01T10:00:00Z"));
  /** A data folder holding only the monthly sample and the UK HPI regions (both cheap to load). */
  const smallDataDir = () => {
    const dir = join(t.dir, "data");
    mkdirSync(dir);
    copyFileSync(join(SHIPPED_DATA_DIR, "land-registry", MONTHLY), join(dir, MONTHLY));
    copyFileSync(join(SHIPPED_DATA_DIR, "ons", REGIONS), join(dir, REGIONS));
    return dir;
  };

  beforeEach(() => {
    t = tempDatabase();
  });
  afterEach(() => t.close());

  it("finds none in data this version imported, so a start does nothing", async () => {
    expect(staleImports(t.db)).toEqual([]);
    const runs = count("SELECT count(*) FROM import_runs");
    expect(await revalueAfterUpgrade(t.db, { quiet: true })).toEqual({ reloaded: null, revalued: null, remaining: [] });
    expect(count("SELECT count(*) FROM import_runs")).toBe(runs);
  });

  it("when the inputs changed: imports the shipped deal files again, not the reference data, and names the others", async () => {
    const c = t.db.$client;
    const id = c.prepare("SELECT external_id FROM deals WHERE sold_date LIKE '2025-10-%' ORDER BY external_id LIMIT 1").pluck().get() as string;
    const right = deal(id);
    c.prepare("UPDATE deals SET price = price * 2, yield = yield / 2, score = 3 WHERE external_id = ?").run(id);
    c.prepare("UPDATE import_runs SET figures_method = 0").run();
    staleRun("price-paid", "pp-2024.csv", 0);
    // An operator's newer UK HPI (as `npm run data:update` leaves it) must survive the upgrade.
    c.prepare(`INSERT INTO hpi_regions_monthly (month, area_name, "index") VALUES ('1995-01', 'London', 8)`).run();
    const regionRows = count("SELECT count(*) FROM hpi_regions_monthly");
    const referenceRuns = count("SELECT count(*) FROM import_runs WHERE kind NOT IN ('price-paid', 'listings')");

    const { reloaded, revalued, remaining } = await revalueAfterUpgrade(t.db, { quiet: true, dataDir: smallDataDir() });

    expect(reloaded?.files.map((f) => [f.file, f.changed])).toEqual([[MONTHLY, 1]]);
    expect(deal(id)).toEqual(right);
    expect(count("SELECT count(*) FROM hpi_regions_monthly")).toBe(regionRows);
    expect(count("SELECT count(*) FROM import_runs WHERE kind NOT IN ('price-paid', 'listings')")).toBe(referenceRuns);
    // Every deal was re-valued from its inputs too; these already had this version's figures.
    expect(revalued).toEqual({ deals: count("SELECT count(*) FROM deals"), changed: 0 });
    // Files outside this data folder, valued before INPUTS_METHOD, still need their file.
    expect(remaining.map((s) => [s.file, s.figuresMethod])).toEqual([
      ["pp-2024.csv", 0],
      ["ppd-greater-manchester-2019.csv", 0],
      ["ppd-london-sw19-2010-2020.csv", 0],
      ["ppd-newcastle-upon-tyne-2022.csv", 0],
    ]);
    expect(remaining[0]!.finishedAt.toISOString()).toBe("2026-06-01T10:00:00.000Z");
  });

  it("when only the maths changed: re-values every deal from its stored inputs, an operator's files included", async () => {
    // When this version changed the inputs too, the method before it stands for "maths only".
    const inputsMethod = Math.min(INPUTS_METHOD, FIGURES_METHOD - 1);
    const c = t.db.$client;
    // A deal as the previous method scored it, and every file (one an operator's own) valued by it.
    const id = c.prepare("SELECT external_id FROM deals WHERE non_market = 0 ORDER BY id LIMIT 1").pluck().get() as string;
    const right = deal(id);
    c.prepare("UPDATE deals SET score = 99, valuation = json_set(valuation, '$.score', 99) WHERE external_id = ?").run(id);
    // A row whose valuation is not JSON (edited by hand) is left alone; it must not stop a start.
    c.prepare("UPDATE deals SET valuation = 'not json' WHERE id = (SELECT max(id) FROM deals)").run();
    c.prepare("UPDATE import_runs SET figures_method = ?").run(inputsMethod);
    staleRun("listings", "agent-feed.csv", inputsMethod);

    const { reloaded, revalued, remaining } = await revalueAfterUpgrade(t.db, { quiet: true, inputsMethod });

    expect(reloaded).toBeNull();
    expect(revalued).toEqual({ deals: count("SELECT count(*) FROM deals"), changed: 1 });
    expect(deal(id)).toEqual(right);
    expect(c.prepare("SELECT valuation FROM deals WHERE id = (SELECT max(id) FROM deals)").pluck().get()).toBe("not json");
    expect(remaining).toEqual([]);
    expect(staleImports(t.db)).toEqual([]);
    expect(count("SELECT figures_method FROM import_runs WHERE file = 'agent-feed.csv'")).toBe(FIGURES_METHOD);
  });

  it("does not import the shipped data again for a stale file that is not part of it", async () => {
    staleRun("listings", "agent-feed.csv", 0);
    const { reloaded, remaining } = await revalueAfterUpgrade(t.db, { quiet: true });
    expect(reloaded).toBeNull();
    expect(remaining.map((s) => [s.file, s.kind])).toEqual([["agent-feed.csv", "listings"]]);
  });
});
