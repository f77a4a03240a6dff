/**
 * Fair use of the AI (decision 042): per user, a rate and a number running at once; per
 * address, a rate. Checked before anything is spent; a request refused or failed after that
 * (bad input, no plan use left, not found) gives its fair-use count back, so it takes no plan
 * use, no model call and no fair-use count. The numbers are in ~/lib/fair-use (the plan page shows them).
 */
import { addressKey } from "./address-key.server";
import type { RouterContextProvider } from "react-router";
import { FAIR_USE, FAIR_USE_MESSAGE } from "~/lib/fair-use";
import { jsonError } from "./api.server";
import { getContextDb, getRequestInfo } from "./context.server";
import type { Db } from "./db.server";
import { hit, retryAfterS, unhit, type Limit } from "./rate-limit.server";
import { redirectWithFailure } from "./toast.server";

const MINUTE = 60_000;
const userLimit = (userId: string): Limit => ({ key: `ai:user:${userId}`, max: FAIR_USE.perUserPerMinute, windowMs: MINUTE });
const addressLimit = (ip: string): Limit => ({ key: `ai:address:${addressKey(ip)}`, max: FAIR_USE.perAddressPerMinute, windowMs: MINUTE });

/** AI requests running now, per user (one process serves everything). */
const running = new Map<string, number>();

/** What a request running in a slot can do with it. */
export interface AiSlotUse {
  /** The request was refused after all (bad input, no plan use left): it takes no fair-use count. */
  giveBack: () => void;
}

export type AiSlot = ({ ok: true; release: () => void } & AiSlotUse) | { ok: false; retryAfterS: number };

/** Takes a place for one AI request, or says when to come back. Synchronous: no race between check and count. */
export function takeAiSlot(db: Db, userId: string, ip: string): AiSlot {
  if ((running.get(userId) ?? 0) >= FAIR_USE.concurrentPerUser) return { ok: false, retryAfterS: 5 };
  const limits = [userLimit(userId), addressLimit(ip)];
  const wait = retryAfterS(db, limits);
  if (wait !== null) return { ok: false, retryAfterS: wait };
  for (const l of limits) hit(db, l);
  running.set(userId, (running.get(userId) ?? 0) + 1);
  let released = false;
  let givenBack = false;
  return {
    ok: true,
    giveBack() {
      if (givenBack) return;
      givenBack = true;
      for (const l of limits) unhit(db, l.key);
    },
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
 * given back when `run` settles, however it ends. The fair-use counts are given back too when
 * the request is refused or fails: a 4xx answer (other than 429), a thrown error or error
 * Response, or `run` calling `giveBack` (a page's refusal is a redirect, so it says so itself).
 */
export async function withAiSlot(
  context: Context,
  userId: string,
  refused: (retryAfterS: number) => Response | Promise<Response>,
  run: (use: AiSlotUse) => Promise<Response>,
): Promise<Response> {
  const slot = takeAiSlot(getContextDb(context), userId, getRequestInfo(context).ip);
  if (!slot.ok) return refused(slot.retryAfterS);
  try {
    const response = await run(slot);
    if (response.status >= 400 && response.status !== 429) slot.giveBack();
    return response;
  } catch (thrown) {
    if (!(thrown instanceof Response && thrown.status < 400)) slot.giveBack();
    throw thrown;
  } finally {
    slot.release();
  }
}

/** The JSON API's refusal: 429 with the message and Retry-After. */
export function fairUseJson(retryAfterS: number): Response {
  return jsonError(FAIR_USE_MESSAGE, 429, { "Retry-After": String(retryAfterS) });
}

/**
 * A page's refusal: back where the form was, with a toast (works without JavaScript), and with
 * `params` that give the form back what was typed in it (decision 140).
 */
export function fairUseRedirect(back: string, params: Record<string, string> = {}): Promise<Response> {
  return redirectWithFailure(back, { title: "Please slow down", description: FAIR_USE_MESSAGE }, { params });
}
