/**
 * Issue 11, findings 6, 7 and 8: paid AI usage. Refused requests spend nothing; fair-use
 * limits per user (rate and concurrency) and per address; a slow answer is never lost.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FAIR_USE, FAIR_USE_MESSAGE } from "~/lib/fair-use";
import { startFakeOpenAI } from "../fakes/openai";
import { inputValue } from "../support/html";
import { Client, setPlan, signUp, startServer, type TestServer } from "../support/server";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let server: TestServer;
let dealId: number;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startServer({ OPENAI_API_KEY: "sk-test-key", OPENAI_BASE_URL: fake.baseURL });
  const db = new Database(server.dbFile, { readonly: true });
  dealId = (db.prepare("select min(id) as id from deals").get() as { id: number }).id;
  db.close();
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});
beforeEach(() => fake.reset());

let addressCounter = 0;
/** Each user arrives from an address of their own (X-Forwarded-For is trusted from loopback). */
class AddressedClient extends Client {
  constructor(
    base: string,
    readonly address = `10.2.0.${++addressCounter}`,
  ) {
    super(base);
  }
  override request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("X-Forwarded-For", this.address);
    return super.request(path, { ...init, headers });
  }
}

async function newUser(plan: "free" | "pro", address?: string) {
  const client = new AddressedClient(server.url, address);
  const { email } = await signUp(client);
  if (plan !== "free") await setPlan(server.dbFile, email, plan);
  const db = new Database(server.dbFile, { readonly: true });
  const { id } = db.prepare("select id from users where email = ?").get(email.toLowerCase()) as { id: string };
  db.close();
  return { client, userId: id };
}

function usage(userId: string) {
  const db = new Database(server.dbFile, { readonly: true });
  const row = db.prepare("select searches_used as s, questions_used as q from usage_counters where user_id = ?").get(userId) as
    | { s: number; q: number }
    | undefined;
  const chats = (db.prepare("select count(*) as n from conversations where user_id = ?").get(userId) as { n: number }).n;
  db.close();
  return { s: row?.s ?? 0, q: row?.q ?? 0, chats };
}

const completions = () => fake.requests.filter((r) => r.path === "/v1/chat/completions").length;

