/**
 * Crash safety (decision 045): the real server takes a burst of writes from many clients —
 * sign-ups, chat messages, saved deals, profile changes — and is killed with SIGKILL in the middle
 * of it. The database file must pass `PRAGMA integrity_check` and hold every write the server
 * acknowledged (a 2xx/3xx response received), and the app must start again on it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { Client, setPlan, signUp, startServer } from "../support/server";

let dir: string;
let dbFile: string;
let child: ChildProcess | undefined;

/** `node server.js` as the support helper starts it, but with the process at hand to kill. */
async function spawnServer(): Promise<string> {
  child = spawn(process.execPath, ["server.js"], {
    env: { PATH: process.env.PATH ?? "", PORT: "0", DATABASE_URL: dbFile, SESSION_SECRET: "crash-test-secret" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (d) => (output += d));
  return new Promise((resolve, reject) => {
    child!.stdout!.on("data", (d: Buffer) => {
      output += d;
      const match = /Listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child!.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "dealfinder-crash-"));
  dbFile = join(dir, "app.db");
  copyFileSync(inject("templateDb"), dbFile);
});
afterAll(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Writes the server acknowledged, by kind. */
const acked = {
  signups: [] as string[],
  messages: [] as { email: string; text: string }[],
  saves: [] as { email: string; dealId: number }[],
  /** Per user: the last acknowledged first name, and one sent but not acknowledged (it may or may not have landed). */
  names: new Map<string, { acked: string; unsure?: string }>(),
};

describe("a SIGKILL in the middle of a burst of writes", () => {
  it("loses no acknowledged write and leaves a sound database", { timeout: 90_000 }, async () => {
    const url = await spawnServer();
    const seed = new Database(dbFile, { readonly: true });
    const deals = seed.prepare("select id from deals order by id limit 400").pluck().all() as number[];
    seed.close();

    const WORKERS = 8;
    const KILL_AFTER = 60;
    let total = 0;
    let killed = false;
    const ack = () => {
      total += 1;
      if (total >= KILL_AFTER && !killed) {
        killed = true;
        child!.kill("SIGKILL");
      }
    };
    const ok = (res: Response) => res.status >= 200 && res.status < 400;

    async function worker(w: number) {
      try {
        // Each worker: a new user (a pro, so nothing is limited), then writes of every kind in turn.
        const client = new Client(url);
        const { email, response } = await signUp(client);
        if (!ok(response)) throw new Error(`sign-up ${response.status}`);
        acked.signups.push(email);
        ack();
        await setPlan(dbFile, email, "pro");
        for (let round = 0; !killed; round++) {
          const text = `What is Section 24? (${w}.${round})`;
          if (ok(await client.form("/chat", { message: text }))) {
            acked.messages.push({ email, text });
            ack();
          }
          const dealId = deals[w * 50 + round]!;
          if (ok(await client.form(`/deals/${dealId}`, { intent: "save" }))) {
            acked.saves.push({ email, dealId });
            ack();
          }
          const name = `Name${w}x${round}`;
          const entry = acked.names.get(email) ?? { acked: "Ada" };
          entry.unsure = name;
          acked.names.set(email, entry);
          if (ok(await client.form("/account", { intent: "profile", firstName: name, lastName: "Lovelace" }))) {
            acked.names.set(email, { acked: name });
            ack();
          }
          // A new account now and then, from another client.
          const other = await signUp(new Client(url));
          if (ok(other.response)) {
            acked.signups.push(other.email);
            ack();
          }
        }
      } catch {
        // The server died under this worker: its in-flight request was never acknowledged.
      }
    }
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    await new Promise<void>((resolve) => (child!.exitCode !== null || child!.signalCode ? resolve() : child!.once("exit", () => resolve())));
    expect(killed).toBe(true);
    expect(child!.signalCode).toBe("SIGKILL");
    expect(acked.messages.length).toBeGreaterThan(0);
    expect(acked.saves.length).toBeGreaterThan(0);

    // The WAL the killed process left is recovered on open.
    expect(existsSync(`${dbFile}-wal`)).toBe(true);
    const db = new Database(dbFile);
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(db.pragma("foreign_key_check")).toEqual([]);
      const userId = db.prepare("select id from users where email = ?").pluck();
      for (const email of acked.signups) expect(userId.get(email), email).toBeTypeOf("string");
      const message = db.prepare(
        "select count(*) from messages m join conversations c on c.id = m.conversation_id join users u on u.id = c.user_id where u.email = ? and m.role = 'user' and m.content = ?",
      ).pluck();
      for (const m of acked.messages) expect(message.get(m.email, m.text), m.text).toBe(1);
      const saved = db.prepare(
        "select count(*) from saved_deals s join users u on u.id = s.user_id where u.email = ? and s.deal_id = ?",
      ).pluck();
      for (const s of acked.saves) expect(saved.get(s.email, s.dealId), `${s.email} ${s.dealId}`).toBe(1);
      const firstName = db.prepare("select first_name from users where email = ?").pluck();
      for (const [email, name] of acked.names) {
        expect([name.acked, name.unsure]).toContain(firstName.get(email));
      }
    } finally {
      db.close();
    }

    // The app starts again on the file and serves the data.
    const again = await startServer({ DATABASE_URL: dbFile });
    try {
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
