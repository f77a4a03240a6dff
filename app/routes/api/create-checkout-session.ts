import type { Route } from "./+types/create-checkout-session";
import { jsonError, methodNotAllowed } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { CHECKOUT_FAILED_MESSAGE, requestCheckout } from "~/server/billing/checkout.server";
import { checkoutConfig, notConfiguredResponse } from "~/server/billing/stripe.server";
import { getContextDb, getRequestInfo } from "~/server/context.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/** `POST /api/create-checkout-session` (empty body) → `{url}` (hosted) or `{clientSecret}` (embedded). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context);
  const origin = new URL(request.url).origin;
  const result = await requestCheckout(getContextDb(context), user, origin, checkoutConfig());
  switch (result.kind) {
    case "redirect":
      return Response.json({ url: result.url });
    case "embedded":
      return Response.json({ clientSecret: result.clientSecret });
    case "already-paid":
      return jsonError("You already have a paid plan.", 409);
    case "not-configured":
      return notConfiguredResponse(getRequestInfo(context).log);
    case "failed":
      return jsonError(CHECKOUT_FAILED_MESSAGE, 502);
  }
}
