/**
 * `deals.search_flags` (decision 062): the importer writes `searchFlagsOf(valuation)`, and
 * migration 0005 fills the same bits for deals imported before it, in SQL. Both must agree
 * with the valuation JSON for every shipped deal.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SEARCH_FLAG, searchFlagsOf } from "~/lib/search/flags";
import { useTempDatabase } from "../../support/db";

const db = useTempDatabase("file");

type Stored = { id: number; search_flags: number; valuation: string };

function stored(): Stored[] {
  return db().$client.prepare("select id, search_flags, valuation from deals").all() as Stored[];
}

describe("searchFlagsOf", () => {
  it("sets one bit per filter the valuation answers, and none it does not", () => {
    expect(searchFlagsOf({})).toBe(0);
    expect(searchFlagsOf({ annualCashFlow: 120, priceVsArea: { ratio: 0.8 }, newBuild: true, tenure: "freehold" })).toBe(
      SEARCH_FLAG.cashFlowPositive | SEARCH_FLAG.belowMarketValue | SEARCH_FLAG.newBuild | SEARCH_FLAG.freehold,
    );
    expect(searchFlagsOf({ annualCashFlow: 0, priceVsArea: { ratio: 1 }, newBuild: false, tenure: "leasehold" })).toBe(
      SEARCH_FLAG.notNewBuild | SEARCH_FLAG.leasehold,
    );
    expect(searchFlagsOf({ annualCashFlow: -5, priceVsArea: null, newBuild: null, tenure: "unknown" })).toBe(0);
  });
});

// Each test reads and parses every shipped deal's valuation (tens of thousands): a few hundred ms
// on an idle machine, more than vitest's 5 s default on a loaded 2-core one.
describe("search_flags in the database", { timeout: 30_000 }, () => {
  it("is what the importer computed from each shipped deal's valuation", () => {
    const rows = stored();
    expect(rows.length).toBeGreaterThan(1000);
    const wrong = rows.filter((r) => r.search_flags !== searchFlagsOf(JSON.parse(r.valuation)));
    expect(wrong.map((r) => r.id)).toEqual([]);
    // Every bit occurs in the shipped data, so each filter is really exercised.
    for (const bit of Object.values(SEARCH_FLAG)) expect(rows.some((r) => (r.search_flags & bit) !== 0), `bit ${bit}`).toBe(true);
  });

  it("is filled the same way by migration 0005 for deals imported before it", () => {
    const migration = readFileSync("db/migrations/0005_search_walk_indexes.sql", "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((s) => /UPDATE `deals` SET `search_flags`/.test(s));
    expect(backfill).toBeDefined();
    // Run on a copy of the deals without their flags (and without the indexes, as in the migration).
    const c = db().$client;
    c.exec("create temp table before_0005 as select id, valuation, 0 as search_flags from deals");
    c.exec(backfill!.replace("UPDATE `deals`", "UPDATE `before_0005`"));
    const filled = c.prepare("select id, search_flags, valuation from before_0005").all() as Stored[];
    expect(filled.length).toBe(stored().length);
    const wrong = filled.filter((r) => r.search_flags !== searchFlagsOf(JSON.parse(r.valuation)));
    expect(wrong.map((r) => r.id)).toEqual([]);
  });
});
