/**
 * Confidence in a valuation, from what is actually known (docs/decisions/037): how the bedroom
 * count was found, where and when the rent figure is from, how old the sale is, how far the value
 * is below the area's average price (decision 078), and whether it looks like a non-market sale.
 * It starts at 1 and loses a stated amount for each weakness; each loss is a reason shown to the
 * user.
 *
 * The score is the weighted sub-scores × (0.5 + 0.5 × confidence), so a low-confidence deal
 * (confidence < 0.55) can score at most 74 and only a well-founded deal can reach 90.
 */
import { fullMonths } from "../format";
import { round } from "./rounding";

export type ConfidenceLabel = "high" | "medium" | "low";
export type RentLevel = "local-authority" | "brma" | "county" | "region" | "country";
export type BedroomsBasis = "known" | "estimated-local" | "estimated-wide" | "assumed" | "none";

export const CONFIDENCE_RULES = Object.freeze({
  bedrooms: { known: 0, "estimated-local": 0.15, "estimated-wide": 0.2, assumed: 0.25, none: 0 } satisfies Record<BedroomsBasis, number>,
  rentLevel: { "local-authority": 0, brma: 0.05, county: 0.1, region: 0.15, country: 0.25 } satisfies Record<RentLevel, number>,
  /** Months between the rent figures and today → loss (first band whose `upTo` is ≥ the age). */
  rentAge: [
    { upTo: 12, loss: 0 },
    { upTo: 24, loss: 0.05 },
    { upTo: 36, loss: 0.1 },
    { upTo: Infinity, loss: 0.2 },
  ],
  /** Months between the sale and today → loss. */
  saleAge: [
    { upTo: 24, loss: 0 },
    { upTo: 60, loss: 0.05 },
    { upTo: 120, loss: 0.1 },
    { upTo: Infinity, loss: 0.15 },
  ],
  saleNotIndexed: 0.2,
  /**
   * Value today ÷ the authority's UK HPI average price → loss (first band whose `under` is above
   * the ratio). The rent is the authority's average for the bedroom count, and across English
   * authorities rents rise only about 0.8% for each 1% of price (decision 078): a home far
   * below the average price most likely lets for less than the average rent, so its yield is
   * overstated.
   */
  belowAreaPrice: [
    { under: 0.5, loss: 0.2 },
    { under: 0.65, loss: 0.1 },
  ],
  rentCategoryFallback: 0.1,
  /**
   * The rent is the investor's own, not checked (decision 196): as much as a country-wide rent or
   * an assumed bedroom count, since yield, loan and cash flow all rest on it. It takes the place of
   * the area figure's own losses (its area, age and category), as that figure is not the one used.
   */
  rentGiven: 0.25,
  noAreaAverage: 0.05,
  categoryB: 0.05,
  nonMarket: 0.5,
  commercial: 0.6,
  /** Lowest score for each label; "high" also needs a known bedroom count. */
  labels: { high: 0.8, medium: 0.55 },
  /** score = weighted × (floor + (1 − floor) × confidence). */
  scoreFloor: 0.5,
});

export interface ConfidenceFacts {
  bedrooms: { basis: BedroomsBasis; text: string };
  rent: {
    level: RentLevel;
    areaName: string;
    ageMonths: number | null;
    periodText: string;
    fellBackText: string | null;
    /** The reason, when the rent valued at is the investor's own (decision 196). */
    givenText?: string | null;
  };
  sale: { ageMonths: number | null; indexed: boolean } | null;
  /**
   * Value today against the authority's average price; null when there is no average. `ratio` is
   * null when the value is not today's (a sale the UK HPI could not index).
   */
  areaPrice: { ratio: number | null; areaName: string } | null;
  categoryB: boolean;
  nonMarketReason: string | null;
  commercial: boolean;
}

export interface Confidence {
  score: number;
  label: ConfidenceLabel;
  reasons: string[];
  /**
   * Present when decision 078's rule lowered the confidence: the value's share of the area's
   * average price as its reason says it (`areaPriceShare`), for whatever else says so (the
   * analysis verdict, decision 173) to read rather than match the reason's words. Absent from
   * deals stored before it was added.
   */
  belowAreaPrice?: BelowAreaPrice;
}

/** The value at `percent` (one decimal, from `areaPriceShare`) of `areaName`'s average price. */
export interface BelowAreaPrice {
  percent: number;
  areaName: string;
}

function band(bands: readonly { upTo: number; loss: number }[], months: number): number {
  return bands.find((b) => months <= b.upTo)?.loss ?? 0;
}

