/**
 * The check every reference import makes before it replaces a table's rows (decision 085): a
 * file that would leave the table far smaller, missing many of its areas, or with an older or
 * shorter UK HPI series, or that is mostly malformed, is refused and nothing changes. An operator
 * who means it passes `--force` (`ImportOptions.force`).
 *
 * One rule for every reference table; db/import/reference-reader.ts calls it inside the
 * transaction that replaces the rows, so the rows compared are the rows the replace removes.
 * Files replaced together (the two UK HPI tables) are judged together: all replace or none. The
 * shipped data's loads keep a newer UK HPI or newer rents held instead of refusing the older
 * shipped files (`keepNewer`, decisions 099 and 112).
 */
import { basename } from "node:path";

/** The thresholds (decision 085 gives the shipped files' sizes they were chosen from). */
export const REPLACE_LIMITS = {
  /** A file must hold at least this share of the rows it replaces. */
  minShareOfRows: 0.5,
  /** …and still cover this share of the areas (authorities, regions, postcode districts) held. */
  minShareOfAreas: 0.9,
  /** More than this share of the rows read malformed and the file is refused. */
  maxShareMalformed: 0.1,
} as const;

/**
 * A stored row, as far as the check needs it: its area; for the UK HPI, its month ("YYYY-MM");
 * for a table of one period's statistics (the rents, "2022-23"), that period, compared as text.
 */
export interface StoredRow {
  area: string;
  month?: string | null;
  period?: string | null;
}

/**
 * What the months of a table must keep: `newest`, that the newest month does not go back (the
 * UK HPI by local authority, one month per authority); `span`, that the series still reaches
 * as far back and as far forward (the UK HPI regional series, which every sale is indexed by).
 */
export type MonthRule = "newest" | "span";

export interface Replacement {
  /** The file read, and (for a file made from a download, e.g. the UK HPI full file) its source. */
  file: string;
  source?: string;
  table: string;
  rowsRead: number;
  malformed: number;
  /** The first malformed row, named in a refusal so the operator can look at it. */
  firstMalformed?: { lineNumber: number; reason: string };
  /** The rows the replace removes and the rows it writes. */
  held: readonly StoredRow[];
  incoming: readonly StoredRow[];
  months?: MonthRule;
  /**
   * The table records its statistics' period (the rents): a file whose period is unknown cannot
   * be told from an older one, so it is refused where the table holds rows (decision 120).
   */
  periods?: boolean;
}

/** A file refused as implausible: the table is unchanged. */
export class RefusedImport extends Error {}

const pct = (share: number) => `${Math.round(share * 100)}%`;

/** The first and last month of `rows`, or null when none has a month. */
export function monthSpan(rows: readonly StoredRow[]): { first: string; last: string } | null {
  let first: string | null = null;
  let last: string | null = null;
  for (const { month } of rows) {
    if (!month) continue;
    if (first === null || month < first) first = month;
    if (last === null || month > last) last = month;
  }
  return first && last ? { first, last } : null;
}

/** The newest period of `rows` (periods such as "2022-23" order as text), or null when none has one. */
export function newestPeriod(rows: readonly StoredRow[]): string | null {
  let newest: string | null = null;
  for (const { period } of rows) if (period && (newest === null || period > newest)) newest = period;
  return newest;
}

/** Where a rents file's period is read, as a refusal of one with none says (decision 120). */
export const UNKNOWN_PERIOD =
  'no title line such as "… recorded between 1 October 2023 to 30 September 2024 …" above its header, and no year such as 2023-24 in its name or given with --period';

/** One reason a file is implausible. */
export interface Implausibility {
  why: string;
  /**
   * The table holds newer figures than the file: a UK HPI newer or longer, rents of a later
   * period. The file would roll them back.
   */
  newerHeld?: boolean;
}

