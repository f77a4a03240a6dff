/**
 * One chat message, end to end: route it (search or question), take one use from the plan,
 * answer it (deals from the database, words from the assistant engine) and keep both sides
 * with the conversation. Questions about a single deal go through `askAboutDeal`.
 */
import { parseAnalysisRequest, type AnalysisRequest } from "~/lib/search/analyse-request";
import { placesPast, pointsAtList, referencedDeal } from "~/lib/assistant/deal-reference";
import { compareListed, comparisonAsked } from "~/lib/assistant/listed-comparison";
import { asksListedWhatIf, workedOnFirstListed } from "~/lib/assistant/listed-what-if";
import { DEAL_EXAMPLES } from "~/lib/assistant/off-topic";
import { NOT_CHARGED, smallTalkReply } from "~/lib/assistant/small-talk";
import { fallbackFilter } from "~/lib/search/fallback";
import { asksForMore } from "~/lib/search/more-request";
import { orderNotHeldReply, orderOnly } from "~/lib/search/order";
import { moreHint } from "~/lib/search/summary";
import { changesSomething } from "~/lib/search/refine";
import { readingOf, type Reading } from "~/lib/search/parse";
import { routeMessage } from "~/lib/search/route";
import { ledBy, readWelsh } from "~/lib/search/welsh";
import { joinWithAnd } from "~/lib/format";
import type { Valuation } from "~/lib/valuation";
import { DEFAULT_ASSUMPTIONS } from "~/lib/valuation";
import type { Deal } from "../../db/schema";
import { analyseProperty } from "./analyse.server";
import { ASSISTANT_ERROR, getAssistant } from "./assistant/index.server";
import { taxPlaceContext } from "./assistant/tax-places.server";
import {
  addMessage,
  createConversation,
  getConversation,
  lastSearchListing,
  latestAboutDeal,
  ownsConversation,
  recentContext,
} from "./conversations.server";
import { inTransaction, type Db } from "./db.server";
import { SEARCH_PAGE_SIZE, searchFor } from "./deal-search.server";
import { questionContextFor } from "./deal-fields.server";
import { annualCashFlows, getDeal, getDealSummaries, searchDeals, type DealSummary } from "./deals.server";
import { getGazetteer } from "./places.server";
import { hasPremium } from "./premium.server";
import { nextPageOfLastSearch } from "./search-next-page.server";
import { refineLastSearch, searchReader } from "./search-refinement.server";
import { recordSubmission } from "./submissions.server";
import { chargeIfAnswered, refund, refundOnFailure, tryConsume, type UsageKind } from "./usage.server";
import type { PublicUser } from "./users.server";

/** Said after an answer whose search use was given back, or that took none (a next page, decision 116). */
const NOT_A_SEARCH = "(This did not count as a search.)";
const NO_LIST =
  "Your last search listed no deals, so there is nothing there to look at. Try that search with fewer limits (a higher price or a wider area), then ask about the deals it lists.";
const REFINEMENT_UNCLEAR =
  "I read that as a change to your last search, but couldn't put the two together reliably, so nothing was searched. Say the whole search in one message.";

export type SendResult =
  | { ok: true; conversationId: string; kind: UsageKind }
  | { ok: false; reason: "limit"; kind: UsageKind; conversationId: string | null }
  | { ok: false; reason: "not-found" };

/** Whether a message is a property search or a question (spec section 5). */
export function classify(db: Db, message: string, reading?: Reading): UsageKind {
  return routeMessage(message, getGazetteer(db), reading) === "search" ? "search" : "question";
}

