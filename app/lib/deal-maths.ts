/**
 * The deal arithmetic of spec section 9, and the repayment mortgage, in one place: the deal page's
 * estimates and the built-in assistant's answers both come from here.
 */
import { signedPercent } from "./format";

/** Annual rental income = price × yield ÷ 100 (rounded), and that ÷ 12 (rounded). */
export function rentalIncome(price: number, yieldPercent: number): { annual: number; monthly: number } {
  const annual = Math.round((price * yieldPercent) / 100);
  return { annual, monthly: Math.round(annual / 12) };
}

/**
 * Break-even years = 100 ÷ ROI, rounded; "N/A" when ROI is not above 0. The ROI is taken as shown
 * (one decimal place), so the working a user reads ("100 ÷ ROI of 0.1%") gives the years stated:
 * a stored 0.07% would otherwise say 1,429 years beside "100 ÷ 0.1%", and 0.04% (shown as 0.0%)
 * 2,500 years instead of N/A.
 */
export function breakEvenYears(roi: number): number | "N/A" {
  // Rounded exactly as `percent` shows it (toFixed), so a stored 0.15 is the "0.1%" on the page.
  const shown = Number.isFinite(roi) ? Number(roi.toFixed(1)) : Number.NaN;
  if (!Number.isFinite(shown) || shown <= 0) return "N/A";
  return Math.round(100 / shown);
}

/**
 * The longest break-even said in years (decision 244). Beyond it, 100 ÷ ROI is no payback an
 * investor plans on (an ROI of +0.3% gave "333 years"): it is said as "over 50 years". An ROI of
 * 2% or more gives 50 years or fewer, said as the spec's formula gives them.
 */
export const LONGEST_BREAK_EVEN_YEARS = 50;

/**
 * A break-even (`breakEvenYears`) as every screen says it: "18 years", "N/A" (the spec's words
 * when the ROI is not above 0), or "Over 50 years" beyond `LONGEST_BREAK_EVEN_YEARS`. In a
 * sentence (`inSentence`) a figure is "about 18 years" and the long one "over 50 years".
 */
export function breakEvenText(years: number | "N/A", { inSentence = false } = {}): string {
  if (years === "N/A") return "N/A";
  if (years > LONGEST_BREAK_EVEN_YEARS) return `${inSentence ? "over" : "Over"} ${LONGEST_BREAK_EVEN_YEARS} years`;
  return `${inSentence ? "about " : ""}${years} years`;
}

/**
 * A break-even with its working, as the chat says it: "about 18 years (100 ÷ ROI of +5.7%)";
 * past the longest said, "over 50 years (100 ÷ ROI of +0.3% gives 333)" (decision 244); null when
 * it is N/A, which each answer says in its own words.
 */
export function breakEvenWorking(roi: number): string | null {
  const years = breakEvenYears(roi);
  if (years === "N/A") return null;
  const long = years > LONGEST_BREAK_EVEN_YEARS ? ` gives ${years}` : "";
  return `${breakEvenText(years, { inSentence: true })} (100 ÷ ROI of ${signedPercent(roi)}${long})`;
}

/** The valuation's own rent when known (a year, and ÷ 12), else price × yield (`rentalIncome`). */
export function dealRentalIncome(deal: { price: number; yield: number }, annualRent?: number | null): { annual: number; monthly: number } {
  return typeof annualRent === "number" && Number.isFinite(annualRent) && annualRent > 0
    ? { annual: Math.round(annualRent), monthly: Math.round(annualRent / 12) }
    : rentalIncome(deal.price, deal.yield);
}

/**
 * The estimates' names wherever they are shown (the deal's details, their locked preview, the PDF
 * sheet): spec section 9's words, in sentence case as the app's other figures are (decision 119).
 */
export const ESTIMATE_LABELS = {
  annualRentalIncome: "Annual rental income",
  monthlyCashFlow: "Monthly cash flow",
  breakEven: "Break-even",
} as const;

/**
 * The valuation's cash flow a year (rent less running costs and mortgage interest), as every
 * screen that shows it labels it (the deal page, /analyse, the PDF): it is before income tax, as
 * the workings say, and the label says so where the figure stands alone (decision 245).
 */
export const CASH_FLOW_YEAR_LABEL = "Cash flow a year (before tax)";

/**
 * The valuation's cash flow a month after running costs, voids and interest (`monthlyCashFlow`
 * in valuation/finance), beside its "Cash flow a year". The quick estimate "Monthly cash flow"
 * is before them (spec section 9), and its notes name this figure so the two can be set side by
 * side (decision 130). Before tax, as the year's is (decision 245).
 */
export const AFTER_COSTS_MONTHLY_LABEL = "Cash flow a month (after costs, before tax)";

/**
 * Spec section 9: annual rental income, monthly cash flow (income ÷ 12), break-even years. The
 * income is price × yield, unless the valuation's own rent is known (`annualRent`): the yield
 * was worked out from that rent and stored rounded, so price × yield could only rebuild it to
 * within a few pounds, and the page would show two annual rents (£21,894 beside £1,825 × 12).
 */
export function estimates(deal: { price: number; yield: number; roi: number }, annualRent?: number | null) {
  const { annual, monthly } = dealRentalIncome(deal, annualRent);
  return { annualRentalIncome: annual, monthlyCashFlow: monthly, breakEvenYears: breakEvenYears(deal.roi) };
}

/** Monthly payment on a capital-repayment loan. */
export function repaymentMonthly(loan: number, annualRatePercent: number, years: number): number {
  const n = years * 12;
  const r = annualRatePercent / 100 / 12;
  if (n <= 0) return loan;
  if (r === 0) return loan / n;
  return (loan * r) / (1 - (1 + r) ** -n);
}
