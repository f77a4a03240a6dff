/**
 * `npm run data:update -- [options]`: download the latest official data and import it (see
 * update.ts). Exit status: 0 done, 1 a download or import failed or a file was refused as
 * implausible (decision 085), 2 bad usage.
 */
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { openExistingDatabase, type Db } from "../../app/server/db.server";
import { databaseUrl } from "../../app/server/env.server";
import { loadDotEnv } from "../../server/env-file.js";
import { OFFICIAL_SOURCES, updateData } from "./update";
import { keepPlaceIndex } from "../../app/server/places.server";

export const USAGE = `Usage: npm run data:update -- [--year YYYY …] [--no-monthly] [--no-hpi] [--rents-url URL]
                              [--price-paid-base URL] [--ukhpi-base URL] [--dir FOLDER] [--force]

  Downloads and imports, in order: the newest UK House Price Index full file; rents from
  --rents-url (none by default: the ONS publishes a workbook); Price Paid Data for each --year
  (pp-YYYY.csv, a whole year, about 900,000 rows), then the monthly update.

  --price-paid-base  default ${OFFICIAL_SOURCES.pricePaidBase}  (DATA_PRICE_PAID_BASE_URL)
  --ukhpi-base       default ${OFFICIAL_SOURCES.ukHpiBase}  (DATA_UKHPI_BASE_URL)
  --rents-url        (DATA_RENTS_URL) a rents CSV that gives its year, in the ONS title
                     kept above its header or in its file name (…-2023-24.csv); deals
                     show it and later loads compare it
  --dir              where downloads go (default: downloads/ beside the database)
  --force            replace the UK HPI or rents even with a file that looks truncated (under
                     half the rows held, under 90% of the areas, an older or shorter UK HPI,
                     rents of an older or unknown period, over 10% malformed, no usable
                     rows), which is otherwise refused, unchanged

The database is DATABASE_URL (default ./data/app.db). The server may keep running.`;

export interface UpdateCliIo {
  db?: Db;
  out?: (line: string) => void;
  err?: (line: string) => void;
  env?: Record<string, string | undefined>;
  progress?: boolean;
}

class UsageError extends Error {}

/** The variables this command reads (the server's are in app/server/env.server.ts). */
export const DATA_VARIABLES = ["DATA_PRICE_PAID_BASE_URL", "DATA_UKHPI_BASE_URL", "DATA_RENTS_URL"] as const;

/**
 * Where to download from: an option wins over its `DATA_*` variable, and a variable set to
 * nothing or spaces (`NAME=` in `.env`) is unset, as the server's own are, so the official
 * address is used.
 */
export function sourceUrls(
  options: { "price-paid-base"?: string; "ukhpi-base"?: string; "rents-url"?: string },
  env: Partial<Record<(typeof DATA_VARIABLES)[number], string>>,
) {
  const set = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    pricePaidBase: options["price-paid-base"] ?? set(env.DATA_PRICE_PAID_BASE_URL),
    ukHpiBase: options["ukhpi-base"] ?? set(env.DATA_UKHPI_BASE_URL),
    rentsUrl: options["rents-url"] ?? set(env.DATA_RENTS_URL),
  };
}

export async function runUpdateCli(argv: readonly string[], io: UpdateCliIo = {}): Promise<number> {
  const out = io.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = io.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  const env = io.env ?? process.env;
  let ownDb: Db | undefined;
  /** The database an update ran on, so its place index is made for the server before the end. */
  let updated: Db | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: false,
      strict: true,
      options: {
        year: { type: "string", multiple: true },
        "no-monthly": { type: "boolean" },
        "no-hpi": { type: "boolean" },
        "rents-url": { type: "string" },
        "price-paid-base": { type: "string" },
        "ukhpi-base": { type: "string" },
        dir: { type: "string" },
        force: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      out(USAGE);
      return 0;
    }
    if (positionals.length > 0) throw new UsageError(`Unexpected arguments: ${positionals.join(" ")}`);
    const thisYear = new Date().getUTCFullYear();
    const years = (values.year ?? []).map((y) => {
      const n = Number(y);
      if (!/^\d{4}$/.test(y) || n < 1995 || n > thisYear) throw new UsageError(`--year must be a year from 1995 to ${thisYear}`);
      return n;
    });
    const urls = sourceUrls(values, env);
    for (const [name, url] of Object.entries(urls)) {
      if (url && !URL.canParse(url)) throw new UsageError(`${name}: not a URL: ${url}`);
    }
    const databaseFile = resolve(databaseUrl(env));
    const db = io.db ?? (ownDb = openExistingDatabase(databaseFile));
    updated = db;
    const result = await updateData(db, {
      ...urls,
      downloadDir: resolve(values.dir ?? join(dirname(databaseFile), "downloads")),
      years,
      monthly: !values["no-monthly"],
      hpi: !values["no-hpi"],
      log: out,
      progress: io.progress,
      force: values.force,
    });
    const rows = result.imports.reduce((n, s) => n + s.rowsRead, 0);
    out(`Data update done: ${result.downloads.length} files downloaded, ${result.imports.length} imported, ${rows} rows read.`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      err((error as Error).message);
      err(USAGE);
      return 2;
    }
    err(`Data update failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    // Even after a failure part-way: what was imported gets its place index (decision 157).
    if (updated) keepPlaceIndex(updated);
    ownDb?.$client.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  loadDotEnv();
  process.exitCode = await runUpdateCli(process.argv.slice(2));
}
