/**
 * Spec section 5 routing: is a chat message a property search or a question for general chat?
 */
import { asksBuyersDeposit } from "../assistant/buyers-deposit";
import { isAnalysisRequest } from "./analyse-request";
import { ALL_CITIES_GAZETTEER, findPlace, findPlaces } from "./gazetteer";
import { blankOut } from "./order";
import { readingFor, type Reading } from "./parse";
import type { Gazetteer } from "./types";
import {
  AREA,
  AVAILABILITY_RE,
  EXPLICIT_SEARCH_RE,
  LANDLORD_PURPOSE,
  LOOKING_FOR_RE,
  PASSES_LENDERS_TEST_RE,
  PROPERTY_WORD_RE,
  QUESTION_RES,
  TOPIC_RE,
} from "./vocabulary";

const BEST = String.raw`(?:best|highest|top|strongest|biggest)`;
const MEASURE = String.raw`(?:yields?|roi|returns?|deals?|cash[\s-]*flow)`;
/**
 * Asking where the deals are: "where is the best yield?", "where should I invest for the highest
 * yield?", "which areas have the highest yields?", "best towns for yield".
 */
const WHERE_BEST_RES = [
  new RegExp(String.raw`\bwhere\b[^?]*\b${BEST}\b[^?]*\b${MEASURE}`),
  new RegExp(String.raw`\b(?:which|what)\b[^?]*\b${AREA}\b[^?]*\b${BEST}\b[^?]*\b${MEASURE}`),
  new RegExp(String.raw`\b${BEST}\s+${AREA}\s+(?:for|with|to\s+get)\b[^?]*\b${MEASURE}`),
  // "What's the best area in Manchester for btl?", "which towns are best for buy to let?"
  new RegExp(String.raw`\b${BEST}\s+${AREA}\b[^?]*\bfor\s+${LANDLORD_PURPOSE}`),
  new RegExp(String.raw`\b(?:which|what)\b[^?]*\b${AREA}\b[^?]*\b${BEST}\s+for\s+${LANDLORD_PURPOSE}`),
];
/** A topic that makes a "where is the best…" message a question, not a search ("should I" is not one here). */
const WHERE_TOPIC_RE = new RegExp(TOPIC_RE.source.replace(String.raw`|should\s+i`, ""));

/**
 * A ranking by yield or ROI said of a place, and nothing between them (decision 139): "best
 * yields in Liverpool", "highest ROI in Salford", "top rental yields across the North West",
 * "Liverpool best yields", "what are the best returns in Leeds?". "The best yield to aim for in
 * Leeds" puts words between, and stays a question.
 */
const RANKED_AT_PLACE_RE = new RegExp(
  String.raw`\b${BEST}[\s-]+(?:(?:gross|net|rental|average|annual|btl|buy[\s-]*to[\s-]*let)\s+)?` +
    String.raw`(?:yields?|yielding(?:\s+${AREA})?|roi|r\.o\.i\.?|returns?(?:\s+on\s+investment)?|cash[\s-]*flows?)` +
    String.raw`(?:\s+(?:in|near|around|across|within|for)\b|[\s,]*(?:please|pls|thanks)?[\s?.!]*$)`,
);
/** Nowhere in particular: "best yields in the UK" ranks every deal. */
const NATIONWIDE_RE = /\b(?:in|across)\s+(?:the\s+)?(?:uk|united\s+kingdom|country|(?:great\s+)?britain|england\s+and\s+wales)\b/;
/**
 * Asking what yield is, not where it is best: "is it worth chasing the highest yields in
 * Liverpool?", "what do the best yields in Leeds mean?". TOPIC_RE's tax, law and money words
 * (and "how much", "why", "should I") are the others.
 */
const CONCEPT_RE =
  /\b(?:explain\w*|mean(?:s|ing|t)?|calculat\w*|work(?:ed)?\s+out|defin\w*|typical(?:ly)?|normal(?:ly)?|realistic(?:ally)?|expect\w*|worth|advice|advise|tips?|pros\s+and\s+cons|difference|risks?|risky|chas(?:e|ing)|sustainable|is\s+(?:it|this|that))\b/;

/**
 * "Show me Liverpool", "can you show me Leeds or Bradford?", "find everything in the North West":
 * a search verb and then nothing but places is a search of them (decision 139).
 */
