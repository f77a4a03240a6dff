/**
 * Every rule the purchase-tax calculator (`./property-tax.ts`) can apply, in one table: what it
 * does, the date it took effect and the official page that states it. A calculation lists the
 * rules it applied (`PropertyTaxResult.rules`) so an answer can cite them.
 *
 * All rules were re-checked on `TAX_RULES_CHECKED` against the sources named here, as far as they
 * could be from this project's offline copies of GOV.UK, Revenue Scotland, the Welsh Revenue
 * Authority and legislation.gov.uk. Known position on that date:
 * - SDLT: no rate change since 1 April 2025 (the November 2025 Budget left SDLT alone and added a
 *   council tax surcharge on £2m+ homes instead, from April 2028).
 * - LBTT: the Scottish Budget 2026-27 (13 January 2026) left every LBTT rate, band and ADS unchanged;
 *   an LBTT review (bands, multiple dwellings relief, ADS) was under way and its outcome was not
 *   known. A Scottish budget for 2027-28 may change them from April 2027: re-check then.
 * - LTT: no change found for 2026-27. NOT re-verified against a live gov.wales page on 23 Nov 2026.
 *
 * Pure data: no I/O.
 */
import type { TaxName } from "./property-tax-rates";

export const TAX_RULES_CHECKED = "2026-11-23";

export type TaxRuleId =
  | "sdlt-residential"
  | "sdlt-first-time-buyer"
  | "sdlt-higher-rates"
  | "sdlt-company-higher-rates"
  | "sdlt-company-17-percent"
  | "sdlt-company-relief"
  | "sdlt-non-resident"
  | "sdlt-non-residential"
  | "sdlt-six-or-more-dwellings"
  | "lbtt-residential"
  | "lbtt-first-time-buyer"
  | "lbtt-ads"
  | "lbtt-company-ads"
  | "lbtt-non-residential"
  | "ltt-residential"
  | "ltt-higher-rates"
  | "ltt-company-higher-rates"
  | "ltt-non-residential";

export interface TaxRule {
  id: TaxRuleId;
  tax: TaxName;
  name: string;
  /** One plain-English sentence. */
  summary: string;
  /** ISO date from which the rule, in the form modelled, has applied. */
  effectiveFrom: string;
  source: string;
}

const SDLT_RATES_URL = "https://www.gov.uk/stamp-duty-land-tax/residential-property-rates";
const SDLT_HIGHER_URL =
  "https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property";
const SDLT_CORPORATE_URL = "https://www.gov.uk/guidance/stamp-duty-land-tax-corporate-bodies";
const LBTT_URL = "https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property";
const LTT_URL = "https://www.gov.wales/land-transaction-tax-rates-and-bands";

