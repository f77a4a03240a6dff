import { data } from "react-router";
import type { Route } from "./+types/analytics";
import { AnalyticsDashboard } from "~/components/analytics/analytics-dashboard";
import { Page, PageHeader } from "~/components/page-header";
import { PlanChooser } from "~/components/plan-chooser";
import { loadAnalytics, pageParam } from "~/server/analytics.server";
import { requireUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { hasPremium } from "~/server/premium.server";

/** Premium only: a free user gets the plan chooser (closing it goes to /) and no figures. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (!hasPremium(user)) return data({ analytics: null, saved: null }, { status: 403 });
  return data(loadAnalytics(getContextDb(context), user.id, pageParam(new URL(request.url))));
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { analytics, saved } = loaderData;
  return (
    <Page>
      <PageHeader title="Analytics Dashboard">
        {analytics ? "How your saved deals compare." : "The analytics dashboard is part of Pro and Enterprise."}
      </PageHeader>
      {analytics && saved ? <AnalyticsDashboard analytics={analytics} saved={saved} /> : <PlanChooser closeTo="/" />}
    </Page>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Analytics Dashboard · DealFinder AI" }];
