import type { Route } from "./+types/auth-signup";
import { signupSchema } from "~/lib/account-schemas";
import { jsonError, methodNotAllowed, readJson, userJson } from "~/server/api.server";
import { startSession, takeSignup, TOO_MANY_SIGNUPS_MESSAGE } from "~/server/auth.server";
import { getContextDb, getRequestInfo } from "~/server/context.server";
import { createUser, DuplicateEmailError } from "~/server/users.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJson(request, signupSchema);
  const db = getContextDb(context);
  if (!takeSignup(db, getRequestInfo(context).ip)) return jsonError(TOO_MANY_SIGNUPS_MESSAGE, 429, { "Retry-After": "3600" });
  try {
    const user = await createUser(db, input);
    return Response.json(
      { user: userJson(user) },
      { status: 201, headers: { "Set-Cookie": await startSession(db, request, user.id) } },
    );
  } catch (error) {
    if (error instanceof DuplicateEmailError) return jsonError(error.message, 400);
    throw error;
  }
}