const SHOW_LEAD_RE =
  /^(?:(?:ok(?:ay)?|so|now|please|pls|hi|hey)[\s,]+)*(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+)?(?:show|find|list|get|search|browse|display|give|pull\s+up)(?:\s+(?:me|us))?(?:\s+(?:everything|anything|all|what(?:['’]s|\s+is|\s+you\s+have|\s+you['’]ve\s+got)))?(?:\s+(?:in|for|around|near|from|of|across))?\s+/i;
const ONLY_JOINERS_RE = /^(?:[\s,.!?&/]|\b(?:and|or|the|please|pls|thanks)\b)*$/i;

function showsOnlyPlaces(message: string, gazetteer?: Gazetteer): boolean {
  const lead = SHOW_LEAD_RE.exec(message);
  if (!lead) return false;
  const found = [...findPlaces(message, ALL_CITIES_GAZETTEER), ...(gazetteer ? findPlaces(message, gazetteer) : [])];
  const spans = found.filter((f) => f.start >= lead[0].length).map((f) => [f.start, f.end] as const);
  return spans.length > 0 && ONLY_JOINERS_RE.test(blankOut(message, spans).slice(lead[0].length));
}

/** A sum said as the loan itself ("a £150k interest-only mortgage", "£100,000 btl loan"), or the interest on one. */
const LOAN_SUM_RE =
  /\d\s*(?:k|m|thousand|grand)?\s+(?:(?:interest[\s-]*only|btl|buy[\s-]*to[\s-]*let|repayment|bridging)\s+)*(?:loan|mortgage)\b|\binterest\s+(?:on|be|cost|would)\b/i;

/** Asking the cap on a tenancy or holding deposit. */
const DEPOSIT_CAP_RE = /\b(?:max(?:imum)?|most|cap(?:ped)?|limit|how\s+much)\b[^.?!]*\bdeposits?\b|\bdeposits?\s+(?:cap|limit)|\bholding\s+deposit/;

/**
 * Asking the rent a price or a loan needs ("minimum rent for a £180,000 buy to let to pass the
 * ICR", "what rent do I need on a £200k flat?"): a sum to work, not a search (decision 166). A
 * minimum rent followed by its amount ("min rent £900") is left to the other rules.
 */
const RENT_NEEDED_RE = new RegExp(
  [
    String.raw`\b(?:min(?:imum)?|lowest|least)\s+(?:monthly\s+|annual\s+)?rent\b(?!\s*(?:of\s+)?£?\d)`,
    String.raw`\b(?:what|how\s+much)\s+(?:monthly\s+|annual\s+)?rent\b[^.?!]*\b(?:need(?:ed)?|required|pass(?:es)?|cover|break[\s-]*even|stress)\b`,
    String.raw`\brent\s+(?:needed|required)\b`,
    PASSES_LENDERS_TEST_RE.source,
  ].join("|"),
);

/** Whether the message reads as a question for general chat (tax, law, advice…). */
export function isQuestion(message: string): boolean {
  const text = message.toLowerCase();
  return QUESTION_RES.some((re) => re.test(text));
}

/** Whether the message names a property ("flats", "houses", "properties", "deals", "HMOs"…). */
export function hasPropertyWord(message: string): boolean {
  return PROPERTY_WORD_RE.test(message);
}

/**
 * Spec section 5 routing. A question goes to chat unless it also has both a price phrase and a
 * property word (a bedroom count such as "2 bed" counts as one). Otherwise, with a property word, it is a search when it has an explicit
 * find/show/list/get/search verb, a looking-for/want/need phrase, a price phrase (or a bare
 * £ amount), a known city/place, a bedroom count, a yield/ROI criterion or ordering, or "cheap".
 */
