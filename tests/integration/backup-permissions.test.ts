/**
 * A backup holds password hashes and session ids: `npm run db:backup` makes its file 0600 and any
 * folder it makes 0700, and `npm run db:restore` leaves the database 0600, under a umask of 022
 * (a shell's usual, cron's too). They were 0644 and 0755, readable by every user on the machine.
 */
import { execFile } from "node:child_process";
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
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
function ops(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      "sh",
      ["-c", 'umask 022 && exec node_modules/.bin/tsx db/ops/cli.ts "$@"', "ops", ...args, "--database", live],
      { env: { PATH: process.env.PATH ?? "" } },
      (error, stdout, stderr) => done({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

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
