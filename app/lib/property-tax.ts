/**
 * Purchase taxes on land and buildings in the four UK nations:
 *
 * - England and Northern Ireland: Stamp Duty Land Tax (SDLT), HM Revenue & Customs.
 * - Scotland: Land and Buildings Transaction Tax (LBTT), Revenue Scotland.
 * - Wales: Land Transaction Tax (LTT), Welsh Revenue Authority.
 *
 * The rate tables are in `PROPERTY_TAX_RATES`; every rule the calculator can apply is listed, with
 * the date it took effect and its official source, in `TAX_RULES` (see `calculatePropertyTax`).
 * Rules were checked on `TAX_RULES_CHECKED`; see docs/decisions/030-tax-rules-modelled.md for what
 * is modelled, what is not, and why.
 *
 * Conventions
 * - Money is in pounds. Rates are percentages (7.5 means 7.5%).
 * - A band `{ from, to }` taxes the slice of the price above `from` up to and including `to`
 *   (`to: null` means no upper limit), so "2% on £125,001 to £250,000" is `{ from: 125_000,
 *   to: 250_000, rate: 2 }`.
 * - The tax due is rounded down to the whole pound, as the tax authorities do. Band figures are
 *   exact (to the penny) so a breakdown can be shown; the sum is done in integers to avoid
 *   floating-point error at the rounding step.
 * - The effective date of the transaction is taken to be today: no past rates, no transitional
 *   rules for contracts exchanged before a change.
 */

import {
  PROPERTY_TAX_RATES,
  SDLT_COMPANY_RATE,
  SDLT_NON_RESIDENT_SURCHARGE,
  type PropertyTaxResult,
  type PropertyTaxTable,
  type StampDutyOptions,
  type TaxBand,
  type TaxBandResult,
  type TaxName,
  type TaxNation,
} from "./property-tax-rates";
import { ALWAYS_NOT_MODELLED, TAX_RULES, type TaxRule, type TaxRuleId } from "./property-tax-rules";

export * from "./property-tax-rates";
export { TAX_RULES, TAX_RULES_CHECKED, type TaxRule, type TaxRuleId } from "./property-tax-rules";

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
 * The purchase tax on a property at `price` in `nation`: residential (the default), non-residential
 * or mixed-use; bought by an individual (the default) or a company; one dwelling or several.
 * Throws a RangeError for a negative or non-finite price or a dwelling count below 1.
 */
export function stampDuty(price: number, options: StampDutyOptions): PropertyTaxResult {
  return calculatePropertyTax(price, options);
}

/** The price under which a tax's additional-property rates do not apply, when `price` is under it; else null. */
export function belowAdditionalFloor(name: TaxName, price: number): number | null {
  const floor = PROPERTY_TAX_RATES[name].additionalDwelling.minPrice;
  return price < floor ? floor : null;
}

/**
 * The rates a buy-to-let's purchase tax is worked at, in words for a label: an additional
 * dwelling's, except under their floor, where only the residential rates apply.
 */
export function taxRatesApplied(name: TaxName, price: number): "additional dwelling rates" | "residential rates" {
  return belowAdditionalFloor(name, price) === null ? "additional dwelling rates" : "residential rates";
}

/**
 * The prices at which the tax on an additional dwelling in `nation` changes: each band's start and
 * end (the rate on the next pound changes) and the higher rates' threshold (below it, none apply).
 * Between two of them the tax rises steadily with the price (decision 128).
 */
export function additionalDwellingTaxEdges(nation: TaxNation): number[] {
  const table = PROPERTY_TAX_RATES[taxNameFor(nation)];
  const extra = table.additionalDwelling;
  const bands = extra.kind === "higher-rates-table" ? [...table.bands, ...extra.bands] : table.bands;
  const edges = [extra.minPrice, ...bands.flatMap((b) => [b.from, b.to ?? 0])].filter((n) => n > 0);
  return [...new Set(edges)].sort((x, y) => x - y);
}