export function routeMessage(message: string, gazetteer?: Gazetteer, reading?: Reading): "search" | "chat" {
  if (!message.trim()) return "chat";
  const read = readingFor(message, gazetteer, reading);
  const text = message.toLowerCase();
  if (RENT_NEEDED_RE.test(text)) return "chat";
  // "What deposit would I need for a buy to let?": the buyer's deposit is a sum to work, not a
  // search (decision 205).
  if (asksBuyersDeposit(text)) return "chat";
  // "Is a 2 bed flat in LS6 for £150,000 a good deal?": an analysis, counted as a search (decision 053).
  if (isAnalysisRequest(message, gazetteer, read)) return "search";
  const { criteria: c, pricePhrase, bareMoney, namedPlace, rentGiven } = read.placed();
  // "What's the yield on a £150k house renting at £900pcm?": a rent with a price is a sum to work,
  // not a search (decision 105).
  if (rentGiven && (c.minPrice !== undefined || c.maxPrice !== undefined)) return "chat";
  // "Max deposit on a flat in Leeds at £1200 pcm": the most a landlord may take on that rent, a
  // sum to work, not a search (decision 111).
  if (rentGiven && DEPOSIT_CAP_RE.test(text)) return "chat";
  const place =
    namedPlace ||
    findPlace(message, ALL_CITIES_GAZETTEER) !== undefined ||
    (gazetteer !== undefined && findPlace(message, gazetteer) !== undefined);
  const measured =
    pricePhrase || c.minYield !== undefined || c.maxYield !== undefined || c.minRoi !== undefined ||
    c.belowMarketValue === true || c.cashFlowPositive === true;
  // "a 2 bed" names a property as surely as "a flat" does; so does "anything in Leeds under
  // 150k" or "7% plus yield in Oldham": a place with a price or yield asks for properties.
  const property =
    hasPropertyWord(text) ||
    c.bedrooms !== undefined ||
    c.minBedrooms !== undefined ||
    c.maxBedrooms !== undefined ||
    (place && (measured || AVAILABILITY_RE.test(text)));
  // "what's available in M14 under 150k", "any good deals in Leeds?": asking what is for sale
  // is a search, unless it is about tax, law or money matters.
  if (property && AVAILABILITY_RE.test(text) && !TOPIC_RE.test(text)) return "search";
  // "Where is the best yield?", "where should I invest for the highest yield?": asking where the
  // deals are is a search, ranked by what was named.
  if (WHERE_BEST_RES.some((re) => re.test(text)) && !WHERE_TOPIC_RE.test(text)) return "search";
  // "Best yields in Liverpool", "what are the highest returns in Leeds?": a place's deals, ranked
  // by the measure named (decision 139).
  const ranked = c.sort === "yield-desc" || c.sort === "roi-desc";
  if (ranked && RANKED_AT_PLACE_RE.test(text) && (place || NATIONWIDE_RE.test(text)) && !TOPIC_RE.test(text) && !CONCEPT_RE.test(text)) {
    return "search";
  }
  // "Somewhere in Greater Manchester with good yields", "high yields in Leeds", "good ROI in
  // Salford": a place's deals wanted for their yield or ROI, ranked by it (decision 206). "What's a
  // good yield in Leeds?" and "is a high yield in Leeds worth it?" ask about yield itself, and stay chat.
  const wantedFor = c.highYield === true || ranked;
  if (wantedFor && place && !isQuestion(text) && !TOPIC_RE.test(text) && !CONCEPT_RE.test(text)) return "search";
  // "Show me Liverpool": a search verb and a place, nothing else (decision 139).
  if (showsOnlyPlaces(message, gazetteer)) return "search";
  // "What's the interest on a £100,000 btl loan at 6%?": a sum said as a loan is no price asked for.
  if (isQuestion(text) && LOAN_SUM_RE.test(text)) return "chat";
  if (isQuestion(text)) return pricePhrase && property ? "search" : "chat";
  // "Anything under £100k with a 9% yield", "budget of £80,000, any town with a good yield": a
  // price and a yield or ROI ask for properties without naming them.
  if (!property && pricePhrase && (c.minYield !== undefined || c.highYield === true || c.minRoi !== undefined)) return "search";
  if (!property) return "chat";
  const signals =
    EXPLICIT_SEARCH_RE.test(text) ||
    LOOKING_FOR_RE.test(text) ||
    pricePhrase ||
    bareMoney ||
    place ||
    c.bedrooms !== undefined ||
    c.minBedrooms !== undefined ||
    c.minYield !== undefined ||
    c.minRoi !== undefined ||
    c.highYield === true ||
    c.sort === "yield-desc" ||
    c.sort === "roi-desc" ||
    c.cheap === true;
  return signals ? "search" : "chat";
}
