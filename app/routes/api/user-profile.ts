import type { Route } from "./+types/user-profile";
import { profileSchema } from "~/lib/account-schemas";
import { methodNotAllowed, readJson, userJson } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { saveProfile } from "~/server/profile.server";

export async function loader() {
  return methodNotAllowed(["PUT"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const user = requireApiUser(context);
  const input = await readJson(request, profileSchema);
  return Response.json({ user: userJson(await saveProfile(getContextDb(context), user.id, input)) });
}
