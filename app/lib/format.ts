/**
 * The display formats of the whole app (cards, pages, chat, the built-in assistant, the API's
 * summaries). Deterministic: no Intl or locale dependence, so the server, the browser and the
 * tests write the same text.
 *
 * Two kinds of percentage, one rule each:
 * - a deal's measured figures (gross yield, ROI, price difference): `percent`, one decimal,
 *   "6.0%" (spec section 9), with `signedPercent` adding "+" to a positive ROI;
 * - a rate or threshold as its source or the user stated it (tax bands, the mortgage rate, LTV,
 *   ICR thresholds, "at least 7% yield"): `ratePercent`, trailing zeros dropped, "5%", "5.5%".
 */

/** A count with thousands separators: 1234567 → "1,234,567" (rounded to a whole number). */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Pounds with thousands separators: 15000 → "£15,000", -1234.4 → "-£1,234". Whole pounds unless
 * `pence` is true and the amount has pence (8750.5 → "£8,750.50").
 */
export function formatPounds(amount: number, options: { pence?: boolean } = {}): string {
  const sign = amount < 0 && Math.round(Math.abs(amount) * 100) !== 0 ? "-" : "";
  const abs = Math.abs(amount);
  if (options.pence && Math.round(abs * 100) % 100 !== 0) {
    const [whole = "0", frac = "00"] = abs.toFixed(2).split(".");
    return `${sign}£${formatCount(Number(whole))}.${frac}`;
  }
  const rounded = Math.round(abs);
  return `${rounded === 0 ? "" : sign}£${formatCount(rounded)}`;
}

/** A deal's yield, ROI or other measured percentage: one decimal by default, 6 → "6.0%". */
export function percent(value: number, digits = 1): string {
  const text = value.toFixed(digits);
  return `${/^-0(\.0+)?$/.test(text) ? text.slice(1) : text}%`;
}

/** ROI with a + sign when positive (spec section 9): 6.1 → "+6.1%". */
export function signedPercent(value: number, digits = 1): string {
  return `${value > 0 && Number(value.toFixed(digits)) !== 0 ? "+" : ""}${percent(value, digits)}`;
}

/** A rate or threshold as stated, at most `dp` decimals, no trailing zeros: 5.5 → "5.5%", 6 → "6%". */
export function ratePercent(value: number, dp = 2): string {
  const f = 10 ** dp;
  const rounded = Math.round(value * f) / f;
  return `${Object.is(rounded, -0) ? 0 : rounded}%`;
}

/**
 * A loan's share of the value, as every page shows it: the measured figure to one decimal, with no
 * trailing zero, 75 → "75% LTV", 62.3 → "62.3% LTV" (the deal page, the PDF, the analysis).
 */
export function ltvText(ltv: number): string {
  return `${ratePercent(ltv, 1)} LTV`;
}

/** "a" or "an" before a figure as it is read aloud: "an 80% loan", "an 11% yield", "an 18-month fix", "a 75% loan". */
function articleFor(figure: string): "a" | "an" {
  return /^(?:8|11|18)(?!\d)|^8\d/.test(figure.replace(/^£/, "")) ? "an" : "a";
}

/** The figure after its article: "an £80,000", "a £150,000", "an 80%". */
export function withArticle(figure: string): string {
  return `${articleFor(figure)} ${figure}`;
}

