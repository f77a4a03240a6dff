/**
 * Starts the real production server (`node server.js`) on a free port with its own SQLite
 * file, as a child process, and stops it afterwards. Needs `npm run build` first.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, inject } from "vitest";
import { setPlan } from "./plans";

export type TestServer = {
  url: string;
  dbFile: string;
  dir: string;
  output: () => string;
  /** The server process (for signals and its exit code). */
  child: ChildProcess;
  stop: () => Promise<void>;
};

/** `beforeStart` may change the database file the server is about to open. */
export async function startServer(
  env: Record<string, string> = {},
  options: { beforeStart?: (dbFile: string) => void } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "dealfinder-test-"));
  const dbFile = join(dir, "app.db");
  // Start from the template built once per run (migrations and shipped data already in).
  const template = inject("templateDb");
  if (template && !env.FRESH_DATABASE) copyFileSync(template, dbFile);
  options.beforeStart?.(dbFile);
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: "0",
      DATABASE_URL: dbFile,
      SESSION_SECRET: "test-secret-one,test-secret-old",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (d) => (output += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout!.on("data", (d: Buffer) => {
      output += d;
      const match = /Listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  // A server that dies while tests still use it says so (with its output) instead of leaving
  // only "connection refused" behind.
  let stopping = false;
  child.on("exit", (code, signal) => {
    if (!stopping) process.stderr.write(`\n[test server ${url} exited early: code ${code}, signal ${signal}]\n${output}\n`);
  });
  return {
    url,
    dbFile,
    dir,
    output: () => output,
    child,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A tiny cookie jar: enough to follow one browser-like client through the app. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly origin: string | null = base,
  ) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line) || value === "") {
        this.cookies.delete(name);
      } else this.cookies.set(name, value);
    }
  }

  async request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    if (this.origin && init.method && init.method !== "GET") headers.set("Origin", this.origin);
    const response = await fetch(this.base + path, { ...init, headers, redirect: "manual" });
    this.store(response);
    return response;
  }

  get(path: string) {
    return this.request(path);
  }

  /** A native form post, as a browser with JavaScript off sends it (a field may repeat in `URLSearchParams`). */
  form(path: string, fields: Record<string, string> | URLSearchParams) {
    return this.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: new URLSearchParams(fields),
    });
  }

  json(path: string, body: unknown, method = "POST") {
    return this.request(path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }
}

let counter = 0;
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

export const GOOD_PASSWORD = "Investor2025";

export async function signUp(client: Client, overrides: Partial<Record<string, string>> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const response = await client.form("/signup", {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    password: GOOD_PASSWORD,
    ...overrides,
  } as Record<string, string>);
  return { email, response };
}

export { setPlan } from "./plans";

/** A signed-up user on `plan` with a cookie-jar client, and the user's id (read from the database file). */
export async function newUser(server: TestServer, plan: "free" | "pro" | "enterprise" = "free") {
  const client = new Client(server.url);
  const { email } = await signUp(client);
  if (plan !== "free") await setPlan(server.dbFile, email, plan);
  const db = new Database(server.dbFile, { readonly: true });
  try {
    const user = db.prepare("select id from users where email = ?").get(email.toLowerCase()) as { id: string };
    return { client, email, userId: user.id };
  } finally {
    db.close();
  }
}

/**
 * One server for the whole test file, with a read-only handle on its database file (opened and
 * closed with it), and the helpers the HTTP tests share: a new user on a plan, and a user's usage.
 */
export function useServerWithDb() {
  let server: TestServer | undefined;
  let db: Database.Database | undefined;
  beforeAll(async () => {
    server = await startServer();
    db = new Database(server.dbFile, { readonly: true });
  });
  afterAll(async () => {
    db?.close();
    await server?.stop();
  });
  const t = {
    get server() {
      if (!server) throw new Error("useServerWithDb: no server outside the tests");
      return server;
    },
    get db() {
      if (!db) throw new Error("useServerWithDb: no database outside the tests");
      return db;
    },
    newUser: (plan: "free" | "pro" | "enterprise" = "free") => newUser(t.server, plan),
    /** Searches and questions the user has spent (0 and 0 before the first). */
    usage: (userId: string) =>
      (t.db.prepare("select searches_used as s, questions_used as q from usage_counters where user_id = ?").get(userId) as
        | { s: number; q: number }
        | undefined) ?? { s: 0, q: 0 },
  };
  return t;
}
