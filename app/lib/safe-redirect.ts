/**
 * Only same-site paths may be redirected to: `/analytics` yes; `//evil.example`,
 * `https://evil.example`, `/\evil.example` and anything odd fall back to the default.
 */
export function safeRedirect(to: unknown, fallback = "/dashboard"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Control characters and anything outside printable ASCII (which cannot go in a Location
  // header as it is) fall back too; a link to a non-ASCII path arrives percent-encoded.
  if (/[^\u0020-\u007e]|\\/.test(to)) return fallback;
  return to;
}

/**
 * The login page, coming back to `redirectTo` after signing in (checked again by `safeRedirect`
 * when the login form posts it).
 */
export function loginPath(redirectTo: string): string {
  return `/login?${new URLSearchParams({ redirectTo })}`;
}

/** A `redirectTo` worth carrying on (a safe path), or null for none or one that is not. */
export function onwardPath(to: unknown): string | null {
  const safe = safeRedirect(to, "");
  return safe === "" ? null : safe;
}

/**
 * Sign-up for a visitor the log-in page was holding for `redirectTo`: the new account goes on
 * there, as a log-in would have (decision 216).
 */
export function signupPath(redirectTo: string): string {
  return `/signup?${new URLSearchParams({ redirectTo })}`;
}
