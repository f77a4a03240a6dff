/**
 * Importer of the VOA Council Tax Stock of Properties table CTSOP3.0 (dwellings by band × type ×
 * bedrooms) into `bedroom_stock`: only the "All" bands rows, for local authorities (LAUA),
 * regions (REGL), the two nations (NATL) and England and Wales (ENGWAL); flats, terraced,
 * semi-detached and detached houses (docs/decisions/038). Suppressed cells ("-", blank) are null.
 */
import type { Db } from "../../app/server/db.server";
import { importReference, RowError, text, type Get } from "./reference-reader";
import type { ImportOptions, ImportSummary } from "./types";

const KEPT_GEOGRAPHIES = new Set(["LAUA", "REGL", "NATL", "ENGWAL"]);

/** The file's column prefix for each kind. */
export const STOCK_PREFIX = {
  flat: "flat_mais",
  terraced: "house_terraced",
  "semi-detached": "house_semi",
  detached: "house_detached",
} as const;

export interface BedroomStockRow {
  areaCode: string;
  areaName: string;
  geography: string;
  kind: keyof typeof STOCK_PREFIX;
  beds: (number | null)[];
  bedsUnknown: number | null;
  total: number | null;
}

function count(get: Get, column: string): number | null {
  const v = get(column).trim().replace(/,/g, "");
  if (v === "" || v === "-" || v === ".." || v.toLowerCase() === "x") return null;
  if (!/^\d+(\.0+)?$/.test(v)) throw new RowError(`bad ${column} ${JSON.stringify(v)}`);
  return Number.parseInt(v, 10);
}

/** The as-at date from a file name such as `…-2024-03-31.csv`. */
function asAtFromFile(file: string): string | null {
  return /(\d{4}-\d{2}-\d{2})(?!\d)/.exec(file)?.[1] ?? null;
}

export async function importBedroomStock(db: Db, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const asAt = asAtFromFile(file);
  return importReference<BedroomStockRow[]>(
    db,
    file,
    {
      kind: "bedroom-stock",
      parse(get) {
        const geography = get("geography").trim().toUpperCase();
        if (!KEPT_GEOGRAPHIES.has(geography) || get("band").trim().toLowerCase() !== "all") return null;
        const areaCode = text(get, "ecode").toUpperCase();
        if (!/^[EWK]\d{8}$/.test(areaCode)) throw new RowError(`bad ecode ${JSON.stringify(areaCode)}`);
        const areaName = text(get, "area_name");
        return (Object.keys(STOCK_PREFIX) as (keyof typeof STOCK_PREFIX)[]).map((kind) => {
          const p = STOCK_PREFIX[kind];
          return {
            areaCode,
            areaName,
            geography,
            kind,
            beds: [1, 2, 3, 4, 5, 6].map((n) => count(get, `${p}_${n}`)),
            bedsUnknown: count(get, `${p}_unkw`),
            total: count(get, `${p}_total`),
          };
        });
      },
      replace(db, groups) {
        const c = db.$client;
        c.prepare("DELETE FROM bedroom_stock").run();
        const insert = c.prepare(
          `INSERT OR REPLACE INTO bedroom_stock (area_code, area_name, geography, kind, beds_1, beds_2, beds_3, beds_4, beds_5, beds_6, beds_unknown, total, as_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        );
        for (const rows of groups) {
          for (const r of rows) {
            insert.run(r.areaCode, r.areaName, r.geography, r.kind, ...r.beds, r.bedsUnknown, r.total, asAt);
          }
        }
      },
      replaces: { table: "bedroom_stock", area: "area_code" },
      stored: (groups) => groups.flat().map((r) => ({ area: r.areaCode })),
      notes(groups) {
        const areas = groups.filter((g) => g[0]?.geography === "LAUA").length;
        return [`${areas} local authorities (all bands), as at ${asAt ?? "unknown date"}`];
      },
    },
    options,
  );
}
