import { useEffect, useRef, type ReactNode } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import type { AnalyticsDeal, SavedDealsPage } from "~/lib/analytics";
import { formatPounds, percent, signedPercent } from "~/lib/format";
import { withoutUpgrade } from "~/lib/upgrade-reasons";

export const SAVED_DEALS_HEADING = "saved-deals-heading";

const pageHref = (page: number) => `/analytics${page > 1 ? `?page=${page}` : ""}#${SAVED_DEALS_HEADING}`;

/** The table's columns: each header, and whether its values are figures (right-aligned in the table). */
const COLUMNS = [
  { name: "Deal", numeric: false },
  { name: "Location", numeric: false },
  { name: "Type", numeric: false },
  { name: "Price", numeric: true },
  { name: "Yield", numeric: true },
  { name: "ROI", numeric: true },
  { name: "Score", numeric: true },
  { name: "Action", numeric: false },
] as const;

/**
 * A value's cell. On a narrow table (a card a row, decision 214) its column's header is written
 * above it; that label is hidden from screen readers, which name the cell by its header.
 */
function Cell({ column, children }: { column: number; children: ReactNode }) {
  const { name, numeric } = COLUMNS[column]!;
  return (
    <td className={numeric ? "num" : undefined}>
      <span className="cell-label" aria-hidden="true">
        {name}
      </span>
      {children}
    </td>
  );
}

/**
 * A row's Unsave (decision 179): the deal page's own save post (`intent=save`, `saved=false`),
 * which answers with the spec's "Removed from your saved deals" toast and a redirect back here.
 * Without JavaScript a native form (post/redirect/get, back to this table); with it a fetcher:
 * the loader runs again and the row goes, without a full reload.
 */
function UnsaveButton({ deal, onSent }: { deal: AnalyticsDeal; onSent: () => void }) {
  const fetcher = useFetcher({ key: `save-deal-${deal.id}` });
  const location = useLocation();
  const hydrated = useHydrated();
  const back = `${withoutUpgrade(location)}${hydrated ? "" : `#${SAVED_DEALS_HEADING}`}`;
  return (
    <fetcher.Form method="post" action={`/deals/${deal.id}`} preventScrollReset onSubmit={onSent}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="saved" value="false" />
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" className="btn-secondary px-3 py-1 text-xs">
        Unsave<span className="sr-only"> {deal.title}</span>
      </button>
    </fetcher.Form>
  );
}

/**
 * Every saved deal, best score first, a page at a time (`?page=`, links that work without
 * JavaScript), each with an Unsave button (decision 179). Below the spec's sections.
 */
export function SavedDealsTable({ saved }: { saved: SavedDealsPage }) {
  const { deals, page, pages, total, first } = saved;
  const heading = useRef<HTMLHeadingElement>(null);
  const table = useRef<HTMLTableElement>(null);
  // The row whose Unsave was sent: once it has gone, the focus (left on the body) moves to the
  // Unsave button now in its place, or the last one, rather than back to the top of the page.
  const unsaved = useRef<number | null>(null);
  useEffect(() => {
    const row = unsaved.current;
    if (row === null) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    unsaved.current = null;
    const buttons = table.current?.querySelectorAll<HTMLButtonElement>("tbody button") ?? [];
    (buttons[Math.min(row, buttons.length - 1)] ?? heading.current)?.focus();
  }, [deals]);

  const last = first + deals.length - 1;
  return (
    <section aria-labelledby={SAVED_DEALS_HEADING} className="card">
      <h2 id={SAVED_DEALS_HEADING} ref={heading} tabIndex={-1} className="mb-4 scroll-mt-24 text-lg font-semibold">
        All saved deals
      </h2>
      {/* The scroll box clips what lies outside it: `p-1` keeps the focus rings (outline and
          offset, 4 px) of the first column's links and the last column's buttons whole, and
          `-m-1` keeps the table in line with its heading. It is also the container whose width
          turns each row into a card of labelled values when it is narrow (`stack-table` in
          app.css, decision 214); the table and its headers stay for screen readers. */}
      <div role="region" aria-labelledby="saved-deals-caption" tabIndex={0} className="stack-table-box relative -m-1 overflow-x-auto p-1">
        <table ref={table} className="stack-table w-full text-left text-sm">
          <caption id="saved-deals-caption" className="muted mb-2 text-left text-sm">
            Your {total} saved {total === 1 ? "deal" : "deals"}, highest score first
            {pages > 1 ? `: ${first} to ${last} (page ${page} of ${pages})` : ""}.
          </caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              {COLUMNS.map(({ name, numeric }) => (
                <th key={name} scope="col" className={numeric ? "num" : undefined}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {deals.map((deal, i) => (
              <tr key={deal.id} className="align-top">
                <th scope="row" className="font-normal">
                  <Link to={`/deals/${deal.id}`} className="link">
                    {deal.title}
                  </Link>
                </th>
                <Cell column={1}>{deal.location}</Cell>
                <Cell column={2}>{deal.propertyType}</Cell>
                <Cell column={3}>
                  {formatPounds(deal.price)}
                  {/* A past sale's estimated value says so, as on its card. */}
                  {deal.priceCaption ? <span className="muted block text-xs">{deal.priceCaption}</span> : null}
                </Cell>
                <Cell column={4}>{percent(deal.yield, 1)}</Cell>
                <Cell column={5}>{signedPercent(deal.roi)}</Cell>
                <Cell column={6}>{deal.score}/100</Cell>
                <td>
                  <UnsaveButton deal={deal} onSent={() => (unsaved.current = i)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Saved deals pages" className="mt-4 flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="link">
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="muted">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} className="link">
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
