/**
 * Importers of the ONS Price Index of Private Rents (PIPR) average rents into `current_rents`
 * (docs/decisions/035), from two shapes:
 *
 * - `pipr-rents`: the monthly workbook's Table 1, tabulated (area_code, area_name, rent_grain,
 *   rent_monthly_gbp, rent_1bed_gbp … rent_4plus_gbp, rent_period): England and Wales LAs,
 *   English regions and the two countries. The latest month of a PIPR release is provisional.
 * - `pipr-areas`: the bulletin's data download (Area code, Area name, Rental price one bed …
 *   Rental price): England and Wales LAs, Scotland's Broad Rental Market Areas (S33…) and Northern
 *   Ireland's BRMAs (named, no code; their figures are two months older: May for a July file).
 *
 * A file replaces the rows of the months it holds; rows of other months (another file) stay.
 */
import { basename } from "node:path";
import type { Db } from "../../app/server/db.server";
import { importReference, int, RowError, text, type Get, type Replaces } from "./reference-reader";
import { niBrmaCode } from "./rental-areas";
import type { ImportOptions, ImportSummary } from "./types";

export interface CurrentRentRow {
  areaCode: string;
  areaName: string;
  grain: "local-authority" | "brma" | "region" | "country";
  period: string;
  provisional: boolean;
  rentAll: number | null;
  rent1: number | null;
  rent2: number | null;
  rent3: number | null;
  rent4plus: number | null;
}

const GSS_RE = /^[EWSNK]\d{8}$/;
const GRAINS: Readonly<Record<string, CurrentRentRow["grain"]>> = {
  local_authority: "local-authority",
  region: "region",
  country: "country",
};

function rent(get: Get, column: string): number | null {
  const n = int(get, column, { optional: true });
  if (n !== null && (n <= 0 || n > 50_000)) throw new RowError(`bad ${column} ${n}`);
  return n;
}

/** The month of a file's figures from its name, e.g. `…-2025-07.csv` → "2025-07". */
export function monthFromFileName(file: string): string | null {
  const m = /(\d{4})-(0[1-9]|1[0-2])(?!\d)/.exec(basename(file));
  return m ? `${m[1]}-${m[2]}` : null;
}

/** Northern Ireland's PIPR figures lag Great Britain's by two months. */
function monthsBefore(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const i = y * 12 + (m - 1) - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
}

function replaceMonths(db: Db, rows: CurrentRentRow[]) {
  const c = db.$client;
  const del = c.prepare("DELETE FROM current_rents WHERE period = ?");
  for (const period of new Set(rows.map((r) => r.period))) del.run(period);
  const insert = c.prepare(
    `INSERT OR REPLACE INTO current_rents (area_code, area_name, grain, period, provisional, rent_all, rent_1bed, rent_2bed, rent_3bed, rent_4plus)
     VALUES (@areaCode, @areaName, @grain, @period, @provisional, @rentAll, @rent1, @rent2, @rent3, @rent4plus)`,
  );
  for (const row of rows) insert.run({ ...row, provisional: row.provisional ? 1 : 0 });
}

/** A file replaces the rows of its own months only. */
const replaces: Replaces = { table: "current_rents", area: "area_code", month: "period", onlyItsMonths: true };
const stored = (rows: CurrentRentRow[]) => rows.map((r) => ({ area: r.areaCode, month: r.period }));

function notes(rows: CurrentRentRow[]): string[] {
  const byGrain = new Map<string, number>();
  for (const r of rows) byGrain.set(r.grain, (byGrain.get(r.grain) ?? 0) + 1);
  const periods = [...new Set(rows.map((r) => `${r.period}${r.provisional ? " (provisional)" : ""}`))];
  return [`${[...byGrain].map(([g, n]) => `${n} ${g}`).join(", ")}; months ${periods.join(", ")}`];
}

/** `pipr-rents`: the latest month in the file is marked provisional (as ONS does). */
export async function importPiprRents(db: Db, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  let latest = "";
  return importReference<CurrentRentRow>(
    db,
    file,
    {
      kind: "pipr-rents",
      parse(get) {
        const areaCode = text(get, "area_code").toUpperCase();
        if (!GSS_RE.test(areaCode)) throw new RowError(`bad area_code ${JSON.stringify(areaCode)}`);
        const grain = GRAINS[get("rent_grain").trim().toLowerCase()];
        if (!grain) throw new RowError(`bad rent_grain ${JSON.stringify(get("rent_grain"))}`);
        const m = /^(\d{4})-(0[1-9]|1[0-2])(?:-\d{2})?$/.exec(get("rent_period").trim());
        if (!m) throw new RowError(`bad rent_period ${JSON.stringify(get("rent_period"))}`);
        const period = `${m[1]}-${m[2]}`;
        if (period > latest) latest = period;
        return {
          areaCode,
          areaName: text(get, "area_name"),
          grain,
          period,
          provisional: false,
          rentAll: rent(get, "rent_monthly_gbp"),
          rent1: rent(get, "rent_1bed_gbp"),
          rent2: rent(get, "rent_2bed_gbp"),
          rent3: rent(get, "rent_3bed_gbp"),
          rent4plus: rent(get, "rent_4plus_gbp"),
        };
      },
      replace(db, rows) {
        for (const row of rows) row.provisional = row.period === latest;
        replaceMonths(db, rows);
      },
      replaces,
      stored,
      notes,
    },
    options,
  );
}

/** `pipr-areas`: the month comes from the file name (e.g. `…-2025-07.csv`). */
export async function importPiprAreas(
  db: Db,
  file: string,
  options: ImportOptions & { period?: string } = {},
): Promise<ImportSummary> {
  const month = options.period ?? monthFromFileName(file);
  if (!month) throw new Error(`${basename(file)}: no month in the file name (e.g. …-2025-07.csv); give --period YYYY-MM`);
  return importReference<CurrentRentRow>(
    db,
    file,
    {
      kind: "pipr-areas",
      parse(get) {
        const rawCode = text(get, "area code");
        const areaName = text(get, "area name");
        let areaCode = rawCode.toUpperCase();
        let grain: CurrentRentRow["grain"] = "local-authority";
        let period = month;
        if (/^S33\d{6}$/.test(areaCode)) grain = "brma";
        else if (/BRMA$/i.test(rawCode)) {
          areaCode = niBrmaCode(areaName);
          grain = "brma";
          period = monthsBefore(month, 2);
        } else if (!/^(E0[6-9]|W06)\d{6}$/.test(areaCode)) {
          throw new RowError(`bad Area code ${JSON.stringify(rawCode)}`);
        }
        return {
          areaCode,
          areaName,
          grain,
          period,
          provisional: false,
          rentAll: rent(get, "rental price"),
          rent1: rent(get, "rental price one bed"),
          rent2: rent(get, "rental price two bed"),
          rent3: rent(get, "rental price three bed"),
          rent4plus: rent(get, "rental price four or more bed"),
        };
      },
      replace: replaceMonths,
      replaces,
      stored,
      notes,
    },
    options,
  );
}
