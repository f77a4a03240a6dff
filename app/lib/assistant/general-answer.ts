/**
 * General UK property questions: stamp duty on a stated amount is calculated; anything else is
 * answered from the best-matching dated knowledge-base entries, each with its source.
 */
import { formatDate, joinWithAnd } from "../format";
import { PROPERTY_WORD_RE } from "../search/vocabulary";
import { getKnowledgeEntry, KNOWLEDGE_BASE, type KnowledgeEntry } from "./knowledge-base";
import { asksBuyersDeposit } from "./buyers-deposit";
import { bothParts, DISCLAIMER, sourceLine, sourceOf, type GeneralAnswer } from "./answer-common";
import { answerLandlordTaxSum } from "./landlord-tax-sums";
import { answerMoneyQuestion, mortgagePaymentsOn } from "./money-question";
import { answerRentARoom } from "./rent-a-room-answer";
import { retrieve } from "./retrieve";
import { answerStampDuty, parseStampDutyQuestion, type TaxPlaceContext } from "./stamp-duty-answer";
import { answerSpecialStampDuty, isSpecialCase } from "./stamp-duty-cases";
import { answerTenancyDeposit } from "./tenancy-deposit-answer";
import { percentSigns } from "./deal-what-if-words";


/** A second entry is included in full only when it scores at least this share of the best. */
const SECOND_ENTRY_SHARE = 0.8;

export const OUTSIDE_KNOWLEDGE_ANSWER =
  "That's outside what the built-in assistant knows, so I can't give you a reliable answer. " +
  "I can help with UK property investing: stamp duty (SDLT, LBTT and LTT), including working out the tax on a price " +
  "(for example \"stamp duty on a £250,000 buy-to-let\"); Section 24 and income tax for landlords; buy-to-let mortgages " +
  "and ICR stress tests; buying through a limited company; capital gains tax; inheritance tax; HMO licensing; the Renters' Rights Act; " +
  "EPC rules; deposits and Right to Rent checks; yields, ROI and due diligence. You can also ask about a specific deal from its card.";

/** Said after the refusal when the message names a kind of property: it may have meant a search. */
export const SEARCH_HINT =
  "If you meant to find deals, say what to find, for example \"houses in Nottingham\" or \"2 bed flats in Leeds under £150k\".";

/**
 * "How do I hide rental income from HMRC?", "avoid stamp duty illegally": the answer says plainly
 * that it will not help with evasion, then gives the rules as they are.
 */
const EVASION_RE =
  /\b(?:hide|hiding|conceal|not\s+(?:declare|declaring|tell|telling)|without\s+(?:declaring|telling))\b[^.?!]*\b(?:income|rent|hmrc|profits?|gains?|tax)\b|\b(?:evade|evading|evasion|dodge|dodging|avoid|avoiding|get\s+out\s+of)\b[^.?!]*\b(?:illegally|without\s+(?:hmrc|anyone)\s+knowing|under\s+the\s+radar|off\s+the\s+books)\b|\btax\s+evasion\b/i;

/** The words that ask for evasion, taken out to find the rules the question is about. */
const EVASION_WORDS_RE =
  /\b(?:hide|hiding|conceal|evade|evading|evasion|dodge|dodging|avoid|avoiding|illegally|under\s+the\s+radar|off\s+the\s+books|not\s+(?:declare|declaring|tell|telling)|without\s+(?:declaring|telling|hmrc\s+knowing|anyone\s+knowing))\b/gi;

export const EVASION_NOTE =
  "I can't help with hiding income or evading tax: that is tax evasion, a crime. Here are the rules as they are, so you pay what is due and no more.";

/**
 * The dated entries a list of practical points rests on (decision 118), one line each: "• Section
 * 24: … (as of 23 Nov 2026)", so every point can be followed to its rule.
 */
function rulesBehind(entry: KnowledgeEntry): string[] {
  const behind = (entry.restsOn ?? []).map((id) => getKnowledgeEntry(id)).filter((e): e is KnowledgeEntry => e !== undefined);
  if (behind.length === 0) return [];
  return ["The rules these points rest on, each as of its date (ask about any of them):", ...behind.map((e) => `• ${e.title} (as of ${formatDate(e.asOf)})`)];
}

