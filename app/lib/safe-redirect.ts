/**
 * Only same-site paths may be redirected to: `/analytics` yes; `//evil.example`,
 * `https://evil.example`, `/\evil.example` and anything odd fall back to the default.
 */
export function safeRedirect(to: unknown, fallback = "/dashboard"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(to)) return fallback;
  return to;
}
