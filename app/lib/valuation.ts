/**
 * The deals engine: values a property as a buy-to-let and scores it 0–100.
 *
 * It is a screening estimate built from area statistics, not a valuation of the property. Every
 * assumption is below, and every number it uses by default lives in `DEFAULT_ASSUMPTIONS` (costs,
 * mortgage, scoring curves, confidence penalties) or `SCORE_WEIGHTS`.
 *
 * Value today (`currentValue`)
 * - A listing is valued at its asking price.
 * - A past sale (HM Land Registry Price Paid) is indexed to today with the UK House Price Index of
 *   its region: price × index now ÷ index in the month of sale, rounded to the pound. With no index
 *   it is left at the price paid, and confidence drops.
 * - The purchase is modelled at `currentValue`: it is roughly what the property would cost to buy
 *   today. Yield, tax, mortgage and price-vs-area all use it.
 *
 * Rent
 * - The monthly median private rent for the area (ONS/VOA Private Rental Market Statistics) in the
 *   property's bedroom category: 0 → Studio, 1 → One Bedroom, 2 → Two Bedrooms, 3 → Three
 *   Bedrooms, 4+ → Four or more Bedrooms.
 * - Price Paid data has no bedroom count, so one is assumed from the property type (flat 2,
 *   terraced 3, semi-detached 3, detached 4) and confidence drops.
 * - Commercial/"other" property uses the "All categories" median; residential rents are a weak
 *   guide to it, so confidence is always low.
 * - If the bedroom category has no median (suppressed cell), "All categories" is used instead and
 *   confidence drops. With no usable median at all there is no valuation (`valueDeal` → null).
 * - Rents come from the local authority where there is one, else the region (less confidence).
 *
 * Running costs (a year): letting/management 10% of rent; voids 4 weeks' rent (rent × 4 ÷ 52);
 * maintenance 8% of rent; landlord insurance £400. No service charge, ground rent, licensing or
 * tax on rental profit is included.
 *
 * Purchase: purchase tax from `property-tax.ts` at the additional-property rates (a buy-to-let
 * investor normally already owns a home), plus £1,800 of fees (legal, survey, broker).
 *
 * Mortgage: 75% loan-to-value, interest-only at 5.5% a year (a typical 2025 buy-to-let rate);
 * annual interest = loan × 5.5%. No arrangement fee, no capital repayment.
 *
 * Returns
 * - Gross yield = annual rent ÷ currentValue, %.
 * - Annual cash flow = rent − running costs − mortgage interest (before tax).
 * - Cash invested = deposit + purchase costs (tax + fees).
 * - ROI = annual cash flow ÷ cash invested, % (cash-on-cash, first year, no capital growth).
 *
 * Score: four sub-scores, each 0–100 from a documented, clamped piecewise-linear curve, weighted
 * by `SCORE_WEIGHTS` and rounded to an integer.
 * - yield: 3% → 0, 10% → 100.
 * - roi: −5% → 0, 15% → 100.
 * - priceVsArea (currentValue ÷ local average price): 50% below → 100, at the average → 50,
 *   50% above → 0. The average is over all property types, so it is a rough guide. With no
 *   average the sub-score is a neutral 50 (and confidence drops a little).
 * - confidence: confidence score × 100.
 *
 * Confidence starts at 1 and loses a fixed penalty for each weakness found (listed in `reasons`),
 * floored at 0: ≥ 0.75 is "high", ≥ 0.5 "medium", otherwise "low".
 *
 * Money outputs are rounded to the penny, percentages to 2 dp, sub-scores to 1 dp; all
 * calculations use unrounded values.
 */
import { stampDuty, type TaxName } from "./property-tax";

export type PropertyKind = "detached" | "semi-detached" | "terraced" | "flat" | "other";
export type DealType = "Apartment" | "House" | "Commercial";
export type Nation = "england" | "scotland" | "wales" | "northern-ireland";
export type RentCategory =
  | "Room"
  | "Studio"
  | "One Bedroom"
  | "Two Bedrooms"
  | "Three Bedrooms"
  | "Four or more Bedrooms"
  | "All categories";

