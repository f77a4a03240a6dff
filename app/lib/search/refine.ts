/**
 * A follow-up that changes the last search ("now only 3 beds", "what about flats instead", "and in
 * Salford?", "under 100k"): read as that search with the change (decision 109). Pure: the server
 * folds a conversation's searches with these.
 */
import { describeCriteria } from "./describe";
import { orderOnly } from "./order";
import { hasPropertyWord } from "./route";
import type { SearchCriteria } from "./types";

/**
 * Words that change a search rather than start one. Decision 124 adds "any with a 8% yield?"
 * ("any", "anything" or "the ones" before a limit; "anything in Leeds" is still a search of its
 * own), "and Bolton" (a message led by "and" or "or"), and "sort by yield", "order by ROI",
 * "cheapest first" (a new order for the same search). A message that asks only for an order
 * ("yield high to low", "price low to high", "cheapest first please") is one too (decision 127,
 * `orderOnly`).
 */
const REFINE_RE =
  /^(?:(?:ok(?:ay)?|right|and|so|now|but|then)[,\s]+)*(?:(?:what|how)\s+about|in|near|around|under|over|below|above|between|with|without|only|just|cheaper|instead)\b|^(?:(?:ok(?:ay)?|right|and|so|now|but|then)[,\s]+)*(?:any(?:thing)?|(?:just\s+|only\s+)?(?:the\s+)?ones|those)\s+(?:under|over|below|above|between|with|without|cheaper)\b|\binstead\b|\bsame\s+(?:search\s+|thing\s+)?but\b|^(?:(?:ok(?:ay)?|right|and|so|but)[,\s]+)*now\b|^(?:and|or)\s|^(?:(?:ok(?:ay)?|right|and|so|now|but|then|can\s+you|please)[,\s]+)*(?:re-?)?(?:sort|order|rank)(?:ed)?\s+(?:(?:them|it|these|those|the\s+(?:results|list|deals))\s+)?(?:by|on|from)\b|^[\w\s-]*\bfirst\s*[?.!]*$/i;

/** Whether `message` reads as a change to a search rather than a search of its own. */
export function isRefinement(message: string, own: SearchCriteria): boolean {
  const text = message.trim();
  if (!REFINE_RE.test(text) && !orderOnly(text)) return false;
  // "What about houses in Bury under £150k?" names all it needs: a search of its own.
  const place = own.location !== undefined;
  return !(hasPropertyWord(text) && place);
}

/** Whether the change names anything a search can use. */
export function changesSomething(change: SearchCriteria): boolean {
  return Object.values(change).some((v) => v !== undefined);
}

/** Criteria that are replaced together: a change to one replaces the whole group. */
const GROUPS: readonly (readonly (keyof SearchCriteria)[])[] = [
  ["location", "place", "places"],
  ["propertyType", "propertyKind"],
  ["bedrooms", "minBedrooms", "maxBedrooms"],
  ["minPrice", "maxPrice", "cash", "cashNation"],
  ["minYield", "maxYield"],
  ["minRoi"],
  ["sort", "cashFlowOrder", "cheap", "highYield"],
  ["belowMarketValue"],
  ["cashFlowPositive"],
  ["newBuild"],
  ["tenure"],
];

/** The last search's criteria with the change's: each group the change names replaces the old one. */
export function refineCriteria(last: SearchCriteria, change: SearchCriteria): SearchCriteria {
  const out: SearchCriteria = { ...last };
  for (const group of GROUPS) {
    if (!group.some((k) => change[k] !== undefined)) continue;
    for (const k of group) delete out[k];
    for (const k of group) if (change[k] !== undefined) (out as Record<string, unknown>)[k] = change[k];
  }
  return out;
}

/** The keys a search's text must read back the same for the refined search to be run from it. */
const COMPARED: readonly (keyof SearchCriteria)[] = [
  "location", "propertyType", "propertyKind", "minPrice", "maxPrice", "minYield", "maxYield", "minRoi",
  "bedrooms", "minBedrooms", "maxBedrooms", "belowMarketValue", "cashFlowPositive", "newBuild", "tenure", "sort",
];

/**
 * The refined search as words the search reading reads back to the same criteria, or null when
 * it would not (then the user is asked to say the whole search). The search then runs from these
 * words, so its summary quotes exactly what was searched.
 */
export function refinedQuery(refined: SearchCriteria, read: (query: string) => SearchCriteria): string | null {
  const query = describeCriteria(refined);
  const back = read(query);
  const same = COMPARED.every((k) => JSON.stringify(back[k]) === JSON.stringify(refined[k]));
  return same ? query : null;
}
