import type { Route } from "./+types/auth-user";
import { jsonError, methodNotAllowed, userJson } from "~/server/api.server";
import { getOptionalUser } from "~/server/auth.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  if (!user) return jsonError("Unauthorized", 401);
  return Response.json(userJson(user), { headers: { "Cache-Control": "no-store" } });
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
