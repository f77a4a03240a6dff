import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { FREE_QUESTION_LIMIT, FREE_SEARCH_LIMIT } from "~/lib/plans";
import { openDatabase } from "~/server/db.server";
import { builtinEngine } from "~/server/assistant/builtin.server";
import {
  chargeIfAnswered,
  getUsage,
  refund,
  refundOnFailure,
  resetUsageOnActivation,
  tryConsume,
} from "~/server/usage.server";
import { createTestUser, useTempDatabase } from "../support/db";

const db = useTempDatabase("each", { empty: true });

function counters(userId: string) {
  return db().$client.prepare("select searches_used s, questions_used q, updated_at t from usage_counters where user_id = ?").get(userId) as
    | { s: number; q: number; t: number }
    | undefined;
}

describe("usage on the free plan", () => {
  it("starts at zero with the free limits", async () => {
    const user = await createTestUser(db());
    expect(getUsage(db(), user)).toEqual({
      plan: "free",
      searchesUsed: 0,
      questionsUsed: 0,
      searchLimit: 3,
      questionLimit: 2,
    });
    expect([FREE_SEARCH_LIMIT, FREE_QUESTION_LIMIT]).toEqual([3, 2]);
  });

  it("takes searches up to the limit, then refuses without changing anything", async () => {
    const user = await createTestUser(db());
    expect([1, 2, 3].map(() => tryConsume(db(), user, "search"))).toEqual([true, true, true]);
    const before = counters(user.id);
    expect(before).toMatchObject({ s: 3, q: 0 });
    expect(tryConsume(db(), user, "search")).toBe(false);
    expect(tryConsume(db(), user, "search")).toBe(false);
    expect(counters(user.id)).toEqual(before);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 3, questionsUsed: 0 });
  });

  it("counts questions apart from searches, with their own limit of 2", async () => {
    const user = await createTestUser(db());
    expect(tryConsume(db(), user, "search")).toBe(true);
    expect(tryConsume(db(), user, "question")).toBe(true);
    expect(tryConsume(db(), user, "question")).toBe(true);
    expect(tryConsume(db(), user, "question")).toBe(false);
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 1, questionsUsed: 2 });
  });

  it("keeps each user's counters apart", async () => {
    const a = await createTestUser(db());
    const b = await createTestUser(db());
    for (let i = 0; i < 3; i++) tryConsume(db(), a, "search");
    expect(tryConsume(db(), a, "search")).toBe(false);
    expect(tryConsume(db(), b, "search")).toBe(true);
    expect(getUsage(db(), b).searchesUsed).toBe(1);
  });

  it("refunds one use, never below zero, and the refunded use can be taken again", async () => {
    const user = await createTestUser(db());
    tryConsume(db(), user, "question");
    tryConsume(db(), user, "question");
    expect(tryConsume(db(), user, "question")).toBe(false);
    refund(db(), user.id, "question");
    expect(getUsage(db(), user).questionsUsed).toBe(1);
    expect(tryConsume(db(), user, "question")).toBe(true);
    refund(db(), user.id, "search");
    refund(db(), user.id, "search");
    expect(getUsage(db(), user)).toMatchObject({ searchesUsed: 0, questionsUsed: 2 });
  });
});

describe("usage on paid plans", () => {
  for (const plan of ["pro", "enterprise"] as const) {
    it(`${plan} is unlimited and still counted`, async () => {
      const user = await createTestUser(db(), plan);
      const results = Array.from({ length: 12 }, () => tryConsume(db(), user, "search"));
      expect(results.every(Boolean)).toBe(true);
      expect(Array.from({ length: 5 }, () => tryConsume(db(), user, "question")).every(Boolean)).toBe(true);
      expect(getUsage(db(), user)).toEqual({
        plan,
        searchesUsed: 12,
        questionsUsed: 5,
        searchLimit: null,
        questionLimit: null,
      });
    });
  }
});

describe("from a paid plan back to Free, and back again (decision 148)", () => {
  it("shows what was used on the paid plan at the limit, none left, and still refuses", async () => {
    const pro = await createTestUser(db(), "pro");
    for (let i = 0; i < 5; i++) tryConsume(db(), pro, "search");
    for (let i = 0; i < 4; i++) tryConsume(db(), pro, "question");
    const free = { ...pro, subscriptionPlan: "free" };
    expect(resetUsageOnActivation(db(), pro.id, "pro", "free")).toBe(false);
    expect(getUsage(db(), free)).toEqual({ plan: "free", searchesUsed: 3, questionsUsed: 2, searchLimit: 3, questionLimit: 2 });
    const before = counters(pro.id);
    expect(before).toMatchObject({ s: 5, q: 4 });
    expect(tryConsume(db(), free, "search")).toBe(false);
    expect(tryConsume(db(), free, "question")).toBe(false);
    expect(counters(pro.id)).toEqual(before);
    // A refund on Free (the answer failed) gives back a use the user never had left: still none.
    refund(db(), pro.id, "search");
    expect(getUsage(db(), free).searchesUsed).toBe(3);
    expect(tryConsume(db(), free, "search")).toBe(false);
  });

  it("resets both counters only from Free to a paid plan", async () => {
    const user = await createTestUser(db());
    tryConsume(db(), user, "search");
    tryConsume(db(), user, "question");
    for (const [from, to] of [["pro", "enterprise"], ["enterprise", "pro"], ["pro", "pro"], ["pro", "free"], ["free", "free"]] as const) {
      expect(resetUsageOnActivation(db(), user.id, from, to), `${from} to ${to}`).toBe(false);
      expect(counters(user.id)).toMatchObject({ s: 1, q: 1 });
    }
    expect(resetUsageOnActivation(db(), user.id, "free", "enterprise")).toBe(true);
    expect(counters(user.id)).toMatchObject({ s: 0, q: 0 });
    tryConsume(db(), user, "search");
    expect(resetUsageOnActivation(db(), user.id, "free", "pro")).toBe(true);
    expect(counters(user.id)).toMatchObject({ s: 0, q: 0 });
  });
});

