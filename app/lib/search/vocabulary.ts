/**
 * The words and phrases a search sentence is read with: property words, question phrases,
 * search verbs, and the patterns for yield/ROI thresholds, bedrooms, prices, sorts and types.
 * Only patterns here; what they mean is decided in `parse.ts` and `route.ts`.
 *
 * - A percentage with a comparator but no metric word ("flats over 7%") is a minimum yield, or a
 *   minimum ROI when the message mentions ROI/return (see parse.ts).
 * - "Price phrase" (what the spec's routing calls one) = a comparator phrase: under/below/less
 *   than/up to/max/budget of/around/over/above/at least/from/between £x and £y/£x-£y/£x+.
 */
import { moneyRe } from "./money";

export const PROPERTY_WORD_RE =
  /\b(?:propert(?:y|ies)|flats?|apartments?|maisonettes?|studios?|penthouses?|houses?|homes?|town\s?houses?|terraced?|terraces|semis?|semi[\s-]*detached|detached|bungalows?|cottages?|commercial|shops?|offices?|retail\s+units?|warehouses?|deals?|investments?|buy[\s-]to[\s-]lets?|btls?|hmos?|units?|real\s+estate|dwellings?|listings?)\b/i;

/**
 * A purchase tax by any of its names, and as commonly misspelt: "stamp duty", "stamp dity",
 * "stamp duties", "stampduty", SDLT, LTT, LBTT, the land transaction taxes spelt out, and Scotland's
 * ADS when it reads as the tax ("ADS on 150k", "pay ADS"), not adverts ("ads for flats").
 * Lower-case source, for lower-cased text.
 */
export const PURCHASE_TAX = String.raw`(?:stamp[\s-]*d[uiy][a-z]{1,5}|sdlt|lbtt|ltt|land\s+(?:and\s+buildings\s+)?transaction\s+tax|additional\s+dwellings?\s+supplement|ads(?=\s+(?:on|payable|due|rates?|surcharge|bill)\b)|(?<=\b(?:pay|paying|owe)\s+)ads)`;

