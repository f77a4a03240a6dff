/**
 * The words and numbers the readers of a deal what-if share: a percentage, a rise or a fall, and
 * the period a sum is for ("a month", "pw", "a year").
 */

/** A percentage or a rate, up to two digits and two decimals: "5", "6.5", "0.75". */
export const NUMBER = String.raw`(\d{1,2}(?:\.\d{1,2})?)`;
/**
 * A percentage said in words, as the sign: "5 pc", "5 percent", "5 per cent", "5pct" → "5%", so every
 * reader of a rate, a yield or a band reads it (decision 240). "pcm" is a month, never a percentage.
 */
export function percentSigns(text: string): string {
  return text.replace(/(\d)\s*(?:per\s?cent|pct|pc)\b/gi, "$1%");
}

/** A rise, said as a verb: "rise", "go up", "increased". */
export const RISE = String.raw`(?:rise|rises|rose|go up|goes up|went up|increase|increases|increased|jump|jumps|climb|climbs)`;
/** A fall, said as a verb: "drop", "come down", "are cut". */
export const FALL = String.raw`(?:fall|falls|fell|drop|drops|dropped|go down|goes down|went down|come down|comes down|came down|decrease|decreases|decreased|(?:are |were |get |got )?(?:cut|reduced|lowered)|ease|eases|eased)`;

export type Per = "week" | "month" | "year";
/** Right after a sum: the period it is for. */
export const PER_MONTH_RE = /^\s*(?:(?:a|per|\/|each|every)\s*(?:calendar\s+)?(?:month|mth|mo)\b|(?:pcm|pm|p\/m|monthly)\b)/i;
export const PER_WEEK_RE = /^\s*(?:(?:a|per|\/|each|every)\s*(?:week|wk)\b|(?:pw|p\/w|weekly)\b)/i;
export const PER_YEAR_RE = /^\s*(?:(?:a|per|\/|each|every)\s*(?:year|yr|annum)\b|(?:pa|p\/a|p\.a\.|annually|yearly)\b)/i;

/** After a sum: it is the loan itself: "a £150k interest-only mortgage", "a £100,000 btl loan". */
export const LOAN_AFTER_RE = /^\s*(?:(?:interest[\s-]*only|repayment|capital[\s-]*repayment|btl|buy[\s-]*to[\s-]*let|residential|bridging|fixed(?:[\s-]*rate)?|tracker|variable)\s+)*(?:mortgage|loan)\b/i;