export async function sendMessage(
  db: Db,
  user: PublicUser,
  input: { message: string } & SentTo,
): Promise<SendResult> {
  const said = input.message.trim();
  // A message in Welsh is answered in English, from its English reading where it has one; one it
  // cannot read is not charged (decision 118). The conversation keeps what was said.
  const welsh = readWelsh(said);
  if (welsh && welsh.english === null) return keepFreeReply(db, user.id, input, said, welsh.reply);
  const message = welsh?.english ?? said;
  const led = (content: string) => ledBy(welsh, content);
  // "hi", "thanks!": answered, and not charged as a question (decision 090).
  const reply = smallTalkReply(message);
  if (reply !== null) return keepFreeReply(db, user.id, input, said, led(reply));
  // "Show me more", "next 10": the next page of the last search, which is not another search (decision 116).
  if (asksForMore(message)) return showMore(db, user.id, input, said);
  // "Is a 2 bed flat in LS6 for £150,000 a good deal?": an analysis, which counts as a search.
  // The message's reading, made once for the analysis test, a change to the last search, the routing and the search.
  const reading = readingOf(message, getGazetteer(db));
  const analysis = parseAnalysisRequest(message, reading.gazetteer, reading);
  // "Now only 3 beds", "what about flats instead": the last search with the change (decision 109).
  const refinement = !analysis && input.conversationId ? refineLastSearch(db, user.id, input.conversationId, message, reading) : null;
  if (refinement && "example" in refinement) {
    return keepFreeReply(db, user.id, input, said, led(`${REFINEMENT_UNCLEAR} For example: "${refinement.example}". ${NOT_CHARGED}`));
  }
  // "Which of these houses is cheapest?" asks about the list shown, not for a new search.
  const rankAsked = !analysis && !refinement && input.conversationId ? comparisonAsked(message) : null;
  // "Yield low to high": an order no search is listed in is said so, and not charged (decision
  // 127). "Sort them by price, most expensive first" ranks the listed deals (decision 097).
  const unheld = analysis || refinement || rankAsked ? null : orderOnly(message);
  if (unheld && unheld.sort === null) {
    return keepFreeReply(db, user.id, input, said, led(`${orderNotHeldReply(unheld)} ${NOT_CHARGED}`));
  }
  const routed = analysis || refinement ? "search" : rankAsked ? "question" : classify(db, message, reading);
  // "Is deal 2 any good?": "deal" reads as a search, but a place in a list, with nothing of its
  // own to search, is about the list (decision 124).
  const aboutList = routed === "search" && !analysis && !refinement && !!input.conversationId && namesListPlace(db, message);
  const kind = aboutList ? "question" : routed;
  // The deals the conversation's latest search listed, read once for "the first one" (decision
  // 091) and "which of these" (decision 097).
  const listing = kind === "question" && input.conversationId ? lastSearchListing(db, user.id, input.conversationId) : null;
  const listed = listing ? getDealSummaries(db, listing) : [];
  // "Compare the first two" after a search that found nothing: there is no list to point at.
  if (listing?.length === 0 && (rankAsked || pointsAtList(message))) {
    return keepFreeReply(db, user.id, input, said, led(`${NO_LIST} ${NOT_CHARGED}`));
  }
  // "What about number 12 vs number 3" after a list of 10: say which are not there (decision 123).
  const past = listed.length > 0 ? placesPast(message, listed.length) : [];
  if (past.length > 0) {
    return keepFreeReply(db, user.id, input, said, led(`${notInList(past, listed.length)} ${NOT_CHARGED}`));
  }
  // "Is the first one a good deal?" after a search: a question about that deal (decision 091).
  if (input.conversationId && listed.length > 0) {
    // "What would the cash flow be with a 40% deposit?", no deal named: worked on the first deal
    // listed, which the answer names (decision 182).
    const named = referencedDeal(message, listed);
    const onFirst = named === null && !rankAsked && asksListedWhatIf(message);
    const dealId = named ?? (onFirst ? listed[0]!.id : null);
    if (dealId !== null) {
      const lead = onFirst ? workedOnFirstListed(listed[0]!, listed.length) : undefined;
      const asked = await askAboutDeal(db, user, { dealId, question: message, lead, conversationId: input.conversationId, submission: input.submission });
      if (asked.ok) return { ok: true, conversationId: asked.conversationId, kind };
      if (asked.reason === "limit") return { ok: false, reason: "limit", kind, conversationId: input.conversationId };
      if (asked.reason === "conversation-not-found") return { ok: false, reason: "not-found" };
      // The deal has gone since it was listed: the message is answered as a general question.
    }
  }
  const question = { role: "user" as const, content: said, kind: kind === "search" ? ("search" as const) : ("chat" as const) };

  // Before the answer: take the use, open the conversation and keep the message, all or nothing.
  const started = inTransaction(db, () => {
    let history: { role: "user" | "assistant"; content: string }[] = [];
    if (input.conversationId) {
      const existing = getConversation(db, user.id, input.conversationId);
      if (!existing) return { ok: false as const, reason: "not-found" as const };
      history = existing.messages;
    }
    if (!tryConsume(db, user, kind)) {
      return { ok: false as const, reason: "limit" as const, kind, conversationId: input.conversationId ?? null };
    }
    const conversationId = input.conversationId ?? createConversation(db, user.id, said).id;
    addMessage(db, user.id, conversationId, question);
    recordSubmission(db, user.id, input.submission, conversationId);
    return { ok: true as const, conversationId, history };
  });
  if (!started.ok) return started;

  // The answer may take seconds: no transaction is open while it is written.
  if (analysis) {
    const { content, dealIds } = await answerAnalysisMessage(db, user.id, analysis);
    const conversationId = keepAnswer(db, user.id, started.conversationId, question, { role: "assistant", content: led(content), dealIds, kind: "search" });
    return { ok: true, conversationId, kind };
  }
  if (kind === "search") {
    const answered = await answerSearch(db, refinement?.query ?? message, refinement?.ignored, reading);
    const { dealIds } = answered;
    let content = answered.content;
    // A place the data does not know, or only places outside England and Wales: nothing was
    // searched, so the search is given back.
    if (answered.nothingSearched) {
      refund(db, user.id, "search");
      content = `${content} ${NOT_A_SEARCH}`;
    }
    const conversationId = keepAnswer(db, user.id, started.conversationId, question, { role: "assistant", content: led(content), dealIds, kind: "search" });
    return { ok: true, conversationId, kind };
  }
  // "Which of these has the best yield?": the listed deals ranked from their own figures (decision 097).
  const compared = rankAsked && listed.length >= 2 ? compareListed(withCashFlows(db, user, listed), rankAsked) : null;
  const content =
    compared ??
    (await chargeIfAnswered(
      db,
      user.id,
      () => getAssistant().answerChat(message, recentContext(started.history), { places: taxPlaceContext(db) }),
      ASSISTANT_ERROR,
    ));
  const conversationId = keepAnswer(db, user.id, started.conversationId, question, { role: "assistant", content: led(content), kind: "chat" });
  return { ok: true, conversationId, kind };
}

