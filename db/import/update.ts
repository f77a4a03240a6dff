/**
 * `npm run data:update` (decision 046): downloads the latest official files from their official
 * addresses, streams each to disk, and imports them with the existing importers, in order:
 *
 * 1. UK House Price Index full file (HM Land Registry) → hpi-la and hpi-regions (the newest
 *    month published, trying back from last month), both tables in one transaction;
 * 2. rents, only from an address given (`--rents-url` / DATA_RENTS_URL): the ONS publishes its
 *    Price Index of Private Rents as an Excel workbook, which must be tidied to CSV first;
 * 3. Price Paid Data: whole years asked for (`pp-YYYY.csv`), then the monthly update
 *    (`pp-monthly-update-new-version.csv`, additions, changes and deletions).
 *
 * Every address can be overridden (for a mirror, or a test's local server). The server may keep
 * running: imports commit in batches and readers are never blocked (WAL).
 */
import { createWriteStream, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Db } from "../../app/server/db.server";
import { detectKind } from "./detect";
import { importUkHpi } from "./hpi";
import { importPricePaid } from "./price-paid";
import { formatReport } from "./progress";
import { REFERENCE_IMPORTERS, importRents, isReferenceKind } from "./reference";
import { ReferenceData } from "./reference-data";
import type { ImportSummary } from "./types";
import { splitUkHpiFullFile } from "./update-hpi";

/** The official addresses (checked 2026-11-23). */
export const OFFICIAL_SOURCES = {
  /** HM Land Registry Price Paid Data: `pp-monthly-update-new-version.csv`, `pp-YYYY.csv`. */
  pricePaidBase: "http://prod1.publicdata.landregistry.gov.uk.s3-website-eu-west-1.amazonaws.com",
  /** UK HPI downloads: `UK-HPI-full-file-YYYY-MM.csv`. */
  ukHpiBase: "https://publicdata.landregistry.gov.uk/market-trend-data/house-price-index-data",
  /** The ONS Price Index of Private Rents (an Excel workbook: tidy it to CSV, then give --rents-url). */
  rentsPage: "https://www.ons.gov.uk/economy/inflationandpriceindices/datasets/priceindexofprivaterentsukmonthlypricestatistics",
} as const;

export interface UpdateOptions {
  /** Where downloads go (kept for the record; each replaces the last of the same name). */
  downloadDir: string;
  pricePaidBase?: string;
  ukHpiBase?: string;
  /** A rents CSV in a shape the importers recognise; no rents update without it. */
  rentsUrl?: string;
  /** Whole years of Price Paid Data to load before the monthly update. */
  years?: number[];
  /** Skip the monthly update / the HPI. */
  monthly?: boolean;
  hpi?: boolean;
  /** "Today", for the HPI month search. */
  now?: Date;
  /** How many months back from last month to look for the newest HPI file. */
  hpiMonthsBack?: number;
  log?: (line: string) => void;
  progress?: boolean;
  /** Replace reference tables even with files that look implausible (decision 085). */
  force?: boolean;
}

export interface UpdateResult {
  downloads: { url: string; file: string; bytes: number }[];
  imports: ImportSummary[];
  hpiMonth: string | null;
  notes: string[];
}

export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** Streams `url` to `file` (through `file.part`, renamed when complete). */
export async function download(url: string, file: string): Promise<number> {
  const controller = new AbortController();
  // No answer at all in 60 s is a failure; a slow but steady large file is not.
  const timer = setTimeout(() => controller.abort(), 60_000);
  let response: Response;
  try {
    response = await fetch(url, { signal: controller.signal, headers: { "User-Agent": "dealfinder-data-update" } });
  } catch (error) {
    clearTimeout(timer);
    throw new DownloadError(`Cannot reach ${url}: ${(error as Error).cause ?? (error as Error).message}`);
  }
  clearTimeout(timer);
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new DownloadError(`${url} answered ${response.status}`, response.status);
  }
  const part = `${file}.part`;
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(part));
  } catch (error) {
    rmSync(part, { force: true });
    throw new DownloadError(`Download of ${url} failed: ${(error as Error).message}`);
  }
  renameSync(part, file);
  return statSync(file).size;
}

