/**
 * Greetings, thanks and messages with no words in them (decision 090): answered at once, by
 * either engine's caller, and never charged as a question. A free user's two questions are for
 * questions, not for "hi" and "thanks!".
 */

/** Said after a small-talk reply, so a free user knows nothing was used. */
export const NOT_CHARGED = "(This did not count as a question.)";

const EXAMPLES =
  'For example, search for deals ("2 bed flats in Leeds under £150k") or ask a question on UK property investing, tax, law or finance ("how does Section 24 work?").';

/** Who a greeting or thanks may be addressed to: "hi there", "cheers mate". */
const ADDRESS = String.raw`(?: (?:there|all|everyone|assistant|dealfinder|mate|pal|buddy|bud|guys|folks))?`;
/** "that's really helpful", "very useful": praise after thanks. */
const PRAISE = String.raw`(?: (?:(?:thats|that is|it is|its|this is|very|really|so|super|most) )*(?:helpful|useful|great|brilliant|perfect|clear|interesting))?`;
const GREETING_RE = new RegExp(
  String.raw`^(?:hi|hello|hey|hiya|howdy|yo|alright|you alright|all right|hello there|hi there|hey there|good (?:morning|afternoon|evening|day)|morning|afternoon|evening)${ADDRESS}$`,
);
const THANKS_RE = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|great|perfect|brilliant|lovely|cool|nice|super|excellent|cheers)(?: (?:thanks|thank you|thx|ta|cheers))?|thanks|thank you|thank you (?:so|very) much|thanks (?:a lot|so much|very much)|ta very much|many thanks|thx|ta|got it|understood|noted|bye|goodbye|see you|see ya)${ADDRESS}${PRAISE}$`,
);
/** "What can you do?", "help", "how does this work?": what the assistant is for. */
const ABOUT_RE =
  /^(?:help|help me|what can you do|what do you do|what can i ask|what can i ask you|what are you|who are you|how does this work|how do i use this|how do i use you)$/;

/**
 * The reply to a message that asks nothing, or null when it is a real search or question.
 * `examples` says what to ask instead: on a deal's page, questions about that deal (decision 123).
 */
export function smallTalkReply(message: string, examples = EXAMPLES): string | null {
  const words = message
    .toLowerCase()
    .replace(/[\u2019']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  if (!words) return `I couldn't find a question in that message. ${examples} ${NOT_CHARGED}`;
  if (GREETING_RE.test(words)) return `Hello! ${examples} ${NOT_CHARGED}`;
  if (ABOUT_RE.test(words)) {
    return `I find buy-to-let deals in HM Land Registry's sales data, value them with dated official figures, and answer questions on UK property investing, tax, law and finance. ${EXAMPLES} After a search you can ask about a listed deal ("is the first one a good deal?"). ${NOT_CHARGED}`;
  }
  if (THANKS_RE.test(words)) return `You're welcome. Ask another question or search for deals whenever you're ready. ${NOT_CHARGED}`;
  return null;
}
