/**
 * The UK House Price Index tables: each local authority's average price at its latest month
 * (`hpi_local_authorities`, hpi-la files) and the monthly index of the regions and nations
 * (`hpi_regions_monthly`, hpi-regions files). A sale's value is its price brought to the
 * series' newest month and compared with its authority's average, so the two tables must end at
 * the same month: every valuation then reads one index month (decision 099).
 *
 * The two files import together, in one transaction, both or neither (`importUkHpi`: from
 * `npm run data:update`, the shipped data and `npm run data:import -- <la file> <regions file>`).
 * An import of either, alone or together, that would leave the tables ending at different months
 * is refused, even with --force. The shipped data's loads keep a newer index held (from
 * `data:update`) rather than roll it back (`keepNewerIndex`).
 */
import { basename } from "node:path";
import type { Db } from "../../app/server/db.server";
import { monthName } from "../../app/lib/valuation/dates";
import { int, parseMonth, readReference, real, replaceReferences, RowError, code, text, type ReadReference, type TableSpec } from "./reference-reader";
import { fileLabel, monthSpan, RefusedImport, type Replacement } from "./replace-guard";
import type { ImportOptions, ImportSummary } from "./types";

interface HpiLaRow {
  areaCode: string;
  areaName: string;
  nation: string;
  period: string;
  averagePrice: number;
  annualChange: number | null;
}

const hpiLaSpec: TableSpec<HpiLaRow> = {
  kind: "hpi-la",
  parse(get) {
    const averagePrice = int(get, "average_price_gbp")!;
    if (averagePrice <= 0) throw new RowError(`bad average_price_gbp ${averagePrice}`);
    return {
      areaCode: code(get, "area_code")!,
      areaName: text(get, "area_name"),
      nation: text(get, "nation"),
      period: text(get, "period"),
      averagePrice,
      annualChange: real(get, "annual_pct_change", { optional: true }),
    };
  },
  replace(db, rows) {
    const c = db.$client;
    c.prepare("DELETE FROM hpi_local_authorities").run();
    const insert = c.prepare(
      `INSERT OR REPLACE INTO hpi_local_authorities (area_code, area_name, nation, period, average_price, annual_change)
       VALUES (@areaCode, @areaName, @nation, @period, @averagePrice, @annualChange)`,
    );
    for (const row of rows) insert.run(row);
  },
  replaces: { table: "hpi_local_authorities", area: "area_code", month: "period", monthRule: "newest" },
  stored: (rows) => rows.map((r) => ({ area: r.areaCode, month: parseMonth(r.period) })),
  notes(rows) {
    const periods = [...new Set(rows.map((r) => r.period))];
    return [`periods: ${periods.join(", ")}`];
  },
};

interface HpiMonthRow {
  month: string;
  areaName: string;
  index: number;
  averagePrice: number | null;
  annualChange: number | null;
  provisional: boolean;
}

const hpiRegionsSpec: TableSpec<HpiMonthRow> = {
  kind: "hpi-regions",
  parse(get) {
    const raw = get("period");
    const month = parseMonth(raw);
    if (!month) throw new RowError(`bad period ${JSON.stringify(raw)}`);
    const index = real(get, "index_jan2023_100", { min: 0 })!;
    if (index <= 0) throw new RowError(`bad index_jan2023_100 ${index}`);
    return {
      month,
      areaName: text(get, "area_name"),
      index,
      averagePrice: int(get, "average_price_gbp", { optional: true }),
      annualChange: real(get, "annual_pct_change", { optional: true }),
      provisional: /\[p\]/i.test(raw),
    };
  },
  replace(db, rows) {
    const c = db.$client;
    c.prepare("DELETE FROM hpi_regions_monthly").run();
    const insert = c.prepare(
      `INSERT OR REPLACE INTO hpi_regions_monthly (month, area_name, "index", average_price, annual_change)
       VALUES (@month, @areaName, @index, @averagePrice, @annualChange)`,
    );
    for (const { provisional: _, ...row } of rows) insert.run(row);
  },
  replaces: { table: "hpi_regions_monthly", area: "area_name", month: "month", monthRule: "span" },
  stored: (rows) => rows.map((r) => ({ area: r.areaName, month: r.month })),
  notes(rows) {
    const months = rows.map((r) => r.month).sort();
    const provisional = [...new Set(rows.filter((r) => r.provisional).map((r) => r.month))];
    const areas = new Set(rows.map((r) => r.areaName)).size;
    return [
      `${areas} areas, ${months[0] ?? "?"} to ${months.at(-1) ?? "?"}` +
        (provisional.length ? `; provisional: ${provisional.join(", ")}` : ""),
    ];
  },
};

/** The newest month ("YYYY-MM") of each UK HPI table, null for a table with none. */
export interface IndexMonths {
  byAuthority: string | null;
  regional: string | null;
}

export function indexMonths(db: Db): IndexMonths {
  const c = db.$client;
  const periods = c.prepare("SELECT DISTINCT period FROM hpi_local_authorities").pluck().all() as string[];
  const byAuthority = periods.map(parseMonth).reduce<string | null>((newest, m) => (m && (!newest || m > newest) ? m : newest), null);
  const regional = (c.prepare("SELECT max(month) FROM hpi_regions_monthly").pluck().get() as string | null) ?? null;
  return { byAuthority, regional };
}

