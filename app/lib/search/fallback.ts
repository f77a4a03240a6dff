import { NO_RESULTS_MESSAGE } from "./types";

/**
 * Spec section 8 "Search failure": filter the locally loaded deals, first matching branch wins:
 * 'high' plus 'yield' → top 3 by yield; cheap/affordable/budget → 3 lowest priced; apartment/flat
 * → Apartments; house → Houses; Manchester or London → that location; otherwise all deals.
 * An empty result gets the spec's no-results sentence instead of the branch's lead-in.
 */
export function fallbackFilter<T extends { price: number; yield: number; location: string; propertyType: string }>(
  query: string,
  deals: T[],
): { deals: T[]; leadIn: string } {
  const q = query.toLowerCase();
  const done = (list: T[], leadIn: string) => ({ deals: list, leadIn: list.length ? leadIn : NO_RESULTS_MESSAGE });

  if (/\bhigh/.test(q) && /\byield/.test(q)) {
    const list = [...deals].sort((a, b) => b.yield - a.yield).slice(0, 3);
    return done(list, "Here are the highest-yielding properties I found:");
  }
  if (/\b(?:cheap|affordable|budget)/.test(q)) {
    const list = [...deals].sort((a, b) => a.price - b.price).slice(0, 3);
    return done(list, "Here are the most affordable properties I found:");
  }
  if (/\b(?:apartment|flat)s?\b/.test(q)) {
    return done(deals.filter((d) => d.propertyType === "Apartment"), "Here are the apartments I found:");
  }
  if (/\bhouses?\b/.test(q)) {
    return done(deals.filter((d) => d.propertyType === "House"), "Here are the houses I found:");
  }
  for (const city of ["Manchester", "London"]) {
    if (new RegExp(`\\b${city}\\b`, "i").test(q)) {
      return done(
        deals.filter((d) => d.location.toLowerCase().includes(city.toLowerCase())),
        `Here are the properties I found in ${city}:`,
      );
    }
  }
  return done([...deals], "Here are all the properties I have at the moment:");
}
