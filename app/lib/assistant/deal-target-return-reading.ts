/**
 * The ROI or cash flow an investor wants from one deal, read from a question that asks the price
 * to pay for it (decision 128): "what price gives me a 10% ROI?", "max price for an ROI of 12
 * percent", "how much should I offer to get £200 a month cash flow?", "what would I have to pay for
 * £2k a year cash flow?", "what would I need to pay to break even?".
 */
import { amountFrom, moneyRe } from "../search/money";
import { PRICE_ASKED_RE } from "./deal-target-yield-reading";
import { PER_MONTH_RE, PER_WEEK_RE, PER_YEAR_RE, type Per } from "./deal-what-if-words";

export type TargetReturn =
  /**
   * The cash-on-cash ROI wanted, %. `said`: the words read as an ROI when they named only a
   * "return" ("10% return", "a return of 8%"), which the answer says it read so (decision 136).
   */
  | { kind: "roi"; percent: number; said?: string }
  /**
   * The cash flow wanted, before income tax; below nil for a loss said ("-£200 a month cash flow",
   * "a negative cash flow of £200", "a £200 a month loss", decision 258); `perSaid` false when the
   * question gave no period.
   */
  | { kind: "cash-flow"; pounds: number; per: Per; perSaid: boolean };

/** A cash flow wanted. */
export type CashFlowTarget = Extract<TargetReturn, { kind: "cash-flow" }>;

/** What a question asks, and where the figure is said, so the other readers leave it alone. */
export interface TargetReturnRead {
  target: TargetReturn;
  start: number;
  end: number;
}

/** Below this, a cash flow said with no period is a month's ("£300 cash flow"); from it, a year's. */
export const MONTHLY_CASH_FLOW_BELOW = 1_000;

const PERCENT = String.raw`(?<![-−\d.])(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|per ?cent\b)`;
/** After a percentage: it is a change on the price, a deposit, a rate or a yield, not an ROI. */
const NOT_AN_ROI_AFTER = String.raw`(?!\s*(?:under|below|off|less|lower|over|above|more|higher|discount|deposit|ltv|loan|mortgage|interest|rate|gross|net|yield)\b)`;
const ROI_WORDS = String.raw`(?:cash[\s-]*on[\s-]*cash(?:\s+(?:roi|return))?|roi|return\s+on\s+(?:(?:my|the|our)\s+)?(?:investment|cash(?:\s+invested)?|capital|money))`;
const ROI_RES = [
  // "a 10% ROI", "12% cash-on-cash", "an 8% return on investment".
  new RegExp(PERCENT + String.raw`\s+` + ROI_WORDS + String.raw`\b`, "id"),
  // "an ROI of 12 percent", "the ROI to be 10%", "a cash-on-cash return of at least 9%".
  new RegExp(String.raw`\b` + ROI_WORDS + String.raw`\s+(?:(?:of|to|to\s+be|at|is|=|:)\s*)?(?:(?:at\s+least|over|above|of\s+at\s+least)\s+)?` + PERCENT + NOT_AN_ROI_AFTER, "id"),
];

/**
 * "Return" with no "on …" ("a 10% return", "a return of 8%", "returns 8%"): an ROI, as the app
 * calls return everywhere else (a search's "10% return" is a minimum ROI); not "a 10% gross
 * return", which is a yield (decision 136).
 */
const BARE_RETURN_RES = [
  new RegExp(PERCENT + String.raw`\s+returns?\b(?!\s+(?:on|gross|net|yield)\b)`, "id"),
  new RegExp(String.raw`\breturns?\s+(?:(?:me|us)\s+)?(?:(?:of|to\s+be|at|is|=|:)\s*)?(?:(?:at\s+least|over|above|of\s+at\s+least)\s+)?(?:an?\s+)?` + PERCENT + NOT_AN_ROI_AFTER, "id"),
];

