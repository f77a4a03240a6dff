import { ATTRIBUTION_LINES } from "~/lib/attribution";
import type { Route } from "./+types/analyse";
import { analyseRequestSchema } from "~/lib/analyse-schema";
import { analysisWorkings, rentSourceLine } from "~/lib/assistant/analysis-answer";
import { analyseProperty } from "~/server/analyse.server";
import { jsonError, methodNotAllowed, readJson } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { inTransaction } from "~/server/db.server";
import { LIMIT_TOASTS, tryConsume } from "~/server/usage.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * `POST /api/analyse` {place | postcode, price, type, bedrooms?, rent?} → the figures, workings
 * and comparables of one property (docs/decisions/053); `rent` is the investor's own a month,
 * valued at instead of the area's, with lower confidence (decision 220). Counts as a search; an
 * unknown place is a 400 and spends nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context);
  const body = await readJson(request, analyseRequestSchema);
  const db = getContextDb(context);
  const outcome = inTransaction(db, () => {
    const result = analyseProperty(db, body);
    if (!result.ok) return { status: 400 as const, message: result.message };
    if (!tryConsume(db, user, "search")) return { status: 403 as const, message: LIMIT_TOASTS.search.description };
    return { status: 200 as const, facts: result.facts };
  });
  if (outcome.status !== 200) return jsonError(outcome.message, outcome.status);
  const { facts } = outcome;
  const v = facts.valuation;
  return Response.json({
    subject: facts.subject,
    // The open data's licences ask for these wherever figures drawn from it are shown.
    attribution: ATTRIBUTION_LINES,
    place: facts.placeName,
    // A name places far apart share ("Richmond", "Newcastle"): which it was valued in, and how to name another; else null (decisions 161, 172).
    placeNote: facts.placeNote,
    figures: {
      price: v.currentValue,
      bedrooms: v.bedrooms,
      bedroomsEstimated: v.bedroomsAssumed,
      bedroomsNote: v.bedroomsNote,
      monthlyRent: v.monthlyRent,
      // The rent the client gave and the area's beside it, or null (decisions 196, 220).
      rentGiven: v.rentGiven ?? null,
      annualRent: v.annualRent,
      grossYield: v.grossYield,
      purchaseCosts: v.purchaseCosts,
      mortgage: v.mortgage,
      runningCosts: v.runningCosts,
      cashInvested: v.cashInvested,
      annualCashFlow: v.annualCashFlow,
      roi: v.roi,
      priceVsArea: v.priceVsArea,
      score: v.score,
      nation: v.inputs.nation,
    },
    confidence: v.confidence,
    rentSource: { ...v.rentSource, line: rentSourceLine(v) },
    workings: analysisWorkings(facts),
    comparablesArea: facts.comparablesArea,
    comparables: facts.comparables,
  });
}
