import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { NotConfiguredNote } from "~/components/payments-not-set-up";
import { ModalDialog, OPEN_MODAL, showModalDialog } from "~/components/ui/modal-dialog";
import { useHydrated } from "~/hooks/use-hydrated";
import { isUpgradeReason, UPGRADE_REASONS, type UpgradeReason } from "~/lib/upgrade-reasons";
import { PLANS } from "~/lib/plans";
import { useRootData } from "~/root";

type ChooserProps = {
  /** Where Close goes: this page without `upgrade`. */
  closeTo: string;
  /** Where Close gives the focus when the focus was nowhere, or that element has gone. */
  returnFocusId?: string;
};

/**
 * 'Choose Your Plan': shown where a limit was reached (`?upgrade=<reason>`). The server renders
 * it as a region of the page, which works with JavaScript off; its Close link drops `upgrade`.
 * Where it opened over a page (`modal`: the chat, a deal), once the page's script runs it is a
 * modal dialog instead (decision 144). Analytics, whose content it is, keeps the region.
 */
export function PlanChooser({ modal = false, ...props }: ChooserProps & { modal?: boolean }) {
  const [searchParams] = useSearchParams();
  const param = searchParams.get("upgrade");
  const reason = isUpgradeReason(param) ? param : null;
  // False on the server and while hydrating, so the server's HTML is hydrated as it is; the
  // dialog replaces the region just after.
  const hydrated = useHydrated();
  // Loaded with the page (at `?upgrade=`), no refusal took the focus from anywhere: closing
  // leaves it where the page had it rather than sending it to `returnFocusId`, far down the page.
  const [cameWithPage] = useState(!hydrated);
  if (modal && hydrated) {
    return <ChooserDialog closeTo={props.closeTo} returnFocusId={cameWithPage ? undefined : props.returnFocusId} reason={reason} />;
  }
  return <ChooserRegion {...props} reason={reason} takesFocus={!modal} />;
}

/** The element with the focus, or null when the focus is nowhere (on the page's body). */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Where Close gives the focus: where it was before the chooser took it, or else `returnFocusId`. */
function focusBack(before: HTMLElement | null, returnFocusId: string | undefined) {
  return before?.isConnected ? before : returnFocusId ? document.getElementById(returnFocusId) : null;
}

/**
 * With JavaScript, over a page: a native modal `<dialog>`, labelled by its heading. It opens once
 * any other modal dialog has closed (a Save refused in a deal's details closes them, and that
 * dialog gives the focus back to its opener first, decision 093), then takes the focus on its
 * heading. The page under it does not move. Close or Escape closes it, drops `upgrade` from the
 * address without a new history entry or a scroll, and gives the focus back.
 */
function ChooserDialog({ closeTo, returnFocusId, reason }: ChooserProps & { reason: UpgradeReason | null }) {
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const before = useRef<HTMLElement | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const open = () => {
      if (dialog.open || !dialog.isConnected) return;
      before.current = focusedElement();
      showModalDialog(dialog);
      heading.current?.focus({ preventScroll: true });
    };
    const under = [...document.querySelectorAll(OPEN_MODAL)].find((other) => other !== dialog);
    if (!under) return open();
    under.addEventListener("close", open, { once: true });
    return () => under.removeEventListener("close", open);
  }, []);
  return (
    <ModalDialog
      dialogRef={ref}
      aria-labelledby="plan-chooser-title"
      closeName="plan chooser"
      onClose={() => {
        // The browser gave the focus back to where it was, if it was anywhere (the Send button
        // is disabled while sending, which drops it); else the element named by `returnFocusId`.
        focusBack(before.current, returnFocusId)?.focus();
        void navigate(closeTo, { replace: true, preventScrollReset: true });
      }}
    >
      <ChooserHeading headingRef={heading} />
      <ChooserPlans reason={reason} />
    </ModalDialog>
  );
}

/**
 * The region: the server's HTML, the page without JavaScript, and analytics. Where it is the
 * page's content (`takesFocus`), it scrolls its heading into view and takes the focus, so it is
 * seen and announced (decision 067); its Close link gives the focus back (decision 093).
 */
function ChooserRegion({
  closeTo,
  returnFocusId,
  reason,
  takesFocus,
}: ChooserProps & { reason: UpgradeReason | null; takesFocus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  /** Where the focus was when the chooser took it, and where Close gives it back. */
  const before = useRef<HTMLElement | null>(null);
  const closing = useRef(false);
  // `scroll-mt-24` keeps the whole card, border included, below the sticky header.
  useEffect(() => {
    if (!takesFocus) return;
    before.current = focusedElement();
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [reason, takesFocus]);
  // Closed with its own link: the focus goes back where it was, not to the top of the page.
  useEffect(
    () => () => {
      if (!closing.current) return;
      const back = focusBack(before.current, returnFocusId);
      if (back) requestAnimationFrame(() => back.focus());
    },
    [returnFocusId],
  );
  return (
    <section aria-labelledby="plan-chooser-title" className="card border-2 border-brand-700 dark:border-emerald-300">
      <ChooserHeading headingRef={heading} />
      <ChooserPlans reason={reason} />
      {/* At the foot, where the refusal's toast (top right) never covers it. */}
      <p className="mt-3 flex justify-end">
        <Link to={closeTo} className="btn-ghost px-2 py-1 text-sm" onClick={() => (closing.current = true)}>
          Close<span className="sr-only"> plan chooser</span>
        </Link>
      </p>
    </section>
  );
}

function ChooserHeading({ headingRef }: { headingRef: React.Ref<HTMLHeadingElement> }) {
  return (
    <h2 ref={headingRef} id="plan-chooser-title" className="scroll-mt-24 text-lg font-bold" tabIndex={-1}>
      Choose Your Plan
    </h2>
  );
}

/** Why it opened (still said once the toast has gone), and the three plans. */
function ChooserPlans({ reason }: { reason: UpgradeReason | null }) {
  const root = useRootData();
  const current = root?.user?.plan ?? "free";
  return (
    <>
      {reason ? (
        <p className="mt-1 text-sm">
          <strong>{UPGRADE_REASONS[reason].title}:</strong> {UPGRADE_REASONS[reason].description}
        </p>
      ) : null}
      {/* The spec's promise, only where something can be paid: beside "Payment processing is
          not configured." it would be untrue (decision 195). */}
      {root?.env.checkout === false ? null : (
        <p className="muted text-sm">All plans include secure payment processing. Cancel anytime.</p>
      )}
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
              <>
                {/* Without a checkout, said as /plan and /billing say it (decisions 176, 181). */}
                {root?.env.checkout === false ? <NotConfiguredNote className="mt-2" /> : null}
                <Link to="/subscribe" className="btn-primary mt-2 w-full">
                  Upgrade to Pro
                </Link>
              </>
            ) : plan.id === "enterprise" ? (
              <a href={`mailto:${root?.env.salesEmail ?? ""}`} className="btn-secondary mt-2 w-full">
                Contact Sales
              </a>
            ) : null}
          </div>
        ))}
      </div>
    </>
  );
}
