/**
 * Importers of the reference data deals are valued from: ONS/VOA private rents, UK HPI by local
 * authority and monthly by region (./hpi.ts), postcode district and sector centroids, local
 * authorities.
 *
 * Each file replaces its table whole, in one transaction (re-importing a file gives the same
 * table). Rows are checked and a bad one is counted and reported with its line number.
 */
import { basename } from "node:path";
import type { Db } from "../../app/server/db.server";
import { code, importReference, int, readReference, real, rentsPeriodFromFileName, rentsPeriodFromTitle, replaceReferences, RowError, text, titleLines, type Get, type ReadReference, type TableSpec } from "./reference-reader";
import { newestPeriod } from "./replace-guard";
import type { ReferenceKind } from "./reference-headers";
import type { ImportOptions, ImportSummary } from "./types";
import { importBedroomStock } from "./bedroom-stock";
import { importPiprAreas, importPiprRents } from "./current-rents";
import { importHpiLocalAuthorities, importHpiRegionsMonthly } from "./hpi";

export { REFERENCE_HEADERS, isReferenceKind, type ReferenceKind } from "./reference-headers";
export { parseMonth, rentsPeriodFromFileName, rentsPeriodFromTitle } from "./reference-reader";

/** The bedroom categories of the ONS rents file. */
export const RENT_CATEGORIES = [
  "Room",
  "Studio",
  "One Bedroom",
  "Two Bedrooms",
  "Three Bedrooms",
  "Four or more Bedrooms",
  "All categories",
] as const;

// ---------------------------------------------------------------------------------------------
// Rents (and the area → region map read from their order)
// ---------------------------------------------------------------------------------------------

interface RentRow {
  areaCode: string;
  areaName: string;
  bedroomCategory: string;
  countOfRents: number | null;
  mean: number | null;
  lowerQuartile: number | null;
  median: number | null;
  upperQuartile: number | null;
}

const RENT_CATEGORY_SET: ReadonlySet<string> = new Set(RENT_CATEGORIES);

/** Why a rents file was not imported: the rents held are of a later period (decision 112). */
export interface KeptRents {
  /** The period of the rents held, and the file's ("2023-24", "2022-23"). */
  held: string;
  file: string;
}

export interface RentsOptions extends ImportOptions {
  /** The statistics' year, e.g. "2022-23"; default: from the file's title lines, else its name. */
  period?: string;
  /**
   * Keep the rents held when the only objection to the file is that they are of a later period
   * (the shipped data after `npm run data:update -- --rents-url …`), instead of refusing it.
   */
  keepNewer?: boolean;
}

/**
 * Imports an ONS/VOA rents file (and the area → region map read from its order). A file of an
 * older period than the rents held is refused, unless forced; with `keepNewer` it is not imported
 * and the result says what was kept.
 */
export async function importRentsFile(db: Db, file: string, options: RentsOptions = {}): Promise<{ summary: ImportSummary; kept: KeptRents | null }> {
  const { period, from } = await rentsPeriodOf(file, options.period);
  const read = await readReference(file, rentsSpec(period, from), options);
  const { keepNewer, ...rest } = options;
  const { summaries, kept } = replaceReferences(db, [read as ReadReference], { ...rest, keepNewer });
  const summary = summaries[0]!;
  // Kept only for a newer period held, so both periods are known.
  const held = kept && newestPeriod(kept[0]!.held);
  if (!held || !period) return { summary, kept: null };
  summary.notes.push(`not imported: the rents held are for ${held}, newer than this file's ${period}`);
  return { summary, kept: { held, file: period } };
}

export async function importRents(db: Db, file: string, options: RentsOptions = {}): Promise<ImportSummary> {
  return (await importRentsFile(db, file, options)).summary;
}

/**
 * The rents' period and where it was read (decision 120): `--period`; else the title the ONS
 * gives its tables, when the file keeps it above its header; else the file's name. A name that
 * says another year than the title is named in the note.
 */
export async function rentsPeriodOf(file: string, given?: string): Promise<{ period: string | null; from: string }> {
  if (given) return { period: given, from: "given with --period" };
  const title = rentsPeriodFromTitle(await titleLines(file, "rents"));
  const named = rentsPeriodFromFileName(file);
  if (title) return { period: title, from: `from the file's title${named && named !== title ? `; its name says ${named}` : ""}` };
  if (named) return { period: named, from: "from the file name" };
  return { period: null, from: "not in the file's title or name" };
}

function rentsSpec(period: string | null, from: string): TableSpec<RentRow> {
  return {
    kind: "rents",
    parse(get) {
      const bedroomCategory = get("bedroom_category").trim();
      if (!RENT_CATEGORY_SET.has(bedroomCategory)) {
        throw new RowError(`bad bedroom_category ${JSON.stringify(bedroomCategory)}`);
      }
      return {
        areaCode: code(get, "area_code")!,
        areaName: text(get, "area_name"),
        bedroomCategory,
        countOfRents: int(get, "count_of_rents", { optional: true }),
        mean: int(get, "mean", { optional: true }),
        lowerQuartile: int(get, "lower_quartile", { optional: true }),
        median: int(get, "median", { optional: true }),
        upperQuartile: int(get, "upper_quartile", { optional: true }),
      };
    },
    replace(db, rows) {
      const c = db.$client;
      c.prepare("DELETE FROM rents").run();
      c.prepare("DELETE FROM area_regions").run();
      const insert = c.prepare(
        `INSERT OR REPLACE INTO rents (area_code, area_name, bedroom_category, count_of_rents, mean,
           lower_quartile, median, upper_quartile, period)
         VALUES (@areaCode, @areaName, @bedroomCategory, @countOfRents, @mean, @lowerQuartile,
           @median, @upperQuartile, @period)`,
      );
      for (const row of rows) insert.run({ ...row, period });
      const insertRegion = c.prepare(
        "INSERT OR IGNORE INTO area_regions (area_code, region_code, region_name) VALUES (?, ?, ?)",
      );
      for (const [area, region] of regionsFromRentsOrder(rows)) {
        insertRegion.run(area, region.code, region.name);
      }
    },
    replaces: { table: "rents", area: "area_code", period: "period" },
    stored: (rows) => rows.map((r) => ({ area: r.areaCode, period })),
    notes(rows) {
      const areas = new Set(rows.map((r) => r.areaCode)).size;
      const suppressed = rows.filter((r) => r.median === null).length;
      return [
        `${areas} areas; ${suppressed} cells with no median (suppressed); period ${period ?? "unknown"} (${from})`,
      ];
    },
  };
}

