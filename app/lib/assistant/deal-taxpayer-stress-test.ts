/**
 * "Could a higher-rate taxpayer get the mortgage on this?": the lender's stress test for the
 * taxpayer the question names, on the deal's own rent, loan and stressed rate (decision 126).
 * Lenders typically want the rent to cover 145% of the stressed interest for a higher- or
 * additional-rate taxpayer borrowing in their own name, and 125% for a basic-rate taxpayer or a
 * company (`ICR_THRESHOLDS`); the deal's loan is sized at 125%, the default borrower's.
 */
import { formatPounds, ratePercent } from "../format";
import type { IncomeTaxBand } from "../income-tax-rates";
import { ICR_THRESHOLDS, largestLoanAt, NO_LOAN_STRESS_TEST, stressRateSentence, type DealFigures } from "./deal-figures";
import { statedTaxRate } from "./landlord-tax-sums";

/** A taxpayer named as such: "a higher rate taxpayer", "a 40% tax payer", "in the higher tax band". */
const TAXPAYER_RE = /\btax[\s-]*payers?\b|\btax\s+(?:band|bracket)\b|\b(?:basic|higher|additional|top)[\s-]*rate\s+(?:income\s+)?tax\b/i;

/** The income tax band of the borrower a question names, or null when it names none. */
export function taxpayerAsked(question: string): IncomeTaxBand | null {
  if (!TAXPAYER_RE.test(question)) return null;
  return statedTaxRate(question)?.band ?? null;
}

/** The lender's stress test for a borrower in `band`, worked on the deal's figures. */
export function taxpayerStressSection(f: DealFigures, band: IncomeTaxBand): string {
  if (f.icr === null) return NO_LOAN_STRESS_TEST;
  const { basicRate, higherRate } = ICR_THRESHOLDS;
  const basic = band === "basic";
  const need = basic ? basicRate : higherRate;
  const who = basic ? "a basic-rate taxpayer (or a company)" : `a ${band}-rate taxpayer borrowing in their own name`;
  const passes = f.icr >= need;
  const largest = largestLoanAt(f, need);
  const cover = `rent of ${formatPounds(f.icrRent)} a year ÷ interest at a ${ratePercent(f.stressRate)} stressed rate on the ${formatPounds(f.loan)} loan (${formatPounds(f.stressedInterest)} a year) = ${f.icr}%`;
  const lines = [
    `Lender's stress test for ${who}: lenders typically want the rent to cover ${need}% of the interest at a stressed rate.`,
    passes
      ? `• This deal: ${cover}, so it passes the ${need}% test, and the ${formatPounds(f.loan)} loan (${ratePercent(f.ltv)} loan-to-value) is within it.`
      : `• This deal: ${cover}, so it fails the ${need}% test. On this rent the largest loan at ${need}% would be about ${formatPounds(largest.loan)}, a deposit of ${formatPounds(f.mortgageValue - largest.loan)} on the ${formatPounds(f.mortgageValue)} value.`,
  ];
  if (!basic) {
    lines.push(
      `• A company or a basic-rate taxpayer needs ${basicRate}%: this deal ${passes ? "passes that too" : f.icr >= basicRate ? "passes that" : "fails that too"}.`,
    );
  }
  lines.push(stressRateSentence(f));
  return lines.join("\n");
}
