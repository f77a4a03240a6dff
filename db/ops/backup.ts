/**
 * Online backup and offline restore of the SQLite database (decision 044).
 *
 * - `backupDatabase` copies a live database with SQLite's online backup API (better-sqlite3's
 *   `db.backup`), in one step, so the copy is one consistent snapshot however busy the server is
 *   (WAL: the copy reads while the server keeps writing). The copy is written beside its final
 *   name, switched to a self-contained rollback journal, checked (`PRAGMA integrity_check`, our
 *   migrations table) and only then renamed into place.
 * - `restoreDatabase` refuses while any process has the database open (the server), checks the
 *   backup first, keeps the current file as `<name>.before-restore-<time>`, removes stale
 *   -wal/-shm files and renames a copy of the backup into place.
 *
 * A backup holds password hashes and session ids: its file is the owner's alone (0600) and a
 * folder made for it too (0700), whatever the umask; so is a restored database.
 */
import Database from "better-sqlite3";
import { chmodSync, closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { checkDatabaseFile, isDatabaseInUse } from "./sqlite-file";

/** Problems an operator must act on (the CLI prints the message, no stack). */
export class OpsError extends Error {}

/** Backups written into a folder are named `dealfinder-<UTC time>.db`, so they sort by age. */
const BACKUP_NAME_RE = /^dealfinder-\d{8}T\d{6}Z\.db$/;

export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
}

function fsyncPath(path: string) {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function removeSidecars(file: string) {
  for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(file + suffix, { force: true });
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** Backups deleted by `keep`. */
  pruned: string[];
}

export interface BackupOptions {
  /** When the destination is a folder: keep only this many `dealfinder-*.db` backups in it. */
  keep?: number;
}

/**
 * Backs up `source` (which may be in use) to `destination`: a file path, or an existing folder
 * (or a path ending in "/", made if missing), where a timestamped file is made.
 */
export async function backupDatabase(source: string, destination: string, options: BackupOptions = {}): Promise<BackupResult> {
  const started = performance.now();
  const from = resolve(source);
  if (!existsSync(from)) throw new OpsError(`No database at ${from} (set DATABASE_URL or --database)`);
  const intoFolder = destination.endsWith("/") || (existsSync(destination) && statSync(destination).isDirectory());
  const file = resolve(intoFolder ? join(destination, `dealfinder-${timestamp()}.db`) : destination);
  if (file === from) throw new OpsError("The backup cannot be the database itself");
  if (options.keep !== undefined && !intoFolder) {
    throw new OpsError(`--keep prunes a folder of dated backups: give a folder (ending in /) instead of ${destination}, or leave --keep out`);
  }
  // Every folder made is the owner's alone (a umask can only take more away). A folder that
  // is already there keeps its mode: the files in it are private anyway.
  if (destination.endsWith("/")) mkdirSync(destination, { recursive: true, mode: 0o700 });
  if (!existsSync(dirname(file))) throw new OpsError(`No such folder: ${dirname(file)}`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  removeSidecars(partial);
  // The copy is the owner's alone from its first byte (a umask can only take more away): SQLite
  // would make it 0644 less the umask, and the journal it writes takes the copy's mode.
  closeSync(openSync(partial, "wx", 0o600));

  const sqlite = new Database(from, { fileMustExist: true, timeout: 5000 });
  try {
    // All remaining pages in one step: one read transaction, one snapshot. (With the default
    // 100 pages a step, every write by the server would restart the copy.)
    await sqlite.backup(partial, { progress: () => 0x7fffffff });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    sqlite.close();
  }

  // A self-contained file: rollback journal instead of WAL, so it is one file to copy off-box.
  const copy = new Database(partial, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  const check = checkDatabaseFile(partial);
  if (!check.ok) {
    rmSync(partial, { force: true });
    throw new OpsError(`The backup failed its check: ${check.problems.join("; ")}`);
  }
  fsyncPath(partial);
  renameSync(partial, file);
  fsyncPath(dirname(file));

  const pruned = intoFolder && options.keep !== undefined ? pruneBackups(dirname(file), options.keep) : [];
  return { file, bytes: statSync(file).size, ms: performance.now() - started, pruned };
}

/** Deletes all but the newest `keep` `dealfinder-*.db` backups in `folder`; returns their paths. */
export function pruneBackups(folder: string, keep: number): string[] {
  if (!Number.isInteger(keep) || keep < 1) throw new OpsError("--keep must be a whole number of 1 or more");
  const backups = readdirSync(folder).filter((name) => BACKUP_NAME_RE.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((name) => join(folder, name));
  for (const file of old) rmSync(file, { force: true });
  return old;
}

export interface RestoreResult {
  file: string;
  /** Where the database that was replaced now is (null if there was none). */
  previous: string | null;
  migrations: number;
}

/**
 * Replaces the database at `target` by the backup `backupFile`. Refuses (OpsError, nothing
 * changed) if the database is open in another process or the backup fails its check.
 */
export function restoreDatabase(backupFile: string, target: string): RestoreResult {
  const from = resolve(backupFile);
  const to = resolve(target);
  if (from === to) throw new OpsError("The backup and the database are the same file");
  if (!existsSync(dirname(to))) {
    throw new OpsError(`No such folder: ${dirname(to)} (the database's; check DATABASE_URL or --database, or make the folder first)`);
  }
  if (isDatabaseInUse(to)) {
    throw new OpsError(
      `The database ${to} is in use by another process (is the server running?). Stop the server first (e.g. systemctl stop dealfinder), then restore.`,
    );
  }
  const check = checkDatabaseFile(from);
  if (!check.ok) throw new OpsError(`Not restoring ${from}: ${check.problems.join("; ")}`);

  const incoming = join(dirname(to), `.${basename(to)}.restoring`);
  copyFileSync(from, incoming);
  // A copy takes the backup's mode (an older backup may be 0644).
  chmodSync(incoming, 0o600);
  fsyncPath(incoming);

  let previous: string | null = null;
  if (existsSync(to)) {
    // Fold any WAL into the file (a crashed server can leave one), so the kept copy is whole.
    const current = new Database(to, { fileMustExist: true, timeout: 0 });
    try {
      current.pragma("wal_checkpoint(TRUNCATE)");
    } finally {
      current.close();
    }
    previous = `${to}.before-restore-${timestamp()}`;
    renameSync(to, previous);
  }
  removeSidecars(to);
  renameSync(incoming, to);
  fsyncPath(dirname(to));
  return { file: to, previous, migrations: check.migrations };
}
