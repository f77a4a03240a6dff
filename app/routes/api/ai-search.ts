import type { Route } from "./+types/ai-search";
import { jsonError, methodNotAllowed, readJson } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { fairUseJson, withAiSlot } from "~/server/fair-use.server";
import { NOTHING_TO_SEARCH, nothingToSearch, runSearchFor, searchRequestSchema } from "~/server/deal-search.server";
import { LIMIT_TOASTS, refund, tryConsume } from "~/server/usage.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/** `POST /api/ai/search` {query, criteria} → {summary, deals, attribution}. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context);
  const body = await readJson(request, searchRequestSchema);
  const db = getContextDb(context);
  // "hello there": nothing to search, so nothing is run or charged (decision 123).
  if (nothingToSearch(db, body)) return jsonError(NOTHING_TO_SEARCH, 400);
  return withAiSlot(context, user.id, fairUseJson, async () => {
    if (!tryConsume(db, user, "search")) return jsonError(LIMIT_TOASTS.search.description, 403);
    const { summary, deals, attribution, criteria, total, nothingSearched } = runSearchFor(db, user, body);
    // A place the data does not know, or one it cannot cover: nothing was searched, so the search is given back.
    if (nothingSearched) refund(db, user.id, "search");
    return Response.json({ summary, deals, attribution, criteria, total });
  });
}
