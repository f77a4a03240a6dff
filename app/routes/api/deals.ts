import { z } from "zod";
import type { Route } from "./+types/deals";
import { jsonError, methodNotAllowed } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { cardsFor } from "~/server/deal-fields.server";
import { searchDeals } from "~/server/deals.server";

/** A query parameter written as plain digits (not `0x10` or `1e3`), from 1 to `max`. */
const wholeNumber = (max: number, error: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error })
    .transform(Number)
    .pipe(z.number().int().min(1, { error }).max(max, { error }));

const MAX_PAGE = 1000;

const pagingSchema = z.object({
  page: wholeNumber(MAX_PAGE, `Page must be a whole number from 1 to ${MAX_PAGE}`).default(1),
  pageSize: wholeNumber(100, "Page size must be a whole number from 1 to 100").default(20),
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
  const headers = new Headers({ "X-Total-Count": `${total}${totalIsCapped ? "+" : ""}`, "Cache-Control": "private, no-store" });
  // Past the counted cap (1,000) the total is not known, so a full page means there may be more.
  const more = totalIsCapped ? deals.length === pageSize : page * pageSize < total;
  if (more && page < MAX_PAGE) {
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