/** The same calculation as `stampDuty`, under the name the rules table uses. */
export function calculatePropertyTax(price: number, options: StampDutyOptions): PropertyTaxResult {
  if (!Number.isFinite(price) || price < 0) {
    throw new RangeError(`Price must be a non-negative number of pounds, got ${price}`);
  }
  const dwellings = options.dwellings ?? 1;
  if (!Number.isInteger(dwellings) || dwellings < 1) {
    throw new RangeError(`Dwellings must be a whole number of at least 1, got ${dwellings}`);
  }
  const name = taxNameFor(options.nation);
  const table: PropertyTaxTable = PROPERTY_TAX_RATES[name];
  const c = new Collector(name, options);

  const use = options.use ?? "residential";
  const sixOrMore = name === "SDLT" && use === "residential" && dwellings >= 6;
  if (use !== "residential" || sixOrMore) return nonResidential(price, table, c, sixOrMore);
  if (dwellings > 1) {
    c.notModelled.push(
      name === "SDLT"
        ? `several dwellings in one transaction: ${name} is worked out on the total price at residential rates (Multiple Dwellings Relief ended on 1 June 2024), and the 17% company rate, which is tested dwelling by dwelling, is not applied`
        : `several dwellings in one transaction: ${name} is worked out as if the total price bought one dwelling; Multiple Dwellings Relief${name === "LBTT" ? ", ADS dwelling by dwelling" : ""} and the six-or-more-dwellings rule are not modelled`,
    );
  }
  return residential(price, table, c, dwellings);
}

/** Gathers the rules applied and the limits that concern this case. */
class Collector {
  readonly rules: TaxRule[] = [];
  readonly notModelled: string[] = [];
  readonly notes: string[] = [];
  readonly company: boolean;
  constructor(
    readonly name: TaxName,
    readonly options: StampDutyOptions,
  ) {
    this.company = options.buyer === "company";
    if (options.nonUkResident && name !== "SDLT") {
      this.notes.push(`${name} has no surcharge for non-UK resident buyers.`);
    }
    if (options.relief && !this.company) this.notes.push("A relief from the 17% rate only concerns companies.");
    if (options.relief && this.company && name !== "SDLT") {
      this.notes.push(`${name} has no 17% company rate, so no relief from it is needed.`);
    }
  }
  apply(id: TaxRuleId): void {
    this.rules.push(TAX_RULES[id]);
  }
  result(fields: Omit<PropertyTaxResult, "rules" | "notModelled" | "notes" | "name">): PropertyTaxResult {
    return {
      name: this.name,
      ...fields,
      rules: this.rules,
      notModelled: [...this.notModelled, ...ALWAYS_NOT_MODELLED],
      notes: this.notes,
    };
  }
}

/** Which entry of `TAX_RULES` each step of a calculation cites, tax by tax. */
const RULE_IDS: Readonly<
  Record<TaxName, { main: TaxRuleId; ftb: TaxRuleId | null; higher: TaxRuleId; company: TaxRuleId; nonResidential: TaxRuleId }>
> = {
  SDLT: {
    main: "sdlt-residential",
    ftb: "sdlt-first-time-buyer",
    higher: "sdlt-higher-rates",
    company: "sdlt-company-higher-rates",
    nonResidential: "sdlt-non-residential",
  },
  LBTT: {
    main: "lbtt-residential",
    ftb: "lbtt-first-time-buyer",
    higher: "lbtt-ads",
    company: "lbtt-company-ads",
    nonResidential: "lbtt-non-residential",
  },
  LTT: {
    main: "ltt-residential",
    ftb: null,
    higher: "ltt-higher-rates",
    company: "ltt-company-higher-rates",
    nonResidential: "ltt-non-residential",
  },
};

function nonResidential(
  price: number,
  table: PropertyTaxTable,
  c: Collector,
  sixOrMore: boolean,
): PropertyTaxResult {
  if (sixOrMore) c.apply("sdlt-six-or-more-dwellings");
  c.apply(RULE_IDS[c.name].nonResidential);
  if (c.options.additionalProperty || c.company || c.options.firstTimeBuyer) {
    c.notes.push("Higher rates, company rates and first-time buyer relief apply only to residential purchases.");
  }
  if (c.options.nonUkResident && c.name === "SDLT") {
    c.notes.push("The non-UK resident surcharge applies only to residential rates.");
  }
  c.notModelled.push(
    "VAT charged on a commercial price, which counts as part of the price taxed",
    "whether the property really is non-residential or mixed-use (the tax authorities challenge weak claims)",
  );
  const applied = applyBands(price, table.nonResidential.bands);
  return c.result({ tax: applied.tax, bands: applied.bands, surcharge: 0, nonResidentSurcharge: 0, basis: "non-residential" });
}

