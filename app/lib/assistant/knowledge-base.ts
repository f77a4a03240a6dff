/**
 * The built-in assistant's knowledge base: short, dated, plain-English notes on UK property
 * investing, each with the official page it summarises.
 *
 * Rules for entries
 * - `body` is 2–6 sentences, UK-specific, and states only what was true on `asOf` (ISO date).
 *   Anything announced but not yet in force, or only proposed, says so. Figures that move (Bank
 *   Rate, mortgage rates) name the date they were read.
 * - Every built-in entry has a `reviewed` date: the day it was last re-checked against its source.
 *   A unit test fails when any review is more than a year old, so the knowledge base cannot go
 *   stale silently.
 * - Rate tables are written from `PROPERTY_TAX_RATES` and valuation assumptions from
 *   `DEFAULT_ASSUMPTIONS`, so the prose can never disagree with the calculators.
 * - `topics` are lower-case keywords and phrases (synonyms, abbreviations) that the retriever
 *   boosts; multi-word topics score as phrases.
 *
 * Pure data: no I/O.
 */
import { FINANCE } from "./knowledge/finance";
import { INCOME_TAX } from "./knowledge/income-tax";
import { PRACTICE } from "./knowledge/practice";
import { PURCHASE_TAXES } from "./knowledge/purchase-taxes";
import { REVIEWED } from "./knowledge/shared";
import { REGULATION } from "./knowledge/regulation";

export interface KnowledgeSource {
  name: string;
  url: string;
}

export interface KnowledgeEntry {
  id: string;
  title: string;
  /** Keywords, synonyms and phrases used for retrieval (lower case). */
  topics: string[];
  /** 2–6 plain-English sentences, accurate as of `asOf`. */
  body: string;
  source: KnowledgeSource;
  /** YYYY-MM-DD: the date the body is true as of (for rate tables, the date the rates took effect). */
  asOf: string;
  /** YYYY-MM-DD: the date the entry was last re-checked against its source. */
  reviewed?: string;
  /**
   * The one nation whose rules the entry states (tenancy law and purchase taxes differ). A
   * question that names another nation, or none, ranks it lower (app/lib/assistant/retrieve.ts).
   */
  nation?: "england" | "scotland" | "wales";
  /**
   * The entries whose dated rules this one rests on (a list of practical points, decision 118):
   * the answer names each, with its date, so every point can be followed to its rule.
   */
  restsOn?: readonly string[];
  /**
   * Entries that share words with this one but not its reader's concern, never offered after its
   * answer as related topics (decision 136): a tenant's death is not the landlord's inheritance tax.
   */
  notRelated?: readonly string[];
}

/** A built-in entry: always carries its review date. */
export interface ReviewedKnowledgeEntry extends KnowledgeEntry {
  reviewed: string;
}

/** The date every built-in entry was last re-checked against its source. */
export const KNOWLEDGE_BASE_REVIEWED = REVIEWED;

/** Every entry, by theme (the entries live in ./knowledge/, one file per theme). */
export const KNOWLEDGE_BASE: readonly ReviewedKnowledgeEntry[] = [
  ...PURCHASE_TAXES,
  ...INCOME_TAX,
  ...FINANCE,
  ...REGULATION,
  ...PRACTICE,
];

/** One entry by id (undefined when there is none). */
export function getKnowledgeEntry(
  id: string,
  kb: readonly KnowledgeEntry[] = KNOWLEDGE_BASE,
): KnowledgeEntry | undefined {
  return kb.find((entry) => entry.id === id);
}
