/**
 * The search a conversation's follow-ups apply to: its searches folded in order (decisions 109
 * and 116). A change ("now only 3 beds") refines the search before it; "show me more" lists the
 * next page of it; an analysis leaves it alone; any other search starts afresh. Pure: the server
 * reads the conversation's searches and the places, and runs what this returns.
 */
import { isAnalysisRequest } from "./analyse-request";
import { asksForMore } from "./more-request";
import { changesSomething, isRefinement, refineCriteria, refinedQuery } from "./refine";
import type { SearchCriteria } from "./types";
import { PURCHASE_TAX, TOPIC_RE } from "./vocabulary";

/** A search the user sent, with the deals its answer listed (in the order shown). */
export interface SearchTurn {
  text: string;
  dealIds: readonly number[];
}

export interface LastSearch {
  criteria: SearchCriteria;
  /** The words it ran from: the message, or a change's refined words; null when those no longer read back. */
  query: string | null;
  /** Every deal its answer and its next pages listed, in order. */
  listed: number[];
}

type Read = (text: string) => SearchCriteria;

const TOPIC_OR_TAX_RE = new RegExp(String.raw`${TOPIC_RE.source}|\b${PURCHASE_TAX}\b`, "i");

/** "Sort them by price", "re-sort on yield": the order is read as "sort by price" is (decision 124). */
const SORT_OBJECT_RE = /\b(?:re-?)?(sort|order|rank)(?:ed)?(?:\s+(?:them|it|these|those|the\s+(?:results|list|deals)))?\s+(?:by|on)\b/gi;

/** The change a follow-up makes to a search ("now only 3 beds"), or null when it makes none. */
export function changeIn(message: string, read: Read): SearchCriteria | null {
  if (TOPIC_OR_TAX_RE.test(message.toLowerCase())) return null;
  const change = read(message.replace(SORT_OBJECT_RE, "$1 by"));
  return changesSomething(change) && isRefinement(message, change) ? change : null;
}

/**
 * Whether the server reads `message` as a change to the last of `turns` (the conversation's
 * searches so far): not an analysis, a change, and a search before it to change. The chat's
 * pending status uses it, so a change says "Searching..." as the server runs it (decision 136).
 */
export function readsAsChange(message: string, turns: readonly SearchTurn[], read: Read): boolean {
  return !isAnalysisRequest(message) && changeIn(message, read) !== null && lastSearch(turns, read) !== null;
}

/** The last search of a conversation's searches, oldest first; null when there is none. */
export function lastSearch(turns: readonly SearchTurn[], read: Read): LastSearch | null {
  let last: LastSearch | null = null;
  for (const { text, dealIds } of turns) {
    if (isAnalysisRequest(text)) continue;
    if (asksForMore(text)) {
      last?.listed.push(...dealIds);
      continue;
    }
    const change = last && changeIn(text, read);
    if (last && change) {
      const criteria = refineCriteria(last.criteria, change);
      last = { criteria, query: refinedQuery(criteria, read), listed: [...dealIds] };
    } else {
      last = { criteria: read(text), query: text, listed: [...dealIds] };
    }
  }
  return last;
}
