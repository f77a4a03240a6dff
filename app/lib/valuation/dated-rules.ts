/**
 * The dated rules and assumptions a valuation applies, said the way every page and the deal sheet
 * state them (decision 150): each purchase-tax rule with the date it applies from, read from
 * `TAX_RULES` through the very calculation the valuation makes (`buyToLetTax`), and the mortgage,
 * the lender's rent test, the running costs and the fees with the date their assumptions were
 * checked (`ASSUMPTION_BASIS`). No date is typed here.
 */
import { formatDate } from "../format";
import { PROPERTY_TAX_RATES, type PropertyTaxResult, type TaxName } from "../property-tax";
import { ASSUMPTION_BASIS, type Assumptions } from "./assumptions";
import { buyToLetTax, type Nation } from "./finance";

/** A rule or a set of assumptions, and when: "from 1 April 2025", "as at 23 November 2026". */
export interface DatedRule {
  /** Which figures it shapes: the purchase tax, the loan, or the running costs and fees. */
  kind: "purchase-tax" | "mortgage" | "costs";
  /** "Stamp Duty Land Tax (HM Revenue & Customs)". */
  name: string;
  /** "residential rates from 1 April 2025; higher rates for additional dwellings from 31 October 2024". */
  when: string;
}

/** "Stamp Duty Land Tax (HM Revenue & Customs): residential rates from 1 April 2025; …". */
export function datedRuleLine(rule: DatedRule): string {
  return `${rule.name}: ${rule.when}`;
}

/** "Residential rates" → "residential rates"; a name with capitals further in ("Additional Dwelling Supplement") is kept. */
function inSentence(name: string): string {
  return /[A-Z]/.test(name.slice(1)) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * The purchase tax a buy-to-let pays at `value` in `nation`, worked once (`buyToLetTax`, the
 * valuation's own call) for the figure, its bands and the dated rules it applied alike.
 */
export interface DatedPurchaseTax {
  value: number;
  nation: Nation;
  result: PropertyTaxResult;
  rule: DatedRule;
}

export function datedPurchaseTax(value: number, nation: Nation): DatedPurchaseTax {
  const result = buyToLetTax(value, nation);
  const table = PROPERTY_TAX_RATES[result.name];
  const rule: DatedRule = {
    kind: "purchase-tax",
    name: `${table.fullName} (${table.authority})`,
    when: result.rules.map((r) => `${inSentence(r.name)} from ${formatDate(r.effectiveFrom)}`).join("; "),
  };
  return { value, nation, result, rule };
}

/** The purchase tax on a buy-to-let at `value` in `nation`: the tax, who sets it, and each rule applied with its date. */
export function purchaseTaxRule(value: number, nation: Nation): DatedRule {
  return datedPurchaseTax(value, nation).rule;
}

/** The assumptions about the loan: its rate and loan-to-value, and the lender's rent test. */
const MORTGAGE_KEYS: readonly (keyof Assumptions)[] = ["mortgageRatePercent", "icrPercent"];

/**
 * "as at 23 November 2026": the earliest date a set of assumptions (all of them by default) was
 * checked on, so each is true as at it or later.
 */
export function assumptionsAsAt(keys: readonly (keyof Assumptions)[] = Object.keys(ASSUMPTION_BASIS) as (keyof Assumptions)[]): string {
  const dates = keys.flatMap((key) => (ASSUMPTION_BASIS[key] ? [ASSUMPTION_BASIS[key].asOf] : []));
  return `as at ${formatDate(dates.reduce((a, b) => (b < a ? b : a)))}`;
}

/** "the app's assumptions as at 23 November 2026", as answers name what they rest on. */
export function appAssumptions(): string {
  return `the app's assumptions ${assumptionsAsAt()}`;
}

/** The mortgage and lender's rent test, then the running costs and fees, each with its "as at" date. */
function assumptionRules(): DatedRule[] {
  const others = (Object.keys(ASSUMPTION_BASIS) as (keyof Assumptions)[]).filter((key) => !MORTGAGE_KEYS.includes(key));
  return [
    { kind: "mortgage", name: "Mortgage rate, loan-to-value and the lender's rent test (PRA SS13/16)", when: assumptionsAsAt(MORTGAGE_KEYS) },
    { kind: "costs", name: "Running costs and purchase fees", when: assumptionsAsAt(others) },
  ];
}

const NATION_OF_TAX: Readonly<Record<TaxName, Nation>> = { SDLT: "england", LBTT: "scotland", LTT: "wales" };
const NATIONS: readonly Nation[] = ["england", "scotland", "wales", "northern-ireland"];

/** The parts of a stored valuation the rules depend on, read defensively (older valuations lack some). */
interface ValuedAt {
  currentValue?: unknown;
  inputs?: { nation?: unknown } | null;
  purchaseCosts?: { taxName?: unknown } | null;
}

/**
 * The nation a valuation was worked in: its own, or the nation its tax names when an older
 * valuation did not keep it; undefined when it says neither.
 */
export function valuationNation(v: ValuedAt | null | undefined): Nation | undefined {
  const stated = v?.inputs?.nation;
  const taxName = v?.purchaseCosts?.taxName;
  return NATIONS.find((n) => n === stated) ?? (typeof taxName === "string" ? NATION_OF_TAX[taxName as TaxName] : undefined);
}

/**
 * Every dated rule a valuation applied: its purchase tax (at its value, in its nation, or the
 * nation its tax names when an older valuation did not keep it), then the assumptions.
 */
export function valuationRules(v: ValuedAt): DatedRule[] {
  const value = typeof v.currentValue === "number" && Number.isFinite(v.currentValue) ? v.currentValue : null;
  const nation = valuationNation(v);
  return [...(value !== null && nation ? [purchaseTaxRule(value, nation)] : []), ...assumptionRules()];
}
