/**
 * `npm run bench:load`: requests per second and latency of the product's pages, each as a ratio
 * to a bare React Router 7.18 route served the same way (tests/bench/bare) in the same run, and
 * the time until the login form is submittable on a slow link (400 kbit/s, 400 ms), with
 * JavaScript on (hydrated) and off (DOMContentLoaded). Ratios, not absolute numbers, because this
 * machine is shared and noisy: each page is measured right after a bare run.
 *
 * A reference row comes first: the same bare page in a bare app given as many routes as ours
 * (routes no request visits). React Router's per-request work grows with the route count, so
 * that row is the ceiling for any page of this product against the two-route yardstick.
 *
 * Needs `npm run build` first. BENCH_SECONDS (default 5), BENCH_ROUNDS (default 3, odd) and
 * BENCH_CONNECTIONS (default 20). `npm run bench:load -- --slow-link` times only the login form
 * on the slow link (a change to what a page downloads needs no load rows).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import productRoutes from "../../app/routes";
import { setPlan } from "../support/plans";
import { BENCH_QUESTIONS, BENCH_SEARCH, benchSignup } from "./bench-user";

const require = createRequire(import.meta.url);
type AutocannonResult = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
const autocannon = require("autocannon") as (opts: Record<string, unknown>) => Promise<AutocannonResult>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS % 2 === 0) throw new Error("BENCH_ROUNDS must be an odd whole number (the median round is kept)");
const WARM_UP_SECONDS = 2;
const SLOW_ROUNDS = 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SLOW_LINK_ONLY = process.argv.includes("--slow-link");

function start(args: string[], env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? "", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 120_000);
    const onData = (d: Buffer) => {
      output += d;
      const m = /Listening on http:\/\/localhost:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        // From here on the server's output (a log line per request for ours, none for the bare
        // one) is drained unread: scanning or keeping it would cost this process, which also
        // drives autocannon and the browser, more for our app than for the bare one.
        child.stdout!.off("data", onData);
        child.stderr!.off("data", onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({ url: `http://127.0.0.1:${m[1]}`, child });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
}

async function load(url: string, headers: Record<string, string> = {}, duration = SECONDS) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers });
}

/** Failed requests (non-2xx answers, errors and timeouts) spoil a row: said in it, not hidden. */
const failures = (r: AutocannonResult) => (r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : "");

async function prepare(base: string, dbFile: string) {
  const user = benchSignup();
  const res = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(user),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  await setPlan(dbFile, user.email, "pro");
  const form = (path: string, message: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ message }),
    });
  const first = await form("/chat", BENCH_SEARCH);
  const chat = first.headers.get("location")!;
  for (const q of BENCH_QUESTIONS) await form(chat, q);
  return { cookie, chat };
}

/**
 * Milliseconds until the login form is submittable on the slow link, for our app and the bare one:
 * the two alternate in one browser (a fresh context, cold cache, each time) after one uncounted
 * visit each, so neither takes the browser's first-launch costs or a noisier moment alone.
 */
async function slowLink(urls: { app: string; bare: string }, js: boolean) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const visit = async (url: string) => {
    const context = await browser.newContext({ javaScriptEnabled: js });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 400,
        downloadThroughput: 400_000 / 8,
        uploadThroughput: 400_000 / 8,
      });
      const t0 = Date.now();
      await page.goto(url, { waitUntil: js ? "commit" : "domcontentloaded", timeout: 120_000 });
      if (js) {
        await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined, null, { timeout: 120_000, polling: 50 });
      }
      await page.getByRole("button", { name: /log in/i }).waitFor({ timeout: 120_000 });
      return Date.now() - t0;
    } finally {
      await context.close();
    }
  };
  try {
    await visit(urls.app);
    await visit(urls.bare);
    const app: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < SLOW_ROUNDS; i++) {
      app.push(await visit(urls.app));
      bare.push(await visit(urls.bare));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[(xs.length - 1) / 2]!;
    return { app: median(app), bare: median(bare) };
  } finally {
    await browser.close();
  }
}

type RouteEntry = { children?: RouteEntry[] };
const countRoutes = (routes: RouteEntry[]): number => routes.reduce((n, r) => n + 1 + countRoutes(r.children ?? []), 0);

function buildBare(env: Record<string, string>) {
  const built = spawnSync("npx", ["react-router", "build", "tests/bench/bare"], { stdio: "pipe", env: { ...process.env, ...env } });
  if (built.status !== 0) throw new Error(built.stderr.toString());
}

