/**
 * How the valuation rounds what it stores: ratios and percentages to stated decimal places, and
 * money to the penny (`money`). Shown figures are then rounded to the pound by `formatPounds`.
 */

export function round(n: number, dp: number): number {
  const f = 10 ** dp;
  // Nudged by Number.EPSILON so binary near-halves such as 1.005 round as written.
  return Math.round(n * (1 + Number.EPSILON) * f) / f;
}

/** £, to the penny. */
export function money(n: number): number {
  return round(n, 2);
}