const rules: readonly TaxRule[] = [
  {
    id: "sdlt-residential",
    tax: "SDLT",
    name: "Residential rates",
    summary: "0% to £125,000, 2% to £250,000, 5% to £925,000, 10% to £1.5m and 12% above.",
    effectiveFrom: "2025-04-01",
    source: SDLT_RATES_URL,
  },
  {
    id: "sdlt-first-time-buyer",
    tax: "SDLT",
    name: "First-time buyer relief",
    summary: "0% to £300,000 and 5% to £500,000 for a first home to live in; none above £500,000.",
    effectiveFrom: "2025-04-01",
    source: "https://www.gov.uk/guidance/stamp-duty-land-tax-relief-for-first-time-buyers",
  },
  {
    id: "sdlt-higher-rates",
    tax: "SDLT",
    name: "Higher rates for additional dwellings",
    summary: "5 percentage points on every band for an additional dwelling of £40,000 or more.",
    effectiveFrom: "2024-10-31",
    source: SDLT_HIGHER_URL,
  },
  {
    id: "sdlt-company-higher-rates",
    tax: "SDLT",
    name: "Higher rates for companies",
    summary:
      "A company (non-natural person) buying any dwelling of £40,000 or more pays the higher rates, even if it owns no other.",
    effectiveFrom: "2024-10-31",
    source: SDLT_HIGHER_URL,
  },
  {
    id: "sdlt-company-17-percent",
    tax: "SDLT",
    name: "17% rate for companies",
    summary:
      "A company buying a dwelling for over £500,000 pays a flat 17% of the whole price unless a relief applies (15% before 31 October 2024).",
    effectiveFrom: "2024-10-31",
    source: SDLT_CORPORATE_URL,
  },
  {
    id: "sdlt-company-relief",
    tax: "SDLT",
    name: "Relief from the 17% rate",
    summary:
      "Where a relief applies (property rental business, developers, traders and others, since 2013), the higher rates for additional dwellings apply instead of 17%.",
    effectiveFrom: "2024-10-31",
    source: SDLT_CORPORATE_URL,
  },
  {
    id: "sdlt-non-resident",
    tax: "SDLT",
    name: "Non-UK resident surcharge",
    summary:
      "2 percentage points on every residential rate (standard, first-time buyer, higher and 17%) for a non-UK resident buyer, from £40,000.",
    effectiveFrom: "2021-04-01",
    source: "https://www.gov.uk/guidance/stamp-duty-land-tax-non-uk-resident-surcharge",
  },
  {
    id: "sdlt-non-residential",
    tax: "SDLT",
    name: "Non-residential and mixed-use rates",
    summary: "0% to £150,000, 2% to £250,000 and 5% above, for non-residential or mixed-use property.",
    effectiveFrom: "2016-03-17",
    source: "https://www.gov.uk/stamp-duty-land-tax/nonresidential-and-mixed-use-land-and-property",
  },
  {
    id: "sdlt-six-or-more-dwellings",
    tax: "SDLT",
    name: "Six or more dwellings in one transaction",
    summary:
      "Six or more dwellings bought in a single transaction are treated as non-residential (Finance Act 2003 s116(7)); Multiple Dwellings Relief was abolished for transactions from 1 June 2024.",
    effectiveFrom: "2024-06-01",
    source: "https://www.legislation.gov.uk/ukpga/2003/14/section/116",
  },
  {
    id: "lbtt-residential",
    tax: "LBTT",
    name: "Residential rates",
    summary: "0% to £145,000, 2% to £250,000, 5% to £325,000, 10% to £750,000 and 12% above.",
    effectiveFrom: "2021-04-01",
    source: LBTT_URL,
  },
  {
    id: "lbtt-first-time-buyer",
    tax: "LBTT",
    name: "First-time buyer relief",
    summary: "Raises the nil-rate band to £175,000 (saving up to £600), with no price limit.",
    effectiveFrom: "2018-06-30",
    source: LBTT_URL,
  },
  {
    id: "lbtt-ads",
    tax: "LBTT",
    name: "Additional Dwelling Supplement",
    summary: "8% of the whole price of an additional dwelling of £40,000 or more, on top of LBTT.",
    effectiveFrom: "2024-12-05",
    source: LBTT_URL,
  },
  {
    id: "lbtt-company-ads",
    tax: "LBTT",
    name: "Additional Dwelling Supplement for companies",
    summary:
      "A company (non-natural person) pays ADS on any dwelling of £40,000 or more (since 1 April 2016; 8% since 5 December 2024).",
    effectiveFrom: "2024-12-05",
    source: LBTT_URL,
  },
  {
    id: "lbtt-non-residential",
    tax: "LBTT",
    name: "Non-residential and mixed-use rates",
    summary: "0% to £150,000, 1% to £250,000 and 5% above.",
    effectiveFrom: "2019-01-25",
    source: "https://www.legislation.gov.uk/ssi/2015/126/schedules",
  },
  {
    id: "ltt-residential",
    tax: "LTT",
    name: "Main residential rates",
    summary: "0% to £225,000, 6% to £400,000, 7.5% to £750,000, 10% to £1.5m and 12% above.",
    effectiveFrom: "2022-10-10",
    source: LTT_URL,
  },
  {
    id: "ltt-higher-rates",
    tax: "LTT",
    name: "Higher residential rates",
    summary:
      "A separate table (5% to £180,000 rising to 17% above £1.5m) for an additional dwelling of £40,000 or more.",
    effectiveFrom: "2024-12-11",
    source: LTT_URL,
  },
  {
    id: "ltt-company-higher-rates",
    tax: "LTT",
    name: "Higher residential rates for companies",
    summary: "A company buying any dwelling of £40,000 or more pays the higher residential rates.",
    effectiveFrom: "2024-12-11",
    source: LTT_URL,
  },
  {
    id: "ltt-non-residential",
    tax: "LTT",
    name: "Non-residential and mixed-use rates",
    summary: "0% to £225,000, 1% to £250,000, 5% to £1m and 6% above.",
    effectiveFrom: "2020-12-22",
    source: LTT_URL,
  },
];

/** Every rule, by id. */
export const TAX_RULES: Readonly<Record<TaxRuleId, TaxRule>> = Object.fromEntries(
  rules.map((rule) => [rule.id, rule]),
) as Record<TaxRuleId, TaxRule>;

/**
 * What the calculator never models, whatever is asked. A result lists these plus the limits that
 * concern the case asked, so an answer can say honestly what lies outside the calculation.
 */
export const ALWAYS_NOT_MODELLED: readonly string[] = [
  "linked transactions (purchases from the same seller or connected people, taxed together)",
  "the tax on rent when a new lease is granted (net present value of the rent)",
  "other and partial reliefs (shared ownership, right to buy, group and charities relief, transfers on divorce, and so on)",
  "rates for another date: today's rates are used, with no transitional rules for contracts exchanged before a change",
];
