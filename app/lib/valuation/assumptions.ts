/**
 * Every default the deals engine uses, in one place, each with its source or reasoning and the
 * date it was last checked (`ASSUMPTION_BASIS`, shown on /methodology). Costs are what a landlord
 * really pays; the mortgage follows how UK buy-to-let lenders size a loan (PRA SS13/16).
 */
export type PropertyKind = "detached" | "semi-detached" | "terraced" | "flat" | "other";

/** A point on a scoring curve: input value → sub-score (0..100). */
export type CurvePoint = readonly [x: number, score: number];

export interface Assumptions {
  /** Letting agent's full-management fee, % of the rent collected, before VAT. */
  managementPercent: number;
  /** VAT charged on agents' fees, %. */
  vatPercent: number;
  /** Letting (tenant-find, referencing, tenancy set-up) fee per new tenancy, £ before VAT. */
  lettingFeePerTenancy: number;
  /** Average length of a tenancy, years (the letting fee is spread over it). */
  tenancyYears: number;
  /** Weeks a year with no tenant (lost rent = annual rent × weeks ÷ 52). */
  voidWeeksPerYear: number;
  /** Repairs and maintenance, % of annual rent. */
  maintenancePercent: number;
  /** Landlord insurance, £ a year. */
  insurancePerYear: number;
  /** Gas safety certificate, £, every year. */
  gasSafetyPerYear: number;
  /** Electrical installation condition report (EICR), £, every `eicrEveryYears`. */
  eicrCost: number;
  eicrEveryYears: number;
  /** Energy performance certificate, £, every `epcEveryYears`. */
  epcCost: number;
  epcEveryYears: number;
  /** Flats only: service charge, £ a year. */
  flatServiceChargePerYear: number;
  /** Flats only: ground rent, £ a year. */
  flatGroundRentPerYear: number;
  /** Most a lender lends against value, %. */
  mortgageLtvPercent: number;
  /** Interest-only product (pay) rate, % a year. */
  mortgageRatePercent: number;
  /** Length of the product's fixed period, years (decides the stress rate). */
  mortgageFixYears: number;
  /** PRA: the stress rate for fixes under five years is at least the pay rate + this many points… */
  stressMarginPoints: number;
  /** …and at least this rate, %. */
  stressFloorPercent: number;
  /** Interest cover ratio the default borrower must meet, % (125 basic-rate or company, 145 higher-rate). */
  icrPercent: number;
  /** Who the default borrower is (decides `icrPercent`). */
  borrower: "company-or-basic-rate" | "higher-rate";
  /** Purchase fees, £. */
  lenderFee: number;
  brokerFee: number;
  surveyFee: number;
  legalFees: number;
  /** Sum of the four fees above, £ (kept for readers of the old single figure). */
  purchaseFees: number;
  /** Bedrooms assumed when neither the count nor a VOA stock estimate is known. null: not residential. */
  assumedBedrooms: Readonly<Record<PropertyKind, number | null>>;
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
}

const lenderFee = 999;
const brokerFee = 495;
const surveyFee = 500;
const legalFees = 1_800;

export const DEFAULT_ASSUMPTIONS: Readonly<Assumptions> = Object.freeze({
  managementPercent: 12,
  vatPercent: 20,
  lettingFeePerTenancy: 500,
  tenancyYears: 2,
  voidWeeksPerYear: 4,
  maintenancePercent: 8,
  insurancePerYear: 400,
  gasSafetyPerYear: 90,
  eicrCost: 200,
  eicrEveryYears: 5,
  epcCost: 90,
  epcEveryYears: 10,
  flatServiceChargePerYear: 1_500,
  flatGroundRentPerYear: 150,
  mortgageLtvPercent: 75,
  mortgageRatePercent: 5.5,
  mortgageFixYears: 2,
  stressMarginPoints: 2,
  stressFloorPercent: 5.5,
  icrPercent: 125,
  borrower: "company-or-basic-rate",
  lenderFee,
  brokerFee,
  surveyFee,
  legalFees,
  purchaseFees: lenderFee + brokerFee + surveyFee + legalFees,
  assumedBedrooms: Object.freeze({ flat: 2, terraced: 3, "semi-detached": 3, detached: 4, other: null }),
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
} satisfies Assumptions);

