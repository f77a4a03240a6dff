/**
 * A question that asks the rent one deal needs (decision 114): "what rent do I need to break
 * even", "what rent would cover the mortgage", "what rent do I need for the lender's stress test",
 * "how much rent do I need for a £200k mortgage?". Which figure leads: the break-even rent, the
 * lender's rent test, or both when it names neither; and the loan, when it names one.
 */
import { amountFrom, moneyRe } from "../search/money";
import { cashFlowRead, type CashFlowTarget, type TargetReturnRead } from "./deal-target-return-reading";
import type { TargetYield } from "./deal-target-yield-reading";
import { LOAN_AFTER_RE } from "./deal-what-if-words";

export interface RentNeeded {
  first: "break-even" | "stress-test" | "both";
  /** A loan the question names ("for a £200k mortgage"), £; else the deal's own. */
  loan?: number;
  /** A cash flow other than nil the rent must leave ("what rent gives £200 a month cash flow?", decision 136; a loss, decision 258); else nil. */
  cashFlow?: CashFlowTarget;
}

const LOAN_MONEY_RE = new RegExp(moneyRe("l"), "giu");
/** Before a sum: it is the loan: "borrowing £120k", "a mortgage of £150,000". */
const LOAN_BEFORE_RE = /\b(?:borrow(?:ing)?|(?:mortgage|loan)\s+of)\s*$/i;
/** The least a loan is read as: a smaller sum is not a buy-to-let mortgage. */
const MIN_LOAN = 10_000;

/** A sum said as the loan: "a £200k mortgage", "a £150,000 interest-only loan", "borrowing £120k". */
export function loanNamed(text: string): number | undefined {
  for (const m of text.matchAll(LOAN_MONEY_RE)) {
    const a = amountFrom(m.groups ?? {}, "l");
    const saidAsLoan = LOAN_AFTER_RE.test(text.slice(m.index + m[0].length)) || LOAN_BEFORE_RE.test(text.slice(0, m.index));
    if (a && a.marked && a.value >= MIN_LOAN && saidAsLoan) return a.value;
  }
  return undefined;
}

/** "What rent do I need…", "how much rent would it need to…", "the minimum rent to…", "the break-even rent". */
const RENT_ASKED_RES = [
  /\b(?:what|which|how\s+much|min(?:imum)?|lowest|least)\b[^.?!]{0,25}?\brent(?:al\s+income)?\b[^.?!]{0,40}?\b(?:need|needs|needed|require|requires|required|have\s+to|must|cover|covers|covering|break[\s-]*even|pass|passes|meet|stress|icr|lender)/i,
  /\bbreak[\s-]*even\s+rent\b|\brent\s+(?:needed|required)\b|\brent\s+(?:it\s+)?(?:needs|would\s+need)\s+to\b/i,
  // "how much would I need to charge to break even", "what would I have to let it for to cover the mortgage".
  /\b(?:what|how\s+much)\s+(?:would|do|should|must|will)\s+(?:i|we)\s+(?:need\s+to\s+|have\s+to\s+)?(?:charge|let\s+it\s+(?:out\s+)?for|rent\s+it\s+(?:out\s+)?for)\b[^.?!]{0,40}?\b(?:break[\s-]*even|cover|pass|stress|icr)/i,
];
/** "What rent gives…", "how much rent to get…", "the rent for…": a rent asked for the cash flow said with it (decision 136). */
const RENT_FOR_RE =
  /\b(?:what|which|how\s+much|min(?:imum)?|lowest|least)\b[^.?!]{0,25}?\brent(?:al\s+income)?\b[^.?!]{0,40}?\b(?:give|gives|giving|get|gets|getting|for|leave|leaves|leaving|to\s+(?:get|make|have|clear))\b|\brent\s+(?:for|to\s+get)\b/i;

/**
 * The cash flow other than nil a rent is asked for (a loss too, decision 258), with where it is
 * said, so the other readers leave its sum alone ("£200 a month" is no rent of the investor's), or
 * undefined (decision 136).
 */
export function rentCashFlowRead(text: string): (TargetReturnRead & { target: CashFlowTarget }) | undefined {
  const read = cashFlowRead(text);
  if (read?.target.kind !== "cash-flow" || read.target.pounds === 0) return undefined;
  return RENT_ASKED_RES.some((re) => re.test(text)) || RENT_FOR_RE.test(text) ? { ...read, target: read.target } : undefined;
}

/** The lender's interest cover test asked. */
const STRESS_RE = /\bstress|\bicr\b|interest\s+cover|\blender|\bbank\b|rent\s+test|\bpass(?:es)?\b/i;
/** The cash flow's break-even asked: costs, the mortgage or the payments covered. */
const BREAK_EVEN_RE = /break[\s-]*even|\bcover(?:s|ing)?\s+(?:the\s+|my\s+|all\s+(?:the\s+)?)?(?:mortgage|costs|interest|payments?|outgoings|expenses|bills)|wash\s+its\s+face|lose\s+money|cash\s*flow/i;

/** What a question asks of the rent a deal needs, or undefined when it asks no such thing. */
export function parseRentNeeded(text: string): RentNeeded | undefined {
  const wanted = rentCashFlowRead(text);
  if (!wanted && !RENT_ASKED_RES.some((re) => re.test(text))) return undefined;
  const stress = STRESS_RE.test(text);
  const breakEven = wanted !== undefined || BREAK_EVEN_RE.test(text);
  const first = stress === breakEven ? "both" : stress ? "stress-test" : "break-even";
  const loan = loanNamed(text);
  return { first, ...(loan === undefined ? {} : { loan }), ...(wanted ? { cashFlow: wanted.target } : {}) };
}

/** A percentage. */
const PERCENT = String.raw`(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|per ?cent\b)`;
/**
 * A yield said with its percentage: "an 8% yield", "8% gross", "a net yield of 6%", "a yield of
 * 7%"; not "a 7% ROI" nor "at 6%".
 */
const YIELD_SAID_RE = new RegExp(
  String.raw`\b(?:(gross|net)\s+(?:rental\s+)?yield|(?:rental\s+)?yield)\s+(?:of\s+)?(?:at\s+least\s+)?${PERCENT}|\b${PERCENT}\s*(?:(gross|net)\s+)?(?:rental\s+)?yield\b|\b${PERCENT}\s+(gross|net)\b`,
  "i",
);
/** After the yield: after costs ("an 8% yield after costs"). */
const AFTER_COSTS_RE = /^\s*(?:yield\s+)?(?:after|net\s+of)\s+(?:all\s+)?(?:the\s+)?(?:running\s+)?(?:costs|expenses)\b/i;

/**
 * The yield a rent is asked for (decision 193): "rent needed for 8% yield", "what rent do I need
 * for a 7% gross yield", "what rent gives a net yield of 6%"; gross unless said net. Undefined when
 * no rent is asked or no yield is said.
 */
export function parseRentForYield(text: string): TargetYield | undefined {
  if (!RENT_ASKED_RES.some((re) => re.test(text)) && !RENT_FOR_RE.test(text)) return undefined;
  const m = YIELD_SAID_RE.exec(text);
  if (!m) return undefined;
  const percent = Number(m[2] ?? m[3] ?? m[5]);
  const said = (m[1] ?? m[4] ?? m[6])?.toLowerCase();
  const net = said === "net" || AFTER_COSTS_RE.test(text.slice(m.index + m[0].length));
  return { percent, basis: net ? "net" : "gross" };
}
