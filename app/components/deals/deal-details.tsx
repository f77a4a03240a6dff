import { useEffect, useState } from "react";
import { AnswerText } from "~/components/answer-text";
import { AttributionLines } from "~/components/attribution-lines";
import { useHydrated } from "~/hooks/use-hydrated";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { PriceLabel, sourceLine } from "~/components/deals/deal-card";
import { PdfLink } from "~/components/deals/pdf-link";
import { SaveToggle } from "~/components/deals/save-toggle";
import { PlanChooser } from "~/components/plan-chooser";
import { MAX_QUESTION_LENGTH } from "~/lib/chat-limits";
import { withoutUpgrade } from "~/lib/upgrade-reasons";
import { AFTER_COSTS_MONTHLY_LABEL, breakEvenText, CASH_FLOW_YEAR_LABEL, ESTIMATE_LABELS } from "~/lib/deal-maths";
import { confidenceLabelText, formatPounds, ltvText, percent, ratePercent, signedPercent } from "~/lib/format";
import type { loader } from "~/routes/deal";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-200 py-1 dark:border-slate-700">
      <dt className="muted">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

export type DealData = Awaited<ReturnType<typeof loader>>;

/**
 * The deal's details: the page at /deals/:id, and the same content in a dialog when JavaScript
 * is on (`headingLevel` 2 there, since the page under it has its own h1).
 */
