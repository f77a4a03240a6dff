/**
 * The generic reader behind every reference importer: checks the header, reads each row with the
 * table's parser (a bad row is counted and reported with its line number) and replaces the
 * table's rows in one transaction, unless the file is implausible (./replace-guard.ts).
 */
import { basename } from "node:path";
import type { Db } from "../../app/server/db.server";
import { readCsv, type CsvRecord } from "./csv";
import { isHeaderOf, MAX_TITLE_LINES, REFERENCE_HEADERS, TITLED_KINDS, type ReferenceKind } from "./reference-headers";
import { judgeReplacements, type JudgeOptions, type MonthRule, type Replacement, type StoredRow } from "./replace-guard";
import { SummaryBuilder, type ImportOptions, type ImportSummary } from "./types";

// ---------------------------------------------------------------------------------------------
// Field readers: each returns the value or throws a RowError with a reason a person can act on.
// ---------------------------------------------------------------------------------------------

export class RowError extends Error {}

export type Get = (column: string) => string;

const AREA_CODE_RE = /^[EWSNK]\d{8}$/;

export function code(get: Get, column: string, { optional = false } = {}): string | null {
  const v = get(column).trim().toUpperCase();
  if (!v && optional) return null;
  if (!AREA_CODE_RE.test(v)) throw new RowError(`bad ${column} ${JSON.stringify(v)}`);
  return v;
}

export function text(get: Get, column: string): string {
  const v = get(column).trim();
  if (!v) throw new RowError(`no ${column}`);
  return v;
}

export function int(get: Get, column: string, { optional = false } = {}): number | null {
  const v = get(column).trim().replace(/,/g, "");
  if (!v || v === "NA" || v === "..") {
    if (optional) return null;
    throw new RowError(`no ${column}`);
  }
  if (!/^-?\d+(\.0+)?$/.test(v)) throw new RowError(`bad ${column} ${JSON.stringify(v)}`);
  return Number.parseInt(v, 10);
}

