/**
 * A what-if asked after a search without naming a deal (decision 182): "what would the cash flow
 * be with a 40% deposit?", "what if rates rise 2%?", "what rent do I need to break even?"
 * (decision 191), "how much deposit do I need?" (decision 192). The investor means the deals just
 * listed, so it is worked on the first of them, named, as a question about that deal; the answer
 * says how to work it on another. A question that carries a price or a loan of its own ("what would a 40%
 * deposit be on a £200k flat?") is a general money question, answered as before.
 */
import { hasWhatIf, parseWhatIf } from "./deal-what-if-reading";
import { answerMoneyQuestion } from "./money-question";

/**
 * The buyer's deposit asked: "how much deposit do I need", "what deposit would I need", "deposit
 * needed", "how much would I need to put down" (decision 192).
 */
const BUYERS_DEPOSIT_RE =
  /\b(?:how\s+much|what(?:\s+size(?:\s+of)?)?|which)\s+(?:of\s+an?\s+|an?\s+|the\s+)?deposit\b|\bdeposit\s+(?:do|would|will|should|must|shall)\s+(?:i|we)\s+(?:need|have|put)\b|\bdeposit\s+(?:needed|required|would\s+i\s+need)\b|\bhow\s+much\s+(?:do|would|will|should|must)\s+(?:i|we)\s+(?:need\s+to\s+|have\s+to\s+)?put\s+down\b/i;
/**
 * A tenant's deposit: "protect the tenant's deposit", "how much deposit can I take", "which
 * scheme": the knowledge base answers it, never a deal's mortgage.
 */
const TENANTS_DEPOSIT_RE =
  /\btenan(?:t|ts|t's|ts'|t’s|cy|cies)\b|\bprotect|\bschemes?\b|\b(?:take(?!\s+to\s+buy)|taken|taking|hold|holding|return|returned|returning|charge|charging|ask\s+for|keep|deduct\w*|dispute\w*)\b|\bdps\b|\bmydeposits\b|\btds\b|\bletting\b|\bweeks?\b/i;

/** Whether a message asks the deposit a buyer puts down, with no tenant's deposit in it. */
export function asksBuyersDeposit(message: string): boolean {
  return BUYERS_DEPOSIT_RE.test(message) && !TENANTS_DEPOSIT_RE.test(message);
}

/** Whether a message asks a deal to be worked again with the investor's own numbers, and nothing else answers it with figures of its own. */
export function asksListedWhatIf(message: string): boolean {
  // Any number of its own, or the rent or price the deal needs ("what rent do I need to break
  // even?", decision 191); or "how much deposit do I need?": the first deal's mortgage, as the deal
  // page answers it (decision 192).
  const changes = hasWhatIf(parseWhatIf(message)) || asksBuyersDeposit(message);
  return changes && answerMoneyQuestion(message) === null;
}

/** The line before such an answer: which deal it was worked on, and how to ask about another. */
export function workedOnFirstListed(deal: { title: string; location: string }, count: number): string {
  const another = count >= 2 ? ` To work it on another, ask again with its number, for example "…on number 2".` : "";
  return `Worked on the first deal listed, “${deal.title}”, ${deal.location}.${another}`;
}
