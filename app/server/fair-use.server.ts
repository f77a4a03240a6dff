/**
 * Fair use of the AI (decision 042): per user, a rate and a number running at once; per
 * address, a rate. Checked before anything is spent: a refused request takes no plan use, no
 * model call and no fair-use count. The numbers are in ~/lib/fair-use (the plan page shows them).
 */
import { addressKey } from "./address-key.server";
import type { RouterContextProvider } from "react-router";
import { FAIR_USE, FAIR_USE_MESSAGE } from "~/lib/fair-use";
import { jsonError } from "./api.server";
import { getContextDb, getRequestInfo } from "./context.server";
import type { Db } from "./db.server";
import { hit, isLimited, msUntilReset, type Limit } from "./rate-limit.server";
import { redirectWithFailure } from "./toast.server";

const MINUTE = 60_000;
const userLimit = (userId: string): Limit => ({ key: `ai:user:${userId}`, max: FAIR_USE.perUserPerMinute, windowMs: MINUTE });
const addressLimit = (ip: string): Limit => ({ key: `ai:address:${addressKey(ip)}`, max: FAIR_USE.perAddressPerMinute, windowMs: MINUTE });

/** AI requests running now, per user (one process serves everything). */
const running = new Map<string, number>();

export type AiSlot = { ok: true; release: () => void } | { ok: false; retryAfterS: number };

/** Takes a place for one AI request, or says when to come back. Synchronous: no race between check and count. */
export function takeAiSlot(db: Db, userId: string, ip: string): AiSlot {
  if ((running.get(userId) ?? 0) >= FAIR_USE.concurrentPerUser) return { ok: false, retryAfterS: 5 };
  const limits = [userLimit(userId), addressLimit(ip)];
  const over = limits.filter((l) => isLimited(db, l));
  if (over.length > 0) {
    const wait = Math.max(...over.map((l) => msUntilReset(db, l.key)));
    return { ok: false, retryAfterS: Math.max(1, Math.ceil(wait / 1000)) };
  }
  for (const l of limits) hit(db, l);
  running.set(userId, (running.get(userId) ?? 0) + 1);
  let released = false;
  return {
    ok: true,
    release() {
      if (released) return;
      released = true;
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    },
  };
}

type Context = Readonly<RouterContextProvider>;

/**
 * Runs one AI request of the user within fair use, or answers `refused` instead. The place is
 * given back when `run` settles, however it ends.
 */
export async function withAiSlot(
  context: Context,
  userId: string,
  refused: (retryAfterS: number) => Response | Promise<Response>,
  run: () => Promise<Response>,
): Promise<Response> {
  const slot = takeAiSlot(getContextDb(context), userId, getRequestInfo(context).ip);
  if (!slot.ok) return refused(slot.retryAfterS);
  try {
    return await run();
  } finally {
    slot.release();
  }
}

/** The JSON API's refusal: 429 with the message and Retry-After. */
export function fairUseJson(retryAfterS: number): Response {
  return jsonError(FAIR_USE_MESSAGE, 429, { "Retry-After": String(retryAfterS) });
}

/** A page's refusal: back where the form was, with a toast (works without JavaScript). */
export function fairUseRedirect(back: string): Promise<Response> {
  return redirectWithFailure(back, { title: "Please slow down", description: FAIR_USE_MESSAGE });
}
