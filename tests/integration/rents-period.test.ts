/**
 * Rents of a later period are never rolled back by accident (decision 112), as the UK HPI is not
 * (decision 099). A local server plays the rents address of `npm run data:update -- --rents-url`
 * with a 2023-24 rents file (the shipped 2022-23 file's rows, medians 10% higher); the database
 * is the template (the shipped data loaded).
 *
 * 1. After the update, `data:import -- shipped` keeps the 2023-24 rents and says so in one line
 *    (it used to replace them with the shipped 2022-23 file, silently); the shipped deals are
 *    valued against the rents kept. `--force` goes back to the shipped rents.
 * 2. An older rents file imported alone (`data:import <file>`, or `data:update -- --rents-url`) is
 *    refused, naming both periods, the rents unchanged; `--force` imports it.
 * 3. A download whose name has no year takes it from the ONS title above its header; with neither,
 *    it is refused, saying how to force it (decision 120).
 */
import { cpSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db } from "../../app/server/db.server";
import { runCli } from "../../db/import/cli";
import { SHIPPED_DATA_DIR, loadShippedData } from "../../db/import/shipped";
import { updateWorkspace, type UpdateWorkspace } from "../support/data-hosts";

const SHIPPED_RENTS = "db/data/ons/private-rents-by-la-and-bedrooms-2022-23.csv";
/** A sale of the shipped monthly file, in Birmingham (E08000025). */
const BIRMINGHAM = "42C129E5-4A7B-60A9-E063-4804A8C0C25D";

let ws: UpdateWorkspace;
let dir: string;
let db: Db;
/** The shipped data without its three large Price Paid files (quicker to load). */
let small: string;

/** The shipped rents with every median 10% higher (the last two fields are median, upper quartile; CRLF lines). */
function newerRents(): string {
  const [header, ...rows] = readFileSync(SHIPPED_RENTS, "utf8").split("\n");
  const raised = rows.map((line) => line.replace(/,(\d+),(\d+|NA)(\r?)$/, (_, median: string, upper: string, cr: string) => `,${Math.round(Number(median) * 1.1)},${upper}${cr}`));
  return [header, ...raised].join("\n");
}

async function dataImport(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { db, out: (l) => out.push(l), err: (l) => err.push(l), progress: false });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** The periods the rents table holds. */
const periods = () => db.$client.prepare("SELECT DISTINCT period FROM rents ORDER BY period").pluck().all();

/** Every row of the rents tables, order aside. */
function rentsRows() {
  return ["rents", "area_regions"].map((table) =>
    (db.$client.prepare(`SELECT * FROM ${table}`).all() as unknown[]).map((r) => JSON.stringify(r)).sort(),
  );
}

const rentsRuns = () => db.$client.prepare("SELECT count(*) FROM import_runs WHERE kind = 'rents'").pluck().get() as number;

/** The rents a deal was valued with. */
function dealRents(externalId: string) {
  const valuation = db.$client.prepare("SELECT valuation FROM deals WHERE external_id = ?").pluck().get(externalId) as string;
  return (JSON.parse(valuation) as { inputs: { rents: { period: string; source?: string; medians: Record<string, number> } } }).inputs.rents;
}

function heldMedian(area: string, category: string): number {
  return db.$client.prepare("SELECT median FROM rents WHERE area_code = ? AND bedroom_category = ?").pluck().get(area, category) as number;
}

beforeAll(async () => {
  ws = await updateWorkspace("dealfinder-rents-period-");
  ({ dir, db } = ws);
  ws.hosts.files.set("/rents/private-rents-2023-24.csv", newerRents());
  ws.hosts.files.set("/rents/private-rents-2021-22.csv", readFileSync(SHIPPED_RENTS, "utf8"));
  small = join(dir, "data");
  cpSync(SHIPPED_DATA_DIR, small, { recursive: true, filter: (path) => !basename(path).startsWith("ppd-") });
});

afterAll(() => ws?.close());

