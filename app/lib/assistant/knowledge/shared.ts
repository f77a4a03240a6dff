/**
 * Helpers shared by the knowledge-base entry files: the review date, the rate tables and the
 * valuation assumptions the prose is written from, so it can never disagree with the calculators.
 */
import { PROPERTY_TAX_RATES, type TaxBand } from "../../property-tax";
import { DEFAULT_ASSUMPTIONS } from "../../valuation";
import { describeBandRange, ratePercent as formatPercent, joinWithAnd } from "../../format";

/** The date every built-in entry was last re-checked against its source. */
export const REVIEWED = "2026-11-23";

/** "0% up to £125,000, 2% on £125,001 to £250,000 … and 12% above £1,500,000". */
export function describeBands(bands: readonly TaxBand[]): string {
  return joinWithAnd(
    bands.map((b) => {
      const range = describeBandRange(b.from, b.to);
      return `${formatPercent(b.rate)} ${range.startsWith("£") ? `on ${range}` : range}`;
    }),
  );
}

export const SDLT = PROPERTY_TAX_RATES.SDLT;
export const LBTT = PROPERTY_TAX_RATES.LBTT;
export const LTT = PROPERTY_TAX_RATES.LTT;
export const A = DEFAULT_ASSUMPTIONS;
