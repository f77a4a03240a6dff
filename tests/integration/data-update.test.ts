/**
 * `npm run data:update` against a local HTTP server that plays the official hosts: the newest UK
 * HPI full file (found by trying back from last month), a rents file at a given address, a whole
 * Price Paid year and the monthly update — downloaded, imported, idempotent, and a failed download
 * leaves nothing half-written. A truncated UK HPI or rents file is refused and changes nothing
 * unless --force is given (decision 085).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../app/server/db.server";
import { splitUkHpiFullFile } from "../../db/import/update-hpi";
import { recentMonths } from "../../db/import/update";
import { csvRows as rows, ukHpiFullFile, updateWorkspace, type DataHosts, type UpdateWorkspace } from "../support/data-hosts";

const SHIPPED_LA = "db/data/ons/ukhpi-by-la-2025-07.csv";
const SHIPPED_REGIONS = "db/data/ons/ukhpi-regions-monthly-2011-2025.csv";
const RENTS = "db/data/ons/private-rents-by-la-and-bedrooms-2022-23.csv";
const MONTHLY = "tests/fixtures/pp-bulk-sample.csv";

let ws: UpdateWorkspace;
let dir: string;
let db: Db;
let base: string;
let files: DataHosts["files"];
let requested: string[];

/** A whole year of Price Paid (national bulk shape) with sales the database does not hold. */
function ppYear(): string {
  const source = readFileSync(MONTHLY, "utf8").trim().split("\n").filter((l) => l.endsWith('"A","A"'));
  return `${source
    .map((line, i) => line.replace(/^"\{[^}]+\}"/, `"{00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}}"`))
    .join("\n")}\n`;
}

const count = (sql: string, ...params: unknown[]) => db.$client.prepare(sql).pluck().get(...params) as number;

/** Every row of the reference tables an update writes and of its import runs (order aside), and the deals' totals. */
function snapshot() {
  const tables = ["hpi_local_authorities", "hpi_regions_monthly", "rents", "area_regions", "import_runs"].map((table) =>
    (db.$client.prepare(`select * from ${table}`).all() as unknown[]).map((r) => JSON.stringify(r)).sort(),
  );
  return [...tables, db.$client.prepare("select count(*), total(price), total(score), total(non_market), max(id) from deals").get()];
}

/** What the reviewer served: the full file's header and one local authority's row. */
const ONE_ROW_HPI = `Date,RegionName,AreaCode,AveragePrice,Index,IndexSA,1m%Change,12m%Change,AveragePriceSA,SalesVolume
01/07/2025,Hartlepool,E06000001,160000,100,,,2.1,,
`;

const update = (args: string[]) => ws.update(args);

beforeAll(async () => {
  ws = await updateWorkspace("dealfinder-update-");
  ({ dir, db } = ws);
  ({ base, files, requested } = ws.hosts);
  const lastMonth = recentMonths(new Date(), 2);
  // Last month's HPI is not out yet (404), the month before is.
  files.set(`/hpi/UK-HPI-full-file-${lastMonth[1]}.csv`, ukHpiFullFile());
  files.set("/rents/private-rents-2022-23.csv", readFileSync(RENTS, "utf8"));
  files.set("/pp/pp-2025.csv", ppYear());
  files.set("/pp/pp-monthly-update-new-version.csv", readFileSync(MONTHLY, "utf8"));
});

afterAll(() => ws?.close());

