import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";

/** Log out is a POST (no GET changes data); a GET just goes home. */
export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await endSession(getContextDb(context), request) } });
}
