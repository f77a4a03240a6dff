import type { Route } from "./+types/saved-deals";
import { methodNotAllowed } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { requirePremiumApi } from "~/server/premium.server";
import { listSavedDeals } from "~/server/saved-deals.server";

/**
 * `GET /api/saved-deals`: the signed-in user's saved deals as a JSON array of
 * {id, title, location, propertyType, price, yield, roi, score}, most recently saved first.
 * 401 signed out; 403 on the free plan.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireApiUser(context);
  requirePremiumApi(user, "save");
  // The spec's fields (section 3), in its order.
  const rows = listSavedDeals(getContextDb(context), user.id).map(({ id, title, location, propertyType, price, yield: y, roi, score }) => ({ id, title, location, propertyType, price, yield: y, roi, score }));
  return Response.json(rows, {
    headers: { "Cache-Control": "private, no-store" },
  });
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
