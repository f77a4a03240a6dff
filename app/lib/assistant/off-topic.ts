/**
 * What a question about one deal asks when it names no deal topic (no rent, cash flow, tax… and
 * no figures of the investor's): the deal as a whole ("tell me about it"), a general topic the
 * knowledge base knows ("what is Section 24?", decision 126), or nothing its figures or the
 * knowledge base can answer ("what's the weather like there?", decision 123). The last is
 * answered with what can be asked, and not charged.
 */
import type { GeneralAnswer } from "./answer-common";
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
const OVERVIEW_WORDS =
  String.raw`\b(?:tell\s+me\s+(?:more|about)|overview|summar(?:y|ies|is[ei]|iz[ei])\w*|details?|figures|numbers|breakdown|break\s+it\s+down|key\s+(?:facts|points)|thoughts|what\s+do\s+you\s+(?:think|reckon|make\s+of)|your\s+(?:view|take)|analy[sz](?:e|is)|explain|pros\s+and\s+cons|how\s+does\s+(?:it|this)\s+(?:look|stack\s+up|compare)|what\s+about\s+(?:it|this)|more\s+(?:info|information)|info(?:rmation)?\s+on)\b`;
const OVERVIEW_RE = new RegExp(OVERVIEW_WORDS, "i");
const OVERVIEW_ALL_RE = new RegExp(OVERVIEW_WORDS, "gi");

/**
 * The deal itself and the words of asking, in a question about it as a whole: "give me the
 * numbers on this deal", "explain it to me". What is left, if anything, is the topic asked about.
 */
const THE_DEAL_RE =
  /\b(?:this|the|that)\s+(?:deal|property|place|house|flat|home|one|investment|listing)\b|\b(?:it|this|that|me|us|to|please|can|could|would|you|give|show|send|walk|go|run|through|on|about|of|for|a|an|the|all|quick|some|bit)\b/gi;

export type TopiclessDealQuestion =
  | { kind: "overview" }
  | { kind: "general"; general: GeneralAnswer }
  | { kind: "off-topic" };

/**
 * Reads a deal question that names no deal topic. A question about the deal as a whole that also
 * names a general topic ("explain Section 24") is the topic's: the overview words and the words
 * for the deal are taken out, and the knowledge base is asked about what is left.
 */
export function readTopicless(question: string): TopiclessDealQuestion {
  const whole = OVERVIEW_RE.test(question);
  const rest = whole ? question.replace(OVERVIEW_ALL_RE, " ").replace(THE_DEAL_RE, " ").trim() : question;
  const general = rest ? answerGeneralQuestion(rest) : null;
  if (general?.known) return { kind: "general", general };
  return whole ? { kind: "overview" } : { kind: "off-topic" };
}

/**
 * A question in a general form that names nothing of the deal: "what is right to rent?", "what
 * is a tenancy deposit?", "how is rental income taxed?", "should I buy through a limited
 * company?". Its words (rent, deposit, company) also name parts of the deal, but it asks about the
 * subject, not about this deal's figures, so the knowledge base answers it when it knows the
 * subject. "What is the rent?" or "what's the stamp duty on it?" name the deal and stay its own.
 */
const GENERAL_FORM_RE =
  /^\s*(?:(?:so|and|but|ok|okay)[,\s]+)?(?:what\s+(?:is|are)\s+(?!the\b|this\b|that\b|its\b|my\b|it\b|your\b)|what'?s\s+(?:a|an)\s+|define\s+|how\s+(?:is|are)\s+(?:\w+\s+){1,3}taxed\b|should\s+(?:i|we)\s+(?:buy|invest|hold\s+property|own\s+property)\s+(?:through|in|via|with|using)\s+an?\s+(?:limited\s+|ltd\s+)?company\b)/i;
const NAMES_THE_DEAL_RE = /\b(?:this|it|its|here|there)\b|\bthe\s+(?:deal|property|place|house|flat|home|one|investment|listing|price|rent|yield|mortgage|loan)\b/i;

export function generalAskedOfDeal(question: string): GeneralAnswer | null {
  if (!GENERAL_FORM_RE.test(question) || NAMES_THE_DEAL_RE.test(question)) return null;
  const general = answerGeneralQuestion(question);
  return general.known ? general : null;
}
