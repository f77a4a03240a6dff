/**
 * What every importer reports, and the small helpers they share for counting and recording a
 * run in `import_runs`.
 */
import { createHash, type Hash } from "node:crypto";
import { statSync } from "node:fs";
import { basename } from "node:path";
import type { Db } from "../../app/server/db.server";
import { importRuns } from "../schema";
import { FIGURES_METHOD } from "./figures-method";
import { createProgress, type Progress } from "./progress";

export const IMPORT_KINDS = [
  "price-paid",
  "rents",
  "hpi-la",
  "hpi-regions",
  "districts",
  "sectors",
  "local-authorities",
  "pipr-rents",
  "pipr-areas",
  "bedroom-stock",
  "listings",
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface MalformedRow {
  lineNumber: number;
  reason: string;
}

/** Malformed rows listed one by one; the rest are only counted. */
export const MALFORMED_LISTED = 20;

export interface ImportSummary {
  file: string;
  kind: ImportKind;
  /** Deals (price paid, listings) or a reference table. */
  target: "deals" | "reference";
  sha256: string;
  rowsRead: number;
  /** New rows. */
  written: number;
  /** Rows already held whose content changed (a C record, or new reference data). */
  changed: number;
  /** Rows already held and identical (a re-import). */
  unchanged: number;
  deleted: number;
  /** Rows that are not deals, by reason, e.g. "no rent data". */
  skipped: Record<string, number>;
  /** Listing rows refused by website compliance, by reason, e.g. "example.com not allowed". */
  refused: Record<string, number>;
  /** Change/delete records for a record not held. */
  ignored: number;
  malformed: number;
  /** The first MALFORMED_LISTED malformed rows. */
  malformedRows: MalformedRow[];
  notes: string[];
  ms: number;
}

export interface ImportOptions {
  /** Draw a progress bar on stderr (only ever when it is a terminal). Default: true. */
  progress?: boolean;
  /** Rows per transaction. */
  batchSize?: number;
  /** Replace a reference table even with a file that looks implausible (decision 085). */
  force?: boolean;
  /** The download a reference file was made from (the UK HPI full file), named in a refusal. */
  source?: string;
}

export const DEFAULT_BATCH_SIZE = 5_000;

/** Collects the counts of one file's import. */
export class SummaryBuilder {
  readonly summary: ImportSummary;
  private readonly started = performance.now();
  private readonly hash: Hash = createHash("sha256");
  private readonly progress: Progress;
  private bytes = 0;

  constructor(file: string, kind: ImportKind, target: ImportSummary["target"], options: ImportOptions = {}) {
    this.summary = {
      file: basename(file),
      kind,
      target,
      sha256: "",
      rowsRead: 0,
      written: 0,
      changed: 0,
      unchanged: 0,
      deleted: 0,
      skipped: {},
      refused: {},
      ignored: 0,
      malformed: 0,
      malformedRows: [],
      notes: [],
      ms: 0,
    };
    let total = 0;
    try {
      total = statSync(file).size;
    } catch {
      total = 0;
    }
    this.progress = createProgress({
      label: basename(file),
      total,
      enabled: options.progress === false ? false : undefined,
    });
  }

  /** Feed every chunk read from the file here (hash and progress). */
  readonly onChunk = (chunk: Buffer) => {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    this.progress.update(this.bytes, this.summary.rowsRead);
  };

  malformed(lineNumber: number, reason: string) {
    this.summary.malformed++;
    if (this.summary.malformedRows.length < MALFORMED_LISTED) {
      this.summary.malformedRows.push({ lineNumber, reason });
    }
  }

  skip(reason: string) {
    this.summary.skipped[reason] = (this.summary.skipped[reason] ?? 0) + 1;
  }

  refuse(reason: string) {
    this.summary.refused[reason] = (this.summary.refused[reason] ?? 0) + 1;
  }

  note(text: string) {
    this.summary.notes.push(text);
  }

  /**
   * Stops the clock, seals the hash and records the run in `import_runs` (not with `record:
   * false`: a file read but not imported, such as a UK HPI older than the one held).
   */
  finish(db: Db, { record = true } = {}): ImportSummary {
    this.progress.finish();
    const s = this.summary;
    s.sha256 = this.hash.digest("hex");
    s.ms = performance.now() - this.started;
    if (!record) return s;
    db.insert(importRuns)
      .values({
        kind: s.kind,
        file: s.file,
        sha256: s.sha256,
        rowsRead: s.rowsRead,
        rowsApplied: s.written + s.changed + s.deleted,
        rowsMalformed: s.malformed,
        figuresMethod: FIGURES_METHOD,
        finishedAt: new Date(),
      })
      .run();
    return s;
  }
}
