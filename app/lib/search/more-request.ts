/**
 * "Show me more", "more results", "next 10", "any others?": a request for the next page of the
 * conversation's last search (decision 116). The whole message must be such a request, so "tell
 * me more about the first one", "more flats in Leeds" or "what are the other costs?" are not.
 */

const LEAD = String.raw`(?:(?:ok(?:ay)?|great|thanks|thank you|cheers|cool|nice|lovely|and|so|right|yes|yeah|yep|please|pls|now|hmm|hi)\s+)*`;
/** How it may be asked: "show me", "can you show", "are there", "let me see". */
const ASK = String.raw`(?:(?:can|could|would|will)\s+(?:you|i|we)\s+(?:please\s+)?(?:(?:show|see|get|have|list|give)\s+(?:me\s+|us\s+)?)?|(?:please\s+)?(?:show|give|list|get|load|display|see|find)\s+(?:me\s+|us\s+)?|let\s+(?:me|us)\s+see\s+|i(?:d| would)\s+like\s+(?:to\s+see\s+)?|(?:are|is)\s+there\s+|do\s+you\s+have\s+|(?:have\s+)?you\s+got\s+|got\s+)?`;
/** What more of: generic words for a search's results, never a kind of property or a place. */
const NOUN = String.raw`(?:results?|deals?|properties|homes|options|ones|listings|matches|of\s+(?:them|these|those|the\s+(?:results|deals|properties))|like\s+(?:these|this|that|them))`;
const MORE = String.raw`(?:(?:some|any|a\s+few|the)\s+)?(?:(?:\d{1,2}|five|ten|twenty|a\s+few)\s+more|more|others?|other\s+${NOUN}|next(?:\s+(?:\d{1,2}|five|ten|twenty|page|lot|batch|few))?)(?:\s+${NOUN})?|what\s+else(?:\s+(?:is\s+there|have\s+you\s+got|do\s+you\s+have|you\s+got|did\s+you\s+find))?`;
const TAIL = String.raw`(?:\s+(?:please|pls|then|too|as\s+well|thanks))*`;
const MORE_RE = new RegExp(String.raw`^${LEAD}${ASK}(?:${MORE})${TAIL}$`);

/** Whether the message asks for the next page of the last search, and nothing else. */
export function asksForMore(message: string): boolean {
  const words = message
    .toLowerCase()
    .replace(/[\u2019']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return MORE_RE.test(words);
}
