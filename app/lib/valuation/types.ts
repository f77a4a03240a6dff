/** The shapes of the deals engine's input and output (see app/lib/valuation.ts). */
import type { Assumptions, PropertyKind } from "./assumptions";
import type { BedroomsBasis, Confidence, RentLevel } from "./confidence";
import type { Mortgage, Nation, PurchaseCosts, RunningCosts } from "./finance";

export type DealType = "Apartment" | "House" | "Commercial";
export type RentCategory =
  | "Room"
  | "Studio"
  | "One Bedroom"
  | "Two Bedrooms"
  | "Three Bedrooms"
  | "Four or more Bedrooms"
  | "All categories";

/** Monthly rent figures for one area, by bedroom category. */
export interface RentFigures {
  areaName: string;
  level: RentLevel;
  /** Monthly £ by category: PIPR averages (means) or, for the 2022-23 fallback, ONS/VOA medians. */
  medians: Partial<Record<RentCategory, number>>;
  /** As the source gives it: "2026-05", "2022-23". */
  period: string;
  /** Default "ons-voa-prms" (the 2022-23 medians). */
  source?: "ons-pipr" | "ons-voa-prms";
  /** "ONS Price Index of Private Rents, May 2026 (provisional)". */
  sourceLabel?: string;
  /** The month the figures describe, YYYY-MM (for their age). */
  periodMonth?: string;
  /** How the area was reached, e.g. "Lothian rental area (BRMA) for City of Edinburgh". */
  note?: string;
}

/** The likely bedroom count of a sale from the VOA council-tax stock. */
export interface BedroomsEstimate {
  /** The most common count (6 = 6 or more). */
  count: number;
  /** Its share of that type's stock with a known count, 0..1. */
  share: number;
  /** Every count with ≥ 25% of that stock (always includes `count`). */
  common: number[];
  /** Where the stock figures are from. */
  basis: "local-authority" | "region" | "country";
  areaName: string;
  /** "2024-03-31". */
  asAt: string;
}

export interface ValuationInput {
  /** What was paid (sold) or the asking price (listing), £. */
  price: number;
  kind: PropertyKind;
  /** Known for listings (or asked for in a search); null for Land Registry sales. */
  bedrooms?: number | null;
  /** Marks `bedrooms` as a count chosen for a search, not one known for the property. */
  bedroomsChosen?: boolean;
  bedroomsEstimate?: BedroomsEstimate | null;
  /** YYYY-MM-DD for a past sale; null for a listing. */
  saleDate?: string | null;
  nation: Nation;
  rents: RentFigures | null;
  /** For indexing an old sale to today. */
  hpi: { region: string; indexAtSale: number; indexNow: number; periodNow: string } | null;
  /** UK HPI local-authority average price. */
  areaAveragePrice: { areaName: string; price: number; period: string } | null;
  /** Land Registry PPD category (A standard, B additional). */
  ppdCategory?: string | null;
  /** Why the sale is likely not an open-market one (docs/decisions/036), or null. */
  nonMarketReason?: string | null;
  /** Today, YYYY-MM-DD (ages of the rent and sale); default: the current date. */
  asOf?: string;
  /**
   * A month's rent of the investor's own, valued at instead of the area's figure, which is kept
   * beside it for comparison; `source` names it ("the rent you gave"). Absent for every deal
   * (decision 196).
   */
  rentOverride?: { monthly: number; source: string } | null;
}

export interface Valuation {
  dealType: DealType;
  /** Value today, £: the asking price, or a past sale price indexed by the UK HPI. */
  currentValue: number;
  valueBasis: "asking-price" | "sale-indexed" | "sale-not-indexed";
  /** Bedrooms used for the rent; null for commercial/other with none known. */
  bedrooms: number | null;
  /** True unless the count is known for the property. */
  bedroomsAssumed: boolean;
  bedroomsBasis: BedroomsBasis | "chosen";
  /** How the count was reached, for a sentence. */
  bedroomsNote: string | null;
  /** The rent category whose figure was used (after any fallback). */
  rentCategory: RentCategory;
  rentSource: {
    areaName: string;
    level: RentLevel;
    period: string;
    source: "ons-pipr" | "ons-voa-prms";
    sourceLabel: string;
    /** "ONS Price Index of Private Rents, May 2026 (provisional), Leeds, 2 bedrooms". */
    description: string;
    note: string | null;
    /** The category wanted before any fallback. */
    wantedCategory: RentCategory;
    fellBack: boolean;
  };
  /** The rent valued at: the area's figure (`rentSource`), or the investor's own (`rentGiven`). */
  monthlyRent: number;
  annualRent: number;
  /**
   * Set when the rent valued at is the investor's own (`ValuationInput.rentOverride`): its source,
   * and the area's figure `rentSource` describes, for comparison (decision 196).
   */
  rentGiven?: { source: string; areaMonthlyRent: number } | null;
  /** Annual rent ÷ currentValue, %, 2 dp. */
  grossYield: number;
  runningCosts: RunningCosts;
  purchaseCosts: PurchaseCosts;
  mortgage: Mortgage;
  /** Deposit + purchase costs, £. */
  cashInvested: number;
  /** Rent − running costs − mortgage interest, £ a year (before income tax). */
  annualCashFlow: number;
  /** Cash-on-cash return, %, 2 dp; may be negative. */
  roi: number;
  priceVsArea: {
    areaName: string;
    period: string;
    areaAverage: number;
    /** currentValue ÷ areaAverage, 3 dp. */
    ratio: number;
    /** How far above (+) or below (−) the average, %, 1 dp. */
    percentDiff: number;
  } | null;
  nonMarket: boolean;
  confidence: Confidence;
  /** Each 0..100, 1 dp. */
  subScores: { yield: number; roi: number; priceVsArea: number; confidence: number };
  /** The weighted sub-scores are multiplied by this (0.5 + 0.5 × confidence). */
  scoreFactor: number;
  /** 0..100 integer. */
  score: number;
  assumptions: Assumptions;
  inputs: ValuationInput;
}

