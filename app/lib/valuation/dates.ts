import { formatMonth } from "../format";

/** Month arithmetic for periods written as "2019-04-11", "2025-07", "Jul 2025" or "July 2025". */
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A date or period as a month count (year × 12 + month index); null if unreadable. */
export function monthIndex(value: string): number | null {
  const iso = /^(\d{4})-(\d{2})/.exec(value.trim());
  if (iso) return Number(iso[1]) * 12 + Number(iso[2]) - 1;
  const named = /^([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{4})$/.exec(value.trim());
  if (named) {
    const month = MONTHS.indexOf(named[1]!.toLowerCase());
    if (month >= 0) return Number(named[2]) * 12 + month;
  }
  return null;
}

/** Whole calendar months from `from` to `to`, or null if either is unreadable. */
export function monthsBetween(from: string, to: string): number | null {
  const a = monthIndex(from);
  const b = monthIndex(to);
  return a === null || b === null ? null : b - a;
}

/** A YYYY-MM month plus `n` months (`n` may be negative): ("2011-03", -12) → "2010-03". */
export function addMonths(month: string, n: number): string {
  const i = monthIndex(month);
  if (i === null) throw new Error(`Not a month: ${month}`);
  const total = i + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/** Any period's month, said as `formatMonth` says it: "2026-05" or "May 2026" → "May 2026". */
export function monthName(value: string): string {
  const i = monthIndex(value);
  return i === null ? value : formatMonth(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`);
}

/** Today as YYYY-MM-DD (UTC). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
