import { Icon } from "~/components/ui/icon";
import { Form, Link } from "react-router";
import type { Route } from "./+types/billing";
import { Page, PageHeader } from "~/components/page-header";
import { PageNotice } from "~/components/page-notice";
import { PastDueNotice } from "~/components/past-due-notice";
import { NotConfiguredNote } from "~/components/payments-not-set-up";
import { cardBrand, cardExpiry, invoiceAmount, invoiceDate, statusLabel } from "~/lib/invoice-format";
import { requireUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { useIsPending } from "~/components/ui/use-is-pending";
import { NO_INVOICES } from "~/lib/billing-messages";
import {
  findCard,
  hasBillingDetails,
  hasCustomer,
  isPastDue,
  listInvoices,
  portalFormAction,
  type Card,
  type InvoiceSummary,
} from "~/server/billing/billing-details.server";
import { checkoutConfig, NOT_CONFIGURED_MESSAGE, stripeClient } from "~/server/billing/stripe.server";
import { planOf, type PublicUser } from "~/server/users.server";

type BillingData = {
  paid: boolean;
  /** Whether Pro can be bought here (a Stripe checkout is set up, decision 176). */
  checkout: boolean;
  /** Whether the user has a Stripe customer (the portal can be opened). */
  customer: boolean;
  pastDue: boolean;
  /** The history's empty state, true for this user (decision 146). */
  empty: string;
  card: Card | null;
  /** Null when the history could not be read (never shown as "no invoices"). */
  invoices: InvoiceSummary[] | null;
  /** Whether the card could not be read (shown apart from "no card on file"). */
  cardFailed: boolean;
  problem: string | null;
};

const LOAD_PROBLEM = "Could not load billing details. Please try again later.";
/** The problem's heading: it is there when the page loads, so a region, not an alert (decision 158). */
const PROBLEM_TITLE = "Billing details unavailable";

/** The empty history's text: the spec's "first invoice" promise only where it can come true. */
function emptyHistory(user: PublicUser): string {
  if (!hasCustomer(user)) return planOf(user) === "free" ? NO_INVOICES.notYet : NO_INVOICES.admin;
  return user.stripeSubscriptionId ? NO_INVOICES.none : NO_INVOICES.notYet;
}

/**
 * Read from Stripe on the server, for paid plans and for anyone with a Stripe customer (a
 * cancelled customer keeps the receipts): a free user who never had one causes no Stripe call.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<BillingData> {
  const user = requireUser(context, request);
  const who = { paid: planOf(user) !== "free", checkout: checkoutConfig() !== null, customer: hasCustomer(user), pastDue: isPastDue(user), empty: emptyHistory(user) };
  if (!hasBillingDetails(user)) return { ...who, card: null, invoices: [], cardFailed: false, problem: null };
  const stripe = stripeClient();
  if (!stripe) {
    const problem = `${NOT_CONFIGURED_MESSAGE}.`;
    // No Stripe customer (a plan set by the administrator): there is no card or invoice to read,
    // so none is said to be unreadable "just now", as with Stripe set up (decision 198).
    if (!who.customer) return { ...who, card: null, invoices: [], cardFailed: false, problem };
    return { ...who, card: null, invoices: null, cardFailed: true, problem };
  }
  // Each read on its own: the card still shows when only the invoices fail, and the other way round.
  const [card, invoices] = await Promise.allSettled([findCard(stripe, user), listInvoices(stripe, user)]);
  for (const failed of [card, invoices]) {
    if (failed.status === "rejected") {
      console.error("Stripe billing details failed:", failed.reason instanceof Error ? failed.reason.message : failed.reason);
    }
  }
  return {
    ...who,
    card: card.status === "fulfilled" ? card.value : null,
    cardFailed: card.status === "rejected",
    invoices: invoices.status === "fulfilled" ? invoices.value : null,
    problem: card.status === "rejected" || invoices.status === "rejected" ? LOAD_PROBLEM : null,
  };
}

/** "Manage" on a free customer's card: the Customer Portal (a form, so it works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  return portalFormAction(getContextDb(context), request, requireUser(context, request), "/billing");
}

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { paid, checkout, customer, pastDue, empty, card, cardFailed, invoices, problem } = loaderData;
  const openingPortal = useIsPending({ intent: "portal" });
  return (
    <Page>
      <PageHeader title="Billing & Invoices">Your payment method and billing history.</PageHeader>
      {pastDue ? <PastDueNotice /> : null}
      {problem ? (
        <PageNotice id="billing-problem-title" title={PROBLEM_TITLE}>
          <p className="mt-2">{problem}</p>
        </PageNotice>
      ) : null}
      <div className="flex max-w-3xl flex-col gap-6">
        <section className="card" aria-labelledby="payment-method">
          <h2 id="payment-method" className="text-lg font-semibold">
            Payment Method
          </h2>
          {!paid && !card && !cardFailed ? (
            <div className="mt-2">
              <p>No payment method on file</p>
              {checkout ? null : <NotConfiguredNote className="mt-2" />}
              <Link to="/subscribe" className="btn-primary mt-3">
                Add Payment Method
              </Link>
            </div>
          ) : card ? (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-medium">
                  {cardBrand(card.brand)} ending in {card.last4}
                </p>
                <p className="muted text-sm">Expires {cardExpiry(card.exp_month, card.exp_year)}</p>
              </div>
              {paid || !customer ? (
                <Link to="/plan" className="btn-secondary">
                  Manage<span className="sr-only"> payment method</span>
                </Link>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="portal" />
                  <button type="submit" className="btn-secondary" disabled={openingPortal}>
                    {openingPortal ? "Opening Portal..." : "Manage"}
                    <span className="sr-only"> payment method</span>
                  </button>
                </Form>
              )}
            </div>
          ) : cardFailed ? (
            <p className="muted mt-2">Your card cannot be shown just now (see the message above).</p>
          ) : (
            <p className="mt-2">No payment method found. Please contact support.</p>
          )}
        </section>

        <section className="card" aria-labelledby="billing-history">
          <h2 id="billing-history" className="text-lg font-semibold">
            Billing History
          </h2>
          {invoices === null ? (
            <p className="muted mt-2">Your billing history cannot be shown just now (see the message above).</p>
          ) : invoices.length === 0 ? (
            <p className="muted mt-2">{empty}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
              {invoices.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </Page>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const name = invoice.number ?? invoice.id;
  const paid = invoice.status === "paid";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium">{name}</p>
        <p className="muted text-sm">{invoiceDate(invoice.created)}</p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold">{invoiceAmount(invoice.amount_paid, invoice.currency)}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            paid
              ? "bg-emerald-700 text-white dark:bg-emerald-300 dark:text-slate-900"
              : "border border-slate-400 text-slate-800 dark:text-slate-200"
          }`}
        >
          {paid ? <Icon name="check" className="mr-1 inline h-3.5 w-3.5 align-[-2px]" /> : null}
          {statusLabel(invoice.status)}
        </span>
        {invoice.invoice_pdf ? (
          <a href={invoice.invoice_pdf} target="_blank" rel="noopener noreferrer" className="link text-sm">
            Download PDF<span className="sr-only"> of invoice {name} (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Billing & Invoices · DealFinder AI" }];
