/**
 * `npm run db:backup` and `npm run db:restore` as an operator runs them, on a database no server
 * has open:
 * - A backup holds password hashes and session ids: its file is 0600 and any folder made for it
 *   0700, and a restored database 0600, under a umask of 022 (a shell's usual, cron's too). They
 *   were 0644 and 0755, readable by every user on the machine.
 * - Mistakes are refused with one clear line, changing nothing (a restore into a missing folder
 *   printed a raw ENOENT; --keep with a file name was ignored).
 */
import { execFile } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

let dir: string;
let live: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "dealfinder-backup-modes-"));
  live = join(dir, "live.db");
  copyFileSync(inject("templateDb"), live);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The ops command as cron runs it: its own process, umask 022. */
function runOps(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      "sh",
      ["-c", 'umask 022 && exec node_modules/.bin/tsx db/ops/cli.ts "$@"', "ops", ...args],
      { env: { PATH: process.env.PATH ?? "" } },
      (error, stdout, stderr) => done({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** The same on the test's database. */
const ops = (...args: string[]) => runOps([...args, "--database", live]);

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

// Each run starts tsx (a few seconds on a busy machine).
describe("backup and restore file modes", { timeout: 120_000 }, () => {
  it("a backup into a new folder: the file 0600, each folder made 0700", async () => {
    const result = await ops("backup", join(dir, "backups", "daily") + "/");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const [name] = readdirSync(join(dir, "backups", "daily"));
    expect(mode(join(dir, "backups", "daily", name!))).toBe("600");
    expect(mode(join(dir, "backups", "daily"))).toBe("700");
    expect(mode(join(dir, "backups"))).toBe("700");
  });

  it("a backup to a named file: 0600", async () => {
    const file = join(dir, "one.db");
    expect((await ops("backup", file)).code).toBe(0);
    expect(mode(file)).toBe("600");
  });

  it("a restore, even of an older 0644 backup, leaves the database 0600", async () => {
    const old = join(dir, "old.db");
    copyFileSync(join(dir, "one.db"), old);
    chmodSync(old, 0o644);
    const result = await ops("restore", old);
    expect(result.code).toBe(0);
    expect(mode(live)).toBe("600");
  });
});

describe("mistakes refused with one clear line", { timeout: 120_000 }, () => {
  it("a restore into a folder that does not exist names the folder", async () => {
    const missing = join(dir, "no-such-folder", "app.db");
    const result = await runOps(["restore", live, "--database", missing]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`No such folder: ${join(dir, "no-such-folder")} (the database's; check DATABASE_URL or --database, or make the folder first)\n`);
    expect(existsSync(join(dir, "no-such-folder"))).toBe(false);
  });

  it("--keep with a file name is refused before anything is written", async () => {
    const file = join(dir, "named.db");
    const result = await ops("backup", file, "--keep", "2");
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`--keep prunes a folder of dated backups: give a folder (ending in /) instead of ${file}, or leave --keep out\n`);
    expect(existsSync(file)).toBe(false);
  });
});
