/**
 * `npm run bench:render -- <build A> <build B>`: how long two server builds take to answer the
 * same pages, in one process, without HTTP. It runs alternating rounds (A then B, then B then
 * A) and prints the median time per request and B/A for three pages:
 * - the landing page;
 * - /dashboard, signed in;
 * - a 20-message conversation (one search, nine questions).
 *
 * This measures a change to rendering (decision 063) with the noise of a shared machine mostly
 * cancelled. `bench:load` measures the whole server against the bare route.
 *
 * To compare a change, keep a copy of the build before it, build again, then compare the two
 * folders. The copy must be inside this repository, so that its imports resolve in node_modules:
 *   cp -r build tests/.tmp/build-before && (make the change) && npm run build
 *   npm run bench:render -- tests/.tmp/build-before build
 * Both builds share one temporary database, so they must have the same schema.
 * BENCH_ROUNDS (default 7, odd) and BENCH_REQUESTS (requests per round and page, default 300).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { setPlan } from "../support/plans";
import { BENCH_QUESTIONS, BENCH_SEARCH, benchSignup } from "./bench-user";

const [dirA, dirB] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error("usage: npm run bench:render -- <build A> <build B>");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS % 2 === 0) throw new Error("BENCH_ROUNDS must be an odd whole number");
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

// React and React Router pick their builds when first loaded: production, as server.js runs them.
process.env.NODE_ENV = "production";
const dir = mkdtempSync(join(tmpdir(), "dealfinder-render-ab-"));
process.env.DATABASE_URL = join(dir, "app.db");
process.env.SESSION_SECRET ??= "bench-secret";
const { createRequestHandler, RouterContextProvider } = await import("react-router");

type Handler = (path: string, init?: { method?: string; body?: URLSearchParams | string; headers?: Record<string, string> }) => Promise<Response>;

async function load(folder: string): Promise<Handler> {
  const build = await import(pathToFileURL(resolve(folder, "server/index.js")).href);
  const { db } = await build.entry.module.onServerStart();
  const handle = createRequestHandler(build, "production");
  return async (path, init = {}) => {
    const context = new RouterContextProvider();
    context.set(build.entry.module.requestInfoContext, { ip: "127.0.0.1", nonce: "bench", requestId: "bench", log: { userId: null } });
    context.set(build.entry.module.dbContext, db);
    return handle(new Request(`http://localhost${path}`, init), context);
  };
}

/** A Pro user with a 20-message conversation, made through build A's own routes. */
async function prepare(handle: Handler) {
  const user = benchSignup();
  const signup = await handle("/api/auth/signup", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(user),
  });
  if (signup.status !== 200 && signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const cookie = signup.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  await setPlan(process.env.DATABASE_URL!, user.email, "pro");
  const post = (path: string, message: string) =>
    handle(path, { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ message }) });
  const first = await post("/chat", BENCH_SEARCH);
  const chat = first.headers.get("location");
  if (!chat) throw new Error(`a new chat answered ${first.status} without a Location`);
  for (const q of BENCH_QUESTIONS) await post(chat, q);
  return { cookie, chat };
}

/** Microseconds per request over one round, and the page's size. */
async function round(handle: Handler, path: string, headers: Record<string, string>) {
  let bytes = 0;
  const start = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const res = await handle(path, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    bytes = body.length;
  }
  return { us: ((performance.now() - start) * 1000) / REQUESTS, bytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) / 2]!;

try {
  const a = await load(dirA);
  const b = await load(dirB);
  const { cookie, chat } = await prepare(a);
  const pages: { name: string; path: string; headers: Record<string, string> }[] = [
    { name: "landing /", path: "/", headers: {} },
    { name: "/dashboard (signed in)", path: "/dashboard", headers: { Cookie: cookie } },
    { name: "20-message conversation", path: chat, headers: { Cookie: cookie } },
  ];
  const rows: string[] = [];
  for (const page of pages) {
    await round(a, page.path, page.headers);
    await round(b, page.path, page.headers);
    const timesA: number[] = [];
    const timesB: number[] = [];
    let sizes = { a: 0, b: 0 };
    for (let i = 0; i < ROUNDS; i++) {
      // A then B, then B then A: neither build always runs right after the other.
      const first = i % 2 === 0 ? a : b;
      const second = first === a ? b : a;
      const r1 = await round(first, page.path, page.headers);
      const r2 = await round(second, page.path, page.headers);
      const [ra, rb] = first === a ? [r1, r2] : [r2, r1];
      timesA.push(ra.us);
      timesB.push(rb.us);
      sizes = { a: ra.bytes, b: rb.bytes };
    }
    const [ma, mb] = [median(timesA), median(timesB)];
    console.error(`measured ${page.name}`);
    rows.push(`| ${page.name} | ${(ma / 1000).toFixed(2)} ms (${sizes.a} B) | ${(mb / 1000).toFixed(2)} ms (${sizes.b} B) | ${(mb / ma).toFixed(3)} |`);
  }
  console.log(`\nRender in one process: median of ${ROUNDS} alternating rounds of ${REQUESTS} requests\n`);
  console.log(`| page | A: ${dirA} | B: ${dirB} | B/A |`);
  console.log("|---|---|---|---|");
  for (const row of rows) console.log(row);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
