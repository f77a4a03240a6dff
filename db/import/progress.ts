/**
 * Progress while importing, and the one-line summary at the end.
 *
 * The bar is drawn on stderr only when stderr is a terminal (so logs and pipes stay clean), at
 * most ten times a second, and erased when the file is done.
 */
import type { ImportSummary } from "./types";

export interface Progress {
  /** `done` and `total` in the same unit (bytes of the file read). */
  update(done: number, rows: number): void;
  finish(): void;
}

export interface ProgressOptions {
  label: string;
  total: number;
  stream?: NodeJS.WriteStream;
  /** Defaults to whether `stream` is a terminal. */
  enabled?: boolean;
}

const WIDTH = 28;

export function createProgress({ label, total, stream = process.stderr, enabled }: ProgressOptions): Progress {
  const on = enabled ?? Boolean(stream.isTTY);
  if (!on) return { update() {}, finish() {} };
  let last = 0;
  let drawn = false;
  return {
    update(done, rows) {
      const now = Date.now();
      if (now - last < 100 && done < total) return;
      last = now;
      const fraction = total > 0 ? Math.min(1, done / total) : 0;
      const filled = Math.round(fraction * WIDTH);
      const bar = "█".repeat(filled) + "░".repeat(WIDTH - filled);
      const pct = String(Math.round(fraction * 100)).padStart(3);
      stream.write(`\r${label} ${bar} ${pct}% ${rows.toLocaleString("en-GB")} rows`);
      drawn = true;
    },
    finish() {
      if (drawn) stream.write("\r\x1b[2K");
    },
  };
}

const nf = new Intl.NumberFormat("en-GB");

/**
 * One line, e.g. `ppd-greater-manchester-2019.csv: 15374 rows read, 15020 deals written,
 * 0 changed, 0 deleted, 354 skipped (no rent data), 0 malformed in 3.2 s (4,800 rows/s)`.
 */
export function formatSummary(s: ImportSummary): string {
  const parts: string[] = [`${s.rowsRead} rows read`];
  if (s.target === "deals") {
    parts.push(`${s.written} deals written`, `${s.changed} changed`);
    if (s.unchanged > 0) parts.push(`${s.unchanged} unchanged`);
    parts.push(`${s.deleted} deleted`);
    const skipped = Object.entries(s.skipped);
    if (skipped.length === 0) parts.push("0 skipped (no rent data)");
    for (const [reason, n] of skipped) parts.push(`${n} skipped (${reason})`);
    for (const [reason, n] of Object.entries(s.refused)) parts.push(`${n} refused (${reason})`);
    if (s.ignored > 0) parts.push(`${s.ignored} ignored (change/delete for a record not held)`);
  } else {
    parts.push(`${s.written} rows written`);
  }
  parts.push(`${s.malformed} malformed`);
  const seconds = s.ms / 1000;
  const rate = seconds > 0 ? Math.round(s.rowsRead / seconds) : s.rowsRead;
  return `${s.file}: ${parts.join(", ")} in ${seconds.toFixed(1)} s (${nf.format(rate)} rows/s)`;
}

/** The summary line, then its notes and the malformed rows (first 20 listed, the rest counted). */
export function formatReport(s: ImportSummary): string[] {
  const lines = [formatSummary(s)];
  for (const note of s.notes) lines.push(`  note: ${note}`);
  for (const bad of s.malformedRows) lines.push(`  line ${bad.lineNumber}: ${bad.reason}`);
  const unlisted = s.malformed - s.malformedRows.length;
  if (unlisted > 0) lines.push(`  … and ${unlisted} more malformed rows`);
  return lines;
}
