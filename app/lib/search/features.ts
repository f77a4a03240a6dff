/**
 * What an investor asks for beyond price, type, size and place: the filters the data can answer
 * (below market value, cash flow positive, new build, tenure) and the wishes it cannot (HMOs,
 * bungalows, gardens…), which the search reports as ignored (decision 051).
 *
 * The shipped deals are HM Land Registry Price Paid sales valued by our model: each has a price,
 * a type (detached/semi/terraced/flat/other), a new-build flag, a tenure, an address and the
 * valuation's figures. Nothing else about the building or its use is known.
 */
import type { SearchCriteria, Tenure } from "./types";

export interface FeatureReading {
  belowMarketValue?: boolean;
  cashFlowPositive?: boolean;
  newBuild?: boolean;
  tenure?: Tenure;
  /** Wishes the data cannot answer, each with its reason: "HMO (not in the data)". */
  ignored: string[];
}

const BELOW_MARKET_RE =
  /\b(?:below|under|beneath|less\s+than)[\s-]+(?:the\s+)?(?:market|area|local)[\s-]+(?:value|average|price)s?\b|\bbmv\b|\bunder[\s-]*valued\b|\bbargains?\b|\bdiscounted\b/;
const CASH_FLOW_RE =
  /\b(?:cash[\s-]*flow(?:s|ing)?[\s-]+positive|positive(?:ly)?[\s-]+(?:cash[\s-]*flow(?:ing)?|geared)|cash[\s-]*flow(?:ing)?\s+(?:deals?|propert(?:y|ies)|homes?|flats?|houses?)|(?:that|which)\s+cash[\s-]*flows?|cash[\s-]*flowing)\b/;
const NEW_BUILD_RE = /\bnew[\s-]*builds?\b|\bnewly[\s-]+built\b|\bbrand[\s-]+new\b/;
const NOT_NEW_BUILD_RE = /\b(?:no|not|non|excluding|except|avoid(?:ing)?|without|exclude)[\s-]+(?:any\s+)?new[\s-]*builds?\b|\bold(?:er)?\s+(?:stock|build|homes|houses|propert(?:y|ies))\b|\bresales?\b/;
const FREEHOLD_RE = /(?<!share\s+of\s+(?:the\s+)?)\bfreeholds?\b/;
const LEASEHOLD_RE = /\bleaseholds?\b/;
const NOT_LEASEHOLD_RE = /\b(?:no|not|non|excluding|avoid(?:ing)?|without)[\s-]+leaseholds?\b/;
const NOT_FREEHOLD_RE = /\b(?:no|not|non|excluding|avoid(?:ing)?|without)[\s-]+freeholds?\b/;