export function assessConfidence(f: ConfidenceFacts): Confidence {
  const rules = CONFIDENCE_RULES;
  let score = 1;
  const reasons: string[] = [];
  let belowAreaPrice: BelowAreaPrice | undefined;
  const lose = (loss: number, reason: string) => {
    if (loss <= 0) return;
    score -= loss;
    reasons.push(reason);
  };

  if (f.commercial) lose(rules.commercial, "commercial/other property: residential rents are a weak guide");
  // A reason stored by an earlier version says its date short ("sold on 10 Jan 2019"): in full, as
  // every date is (decision 243).
  if (f.nonMarketReason) lose(rules.nonMarket, `likely not an open-market sale: ${fullMonths(f.nonMarketReason)}`);
  if (f.categoryB) {
    lose(rules.categoryB, "Land Registry category B sale (a repossession, buy-to-let or company purchase): its price may not be an open-market one");
  }
  lose(rules.bedrooms[f.bedrooms.basis], f.bedrooms.text);
  if (f.rent.givenText) lose(rules.rentGiven, f.rent.givenText);
  else {
    lose(rules.rentLevel[f.rent.level], `rent for ${f.rent.areaName}, not the property's own local authority`);
    if (f.rent.ageMonths !== null) {
      lose(band(rules.rentAge, f.rent.ageMonths), `rent figures from ${f.rent.periodText}, ${f.rent.ageMonths} months ago`);
    }
    if (f.rent.fellBackText) lose(rules.rentCategoryFallback, f.rent.fellBackText);
  }
  if (f.sale) {
    if (!f.sale.indexed) lose(rules.saleNotIndexed, "past sale price not indexed (no UK HPI figure for its month)");
    if (f.sale.ageMonths !== null) {
      lose(band(rules.saleAge, f.sale.ageMonths), `sold ${formatAge(f.sale.ageMonths)} ago, value indexed by the UK HPI`);
    }
  }
  if (!f.areaPrice) lose(rules.noAreaAverage, "no local average price to compare with");
  // Decision 078's loss is for the area's average rent at a price far below the area's: the
  // investor's own rent is the property's, so it does not apply (decision 196).
  else if (f.areaPrice.ratio !== null && !f.rent.givenText) {
    const share = areaPriceShare(f.areaPrice.ratio);
    if (share.band && share.band.loss > 0) {
      belowAreaPrice = { percent: share.percent, areaName: f.areaPrice.areaName };
      lose(share.band.loss, belowAreaPriceReason(share.percent, f.areaPrice.areaName));
    }
  }

  score = Math.min(1, Math.max(0, Math.round(score * 100) / 100));
  const bedroomsKnown = f.bedrooms.basis === "known";
  const label: ConfidenceLabel =
    score >= rules.labels.high && bedroomsKnown ? "high" : score >= rules.labels.medium ? "medium" : "low";
  return belowAreaPrice ? { score, label, reasons, belowAreaPrice } : { score, label, reasons };
}

/**
 * A value against its area's average price, as every figure says it (decisions 078, 142, 173): the
 * percentage to one decimal, held under the limit of the band of `belowAreaPrice` it is in, so
 * 64.96% reads 64.9%, never 65.0%; and that band (none at 65% or more). The confidence reason, the
 * valuation's stored ratio and difference, and the analysis verdict are all worked from it, so
 * they cannot disagree at a band's edge.
 */
export function areaPriceShare(ratio: number): { percent: number; band: { under: number; loss: number } | undefined } {
  const band = CONFIDENCE_RULES.belowAreaPrice.find((b) => ratio < b.under);
  const percent = Math.min(round(ratio * 100, 1), band ? round(band.under * 100 - 0.1, 1) : Infinity);
  return { percent, band };
}

/** Decision 078's confidence reason for a value at `percent` (from `areaPriceShare`) of the area's average. */
export function belowAreaPriceReason(percent: number, areaName: string): string {
  return `the estimated value is ${percent.toFixed(1)}% of the ${areaName} average price: a home this far below it likely lets for less than the area's average rent`;
}

/** The factor the weighted sub-scores are multiplied by. */
export function confidenceFactor(confidence: number): number {
  const floor = CONFIDENCE_RULES.scoreFloor;
  return floor + (1 - floor) * Math.min(1, Math.max(0, confidence));
}

function formatAge(months: number): string {
  if (months < 12) return `${months} month${months === 1 ? "" : "s"}`;
  const years = Math.floor(months / 12);
  return `${years} year${years === 1 ? "" : "s"}${months % 12 ? ` ${months % 12} month${months % 12 === 1 ? "" : "s"}` : ""}`;
}