function residential(price: number, table: PropertyTaxTable, c: Collector, dwellings: number): PropertyTaxResult {
  const { name, options, company } = c;
  const extra = table.additionalDwelling;
  const higher = (options.additionalProperty || company) && price >= extra.minPrice;
  const ftb = table.firstTimeBuyer;
  const usesFirstTimeBuyerRelief =
    options.firstTimeBuyer === true &&
    !options.additionalProperty &&
    !company &&
    ftb !== null &&
    (ftb.maxPrice === null || price <= ftb.maxPrice);
  if (options.firstTimeBuyer && company) c.notes.push("A company cannot claim first-time buyer relief.");

  // The standard schedule (with first-time buyer relief where it applies): the base the surcharge
  // is measured from.
  const ordinaryBands = usesFirstTimeBuyerRelief && ftb ? ftb.bands : table.bands;
  const ordinary = applyBands(price, ordinaryBands);
  const ids = RULE_IDS[name];
  c.apply(ids.main);
  if (usesFirstTimeBuyerRelief && ids.ftb) c.apply(ids.ftb);

  // The SDLT non-resident surcharge: 2 points on every band of whichever schedule applies.
  const nonResident =
    name === "SDLT" && options.nonUkResident === true && price >= SDLT_NON_RESIDENT_SURCHARGE.minPrice;
  const nrPoints = nonResident ? SDLT_NON_RESIDENT_SURCHARGE.ratePoints : 0;
  const withNonResident = (bands: readonly TaxBand[]) =>
    nrPoints === 0 ? bands : bands.map((b) => ({ ...b, rate: b.rate + nrPoints }));
  const finish = (basis: PropertyTaxResult["basis"], bands: readonly TaxBand[], extraTax: number, residentTax: number) => {
    if (nonResident) {
      c.apply("sdlt-non-resident");
      c.notModelled.push(
        "whether the buyer is non-UK resident under the SDLT test (183 days in the UK in the 12 months before), and the refund if they spend 183 days in the UK in the 12 months after",
      );
    }
    const charged = applyBands(price, withNonResident(bands));
    return c.result({
      tax: charged.tax + extraTax,
      bands: charged.bands,
      surcharge: residentTax + extraTax - ordinary.tax,
      nonResidentSurcharge: charged.tax - residentTax,
      basis,
    });
  };

  // SDLT: a company buying one dwelling for over £500,000 pays 17% of the whole price, unless a
  // relief applies (then the higher rates below).
  if (name === "SDLT" && company && dwellings === 1 && price > SDLT_COMPANY_RATE.threshold) {
    if (!options.relief) {
      c.apply("sdlt-company-17-percent");
      c.notModelled.push(
        "whether a relief from the 17% rate is available (and its withdrawal if the qualifying use stops within 3 years)",
        "the Annual Tax on Enveloped Dwellings a company may owe each year on a dwelling over £500,000",
      );
      const flat: TaxBand[] = [{ from: 0, to: null, rate: SDLT_COMPANY_RATE.rate }];
      return finish("company-flat-rate", flat, 0, applyBands(price, flat).tax);
    }
    c.apply("sdlt-company-relief");
    c.notModelled.push("the withdrawal of the relief if the qualifying use stops within 3 years");
  }

  if (!higher) return finish(usesFirstTimeBuyerRelief ? "first-time-buyer" : "standard", ordinaryBands, 0, ordinary.tax);

  c.apply(company ? ids.company : ids.higher);
  if (!company) {
    c.notModelled.push(
      name === "LBTT"
        ? "the ADS reclaim when a previous main home is sold within the time Revenue Scotland allows, and the other exceptions to ADS"
        : `the refund of the higher rates when a previous main home is sold within 3 years, and the other exceptions to the higher rates`,
    );
  }
  switch (extra.kind) {
    case "surcharge-on-every-band": {
      const raised = table.bands.map((band) => ({ ...band, rate: band.rate + extra.ratePoints }));
      return finish("additional-dwelling", raised, 0, applyBands(price, raised).tax);
    }
    case "whole-price-supplement":
      return finish("additional-dwelling", ordinaryBands, floorPounds(price, extra.rate), ordinary.tax);
    case "higher-rates-table":
      return finish("additional-dwelling", extra.bands, 0, applyBands(price, extra.bands).tax);
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