/** Whether a message names a place in a list ("deal 2", "number 12") and nothing a search could use. */
function namesListPlace(db: Db, message: string): boolean {
  if (!pointsAtList(message) && placesPast(message, 0).length === 0) return false;
  return !changesSomething(searchReader(db)(message));
}

/** "There's no number 12 in the list: …", for places past the end of a list of `count` deals. */
function notInList(past: readonly number[], count: number): string {
  const numbers = joinWithAnd(past.map(String));
  const which = past.length === 1 ? `There's no number ${numbers}` : `There are no numbers ${numbers}`;
  const range = count === 1 ? "1 deal, number 1" : `${count} deals, numbered 1 to ${count}`;
  const example = count >= 2 ? `for example "compare number 1 and number ${Math.min(count, 3)}"` : 'for example "is number 1 a good deal?"';
  return `${which} in the list: your last search listed ${range}. Ask about those by number, ${example}.`;
}

type NewMessage = Parameters<typeof addMessage>[3];

/**
 * Where a message goes (its conversation, or a new one) and the key of the form post that sent
 * it, recorded with the message (decision 141).
 */
type SentTo = { conversationId?: string | null; submission?: string | null };

/**
 * Keeps a message and a reply that takes no use: small talk, an empty list, a follow-up that
 * could not be read, or a next page of a search (`page`: its deals, kept as a search answer).
 */
