/**
 * The one SQLite connection of the process: WAL, foreign keys on, a busy timeout, and the
 * committed drizzle-kit migrations applied before anything else touches it.
 */
import Database from "better-sqlite3";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import * as schema from "../../db/schema";
import { whyNotWritable } from "./data-folder.server";
import { getEnv } from "./env.server";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

let instance: Db | undefined;

/** Where the committed migrations are, from the project root (the server runs from there). */
export const MIGRATIONS_DIR = resolve(process.cwd(), "db/migrations");

/**
 * Opens (and makes, if missing) the database at `file` and applies the migrations. A failure
 * names the file and, when it is the cause, its folder's or its own permissions.
 */
export function openDatabase(file: string): Db {
  try {
    return open(file);
  } catch (error) {
    if (file === ":memory:") throw error;
    const path = resolve(file);
    const message =
      `Cannot open the database ${path}: ${whyNotWritable(path, error)}. ` +
      "Check DATABASE_URL, and that the folder and the file are the server's user's to write.";
    throw Object.assign(new Error(message, { cause: error }), { code: (error as { code?: unknown }).code });
  }
}

function open(file: string): Db {
  if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  // Deal rows carry their valuation (about 2 KB of JSON): 16 KiB pages hold several rows each
  // (4 KiB pages would hold one). Takes effect only on a new, empty database.
  sqlite.pragma("page_size = 16384");
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return db as Db;
}

/**
 * The server's database, for a command (`npm run admin`, `data:import`, `data:update`): opened
 * only if it is there. Only the server makes a database (with the shipped data); a command that
 * made one wherever DATABASE_URL pointed, or at ./data/app.db when it was set only in the unit's
 * environment file, worked on an empty copy and left the server's untouched (decision 234).
 */
export function openExistingDatabase(file: string): Db {
  const path = resolve(file);
  if (!existsSync(path)) {
    throw new Error(
      `No database at ${path}. The commands open the server's database and never make one: set DATABASE_URL ` +
        `to it (in the environment, or in a .env file in ${process.cwd()}), or start the server once to make it.`,
    );
  }
  return openDatabase(path);
}

/**
 * Runs `fn` in one SQLite transaction on the process's connection: every statement in it (drizzle
 * or raw) commits together or, if it throws, not at all. Synchronous on purpose: a transaction
 * never spans an `await` (better-sqlite3 refuses a function that returns a promise). Nested
 * calls become savepoints.
 *
 * `BEGIN IMMEDIATE`: the write lock is taken at the start, waiting up to `busy_timeout` for
 * another process (`npm run admin`, `data:import`) to finish. A deferred transaction reads first
 * and asks for the lock at its first write; if another connection has committed since its read
 * began, SQLite refuses at once with SQLITE_BUSY, without waiting: an admin `set-plan` beside the
 * running server failed so, "Failed: database is locked", in a full test run.
 */
export function inTransaction<T>(db: Db, fn: () => T): T {
  return db.$client.transaction(fn).immediate();
}

const preparedCache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query prepared once per database and reused: for the lookups every signed-in request or
 * chat page makes (session, user, recent chats, usage, a conversation's page and its cards), so
 * neither drizzle nor SQLite builds them again each time.
 */
export function prepared<T>(db: Db, key: string, build: () => T): T {
  let byKey = preparedCache.get(db);
  if (!byKey) preparedCache.set(db, (byKey = new Map()));
  let query = byKey.get(key) as T | undefined;
  if (query === undefined) byKey.set(key, (query = build()));
  return query;
}

/** The process's database: for start-up and the command-line tools only; requests get theirs from the router context. */
export function getDb(): Db {
  instance ??= openDatabase(getEnv().DATABASE_URL);
  return instance;
}

export function closeDb() {
  instance?.$client.close();
  instance = undefined;
}

/** True when the database answers a trivial query. */
export function isDatabaseUp(): boolean {
  try {
    return getDb().$client.prepare("select 1 as ok").get() !== undefined;
  } catch {
    return false;
  }
}

/**
 * `column in (the ids)` with the ids as one bound JSON array, so a query over any number of ids
 * can be prepared once (drizzle's `inArray` makes a new statement per list length). Bind the
 * placeholder with `idList(ids)`.
 */
export function inIdList(column: AnyColumn, placeholder: string): SQL {
  return sql`${column} in (select value from json_each(${sql.placeholder(placeholder)}))`;
}

/** The bound value for `inIdList`: the distinct ids as a JSON array. */
export const idList = (ids: readonly number[]) => JSON.stringify([...new Set(ids)]);
