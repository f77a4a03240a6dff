/**
 * The OpenAI engine, through the real `openai` SDK, pointed at `OPENAI_BASE_URL` when set (any
 * OpenAI-compatible server). It is grounded: it is given only figures from the database and the
 * valuation module, and the knowledge base's passages, and told to say when it does not know.
 * Timeouts and retries with backoff on 429/5xx are the SDK's; any failure or unusable output
 * falls back to the built-in engine. A chat or deal question the model declines as outside its
 * subject (it replies `DECLINED`) is also given to the built-in engine, which decides if it was
 * answered; a deal question the built-in engine cannot answer is not sent to the model.
 */
import OpenAI from "openai";
import { analysisWorkings, comparablesText } from "~/lib/assistant/analysis-answer";
import { sourceLine, sourceOf, type AnswerSource } from "~/lib/assistant/answer-common";
import { dealReference, workedWhatIf } from "~/lib/assistant/deal-answer";
import { answerGeneralQuestion, retrieveWithoutPlace } from "~/lib/assistant/general-answer";
import { parseStampDutyQuestion } from "~/lib/assistant/stamp-duty-answer";
import { CONTEXT_MESSAGES } from "~/lib/chat-limits";
import { confidenceReasonsClause, formatDate, formatPounds, fullMonths, percent, signedPercent, valueAtWords } from "~/lib/format";
import { taxRatesApplied } from "~/lib/property-tax";
import { bedroomsQualifier } from "~/lib/valuation";
import { datedRuleLine, valuationRules } from "~/lib/valuation/dated-rules";
import { summaryFacts } from "~/lib/search/summary";
import { builtinEngine } from "./builtin.server";
import type { AssistantEngine, ChatTurn } from "./types";

const SYSTEM = [
  "You are the assistant of a UK buy-to-let deal finder. Answer in plain British English, briefly.",
  "Use only the facts and figures given to you in this conversation. Never invent a property, a price,",
  "a rate or a law. If you do not know, or the question is outside UK property investing, say so plainly.",
  "Never state a tax, legal or finance rule as current without the date it applies from, or the date it was true as of, as given to you.",
  "This is general information, not financial or legal advice.",
].join(" ");

const MAX_ANSWER_CHARS = 6000;

/**
 * What the model is told to reply, alone, to a chat question outside UK property investing: a
 * fixed word the engine reads, not a refusal it would have to guess from free text (decision 115).
 */
export const DECLINED = "OUTSIDE_SCOPE";
const DECLINE_RULE = `If the question is not about UK property investing (its tax, law, finance, or finding and judging deals), reply with exactly ${DECLINED} and nothing else.`;

