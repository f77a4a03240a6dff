/**
 * The one premium gate (spec sections 5 and 6): saving deals, PDF deal sheets and analytics are
 * for pro and enterprise, decided from the user row on the server. Pages ask `hasPremium` and
 * show the plan chooser; actions `requirePremium` (a redirect back with the 'Upgrade Required'
 * toast and `?upgrade=<feature>`); the JSON API `requirePremiumApi` (a 403 `{"message"}`).
 * The browser only mirrors this answer (root data's `canAccessPremiumFeatures`).
 */
import { UPGRADE_REASONS } from "~/lib/upgrade-reasons";
import { jsonError } from "./api.server";
import { redirectWithFailure } from "./toast.server";
import { canAccessPremiumFeatures, type PublicUser } from "./users.server";

export type PremiumFeature = "save" | "pdf" | "analytics";

/** The spec's destructive toasts (section 8); analytics has none there, so it has the plain one. */
export const UPGRADE_TOASTS: Record<PremiumFeature, { title: string; description: string }> = {
  save: UPGRADE_REASONS.save,
  pdf: UPGRADE_REASONS.pdf,
  analytics: UPGRADE_REASONS.analytics,
};

export function hasPremium(user: Pick<PublicUser, "subscriptionPlan">): boolean {
  return canAccessPremiumFeatures(user);
}

/**
 * For page actions: returns when the user may use `feature`; otherwise throws a redirect to
 * `back` with the upgrade toast and `?upgrade=<feature>` (which opens the plan chooser).
 */
export async function requirePremium(user: PublicUser, feature: PremiumFeature, back: string): Promise<void> {
  if (hasPremium(user)) return;
  throw await redirectWithFailure(back, UPGRADE_TOASTS[feature], { upgrade: feature });
}

/** For the JSON API: returns when the user may use `feature`; otherwise throws a 403 `{"message"}`. */
export function requirePremiumApi(user: PublicUser, feature: PremiumFeature): void {
  if (!hasPremium(user)) throw jsonError(UPGRADE_TOASTS[feature].description, 403);
}
