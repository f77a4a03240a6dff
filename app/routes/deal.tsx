import type { Route } from "./+types/deal";
import { DealDetails } from "~/components/deals/deal-details";
import { Page } from "~/components/page-header";
import { requireUser } from "~/server/auth.server";
import { ownsConversation } from "~/server/conversations.server";
import { getContextDb } from "~/server/context.server";
import type { Db } from "~/server/db.server";
import { foundOr404 } from "~/server/http-errors.server";
import { askAgain, dealDetails, handleDealPost, latestAnswer } from "~/server/deal-page.server";
import { getDeal, parseDealId } from "~/server/deals.server";
import { fairUseRedirect, withAiSlot } from "~/server/fair-use.server";
import { newSubmissionId } from "~/server/submissions.server";

/** Deal ids are positive whole numbers; anything else, or an unknown id, is a 404. */
function loadDeal(db: Db, id: string) {
  const dealId = parseDealId(id);
  return foundOr404(dealId === null ? undefined : getDeal(db, dealId));
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const db = getContextDb(context);
  const deal = loadDeal(db, params.id);
  // The chat the deal was opened from, if it is still the user's: "Back to Chat" never leads to
  // a chat deleted, dropped from the history or not theirs (a 404); the dashboard instead.
  const asked = new URL(request.url).searchParams.get("c");
  const conversationId = asked && ownsConversation(db, user.id, asked) ? asked : null;
  return {
    ...dealDetails(db, user, deal),
    conversationId,
    answer: latestAnswer(db, user, conversationId, deal.id),
    /** The question form's one-time id (decision 141). */
    submission: newSubmissionId(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const db = getContextDb(context);
  const deal = loadDeal(db, params.id);
  const formData = await request.formData();
  // A question is an AI request (fair use); saving and the PDF are not.
  if (formData.get("intent") !== "ask") return handleDealPost(db, user, deal, formData);
  return withAiSlot(context, user.id, () => fairUseRedirect(`/deals/${deal.id}#ask`, askAgain(db, user, formData)), (slot) =>
    handleDealPost(db, user, deal, formData, slot),
  );
}

export default function DealPage({ loaderData }: Route.ComponentProps) {
  return (
    <Page>
      <DealDetails data={loaderData} />
    </Page>
  );
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.card.title ?? "Deal"} · DealFinder AI` }];
