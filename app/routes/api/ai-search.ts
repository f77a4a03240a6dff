import type { Route } from "./+types/ai-search";
import { jsonError, methodNotAllowed, readJson } from "~/server/api.server";
import { getOptionalUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { runSearch, searchRequestSchema } from "~/server/deal-search.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/** `POST /api/ai/search` {query, criteria} → {summary, deals, attribution}. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await getOptionalUser(request);
  if (!user) return jsonError("Unauthorized", 401);
  const body = await readJson(request, searchRequestSchema);
  const { summary, deals, attribution, criteria, total } = runSearch(getDb(), body);
  return Response.json({ summary, deals, attribution, criteria, total });
}
