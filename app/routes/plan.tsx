import { Link } from "react-router";
import type { Route } from "./+types/plan";
import { Page, PageHeader } from "~/components/page-header";
import { PLANS } from "~/lib/plans";
import { useRootData } from "~/root";

export default function Plan() {
  const root = useRootData();
  const current = root?.user?.plan ?? "free";
  return (
    <Page>
      <PageHeader title="Current Plan">Compare plans and manage your subscription.</PageHeader>
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
            <p className="mt-2 text-3xl font-bold">
              {plan.price} <span className="muted text-base font-normal">{plan.period}</span>
            </p>
            <ul className="mt-4 flex flex-1 list-disc flex-col gap-1 pl-5">
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {plan.id === current ? null : plan.id === "enterprise" ? (
              <a className="btn-secondary mt-6" href={`mailto:${root?.env.salesEmail}`}>
                Contact Sales
              </a>
            ) : plan.id === "pro" ? (
              <Link className="btn-primary mt-6" to="/subscribe">
                Upgrade
              </Link>
            ) : null}
          </article>
        ))}
      </div>
    </Page>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Current Plan · DealFinder AI" }];
