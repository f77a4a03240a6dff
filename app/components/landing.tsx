import { Link } from "react-router";
import { PublicHeader } from "~/components/public-header";
import { PLANS } from "~/lib/plans";
import { PlanSummary } from "./plan-summary";

/** The signed-out home page: what the product does, where its data comes from, and pricing. */
export function Landing() {
  return (
    <>
      <PublicHeader signedIn={false} />
      <main id="main">
        <section className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            Find UK buy-to-let deals by asking in plain English
          </h1>
          <p className="muted mx-auto mt-6 max-w-2xl text-lg">
            Ask for &ldquo;3-bed houses in Salford under £200k&rdquo; and get deals with price, gross
            yield, ROI and a score out of 100, then ask the assistant about tax, law, finance or any
            single deal.
          </p>
          <p className="mx-auto mt-4 max-w-2xl font-medium">
            Our data comes from official UK government databases: HM Land Registry Price Paid Data,
            ONS private rents and the UK House Price Index.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/signup" className="btn-primary px-6 py-3 text-base">
              Get Started Free
            </Link>
            <a href="#pricing" className="btn-secondary px-6 py-3 text-base">
              See Pricing
            </a>
          </div>
        </section>
        <section id="pricing" aria-labelledby="pricing-heading" tabIndex={-1} className="bg-slate-50 px-4 py-16 dark:bg-slate-900">
          <h2 id="pricing-heading" className="text-center text-3xl font-bold">
            Pricing
          </h2>
          <div className="mx-auto mt-8 grid max-w-4xl gap-6 md:grid-cols-2">
            {[PLANS.free, PLANS.pro].map((plan) => (
              <article key={plan.id} className="card flex flex-col" aria-labelledby={`plan-${plan.id}`}>
                <h3 id={`plan-${plan.id}`} className="text-xl font-bold">
                  {plan.name}
                </h3>
                <PlanSummary plan={plan} />
                {/* Both go to /signup (spec section 2); Pro's carries the choice on to its checkout (decision 210). */}
                <Link to={plan.id === "pro" ? "/signup?plan=pro" : "/signup"} className={plan.id === "pro" ? "btn-primary mt-6" : "btn-secondary mt-6"}>
                  {plan.id === "pro" ? "Start with Pro" : "Get Started Free"}
                  <span className="sr-only"> ({plan.name} plan)</span>
                </Link>
              </article>
            ))}
          </div>
        </section>
      </main>
      <footer className="muted mx-auto max-w-4xl px-4 py-8 text-center text-xs">
        <p className="mb-2">
          <Link to="/methodology" className="link">
            How deals are valued and scored
          </Link>
        </p>
        Contains HM Land Registry data © Crown copyright and database right 2025. This data is licensed
        under the Open Government Licence v3.0.
      </footer>
    </>
  );
}
