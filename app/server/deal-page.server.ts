/**
 * The deal details page on the server: what a plan may see (free users get no figures beyond
 * the card's), the spec's estimates, and the posts of the page (ask, save).
 */
import { redirect } from "react-router";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { messages, type Deal } from "../../db/schema";
import { MAX_QUESTION_LENGTH } from "~/lib/chat-limits";
import { rentSourceLine } from "~/lib/assistant/analysis-answer";
import { confidenceHeadline, fullMonths } from "~/lib/format";
import { estimates } from "~/lib/deal-maths";
import { taxRatesApplied } from "~/lib/property-tax";
import { dealPdfPath } from "~/lib/deal-pdf";
import { safeRedirect } from "~/lib/safe-redirect";
import { askAboutDeal, dealValuation } from "./chat.server";
import { bedroomsQualifier, monthlyCashFlow, rentRowLabel } from "~/lib/valuation";
import { datedRuleLine, valuationRules } from "~/lib/valuation/dated-rules";
import { ownsConversation } from "./conversations.server";
import type { Db } from "./db.server";
import { draftParam } from "./drafts.server";
import { firstValues } from "./forms.server";
import type { AiSlotUse } from "./fair-use.server";
import { cardFor } from "./deal-fields.server";
import { getDealSummaries } from "./deals.server";
import { hasPremium, requirePremium } from "./premium.server";
import { isSaved, setSaved, toggleSaved } from "./saved-deals.server";
import { sendOnce, submissionKey } from "./submissions.server";
import { redirectWithFailure, redirectWithToast } from "./toast.server";
import { LIMIT_TOASTS } from "./usage.server";
import type { PublicUser } from "./users.server";

export function dealDetails(db: Db, user: PublicUser, deal: Deal) {
  const premium = hasPremium(user);
  const summary = getDealSummaries(db, [deal.id])[0];
  if (!summary) throw new Error(`deal ${deal.id} has no summary`);
  const card = cardFor(summary, user, premium && isSaved(db, user.id, deal.id));
  if (card.locked) return { locked: true as const, card, full: null };
  const v = dealValuation(deal);
  return {
    locked: false as const,
    card,
    full: {
      estimates: estimates(deal, v?.annualRent),
      valuation: v && {
        monthlyRent: v.monthlyRent,
        rentLabel: rentRowLabel(v.rentCategory, bedroomsQualifier(v.bedroomsBasis)),
        rentSource: v.rentSource,
        runningCosts: v.runningCosts,
        purchaseCosts: v.purchaseCosts,
        /** "SDLT (additional dwelling rates)", or the residential rates under their floor. */
        purchaseTaxLabel: `${v.purchaseCosts.taxName} (${taxRatesApplied(v.purchaseCosts.taxName, v.currentValue)})`,
        mortgage: v.mortgage,
        cashInvested: v.cashInvested,
        annualCashFlow: v.annualCashFlow,
        monthlyCashFlow: monthlyCashFlow(v.annualCashFlow),
        // Every month on the page said in full, as the card's "at July 2025 prices" says it (decision 211).
        priceVsArea: v.priceVsArea && { ...v.priceVsArea, period: fullMonths(v.priceVsArea.period) },
        confidence: v.confidence,
        // "High, though with a caution:" above the reasons listed (decision 183).
        confidenceLabel: confidenceHeadline(v.confidence.label, v.confidence.reasons.length),
        rentLine: fullMonths(rentSourceLine(v)),
        subScores: v.subScores,
        /** Each rule the figures applied, with its date (decision 150). */
        rules: valuationRules(v).map(datedRuleLine),
      },
    },
  };
}

/** The latest answer about this deal in the conversation, if any. */
export function latestAnswer(db: Db, user: PublicUser, conversationId: string | null, dealId: number) {
  if (!conversationId || !ownsConversation(db, user.id, conversationId)) return null;
  const rows = db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.dealId, dealId)))
    .orderBy(desc(messages.createdAt))
    .limit(2)
    .all();
  const answer = rows.find((r) => r.role === "assistant");
  const question = rows.find((r) => r.role === "user");
  return answer ? { question: question?.content ?? "", answer: answer.content } : null;
}

const dealPostSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("ask"),
    question: z
      .string({ error: "Please type a question." })
      .trim()
      .min(1, { error: "Please type a question." })
      .max(MAX_QUESTION_LENGTH, { error: `Questions can be at most ${MAX_QUESTION_LENGTH} characters.` }),
    c: z.string().max(100).optional(),
    /** The form's one-time id (decision 141). */
    submission: z.string().max(100).optional(),
  }),
  z.object({
    /** A free user's PDF button (a form, so the refusal works without JavaScript). */
    intent: z.literal("pdf"),
    redirectTo: z.string().optional(),
  }),
  z.object({
    intent: z.literal("save"),
    /** The state the button asked for (idempotent: a double post changes nothing); absent, it toggles. */
    saved: z.enum(["true", "false"]).optional(),
    redirectTo: z.string().optional(),
  }),
]);

/**
 * What a refused question goes back to its form with (decision 140): its chat (`c`, if it is the
 * user's: before its id could go into a redirect) and the question, which the form shows again.
 */
export function askAgain(db: Db, user: PublicUser, formData: FormData): Record<string, string> {
  const c = formData.get("c");
  return {
    ...(typeof c === "string" && ownsConversation(db, user.id, c) ? { c } : {}),
    ...draftParam("question", formData.get("question"), MAX_QUESTION_LENGTH),
  };
}

/** A save, unsave or question about the deal; a question runs in a fair-use `slot`. */
export async function handleDealPost(db: Db, user: PublicUser, deal: Deal, formData: FormData, slot?: AiSlotUse) {
  const page = `/deals/${deal.id}`;
  const parsed = dealPostSchema.safeParse(firstValues(formData));
  if (!parsed.success) {
    slot?.giveBack();
    // Back to the question form, still in the chat it came from (a blank question lost the `c`
    // and the next answer went to a new conversation), with the question typed (decision 140).
    const ask = formData.get("intent") === "ask";
    return redirectWithFailure(
      ask ? `${page}#ask` : page,
      { title: "Error", description: parsed.error.issues[0]?.message ?? "Something was wrong with that request." },
      { params: ask ? askAgain(db, user, formData) : undefined },
    );
  }
  const post = parsed.data;
  if (post.intent === "ask") {
    const asked = post.c && ownsConversation(db, user.id, post.c) ? post.c : null;
    const answered = (conversationId: string) => redirectWithToast(`${page}?c=${conversationId}#answer`, { title: "Answer ready" });
    // A double post of the form waits for the first and goes to its answer, taking nothing (decision 141).
    const key = submissionKey(post.submission, post.question);
    return sendOnce(db, user.id, key, slot, answered, async () => {
      const result = await askAboutDeal(db, user, { dealId: deal.id, question: post.question, conversationId: asked, submission: key });
      if (!result.ok) {
        slot?.giveBack();
        return redirectWithFailure(page, LIMIT_TOASTS.question, { upgrade: "question", params: askAgain(db, user, formData) });
      }
      return answered(result.conversationId);
    });
  }
  const back = safeRedirect(post.redirectTo, page);
  await requirePremium(user, post.intent, back);
  // A paying user's post (a page from before an upgrade) is sent to the sheet itself.
  if (post.intent === "pdf") return redirect(dealPdfPath(deal.id));
  const saved =
    post.saved === undefined ? toggleSaved(db, user.id, deal.id) : setSaved(db, user.id, deal.id, post.saved === "true");
  return saved
    ? redirectWithToast(back, { title: "Deal Saved", description: "Added to your saved deals" })
    : redirectWithToast(back, { title: "Deal Unsaved", description: "Removed from your saved deals" });
}
