/**
 * The UK House Price Index "full file" (HM Land Registry / ONS, `UK-HPI-full-file-YYYY-MM.csv`:
 * one row per area and month, columns Date, RegionName, AreaCode, AveragePrice, Index, …,
 * 12m%Change, …) → the two tidy CSVs the reference importers read (db/import/reference.ts):
 *
 * - `hpi-la`: the latest month with a figure for every local authority (E06–E09, W06, S12, N09);
 * - `hpi-regions`: monthly, from January 1995 (where Price Paid starts), for the UK, Great Britain,
 *   the four nations and the English regions, the index rebased to January 2023 = 100 for each
 *   area (whatever base the file uses).
 *
 * Streams the file (about 150 MB): only the rows it keeps are held.
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { readCsv } from "./csv";

/** Areas of the monthly regional series, by code, with the names the app uses. */
export const HPI_REGION_NAMES: Readonly<Record<string, string>> = {
  K02000001: "United Kingdom",
  K03000001: "Great Britain",
  E92000001: "England",
  W92000004: "Wales",
  S92000003: "Scotland",
  N92000002: "Northern Ireland",
  E12000001: "North East",
  E12000002: "North West",
  E12000003: "Yorkshire and The Humber",
  E12000004: "East Midlands",
  E12000005: "West Midlands",
  E12000006: "East",
  E12000007: "London",
  E12000008: "South East",
  E12000009: "South West",
};

const LA_CODE_RE = /^(E0[6-9]|W06|S12|N09)\d{6}$/;
const NATIONS: Readonly<Record<string, string>> = { E: "England", W: "Wales", S: "Scotland", N: "Northern Ireland" };
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** Price Paid starts in January 1995, so every sale it holds can be indexed (the shipped file starts in 2011). */
const FIRST_MONTH = "1995-01";
const BASE_MONTH = "2023-01";

/** "01/07/2025" or "2025-07-01" → "2025-07". */
export function hpiMonth(date: string): string | null {
  const uk = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date.trim());
  if (uk) return `${uk[3]}-${uk[2]}`;
  const iso = /^(\d{4})-(\d{2})-\d{2}$/.exec(date.trim());
  return iso ? `${iso[1]}-${iso[2]}` : null;
}

function monthName(month: string): string {
  const [year, m] = month.split("-");
  return `${MONTH_NAMES[Number(m) - 1]} ${year}`;
}

function csvLine(values: (string | number | null)[]): string {
  return `${values.map((v) => (v === null ? "" : /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v))).join(",")}\n`;
}

async function writeLines(file: string, lines: string[]) {
  const out = createWriteStream(file);
  for (const line of lines) if (!out.write(line)) await once(out, "drain");
  out.end();
  await once(out, "finish");
}

interface LaRow {
  month: string;
  name: string;
  price: number;
  change: string;
}

export interface HpiSplit {
  laFile: string;
  regionsFile: string;
  latestMonth: string | null;
  localAuthorities: number;
  regionRows: number;
}

/** Splits the full file into `laFile` (hpi-la) and `regionsFile` (hpi-regions). */
export async function splitUkHpiFullFile(fullFile: string, laFile: string, regionsFile: string): Promise<HpiSplit> {
  let columns: Map<string, number> | null = null;
  const latest = new Map<string, LaRow>();
  const regions = new Map<string, { month: string; index: number; price: string; change: string }[]>();
  for await (const record of readCsv(fullFile)) {
    if (!columns) {
      columns = new Map(record.fields.map((name, i) => [name.trim(), i]));
      for (const name of ["Date", "RegionName", "AreaCode", "AveragePrice", "Index", "12m%Change"]) {
        if (!columns.has(name)) throw new Error(`${fullFile} is not a UK HPI full file (no ${name} column)`);
      }
      continue;
    }
    const get = (name: string) => record.fields[columns!.get(name)!]?.trim() ?? "";
    const month = hpiMonth(get("Date"));
    const code = get("AreaCode");
    const price = Number(get("AveragePrice"));
    if (!month || !get("AveragePrice") || !Number.isFinite(price) || price <= 0) continue;
    if (LA_CODE_RE.test(code)) {
      const held = latest.get(code);
      if (!held || held.month < month) latest.set(code, { month, name: get("RegionName"), price: Math.round(price), change: get("12m%Change") });
    } else if (HPI_REGION_NAMES[code] && month >= FIRST_MONTH) {
      const index = Number(get("Index"));
      if (!Number.isFinite(index) || index <= 0) continue;
      const rows = regions.get(code) ?? [];
      rows.push({ month, index, price: String(Math.round(price)), change: get("12m%Change") });
      regions.set(code, rows);
    }
  }
  if (!columns) throw new Error(`${fullFile} is empty`);

  const laLines = [csvLine(["area_code", "area_name", "nation", "period", "average_price_gbp", "annual_pct_change"])];
  for (const [code, row] of [...latest].sort(([a], [b]) => a.localeCompare(b))) {
    laLines.push(csvLine([code, row.name, NATIONS[code[0]!]!, monthName(row.month), row.price, row.change || null]));
  }
  const regionLines = [csvLine(["period", "area_name", "index_jan2023_100", "average_price_gbp", "annual_pct_change"])];
  let regionRows = 0;
  for (const [code, rows] of regions) {
    const base = rows.find((r) => r.month === BASE_MONTH)?.index;
    if (!base) continue; // an area with no January 2023 figure cannot be put on the app's base
    for (const row of rows.sort((a, b) => a.month.localeCompare(b.month))) {
      regionLines.push(csvLine([monthName(row.month), HPI_REGION_NAMES[code]!, ((row.index / base) * 100).toFixed(2), row.price, row.change || null]));
      regionRows += 1;
    }
  }
  await writeLines(laFile, laLines);
  await writeLines(regionsFile, regionLines);
  const months = [...latest.values()].map((r) => r.month).sort();
  return { laFile, regionsFile, latestMonth: months.at(-1) ?? null, localAuthorities: latest.size, regionRows };
}
