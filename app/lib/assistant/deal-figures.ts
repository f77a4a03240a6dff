/**
 * The figures the deal answerer works from: the deal's own price, yield and ROI, its valuation
 * when there is one (else the app's default assumptions), and the mortgage and ICR derived from them.
 */
import { dealRentalIncome, repaymentMonthly } from "../deal-maths";
import { formatDate, formatPounds, ratePercent } from "../format";
import type { TaxNation } from "../property-tax";
import { ASSUMPTION_BASIS, DEFAULT_ASSUMPTIONS, type Assumptions, type Valuation } from "../valuation";
import { datedPurchaseTax, valuationNation, type DatedPurchaseTax } from "../valuation/dated-rules";
import { annualInterest, mortgageFor, poundsDown, wholeCoverPercent, type PurchaseCosts, type RunningCosts } from "../valuation/finance";
import { nationFromText } from "./answer-common";

/** Typical minimum interest coverage ratios, %: basic-rate taxpayers/companies and higher-rate. */
export const ICR_THRESHOLDS = { basicRate: 125, higherRate: 145 } as const;
/** Term used for the illustrative capital-repayment mortgage, years. */
export const REPAYMENT_TERM_YEARS = 25;


export interface DealQuestionContext {
  title: string;
  price: number;
  location: string;
  propertyType: string;
  /** Cash-on-cash ROI, %. */
  roi: number;
  /** Gross yield, %. */
  yield: number;
  description: string;
  /** The deal's score out of 100, as its card shows it. */
  score?: number | null;
  /** The UK HPI month `price` is at, for a past sale brought up by the index (decision 084). */
  valueMonth?: string | null;
  valuation?: Valuation | null;
  /**
   * The deal's estimated rent, £ a year, when the valuation itself is not given (a free user's
   * question, decision 080): the rent the card's yield was worked from, so an answer never rebuilds
   * it from the rounded yield and shows a rent a few pounds off the deal page's.
   */
  annualRent?: number | null;
  /** Which nation's purchase tax applies, when the valuation is not given (its own, not a guess). */
  nation?: TaxNation | null;
  /**
   * The deal has a valuation this user's plan does not show (a free user, decision 080): what
   * needs it, such as the cash flow, is said to be in the full details, with Pro (decision 126).
   */
  detailsWithPro?: boolean;
}

export interface DealFigures {
  deal: DealQuestionContext;
  valuation: Valuation | null;
  assumptions: Assumptions;
  nation: TaxNation;
  nationAssumed: boolean;
  /** price × yield ÷ 100, rounded to the pound. */
  annualRent: number;
  monthlyRent: number;
  /** The value the mortgage is modelled on: the valuation's currentValue, else the price. */
  mortgageValue: number;
  ltv: number;
  /** The lender's maximum loan-to-value, %, and the loan it allows on `mortgageValue`. */
  maxLtv: number;
  maxLoanByLtv: number;
  /** Whether the loan is capped by the rent test (ICR at the stress rate) or by the LTV. */
  limitedBy: "rent" | "ltv";
  rate: number;
  /** The lender's stressed rate for the ICR test (PRA SS13/16), %: the valuation's own. */
  stressRate: number;
  loan: number;
  deposit: number;
  monthlyInterestOnly: number;
  monthlyRepayment: number;
  /** Rent used for the ICR: the valuation's, else price × yield. */
  icrRent: number;
  stressedInterest: number;
  /** %, whole number; null when there is no loan. */
  icr: number | null;
  /**
   * The purchase tax as an additional property on `mortgageValue` in `nation`, with its dated
   * rules: the valuation's own calculation on its own value and nation, as the deal page, the
   * PDF and /analyse show it. Every answer on the deal says this one.
   */
  purchaseTax: DatedPurchaseTax;
}


export function figuresFor(deal: DealQuestionContext): DealFigures {
  const valuation = deal.valuation ?? null;
  const assumptions = valuation?.assumptions ?? DEFAULT_ASSUMPTIONS;
  // The valuation's nation (or, on an older one, the nation its tax names), as its pages say it.
  const fromValuation = valuationNation(valuation) ?? deal.nation ?? undefined;
  const fromLocation = nationFromText(deal.location);
  const nation: TaxNation = fromValuation ?? fromLocation ?? "england";
  // The valuation's own rent when there is one (the yield is that rent ÷ price, rounded).
  const { annual, monthly } = dealRentalIncome(deal, valuation?.annualRent ?? deal.annualRent);

  const mortgageValue = valuation?.currentValue ?? deal.price;
  const icrRent = valuation?.annualRent ?? annual;
  // The valuation's mortgage, or the same sizing (the lower of the LTV and the rent test) on the
  // rent the card implies: one rule, whichever figures a user's plan shows.
  const mortgage = valuation?.mortgage ?? mortgageFor(mortgageValue, icrRent, assumptions);
  const { ltv, rate, loan, deposit, stressRate, limitedBy } = mortgage;
  const stressedInterest = annualInterest(loan, stressRate);
  const icr = wholeCoverPercent(icrRent, loan, stressRate);
  return {
    deal,
    valuation,
    assumptions,
    nation,
    nationAssumed: !fromValuation && !fromLocation,
    annualRent: annual,
    monthlyRent: monthly,
    mortgageValue,
    ltv,
    maxLtv: mortgage.maxLtv,
    // Whole pounds rounded down, as the valuation lends (never a pound over the limit).
    maxLoanByLtv: poundsDown(mortgage.maxLoanByLtv),
    limitedBy,
    rate,
    stressRate,
    loan,
    deposit,
    monthlyInterestOnly: (loan * rate) / 100 / 12,
    monthlyRepayment: repaymentMonthly(loan, rate, REPAYMENT_TERM_YEARS),
    icrRent,
    stressedInterest,
    icr,
    purchaseTax: datedPurchaseTax(mortgageValue, nation),
  };
}