describe("finding 6: a refused request spends nothing", () => {
  it("answers 400 to an empty conversationId and takes no free question", async () => {
    const { client, userId } = await newUser("free");
    const res = await client.json("/api/ai/question", { dealId, question: "Is it good?", conversationId: "" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Conversation ID must not be empty");
    expect(usage(userId)).toEqual({ s: 0, q: 0, chats: 0 });
    const missing = await client.json("/api/ai/question", { dealId, question: "Is it good?", conversationId: "no-such-chat" });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("Conversation not found.");
    expect(usage(userId)).toEqual({ s: 0, q: 0, chats: 0 });
    // Too long is said as too long, not as the wrong type.
    const long = await client.json("/api/ai/question", { dealId, question: "a".repeat(60_000) });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe("Question must be at most 1000 characters");
    const longChat = await client.json("/api/ai/chat", { message: "a".repeat(5_000) });
    expect(longChat.status).toBe(400);
    expect((await longChat.json()).message).toMatch(/^Message must be at most \d+ characters$/);
    expect(usage(userId)).toEqual({ s: 0, q: 0, chats: 0 });
    // The free questions are all still there.
    expect((await client.json("/api/ai/question", { dealId, question: "Is it good?" })).status).toBe(200);
    expect(usage(userId).q).toBe(1);
  });
});

/** The fair-use counts of a user and an address in their open windows. */
function fairUseCounts(userId: string, address: string) {
  const db = new Database(server.dbFile, { readonly: true });
  const count = (key: string) => (db.prepare("select count from rate_limits where key = ?").get(key) as { count: number } | undefined)?.count ?? 0;
  const counts = { user: count(`ai:user:${userId}`), address: count(`ai:address:${address}`) };
  db.close();
  return counts;
}

describe("finding 6, continued: a refused request takes no fair-use count either", () => {
  it("gives the count back for a missing conversation, a spent free plan and a blank message, JSON and forms alike", async () => {
    const { client, userId } = await newUser("free");
    const counts = () => fairUseCounts(userId, client.address);
    // An outside review sent these and found each one counted: a free account could use up its
    // network's shared per-address allowance without a single model call.
    for (let i = 0; i < 3; i++) {
      expect((await client.json("/api/ai/question", { dealId, question: "hi", conversationId: "not-a-real-conversation" })).status).toBe(404);
    }
    for (let i = 0; i < 3; i++) expect((await client.form("/chat", { message: "   " })).status).toBe(302);
    expect((await client.form(`/deals/${dealId}`, { intent: "ask", question: " " })).status).toBe(302);
    expect(counts()).toEqual({ user: 0, address: 0 });
    // Two answered questions count; the refusals after the free plan is spent do not.
    for (let i = 0; i < 2; i++) expect((await client.json("/api/ai/chat", { message: `What is Section 24? (${i})` })).status).toBe(200);
    expect(counts()).toEqual({ user: 2, address: 2 });
    for (let i = 0; i < 3; i++) expect((await client.json("/api/ai/chat", { message: "And again?" })).status).toBe(403);
    expect((await client.form(`/deals/${dealId}`, { intent: "ask", question: "Is it good?" })).status).toBe(302);
    expect((await client.form("/chat", { message: "What is Section 24?" })).status).toBe(302);
    expect(counts()).toEqual({ user: 2, address: 2 });
  });
});

describe("finding 7: fair-use limits on the AI", () => {
  it(`stops a paid user after ${FAIR_USE.perUserPerMinute} AI requests a minute, JSON and forms alike, spending nothing`, async () => {
    const { client, userId } = await newUser("pro");
    for (let i = 0; i < FAIR_USE.perUserPerMinute; i++) {
      const res = await client.json("/api/ai/chat", { message: `What is Section 24? (${i})` });
      expect(res.status).toBe(200);
    }
    const calls = completions();
    const before = usage(userId);
    expect(before.q).toBe(FAIR_USE.perUserPerMinute);

    for (const path of ["/api/ai/chat", "/api/ai/question", "/api/ai/search"]) {
      const body = path.endsWith("chat") ? { message: "One more?" } : path.endsWith("question") ? { dealId, question: "One more?" } : { query: "houses in Bury" };
      const res = await client.json(path, body);
      expect(res.status, path).toBe(429);
      expect(res.headers.get("retry-after"), path).toMatch(/^\d+$/);
      expect((await res.json()).message, path).toBe(FAIR_USE_MESSAGE);
    }
    const chat = await client.form("/chat", { message: "What is Section 24?" });
    expect(chat.status).toBe(302);
    expect(chat.headers.get("location")).toBe("/dashboard?draft=What+is+Section+24%3F"); // kept (decision 140)
    expect(await (await client.get("/dashboard")).text()).toContain(FAIR_USE_MESSAGE.replace(/'/g, "&#x27;"));
    const ask = await client.form(`/deals/${dealId}`, { intent: "ask", question: "Is it good?" });
    expect(ask.status).toBe(302);
    expect(await (await client.get(ask.headers.get("location")!)).text()).toContain(FAIR_USE_MESSAGE.replace(/'/g, "&#x27;"));
    // Saving a deal is not an AI request: it still works.
    expect((await client.form(`/deals/${dealId}`, { intent: "save" })).status).toBe(302);

    expect(completions()).toBe(calls);
    expect(usage(userId)).toEqual(before);
  });

  it("counts a deal question whose intent is sent twice, and stops it past the limit (decision 230)", async () => {
    // Third outside attack: the route read the first `intent` (a save: no fair-use count) and the
    // form's schema the last (a question: a model call), so a paid user's questions had no limit.
    const { client, userId } = await newUser("pro");
    const twice = (question: string) => new URLSearchParams([["intent", "save"], ["intent", "ask"], ["question", question]]);
    const first = await client.form(`/deals/${dealId}`, twice("Is it a good deal?"));
    expect(first.status).toBe(302);
    // Read as its first intent, a save: no question asked, no model call, no count.
    expect(first.headers.get("location")).toBe(`/deals/${dealId}`);
    expect(completions()).toBe(0);
    expect(fairUseCounts(userId, client.address).user).toBe(0);
    for (let i = 0; i < FAIR_USE.perUserPerMinute; i++) {
      expect((await client.json("/api/ai/chat", { message: `What is Section 24? (${i})` })).status).toBe(200);
    }
    const calls = completions();
    const before = usage(userId);
    for (const fields of [twice("Is it a good deal now?"), new URLSearchParams([["intent", "ask"], ["intent", "save"], ["question", "And now?"]])]) {
      const res = await client.form(`/deals/${dealId}`, fields);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).not.toContain("#answer");
    }
    expect(completions()).toBe(calls);
    expect(usage(userId)).toEqual(before);
  });

  it(`runs at most ${FAIR_USE.concurrentPerUser} AI requests of one user at a time`, async () => {
    const { client, userId } = await newUser("pro");
    const releases: (() => void)[] = [];
    // hold() holds the next request only: start them one by one.
    const running: Promise<Response>[] = [];
    for (let i = 0; i < FAIR_USE.concurrentPerUser; i++) {
      fake.reset();
      const release = fake.hold();
      releases.push(release);
      running.push(client.json("/api/ai/chat", { message: `Slow question ${i}?` }));
      await vi.waitFor(() => expect(completions()).toBe(1), { timeout: 10_000 });
    }
    const refused = await client.json("/api/ai/chat", { message: "And another?" });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(FAIR_USE_MESSAGE);
    for (const release of releases) release();
    for (const res of await Promise.all(running)) expect(res.status).toBe(200);
    expect(usage(userId).q).toBe(FAIR_USE.concurrentPerUser);
    // Slots are given back: the next request runs.
    expect((await client.json("/api/ai/chat", { message: "Now?" })).status).toBe(200);
  });

  it(`stops an address after ${FAIR_USE.perAddressPerMinute} AI requests a minute, whichever accounts send them`, async () => {
    const address = "10.3.0.1";
    const users = await Promise.all(
      Array.from({ length: Math.ceil(FAIR_USE.perAddressPerMinute / FAIR_USE.perUserPerMinute) + 1 }, () => newUser("pro", address)),
    );
    let sent = 0;
    for (const { client } of users) {
      for (let i = 0; i < FAIR_USE.perUserPerMinute && sent < FAIR_USE.perAddressPerMinute; i++, sent++) {
        expect((await client.json("/api/ai/search", { query: "houses in Bury" })).status).toBe(200);
      }
    }
    const last = users.at(-1)!;
    const res = await last.client.json("/api/ai/search", { query: "houses in Bury" });
    expect(res.status).toBe(429);
    expect(usage(last.userId).s).toBe(0);
  });
});

describe("finding 8: a slow answer survives its conversation leaving the history", () => {
  it("keeps the paid answer in a new conversation when 10 new chats arrive meanwhile", async () => {
    const { client, userId } = await newUser("pro");
    fake.set({ kind: "reply", text: "First answer." });
    const first = await client.form("/chat", { message: "What is Section 24?" });
    const original = first.headers.get("location")!;
    expect(original).toMatch(/^\/chat\//);

    fake.reset();
    fake.set({ kind: "reply", text: "The slow answer about stamp duty." });
    const release = fake.hold();
    const slow = client.form(original, { message: "And stamp duty on a second home?" });
    await vi.waitFor(() => expect(completions()).toBe(1), { timeout: 10_000 });
    fake.set({ kind: "reply", text: "A quick answer." });
    for (let i = 0; i < 10; i++) {
      expect((await client.form("/chat", { message: `What is a HMO licence? (${i})` })).status).toBe(302);
    }
    release();
    const res = await slow;
    expect(res.status).toBe(302);
    const kept = res.headers.get("location")!;
    expect(kept).toMatch(/^\/chat\//);
    expect(kept).not.toBe(original);
    const page = await (await client.get(kept)).text();
    expect(page).toContain("The slow answer about stamp duty.");
    expect(page).toContain("And stamp duty on a second home?");
    expect(usage(userId).chats).toBe(10);
  });
});

describe("a double post of the composer is kept and charged once (decision 141)", () => {
  it("holds the second post of one form until the first is answered, then sends it to that answer", async () => {
    const { client, userId } = await newUser("free");
    const submission = inputValue(await (await client.get("/dashboard")).text(), "submission");
    expect(submission).toMatch(/^[0-9a-f-]{36}$/);
    const fields = { message: "What is Section 24?", submission: submission! };
    fake.set({ kind: "reply", text: "The one answer." });
    const release = fake.hold();
    const first = client.form("/chat", fields);
    await vi.waitFor(() => expect(completions()).toBe(1), { timeout: 10_000 });
    // What the user's chats hold when the second post is answered.
    const second = client.form("/chat", fields).then((res) => ({ res, stored: storedMessages(userId) }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a.headers.get("location")).toMatch(/^\/chat\/[0-9a-f-]{36}#latest$/);
    expect(b.res.headers.get("location")).toBe(a.headers.get("location"));
    // The answer and the dated source of its note (decision 162), stored once.
    expect(b.stored).toHaveLength(2);
    expect(b.stored[0]).toBe("What is Section 24?");
    expect(b.stored[1]).toMatch(/^The one answer\.\n\nSource: HMRC/);
    expect(completions()).toBe(1);
    expect(usage(userId)).toEqual({ s: 0, q: 1, chats: 1 });
    expect(fairUseCounts(userId, client.address)).toEqual({ user: 1, address: 1 });
  });
});

/** Every message in the user's chats, oldest first. */
function storedMessages(userId: string) {
  const db = new Database(server.dbFile, { readonly: true });
  const rows = db
    .prepare("select m.content from messages m join conversations c on c.id = m.conversation_id where c.user_id = ? order by m.rowid")
    .all(userId) as { content: string }[];
  db.close();
  return rows.map((r) => r.content);
}