describe("newer rents are kept by the shipped data's loads", { timeout: 120_000 }, () => {
  it("data:update -- --rents-url imports rents of a later period", async () => {
    const updated = await ws.update(["--no-hpi", "--no-monthly", "--rents-url", `${ws.hosts.base}/rents/private-rents-2023-24.csv`]);
    expect(updated.err).toBe("");
    expect(updated.code).toBe(0);
    expect(periods()).toEqual(["2023-24"]);
  });

  it("data:import -- shipped keeps them, imports everything else, and says so in one line", async () => {
    const before = rentsRows();
    const runs = rentsRuns();
    const reloaded = await dataImport(["shipped"]);
    expect(reloaded.err).toBe("");
    expect(reloaded.code).toBe(0);
    expect(periods()).toEqual(["2023-24"]);
    expect(rentsRows()).toEqual(before);
    expect(rentsRuns()).toBe(runs);
    expect(reloaded.out).toContain(
      "Rents kept: the database's are for 2023-24, the shipped file's for 2022-23; deals valued from the ONS/VOA rents use 2023-24's. " +
        "To go back to the shipped rents: npm run data:import -- shipped --force",
    );
    expect(reloaded.out).toMatch(/private-rents-by-la-and-bedrooms-2022-23\.csv: .*not imported: the rents held are for 2023-24, newer than this file's 2022-23/s);
    expect(reloaded.out).toMatch(/ppd-greater-manchester-2019\.csv: 15374 rows read/);
  });

  it("the shipped deals are valued against the rents kept, and --force goes back to the shipped rents", async () => {
    // Without the current (PIPR) rents, which come first, deals are valued from these rents.
    db.$client.prepare("DELETE FROM current_rents").run();
    const piprFree = join(dir, "no-pipr");
    cpSync(small, piprFree, { recursive: true, filter: (path) => !basename(path).startsWith("pipr-") });

    const lines: string[] = [];
    await loadShippedData(db, { dataDir: piprFree, log: (l) => lines.push(l), progress: false });
    expect(lines.filter((l) => l.startsWith("Rents kept: "))).toHaveLength(1);
    const kept = dealRents(BIRMINGHAM);
    expect(kept).toMatchObject({ period: "2023-24" });
    expect(kept.medians["Two Bedrooms"]).toBe(heldMedian("E08000025", "Two Bedrooms"));

    const forced = await loadShippedData(db, { dataDir: piprFree, log: (l) => lines.push(l), progress: false, force: true });
    expect(forced.files.find((f) => f.kind === "rents")?.written).toBe(2499);
    expect(lines.filter((l) => l.startsWith("Rents kept: "))).toHaveLength(1);
    expect(periods()).toEqual(["2022-23"]);
    const shipped = dealRents(BIRMINGHAM);
    expect(shipped).toMatchObject({ period: "2022-23" });
    expect(shipped.medians["Two Bedrooms"]).toBe(heldMedian("E08000025", "Two Bedrooms"));
    expect(shipped.medians["Two Bedrooms"]).toBeLessThan(kept.medians["Two Bedrooms"]!);
  });
});

describe("an older rents file alone is refused unless --force", () => {
  it("data:import <older file> names both periods and changes nothing; --force imports it", async () => {
    const newer = join(dir, "downloads", "rents-private-rents-2023-24.csv");
    expect((await dataImport([newer])).code).toBe(0);
    expect(periods()).toEqual(["2023-24"]);
    const before = rentsRows();

    const refused = await dataImport([SHIPPED_RENTS]);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      "Import failed: private-rents-by-la-and-bedrooms-2022-23.csv refused, the rents table is unchanged: " +
        "its period is 2022-23, older than the table's 2023-24. If the file is right, run again with --force to replace the table with it.",
    );
    expect(rentsRows()).toEqual(before);

    const update = await ws.update(["--no-hpi", "--no-monthly", "--rents-url", `${ws.hosts.base}/rents/private-rents-2021-22.csv`]);
    expect(update.code).toBe(1);
    expect(update.err).toMatch(/^Data update failed: rents-private-rents-2021-22\.csv refused, the rents table is unchanged: its period is 2021-22, older than the table's 2023-24\./);
    expect(rentsRows()).toEqual(before);

    const forced = await dataImport([SHIPPED_RENTS, "--force"]);
    expect(forced.code).toBe(0);
    expect(periods()).toEqual(["2022-23"]);
  });
});

describe("a rents download whose name has no year (decision 120)", () => {
  it("data:update reads the year from the ONS title above the header, and refuses a file with neither, saying how to force it", async () => {
    const title = '"Table 2.7: Summary of monthly rents recorded between 1 October 2024 to 30 September 2025 by administrative area for England",,,,,,,,\n';
    ws.hosts.files.set("/rents/rents.csv", newerRents());
    ws.hosts.files.set("/rents/latest.csv", title + newerRents());
    expect(periods()).toEqual(["2022-23"]);
    const before = rentsRows();

    const refused = await ws.update(["--no-hpi", "--no-monthly", "--rents-url", `${ws.hosts.base}/rents/rents.csv`]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /^Data update failed: rents-rents\.csv refused, the rents table is unchanged: its period is unknown \(no title line .+\), so it cannot be checked against the table's 2022-23\. If the file is right, run again with --force to replace the table with it\./,
    );
    expect(rentsRows()).toEqual(before);

    const titled = await ws.update(["--no-hpi", "--no-monthly", "--rents-url", `${ws.hosts.base}/rents/latest.csv`]);
    expect(titled.err).toBe("");
    expect(titled.code).toBe(0);
    expect(titled.out).toContain("period 2024-25 (from the file's title)");
    expect(periods()).toEqual(["2024-25"]);
  });
});