function keepFreeReply(db: Db, userId: string, { conversationId, submission }: SentTo, message: string, reply: string, page?: number[]): SendResult {
  const kind = page ? ("search" as const) : ("chat" as const);
  const kept = inTransaction(db, () => {
    if (conversationId && !ownsConversation(db, userId, conversationId)) return null;
    const id = conversationId ?? createConversation(db, userId, message).id;
    addMessage(db, userId, id, { role: "user", content: message, kind });
    recordSubmission(db, userId, submission, id);
    addMessage(db, userId, id, { role: "assistant", content: reply, kind, ...(page ? { dealIds: page } : {}) });
    return id;
  });
  return kept ? { ok: true, conversationId: kept, kind: page ? "search" : "question" } : { ok: false, reason: "not-found" };
}

/**
 * The next page of the conversation's last search, free on every plan (decision 116). It is kept
 * as a search answer, so "the first one" and "which of these" then mean its deals; a reply with
 * no deals is kept as chat, so they still mean the page before.
 */
function showMore(db: Db, userId: string, to: SentTo, message: string): SendResult {
  const page = nextPageOfLastSearch(db, userId, to.conversationId ?? null);
  const reply = `${page.content} ${NOT_A_SEARCH}`;
  return keepFreeReply(db, userId, to, message, reply, page.dealIds.length > 0 ? page.dealIds : undefined);
}

/** The listed deals with their cash flow, which only a premium user may see (decision 080). */
function withCashFlows(db: Db, user: PublicUser, deals: readonly DealSummary[]) {
  const flows = hasPremium(user) ? annualCashFlows(db, deals.map((d) => d.id)) : new Map<number, number>();
  return deals.map((d) => ({ ...d, annualCashFlow: flows.get(d.id) ?? null }));
}

/**
 * Keeps an answer with its conversation. If the conversation went while the assistant was
 * answering (new chats in another tab pushed it out of the 10-chat history, or it was deleted),
 * the paid answer is not lost: it is kept, with its question, in a new conversation.
 */
export function keepAnswer(db: Db, userId: string, conversationId: string, question: NewMessage, answer: NewMessage): string {
  return inTransaction(db, () => {
    if (ownsConversation(db, userId, conversationId)) {
      addMessage(db, userId, conversationId, answer);
      return conversationId;
    }
    const fresh = createConversation(db, userId, question.content).id;
    addMessage(db, userId, fresh, question);
    addMessage(db, userId, fresh, answer);
    return fresh;
  });
}

/**
 * A search's answer: the summary and the deals; on failure, the spec's fall-back filter.
 * `ignored`: what a refinement asked that its refined words leave out, named as not used. `read`:
 * the message's reading, used when the query is the message (not a refinement's words).
 */
export async function answerSearch(
  db: Db,
  query: string,
  ignored: readonly string[] = [],
  read?: Reading,
): Promise<{ content: string; dealIds: number[]; nothingSearched?: boolean }> {
  try {
    const { deals, facts, nothingSearched } = searchFor(db, { query }, { ignored, read });
    const summary = await getAssistant().summariseSearch({ query, ...facts, deals });
    // With more matches than one page: how to see the next (decision 116), whichever engine wrote the summary.
    const hint = deals.length > 0 ? moreHint(facts, deals.length, SEARCH_PAGE_SIZE) : "";
    return { content: hint ? `${summary} ${hint}` : summary, dealIds: deals.map((d) => d.id), nothingSearched };
  } catch (error) {
    console.error(error);
    const loaded = searchDeals(db, {}, { limit: 50 }).deals;
    const { deals, leadIn } = fallbackFilter(query, loaded);
    return { content: leadIn, dealIds: deals.slice(0, SEARCH_PAGE_SIZE).map((d) => d.id) };
  }
}

/**
 * An analysis's answer: the workings (from the engine, given the computed figures) and the
 * comparable sales as deal cards. A place that cannot be found, or that stands for many councils
 * ("London", decision 208), is the user's to correct: the answer says so and the search use is
 * given back.
 */