/** A point on a scoring curve: input value → sub-score (0..100). */
export type CurvePoint = readonly [x: number, score: number];

export interface Assumptions {
  /** Letting and management fee, % of annual rent. */
  managementPercent: number;
  /** Weeks a year with no tenant (lost rent = annual rent × weeks ÷ 52). */
  voidWeeksPerYear: number;
  /** Repairs and maintenance, % of annual rent. */
  maintenancePercent: number;
  /** Landlord insurance, £ a year. */
  insurancePerYear: number;
  /** Mortgage loan as % of the purchase price (currentValue). */
  mortgageLtvPercent: number;
  /** Interest-only mortgage rate, % a year. */
  mortgageRatePercent: number;
  /** Legal, survey and broker fees, £. */
  purchaseFees: number;
  /** Bedrooms assumed when none are known (Land Registry sales). null: not residential. */
  assumedBedrooms: Readonly<Record<PropertyKind, number | null>>;
  /** A sale more than this many months before the index "now" period counts as old. */
  oldSaleMonths: number;
  /** Scoring curves: points in increasing x, linear between, clamped outside. */
  scoreCurves: Readonly<{
    /** Gross yield, % → sub-score. */
    yield: readonly CurvePoint[];
    /** Cash-on-cash ROI, % → sub-score. */
    roi: readonly CurvePoint[];
    /** currentValue ÷ area average price → sub-score. */
    priceVsArea: readonly CurvePoint[];
  }>;
  /** priceVsArea sub-score when there is no area average to compare with. */
  priceVsAreaUnknownScore: number;
  /** Taken off confidence (which starts at 1) for each weakness. */
  confidencePenalties: Readonly<{
    bedroomsAssumed: number;
    regionRent: number;
    rentCategoryFallback: number;
    commercial: number;
    oldSaleIndexed: number;
    saleNotIndexed: number;
    noAreaAverage: number;
  }>;
  /** Lowest confidence score for each label. */
  confidenceLabels: Readonly<{ high: number; medium: number }>;
}

export const DEFAULT_ASSUMPTIONS: Readonly<Assumptions> = Object.freeze({
  managementPercent: 10,
  voidWeeksPerYear: 4,
  maintenancePercent: 8,
  insurancePerYear: 400,
  mortgageLtvPercent: 75,
  mortgageRatePercent: 5.5,
  purchaseFees: 1_800,
  assumedBedrooms: Object.freeze({
    flat: 2,
    terraced: 3,
    "semi-detached": 3,
    detached: 4,
    other: null,
  }),
  oldSaleMonths: 24,
  scoreCurves: Object.freeze({
    yield: [
      [3, 0],
      [10, 100],
    ],
    roi: [
      [-5, 0],
      [15, 100],
    ],
    priceVsArea: [
      [0.5, 100],
      [1, 50],
      [1.5, 0],
    ],
  }),
  priceVsAreaUnknownScore: 50,
  confidencePenalties: Object.freeze({
    bedroomsAssumed: 0.15,
    regionRent: 0.15,
    rentCategoryFallback: 0.2,
    commercial: 0.6,
    oldSaleIndexed: 0.1,
    saleNotIndexed: 0.2,
    noAreaAverage: 0.05,
  }),
  confidenceLabels: Object.freeze({ high: 0.75, medium: 0.5 }),
} satisfies Assumptions);

/** Weights of the sub-scores in the overall score (they sum to 100). */
export const SCORE_WEIGHTS = Object.freeze({
  yield: 40,
  roi: 30,
  priceVsArea: 20,
  confidence: 10,
} as const);

export interface ValuationInput {
  /** What was paid (sold) or the asking price (listing), £. */
  price: number;
  kind: PropertyKind;
  /** Known for listings; null for Land Registry sales → assumed from `kind`. */
  bedrooms?: number | null;
  /** YYYY-MM-DD for a past sale; null for a listing. */
  saleDate?: string | null;
  nation: Nation;
  /** Monthly £ medians for the area. */
  rents: {
    areaName: string;
    level: "local-authority" | "region";
    medians: Partial<Record<RentCategory, number>>;
    period: string;
  } | null;
  /** For indexing an old sale to today. */
  hpi: { region: string; indexAtSale: number; indexNow: number; periodNow: string } | null;
  /** UK HPI local-authority average price. */
  areaAveragePrice: { areaName: string; price: number; period: string } | null;
}

