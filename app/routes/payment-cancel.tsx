import { Link } from "react-router";
import type { Route } from "./+types/payment-cancel";
import { Page, PageHeader } from "~/components/page-header";
import { useRootData } from "~/root";

export default function PaymentCancel() {
  const root = useRootData();
  const email = root?.env.supportEmail ?? "";
  return (
    <Page>
      <PageHeader title="Payment Cancelled" />
      <section className="card max-w-2xl" aria-label="Payment status">
        <p>No charges were made to your account. You can upgrade to Pro whenever you are ready.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/subscribe" className="btn-primary">
            Try Payment Again
          </Link>
          <Link to="/plan" className="btn-secondary">
            Back to Plans
          </Link>
        </div>
        <p className="muted mt-6 text-sm">
          Questions about billing? Contact us at{" "}
          <a href={`mailto:${email}`} className="link">
            {email}
          </a>
          .
        </p>
      </section>
    </Page>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Payment Cancelled · DealFinder AI" }];
