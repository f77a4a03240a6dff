import { describe, expect, it } from "vitest";
import { accountAddressLimit, accountLimit, addressLimit } from "~/server/auth.server";
import { hit, isLimited, purgeExpired, reset, type Limit } from "~/server/rate-limit.server";
import { useTempDatabase } from "../support/db";

const db = useTempDatabase("each", { empty: true });
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const limit: Limit = { key: "login:someone@example.com", max: 3, windowMs: 60_000 };

function rows() {
  return db().$client.prepare("select key, count, reset_at as resetAt from rate_limits order by key").all();
}

describe("fixed-window rate limits in SQLite", () => {
  it("is not limited until the maximum is reached within the window", () => {
    expect(isLimited(db(), limit, T0)).toBe(false);
    hit(db(), limit, T0);
    hit(db(), limit, T0 + 1_000);
    expect(isLimited(db(), limit, T0 + 2_000)).toBe(false);
    hit(db(), limit, T0 + 2_000);
    expect(isLimited(db(), limit, T0 + 2_000)).toBe(true);
    expect(isLimited(db(), limit, T0 + 59_999)).toBe(true);
    // The window is fixed from the first hit: later hits do not extend it.
    expect(rows()).toEqual([{ key: limit.key, count: 3, resetAt: T0 + 60_000 }]);
  });

  it("frees the key when the window has passed, and a new hit starts a new window", () => {
    for (let i = 0; i < 3; i++) hit(db(), limit, T0);
    expect(isLimited(db(), limit, T0 + 60_000)).toBe(false);
    hit(db(), limit, T0 + 61_000);
    expect(rows()).toEqual([{ key: limit.key, count: 1, resetAt: T0 + 121_000 }]);
    expect(isLimited(db(), limit, T0 + 61_000)).toBe(false);
  });

  it("keeps keys apart", () => {
    const other: Limit = { ...limit, key: "login:other@example.com" };
    for (let i = 0; i < 3; i++) hit(db(), limit, T0);
    expect(isLimited(db(), limit, T0)).toBe(true);
    expect(isLimited(db(), other, T0)).toBe(false);
  });

  it("reset removes one key only", () => {
    const other: Limit = { ...limit, key: "ip:203.0.113.9" };
    for (let i = 0; i < 3; i++) {
      hit(db(), limit, T0);
      hit(db(), other, T0);
    }
    reset(db(), limit.key);
    expect(isLimited(db(), limit, T0)).toBe(false);
    expect(isLimited(db(), other, T0)).toBe(true);
  });

  it("purgeExpired deletes only windows that have ended", () => {
    hit(db(), limit, T0);
    hit(db(), { ...limit, key: "later", windowMs: 10 * 60_000 }, T0);
    purgeExpired(db(), T0 + 5 * 60_000);
    expect(rows()).toEqual([{ key: "later", count: 1, resetAt: T0 + 10 * 60_000 }]);
  });

  it("holds across a reopened connection (the counters live in the file)", async () => {
    for (let i = 0; i < 3; i++) hit(db(), limit, T0);
    const { openDatabase } = await import("~/server/db.server");
    const again = openDatabase(db().$client.name);
    try {
      expect(isLimited(again, limit, T0 + 1)).toBe(true);
    } finally {
      again.$client.close();
    }
  });

  it("the login limits key by account + address, by account (a high ceiling) and by address", () => {
    const a = accountLimit("Someone@Example.com");
    const b = accountLimit("someone@example.com");
    expect(a.key).toBe(b.key);
    expect(addressLimit("203.0.113.9").key).not.toBe(a.key);
    // Five wrong passwords lock the account only from that address (decision 041).
    expect(accountAddressLimit("Someone@Example.com", "203.0.113.9")).toMatchObject({ max: 5, windowMs: 15 * 60_000 });
    expect(accountAddressLimit("someone@example.com", "203.0.113.9").key).not.toBe(
      accountAddressLimit("someone@example.com", "198.51.100.7").key,
    );
    expect(a).toMatchObject({ max: 100, windowMs: 15 * 60_000 });
    expect(addressLimit("203.0.113.9")).toMatchObject({ max: 50, windowMs: 15 * 60_000 });
  });
});
