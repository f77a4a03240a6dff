/**
 * Text formats shared by the importers: money, dates and months as people read them, and the
 * title-casing of Land Registry's upper-case addresses.
 */
import { titleCasePlace } from "../../app/lib/search/gazetteer";

/** Money and dates are written by the app's one set of formatters ("£170,000", "11 Apr 2019"). */
export { formatDate, formatMonth, formatPounds } from "../../app/lib/format";

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
