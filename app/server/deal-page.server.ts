/**
 * The deal details page on the server: what a plan may see (free users get no figures beyond
 * the card's), the spec's estimates, and the posts of the page (ask, save).
 */
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { messages, savedDeals, type Deal } from "../../db/schema";
import { safeRedirect } from "~/lib/safe-redirect";
import { askAboutDeal, dealValuation } from "./chat.server";
import { ownsConversation } from "./conversations.server";
import { inTransaction, type Db } from "./db.server";
import { redirectWithFailure, redirectWithToast } from "./toast.server";
import { LIMIT_TOASTS } from "./usage.server";
import { canAccessPremiumFeatures, type PublicUser } from "./users.server";

/** Spec section 9: annual rental income, monthly cash flow, break-even years. */
export function estimates(deal: Pick<Deal, "price" | "yield" | "roi">) {
  const annualRentalIncome = Math.round((deal.price * deal.yield) / 100);
  return {
    annualRentalIncome,
    monthlyCashFlow: Math.round(annualRentalIncome / 12),
    breakEvenYears: deal.roi > 0 ? Math.round(100 / deal.roi) : ("N/A" as const),
  };
}

export function dealDetails(db: Db, user: PublicUser, deal: Deal) {
  const card = {
    id: deal.id,
    title: deal.title,
    location: deal.location,
    propertyType: deal.propertyType,
    price: deal.price,
    roi: deal.roi,
    yield: deal.yield,
    score: deal.score,
    status: deal.status,
    soldDate: deal.soldDate,
    soldPrice: (deal.valuation as { soldPrice?: number }).soldPrice ?? null,
    sourceWebsite: deal.sourceWebsite,
  };
  if (!canAccessPremiumFeatures(user)) return { locked: true as const, card, full: null };
  const v = dealValuation(deal);
  const saved = db
    .select({ id: savedDeals.id })
    .from(savedDeals)
    .where(and(eq(savedDeals.userId, user.id), eq(savedDeals.dealId, deal.id)))
    .get();
  return {
    locked: false as const,
    card,
    full: {
      description: deal.description,
      fullAddress: deal.fullAddress,
      postcode: deal.postcode,
      sourceUrl: deal.sourceUrl,
      bedrooms: deal.bedrooms,
      propertyKind: deal.propertyKind,
      estimates: estimates(deal),
      saved: Boolean(saved),
      valuation: v && {
        monthlyRent: v.monthlyRent,
        rentCategory: v.rentCategory,
        bedroomsAssumed: v.bedroomsAssumed,
        rentSource: v.rentSource,
        runningCosts: v.runningCosts,
        purchaseCosts: v.purchaseCosts,
        mortgage: v.mortgage,
        cashInvested: v.cashInvested,
        annualCashFlow: v.annualCashFlow,
        priceVsArea: v.priceVsArea,
        confidence: v.confidence,
        subScores: v.subScores,
      },
    },
  };
}

/** Saves the deal, or unsaves it if it was saved (read and write in one transaction). Returns the new state. */
export function toggleSaved(db: Db, userId: string, dealId: number): boolean {
  return inTransaction(db, () => {
    const existing = db
      .select({ id: savedDeals.id })
      .from(savedDeals)
      .where(and(eq(savedDeals.userId, userId), eq(savedDeals.dealId, dealId)))
      .get();
    if (existing) {
      db.delete(savedDeals).where(eq(savedDeals.id, existing.id)).run();
      return false;
    }
    db.insert(savedDeals).values({ userId, dealId }).onConflictDoNothing().run();
    return true;
  });
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
      .max(1000, { error: "Questions can be at most 1000 characters." }),
    c: z.string().max(100).optional(),
  }),
  z.object({ intent: z.literal("save"), redirectTo: z.string().optional() }),
]);

export async function handleDealPost(db: Db, user: PublicUser, deal: Deal, formData: FormData) {
  const page = `/deals/${deal.id}`;
  const parsed = dealPostSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return redirectWithFailure(page, {
      title: "Error",
      description: parsed.error.issues[0]?.message ?? "Something was wrong with that request.",
    });
  }
  const post = parsed.data;
  if (post.intent === "ask") {
    const asked = post.c && ownsConversation(db, user.id, post.c) ? post.c : null;
    const result = await askAboutDeal(db, user, { dealId: deal.id, question: post.question, conversationId: asked });
    if (!result.ok) {
      return redirectWithFailure(page, LIMIT_TOASTS.question, { upgrade: "question", params: asked ? { c: asked } : {} });
    }
    const conversationId = result.conversationId;
    return redirectWithToast(`${page}?c=${conversationId}#answer`, { title: "Answer ready" });
  }
  const back = safeRedirect(post.redirectTo, page);
  if (!canAccessPremiumFeatures(user)) {
    const description = "Save deals to your favorites with Pro. Never lose track of promising opportunities.";
    return redirectWithFailure(back, { title: "Upgrade Required", description }, { upgrade: post.intent });
  }
  const saved = toggleSaved(db, user.id, deal.id);
  return saved
    ? redirectWithToast(back, { title: "Deal Saved", description: "Added to your saved deals" })
    : redirectWithToast(back, { title: "Deal Unsaved", description: "Removed from your saved deals" });
}
