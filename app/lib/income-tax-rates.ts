/**
 * The dated rates of the taxes a landlord pays on owning and selling, in one table: income tax
 * bands (the rest of the UK's and Scotland's), the Section 24 finance-cost credit, the property
 * income rates announced for 2027-28, and capital gains tax on residential property. The built-in
 * assistant's sums (decision 111) and the knowledge-base prose are both written from here, so a
 * rate is typed once.
 *
 * Rates are percentages. Each block names the tax year or date it applies from and the official
 * page that states it. They are the figures of the knowledge base's dated entries, last reviewed
 * on `INCOME_TAX_RATES_CHECKED` (Scotland's on its own `checked` date; no live page could be read
 * from this build machine). Re-check them against those pages every April: the 2027-28 property
 * income rates take effect on 6 April 2027, and Scotland and Wales have still to set theirs.
 *
 * Pure data: no I/O.
 */

export const INCOME_TAX_RATES_CHECKED = "2026-11-23";

export type IncomeTaxBand = "basic" | "higher" | "additional";

export interface RateSource {
  name: string;
  url: string;
}

/**
 * Income tax on earnings and rental profits in England, Wales and Northern Ireland for 2026-27.
 * Limits are in total income (before the personal allowance): 20% up to £50,270, 40% up to
 * £125,140, 45% above. The personal allowance falls by £1 for every £2 of adjusted net income
 * above £100,000, so it is gone at £125,140; the basic-rate band (£37,700 of taxable income)
 * then starts at nil. Scotland sets its own rates and bands.
 */
export const INCOME_TAX = {
  taxYear: "2026-27",
  from: "2026-04-06",
  personalAllowance: 12_570,
  allowanceTaperFrom: 100_000,
  basicRateLimit: 50_270,
  higherRateLimit: 125_140,
  rates: { basic: 20, higher: 40, additional: 45 } satisfies Record<IncomeTaxBand, number>,
  source: { name: "GOV.UK, Income Tax rates and Personal Allowances", url: "https://www.gov.uk/income-tax-rates" },
} as const;

/** The property allowance: the first £1,000 of property income is tax-free, instead of claiming expenses. */
export const PROPERTY_ALLOWANCE = 1_000;

/** The basic-rate band in taxable income: £50,270 − £12,570 = £37,700. */
export const BASIC_RATE_BAND = INCOME_TAX.basicRateLimit - INCOME_TAX.personalAllowance;

/**
 * Section 24 (Finance (No. 2) Act 2015): individual landlords get a tax credit on residential
 * finance costs at the basic rate instead of deducting them; phased in from April 2017, in full
 * since 6 April 2020.
 */
export const SECTION_24 = {
  phasedInFrom: "2017-04-06",
  inFullFrom: "2020-04-06",
  creditRate: INCOME_TAX.rates.basic,
  source: {
    name: "HMRC, Changes to tax relief for residential landlords",
    url: "https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies",
  },
} as const;

/**
 * Property income rates announced at Budget 2025 (26 November 2025): 2 points above the rates on
 * earnings from 6 April 2027, in England and Northern Ireland, with the Section 24 credit at the
 * property basic rate. Property income is then taxed after earnings, and the personal allowance is
 * set against earnings first. The allowance and the band limits stay at the 2026-27 figures
 * (fixed to 5 April 2031 at the same Budget). Scotland and Wales are to set their own rates.
 */
export const PROPERTY_INCOME_RATES = {
  taxYear: "2027-28",
  from: "2027-04-06",
  announced: "2025-11-26",
  /** The personal allowance and band limits are fixed at the `INCOME_TAX` figures until this date. */
  thresholdsFixedUntil: "2031-04-05",
  rates: { basic: 22, higher: 42, additional: 47 } satisfies Record<IncomeTaxBand, number>,
  creditRate: 22,
  source: { name: "HM Treasury, Budget 2025", url: "https://www.gov.uk/government/publications/budget-2025-document" },
} as const;