/** Months from last month back, as "YYYY-MM". */
export function recentMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = 1; back <= count; back++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  return months;
}

export async function updateData(db: Db, options: UpdateOptions): Promise<UpdateResult> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const importOptions = { progress: options.progress, force: options.force };
  const result: UpdateResult = { downloads: [], imports: [], hpiMonth: null, notes: [] };
  mkdirSync(options.downloadDir, { recursive: true });

  const fetchTo = async (url: string, name: string) => {
    const file = join(options.downloadDir, name);
    log(`Downloading ${url}`);
    const bytes = await download(url, file);
    result.downloads.push({ url, file, bytes });
    log(`  ${(bytes / 1024 / 1024).toFixed(1)} MB → ${file}`);
    return file;
  };
  const report = (summary: ImportSummary) => {
    result.imports.push(summary);
    for (const line of formatReport(summary)) log(line);
  };

  // 1. UK HPI: the newest full file published.
  if (options.hpi !== false) {
    const base = trimSlash(options.ukHpiBase ?? OFFICIAL_SOURCES.ukHpiBase);
    let full: string | null = null;
    for (const month of recentMonths(options.now ?? new Date(), options.hpiMonthsBack ?? 6)) {
      try {
        full = await fetchTo(`${base}/UK-HPI-full-file-${month}.csv`, `UK-HPI-full-file-${month}.csv`);
        result.hpiMonth = month;
        break;
      } catch (error) {
        if (error instanceof DownloadError && error.status === 404) continue;
        if (error instanceof DownloadError && error.status === 403) continue; // S3 answers 403 for a missing key
        throw error;
      }
    }
    if (!full) {
      result.notes.push("No UK HPI full file found for the last months: HPI not updated.");
      log(result.notes.at(-1)!);
    } else {
      const split = await splitUkHpiFullFile(full, join(options.downloadDir, "ukhpi-by-la.csv"), join(options.downloadDir, "ukhpi-regions-monthly.csv"));
      log(`  UK HPI ${result.hpiMonth}: ${split.localAuthorities} local authorities (latest ${split.latestMonth}), ${split.regionRows} regional months`);
      // Both tables in one transaction, or neither: they must end at one month (decision 099).
      const hpi = await importUkHpi(db, { la: split.laFile, regions: split.regionsFile }, { ...importOptions, source: full });
      for (const summary of hpi.summaries) report(summary);
    }
  }

  // 2. Rents, from an address the operator gives.
  if (options.rentsUrl) {
    const file = await fetchTo(options.rentsUrl, `rents-${new URL(options.rentsUrl).pathname.split("/").pop() || "download.csv"}`);
    const detected = await detectKind(file);
    if (detected?.kind === "rents") report(await importRents(db, file, importOptions));
    else if (detected && isReferenceKind(detected.kind)) report(await REFERENCE_IMPORTERS[detected.kind](db, file, importOptions));
    else throw new Error(`${options.rentsUrl} is not a rents file the importers recognise`);
  } else {
    result.notes.push(`Rents not updated: the ONS publishes them as a workbook (${OFFICIAL_SOURCES.rentsPage}); tidy it to CSV and pass --rents-url.`);
    log(result.notes.at(-1)!);
  }

  // 3. Price Paid: whole years, then the monthly update (its changes and deletions apply to records held).
  const ppBase = trimSlash(options.pricePaidBase ?? OFFICIAL_SOURCES.pricePaidBase);
  const names = [...(options.years ?? []).map((y) => `pp-${y}.csv`), ...(options.monthly === false ? [] : ["pp-monthly-update-new-version.csv"])];
  let reference: ReferenceData | null = null;
  for (const name of names) {
    const file = await fetchTo(`${ppBase}/${name}`, name);
    reference ??= ReferenceData.load(db);
    report(await importPricePaid(db, file, { ...importOptions, reference }));
  }
  return result;
}
