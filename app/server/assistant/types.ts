/**
 * The assistant's small interface: a search summary, a chat answer and a deal answer. Two
 * engines implement it: the built-in one (no keys, answers from the database and a curated
 * knowledge base) and the OpenAI one (any OpenAI-compatible server), which falls back to the
 * built-in engine on failure.
 */
import type { DealQuestionContext } from "~/lib/assistant/answers";
import type { DealSummary } from "../deals.server";

export type ChatTurn = { role: "user" | "assistant"; content: string };

export type SearchSummaryInput = {
  query: string;
  /** Plain-English description of what was searched. */
  description: string;
  total: number;
  deals: DealSummary[];
};

export interface AssistantEngine {
  readonly name: "built-in" | "openai";
  summariseSearch(input: SearchSummaryInput): Promise<string>;
  /** `history` is the last messages of the conversation (at most 6), oldest first. */
  answerChat(message: string, history: ChatTurn[]): Promise<string>;
  answerDeal(question: string, deal: DealQuestionContext): Promise<string>;
}

/** The spec's text when even the fall-back cannot answer. */
export const ASSISTANT_ERROR = "I'm sorry, I encountered an error. Please try again.";
