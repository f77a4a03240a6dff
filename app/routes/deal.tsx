import type { Route } from "./+types/deal";
import { DealDetails } from "~/components/deals/deal-details";
import { Page } from "~/components/page-header";
import { requireUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { dealDetails, handleDealPost, latestAnswer } from "~/server/deal-page.server";
import { getDeal } from "~/server/deals.server";

function loadDeal(id: string) {
  const dealId = Number(id);
  const deal = Number.isSafeInteger(dealId) && dealId > 0 ? getDeal(getDb(), dealId) : undefined;
  if (!deal) throw new Response("Not Found", { status: 404 });
  return deal;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const deal = loadDeal(params.id);
  const conversationId = new URL(request.url).searchParams.get("c");
  return {
    ...dealDetails(getDb(), user, deal),
    conversationId,
    answer: latestAnswer(getDb(), user, conversationId, deal.id),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const deal = loadDeal(params.id);
  return handleDealPost(getDb(), user, deal, await request.formData());
}

export default function DealPage({ loaderData }: Route.ComponentProps) {
  return (
    <Page>
      <DealDetails data={loaderData} />
    </Page>
  );
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.card.title ?? "Deal"} · DealFinder AI` }];
