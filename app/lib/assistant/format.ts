/**
 * Kept only so `knowledge-base.ts` (edited on another branch at the same time) still compiles:
 * the formatters live in `~/lib/format`. Once knowledge-base.ts imports from there, delete this file.
 */
export { describeBandRange, formatPounds, joinWithAnd, ratePercent as formatPercent } from "../format";