const disagree = (m: IndexMonths) => m.byAuthority !== null && m.regional !== null && m.byAuthority !== m.regional;

const monthsPhrase = (m: IndexMonths) =>
  `the UK HPI by local authority would run to ${monthName(m.byAuthority!)} and the regional series to ${monthName(m.regional!)}. ` +
  "Every valuation reads the two at one month";

export interface UkHpiFiles {
  /** An hpi-la file (each authority's latest month). */
  la?: string;
  /** An hpi-regions file (the monthly series). */
  regions?: string;
}

/**
 * The check run on the tables as an import leaves them, before it commits: they must end at one
 * month. Returns the note saying which.
 */
function oneMonth(files: UkHpiFiles, source: string | undefined): (db: Db) => string[] {
  return (db) => {
    const months = indexMonths(db);
    if (disagree(months)) {
      const { la, regions } = files;
      const name = [la, regions].filter((f): f is string => Boolean(f)).map((f) => basename(f)).join(" and ");
      const label = fileLabel({ file: name, source });
      const unchanged = la && regions ? "both UK HPI tables are unchanged" : `the ${la ? "hpi_local_authorities" : "hpi_regions_monthly"} table is unchanged`;
      const remedy =
        la && regions
          ? "so the two files must end at the same month"
          : `so import the two files together: npm run data:import -- ${la ?? "<UK HPI by local authority file>"} ${regions ?? "<regional series file>"}`;
      throw new RefusedImport(`${label} refused, ${unchanged}: ${monthsPhrase(months)}, ${remedy} (--force does not change this).`);
    }
    const month = months.byAuthority ?? months.regional;
    return month && months.byAuthority && months.regional
      ? [`the UK HPI now runs to ${monthName(month)} in both tables: deals valued from now on are at ${monthName(month)} prices`]
      : [];
  };
}

/** What the tables held and the files had, when a newer index held was kept. */
export interface KeptIndex {
  held: { first: string; last: string };
  files: { first: string; last: string };
}

function keptIndex(replacements: readonly Replacement[]): KeptIndex | null {
  const held = monthSpan(replacements.flatMap((r) => r.held));
  const files = monthSpan(replacements.flatMap((r) => r.incoming));
  return held && files ? { held, files } : null;
}

export interface UkHpiOptions extends ImportOptions {
  /**
   * Keep the tables when the only objection to the files is that the index held is newer or
   * longer (the shipped data after `npm run data:update`), instead of refusing them. Never when
   * the tables held end at different months: that index is not one to keep.
   */
  keepNewerIndex?: boolean;
}

export interface UkHpiImport {
  /** One summary per file given, the authority file first. */
  summaries: ImportSummary[];
  /** Set when the files were not imported because the index held is newer. */
  kept: KeptIndex | null;
}

/** Imports UK HPI files, one or both, in one transaction: both tables replaced, or neither. */
export async function importUkHpi(db: Db, files: UkHpiFiles, options: UkHpiOptions = {}): Promise<UkHpiImport> {
  const reads: ReadReference[] = [];
  if (files.la) reads.push((await readReference(files.la, hpiLaSpec, options)) as ReadReference);
  if (files.regions) reads.push((await readReference(files.regions, hpiRegionsSpec, options)) as ReadReference);
  if (reads.length === 0) throw new Error("importUkHpi: no file given");
  const { summaries, kept } = replaceReferences(db, reads, {
    ...options,
    keepNewer: options.keepNewerIndex && !disagree(indexMonths(db)),
    unchanged: reads.length > 1 ? "both UK HPI tables are unchanged" : undefined,
    after: oneMonth(files, options.source),
  });
  const index = kept && keptIndex(kept);
  if (index) {
    for (const s of summaries) s.notes.push(`not imported: the UK HPI held runs to ${monthName(index.held.last)}, newer than this file`);
  }
  return { summaries, kept: index };
}

export async function importHpiLocalAuthorities(db: Db, file: string, options: UkHpiOptions = {}): Promise<ImportSummary> {
  return (await importUkHpi(db, { la: file }, options)).summaries[0]!;
}

export async function importHpiRegionsMonthly(db: Db, file: string, options: UkHpiOptions = {}): Promise<ImportSummary> {
  return (await importUkHpi(db, { regions: file }, options)).summaries[0]!;
}

/**
 * A warning for a database whose UK HPI tables end at different months (left by an import from
 * before decision 099), or null.
 */
export function indexMonthsWarning(db: Db): string | null {
  const months = indexMonths(db);
  if (!disagree(months)) return null;
  return (
    `The UK HPI tables end at different months: by local authority ${monthName(months.byAuthority!)}, the regional series ` +
    `${monthName(months.regional!)} (an import by an earlier version moved one without the other). Deals imported now compare a value ` +
    `at ${monthName(months.regional!)} prices with ${monthName(months.byAuthority!)} averages. Run npm run data:update, or ` +
    "npm run data:import -- shipped --force, to bring both to one month."
  );
}
