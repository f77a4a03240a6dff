/**
 * SavedDeal (spec section 3): one row per user and deal. Every query here is filtered by the
 * user's id, so one user never reads or changes another's saved deals.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { deals, savedDeals } from "../../db/schema";
import { priceCaption } from "~/lib/format";
import { idList, inIdList, inTransaction, prepared, type Db } from "./db.server";
import { soldPriceColumn, valueMonthColumn } from "./deals.server";

/** The saved-deals list as the client reads it (spec section 3 and `GET /api/saved-deals`). */
export type SavedDealRow = {
  id: number;
  title: string;
  location: string;
  propertyType: "Apartment" | "House" | "Commercial";
  price: number;
  yield: number;
  roi: number;
  score: number;
};

/**
 * A saved deal with what its price is, said beside it as the card says it (`priceCaption`): a past
 * sale's estimated value at its UK HPI month's prices ("est. value at July 2025 prices"), null for
 * a price paid or an asking price.
 */
export type PricedSavedDealRow = SavedDealRow & { priceCaption: string | null };

/** The user's saved deals, most recently saved first, each with its price's caption. */
export function listSavedDeals(db: Db, userId: string): PricedSavedDealRow[] {
  return db
    .select({
      id: deals.id,
      title: deals.title,
      location: deals.location,
      propertyType: deals.propertyType,
      price: deals.price,
      yield: deals.yield,
      roi: deals.roi,
      score: deals.score,
      status: deals.status,
      soldPrice: soldPriceColumn,
      valueMonth: valueMonthColumn,
    })
    .from(savedDeals)
    .innerJoin(deals, eq(deals.id, savedDeals.dealId))
    .where(eq(savedDeals.userId, userId))
    // The id grows with every save: newest first, answered from the (user_id, deal_id) index alone.
    .orderBy(desc(savedDeals.id))
    .all()
    .map(({ status, soldPrice, valueMonth, ...row }) => ({ ...row, priceCaption: priceCaption({ status, soldPrice, valueMonth, price: row.price }) }));
}

/** Which of `dealIds` the user has saved. */
export function savedDealIds(db: Db, userId: string, dealIds: readonly number[]): Set<number> {
  if (dealIds.length === 0) return new Set();
  const saved = prepared(db, "savedDeals.ofIds", () =>
    db
      .select({ dealId: savedDeals.dealId })
      .from(savedDeals)
      .where(and(eq(savedDeals.userId, sql.placeholder("userId")), inIdList(savedDeals.dealId, "ids")))
      .prepare(),
  );
  const rows = saved.all({ userId, ids: idList(dealIds) });
  return new Set(rows.map((r) => r.dealId));
}

export function isSaved(db: Db, userId: string, dealId: number): boolean {
  return savedDealIds(db, userId, [dealId]).has(dealId);
}

/** Puts the deal in (or takes it out of) the user's saved deals; idempotent. Returns the new state. */
export function setSaved(db: Db, userId: string, dealId: number, saved: boolean): boolean {
  if (saved) db.insert(savedDeals).values({ userId, dealId }).onConflictDoNothing().run();
  else db.delete(savedDeals).where(and(eq(savedDeals.userId, userId), eq(savedDeals.dealId, dealId))).run();
  return saved;
}

/** Saves the deal, or unsaves it if it was saved (read and write in one transaction). Returns the new state. */
export function toggleSaved(db: Db, userId: string, dealId: number): boolean {
  return inTransaction(db, () => setSaved(db, userId, dealId, !isSaved(db, userId, dealId)));
}
