/**
 * The figures a question about one deal names that its what-if does not use (decision 106): each
 * £ amount and percentage, labelled by the words beside it ("£20,000 (works)"), except the ones
 * the what-if works in and the deal's own or assumed figures said back.
 */
import { formatPounds, ratePercent } from "../format";
import { amountFrom, moneyRe } from "../search/money";
import { ICR_THRESHOLDS, type DealFigures } from "./deal-figures";
import type { WhatIf } from "./deal-what-if-reading";

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

export interface NamedFigure {
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
export function unusedFigures(question: string, w: WhatIf, f: DealFigures): NamedFigure[] {
  const usedPercent = [
    w.rate,
    w.rateRise === undefined ? undefined : Math.abs(w.rateRise),
    w.depositPercent,
    w.offer && "change" in w.offer && w.offer.unit === "%" ? Math.abs(w.offer.change) : undefined,
    w.rent && "change" in w.rent ? Math.abs(w.rent.change) : undefined,
    w.targetYield?.percent,
    w.rentForYield?.percent,
    w.targetReturn?.kind === "roi" ? w.targetReturn.percent : undefined,
    w.rentTest?.cover,
    // The deal's own and assumed figures, said back.
    f.rate, f.maxLtv, f.ltv, 100 - f.maxLtv, f.stressRate, ICR_THRESHOLDS.basicRate, ICR_THRESHOLDS.higherRate, f.deal.yield, f.deal.roi,
  ];
  const usedPounds = [
    w.offer && "pounds" in w.offer ? w.offer.pounds : undefined,
    w.offer && "change" in w.offer && w.offer.unit === "£" ? Math.abs(w.offer.change) : undefined,
    w.rent && "pounds" in w.rent ? w.rent.pounds : undefined,
    w.rent && "by" in w.rent ? Math.abs(w.rent.by) : undefined,
    w.serviceCharge?.pounds,
    w.rentNeeded?.loan,
    w.rentTest?.loan,
    // A loss is said as a sum ("a £200 a month loss"), read below nil (decision 258).
    w.rentNeeded?.cashFlow ? Math.abs(w.rentNeeded.cashFlow.pounds) : undefined,
    w.targetReturn?.kind === "cash-flow" ? Math.abs(w.targetReturn.pounds) : undefined,
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
