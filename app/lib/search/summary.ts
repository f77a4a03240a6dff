/**
 * The one summary of a search's results, for every place that writes one: `POST /api/ai/search`,
 * the chat (built-in engine) and the OpenAI engine (its facts, and its fall-back).
 *
 * - Counts: a total the server stopped counting at its cap is never stated as exact: "more than
 *   1,000", never "1000".
 * - The top pick follows the ranking the cards are listed in: cheapest first → the cheapest;
 *   highest yield first → the best yield; highest ROI first → the best ROI; otherwise the best
 *   deal score.
 * - Every summary with results says where the figures come from (the provenance line).
 */
import { confidenceLabelText, formatCount, formatMonth, formatPounds, inWords, joinWithAnd, joinWithOr, percent, signedPercent } from "../format";
import { NO_RESULTS_MESSAGE, type Place, type SearchCriteria } from "./types";

export type SearchSort = NonNullable<SearchCriteria["sort"]>;

export interface SearchSummaryDeal {
  title: string;
  price: number;
  yield: number;
  roi: number;
  score: number;
  location: string;
  /** The deal's bedroom count (for a sale, its likeliest count), when known. */
  bedrooms?: number | null;
  /** The UK HPI month its value is brought to ("2025-07"), or null when the value is the price paid (decision 084). */
  valueMonth?: string | null;
  /** How sure its valuation is, as its card says it; said beside its figures when known. */
  confidence?: "high" | "medium" | "low" | null;
}

export interface SearchSummaryInput {
  /** Plain-English description of what was searched (see describe.ts). */
  description: string;
  /** Matches counted, at most the server's cap. */
  total: number;
  /** The server stopped counting at `total`: there are more. */
  capped: boolean;
  /** The order the deals are listed in; score when not given. */
  sort?: SearchSort;
  /** The deals shown, in the listed order. */
  deals: readonly SearchSummaryDeal[];
  /** What the message asked for that the search could not use, with why (decision 051). */
  ignored?: readonly string[];
  /** Places searched that the sales data does not cover (Scotland, Northern Ireland). */
  notCovered?: readonly string[];
  /** The search asked for commercial property, and the deals held (homes) include none: nothing was searched. */
  commercial?: boolean;
  /** The bedroom count the search asked for, if it named one. */
  bedroomsAsked?: number;
  /** The least bedroom count the search asked for ("3+ bed"), if it named one. */
  minBedroomsAsked?: number;
  /** The only place named is none the data knows, so nothing was searched. */
  placeNotFound?: boolean;
  /** Localities searched as the sales that name them and their postcodes alone (decision 127). */
  namedOnly?: readonly string[];
  /** Names searched that several places far apart share, each searched whole (decision 153). */
  sameNames?: readonly SameName[];
}

/** A name several places far apart share, searched whole: "Richmond" (decision 153). */
export interface SameName {
  /** The name as searched: "Richmond". */
  name: string;
  /** Each place, named to tell it apart, and the deals a search there can list; largest first. */
  places: readonly { name: string; deals: number }[];
  /** The search asked again in the first place alone: "houses in Richmond, North Yorkshire". */
  example: string;
  /**
   * The one place searched, where the name is read as one ("Newcastle": Newcastle upon Tyne), and
   * `example` asks for the other (decision 161); absent when every place was searched.
   */
  shown?: string;
}

/**
 * Said when a name searched is shared by places far apart (decision 153): 'Richmond is the name of
 * two places in the data: Richmond, Greater London (40 deals) and Richmond, North Yorkshire (12
 * deals). Showing both; ask for "houses in Richmond, Greater London" to see one.' — or "".
 */
export function sameNameSentence(input: SearchSummaryInput): string {
  return (input.sameNames ?? [])
    .map(({ name, places, example, shown }) => {
      const n = places.length;
      const each = places.map((p) => `${p.name} (${formatCount(p.deals)} ${p.deals === 1 ? "deal" : "deals"})`);
      const searched = shown ?? (n === 2 ? "both" : `all ${inWords(n)}`);
      const said = input.deals.length > 0 ? `Showing ${searched}` : `I searched ${searched}`;
      return `${namesPlaces(name, each)} ${said}; ask for "${example}" to see ${shown ? "the other" : "one"}.`;
    })
    .join(" ");
}

