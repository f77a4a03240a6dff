/**
 * Text formats shared by the importers: money, dates and months as people read them, and the
 * title-casing of Land Registry's upper-case addresses.
 */
import { titleCasePlace } from "../../app/lib/search/gazetteer";

const money = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** 170000 → "£170,000". */
export function formatPounds(n: number): string {
  return `£${money.format(Math.round(n))}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2019-04-11" → "11 Apr 2019". */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** "2025-07" → "Jul 2025". */
export function formatMonth(month: string): string {
  const [y, m] = month.split("-");
  return `${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** "PEEL BROW" → "Peel Brow", "NEWCASTLE UPON TYNE" → "Newcastle upon Tyne"; mixed case kept. */
export function titleCase(text: string): string {
  return titleCasePlace(text.trim().replace(/\s+/g, " "));
}

/** Non-empty trimmed parts, each once (case-insensitively), joined by ", ". */
export function joinParts(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const p = part?.trim();
    if (!p) continue;
    const key = p.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out.join(", ");
}
