/**
 * Toasts survive a redirect in a short-lived signed cookie (a flash), so the server renders
 * them into the page's live region: they work with JavaScript off.
 */
import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { getEnv } from "./env.server";

export const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

type ToastSession = { toast: Toast };
let storage: ReturnType<typeof createCookieSessionStorage<ToastSession, ToastSession>> | undefined;
function toastStorage() {
  storage ??= createCookieSessionStorage<ToastSession, ToastSession>({
    cookie: {
      name: "toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: getEnv().sessionSecrets,
    },
  });
  return storage;
}

/** A Set-Cookie header that carries the toast to the next page. */
export async function toastCookie(toast: ToastInput) {
  const session = await toastStorage().getSession();
  session.flash("toast", toastSchema.parse(toast));
  return toastStorage().commitSession(session);
}

/** Reads (and clears) the toast; returns the header that clears it, if one was set. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  // Ask before reading: reading a flash value removes it from the session.
  const had = session.has("toast");
  const parsed = toastSchema.safeParse(session.get("toast"));
  const headers = new Headers();
  if (had) headers.append("Set-Cookie", await toastStorage().destroySession(session));
  return { toast: parsed.success ? parsed.data : null, headers };
}

/** The one shape of a failure toast (red, with its title and text), for pages and actions. */
export function failureToast(title: string, description: string): Toast {
  return toastSchema.parse({ title, description, variant: "destructive" });
}

/** Redirects with a failure toast, adding `upgrade=<reason>` when the plan chooser should open. */
export function redirectWithFailure(
  url: string,
  toast: { title: string; description: string },
  options: { upgrade?: string; params?: Record<string, string> } = {},
) {
  const [pathAndQuery, hash] = url.split("#") as [string, string | undefined];
  const [path, query] = pathAndQuery.split("?") as [string, string | undefined];
  const search = new URLSearchParams(query);
  if (options.upgrade) search.set("upgrade", options.upgrade);
  for (const [k, v] of Object.entries(options.params ?? {})) search.set(k, v);
  const qs = search.toString();
  // An upgrade refusal opens the plan chooser at the top of the page: no fragment to pull the view away.
  const fragment = hash && !options.upgrade ? `#${hash}` : "";
  return redirectWithToast(`${path}${qs ? `?${qs}` : ""}${fragment}`, failureToast(toast.title, toast.description));
}

export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { ...init, headers });
}
