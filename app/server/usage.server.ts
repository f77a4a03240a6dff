/**
 * Plan usage, counted and enforced on the server (spec sections 4 and 6): a free user has 3
 * searches and 2 questions in total; paid plans are unlimited. Each use is taken with one
 * conditional UPDATE, so parallel requests can never take more than the limit, and a refused
 * request changes nothing.
 */
import { UPGRADE_REASONS } from "~/lib/upgrade-reasons";
import { NOT_CHARGED } from "~/lib/assistant/small-talk";
import { eq, sql } from "drizzle-orm";
import { usageCounters } from "../../db/schema";
import { FREE_QUESTION_LIMIT, FREE_SEARCH_LIMIT } from "~/lib/plans";
import type { ChatAnswer } from "./assistant/types";
import { prepared, type Db } from "./db.server";
import { planOf, type PublicUser } from "./users.server";

export type UsageKind = "search" | "question";

export type Usage = {
  plan: ReturnType<typeof planOf>;
  searchesUsed: number;
  questionsUsed: number;
  /** null: unlimited. */
  searchLimit: number | null;
  questionLimit: number | null;
};

const COLUMN = { search: "searches_used", question: "questions_used" } as const;
const LIMIT = { search: FREE_SEARCH_LIMIT, question: FREE_QUESTION_LIMIT } as const;

function ensureRow(db: Db, userId: string) {
  db.insert(usageCounters).values({ userId }).onConflictDoNothing().run();
}

export function getUsage(db: Db, user: Pick<PublicUser, "id" | "subscriptionPlan">): Usage {
  const byUser = prepared(db, "usage.byUser", () =>
    db.select().from(usageCounters).where(eq(usageCounters.userId, sql.placeholder("userId"))).prepare(),
  );
  const row = byUser.get({ userId: user.id });
  const free = planOf(user) === "free";
  return {
    plan: planOf(user),
    searchesUsed: row?.searchesUsed ?? 0,
    questionsUsed: row?.questionsUsed ?? 0,
    searchLimit: free ? FREE_SEARCH_LIMIT : null,
    questionLimit: free ? FREE_QUESTION_LIMIT : null,
  };
}

/** Takes one use if the plan allows it. Returns false, changing nothing, when it does not. */
export function tryConsume(db: Db, user: Pick<PublicUser, "id" | "subscriptionPlan">, kind: UsageKind): boolean {
  ensureRow(db, user.id);
  const column = COLUMN[kind];
  const unlimited = planOf(user) !== "free";
  const result = db.$client
    .prepare(
      `update usage_counters set ${column} = ${column} + 1, updated_at = ?
       where user_id = ? and (? or ${column} < ?)`,
    )
    .run(Date.now(), user.id, unlimited ? 1 : 0, LIMIT[kind]);
  return result.changes === 1;
}

/** Gives a use back when the server, not the user, failed to deliver it. */
export function refund(db: Db, userId: string, kind: UsageKind) {
  const column = COLUMN[kind];
  db.$client
    .prepare(`update usage_counters set ${column} = max(${column} - 1, 0) where user_id = ?`)
    .run(userId);
}

/**
 * Produces a paid answer. If the server fails to deliver it (the assistant throws), the use is
 * given back and `fallback` is answered instead: a failure never costs the user a use.
 */
export async function refundOnFailure<T>(
  db: Db,
  userId: string,
  kind: UsageKind,
  produce: () => Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await produce();
  } catch (error) {
    console.error(error);
    refund(db, userId, kind);
    return fallback;
  }
}

/**
 * A chat question's answer, charged only if it was answered. If the engine throws, the use is
 * given back and `fallback` is answered. If the engine says it did not answer ("write me a poem",
 * "what's the weather?"), the use is given back and the reply says so (decisions 108, 115).
 */
export async function chargeIfAnswered(
  db: Db,
  userId: string,
  produce: () => Promise<ChatAnswer>,
  fallback: string,
): Promise<string> {
  const reply = await refundOnFailure(db, userId, "question", produce, { text: fallback, answered: true });
  if (reply.answered) return reply.text;
  refund(db, userId, "question");
  return `${reply.text} ${NOT_CHARGED}`;
}

export const LIMIT_TOASTS = { search: UPGRADE_REASONS.search, question: UPGRADE_REASONS.question } as const;