export async function answerAnalysisMessage(db: Db, userId: string, request: AnalysisRequest): Promise<{ content: string; dealIds: number[] }> {
  const result = analyseProperty(db, {
    price: request.price,
    type: request.type,
    bedrooms: request.bedrooms,
    postcode: request.postcode,
    knownPlace: request.place,
    place: request.placeText,
    rent: request.rent,
  });
  if (!result.ok) {
    refund(db, userId, "search");
    return { content: `${result.message} ${NOT_A_SEARCH}`, dealIds: [] };
  }
  const content = await refundOnFailure(db, userId, "search", () => getAssistant().answerAnalysis(result.facts), ASSISTANT_ERROR);
  // "Richmond": which of the places of that name it was valued in, whichever engine answered (decision 161).
  const { placeNote } = result.facts;
  const said = placeNote && content !== ASSISTANT_ERROR ? `${placeNote}\n\n${content}` : content;
  return { content: said, dealIds: result.facts.comparables.map((c) => c.id) };
}


/** The valuation stored with a deal, with the constant assumptions put back. */
export function dealValuation(deal: Deal): Valuation | null {
  const stored = deal.valuation as Partial<Valuation> | null;
  if (!stored || typeof stored.score !== "number") return null;
  return { ...(stored as Valuation), assumptions: DEFAULT_ASSUMPTIONS };
}

export type AskResult =
  | { ok: true; answer: string; conversationId: string }
  | { ok: false; reason: "limit" | "not-found" | "conversation-not-found" };

/** A question about one deal: counts as a question; kept with its conversation (or a new one). */
export async function askAboutDeal(
  db: Db,
  user: PublicUser,
  input: { dealId: number; question: string; lead?: string } & SentTo,
): Promise<AskResult> {
  const deal = getDeal(db, input.dealId);
  const summary = deal && getDealSummaries(db, [deal.id])[0];
  if (!deal || !summary) return { ok: false, reason: "not-found" };
  const question = input.question.trim();
  const asked = { role: "user" as const, content: `About “${deal.title}”: ${question}`, kind: "question" as const, dealId: deal.id };
  // "thanks", "hi": answered at once, and not charged, even at the limit (decisions 090, 123).
  const smallTalk = smallTalkReply(question, DEAL_EXAMPLES);

  // Before the answer: take the use and keep the question (with its conversation, or a new one).
  const started = inTransaction(db, () => {
    if (input.conversationId && !ownsConversation(db, user.id, input.conversationId)) {
      return { ok: false as const, reason: "conversation-not-found" as const };
    }
    if (smallTalk === null && !tryConsume(db, user, "question")) return { ok: false as const, reason: "limit" as const };
    const title = `About ${deal.title}`;
    const conversationId =
      input.conversationId ?? latestAboutDeal(db, user.id, deal.id, title) ?? createConversation(db, user.id, title).id;
    addMessage(db, user.id, conversationId, asked);
    recordSubmission(db, user.id, input.submission, conversationId);
    return { ok: true as const, conversationId };
  });
  if (!started.ok) return started;

  // Charged only if the engine answered: not an off-topic question, nor one asking only for
  // figures this user's context does not hold (decision 123).
  const answer =
    smallTalk ??
    (await chargeIfAnswered(
      db,
      user.id,
      async () => {
        const { context, footnote } = questionContextFor(summary, user, dealValuation(deal));
        const reply = await getAssistant().answerDeal(question, context);
        // The deal a question that named none was worked on (decision 182), then the answer.
        const text = [input.lead, reply.text, footnote].filter(Boolean).join("\n\n");
        return reply.answered ? { ...reply, text } : reply;
      },
      ASSISTANT_ERROR,
    ));
  const conversationId = keepAnswer(db, user.id, started.conversationId, asked, {
    role: "assistant",
    content: answer,
    kind: "question",
    dealId: deal.id,
  });
  return { ok: true, answer, conversationId };
}
