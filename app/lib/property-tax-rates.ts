/**
 * The rate tables of the three UK purchase taxes and the types the calculator shares
 * (`./property-tax.ts` re-exports all of it; import from there). See that module for conventions.
 */
import { TAX_RULES, type TaxRule } from "./property-tax-rules";

export type TaxNation = "england" | "northern-ireland" | "scotland" | "wales";
export type TaxName = "SDLT" | "LBTT" | "LTT";

/** One slice of a rate table. `rate` is a percentage. */
export interface TaxBand {
  from: number;
  to: number | null;
  rate: number;
}

/** One slice of a calculation: the rate actually charged on that slice, and what it raised. */
export interface TaxBandResult extends TaxBand {
  /** The part of the price that falls in this band (0 for bands above the price). */
  taxable: number;
  /** taxable × rate, to the penny (not yet rounded down). */
  tax: number;
}

/** What a purchase is: dwellings only, no dwelling at all, or both in one transaction. */
export type PropertyUse = "residential" | "non-residential" | "mixed-use";
/** Who buys: a person (or people), or a company or other non-natural person. */
export type BuyerKind = "individual" | "company";

/** Which schedule the tax was worked out on. */
export type TaxBasis =
  | "standard"
  | "first-time-buyer"
  | "additional-dwelling"
  | "company-flat-rate"
  | "non-residential";

export interface PropertyTaxResult {
  /** Tax due, whole pounds, rounded down. Includes `surcharge` and `nonResidentSurcharge`. */
  tax: number;
  /**
   * Every band of the table that was applied, in order, including bands the price does not reach
   * (taxable 0) so the whole table can be shown. The rates are those actually charged: for SDLT
   * additional dwellings they already include the 5-point surcharge (and the 2-point non-resident
   * surcharge when it applies); for LTT additional dwellings they are the higher-rates table; the
   * SDLT 17% company rate is one band over the whole price. For LBTT the Additional Dwelling
   * Supplement is not a band: it is a flat percentage of the whole price, reported in `surcharge`
   * only, so for LBTT `tax = floor(sum of band tax) + surcharge`; for SDLT and LTT
   * `tax = floor(sum of band tax)`.
   */
  bands: TaxBandResult[];
  name: TaxName;
  /**
   * The part of `tax` owed only because the purchase is an additional dwelling or the buyer is a
   * company (SDLT higher rates or 17% rate over the standard rates, LBTT Additional Dwelling
   * Supplement, LTT higher rates over the main rates). 0 when none applies, or below £40,000.
   */
  surcharge: number;
  /** The part of `tax` owed only because of the SDLT non-UK resident surcharge (0 otherwise). */
  nonResidentSurcharge: number;
  basis: TaxBasis;
  /** The rules applied, in order, each dated and sourced. */
  rules: TaxRule[];
  /** What the calculation leaves out for this case, in plain words. */
  notModelled: string[];
  /** Options that were asked but do not apply here ("no non-resident surcharge in Scotland"). */
  notes: string[];
}

export interface StampDutyOptions {
  nation: TaxNation;
  /** A second home, buy-to-let, or any purchase that leaves the buyer owning more than one dwelling. */
  additionalProperty: boolean;
  /**
   * Buyer has never owned a dwelling anywhere and will live in this one. Gives SDLT first-time
   * buyer relief (England/NI, price up to £500,000) or LBTT first-time buyer relief (Scotland).
   * Wales has no such relief. Ignored when `additionalProperty` is true or the buyer is a company.
   */
  firstTimeBuyer?: boolean;
  /** Default "individual". A company pays the higher rates / ADS on any dwelling of £40,000+. */
  buyer?: BuyerKind;
  /**
   * Company only, SDLT only: a relief from the 17% rate applies (property rental business,
   * developer, trader, …), so the higher rates for additional dwellings are charged instead.
   */
  relief?: boolean;
  /** SDLT only: a buyer who is not UK resident for SDLT pays 2 points more on residential rates. */
  nonUkResident?: boolean;
  /** Default "residential". Non-residential and mixed-use purchases use the non-residential rates. */
  use?: PropertyUse;
  /** Dwellings bought in this one transaction (default 1); SDLT treats six or more as non-residential. */
  dwellings?: number;
}

