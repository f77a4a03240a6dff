import type { Route } from "./+types/auth-login";
import { loginSchema } from "~/lib/account-schemas";
import { jsonError, methodNotAllowed, readJson, userJson } from "~/server/api.server";
import { login, startSession } from "~/server/auth.server";
import { getContextDb, getRequestInfo } from "~/server/context.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { email, password } = await readJson(request, loginSchema.omit({ redirectTo: true }));
  // The same gate as the form: remix-auth's form strategy reads a form body.
  const formRequest = new Request(request.url, {
    method: "POST",
    headers: { Cookie: request.headers.get("Cookie") ?? "" },
    body: new URLSearchParams({ email, password }),
  });
  const db = getContextDb(context);
  const result = await login(db, formRequest, email, getRequestInfo(context).ip);
  if (!result.ok) {
    return jsonError(result.message, result.status, result.status === 429 ? { "Retry-After": String(result.retryAfterS) } : undefined);
  }
  return Response.json(
    { user: userJson(result.user) },
    { headers: { "Set-Cookie": await startSession(db, request, result.user.id) } },
  );
}
