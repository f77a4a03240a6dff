/**
 * Whether a question about one deal asks anything its figures or the knowledge base can answer
 * (decision 123). "What's the weather like there?" and "write me a poem about it" on a deal got
 * the deal's overview, and were charged a question: they are answered with what can be asked,
 * and not charged.
 */
import { answerGeneralQuestion } from "./general-answer";

/** What to ask about a deal, for the replies to small talk and to an off-topic question on one. */
export const DEAL_EXAMPLES =
  'Ask about this deal, for example "is it a good deal?", "what would the stamp duty be?" or "what are the risks?".';

/** Said to a question about a deal that its figures cannot answer. */
export const DEAL_OFF_TOPIC_ANSWER =
  "I can only answer questions about this deal from its figures: its rent, cash flow, stamp duty, mortgage, stress test, " +
  `break-even, returns, whether it's a good deal, or its risks. ${DEAL_EXAMPLES}`;

/**
 * Asking about the deal as a whole: its overview answers it. "Tell me about this property",
 * "summarise it", "what do you think?", "give me the numbers".
 */
const OVERVIEW_RE =
  /\b(?:tell\s+me\s+(?:more|about)|overview|summar(?:y|ies|is[ei]|iz[ei])\w*|details?|figures|numbers|breakdown|break\s+it\s+down|key\s+(?:facts|points)|thoughts|what\s+do\s+you\s+(?:think|reckon|make\s+of)|your\s+(?:view|take)|analy[sz](?:e|is)|explain|pros\s+and\s+cons|how\s+does\s+(?:it|this)\s+(?:look|stack\s+up|compare)|what\s+about\s+(?:it|this)|more\s+(?:info|information)|info(?:rmation)?\s+on)\b/i;

/**
 * Whether a question with no deal topic of its own (no rent, cash flow, tax… and no figures of
 * the investor's) is off the deal's subject: it does not ask about the deal as a whole, and the
 * knowledge base has nothing for it either.
 */
export function offTopicForDeal(question: string): boolean {
  if (OVERVIEW_RE.test(question)) return false;
  return !answerGeneralQuestion(question).known;
}