/**
 * Said when one property is valued in the largest of the places a name is shared by (decision
 * 161): 'Richmond is the name of two places in the data: Richmond, Greater London and Richmond,
 * North Yorkshire. I valued it in Richmond, Greater London; name the place as "Richmond, North
 * Yorkshire" to value it there.'
 */
export function valuedInSentence(name: string, places: readonly string[]): string {
  const [used, ...others] = places;
  return `${namesPlaces(name, places)} I valued it in ${used}; name the place as ${joinWithOr(others.map((p) => `"${p}"`))} to value it there.`;
}

/** "Richmond is the name of two places in the data: A and B." (three or more: "A; B and C"). */
function namesPlaces(name: string, places: readonly string[]): string {
  return `${name} is the name of ${inWords(places.length)} places in the data: ${joinWithAnd(places, "; ")}.`;
}

/**
 * What was searched for a locality no postcode sector is mostly given to (decision 127), or "":
 * Price Paid names a suburb on only some of its addresses, so its other sales are not all found.
 */
export function namedOnlySentence(input: SearchSummaryInput): string {
  const names = input.namedOnly ?? [];
  if (names.length === 0) return "";
  const [one] = names;
  const [their, theirs, them] = names.length === 1 ? ["its", `${one}'s`, "it"] : ["their", "theirs", "them"];
  return `HM Land Registry names ${joinWithAnd(names)} on only some of ${their} addresses, and no postcode sector is mainly ${theirs}, so I searched the sales that name ${them} and the others at the same postcodes.`;
}

/** The bedrooms a search asked for, in words, and whether a deal's (likeliest) count is that; null when it asked for none. */
function bedroomsAsked(input: SearchSummaryInput): { words: string; short: string; has: (d: SearchSummaryDeal) => boolean } | null {
  const exact = input.bedroomsAsked;
  if (exact !== undefined) return { words: `${exact} bedrooms`, short: `${exact}-bed`, has: (d) => d.bedrooms === exact };
  const min = input.minBedroomsAsked;
  if (min !== undefined) return { words: `${min} or more bedrooms`, short: `${min}+ bed`, has: (d) => typeof d.bedrooms === "number" && d.bedrooms >= min };
  return null;
}

/**
 * Said when a bedroom search shows homes whose likeliest count is another: sales record no
 * bedroom count, so a home matches where the count asked for is common for its type in its area
 * (decision 038), and its figures stay at its likeliest count, which its title gives. The homes
 * likely to have the count asked for are listed first (decision 122).
 */
export function otherCountSentence(input: SearchSummaryInput): string {
  const asked = bedroomsAsked(input);
  if (!asked || input.deals.every(asked.has)) return "";
  const other = `homes whose likeliest count is different where ${asked.words} is common for their type in the area`;
  if (!input.deals.some(asked.has)) {
    return `Sales record no bedroom count, and none of these is likely to have ${asked.words}: they are ${other}; their figures are for the count in their title.`;
  }
  return `Sales record no bedroom count, so the homes likely to have ${asked.words} are listed first, then ${other}; their figures are for the count in their title.`;
}

/** Why a commercial search finds nothing: the Price Paid sales held are homes. */
export const NO_COMMERCIAL_SENTENCE =
  "None of the deals held is commercial property: the sales are HM Land Registry's records of homes.";

export const NO_RESULTS_SUMMARY = NO_RESULTS_MESSAGE;

/** "I could not filter by HMO (not in the data) or bungalow (not in the data)." — or "". */
export function ignoredSentence(ignored: readonly string[] | undefined): string {
  const list = [...new Set(ignored ?? [])];
  if (list.length === 0) return "";
  return `I could not filter by ${joinWithOr(list)}.`;
}

/**
 * The places among `places` that HM Land Registry's Price Paid Data cannot hold sales for: its
 * coverage is England and Wales, while the reference data (and so the gazetteer) also knows
 * Scotland's and Northern Ireland's authorities, and the two nations themselves.
 */
