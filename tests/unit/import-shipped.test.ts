import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadShippedData, type LoadShippedResult } from "../../db/import/shipped";
import { tempDatabase, type TempDatabase } from "../support/db";
import { readTemplateRun } from "../support/template";

// The template database is built by exactly this call (loadShippedData on a fresh, migrated
// file) and cached until the data, the migrations or the loader's sources change; its result
// and log lines are kept with it, so these tests check that run and a copy of what it stored.
describe("loadShippedData", () => {
  let t: TempDatabase;
  let result: LoadShippedResult;
  let lines: string[];

  beforeAll(() => {
    ({ result, lines } = readTemplateRun(inject("templateRun")));
    t = tempDatabase();
  });
  afterAll(() => t.close());

  it("loads reference data first, then Price Paid exports, then the bulk update", () => {
    expect(result.skipped).toBe(false);
    expect(result.unrecognised).toEqual([]);
    expect(result.files.map((f) => f.kind)).toEqual([
      "local-authorities",
      "districts",
      "sectors",
      "rents",
      "hpi-la",
      "hpi-regions",
      "price-paid",
      "price-paid",
      "price-paid",
      "price-paid",
    ]);
    expect(result.files.at(-1)!.file).toBe("pp-monthly-sample-2025-10.csv");
    expect(result.files.every((f) => f.malformed === 0)).toBe(true);
    expect(lines.some((l) => /^ppd-greater-manchester-2019\.csv: 15374 rows read, /.test(l))).toBe(true);
  });

  it("yields thousands of deals with integer scores from 0 to 100", () => {
    expect(result.deals).toBeGreaterThan(30_000);
    const stats = t.db.$client
      .prepare(
        `SELECT count(*) n, min(score) lo, max(score) hi, sum(score <> cast(score AS integer)) fractional,
                sum(price <= 0) nonpositive, count(DISTINCT external_id) ids
         FROM deals`,
      )
      .get() as Record<string, number>;
    expect(stats.n).toBe(result.deals);
    expect(stats.lo).toBeGreaterThanOrEqual(0);
    expect(stats.hi).toBeLessThanOrEqual(100);
    expect(stats.fractional).toBe(0);
    expect(stats.nonpositive).toBe(0);
    expect(stats.ids).toBe(stats.n);
  });

  it("applies the monthly file's changes and deletions only to records it holds", () => {
    const monthly = result.files.at(-1)!;
    // All 28 C and 32 D rows of the sample are for records outside the shipped exports.
    expect(monthly).toMatchObject({ rowsRead: 2605, ignored: 60, changed: 0, deleted: 0 });
    expect(monthly.skipped["no rent data"]).toBeGreaterThan(0); // the Welsh sales
  });

  it("records one import run per file", () => {
    const n = t.db.$client.prepare("SELECT count(*) FROM import_runs").pluck().get();
    expect(n).toBe(10);
  });

  it("does nothing on a later start when deals are already there", async () => {
    const again = await loadShippedData(t.db, { onlyIfEmpty: true, quiet: true });
    expect(again).toMatchObject({ skipped: true, files: [], deals: result.deals });
  });
});
