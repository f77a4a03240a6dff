/**
 * A deal valued again with one of the investor's own numbers (decisions 101 and 106): at another
 * price, another rent or other assumptions, through `valueDeal` when the deal has its valuation,
 * else through the valuation's own mortgage and purchase-cost rules on the rent the card implies.
 */
import { valueDeal, type Assumptions, type RentCategory, type RentFigures } from "../valuation";
import { cashToBuy, grossYieldPercent, mortgageFor, purchaseCosts, type Mortgage, type PurchaseCosts } from "../valuation/finance";
import type { DealFigures } from "./deal-figures";
import { offerPrice } from "./deal-offer-reading";
import { rentMonthly } from "./deal-rent-reading";
import type { WhatIf } from "./deal-what-if-reading";

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
  /** The valuation's score at this price, as a price paid now; null without the valuation. */
  score: number | null;
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
    return { annualRent: v.annualRent, runningCosts: v.runningCosts.total, grossYield: v.grossYield, mortgage: v.mortgage, costs: v.purchaseCosts, cash: v.cashInvested, cashFlow: v.annualCashFlow, roi: v.roi, score: v.score };
  }
  const annualRent = monthlyRent === undefined ? f.icrRent : monthlyRent * 12;
  const mortgage = mortgageFor(price, annualRent, a);
  const costs = purchaseCosts(price, f.nation, a);
  return { annualRent, runningCosts: null, grossYield: grossYieldPercent(annualRent, price), mortgage, costs, cash: cashToBuy(mortgage, costs), cashFlow: null, roi: null, score: null };
}

/** The price, rent and assumptions a what-if values the deal at, and what of them it changed. */
export interface Scenario {
  /** The deal's own price (its value today) and the price worked: an offer's, else the same. */
  base: number;
  price: number;
  cash: boolean;
  /** The pay rate asked (a rate, or the assumed rate with a rise); undefined when none is. */
  rate?: number;
  deposit?: number;
  /** A month's rent asked; undefined when none is. */
  monthlyRent?: number;
  /** A flat's service charge asked, £ a year. */
  serviceCharge?: number;
  assumptions: Assumptions;
}

/**
 * The deal's price, rent and assumptions with the question's numbers in: an offer's price, the
 * rent asked, a cash purchase (no loan, no lender or broker fee), a deposit, a rate and a flat's
 * service charge. Bought with cash, a deposit or a rate asked too has no loan to apply to.
 */
export function scenarioOf(f: DealFigures, w: WhatIf): Scenario {
  const base = f.mortgageValue;
  const price = w.offer ? offerPrice(w.offer, base) : base;
  const cash = w.cash === true;
  const rate = cash ? undefined : (w.rate ?? (w.rateRise !== undefined ? f.rate + w.rateRise : undefined));
  const deposit = cash ? undefined : w.depositPercent;
  const monthlyRent = w.rent ? rentMonthly(w.rent, f.icrRent / 12) : undefined;
  const serviceCharge = w.serviceCharge ? (w.serviceCharge.per === "month" ? w.serviceCharge.pounds * 12 : w.serviceCharge.pounds) : undefined;
  const assumptions: Assumptions = {
    ...(cash
      ? cashPurchaseAssumptions(f.assumptions)
      : {
          ...f.assumptions,
          ...(deposit !== undefined ? { mortgageLtvPercent: 100 - deposit } : {}),
          ...(rate !== undefined && rate > 0 ? { mortgageRatePercent: rate } : {}),
        }),
    ...(serviceCharge !== undefined ? { flatServiceChargePerYear: serviceCharge } : {}),
  };
  return { base, price, cash, rate, deposit, monthlyRent, serviceCharge, assumptions };
}
