/**
 * `npm run bench:soak` (not part of `npm test`): the production server (`node server.js`, needs
 * `npm run build`) on a fresh database with the shipped data, under mixed traffic from 40 virtual
 * users on loopback for 2 minutes (SOAK_SECONDS, SOAK_USERS to change): the landing page, sign-in,
 * the dashboard, searches and questions as pro users, deal pages, the methodology. Prints a table
 * per interval (requests, errors, 5xx, latency, the server's RSS) and exits 1 on any error or 5xx.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { openDatabase } from "../../app/server/db.server";
import { loadShippedData } from "../../db/import/shipped";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const USERS = Number(process.env.SOAK_USERS ?? 40);
const INTERVAL_MS = 15_000;
const PASSWORD = "Investor2025";

const SEARCHES = ["Houses in Manchester", "3 bed terraced houses in Bury under £180k", "cheapest flats in SW19", "Find the best high-yield properties", "detached houses in Newcastle upon Tyne", "Show me apartments under £200k"];
const QUESTIONS = ["What is Section 24?", "How much stamp duty on a £250,000 buy-to-let?", "What is a good gross yield?", "Should I use a limited company?"];

const dir = mkdtempSync(join(tmpdir(), "dealfinder-soak-"));
const dbFile = join(dir, "app.db");
console.log(`Preparing ${dbFile} with the shipped data…`);
const setup = openDatabase(dbFile);
await loadShippedData(setup, { quiet: true });
setup.$client.close();

const child = spawn(process.execPath, ["server.js"], {
  // NODE_ENV=production as in the systemd unit and the container (server.js also sets it before React loads).
  // Every virtual user signs up from 127.0.0.1: the per-address sign-up limit is raised for the soak.
  env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: "0", DATABASE_URL: dbFile, SESSION_SECRET: "soak-secret", SIGNUP_LIMIT_PER_HOUR: "100000" },
  stdio: ["ignore", "pipe", "inherit"],
});
const base = await new Promise<string>((resolve, reject) => {
  let out = "";
  child.stdout.on("data", (d: Buffer) => {
    out += d;
    const m = /Listening on http:\/\/localhost:(\d+)/.exec(out);
    if (m) resolve(`http://127.0.0.1:${m[1]}`);
  });
  child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
});

function rssMb(): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

class Session {
  cookies = new Map<string, string>();
  async request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.method === "POST") headers.set("Origin", base);
    const res = await fetch(base + path, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    await res.arrayBuffer();
    return res;
  }
  form(path: string, fields: Record<string, string>) {
    return this.request(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
  }
}

// The virtual users: each signs up and is made a pro (searches and questions unlimited).
const users: { session: Session; email: string }[] = [];
for (let i = 0; i < USERS; i++) {
  const session = new Session();
  const email = `soak.${i}.${Date.now()}@example.com`;
  const res = await session.form("/signup", { firstName: "Soak", lastName: `User${i}`, email, password: PASSWORD });
  if (res.status !== 302) throw new Error(`sign-up answered ${res.status}`);
  users.push({ session, email });
}
const db = new Database(dbFile);
db.prepare("update users set subscription_plan = 'pro', subscription_status = 'active' where email like 'soak.%'").run();
const dealIds = db.prepare("select id from deals order by random() limit 500").pluck().all() as number[];
db.close();

type Stat = { requests: number; errors: number; server5xx: number; times: number[] };
const newStat = (): Stat => ({ requests: 0, errors: 0, server5xx: 0, times: [] });
let window = newStat();
const total = newStat();
const errorsSeen = new Map<string, number>();
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function timed(label: string, fn: () => Promise<Response>, expected: (s: number) => boolean) {
  const t0 = performance.now();
  let status = 0;
  try {
    status = (await fn()).status;
  } catch (error) {
    status = -1;
    errorsSeen.set(`${label}: ${(error as Error).message}`, (errorsSeen.get(`${label}: ${(error as Error).message}`) ?? 0) + 1);
  }
  const ms = performance.now() - t0;
  for (const s of [window, total]) {
    s.requests += 1;
    s.times.push(ms);
    if (status >= 500) s.server5xx += 1;
    if (!expected(status)) s.errors += 1;
  }
  if (status >= 0 && !expected(status)) errorsSeen.set(`${label} → ${status}`, (errorsSeen.get(`${label} → ${status}`) ?? 0) + 1);
}
const is200 = (s: number) => s === 200;
const is302 = (s: number) => s === 302;

async function virtualUser(user: { session: Session; email: string }, until: number) {
  const anonymous = new Session();
  while (Date.now() < until) {
    const r = Math.random();
    if (r < 0.12) await timed("GET /", () => anonymous.request("/"), is200);
    else if (r < 0.2) await timed("GET /login", () => anonymous.request("/login"), is200);
    else if (r < 0.24) {
      // A fresh sign-in becomes the user's session: each sign-in makes a session, and past the
      // cap of sessions per user (security finding 9) the oldest goes, as in a real browser.
      const fresh = new Session();
      await timed("POST /login", () => fresh.form("/login", { email: user.email, password: PASSWORD }), is302);
      if (fresh.cookies.has("__session")) user.session = fresh;
    }
    else if (r < 0.38) await timed("GET /dashboard", () => user.session.request("/dashboard"), is200);
    else if (r < 0.55) await timed("search", () => user.session.form("/chat", { message: pick(SEARCHES) }), is302);
    else if (r < 0.65) await timed("question", () => user.session.form("/chat", { message: pick(QUESTIONS) }), is302);
    else if (r < 0.9) await timed("GET /deals/:id", () => user.session.request(`/deals/${pick(dealIds)}`), is200);
    else await timed("GET /methodology", () => anonymous.request("/methodology"), is200);
  }
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);
const rows: string[] = [];
const header = "| time | requests | req/s | errors | 5xx | p50 ms | p95 ms | server RSS MB |";
console.log(`\nSoak: ${USERS} virtual users, ${SECONDS} s, on ${base}\n`);
console.log(header);
console.log("|---|---|---|---|---|---|---|---|");
const rss: number[] = [rssMb()];
console.log(`| 0 s | – | – | – | – | – | – | ${rss[0]!.toFixed(0)} |`);
const started = Date.now();
const ticker = setInterval(() => {
  const times = window.times.sort((a, b) => a - b);
  const mb = rssMb();
  rss.push(mb);
  const row = `| ${Math.round((Date.now() - started) / 1000)} s | ${window.requests} | ${(window.requests / (INTERVAL_MS / 1000)).toFixed(0)} | ${window.errors} | ${window.server5xx} | ${pct(times, 50).toFixed(0)} | ${pct(times, 95).toFixed(0)} | ${mb.toFixed(0)} |`;
  rows.push(row);
  console.log(row);
  window = newStat();
}, INTERVAL_MS);
await Promise.all(users.map((u) => virtualUser(u, started + SECONDS * 1000)));
clearInterval(ticker);

const times = total.times.sort((a, b) => a - b);
console.log(`\nTotal: ${total.requests} requests in ${SECONDS} s (${(total.requests / SECONDS).toFixed(0)}/s), errors ${total.errors}, 5xx ${total.server5xx}, p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms, p99 ${pct(times, 99).toFixed(0)} ms`);
const half = Math.floor(rss.length / 2);
console.log(`Server RSS: start ${rss[0]!.toFixed(0)} MB, peak ${Math.max(...rss).toFixed(0)} MB, end ${rss.at(-1)!.toFixed(0)} MB; growth over the second half ${(rss.at(-1)! - rss[half]!).toFixed(0)} MB`);
for (const [what, n] of errorsSeen) console.log(`  ${n} × ${what}`);

child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
rmSync(dir, { recursive: true, force: true });
process.exitCode = total.errors === 0 && total.server5xx === 0 ? 0 : 1;
