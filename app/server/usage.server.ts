/**
 * Plan usage, counted and enforced on the server (spec sections 4 and 6): a free user has 3
 * searches and 2 questions in total; paid plans are unlimited. Each use is taken with one
 * conditional UPDATE, so parallel requests can never take more than the limit, and a refused
 * request changes nothing. A user back on Free after a paid plan may have used more than the
 * limit: the counters are kept, and shown at the limit, none left (decision 148).
 */
import { UPGRADE_REASONS } from "~/lib/upgrade-reasons";
import { NOT_CHARGED } from "~/lib/assistant/small-talk";
import { eq, sql } from "drizzle-orm";
import { usageCounters } from "../../db/schema";
import { FREE_QUESTION_LIMIT, FREE_SEARCH_LIMIT } from "~/lib/plans";
import type { ChatAnswer } from "./assistant/types";
import { prepared, type Db } from "./db.server";
import { planOf, type Plan, type PublicUser } from "./users.server";

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
  const searchLimit = free ? FREE_SEARCH_LIMIT : null;
  const questionLimit = free ? FREE_QUESTION_LIMIT : null;
  return {
    plan: planOf(user),
    searchesUsed: shownUsed(row?.searchesUsed ?? 0, searchLimit),
    questionsUsed: shownUsed(row?.questionsUsed ?? 0, questionLimit),
    searchLimit,
    questionLimit,
  };
}

/**
 * The figure shown: never more than the limit. Uses made on a paid plan stay counted after it
 * ends (decision 148), so "5 of 3 used" is shown as 3 of 3, none left; `tryConsume` reads the
 * counter itself, so the gating is unchanged.
 */
function shownUsed(used: number, limit: number | null): number {
  return limit === null ? used : Math.min(used, limit);
}

/** Sets both counters to 0 (the admin's reset-usage, and activating a paid plan). */
export function resetUsage(db: Db, userId: string): void {
  db.update(usageCounters)
    .set({ searchesUsed: 0, questionsUsed: 0, updatedAt: new Date() })
    .where(eq(usageCounters.userId, userId))
    .run();
}

/**
 * What a plan change does to usage, wherever it is made (Stripe's activation, the admin's
 * set-plan): from Free to a paid plan both counters go back to 0 (spec section 4, "Activating
 * pro"; decisions 145, 148). A renewal, a switch between paid plans and the way back to Free
 * reset nothing. True when it reset. Synchronous: call it in the plan change's transaction.
 */
export function resetUsageOnActivation(db: Db, userId: string, from: Plan, to: Plan): boolean {
  if (from !== "free" || to === "free") return false;
  resetUsage(db, userId);
  return true;
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
