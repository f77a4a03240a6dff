import { NOT_CONFIGURED_MESSAGE } from "~/lib/billing-messages";
import { useRootData } from "~/root";

/**
 * What a free user can do about Pro while this install takes no payments (no Stripe checkout):
 * the free plan goes on working, and the site's owner can switch payments on. Said under the
 * spec's "Payment processing is not configured" on /subscribe, /plan and /billing (decision 176).
 */
export function PaymentsNotSetUp({ className }: { className?: string }) {
  const root = useRootData();
  const email = root?.env.supportEmail;
  return (
    <p className={className}>
      Your free plan still works. To upgrade, ask this site's owner to set up payments
      {email ? (
        <>
          {" "}
          (<a className="link" href={`mailto:${email}`}>{email}</a>)
        </>
      ) : null}
      .
    </p>
  );
}

/** The spec's "Payment processing is not configured", then the next step: a free user's Pro card on /plan, the empty card on /billing. */
export function NotConfiguredNote({ className }: { className?: string }) {
  return (
    <div className={`text-sm ${className ?? ""}`}>
      <p className="font-semibold">{NOT_CONFIGURED_MESSAGE}.</p>
      <PaymentsNotSetUp className="muted" />
    </div>
  );
}
