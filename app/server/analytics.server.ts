/** The analytics page's data: the user's saved deals, analysed (spec section 2). */
import { analyse, type Analytics } from "~/lib/analytics";
import type { Db } from "./db.server";
import { listSavedDeals } from "./saved-deals.server";

export function loadAnalytics(db: Db, userId: string): Analytics {
  return analyse(listSavedDeals(db, userId));
}