describe("npm run data:update", () => {
  it("downloads the newest official files and imports them", async () => {
    const dealsBefore = count("select count(*) from deals");
    db.$client.exec("delete from hpi_local_authorities; delete from hpi_regions_monthly");
    const result = await update(["--year", "2025", "--rents-url", `${base}/rents/private-rents-2022-23.csv`]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    const [last, before] = recentMonths(new Date(), 2);
    expect(requested.slice(0, 2)).toEqual([`/hpi/UK-HPI-full-file-${last}.csv`, `/hpi/UK-HPI-full-file-${before}.csv`]);
    expect(requested.slice(2)).toEqual(["/rents/private-rents-2022-23.csv", "/pp/pp-2025.csv", "/pp/pp-monthly-update-new-version.csv"]);

    // The HPI: every local authority's latest month, and the regions rebased to Jan 2023 = 100.
    const shippedLa = rows(readFileSync(SHIPPED_LA, "utf8"));
    expect(count("select count(*) from hpi_local_authorities")).toBe(shippedLa.length);
    expect(count("select count(*) from hpi_local_authorities where period = 'July 2025'")).toBe(shippedLa.length);
    const [code, , nation, , price] = shippedLa[0]!;
    expect(db.$client.prepare("select nation, average_price from hpi_local_authorities where area_code = ?").get(code)).toEqual({
      nation,
      average_price: Number(price),
    });
    const shippedRegions = rows(readFileSync(SHIPPED_REGIONS, "utf8"));
    expect(count("select count(*) from hpi_regions_monthly")).toBe(shippedRegions.length + 1);
    expect(db.$client.prepare("select min(month) from hpi_regions_monthly where area_name = 'London'").pluck().get()).toBe("1995-01");
    expect(count(`select "index" from hpi_regions_monthly where month = '1995-01' and area_name = 'London'`)).toBeCloseTo(8, 2);
    expect(count(`select round("index", 1) from hpi_regions_monthly where month = '2023-01' and area_name = 'London'`)).toBe(100);
    const [, name, index] = shippedRegions.find(([p, n]) => /^Jul\w* 2025/.test(p!) && n === "North West")!;
    expect(count(`select "index" from hpi_regions_monthly where month = '2025-07' and area_name = ?`, name)).toBeCloseTo(Number(index), 1);

    // Price Paid: the year's new sales are deals now; the monthly file's changes and deletions applied.
    const yearIds = count("select count(*) from deals where external_id like '00000000-0000-4000-8000-%' or external_id like '{00000000-0000-4000-8000-%'");
    expect(yearIds).toBeGreaterThan(0);
    expect(result.out).toMatch(/pp-2025\.csv/);
    expect(result.out).toMatch(/pp-monthly-update-new-version\.csv/);
    // The monthly file deletes (D) records the database holds.
    const deletions = readFileSync(MONTHLY, "utf8").trim().split("\n").filter((l) => l.endsWith('"D"')).length;
    expect(count("select count(*) from deals")).toBeGreaterThanOrEqual(dealsBefore + yearIds - deletions);
    expect(count("select count(*) from deals")).toBeLessThanOrEqual(dealsBefore + yearIds);
    expect(count("select count(*) from import_runs where file in ('pp-2025.csv', 'pp-monthly-update-new-version.csv', 'ukhpi-by-la.csv', 'ukhpi-regions-monthly.csv', 'rents-private-rents-2022-23.csv')")).toBe(5);
    expect(readdirSync(join(dir, "downloads")).filter((f) => f.endsWith(".part"))).toEqual([]);
  });

  it("changes nothing when run again on the same files", async () => {
    const deals = count("select count(*) from deals");
    const total = count("select sum(price) from deals");
    const again = await update(["--year", "2025"]);
    expect(again.code).toBe(0);
    expect(count("select count(*) from deals")).toBe(deals);
    expect(count("select sum(price) from deals")).toBe(total);
    expect(again.out).toContain("Rents not updated");
  });

  it("fails with the address when a download fails, leaving no partial file and the data as it was", async () => {
    const deals = count("select count(*) from deals");
    files.set("/pp/pp-monthly-update-new-version.csv", () => [500, "Internal Server Error"]);
    const failed = await update(["--no-hpi"]);
    expect(failed.code).toBe(1);
    expect(failed.err).toContain(`${base}/pp/pp-monthly-update-new-version.csv answered 500`);
    expect(existsSync(join(dir, "downloads", "pp-monthly-update-new-version.csv.part"))).toBe(false);
    expect(count("select count(*) from deals")).toBe(deals);
  });

  it("refuses a UK HPI full file with one row: status 1, the file named, nothing changed, no Price Paid imported", async () => {
    const [last] = recentMonths(new Date(), 1);
    files.set(`/hpi/UK-HPI-full-file-${last}.csv`, ONE_ROW_HPI);
    try {
      const before = snapshot();
      const asked = requested.length;
      const refused = await update([]);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(
        new RegExp(
          `^Data update failed: ukhpi-by-la\\.csv \\(from UK-HPI-full-file-${last}\\.csv\\) refused, both UK HPI tables are unchanged: ` +
            "it has 1 row where the table holds 360 .*; ukhpi-regions-monthly\\.csv \\(from [^)]+\\) refused too: it has no usable rows",
        ),
      );
      expect(refused.err).toContain("--force");
      expect(refused.out).not.toContain("Data update done");
      expect(snapshot()).toEqual(before);
      expect(requested.slice(asked).filter((url) => url.startsWith("/pp/"))).toEqual([]);
    } finally {
      files.delete(`/hpi/UK-HPI-full-file-${last}.csv`);
    }
  });

  it("refuses a rents file with a valid header and one bad row: status 1, the rents kept", async () => {
    const header = readFileSync(RENTS, "utf8").split("\n")[0];
    files.set("/rents/bad-2022-23.csv", `${header}\nE06000001,Hartlepool,NA,Penthouse,10,500,400,480,560\n`);
    const before = snapshot();
    const refused = await update(["--no-hpi", "--rents-url", `${base}/rents/bad-2022-23.csv`]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^Data update failed: rents-bad-2022-23\.csv refused, the rents table is unchanged: it has no usable rows/);
    expect(snapshot()).toEqual(before);
    expect(count("select count(*) from rents")).toBe(2499);
  });

  it("refuses bad usage with status 2", async () => {
    expect((await update(["--year", "1890"])).code).toBe(2);
    expect((await update(["--rents-url", "not a url"])).code).toBe(2);
  });

  it("replaces the HPI with the one-row file when told to with --force (last: it leaves the HPI at one row)", async () => {
    const [last] = recentMonths(new Date(), 1);
    files.set(`/hpi/UK-HPI-full-file-${last}.csv`, ONE_ROW_HPI);
    const forced = await update(["--force", "--no-monthly"]);
    expect(forced.err).toBe("");
    expect(forced.code).toBe(0);
    expect(count("select count(*) from hpi_local_authorities")).toBe(1);
    expect(count("select count(*) from hpi_regions_monthly")).toBe(0);
  });
});

describe("the UK HPI full file split", () => {
  it("refuses a file without the full file's columns", async () => {
    const file = join(dir, "not-hpi.csv");
    writeFileSync(file, "a,b\n1,2\n");
    await expect(splitUkHpiFullFile(file, join(dir, "la.csv"), join(dir, "r.csv"))).rejects.toThrow(/not a UK HPI full file/);
  });
});
