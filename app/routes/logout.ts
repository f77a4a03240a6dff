import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";

/** Log out is a POST (no GET changes data); a GET just goes home. */
export async function loader() {
  return redirect("/");
}

/**
 * Ends the session and goes home, saying so: the landing page alone did not tell the user the
 * log-out had worked, nor a screen reader anything (decision 225). The words are the API's own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ended = await endSession(getContextDb(context), request);
  return redirectWithToast("/", { title: "Logged out" }, { headers: { "Set-Cookie": ended } });
}