/** The reply is the decline word alone (quotes, stars or a full stop around it allowed). */
function declined(text: string): boolean {
  return text.replace(/[\s.`"'*]/g, "") === DECLINED;
}

/**
 * The model's answer with a dated source line for each note it was given and did not cite by
 * name and date itself (decision 162). The prompt asks for the dates; this makes sure the user
 * sees them, in the built-in engine's words ("Source: HMRC, … (as of 23 November 2026)."). A date the
 * model writes short ("23 Nov 2026") cites it too.
 */
export function withDatedSources(text: string, sources: readonly AnswerSource[]): string {
  const missing = sources.filter(
    (source, i) =>
      sources.findIndex((s) => s.name === source.name && s.asOf === source.asOf) === i &&
      !(text.includes(source.name) && (fullMonths(text).includes(formatDate(source.asOf)) || text.includes(source.asOf))),
  );
  return missing.length ? `${text}\n\n${missing.map(sourceLine).join("\n")}` : text;
}

export function createOpenAiEngine(options: {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs?: number;
  maxRetries?: number;
  onFallback?: (reason: string) => void;
}): AssistantEngine {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 20_000,
    maxRetries: options.maxRetries ?? 2,
  });

  async function complete(messages: OpenAI.Chat.ChatCompletionMessageParam[]): Promise<string | null> {
    try {
      const completion = await client.chat.completions.create({
        model: options.model,
        messages,
        temperature: 0.2,
        max_tokens: 700,
      });
      const text = completion.choices?.[0]?.message?.content?.trim();
      if (!text || text.length > MAX_ANSWER_CHARS) {
        options.onFallback?.("unusable output");
        return null;
      }
      return text;
    } catch (error) {
      options.onFallback?.(error instanceof Error ? error.message : "request failed");
      return null;
    }
  }

  return {
    name: "openai",
    async summariseSearch(input) {
      if (input.deals.length === 0) return builtinEngine.summariseSearch(input);
      const facts = input.deals.map((d, i) =>
        `${i + 1}. ${d.title}, ${d.location}: value ${formatPounds(d.price)}, gross yield ${percent(d.yield)}, ROI ${signedPercent(d.roi)}, score ${d.score}/100${
          d.soldPrice ? `, sold for ${formatPounds(d.soldPrice)} on ${d.soldDate}` : ""
        }`,
      );
      const text = await complete([
        { role: "system", content: SYSTEM },
        {
          role: "user",
          content:
            `The user searched: "${input.query}". ${summaryFacts(input)}\n` +
            `The top results, in the order they are listed:\n${facts.join("\n")}\n\n` +
            "Write a 2-3 sentence summary for the user: what was searched, how many matched (say a count that starts with 'more than' the same way), and the top pick and why. Use only these figures.",
        },
      ]);
      return text ?? builtinEngine.summariseSearch(input);
    },
    async answerChat(message, history, chatContext) {
      const notes = retrieveWithoutPlace(message, chatContext?.places).map(({ entry }) => entry);
      const passages = notes.map((entry) => `${entry.title} (source: ${entry.source.name}, as of ${entry.asOf}): ${entry.body}`);
      const sources = notes.map(sourceOf);
      // A stamp-duty question on an amount: the calculator's worked figures, rules and limits.
      if (parseStampDutyQuestion(message, chatContext?.places)) {
        const worked = answerGeneralQuestion(message, chatContext?.places);
        passages.unshift(
          `Computed by our stamp-duty calculator (use these figures exactly, and say what is outside the calculation): ${worked.answer}`,
        );
        sources.unshift(...worked.sources);
      }
      const context: ChatTurn[] = history.slice(-CONTEXT_MESSAGES);
      const text = await complete([
        {
          role: "system",
          content:
            `${SYSTEM} ${DECLINE_RULE}` +
            (passages.length
              ? `\n\nReference notes you may rely on (cite the source and date you use):\n${passages.join("\n")}`
              : ""),
        },
        ...context.map((t) => ({ role: t.role, content: t.content }) as OpenAI.Chat.ChatCompletionMessageParam),
        { role: "user", content: message },
      ]);
      // No usable answer, or the model declined: the built-in engine answers, and its judgement
      // of whether it answered is the one the caller charges on.
      if (text === null || declined(text)) return builtinEngine.answerChat(message, history, chatContext);
      return { text: withDatedSources(text, sources), answered: true };
    },
    async answerDeal(question, deal) {
      // Off the deal's subject, or only figures this context does not hold (cash flow without the
      // running costs): the built-in refusal, free, with no model asked to guess (decision 123).
      const own = await builtinEngine.answerDeal(question, deal);
      if (!own.answered) return own;
      const v = deal.valuation;
      const bedrooms = v ? bedroomsQualifier(v.bedroomsBasis) : null;
      const figures = [
        `Title: ${deal.title}`,
        `Location: ${deal.location}`,
        `Type: ${deal.propertyType}`,
        `Estimated value ${valueAtWords(deal.valueMonth)}: £${deal.price.toLocaleString("en-GB")}`,
        `Gross yield: ${percent(deal.yield)}`,
        `ROI (cash-on-cash): ${signedPercent(deal.roi)}`,
        `Description: ${deal.description}`,
        ...(v
          ? [
              `Estimated rent: £${v.monthlyRent}/month (${v.rentCategory}${bedrooms ? `, bedroom count ${bedrooms}` : ""})`,
              `Running costs a year: £${v.runningCosts.total}`,
              `Purchase tax (${v.purchaseCosts.taxName}, ${taxRatesApplied(v.purchaseCosts.taxName, v.currentValue)}): £${v.purchaseCosts.tax}; fees £${v.purchaseCosts.fees}`,
              ...valuationRules(v).map((rule) => `Rule applied: ${datedRuleLine(rule)}`),
              `Mortgage: ${v.mortgage.ltv}% LTV interest-only at ${v.mortgage.rate}%: loan £${v.mortgage.loan}, interest £${v.mortgage.annualInterest} a year`,
              `Cash invested: £${v.cashInvested}; annual cash flow £${v.annualCashFlow}`,
              `Score: ${v.score}/100; confidence ${v.confidence.label}${confidenceReasonsClause(v.confidence.label, v.confidence.reasons)}`,
            ]
          : []),
      ];
      // The investor's own rate, deposit, offer or rent, a target yield's price or the rent the deal
      // needs, or the price for a target ROI or cash flow, worked by our valuation (decisions 094, 101,
      // 106, 114 and 128).
      const worked = workedWhatIf(question, deal);
      if (worked) figures.push(`Worked from the user's own numbers by our calculator (use these figures exactly, and name the assumptions it names):\n${worked}`);
      // A taxpayer's stress test, or a general question's dated knowledge-base answer on the deal,
      // as the built-in engine gives them (decision 126).
      const reference = dealReference(question, deal);
      if (reference) figures.push(`Answered by our calculator and knowledge base (use these figures and facts exactly, and cite the source and date they give):\n${reference}`);
      const text = await complete([
        { role: "system", content: `${SYSTEM} ${DECLINE_RULE}\n\nThe deal's figures:\n${figures.join("\n")}` },
        { role: "user", content: question },
      ]);
      // No usable answer, or the model declined: the built-in answer, already worked, and its flag.
      if (text === null || declined(text)) return own;
      return { text, answered: true };
    },
    async answerAnalysis(analysis) {
      // The figures are computed by the valuation module; the model only explains them.
      const v = analysis.valuation;
      const facts = [
        `Property: ${analysis.subject}`,
        // "Richmond", "Newcastle": the user reads this note just before the answer (decisions 161,
        // 172), so the model is told it and which place the figures are for.
        ...(analysis.placeNote
          ? [`Place: the figures are for ${analysis.placeName}. The user is shown this note just before your answer; do not repeat it, and do not contradict it: ${analysis.placeNote}`]
          : []),
        `Score: ${v.score}/100; confidence ${v.confidence.label}`,
        "Workings (computed, use exactly):",
        ...analysisWorkings(analysis).map((l) => `- ${l}`),
        comparablesText(analysis),
      ];
      const text = await complete([
        { role: "system", content: `${SYSTEM}\n\nThe computed analysis:\n${facts.join("\n")}` },
        {
          role: "user",
          content:
            "Say whether this looks a good buy-to-let deal on these figures and why, then show the workings step by step (rent and its source, yield, purchase tax, mortgage with the stress test, running costs, cash flow, ROI, score and confidence), then the comparable sales. Use only these figures.",
        },
      ]);
      return text ?? builtinEngine.answerAnalysis(analysis);
    },
  };
}