async function main() {
  if (!existsSync("build/server/index.js")) spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  const routeCount = countRoutes(productRoutes as RouteEntry[]);
  buildBare({});
  buildBare({ BARE_FILLER_ROUTES: String(routeCount - 2), BARE_BUILD: "build-routes" });

  const dir = mkdtempSync(join(tmpdir(), "dealfinder-load-"));
  const dbFile = join(dir, "app.db");
  const app = await start(["server.js"], { PORT: "0", DATABASE_URL: dbFile, SESSION_SECRET: "bench-secret" });
  const bare = await start(["tests/bench/bare/server.mjs", "0"], {});
  const bareRoutes = await start(["tests/bench/bare/server.mjs", "0", "build-routes"], {});
  try {
    const { cookie, chat } = await prepare(app.url, dbFile);
    const targets: { name: string; url: string; headers?: Record<string, string>; aim: number }[] = [
      { name: `reference: the bare page, app with our ${routeCount} routes`, url: `${bareRoutes.url}/`, aim: 0 },
      { name: "landing /", url: `${app.url}/`, aim: 0.9 },
      { name: "login /login", url: `${app.url}/login`, aim: 0.9 },
      { name: "/dashboard (signed in)", url: `${app.url}/dashboard`, headers: { Cookie: cookie }, aim: 0.8 },
      { name: "20-message conversation", url: `${app.url}${chat}`, headers: { Cookie: cookie }, aim: 0.6 },
      { name: "/methodology", url: `${app.url}/methodology`, aim: 0 },
    ];
    const rows: string[] = [];
    for (const t of SLOW_LINK_ONLY ? [] : targets) {
      // Warm both up first (the JIT), then alternate bare and page; the median round is kept.
      await load(`${bare.url}/`, {}, WARM_UP_SECONDS);
      await load(t.url, t.headers, WARM_UP_SECONDS);
      const rounds: { ratio: number; r: AutocannonResult; base: AutocannonResult }[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const base = await load(`${bare.url}/`);
        if (base.non2xx || base.errors) throw new Error(`bare route: ${failures(base)}`);
        const r = await load(t.url, t.headers);
        rounds.push({ ratio: r.requests.average / base.requests.average, r, base });
      }
      console.error(`measured ${t.name}: ${rounds.map((x) => x.ratio.toFixed(2)).join(", ")} (in run order)`);
      const { ratio, r, base } = [...rounds].sort((a, b) => a.ratio - b.ratio)[(rounds.length - 1) / 2]!;
      rows.push(
        `| ${t.name} | ${r.requests.average.toFixed(0)} | ${base.requests.average.toFixed(0)} | ${ratio.toFixed(2)}× | ${t.aim ? `≥ ${t.aim}×` : "–"} | ${r.latency.p50} / ${r.latency.p99} ms${failures(r)} |`,
      );
    }
    if (!SLOW_LINK_ONLY) {
      console.log(`\nLoad: ${CONNECTIONS} connections, loopback, after a ${WARM_UP_SECONDS} s warm-up; median of ${ROUNDS} rounds of ${SECONDS} s, each against the bare route right before\n`);
      console.log("| page | req/s | bare req/s | ratio | aim | p50 / p99 |");
      console.log("|---|---|---|---|---|---|");
      for (const row of rows) console.log(row);
    }

    const logins = { app: `${app.url}/login`, bare: `${bare.url}/login` };
    const withJs = await slowLink(logins, true);
    const withoutJs = await slowLink(logins, false);
    const slow = { appJs: withJs.app, bareJs: withJs.bare, appNoJs: withoutJs.app, bareNoJs: withoutJs.bare };
    console.log(`\nLogin form submittable on a 400 kbit/s, 400 ms link (median of ${SLOW_ROUNDS}, ours and bare alternating, cold cache)\n`);
    console.log("| | ours | bare | difference | aim |");
    console.log("|---|---|---|---|---|");
    console.log(`| JavaScript on (hydrated) | ${(slow.appJs / 1000).toFixed(2)} s | ${(slow.bareJs / 1000).toFixed(2)} s | ${((slow.appJs - slow.bareJs) / 1000).toFixed(2)} s | within 0.5 s |`);
    console.log(`| JavaScript off (form in the DOM) | ${(slow.appNoJs / 1000).toFixed(2)} s | ${(slow.bareNoJs / 1000).toFixed(2)} s | ${((slow.appNoJs - slow.bareNoJs) / 1000).toFixed(2)} s | under 1.2 s |`);
  } finally {
    app.child.kill("SIGTERM");
    bare.child.kill("SIGTERM");
    bareRoutes.child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