/**
 * Capital gains tax on residential property for individuals: 18% on the part of the gain within
 * the unused basic-rate band and 24% above, for disposals on or after 6 April 2024; an annual
 * exempt amount of £3,000 since 2024-25 (unchanged for 2026-27). Gains on UK residential property
 * with tax to pay are reported and paid within 60 days of completion.
 */
export const CGT_RESIDENTIAL = {
  ratesFrom: "2024-04-06",
  basicRate: 18,
  higherRate: 24,
  annualExemptAmount: 3_000,
  exemptAmountFrom: "2024-04-06",
  exemptAmountTaxYear: "2024-25",
  taxYear: "2026-27",
  reportWithinDays: 60,
  source: { name: "HMRC, Capital Gains Tax rates", url: "https://www.gov.uk/capital-gains-tax/rates" },
} as const;

/** Scotland's six bands, lowest first (decision 254). */
export type ScottishBand = "starter" | "basic" | "intermediate" | "higher" | "advanced" | "top";

/**
 * Scottish income tax for 2026-27 (decision 254): the rates on a Scottish taxpayer's non-savings,
 * non-dividend income (earnings, pensions and rental profits, wherever the property is), set by
 * the Scottish Parliament's rate resolution for the year. Each limit (`upTo`) is in taxable income,
 * above the personal allowance, as the resolution states it: with the standard £12,570 allowance,
 * 19% to £16,537 of total income, 20% to £29,526, 21% to £43,662, 42% to £75,000, 45% to £125,140
 * and 48% above. The personal allowance and its taper are the UK's (`INCOME_TAX`, reserved);
 * savings and dividends are taxed at the UK's rates; Section 24's credit stays at the UK basic
 * rate, 20%. The 2027-28 property income rates (`PROPERTY_INCOME_RATES`) are England and Northern
 * Ireland's: Scotland is to set its own, and had not on `checked`.
 */
export const SCOTTISH_INCOME_TAX = {
  taxYear: "2026-27",
  from: "2026-04-06",
  /** The rate resolution was lodged on 17 February 2026 and debated on this day. */
  resolved: "2026-02-19",
  /** The day the figures were last checked against the source. */
  checked: "2026-11-25",
  bands: [
    { band: "starter", rate: 19, upTo: 3_967 },
    { band: "basic", rate: 20, upTo: 16_956 },
    { band: "intermediate", rate: 21, upTo: 31_092 },
    { band: "higher", rate: 42, upTo: 62_430 },
    { band: "advanced", rate: 45, upTo: 125_140 },
    { band: "top", rate: 48, upTo: Number.POSITIVE_INFINITY },
  ] satisfies readonly { band: ScottishBand; rate: number; upTo: number }[],
  source: {
    name: "Scottish Parliament, Scottish Rate Resolution 2026-27 (motion S6M-20844)",
    url: "https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-20844",
  },
} as const;

/**
 * The Rent a Room Scheme (Income Tax (Trading and Other Income) Act 2005, Part 7, Chapter 1;
 * decision 255): gross receipts from letting furnished accommodation in your only or main home are
 * tax-free up to the limit, £7,500 a year since 6 April 2016, halved when someone else also has
 * income from letting in the same property. Above it, tax is on the actual profit unless the
 * alternative method is chosen: the receipts over the limit, with no expenses taken off. Not for a
 * property you do not live in.
 */
export const RENT_A_ROOM = {
  limit: 7_500,
  sharedLimit: 3_750,
  limitFrom: "2016-04-06",
  /** The day the limit was last checked against the source. */
  checked: "2026-11-25",
  source: {
    name: "HMRC, Rent a Room Scheme (helpsheet HS223)",
    url: "https://www.gov.uk/government/publications/rent-a-room-for-traders-hs223-self-assessment-helpsheet",
  },
} as const;

/** The band a stated marginal rate names, if it is one of the 2026-27 rates. */
export function bandOfRate(rate: number): IncomeTaxBand | undefined {
  return (Object.keys(INCOME_TAX.rates) as IncomeTaxBand[]).find((b) => INCOME_TAX.rates[b] === rate);
}
