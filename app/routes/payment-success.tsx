import { Link } from "react-router";
import type { Route } from "./+types/payment-success";
import { Page, PageHeader } from "~/components/page-header";
import { PRO_BENEFITS } from "~/lib/plans";
import { getUser } from "~/server/auth.server";
import { stripeClient } from "~/server/billing/stripe.server";
import { verificationContext, VERIFY_FAILURES, verifyCheckoutSession } from "~/server/billing/verify.server";
import { getContextDb, userContext } from "~/server/context.server";
import { findUserById } from "~/server/users.server";

/**
 * Verifies `session_id` with Stripe before any loader runs, so when Pro is activated the
 * whole page (the shell's plan badge too) already shows it. Activation is idempotent: a
 * reload verifies again and changes nothing (decision 027).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const user = getUser(context);
    if (!user) return;
    const db = getContextDb(context);
    const sessionId = new URL(request.url).searchParams.get("session_id");
    const stripe = stripeClient();
    const result = !sessionId
      ? ({ ok: false, reason: "missing" } as const)
      : !stripe
        ? ({ ok: false, reason: "error" } as const)
        : await verifyCheckoutSession(db, stripe, user, sessionId);
    context.set(verificationContext, result);
    if (result.ok) context.set(userContext, findUserById(db, user.id) ?? user);
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const result = context.get(verificationContext);
  return result.ok ? { ok: true as const } : { ok: false as const, message: VERIFY_FAILURES[result.reason].message };
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok) {
    return (
      <Page>
        <PageHeader title="Payment Verification Failed" />
        <section className="card max-w-2xl" aria-label="Verification result">
          <p role="alert">{loaderData.message}</p>
          <Link to="/plan" className="btn-primary mt-4">
            Return to Plans
          </Link>
        </section>
      </Page>
    );
  }
  return (
    <Page>
      <PageHeader title="Payment Successful!">Welcome to DealFinder AI Pro. Your subscription is active.</PageHeader>
      <section className="card max-w-2xl" aria-labelledby="pro-benefits">
        <h2 id="pro-benefits" className="text-lg font-semibold">
          Your Pro benefits
        </h2>
        <ul className="mt-2 list-disc pl-5">
          {PRO_BENEFITS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/" className="btn-primary">
            Start Searching Properties
          </Link>
          <Link to="/analytics" className="btn-secondary">
            View Analytics
          </Link>
        </div>
      </section>
    </Page>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.ok ? "Payment Successful" : "Payment Verification Failed"} · DealFinder AI` },
];
