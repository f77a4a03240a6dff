/**
 * Loads the data shipped in `db/data` (open UK government data; see db/data/ATTRIBUTION.md):
 * the reference data first (local authorities, postcode centroids, rents, UK HPI), then every
 * Price Paid file, report-builder exports before bulk update files so a change or delete applies
 * to the records already held. Each file's kind is recognised from its header or shape.
 *
 * The app calls it on first start (`onlyIfEmpty: true`), and its deal files again on the first
 * start after an upgrade that changed what feeds the figures (`dealsOnly`, see ./upgrade.ts);
 * `npm run data:import -- shipped` reloads it at any time. Re-loading is idempotent: rows are
 * upserted, nothing is duplicated. A newer UK HPI held (from `npm run data:update`) is kept, both
 * tables, and said so; the shipped deals are then valued against it (decision 099). So are rents
 * of a later period than the shipped file's (from `data:update -- --rents-url`, decision 112).
 */
import { readdirSync, statSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import type { Db } from "../../app/server/db.server";
import { monthName } from "../../app/lib/valuation/dates";
import { detectKind, type Detected } from "./detect";
import { importUkHpi, type KeptIndex } from "./hpi";
import { importListings } from "./listings";
import { formatReport } from "./progress";
import { importPricePaid } from "./price-paid";
import { ReferenceData } from "./reference-data";
import { REFERENCE_IMPORTERS, importRentsFile, isReferenceKind, type KeptRents } from "./reference";
import type { ImportSummary } from "./types";

/** Where the shipped data lives, from the project root (the app and the CLI run from there). */
export const SHIPPED_DATA_DIR = resolve(process.cwd(), "db/data");

/** The names of the shipped data's files (import runs record a file by its name). */
export function shippedFileNames(dataDir = SHIPPED_DATA_DIR): Set<string> {
  return new Set(listFiles(dataDir).map((path) => basename(path)));
}

/** Reference data before deals; within Price Paid, exports before bulk updates. */
const ORDER: readonly string[] = [
  "local-authorities",
  "districts",
  "sectors",
  "rents",
  "pipr-rents",
  "pipr-areas",
  "bedroom-stock",
  "hpi-la",
  "hpi-regions",
  "price-paid:report",
  "price-paid:bulk",
  "listings",
];

export interface LoadShippedOptions {
  /** Default: `db/data` under the working directory. */
  dataDir?: string;
  /** Where summary lines go. Default: stdout. Pass `() => {}` for silence. */
  log?: (line: string) => void;
  /** Progress bars on stderr when it is a terminal. Default: true. */
  progress?: boolean;
  /** No summary lines and no progress bars (same as `log: () => {}, progress: false`). */
  quiet?: boolean;
  /** Do nothing if the deals table already has rows (for the app's first start). */
  onlyIfEmpty?: boolean;
  /**
   * Only the Price Paid and listings files, valued against the reference data already held (which
   * may be newer than the shipped files, from `npm run data:update`).
   */
  dealsOnly?: boolean;
  /** Rows per transaction. */
  batchSize?: number;
  /**
   * Replace reference tables even with files that look implausible (decision 085). Without it,
   * a UK HPI held that is newer or longer than the shipped one is kept (decision 099), and so are
   * rents of a later period than the shipped file's (decision 112).
   */
  force?: boolean;
}

export interface LoadShippedResult {
  /** True when `onlyIfEmpty` found deals already and nothing was loaded. */
  skipped: boolean;
  /** One summary per file, in the order loaded. */
  files: ImportSummary[];
  /** Files found but not recognised (path relative to dataDir). */
  unrecognised: string[];
  /** Rows in the deals table afterwards. */
  deals: number;
  ms: number;
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (/\.(csv|json)$/i.test(entry)) out.push(path);
  }
  return out;
}

