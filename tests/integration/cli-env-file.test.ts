/**
 * The commands read a `.env` file in the working directory as the server does, so they open the
 * server's database. `npm run admin` and `npm run data:import` ignored it: with DATABASE_URL set
 * only there, they made and used a new, empty ./data/app.db.
 *
 * The commands run as an operator runs them (`npm run …` in the checkout), in a copy of the
 * checkout made mostly of links to this one, with a `.env` of its own (this checkout's own
 * `.env`, if any, is left alone).
 */
import { execFile } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

let checkout: string;
let dataDir: string;
let database: string;

beforeAll(() => {
  checkout = mkdtempSync(join(tmpdir(), "dealfinder-dotenv-"));
  for (const entry of ["app", "server", "node_modules", "package.json", "tsconfig.json"]) {
    symlinkSync(resolve(entry), join(checkout, entry));
  }
  // The commands' own files are copied: a command runs only when it is the file started
  // (`invokedDirectly`), which a link's real path is not. The shipped data stays a link.
  cpSync(resolve("db"), join(checkout, "db"), { recursive: true, filter: (file) => file !== resolve("db/data") });
  symlinkSync(resolve("db/data"), join(checkout, "db/data"));
  // The server's database, elsewhere (as /var/lib/dealfinder is), with one user in it.
  dataDir = mkdtempSync(join(tmpdir(), "dealfinder-dotenv-data-"));
  database = join(dataDir, "app.db");
  copyFileSync(inject("templateDb"), database);
  const db = new Database(database);
  db.prepare("insert into users (id, email, password_hash, first_name, last_name) values (?, ?, ?, ?, ?)").run(
    "dotenv-user",
    "ada@example.com",
    "scrypt$unused",
    "Ada",
    "Lovelace",
  );
  db.close();
  // Comments and blank values as a copied .env.example has them; DATABASE_URL only here.
  writeFileSync(join(checkout, ".env"), `# The server's database\nDATABASE_URL=${database}\nSESSION_SECRET=\nPORT=\n`);
});
afterAll(() => {
  rmSync(checkout, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

function npmRun(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return npmRunWith({}, ...args);
}

/** `npm run -s <args>` in the checkout with `env` added to its environment (which wins over .env). */
function npmRunWith(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile("npm", ["run", "-s", ...args], { cwd: checkout, env: { PATH: process.env.PATH ?? "", HOME: checkout, ...env } }, (error, stdout, stderr) =>
      done({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

function read<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(database, { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

// Each command starts npm and tsx (a few seconds on a busy machine).
describe("the commands read .env as the server does", { timeout: 120_000 }, () => {
  it("npm run admin changes the user in the database .env names", async () => {
    const result = await npmRun("admin", "--", "set-plan", "ada@example.com", "pro");
    expect(result.stderr).not.toContain("No user");
    expect(result.code).toBe(0);
    expect(read("select subscription_plan as plan from users where email = ?", "ada@example.com")).toEqual({ plan: "pro" });
    expect(existsSync(join(checkout, "data"))).toBe(false);
  });

  it("npm run data:import writes to the database .env names", async () => {
    const result = await npmRun("data:import", "--", "compliance", "allow", "example.co.uk", "--reason", "Terms allow reuse");
    expect(result.code).toBe(0);
    expect(read("select status from website_compliance where domain = ?", "example.co.uk")).toEqual({ status: "allowed" });
    expect(existsSync(join(checkout, "data"))).toBe(false);
  });

  // They made a new, empty database wherever DATABASE_URL pointed: an operator whose settings are
  // in /etc/dealfinder.env (read by the unit, not by the commands) got "No users yet." from
  // list-users, "No user with the email" from set-plan, and imports into ./data/app.db, all while
  // the server's database was untouched (decision 234).
  it("admin, data:import and data:update refuse a database that is not there, and make none", async () => {
    const folder = join(dataDir, "elsewhere");
    const missing = join(folder, "app.db");
    const commands = [
      ["admin", "--", "list-users"],
      ["admin", "--", "set-plan", "ada@example.com", "pro"],
      ["data:import", "--", "compliance", "list"],
      ["data:update", "--", "--no-hpi", "--no-monthly"],
    ];
    const results = await Promise.all(commands.map((args) => npmRunWith({ DATABASE_URL: missing }, ...args)));
    results.forEach((result, i) => {
      expect(result.code, commands[i]!.join(" ")).toBe(1);
      expect(result.stderr).toContain(`No database at ${missing}`);
      expect(result.stderr).toContain("DATABASE_URL");
      expect(result.stdout).toBe("");
    });
    expect(existsSync(folder)).toBe(false);
  });
});
