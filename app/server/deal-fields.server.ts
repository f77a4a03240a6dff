/**
 * Locked means never sent (decision 020): the ONE place that decides which fields of a deal a
 * user's browser receives. A free user gets what the deal card shows (title, location, type,
 * price, ROI, yield, score, the confidence label (decision 055), the rent the yield is worked from
 * with its dated source (decision 215), image and the honest source line); the description, the full address, the postcode, the source link, and the finer type and bedrooms
 * stay on the server. Every response that carries deals (the chat page and its `.data`, the
 * deal page, `GET /api/deals`, `POST /api/ai/search`) is shaped here, and so is what the
 * assistant may draw on to answer a question about one deal (decision 080).
 */
import type { DealQuestionContext } from "~/lib/assistant/deal-figures";
import type { Valuation } from "~/lib/valuation";
import { rentSourceLine } from "~/lib/assistant/analysis-answer";
import { fullMonths } from "~/lib/format";
import { valuationNation } from "~/lib/valuation/dated-rules";
import type { Db } from "./db.server";
import type { DealSummary } from "./deals.server";
import { hasPremium } from "./premium.server";
import { savedDealIds } from "./saved-deals.server";
import type { PublicUser } from "./users.server";

/** What every signed-in user may see of a deal: the card (spec section 2, deal card). */
export type OpenDealFields = CardRent & Pick<
  DealSummary,
  | "id"
  | "title"
  | "location"
  | "propertyType"
  | "price"
  | "roi"
  | "yield"
  | "score"
  | "imageUrl"
  | "status"
  | "soldDate"
  | "soldPrice"
  | "valueMonth"
  | "sourceWebsite"
  | "confidence"
>;

/**
 * The rent a month the card's yield is worked from, and its source as the deal page's "Rent
 * source" row says it ("ONS Price Index of Private Rents, May 2026 (provisional), Leeds"); both
 * null for a deal with no valuation (decision 215). The rent category (its bedroom count) stays locked.
 */
export type CardRent = { monthlyRent: number | null; rentSourceLine: string | null };

/** A deal's `CardRent` from the summary's stored rent and source fields. */
export function cardRent(deal: Pick<DealSummary, "monthlyRent" | "rentSourceLabel" | "rentPeriod" | "rentArea">): CardRent {
  if (deal.monthlyRent === null) return { monthlyRent: null, rentSourceLine: null };
  // Only these three of the stored source are read; a valuation stored before its label was
  // recorded is named as the deal page names it.
  const rentSource = { sourceLabel: deal.rentSourceLabel, period: deal.rentPeriod ?? "", areaName: deal.rentArea ?? "" };
  return {
    monthlyRent: deal.monthlyRent,
    rentSourceLine: fullMonths(rentSourceLine({ rentSource: rentSource as Valuation["rentSource"] })),
  };
}

/** What the locked deal details hide from a free user. */
export type LockedDealFields = Pick<
  DealSummary,
  "description" | "postcode" | "fullAddress" | "sourceUrl" | "propertyKind" | "bedrooms"
>;

/** A deal as sent to a browser: `locked` says which shape it is; `saved` is the user's own flag. */
export type DealCardData =
  | (OpenDealFields & { locked: true; saved: false })
  | (OpenDealFields & LockedDealFields & { locked: false; saved: boolean });

/** One deal, shaped for this user. `saved` only matters for premium users (free ones cannot save). */
export function cardFor(deal: DealSummary, user: Pick<PublicUser, "subscriptionPlan">, saved = false): DealCardData {
  const open: OpenDealFields = {
    id: deal.id,
    title: deal.title,
    location: deal.location,
    propertyType: deal.propertyType,
    price: deal.price,
    roi: deal.roi,
    yield: deal.yield,
    score: deal.score,
    imageUrl: deal.imageUrl,
    status: deal.status,
    soldDate: deal.soldDate,
    soldPrice: deal.soldPrice,
    valueMonth: deal.valueMonth,
    sourceWebsite: deal.sourceWebsite,
    confidence: deal.confidence,
    ...cardRent(deal),
  };
  if (!hasPremium(user)) return { ...open, locked: true, saved: false };
  return {
    ...open,
    // Its months said in full, as the card's "at July 2025 prices" says them, also where an
    // earlier version stored "Jul 2025" (decision 211).
    description: fullMonths(deal.description),
    postcode: deal.postcode,
    fullAddress: deal.fullAddress,
    sourceUrl: deal.sourceUrl,
    propertyKind: deal.propertyKind,
    bedrooms: deal.bedrooms,
    locked: false,
    saved,
  };
}

/**
 * What the assistant may use to answer this user's question about a deal (decision 080), and
 * the sentence to end the answer with. A premium user's answer draws on the description and the
 * whole valuation (the rent's source, costs, mortgage, the area comparison, the confidence
 * reasons). A free user's draws only on what the card shows, so an answer never opens the locked
 * details: its figures are then worked from the card's price and yield with the default
 * assumptions, and its footnote says what it could not use.
 */
export function questionContextFor(
  deal: DealSummary,
  user: Pick<PublicUser, "subscriptionPlan">,
  valuation: Valuation | null,
): { context: DealQuestionContext; footnote: string | null } {
  const open = {
    title: deal.title,
    price: deal.price,
    location: deal.location,
    propertyType: deal.propertyType,
    roi: deal.roi,
    yield: deal.yield,
    score: deal.score,
    valueMonth: deal.valueMonth,
  };
  return hasPremium(user)
    ? { context: { ...open, description: deal.description, valuation }, footnote: null }
    : {
        // The rent and the nation are not locked details: the card's yield is that rent ÷ the
        // price, and the nation is where the deal is. Given exactly, a free user's figures match
        // the deal page's to the pound, and the purchase tax is never a guess.
        context: {
          ...open,
          description: "",
          valuation: null,
          annualRent: valuation?.annualRent ?? null,
          nation: valuationNation(valuation) ?? null,
          // What the valuation alone gives (the cash flow) is said to come with Pro (decision 126).
          detailsWithPro: valuation !== null,
        },
        footnote: LOCKED_ANSWER_NOTE,
      };
}

/**
 * Ends a free user's answer about a deal: what the answer could not draw on, and where it is. The
 * rent's dated source is on the card itself (decision 215); the size of home its figure is for is not.
 */
export const LOCKED_ANSWER_NOTE =
  "This answer uses only the figures on the deal's card. The size of home the rent is for, the running costs, the area comparison and the reasons behind the confidence are in the deal's full details, with Pro.";

/** Many deals for one user, with their saved flags read in one query. */
export function cardsFor(db: Db, user: PublicUser, deals: readonly DealSummary[]): DealCardData[] {
  const saved = hasPremium(user) ? savedDealIds(db, user.id, deals.map((d) => d.id)) : new Set<number>();
  return deals.map((deal) => cardFor(deal, user, saved.has(deal.id)));
}
