/**
 * Writing deals rows: insert, update only when something changed (so a re-import leaves every
 * row, including `updated_at`, as it was), and delete. Statements are prepared once.
 */
import type { Statement } from "better-sqlite3";
import type { Db } from "../../app/server/db.server";
import type { DealRow } from "./deal-builder";

/** DealRow field → column. `external_id` is the key and is not updated. */
const COLUMNS: readonly (readonly [keyof DealRow, string])[] = [
  ["title", "title"],
  ["price", "price"],
  ["location", "location"],
  ["propertyType", "property_type"],
  ["propertyKind", "property_kind"],
  ["bedrooms", "bedrooms"],
  ["roi", "roi"],
  ["yield", "yield"],
  ["score", "score"],
  ["description", "description"],
  ["imageUrl", "image_url"],
  ["postcode", "postcode"],
  ["postcodeDistrict", "postcode_district"],
  ["fullAddress", "full_address"],
  ["street", "street"],
  ["town", "town"],
  ["district", "district"],
  ["county", "county"],
  ["laCode", "la_code"],
  ["sourceUrl", "source_url"],
  ["sourceWebsite", "source_website"],
  ["status", "status"],
  ["soldDate", "sold_date"],
  ["lat", "lat"],
  ["lon", "lon"],
  ["nonMarket", "non_market"],
  ["ppdCategory", "ppd_category"],
  ["bedroomsEstimated", "bedrooms_estimated"],
  ["bedroomsCommon", "bedrooms_common"],
  ["searchFlags", "search_flags"],
  ["valuation", "valuation"],
];

export type UpsertOutcome = "inserted" | "changed" | "unchanged";

export class DealStore {
  private readonly existsStmt: Statement;
  private readonly upsertStmt: Statement;
  private readonly deleteStmt: Statement;
  private readonly reasonStmt: Statement;

  constructor(private readonly db: Db) {
    const c = db.$client;
    const names = ["external_id", ...COLUMNS.map(([, col]) => col)];
    const quoted = (col: string) => `"${col}"`;
    this.existsStmt = c.prepare("SELECT 1 FROM deals WHERE external_id = ?").pluck();
    this.upsertStmt = c.prepare(
      `INSERT INTO deals (${names.map(quoted).join(", ")})
       VALUES (${names.map(() => "?").join(", ")})
       ON CONFLICT(external_id) DO UPDATE SET
         ${COLUMNS.map(([, col]) => `${quoted(col)} = excluded.${quoted(col)}`).join(",\n         ")},
         updated_at = (unixepoch('subsec') * 1000)
       WHERE ${COLUMNS.map(([, col]) => `deals.${quoted(col)} IS NOT excluded.${quoted(col)}`).join(" OR ")}`,
    );
    this.deleteStmt = c.prepare("DELETE FROM deals WHERE external_id = ?");
    this.reasonStmt = c
      .prepare("SELECT json_extract(valuation, '$.inputs.nonMarketReason') FROM deals WHERE external_id = ? AND non_market = 1")
      .pluck();
  }

  exists(externalId: string): boolean {
    return this.existsStmt.get(externalId) !== undefined;
  }

  /** The non-market reason a held sale carries (docs/decisions/036), or null. */
  nonMarketReason(externalId: string): string | null {
    return (this.reasonStmt.get(externalId) as string | null | undefined) ?? null;
  }

  /** Insert, or update if any column differs. */
  upsert(row: DealRow): UpsertOutcome {
    const existed = this.exists(row.externalId);
    const values = [
      row.externalId,
      ...COLUMNS.map(([key]) => {
        const value = row[key];
        if (key === "valuation") return JSON.stringify(value);
        return typeof value === "boolean" ? (value ? 1 : 0) : value;
      }),
    ];
    const { changes } = this.upsertStmt.run(values);
    if (!existed) return "inserted";
    return changes > 0 ? "changed" : "unchanged";
  }

  /** True if a row was deleted. */
  delete(externalId: string): boolean {
    return this.deleteStmt.run(externalId).changes > 0;
  }

  /** Runs `fn` in one transaction, with the write lock from its start (decision 221). */
  transaction<T>(fn: () => T): T {
    return this.db.$client.transaction(fn).immediate();
  }
}