const MONEY = moneyRe("f");
const PER = String.raw`(?:\s*(?:(?:a|per|\/|each|every)\s*(?:calendar\s+)?(?:month|mth|mo|week|wk|year|yr|annum)\b|(?:pcm|pm|p\/m|pw|p\/w|pa|p\/a|monthly|weekly|yearly|annually)\b))?`;
const CASH_FLOW_WORDS = String.raw`(?:(?:positive|negative|net|monthly|yearly|annual)\s+){0,2}(?:cash[\s-]*flow|profit|loss(?!\s+of\s+(?:the\s+|my\s+)?(?:rent|rental|income))|net\s+income|income\s+after\s+(?:all\s+)?(?:the\s+)?(?:running\s+)?costs)`;
/** A minus sign on a sum: "-£200", "−£200"; not a dash between words ("£150k - £200 a month") (decision 258). */
const MINUS = String.raw`(?:(?<![\w£.,])(?<minus>[-−]))?`;
const CASH_FLOW_RES = [
  // "£200 a month cash flow", "£2k a year profit", "£150 pcm in cash flow", "-£200 a month cashflow", "a £200 a month loss".
  new RegExp(MINUS + MONEY + PER + String.raw`\s+(?:(?:of|in)\s+)?` + CASH_FLOW_WORDS + String.raw`\b`, "giud"),
  // "a cash flow of £200 a month", "cashflow of at least £2,000 a year", "a negative cash flow of £200", "a loss of £200 a month".
  // Not "the cash flow at £120k": a sum after "at" is a price.
  new RegExp(String.raw`\b` + CASH_FLOW_WORDS + String.raw`\s+(?:(?:of|to|to\s+be|is|=|:)\s*)?(?:(?:at\s+least|over|above|of\s+at\s+least)\s+)?` + MINUS + MONEY + PER, "giud"),
  // "to make £200 a month", "clear £2k a year" (decision 136), "lose £200 a month" (decision 258):
  // only with a period, and not a rent ("make £900 a month in rent").
  new RegExp(String.raw`\b(?:make|makes|making|clear|clears|pocket|take\s+home|lose|loses|losing)\s+(?:(?:at\s+least|over|at\s+most|up\s+to)\s+)?` + MONEY + String.raw`(?!` + PER + String.raw`\s+(?:(?:in|of|from)\s+)?(?:the\s+)?rent)` + PER, "giud"),
];
/** Words that make a cash flow said a loss: "a negative cash flow of £200", "a £200 a month loss", "lose £200 a month". */
const LOSS_RE = /\b(?:negative|loss|lose|loses|losing)\b/i;
/** "…to break even", "…and still break even", "the break-even price": a cash flow of nil. */
const BREAK_EVEN_RE = /\b(?:to|and\s+still|still|would|will|i'?d|we'?d)\s+(?:just\s+)?break[\s-]*even\b|\bbreak[\s-]*even\s+(?:purchase\s+)?price\b/id;

/** The period a cash flow is for, from the words after its sum; undefined when none is said. */
function perSaid(after: string): Per | undefined {
  if (PER_MONTH_RE.test(after)) return "month";
  if (PER_WEEK_RE.test(after)) return "week";
  if (PER_YEAR_RE.test(after)) return "year";
  return undefined;
}

function roiRead(text: string): TargetReturnRead | undefined {
  for (const re of ROI_RES) {
    const m = re.exec(text);
    if (m) return { target: { kind: "roi", percent: Number(m[1]) }, start: m.index, end: m.index + m[0].length };
  }
  for (const re of BARE_RETURN_RES) {
    const m = re.exec(text);
    if (m) return { target: { kind: "roi", percent: Number(m[1]), said: m[0].trim() }, start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

/** The cash flow a question names ("£200 a month cash flow", "to break even"), with where it is said. */
export function cashFlowRead(text: string): TargetReturnRead | undefined {
  for (const re of CASH_FLOW_RES) {
    for (const m of text.matchAll(re)) {
      const a = amountFrom(m.groups ?? {}, "f");
      const sumEnd = m.indices?.groups?.sf?.[1] ?? m.indices?.groups?.nf?.[1];
      if (!a || sumEnd === undefined) continue;
      const per = perSaid(text.slice(sumEnd));
      // A bare number is a sum only with "£", "k" or a period: not "the 2 cash flow figures". A
      // profit with no period may be a sale's ("offer to make £20k profit"), not a year's income.
      if ((!a.marked || !/cash/i.test(m[0])) && per === undefined) continue;
      // A loss said keeps its sign: "-£200 a month cashflow" is £200 a month below nil (decision 258).
      const sign = m.groups?.minus !== undefined || LOSS_RE.test(m[0]) ? -1 : 1;
      const target: TargetReturn = { kind: "cash-flow", pounds: sign * a.value, per: per ?? (a.value < MONTHLY_CASH_FLOW_BELOW ? "month" : "year"), perSaid: per !== undefined };
      return { target, start: m.index, end: m.index + m[0].length };
    }
  }
  const even = BREAK_EVEN_RE.exec(text);
  if (even) return { target: { kind: "cash-flow", pounds: 0, per: "year", perSaid: true }, start: even.index, end: even.index + even[0].length };
  return undefined;
}

/** The ROI or cash flow a question asks the price for, or undefined when it asks no price for one. */
export function parseTargetReturn(text: string): TargetReturnRead | undefined {
  if (!PRICE_ASKED_RE.test(text)) return undefined;
  return roiRead(text) ?? cashFlowRead(text);
}

/** A year's cash flow for the target: a month's × 12, a week's × 52. */
export function annualCashFlowTarget(t: CashFlowTarget): number {
  return t.per === "month" ? t.pounds * 12 : t.per === "week" ? t.pounds * 52 : t.pounds;
}
