import { useEffect, useRef } from "react";
import { AttributionLines } from "~/components/attribution-lines";
import { Link } from "react-router";
import type { Analytics, SavedDealsPage } from "~/lib/analytics";
import { formatPounds, inWords, percent, signedPercent } from "~/lib/format";
import { BarList } from "./bar-list";
import { SavedDealsTable } from "./saved-deals-table";

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <div className="card p-4">
      <dt className="muted text-sm">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
    </div>
  );
}

/**
 * What the average price is made of when some prices are past sales' estimated values: "Avg.
 * Price includes two past sales' estimated values (their prices brought up by the UK HPI, marked
 * “est.” below), not the prices paid."
 */
export function estimatedPricesNote(n: number): string {
  return n === 1
    ? "Avg. Price includes one past sale's estimated value (its price brought up by the UK HPI, marked “est.” below), not the price paid."
    : `Avg. Price includes ${inWords(n)} past sales' estimated values (their prices brought up by the UK HPI, marked “est.” below), not the prices paid.`;
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The analytics of the user's saved deals (spec section 2, Analytics dashboard). */
export function AnalyticsDashboard({ analytics: a, saved }: { analytics: Analytics; saved: SavedDealsPage }) {
  // The last saved deal unsaved from the table (JavaScript on): the focus, left on the body, goes to the empty state.
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const hadDeals = useRef(a.totalDeals > 0);
  useEffect(() => {
    if (a.totalDeals === 0 && hadDeals.current && (document.activeElement === document.body || !document.activeElement?.isConnected)) {
      emptyHeading.current?.focus();
    }
    hadDeals.current = a.totalDeals > 0;
  }, [a.totalDeals]);
  if (a.totalDeals === 0) {
    return (
      <section aria-labelledby="empty-heading" className="card flex flex-col items-center gap-3 py-12 text-center">
        <h2 id="empty-heading" ref={emptyHeading} tabIndex={-1} className="text-lg font-semibold">
          No Saved Deals Yet
        </h2>
        <p className="muted">Save deals from your searches to see their analytics here.</p>
        <Link to="/" className="btn-primary">
          Start Searching Properties
        </Link>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Summary label="Total Deals" value={String(a.totalDeals)} />
          <Summary label="Avg. Price" value={formatPounds(Math.round(a.avgPrice))} />
          <Summary label="Avg. Yield" value={percent(a.avgYield, 1)} />
          {/* An ROI, signed as each row's is (decision 245). */}
          <Summary label="Avg. ROI" value={signedPercent(a.avgRoi, 1)} />
        </dl>
        {/* Past sales are averaged at their estimated values, as their cards show them: say so. */}
        {a.estimatedPrices > 0 ? <p className="muted mt-2 text-sm">{estimatedPricesNote(a.estimatedPrices)}</p> : null}
      </div>

      <Panel id="top-deals-heading" title="Top Performing Deals">
        <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {a.topDeals.map((deal, i) => (
            <li key={deal.id} className="flex items-center justify-between gap-4 py-2">
              <div>
                <span className="muted mr-2 text-sm">{i + 1}.</span>
                <Link to={`/deals/${deal.id}`} className="link">
                  {deal.title}
                </Link>
                <p className="muted text-sm">{deal.location}</p>
              </div>
              <p className="text-right text-sm">
                <span className="font-semibold">Score {deal.score}/100</span>
                <br />
                <span className="muted">Yield {percent(deal.yield, 1)}</span>
              </p>
            </li>
          ))}
        </ol>
      </Panel>

      <div className="grid gap-6 md:grid-cols-2">
        <Panel id="locations-heading" title="Deals by Location">
          <BarList label="Saved deals by location" rows={a.byLocation} />
        </Panel>
        <Panel id="types-heading" title="Property Types">
          <BarList label="Saved deals by property type" rows={a.propertyTypes} />
        </Panel>
      </div>

      <Panel id="yields-heading" title="Yield Distribution">
        <BarList label="Saved deals by gross yield" rows={a.yieldDistribution} />
        <p className="muted mt-3 text-xs">Each range includes its lower bound: a 6.0% yield counts in 6-8%.</p>
      </Panel>

      <SavedDealsTable saved={saved} />
      <AttributionLines />
    </div>
  );
}
