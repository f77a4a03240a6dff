import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { destroySession, getSession } from "~/server/session.server";

/** Log out is a POST (no GET changes data); a GET just goes home. */
export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const session = await getSession(request);
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request, session) } });
}