/** Wishes the Price Paid data cannot answer: pattern → how the summary names it. */
const NOT_IN_DATA: readonly [RegExp, string][] = [
  [/\bhmos?\b|\bhouses?\s+(?:in|of)\s+multiple\s+occupation\b|\bmulti[\s-]*lets?\b|\bco[\s-]*living\b|\brooms?\s+to\s+(?:let|rent)\b/, "HMO"],
  [/\bhmo\s+licen[cs]\w*|\bselective\s+licen[cs]\w*|\badditional\s+licen[cs]\w*/, "licensing"],
  [/\bbungalows?\b/, "bungalow"],
  [/\bcottages?\b/, "cottage"],
  [/\bmaisonettes?\b/, "maisonette"],
  [/\bpenthouses?\b/, "penthouse"],
  [/\bshare\s+of\s+(?:the\s+)?freehold\b/, "share of freehold"],
  [/\bgardens?\b/, "garden"],
  [/\b(?:off[\s-]+road\s+)?parking\b|\bgarages?\b|\bdriveways?\b/, "parking"],
  [/\bchain[\s-]*free\b|\bno\s+(?:onward\s+)?chain\b/, "chain-free"],
  [/\bauctions?\b|\brepossess\w*|\brepos?\b/, "auction or repossession"],
  [/\bneeds?\s+(?:some\s+)?(?:work|modernis\w+|moderniz\w+|renovat\w+|refurb\w*|updating)\b|\bfixer[\s-]*uppers?\b|\brefurb(?:ishment)?s?\b|\bdo[\s-]*ers?[\s-]*up(?:per)?s?\b|\bflips?\b/, "condition"],
  [/\bstudent\s+(?:lets?|accommodation|housing|propert(?:y|ies)|rentals?)\b/, "student let"],
  [/\bholiday\s+lets?\b|\bairbnb\b|\bserviced\s+accommodation\b|\bshort[\s-]+lets?\b/, "holiday or short let"],
  [/\bsea\s+views?\b|\bwaterfront\b|\bviews?\s+of\b/, "view"],
  [/\bepc\s+(?:rating\s+)?(?:of\s+)?(?:[a-g]\b|band)|\benergy\s+rating\b/, "EPC rating"],
  [/\blisted\s+(?:building|propert(?:y|ies)|homes?)\b|\bgrade\s+(?:i{1,2}|[12])\*?\s+listed\b/, "listed status"],
  [/\bshared\s+ownership\b/, "shared ownership"],
  [/\bretirement\b/, "retirement housing"],
  [/\b(?:near|close\s+to|walking\s+distance\s+(?:of|to|from)|by)\s+(?:a\s+|the\s+)?(?:good\s+)?(?:schools?|stations?|tube|universit(?:y|ies)|hospital|metro(?:link)?|tram|shops|amenities|transport|motorway)\b/, "distance to amenities"],
  [/\btenan(?:ted|ts?\s+in\s+situ)\b|\bsitting\s+tenants?\b|\bwith\s+(?:a\s+)?tenants?\b/, "tenanted"],
  [/\b(?:cash\s+buyers?\s+only|unmortgageable|non[\s-]*standard\s+construction)\b/, "mortgageability"],
  [/\b(?:sq(?:uare)?\.?\s*(?:ft|feet|m|metres?|meters?)|floor\s+area)\b/, "floor area"],
  [/\bcouncil\s+tax\s+band\b/, "council tax band"],
];

/** How each ignored wish is explained. */
export const NOT_IN_DATA_REASON = "not in the data";

/** The filters and the ignored wishes in a lower-cased message. */
export function readFeatures(text: string): FeatureReading {
  const out: FeatureReading = { ignored: [] };
  if (BELOW_MARKET_RE.test(text)) out.belowMarketValue = true;
  if (CASH_FLOW_RE.test(text)) out.cashFlowPositive = true;
  if (NOT_NEW_BUILD_RE.test(text)) out.newBuild = false;
  else if (NEW_BUILD_RE.test(text)) out.newBuild = true;
  const free = FREEHOLD_RE.test(text) && !NOT_FREEHOLD_RE.test(text);
  const lease = LEASEHOLD_RE.test(text) && !NOT_LEASEHOLD_RE.test(text);
  if (free && !lease) out.tenure = "freehold";
  else if (lease && !free) out.tenure = "leasehold";
  else if (NOT_LEASEHOLD_RE.test(text) && !free) out.tenure = "freehold";
  else if (NOT_FREEHOLD_RE.test(text) && !lease) out.tenure = "leasehold";
  for (const [re, label] of NOT_IN_DATA) {
    if (re.test(text)) out.ignored.push(`${label} (${NOT_IN_DATA_REASON})`);
  }
  return out;
}

/** Copies the answerable filters into the criteria. */
export function applyFeatures(c: SearchCriteria, f: FeatureReading): void {
  if (f.belowMarketValue) c.belowMarketValue = true;
  if (f.cashFlowPositive) c.cashFlowPositive = true;
  if (f.newBuild !== undefined) c.newBuild = f.newBuild;
  if (f.tenure) c.tenure = f.tenure;
}
