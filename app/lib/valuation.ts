/**
 * The deals engine: values a property as a buy-to-let and scores it 0–100.
 *
 * It is a screening estimate built from area statistics, not a valuation of the property. Every
 * default lives in `DEFAULT_ASSUMPTIONS` (valuation/assumptions.ts, each with its basis), the
 * confidence rules in valuation/confidence.ts and the lender maths in valuation/finance.ts.
 *
 * Value today (`currentValue`)
 * - A listing is valued at its asking price.
 * - A past sale (HM Land Registry Price Paid) is indexed to today with the UK House Price Index of
 *   its region: price × index now ÷ index in the month of sale, rounded to the pound.
 *
 * Rent (docs/decisions/035): the ONS Price Index of Private Rents average rent for the area and
 * bedroom count (May 2026 for England and Wales, July 2025 for Scotland's and Northern Ireland's
 * rental areas), else the 2022-23 ONS/VOA medians. The figure used, its source, month, area and
 * bedroom count are named in `rentSource.description`. An investor's own rent (`rentOverride`,
 * decision 196) is valued at instead, with the area's figure kept beside it (`rentGiven`).
 *
 * Bedrooms (docs/decisions/038): known for listings; for sales, the most common count for the
 * type in the authority from the VOA housing stock (`bedroomsEstimate`), else a fixed assumption.
 *
 * Finance (docs/decisions/039): running costs, purchase costs and an interest-only loan that is
 * the smaller of the LTV limit and what the rent supports at the lender's ICR and stress rate.
 * Gross yield = annual rent ÷ currentValue; ROI = (rent − running costs − interest) ÷ (deposit +
 * purchase costs), first year, before tax.
 *
 * Score (docs/decisions/037): yield 3% → 0, 10% → 100; ROI −5% → 0, 15% → 100; price against the
 * area average 0.5 → 100, 1 → 50, 1.5 → 0; confidence × 100; weighted by SCORE_WEIGHTS, then
 * multiplied by (0.5 + 0.5 × confidence) and rounded.
 */
import { DEFAULT_ASSUMPTIONS, SCORE_WEIGHTS, type Assumptions, type CurvePoint, type PropertyKind } from "./valuation/assumptions";
import { areaPriceShare, assessConfidence, confidenceFactor, type BedroomsBasis, type ConfidenceLabel, type RentLevel } from "./valuation/confidence";
import { monthsBetween, periodMonthIndex, periodName, today, yearSpanStart } from "./valuation/dates";
import { formatPounds } from "./format";
import { money, round } from "./valuation/rounding";
import { annualCashFlow as annualCashFlowFor, cashOnCashRoi, cashToBuy, grossYieldPercent, mortgageFor, purchaseCosts as purchaseCostsFor, runningCosts as runningCostsFor, type Mortgage, type Nation, type PurchaseCosts, type RunningCosts } from "./valuation/finance";

export { ASSUMPTION_BASIS, DEFAULT_ASSUMPTIONS, SCORE_WEIGHTS } from "./valuation/assumptions";
export type { Assumptions, CurvePoint, PropertyKind } from "./valuation/assumptions";
export { CONFIDENCE_RULES, assessConfidence, confidenceFactor } from "./valuation/confidence";
export type { BedroomsBasis, ConfidenceLabel, RentLevel } from "./valuation/confidence";
export { monthlyCashFlow, stressRate } from "./valuation/finance";
export type { BedroomsEstimate, DealType, RentCategory, RentFigures, Valuation, ValuationInput } from "./valuation/types";
import type { DealType, RentCategory, RentFigures, Valuation, ValuationInput } from "./valuation/types";
export type { Mortgage, Nation, PurchaseCosts, RunningCosts } from "./valuation/finance";

/** flat → Apartment; detached, semi-detached, terraced → House; other → Commercial. */
export function dealTypeOf(kind: PropertyKind): DealType {
  switch (kind) {
    case "flat":
      return "Apartment";
    case "detached":
    case "semi-detached":
    case "terraced":
      return "House";
    case "other":
      return "Commercial";
  }
}

