/**
 * "Show me more", "next 10", "any others?": the next page of the conversation's last search, in
 * the same ranking, after every deal its answers have listed (decision 116). What was listed is
 * read from the conversation the server kept, never from the client.
 */
import { lastSearch } from "~/lib/search/last-search";
import { nextPageSummary, noMoreSummary } from "~/lib/search/summary";
import { searchTurns } from "./conversations.server";
import type { Db } from "./db.server";
import { SEARCH_PAGE_SIZE, searchFor } from "./deal-search.server";
import { searchReader } from "./search-refinement.server";

const NO_SEARCH =
  'There\'s no search in this chat to show more of. Search for deals first, for example "2 bed flats in Leeds under £150k".';
const NOT_READ_BACK =
  "I couldn't put your last search back together reliably, so nothing was searched. Say the whole search in one message.";

/** The next page (its words and deals), or, with no deals, why there is none. */
export function nextPageOfLastSearch(db: Db, userId: string, conversationId: string | null): { content: string; dealIds: number[] } {
  const last = conversationId ? lastSearch(searchTurns(db, userId, conversationId), searchReader(db)) : null;
  if (!last) return { content: NO_SEARCH, dealIds: [] };
  if (last.query === null) return { content: NOT_READ_BACK, dealIds: [] };
  const found = searchFor(db, { query: last.query }, { offset: last.listed.length });
  // Pages never overlap; should the deals have changed since, one listed already is not listed again.
  const listed = new Set(last.listed);
  const deals = found.deals.filter((d) => !listed.has(d.id));
  const { facts, nothingSearched } = found;
  const page = { ...facts, deals };
  if (nothingSearched || deals.length === 0) return { content: noMoreSummary(page), dealIds: [] };
  return { content: nextPageSummary(page, last.listed.length, SEARCH_PAGE_SIZE), dealIds: deals.map((d) => d.id) };
}
