/**
 * What a question about one deal asks with the investor's own numbers (decisions 094, 101 and
 * 106): a mortgage rate, a rise or fall in rates, a deposit, an offer price, a rent, a cash
 * purchase or a flat's service charge; and what it asks worked back: the price for a target
 * yield, the rent the deal needs (decision 114), the price for a target ROI or cash flow (decision
 * 128). Reading only: the answers are worked elsewhere.
 */
import { ratePercent } from "../format";
import { amountFrom, moneyRe } from "../search/money";
import { parseOffer, type Offer } from "./deal-offer-reading";
import { loanNamed, parseRentForYield, parseRentNeeded, rentCashFlowRead, type RentNeeded } from "./deal-rent-needed-reading";
import { parseRent, type Rent } from "./deal-rent-reading";
import { parseRentTest, priceNamed } from "./rent-test-reading";
import { labelledAmounts } from "./labelled-amounts";
import { PASSES_LENDERS_TEST_RE } from "../search/vocabulary";
import { parseTargetReturn, type TargetReturn } from "./deal-target-return-reading";
import { parseTargetYield, type TargetYield } from "./deal-target-yield-reading";
import { parseVoidPeriod, type VoidPeriod } from "./deal-void-period";
import { FALL, NUMBER, PER_MONTH_RE, percentSigns, RISE } from "./deal-what-if-words";

export interface WhatIf {
  /** A mortgage rate, %: "at 5%", "if the rate is 6.5%", "rates rise to 7%". */
  rate?: number;
  /** Points added to the assumed rate: "rates rise 2%", "a 1.5% rate rise"; negative for a fall ("rates drop 1%"). */
  rateRise?: number;
  /** The deposit, % of the value: "a 40% deposit", "put down 30%". */
  depositPercent?: number;
  /** A price offered or paid: "what if I offer £85,000?", "if I paid 80k", "at £90k", "10% under asking". */
  offer?: Offer;
  /** The rent: "what if the rent was £750 a month?", "let it for £9,000 a year", "rent 10% lower". */
  rent?: Rent;
  /** Bought with cash, no mortgage: "what if I buy it cash?", "no mortgage", "a cash buyer". */
  cash?: true;
  /** A flat's service charge: "what if the service charge is £2,500?", "a £200 a month service charge". */
  serviceCharge?: { pounds: number; per: "month" | "year" };
  /** The yield to pay a price for: "what would I need to pay to get 8%?", "max price for 6% net" (decision 114). */
  targetYield?: TargetYield;
  /** The rent the deal needs: "what rent do I need to break even", "…for the lender's stress test" (decision 114). */
  rentNeeded?: RentNeeded;
  /** The rent for a yield: "rent needed for 8% yield", "what rent gives a 6% net yield" (decision 193). */
  rentForYield?: TargetYield;
  /**
   * Whether the rent said passes the lender's rent test: "would it pass the ICR at £700 pcm?",
   * "does this £180k flat pass the stress test at £900 a month?", on the loan said (decision 174).
   */
  rentTest?: {
    loan?: number;
    /** The cover said, %: a bare "at 130%", "a 130% ICR", "cover of 130%" (decision 182). */
    cover?: number;
    /** A bare percentage said that is neither a rate nor a cover ("at 75%"), as said: not worked in. */
    unread?: string[];
    /**
     * The price was read only from a bare "at £900k", not said as a price ("if I pay", "a £180k
     * house"): taken as the price only near the deal's own (decision 190).
     */
    barePrice?: true;
  };
  /** Months or weeks the deal stands empty in a year: "void periods of 2 months", "if the tenant leaves for 3 months", "4 weeks void a year" (decisions 193, 207). */
  voidPeriod?: VoidPeriod;
  /** The ROI or cash flow to pay a price for: "what price gives me a 10% ROI?", "…£200 a month cash flow?" (decision 128). */
  targetReturn?: TargetReturn;
}

