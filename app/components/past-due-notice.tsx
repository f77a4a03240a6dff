import { Form } from "react-router";
import { Icon } from "~/components/ui/icon";
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
    <section
      aria-labelledby="past-due-title"
      className="card mb-6 max-w-3xl border-l-4 border-l-amber-600 dark:border-l-amber-400"
    >
      <h2 id="past-due-title" className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="circle-alert" className="h-5 w-5 shrink-0 text-amber-700 dark:text-amber-300" />
        {PAST_DUE_TITLE}
      </h2>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p>{PAST_DUE_MESSAGE}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="portal" />
          <button type="submit" className="btn-primary" disabled={opening}>
            {opening ? "Opening Portal..." : "Update payment method"}
          </button>
        </Form>
      </div>
    </section>
  );
}
