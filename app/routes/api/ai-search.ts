import type { Route } from "./+types/ai-search";
import { jsonError, methodNotAllowed, readJson } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { fairUseJson, withAiSlot } from "~/server/fair-use.server";
import { NOTHING_TO_SEARCH, nothingToSearch, runSearchFor, searchRequestSchema } from "~/server/deal-search.server";
import { LIMIT_TOASTS, refund, tryConsume } from "~/server/usage.server";
import { ledBy, readWelsh, WELSH_UNREAD_SEARCH } from "~/lib/search/welsh";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/** `POST /api/ai/search` {query, criteria} → {summary, deals, attribution, criteria, total, sameNames}. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context);
  const said = await readJson(request, searchRequestSchema);
  const db = getContextDb(context);
  // "Dangos tai yng Nghaerdydd": Welsh is searched from its English reading, as the chat searches
  // it; Welsh the glossary cannot read is not searched, or charged (decisions 118, 139).
  const welsh = readWelsh(said.query);
  if (welsh && welsh.english === null) return jsonError(WELSH_UNREAD_SEARCH, 400);
  const body = welsh ? { ...said, query: welsh.english } : said;
  // "hello there": nothing to search, so nothing is run or charged (decision 123).
  if (nothingToSearch(db, body)) return jsonError(NOTHING_TO_SEARCH, 400);
  return withAiSlot(context, user.id, fairUseJson, async () => {
    if (!tryConsume(db, user, "search")) return jsonError(LIMIT_TOASTS.search.description, 403);
    const { summary, deals, attribution, criteria, total, sameNames, nothingSearched } = runSearchFor(db, user, body);
    // A place the data does not know, or one it cannot cover: nothing was searched, so the search is given back.
    if (nothingSearched) refund(db, user.id, "search");
    // sameNames: a name searched that places far apart share, with those places (decision 153).
    return Response.json({ summary: ledBy(welsh, summary), deals, attribution, criteria, total, sameNames });
  });
}
