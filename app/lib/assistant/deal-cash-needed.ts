/**
 * "How much cash do I need to buy it?" on one deal (decision 094): the deposit, the purchase tax
 * and the fees, on the valuation's own rules.
 */
import { formatPounds, ratePercent } from "../format";
import type { DatedPurchaseTax } from "../valuation/dated-rules";
import { purchaseCosts } from "../valuation/finance";
import type { DealFigures } from "./deal-figures";

/**
 * "• SDLT, as an additional property: £8,000 (residential rates from 1 April 2025; …)": the tax
 * with the dated rules it applied (decision 150).
 */
export function purchaseTaxBullet({ result, rule }: Pick<DatedPurchaseTax, "result" | "rule">): string {
  return `• ${result.name}, as an additional property: ${formatPounds(result.tax)} (${rule.when})`;
}

/** "How much cash do I need to buy it?", "what's the total upfront cost?". */
export const CASH_NEEDED_RE =
  /how much (?:cash|money)|cash (?:do i )?(?:need|needed|required)|(?:upfront|up front|up-front) (?:cost|cash|money)|total (?:cost|cash) (?:to buy|of buying|needed)|cash invested|money (?:do i )?need/i;

/** The cash to buy: deposit, purchase tax and fees, on the valuation's own rules. */
export function cashNeededSection(f: DealFigures): string {
  const { fees } = f.valuation?.purchaseCosts ?? purchaseCosts(f.mortgageValue, f.nation, f.assumptions);
  const total = f.deposit + f.purchaseTax.result.tax + fees;
  return [
    `Cash needed to buy: about ${formatPounds(total)}.`,
    `• Deposit: ${formatPounds(f.deposit)} (a ${ratePercent(f.ltv)} loan-to-value mortgage of ${formatPounds(f.loan)} on ${formatPounds(f.mortgageValue)})`,
    purchaseTaxBullet(f.purchaseTax),
    `• Fees: ${formatPounds(fees)} (lender, broker, survey and legal, as assumed)`,
    "It leaves out furnishing, repairs before the first let and a reserve for voids, which you should also have in hand.",
  ].join("\n");
}