const POINTS = String.raw`\s*(?:%|per ?cent|percentage points?|points?)`;
const RATE_RISE_RES = [
  new RegExp(String.raw`\brates?\s+${RISE}\s+(?:by\s+)?${NUMBER}${POINTS}`, "i"),
  new RegExp(String.raw`\b${NUMBER}${POINTS}\s+(?:rate\s+|interest\s+)?(?:rise|increase|hike|jump)`, "i"),
  // "rates 1% higher", "if rates were 1% higher", "the bank raises rates by 1%".
  new RegExp(String.raw`\brates?\s+(?:(?:were|are|was|is|went|go|end up)\s+)?${NUMBER}${POINTS}\s+(?:higher|up)\b`, "i"),
  new RegExp(String.raw`\b(?:raise|raises|raised|put up|puts up)\s+(?:interest\s+)?rates?\s+(?:by\s+)?${NUMBER}${POINTS}`, "i"),
];
/** A fall in rates, read as a negative rise: "rates drop 1%", "a 1% rate cut", "rates 1% lower". */
const RATE_FALL_RES = [
  new RegExp(String.raw`\brates?\s+${FALL}\s+(?:by\s+)?${NUMBER}${POINTS}`, "i"),
  new RegExp(String.raw`\b${NUMBER}${POINTS}\s+(?:rate\s+|interest\s+)?(?:fall|drop|cut|reduction|decrease)`, "i"),
  new RegExp(String.raw`\brates?\s+(?:(?:were|are|was|is|went|go|end up)\s+)?${NUMBER}${POINTS}\s+(?:lower|down)\b`, "i"),
  new RegExp(String.raw`\b(?:cut|cuts|lower|lowers|lowered|reduce|reduces|reduced)\s+(?:interest\s+)?rates?\s+(?:by\s+)?${NUMBER}${POINTS}`, "i"),
];
const RATE_TO_RE = new RegExp(String.raw`\brates?\s+(?:${RISE}|${FALL})\s+to\s+${NUMBER}\s*%`, "i");
const RATE_RES = [
  new RegExp(String.raw`\b(?:rate|interest)\s+(?:rate\s+)?(?:is|was|were|of|at|goes to|went to)\s+${NUMBER}\s*%`, "i"),
  // "mortgage rate 4%", "interest rate: 4.5%" (decision 257).
  new RegExp(String.raw`\b(?:mortgage|interest|loan|pay)\s+rate\s*[:=]?\s*${NUMBER}\s*%`, "i"),
  // "rates go to 7%", "if rates hit 6.5%".
  new RegExp(String.raw`\brates\s+(?:go|goes|went|got|get|gets)\s+to\s+${NUMBER}\s*%|\brates?\s+(?:hit|hits|reach|reaches|reached)\s+${NUMBER}\s*%`, "i"),
  new RegExp(String.raw`\b(?:mortgage|loan|payments?|repayments?|interest)\b[^.?!%]{0,40}?\bat\s+${NUMBER}\s*%(?!\s*(?:yield|roi|return|deposit|ltv|loan[\s-]*to))`, "i"),
  new RegExp(String.raw`\bat\s+${NUMBER}\s*%\s+(?:interest|rate|mortgage)`, "i"),
  // "a 5 year fix at 4.8%", "fixed at 4.8%", "a fixed rate of 4.8%" (decision 248).
  new RegExp(String.raw`\bfix(?:ed)?\s+(?:rate\s+)?(?:at|of)\s+${NUMBER}\s*%`, "i"),
  // "a 4.5% mortgage", "4.5% interest", "a 4.75% rate", "a 4.5% five-year fix"; not "a 2% rate
  // rise" (a rise) nor "a 75% mortgage" (a loan-to-value, past the largest rate read).
  new RegExp(String.raw`\b${NUMBER}\s*%\s+(?:(?:interest[\s-]*only|fixed|variable|tracker|btl|buy[\s-]*to[\s-]*let|(?:two|three|five|ten|\d{1,2})[\s-]*years?)\s+)*(?:mortgage|loan|interest|rate|fix(?:ed)?)\b(?!\s+(?:rate\s+)?(?:rise|increase|hike|jump|cut|fall|drop|reduction))`, "i"),
];
const DEPOSIT_RES = [
  new RegExp(String.raw`\b${NUMBER}\s*%\s+deposit`, "i"),
  new RegExp(String.raw`\bdeposit\s+of\s+${NUMBER}\s*%`, "i"),
  new RegExp(String.raw`\bput(?:ting)?\s+(?:down\s+)?(?:a\s+)?${NUMBER}\s*%(?:\s+down)?`, "i"),
];

