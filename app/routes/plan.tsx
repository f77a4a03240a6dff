import { Form, Link } from "react-router";
import type { Route } from "./+types/plan";
import { Page, PageHeader } from "~/components/page-header";
import { useIsPending } from "~/components/ui/use-is-pending";
import { PastDueNotice } from "~/components/past-due-notice";
import { NotConfiguredNote } from "~/components/payments-not-set-up";
import { PlanSummary } from "~/components/plan-summary";
import { PAID_PLAN_FAIR_USE, PLANS } from "~/lib/plans";
import { useRootData } from "~/root";
import { requireUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { hasCustomer, isPastDue, portalFormAction } from "~/server/billing/billing-details.server";
import { checkoutConfig, stripeClient } from "~/server/billing/stripe.server";
import { ADMIN_PLAN_NOTE, NOT_CONFIGURED_MESSAGE } from "~/lib/billing-messages";
import { planOf } from "~/server/users.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  // Without Stripe, or without a Stripe customer, a paid plan was granted by an administrator:
  // there is no subscription to manage, so no button that could only fail (decisions 070, 146).
  const configured = stripeClient() !== null;
  return {
    plan: planOf(user),
    configured,
    // Whether Pro can be bought here: without a checkout the Pro card says so (decision 176).
    checkout: checkoutConfig() !== null,
    canManage: configured && hasCustomer(user),
    pastDue: isPastDue(user),
  };
}

/** 'Manage Subscription': a Customer Portal session, then a 303 to Stripe's page. */
export async function action({ request, context }: Route.ActionArgs) {
  return portalFormAction(getContextDb(context), request, requireUser(context, request), "/plan");
}

export default function Plan({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const current = loaderData.plan;
  const openingPortal = useIsPending({ intent: "portal" });
  return (
    <Page>
      <PageHeader title="Current Plan">Compare plans and manage your subscription.</PageHeader>
      {loaderData.pastDue ? <PastDueNotice /> : null}
      <div className="grid gap-6 md:grid-cols-3">
        {Object.values(PLANS).map((plan) => (
          <article key={plan.id} className="card flex flex-col" aria-labelledby={`plan-${plan.id}`}>
            <div className="flex items-center justify-between">
              <h2 id={`plan-${plan.id}`} className="text-xl font-bold">
                {plan.name}
              </h2>
              {plan.id === current ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Current</span>
              ) : null}
            </div>
            <PlanSummary plan={plan} />
            {/* Fair-use limits of the paid plans, if the app has them (app/lib/plans.ts). */}
            {PAID_PLAN_FAIR_USE && plan.id !== "free" ? <p className="muted mt-3 text-sm">{PAID_PLAN_FAIR_USE}</p> : null}
            {plan.id === current ? (
              current === "free" ? null : !loaderData.canManage ? (
                <p className="muted mt-6 text-sm">
                  {loaderData.configured
                    ? `${ADMIN_PLAN_NOTE}. Contact `
                    : `${NOT_CONFIGURED_MESSAGE}, so this plan was set by your administrator. Contact `}
                  <a className="link" href={`mailto:${root?.env.supportEmail ?? ""}`}>
                    support
                  </a>{" "}
                  to change it.
                </p>
              ) : (
                <Form method="post" className="mt-6">
                  <input type="hidden" name="intent" value="portal" />
                  <button type="submit" className="btn-primary w-full" disabled={openingPortal}>
                    {openingPortal ? "Opening Portal..." : "Manage Subscription"}
                  </button>
                </Form>
              )
            ) : plan.id === "enterprise" ? (
              <a className="btn-secondary mt-6" href={`mailto:${root?.env.salesEmail}`}>
                Contact Sales
              </a>
            ) : plan.id === "pro" && current === "free" ? (
              <>
                {loaderData.checkout ? null : <NotConfiguredNote className="mt-6" />}
                <Link className={`btn-primary ${loaderData.checkout ? "mt-6" : "mt-3"}`} to="/subscribe">
                  Upgrade to Pro
                </Link>
              </>
            ) : null}
          </article>
        ))}
      </div>
    </Page>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Current Plan · DealFinder AI" }];
