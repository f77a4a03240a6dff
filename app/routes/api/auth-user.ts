import type { Route } from "./+types/auth-user";
import { methodNotAllowed, userJson } from "~/server/api.server";
import { requireApiUser } from "~/server/auth.server";

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireApiUser(context);
  return Response.json(userJson(user), { headers: { "Cache-Control": "no-store" } });
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