export type ConfidenceLabel = "high" | "medium" | "low";

export interface Valuation {
  dealType: DealType;
  /** Value today, £: the asking price, or a past sale price indexed by the UK HPI. */
  currentValue: number;
  /** How `currentValue` was reached. */
  valueBasis: "asking-price" | "sale-indexed" | "sale-not-indexed";
  /** Bedrooms used for the rent (known or assumed); null for commercial/other with none known. */
  bedrooms: number | null;
  bedroomsAssumed: boolean;
  /** The rent category whose median was used (after any fallback). */
  rentCategory: RentCategory;
  /** Where the rent came from. */
  rentSource: {
    areaName: string;
    level: "local-authority" | "region";
    period: string;
    /** The category wanted before any fallback. */
    wantedCategory: RentCategory;
    fellBack: boolean;
  };
  monthlyRent: number;
  annualRent: number;
  /** Annual rent ÷ currentValue, %, 2 dp. */
  grossYield: number;
  runningCosts: {
    management: number;
    voids: number;
    maintenance: number;
    insurance: number;
    total: number;
  };
  purchaseCosts: { tax: number; taxName: TaxName; fees: number; total: number };
  /** Interest-only. `ltv` and `rate` are percentages. */
  mortgage: { ltv: number; rate: number; loan: number; deposit: number; annualInterest: number };
  /** Deposit + purchase costs, £. */
  cashInvested: number;
  /** Rent − running costs − mortgage interest, £ a year (before income tax). */
  annualCashFlow: number;
  /** Cash-on-cash return, %, 2 dp; may be negative. */
  roi: number;
  /** currentValue against the local-authority average price; null when no average is known. */
  priceVsArea: {
    areaName: string;
    period: string;
    areaAverage: number;
    /** currentValue ÷ areaAverage, 3 dp. */
    ratio: number;
    /** How far above (+) or below (−) the average, %, 1 dp. */
    percentDiff: number;
  } | null;
  confidence: { score: number; label: ConfidenceLabel; reasons: string[] };
  /** Each 0..100, 1 dp. */
  subScores: { yield: number; roi: number; priceVsArea: number; confidence: number };
  /** 0..100 integer, weighted by SCORE_WEIGHTS. */
  score: number;
  assumptions: Assumptions;
  inputs: ValuationInput;
}

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

/** Bedrooms assumed for a kind when none are known: flat 2, terraced 3, semi 3, detached 4. */
export function assumedBedrooms(
  kind: PropertyKind,
  assumptions: Pick<Assumptions, "assumedBedrooms"> = DEFAULT_ASSUMPTIONS,
): number | null {
  return assumptions.assumedBedrooms[kind];
}

