/**
 * A deal question with the investor's own numbers (decision 094): "what would the mortgage be at
 * 5%?", "what if rates rise 2%?", "what if I put down a 40% deposit?", and "how much cash do I need
 * to buy it?". The deal's figures are worked again with that one assumption changed, through the
 * valuation's own mortgage and purchase-cost rules, and the answer says what changed. An offer
 * price ("what if I offer £85,000?", "10% under asking") values the deal again at that price
 * (decision 101).
 */
import { breakEvenYears, repaymentMonthly } from "../deal-maths";
import { formatPounds, joinWithAnd, percent, ratePercent } from "../format";
import { amountFrom, HARD_UNIT_AFTER, moneyRe } from "../search/money";
import { valueDeal, type Assumptions, type RentCategory, type RentFigures } from "../valuation";
import { annualCashFlow, annualInterest, cashToBuy, grossYieldPercent, interestCoverPercent, mortgageFor, purchaseCosts, stressRate, type Mortgage, type PurchaseCosts } from "../valuation/finance";
import { NATION_LABEL } from "./answer-common";
import { ICR_THRESHOLDS, icrVerdict, REPAYMENT_TERM_YEARS, stressRule, type DealFigures } from "./deal-figures";

/** An offer: a price ("offer £85,000"), or a change on the deal's price ("10% under asking", "£5k over"). */
export type Offer = { pounds: number } | { change: number; unit: "%" | "£" };

type Per = "week" | "month" | "year";
/**
 * The investor's rent: a sum ("£750 a month", "£9,000 a year", "£180 a week"), a change on the
 * deal's in % ("10% lower") or a sum added to it ("£100 a month more", negative for less).
 */
export type Rent = { pounds: number; per: Per } | { change: number } | { by: number; per: Per };

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
}

const NUMBER = String.raw`(\d{1,2}(?:\.\d{1,2})?)`;
const POINTS = String.raw`\s*(?:%|per ?cent|percentage points?|points?)`;
const RISE = String.raw`(?:rise|rises|rose|go up|goes up|went up|increase|increases|increased|jump|jumps|climb|climbs)`;
const FALL = String.raw`(?:fall|falls|fell|drop|drops|dropped|go down|goes down|went down|come down|comes down|came down|decrease|decreases|decreased|(?:are |were |get |got )?(?:cut|reduced|lowered)|ease|eases|eased)`;
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
  // "rates go to 7%", "if rates hit 6.5%".
  new RegExp(String.raw`\brates\s+(?:go|goes|went|got|get|gets)\s+to\s+${NUMBER}\s*%|\brates?\s+(?:hit|hits|reach|reaches|reached)\s+${NUMBER}\s*%`, "i"),
  new RegExp(String.raw`\b(?:mortgage|loan|payments?|repayments?|interest)\b[^.?!%]{0,40}?\bat\s+${NUMBER}\s*%(?!\s*(?:yield|roi|return|deposit|ltv|loan[\s-]*to))`, "i"),
  new RegExp(String.raw`\bat\s+${NUMBER}\s*%\s+(?:interest|rate|mortgage)`, "i"),
  // "a 4.5% mortgage", "4.5% interest", "a 4.75% rate", "a 4.5% five-year fix"; not "a 2% rate
  // rise" (a rise) nor "a 75% mortgage" (a loan-to-value, past the largest rate read).
  new RegExp(String.raw`\b${NUMBER}\s*%\s+(?:(?:interest[\s-]*only|fixed|variable|tracker|btl|buy[\s-]*to[\s-]*let|(?:two|three|five|ten|\d{1,2})[\s-]*years?)\s+)*(?:mortgage|loan|interest|rate|fix(?:ed)?)\b(?!\s+(?:rate\s+)?(?:rise|increase|hike|jump|cut|fall|drop|reduction))`, "i"),
];
const DEPOSIT_RES = [
  new RegExp(String.raw`\b${NUMBER}\s*%\s+deposit`, "i"),
  new RegExp(String.raw`\bdeposit\s+of\s+${NUMBER}\s*%`, "i"),
  new RegExp(String.raw`\bput(?:ting)?\s+(?:down\s+)?(?:a\s+)?${NUMBER}\s*%(?:\s+down)?`, "i"),
];

// --- Offers (decision 101) ---------------------------------------------------------------------
const MONEY = moneyRe("o");
/** No home is bought for less: a smaller sum after "pay" or "at" is a fee, a rent or a cost. */
export const MIN_OFFER = 10_000;
/** Words that put a price on the deal right before an amount: "offer", "if I paid", "get it for". */
const OFFER_LEAD = String.raw`\b(?:offer(?:s|ed|ing)?|bid(?:s|ding)?|pa(?:y|ys|id|ying)|buy(?:ing)?(?:\s+it)?(?:\s+(?:for|at))?|bought(?:\s+it)?\s+(?:for|at)|(?:get|got|getting)\s+it\s+(?:for|at)|purchased?(?:\s+it)?\s+(?:for|at)|price\s+(?:of|is|was|were|at|to)|(?:negotiated?|knock(?:ed)?|haggled?|bring|brought)\s+(?:it\s+|them\s+|the\s+price\s+|the\s+seller\s+)?down\s+to|(?:drops?|dropped|falls?|fell|comes?|came|reduced)\s+(?:down\s+)?to)\s+(?:of\s+|at\s+|just\s+|only\s+|around\s+|about\s+|roughly\s+)?`;
const OFFER_RES = [
  new RegExp(OFFER_LEAD + MONEY, "giu"),
  // "an £85k offer", "a £90,000 bid".
  new RegExp(MONEY + String.raw`(?=\s+(?:offer|bid)\b)`, "giu"),
  // "what would the ROI be at £90k?", "the yield for £85,000" (see NOT_A_PRICE_BEFORE).
  new RegExp(String.raw`\b(?:at|for)\s+` + MONEY, "giu"),
];
/** Shortly before "at/for £…": the amount is a rent, a loan, a value or savings, not a price. */
const NOT_A_PRICE_BEFORE = /\b(?:rents?|rental(?!\s+yield)|let(?:s|ting)?|income|deposit|loan|mortgage|borrow(?:ing)?|valued?|valuation|worth|fees?|costs?|refurb\w*|works|cash|sav(?:ed|ings?)|earn\w*)\b[^.?!,;]*$/i;
/** After an amount: it is a deposit, a rent, fees or a change on the price, not the price. */
const NOT_A_PRICE_AFTER =
  /^\s*(?:deposit|down\b|rent|income|fees?\b|cash\b|loan|mortgage|(?:in|of)\s+(?:cash|fees|rent|income|savings|deposit)|for\s+(?:the\s+)?(?:refurb|works|renovation|repairs|kitchen|bathroom|furnish)|under|below|beneath|less|lower|off|cheaper|over|above|more|higher)\b/i;
