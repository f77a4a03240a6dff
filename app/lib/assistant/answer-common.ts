/** What the built-in assistant's answerers share: answer types, sources and the disclaimer. */
import type { TaxNation } from "../property-tax";
import { formatDate } from "../format";
import { getKnowledgeEntry, type KnowledgeEntry } from "./knowledge-base";

export interface AnswerSource {
  name: string;
  url: string;
  asOf: string;
}

export interface GeneralAnswer {
  answer: string;
  sources: AnswerSource[];
  /** false when the question is outside what the built-in assistant knows. */
  known: boolean;
  /** The knowledge-base entries given in full, best first (none for a worked sum or a refusal). */
  entryIds?: readonly string[];
}


export const DISCLAIMER = "This is general information, not financial, tax or legal advice.";

/** The cash-on-cash return asked: "what's the ROI", "return on investment", "cash on cash", "the cash flow". */
export const ROI_RE = /\broi\b|\breturn on (?:investment|(?:my )?cash|capital)\b|\bcash[\s-]*on[\s-]*cash\b|\bcash[\s-]*flow\b/i;
export const YIELD_RE = /\byields?\b/i;

/** Where a free user finds a deal's cash flow, said the same way in every answer (decisions 080 and 126). */
export const CASH_FLOW_WITH_PRO = "Cash flow is in each deal's full details, with Pro";

/**
 * The way to the plans, named where an answer says what comes with Pro (decision 126). It names
 * the menu's link rather than the page's path ("/plan"): an answer links only the pages in
 * `ANSWER_PAGES` (decision 186), and "/plan" is not one.
 */
export const SEE_THE_PLANS = "see the plans from “Upgrade to Pro” in the menu";

export const NATION_LABEL: Readonly<Record<TaxNation, string>> = {
  england: "England",
  "northern-ireland": "Northern Ireland",
  scotland: "Scotland",
  wales: "Wales",
};

/**
 * Two answers to the two parts of one question, in the order asked (decision 249): the first
 * without its disclaimer, which the second ends with; each source once.
 */
export function bothParts(first: GeneralAnswer, second: GeneralAnswer): GeneralAnswer {
  const at = first.answer.lastIndexOf(DISCLAIMER);
  const head = at < 0 ? first.answer : first.answer.slice(0, at) + first.answer.slice(at + DISCLAIMER.length).trimStart();
  const sources = [...first.sources, ...second.sources.filter((s) => !first.sources.some((f) => f.url === s.url && f.asOf === s.asOf))];
  return { answer: `${head.trim()}

${second.answer}`, sources, known: true };
}

export function sourceOf(entry: KnowledgeEntry): AnswerSource {
  return { name: entry.source.name, url: entry.source.url, asOf: entry.asOf };
}

export function sourceLine(source: AnswerSource): string {
  return `Source: ${source.name} (as of ${formatDate(source.asOf)}).`;
}

export function entrySource(id: string): AnswerSource {
  const entry = getKnowledgeEntry(id);
  if (!entry) throw new Error(`Knowledge base entry ${id} is missing`);
  return sourceOf(entry);
}

export function isFiniteNumber(n: unknown): n is number {
  return typeof n === "number" && Number.isFinite(n);
}

/** The nation a piece of text points to, or null when it names none. */
export function nationFromText(text: string): TaxNation | null {
  const t = text.toLowerCase();
  if (/\b(northern ireland|belfast|londonderry|derry|lisburn|newry)\b/.test(t)) return "northern-ireland";
  if (/\b(scotland|scottish|lbtt|edinburgh|glasgow|aberdeen|dundee|inverness|stirling)\b/.test(t)) return "scotland";
  if (/\b(wales|welsh|ltt|land transaction tax|cardiff|swansea|wrexham)\b/.test(t)) return "wales";
  if (/\b(england|english|sdlt|london)\b/.test(t)) return "england";
  return null;
}