export const QUESTION_RES: readonly RegExp[] = [
  /\bwhy\b/,
  /\bhow\s+(?:is|are|do|does|did|can|could|should|would|will|much|many|long|often|to|about|does)\b/,
  /\bwhat\s+(?:is|are|was|were|does|do|did|happens|would|should|could|about|if|kind|type|sort)\b/,
  /\bwhat['’]?s\b/,
  /\b(?:when|where)\s+(?:is|are|do|does|should|can|could|would|will)\b/,
  /\bwhich\s+(?:is|are|would|should)\b/,
  /\bshould\s+(?:i|we|you|they)\b/,
  /\bwould\s+(?:it|you\s+recommend)\b/,
  /\bis\s+(?:it|now|this|that)\b/,
  /\bdo\s+i\s+(?:need|have\s+to|pay)\b/,
  /\b(?:explain|explanation|advice|advise|tips?|tell\s+me\s+about|pros\s+and\s+cons|difference\s+between)\b/,
  /\b(?:tax|taxes|taxed|taxation|law|laws|legal|legally|legislation|regulations?|rules)\b/,
  new RegExp(String.raw`\b(?:mortgages?|remortgag\w*|${PURCHASE_TAX}|section\s*(?:24|21)|capital\s+gains|cgt|inheritance)\b`),
  /\b(?:strateg(?:y|ies)|epc|energy\s+performance|licen[cs](?:e|es|ing)|renters['’]?\s+(?:rights|reform)|tenants['’]?\s+rights|evict\w*|limited\s+company|ltd\s+company|spv|insurance|right\s+to\s+rent|landlord\s+registration|interest\s+rates?)\b/,
];

/** Asking what is for sale: "what's available", "anything under 150k", "any good deals". */
export const AVAILABILITY_RE =
  /\b(?:what(?:['’]s|\s+is|\s+are)\s+(?:available|for\s+sale|on\s+(?:the\s+)?(?:market|offer)|out\s+there|going)|what\s+(?:have\s+you\s+got|do\s+you\s+have|can\s+you\s+find)|anything|something|any\s+(?:good\s+|decent\s+|cheap\s+)?(?:deals?|propert(?:y|ies)|flats?|houses?|homes?|bargains?)|(?:available|for\s+sale)\b)/;
/** Subjects that make a message a question for the assistant even when it names a place and a price. */
export const TOPIC_RE = new RegExp(
  String.raw`\b(?:tax|taxes|${PURCHASE_TAX}|mortgages?|law|laws|legal|regulations?|rules|licen[cs](?:e|es|ing)|section\s*(?:24|21)|capital\s+gains|cgt|insurance|epc|evict\w*|how\s+(?:much|do|does|can)|why|should\s+i)\b`,
);

/**
 * Passing the lender's rent test asked: "pass the ICR", "passes the stress test", "pass the
 * lender's rent test" (decision 166), "pass the lender's stress test" or "…lender's ICR". A
 * question to work, never a search.
 */
export const PASSES_LENDERS_TEST_RE =
  /\bpass(?:es)?\s+(?:the\s+|a\s+)?(?:(?:lender['’]?s?\s+)?(?:icr|interest\s+cover(?:age)?(?:\s+ratio)?|(?:rental\s+)?stress[\s-]*test)|lender['’]?s?\s+(?:rent\s+)?test)\b/i;
export const EXPLICIT_SEARCH_RE = /\b(?:find|show|list|get|search|fetch|display|give\s+me|browse|pull\s+up)\b/;
export const LOOKING_FOR_RE =
  /\b(?:looking\s+(?:for|at)|look\s+for|want(?:ed|s)?|need(?:s|ed)?|interested\s+in|searching\s+for|hunting\s+for|seeking|i['’]?d\s+like|would\s+like|any)\b/;

export const WORD_NUMBERS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
export const CNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;
export const BED = String.raw`\s*-?\s*(?:bed(?:room)?s?(?:ed)?|bdrms?|bds?|brs?)\b`;
export const NB = String.raw`(?<![\w.£])`;

export const MIN_CMP = String.raw`(?:over|above|at\s+least|more\s+than|greater\s+than|higher\s+than|better\s+than|min(?:imum)?\.?(?:\s+of)?|no\s+less\s+than|not\s+less\s+than|upwards\s+of|north\s+of|in\s+excess\s+of|>=|>|≥)`;
export const MAX_CMP = String.raw`(?:under|below|less\s+than|lower\s+than|at\s+most|max(?:imum)?(?:\s+of)?|up\s+to|no\s+more\s+than|<=|<|≤)`;
export const PCT_NUM = String.raw`(?<![\w.£])(\d+(?:\.\d+)?)(?!\d|[.,]\d)(?!\s*(?:k|mn|m|bn|thousand|grand|million|mil)\b|${BED}|\s*(?:years?|yrs?)\b)`;
export const PCT = String.raw`(\s*(?:%|percent\b|per\s*cent\b))?`;
export const PLUS = String.raw`(\s*(?:\+|plus\b|or\s+(?:more|above|higher|better)\b))?`;
export const YIELD_WORD = String.raw`(?:(?:gross|net|rental|average)\s+)?(?:yields?|yielding)\b`;
export const ROI_WORD = String.raw`(?:roi\b|r\.o\.i\.?|return\s+on\s+investment\b|returns?\b)`;

function metricAfterRe(word: string): RegExp {
  // "yield of at least 7%", "ROI over 15%", "yield 7%+".
  return new RegExp(
    String.raw`(?<![\w])${word}\s*(?:(?:of|is|at|:|=|around|about)\s*)?(?:(${MIN_CMP}|${MAX_CMP})\s*)?(?:of\s+)?${PCT_NUM}${PCT}${PLUS}`,
    "g",
  );
}
function metricBeforeRe(word: string): RegExp {
  // "7% yield", "at least 7% gross yield", "10% return".
  return new RegExp(
    String.raw`(?:(${MIN_CMP}|${MAX_CMP})\s*)?${PCT_NUM}${PCT}${PLUS}\s*${word}`,
    "g",
  );
}
export const YIELD_AFTER_RE = metricAfterRe(YIELD_WORD);
export const YIELD_BEFORE_RE = metricBeforeRe(YIELD_WORD);
export const ROI_AFTER_RE = metricAfterRe(ROI_WORD);
export const ROI_BEFORE_RE = metricBeforeRe(ROI_WORD);
export const LOOSE_PCT_RE = new RegExp(
  String.raw`(?:(${MIN_CMP})\s*${PCT_NUM}\s*(?:%|percent\b|per\s*cent\b)|${PCT_NUM}\s*%\s*(?:\+|plus\b|or\s+more\b))`,
  "g",
);
export const MAX_RE = new RegExp(MAX_CMP, "i");
/** A percentage range: group 1 a metric word before, 2 and 3 the bounds, 4 a metric word after. */
function pctRangeRe(lead: string, join: string): RegExp {
  return new RegExp(
    String.raw`(?:((?:(?:gross|net|rental)\s+)?(?:yields?|yielding|roi|returns?)\b)\s*(?:(?:of|is|at|:)\s*)?)?${lead}${PCT_NUM}\s*(?:%|percent\b|per\s*cent\b)?\s*${join}\s*${PCT_NUM}\s*(?:%|percent\b|per\s*cent\b)(\s*(?:(?:gross|net|rental)\s+)?(?:yields?|roi|returns?)\b)?`,
    "g",
  );
}
/** "between 6 and 8%", "yield of between 6% and 8%". */
export const PCT_BETWEEN_RE = pctRangeRe(String.raw`between\s+`, String.raw`(?:and|to|-)`);
/** "6-8% yield", "from 6 to 8 percent". */
export const PCT_DASH_RE = pctRangeRe(String.raw`(?:from\s+)?`, String.raw`(?:-|to)`);

export const BEDS_MAX_RE = new RegExp(String.raw`(?:up\s+to|max(?:imum)?|at\s+most|no\s+more\s+than|fewer\s+than|less\s+than|under)\s+${CNT}${BED}`, "g");
export const BEDS_PLUS_RE = new RegExp(String.raw`${NB}${CNT}\s*\+${BED}`, "g");
export const BEDS_OR_MORE_RE = new RegExp(String.raw`${NB}${CNT}${BED}\s*(?:\+|or\s+more\b|plus\b|or\s+above\b|and\s+above\b|and\s+up\b|min(?:imum)?\b)`, "g");
export const BEDS_AT_LEAST_RE = new RegExp(String.raw`(?:at\s+least|min(?:imum)?\.?(?:\s+of)?|no\s+less\s+than|from)\s+${CNT}${BED}`, "g");
export const BEDS_MORE_THAN_RE = new RegExp(String.raw`(?:more\s+than|over|greater\s+than|above)\s+${CNT}${BED}`, "g");
export const BEDS_RANGE_RE = new RegExp(String.raw`(?:between\s+)?${NB}${CNT}\s*(?:-|to|and|or)\s*${CNT}${BED}`, "g");
export const BEDS_EXACT_RE = new RegExp(String.raw`${NB}${CNT}${BED}`, "g");
export const PRICE_BETWEEN_RE = new RegExp(String.raw`\b(?:between|from)\s+${moneyRe("a")}\s*(?:and|to|-)\s*${moneyRe("b")}`, "g");
export const PRICE_DASH_RE = new RegExp(String.raw`${moneyRe("a")}\s*(?:-|to)\s*${moneyRe("b")}`, "g");
export const PRICE_AROUND_RE = new RegExp(String.raw`(?:\b(?:around|about|approx(?:imately|\.)?|roughly|circa|in\s+the\s+region\s+of|ballpark(?:\s+of)?|close\s+to)|~|\bc\.)\s*${moneyRe("a")}`, "g");
export const PRICE_MAX_RE = new RegExp(String.raw`(?:\b(?:under|below|beneath|less\s+than|lower\s+than|cheaper\s+than|up\s*to|no\s+more\s+than|not\s+more\s+than|no\s+higher\s+than|at\s+most|max(?:imum)?(?:\s+(?:price|budget))?(?:\s+of)?|(?:a\s+|my\s+|the\s+)?budget(?:\s+(?:of|is|up\s+to))?|within|capped\s+at|price\s+cap(?:\s+of)?|sub)|<=|<|≤)[\s:-]*${moneyRe("a")}`, "g");
export const PRICE_MIN_RE = new RegExp(String.raw`(?:\b(?:over|above|more\s+than|greater\s+than|at\s+least|min(?:imum)?(?:\s+price)?(?:\s+of)?|no\s+less\s+than|not\s+less\s+than|upwards\s+of|north\s+of|in\s+excess\s+of|starting\s+(?:at|from)|from)|>=|>|≥)[\s:]*${moneyRe("a")}`, "g");
export const PRICE_PLUS_RE = new RegExp(String.raw`${moneyRe("a")}\s*(?:\+|or\s+more\b|and\s+(?:above|up|over)\b|plus\b|upwards\b)`, "g");
export const PRICE_OR_LESS_RE = new RegExp(String.raw`${moneyRe("a")}\s*(?:or\s+(?:less|under|below)\b|and\s+(?:under|below)\b|max(?:imum)?\b|tops\b)`, "g");
export const PRICE_BARE_RE = new RegExp(moneyRe("a"), "g");
/** Cash to invest, not a price: "£60k saved", "£50,000 in savings", "a £40k deposit", "£60k to invest". */
export const CASH_AFTER_RE = new RegExp(
  String.raw`${moneyRe("a")}\s*(?:saved(?:\s+up)?|savings|in\s+savings|(?:of\s+)?cash\s+to\s+invest|to\s+invest|deposit|(?:as|for)\s+a\s+deposit|in\s+cash|cash)\b`,
  "g",
);
/** "savings of £60k", "a deposit of £40,000", "cash of £50k". */
export const CASH_BEFORE_RE = new RegExp(String.raw`\b(?:savings|deposit|cash)\s+of\s+${moneyRe("a")}`, "g");

export const HIGH_YIELD_RE =
  /\b(?:high|higher|good|great|strong|strongest|biggest|best|top|excellent|decent)[\s-]+(?:(?:gross|net|rental)\s+)?(?:yields?|yielding)\b/;
/** Places as a search ranks them: "which areas", "best towns", "parts of the UK". */
export const AREA = String.raw`(?:areas?|towns?|cities|city|places?|regions?|postcodes?|locations?|parts\s+of\s+the\s+(?:uk|country))`;
/** What an area is best for, when it is a landlord's purpose: "for btl", "for investment" (decision 124). */
export const LANDLORD_PURPOSE = String.raw`(?:btl|buy[\s-]*to[\s-]*lets?|invest(?:ment|ing)?|landlords?|rentals?|renting|letting)\b`;
/**
 * Ranking by yield: "highest yield", "best towns for yield", and the best areas for buy-to-let,
 * which yield ranks (decision 124: "the best area in Manchester for btl"). An order said outright
 * ("sort by yield", "yield high to low") is read in order.ts (decision 127), as are the others'.
 */
export const YIELD_SORT_RE = new RegExp(
  String.raw`\bhighest[\s-]+(?:(?:gross|net|rental)\s+)?(?:yields?|yielding)\b|\b(?:best|highest|top)(?:\s+[a-z0-9-]+){1,3}?\s+for\s+(?:(?:gross|net|rental|buy[\s-]to[\s-]let)\s+)?yields?\b` +
    String.raw`|\b(?:(?:best|top)\s+${AREA}\b(?:\s+[a-z0-9-]+){0,3}?|${AREA}(?:\s+[a-z0-9-]+){0,3}?\s+best)\s+for\s+${LANDLORD_PURPOSE}`,
);
export const ROI_SORT_RE =
  /\b(?:high|higher|highest|good|great|strong|strongest|biggest|best|top)[\s-]+(?:roi|returns?|return\s+on\s+investment)\b/;
/**
 * Ranking by cash flow: "best cash flow", "best towns for cashflow", "sorted by cash flow"
 * (decision 105). "Best cash flow positive deals" asks for the best of the positive ones instead.
 */
export const CASH_FLOW_SORT_RE =
  /\b(?:best|highest|top|strongest|biggest|most|good|great|strong)[\s-]+(?:(?:monthly|annual|yearly)\s+)?cash[\s-]*flows?\b(?![\s-]*positive)|\b(?:best|highest|top)(?:\s+[a-z0-9-]+){1,3}?\s+for\s+(?:(?:monthly|annual|yearly)\s+)?cash[\s-]*flows?\b|\b(?:sort|order|rank)(?:ed)?\s+by\s+cash[\s-]*flows?\b/;
export const CHEAP_RE =
  /\b(?:cheap(?:er|est)?|affordable|inexpensive|low[\s-]cost|budget(?![\s:=-]*(?:of\b|is\b|£|\d|around\b|about\b|up\s+to\b|max|under\b|below\b)))\b/;
export const PRICE_SORT_RE =
  /\b(?:lowest[\s-]+price[ds]?|least\s+expensive)\b/;
export const SCORE_RE = /\b(?:best|top|highest[\s-]+(?:scor\w*|rated)|top[\s-]+rated)\b/;

export const APARTMENT_RE =
  /\b(?:apartments?|flats?(?![\s-]+(?:rate|fee|out|mate)s?\b)|maisonettes?|studios?|penthouses?)\b/;
export const HOUSE_RE = /\b(?:houses?|bungalows?|cottages?|town\s?houses?)\b/;
export const TERRACED_RE = /\b(?:terraced?|terraces|end[\s-]+(?:of[\s-]+)?terraced?|mid[\s-]+terraced?)\b/;
export const SEMI_RE = /\bsemi(?:s|[\s-]*detached)?\b/;
export const DETACHED_RE = /(?<!semi[\s-]*)\bdetached\b/;
export const COMMERCIAL_RE =
  /\b(?:commercial|shops?|offices?|retail|warehouses?|industrial\s+units?|business\s+premises)\b/;

/**
 * Lower-case words that are no place's name where they follow "in", "near" or "around", or end a
 * message: everyday words ("in good condition", "in need of work", "in the north"), search words
 * ("under", "beds", "cheap") and the parts of an area ("city centre", "zone 2"). A lower-case name
 * the data does not know is reported as a place only when it is none of these (decision 105).
 */
export const NOT_PLACE_WORDS: ReadonlySet<string> = new Set(
  `a an the my our your his her their its this that these those which what whose each every any some all both either
  neither other another such most many much more less few several no me you us them him it there here where whatever
  somewhere anywhere everywhere nowhere nationwide one two three four five six seven eight nine ten
  i im we they he she is are was be been am do does did can could would should will may might must
  and or but nor if so as at by to of on off up down out over under below above between from into onto upon
  with without within for about around near nr round across along through towards toward than then
  min max minimum maximum upto approx approximately roughly circa ish
  please pls plz thanks thank thx cheers ta asap now today currently just only also too still again
  order terms case fact general particular total addition advance time place line touch front mind part full short
  brief principle theory practice person return exchange favour favor response relation respect light view spite
  charge control need needs demand stock cash public private future reality detail summary common question use
  progress trouble debt arrears negative equity profit profits loss losses budget range scope bulk isolation turn
  fee fees cost costs tax taxes interest rate rates payment payments repayments deposit deposits saving savings
  income bill bills charge charges article section rise
  good bad poor decent excellent fair reasonable ok okay perfect nice lovely top prime sought desirable popular
  quiet busy safe cheap cheaper cheapest affordable expensive upcoming higher highest lowest mint pristine
  immaculate original ready move walking working commuting driving easy reach regeneration disrepair probate
  receivership administration auction auctions condition conditions nick shape state repair
  summer winter spring autumn season pair pairs stage stages lot lots bit bits tatters tower towers row rows
  group groups batch batches cluster clusters garden gardens yard yards
  area areas region regions town towns city cities centre center central suburb suburbs suburban urban rural
  countryside village villages county counties location locations postcode postcodes zone zones street streets road
  roads estate estates block blocks building buildings development developments conservation catchment commuter belt
  student students university uni college market markets portfolio portfolios price prices yield yields
  roi returns cashflow flow positive mortgage mortgages rent rental rentals tenant tenants tenancy let lets letting situ
  build builds newbuild older period modern freehold leasehold bed beds bedroom bedrooms bedroomed
  england scotland wales britain uk gb europe northern southern eastern western midlands
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec`.split(/\s+/).filter(Boolean),
);

/**
 * Words that begin place names ("west bromwich", "new malden", "great yarmouth") as well as
 * everyday phrases ("in great condition", "in new builds"): a lower-case unknown name may start
 * with one, but is never one alone.
 */
export const PLACE_NAME_PARTS: ReadonlySet<string> = new Set(
  "north south east west new old upper lower great little high low long market st saint port".split(" "),
);

/**
 * Words that end place names ("moss side", "cheetham hill", "salford quays", "jesmond dene"): a
 * lower-case word before one, that is no everyday word, makes a name with it (decision 127).
 */
export const PLACE_NAME_ENDS: ReadonlySet<string> = new Set(
  `side hill hills green park heath vale wood woods court wharf quay quays bridge cross end gate moor moss bank
  dene dale brook mount mead grove field fields marsh mill mills hall bec lane`.split(/\s+/),
);