const DIRECTION = String.raw`(under|below|beneath|less\s+than|lower\s+than|cheaper\s+than|less|lower|off|over|above|more\s+than|higher\s+than|more)`;
/** "asking", "the asking price", "the price", "list": what a change is on. */
const ON_THE_PRICE = String.raw`(?=\s+(?:the\s+)?(?:asking|price|list(?:ed|ing)?\b|valuation))`;
/** Just before "10% less" or "£5k off": a word that makes it a change on the price when no price is named. */
const OFFER_WORD_BEFORE_RE = /\b(?:offer\w*|bid\w*|pa(?:y|id|ying)|buy(?:ing)?|bought|knock\w*|negotiat\w*|haggl\w*)\b[^.?!,;]{0,20}$/i;
const PERCENT_CHANGE_RE = new RegExp(String.raw`\b${NUMBER}\s*(?:%|per ?cent)\s+${DIRECTION}\b(?!\s+(?:rent|income|a\s+month|per\s+month|pcm))`, "iu");
const POUNDS_CHANGE_RE = new RegExp(MONEY + String.raw`\s+${DIRECTION}\b(?!\s+(?:rent|income|a\s+month|per\s+month|pcm|a\s+year|in\s+rent))`, "iu");
/** "a 10% discount". */
const PERCENT_DISCOUNT_RE = new RegExp(String.raw`\b${NUMBER}\s*(?:%|per ?cent)\s+(?:discount|reduction)\b`, "iu");

/** +1 over, -1 under the price, or null when the change is not on the price ("rates 1% lower"). */
function offerChange(m: RegExpExecArray, text: string): -1 | 1 | null {
  const named = new RegExp(`^${ON_THE_PRICE}`, "i").test(text.slice(m.index + m[0].length));
  if (!named && !OFFER_WORD_BEFORE_RE.test(text.slice(0, m.index))) return null;
  return /^(?:over|above|more|higher)/i.test(m[m.length - 1] ?? "") ? 1 : -1;
}

