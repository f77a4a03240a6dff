/**
 * "Now only 3 beds", "what about flats instead", "and in Salford?": a change to the
 * conversation's last search, run as that search with the change (decision 109).
 */
import { describeCriteria } from "~/lib/search/describe";
import { changeIn, lastSearch } from "~/lib/search/last-search";
import { readingFor, type Reading } from "~/lib/search/parse";
import { readSearch } from "~/lib/search/read";
import { refineCriteria, refinedQuery } from "~/lib/search/refine";
import type { SearchCriteria } from "~/lib/search/types";
import { searchTurns } from "./conversations.server";
import { getGazetteer } from "./places.server";
import type { Db } from "./db.server";

export type Refinement =
  /**
   * The refined search, as words that read back to it: run it. `ignored`: what the change asked
   * that no search can use ("lowest yield first", "garden"), which its words leave out, so the
   * answer still names it (decision 136).
   */
  | { query: string; ignored: string[] }
  /** A change that could not be put together with the last search reliably: ask for the whole search. */
  | { example: string };

/**
 * How the server reads a search's words into criteria, with its places; `reading`, a message's
 * reading already made, is used for that message's words.
 */
export function searchReader(db: Db, reading?: Reading): (text: string) => SearchCriteria {
  const gazetteer = getGazetteer(db);
  return (text) => readingFor(text, gazetteer, reading).placed().criteria;
}

/** The change `message` makes to the conversation's last search, or null when it makes none. */
export function refineLastSearch(db: Db, userId: string, conversationId: string, message: string, reading?: Reading): Refinement | null {
  const read = searchReader(db, reading);
  const change = changeIn(message, read);
  if (!change) return null;
  // The last search, itself perhaps changed by earlier follow-ups.
  const last = lastSearch(searchTurns(db, userId, conversationId), read);
  if (!last) return null;
  const refined = refineCriteria(last.criteria, change);
  const query = refinedQuery(refined, read);
  return query ? { query, ignored: readSearch(message, getGazetteer(db), reading).ignored } : { example: describeCriteria(refined) };
}
