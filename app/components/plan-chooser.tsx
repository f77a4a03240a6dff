import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { isUpgradeReason, UPGRADE_REASONS } from "~/lib/upgrade-reasons";
import { PLANS } from "~/lib/plans";
import { useRootData } from "~/root";

/**
 * 'Choose Your Plan': shown where a limit was reached. A region of the page (works with
 * JavaScript off); its close link drops the `upgrade` parameter.
 */
export function PlanChooser({ closeTo, returnFocusId }: { closeTo: string; returnFocusId?: string }) {
  const root = useRootData();
  const [searchParams] = useSearchParams();
  const reason = searchParams.get("upgrade");
  const current = root?.user?.plan ?? "free";
  const heading = useRef<HTMLHeadingElement>(null);
  /** Where the focus was when the chooser took it, and where Close gives it back. */
  const before = useRef<HTMLElement | null>(null);
  const closing = useRef(false);
  // Opened by a refusal while the reader was further down the page: bring the chooser into view
  // and move focus to it, so it is seen and announced. `scroll-mt-24` keeps the whole card,
  // border included, below the sticky header.
  useEffect(() => {
    const take = () => {
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
        before.current = document.activeElement;
      }
      heading.current?.scrollIntoView({ block: "start" });
      heading.current?.focus({ preventScroll: true });
    };
    // A refusal from inside a modal dialog (Save in a deal's details): the dialog closes next and
    // hands the focus back to its opener, so the chooser takes it once the dialog has closed.
    const dialog = document.querySelector("dialog[open]");
    if (!dialog) return take();
    dialog.addEventListener("close", take, { once: true });
    return () => dialog.removeEventListener("close", take);
  }, [reason]);
  // Closed with its own link: the focus goes back where it was (the message box, or the deal
  // whose Save was refused), or else to `returnFocusId`, not to the top of the page.
  useEffect(
    () => () => {
      if (!closing.current) return;
      const back = before.current?.isConnected ? before.current : returnFocusId ? document.getElementById(returnFocusId) : null;
      if (back) requestAnimationFrame(() => back.focus());
    },
    [returnFocusId],
  );
  return (
    <section aria-labelledby="plan-chooser-title" className="card border-2 border-brand-700 dark:border-emerald-300">
      <h2 ref={heading} id="plan-chooser-title" className="scroll-mt-24 text-lg font-bold" tabIndex={-1}>
        Choose Your Plan
      </h2>
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
      {/* At the foot, where the refusal's toast (top right) never covers it. */}
      <p className="mt-3 flex justify-end">
        <Link to={closeTo} className="btn-ghost px-2 py-1 text-sm" onClick={() => (closing.current = true)}>
          Close<span className="sr-only"> plan chooser</span>
        </Link>
      </p>
    </section>
  );
}
