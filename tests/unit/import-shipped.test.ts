import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadShippedData, type LoadShippedResult } from "../../db/import/shipped";
import { tempDb, type TempDb } from "./import-helpers";

describe("loadShippedData", () => {
  let t: TempDb;
  let result: LoadShippedResult;
  const lines: string[] = [];

  beforeAll(async () => {
    t = tempDb();
    result = await loadShippedData(t.db, { log: (l) => lines.push(l), progress: false });
  }, 120_000);
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
