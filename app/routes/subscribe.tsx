import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useSubmit } from "react-router";
import type { Route } from "./+types/subscribe";
import { EmbeddedCheckout } from "~/components/embedded-checkout";
import { Page, PageHeader } from "~/components/page-header";
import { OWN_TOASTER, Toaster } from "~/components/toaster";
import { PaymentsNotSetUp } from "~/components/payments-not-set-up";
import { useIsPending } from "~/components/ui/use-is-pending";
import { useHydrated } from "~/hooks/use-hydrated";
import { PRO_BENEFITS } from "~/lib/plans";
import { useDocumentNonce, useRootData } from "~/root";
import { requireUser } from "~/server/auth.server";
import { CHECKOUT_FAILED_MESSAGE, NOT_CONFIGURED_MESSAGE } from "~/lib/billing-messages";
import { requestCheckout } from "~/server/billing/checkout.server";
import { checkoutConfig, loggedAsNotConfigured } from "~/server/billing/stripe.server";
import { getContextDb, getRequestInfo } from "~/server/context.server";
import { failureToast, redirectWithToast } from "~/server/toast.server";
import { planOf } from "~/server/users.server";

const ALREADY_SUBSCRIBED = { title: "Already subscribed", description: "You already have a paid plan. Manage it here." };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (planOf(user) !== "free") throw await redirectWithToast("/plan", ALREADY_SUBSCRIBED);
  return { configured: checkoutConfig() !== null };
}

/**
 * Creates the Checkout Session (a POST, so a page load never makes one by itself without
 * JavaScript), then 303 to Stripe's hosted page, or hands the embedded form its client secret.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const origin = new URL(request.url).origin;
  const result = await requestCheckout(getContextDb(context), user, origin, checkoutConfig());
  switch (result.kind) {
    case "redirect":
      return redirect(result.url, 303);
    case "already-paid":
      return redirectWithToast("/plan", ALREADY_SUBSCRIBED);
    case "embedded":
      return { state: "embedded" as const, clientSecret: result.clientSecret, publishableKey: result.publishableKey, toast: null };
    case "not-configured":
      loggedAsNotConfigured(getRequestInfo(context).log);
      return data({ state: "not-configured" as const, toast: null }, { status: 503 });
    case "failed":
      return data(
        { state: "failed" as const, toast: failureToast("Payment Setup Failed", CHECKOUT_FAILED_MESSAGE) },
        { status: 502 },
      );
  }
}

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const nonce = useDocumentNonce();
  const state = !loaderData.configured ? "not-configured" : (actionData?.state ?? "ready");
  const toast = actionData?.toast ?? root?.toast ?? null;
  return (
    <Page>
      <PageHeader title="Upgrade to Pro">Pro - £29/month. Cancel anytime.</PageHeader>
      <Toaster toast={toast} />
      <div className="max-w-2xl">
        {state === "not-configured" ? (
          <StateCard title="Configuration Error" alert>
            <p>{NOT_CONFIGURED_MESSAGE}</p>
            {/* A next step: the free plan keeps working, and the install's owner can switch payments on. */}
            <PaymentsNotSetUp className="mt-3" />
            <p className="mt-4 flex flex-wrap gap-3">
              <Link to="/plan" className="btn-secondary">
                Back to Plans
              </Link>
              <Link to="/dashboard" className="btn-secondary">
                Back to Chat
              </Link>
            </p>
          </StateCard>
        ) : state === "failed" ? (
          <StateCard title="Payment Setup Error" alert>
            <p>{CHECKOUT_FAILED_MESSAGE}</p>
            <Form method="post" className="mt-4">
              <button type="submit" className="btn-primary">
                Try Again
              </button>
            </Form>
          </StateCard>
        ) : actionData?.state === "embedded" ? (
          <StateCard title="Pro - £29/month">
            <Benefits />
            <EmbeddedCheckout clientSecret={actionData.clientSecret} publishableKey={actionData.publishableKey} nonce={nonce} />
            <Note />
          </StateCard>
        ) : (
          <CheckoutStart withMessage={toast !== null} />
        )}
      </div>
    </Page>
  );
}

/** Whether this document was reached with Back or Forward (its history entry, not a new visit). */
function cameBackOrForward(): boolean {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === "back_forward";
}

/**
 * The form that creates the session. Without JavaScript the user presses the button; with
 * JavaScript it is submitted once on arrival and the page says it is redirecting. Reached with
 * Back from Stripe's page (a fresh load or the back/forward cache), it is not sent again: that
 * went forward to a new session and trapped the user (decision 146); the button lets them choose.
 * Nor is it sent when the page arrived with a message (a new Pro chooser's "Account created!"):
 * Stripe's page replaced it before it could be read, so the user paid without being told their
 * account already existed. The page waits for the button, as it does without JavaScript
 * (decision 224).
 */
function CheckoutStart({ withMessage }: { withMessage: boolean }) {
  const hydrated = useHydrated();
  const pending = useIsPending();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  // Mounted while the document hydrates (a load of /subscribe itself), not by an in-app link.
  const mountedByLoad = useRef(!hydrated);
  // Read as the page arrives: a toast raised later does not stop a checkout asked for.
  const arrivedWithMessage = useRef(withMessage);
  const [choosing, setChoosing] = useState(arrivedWithMessage.current);
  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    if (arrivedWithMessage.current) return;
    if (mountedByLoad.current && cameBackOrForward()) setChoosing(true);
    else void submit(form.current);
  }, [submit]);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setChoosing(true);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  const waiting = pending && !choosing;
  const redirecting = (hydrated && !choosing) || waiting;
  return (
    <StateCard title="Pro - £29/month">
      <Benefits />
      <Form method="post" ref={form} className="mt-4" onSubmit={() => setChoosing(false)}>
        <p role="status" className="mb-3 font-medium">
          {redirecting ? "Redirecting to secure checkout..." : ""}
        </p>
        <button type="submit" className="btn-primary" disabled={waiting}>
          {waiting ? "Redirecting to secure checkout..." : "Continue to secure checkout"}
        </button>
      </Form>
      <Note />
    </StateCard>
  );
}

function StateCard({ title, alert, children }: { title: string; alert?: boolean; children: React.ReactNode }) {
  return (
    <section className="card" aria-labelledby="subscribe-state">
      <h2 id="subscribe-state" className="text-lg font-semibold">
        {title}
      </h2>
      <div role={alert ? "alert" : undefined} className="mt-2">
        {children}
      </div>
    </section>
  );
}

function Benefits() {
  return (
    <ul className="mt-2 list-disc pl-5">
      {PRO_BENEFITS.map((b) => (
        <li key={b}>{b}</li>
      ))}
    </ul>
  );
}

function Note() {
  return <p className="muted mt-4 text-sm">Secure payment processing by a card payment provider. Cancel anytime.</p>;
}

export const handle = OWN_TOASTER;

export const meta: Route.MetaFunction = () => [{ title: "Upgrade to Pro · DealFinder AI" }];
