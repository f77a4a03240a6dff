/**
 * Why this process cannot keep a file of its own (the database, its -wal and -shm, the generated
 * session secret) where DATABASE_URL puts it, in words an operator can act on. SQLite alone says
 * "unable to open database file" or "attempt to write a readonly database", naming no file and
 * no user (decision 236).
 */
import { accessSync, constants, existsSync } from "node:fs";
import { userInfo } from "node:os";
import { dirname } from "node:path";

/** The user this process runs as, by name when it has one (a container may give it none). */
function currentUser(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.()}`;
  }
}

function can(path: string, mode: number): boolean {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
}

/**
 * What kept this process from making, reading or writing `file` (an absolute path): its folder
 * missing and not made, its folder or the file not this user's to write; else the error's words.
 */
export function whyNotWritable(file: string, error: unknown): string {
  const dir = dirname(file);
  const reason = error instanceof Error ? error.message : String(error);
  if (!existsSync(dir)) return `its folder ${dir} could not be made (${reason})`;
  if (!can(dir, constants.W_OK | constants.X_OK)) return `its folder ${dir} is not writable by ${currentUser()}`;
  if (existsSync(file) && !can(file, constants.R_OK | constants.W_OK)) return `it is not readable and writable by ${currentUser()}`;
  return reason;
}