/** The figures with the purchase tax worked at another price (an offer's). */
export function withPurchaseTaxAt(f: DealFigures, price: number): DealFigures {
  return { ...f, purchaseTax: datedPurchaseTax(price, f.nation) };
}

/** How lenders set the stressed rate under the assumptions' fix (PRA SS13/16). */
export function stressRule(a: Pick<Assumptions, "mortgageFixYears" | "stressMarginPoints" | "stressFloorPercent">): string {
  return a.mortgageFixYears < 5
    ? `the higher of the pay rate plus ${a.stressMarginPoints} points and ${ratePercent(a.stressFloorPercent)} (PRA SS13/16, for fixes under five years)`
    : "the pay rate, as the rate is fixed for five years or more (PRA SS13/16)";
}

/**
 * The stressed rate, how lenders set it and when the app's assumptions were checked, for every
 * stress-test answer (decision 126).
 */
export function stressRateSentence(f: Pick<DealFigures, "assumptions" | "rate">): string {
  const a = f.assumptions;
  const checked = ASSUMPTION_BASIS.icrPercent?.asOf;
  return `The stressed rate is ${stressRule(a)}, on the app's ${ratePercent(f.rate)} pay rate for a ${a.mortgageFixYears}-year fix${checked ? ` (assumptions checked ${formatDate(checked)}, /methodology)` : ""}; lenders' own ratios and rates vary.`;
}

/** Said when a stress test is asked of a deal bought with no loan in its figures. */
export const NO_LOAN_STRESS_TEST = "There's no loan in these figures, so there's no ICR stress test to apply.";

/**
 * The largest loan the deal's rent supports at a cover (%, e.g. 145) and its stressed rate, never
 * over the loan-to-value limit; rounded down to the pound, as the valuation sizes its loan.
 */
export function largestLoanAt(f: Pick<DealFigures, "icrRent" | "stressRate" | "maxLoanByLtv">, cover: number): { loan: number; capped: boolean } {
  const byRent = f.icrRent / ((cover / 100) * (f.stressRate / 100));
  return { loan: poundsDown(Math.min(byRent, f.maxLoanByLtv)), capped: byRent >= f.maxLoanByLtv };
}

/** Which of the lenders' interest-cover tests an ICR (%, whole) passes, in words. */
export function icrVerdict(icr: number): string {
  const { basicRate, higherRate } = ICR_THRESHOLDS;
  if (icr >= higherRate) return `passes both the ${basicRate}% (basic-rate taxpayer or company) and ${higherRate}% (higher-rate taxpayer) tests`;
  if (icr >= basicRate) return `passes the ${basicRate}% test (basic-rate taxpayer or company) but fails the ${higherRate}% test for higher-rate taxpayers`;
  return `fails both the ${basicRate}% and ${higherRate}% tests`;
}

/** Every running cost with its basis, so the parts add up to the total given beside them. */
export function runningCostParts(rc: RunningCosts, a: Assumptions): string[] {
  return [
    `management ${ratePercent(a.managementPercent)} + VAT: ${formatPounds(rc.management)}`,
    `voids ${a.voidWeeksPerYear} weeks: ${formatPounds(rc.voids)}`,
    `maintenance ${ratePercent(a.maintenancePercent)}: ${formatPounds(rc.maintenance)}`,
    ...fixedRunningCostParts(rc),
  ];
}

/** The purchase fees, each: "lender £999", "broker £495", "survey £500", "legal £1,800". */
export function purchaseFeeParts(b: PurchaseCosts["feesBreakdown"]): string[] {
  return [`lender ${formatPounds(b.lender)}`, `broker ${formatPounds(b.broker)}`, `survey ${formatPounds(b.survey)}`, `legal ${formatPounds(b.legal)}`];
}

/** The running costs that do not move with the rent: insurance, letting fees, certificates and a flat's charges. */
export function fixedRunningCostParts(rc: RunningCosts): string[] {
  return [
    `insurance: ${formatPounds(rc.insurance)}`,
    `letting fees: ${formatPounds(rc.lettingFees)}`,
    `safety certificates: ${formatPounds(rc.compliance)}`,
    ...(rc.serviceCharge ? [`service charge: ${formatPounds(rc.serviceCharge)}`] : []),
    ...(rc.groundRent ? [`ground rent: ${formatPounds(rc.groundRent)}`] : []),
  ];
}
