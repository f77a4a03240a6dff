import { Form, Link } from "react-router";
import { confidenceLabelText, formatDate, formatPounds, percent, priceCaption, signedPercent } from "~/lib/format";
import type { DealCardData, OpenDealFields } from "~/server/deal-fields.server";
import { PdfLink } from "./pdf-link";
import { SaveToggle } from "./save-toggle";

/** The source line the data's licence asks for, honest about a past sale. */
export function sourceLine(deal: Pick<OpenDealFields, "status" | "soldPrice" | "soldDate" | "sourceWebsite">) {
  if (deal.status === "sold" && deal.soldPrice && deal.soldDate) {
    return `Sold for ${formatPounds(deal.soldPrice)} on ${formatDate(deal.soldDate)} · HM Land Registry`;
  }
  return deal.sourceWebsite ? `Listed on ${deal.sourceWebsite}` : "Source unknown";
}

/**
 * A past sale's price is shown as its estimated value (the sale indexed by the UK HPI), not the
 * price paid: say so beside the figure, with the index month it is dated by ("at July 2025
 * prices"), since the source line under it gives the price paid.
 */
export function PriceLabel({ deal }: { deal: Pick<OpenDealFields, "status" | "soldPrice" | "price" | "valueMonth"> }) {
  const caption = priceCaption(deal);
  return (
    <>
      Price
      {caption ? (
        <>
          {" "}
          <span className="block text-xs">{caption}</span>
        </>
      ) : null}
    </>
  );
}

function HouseIcon() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="h-16 w-16 text-slate-400 dark:text-slate-500">
      <path d="M8 30 32 10l24 20v24H40V38H24v16H8z" fill="currentColor" />
    </svg>
  );
}

/**
 * A deal as a card: title, location, type, price, ROI, yield, the rent behind the yield and its
 * dated source, score, an image box and the actions. Every action is a link or a form, so it works without JavaScript.
 */
export function DealCard({
  deal,
  conversationId,
  onOpenDetails,
  cardId = `deal-${deal.id}`,
}: {
  deal: DealCardData;
  conversationId?: string;
  /** The card's element id, unique on the page (a deal may be in two answers of one chat). */
  cardId?: string;
  /** With JavaScript: open the details in a dialog instead of following the link. */
  onOpenDetails?: (href: string) => void;
}) {
  const headingId = `${cardId}-title`;
  const query = conversationId ? `?c=${conversationId}` : "";
  return (
    <article id={cardId} aria-labelledby={headingId} className="card flex scroll-mt-4 flex-col overflow-hidden p-0">
      <div className="flex h-[180px] items-center justify-center bg-slate-100 md:h-[200px] dark:bg-slate-800">
        {deal.imageUrl && deal.imageUrl.startsWith("/") ? (
          <img src={deal.imageUrl} alt="" className="h-full w-full object-cover" />
        ) : (
          <HouseIcon />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={headingId} className="font-semibold leading-snug">
          {deal.title}
        </h2>
        <p className="muted text-sm">
          {deal.location} · {deal.propertyType}
        </p>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="muted">
            <PriceLabel deal={deal} />
          </dt>
          <dd className="text-right font-semibold">{formatPounds(deal.price)}</dd>
          <dt className="muted">ROI</dt>
          <dd className="text-right font-semibold">{signedPercent(deal.roi)}</dd>
          <dt className="muted">Yield</dt>
          <dd className="text-right font-semibold">{percent(deal.yield)}</dd>
          {deal.monthlyRent !== null ? (
            <>
              {/* The rent the yield is worked from, an area figure, not this home's (decision 215). */}
              <dt className="muted">Rent (est.)</dt>
              <dd className="text-right font-semibold">{formatPounds(deal.monthlyRent)} a month</dd>
            </>
          ) : null}
          <dt className="muted">Score</dt>
          <dd className="text-right font-semibold">{deal.score}/100</dd>
        </dl>
        {deal.rentSourceLine ? <p className="muted text-xs">Rent source: {deal.rentSourceLine}</p> : null}
        {deal.confidence ? <p className="text-xs">Confidence: {confidenceLabelText(deal.confidence)}</p> : null}
        <p className="muted text-xs">
          {sourceLine(deal)} ·{" "}
          {/* The licence's full lines are on /methodology; a plain link keeps each card light. */}
          <a href="/methodology#sources" className="underline">
            Open Government Licence data
          </a>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={`/deals/${deal.id}${query}`}
            className="btn-secondary px-3 py-1 text-xs"
            onClick={(event) => {
              if (!onOpenDetails || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              onOpenDetails(`/deals/${deal.id}${query}`);
            }}
          >
            Details<span className="sr-only"> of {deal.title}</span>
          </Link>
          <Link to={`/deals/${deal.id}${query}#ask`} className="btn-secondary px-3 py-1 text-xs">
            Ask AI<span className="sr-only"> about {deal.title}</span>
          </Link>
          <SaveToggle dealId={deal.id} title={deal.title} saved={deal.saved} anchor={cardId} />
          <PdfLink
            dealId={deal.id}
            dealTitle={deal.title}
            back={conversationId ? `/chat/${conversationId}` : "/dashboard"}
          />
        </div>
      </div>
    </article>
  );
}
