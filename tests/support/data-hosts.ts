/**
 * For the `npm run data:update` tests: a local HTTP server that plays the official hosts (each
 * path answers its file, a [status, text] pair, or 404), and a UK HPI full file (the official
 * columns) made from the shipped tidy files.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { openDatabase, type Db } from "../../app/server/db.server";
import { runUpdateCli } from "../../db/import/update-cli";
import { HPI_REGION_NAMES } from "../../db/import/update-hpi";

const SHIPPED_LA = "db/data/ons/ukhpi-by-la-2025-07.csv";
const SHIPPED_REGIONS = "db/data/ons/ukhpi-regions-monthly-2011-2025.csv";

export interface DataHosts {
  /** "http://127.0.0.1:<port>" */
  base: string;
  /** Path → body, or a function answering [status, body]. */
  files: Map<string, string | (() => [number, string])>;
  /** Every path asked for, in order. */
  requested: string[];
  close(): Promise<void>;
}

export async function startDataHosts(): Promise<DataHosts> {
  const files: DataHosts["files"] = new Map();
  const requested: string[] = [];
  const server = createServer((req, res) => {
    requested.push(req.url!);
    const body = files.get(req.url!);
    if (typeof body === "function") {
      const [status, text] = body();
      res.writeHead(status).end(text);
    } else if (body === undefined) res.writeHead(404).end("Not Found");
    else res.writeHead(200, { "Content-Type": "text/csv" }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    base: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    files,
    requested,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A folder holding a copy of the template database (open), and the hosts: for one test file. */
export interface UpdateWorkspace {
  dir: string;
  db: Db;
  hosts: DataHosts;
  /** `npm run data:update -- <args>` on the copy, from the hosts, downloading under `dir`. */
  update(args: readonly string[]): ReturnType<typeof runUpdate>;
  close(): Promise<void>;
}

export async function updateWorkspace(prefix: string): Promise<UpdateWorkspace> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  copyFileSync(inject("templateDb"), join(dir, "app.db"));
  const db = openDatabase(join(dir, "app.db"));
  const hosts = await startDataHosts();
  return {
    dir,
    db,
    hosts,
    update: (args) => runUpdate(db, hosts, join(dir, "downloads"), args),
    async close() {
      db.$client.close();
      await hosts.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The data rows of a tidy CSV, split on commas (the shipped HPI files quote nothing). */
export function csvRows(csv: string): string[][] {
  return csv.trim().split("\n").slice(1).map((line) => line.split(","));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export interface FullFileOptions {
  /** Months after the shipped July 2025, each 1% above the one before (default 0). */
  extraMonths?: number;
  /** Regions of the regional series to leave out (their names), so its split is refused. */
  withoutRegions?: readonly string[];
}

/** A UK HPI full file (the official columns) made from the shipped tidy files, dated "01/MM/YYYY". */
export function ukHpiFullFile({ extraMonths = 0, withoutRegions = [] }: FullFileOptions = {}): string {
  const codeOf = new Map(Object.entries(HPI_REGION_NAMES).map(([code, name]) => [name, code]));
  const lines = ["Date,RegionName,AreaCode,AveragePrice,Index,IndexSA,1m%Change,12m%Change,AveragePriceSA,SalesVolume"];
  const later = (k: number) => `01/${String(7 + k).padStart(2, "0")}/2025`;
  for (const [period, name, index, price, change] of csvRows(readFileSync(SHIPPED_REGIONS, "utf8"))) {
    if (withoutRegions.includes(name!)) continue;
    const [mon, year] = period!.split(" ");
    const mm = String(MONTHS.indexOf(mon!.slice(0, 3)) + 1).padStart(2, "0");
    // The full file's index is on another base here (×1.5): the split must rebase it to Jan 2023 = 100.
    lines.push(`01/${mm}/${year},${name},${codeOf.get(name!)},${price},${(Number(index) * 1.5).toFixed(3)},,,${change},,`);
    if (!/^Jul\w* 2025/.test(period!)) continue;
    for (let k = 1; k <= extraMonths; k++) {
      const rise = 1.01 ** k;
      lines.push(`${later(k)},${name},${codeOf.get(name!)},${Math.round(Number(price) * rise)},${(Number(index) * 1.5 * rise).toFixed(3)},,,${change},,`);
    }
  }
  // The official file runs from before Price Paid's first month (January 1995), and years before
  // the shipped file's 2011: those are kept, the months before 1995 are not.
  lines.push("01/12/1994,London,E12000007,80000,11.400,,,,,", "01/01/1995,London,E12000007,81000,12.000,,,,,");
  for (const [code, name, , , price, change] of csvRows(readFileSync(SHIPPED_LA, "utf8"))) {
    // An older month first, then July 2025 (and any later months): the latest wins.
    lines.push(`01/06/2025,${name},${code},${Number(price) - 1000},99,,,,,`);
    lines.push(`01/07/2025,${name},${code},${price},100,,,${change},,`);
    for (let k = 1; k <= extraMonths; k++) {
      lines.push(`${later(k)},${name},${code},${Math.round(Number(price) * 1.01 ** k)},${100 + k},,,${change},,`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** `npm run data:update -- <args>` on `db`, from `hosts`, downloading to `downloadDir`: its status and what it printed. */
export async function runUpdate(db: Db, hosts: DataHosts, downloadDir: string, args: readonly string[]) {
  let out = "";
  let err = "";
  const code = await runUpdateCli([...args, "--dir", downloadDir], {
    db,
    out: (line) => (out += `${line}\n`),
    err: (line) => (err += `${line}\n`),
    env: { DATA_PRICE_PAID_BASE_URL: `${hosts.base}/pp/`, DATA_UKHPI_BASE_URL: `${hosts.base}/hpi` },
    progress: false,
  });
  return { code, out, err };
}
