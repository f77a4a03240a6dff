import { Form } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { PAST_DUE_MESSAGE } from "~/lib/billing-messages";

/**
 * Shown on /plan and /billing while Stripe retries a failed payment (`past_due`, Pro is kept):
 * the way to the Customer Portal through the page's own `intent=portal` action (decision 146).
 */
export function PastDueNotice() {
  const opening = useIsPending({ intent: "portal" });
  return (
    <div role="alert" className="card mb-6 flex max-w-3xl flex-wrap items-center justify-between gap-3 font-medium">
      <p>{PAST_DUE_MESSAGE}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="portal" />
        <button type="submit" className="btn-primary" disabled={opening}>
          {opening ? "Opening Portal..." : "Update payment method"}
        </button>
      </Form>
    </div>
  );
}
