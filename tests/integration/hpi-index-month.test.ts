/**
 * The UK HPI by local authority and the regional series end at one month, and a newer index is
 * never rolled back by accident (decision 099). A local server plays the official hosts with a
 * UK HPI full file that runs two months past the shipped July 2025; the database is the
 * template (the shipped data loaded).
 *
 * 1. An update whose regional series is refused leaves both tables as they were (the authority
 *    table used to move on alone); an authority file imported alone at another month is refused,
 *    and the two files import together in one command.
 * 2. After an update, `data:import -- shipped` keeps the newer index, imports the rest and says
 *    so (it used to stop at the shipped UK HPI); so do the first start and the re-import after an
 *    upgrade. `--force` goes back to the shipped index, both tables.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../app/server/db.server";
import { runCli } from "../../db/import/cli";
import { parseMonth } from "../../db/import/reference";
import { SHIPPED_DATA_DIR, loadShippedData } from "../../db/import/shipped";
import { recentMonths } from "../../db/import/update";
import { splitUkHpiFullFile } from "../../db/import/update-hpi";
import { revalueAfterUpgrade } from "../../db/import/upgrade";
import { ukHpiFullFile, updateWorkspace, type UpdateWorkspace } from "../support/data-hosts";

const MONTHLY = "tests/fixtures/pp-bulk-sample.csv";
/** A sale of the monthly file, in Oldbury (Sandwell, West Midlands), on 14 June 2024. */
const OLDBURY = "42C129E5-4CE4-60A9-E063-4804A8C0C25D";

let ws: UpdateWorkspace;
let dir: string;
let db: Db;
const [, published] = recentMonths(new Date(), 2);
const fullFilePath = `/hpi/UK-HPI-full-file-${published}.csv`;

async function dataImport(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { db, out: (l) => out.push(l), err: (l) => err.push(l), progress: false });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** The newest month of each UK HPI table. */
function indexMonths(d: Db = db) {
  const periods = d.$client.prepare("SELECT DISTINCT period FROM hpi_local_authorities").pluck().all() as string[];
  const la = periods.map(parseMonth).filter((m): m is string => m !== null).sort().at(-1) ?? null;
  const regions = (d.$client.prepare("SELECT max(month) FROM hpi_regions_monthly").pluck().get() as string | null) ?? null;
  return { la, regions };
}

/** Every row of both UK HPI tables, order aside. */
function hpiRows(d: Db = db) {
  return ["hpi_local_authorities", "hpi_regions_monthly"].map((table) =>
    (d.$client.prepare(`SELECT * FROM ${table}`).all() as unknown[]).map((r) => JSON.stringify(r)).sort(),
  );
}

/** The month a deal's value is at and the month of the area average it is compared with. */
function dealMonths(externalId: string, d: Db = db) {
  const row = d.$client.prepare("SELECT description, valuation FROM deals WHERE external_id = ?").get(externalId) as
    | { description: string; valuation: string }
    | undefined;
  if (!row) return null;
  const v = JSON.parse(row.valuation) as { inputs: { hpi: { periodNow: string } | null }; priceVsArea: { period: string } | null };
  return { valueAt: v.inputs.hpi?.periodNow ?? null, areaAverage: v.priceVsArea?.period ?? null, description: row.description };
}

beforeAll(async () => {
  ws = await updateWorkspace("dealfinder-hpi-month-");
  ({ dir, db } = ws);
  ws.hosts.files.set("/pp/pp-monthly-update-new-version.csv", readFileSync(MONTHLY, "utf8"));
});

afterAll(() => ws?.close());

describe("the two UK HPI tables move together", () => {
  it("an update whose regional series is refused leaves the authority table as it was too", async () => {
    ws.hosts.files.set(fullFilePath, ukHpiFullFile({ extraMonths: 2, withoutRegions: ["London", "Wales"] }));
    const before = hpiRows();
    const refused = await ws.update(["--no-monthly"]);
    expect(refused.code).toBe(1);
    expect(indexMonths()).toEqual({ la: "2025-07", regions: "2025-07" });
    expect(hpiRows()).toEqual(before);
    expect(refused.err).toMatch(
      /^Data update failed: ukhpi-regions-monthly\.csv \(from UK-HPI-full-file-[\d-]+\.csv\) refused, both UK HPI tables are unchanged: it covers 13 of the 15 areas/,
    );
  });

  it("an update to a newer month moves both, and the deals it values say that month for the value and the area average", async () => {
    ws.hosts.files.set(fullFilePath, ukHpiFullFile({ extraMonths: 2 }));
    const updated = await ws.update([]);
    expect(updated.err).toBe("");
    expect(updated.code).toBe(0);
    expect(indexMonths()).toEqual({ la: "2025-09", regions: "2025-09" });
    expect(updated.out).toMatch(/UK HPI now runs to September 2025 in both tables/);
    const oldbury = dealMonths(OLDBURY)!;
    expect(oldbury).toMatchObject({ valueAt: "2025-09", areaAverage: "September 2025" });
    expect(oldbury.description).toContain("at September 2025 prices");
  });

  it("an authority file imported alone at another month is refused, naming both months; with its regional file it imports", async () => {
    const full = join(dir, "UK-HPI-full-file-2025-10.csv");
    const folder = join(dir, "october");
    mkdirSync(folder, { recursive: true });
    writeFileSync(full, ukHpiFullFile({ extraMonths: 3 }));
    const split = await splitUkHpiFullFile(full, join(folder, "ukhpi-by-la.csv"), join(folder, "ukhpi-regions-monthly.csv"));
    const before = hpiRows();

    const alone = await dataImport([split.laFile]);
    expect(alone.code).toBe(1);
    expect(alone.err).toMatch(/^Import failed: ukhpi-by-la\.csv refused, the hpi_local_authorities table is unchanged: /);
    expect(alone.err).toContain("the UK HPI by local authority would run to October 2025 and the regional series to September 2025");
    expect(alone.err).toContain(`npm run data:import -- ${split.laFile} <regional series file>`);
    expect(await dataImport([split.laFile, "--force"])).toMatchObject({ code: 1 });
    expect(hpiRows()).toEqual(before);

    const together = await dataImport([split.laFile, split.regionsFile]);
    expect(together.err).toBe("");
    expect(together.code).toBe(0);
    expect(indexMonths()).toEqual({ la: "2025-10", regions: "2025-10" });
  });
});

