/**
 * "Now only 3 beds", "what about flats instead", "and in Salford?": a change to the
 * conversation's last search, run as that search with the change (decision 109).
 */
import { isAnalysisRequest } from "~/lib/search/analyse-request";
import { describeCriteria } from "~/lib/search/describe";
import { analyse } from "~/lib/search/parse";
import { changesSomething, isRefinement, refineCriteria, refinedQuery } from "~/lib/search/refine";
import type { SearchCriteria } from "~/lib/search/types";
import { PURCHASE_TAX, TOPIC_RE } from "~/lib/search/vocabulary";
import { searchMessageTexts } from "./conversations.server";
import { getGazetteer } from "./deals.server";
import type { Db } from "./db.server";

const TOPIC_OR_TAX_RE = new RegExp(String.raw`${TOPIC_RE.source}|\b${PURCHASE_TAX}\b`, "i");

export type Refinement =
  /** The refined search, as words that read back to it: run it. */
  | { query: string }
  /** A change that could not be put together with the last search reliably: ask for the whole search. */
  | { example: string };

/** The change `message` makes to the conversation's last search, or null when it makes none. */
export function refineLastSearch(db: Db, userId: string, conversationId: string, message: string): Refinement | null {
  if (TOPIC_OR_TAX_RE.test(message.toLowerCase())) return null;
  const gazetteer = getGazetteer(db);
  const read = (text: string) => analyse(text, gazetteer).criteria;
  const change = read(message);
  if (!changesSomething(change) || !isRefinement(message, change)) return null;
  // The last search, itself perhaps changed by earlier follow-ups: fold them in order.
  let last: SearchCriteria | null = null;
  for (const text of searchMessageTexts(db, userId, conversationId)) {
    if (isAnalysisRequest(text)) continue;
    const own = read(text);
    last = last && isRefinement(text, own) ? refineCriteria(last, own) : own;
  }
  if (!last) return null;
  const refined = refineCriteria(last, change);
  const query = refinedQuery(refined, read);
  return query ? { query } : { example: describeCriteria(refined) };
}