/**
 * The rents file lists England, then each region (E12 code) followed by its local authorities
 * and counties. Every area after a region row, up to the next region row, belongs to it.
 */
export function regionsFromRentsOrder(
  rows: readonly { areaCode: string; areaName: string }[],
): Map<string, { code: string; name: string }> {
  const map = new Map<string, { code: string; name: string }>();
  let region: { code: string; name: string } | null = null;
  for (const row of rows) {
    if (row.areaCode.startsWith("E12")) {
      region = { code: row.areaCode, name: row.areaName };
    } else if (row.areaCode.startsWith("E92")) {
      region = null;
    } else if (region && !map.has(row.areaCode)) {
      map.set(row.areaCode, region);
    }
  }
  return map;
}

// ---------------------------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------------------------

interface CentroidRow {
  key: string;
  postcodeCount: number;
  lat: number;
  lon: number;
  laCode: string | null;
  countryCode: string | null;
}

function centroid(get: Get, keyColumn: string, keyRe: RegExp): CentroidRow {
  const key = get(keyColumn).trim().toUpperCase().replace(/\s+/g, " ");
  if (!keyRe.test(key)) throw new RowError(`bad ${keyColumn} ${JSON.stringify(key)}`);
  return {
    key,
    postcodeCount: int(get, "postcode_count")!,
    lat: real(get, "lat", { min: 49, max: 61.5 })!,
    lon: real(get, "lon", { min: -9, max: 2.5 })!,
    laCode: code(get, "main_lad_code", { optional: true }),
    countryCode: code(get, "country_code", { optional: true }),
  };
}

function centroidTable(kind: "districts" | "sectors", table: string, keyColumn: string): TableSpec<CentroidRow> {
  const keyRe = kind === "districts" ? /^[A-Z]{1,2}\d[A-Z\d]?$/ : /^[A-Z]{1,2}\d[A-Z\d]? \d$/;
  return {
    kind,
    parse: (get) => centroid(get, kind === "districts" ? "postcode_district" : "postcode_sector", keyRe),
    replace(db, rows) {
      const c = db.$client;
      c.prepare(`DELETE FROM ${table}`).run();
      const insert = c.prepare(
        `INSERT OR REPLACE INTO ${table} (${keyColumn}, postcode_count, lat, lon, la_code, country_code)
         VALUES (@key, @postcodeCount, @lat, @lon, @laCode, @countryCode)`,
      );
      for (const row of rows) insert.run(row);
    },
    replaces: { table, area: keyColumn },
    stored: (rows) => rows.map((r) => ({ area: r.key })),
    notes(rows) {
      const noLa = rows.filter((r) => !r.laCode).length;
      return noLa ? [`${noLa} with no local authority code`] : [];
    },
  };
}

export function importPostcodeDistricts(db: Db, file: string, options: ImportOptions = {}) {
  return importReference(db, file, centroidTable("districts", "postcode_districts", "district"), options);
}

export function importPostcodeSectors(db: Db, file: string, options: ImportOptions = {}) {
  return importReference(db, file, centroidTable("sectors", "postcode_sectors", "sector"), options);
}

interface LocalAuthorityRow {
  code: string;
  name: string;
  hexX: number | null;
  hexY: number | null;
}

export function importLocalAuthorities(db: Db, file: string, options: ImportOptions = {}) {
  return importReference<LocalAuthorityRow>(db, file, {
    kind: "local-authorities",
    parse: (get) => ({
      code: code(get, "code")!,
      name: text(get, "name"),
      hexX: real(get, "x", { optional: true }),
      hexY: real(get, "y", { optional: true }),
    }),
    replace(db, rows) {
      const c = db.$client;
      c.prepare("DELETE FROM local_authorities").run();
      const insert = c.prepare(
        "INSERT OR REPLACE INTO local_authorities (code, name, hex_x, hex_y) VALUES (@code, @name, @hexX, @hexY)",
      );
      for (const row of rows) insert.run(row);
    },
    replaces: { table: "local_authorities", area: "code" },
    stored: (rows) => rows.map((r) => ({ area: r.code })),
  }, options);
}

/** The importer of each reference kind. */
export const REFERENCE_IMPORTERS: Record<ReferenceKind, (db: Db, file: string, options?: ImportOptions) => Promise<ImportSummary>> = {
  rents: importRents,
  "hpi-la": importHpiLocalAuthorities,
  "hpi-regions": importHpiRegionsMonthly,
  districts: importPostcodeDistricts,
  sectors: importPostcodeSectors,
  "local-authorities": importLocalAuthorities,
  "pipr-rents": importPiprRents,
  "pipr-areas": importPiprAreas,
  "bedroom-stock": importBedroomStock,
};
