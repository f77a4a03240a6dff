/**
 * An offer price read from a question about one deal (decision 101): a price ("what if I offer
 * £85,000?", "if I paid 80k", "the ROI at £90k") or a change on the deal's price ("10% under
 * asking", "£5k over", "a 10% discount"); and the price it comes to.
 */
import { amountFrom, HARD_UNIT_AFTER, moneyRe } from "../search/money";
import { NUMBER } from "./deal-what-if-words";

/** An offer: a price ("offer £85,000"), or a change on the deal's price ("10% under asking", "£5k over"). */
export type Offer = { pounds: number } | { change: number; unit: "%" | "£" };

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

/**
 * The offer a question names, or undefined: a change on the price is read before a price. With
 * `bareAt` false, a sum said only after "at" or "for" ("the ROI at £90k") is not read as one.
 */
export function parseOffer(text: string, { bareAt = true }: { bareAt?: boolean } = {}): Offer | undefined {
  const discount = PERCENT_DISCOUNT_RE.exec(text);
  if (discount) return { change: -Number(discount[1]), unit: "%" };
  const pct = PERCENT_CHANGE_RE.exec(text);
  const pctSign = pct ? offerChange(pct, text) : null;
  if (pct && pctSign !== null && Number(pct[1]) > 0 && Number(pct[1]) < 100) return { change: pctSign * Number(pct[1]), unit: "%" };
  const pounds = POUNDS_CHANGE_RE.exec(text);
  const amount = pounds && amountFrom(pounds.groups ?? {}, "o");
  const poundsSign = pounds && amount?.marked ? offerChange(pounds, text) : null;
  if (amount && poundsSign !== null && amount.value > 0) return { change: poundsSign * amount.value, unit: "£" };
  for (const re of bareAt ? OFFER_RES : OFFER_RES.slice(0, 2)) {
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