/** How the extra tax on an additional dwelling is worked out. */
export type AdditionalDwellingRule =
  | {
      /** SDLT: a number of percentage points added to every band, the 0% band included. */
      kind: "surcharge-on-every-band";
      name: string;
      effectiveFrom: string;
      ratePoints: number;
      minPrice: number;
    }
  | {
      /** LBTT: a flat percentage of the whole price, on top of the ordinary tax. */
      kind: "whole-price-supplement";
      name: string;
      effectiveFrom: string;
      rate: number;
      minPrice: number;
    }
  | {
      /** LTT: a separate, higher rate table used instead of the main rates. */
      kind: "higher-rates-table";
      name: string;
      effectiveFrom: string;
      bands: readonly TaxBand[];
      minPrice: number;
    };

export interface FirstTimeBuyerRule {
  name: string;
  effectiveFrom: string;
  /** Relief is lost entirely above this price (null: no limit). */
  maxPrice: number | null;
  bands: readonly TaxBand[];
}

/** The rates for non-residential and mixed-use purchases. */
export interface NonResidentialRule {
  effectiveFrom: string;
  source: string;
  bands: readonly TaxBand[];
}

export interface PropertyTaxTable {
  name: TaxName;
  fullName: string;
  authority: string;
  nations: readonly TaxNation[];
  /** ISO date from which the main `bands` have applied. */
  effectiveFrom: string;
  source: string;
  bands: readonly TaxBand[];
  firstTimeBuyer: FirstTimeBuyerRule | null;
  additionalDwelling: AdditionalDwellingRule;
  nonResidential: NonResidentialRule;
}

/**
 * The rate tables in force on 23 November 2026 (unchanged since 2025-26). Each table and each
 * special rule carries the date it took effect, its name and source read from `TAX_RULES`, so a
 * date is typed once. Higher/additional rates do not apply below
 * £40,000 in any of the three taxes.
 */
