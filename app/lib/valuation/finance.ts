/**
 * The money of a buy-to-let as a lender and a landlord see it (docs/decisions/039): running costs
 * a landlord really pays, purchase costs, and a loan sized by the lender's rent test (ICR at the
 * PRA stress rate) as well as by loan-to-value.
 */
import { stampDuty, type PropertyTaxResult, type TaxName } from "../property-tax";
import type { Assumptions, PropertyKind } from "./assumptions";
import { money } from "./rounding";

export type Nation = "england" | "scotland" | "wales" | "northern-ireland";

export interface RunningCosts {
  /** Full management incl. VAT, on the rent collected. */
  management: number;
  voids: number;
  maintenance: number;
  insurance: number;
  /** Letting fee incl. VAT, spread over the average tenancy. */
  lettingFees: number;
  /** Gas safety, EICR and EPC, a year. */
  compliance: number;
  /** Flats only (0 for houses). */
  serviceCharge: number;
  groundRent: number;
  total: number;
}

export interface PurchaseCosts {
  tax: number;
  taxName: TaxName;
  /** All fees, £. */
  fees: number;
  feesBreakdown: { lender: number; broker: number; survey: number; legal: number };
  total: number;
}

export interface Mortgage {
  /** The loan as % of value (below the maximum when the rent test limits it), 1 dp. */
  ltv: number;
  /** The lender's maximum loan-to-value, %. */
  maxLtv: number;
  /** Pay rate, % a year. */
  rate: number;
  /** Rate the rent test uses, %. */
  stressRate: number;
  /** Interest cover ratio required, %. */
  icr: number;
  maxLoanByLtv: number;
  maxLoanByRent: number;
  /** Which limit set the loan. */
  limitedBy: "ltv" | "rent";
  loan: number;
  deposit: number;
  annualInterest: number;
}

/** PRA: for a fix under five years the stress rate is max(pay rate + margin, floor); else the pay rate. */
export function stressRate(a: Pick<Assumptions, "mortgageRatePercent" | "mortgageFixYears" | "stressMarginPoints" | "stressFloorPercent">): number {
  if (a.mortgageFixYears >= 5) return a.mortgageRatePercent;
  return Math.max(a.mortgageRatePercent + a.stressMarginPoints, a.stressFloorPercent);
}

/**
 * Each cost in whole pounds, and the total is the sum of those: the breakdown a user reads adds
 * up to the total shown (pennies summed separately made them £1–2 apart on most deals).
 */
export function runningCosts(annualRent: number, kind: PropertyKind, a: Assumptions): RunningCosts {
  const vat = 1 + a.vatPercent / 100;
  const voidRent = (annualRent * a.voidWeeksPerYear) / 52;
  const parts = {
    management: Math.round(((annualRent - voidRent) * a.managementPercent * vat) / 100),
    voids: Math.round(voidRent),
    maintenance: Math.round((annualRent * a.maintenancePercent) / 100),
    insurance: Math.round(a.insurancePerYear),
    lettingFees: Math.round((a.lettingFeePerTenancy * vat) / a.tenancyYears),
    compliance: Math.round(a.gasSafetyPerYear + a.eicrCost / a.eicrEveryYears + a.epcCost / a.epcEveryYears),
    serviceCharge: kind === "flat" ? Math.round(a.flatServiceChargePerYear) : 0,
    groundRent: kind === "flat" ? Math.round(a.flatGroundRentPerYear) : 0,
  };
  return { ...parts, total: Object.values(parts).reduce((sum, n) => sum + n, 0) };
}

/**
 * The purchase tax a buy-to-let pays: its nation's tax at the rates for an additional dwelling.
 * `rules` names each dated rule applied (`TAX_RULES`), for every page that says which it used.
 */
export function buyToLetTax(value: number, nation: Nation): PropertyTaxResult {
  return stampDuty(value, { nation, additionalProperty: true });
}

