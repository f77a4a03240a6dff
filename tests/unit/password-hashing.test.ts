import { describe, expect, it } from "vitest";
import { HASH_CONCURRENCY, hashingLoad, hashPassword, verifyPassword } from "~/server/password.server";

describe("password hashing under load (issue 11, finding 3)", () => {
  it(`runs at most ${HASH_CONCURRENCY} hashes at once and queues the rest, all finishing correctly`, async () => {
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(HASH_CONCURRENCY).toBeLessThanOrEqual(2);
    const passwords = Array.from({ length: 6 }, (_, i) => `Password${i}x`);
    const hashing = passwords.map((p) => hashPassword(p));
    expect(hashingLoad()).toEqual({ running: HASH_CONCURRENCY, queued: 6 - HASH_CONCURRENCY });
    const seen: number[] = [];
    const hashes = await Promise.all(
      hashing.map((h) =>
        h.then((hash) => {
          seen.push(hashingLoad().running);
          return hash;
        }),
      ),
    );
    for (const running of seen) expect(running).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(hashingLoad()).toEqual({ running: 0, queued: 0 });
    expect(await verifyPassword(passwords[3]!, hashes[3]!)).toBe(true);
    expect(await verifyPassword(passwords[3]!, hashes[2]!)).toBe(false);
  });
});