export const PROPERTY_TAX_RATES = {
  SDLT: {
    name: "SDLT",
    fullName: "Stamp Duty Land Tax",
    authority: "HM Revenue & Customs",
    nations: ["england", "northern-ireland"],
    effectiveFrom: TAX_RULES["sdlt-residential"].effectiveFrom,
    source: TAX_RULES["sdlt-residential"].source,
    bands: [
      { from: 0, to: 125_000, rate: 0 },
      { from: 125_000, to: 250_000, rate: 2 },
      { from: 250_000, to: 925_000, rate: 5 },
      { from: 925_000, to: 1_500_000, rate: 10 },
      { from: 1_500_000, to: null, rate: 12 },
    ],
    firstTimeBuyer: {
      name: TAX_RULES["sdlt-first-time-buyer"].name,
      effectiveFrom: TAX_RULES["sdlt-first-time-buyer"].effectiveFrom,
      maxPrice: 500_000,
      bands: [
        { from: 0, to: 300_000, rate: 0 },
        { from: 300_000, to: 500_000, rate: 5 },
      ],
    },
    additionalDwelling: {
      kind: "surcharge-on-every-band",
      name: TAX_RULES["sdlt-higher-rates"].name,
      effectiveFrom: TAX_RULES["sdlt-higher-rates"].effectiveFrom,
      ratePoints: 5,
      minPrice: 40_000,
    },
    nonResidential: {
      effectiveFrom: TAX_RULES["sdlt-non-residential"].effectiveFrom,
      source: TAX_RULES["sdlt-non-residential"].source,
      bands: [
        { from: 0, to: 150_000, rate: 0 },
        { from: 150_000, to: 250_000, rate: 2 },
        { from: 250_000, to: null, rate: 5 },
      ],
    },
  },
  LBTT: {
    name: "LBTT",
    fullName: "Land and Buildings Transaction Tax",
    authority: "Revenue Scotland",
    nations: ["scotland"],
    effectiveFrom: TAX_RULES["lbtt-residential"].effectiveFrom,
    source: TAX_RULES["lbtt-residential"].source,
    bands: [
      { from: 0, to: 145_000, rate: 0 },
      { from: 145_000, to: 250_000, rate: 2 },
      { from: 250_000, to: 325_000, rate: 5 },
      { from: 325_000, to: 750_000, rate: 10 },
      { from: 750_000, to: null, rate: 12 },
    ],
    firstTimeBuyer: {
      // Raises the nil-rate band to £175,000 (saving up to £600); no price limit.
      name: TAX_RULES["lbtt-first-time-buyer"].name,
      effectiveFrom: TAX_RULES["lbtt-first-time-buyer"].effectiveFrom,
      maxPrice: null,
      bands: [
        { from: 0, to: 175_000, rate: 0 },
        { from: 175_000, to: 250_000, rate: 2 },
        { from: 250_000, to: 325_000, rate: 5 },
        { from: 325_000, to: 750_000, rate: 10 },
        { from: 750_000, to: null, rate: 12 },
      ],
    },
    additionalDwelling: {
      kind: "whole-price-supplement",
      name: TAX_RULES["lbtt-ads"].name,
      effectiveFrom: TAX_RULES["lbtt-ads"].effectiveFrom,
      rate: 8,
      minPrice: 40_000,
    },
    nonResidential: {
      effectiveFrom: TAX_RULES["lbtt-non-residential"].effectiveFrom,
      source: TAX_RULES["lbtt-non-residential"].source,
      bands: [
        { from: 0, to: 150_000, rate: 0 },
        { from: 150_000, to: 250_000, rate: 1 },
        { from: 250_000, to: null, rate: 5 },
      ],
    },
  },
  LTT: {
    name: "LTT",
    fullName: "Land Transaction Tax",
    authority: "Welsh Revenue Authority",
    nations: ["wales"],
    effectiveFrom: TAX_RULES["ltt-residential"].effectiveFrom,
    source: TAX_RULES["ltt-residential"].source,
    bands: [
      { from: 0, to: 225_000, rate: 0 },
      { from: 225_000, to: 400_000, rate: 6 },
      { from: 400_000, to: 750_000, rate: 7.5 },
      { from: 750_000, to: 1_500_000, rate: 10 },
      { from: 1_500_000, to: null, rate: 12 },
    ],
    firstTimeBuyer: null,
    additionalDwelling: {
      kind: "higher-rates-table",
      name: TAX_RULES["ltt-higher-rates"].name,
      effectiveFrom: TAX_RULES["ltt-higher-rates"].effectiveFrom,
      minPrice: 40_000,
      bands: [
        { from: 0, to: 180_000, rate: 5 },
        { from: 180_000, to: 250_000, rate: 8.5 },
        { from: 250_000, to: 400_000, rate: 10 },
        { from: 400_000, to: 750_000, rate: 12.5 },
        { from: 750_000, to: 1_500_000, rate: 15 },
        { from: 1_500_000, to: null, rate: 17 },
      ],
    },
    nonResidential: {
      effectiveFrom: TAX_RULES["ltt-non-residential"].effectiveFrom,
      source: TAX_RULES["ltt-non-residential"].source,
      bands: [
        { from: 0, to: 225_000, rate: 0 },
        { from: 225_000, to: 250_000, rate: 1 },
        { from: 250_000, to: 1_000_000, rate: 5 },
        { from: 1_000_000, to: null, rate: 6 },
      ],
    },
  },
} as const satisfies Record<TaxName, PropertyTaxTable>;


/** SDLT only: the flat rate for a company buying a dwelling for more than `threshold`. */
export const SDLT_COMPANY_RATE = {
  rate: 17,
  /** The rate applies when the price is over this (not at it). */
  threshold: 500_000,
  effectiveFrom: TAX_RULES["sdlt-company-17-percent"].effectiveFrom,
  source: TAX_RULES["sdlt-company-17-percent"].source,
} as const;

/** SDLT only: points added to every residential rate for a non-UK resident buyer. */
export const SDLT_NON_RESIDENT_SURCHARGE = {
  ratePoints: 2,
  minPrice: 40_000,
  effectiveFrom: TAX_RULES["sdlt-non-resident"].effectiveFrom,
  source: TAX_RULES["sdlt-non-resident"].source,
} as const;