export function purchaseCosts(value: number, nation: Nation, a: Assumptions): PurchaseCosts {
  const tax = buyToLetTax(value, nation);
  const fees = a.lenderFee + a.brokerFee + a.surveyFee + a.legalFees;
  return {
    tax: tax.tax,
    taxName: tax.name,
    fees,
    feesBreakdown: { lender: a.lenderFee, broker: a.brokerFee, survey: a.surveyFee, legal: a.legalFees },
    total: tax.tax + fees,
  };
}

/** Annual rent ÷ value, % (unrounded): the gross yield. */
export function grossYieldPercent(annualRent: number, value: number): number {
  return (annualRent / value) * 100;
}

/**
 * The highest whole-pound price at which `annualIncome` is at least `yieldPercent` of it: the gross
 * yield solved for the price (with the rent less running costs, the net yield). Decision 114.
 */
export function priceForYield(annualIncome: number, yieldPercent: number): number {
  return poundsDown(annualIncome / (yieldPercent / 100));
}

/** The yearly rent that is `yieldPercent` of a value: the gross yield solved for the rent (decision 193). */
export function rentForGrossYield(value: number, yieldPercent: number): number {
  return (value * yieldPercent) / 100;
}

/** The cash a purchase takes: the deposit, the purchase tax and the fees (the ROI's denominator). */
export function cashToBuy(mortgage: Pick<Mortgage, "deposit">, costs: Pick<PurchaseCosts, "total">): number {
  return mortgage.deposit + costs.total;
}

/**
 * The highest price, to the £1,000 below, that `cash` buys with a mortgage at the assumed
 * loan-to-value: deposit + purchase tax as an additional property + fees ≤ cash (decision 096).
 * 0 when the cash does not cover the fees.
 */
export function affordablePrice(cash: number, nation: Nation, a: Assumptions): number {
  const needed = (price: number) => (price * (100 - a.mortgageLtvPercent)) / 100 + purchaseCosts(price, nation, a).total;
  if (needed(0) > cash) return 0;
  // The cash needed rises with the price, so halve the gap between a price it covers and one it does not.
  let low = 0;
  let high = Math.ceil((cash * 100) / (100 - a.mortgageLtvPercent));
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (needed(mid) <= cash) low = mid;
    else high = mid;
  }
  return Math.floor(low / 1_000) * 1_000;
}

/**
 * Whole pounds, rounded down: a limit is never exceeded. Floating-point division can land a hair
 * under a whole number (12,000 ÷ 0.09375 = 127,999.99…), which is not a pound less.
 */
export function poundsDown(n: number): number {
  return Math.floor(n + 1e-6);
}

/** Rent less running costs less interest, £ a year, before income tax: the cash flow. */
export function annualCashFlow(annualRent: number, running: Pick<RunningCosts, "total">, annualInterest: number): number {
  return annualRent - running.total - annualInterest;
}

/** An empty spell said in months or weeks (decisions 193, 207). */
export type VoidPeriod = { count: number; unit: "month" | "week" };
/** Months or weeks in a year. */
export const PER_YEAR: Readonly<Record<VoidPeriod["unit"], number>> = { month: 12, week: 52 };

/**
 * A year's rent with an empty spell's share of it lost: rent × (12 − months) ÷ 12, or
 * × (52 − weeks) ÷ 52 (decisions 193, 207).
 */
export function rentLessVoid(annualRent: number, { count, unit }: VoidPeriod): number {
  const perYear = PER_YEAR[unit];
  return (annualRent * (perYear - count)) / perYear;
}

/** The cash-on-cash ROI, %: a year's cash flow ÷ the cash put in (deposit, purchase tax and fees). */
export function cashOnCashRoi(annualCashFlow: number, cashInvested: number): number {
  return (annualCashFlow / cashInvested) * 100;
}

/**
 * The cash flow a month, £: the year's (rent less running costs, voids included, and interest,
 * before income tax) ÷ 12, to the penny as the year's is stored. Worked from the stored year
 * figure, so every stored valuation has it, and twelve of it make the year to within 6p.
 */
export function monthlyCashFlow(annualCashFlow: number): number {
  return money(annualCashFlow / 12);
}

/** A year's interest on an interest-only loan at `ratePercent`, £ (unrounded). */
export function annualInterest(loan: number, ratePercent: number): number {
  return (loan * ratePercent) / 100;
}