/** Bedroom count → rent category: 0 Studio, 1–3 by count, 4+ "Four or more Bedrooms". */
export function rentCategoryFor(bedrooms: number): RentCategory {
  if (bedrooms <= 0) return "Studio";
  if (bedrooms === 1) return "One Bedroom";
  if (bedrooms === 2) return "Two Bedrooms";
  if (bedrooms === 3) return "Three Bedrooms";
  return "Four or more Bedrooms";
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

/**
 * Value and score a deal. Returns null when it cannot be valued: no rents for the area, no usable
 * median (neither the bedroom category nor "All categories"), or a price that is not positive.
 * `assumptions` are laid over DEFAULT_ASSUMPTIONS (a shallow merge).
 */
export function valueDeal(
  input: ValuationInput,
  assumptions: Partial<Assumptions> = {},
): Valuation | null {
  const a: Assumptions = { ...DEFAULT_ASSUMPTIONS, ...assumptions };
  const penalties = a.confidencePenalties;
  const reasons: string[] = [];
  let confidence = 1;
  const lose = (penalty: number, reason: string) => {
    confidence -= penalty;
    reasons.push(reason);
  };

  if (!isPositive(input.price) || !input.rents) return null;
  const rents = input.rents;
  const dealType = dealTypeOf(input.kind);
  const isCommercial = input.kind === "other";

  // --- Value today -------------------------------------------------------------------------
  let currentValue = input.price;
  let valueBasis: Valuation["valueBasis"] = "asking-price";
  if (input.saleDate) {
    const hpi = input.hpi;
    if (hpi && isPositive(hpi.indexAtSale) && isPositive(hpi.indexNow)) {
      currentValue = Math.round((input.price * hpi.indexNow) / hpi.indexAtSale);
      valueBasis = "sale-indexed";
      const age = monthsBetween(input.saleDate, hpi.periodNow);
      if (age !== null && age > a.oldSaleMonths) {
        lose(
          penalties.oldSaleIndexed,
          `sale older than ${formatYears(a.oldSaleMonths)}, value indexed by UK HPI`,
        );
      }
    } else {
      valueBasis = "sale-not-indexed";
      lose(penalties.saleNotIndexed, "past sale price not indexed to today (no UK HPI figure)");
    }
  }

  // --- Bedrooms and rent -------------------------------------------------------------------
  const known = input.bedrooms;
  const bedroomsKnown = typeof known === "number" && Number.isFinite(known) && known >= 0;
  const bedrooms = bedroomsKnown ? Math.floor(known) : assumedBedrooms(input.kind, a);
  const bedroomsAssumed = !bedroomsKnown && bedrooms !== null;

  const wantedCategory: RentCategory =
    isCommercial || bedrooms === null ? "All categories" : rentCategoryFor(bedrooms);
  let rentCategory = wantedCategory;
  let monthlyRent = rents.medians[wantedCategory];
  if (!isPositive(monthlyRent)) {
    rentCategory = "All categories";
    monthlyRent = rents.medians[rentCategory];
  }
  if (!isPositive(monthlyRent)) return null;
  const fellBack = rentCategory !== wantedCategory;

  if (isCommercial) {
    lose(penalties.commercial, "commercial/other property: residential rents are a weak guide");
  }
  if (bedroomsAssumed) {
    lose(penalties.bedroomsAssumed, `bedrooms assumed (${input.kind} → ${bedrooms})`);
  }
  if (fellBack) {
    lose(
      penalties.rentCategoryFallback,
      `no ${wantedCategory} median rent for ${rents.areaName}; used All categories`,
    );
  }
  if (rents.level === "region") {
    lose(penalties.regionRent, `rent from the region (${rents.areaName}), not the local authority`);
  }

  const annualRent = monthlyRent * 12;
  const grossYield = (annualRent / currentValue) * 100;

  // --- Costs and returns -------------------------------------------------------------------
  const management = (annualRent * a.managementPercent) / 100;
  const voids = (annualRent * a.voidWeeksPerYear) / 52;
  const maintenance = (annualRent * a.maintenancePercent) / 100;
  const insurance = a.insurancePerYear;
  const runningTotal = management + voids + maintenance + insurance;

  const purchaseTax = stampDuty(currentValue, { nation: input.nation, additionalProperty: true });
  const purchaseTotal = purchaseTax.tax + a.purchaseFees;

  const loan = (currentValue * a.mortgageLtvPercent) / 100;
  const deposit = currentValue - loan;
  const annualInterest = (loan * a.mortgageRatePercent) / 100;

  const cashInvested = deposit + purchaseTotal;
  const annualCashFlow = annualRent - runningTotal - annualInterest;
  const roi = (annualCashFlow / cashInvested) * 100;

  // --- Price against the area --------------------------------------------------------------
  let priceVsArea: Valuation["priceVsArea"] = null;
  let priceVsAreaScore = a.priceVsAreaUnknownScore;
  const area = input.areaAveragePrice;
  if (area && isPositive(area.price)) {
    const ratio = currentValue / area.price;
    priceVsArea = {
      areaName: area.areaName,
      period: area.period,
      areaAverage: area.price,
      ratio: round(ratio, 3),
      percentDiff: round((ratio - 1) * 100, 1),
    };
    priceVsAreaScore = scoreOnCurve(ratio, a.scoreCurves.priceVsArea);
  } else {
    lose(penalties.noAreaAverage, "no local average price to compare with");
  }

  // --- Confidence and score ----------------------------------------------------------------
  confidence = clamp(round(confidence, 2), 0, 1);
  const label: ConfidenceLabel =
    confidence >= a.confidenceLabels.high
      ? "high"
      : confidence >= a.confidenceLabels.medium
        ? "medium"
        : "low";

  const sub = {
    yield: scoreOnCurve(grossYield, a.scoreCurves.yield),
    roi: scoreOnCurve(roi, a.scoreCurves.roi),
    priceVsArea: priceVsAreaScore,
    confidence: confidence * 100,
  };
  const totalWeight =
    SCORE_WEIGHTS.yield + SCORE_WEIGHTS.roi + SCORE_WEIGHTS.priceVsArea + SCORE_WEIGHTS.confidence;
  const weighted =
    (sub.yield * SCORE_WEIGHTS.yield +
      sub.roi * SCORE_WEIGHTS.roi +
      sub.priceVsArea * SCORE_WEIGHTS.priceVsArea +
      sub.confidence * SCORE_WEIGHTS.confidence) /
    totalWeight;

  return {
    dealType,
    currentValue,
    valueBasis,
    bedrooms,
    bedroomsAssumed,
    rentCategory,
    rentSource: {
      areaName: rents.areaName,
      level: rents.level,
      period: rents.period,
      wantedCategory,
      fellBack,
    },
    monthlyRent: money(monthlyRent),
    annualRent: money(annualRent),
    grossYield: round(grossYield, 2),
    runningCosts: {
      management: money(management),
      voids: money(voids),
      maintenance: money(maintenance),
      insurance: money(insurance),
      total: money(runningTotal),
    },
    purchaseCosts: {
      tax: purchaseTax.tax,
      taxName: purchaseTax.name,
      fees: money(a.purchaseFees),
      total: money(purchaseTotal),
    },
    mortgage: {
      ltv: a.mortgageLtvPercent,
      rate: a.mortgageRatePercent,
      loan: money(loan),
      deposit: money(deposit),
      annualInterest: money(annualInterest),
    },
    cashInvested: money(cashInvested),
    annualCashFlow: money(annualCashFlow),
    roi: round(roi, 2),
    priceVsArea,
    confidence: { score: confidence, label, reasons },
    subScores: {
      yield: round(sub.yield, 1),
      roi: round(sub.roi, 1),
      priceVsArea: round(sub.priceVsArea, 1),
      confidence: round(sub.confidence, 1),
    },
    score: clamp(Math.round(weighted), 0, 100),
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

function round(n: number, dp: number): number {
  const f = 10 ** dp;
  // Nudged by Number.EPSILON so binary near-halves such as 1.005 round as written.
  return Math.round(n * (1 + Number.EPSILON) * f) / f;
}

function money(n: number): number {
  return round(n, 2);
}

function formatYears(months: number): string {
  return months % 12 === 0 ? `${months / 12} years` : `${months} months`;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A date or period as a month count (year × 12 + month index). Accepts "2019-04-11", "2025-07",
 * "2019-04-11 00:00", "Jul 2025" and "July 2025" (the UK HPI's styles); null otherwise.
 */
function monthIndex(value: string): number | null {
  const iso = /^(\d{4})-(\d{2})/.exec(value.trim());
  if (iso) return Number(iso[1]) * 12 + Number(iso[2]) - 1;
  const named = /^([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{4})$/.exec(value.trim());
  if (named) {
    const month = MONTHS.indexOf(named[1]!.toLowerCase());
    if (month >= 0) return Number(named[2]) * 12 + month;
  }
  return null;
}

/** Whole months from `from` to `to` (by calendar month), or null if either is unreadable. */
function monthsBetween(from: string, to: string): number | null {
  const a = monthIndex(from);
  const b = monthIndex(to);
  return a === null || b === null ? null : b - a;
}