/** Why `r` is implausible, or an empty list. */
export function implausibilities(r: Replacement): Implausibility[] {
  const why: Implausibility[] = [];
  const first = r.firstMalformed ? `, the first at line ${r.firstMalformed.lineNumber}: ${r.firstMalformed.reason}` : "";
  if (r.incoming.length === 0) {
    why.push({ why: `it has no usable rows (${r.rowsRead} read, ${r.malformed} malformed${first})` });
    return why;
  }
  if (r.rowsRead > 0 && r.malformed / r.rowsRead > REPLACE_LIMITS.maxShareMalformed) {
    why.push({ why: `${r.malformed} of its ${r.rowsRead} rows are malformed (more than ${pct(REPLACE_LIMITS.maxShareMalformed)}${first})` });
  }
  if (r.held.length === 0) return why;

  if (r.incoming.length < r.held.length * REPLACE_LIMITS.minShareOfRows) {
    const rows = `${r.incoming.length} row${r.incoming.length === 1 ? "" : "s"}`;
    why.push({ why: `it has ${rows} where the table holds ${r.held.length} (under ${pct(REPLACE_LIMITS.minShareOfRows)})` });
  }
  const heldAreas = new Set(r.held.map((row) => row.area));
  const incomingAreas = new Set(r.incoming.map((row) => row.area));
  const missing = [...heldAreas].filter((area) => !incomingAreas.has(area));
  if (heldAreas.size - missing.length < heldAreas.size * REPLACE_LIMITS.minShareOfAreas) {
    const some = missing.slice(0, 5).join(", ") + (missing.length > 5 ? ", …" : "");
    why.push({
      why:
        `it covers ${heldAreas.size - missing.length} of the ${heldAreas.size} areas the table holds ` +
        `(under ${pct(REPLACE_LIMITS.minShareOfAreas)}; missing ${some})`,
    });
  }
  if (r.months) {
    const was = monthSpan(r.held);
    const now = monthSpan(r.incoming);
    if (was && now && now.last < was.last) {
      why.push({ why: `its newest month is ${now.last}, older than the table's ${was.last}`, newerHeld: true });
    }
    if (was && now && r.months === "span" && now.first > was.first) {
      why.push({ why: `it starts in ${now.first}, where the table's series starts in ${was.first}`, newerHeld: true });
    }
  }
  const heldPeriod = newestPeriod(r.held);
  const filePeriod = newestPeriod(r.incoming);
  if (r.periods && !filePeriod) {
    const against = heldPeriod ? `the table's ${heldPeriod}` : "the rows held (of unknown period too)";
    why.push({ why: `its period is unknown (${UNKNOWN_PERIOD}), so it cannot be checked against ${against}` });
  }
  if (heldPeriod && filePeriod && filePeriod < heldPeriod) {
    why.push({ why: `its period is ${filePeriod}, older than the table's ${heldPeriod}`, newerHeld: true });
  }
  return why;
}

/** The file as a refusal names it: its name, and the download it was made from. */
export function fileLabel(r: Pick<Replacement, "file" | "source">): string {
  return basename(r.file) + (r.source ? ` (from ${basename(r.source)})` : "");
}

export interface JudgeOptions {
  force?: boolean;
  /**
   * When the only objection is that the table holds newer figures (a newer or longer UK HPI,
   * rents of a later period), keep the tables as they are instead of refusing (the shipped data's
   * loads, decisions 099 and 112).
   */
  keepNewer?: boolean;
  /** How a refusal says what is left unchanged; default "the <table> table is unchanged". */
  unchanged?: string;
}

/**
 * Judges files that replace their tables together (all or none): "replace", or "keep" (only
 * with `keepNewer`, when every objection is newer figures held). Throws a RefusedImport
 * naming each refused file and why otherwise, unless forced.
 */
export function judgeReplacements(replacements: readonly Replacement[], options: JudgeOptions = {}): "replace" | "keep" {
  if (options.force) return "replace";
  const refused = replacements.map((r) => ({ r, why: implausibilities(r) })).filter(({ why }) => why.length > 0);
  if (refused.length === 0) return "replace";
  if (options.keepNewer && refused.every(({ why }) => why.every((w) => w.newerHeld))) return "keep";
  const unchanged = options.unchanged ?? `the ${refused[0]!.r.table} table is unchanged`;
  const [first, ...others] = refused.map(({ r, why }) => ({ name: fileLabel(r), why: why.map((w) => w.why).join("; ") }));
  const more = others.map((o) => `; ${o.name} refused too: ${o.why}`).join("");
  const plural = replacements.length > 1;
  throw new RefusedImport(
    `${first!.name} refused, ${unchanged}: ${first!.why}${more}. ` +
      `If the ${plural ? "files are" : "file is"} right, run again with --force to replace the ${plural ? "tables with them" : "table with it"}.`,
  );
}
