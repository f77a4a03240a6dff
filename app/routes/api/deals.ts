import { z } from "zod";
import type { Route } from "./+types/deals";
import { jsonError, methodNotAllowed } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { cardsFor } from "~/server/deal-fields.server";
import { searchDeals } from "~/server/deals.server";

const pagingSchema = z.object({
  page: z.coerce.number({ error: "page must be a whole number from 1" }).int().min(1).max(1000).default(1),
  pageSize: z.coerce.number({ error: "pageSize must be from 1 to 100" }).int().min(1).max(100).default(20),
});

/**
 * `GET /api/deals`: the fallback dataset, best-scored first, as a JSON array (the spec's shape).
 * Paging by `?page=&pageSize=` (at most 100); `X-Total-Count` and a `Link: rel="next"` header.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireApiUser(context);
  const url = new URL(request.url);
  const parsed = pagingSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return jsonError(parsed.error.issues[0]?.message ?? "Invalid paging.", 400);
  const { page, pageSize } = parsed.data;
  const db = getContextDb(context);
  const { deals, total, totalIsCapped } = searchDeals(db, {}, { limit: pageSize, offset: (page - 1) * pageSize });
  const headers = new Headers({ "X-Total-Count": `${total}${totalIsCapped ? "+" : ""}`, "Cache-Control": "private, max-age=60" });
  if (page * pageSize < total) {
    const next = new URL(url);
    next.searchParams.set("page", String(page + 1));
    next.searchParams.set("pageSize", String(pageSize));
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  // Shaped for this user: a free user never receives the locked fields (decision 020).
  return Response.json(cardsFor(db, user, deals), { headers });
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
