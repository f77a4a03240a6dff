/**
 * The chat's writes are grouped in transactions on each side of the assistant's await: a
 * failure half-way leaves nothing half-written, and an answer whose conversation went while it
 * was being written is still kept. In process, on a real SQLite file with the migrations.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMessage, keepAnswer } from "../../app/server/chat.server";
import { createConversation, listConversations } from "../../app/server/conversations.server";
import { inTransaction, openDatabase, type Db } from "../../app/server/db.server";
import { toggleSaved } from "../../app/server/saved-deals.server";
import { getUsage } from "../../app/server/usage.server";
import { createUser, type PublicUser } from "../../app/server/users.server";

let dir: string;
let db: Db;

beforeAll(() => {
  process.env.SESSION_SECRET ??= "unit-test-secret";
  dir = mkdtempSync(join(tmpdir(), "dealfinder-tx-"));
  db = openDatabase(join(dir, "app.db"));
});
afterAll(() => {
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
async function newUser(): Promise<PublicUser> {
  n += 1;
  return createUser(db, { email: `tx${n}@example.com`, password: "Investor2025", firstName: "T", lastName: "X" });
}

const count = (sql: string, ...args: unknown[]) => (db.$client.prepare(sql).get(...args) as { n: number }).n;

describe("inTransaction", () => {
  it("rolls every statement back when the function throws", async () => {
    const user = await newUser();
    expect(() =>
      inTransaction(db, () => {
        createConversation(db, user.id, "first");
        createConversation(db, user.id, "second");
        throw new Error("half-way");
      }),
    ).toThrow("half-way");
    expect(count("select count(*) as n from conversations where user_id = ?", user.id)).toBe(0);
  });

  it("refuses a function that returns a promise (a transaction never spans an await)", () => {
    expect(() => inTransaction(db, (async () => 1) as unknown as () => number)).toThrow();
  });
});

describe("sending a message", () => {
  it("stores the question, the answer and one use together", async () => {
    const user = await newUser();
    const result = await sendMessage(db, user, { message: "What is Section 24?" });
    expect(result.ok).toBe(true);
    expect(getUsage(db, user).questionsUsed).toBe(1);
    expect(count("select count(*) as n from messages m join conversations c on c.id = m.conversation_id where c.user_id = ?", user.id)).toBe(2);
  });

  it("leaves nothing half-written when a write fails after the use was taken", async () => {
    const user = await newUser();
    // The user's message cannot be stored: the use taken and the conversation opened in the same
    // transaction must go too.
    db.$client.exec(`create temp trigger fail_messages before insert on messages
      begin select raise(abort, 'disk full (simulated)'); end`);
    try {
      await expect(sendMessage(db, user, { message: "What is Section 24?" })).rejects.toThrow(/simulated/);
    } finally {
      db.$client.exec("drop trigger fail_messages");
    }
    expect(getUsage(db, user).questionsUsed).toBe(0);
    expect(count("select count(*) as n from conversations where user_id = ?", user.id)).toBe(0);
  });
});

describe("keeping an answer", () => {
  it("keeps the paid answer in a new conversation when its own went meanwhile", async () => {
    const user = await newUser();
    const question = { role: "user" as const, content: "Is a 2 bed flat a good buy?", kind: "chat" as const };
    const conversationId = createConversation(db, user.id, question.content).id;
    db.$client.prepare("delete from conversations where id = ?").run(conversationId);
    const kept = keepAnswer(db, user.id, conversationId, question, { role: "assistant", content: "It depends.", kind: "chat" });
    expect(kept).not.toBe(conversationId);
    expect(listConversations(db, user.id).map((c) => c.id)).toContain(kept);
    const rows = db.$client.prepare("select role, content from messages where conversation_id = ? order by created_at").all(kept);
    expect(rows).toEqual([
      { role: "user", content: question.content },
      { role: "assistant", content: "It depends." },
    ]);
  });
});

describe("the save toggle", () => {
  it("saves, then unsaves, with one row at most", async () => {
    const user = await newUser();
    db.$client
      .prepare(
        `insert into deals (id, external_id, title, price, location, property_type, property_kind, roi, yield, score, description, status, valuation)
         values (1, 'tx-1', 'Test deal', 100000, 'Leeds', 'House', 'terraced', 5, 6, 70, 'A deal', 'sold', '{}')`,
      )
      .run();
    expect(toggleSaved(db, user.id, 1)).toBe(true);
    expect(count("select count(*) as n from saved_deals where user_id = ?", user.id)).toBe(1);
    expect(toggleSaved(db, user.id, 1)).toBe(false);
    expect(count("select count(*) as n from saved_deals where user_id = ?", user.id)).toBe(0);
  });
});

describe("inTransaction and another process's writes", () => {
  it("takes the write lock at its start (BEGIN IMMEDIATE), so a read-then-write cannot be refused half-way", () => {
    // A second connection to the same file, as `npm run admin` beside the running server is.
    const other = new Database(db.$client.name, { timeout: 0 });
    try {
      const user = (other.prepare("select count(*) as n from users").get() as { n: number }).n;
      inTransaction(db, () => {
        // Only a read so far: a deferred transaction would hold no write lock yet, and the other
        // connection could commit, after which this one's first write fails with SQLITE_BUSY.
        db.$client.prepare("select count(*) from users").get();
        expect(() => other.exec("BEGIN IMMEDIATE")).toThrow(/database is locked/);
      });
      // Once it has committed, the other connection writes as usual.
      other.exec("BEGIN IMMEDIATE");
      other.exec("COMMIT");
      expect((other.prepare("select count(*) as n from users").get() as { n: number }).n).toBe(user);
    } finally {
      other.close();
    }
  });
});