/** The offer a question names, or undefined: a change on the price is read before a price. */
function parseOffer(text: string): Offer | undefined {
  const discount = PERCENT_DISCOUNT_RE.exec(text);
  if (discount) return { change: -Number(discount[1]), unit: "%" };
  const pct = PERCENT_CHANGE_RE.exec(text);
  const pctSign = pct ? offerChange(pct, text) : null;
  if (pct && pctSign !== null && Number(pct[1]) > 0 && Number(pct[1]) < 100) return { change: pctSign * Number(pct[1]), unit: "%" };
  const pounds = POUNDS_CHANGE_RE.exec(text);
  const amount = pounds && amountFrom(pounds.groups ?? {}, "o");
  const poundsSign = pounds && amount?.marked ? offerChange(pounds, text) : null;
  if (amount && poundsSign !== null && amount.value > 0) return { change: poundsSign * amount.value, unit: "£" };
  for (const re of OFFER_RES) {
    for (const m of text.matchAll(re)) {
      const a = amountFrom(m.groups ?? {}, "o");
      const after = text.slice(m.index + m[0].length);
      // "offer £180k cash" is an offer made in cash; "paid £20k cash" may be a deposit.
      const cashOffer = re === OFFER_RES[0] && /^(?:offer|bid)/i.test(m[0]) && /^\s*(?:in\s+)?cash\b(?!\s*flow)/i.test(after);
      if (!a || a.value < MIN_OFFER || HARD_UNIT_AFTER.test(after) || (NOT_A_PRICE_AFTER.test(after) && !cashOffer)) continue;
      if (re === OFFER_RES[2] && NOT_A_PRICE_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      return { pounds: a.value };
    }
  }
  return undefined;
}

/** The price an offer comes to on a deal priced at `price`, to the pound. */
export function offerPrice(offer: Offer, price: number): number {
  if ("pounds" in offer) return offer.pounds;
  return Math.round(offer.unit === "%" ? (price * (100 + offer.change)) / 100 : price + offer.change);
}

// --- The investor's rent (decision 106) ------------------------------------------------------
const RENT_MONEY = moneyRe("r");
/** A word that makes a sum near it a rent; not "rental yield", "rent cover" or "rent review". */
const RENT_WORD = String.raw`\b(?:rents?|rental(?:\s+income)?|lets?|letting|let\s+(?:it\s+)?(?:out\s+)?|tenants?\s+pa(?:y|ys|id|ying))\b(?!\s+(?:yield|roi|return|cover|test|guarantee|review|free|a\s+room))`;
const RENT_RES = [
  // "the rent was only £750 a month", "rent of £900", "let it for £12,000 a year", "the tenant pays 850".
  new RegExp(RENT_WORD + String.raw`[^.?!,;\d£%]{0,30}?` + RENT_MONEY, "giud"),
  // "£900 a month in rent", "£750 pcm rent".
  new RegExp(RENT_MONEY + String.raw`(?=\s*(?:(?:a|per|\/)\s*(?:month|week|year)|pcm|pw|pa)?\s+(?:in\s+|of\s+)?rent)`, "giud"),
  // "£1,100 pcm": a month's rent, said the way lettings are.
  new RegExp(RENT_MONEY + String.raw`(?=\s*(?:pcm|p\.c\.m\.?)(?!\w))`, "giud"),
];
/** Shortly before a sum: it is a mortgage payment, a charge or a cost, not a rent. */
const NOT_A_RENT_BEFORE = /\b(?:mortgage|payments?|repayments?|charges?|costs?|fees?|bills?|deposit|loan|offer\w*|pa(?:y|id)\s+for|price)\b[^.?!,;]{0,20}$/i;
const PER_MONTH_RE = /^\s*(?:(?:a|per|\/|each|every)\s*(?:calendar\s+)?(?:month|mth|mo)\b|(?:pcm|pm|p\/m|monthly)\b)/i;
const PER_WEEK_RE = /^\s*(?:(?:a|per|\/|each|every)\s*(?:week|wk)\b|(?:pw|p\/w|weekly)\b)/i;
const PER_YEAR_RE = /^\s*(?:(?:a|per|\/|each|every)\s*(?:year|yr|annum)\b|(?:pa|p\/a|p\.a\.|annually|yearly)\b)/i;
/** Below this, a sum given as a rent with no "a month" or "a year" is a month's. */
const MONTHLY_BELOW = 5_000;
const RENT_NOUN = String.raw`\b(?:the\s+)?(?:rents?|rental\s+income)\b`;
const RENT_CHANGE_RES: readonly [RegExp, number][] = [
  // "the rent were 10% lower", "rents 5% higher".
  [new RegExp(RENT_NOUN + String.raw`\s+(?:(?:was|were|is|are|came\s+in|comes\s+in|ends?\s+up|ended\s+up|went|goes|go)\s+)?${NUMBER}\s*(?:%|per ?cent)\s+(lower|less|down|under|higher|more|up|over)\b`, "i"), 2],
  // "rents drop by 5%", "the rent rises 10%", but not a yearly rise ("rents rise 3% a year").
  [new RegExp(RENT_NOUN + String.raw`\s+(${RISE}|${FALL})\s+(?:by\s+)?${NUMBER}\s*(?:%|per ?cent)(?!\s*(?:a|per|each|every)\s+year|\s*(?:annually|pa\b|yearly))`, "i"), 1],
  // "10% less rent", "a 10% fall in rent".
  [new RegExp(String.raw`\b${NUMBER}\s*(?:%|per ?cent)\s+(lower|less|higher|more)\s+(?:in\s+)?rent`, "i"), 2],
  [new RegExp(String.raw`\b${NUMBER}\s*(?:%|per ?cent)\s+(rise|increase|fall|drop|cut|reduction)\s+in\s+(?:the\s+)?rents?\b`, "i"), 2],
];

/** A sum added to the rent or taken off it: "the rent goes up by £100 a month", "£100 a month more rent". */
const RENT_BY_RES: readonly RegExp[] = [
  new RegExp(RENT_NOUN + String.raw`\s+(?:(?:goes|went|go|is|was|were|came|comes)\s+)?(up|down|${RISE}|${FALL})\s+(?:by\s+)?` + RENT_MONEY, "iud"),
  new RegExp(String.raw`\b(extra|additional)\s+` + RENT_MONEY + String.raw`(?=(?:\s*(?:a|per|\/)\s*(?:month|week|year)|\s*(?:pcm|pw|pa))?\s+(?:in\s+|of\s+)?rent)`, "iud"),
  new RegExp(RENT_MONEY + String.raw`(?:\s*(?:a|per|\/)\s*(?:month|week|year)|\s*(?:pcm|pw|pa))?\s+(more|less|extra|higher|lower)\s+(?:in\s+)?rent`, "iud"),
];
/** Between a rent word and a sum: it is a change on the rent ("up by £100"), not the rent ("up to £1,000"). */
const A_CHANGE_BETWEEN = /\b(?:up|down|by|more|less|extra|rises?|rose|increase[sd]?|drops?|dropped|f[ae]lls?|cut)\b(?!\s+to\b)[^£\d]*$/i;

/** The period a rent sum is for, from the words after it (a month's when small and unsaid). */
function perOf(after: string, pounds: number): Per {
  if (PER_MONTH_RE.test(after)) return "month";
  if (PER_WEEK_RE.test(after)) return "week";
  if (PER_YEAR_RE.test(after)) return "year";
  return pounds < MONTHLY_BELOW ? "month" : "year";
}

/** The rent a question names, or undefined. */
function parseRent(text: string): Rent | undefined {
  for (const re of RENT_BY_RES) {
    const m = re.exec(text);
    const a = m && amountFrom(m.groups ?? {}, "r");
    // Where the sum ends, for what follows it ("a month", "%").
    const end = m?.indices?.groups?.sr?.[1] ?? m?.indices?.groups?.nr?.[1];
    if (!m || !a || a.value <= 0 || end === undefined) continue;
    const after = text.slice(end);
    if (/^\s*(?:%|per ?cent)/i.test(after)) continue;
    const word = m.slice(1).find((g) => g !== undefined && /^[a-z]/i.test(g)) ?? "";
    const down = new RegExp(String.raw`^(?:down|less|lower|${FALL})$`, "i").test(word);
    return { by: down ? -a.value : a.value, per: perOf(after, a.value) };
  }
  for (const [re, word] of RENT_CHANGE_RES) {
    const m = re.exec(text);
    if (!m) continue;
    const n = Number(word === 1 ? m[2] : m[1]);
    const direction = (word === 1 ? m[1] : m[2]) ?? "";
    const down = new RegExp(String.raw`^(?:lower|less|down|under|${FALL}|fall|drop|cut|reduction)$`, "i").test(direction);
    if (n > 0 && n < 100) return { change: down ? -n : n };
  }
  for (const re of RENT_RES) {
    for (const m of text.matchAll(re)) {
      const a = amountFrom(m.groups ?? {}, "r");
      const after = text.slice(m.index + m[0].length);
      if (!a || (!a.marked && a.value < 100) || /^\s*(?:%|per ?cent)/i.test(after)) continue;
      const start = (m.indices?.groups?.pr ?? m.indices?.groups?.nr ?? [m.index])[0];
      if (NOT_A_RENT_BEFORE.test(text.slice(Math.max(0, start - 40), start))) continue;
      if (re === RENT_RES[0] && A_CHANGE_BETWEEN.test(text.slice(m.index, start))) continue;
      const per = perOf(after, a.value);
      const monthly = per === "month" ? a.value : per === "week" ? (a.value * 52) / 12 : a.value / 12;
      if (monthly < 50 || monthly > 20_000) continue;
      return { pounds: a.value, per };
    }
  }
  return undefined;
}

/** A month's rent at `rent`, from the deal's own month's rent for a change. */
export function rentMonthly(rent: Rent, dealMonthly: number): number {
  if ("change" in rent) return (dealMonthly * (100 + rent.change)) / 100;
  const monthly = (pounds: number, per: Per) => (per === "month" ? pounds : per === "week" ? (pounds * 52) / 12 : pounds / 12);
  return "by" in rent ? dealMonthly + monthly(rent.by, rent.per) : monthly(rent.pounds, rent.per);
}

// --- A flat's service charge (decision 106) ----------------------------------------------------
const SERVICE_MONEY = moneyRe("c");
const SERVICE_CHARGE_RES = [
  new RegExp(String.raw`\bservice\s+charges?\b[^.?!,;\d£%]{0,25}?` + SERVICE_MONEY, "iu"),
  new RegExp(SERVICE_MONEY + String.raw`(?:\s*(?:a|per|\/)\s*(?:month|year|annum)|\s*(?:pcm|pa))?\s+(?:in\s+|of\s+)?service\s+charges?\b`, "iu"),
];

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

/** A cash purchase pays no lender or broker: the assumptions with no loan and without those fees. */
export function cashPurchaseAssumptions(a: Assumptions): Assumptions {
  return { ...a, mortgageLtvPercent: 0, lenderFee: 0, brokerFee: 0, purchaseFees: a.surveyFee + a.legalFees };
}

/** "How much cash do I need to buy it?", "what's the total upfront cost?". */
export const CASH_NEEDED_RE =
  /how much (?:cash|money)|cash (?:do i )?(?:need|needed|required)|(?:upfront|up front|up-front) (?:cost|cash|money)|total (?:cost|cash) (?:to buy|of buying|needed)|cash invested|money (?:do i )?need/i;

function firstNumber(res: readonly RegExp[], text: string): number | undefined {
  for (const re of res) {
    const m = re.exec(text);
    // The first group that matched: a pattern may hold alternatives.
    if (m) return Number(m.slice(1).find((g) => g !== undefined));
  }
  return undefined;
}

/** The numbers a question changes, or {} when it changes none. */
export function parseWhatIf(question: string): WhatIf {
  const out: WhatIf = {};
  const to = RATE_TO_RE.exec(question);
  const fall = to ? undefined : firstNumber(RATE_FALL_RES, question);
  const rise = to ? undefined : fall !== undefined ? -fall : firstNumber(RATE_RISE_RES, question);
  const rate = to ? Number(to[1]) : rise === undefined ? firstNumber(RATE_RES, question) : undefined;
  if (rise !== undefined && rise !== 0 && Math.abs(rise) <= 10) out.rateRise = rise;
  if (rate !== undefined && rate > 0 && rate <= 20) out.rate = rate;
  const deposit = firstNumber(DEPOSIT_RES, question);
  if (deposit !== undefined && deposit >= 5 && deposit <= 100) out.depositPercent = deposit;
  const offer = parseOffer(question);
  if (offer) out.offer = offer;
  const rent = parseRent(question);
  if (rent) out.rent = rent;
  if (CASH_BUY_RE.test(question)) out.cash = true;
  const serviceCharge = parseServiceCharge(question);
  if (serviceCharge) out.serviceCharge = serviceCharge;
  return out;
}

export function hasWhatIf(w: WhatIf): boolean {
  return w.rate !== undefined || w.rateRise !== undefined || w.depositPercent !== undefined || w.offer !== undefined || w.rent !== undefined || w.cash === true || w.serviceCharge !== undefined;
}

/** The cash to buy: deposit, purchase tax and fees, on the valuation's own rules. */
export function cashNeededSection(f: DealFigures): string {
  const costs = f.valuation?.purchaseCosts ?? purchaseCosts(f.mortgageValue, f.nation, f.assumptions);
  const total = f.deposit + costs.tax + costs.fees;
  return [
    `Cash needed to buy: about ${formatPounds(total)}.`,
    `• Deposit: ${formatPounds(f.deposit)} (a ${ratePercent(f.ltv)} loan-to-value mortgage of ${formatPounds(f.loan)} on ${formatPounds(f.mortgageValue)})`,
    `• ${costs.taxName}, as an additional property: ${formatPounds(costs.tax)}`,
    `• Fees: ${formatPounds(costs.fees)} (lender, broker, survey and legal, as assumed)`,
    "It leaves out furnishing, repairs before the first let and a reserve for voids, which you should also have in hand.",
  ].join("\n");
}

/** "1 point", "1.5 points". */
export function points(n: number): string {
  return `${n} point${n === 1 ? "" : "s"}`;
}

/**
 * The lender's rent test at a new pay rate: the rent's cover of the interest at the stressed rate a
 * lender would use for that rate (the valuation's own rule), beside the cover now; and, when the
 * rent no longer supports the loan, the loan the valuation would size on it.
 */
function stressedCoverLines(f: DealFigures, rate: number): string[] {
  const a: Assumptions = { ...f.assumptions, mortgageRatePercent: rate };
  const stress = stressRate(a);
  const cover = interestCoverPercent(f.icrRent, f.loan, stress);
  if (cover === null) return [];
  const icr = Math.round(cover);
  const sized = mortgageFor(f.mortgageValue, f.icrRent, a);
  const less = sized.loan < f.loan ? `, so a lender would lend about ${formatPounds(sized.loan)} on this rent, not ${formatPounds(f.loan)}, when you next borrow` : "";
  return [
    `• Lender's rent test at ${ratePercent(rate)}: lenders would stress the rate at ${ratePercent(stress)}, ${stressRule(a)}. ` +
      `The rent of ${formatPounds(f.icrRent)} a year ÷ ${formatPounds(annualInterest(f.loan, stress))} of interest at ${ratePercent(stress)} = ${icr}% ` +
      `(${f.icr}% now, at ${ratePercent(f.stressRate)}), which ${icrVerdict(icr)}${less}.`,
  ];
}

/** The deal's mortgage and cash flow with the question's numbers, beside the assumed ones. */
export function whatIfSection(f: DealFigures, w: WhatIf): string {
  const lines: string[] = [];
  const v = f.valuation;
  const assumedInterest = Math.round(annualInterest(f.loan, f.rate));

  const rate = w.rate ?? f.rate + (w.rateRise ?? 0);
  if (rate <= 0) {
    lines.push(`A fall of ${points(-(w.rateRise ?? 0))} would take the ${ratePercent(f.rate)} rate to zero or below, which no lender offers, so there is nothing to work out.`);
  } else if (w.rate !== undefined || w.rateRise !== undefined) {
    const interest = Math.round(annualInterest(f.loan, rate));
    // The rate already assumed is said to be so, and its figures are not set against themselves.
    const same = rate === f.rate;
    const against = (text: string) => (same ? "" : `, against ${text}`);
    const why =
      w.rateRise !== undefined
        ? `If the rate ${w.rateRise > 0 ? "rose" : "fell"} by ${points(Math.abs(w.rateRise))}, from ${ratePercent(f.rate)} to ${ratePercent(rate)}, on the same`
        : same
          ? `At ${ratePercent(rate)}, the rate already assumed, on the`
          : `At ${ratePercent(rate)} instead of the ${ratePercent(f.rate)} assumed, on the same`;
    lines.push(
      `${why} ${formatPounds(f.loan)} loan:`,
      `• Interest-only: ${formatPounds(interest / 12)} a month (${formatPounds(interest)} a year)${against(`${formatPounds(assumedInterest / 12)} (${formatPounds(assumedInterest)} a year)`)}.`,
      `• Capital repayment over ${REPAYMENT_TERM_YEARS} years: ${formatPounds(repaymentMonthly(f.loan, rate, REPAYMENT_TERM_YEARS))} a month${against(formatPounds(f.monthlyRepayment))}.`,
    );
    if (v) {
      const after = Math.round(annualCashFlow(v.annualRent, v.runningCosts, interest));
      lines.push(`• Cash flow after running costs: ${formatPounds(after)} a year${against(formatPounds(v.annualCashFlow))}, before income tax.`);
    }
    lines.push(...stressedCoverLines(f, rate));
  }

  if (w.depositPercent !== undefined) {
    const at = figuresAt(f, f.mortgageValue, { ...f.assumptions, mortgageLtvPercent: 100 - w.depositPercent });
    const m = at.mortgage;
    const limit = m.limitedBy === "rent" ? ` (the rent supports no more at the lender's ${ratePercent(m.stressRate)} stress test, so the deposit is ${formatPounds(m.deposit)})` : "";
    lines.push(
      `With a ${w.depositPercent}% deposit instead of ${ratePercent(100 - f.maxLtv)}: a loan of ${formatPounds(m.loan)} and a deposit of ${formatPounds(m.deposit)}${limit}.`,
      `• Interest-only at ${ratePercent(m.rate)}: ${formatPounds(m.annualInterest / 12)} a month (${formatPounds(m.annualInterest)} a year).`,
    );
    if (v && at.cashFlow !== null && at.roi !== null) {
      lines.push(
        `• Cash invested: ${formatPounds(at.cash)} (against ${formatPounds(v.cashInvested)}); cash flow ${formatPounds(at.cashFlow)} a year (against ${formatPounds(v.annualCashFlow)}), so the ROI would be ${percent(at.roi)} (against ${percent(v.roi)}).`,
      );
    }
  }
  const onlyAssumed = w.rate === f.rate && w.depositPercent === undefined;
  lines.push(
    onlyAssumed
      ? "Nothing changes: these are the deal's own figures, on the app's assumptions, not a mortgage offer."
      : "Only that number changes; everything else is the app's assumptions, not a mortgage offer.",
  );
  return lines.join("\n");
}

/** One price's figures, each from the valuation's own rules. */
interface PriceFigures {
  annualRent: number;
  /** A year's running costs; null without the valuation. */
  runningCosts: number | null;
  grossYield: number;
  mortgage: Mortgage;
  costs: PurchaseCosts;
  cash: number;
  /** Null without the deal's running costs (no valuation here). */
  cashFlow: number | null;
  roi: number | null;
}

/** The area's rent figures with every category at `monthly`, so the valuation uses that rent. */
function rentsAt(rents: RentFigures, monthly: number): RentFigures {
  const medians: RentFigures["medians"] = { "All categories": monthly };
  for (const category of Object.keys(rents.medians) as RentCategory[]) medians[category] = monthly;
  return { ...rents, medians };
}

/**
 * The deal at `price` (and at `monthlyRent`, when the question names one): its valuation worked
 * again when it has one (the same running-cost rules and nation; a price paid now, so no past sale
 * to index), else the valuation's mortgage and purchase-cost rules on the rent the card implies.
 */
function figuresAt(f: DealFigures, price: number, a: Assumptions, monthlyRent?: number): PriceFigures {
  const inputs = f.valuation?.inputs;
  const rents = inputs?.rents && monthlyRent !== undefined ? rentsAt(inputs.rents, monthlyRent) : inputs?.rents;
  const v = inputs && rents ? valueDeal({ ...inputs, rents, price, saleDate: null, hpi: null }, a) : null;
  if (v) {
    return { annualRent: v.annualRent, runningCosts: v.runningCosts.total, grossYield: v.grossYield, mortgage: v.mortgage, costs: v.purchaseCosts, cash: v.cashInvested, cashFlow: v.annualCashFlow, roi: v.roi };
  }
  const annualRent = monthlyRent === undefined ? f.icrRent : monthlyRent * 12;
  const mortgage = mortgageFor(price, annualRent, a);
  const costs = purchaseCosts(price, f.nation, a);
  return { annualRent, runningCosts: null, grossYield: grossYieldPercent(annualRent, price), mortgage, costs, cash: cashToBuy(mortgage, costs), cashFlow: null, roi: null };
}

/** "a rent of £750 a month (£9,000 a year)". */
function rentWords(monthly: number): string {
  return `a rent of ${formatPounds(monthly)} a month (${formatPounds(monthly * 12)} a year)`;
}

/**
 * The deal with the question's price, rent or cash purchase (and any deposit or rate asked with
 * them) beside the same figures as assumed (decisions 101 and 106): gross yield, deposit or no
 * loan, purchase tax, cash needed and, with the valuation, cash flow and ROI. Only what the
 * question names changes.
 */
export function scenarioSection(f: DealFigures, w: WhatIf): string {
  const base = f.mortgageValue;
  const price = w.offer ? offerPrice(w.offer, base) : base;
  if (price < MIN_OFFER) {
    return `That would be an offer of ${formatPounds(price)} on the deal's price of ${formatPounds(base)}, too little for a purchase I can work out.`;
  }
  const cash = w.cash === true;
  // Bought with cash, a deposit or a rate asked too has no loan to apply to.
  const rate = cash ? undefined : (w.rate ?? (w.rateRise !== undefined ? f.rate + w.rateRise : undefined));
  const deposit = cash ? undefined : w.depositPercent;
  const assumedMonthly = f.icrRent / 12;
  const monthlyRent = w.rent ? rentMonthly(w.rent, assumedMonthly) : undefined;
  const serviceCharge = w.serviceCharge ? (w.serviceCharge.per === "month" ? w.serviceCharge.pounds * 12 : w.serviceCharge.pounds) : undefined;
  const a: Assumptions = {
    ...(cash
      ? cashPurchaseAssumptions(f.assumptions)
      : {
          ...f.assumptions,
          ...(deposit !== undefined ? { mortgageLtvPercent: 100 - deposit } : {}),
          ...(rate !== undefined && rate > 0 ? { mortgageRatePercent: rate } : {}),
        }),
    ...(serviceCharge !== undefined ? { flatServiceChargePerYear: serviceCharge } : {}),
  };
  // Only what moves the loan or the purchase needs the deposit and the cash needed again.
  const financeChanged = price !== base || monthlyRent !== undefined || cash || deposit !== undefined || rate !== undefined;
  const at = figuresAt(f, price, a, monthlyRent);
  const was = figuresAt(f, base, f.assumptions);
  const also = [
    ...(w.offer && monthlyRent !== undefined ? [`a rent of ${formatPounds(monthlyRent)} a month`] : []),
    ...(deposit !== undefined ? [`a ${deposit}% deposit`] : []),
    ...(rate !== undefined ? [`a ${ratePercent(rate)} rate`] : []),
    ...(serviceCharge !== undefined && (w.offer || w.rent || cash) ? [`a service charge of ${formatPounds(serviceCharge)} a year`] : []),
  ];
  const tail = `${also.length ? `, with ${joinWithAnd(also)}` : ""}${cash && (w.offer || w.rent) ? ", bought with cash" : ""}:`;
  let head: string;
  if (w.offer) {
    const gap = price - base;
    const how = gap === 0 ? "the same as" : `${formatPounds(Math.abs(gap))} (${ratePercent((Math.abs(gap) / base) * 100, 1)}) ${gap < 0 ? "under" : "over"}`;
    head = `At an offer of ${formatPounds(price)}, ${how} the deal's price of ${formatPounds(base)}${tail}`;
  } else if (w.rent && monthlyRent !== undefined) {
    const r = w.rent;
    const how =
      "change" in r
        ? `, ${ratePercent(Math.abs(r.change))} ${r.change < 0 ? "under" : "over"} the`
        : "by" in r
          ? `, ${formatPounds(Math.abs(r.by))} a ${r.per} ${r.by < 0 ? "under" : "over"} the`
          : " instead of the";
    head = `At ${rentWords(monthlyRent)}${how} ${formatPounds(assumedMonthly)} a month assumed, on the deal's price of ${formatPounds(base)}${tail}`;
  } else if (cash) {
    head = `Bought with cash, no mortgage, at the deal's price of ${formatPounds(base)}${tail}`;
  } else {
    head = `With a service charge of ${formatPounds(serviceCharge ?? 0)} a year instead of the ${formatPounds(f.assumptions.flatServiceChargePerYear)} assumed, on the deal's price of ${formatPounds(base)}${tail}`;
  }
  const m = at.mortgage;
  const wm = was.mortgage;
  const cap = m.limitedBy === "rent" ? `, the most the rent supports at the lender's ${ratePercent(m.stressRate)} stress test` : "";
  const tax = at.costs.taxName;
  const lines = [head];
  if (price !== base || monthlyRent !== undefined) {
    lines.push(`• Gross yield: ${percent(at.grossYield)} (rent of ${formatPounds(at.annualRent)} a year ÷ ${formatPounds(price)}), against ${percent(was.grossYield)}.`);
  }
  if (serviceCharge !== undefined && at.runningCosts !== null && was.runningCosts !== null) {
    lines.push(`• Running costs: ${formatPounds(at.runningCosts)} a year, against ${formatPounds(was.runningCosts)}.`);
  }
  if (financeChanged) {
    lines.push(
      cash
        ? `• No loan: the whole ${formatPounds(price)} is paid in cash, against a deposit of ${formatPounds(wm.deposit)} and a loan of ${formatPounds(wm.loan)} at ${ratePercent(wm.rate)} (${formatPounds(wm.annualInterest / 12)} a month, interest-only).`
        : `• Deposit: ${formatPounds(m.deposit)}, with a ${ratePercent(m.ltv)} loan-to-value mortgage of ${formatPounds(m.loan)}${cap}; against ${formatPounds(wm.deposit)}. Interest-only at ${ratePercent(m.rate)}: ${formatPounds(m.annualInterest / 12)} a month.`,
      ...(price !== base ? [`• ${tax} as an additional property in ${NATION_LABEL[f.nation]}: ${formatPounds(at.costs.tax)}, against ${formatPounds(was.costs.tax)}.`] : []),
      cash
        ? `• Cash needed: ${formatPounds(at.cash)} (the price, ${tax} and ${formatPounds(at.costs.fees)} of fees: survey and legal, with no lender or broker fee), against ${formatPounds(was.cash)}.`
        : `• Cash needed: ${formatPounds(at.cash)} (deposit, ${tax} and ${formatPounds(at.costs.fees)} of fees), against ${formatPounds(was.cash)}.`,
    );
  }
  if (at.cashFlow !== null && at.roi !== null && was.cashFlow !== null && was.roi !== null) {
    const years = breakEvenYears(at.roi);
    lines.push(
      `• Cash flow: ${formatPounds(at.cashFlow)} a year after running costs${cash ? ", with no interest to pay" : " and interest"}, against ${formatPounds(was.cashFlow)}, before income tax.`,
      `• ROI: ${percent(at.roi)} (cash flow ÷ cash needed), against ${percent(was.roi)}; break-even ${years === "N/A" ? "N/A" : `about ${years} years`}.`,
    );
  } else {
    lines.push(`• Cash flow and ROI ${w.offer ? "at that price" : w.rent ? "at that rent" : "bought with cash"} need the deal's running costs, which aren't available here.`);
  }
  const unchanged = [
    ...(monthlyRent === undefined ? [`the rent (${formatPounds(f.monthlyRent)} a month)`] : []),
    ...(f.valuation && serviceCharge === undefined ? [monthlyRent === undefined ? "the running costs" : "the running costs' rules (management, voids and maintenance are shares of the rent)"] : []),
    ...(serviceCharge !== undefined ? ["the other running costs"] : []),
    ...(cash
      ? []
      : [`a loan${deposit === undefined ? ` of up to ${a.mortgageLtvPercent}% of the price` : ""}, interest-only${rate === undefined ? ` at ${ratePercent(a.mortgageRatePercent)}` : ""} and capped by the lender's rent test`]),
    cash ? "the survey and legal fees" : "the fees",
    `${tax} as an additional property${f.nationAssumed ? ` (${NATION_LABEL[f.nation]} assumed, as the location doesn't say)` : ""}`,
  ];
  const score = w.offer
    ? cash
      ? "The deal's score is not worked again for an offer."
      : "A lender lends on the lower of the price and its surveyor's valuation, and the deal's score is not worked again for an offer."
    : "The deal's score is not worked again.";
  lines.push(`The rest is the app's assumptions, the same ${w.offer ? "at both prices" : "in both"}: ${joinWithAnd(unchanged)}. ${score}`);
  return lines.join("\n");
}

/** The investor's own numbers on a deal, worked: a price, a rent, cash or a service charge values it again; a rate or a deposit alone works the mortgage. */
export function whatIfAnswer(f: DealFigures, w: WhatIf): string {
  return w.offer || w.rent || w.cash || w.serviceCharge ? scenarioSection(f, w) : whatIfSection(f, w);
}

// --- Figures the answer cannot use (decision 106) ----------------------------------------------
const NAMED_MONEY = moneyRe("u");
const NAMED_PERCENT_RE = /(?<![\w.])(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|per ?cent\b)/giu;
/** Near a percentage: a rule of the purchase tax or Section 24, not a figure of the investor's. */
const TAX_RULE_NEAR = /surcharge|stamp|\bsdlt\b|\bltt\b|\blbtt\b|\bads\b|\bbands?\b|credit|section\s*24/i;
/** What a figure is, from the words beside it. */
const FIGURE_LABELS: readonly (readonly [RegExp, string])[] = [
  [/service\s+charge/i, "service charge"],
  [/ground\s+rent/i, "ground rent"],
  [/\brents?\b|\brental\b/i, "rent"],
  [/refurb|renovat|\bworks\b|repairs?|kitchen|bathroom|decorat|extension|roof/i, "works"],
  [/\byields?\b/i, "yield"],
  [/\broi\b|\breturns?\b/i, "ROI"],
  [/\bltv\b|loan[\s-]*to[\s-]*value/i, "loan-to-value"],
  [/mortgage|repayments?|payments?/i, "mortgage"],
  [/deposit/i, "deposit"],
  [/\bfees?\b/i, "fees"],
  [/sav(?:ed|ings?)|\bbudget\b|\bpot\b|\bhave\b/i, "savings"],
  [/tax\s*payer|tax\s+(?:rate|bracket|band)|income\s+tax/i, "income tax"],
  [/growth|apprecia|house\s+prices?|prices?\s+(?:rise|grow|go up)/i, "price growth"],
  [/\bvoids?\b|empty/i, "voids"],
  [/management|\bagents?\b|letting\s+fee/i, "agent's fee"],
  [/insurance/i, "insurance"],
  [/\bworth\b|valu(?:ed|ation)/i, "valuation"],
  [/\bbills?\b|council\s+tax|utilities/i, "bills"],
  [/salary|\bincome\b|\bearn/i, "income"],
];

interface NamedFigure {
  /** "£2,500", "7%". */
  text: string;
  label: string | null;
}

/** The words of a figure's clause: up to 30 characters either side, stopped at punctuation. */
function clauseAround(text: string, start: number, end: number): { before: string; after: string } {
  const before = text.slice(Math.max(0, start - 30), start).split(/[.?!;,]/).pop() ?? "";
  const after = text.slice(end, end + 30).split(/[.?!;,]/)[0] ?? "";
  return { before, after };
}

function labelOf(before: string, after: string): string | null {
  return FIGURE_LABELS.find(([re]) => re.test(after))?.[1] ?? FIGURE_LABELS.find(([re]) => re.test(before))?.[1] ?? null;
}

const near = (values: readonly (number | undefined)[], n: number, within: number) => values.some((v) => v !== undefined && Math.abs(v - n) <= within);

/**
 * The £ amounts and percentages a question names that its answer does not use: not one the
 * what-if works in, nor the deal's own price, rent, rate or thresholds said back.
 */
function unusedFigures(question: string, w: WhatIf, f: DealFigures): NamedFigure[] {
  const usedPercent = [
    w.rate,
    w.rateRise === undefined ? undefined : Math.abs(w.rateRise),
    w.depositPercent,
    w.offer && "change" in w.offer && w.offer.unit === "%" ? Math.abs(w.offer.change) : undefined,
    w.rent && "change" in w.rent ? Math.abs(w.rent.change) : undefined,
    // The deal's own and assumed figures, said back.
    f.rate, f.maxLtv, f.ltv, 100 - f.maxLtv, f.stressRate, ICR_THRESHOLDS.basicRate, ICR_THRESHOLDS.higherRate, f.deal.yield, f.deal.roi,
  ];
  const usedPounds = [
    w.offer && "pounds" in w.offer ? w.offer.pounds : undefined,
    w.offer && "change" in w.offer && w.offer.unit === "£" ? Math.abs(w.offer.change) : undefined,
    w.rent && "pounds" in w.rent ? w.rent.pounds : undefined,
    w.rent && "by" in w.rent ? Math.abs(w.rent.by) : undefined,
    w.serviceCharge?.pounds,
    f.deal.price, f.mortgageValue, f.monthlyRent, f.annualRent, f.loan, f.deposit,
  ];
  const found: (NamedFigure & { at: number })[] = [];
  for (const m of question.matchAll(new RegExp(NAMED_MONEY, "giu"))) {
    const a = amountFrom(m.groups ?? {}, "u");
    const end = m.index + m[0].length;
    if (!a || !a.marked || a.value <= 0 || /^\s*(?:%|per ?cent)/i.test(question.slice(end)) || near(usedPounds, a.value, 1)) continue;
    const { before, after } = clauseAround(question, m.index, end);
    found.push({ at: m.index, text: formatPounds(a.value), label: labelOf(before, after) });
  }
  for (const m of question.matchAll(NAMED_PERCENT_RE)) {
    const n = Number(m[1]);
    const { before, after } = clauseAround(question, m.index, m.index + m[0].length);
    if (n <= 0 || near(usedPercent, n, 0.05) || TAX_RULE_NEAR.test(before + after)) continue;
    found.push({ at: m.index, text: ratePercent(n), label: labelOf(before, after) });
  }
  return found.sort((x, y) => x.at - y.at).map(({ text, label }) => ({ text, label }));
}

/** Why a flat's service charge can't be worked on this deal, or null when it can. */
function serviceChargeBlocked(f: DealFigures): string | null {
  const inputs = f.valuation?.inputs;
  if (!inputs?.rents) return "The running costs it would change aren't available here (they are in the deal's full details)";
  if (inputs.kind === "flat") return null;
  const what = inputs.kind === "other" ? "this property" : "a house";
  return `The figures for ${what} carry no service charge (houses are mostly freehold), so there is none to change`;
}

/**
 * The what-if a question asks of this deal, and the sentence that must come first when it names
 * a figure the answer cannot use ("Not worked in: £20,000 (works). …"), or null.
 */
export function planWhatIf(question: string, f: DealFigures): { whatIf: WhatIf; note: string | null } {
  const parsed = parseWhatIf(question);
  const blocked = parsed.serviceCharge ? serviceChargeBlocked(f) : null;
  const { serviceCharge, ...rest } = parsed;
  const whatIf: WhatIf = blocked ? rest : parsed;
  const unused = unusedFigures(question, whatIf, f);
  // A service charge that can't be worked is named with its reason.
  if (blocked && serviceCharge) {
    const named = formatPounds(serviceCharge.pounds);
    if (!unused.some((u) => u.text === named)) unused.unshift({ text: named, label: "service charge" });
  }
  if (unused.length === 0) return { whatIf, note: null };
  const list = joinWithAnd(unused.map((u) => (u.label ? `${u.text} (${u.label})` : u.text)));
  const rest_ = hasWhatIf(whatIf) ? "what follows works in the rest and leaves that out" : "what follows is the deal's own figures on the app's assumptions";
  const why = blocked
    ? `${blocked}; ${rest_}.`
    : `I can work a deal again at your own price, rent, mortgage rate, rise or fall in rates, deposit or a cash purchase, but not ${unused.length > 1 ? "those figures" : "that figure"}, so ${rest_}.`;
  return { whatIf, note: `Not worked in: ${list}. ${why}` };
}