export function real(get: Get, column: string, { optional = false, min = -Infinity, max = Infinity } = {}): number | null {
  const v = get(column).trim();
  if (!v || v === "NA" || v === "..") {
    if (optional) return null;
    throw new RowError(`no ${column}`);
  }
  const n = Number(v);
  if (!/^-?\d+(\.\d+)?$/.test(v) || n < min || n > max) throw new RowError(`bad ${column} ${JSON.stringify(v)}`);
  return n;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "Jan 2011", "July 2025", "Jul 2025 [p]" (provisional), "2025-07" → "2025-07"; null otherwise. */
export function parseMonth(value: string): string | null {
  const v = value.replace(/\[[^\]]*\]/g, "").trim();
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(v);
  if (iso) {
    const m = Number(iso[2]);
    return m >= 1 && m <= 12 ? `${iso[1]}-${iso[2]}` : null;
  }
  const named = /^([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{4})$/.exec(v);
  if (!named) return null;
  const month = MONTHS.indexOf(named[1]!.toLowerCase());
  return month < 0 ? null : `${named[2]}-${String(month + 1).padStart(2, "0")}`;
}

/** The year of the rents statistics from a file name such as `…-2022-23.csv` → "2022-23". */
export function rentsPeriodFromFileName(file: string): string | null {
  const m = /(?:^|[^\d])(\d{4})-(\d{2})(?!\d)/.exec(basename(file));
  return m ? `${m[1]}-${m[2]}` : null;
}

/**
 * The year of the rents statistics from the title the ONS gives its tables: "… monthly rents
 * recorded between 1 October 2022 to 30 September 2023 …" (or "… and 30 September 2023") →
 * "2022-23". Null when no line says it, or the span is not a year across two calendar years.
 */
export function rentsPeriodFromTitle(lines: readonly string[]): string | null {
  const span = /\bbetween\s+\d{1,2}\s+[a-z]+\s+(\d{4})\s+(?:to|and|-|–)\s+\d{1,2}\s+[a-z]+\s+(\d{4})\b/i;
  for (const line of lines) {
    const m = span.exec(line);
    if (m && Number(m[2]) === Number(m[1]) + 1) return `${m[1]}-${m[2]!.slice(2)}`;
  }
  return null;
}

/**
 * The lines above the header of a `kind` file that may have a title (`TITLED_KINDS`), each
 * record's fields joined; empty when the header comes first or is not among the first lines.
 */
export async function titleLines(file: string, kind: ReferenceKind): Promise<string[]> {
  if (!TITLED_KINDS.has(kind)) return [];
  const lines: string[] = [];
  for await (const record of readCsv(file, { highWaterMark: 16 * 1024 })) {
    if (isHeaderOf(kind, record.fields)) return lines;
    if (lines.length === MAX_TITLE_LINES) break;
    lines.push(record.fields.filter((f) => f.trim() !== "").join(", "));
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// The generic reader
// ---------------------------------------------------------------------------------------------

export interface TableSpec<T> {
  kind: ReferenceKind;
  /** The row, or null for a row the table does not keep (not counted as malformed). */
  parse(get: Get, record: CsvRecord): T | null;
  /** Replace the table's rows with `rows` (called inside a transaction). */
  replace(db: Db, rows: T[]): void;
  /** The rows `replace` removes, for the plausibility check (./replace-guard.ts). */
  replaces: Replaces;
  /** The stored rows `rows` become: each one's area, and its month for `replaces.month`. */
  stored(rows: T[]): StoredRow[];
  /** Notes for the summary once all rows are read. */
  notes?(rows: T[]): string[];
}

export interface Replaces {
  table: string;
  /** The column naming a row's area (a local authority, region, postcode district…). */
  area: string;
  /** The month column ("2025-07" or "July 2025"). */
  month?: string;
  /** What the months must keep (the UK HPI). */
  monthRule?: MonthRule;
  /**
   * The column of the statistics' period ("2022-23", the rents): a file of an older period than
   * the table's is refused, when both are known.
   */
  period?: string;
  /** The file replaces only the rows of the months it holds (current rents), not the table. */
  onlyItsMonths?: boolean;
}

/** The rows a replace removes, read inside its transaction. */
function heldRows(db: Db, replaces: Replaces, incoming: readonly StoredRow[]): StoredRow[] {
  const { table, area, month, period } = replaces;
  const columns = `"${area}" AS area${month ? `, "${month}" AS month` : ""}${period ? `, "${period}" AS period` : ""}`;
  let rows: { area: string; month?: string | null; period?: string | null }[];
  if (replaces.onlyItsMonths && month) {
    const months = [...new Set(incoming.map((r) => r.month).filter((m): m is string => Boolean(m)))];
    if (months.length === 0) return [];
    rows = db.$client.prepare(`SELECT ${columns} FROM "${table}" WHERE "${month}" IN (${months.map(() => "?").join(", ")})`).all(...months) as typeof rows;
  } else {
    rows = db.$client.prepare(`SELECT ${columns} FROM "${table}"`).all() as typeof rows;
  }
  return month ? rows.map((r) => ({ ...r, month: r.month ? parseMonth(r.month) : null })) : rows;
}

/** A reference file read and checked row by row, its table not yet replaced. */
export interface ReadReference<T = unknown> {
  file: string;
  spec: TableSpec<T>;
  rows: T[];
  /** The stored rows `rows` become (for the plausibility check). */
  incoming: StoredRow[];
  counter: SummaryBuilder;
}

function notOfKind(file: string, kind: ReferenceKind, header: readonly string[]): Error {
  const names = header.map((f) => f.trim().toLowerCase());
  const missing = (REFERENCE_HEADERS[kind] as readonly string[]).filter((c) => !names.includes(c));
  return new Error(`${basename(file)}: not a ${kind} file (no column ${missing.join(", ")} in the header)`);
}

/** Reads `file` with `spec`'s parser: the header checked, a bad row counted with its line number. */
export async function readReference<T>(file: string, spec: TableSpec<T>, options: ImportOptions): Promise<ReadReference<T>> {
  const counter = new SummaryBuilder(file, spec.kind, "reference", options);
  const rows: T[] = [];
  let columns: Map<string, number> | null = null;
  let width = 0;
  // A title above the header (an ONS table saved as CSV) is passed over; a file with no header
  // in its first lines is judged by its first.
  let titles = TITLED_KINDS.has(spec.kind) ? MAX_TITLE_LINES : 0;
  let first: string[] | null = null;
  for await (const record of readCsv(file, { onChunk: counter.onChunk })) {
    if (!columns) {
      first ??= record.fields;
      const header = isHeaderOf(spec.kind, record.fields);
      if (!header && titles-- > 0) continue;
      if (!header) throw notOfKind(file, spec.kind, first);
      const names = record.fields.map((f) => f.trim().toLowerCase());
      columns = new Map(names.map((n, i) => [n, i]));
      width = names.length;
      continue;
    }
    counter.summary.rowsRead++;
    if (record.fields.length !== width) {
      counter.malformed(record.lineNumber, `expected ${width} columns, found ${record.fields.length}`);
      continue;
    }
    const fields = record.fields;
    const map = columns;
    const get: Get = (column) => fields[map.get(column) ?? -1] ?? "";
    try {
      const row = spec.parse(get, record);
      if (row !== null) rows.push(row);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      counter.malformed(record.lineNumber, error.message);
    }
  }
  if (!columns) throw first ? notOfKind(file, spec.kind, first) : new Error(`${basename(file)}: the file is empty`);
  return { file, spec, rows, incoming: spec.stored(rows), counter };
}

export interface ReplaceOptions extends ImportOptions, Omit<JudgeOptions, "force"> {
  /**
   * Run on the tables as the files leave them, inside the transaction, before it commits: throw
   * to undo every replace (the UK HPI tables' one month); return notes for the last summary.
   */
  after?(db: Db): string[];
}

export interface Replaced {
  /** One summary per file, in order. */
  summaries: ImportSummary[];
  /** With `keepNewer`: what the tables held and the files had, when the tables were kept. */
  kept: Replacement[] | null;
}

/**
 * Replaces the tables of `reads` in one transaction, all or none: each file is checked against
 * the rows its replace removes (./replace-guard.ts), then `after` runs. A run is recorded for each
 * file written; kept files are not recorded.
 */
export function replaceReferences(db: Db, reads: readonly ReadReference[], options: ReplaceOptions): Replaced {
  const { kept, notes } = db.$client.transaction(() => {
    const replacements = reads.map((read): Replacement => ({
      file: read.file,
      source: options.source,
      table: read.spec.replaces.table,
      rowsRead: read.counter.summary.rowsRead,
      malformed: read.counter.summary.malformed,
      firstMalformed: read.counter.summary.malformedRows[0],
      held: heldRows(db, read.spec.replaces, read.incoming),
      incoming: read.incoming,
      months: read.spec.replaces.monthRule,
      periods: read.spec.replaces.period !== undefined,
    }));
    if (judgeReplacements(replacements, options) === "keep") return { kept: replacements, notes: [] };
    for (const read of reads) read.spec.replace(db, read.rows);
    return { kept: null, notes: options.after?.(db) ?? [] };
  }).immediate();
  const summaries = reads.map((read, i) => {
    const s = read.counter.summary;
    if (!kept) {
      s.written = read.rows.length;
      for (const note of read.spec.notes?.(read.rows) ?? []) read.counter.note(note);
      if (i === reads.length - 1) for (const note of notes) read.counter.note(note);
    }
    return read.counter.finish(db, { record: !kept });
  });
  return { summaries, kept };
}

export async function importReference<T>(db: Db, file: string, spec: TableSpec<T>, options: ImportOptions): Promise<ImportSummary> {
  const read = await readReference(file, spec, options);
  return replaceReferences(db, [read as ReadReference], options).summaries[0]!;
}