/**
 * Decimals the stored yield, ROI and score parts keep: enough that each is rounded only once,
 * where it is shown, and no more than clears floating-point noise.
 */
const STORED_DP = 6;

const LAND_REGISTRY_KINDS: Readonly<Record<string, PropertyKind>> = {
  D: "detached",
  S: "semi-detached",
  T: "terraced",
  F: "flat",
  O: "other",
};

/** HM Land Registry property_type code (D, S, T, F, O) → kind; null for anything else. */
export function kindFromLandRegistry(code: string): PropertyKind | null {
  return LAND_REGISTRY_KINDS[code.trim().toUpperCase()] ?? null;
}

/** Bedrooms assumed for a kind when nothing better is known: flat 2, terraced 3, semi 3, detached 4. */
export function assumedBedrooms(
  kind: PropertyKind,
  assumptions: Pick<Assumptions, "assumedBedrooms"> = DEFAULT_ASSUMPTIONS,
): number | null {
  return assumptions.assumedBedrooms[kind];
}

/**
 * How the bedroom count behind the rent was reached, as a word for a label ("Rent (three
 * bedrooms, estimated)"); null when the count is the property's own (or there is none).
 */
export function bedroomsQualifier(basis: string | null | undefined): "estimated" | "assumed" | "as searched for" | null {
  switch (basis) {
    case "estimated-local":
    case "estimated-wide":
      return "estimated";
    case "assumed":
      return "assumed";
    case "chosen":
      return "as searched for";
    default:
      return null;
  }
}

/**
 * The rent row's label on the deal page and the PDF sheet: the rent category in the sentence's
 * own case, then how the count was reached: "Rent (three bedrooms, estimated)", "Rent (studio)";
 * "Rent" with no category. The category's capitals are the ONS table's, not English (decision 211).
 */
export function rentRowLabel(category: string | null | undefined, qualifier: string | null | undefined): string {
  if (!category) return "Rent";
  return `Rent (${category.toLowerCase()}${qualifier ? `, ${qualifier}` : ""})`;
}

/** Bedroom count → rent category: 0 Studio, 1–3 by count, 4+ "Four or more Bedrooms". */
export function rentCategoryFor(bedrooms: number): RentCategory {
  if (bedrooms <= 0) return "Studio";
  if (bedrooms === 1) return "One Bedroom";
  if (bedrooms === 2) return "Two Bedrooms";
  if (bedrooms === 3) return "Three Bedrooms";
  return "Four or more Bedrooms";
}

/** "2 bedrooms", "1 bedroom", "4 or more bedrooms", "a studio", "all homes". */
export function rentCategoryPhrase(category: RentCategory): string {
  switch (category) {
    case "Room":
      return "a room";
    case "Studio":
      return "a studio";
    case "One Bedroom":
      return "1 bedroom";
    case "Two Bedrooms":
      return "2 bedrooms";
    case "Three Bedrooms":
      return "3 bedrooms";
    case "Four or more Bedrooms":
      return "4 or more bedrooms";
    case "All categories":
      return "all homes";
  }
}

const KIND_WORD: Record<PropertyKind, string> = {
  flat: "flat",
  terraced: "terraced house",
  "semi-detached": "semi-detached house",
  detached: "detached house",
  other: "property",
};

/** The sub-scores (each 0–100) weighted by SCORE_WEIGHTS: the score before the confidence factor. */
export function weightedScore(sub: { yield: number; roi: number; priceVsArea: number; confidence: number }): number {
  const w = SCORE_WEIGHTS;
  return (sub.yield * w.yield + sub.roi * w.roi + sub.priceVsArea * w.priceVsArea + sub.confidence * w.confidence) / (w.yield + w.roi + w.priceVsArea + w.confidence);
}

/**
 * Clamped piecewise-linear interpolation through `points` (increasing x): below the first point
 * the first score, above the last the last score, linear in between; the result is kept in 0..100.
 */
