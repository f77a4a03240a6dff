import { formatMonth } from "../format";

/** Month arithmetic for periods written as "2019-04-11", "2025-07", "Jul 2025" or "July 2025". */
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A month written "2025-07", or a date ("2019-04-11", "2019-04-11 00:00"): the month 01 to 12. */
const ISO_MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])(?:-\d{2}(?!\d).*)?$/;
/** A month's name, short or in full ("Jul", "July", "Sept."), then the year. */
const NAMED_MONTH_RE =
  /^(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(\d{4})$/i;

/**
 * A date or month as a month count (year × 12 + month index); null if unreadable. "Mayfair 2024"
 * and "2022-23" are no month; "2011-12" is December 2011 here, as a UK HPI month is. A stored
 * period, which may be a year of statistics, is read with `periodMonthIndex` instead.
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

/** A month count as `formatMonth` says it: "May 2026". */
function nameOfMonth(i: number): string {
  return formatMonth(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`);
}

/** Any month, said as `formatMonth` says it: "2026-05" or "May 2026" → "May 2026". */
export function monthName(value: string): string {
  const i = monthIndex(value);
  return i === null ? value : nameOfMonth(i);
}

/** A year of statistics across two calendar years: "2011-12", "2022-23", "2022/23", "2022-2023". */
const YEAR_SPAN_RE = /^(\d{4})\s*[-/–]\s*(\d{2}|\d{4})$/;

/**
 * The first calendar year of a period written as a year across two ("2011-12" → 2011, "2022/23"
 * → 2022: the ONS/VOA rents' October-to-September year, a financial or tax year); null for any
 * other period ("2011-13", "2025-07", "May 2026").
 */
export function yearSpanStart(period: string): number | null {
  const m = YEAR_SPAN_RE.exec(period.trim());
  if (!m) return null;
  const start = Number(m[1]);
  const end = Number(m[2]);
  return end === (m[2]!.length === 2 ? (start + 1) % 100 : start + 1) ? start : null;
}

/**
 * A stored period (a rents' period, an average's, a source label's) as a month count, or null: a
 * year across two ("2011-12", "2022/23") is never a month, though "2011-12" reads as one.
 */
export function periodMonthIndex(period: string): number | null {
  return yearSpanStart(period) === null ? monthIndex(period) : null;
}

/**
 * A stored period as it is said: a month in full ("2026-05" → "May 2026"); a year across two, or
 * anything else, as written ("2011-12", "2022/23", "Oct 2022 to Sep 2023").
 */
export function periodName(period: string): string {
  const i = periodMonthIndex(period);
  return i === null ? period : nameOfMonth(i);
}

/**
 * The ONS/VOA rents' stored period as the months it covers: a year across two is the statistics'
 * October to September ("2022-23" → "October 2022 to September 2023"); any other period as
 * `periodName` says it ("2026-05" → "May 2026").
 */
export function rentsYearName(period: string): string {
  const start = yearSpanStart(period);
  return start === null ? periodName(period) : `${formatMonth(`${start}-10`)} to ${formatMonth(`${start + 1}-09`)}`;
}

/** Today as YYYY-MM-DD (UTC). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