describe("parallel consumes", () => {
  it("10 connections consuming at once get exactly 3 searches", async () => {
    const user = await createTestUser(db());
    const file = db().$client.name;
    // Ten separate connections, interleaved in one event loop (as requests are in the one process).
    const connections = Array.from({ length: 10 }, () => openDatabase(file));
    const results = await Promise.all(connections.map(async (c) => tryConsume(c, user, "search")));
    connections.forEach((c) => c.$client.close());
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(getUsage(db(), user).searchesUsed).toBe(3);
  });

  // Threads load TypeScript through tsx (about half a second each), so: 4 threads × 3 tries.
  it("12 consumes from 4 threads released together get exactly 3 searches", { timeout: 30_000 }, async () => {
    const user = await createTestUser(db());
    const file = db().$client.name;
    const THREADS = 4;
    // The gate: 0 closed, 1 open. Each thread says "ready" just before it waits at the gate.
    const barrier = new SharedArrayBuffer(4);
    const gate = new Int32Array(barrier);
    const workers = Array.from(
      { length: THREADS },
      () =>
        new Worker(new URL("./usage-worker.mjs", import.meta.url), {
          workerData: { file, user: { id: user.id, subscriptionPlan: user.subscriptionPlan }, barrier, tries: 3 },
        }),
    );
    const ready: Promise<void>[] = [];
    const results = workers.map((w) => {
      ready.push(new Promise((resolve) => w.once("message", () => resolve())));
      return new Promise<boolean[]>((resolve, reject) => {
        w.on("message", (m: { taken?: boolean[] }) => m.taken && resolve(m.taken));
        w.once("error", reject);
        w.once("exit", (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
      });
    });
    await Promise.all(ready);
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    const taken = (await Promise.all(results)).flat();
    expect(taken).toHaveLength(12);
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(getUsage(db(), user).searchesUsed).toBe(3);
  });
});

describe("refundOnFailure", () => {
  it("gives the use back and answers with the fallback when the answer fails, and keeps it when it does not", async () => {
    const user = await createTestUser(db());
    expect(tryConsume(db(), user, "question")).toBe(true);
    const quiet = console.error;
    console.error = () => {};
    try {
      const failed = await refundOnFailure(db(), user.id, "question", async () => Promise.reject(new Error("model down")), "sorry");
      expect(failed).toBe("sorry");
    } finally {
      console.error = quiet;
    }
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 0 });

    expect(tryConsume(db(), user, "question")).toBe(true);
    expect(await refundOnFailure(db(), user.id, "question", async () => "an answer", "sorry")).toBe("an answer");
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 1 });
  });
});

describe("chargeIfAnswered (decision 115)", () => {
  it("charges on the engine's answered flag, not on the words, and gives back a failed answer only once", async () => {
    const user = await createTestUser(db());
    // Both questions are taken first, as the chat does before it asks the engine.
    expect(tryConsume(db(), user, "question")).toBe(true);
    expect(tryConsume(db(), user, "question")).toBe(true);

    // The built-in engine says it did not answer a poem: given back, and the reply says so.
    const poem = await chargeIfAnswered(db(), user.id, () => builtinEngine.answerChat("write me a poem", []), "sorry");
    expect(poem).toMatch(/^That's outside what the built-in assistant knows.*\(This did not count as a question\.\)$/s);
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 1 });

    // An answer that is words only, with no flag read from them: kept and charged.
    const kept = await chargeIfAnswered(db(), user.id, async () => ({ text: "That's outside what the built-in assistant knows, but here goes.", answered: true }), "sorry");
    expect(kept).toBe("That's outside what the built-in assistant knows, but here goes.");
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 1 });

    // A failure is given back once, not a second time as an unanswered reply.
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await chargeIfAnswered(db(), user.id, async () => Promise.reject(new Error("model down")), "sorry")).toBe("sorry");
    } finally {
      console.error = quiet;
    }
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 0 });
  });

  it("charges a question the built-in engine answers from its knowledge base", async () => {
    const user = await createTestUser(db());
    expect(tryConsume(db(), user, "question")).toBe(true);
    const answer = await chargeIfAnswered(db(), user.id, () => builtinEngine.answerChat("What is Section 24?", []), "sorry");
    expect(answer).toMatch(/mortgage interest/i);
    expect(answer).not.toMatch(/did not count/);
    expect(getUsage(db(), user)).toMatchObject({ questionsUsed: 1 });
  });
});
