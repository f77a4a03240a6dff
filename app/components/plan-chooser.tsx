import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { isUpgradeReason, UPGRADE_REASONS } from "~/lib/upgrade-reasons";
import { PLANS } from "~/lib/plans";
import { useRootData } from "~/root";

/**
 * 'Choose Your Plan': shown where a limit was reached. A region of the page (works with
 * JavaScript off); its close link drops the `upgrade` parameter.
 */
export function PlanChooser({ closeTo }: { closeTo: string }) {
  const root = useRootData();
  const [searchParams] = useSearchParams();
  const reason = searchParams.get("upgrade");
  const current = root?.user?.plan ?? "free";
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by a refusal while the reader was further down the page: bring the chooser into view
  // and move focus to it, so it is seen and announced. `scroll-mt-24` keeps the whole card,
  // border included, below the sticky header.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [reason]);
  return (
    <section aria-labelledby="plan-chooser-title" className="card border-2 border-brand-700 dark:border-emerald-300">
      <div className="flex items-start justify-between gap-2">
        <h2 ref={heading} id="plan-chooser-title" className="scroll-mt-24 text-lg font-bold" tabIndex={-1}>
          Choose Your Plan
        </h2>
        <Link to={closeTo} className="btn-ghost px-2 py-1 text-sm">
          Close<span className="sr-only"> plan chooser</span>
        </Link>
      </div>
      {/* Why it opened, still said once the toast has gone. */}
      {isUpgradeReason(reason) ? (
        <p className="mt-1 text-sm">
          <strong>{UPGRADE_REASONS[reason].title}:</strong> {UPGRADE_REASONS[reason].description}
        </p>
      ) : null}
      <p className="muted text-sm">All plans include secure payment processing. Cancel anytime.</p>
      <div className="mt-4 grid gap-3 md:grid-cols-3">
        {Object.values(PLANS).map((plan) => (
          <div key={plan.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <h3 className="font-semibold">{plan.name}</h3>
            <p className="text-xl font-bold">
              {plan.price} <span className="muted text-sm font-normal">{plan.period}</span>
            </p>
            {plan.id === current ? (
              <button type="button" disabled className="btn-secondary mt-2 w-full">
                Current Plan
              </button>
            ) : plan.id === "pro" && current === "free" ? (
              <Link to="/subscribe" className="btn-primary mt-2 w-full">
                Upgrade to Pro
              </Link>
            ) : plan.id === "enterprise" ? (
              <a href={`mailto:${root?.env.salesEmail ?? ""}`} className="btn-secondary mt-2 w-full">
                Contact Sales
              </a>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
