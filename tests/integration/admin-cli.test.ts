/**
 * `npm run admin`: the real command (a child process) on a running test server's database file.
 */
import { execFile } from "node:child_process";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageText } from "../support/html";
import { Client, signUp, startServer, type TestServer } from "../support/server";
import { setQuestionsUsed, setSearchesUsed } from "../support/usage";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "db/admin/cli.ts", ...args],
      { cwd: process.cwd(), env: { PATH: process.env.PATH ?? "", DATABASE_URL: server.dbFile, SESSION_SECRET: "test-secret-one" } },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

async function planOf(client: Client) {
  const res = await client.get("/api/auth/user");
  expect(res.status).toBe(200);
  const user = (await res.json()) as { subscriptionPlan: string; subscriptionStatus: string };
  return { plan: user.subscriptionPlan, status: user.subscriptionStatus };
}

// Each run starts tsx (a few seconds on a busy machine): a longer time limit than the default.
// Each test has its own user and every run names its user, so the tests run at once, and the
// refusals, which change nothing, are started together: the processes overlap their start-up.
describe("npm run admin", { timeout: 120_000, concurrent: true }, () => {
  it("set-plan changes the plan a signed-in user sees at once, with the matching status", async ({ expect }) => {
    const client = new Client(server.url);
    const { email } = await signUp(client);
    expect(await planOf(client)).toEqual({ plan: "free", status: "free" });

    const pro = await admin("set-plan", email.toUpperCase(), "pro");
    expect(pro.code, pro.stderr).toBe(0);
    expect(pro.stdout).toContain(`${email.toLowerCase()}: plan pro, status active.`);
    expect(await planOf(client)).toEqual({ plan: "pro", status: "active" });

    const enterprise = await admin("set-plan", email, "enterprise");
    expect(enterprise.code, enterprise.stderr).toBe(0);
    expect(await planOf(client)).toEqual({ plan: "enterprise", status: "active" });

    const free = await admin("set-plan", email, "free");
    expect(free.code, free.stderr).toBe(0);
    expect(await planOf(client)).toEqual({ plan: "free", status: "free" });
  });

  it("set-plan from Free to a paid plan resets usage as activation does; back on Free the shown figure stops at the limit (decision 148)", async ({
    expect,
  }) => {
    const client = new Client(server.url);
    const { email } = await signUp(client);
    const db = new Database(server.dbFile, { readonly: true });
    const usage = () =>
      db
        .prepare("select searches_used as s, questions_used as q from usage_counters join users on users.id = usage_counters.user_id where email = ?")
        .get(email.toLowerCase());
    const { id } = db.prepare("select id from users where email = ?").get(email.toLowerCase()) as { id: string };
    try {
      setSearchesUsed(server.dbFile, id, 3);
      setQuestionsUsed(server.dbFile, id, 2);
      const pro = await admin("set-plan", email, "pro");
      expect(pro.stdout).toContain(`${email.toLowerCase()}: plan pro, status active. Searches and questions used set to 0.`);
      expect(usage()).toEqual({ s: 0, q: 0 });

      // Used on Pro; a move between paid plans and the way back to Free keep the counts.
      setSearchesUsed(server.dbFile, id, 5);
      setQuestionsUsed(server.dbFile, id, 4);
      const enterprise = await admin("set-plan", email, "enterprise");
      expect(enterprise.stdout).not.toContain("set to 0");
      const free = await admin("set-plan", email, "free");
      expect(free.stdout).toBe(`${email.toLowerCase()}: plan free, status free.\n`);
      expect(usage()).toEqual({ s: 5, q: 4 });

      // The sidebar (on /plan, /billing, every page) says none left, never "5 of 3".
      for (const path of ["/plan", "/billing", "/dashboard"]) {
        const text = pageText(await (await client.get(path)).text());
        expect(text, path).toContain("Searches 0 of 3 left 3 of 3 used");
        expect(text, path).toContain("Questions 0 of 2 left 2 of 2 used");
        expect(text, path).not.toMatch(/[45] of [23] used/);
      }
      // The server still refuses, and counts nothing.
      const search = await client.json("/api/ai/search", { query: "houses in Bury" });
      expect(search.status).toBe(403);
      expect(usage()).toEqual({ s: 5, q: 4 });

      expect((await admin("set-plan", email, "pro")).stdout).toContain("Searches and questions used set to 0.");
      expect(usage()).toEqual({ s: 0, q: 0 });
    } finally {
      db.close();
    }
  });

  it("refuses an unknown user, plan or command with a message and a non-zero exit, changing nothing", async ({ expect }) => {
    const client = new Client(server.url);
    const { email } = await signUp(client);

    const [nobody, gold, frob, missing, unknownReset] = await Promise.all([
      admin("set-plan", "nobody@example.com", "pro"),
      admin("set-plan", email, "gold"),
      admin("frobnicate"),
      admin("reset-usage"),
      admin("reset-usage", "nobody@example.com"),
    ]);
    expect(nobody.code).not.toBe(0);
    expect(nobody.stderr).toContain("No user with the email nobody@example.com.");

    expect(gold.code).not.toBe(0);
    expect(gold.stderr).toContain('Unknown plan "gold": use one of free, pro, enterprise.');
    expect(await planOf(client)).toEqual({ plan: "free", status: "free" });

    expect(frob.code).not.toBe(0);
    expect(frob.stderr).toContain('Unknown command "frobnicate".');
    expect(frob.stderr).toContain("Usage: npm run admin -- <command>");

    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain("reset-usage takes <email>.");

    expect(unknownReset.code).not.toBe(0);
  });

  it("reset-usage sets the counters back to 0 and list-users shows plan and usage", async ({ expect }) => {
    const client = new Client(server.url);
    const { email } = await signUp(client);
    const ask = await client.json("/api/ai/chat", { message: "What is Section 24?", conversationHistory: [] });
    expect(ask.status).toBe(200);

    const before = await admin("list-users");
    expect(before.code, before.stderr).toBe(0);
    expect(before.stdout).toMatch(/^EMAIL\s+NAME\s+PLAN\s+STATUS\s+SEARCHES\s+QUESTIONS\s+CREATED/);
    const line = (out: string) => out.split("\n").find((l) => l.startsWith(email.toLowerCase()))!;
    const cells = line(before.stdout).split(/\s{2,}/);
    expect(cells.slice(0, 6)).toEqual([email.toLowerCase(), "Ada Lovelace", "free", "free", "0", "1"]);
    expect(cells[6]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const reset = await admin("reset-usage", email);
    expect(reset.code, reset.stderr).toBe(0);
    const db = new Database(server.dbFile, { readonly: true });
    const row = db
      .prepare("select searches_used as s, questions_used as q from usage_counters join users on users.id = usage_counters.user_id where email = ?")
      .get(email.toLowerCase());
    db.close();
    expect(row).toEqual({ s: 0, q: 0 });
    expect(line((await admin("list-users")).stdout).split(/\s{2,}/).slice(4, 6)).toEqual(["0", "0"]);
  });

  it("list-users writes a name's control characters as text, so a user cannot drive the operator's terminal", async ({ expect }) => {
    // Third outside attack: a name is whatever its user typed. Escape sequences went to the
    // terminal as they were (clear the screen, set the title), and a newline forged a row.
    const client = new Client(server.url);
    const { email } = await signUp(client);
    const forged = "boss@example.com  Boss  enterprise  active  0  0  2026-01-01";
    const saved = await client.json("/api/user/profile", { firstName: "Eve\u001b[2J\u001b]0;owned\u0007", lastName: `X\n${forged}\u202e` }, "PUT");
    expect(saved.status).toBe(200);
    const list = await admin("list-users");
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(list.stdout.split("\n").filter((l) => l.startsWith("boss@example.com"))).toEqual([]);
    const line = list.stdout.split("\n").find((l) => l.startsWith(email.toLowerCase()))!;
    expect(line).toContain(String.raw`Eve\x1b[2J\x1b]0;owned\x07 X\n${forged}\u202e`);
  });
});
