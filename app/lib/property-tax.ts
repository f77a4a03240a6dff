/**
 * Residential purchase taxes in the four UK nations, for one dwelling bought outright:
 *
 * - England and Northern Ireland: Stamp Duty Land Tax (SDLT), HM Revenue & Customs.
 * - Scotland: Land and Buildings Transaction Tax (LBTT), Revenue Scotland.
 * - Wales: Land Transaction Tax (LTT), Welsh Revenue Authority.
 *
 * The rates are those in force for 2025-26 and are described, with the date each took effect, in
 * `PROPERTY_TAX_RATES` so that the knowledge base and the UI can cite them.
 *
 * Conventions
 * - Money is in pounds. Rates are percentages (7.5 means 7.5%).
 * - A band `{ from, to }` taxes the slice of the price above `from` up to and including `to`
 *   (`to: null` means no upper limit), so "2% on £125,001 to £250,000" is `{ from: 125_000,
 *   to: 250_000, rate: 2 }`.
 * - The tax due is rounded down to the whole pound, as the tax authorities do. Band figures are
 *   exact (to the penny) so a breakdown can be shown; the sum is done in integers to avoid
 *   floating-point error at the rounding step.
 * - Only the standard residential rules are modelled: no multiple-dwellings relief, no
 *   non-resident surcharge (SDLT +2%), no companies' 17% rate, no linked transactions, no
 *   replacement-of-main-residence refunds.
 */

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

export interface PropertyTaxResult {
  /** Tax due, whole pounds, rounded down. Includes `surcharge`. */
  tax: number;
  /**
   * Every band of the table that was applied, in order, including bands the price does not reach
   * (taxable 0) so the whole table can be shown. The rates are those actually charged: for SDLT
   * additional dwellings they already include the 5-point surcharge; for LTT additional dwellings
   * they are the higher-rates table. For LBTT the Additional Dwelling Supplement is not a band: it
   * is a flat percentage of the whole price, reported in `surcharge` only, so for LBTT
   * `tax = floor(sum of band tax) + surcharge`; for SDLT and LTT `tax = floor(sum of band tax)`.
   */
  bands: TaxBandResult[];
  name: TaxName;
  /**
   * The part of `tax` owed only because the purchase is an additional dwelling (SDLT higher-rates
   * surcharge, LBTT Additional Dwelling Supplement, LTT higher rates over the main rates). 0 when
   * not an additional property, or when the price is below the £40,000 threshold.
   */
  surcharge: number;
}

export interface StampDutyOptions {
  nation: TaxNation;
  /** A second home, buy-to-let, or any purchase that leaves the buyer owning more than one dwelling. */
  additionalProperty: boolean;
  /**
   * Buyer has never owned a dwelling anywhere and will live in this one. Gives SDLT first-time
   * buyer relief (England/NI, price up to £500,000) or LBTT first-time buyer relief (Scotland).
   * Wales has no such relief. Ignored when `additionalProperty` is true: the two cannot both hold.
   */
  firstTimeBuyer?: boolean;
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
}

/**
 * The rate tables for 2025-26. Each table and each special rule carries the date it took effect.
 * Higher/additional rates do not apply below £40,000 in any of the three taxes.
 */
export const PROPERTY_TAX_RATES = {
  SDLT: {
    name: "SDLT",
    fullName: "Stamp Duty Land Tax",
    authority: "HM Revenue & Customs",
    nations: ["england", "northern-ireland"],
    effectiveFrom: "2025-04-01",
    source: "https://www.gov.uk/stamp-duty-land-tax/residential-property-rates",
    bands: [
      { from: 0, to: 125_000, rate: 0 },
      { from: 125_000, to: 250_000, rate: 2 },
      { from: 250_000, to: 925_000, rate: 5 },
      { from: 925_000, to: 1_500_000, rate: 10 },
      { from: 1_500_000, to: null, rate: 12 },
    ],
    firstTimeBuyer: {
      name: "First-time buyer relief",
      effectiveFrom: "2025-04-01",
      maxPrice: 500_000,
      bands: [
        { from: 0, to: 300_000, rate: 0 },
        { from: 300_000, to: 500_000, rate: 5 },
      ],
    },
    additionalDwelling: {
      kind: "surcharge-on-every-band",
      name: "Higher rates for additional dwellings",
      effectiveFrom: "2024-10-31",
      ratePoints: 5,
      minPrice: 40_000,
    },
  },
  LBTT: {
    name: "LBTT",
    fullName: "Land and Buildings Transaction Tax",
    authority: "Revenue Scotland",
    nations: ["scotland"],
    effectiveFrom: "2021-04-01",
    source: "https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property",
    bands: [
      { from: 0, to: 145_000, rate: 0 },
      { from: 145_000, to: 250_000, rate: 2 },
      { from: 250_000, to: 325_000, rate: 5 },
      { from: 325_000, to: 750_000, rate: 10 },
      { from: 750_000, to: null, rate: 12 },
    ],
    firstTimeBuyer: {
      // Raises the nil-rate band to £175,000 (saving up to £600); no price limit.
      name: "First-time buyer relief",
      effectiveFrom: "2018-06-30",
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
      name: "Additional Dwelling Supplement",
      effectiveFrom: "2024-12-05",
      rate: 8,
      minPrice: 40_000,
    },
  },
  LTT: {
    name: "LTT",
    fullName: "Land Transaction Tax",
    authority: "Welsh Revenue Authority",
    nations: ["wales"],
    effectiveFrom: "2022-10-10",
    source: "https://www.gov.wales/land-transaction-tax-rates-and-bands",
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
      name: "Higher residential rates",
      effectiveFrom: "2024-12-11",
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
  },
} as const satisfies Record<TaxName, PropertyTaxTable>;

