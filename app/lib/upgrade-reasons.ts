/**
 * Why the plan chooser opened (`?upgrade=<reason>`), in the spec's toast texts (section 8): the
 * server's refusals send them as toasts, and the chooser repeats them, so the reason is still on
 * the page once the toast has gone.
 */
export const UPGRADE_REASONS = {
  search: {
    title: "Search Limit Reached",
    description: "You've used all your free searches. Upgrade to Pro for unlimited searches.",
  },
  question: {
    title: "Question Limit Reached",
    description: "You've used all your free questions. Upgrade to Pro for unlimited questions.",
  },
  save: {
    title: "Upgrade Required",
    description: "Save deals to your favorites with Pro. Never lose track of promising opportunities.",
  },
  pdf: { title: "Upgrade Required", description: "PDF downloads are available on Pro and Enterprise plans." },
  analytics: {
    title: "Upgrade Required",
    description: "The analytics dashboard is available on Pro and Enterprise plans.",
  },
} as const;

export type UpgradeReason = keyof typeof UPGRADE_REASONS;

export function isUpgradeReason(value: string | null): value is UpgradeReason {
  return value !== null && Object.hasOwn(UPGRADE_REASONS, value);
}

/** A page's address without `upgrade`: where a refusal comes back to (its plan chooser is not brought back). */
export function withoutUpgrade(location: { pathname: string; search: string }): string {
  const search = new URLSearchParams(location.search);
  search.delete("upgrade");
  const qs = search.toString();
  return `${location.pathname}${qs ? `?${qs}` : ""}`;
}
