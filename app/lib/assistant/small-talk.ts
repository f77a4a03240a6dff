/**
 * Greetings, thanks and messages with no words in them (decision 090): answered at once, by
 * either engine's caller, and never charged as a question. A free user's two questions are for
 * questions, not for "hi" and "thanks!".
 */

/** Said after a small-talk reply, so a free user knows nothing was used. */
export const NOT_CHARGED = "(This did not count as a question.)";

const EXAMPLES =
  'For example, search for deals ("2 bed flats in Leeds under £150k") or ask a question on UK property investing, tax, law or finance ("how does Section 24 work?").';

const GREETING_RE =
  /^(?:hi|hello|hey|hiya|howdy|yo|hello there|hi there|hey there|good (?:morning|afternoon|evening|day)|morning|afternoon|evening)(?: (?:there|all|everyone|assistant|dealfinder))?$/;
const THANKS_RE =
  /^(?:(?:ok(?:ay)?|great|perfect|brilliant|lovely|cool|nice|super|excellent|cheers)(?: (?:thanks|thank you|thx|ta|cheers))?|thanks|thank you|thank you (?:so|very) much|thanks (?:a lot|so much|very much)|many thanks|thx|ta|got it|understood|noted|bye|goodbye|see you|see ya)$/;

/** The reply to a message that asks nothing, or null when it is a real search or question. */
export function smallTalkReply(message: string): string | null {
  const words = message
    .toLowerCase()
    .replace(/[\u2019']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  if (!words) return `I couldn't find a question in that message. ${EXAMPLES} ${NOT_CHARGED}`;
  if (GREETING_RE.test(words)) return `Hello! ${EXAMPLES} ${NOT_CHARGED}`;
  if (THANKS_RE.test(words)) return `You're welcome. Ask another question or search for deals whenever you're ready. ${NOT_CHARGED}`;
  return null;
}
