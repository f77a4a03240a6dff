/**
 * The real server's start-up with the environment an operator writes (decision 086): a bad
 * TRUST_PROXY stops it with one line naming the variable, before the database is touched; a hop
 * count is a hop count; a blank value is unset.
 */
import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

/** `node server.js` with `env` until it exits by itself: its exit code and everything it wrote. */
function runToExit(env: Record<string, string | undefined>, options: SpawnOptions = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? "", PORT: "0", SESSION_SECRET: "env-test-secret", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...options,
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server kept running:\n${output}`));
    }, 45_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const dirs: string[] = [];
let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Before decision 086 a bad value went unseen until the first start's data load had run.
describe("TRUST_PROXY", { timeout: 60_000 }, () => {
  it.each([
    ["garbage", /TRUST_PROXY: "garbage" is not loopback, linklocal, uniquelocal, an IP address or a range/],
    ["true", /TRUST_PROXY: true would believe every client's X-Forwarded-For/],
    ["loopback,10.0.0.0/40", /TRUST_PROXY: "10.0.0.0\/40" needs a prefix length from 1 to 32/],
    // Quoted as the operator wrote it (it was lower-cased).
    ["Loopback,MyProxy", /TRUST_PROXY: "MyProxy" is not loopback/],
  ])("%s stops the server at once: exit 1, one line naming it, no stack, no database made", async (value, message) => {
    const dir = mkdtempSync(join(tmpdir(), "dealfinder-env-"));
    dirs.push(dir);
    const dbFile = join(dir, "data", "app.db");
    const { code, output } = await runToExit({ TRUST_PROXY: value, DATABASE_URL: dbFile });
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { level: string; msg: string; stack?: string };
    expect(line.level).toBe("error");
    expect(line.msg).toMatch(/^Invalid environment: /);
    expect(line.msg).toMatch(message);
    expect(line.stack).toBeUndefined();
    // Refused before any database work: no file, no folder, no generated session secret.
    expect(existsSync(dbFile)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("reads a whole number as a hop count, and a blank value as unset", async () => {
    // STRIPE_CHECKOUT_UI= and SIGNUP_LIMIT_PER_HOUR= stopped the server before (an empty enum, 0).
    server = await startServer({ TRUST_PROXY: "1", STRIPE_CHECKOUT_UI: "", SIGNUP_LIMIT_PER_HOUR: " " });
    // One hop trusted: the proxy in front of this loopback peer said the request came over HTTPS.
    // (Express read "1" as the address 0.0.0.1, so nothing was trusted and no HSTS was sent.)
    const res = await fetch(`${server.url}/healthz`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});

/** The one line a server that could not start printed: an error naming what, without a stack. */
function onlyLine(output: string): string {
  const lines = output.trim().split("\n");
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as { level: string; msg: string; stack?: string };
  expect(line.level).toBe("error");
  expect(line.stack).toBeUndefined();
  return line.msg;
}

/**
 * A folder this test can make unwritable for the server: as root (who may write anywhere) the
 * server runs as nobody, when nobody can read this checkout; otherwise the folder is made
 * read-only. Null when neither works here.
 */
function readOnlyFolderRun(): { folder: string; options: SpawnOptions } | null {
  const folder = mkdtempSync(join(tmpdir(), "dealfinder-ro-"));
  dirs.push(folder);
  if (process.getuid?.() !== 0) {
    chmodSync(folder, 0o555);
    return { folder, options: {} };
  }
  // Readable by all, writable by root only; nobody must be able to read the checkout to start.
  chmodSync(folder, 0o755);
  const canRead = spawnCheck(["-e", "require('fs').readFileSync('build/server/index.js'); require('express')"], 65534);
  return canRead ? { folder, options: { uid: 65534, gid: 65534 } } : null;
}

function spawnCheck(args: string[], uid: number): boolean {
  return spawnSync(process.execPath, args, { cwd: process.cwd(), uid, gid: uid }).status === 0;
}

// A database that cannot be opened said only SQLite's words ("unable to open database file",
// "attempt to write a readonly database", "file is not a database"), naming no file (decision 236).
describe("a database the server cannot open", { timeout: 60_000 }, () => {
  it("a file that is not a database: one line naming the file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dealfinder-env-"));
    dirs.push(dir);
    const file = join(dir, "notes.db");
    writeFileSync(file, "not a database\n".repeat(100));
    const { code, output } = await runToExit({ DATABASE_URL: file });
    expect(code).toBe(1);
    expect(onlyLine(output)).toBe(
      `Cannot open the database ${file}: file is not a database. Check DATABASE_URL, and that the folder and the file are the server's user's to write.`,
    );
  });

  it("a folder that cannot be made: one line naming it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dealfinder-env-"));
    dirs.push(dir);
    writeFileSync(join(dir, "file"), "");
    const file = join(dir, "file", "data", "app.db");
    const { code, output } = await runToExit({ DATABASE_URL: file });
    expect(code).toBe(1);
    expect(onlyLine(output)).toMatch(
      new RegExp(`^Cannot open the database ${file}: its folder ${join(dir, "file", "data")} could not be made \\(ENOTDIR: not a directory`),
    );
  });

  it.each([
    ["with SESSION_SECRET set", "env-test-secret"],
    ["with a generated session secret", undefined],
  ])("a folder the server's user cannot write, %s: one line naming the folder and the user", async (_, secret) => {
    const run = readOnlyFolderRun();
    if (!run) return;
    const file = join(run.folder, "app.db");
    const { code, output } = await runToExit({ DATABASE_URL: file, SESSION_SECRET: secret }, run.options);
    expect(code).toBe(1);
    const msg = onlyLine(output);
    expect(msg).toMatch(new RegExp(`its folder ${run.folder} is not writable by (nobody|\\w+)`));
    expect(msg).toContain(secret ? `Cannot open the database ${file}` : `Cannot keep the generated session secret at ${join(run.folder, ".session-secret")}`);
    expect(readdirSync(run.folder)).toEqual([]);
  });
});

// A port another process holds stopped the server with Node's "Unhandled 'error' event" and a
// stack of a dozen lines, after the database was opened and the data checked.
describe("a port the server cannot listen on", { timeout: 60_000 }, () => {
  it("one line naming the port and what to do, exit 1", async () => {
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(0, r));
    const port = (holder.address() as { port: number }).port;
    const dir = mkdtempSync(join(tmpdir(), "dealfinder-env-"));
    dirs.push(dir);
    copyFileSync(inject("templateDb"), join(dir, "app.db"));
    try {
      const { code, output } = await runToExit({ DATABASE_URL: join(dir, "app.db"), PORT: String(port) });
      expect(code).toBe(1);
      expect(onlyLine(output)).toBe(`Cannot listen on port ${port}: another process is using it. Stop it, or set PORT to a free port.`);
    } finally {
      holder.close();
    }
  });
});
