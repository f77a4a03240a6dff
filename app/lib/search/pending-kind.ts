/**
 * What a chat message being answered is, for its pending status in the browser: "again" when it
 * pages or changes the conversation's last search ("show me more", decision 127; "now 3 beds,
 * lowest yield first", decision 136), both "Searching..."; else a search or a question, as the
 * server routes it. Read with the server's own rules and the places the browser knows (the
 * cities). The chat loads this module after the page's own scripts, so its parser and gazetteer
 * never delay a page becoming usable (decision 137). Pure.
 */
import { ALL_CITIES_GAZETTEER } from "./gazetteer";
import { readsAsChange } from "./last-search";
import { asksForMore } from "./more-request";
import { analyse } from "./parse";
import { routeMessage } from "./route";

export type PendingKind = "again" | "search" | "chat";

const readCriteria = (text: string) => analyse(text, ALL_CITIES_GAZETTEER).criteria;

/** `searches`: the words of the conversation's searches on the page, oldest first. */
export function pendingKindOf(message: string, searches: readonly string[]): PendingKind {
  if (asksForMore(message)) return "again";
  if (readsAsChange(message, searches.map((text) => ({ text, dealIds: [] })), readCriteria)) return "again";
  return routeMessage(message);
}
