/**
 * A what-if asked after a search without naming a deal (decision 182): "what would the cash flow
 * be with a 40% deposit?", "what if rates rise 2%?", "what rent do I need to break even?"
 * (decision 191), "how much deposit do I need?" (decision 192). The investor means the deals just
 * listed, so it is worked on the first of them, named, as a question about that deal; the answer
 * says how to work it on another. A question that carries a price or a loan of its own ("what would a 40%
 * deposit be on a £200k flat?") is a general money question, answered as before.
 */
import { hasWhatIf, parseWhatIf } from "./deal-what-if-reading";
import { asksBuyersDeposit } from "./buyers-deposit";
import { answerMoneyQuestion } from "./money-question";

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
