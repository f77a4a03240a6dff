/** The header each reference file must have, and how reference kinds are told apart. */
import type { ImportKind } from "./types";

/** The header each reference file must have (in any order; other columns are ignored). */
export const REFERENCE_HEADERS = {
  rents: ["area_code", "area_name", "bedroom_category", "count_of_rents", "mean", "lower_quartile", "median", "upper_quartile"],
  "hpi-la": ["area_code", "area_name", "nation", "period", "average_price_gbp", "annual_pct_change"],
  "hpi-regions": ["period", "area_name", "index_jan2023_100", "average_price_gbp", "annual_pct_change"],
  districts: ["postcode_district", "postcode_count", "lat", "lon", "main_lad_code", "country_code"],
  sectors: ["postcode_sector", "postcode_count", "lat", "lon", "main_lad_code", "country_code"],
  "local-authorities": ["code", "x", "y", "name"],
  /** ONS PIPR Table 1 (monthly workbook), tabulated: England and Wales LAs, regions, countries. */
  "pipr-rents": ["area_code", "area_name", "rent_grain", "rent_monthly_gbp", "rent_1bed_gbp", "rent_2bed_gbp", "rent_3bed_gbp", "rent_4plus_gbp", "rent_period"],
  /** ONS PIPR bulletin data download: LAs of England and Wales, Scotland's and Northern Ireland's BRMAs. */
  "pipr-areas": ["area code", "area name", "rental price one bed", "rental price two bed", "rental price three bed", "rental price four or more bed", "rental price"],
  /** VOA Council Tax Stock of Properties, table CTSOP3.0 (band × type × bedrooms). */
  "bedroom-stock": ["geography", "ecode", "area_name", "band", "flat_mais_1", "house_terraced_1", "house_semi_1", "house_detached_1"],
} as const satisfies Partial<Record<ImportKind, readonly string[]>>;

export type ReferenceKind = keyof typeof REFERENCE_HEADERS;

/**
 * Kinds whose file may begin with title lines above its header, as an ONS table saved as CSV
 * does ("Table 2.7: Summary of monthly rents recorded between 1 October 2022 to 30 September
 * 2023 …"); the rents read their period there (decision 120). At most this many lines.
 */
export const TITLED_KINDS: ReadonlySet<ReferenceKind> = new Set(["rents"]);
export const MAX_TITLE_LINES = 10;

/** Whether a record is `kind`'s header: it names every column the kind needs. */
export function isHeaderOf(kind: ReferenceKind, fields: readonly string[]): boolean {
  const names = new Set(fields.map((f) => f.trim().toLowerCase()));
  return (REFERENCE_HEADERS[kind] as readonly string[]).every((c) => names.has(c));
}

export function isReferenceKind(kind: string): kind is ReferenceKind {
  return Object.hasOwn(REFERENCE_HEADERS, kind);
}

