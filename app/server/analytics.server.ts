/** The analytics page's data: the user's saved deals, analysed (spec section 2), and one page of them all. */
import { analyse, savedDealsPage, type Analytics, type SavedDealsPage } from "~/lib/analytics";
import type { Db } from "./db.server";
import { listSavedDeals } from "./saved-deals.server";

/** `page` is the `?page=` of the "All saved deals" table (decision 179): 1-based, clamped. */
export function loadAnalytics(db: Db, userId: string, page = 1): { analytics: Analytics; saved: SavedDealsPage } {
  const deals = listSavedDeals(db, userId);
  return { analytics: analyse(deals), saved: savedDealsPage(deals, page) };
}

/** The `?page=` of `/analytics`: a whole number, 1 when absent or not one. */
export function pageParam(url: URL): number {
  const value = url.searchParams.get("page");
  return value !== null && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : 1;
}
