/**
 * Inheritance tax thresholds and rates, in one dated table (decision 117). The knowledge base's
 * entry on inheritance tax for landlords is written from here, so a figure is typed once. The
 * app does not work out inheritance tax: these figures are for the prose.
 *
 * Inheritance tax is UK-wide (not devolved). Last reviewed on `INHERITANCE_TAX_RATES_CHECKED`
 * against the GOV.UK policy paper of 30 October 2024 (thresholds fixed to 5 April 2030) and
 * Budget 2025 (26 November 2025: fixed for a further year, to 5 April 2031), as archived copies:
 * no live page could be read from this build machine. Re-check at each Budget.
 *
 * Pure data: no I/O.
 */

export const INHERITANCE_TAX_RATES_CHECKED = "2026-11-24";

export const INHERITANCE_TAX = {
  /** The nil-rate band: every estate's first £325,000 (unchanged since 6 April 2009). */
  nilRateBand: 325_000,
  /** The residence nil-rate band, for a home the person lived in, left to direct descendants. */
  residenceNilRateBand: 175_000,
  /** The residence band is tapered away by £1 for every £2 of estate above this. */
  residenceTaperFrom: 2_000_000,
  /** The rate on the estate above the bands. */
  rate: 40,
  /** Both bands and the taper threshold are fixed at these figures until this date… */
  fixedUntil: "2031-04-05",
  /** …as announced at Budget 2025, extending the freeze to 5 April 2030 of Autumn Budget 2024. */
  fixedUntilAnnounced: "2025-11-26",
  /** A gift to a person is free of inheritance tax if the giver lives this many years after it… */
  giftYears: 7,
  /** …and taper relief reduces the tax on one made between this many and `giftYears` years before death. */
  taperAfterYears: 3,
  /** Gifts of up to this much a tax year are exempt (the annual exemption). */
  annualExemption: 3_000,
  source: { name: "GOV.UK, Inheritance Tax", url: "https://www.gov.uk/inheritance-tax" },
} as const;
