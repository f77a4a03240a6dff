/**
 * Whether a rent said passes the lender's rent test, asked with a price or a loan (decision 174):
 * "does this £180k flat pass the ICR at £900 pcm?", "would a £180,000 flat pass the stress test at
 * £900 a month?", "would a £120k mortgage pass the ICR on £750 rent?". With no rent said it asks
 * the rent needed instead (decision 166).
 */
import { PASSES_LENDERS_TEST_RE } from "../search/vocabulary";
import { MIN_OFFER } from "./deal-offer-reading";
import { loanNamed } from "./deal-rent-needed-reading";
import { MONTHLY_BELOW, NOT_A_RENT_AFTER_RE, parseRent } from "./deal-rent-reading";
import type { Per } from "./deal-what-if-words";
import { labelledAmounts, type LabelledAmount } from "./labelled-amounts";

export interface RentTestAsked {
  /** The rent said: "£900 pcm", "£9,000 a year", "£180 a week", "renting at £900". */
  rent: { pounds: number; per: Per };
  /** The price said as the property's ("a £180k flat", "if I pay £150,000"), £. */
  price?: number;
  /** The loan said ("a £120k mortgage", "borrowing £135,000"), £. */
  loan?: number;
}

/** Said just before a sum: it is the rent: "renting at £900", "let for £850", "rent £900". */
const RENT_BEFORE_RE = /\b(?:rent(?:ing|ed|s)?|lets?|letting)(?:\s+(?:it\s+)?(?:out\s+)?(?:at|for|of))?\s*$/i;
/** Said just after a sum: it is the rent: "£750 rent", "£750 in rent", "£9,000 of rental income". */
export const RENT_AFTER_RE = /^\s+(?:in\s+|of\s+)?rent(?:al\s+income)?\b(?!\s+(?:cover|test|review))/i;
/** Said just before a sum with a period: it is a payment or a charge, not the rent: "costing £550 a month", "payments of £500 a month". */
const NOT_A_RENT_BEFORE_RE =
  /\b(?:mortgage|payments?|repayments?|charges?|costs?|costing|fees?|bills?|interest|deposit|loan|price|pay(?:ing)?|paid)\s+(?:of\s+|is\s+|at\s+|about\s+|around\s+)?$/i;
/** "pass the ICR at £900": a sum said after "at", with nothing after it in its clause (decision 190). */
const BARE_AT_RE = /\bat\s*$/i;

/** Said after a sum: it is the property's price: "a £200k house", "a £150,000 2 bed flat", "a £180k buy to let". */
const PROPERTY_AFTER_RE =
  /^\s*(?:[\w-]+\s+){0,2}?(?:house|home|flat|apartment|property|buy[\s-]*to[\s-]*let|btl|terrace|terraced|semi|detached|bungalow|maisonette|studio)\b/i;
/** Said before a sum: it is the price: "priced at £200k", "if I pay £150,000", "buying for £180k". */
const PRICE_BEFORE_RE = /\b(?:price(?:d)?(?:\s+(?:at|of))?|pay(?:ing)?|buy(?:ing)?(?:\s+(?:it\s+)?for)?|purchase(?:\s+price)?(?:\s+of)?|costing|worth)\s*$/i;

/** The price a question says a property is, or undefined: a sum of £10,000 or more, with no period, said as a price. */
export function priceNamed(found: readonly LabelledAmount[]): number | undefined {
  return found.find((x) => x.pounds >= 10_000 && x.period === undefined && (PROPERTY_AFTER_RE.test(x.after) || PRICE_BEFORE_RE.test(x.before)))?.pounds;
}

/** Said after or before a sum: it is the deposit: "a £50k deposit", "deposit of £50,000", "putting down £40k". */
const DEPOSIT_AFTER_RE = /^\s*(?:cash\s+)?deposit\b/i;
const DEPOSIT_BEFORE_RE = /\b(?:deposit(?:\s+(?:of|is))?|put(?:ting)?\s+down)\s*$/i;

/** The deposit a question says in pounds, or undefined: a sum of £1,000 or more, with no period, said as the deposit. */
export function depositNamed(found: readonly LabelledAmount[]): number | undefined {
  return found.find((x) => x.pounds >= 1_000 && x.period === undefined && (DEPOSIT_AFTER_RE.test(x.after) || DEPOSIT_BEFORE_RE.test(x.before)))?.pounds;
}

/**
 * Passing the lender's rent test asked with a rent said, or undefined. The rent is one said as a
 * rent ("rent of £900", "£900 pcm"), else one said after "renting at" or "let at" (a month's,
 * under £5,000) or before "rent" ("on £750 rent": a month's under £5,000, else a year's), else a
 * sum said with its period ("at £900 a month") that is not said as a payment or a charge, else a
 * sum under £10,000 said bare after "at" ("at £900": a month's under £5,000, else a year's).
 */
export function parseRentTest(text: string): RentTestAsked | undefined {
  if (!PASSES_LENDERS_TEST_RE.test(text)) return undefined;
  const found = labelledAmounts(text);
  const said = parseRent(text);
  // parseRent leaves "£750 rent" when a mortgage or a charge is named shortly before it ("a £120k
  // mortgage pass the ICR on £750 rent"): here the sum is said as the rent. A sum said only with
  // its period comes after those, and never one said as a payment or a charge ("a £100 a month
  // service charge", "a mortgage costing £550 a month").
  const other =
    found.find((x) => (RENT_BEFORE_RE.test(x.before) && x.pounds < MONTHLY_BELOW) || RENT_AFTER_RE.test(x.after)) ??
    found.find((x) => x.period !== undefined && !NOT_A_RENT_BEFORE_RE.test(x.before) && !NOT_A_RENT_AFTER_RE.test(x.after)) ??
    // "Does it pass the ICR at £900?": a sum too small for a price, said bare after "at", is the rent (decision 190).
    found.find((x) => x.marked && x.period === undefined && x.pounds < MIN_OFFER && BARE_AT_RE.test(x.before) && x.after.trim() === "");
  const rent =
    said && "pounds" in said
      ? said
      : other
        ? { pounds: other.pounds, per: other.period ?? (other.pounds < MONTHLY_BELOW ? "month" : "year") }
        : undefined;
  if (!rent) return undefined;
  const loan = loanNamed(text);
  const price = loan === undefined ? priceNamed(found.filter((x) => x.pounds !== rent.pounds)) : undefined;
  return { rent, ...(price === undefined ? {} : { price }), ...(loan === undefined ? {} : { loan }) };
}
