/**
 * The data CLI (`npm run data:import -- …`), on the database at DATABASE_URL (default
 * ./data/app.db; a `.env` file in the working directory is read first, as the server does):
 *
 *   <file> [--kind price-paid|rents|hpi-la|hpi-regions|districts|sectors|local-authorities|listings]
 *          [--period 2022-23] [--force]  import one file (kind recognised when omitted)
 *   <hpi-la file> <hpi-regions file> [--force]  the two UK HPI tables together
 *   shipped [--force]                    (re)load everything in db/data
 *   compliance allow|block|review <domain> --reason "…" [--tos-url URL] [--category …]
 *   compliance list
 *
 * Exit status: 0 done, 1 the import failed, 2 bad usage.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { openExistingDatabase, type Db } from "../../app/server/db.server";
import { databaseUrl } from "../../app/server/env.server";
import { loadDotEnv } from "../../server/env-file.js";
import { formatComplianceList, listCompliance, setCompliance, type ComplianceStatus } from "./compliance";
import { detectKind } from "./detect";
import { importUkHpi, type UkHpiFiles } from "./hpi";
import { importListings } from "./listings";
import { importPricePaid } from "./price-paid";
import { formatReport } from "./progress";
import { REFERENCE_IMPORTERS, importRents, isReferenceKind } from "./reference";
import { loadShippedData } from "./shipped";
import { keepPlaceIndex } from "../../app/server/places.server";
import { importPiprAreas } from "./current-rents";
import { IMPORT_KINDS, type ImportKind, type ImportSummary } from "./types";

export const USAGE = `Usage: npm run data:import -- <command>

  <file> [--kind KIND] [--period 2022-23] [--force]
      Import one file. KIND is one of ${IMPORT_KINDS.join(", ")};
      it is recognised from the file's header or shape when omitted.
      --period sets the year of a rents file (default: from the ONS title above its
      header, "… recorded between 1 October 2023 to 30 September 2024 …", else from
      its name), or the month (YYYY-MM) of a PIPR data download (default: its name).
      --force replaces a reference table even with a file that looks truncated
      (under half its rows, under 90% of its areas, an older UK HPI, rents of an
      older or unknown period, over 10% malformed, or no usable rows), which is
      otherwise refused.
  <hpi-la file> <hpi-regions file> [--force]
      Import the UK HPI by local authority and the regional series together (both
      or neither). The two must end at the same month: one imported alone that
      would leave them at different months is refused, even with --force.
  shipped [--force]
      (Re)load all the data in db/data. A newer UK HPI, or rents of a later period,
      held (from data:update) is kept and said so; --force goes back to the
      shipped ones.
  compliance allow|block|review <domain> --reason "…" [--tos-url URL] [--category TEXT]
      Set whether listings from a website may be imported.
  compliance list
      Show the website compliance table.

The database is DATABASE_URL (default ./data/app.db).`;

export interface CliIo {
  /** An open database; by default DATABASE_URL is opened (and closed at the end). */
  db?: Db;
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Progress bars on stderr when it is a terminal. */
  progress?: boolean;
}

/** Two files that are the UK HPI by local authority and the regional series, in either order, or null. */
async function ukHpiPair(a: string, b: string): Promise<UkHpiFiles | null> {
  const [ka, kb] = [(await detectKind(a))?.kind, (await detectKind(b))?.kind];
  if (ka === "hpi-la" && kb === "hpi-regions") return { la: resolve(a), regions: resolve(b) };
  if (ka === "hpi-regions" && kb === "hpi-la") return { la: resolve(b), regions: resolve(a) };
  return null;
}

const STATUS_OF: Readonly<Record<string, ComplianceStatus>> = { allow: "allowed", block: "blocked", review: "review" };

class UsageError extends Error {}

/** Runs the CLI with `argv` (the arguments after the script); returns the exit status. */
export async function runCli(argv: readonly string[], io: CliIo = {}): Promise<number> {
  const out = io.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = io.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  let ownDb: Db | undefined;
  /** Whether an import ran, so the place index is made for the server before the end. */
  let imported = false;
  const db = () => {
    if (io.db) return io.db;
    ownDb ??= openExistingDatabase(databaseUrl());
    return ownDb;
  };
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        kind: { type: "string" },
        period: { type: "string" },
        reason: { type: "string" },
        "tos-url": { type: "string" },
        category: { type: "string" },
        force: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
    const [command, ...rest] = positionals;
    if (values.help || !command) {
      (values.help ? out : err)(USAGE);
      return values.help ? 0 : 2;
    }

    if (command === "compliance") {
      const [action, domain, ...extra] = rest;
      if (action === "list" && !domain) {
        for (const line of formatComplianceList(listCompliance(db()))) out(line);
        return 0;
      }
      const status = action ? STATUS_OF[action] : undefined;
      if (!status || !domain || extra.length > 0) throw new UsageError("compliance allow|block|review <domain> --reason \"…\"  or  compliance list");
      if (!values.reason?.trim()) throw new UsageError("A reason is required: --reason \"…\"");
      const row = setCompliance(db(), {
        domain,
        status,
        reasoning: values.reason,
        tosUrl: values["tos-url"],
        category: values.category,
      });
      out(`${row.domain}: ${row.status} (${row.reasoning})`);
      return 0;
    }

    if (command === "shipped" && rest.length === 0 && !existsSync(command)) {
      imported = true;
      const result = await loadShippedData(db(), { log: out, progress: io.progress, force: values.force });
      return result.files.length > 0 ? 0 : 1;
    }

    for (const name of [command, ...rest]) if (!existsSync(name)) throw new UsageError(`No such file: ${name}`);
    if (rest.length > 0) {
      const pair = rest.length === 1 && !values.kind ? await ukHpiPair(command, rest[0]!) : null;
      if (!pair) throw new UsageError(`Unexpected arguments: ${rest.join(" ")} (two files only as the UK HPI's hpi-la and hpi-regions)`);
      imported = true;
      const { summaries } = await importUkHpi(db(), pair, { progress: io.progress, force: values.force });
      for (const summary of summaries) for (const line of formatReport(summary)) out(line);
      return 0;
    }
    const file = resolve(command);
    let kind: ImportKind;
    if (values.kind) {
      if (!(IMPORT_KINDS as readonly string[]).includes(values.kind)) {
        throw new UsageError(`--kind must be one of ${IMPORT_KINDS.join(", ")}`);
      }
      kind = values.kind as ImportKind;
    } else {
      const detected = await detectKind(file);
      if (!detected) throw new UsageError(`Cannot tell what ${command} is: give --kind`);
      kind = detected.kind;
    }
    const options = { progress: io.progress, force: values.force };
    imported = true;
    let summary: ImportSummary;
    if (kind === "price-paid") summary = await importPricePaid(db(), file, options);
    else if (kind === "listings") summary = await importListings(db(), file, options);
    else if (kind === "rents") summary = await importRents(db(), file, { ...options, period: values.period });
    else if (kind === "pipr-areas") summary = await importPiprAreas(db(), file, { ...options, period: values.period });
    else if (isReferenceKind(kind)) summary = await REFERENCE_IMPORTERS[kind](db(), file, options);
    else throw new UsageError(`Unknown kind ${kind}`);
    for (const line of formatReport(summary)) out(line);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      err((error as Error).message);
      err(USAGE);
      return 2;
    }
    err(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    const opened = io.db ?? ownDb;
    if (imported && opened) keepPlaceIndex(opened);
    ownDb?.$client.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  loadDotEnv();
  process.exitCode = await runCli(process.argv.slice(2));
}
