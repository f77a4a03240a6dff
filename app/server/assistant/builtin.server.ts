/**
 * The built-in engine: no network, no keys. Search summaries come from the results; deal
 * answers are computed from the deal's own figures; general answers come from the dated
 * knowledge base (with a stamp-duty calculator), each naming its source.
 */
import { analysisAnswer } from "~/lib/assistant/analysis-answer";
import { answerDealQuestion } from "~/lib/assistant/deal-answer";
import { answerGeneralQuestion } from "~/lib/assistant/general-answer";
import { summariseSearch } from "~/lib/search/summary";
import type { AssistantEngine } from "./types";

export const builtinEngine: AssistantEngine = {
  name: "built-in",
  async summariseSearch(input) {
    return summariseSearch(input);
  },
  async answerChat(message, _history, context) {
    // Answered unless the knowledge base and calculators had nothing for it (`known`).
    const { answer, known } = answerGeneralQuestion(message, context?.places);
    return { text: answer, answered: known };
  },
  async answerDeal(question, deal) {
    // Answered unless nothing in it is about the deal, or it asks only for figures not held (decision 123).
    const { answer, answered } = answerDealQuestion(question, deal);
    return { text: answer, answered };
  },
  async answerAnalysis(analysis) {
    return analysisAnswer(analysis);
  },
};
