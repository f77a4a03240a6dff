import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sidebar";
import { safeRedirect } from "~/lib/safe-redirect";
import { firstValues } from "~/server/forms.server";
import { sidebarCookie } from "~/server/preferences.server";

const schema = z.object({ open: z.enum(["true", "false"]), redirectTo: z.string().optional() });

export async function loader() {
  return redirect("/");
}

/** Remembers the sidebar state in the `sidebar_state` cookie for 7 days. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = schema.safeParse(firstValues(await request.formData()));
  if (!parsed.success) return data({ message: "Sidebar state must be true or false." }, { status: 400 });
  const headers = { "Set-Cookie": await sidebarCookie.serialize(parsed.data.open) };
  if (parsed.data.redirectTo !== undefined) {
    return redirect(safeRedirect(parsed.data.redirectTo, "/"), { headers });
  }
  return data({ open: parsed.data.open === "true" }, { headers });
}
