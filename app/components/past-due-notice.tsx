import { Form } from "react-router";
import { PageNotice } from "~/components/page-notice";
import { useIsPending } from "~/components/ui/use-is-pending";
import { PAST_DUE_MESSAGE, PAST_DUE_TITLE } from "~/lib/billing-messages";

/**
 * Shown on /plan and /billing while Stripe retries a failed payment (`past_due`, Pro is kept):
 * the way to the Customer Portal through the page's own `intent=portal` action (decision 146).
 * It is there when the page loads, so it is a region named by its heading, first after the
 * page's title, not a live region: a screen reader finds it by heading or landmark and reads it
 * before the cards. The words and the icon say it failed; the amber edge is only a reminder
 * (decision 155).
 */
export function PastDueNotice() {
  const opening = useIsPending({ intent: "portal" });
  return (
    <PageNotice id="past-due-title" title={PAST_DUE_TITLE}>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p>{PAST_DUE_MESSAGE}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="portal" />
          <button type="submit" className="btn-primary" disabled={opening}>
            {opening ? "Opening Portal..." : "Update payment method"}
          </button>
        </Form>
      </div>
    </PageNotice>
  );
}
