/**
 * Small, deterministic formatters shared by the built-in assistant (no Intl/locale dependence, so
 * the same text comes out on the server, in the browser and in tests).
 */

/** 1234567 → "1,234,567" (a whole number, already rounded). */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Pounds with thousands separators: 15000 → "£15,000", -1234.4 → "-£1,234". Whole pounds unless
 * `pence` is true and the amount has pence (8750.5 → "£8,750.50").
 */
export function formatPounds(amount: number, options: { pence?: boolean } = {}): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  if (options.pence && Math.round(abs * 100) % 100 !== 0) {
    const fixed = abs.toFixed(2);
    const [whole = "0", frac = "00"] = fixed.split(".");
    return `${sign}£${groupThousands(Number(whole))}.${frac}`;
  }
  return `${sign}£${groupThousands(Math.round(abs))}`;
}

/** A percentage with at most `dp` decimals and no trailing zeros: 5.5 → "5.5%", 6 → "6%". */
export function formatPercent(value: number, dp = 2): string {
  const f = 10 ** dp;
  const rounded = Math.round(value * f) / f;
  return `${Object.is(rounded, -0) ? 0 : rounded}%`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-04-01" → "1 Apr 2025"; anything else is returned unchanged. */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${Number(m[3])} ${month} ${m[1]}` : iso;
}

/** A rate band as words: "up to £125,000", "£125,001 to £250,000", "above £1,500,000". */
export function describeBandRange(from: number, to: number | null): string {
  if (from === 0 && to !== null) return `up to ${formatPounds(to)}`;
  if (to === null) return `above ${formatPounds(from)}`;
  return `${formatPounds(from + 1)} to ${formatPounds(to)}`;
}

/** "a, b and c". */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
