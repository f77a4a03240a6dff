/**
 * A deal valued again with one of the investor's own numbers (decisions 101 and 106): at another
 * price, another rent or other assumptions, through `valueDeal` when the deal has its valuation,
 * else through the valuation's own mortgage and purchase-cost rules on the rent the card implies.
 */
import { valueDeal, type Assumptions, type RentCategory, type RentFigures } from "../valuation";
import { cashToBuy, grossYieldPercent, mortgageFor, purchaseCosts, type Mortgage, type PurchaseCosts } from "../valuation/finance";
import type { DealFigures } from "./deal-figures";

/** A cash purchase pays no lender or broker: the assumptions with no loan and without those fees. */
export function cashPurchaseAssumptions(a: Assumptions): Assumptions {
  return { ...a, mortgageLtvPercent: 0, lenderFee: 0, brokerFee: 0, purchaseFees: a.surveyFee + a.legalFees };
}

/** One price's figures, each from the valuation's own rules. */
export interface PriceFigures {
  annualRent: number;
  /** A year's running costs; null without the valuation. */
  runningCosts: number | null;
  grossYield: number;
  mortgage: Mortgage;
  costs: PurchaseCosts;
  cash: number;
  /** Null without the deal's running costs (no valuation here). */
  cashFlow: number | null;
  roi: number | null;
}

/** The area's rent figures with every category at `monthly`, so the valuation uses that rent. */
function rentsAt(rents: RentFigures, monthly: number): RentFigures {
  const medians: RentFigures["medians"] = { "All categories": monthly };
  for (const category of Object.keys(rents.medians) as RentCategory[]) medians[category] = monthly;
  return { ...rents, medians };
}

/**
 * The deal at `price` (and at `monthlyRent`, when the question names one): its valuation worked
 * again when it has one (the same running-cost rules and nation; a price paid now, so no past sale
 * to index), else the valuation's mortgage and purchase-cost rules on the rent the card implies.
 */
export function figuresAt(f: DealFigures, price: number, a: Assumptions, monthlyRent?: number): PriceFigures {
  const inputs = f.valuation?.inputs;
  const rents = inputs?.rents && monthlyRent !== undefined ? rentsAt(inputs.rents, monthlyRent) : inputs?.rents;
  const v = inputs && rents ? valueDeal({ ...inputs, rents, price, saleDate: null, hpi: null }, a) : null;
  if (v) {
    return { annualRent: v.annualRent, runningCosts: v.runningCosts.total, grossYield: v.grossYield, mortgage: v.mortgage, costs: v.purchaseCosts, cash: v.cashInvested, cashFlow: v.annualCashFlow, roi: v.roi };
  }
  const annualRent = monthlyRent === undefined ? f.icrRent : monthlyRent * 12;
  const mortgage = mortgageFor(price, annualRent, a);
  const costs = purchaseCosts(price, f.nation, a);
  return { annualRent, runningCosts: null, grossYield: grossYieldPercent(annualRent, price), mortgage, costs, cash: cashToBuy(mortgage, costs), cashFlow: null, roi: null };
}
