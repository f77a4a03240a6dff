/**
 * One chat message, end to end: route it (search or question), take one use from the plan,
 * answer it (deals from the database, words from the assistant engine) and keep both sides
 * with the conversation. Questions about a single deal go through `askAboutDeal`.
 */
import { describeCriteria } from "~/lib/search/describe";
import { fallbackFilter } from "~/lib/search/fallback";
import { routeMessage } from "~/lib/search/route";
import type { Valuation } from "~/lib/valuation";
import { DEFAULT_ASSUMPTIONS } from "~/lib/valuation";
import type { Deal } from "../../db/schema";
import { ASSISTANT_ERROR, getAssistant } from "./assistant/index.server";
import {
  addMessage,
  createConversation,
  getConversation,
  ownsConversation,
  recentContext,
} from "./conversations.server";
import type { Db } from "./db.server";
import { mergeCriteria, SEARCH_PAGE_SIZE } from "./deal-search.server";
import { getDeal, getGazetteer, searchDeals } from "./deals.server";
import { refund, tryConsume, type UsageKind } from "./usage.server";
import type { PublicUser } from "./users.server";

export type SendResult =
  | { ok: true; conversationId: string; kind: UsageKind }
  | { ok: false; reason: "limit"; kind: UsageKind; conversationId: string | null }
  | { ok: false; reason: "not-found" };

export class ConversationNotFound extends Error {}

/** Whether a message is a property search or a question (spec section 5). */
export function classify(db: Db, message: string): UsageKind {
  return routeMessage(message, getGazetteer(db)) === "search" ? "search" : "question";
}

export async function sendMessage(
  db: Db,
  user: PublicUser,
  input: { message: string; conversationId?: string | null },
): Promise<SendResult> {
  const message = input.message.trim();
  let history: { role: "user" | "assistant"; content: string }[] = [];
  if (input.conversationId) {
    const existing = getConversation(db, user.id, input.conversationId);
    if (!existing) return { ok: false, reason: "not-found" };
    history = existing.messages;
  }
  const kind = classify(db, message);
  if (!tryConsume(db, user, kind)) {
    return { ok: false, reason: "limit", kind, conversationId: input.conversationId ?? null };
  }

  const conversationId = input.conversationId ?? createConversation(db, user.id, message).id;
  addMessage(db, user.id, conversationId, { role: "user", content: message, kind: kind === "search" ? "search" : "chat" });

  if (kind === "search") {
    const { content, dealIds } = await answerSearch(db, message);
    addMessage(db, user.id, conversationId, { role: "assistant", content, dealIds, kind: "search" });
  } else {
    let content: string;
    try {
      content = await getAssistant().answerChat(message, recentContext(history));
    } catch (error) {
      console.error(error);
      refund(db, user.id, "question");
      content = ASSISTANT_ERROR;
    }
    addMessage(db, user.id, conversationId, { role: "assistant", content, kind: "chat" });
  }
  return { ok: true, conversationId, kind };
}

/** A search's answer: the summary and the deals; on failure, the spec's fall-back filter. */
export async function answerSearch(db: Db, query: string): Promise<{ content: string; dealIds: number[] }> {
  try {
    const criteria = mergeCriteria(db, { query });
    const { deals, total, totalIsCapped } = searchDeals(db, criteria, { limit: SEARCH_PAGE_SIZE });
    const content = await getAssistant().summariseSearch({
      query,
      description: describeCriteria(criteria),
      total,
      capped: totalIsCapped,
      sort: criteria.sort,
      deals,
    });
    return { content, dealIds: deals.map((d) => d.id) };
  } catch (error) {
    console.error(error);
    const loaded = searchDeals(db, {}, { limit: 50 }).deals;
    const { deals, leadIn } = fallbackFilter(query, loaded);
    return { content: leadIn, dealIds: deals.slice(0, SEARCH_PAGE_SIZE).map((d) => d.id) };
  }
}

/** The valuation stored with a deal, with the constant assumptions put back. */
export function dealValuation(deal: Deal): Valuation | null {
  const stored = deal.valuation as Partial<Valuation> | null;
  if (!stored || typeof stored.score !== "number") return null;
  return { ...(stored as Valuation), assumptions: DEFAULT_ASSUMPTIONS };
}

export type AskResult =
  | { ok: true; answer: string; conversationId: string }
  | { ok: false; reason: "limit" | "not-found" };

/** A question about one deal: counts as a question; kept with its conversation (or a new one). */
export async function askAboutDeal(
  db: Db,
  user: PublicUser,
  input: { dealId: number; question: string; conversationId?: string | null },
): Promise<AskResult> {
  const deal = getDeal(db, input.dealId);
  if (!deal) return { ok: false, reason: "not-found" };
  if (input.conversationId && !ownsConversation(db, user.id, input.conversationId)) {
    return { ok: false, reason: "not-found" };
  }
  if (!tryConsume(db, user, "question")) return { ok: false, reason: "limit" };
  const question = input.question.trim();
  let answer: string;
  try {
    answer = await getAssistant().answerDeal(question, { ...deal, valuation: dealValuation(deal) });
  } catch (error) {
    console.error(error);
    refund(db, user.id, "question");
    answer = ASSISTANT_ERROR;
  }
  // The answer is kept with the conversation it was asked from, or with a new one.
  const conversationId = input.conversationId ?? createConversation(db, user.id, `About ${deal.title}`).id;
  {
    addMessage(db, user.id, conversationId, {
      role: "user",
      content: `About “${deal.title}”: ${question}`,
      kind: "question",
      dealId: deal.id,
    });
    addMessage(db, user.id, conversationId, { role: "assistant", content: answer, kind: "question", dealId: deal.id });
  }
  return { ok: true, answer, conversationId };
}
