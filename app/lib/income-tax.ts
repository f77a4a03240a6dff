/**
 * Income tax on a rental profit on top of other income (decision 117), from the dated rates in
 * `./income-tax-rates.ts`: the personal allowance with its taper above £100,000, then the basic,
 * higher and additional bands, the rental profit taken as the top slice.
 *
 * Conventions
 * - Money is in pounds; rates are percentages.
 * - "Total income" is the other income plus the rental profit before finance costs; it stands in
 *   for adjusted net income (no pension contributions, Gift Aid, savings or dividends).
 * - The other income (earnings, pensions) uses the personal allowance first. Under the 2026-27
 *   rules the order makes no difference, as both are taxed at the same rates; from 2027-28 it is
 *   the law (property income is taxed after earnings).
 * - Bands are in taxable income: the basic rate on the first £37,700, the higher rate up to
 *   £125,140, the additional rate above; or a schedule of bands of its own, as Scotland's six
 *   (decision 254), with the same personal allowance.
 *
 * Pure: no I/O.
 */
import { BASIC_RATE_BAND, INCOME_TAX, SCOTTISH_INCOME_TAX, type IncomeTaxBand, type ScottishBand } from "./income-tax-rates";

export type BandRates = Readonly<Record<IncomeTaxBand, number>>;

/** One band of a schedule: its name, its rate, and its top in taxable income. */
export interface BandLimit {
  band: IncomeTaxBand | ScottishBand;
  rate: number;
  upTo: number;
}

/** The bands of one income tax, lowest first, the last without a top. */
export type BandSchedule = readonly BandLimit[];

/** One band's part of a slice of taxable income. */
export interface BandPart {
  band: IncomeTaxBand | ScottishBand;
  amount: number;
  rate: number;
  tax: number;
}

export interface TopSliceTax {
  totalIncome: number;
  /** The personal allowance on the other income alone, and on the total. */
  allowanceAlone: number;
  allowance: number;
  /** Other income taxed because the rental profit took allowance away (the taper), at the earnings rates. */
  lostAllowanceParts: BandPart[];
  /** The part of the rental profit within the personal allowance the other income leaves. */
  coveredByAllowance: number;
  /** The rest of the rental profit, band by band, at the property rates. */
  profitParts: BandPart[];
  /** The extra tax the rental profit brings: the lost allowance's tax and the profit's. */
  tax: number;
}

/** The rest of the UK's bands at `rates`: basic to £37,700 of taxable income, higher to £125,140, additional above. */
export function ukBands(rates: BandRates): BandSchedule {
  return [
    { band: "basic", rate: rates.basic, upTo: BASIC_RATE_BAND },
    { band: "higher", rate: rates.higher, upTo: INCOME_TAX.higherRateLimit },
    { band: "additional", rate: rates.additional, upTo: Number.POSITIVE_INFINITY },
  ];
}

/** Scotland's 2026-27 bands (decision 254). */
export const SCOTTISH_BANDS: BandSchedule = SCOTTISH_INCOME_TAX.bands;

const scheduleOf = (rates: BandRates | BandSchedule): BandSchedule => (Array.isArray(rates) ? (rates as BandSchedule) : ukBands(rates as BandRates));

/** The personal allowance on a total income: £1 less for every £2 above £100,000, never below nil. */
export function personalAllowance(totalIncome: number): number {
  const over = Math.max(0, totalIncome - INCOME_TAX.allowanceTaperFrom);
  return Math.max(0, INCOME_TAX.personalAllowance - Math.floor(over / 2));
}

/** The slice of taxable income from `from` to `to`, band by band, at `rates` (the rest of the UK's bands) or a schedule's. */
export function bandParts(from: number, to: number, rates: BandRates | BandSchedule): BandPart[] {
  const parts: BandPart[] = [];
  let bottom = 0;
  for (const { band, rate, upTo } of scheduleOf(rates)) {
    const amount = Math.max(0, Math.min(to, upTo) - Math.max(from, bottom));
    if (amount > 0) parts.push({ band, amount, rate, tax: (amount * rate) / 100 });
    bottom = upTo;
  }
  return parts;
}

const sumTax = (parts: readonly BandPart[]) => parts.reduce((s, p) => s + p.tax, 0);

/**
 * The tax a rental profit adds to other income: `earnings` rates on other income the taper makes
 * taxable, `property` rates on the profit (the same rates until 2027-28).
 */
export function taxOnTopSlice(other: number, profit: number, rates: { earnings: BandRates | BandSchedule; property: BandRates | BandSchedule }): TopSliceTax {
  const totalIncome = other + profit;
  const allowanceAlone = personalAllowance(other);
  const allowance = personalAllowance(totalIncome);
  const otherTaxableAlone = Math.max(0, other - allowanceAlone);
  const otherTaxable = Math.max(0, other - allowance);
  const lostAllowanceParts = bandParts(otherTaxableAlone, otherTaxable, rates.earnings);
  const coveredByAllowance = Math.min(profit, Math.max(0, allowance - other));
  const profitParts = bandParts(otherTaxable, otherTaxable + profit - coveredByAllowance, rates.property);
  return {
    totalIncome,
    allowanceAlone,
    allowance,
    lostAllowanceParts,
    coveredByAllowance,
    profitParts,
    tax: sumTax(lostAllowanceParts) + sumTax(profitParts),
  };
}