/** Why each default is what it is, and when that was checked. Shown on /methodology. */
export const ASSUMPTION_BASIS: Readonly<
  Partial<Record<keyof Assumptions, { label: string; value: (a: Assumptions) => string; basis: string; asOf: string }>>
> = {
  managementPercent: {
    label: "Full management",
    value: (a) => `${a.managementPercent}% + VAT of rent collected`,
    basis: "Typical high-street full-management fee is 10–15% + VAT; 12% is the middle.",
    asOf: "2026-11-23",
  },
  lettingFeePerTenancy: {
    label: "Letting fee",
    value: (a) => `£${a.lettingFeePerTenancy} + VAT per new tenancy, one every ${a.tenancyYears} years`,
    basis: "Tenant-find and set-up fees fall on the landlord (Tenant Fees Act 2019); a new let every two years is cautious.",
    asOf: "2026-11-23",
  },
  voidWeeksPerYear: {
    label: "Voids",
    value: (a) => `${a.voidWeeksPerYear} weeks' rent a year`,
    basis: "About one month empty a year between tenancies, a common lender and agent planning figure.",
    asOf: "2026-11-23",
  },
  maintenancePercent: {
    label: "Repairs and maintenance",
    value: (a) => `${a.maintenancePercent}% of rent`,
    basis: "Rule of thumb for an older let home; budget more for a period property.",
    asOf: "2026-11-23",
  },
  insurancePerYear: {
    label: "Landlord insurance",
    value: (a) => `£${a.insurancePerYear} a year`,
    basis: "Buildings and landlord liability cover for a typical house.",
    asOf: "2026-11-23",
  },
  gasSafetyPerYear: {
    label: "Compliance certificates",
    value: (a) =>
      `gas safety £${a.gasSafetyPerYear} a year, EICR £${a.eicrCost} every ${a.eicrEveryYears} years, EPC £${a.epcCost} every ${a.epcEveryYears} years`,
    basis:
      "Legal duties of a landlord in England: annual gas safety check, five-yearly electrical report (2020 regulations), EPC valid ten years.",
    asOf: "2026-11-23",
  },
  flatServiceChargePerYear: {
    label: "Flats: service charge and ground rent",
    value: (a) => `£${a.flatServiceChargePerYear.toLocaleString("en-GB")} + £${a.flatGroundRentPerYear} a year`,
    basis: "A mid-range figure for a purpose-built flat outside central London; check the actual lease and accounts.",
    asOf: "2026-11-23",
  },
  mortgageRatePercent: {
    label: "Mortgage",
    value: (a) =>
      `interest-only, ${a.mortgageFixYears}-year fix at ${a.mortgageRatePercent}%, up to ${a.mortgageLtvPercent}% of value`,
    basis: "A typical 75% loan-to-value buy-to-let fixed rate; fees are counted separately below.",
    asOf: "2026-11-23",
  },
  icrPercent: {
    label: "Lender's rent test (ICR)",
    value: (a) =>
      `rent ≥ ${a.icrPercent}% of interest at the stress rate: the higher of the pay rate + ${a.stressMarginPoints} points and ${a.stressFloorPercent}% (fixes under 5 years)`,
    basis:
      "PRA supervisory statement SS13/16. 125% applies to limited companies and basic-rate taxpayers, 145% to higher-rate taxpayers; the default borrower is a limited company (most new buy-to-let purchases are made through one). The loan is the smaller of the LTV limit and annual rent ÷ (ICR × stress rate).",
    asOf: "2026-11-23",
  },
  purchaseFees: {
    label: "Purchase fees",
    value: (a) =>
      `£${a.purchaseFees.toLocaleString("en-GB")}: lender £${a.lenderFee}, broker £${a.brokerFee}, survey/valuation £${a.surveyFee}, legal £${a.legalFees.toLocaleString("en-GB")}`,
    basis: "Legal covers conveyancing with VAT, searches and the lender's work; about £3,000–4,500 in all is usual.",
    asOf: "2026-11-23",
  },
};

/** Weights of the sub-scores in the weighted sum (they sum to 100); see `valueDeal` for the scaling. */
export const SCORE_WEIGHTS = Object.freeze({
  yield: 40,
  roi: 30,
  priceVsArea: 20,
  confidence: 10,
} as const);
