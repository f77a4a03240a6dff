import { formatMonth } from "../format";

/** Month arithmetic for periods written as "2019-04-11", "2025-07", "Jul 2025" or "July 2025". */
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A month written "2025-07", or a date ("2019-04-11", "2019-04-11 00:00"): the month 01 to 12. */
const ISO_MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])(?:-\d{2}(?!\d).*)?$/;
/** A month's name, short or in full ("Jul", "July", "Sept."), then the year. */
const NAMED_MONTH_RE =
  /^(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(\d{4})$/i;

/**
 * A date or period as a month count (year × 12 + month index); null if unreadable. A period that
 * is no month ("2022-23", the rents' year; "Mayfair 2024") is unreadable, never a month.
 */
export function monthIndex(value: string): number | null {
  const iso = ISO_MONTH_RE.exec(value.trim());
  if (iso) return Number(iso[1]) * 12 + Number(iso[2]) - 1;
  const named = NAMED_MONTH_RE.exec(value.trim());
  return named ? Number(named[2]) * 12 + MONTHS.indexOf(named[1]!.slice(0, 3).toLowerCase()) : null;
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
