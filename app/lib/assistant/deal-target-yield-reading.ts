/**
 * The yield an investor wants from one deal, read from a question that asks the price to pay for
 * it (decision 114): "what would I need to pay to get 8%?", "what offer gets me a 7% yield", "max
 * price for 10% gross", "how much should I offer for 6% net". Gross unless they say net.
 */

export interface TargetYield {
  /** The yield wanted, %, as said (0 and the absurd are kept, for the answer to refuse). */
  percent: number;
  basis: "gross" | "net";
}

/** The question asks a price: "what would I pay", "how much should I offer", "max price", "the most I can pay". */
export const PRICE_ASKED_RE =
  /\b(?:what|how\s+much)\b[^.?!]{0,40}?\b(?:pay|paying|offer|offering|bid|bidding|spend|price)\b|\b(?:max(?:imum)?|most|highest|top|right|target|ceiling)\s+(?:purchase\s+)?(?:price|offer|bid)\b|\bmost\s+(?:i|we)\s+(?:can|could|should|would|shall)\s+(?:pay|offer|bid|spend)\b|\bprice\s+(?:to|for|that|which|would)\b/i;

/**
 * The percentage wanted: after "gross"/"net" ("a net yield of 6%") or a word of getting ("to get
 * 8%", "for 10% gross", "gets me a 7% yield"); not a change on the price ("for 10% under
 * asking"), a deposit, a rate or an ROI.
 */
const TARGET_RE = new RegExp(
  String.raw`(?:\b(gross|net)\s+(?:rental\s+)?(?:yield\s+)?(?:of\s+)?(?:at\s+least\s+)?|\b(?:get|gets|getting|for|hit|hits|achieve|achieves|reach|reaches|make|makes|give|gives|giving|yield|yields|yielding|return|returns)\s+(?:me\s+|us\s+)?(?:at\s+least\s+)?(?:an?\s+|the\s+)?(?:(gross|net)\s+)?(?:(?:rental\s+)?yield\s+of\s+)?(?:at\s+least\s+)?)` +
    String.raw`(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|per ?cent\b)(?:\s+(gross|net)\b)?(?:\s+(?:rental\s+)?yield\b)?` +
    String.raw`(?!\s*(?:roi|return\s+on|cash|deposit|ltv|loan|mortgage|interest|rate|under|below|off|less|lower|over|above|more|higher|discount|reduction|of\s+(?:the\s+)?(?:price|asking))\b)`,
  "i",
);
/** After the percentage: the yield after costs ("8% after costs", "net of costs"). */
const AFTER_COSTS_RE = /^\s*(?:yield\s+)?(?:after|net\s+of)\s+(?:all\s+)?(?:the\s+)?(?:running\s+)?(?:costs|expenses)\b/i;

/** The yield a question asks the price for, or undefined when it asks no price for a yield. */
export function parseTargetYield(text: string): TargetYield | undefined {
  if (!PRICE_ASKED_RE.test(text)) return undefined;
  const m = TARGET_RE.exec(text);
  if (!m) return undefined;
  const said = [m[1], m[2], m[4]].find((g) => g !== undefined)?.toLowerCase();
  const net = said === "net" || AFTER_COSTS_RE.test(text.slice(m.index + m[0].length));
  return { percent: Number(m[3]), basis: net ? "net" : "gross" };
}
