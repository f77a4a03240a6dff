/**
 * Password hashing with scrypt (memory-hard, from node:crypto; no native dependency).
 * Stored form: `scrypt$N$r$p$saltB64$hashB64`, so the cost can be raised later and old hashes
 * still verify.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";

const KEY_LENGTH = 64;
const COST = { N: 2 ** 15, r: 8, p: 1 };

/**
 * At most this many hashes run at once (decision 041); the rest wait their turn. Each one takes
 * a core for ~100 ms: uncapped, a burst of sign-ups or logins takes every core and pages stall.
 * One core is always left for serving pages (2 at most).
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));

let running = 0;
const waiting: (() => void)[] = [];

/** How many hashes are running and queued (for tests and diagnostics). */
export function hashingLoad() {
  return { running, queued: waiting.length };
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (running stays the same), or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(() => rawScrypt(password, salt, options));
}

function rawScrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 128 * options.N! * options.r! * 2 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split("$");
  if (algo !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs the same as against a real one. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash() {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}
