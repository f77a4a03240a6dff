import { useEffect } from "react";
import { data, Form, Link, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/analyse";
import { AttributionLines } from "~/components/attribution-lines";
import { Page, PageHeader } from "~/components/page-header";
import { PlanChooser } from "~/components/plan-chooser";
import { useIsPending } from "~/components/ui/use-is-pending";
import { analyseRequestSchema } from "~/lib/analyse-schema";
import { analysisWorkings, comparableFigures } from "~/lib/assistant/analysis-answer";
import { CASH_FLOW_YEAR_LABEL } from "~/lib/deal-maths";
import { confidenceHeadline, formatPounds, percent, signedPercent } from "~/lib/format";
import { ANALYSIS_TYPES } from "~/lib/analysis-types";
import { withoutUpgrade } from "~/lib/upgrade-reasons";
import { analyseProperty } from "~/server/analyse.server";
import { requireUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { inTransaction } from "~/server/db.server";
import { redirectWithFailure } from "~/server/toast.server";
import { LIMIT_TOASTS, tryConsume } from "~/server/usage.server";

export const meta: Route.MetaFunction = () => [{ title: "Analyse a property · DealFinder AI" }];

const TYPE_LABEL: Record<(typeof ANALYSIS_TYPES)[number], string> = {
  flat: "Flat",
  terraced: "Terraced house",
  "semi-detached": "Semi-detached house",
  detached: "Detached house",
  house: "House (form not known)",
};

type FieldName = "place" | "postcode" | "price" | "type" | "bedrooms" | "rent";
/** The fields in the order the form shows them. */
const FIELD_ORDER: readonly FieldName[] = ["place", "postcode", "price", "type", "bedrooms", "rent"];
type Values = Partial<Record<FieldName, string>>;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return null;
}

/** Values the property (counts as a search) and renders the result; nothing is spent on an error. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const values: Values = {};
  for (const name of FIELD_ORDER) {
    const v = form.get(name);
    if (typeof v === "string") values[name] = v.slice(0, 200);
  }
  const parsed = analyseRequestSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<FieldName, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as FieldName | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
    // A form the investor must correct: 400, as every refused form (nothing spent, nothing kept).
    return data({ values, errors, message: null, result: null }, { status: 400 });
  }
  const db = getContextDb(context);
  const outcome = inTransaction(db, () => {
    // The investor's own rent, valued at as the chat values it (decisions 196, 204).
    const { rent, ...where } = parsed.data;
    const result = analyseProperty(db, { ...where, rent: rent ?? null });
    if (!result.ok) return { kind: "error" as const, message: result.message, field: result.field };
    if (!tryConsume(db, user, "search")) return { kind: "limit" as const };
    return { kind: "ok" as const, facts: result.facts };
  });
  // Refused at the free plan's limit: the plan chooser, and the form as it was sent (its values
  // in the address, as the chat's `draft`), so nothing typed is lost without JavaScript either.
  if (outcome.kind === "limit") {
    const params = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
    throw await redirectWithFailure("/analyse", LIMIT_TOASTS.search, { upgrade: "search", params });
  }
  // A place or postcode it cannot use is that field's error (decision 180): linked to it, and the
  // focus goes there; only a problem that is no field's (no rent figures) is the page's.
  if (outcome.kind === "error") {
    const errors: Partial<Record<FieldName, string>> = outcome.field ? { [outcome.field]: outcome.message } : {};
    return data({ values, errors, message: outcome.field ? null : outcome.message, result: null }, { status: 400 });
  }
  const { facts } = outcome;
  const v = facts.valuation;
  return {
    values,
    errors: {},
    message: null,
    result: {
      subject: facts.subject,
      score: v.score,
      grossYield: v.grossYield,
      roi: v.roi,
      annualCashFlow: v.annualCashFlow,
      monthlyRent: v.monthlyRent,
      rentGiven: Boolean(v.rentGiven),
      confidence: confidenceHeadline(v.confidence.label, v.confidence.reasons.length),
      reasons: v.confidence.reasons,
      // The rent's source and month, or the investor's own rent beside the area's (decision 196),
      // is said once: as the workings' second step, with its figure a year (decision 227).
      workings: analysisWorkings(facts),
      comparablesArea: facts.comparablesArea,
      // Each comparable with its figures in words, worked here so the page's script needs no text
      // module of the assistant's.
      comparables: facts.comparables.map((c) => ({ id: c.id, title: c.title, location: c.location, figures: comparableFigures(c) })),
      placeName: facts.placeName,
      placeNote: facts.placeNote,
    },
  };
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className="min-h-5 text-sm text-red-700 dark:text-red-300">
      {error ?? null}
    </p>
  );
}

/** The form's values a refusal sent back in the address (see the action). */
function valuesOf(searchParams: URLSearchParams): Values {
  const values: Values = {};
  for (const name of FIELD_ORDER) {
    const v = searchParams.get(name);
    if (v !== null) values[name] = v;
  }
  return values;
}

export default function Analyse({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const upgrade = searchParams.get("upgrade");
  const values = actionData?.values ?? valuesOf(searchParams);
  const errors: Partial<Record<FieldName, string>> = actionData?.errors ?? {};
  const pending = useIsPending({ formAction: "/analyse" });
  const result = actionData?.result;
  const described = (name: FieldName, hint?: boolean) =>
    [hint ? `${name}-hint` : null, errors[name] ? `${name}-error` : null].filter(Boolean).join(" ") || undefined;
  // Where the answer takes the focus, so it is read out: the first field in error, else the
  // problem the server found (a place it does not know), else the result's heading. `autoFocus`
  // does it on a page drawn by the server (no JavaScript); the effect does it after a
  // client-side submission, which keeps the form mounted (and whose disabled button had
  // dropped the focus to the page's body).
  const firstInvalid = FIELD_ORDER.find((name) => errors[name]);
  const focusTarget = firstInvalid ?? (actionData?.message ? "analyse-problem" : result ? "result-heading" : null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget)?.focus();
  }, [actionData, focusTarget]);
  const focusFirst = (name: FieldName) => (firstInvalid === name ? { autoFocus: true } : {});
  return (
    <Page>
      <PageHeader title="Analyse a property">
        Bring a property from anywhere in the United Kingdom: we value it as a buy-to-let with the same figures as our deals. It counts as a search.
      </PageHeader>
      {/* The free plan's searches are spent: the plan chooser says why (a dialog over the page
          with JavaScript); closing it keeps the form's values (decision 144). */}
      {upgrade ? <PlanChooser closeTo={withoutUpgrade(location)} returnFocusId="price" modal /> : null}
      <Form method="post" className="card grid gap-3 md:grid-cols-2" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor="place" className="text-sm font-medium">Town or local authority</label>
          <input id="place" name="place" {...focusFirst("place")} className="input" defaultValue={values.place ?? ""} aria-invalid={errors.place ? true : undefined} aria-describedby={described("place", true)} />
          <p id="place-hint" className="muted text-xs">For example Sunderland, Cardiff, Glasgow or Belfast. Or give a postcode.</p>
          <ErrorText id="place-error" error={errors.place} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="postcode" className="text-sm font-medium">Postcode or postcode district</label>
          <input id="postcode" name="postcode" {...focusFirst("postcode")} className="input" autoComplete="postal-code" defaultValue={values.postcode ?? ""} aria-invalid={errors.postcode ? true : undefined} aria-describedby={described("postcode", true)} />
          <p id="postcode-hint" className="muted text-xs">For example LS6 or LS6 1AA.</p>
          <ErrorText id="postcode-error" error={errors.postcode} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="price" className="text-sm font-medium">Price (£)</label>
          <input id="price" name="price" {...focusFirst("price")} className="input" inputMode="numeric" required defaultValue={values.price ?? ""} aria-invalid={errors.price ? true : undefined} aria-describedby={described("price")} />
          <ErrorText id="price-error" error={errors.price} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="type" className="text-sm font-medium">Property type</label>
          <select id="type" name="type" {...focusFirst("type")} className="input" required defaultValue={values.type ?? "flat"} aria-invalid={errors.type ? true : undefined} aria-describedby={described("type")}>
            {ANALYSIS_TYPES.map((t) => (
              <option key={t} value={t}>{TYPE_LABEL[t]}</option>
            ))}
          </select>
          <ErrorText id="type-error" error={errors.type} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="bedrooms" className="text-sm font-medium">Bedrooms (optional)</label>
          <input id="bedrooms" name="bedrooms" {...focusFirst("bedrooms")} className="input" inputMode="numeric" defaultValue={values.bedrooms ?? ""} aria-invalid={errors.bedrooms ? true : undefined} aria-describedby={described("bedrooms", true)} />
          <p id="bedrooms-hint" className="muted text-xs">Left empty, we estimate it from the VOA housing stock and say so.</p>
          <ErrorText id="bedrooms-error" error={errors.bedrooms} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="rent" className="text-sm font-medium">Your rent a month (£, optional)</label>
          <input id="rent" name="rent" {...focusFirst("rent")} className="input" inputMode="decimal" defaultValue={values.rent ?? ""} aria-invalid={errors.rent ? true : undefined} aria-describedby={described("rent", true)} />
          <p id="rent-hint" className="muted text-xs">Left empty, we use the area&apos;s average rent. Given, we value at yours, with lower confidence.</p>
          <ErrorText id="rent-error" error={errors.rent} />
        </div>
        <div className="flex items-end pb-6">
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Analysing…" : "Analyse"}
          </button>
        </div>
      </Form>
      {actionData?.message ? (
        <p id="analyse-problem" role="alert" tabIndex={-1} autoFocus={!firstInvalid} className="card mt-6 border-red-300 text-red-800 dark:text-red-200">
          {actionData.message}
        </p>
      ) : null}
      {result ? (
        <section aria-labelledby="result-heading" className="card mt-6 flex flex-col gap-4">
          <h2 id="result-heading" className="text-xl font-bold" tabIndex={-1} autoFocus={!firstInvalid}>
            A {result.subject}
          </h2>
          {/* "Richmond": which of the places of that name it was valued in (decision 161). */}
          {result.placeNote ? <p className="text-sm">{result.placeNote}</p> : null}
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
            <div><dt className="muted text-sm">Score</dt><dd className="text-lg font-semibold">{result.score}/100</dd></div>
            <div><dt className="muted text-sm">Gross yield</dt><dd className="text-lg font-semibold">{percent(result.grossYield)}</dd></div>
            <div><dt className="muted text-sm">ROI</dt><dd className="text-lg font-semibold">{signedPercent(result.roi)}</dd></div>
            <div><dt className="muted text-sm">{CASH_FLOW_YEAR_LABEL}</dt><dd className="text-lg font-semibold">{formatPounds(result.annualCashFlow)}</dd></div>
            <div><dt className="muted text-sm">{result.rentGiven ? "Your rent a month" : "Rent a month (est.)"}</dt><dd className="text-lg font-semibold">{formatPounds(result.monthlyRent, { pence: result.rentGiven })}</dd></div>
          </dl>
          <div>
            <p><strong>Confidence: {result.confidence}</strong></p>
            {result.reasons.length > 0 ? (
              <ul className="list-disc pl-5 text-sm">
                {result.reasons.map((r) => <li key={r}>{r}</li>)}
              </ul>
            ) : null}
          </div>
          <div>
            <h3 className="font-semibold">How it was worked out</h3>
            <ol className="list-decimal pl-5 text-sm">
              {result.workings.map((line) => <li key={line}>{line}</li>)}
            </ol>
          </div>
          <div>
            <h3 className="font-semibold">Comparable sales</h3>
            {result.comparables.length === 0 ? (
              <p className="text-sm">No comparable sales of the same kind at a similar price are in our data for {result.placeName}.</p>
            ) : (
              <>
                <p className="muted text-sm">In {result.comparablesArea}, same kind, with an estimated value within 25% of the price:</p>
                <ul className="list-disc pl-5 text-sm">
                  {result.comparables.map((c) => (
                    <li key={c.id}>
                      <Link to={`/deals/${c.id}`} className="underline">{c.title}</Link>, {c.location}: {c.figures}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <p className="muted text-xs">
            A screening estimate from area statistics, not a valuation or financial advice.{" "}
            <Link to="/methodology" className="underline">How deals are valued</Link>
          </p>
          <AttributionLines />
        </section>
      ) : null}
    </Page>
  );
}
