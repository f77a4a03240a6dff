import type { Route } from "./+types/ai-search";
import { jsonError, methodNotAllowed, readJson } from "~/server/api.server";
import { getOptionalUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { runSearch, searchRequestSchema } from "~/server/deal-search.server";
import { LIMIT_TOASTS, tryConsume } from "~/server/usage.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/** `POST /api/ai/search` {query, criteria} → {summary, deals, attribution}. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await getOptionalUser(request);
  if (!user) return jsonError("Unauthorized", 401);
  const body = await readJson(request, searchRequestSchema);
  const db = getDb();
  if (!tryConsume(db, user, "search")) return jsonError(LIMIT_TOASTS.search.description, 403);
  const { summary, deals, attribution, criteria, total } = runSearch(db, body);
  return Response.json({ summary, deals, attribution, criteria, total });
}
