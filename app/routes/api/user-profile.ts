import type { Route } from "./+types/user-profile";
import { profileSchema } from "~/lib/account-schemas";
import { jsonError, methodNotAllowed, readJson, userJson } from "~/server/api.server";
import { getOptionalUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { updateProfile } from "~/server/users.server";

export async function loader() {
  return methodNotAllowed(["PUT"]);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const user = await getOptionalUser(request);
  if (!user) return jsonError("Unauthorized", 401);
  const input = await readJson(request, profileSchema);
  return Response.json({ user: userJson(updateProfile(getDb(), user.id, input)) });
}