describe("a newer UK HPI is kept by the shipped data's loads", { timeout: 120_000 }, () => {
  it("data:import -- shipped keeps it, imports everything else against it, and says so", async () => {
    const before = hpiRows();
    const hpiRuns = db.$client.prepare("SELECT count(*) FROM import_runs WHERE kind LIKE 'hpi-%'").pluck();
    const runs = hpiRuns.get();
    const reloaded = await dataImport(["shipped"]);
    expect(reloaded.err).toBe("");
    expect(reloaded.code).toBe(0);
    expect(hpiRows()).toEqual(before);
    expect(hpiRuns.get()).toBe(runs);
    expect(reloaded.out).toContain(
      "UK HPI kept: the database's runs to October 2025 (from January 1995), the shipped files' to July 2025 (from January 2011); " +
        "the shipped deals are valued at October 2025 prices. To go back to the shipped UK HPI: npm run data:import -- shipped --force",
    );
    // The shipped deals are valued against the index held, value and area average alike.
    const id = db.$client.prepare("SELECT external_id FROM deals WHERE sold_date LIKE '2019-%' AND json_extract(valuation, '$.valueBasis') = 'sale-indexed' LIMIT 1").pluck().get() as string;
    expect(dealMonths(id)).toMatchObject({ valueAt: "2025-10", areaAverage: "October 2025" });
    expect(reloaded.out).toMatch(/ppd-greater-manchester-2019\.csv: 15374 rows read/);
  });

  it("the re-import after an upgrade (shipped Price Paid files) and a first start keep it too, and never fail on it", async () => {
    const before = hpiRows();
    db.$client.prepare("UPDATE import_runs SET figures_method = 0 WHERE file = 'pp-monthly-sample-2025-10.csv'").run();
    // The shipped data without its three large Price Paid files (quicker to load).
    const small = join(dir, "data");
    cpSync(SHIPPED_DATA_DIR, small, { recursive: true, filter: (path) => !basename(path).startsWith("ppd-") });
    const upgraded = await revalueAfterUpgrade(db, { quiet: true, dataDir: small });
    expect(upgraded.reloaded?.files.map((f) => f.file)).toEqual(["pp-monthly-sample-2025-10.csv"]);
    expect(hpiRows()).toEqual(before);

    // A first start on a database with no deals but a newer index (an update before any start).
    const fresh = openDatabase(join(dir, "fresh.db"));
    try {
      fresh.$client.exec(
        `ATTACH '${join(dir, "app.db")}' AS held;
         INSERT INTO main.hpi_local_authorities SELECT * FROM held.hpi_local_authorities;
         INSERT INTO main.hpi_regions_monthly SELECT * FROM held.hpi_regions_monthly;
         DETACH held`,
      );
      const first = await loadShippedData(fresh, { onlyIfEmpty: true, quiet: true, dataDir: small });
      expect(first.skipped).toBe(false);
      const written = Object.fromEntries(first.files.map((f) => [f.file, f.written]));
      expect(written).toMatchObject({ "ukhpi-by-la-2025-07.csv": 0, "ukhpi-regions-monthly-2011-2025.csv": 0 });
      expect(written["pp-monthly-sample-2025-10.csv"]).toBeGreaterThan(0);
      expect(hpiRows(fresh)).toEqual(before);
    } finally {
      fresh.$client.close();
    }
  });

  it("data:import -- shipped --force goes back to the shipped UK HPI, both tables", async () => {
    const forced = await dataImport(["shipped", "--force"]);
    expect(forced.code).toBe(0);
    expect(indexMonths()).toEqual({ la: "2025-07", regions: "2025-07" });
    expect(db.$client.prepare("SELECT min(month) FROM hpi_regions_monthly").pluck().get()).toBe("2011-01");
  });
});
