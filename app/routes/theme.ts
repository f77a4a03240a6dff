import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/theme";
import { safeRedirect } from "~/lib/safe-redirect";
import { firstValues } from "~/server/forms.server";
import { themeCookie } from "~/server/preferences.server";

const schema = z.object({ theme: z.enum(["light", "dark"]), redirectTo: z.string().optional() });

export async function loader() {
  return redirect("/");
}

/** Sets the theme cookie: a plain form post without JavaScript, a fetcher with it. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = schema.safeParse(firstValues(await request.formData()));
  if (!parsed.success) return data({ message: "Theme must be light or dark." }, { status: 400 });
  const headers = { "Set-Cookie": await themeCookie.serialize(parsed.data.theme) };
  if (parsed.data.redirectTo !== undefined) {
    return redirect(safeRedirect(parsed.data.redirectTo, "/"), { headers });
  }
  return data({ theme: parsed.data.theme }, { headers });
}