/** "…on houses in Salford": a place at the end of a question, as a phrase of its own. */
const PLACE_AT_END_RE = /^(.+?)\s+(?:in|near|around|across)\s+([\p{L}][\p{L}'. -]*?)\s*[?.!]*$/u;

/**
 * The knowledge base's entries for a question, best first. A question about a general topic that
 * names a place ("explain yield on houses in Salford") is asked again without the place when the
 * place's name keeps it from matching: the entry does not depend on the town (decision 124).
 */
export function retrieveWithoutPlace(text: string, places: TaxPlaceContext = {}): ReturnType<typeof retrieve> {
  const reading = READINGS.find(([asks]) => asks(text))?.[1];
  const kb = reading?.kb ?? KNOWLEDGE_BASE;
  let results = retrieve(text, kb, 3);
  if (results.length === 0 && places.lookup) {
    const m = PLACE_AT_END_RE.exec(text);
    if (m && places.lookup(m[2]!)) results = retrieve(m[1]!, kb, 3);
  }
  return withoutUnrelated(reading ? ledBy(reading.lead, results) : results);
}

/**
 * Questions whose own reading says which entry answers them and which does not, whatever words
 * they share: a buyer's deposit ("how much deposit do I need", "what deposit would I need for a
 * buy to let?", decision 192's reading) is answered by the buy-to-let mortgage entry, never the
 * tenant's deposit a landlord protects (decision 205).
 */
const READINGS: readonly (readonly [(text: string) => boolean, { lead: KnowledgeEntry; kb: readonly KnowledgeEntry[] }])[] = [
  [asksBuyersDeposit, { lead: getKnowledgeEntry("btl-mortgages")!, kb: KNOWLEDGE_BASE.filter((e) => e.id !== "deposit-protection") }],
];

/** The entries found with `lead` first, scored as the best of them. */
function ledBy(lead: KnowledgeEntry, results: ReturnType<typeof retrieve>): ReturnType<typeof retrieve> {
  const rest = results.filter((r) => r.entry.id !== lead.id);
  const score = Math.max(0, ...results.map((r) => r.score));
  return [{ entry: lead, score }, ...rest].slice(0, 3);
}

/**
 * The entries found, less any that a better match says is not related to it (a tenant's death is
 * not the landlord's inheritance tax, decision 136): neither offered as a related topic nor given
 * to the OpenAI engine as a note.
 */
function withoutUnrelated(results: ReturnType<typeof retrieve>): ReturnType<typeof retrieve> {
  return results.filter((r, i) => !results.slice(0, i).some((better) => better.entry.notRelated?.includes(r.entry.id)));
}

/** The refusal, with the search hint when the message names a kind of property. */
function outside(text: string): GeneralAnswer {
  const answer = PROPERTY_WORD_RE.test(text) ? `${OUTSIDE_KNOWLEDGE_ANSWER}\n\n${SEARCH_HINT}` : OUTSIDE_KNOWLEDGE_ANSWER;
  return { answer, sources: [], known: false };
}

/**
 * Answers a general UK property question: stamp duty on a stated amount is calculated, anything
 * else comes from the knowledge base with its sources; unknown topics get `known: false`.
 */
export function answerGeneralQuestion(question: string, places: TaxPlaceContext = {}): GeneralAnswer {
  const text = percentSigns((question ?? "").trim());
  if (!text) return outside(text);
  if (EVASION_RE.test(text)) {
    const rules = answerQuestion(text.replace(EVASION_WORDS_RE, " "), places);
    return { ...rules, answer: `${EVASION_NOTE}\n\n${rules.answer}` };
  }
  return answerQuestion(text, places);
}

function answerQuestion(text: string, places: TaxPlaceContext): GeneralAnswer {
  // "How much cash do I need for a £150k buy-to-let?": worked with its own figures (decision 095).
  // Section 24, capital gains and the tenancy deposit cap on stated figures (decision 111); a
  // lodger's rent under the Rent a Room Scheme first, as it is not a rental business's (decision 255).
  const sum = answerRentARoom(text) ?? answerLandlordTaxSum(text) ?? answerTenancyDeposit(text);
  if (sum) return sum;
  const stamp = parseStampDutyQuestion(text, places);
  const stampAnswer = () => (stamp && isSpecialCase(stamp) ? answerSpecialStampDuty(stamp) : answerStampDuty(stamp!));
  // "What's the stamp duty and monthly mortgage on a £250k flat?": both parts, in that order (decision 249).
  const mortgage = stamp ? mortgagePaymentsOn(text, stamp.amount) : null;
  if (mortgage) return bothParts(stampAnswer(), mortgage);
  const money = answerMoneyQuestion(text);
  if (money) return money;
  if (stamp) return stampAnswer();

  const results = retrieveWithoutPlace(text, places);
  const top = results[0];
  if (!top) return outside(text);

  const used = results.filter((r, i) => i === 0 || (i === 1 && r.score >= top.score * SECOND_ENTRY_SHARE));
  const restingOn = used.flatMap((r) => r.entry.restsOn ?? []);
  const related = results.filter((r) => !used.includes(r) && !restingOn.includes(r.entry.id));
  const sources = used.map((r) => sourceOf(r.entry));
  const parts = used.map((r) => [`${r.entry.title}\n${r.entry.body}\n${sourceLine(sourceOf(r.entry))}`, ...rulesBehind(r.entry)].join("\n"));
  if (related.length > 0) {
    parts.push(`Related topics you can ask about: ${joinWithAnd(related.map((r) => r.entry.title))}.`);
  }
  parts.push(DISCLAIMER);
  return { answer: parts.join("\n\n"), sources, known: true, entryIds: used.map((r) => r.entry.id) };
}

