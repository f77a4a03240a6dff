/**
 * The caps on what a landlord in England may take as deposits, in one dated table (the Tenant
 * Fees Act 2019, in force for tenancies from 1 June 2019). The built-in assistant's sum
 * (decision 111) and the knowledge-base prose are written from here.
 *
 * Weekly rent is the annual rent ÷ 52 (monthly rent × 12 ÷ 52), as the government's guidance
 * works it. Checked on `TENANCY_DEPOSIT_RULES_CHECKED` against this project's offline copy of the
 * guidance. England only: Scotland and Wales have their own law.
 *
 * Pure data: no I/O.
 */

export const TENANCY_DEPOSIT_RULES_CHECKED = "2026-11-23";

export const TENANT_FEES_ACT = {
  nation: "england",
  from: "2019-06-01",
  /** The security deposit cap in weeks of rent, below and at or above `higherCapFromAnnualRent`. */
  depositWeeks: 5,
  depositWeeksHighRent: 6,
  higherCapFromAnnualRent: 50_000,
  /** A holding deposit, to reserve a home while checks are made. */
  holdingDepositWeeks: 1,
  /** Protection in an approved scheme, with the prescribed information, within this many days (Housing Act 2004, England and Wales). */
  protectWithinDays: 30,
  source: { name: "GOV.UK, Tenant Fees Act 2019: guidance", url: "https://www.gov.uk/government/publications/tenant-fees-act" },
} as const;