/**
 * The rent as a % of a loan's interest at `ratePercent`: the interest cover ratio (ICR) when the
 * rate is the lender's stress rate. Null with no interest to cover.
 */
export function interestCoverPercent(annualRent: number, loan: number, ratePercent: number): number | null {
  const interest = annualInterest(loan, ratePercent);
  return interest > 0 ? (annualRent / interest) * 100 : null;
}

/**
 * The cover as the user reads it, a whole %, rounded DOWN: 144.7% is 144%, never "145%, passes".
 * A cover is a pass mark, so it is never shown above what the rent covers (as a loan is never a
 * pound over its limit). Every answer, the deal sheet and the verdicts use this one figure.
 */
export function wholeCoverPercent(annualRent: number, loan: number, ratePercent: number): number | null {
  const cover = interestCoverPercent(annualRent, loan, ratePercent);
  return cover === null ? null : Math.floor(cover + 1e-9);
}

/**
 * The yearly rent that is `coverPercent` of a loan's interest at `ratePercent`: the lender's rent
 * test solved for the rent (decision 114). 0 with no loan.
 */
export function rentForInterestCover(loan: number, ratePercent: number, coverPercent: number): number {
  return (annualInterest(loan, ratePercent) * coverPercent) / 100;
}

/**
 * The running costs as a share of the rent and a fixed sum, £ a year: management (on the rent less
 * voids, with VAT), voids and maintenance move with the rent, the rest does not. Before each part
 * is rounded, `runningCosts(rent).total` = share × rent + fixed.
 */
export function runningCostShares(kind: PropertyKind, a: Assumptions): { management: number; voids: number; maintenance: number; share: number; fixed: number } {
  const voids = a.voidWeeksPerYear / 52;
  const management = ((1 - voids) * a.managementPercent * (1 + a.vatPercent / 100)) / 100;
  const maintenance = a.maintenancePercent / 100;
  return { management, voids, maintenance, share: management + voids + maintenance, fixed: runningCosts(0, kind, a).total };
}

/**
 * The lowest whole-pound monthly rent at which rent − running costs − `interest` is not below
 * `leaving` a year: nil, the break-even rent (decision 114), or a cash flow wanted (decision 136).
 * Solved from the shares, then checked on `runningCosts` itself, whose parts are each rounded to
 * the pound.
 */
export function breakEvenMonthlyRent(interest: number, kind: PropertyKind, a: Assumptions, leaving = 0): number {
  const { share, fixed } = runningCostShares(kind, a);
  const flow = (monthly: number) => annualCashFlow(monthly * 12, runningCosts(monthly * 12, kind, a), interest);
  let monthly = Math.max(0, Math.ceil((fixed + interest + leaving) / (1 - share) / 12));
  while (monthly > 0 && flow(monthly - 1) >= leaving) monthly--;
  while (flow(monthly) < leaving) monthly++;
  return monthly;
}

/** Loan = min(value × max LTV, annual rent ÷ (ICR × stress rate)); interest-only at the pay rate. */
export function mortgageFor(value: number, annualRent: number, a: Assumptions): Mortgage {
  const stress = stressRate(a);
  const maxLoanByLtv = (value * a.mortgageLtvPercent) / 100;
  const maxLoanByRent = annualRent / ((a.icrPercent / 100) * (stress / 100));
  const limitedBy = maxLoanByRent < maxLoanByLtv ? "rent" : "ltv";
  // Whole pounds, rounded down so the loan never exceeds either limit; the interest in whole
  // pounds too, so rent less costs less interest is the cash flow shown, to the pound.
  const loan = Math.max(0, poundsDown(Math.min(maxLoanByLtv, maxLoanByRent)));
  return {
    ltv: Math.round((loan / value) * 1000) / 10,
    maxLtv: a.mortgageLtvPercent,
    rate: a.mortgageRatePercent,
    stressRate: stress,
    icr: a.icrPercent,
    maxLoanByLtv,
    maxLoanByRent,
    limitedBy,
    loan,
    deposit: value - loan,
    annualInterest: Math.round(annualInterest(loan, a.mortgageRatePercent)),
  };
}