export function scoreOnCurve(x: number, points: readonly CurvePoint[]): number {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) throw new Error("A scoring curve needs at least one point");
  let score: number;
  if (x <= first[0]) score = first[1];
  else if (x >= last[0]) score = last[1];
  else {
    score = last[1];
    for (let i = 1; i < points.length; i++) {
      const [x0, y0] = points[i - 1]!;
      const [x1, y1] = points[i]!;
      if (x <= x1) {
        score = y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
        break;
      }
    }
  }
  return clamp(score, 0, 100);
}

/** Rent source label when the figures do not carry one (the 2022-23 fallback). */
function defaultSourceLabel(rents: RentFigures): string {
  return rents.source === "ons-pipr"
    ? `ONS Price Index of Private Rents, ${periodName(rents.period)}`
    : `ONS/VOA Private Rental Market Statistics, ${rents.period} (median)`;
}

/**
 * The month a rents period describes, for its age: a year across two, the ONS/VOA statistics'
 * October to September ("2022-23", "2011-12", "2022/23"), → its middle, April of the second
 * ("2023-04"), never the month "2011-12" looks like; a month ("2026-05", "May 2026") → itself;
 * null otherwise.
 */
function periodMonthOf(rents: RentFigures): string | null {
  if (rents.periodMonth) return rents.periodMonth;
  const start = yearSpanStart(rents.period);
  if (start !== null) return `${start + 1}-04`;
  return periodMonthIndex(rents.period) === null ? null : rents.period;
}

interface BedroomChoice {
  bedrooms: number | null;
  basis: BedroomsBasis | "chosen";
  note: string | null;
}

function chooseBedrooms(input: ValuationInput, a: Assumptions): BedroomChoice {
  const known = input.bedrooms;
  if (typeof known === "number" && Number.isFinite(known) && known >= 0) {
    const n = Math.floor(known);
    if (input.bedroomsChosen) {
      const e = input.bedroomsEstimate;
      const note = e
        ? `valued at the ${n} bedrooms searched for (the count is not recorded; ${n} is common for a ${KIND_WORD[input.kind]} in ${e.areaName})`
        : `valued at the ${n} bedrooms searched for (the count is not recorded)`;
      return { bedrooms: n, basis: "chosen", note };
    }
    return { bedrooms: n, basis: "known", note: null };
  }
  if (input.kind === "other") return { bedrooms: null, basis: "none", note: null };
  const e = input.bedroomsEstimate;
  if (e) {
    const where = e.basis === "local-authority" ? e.areaName : `${e.areaName} (the local figure is suppressed)`;
    return {
      bedrooms: e.count,
      basis: e.basis === "local-authority" ? "estimated-local" : "estimated-wide",
      note: `bedrooms estimated: ${e.count} is the most common count for a ${KIND_WORD[input.kind]} in ${where}, ${Math.round(e.share * 100)}% of them (VOA council tax stock, ${e.asAt.slice(0, 4)})`,
    };
  }
  const n = assumedBedrooms(input.kind, a);
  return { bedrooms: n, basis: n === null ? "none" : "assumed", note: n === null ? null : `bedrooms assumed (${input.kind} → ${n})` };
}

/**
 * Value and score a deal. Returns null when it cannot be valued: no rents for the area, no usable
 * figure (neither the bedroom category, its fallback nor "All categories"), or a price that is not
 * positive. `assumptions` are laid over DEFAULT_ASSUMPTIONS (a shallow merge).
 */
