/**
 * What the admin command does to accounts, as functions on a database (so they are testable and
 * the command stays a thin parser). Emails are matched case-insensitively, as at log-in.
 */
import { asc, eq, sql } from "drizzle-orm";
import { usageCounters, users } from "../schema";
import { inTransaction, type Db } from "../../app/server/db.server";
import { resetUsage, resetUsageOnActivation } from "../../app/server/usage.server";
import { planOf } from "../../app/server/users.server";

export const ADMIN_PLANS = ["free", "pro", "enterprise"] as const;
export type AdminPlan = (typeof ADMIN_PLANS)[number];

export function isAdminPlan(value: string): value is AdminPlan {
  return (ADMIN_PLANS as readonly string[]).includes(value);
}

export class UnknownUserError extends Error {
  constructor(email: string) {
    super(`No user with the email ${email}.`);
  }
}

/** Paid plans are "active"; free is "free" (the column's default). */
export function statusForPlan(plan: AdminPlan) {
  return plan === "free" ? "free" : "active";
}

function findByEmail(db: Db, email: string) {
  const user = db
    .select({ id: users.id, email: users.email, subscriptionPlan: users.subscriptionPlan })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .get();
  if (!user) throw new UnknownUserError(email);
  return user;
}

/**
 * Puts the user on `plan` with the matching status; from Free to a paid plan both usage
 * counters go back to 0, as Stripe's activation does (`usageReset`, decision 148). Throws
 * UnknownUserError.
 */
export function setUserPlan(db: Db, email: string, plan: AdminPlan) {
  return inTransaction(db, () => {
    const user = findByEmail(db, email);
    const row = db
      .update(users)
      .set({ subscriptionPlan: plan, subscriptionStatus: statusForPlan(plan), updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning({ email: users.email, plan: users.subscriptionPlan, status: users.subscriptionStatus })
      .get()!;
    return { ...row, usageReset: resetUsageOnActivation(db, user.id, planOf(user), plan) };
  });
}

/** Sets the user's search and question counters back to 0. Throws UnknownUserError. */
export function resetUserUsage(db: Db, email: string) {
  return inTransaction(db, () => {
    const user = findByEmail(db, email);
    resetUsage(db, user.id);
    return user;
  });
}

export type UserListing = {
  email: string;
  name: string;
  plan: string;
  status: string;
  searchesUsed: number;
  questionsUsed: number;
  createdAt: Date;
};

/** Every account, oldest first, with its usage. */
export function listUsers(db: Db): UserListing[] {
  return db
    .select({
      email: users.email,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      plan: users.subscriptionPlan,
      status: users.subscriptionStatus,
      searchesUsed: sql<number>`coalesce(${usageCounters.searchesUsed}, 0)`,
      questionsUsed: sql<number>`coalesce(${usageCounters.questionsUsed}, 0)`,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(usageCounters, eq(usageCounters.userId, users.id))
    .orderBy(asc(users.createdAt), asc(users.email))
    .all();
}

/**
 * Characters a terminal obeys rather than shows: C0 and C1 controls (escape sequences, newlines)
 * and the bidirectional overrides and isolates, which reorder what follows them on screen.
 */
const TERMINAL_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text as a terminal shows it and does not obey it: each control written as its escape (`\x1b`,
 * `\n`, `\u202e`). A name is whatever its user typed, and list-users prints it to the operator's
 * terminal: an escape sequence could clear the screen or set its title, a newline forge a row.
 */
function visible(text: string): string {
  return text.replace(TERMINAL_CONTROLS, (c) => {
    const code = c.charCodeAt(0);
    if (c === "\n") return "\\n";
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/** The listing as aligned text lines (a header, then one line per user), every cell `visible`. */
export function formatUserList(rows: UserListing[]): string[] {
  if (rows.length === 0) return ["No users yet."];
  const table = [
    ["EMAIL", "NAME", "PLAN", "STATUS", "SEARCHES", "QUESTIONS", "CREATED"],
    ...rows.map((r) =>
      [r.email, r.name, r.plan, r.status, String(r.searchesUsed), String(r.questionsUsed), r.createdAt.toISOString().slice(0, 10)].map(visible),
    ),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  return table.map((line) => line.map((cell, i) => cell.padEnd(widths[i]!)).join("  ").trimEnd());
}
