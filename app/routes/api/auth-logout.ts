import type { Route } from "./+types/auth-logout";
import { methodNotAllowed } from "~/server/api.server";
import { destroySession, getSession } from "~/server/session.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const session = await getSession(request);
  return Response.json(
    { message: "Logged out" },
    { headers: { "Set-Cookie": await destroySession(request, session) } },
  );
}