export function DealDetails({ data: loaderData, headingLevel = 1 }: { data: DealData; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const Sub = headingLevel === 1 ? "h2" : "h3";
  const { card, full, locked, conversationId, answer, submission } = loaderData;
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const asking = navigation.state !== "idle" && navigation.formData?.get("intent") === "ask";
  // With JavaScript, Ask AI waits for a question that is more than spaces (the spec's "an empty
  // AI question cannot be submitted"); without it, the server says so.
  const hydrated = useHydrated();
  const location = useLocation();
  // A refused question comes back as `?question=` (decision 140): the form shows it again. Only
  // on the page: in the dialog the URL is the chat's.
  const refused = headingLevel === 1 ? (searchParams.get("question") ?? "") : "";
  const [question, setQuestion] = useState(refused);
  useEffect(() => {
    if (refused) setQuestion(refused);
  }, [refused]);
  // After a question, the redirect lands on `#answer`: give the answer the focus so it is read
  // out (a client-side navigation scrolls to the fragment but leaves focus on the page's body).
  useEffect(() => {
    if (headingLevel === 1 && location.hash === "#answer") document.getElementById("answer")?.focus();
  }, [headingLevel, location.key, location.hash]);
  const back = conversationId ? `/chat/${conversationId}` : "/dashboard";
  const here = `/deals/${card.id}${conversationId ? `?c=${conversationId}` : ""}`;
  // Closing the plan chooser keeps the refused question (without JavaScript the form is rendered again).
  const closeTo = refused ? `${here}${conversationId ? "&" : "?"}${new URLSearchParams({ question: refused })}` : here;

  return (
    <>
      {headingLevel === 1 ? (
        <p className="mb-4">
          <Link to={back} className="link">
            Back to Chat
          </Link>
        </p>
      ) : null}
      <Heading id={`deal-${card.id}-details-title`} className="text-2xl font-bold">{card.title}</Heading>
      <p className="muted">
        {card.location} · {card.propertyType}
      </p>
      <p className="muted mt-1 text-sm">{sourceLine(card)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <SaveToggle dealId={card.id} title={card.title} saved={card.saved} size="md" />
        {/* In the dialog a refused PDF comes back to the page under it, as Save does: the dialog
            closes and the plan chooser opens over that page (decision 144). */}
        <PdfLink
          dealId={card.id}
          dealTitle={card.title}
          back={headingLevel === 1 ? here : withoutUpgrade(location)}
          className="btn-secondary px-3 py-1 text-sm"
        />
      </div>
      {/* In the dialog the page under it shows the chooser (and the dialog closes): never both. */}
      {headingLevel === 1 && searchParams.get("upgrade") ? (
        <div className="mt-4">
          <PlanChooser closeTo={closeTo} returnFocusId="question" modal />
        </div>
      ) : null}

      <dl className="mt-4 grid max-w-xl grid-cols-2 gap-x-6 sm:grid-cols-4">
        <div><dt className="muted text-sm"><PriceLabel deal={card} /></dt><dd className="text-lg font-bold">{formatPounds(card.price)}</dd></div>
        <div><dt className="muted text-sm">ROI</dt><dd className="text-lg font-bold">{signedPercent(card.roi)}</dd></div>
        <div><dt className="muted text-sm">Yield</dt><dd className="text-lg font-bold">{percent(card.yield)}</dd></div>
        <div><dt className="muted text-sm">Score</dt><dd className="text-lg font-bold">{card.score}/100</dd></div>
      </dl>
      {card.confidence ? <p className="mt-2 text-sm">Confidence: {confidenceLabelText(card.confidence)}</p> : null}
      {/* The card's rent and its source, kept when a free user opens the details (decision 215);
          the full details say them under How it was valued. */}
      {locked && card.monthlyRent !== null ? (
        <p className="mt-1 text-sm">
          Rent (est.): {formatPounds(card.monthlyRent)} a month
          {card.rentSourceLine ? <span className="muted block text-xs">Rent source: {card.rentSourceLine}</span> : null}
        </p>
      ) : null}

      {locked ? (
        <section aria-labelledby="locked-heading" className="relative mt-6 max-w-xl">
          <div aria-hidden="true" className="pointer-events-none select-none blur-sm">
            <div className="card">
              <p>{ESTIMATE_LABELS.annualRentalIncome}: £••,•••</p>
              <p>{ESTIMATE_LABELS.monthlyCashFlow}: £•,•••</p>
              <p>{ESTIMATE_LABELS.breakEven}: •• years</p>
              <p>Estimated rent, costs, stamp duty, mortgage and confidence…</p>
            </div>
          </div>
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-lg bg-white/80 p-4 text-center dark:bg-slate-950/80">
            <Sub id="locked-heading" className="font-semibold">Full property details are a Pro feature</Sub>
            <p className="text-sm">Upgrade to Pro to see the estimates, the valuation inputs and the deal&apos;s risks.</p>
            <Link to="/subscribe" className="btn-primary">Upgrade to Pro</Link>
          </div>
        </section>
      ) : full ? (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="estimates-heading" className="card">
            <Sub id="estimates-heading" className="mb-2 font-semibold">Estimates</Sub>
            <dl>
              <Row label={ESTIMATE_LABELS.annualRentalIncome}>{formatPounds(full.estimates.annualRentalIncome)}</Row>
              <Row label={ESTIMATE_LABELS.monthlyCashFlow}>{formatPounds(full.estimates.monthlyCashFlow)}</Row>
              <Row label={ESTIMATE_LABELS.breakEven}>
                {breakEvenText(full.estimates.breakEvenYears)}
              </Row>
            </dl>
            <p className="muted mt-2 text-sm">
              Quick estimates: rental income is {full.valuation ? "the valuation's rent, a month × 12" : "price × gross yield"}, and
              monthly cash flow is that ÷ 12, before any costs, voids or interest.
              {full.valuation ? ` After them it is “${AFTER_COSTS_MONTHLY_LABEL}”, under How it was valued.` : null}
            </p>
            {card.locked ? null : (
              <>
                <p className="muted mt-2 text-sm">{card.description}</p>
                {card.fullAddress ? <p className="mt-2 text-sm">{card.fullAddress}</p> : null}
                {card.sourceUrl ? (
                  <p className="mt-2 text-sm">
                    <a href={card.sourceUrl} className="link" rel="noreferrer">
                      Land Registry record
                    </a>
                  </p>
                ) : null}
              </>
            )}
          </section>
          {full.valuation ? (
            <section aria-labelledby="valuation-heading" className="card">
              <Sub id="valuation-heading" className="mb-2 font-semibold">How it was valued</Sub>
              <dl className="text-sm">
                <Row label={full.valuation.rentLabel}>
                  {formatPounds(full.valuation.monthlyRent)} a month
                </Row>
                <Row label="Rent source">{full.valuation.rentLine}</Row>
                <Row label="Running costs a year">{formatPounds(full.valuation.runningCosts.total)}</Row>
                <Row label={full.valuation.purchaseTaxLabel}>{formatPounds(full.valuation.purchaseCosts.tax)}</Row>
                <Row label="Purchase fees">{formatPounds(full.valuation.purchaseCosts.fees)}</Row>
                {/* As the PDF says them: the loan is interest-only, and the average is named. */}
                <Row label={`Mortgage (${ltvText(full.valuation.mortgage.ltv)} at ${ratePercent(full.valuation.mortgage.rate)} interest-only${full.valuation.mortgage.limitedBy === "rent" ? ", limited by the lender's rent test" : ""})`}>
                  {formatPounds(full.valuation.mortgage.loan)}
                </Row>
                <Row label="Interest a year">{formatPounds(full.valuation.mortgage.annualInterest)}</Row>
                <Row label="Cash invested">{formatPounds(full.valuation.cashInvested)}</Row>
                <Row label={CASH_FLOW_YEAR_LABEL}>{formatPounds(full.valuation.annualCashFlow)}</Row>
                <Row label={AFTER_COSTS_MONTHLY_LABEL}>{formatPounds(full.valuation.monthlyCashFlow)}</Row>
                {full.valuation.priceVsArea ? (
                  <Row label={`Against ${full.valuation.priceVsArea.areaName} average of ${formatPounds(full.valuation.priceVsArea.areaAverage)} (UK HPI, ${full.valuation.priceVsArea.period})`}>
                    {signedPercent(full.valuation.priceVsArea.percentDiff)}
                  </Row>
                ) : null}
                <Row label="Confidence">{full.valuation.confidenceLabel}</Row>
              </dl>
              {full.valuation.confidence.reasons.length ? (
                <ul className="muted mt-2 list-disc pl-5 text-xs">
                  {full.valuation.confidence.reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              ) : null}
              <p id={`deal-${card.id}-rules`} className="mt-3 text-sm font-medium">
                Rules applied, with their dates
              </p>
              <ul aria-labelledby={`deal-${card.id}-rules`} className="muted mt-1 list-disc pl-5 text-xs">
                {full.valuation.rules.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}

      <section id="ask" aria-labelledby="ask-heading" className="card mt-6 max-w-2xl" tabIndex={-1}>
        <Sub id="ask-heading" className="font-semibold">Ask AI about this deal</Sub>
        {/* On the page, a refusal at the limit opens the plan chooser over it, which stays here (an
            answer's `#answer` and fair use's `#ask` still scroll). From the dialog it is a new page. */}
        <Form method="post" action={`/deals/${card.id}`} preventScrollReset={headingLevel === 1} className="mt-2 flex flex-col gap-2">
          <input type="hidden" name="intent" value="ask" />
          {conversationId ? <input type="hidden" name="c" value={conversationId} /> : null}
          <input type="hidden" name="submission" value={submission} />
          <label htmlFor="question" className="text-sm font-medium">
            Your question
          </label>
          <textarea
            id="question"
            name="question"
            required
            maxLength={MAX_QUESTION_LENGTH}
            rows={2}
            className="input"
            placeholder="e.g. What would the stamp duty be?"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <button type="submit" className="btn-primary self-start" disabled={asking || (hydrated && !question.trim())}>
            {asking ? "Getting answer..." : "Ask AI"}
          </button>
        </Form>
        {answer ? (
          <div id="answer" className="mt-4 rounded-lg bg-slate-100 p-3 [overflow-wrap:anywhere] dark:bg-slate-800" tabIndex={-1}>
            <p className="muted text-sm">{answer.question}</p>
            <p className="mt-1 whitespace-pre-line">
              <AnswerText text={answer.answer} />
            </p>
          </div>
        ) : null}
      </section>
      <AttributionLines className="mt-6 max-w-2xl" />
    </>
  );
}

