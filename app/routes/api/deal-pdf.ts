import type { Route } from "./+types/deal-pdf";
import { dealPdfFilename } from "~/lib/deal-pdf";
import { jsonError, methodNotAllowed } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { getDeal, parseDealId } from "~/server/deals.server";
import { dealSheetData } from "~/server/pdf/deal-sheet-data.server";
import { renderDealSheet } from "~/server/pdf/deal-sheet.server";
import { requirePremiumApi } from "~/server/premium.server";

/**
 * `GET /api/deals/:id/pdf`: the deal sheet as a PDF attachment named deal-{id}.pdf, so a plain
 * link downloads it. Signed out 401; unknown or malformed id 404; free plan 403.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireApiUser(context);
  const dealId = parseDealId(params.id);
  const deal = dealId === null ? undefined : getDeal(getContextDb(context), dealId);
  if (!deal) return jsonError("Deal not found.", 404);
  requirePremiumApi(user, "pdf");
  const bytes = await renderDealSheet(dealSheetData(deal));
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${dealPdfFilename(deal.id)}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
