/**
 * How a subscription's state (as read from Stripe) becomes the user's plan (decision 027), on a
 * real SQLite file with the migrations.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageCounters, users } from "../../db/schema";
import { inTransaction, openDatabase, type Db } from "../../app/server/db.server";
import {
  applySubscription,
  findUserByCustomerId,
  recordEvent,
  saveCustomerId,
} from "../../app/server/billing/subscription-state.server";

let dir: string;
let db: Db;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "dealfinder-billing-"));
  db = openDatabase(join(dir, "app.db"));
});
afterAll(() => {
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
function newUser(plan = "free") {
  n += 1;
  return db
    .insert(users)
    .values({ email: `billing${n}@example.com`, passwordHash: "x", firstName: "A", lastName: "B", subscriptionPlan: plan })
    .returning()
    .get();
}
const read = (id: string) => db.select().from(users).where(eq(users.id, id)).get()!;
const apply = (userId: string, id: string, status: string) =>
  inTransaction(db, () => applySubscription(db, userId, { id, status }));

describe("applySubscription", () => {
  it("grants Pro for active, trialing and past_due, recording the status", () => {
    const user = newUser();
    for (const status of ["active", "trialing", "past_due"]) {
      apply(user.id, "sub_1", status);
      expect(read(user.id)).toMatchObject({ subscriptionPlan: "pro", subscriptionStatus: status, stripeSubscriptionId: "sub_1" });
    }
  });

  it("returns the user to free when the current subscription ends", () => {
    const user = newUser();
    apply(user.id, "sub_1", "active");
    apply(user.id, "sub_1", "canceled");
    expect(read(user.id)).toMatchObject({ subscriptionPlan: "free", subscriptionStatus: "canceled" });
  });

  it("ignores the end of an old subscription while a newer one is active", () => {
    const user = newUser();
    apply(user.id, "sub_old", "active");
    apply(user.id, "sub_new", "active");
    apply(user.id, "sub_old", "canceled");
    expect(read(user.id)).toMatchObject({ subscriptionPlan: "pro", subscriptionStatus: "active", stripeSubscriptionId: "sub_new" });
  });

  it("writes nothing when the state is unchanged", () => {
    const user = newUser();
    apply(user.id, "sub_1", "active");
    const before = read(user.id);
    apply(user.id, "sub_1", "active");
    expect(read(user.id).updatedAt).toEqual(before.updatedAt);
  });

  it("never changes an Enterprise plan", () => {
    const user = newUser("enterprise");
    apply(user.id, "sub_1", "active");
    expect(read(user.id).subscriptionPlan).toBe("enterprise");
    apply(user.id, "sub_1", "canceled");
    expect(read(user.id)).toMatchObject({ subscriptionPlan: "enterprise", subscriptionStatus: "canceled" });
  });
});

describe("activating Pro resets the usage counters (spec section 4)", () => {
  const used = (userId: string) =>
    db.select({ s: usageCounters.searchesUsed, q: usageCounters.questionsUsed }).from(usageCounters).where(eq(usageCounters.userId, userId)).get();
  const spend = (userId: string, s: number, q: number) =>
    db
      .insert(usageCounters)
      .values({ userId, searchesUsed: s, questionsUsed: q })
      .onConflictDoUpdate({ target: usageCounters.userId, set: { searchesUsed: s, questionsUsed: q } })
      .run();

  it("from Free to Pro only, not on a renewal, a past_due or an Enterprise plan", () => {
    const user = newUser();
    spend(user.id, 3, 2);
    apply(user.id, "sub_1", "incomplete");
    expect(used(user.id)).toEqual({ s: 3, q: 2 });
    apply(user.id, "sub_1", "active");
    expect(used(user.id)).toEqual({ s: 0, q: 0 });
    spend(user.id, 5, 4);
    apply(user.id, "sub_1", "past_due");
    apply(user.id, "sub_1", "active");
    apply(user.id, "sub_2", "active");
    expect(used(user.id)).toEqual({ s: 5, q: 4 });
    // Back to Free and on to Pro again: a new activation.
    apply(user.id, "sub_2", "canceled");
    expect(used(user.id)).toEqual({ s: 5, q: 4 });
    apply(user.id, "sub_3", "active");
    expect(used(user.id)).toEqual({ s: 0, q: 0 });
    const enterprise = newUser("enterprise");
    spend(enterprise.id, 1, 1);
    apply(enterprise.id, "sub_4", "active");
    expect(used(enterprise.id)).toEqual({ s: 1, q: 1 });
  });
});

describe("customers and events", () => {
  it("keeps the first customer id stored and finds the user by it", () => {
    const user = newUser();
    expect(saveCustomerId(db, user.id, "cus_first")).toBe("cus_first");
    expect(saveCustomerId(db, user.id, "cus_second")).toBe("cus_first");
    expect(findUserByCustomerId(db, "cus_first")?.id).toBe(user.id);
    expect(findUserByCustomerId(db, "cus_second")).toBeUndefined();
  });

  it("records an event id once", () => {
    expect(recordEvent(db, "evt_1", "customer.subscription.updated")).toBe(true);
    expect(recordEvent(db, "evt_1", "customer.subscription.updated")).toBe(false);
  });
});
