import type { Route } from "./+types/auth-logout";
import { methodNotAllowed } from "~/server/api.server";
import { endSession } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return Response.json(
    { message: "Logged out" },
    { headers: { "Set-Cookie": await endSession(getContextDb(context), request) } },
  );
}
