/**
 * The assistant's small interface: a search summary, a chat answer, a deal answer and an analysis. Two
 * engines implement it: the built-in one (no keys, answers from the database and a curated
 * knowledge base) and the OpenAI one (any OpenAI-compatible server), which falls back to the
 * built-in engine on failure.
 */
import type { AnalysisFacts } from "~/lib/assistant/analysis-answer";
import type { DealQuestionContext } from "~/lib/assistant/deal-figures";
import type { TaxPlaceContext } from "~/lib/assistant/stamp-duty-answer";
import type { SearchSummaryInput as SummaryFacts } from "~/lib/search/summary";
import type { DealSummary } from "../deals.server";

export type ChatTurn = { role: "user" | "assistant"; content: string };

/** What was searched and found (see `~/lib/search/summary`), with the user's own words. */
export type SearchSummaryInput = Omit<SummaryFacts, "deals"> & {
  query: string;
  deals: DealSummary[];
};

/** What an answer may need from the server: places, to decide a stamp-duty question's nation. */
export interface ChatContext {
  places?: TaxPlaceContext;
}

/**
 * A chat answer, and whether it answered what was asked (decision 115). `answered: false` is the
 * engine's own judgement that the question is outside what it can answer; the caller gives a free
 * user's question back on it, whatever the words say.
 */
export type ChatAnswer = { text: string; answered: boolean };

export interface AssistantEngine {
  readonly name: "built-in" | "openai";
  summariseSearch(input: SearchSummaryInput): Promise<string>;
  /** `history` is the last messages of the conversation (at most CONTEXT_MESSAGES), oldest first. */
  answerChat(message: string, history: ChatTurn[], context?: ChatContext): Promise<ChatAnswer>;
  /**
   * A question about one deal, and whether it was answered (decision 123): a question the deal's
   * figures cannot answer (off-topic, or figures this user's context does not hold) is not.
   */
  answerDeal(question: string, deal: DealQuestionContext): Promise<ChatAnswer>;
  /** An analysis of one property the user brought: the figures are computed; the engine only words them. */
  answerAnalysis(analysis: AnalysisFacts): Promise<string>;
}

/** The spec's text when even the fall-back cannot answer. */
export const ASSISTANT_ERROR = "I'm sorry, I encountered an error. Please try again.";