export function placesNotCovered(places: readonly Place[]): string[] {
  return places.filter((p) => (p.kind === "local-authority" || p.kind === "region") && /^[SN]\d/.test(p.key)).map((p) => p.name);
}

function noResults(input: SearchSummaryInput): string {
  const notCovered = [...new Set(input.notCovered ?? [])];
  const why = notCovered.length
    ? `The sales held are HM Land Registry's, which cover England and Wales only, so there are none in ${joinWithOr(notCovered)}.`
    : "";
  // What was searched, so the user can see what to loosen (not when nothing could be searched).
  const read = !input.placeNotFound && !input.commercial && notCovered.length === 0 && input.description && input.description !== "all properties"
    ? `I searched for ${input.description}.`
    : "";
  return [
    NO_RESULTS_SUMMARY,
    read,
    read ? sameNameSentence(input) : "",
    read ? namedOnlySentence(input) : "",
    ignoredSentence(input.ignored),
    why,
    input.commercial ? NO_COMMERCIAL_SENTENCE : "",
    input.placeNotFound ? PLACE_NOT_FOUND_SENTENCE : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** Said when the only place named is none the data knows, so nothing was searched. */
export const PLACE_NOT_FOUND_SENTENCE =
  "Rather than show deals from everywhere, I searched nowhere: check the place's spelling, or name a town, local authority or postcode district in England or Wales.";

/**
 * Where the figures come from, with the UK HPI month the values are brought to, never just "the
 * latest" (the index runs months behind today).
 */
export function provenanceLine(deals: readonly SearchSummaryDeal[]): string {
  const months = [...new Set(deals.map((d) => d.valueMonth).filter((m): m is string => typeof m === "string"))].sort();
  const rent = "with rent from the ONS average for the area and bedroom count.";
  if (months.length === 0) {
    return deals.some((d) => d.valueMonth === null)
      ? `Each is a completed sale from HM Land Registry, valued at the price paid (each sale came after the UK House Price Index's latest month), ${rent}`
      : `Each is a completed sale from HM Land Registry, its price brought up to the UK House Price Index's latest month, ${rent}`;
  }
  const index = months.length === 1 ? formatMonth(months[0]!) : `${formatMonth(months[0]!)} to ${formatMonth(months.at(-1)!)} (the latest for each area)`;
  const paid = deals.some((d) => d.valueMonth === null) ? ", or valued at the price paid where the sale came after that month" : "";
  return `Each is a completed sale from HM Land Registry, its price brought up to the UK House Price Index of ${index}${paid}, ${rent}`;
}

/** What a sort ranks by, in words. */
export const RANKED_BY: Readonly<Record<SearchSort, string>> = {
  score: "deal score",
  "price-asc": "lowest price",
  "yield-desc": "highest gross yield",
  "roi-desc": "highest ROI",
};

/** "12", "1,000", or "more than 1,000" when the count was capped. */
export function countText(total: number, capped: boolean): string {
  return capped ? `more than ${formatCount(total)}` : formatCount(total);
}

function countOf(input: SearchSummaryInput): { total: number; text: string; noun: string } {
  const total = Math.max(Number.isFinite(input.total) ? input.total : 0, input.deals.length);
  const capped = input.capped === true;
  return { total, text: countText(total, capped), noun: total === 1 && !capped ? "property" : "properties" };
}

const BEST: Readonly<Record<SearchSort, { better: (a: SearchSummaryDeal, b: SearchSummaryDeal) => number; why: string }>> = {
  "price-asc": { better: (a, b) => a.price - b.price || b.score - a.score, why: "the lowest price" },
  "yield-desc": { better: (a, b) => b.yield - a.yield || b.score - a.score, why: "the best yield" },
  "roi-desc": { better: (a, b) => b.roi - a.roi || b.score - a.score, why: "the best ROI" },
  score: { better: (a, b) => b.score - a.score || b.yield - a.yield || a.price - b.price, why: "the highest score" },
};
const REASON_ORDER: readonly SearchSort[] = ["score", "yield-desc", "roi-desc", "price-asc"];

/** The pick by the listed ranking, and every way it leads these results (its ranking first). */
export function topPick(
  deals: readonly SearchSummaryDeal[],
  sort: SearchSort = "score",
): { deal: SearchSummaryDeal; reasons: string[] } | undefined {
  const deal = [...deals].sort(BEST[sort].better)[0];
  if (!deal) return undefined;
  const leads = (s: SearchSort) => deals.every((other) => leadsOn(s, deal, other));
  const reasons = [sort, ...REASON_ORDER.filter((s) => s !== sort)].filter(leads).map((s) => BEST[s].why);
  return { deal, reasons };
}

/** Whether `a` is at least as good as `b` on what `sort` ranks by (ties lead too). */
function leadsOn(sort: SearchSort, a: SearchSummaryDeal, b: SearchSummaryDeal): boolean {
  switch (sort) {
    case "price-asc":
      return a.price <= b.price;
    case "yield-desc":
      return a.yield >= b.yield;
    case "roi-desc":
      return a.roi >= b.roi;
    case "score":
      return a.score >= b.score;
  }
}

/** "Terrace, Salford in Salford at £150,000, scoring 71/100 with a 7.2% gross yield and +6.1% ROI (Medium confidence)". */
export function dealFacts(d: SearchSummaryDeal): string {
  const sure = d.confidence ? ` (${confidenceLabelText(d.confidence)} confidence)` : "";
  return `${d.title} in ${d.location} at ${formatPounds(d.price)}, scoring ${d.score}/100 with a ${percent(d.yield)} gross yield and ${signedPercent(d.roi)} ROI${sure}`;
}

/**
 * The top pick, and the results it was picked from: for a bedroom search, the homes likely to have
 * the count asked for where some are listed (decision 122), else all of them.
 */
function pickOf(input: SearchSummaryInput): { pick: ReturnType<typeof topPick>; among: string } {
  const asked = bedroomsAsked(input);
  const likely = asked ? input.deals.filter(asked.has) : [];
  if (!asked || likely.length === 0 || likely.length === input.deals.length) return { pick: topPick(input.deals, input.sort), among: "in these results" };
  return { pick: topPick(likely, input.sort), among: `among the likely ${asked.short} homes in these results` };
}

function pickSentence(input: SearchSummaryInput): string {
  const { pick, among } = pickOf(input);
  if (input.deals.length === 1) return `It's ${dealFacts(pick!.deal)}.`;
  return `Top pick: ${dealFacts(pick!.deal)}, chosen for ${joinWithAnd(pick!.reasons)} ${among}.`;
}

function range(values: number[], format: (n: number) => string, noun: string): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? `${noun} ${format(min)}` : `${noun} from ${format(min)} to ${format(max)}`;
}

/** The chat's summary (built-in engine): count, top pick and why, the ranges, the provenance. */
export function summariseSearch(input: SearchSummaryInput): string {
  const deals = input.deals ?? [];
  if (deals.length === 0) return noResults(input);
  const count = countOf(input);
  const description = (input.description ?? "").trim();
  const sort = input.sort ?? "score";
  const more = count.total > deals.length || input.capped;
  const ranking = sort === "score" ? "" : `, ranked by ${RANKED_BY[sort]}`;
  const otherCount = otherCountSentence(input);
  const sentences = [
    `I found ${count.text} ${count.noun}${description ? ` matching "${description}"` : ""}${more ? `, showing the top ${deals.length}${ranking}` : ""}.`,
    sameNameSentence(input),
    namedOnlySentence(input),
    ...(input.ignored?.length ? [ignoredSentence(input.ignored)] : []),
    pickSentence(input),
    ...(otherCount ? [otherCount] : []),
  ];
  if (deals.length > 1) {
    sentences.push(
      `${range(deals.map((d) => d.price), (n) => formatPounds(n), "Prices run")}, and ${range(deals.map((d) => d.yield), (n) => percent(n), "gross yields")}.`,
    );
  }
  sentences.push(provenanceLine(deals), "Open a deal for the full workings, or ask me about it.");
  return sentences.filter(Boolean).join(" ");
}

/**
 * How to see the next page in the chat (decision 116), when the search matched more than the
 * `listed` deals shown so far; otherwise "".
 */
export function moreHint(input: SearchSummaryInput, listed: number, pageSize: number): string {
  const left = input.capped ? pageSize : input.total - listed;
  return left > 0 ? `Say "show me more" for the next ${Math.min(left, pageSize)}.` : "";
}

/**
 * The chat's answer to "show me more" (decision 116): the next page of the same search, after
 * the `listedBefore` deals its earlier answers listed. Written here, not by an engine: the page
 * is the search's own, in the same ranking.
 */
export function nextPageSummary(input: SearchSummaryInput, listedBefore: number, pageSize: number): string {
  const count = countOf(input);
  const shown = input.deals.length;
  const listed = listedBefore + shown;
  const matching = `matching "${input.description}"`;
  const ranking = RANKED_BY[input.sort ?? "score"];
  const last = !input.capped && listed >= count.total;
  const head = last
    ? `Here ${shown === 1 ? "is the last" : `are the last ${shown}`} of the ${count.text} ${count.noun} ${matching}, ranked by ${ranking}: all ${count.text} are now listed in this chat.`
    : `Here are ${shown} more ${shown === 1 ? "property" : "properties"} ${matching}, next in the ranking by ${ranking}: ${formatCount(listed)} of ${count.text} listed in this chat so far.`;
  return [
    head,
    otherCountSentence(input),
    provenanceLine(input.deals),
    'Ask about one by its place in this list, for example "is the first one a good deal?".',
    moreHint(input, listed, pageSize),
  ]
    .filter(Boolean)
    .join(" ");
}

/** The answer to "show me more" when the search has no more to list (decision 116). */
export function noMoreSummary(input: SearchSummaryInput): string {
  if (input.total === 0 || input.placeNotFound) {
    return "Your last search listed no deals, so there are no more to show. Try that search with fewer limits (a higher price or a wider area), or check the place's spelling.";
  }
  const count = countOf(input);
  const listed =
    count.total === 1
      ? `The only property matching "${input.description}" is already listed in this chat.`
      : `All ${count.text} ${count.noun} matching "${input.description}" are already listed in this chat.`;
  return `There are no more: ${listed} To see others, try that search with fewer limits (a higher price or a wider area).`;
}

/** The summary `POST /api/ai/search` returns: what was searched, the count, the ranking, the pick. */
export function searchApiSummary(input: SearchSummaryInput): string {
  if (input.deals.length === 0) return noResults(input);
  const count = countOf(input);
  const ranked = RANKED_BY[input.sort ?? "score"];
  const shown = input.deals.length;
  const order =
    shown < count.total || input.capped ? `Here are the top ${shown}, ranked by ${ranked}.` : `Ranked by ${ranked}.`;
  const notes = [sameNameSentence(input), namedOnlySentence(input), ignoredSentence(input.ignored)].filter(Boolean).map((n) => ` ${n}`).join("");
  const otherCount = otherCountSentence(input);
  return `I searched for ${input.description} and found ${count.text} matching ${count.noun}.${notes} ${order} ${pickSentence(input)}${otherCount ? ` ${otherCount}` : ""} ${provenanceLine(input.deals)}`;
}

/** The same facts for a language model to write from (OpenAI engine). */
export function summaryFacts(input: SearchSummaryInput): string {
  const count = countOf(input);
  const { pick, among } = pickOf(input);
  const lines = [
    `We searched for ${input.description} and found ${count.text} matching ${count.noun}, ranked by ${RANKED_BY[input.sort ?? "score"]}.`,
    provenanceLine(input.deals),
  ];
  for (const note of [sameNameSentence(input), namedOnlySentence(input), ignoredSentence(input.ignored), otherCountSentence(input)]) {
    if (note) lines.push(`Tell the user plainly: ${note}`);
  }
  if (pick) lines.push(`The top pick by that ranking ${among}: ${dealFacts(pick.deal)} (${joinWithAnd(pick.reasons)}).`);
  return lines.join(" ");
}