/** A percentage of up to three digits: a cover is 125% or more. */
const UP_TO_300 = String.raw`(\d{1,3}(?:\.\d{1,2})?)`;
/**
 * In a lender's-test question, a bare "at 6%" (not "at 6% yield", "at 75% loan-to-value") is the
 * mortgage rate and "at 130%" the cover (decision 182).
 */
const BARE_AT_PERCENT_RE = new RegExp(
  String.raw`\bat\s+${UP_TO_300}\s*(?:%|per\s?cent\b)(?!\s*(?:gross|net|yields?|roi|returns?|deposit|ltv|loan|lending|mortgage|interest|rate|fix|of\b|cover|icr))`,
  "gi",
);
/** The most a percentage is read as a mortgage rate ("a 75% mortgage" is a loan-to-value), and the least a bare one is read as a cover. */
export const RATE_MAX = 20;
const COVER_MIN = 100;
const COVER_RES = [
  new RegExp(String.raw`\b${UP_TO_300}\s*%\s*(?:icr|(?:interest\s+)?cover(?:age)?)\b`, "i"),
  new RegExp(String.raw`\b(?:icr|(?:interest\s+)?cover(?:age)?)\s+(?:ratio\s+)?(?:of\s+|at\s+)?${UP_TO_300}\s*%`, "i"),
];

// --- A flat's service charge (decision 106) ----------------------------------------------------
const SERVICE_MONEY = moneyRe("c");
const SERVICE_CHARGE_RES = [
  new RegExp(String.raw`\bservice\s+charges?\b[^.?!,;\d£%]{0,25}?` + SERVICE_MONEY, "iu"),
  new RegExp(SERVICE_MONEY + String.raw`(?:\s*(?:a|per|\/)\s*(?:month|year|annum)|\s*(?:pcm|pa))?\s+(?:in\s+|of\s+)?service\s+charges?\b`, "iu"),
];

/** A flat's service charge a question names, a year's unless said a month's. */
function parseServiceCharge(text: string): WhatIf["serviceCharge"] {
  for (const re of SERVICE_CHARGE_RES) {
    const m = re.exec(text);
    const a = m && amountFrom(m.groups ?? {}, "c");
    if (!m || !a || a.value <= 0) continue;
    const after = text.slice(m.index + m[0].length);
    return { pounds: a.value, per: PER_MONTH_RE.test(after) || /(?:a|per|\/)\s*month|pcm/i.test(m[0]) ? "month" : "year" };
  }
  return undefined;
}