/** Which tax applies in a nation. */
export function taxNameFor(nation: TaxNation): TaxName {
  switch (nation) {
    case "england":
    case "northern-ireland":
      return "SDLT";
    case "scotland":
      return "LBTT";
    case "wales":
      return "LTT";
  }
}

/**
 * The purchase tax on a residential property at `price` in `nation`.
 * Throws a RangeError for a negative or non-finite price.
 */
export function stampDuty(price: number, options: StampDutyOptions): PropertyTaxResult {
  if (!Number.isFinite(price) || price < 0) {
    throw new RangeError(`Price must be a non-negative number of pounds, got ${price}`);
  }
  const name = taxNameFor(options.nation);
  const table: PropertyTaxTable = PROPERTY_TAX_RATES[name];
  const extra = table.additionalDwelling;
  const isAdditional = options.additionalProperty && price >= extra.minPrice;

  // The ordinary schedule: first-time buyer relief where it applies, otherwise the main rates.
  const ftb = table.firstTimeBuyer;
  const usesFirstTimeBuyerRelief =
    options.firstTimeBuyer === true &&
    !options.additionalProperty &&
    ftb !== null &&
    (ftb.maxPrice === null || price <= ftb.maxPrice);
  const ordinaryBands = usesFirstTimeBuyerRelief && ftb ? ftb.bands : table.bands;
  const ordinary = applyBands(price, ordinaryBands);

  if (!isAdditional) {
    return { name, tax: ordinary.tax, bands: ordinary.bands, surcharge: 0 };
  }

  switch (extra.kind) {
    case "surcharge-on-every-band": {
      const raised = table.bands.map((band) => ({ ...band, rate: band.rate + extra.ratePoints }));
      const higher = applyBands(price, raised);
      return { name, tax: higher.tax, bands: higher.bands, surcharge: higher.tax - ordinary.tax };
    }
    case "whole-price-supplement": {
      const supplement = floorPounds(price, extra.rate);
      return {
        name,
        tax: ordinary.tax + supplement,
        bands: ordinary.bands,
        surcharge: supplement,
      };
    }
    case "higher-rates-table": {
      const higher = applyBands(price, extra.bands);
      return { name, tax: higher.tax, bands: higher.bands, surcharge: higher.tax - ordinary.tax };
    }
  }
}

/* ------------------------------------------------------------------------------------------ */

/**
 * Tax is summed in millionths of a pound (pence × hundredths of a percent), which is exact for
 * any price with whole pence and any rate with at most two decimals, then rounded down.
 */
const MICRO_PER_POUND = 1_000_000;

function microTax(taxable: number, rate: number): number {
  return Math.round(taxable * 100) * Math.round(rate * 100);
}

function microToWholePounds(micro: number): number {
  return (micro - (micro % MICRO_PER_POUND)) / MICRO_PER_POUND;
}

/** `rate`% of `amount`, rounded down to the pound. */
function floorPounds(amount: number, rate: number): number {
  return microToWholePounds(microTax(amount, rate));
}

function applyBands(
  price: number,
  bands: readonly TaxBand[],
): { tax: number; bands: TaxBandResult[] } {
  let totalMicro = 0;
  const results = bands.map((band): TaxBandResult => {
    const top = band.to === null ? price : Math.min(price, band.to);
    const taxable = Math.max(0, top - band.from);
    const micro = microTax(taxable, band.rate);
    totalMicro += micro;
    return { ...band, taxable, tax: Math.round(micro / 10_000) / 100 };
  });
  return { tax: microToWholePounds(totalMicro), bands: results };
}
