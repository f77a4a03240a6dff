/**
 * `npm run db:backup` while the real server serves writes, and `npm run db:restore` (refused while
 * the server runs; afterwards every row of the backup is back and the app serves it).
 */
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { runOpsCli } from "../../db/ops/cli";
import { checkDatabaseFile, COUNTED_TABLES, tableCounts, type TableCounts } from "../../db/ops/sqlite-file";
import { Client, GOOD_PASSWORD, setPlan, signUp, startServer, type TestServer } from "../support/server";

const run = promisify(execFile);

let dir: string;
let live: string;
let server: TestServer | undefined;
const people: { client: Client; email: string }[] = [];

/** The ops CLI as an operator runs it (`npm run db:… --` is `tsx db/ops/cli.ts …`), in a process of its own. */
async function opsProcess(args: string[]) {
  try {
    const { stdout, stderr } = await run("node_modules/.bin/tsx", ["db/ops/cli.ts", ...args], {
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: live },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The same CLI in this process (quicker: no TypeScript start-up). */
async function opsCli(args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runOpsCli([...args, "--database", live], {
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stderr += `${line}\n`),
  });
  return { code, stdout, stderr };
}

function dealIds(n: number): number[] {
  const db = new Database(live, { readonly: true });
  try {
    return db.prepare("select id from deals order by id limit ?").pluck().all(n) as number[];
  } finally {
    db.close();
  }
}

async function person(plan: "free" | "pro" = "free") {
  const client = new Client(server!.url);
  const { email, response } = await signUp(client);
  expect(response.status).toBe(302);
  if (plan === "pro") await setPlan(live, email, "pro");
  const chat = await client.form("/chat", { message: "What is Section 24?" });
  expect(chat.status).toBe(302);
  people.push({ client, email });
  return { client, email };
}

// The backup test signs up as fast as it can while the backup runs, for as long as that takes on
// a busy machine; the hourly sign-up limit per address is not what is tested here.
const UNLIMITED_SIGNUPS = { SIGNUP_LIMIT_PER_HOUR: "100000" };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "dealfinder-backup-"));
  live = join(dir, "live.db");
  copyFileSync(inject("templateDb"), live);
  server = await startServer({ DATABASE_URL: live, ...UNLIMITED_SIGNUPS });
  const pro = await person("pro");
  for (const id of dealIds(3)) {
    const res = await pro.client.form(`/deals/${id}`, { intent: "save" });
    expect(res.status).toBe(302);
  }
  await person();
  await person();
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("online backup", () => {
  it("copies a consistent database while the server is serving writes", async () => {
    const before = tableCounts(live);
    expect(before.saved_deals).toBe(3);
    const acknowledged: string[] = [];
    let stop = false;
    const burst = (async () => {
      while (!stop) {
        const { email, response } = await signUp(new Client(server!.url));
        if (response.status === 302) acknowledged.push(email);
      }
    })();
    while (acknowledged.length < 2) await new Promise((r) => setTimeout(r, 20));
    const ackedBeforeBackup = [...acknowledged];
    const result = await opsProcess(["backup", join(dir, "during.db")]);
    const ackedAfterBackup = [...acknowledged];
    stop = true;
    await burst;
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("integrity ok");

    const file = join(dir, "during.db");
    expect(checkDatabaseFile(file)).toEqual({ ok: true, problems: [], migrations: expect.any(Number) });
    expect(existsSync(`${file}-wal`)).toBe(false);
    const copy = new Database(file, { readonly: true });
    try {
      const emails = new Set(copy.prepare("select email from users").pluck().all() as string[]);
      // Every sign-up acknowledged before the backup started is in it; none after it ended can be.
      for (const email of ackedBeforeBackup) expect(emails.has(email)).toBe(true);
      const burstUsers = [...emails].filter((e) => acknowledged.includes(e));
      expect(burstUsers.length).toBeLessThanOrEqual(ackedAfterBackup.length + 1);
      expect(copy.prepare("select journal_mode from pragma_journal_mode").pluck().get()).toBe("delete");
    } finally {
      copy.close();
    }
    const counts = tableCounts(file);
    expect(counts.users).toBeGreaterThanOrEqual(before.users + ackedBeforeBackup.length);
    expect(counts.deals).toBe(before.deals);
    expect(counts.saved_deals).toBe(before.saved_deals);
    expect(counts.messages).toBe(before.messages);
  });

  it("writes timestamped backups into a folder and keeps the newest N", async () => {
    const folder = join(dir, "backups") + "/";
    mkdirSync(folder);
    // Three old backups (names sort by time), then a new one with --keep 2.
    for (const name of ["dealfinder-20250101T000000Z.db", "dealfinder-20250102T000000Z.db", "dealfinder-20250103T000000Z.db"]) {
      copyFileSync(join(dir, "during.db"), join(folder, name));
    }
    writeFileSync(join(folder, "notes.txt"), "not a backup");
    const result = await opsCli(["backup", folder, "--keep", "2"]);
    expect(result.code).toBe(0);
    const names = readdirSync(folder).sort();
    expect(names).toHaveLength(3);
    expect(names[0]).toBe("dealfinder-20250103T000000Z.db");
    expect(names[1]).toMatch(/^dealfinder-2\d{7}T\d{6}Z\.db$/);
    expect(names[2]).toBe("notes.txt");
  });
});