/** What a shipped load says when it keeps the newer UK HPI held (after `npm run data:update`). */
function keptIndexLine({ held, files }: KeptIndex): string {
  return (
    `UK HPI kept: the database's runs to ${monthName(held.last)} (from ${monthName(held.first)}), ` +
    `the shipped files' to ${monthName(files.last)} (from ${monthName(files.first)}); ` +
    `the shipped deals are valued at ${monthName(held.last)} prices. ` +
    "To go back to the shipped UK HPI: npm run data:import -- shipped --force"
  );
}

/** What a shipped load says when it keeps the newer rents held (after `data:update -- --rents-url`). */
function keptRentsLine({ held, file }: KeptRents): string {
  return (
    `Rents kept: the database's are for ${held}, the shipped file's for ${file}; ` +
    `deals valued from the ONS/VOA rents use ${held}'s. ` +
    "To go back to the shipped rents: npm run data:import -- shipped --force"
  );
}

function countDeals(db: Db): number {
  return (db.$client.prepare("SELECT count(*) FROM deals").pluck().get() as number) ?? 0;
}

export async function loadShippedData(db: Db, options: LoadShippedOptions = {}): Promise<LoadShippedResult> {
  const started = performance.now();
  const dataDir = options.dataDir ?? SHIPPED_DATA_DIR;
  const log = options.quiet ? () => {} : (options.log ?? ((line: string) => process.stdout.write(`${line}\n`)));
  const importOptions = { progress: options.quiet ? false : options.progress, batchSize: options.batchSize, force: options.force };

  if (options.onlyIfEmpty && countDeals(db) > 0) {
    return { skipped: true, files: [], unrecognised: [], deals: countDeals(db), ms: performance.now() - started };
  }

  const found: { path: string; detected: Detected; rank: number }[] = [];
  const unrecognised: string[] = [];
  for (const path of listFiles(dataDir)) {
    const detected = await detectKind(path);
    const rank = detected ? ORDER.indexOf(detected.shape ? `${detected.kind}:${detected.shape}` : detected.kind) : -1;
    if (detected && options.dealsOnly && isReferenceKind(detected.kind)) continue;
    if (!detected || rank < 0) {
      unrecognised.push(relative(dataDir, path));
      log(`${relative(dataDir, path)}: not recognised, skipped`);
      continue;
    }
    found.push({ path, detected, rank });
  }
  found.sort((a, b) => a.rank - b.rank || a.path.localeCompare(b.path));

  const files: ImportSummary[] = [];
  const report = (summary: ImportSummary) => {
    files.push(summary);
    for (const line of formatReport(summary)) log(line);
  };
  // The two UK HPI files import together (decision 099); a newer index held is kept.
  const hpi = {
    la: found.find((f) => f.detected.kind === "hpi-la")?.path,
    regions: found.find((f) => f.detected.kind === "hpi-regions")?.path,
  };
  let reference: ReferenceData | null = null;
  for (const { path, detected } of found) {
    const kind = detected.kind;
    if (path === hpi.la || path === hpi.regions) {
      if (path !== (hpi.la ?? hpi.regions)) continue;
      const { summaries, kept } = await importUkHpi(db, hpi, { ...importOptions, keepNewerIndex: !options.force });
      summaries.forEach(report);
      if (kept) log(keptIndexLine(kept));
      reference = null;
    } else if (kind === "rents") {
      // Newer rents held are kept (decision 112), as the UK HPI is.
      const { summary, kept } = await importRentsFile(db, path, { ...importOptions, keepNewer: !options.force });
      report(summary);
      if (kept) log(keptRentsLine(kept));
      reference = null;
    } else if (isReferenceKind(kind)) {
      report(await REFERENCE_IMPORTERS[kind](db, path, importOptions));
      reference = null;
    } else {
      reference ??= ReferenceData.load(db);
      report(
        kind === "price-paid"
          ? await importPricePaid(db, path, { ...importOptions, reference })
          : await importListings(db, path, { ...importOptions, reference }),
      );
    }
  }
  const deals = countDeals(db);
  const ms = performance.now() - started;
  log(`Shipped data: ${files.length} files, ${deals} deals in the database, in ${(ms / 1000).toFixed(1)} s`);
  return { skipped: false, files, unrecognised, deals, ms };
}
