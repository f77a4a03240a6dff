/**
 * Checks on a SQLite database file from outside the server: is another process using it, and is
 * it a sound database of this app (integrity, our migrations table, no migration newer than this
 * code knows).
 */
import Database from "better-sqlite3";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MIGRATIONS_DIR } from "../../app/server/db.server";

/** drizzle-orm's record of applied migrations. */
export const MIGRATIONS_TABLE = "__drizzle_migrations";

/**
 * True when another connection (the running server) has the database open. A WAL database's
 * every open connection holds a shared lock, so an exclusive lock is refused while one is open;
 * it is taken and released at once, with no wait (busy timeout 0). Nothing is written.
 */
export function isDatabaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const sqlite = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    sqlite.pragma("locking_mode = EXCLUSIVE");
    sqlite.exec("BEGIN EXCLUSIVE");
    sqlite.exec("COMMIT");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) return true;
    throw error;
  } finally {
    sqlite.close();
  }
}

/** How many migrations this code ships (drizzle-kit's journal). */
export function knownMigrationCount(migrationsDir = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

export interface DatabaseCheck {
  ok: boolean;
  /** What is wrong, one line each; empty when ok. */
  problems: string[];
  /** Rows in the migrations table (0 when it is missing). */
  migrations: number;
}

/** Integrity, the migrations table and the migration count of a closed database file (read only). */
export function checkDatabaseFile(file: string, migrationsDir = MIGRATIONS_DIR): DatabaseCheck {
  if (!existsSync(file)) return { ok: false, problems: [`${file} does not exist`], migrations: 0 };
  let sqlite: Database.Database;
  try {
    sqlite = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return { ok: false, problems: [`cannot open ${file}: ${(error as Error).message}`], migrations: 0 };
  }
  const problems: string[] = [];
  let migrations = 0;
  try {
    const result = sqlite.pragma("integrity_check", { simple: false }) as { integrity_check: string }[];
    const lines = result.map((r) => r.integrity_check);
    if (lines.length !== 1 || lines[0] !== "ok") problems.push(`integrity check failed: ${lines.slice(0, 5).join("; ")}`);
    const table = sqlite.prepare("select name from sqlite_master where type = 'table' and name = ?").get(MIGRATIONS_TABLE);
    if (!table) problems.push(`no ${MIGRATIONS_TABLE} table: not a database of this app`);
    else {
      migrations = sqlite.prepare(`select count(*) from ${MIGRATIONS_TABLE}`).pluck().get() as number;
      const known = knownMigrationCount(migrationsDir);
      if (migrations > known) {
        problems.push(`it has ${migrations} migrations, this code knows ${known}: restore it with the newer code that made it`);
      }
    }
  } catch (error) {
    // A file that is not a database fails here ("file is not a database").
    problems.push(`cannot read ${file}: ${(error as Error).message}`);
  } finally {
    sqlite.close();
  }
  return { ok: problems.length === 0, problems, migrations };
}

/** Row counts of the tables that hold users' data and deals (for reports and tests). */
export const COUNTED_TABLES = ["users", "sessions", "conversations", "messages", "saved_deals", "usage_counters", "deals"] as const;

export type TableCounts = Record<(typeof COUNTED_TABLES)[number], number>;

export function tableCounts(file: string): TableCounts {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const counts = {} as TableCounts;
    for (const table of COUNTED_TABLES) {
      counts[table] = sqlite.prepare(`select count(*) from ${table}`).pluck().get() as number;
    }
    return counts;
  } finally {
    sqlite.close();
  }
}