describe("restore", () => {
  let quiet: string;
  let counts: TableCounts;

  it("is refused while the server is running, and changes nothing", async () => {
    quiet = join(dir, "quiet.db");
    const result = await opsCli(["backup", quiet]);
    expect(result.code).toBe(0);
    counts = tableCounts(live);
    // The backup of a quiet database holds every row.
    expect(tableCounts(quiet)).toEqual(counts);
    for (const table of COUNTED_TABLES) expect(counts[table]).toBeGreaterThan(0);

    const refused = await opsCli(["restore", quiet]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("is in use by another process (is the server running?)");
    expect(readdirSync(dir).some((n) => n.includes("before-restore"))).toBe(false);
    expect((await fetch(`${server!.url}/healthz`)).status).toBe(200);
    expect(tableCounts(live)).toEqual(counts);
  });

  it("refuses a file that is not a sound backup of this app", async () => {
    await server!.stop();
    server = undefined;
    const garbage = join(dir, "garbage.db");
    writeFileSync(garbage, "SQLite format 3\0" + "x".repeat(5000));
    const bad = await opsCli(["restore", garbage]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Not restoring .*garbage\.db/);

    const other = join(dir, "other.db");
    const db = new Database(other);
    db.exec("create table notes (x)");
    db.close();
    const foreign = await opsCli(["restore", other]);
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toContain("no __drizzle_migrations table");
    expect(tableCounts(live)).toEqual(counts);
  });

  it("puts every row of the backup back once the server is stopped, and the app serves it", async () => {
    // A change after the backup, made while the server runs; the restore must undo it.
    server = await startServer({ DATABASE_URL: live, ...UNLIMITED_SIGNUPS });
    const late = await signUp(new Client(server.url));
    expect(late.response.status).toBe(302);
    await server.stop();
    server = undefined;
    expect(tableCounts(live).users).toBe(counts.users + 1);

    const result = await opsCli(["restore", quiet]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("The database it replaced is kept as");
    expect(tableCounts(live)).toEqual(counts);
    expect(existsSync(`${live}-wal`)).toBe(false);
    const kept = readdirSync(dir).find((n) => n.startsWith("live.db.before-restore-"))!;
    expect(tableCounts(join(dir, kept)).users).toBe(counts.users + 1);

    server = await startServer({ DATABASE_URL: live, ...UNLIMITED_SIGNUPS });
    // A session from before the backup still works, and a user can sign in again.
    const first = people[0]!;
    first.client = new Client(server.url, server.url);
    const login = await first.client.form("/login", { email: first.email, password: GOOD_PASSWORD });
    expect(login.status).toBe(302);
    expect((await first.client.get("/dashboard")).status).toBe(200);
    const lateLogin = await new Client(server.url).form("/login", { email: late.email, password: GOOD_PASSWORD });
    expect(lateLogin.status).not.toBe(302);
  });
});