/** A purchase with no mortgage; not "how much cash do I need to buy it" nor "cash flow". */
const CASH_BUY_RE =
  /\b(?:no|without(?:\s+a)?|don'?t\s+(?:need|want|get|take)(?:\s+a)?|not\s+(?:get|getting|take|taking|use|using)(?:\s+a)?|skip(?:ping)?\s+the)\s+mortgage\b|\b(?:buy|bought|buying|purchase[ds]?|purchasing|pa(?:y|id|ying)|fund(?:ed|ing)?)\s+(?:it\s+|for\s+it\s+)?(?:(?:in|with|for|all)\s+)?cash\b(?!\s*(?:flow|needed|invested|do|would|will|i\b))|\bcash\s+(?:buy|buyer|buyers|buying|purchase|offer|bid)\b|\b(?:offer|bid)\w*\s+(?:of\s+)?£?\s*\d[\d,.]*\s*(?:k|grand|thousand)?\s+(?:in\s+)?cash\b(?!\s*flow)|\b(?:buy|bought|buying|own|owned|purchase[ds]?|purchasing)\s+(?:it\s+)?outright\b|\bmortgage[\s-]free\b/i;

function firstNumber(res: readonly RegExp[], text: string): number | undefined {
  for (const re of res) {
    const m = re.exec(text);
    // The first group that matched: a pattern may hold alternatives.
    if (m) return Number(m.slice(1).find((g) => g !== undefined));
  }
  return undefined;
}

/** The numbers a question changes, or {} when it changes none. */
export function parseWhatIf(text: string): WhatIf {
  const asked = percentSigns(text);
  const out: WhatIf = {};
  // The ROI or cash flow wanted is blanked before the other readers, so "£200 a month cash flow"
  // is not read as a rent nor "a 10% ROI" as a yield (decision 128).
  const read = parseTargetReturn(asked);
  // "What rent do I need to break even?" asks a rent, not the price for a nil cash flow.
  const breakEven = read?.target.kind === "cash-flow" && read.target.pounds === 0;
  const target = read && !(breakEven && parseRentNeeded(asked)) ? read : undefined;
  // "What rent gives £200 a month cash flow?": the cash flow a rent must leave, blanked so its
  // sum is not read as a rent of the investor's (decision 136).
  const rentFor = target ? undefined : rentCashFlowRead(asked);
  const said = target ?? rentFor;
  const question = said ? asked.slice(0, said.start) + " ".repeat(said.end - said.start) + asked.slice(said.end) : asked;
  const to = RATE_TO_RE.exec(question);
  const fall = to ? undefined : firstNumber(RATE_FALL_RES, question);
  const rise = to ? undefined : fall !== undefined ? -fall : firstNumber(RATE_RISE_RES, question);
  const rate = to ? Number(to[1]) : rise === undefined ? firstNumber(RATE_RES, question) : undefined;
  if (rise !== undefined && rise !== 0 && Math.abs(rise) <= 10) out.rateRise = rise;
  if (rate !== undefined && rate > 0 && rate <= RATE_MAX) out.rate = rate;
  const deposit = firstNumber(DEPOSIT_RES, question);
  if (deposit !== undefined && deposit >= 5 && deposit <= 100) out.depositPercent = deposit;
  const offer = parseOffer(question);
  if (offer) out.offer = offer;
  const rent = parseRent(question);
  if (rent) out.rent = rent;
  if (CASH_BUY_RE.test(question)) out.cash = true;
  const serviceCharge = parseServiceCharge(question);
  if (serviceCharge) out.serviceCharge = serviceCharge;
  // "Rent needed for 8% yield" asks a rent for the yield, not a price for it nor the break-even
  // rent; a break-even or a lender's test said too is worked beside it (decision 193).
  const rentForYield = rentFor ? undefined : parseRentForYield(question);
  if (rentForYield) out.rentForYield = rentForYield;
  const targetYield = rentForYield ? undefined : parseTargetYield(question);
  if (targetYield) out.targetYield = targetYield;
  const needed = parseRentNeeded(rentFor ? asked : question);
  const rentNeeded = rentForYield && needed?.first === "both" && needed.loan === undefined ? undefined : needed;
  if (rentNeeded) {
    out.rentNeeded = rentNeeded;
    // "The break-even rent on a £160k house at 6%": a bare rate is the mortgage's, as in a lender's test (decision 248).
    if (out.rate === undefined && out.rateRise === undefined) out.rate = bareRate(question);
  }
  // A pass asked with a rent: the rent, and a price said as the property's, are the deal's what-if.
  const rentTest = rentNeeded || rentForYield ? undefined : parseRentTest(question);
  if (rentTest) {
    out.rentTest = rentTest.loan === undefined ? {} : { loan: rentTest.loan };
    readBarePercents(question, out);
    out.rent ??= rentTest.rent;
    if (!out.offer && rentTest.price !== undefined) out.offer = { pounds: rentTest.price };
  } else if (!rentNeeded && !out.rent && (out.offer || out.depositPercent !== undefined) && PASSES_LENDERS_TEST_RE.test(question)) {
    // A pass asked at a price or a deposit, with no rent said: the deal's own rent against the test
    // on the loan that price or deposit gives (decision 190).
    const loan = loanNamed(question);
    out.rentTest = loan === undefined ? {} : { loan };
    readBarePercents(question, out);
  }
  if (out.rentTest && out.offer && "pounds" in out.offer && !parseOffer(question, { bareAt: false }) && priceNamed(labelledAmounts(question)) === undefined) {
    out.rentTest.barePrice = true;
  }
  if (target) out.targetReturn = target.target;
  const voidPeriod = parseVoidPeriod(question);
  if (voidPeriod !== undefined) out.voidPeriod = voidPeriod;
  return out;
}

/** Words that make a percentage a rate whatever its size: "mortgage rate 25%", "at 25% interest"; not "interest-only". */
const RATE_WORD_RE = /\brates?\b|\binterest\b(?![\s-]*only)|\bfix(?:ed)?\b/i;

/**
 * A mortgage rate said in a rate's own words above RATE_MAX ("mortgage rate 25%", "if rates go to
 * 30%"), which `parseWhatIf` does not take as the rate: to be refused plainly, not dropped (decision 260).
 */
export function rateAboveMax(text: string): number | undefined {
  const asked = percentSigns(text);
  for (const re of [RATE_TO_RE, ...RATE_RES]) {
    const m = re.exec(asked);
    const n = Number(m?.slice(1).find((g) => g !== undefined));
    if (m && n > RATE_MAX && RATE_WORD_RE.test(m[0])) return n;
  }
  return undefined;
}

/** "A mortgage rate of 25% is more than the 20% I work a sum at": the refusal's first words (decision 260). */
export const rateAboveMaxSaid = (rate: number) => `A mortgage rate of ${ratePercent(rate)} is more than the ${ratePercent(RATE_MAX)} I work a sum at`;

/** The first bare "at 6%" of 20% or less (not "at 6% yield", "at 75% loan-to-value"): a mortgage rate. */
export function bareRate(question: string): number | undefined {
  for (const m of question.matchAll(BARE_AT_PERCENT_RE)) {
    const n = Number(m[1]);
    if (n > 0 && n <= RATE_MAX) return n;
  }
  return undefined;
}

/**
 * The cover, and a bare "at 6%" as the rate when no rate is read otherwise, in a lender's-test
 * question (decision 182); a bare percentage that is neither is kept to be named as not worked in.
 */
function readBarePercents(question: string, out: WhatIf): void {
  const test = out.rentTest!;
  const cover = coverSaid(question);
  if (cover !== undefined) test.cover = cover;
  const unread: string[] = [];
  for (const m of question.matchAll(BARE_AT_PERCENT_RE)) {
    const n = Number(m[1]);
    if (n <= 0 || n === out.rate || n === out.depositPercent) continue;
    if (n <= RATE_MAX && out.rate === undefined && out.rateRise === undefined) out.rate = n;
    else if (n >= COVER_MIN && test.cover === undefined) test.cover = n;
    else if (n !== test.cover) unread.push(`${m[1]}%`);
  }
  if (unread.length > 0) test.unread = unread;
}

/** A cover said as a cover ("145% cover", "an ICR of 130%"), 100% or more; else undefined (decision 262). */
export function coverSaid(text: string): number | undefined {
  const cover = firstNumber(COVER_RES, text);
  return cover !== undefined && cover >= COVER_MIN ? cover : undefined;
}

/** Whether a question names any number of its own to work the deal with. */
export function hasWhatIf(w: WhatIf): boolean {
  return w.rate !== undefined || w.rateRise !== undefined || w.depositPercent !== undefined || w.offer !== undefined || w.rent !== undefined || w.cash === true || w.serviceCharge !== undefined || w.targetYield !== undefined || w.rentNeeded !== undefined || w.rentForYield !== undefined || w.rentTest !== undefined || w.targetReturn !== undefined || w.voidPeriod !== undefined;
}