export function valueDeal(input: ValuationInput, assumptions: Partial<Assumptions> = {}): Valuation | null {
  const a: Assumptions = { ...DEFAULT_ASSUMPTIONS, ...assumptions };
  if (!isPositive(input.price) || !input.rents) return null;
  const rents = input.rents;
  const asOf = input.asOf ?? today();
  const isCommercial = input.kind === "other";

  // --- Value today -------------------------------------------------------------------------
  let currentValue = input.price;
  let valueBasis: Valuation["valueBasis"] = "asking-price";
  if (input.saleDate) {
    const hpi = input.hpi;
    if (hpi && isPositive(hpi.indexAtSale) && isPositive(hpi.indexNow)) {
      currentValue = Math.round((input.price * hpi.indexNow) / hpi.indexAtSale);
      valueBasis = "sale-indexed";
    } else {
      valueBasis = "sale-not-indexed";
    }
  }

  // --- Bedrooms and rent -------------------------------------------------------------------
  const beds = chooseBedrooms(input, a);
  const wantedCategory: RentCategory =
    isCommercial || beds.bedrooms === null ? "All categories" : rentCategoryFor(beds.bedrooms);
  const chain: RentCategory[] = [wantedCategory];
  if (wantedCategory === "Studio") chain.push("One Bedroom");
  chain.push("All categories");
  const rentCategory = chain.find((c) => isPositive(rents.medians[c]));
  if (!rentCategory) return null;
  const areaMonthlyRent = rents.medians[rentCategory]!;
  // The investor's own rent, when given, is valued at; the area's stays beside it (decision 196).
  const own = input.rentOverride && isPositive(input.rentOverride.monthly) ? input.rentOverride : null;
  const monthlyRent = own ? own.monthly : areaMonthlyRent;
  const fellBack = rentCategory !== wantedCategory;

  const source = rents.source ?? "ons-voa-prms";
  const sourceLabel = rents.sourceLabel ?? defaultSourceLabel({ ...rents, source });
  const description = `${sourceLabel}, ${rents.areaName}, ${rentCategoryPhrase(rentCategory)}`;
  const periodMonth = periodMonthOf(rents);

  const annualRent = monthlyRent * 12;
  const grossYield = grossYieldPercent(annualRent, currentValue);

  // --- Costs and returns -------------------------------------------------------------------
  const running = runningCostsFor(annualRent, input.kind, a);
  const purchase = purchaseCostsFor(currentValue, input.nation, a);
  const mortgage = mortgageFor(currentValue, annualRent, a);
  const cashInvested = cashToBuy(mortgage, purchase);
  const cashFlow = annualCashFlowFor(annualRent, running, mortgage.annualInterest);
  const roi = cashOnCashRoi(cashFlow, cashInvested);

  // --- Price against the area --------------------------------------------------------------
  let priceVsArea: Valuation["priceVsArea"] = null;
  let priceVsAreaScore = a.priceVsAreaUnknownScore;
  const area = input.areaAveragePrice;
  // Unrounded for the confidence thresholds and the sub-score.
  let areaRatio: number | null = null;
  if (area && isPositive(area.price)) {
    const ratio = currentValue / area.price;
    areaRatio = ratio;
    // The ratio and the difference are stored from the percentage the confidence reason says, so
    // 64.96% is 0.649 and 35.1% below, never 0.650 and 35.0% below beside a reason's "64.9%"
    // (decision 173).
    const { percent } = areaPriceShare(ratio);
    priceVsArea = {
      areaName: area.areaName,
      period: area.period,
      areaAverage: area.price,
      ratio: round(percent / 100, 3),
      percentDiff: round(percent - 100, 1),
    };
    priceVsAreaScore = scoreOnCurve(ratio, a.scoreCurves.priceVsArea);
  }

  // --- Confidence and score ----------------------------------------------------------------
  const wantedText = rentCategoryPhrase(wantedCategory);
  const confidence = assessConfidence({
    bedrooms: {
      basis: beds.basis === "chosen" ? (input.bedroomsEstimate?.basis === "local-authority" ? "estimated-local" : "estimated-wide") : beds.basis,
      text: beds.note ?? "",
    },
    rent: {
      level: rents.level,
      areaName: rents.areaName,
      ageMonths: periodMonth ? monthsBetween(periodMonth, asOf) : null,
      periodText: periodName(rents.period),
      fellBackText: fellBack ? `no ${wantedText} rent figure for ${rents.areaName}; used ${rentCategoryPhrase(rentCategory)}` : null,
      givenText: own ? `the rent of ${formatPounds(own.monthly, { pence: true })} a month is ${own.source}, not checked` : null,
    },
    sale: input.saleDate
      ? { indexed: valueBasis === "sale-indexed", ageMonths: monthsBetween(input.saleDate, asOf) }
      : null,
    areaPrice: priceVsArea
      ? { ratio: valueBasis === "sale-not-indexed" ? null : areaRatio, areaName: priceVsArea.areaName }
      : null,
    categoryB: (input.ppdCategory ?? "").toUpperCase() === "B",
    nonMarketReason: input.nonMarketReason ?? null,
    commercial: isCommercial,
  });

  const sub = {
    yield: scoreOnCurve(grossYield, a.scoreCurves.yield),
    roi: scoreOnCurve(roi, a.scoreCurves.roi),
    priceVsArea: priceVsAreaScore,
    confidence: confidence.score * 100,
  };
  const weighted = weightedScore(sub);
  const factor = confidenceFactor(confidence.score);

  return {
    dealType: dealTypeOf(input.kind),
    currentValue,
    valueBasis,
    bedrooms: beds.bedrooms,
    bedroomsAssumed: beds.basis !== "known" && beds.bedrooms !== null,
    bedroomsBasis: beds.basis,
    bedroomsNote: beds.note,
    rentCategory,
    rentSource: {
      areaName: rents.areaName,
      level: rents.level,
      period: rents.period,
      source,
      sourceLabel,
      description,
      note: rents.note ?? null,
      wantedCategory,
      fellBack,
    },
    monthlyRent: money(monthlyRent),
    annualRent: money(annualRent),
    // Only where given, so no deal's stored valuation changes.
    ...(own ? { rentGiven: { source: own.source, areaMonthlyRent: money(areaMonthlyRent) } } : {}),
    // Yield and ROI are rounded once, where they are shown: stored to two decimals and shown to
    // one, 9.646% had become 9.65% and then "9.7%" (decision 142). Six decimals only clear the
    // binary noise (10,800 ÷ 150,000 × 100 is 7.199999999999999).
    grossYield: round(grossYield, STORED_DP),
    runningCosts: {
      management: money(running.management),
      voids: money(running.voids),
      maintenance: money(running.maintenance),
      insurance: money(running.insurance),
      lettingFees: money(running.lettingFees),
      compliance: money(running.compliance),
      serviceCharge: money(running.serviceCharge),
      groundRent: money(running.groundRent),
      total: money(running.total),
    },
    purchaseCosts: { ...purchase, fees: money(purchase.fees), total: money(purchase.total) },
    mortgage: {
      ...mortgage,
      maxLoanByLtv: money(mortgage.maxLoanByLtv),
      maxLoanByRent: money(mortgage.maxLoanByRent),
      loan: money(mortgage.loan),
      deposit: money(mortgage.deposit),
      annualInterest: money(mortgage.annualInterest),
    },
    cashInvested: money(cashInvested),
    annualCashFlow: money(cashFlow),
    roi: round(roi, STORED_DP),
    priceVsArea,
    nonMarket: Boolean(input.nonMarketReason),
    confidence,
    // Likewise: the score is worked from these, and a deal's answer shows them rounded once.
    subScores: {
      yield: round(sub.yield, STORED_DP),
      roi: round(sub.roi, STORED_DP),
      priceVsArea: round(sub.priceVsArea, STORED_DP),
      confidence: round(sub.confidence, STORED_DP),
    },
    scoreFactor: round(factor, STORED_DP),
    score: clamp(Math.round(weighted * factor), 0, 100),
    assumptions: a,
    inputs: input,
  };
}

/* ------------------------------------------------------------------------------------------ */

function isPositive(n: number | null | undefined): n is number {
  return typeof n === "number" && Number.isFinite(n) && n > 0;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