/** A number of percentage points: 1 → "1 point", 1.5 → "1.5 points". */
export function points(n: number): string {
  return `${n} point${n === 1 ? "" : "s"}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2025-04-01" or "2025-04-01T10:00:00Z" → "1 April 2025": the one way a date is said, on every
 * page, in the PDF, the chat and the stored deal texts, its month in full as `formatMonth` says
 * months (decisions 211, 243; "1 Apr 2025" beside "1 April 2025" for the same rule read as two
 * styles). Anything else is returned unchanged.
 */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(iso);
  const month = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : iso;
}

/**
 * When an estimated value is at (decision 084): "at July 2025 prices" for a past sale brought up
 * by the UK HPI, whose latest month is not today; "today" for an asking price or a recent sale.
 */
export function valueAtWords(valueMonth: string | null | undefined): string {
  return valueMonth ? `at ${formatMonth(valueMonth)} prices` : "today";
}

/**
 * What a deal's headline price is, said beside it wherever it is shown (the card, the deal page,
 * the PDF deal sheet): a past sale's price brought up by the UK HPI is its estimated value at that
 * index month's prices ("est. value at July 2025 prices"), not the price paid; null when the price
 * is the price paid or an asking price.
 */
export function priceCaption(deal: { status: string; soldPrice: number | null; price: number; valueMonth: string | null }): string | null {
  const indexed = deal.status === "sold" && deal.soldPrice !== null && deal.soldPrice !== deal.price;
  return indexed ? `est. value ${valueAtWords(deal.valueMonth)}` : null;
}

/**
 * "2025-07" → "July 2025": the one way a month and year are said, on every page, in the PDF, the
 * API's texts and the chat (decision 211; a screen reader says "Jul" as a word). A date says its
 * month in full too (`formatDate`, decision 243). Anything else is returned unchanged.
 */
export function formatMonth(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : month;
}

/** A month said short before its year ("Jul 2025"), a date's ("11 Apr 2019") included. */
const SHORT_MONTH_YEAR_RE = new RegExp(`\\b(${MONTHS.join("|")})\\s+(\\d{4})\\b`, "g");

/**
 * A stored text's months said as `formatMonth` and `formatDate` say them: a deal described by an
 * earlier version ("Sold for £170,000 on 11 Apr 2019 … at Jul 2025 prices …") reads "… on 11
 * April 2019 … at July 2025 prices …" beside its figures (decisions 211, 243).
 */
export function fullMonths(text: string): string {
  return text.replace(SHORT_MONTH_YEAR_RE, (_, month: string, year: string) => `${MONTH_NAMES[MONTHS.indexOf(month)]} ${year}`);
}

/** A rate band as words: "up to £125,000", "£125,001 to £250,000", "above £1,500,000". */
export function describeBandRange(from: number, to: number | null): string {
  if (from === 0 && to !== null) return `up to ${formatPounds(to)}`;
  if (to === null) return `above ${formatPounds(from)}`;
  return `${formatPounds(from + 1)} to ${formatPounds(to)}`;
}

/**
 * "a, b and c"; items with commas of their own are parted by `separator` "; " instead:
 * "Richmond, Greater London; Richmond, North Yorkshire and Richmond, Surrey".
 */
export function joinWithAnd(items: readonly string[], separator = ", "): string {
  return joinWith(items, "and", separator);
}

/** "a", "a or b", "a, b or c". */
export function joinWithOr(items: readonly string[]): string {
  return joinWith(items, "or", ", ");
}

function joinWith(items: readonly string[], word: "and" | "or", separator: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(separator)} ${word} ${items[items.length - 1]}`;
}

const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** A small count in words, as the prose writes it: 0 → "no", 5 → "five"; 10 and above in figures, "1,234". */
export function inWords(n: number): string {
  return COUNT_WORDS[n] ?? formatCount(n);
}

const CONFIDENCE_WORD = { high: "High", medium: "Medium", low: "Low" } as const;

/** A valuation's confidence as the cards and pages say it: "High", "Medium", "Low". */
export function confidenceLabelText(label: keyof typeof CONFIDENCE_WORD): string {
  return CONFIDENCE_WORD[label];
}

/**
 * What a valuation's confidence reasons are, said before them (decision 183). Each took something
 * off the confidence, but a "High" one still stands: there they are cautions, not why it is low.
 * "though with a caution", "though with cautions", "lowered by".
 */
export function confidenceReasonsLead(label: keyof typeof CONFIDENCE_WORD, reasons: number): string {
  if (label !== "high") return "lowered by";
  return reasons === 1 ? "though with a caution" : "though with cautions";
}

/**
 * A valuation's confidence reasons after its label, led as `confidenceReasonsLead` says (decision
 * 183): ", lowered by: a; b", ", though with a caution: a"; "" when there are none.
 */
export function confidenceReasonsClause(label: keyof typeof CONFIDENCE_WORD, reasons: readonly string[]): string {
  return reasons.length ? `, ${confidenceReasonsLead(label, reasons.length)}: ${reasons.join("; ")}` : "";
}

/**
 * The confidence as a page says it above its reasons (decision 183): "High", "High, though with a
 * caution:", "Medium, lowered by:".
 */
export function confidenceHeadline(label: keyof typeof CONFIDENCE_WORD, reasons: number): string {
  return reasons > 0 ? `${CONFIDENCE_WORD[label]}, ${confidenceReasonsLead(label, reasons)}:` : CONFIDENCE_WORD[label];
}
