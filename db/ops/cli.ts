/**
 * The operations CLI, on the database at DATABASE_URL (default ./data/app.db; a `.env` file in
 * the working directory is read first, as the server does):
 *
 *   npm run db:backup -- <file | folder/> [--keep N]   online backup, safe while the server runs
 *   npm run db:restore -- <file>                       restore a backup (the server must be stopped)
 *   npm run db:check -- [file]                         integrity and migrations of a database file
 *
 * `--database FILE` overrides DATABASE_URL. Exit status: 0 done, 1 refused or failed, 2 bad usage.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { databaseUrl } from "../../app/server/env.server";
import { loadDotEnv } from "../../server/env-file.js";
import { backupDatabase, OpsError, restoreDatabase } from "./backup";
import { checkDatabaseFile } from "./sqlite-file";

export const USAGE = `Usage:
  npm run db:backup -- <file | folder/> [--keep N] [--database FILE]
      Online backup (safe while the server runs). Into a folder: dealfinder-<UTC time>.db,
      keeping the newest N with --keep (a folder only).
  npm run db:restore -- <backup file> [--database FILE]
      Replace the database by a backup. Refused while the server runs; the backup is checked
      first; the replaced database is kept as <name>.before-restore-<time>.
  npm run db:check -- [file]
      Integrity check and migrations of a database file (default: the database).

The database is --database, else DATABASE_URL (default ./data/app.db).`;

class UsageError extends Error {}

export interface OpsIo {
  out?: (line: string) => void;
  err?: (line: string) => void;
}

export async function runOpsCli(argv: readonly string[], io: OpsIo = {}): Promise<number> {
  const out = io.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = io.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        database: { type: "string" },
        keep: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      out(USAGE);
      return 0;
    }
    const [command, target, ...extra] = positionals;
    if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(" ")}`);
    const database = resolve(values.database ?? databaseUrl());

    if (command === "backup") {
      if (!target) throw new UsageError("Give a backup file or folder");
      const keep = values.keep === undefined ? undefined : Number(values.keep);
      if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) throw new UsageError("--keep must be a whole number of 1 or more");
      const result = await backupDatabase(database, target, { keep });
      out(`Backed up ${database} to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, integrity ok, ${(result.ms / 1000).toFixed(1)} s)`);
      for (const file of result.pruned) out(`Removed old backup ${file}`);
      return 0;
    }
    if (command === "restore") {
      if (!target) throw new UsageError("Give the backup file to restore");
      if (values.keep !== undefined) throw new UsageError("--keep is for backups");
      const result = restoreDatabase(target, database);
      out(`Restored ${resolve(target)} to ${result.file} (integrity ok, ${result.migrations} migrations; newer ones apply when the server starts)`);
      if (result.previous) out(`The database it replaced is kept as ${result.previous}`);
      return 0;
    }
    if (command === "check") {
      const file = resolve(target ?? database);
      const check = checkDatabaseFile(file);
      if (check.ok) out(`${file}: integrity ok, ${check.migrations} migrations`);
      else for (const problem of check.problems) err(`${file}: ${problem}`);
      return check.ok ? 0 : 1;
    }
    throw new UsageError(command ? `Unknown command ${command}` : "Give a command");
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      err((error as Error).message);
      err(USAGE);
      return 2;
    }
    if (error instanceof OpsError) {
      err(error.message);
      return 1;
    }
    err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  loadDotEnv();
  process.exitCode = await runOpsCli(process.argv.slice(2));
}
