/**
 * The amounts in a question, each with the words that say what it is: "£20k rent and £9k mortgage
 * interest", "rent of £1,200 a month", "sold for £300k, bought for £200k". Each amount's own words
 * are the clause around it, cut at the next amount, a comma, "and", "with", "but" or "plus", so
 * "rent of £20k and interest of £9k" gives "rent of" to £20k and "interest of" to £9k.
 */
import { amountFrom, moneyRe } from "../search/money";

export type Period = "week" | "month" | "year";

export interface LabelledAmount {
  pounds: number;
  /** Written with £ or a suffix ("£900", "20k"). */
  marked: boolean;
  /** The clause's words before and after the amount, lower case. */
  before: string;
  after: string;
  /** "pcm", "a week", "per annum"… said straight after the amount. */
  period?: Period;
}

/** Where one amount's clause ends, besides another amount: punctuation or a joining word. */
const CLAUSE_END_RE = /[,;?!()]|\.(?!\d)|\b(?:and|with|but|plus|while|whereas)\b/gi;

const PERIOD_RES: readonly [Period, RegExp][] = [
  ["month", /^\s*(?:pcm|p\/?m|a month|per month|per calendar month|monthly|each month|every month)\b/i],
  ["week", /^\s*(?:pw|p\/?w|a week|per week|weekly|each week|every week)\b/i],
  ["year", /^\s*(?:pa|p\/?a|a year|per year|per annum|annually|yearly|each year|every year)\b/i],
];

/**
 * Every £-marked or suffixed amount, and any other of `minUnmarked` or more, or said with a period
 * ("1200 pcm"); percentages and years ("in 2015") are left out.
 */
export function labelledAmounts(text: string, minUnmarked = 10_000): LabelledAmount[] {
  const kept: { pounds: number; marked: boolean; start: number; end: number; period?: Period }[] = [];
  for (const m of text.matchAll(new RegExp(moneyRe("a"), "giu"))) {
    const a = amountFrom(m.groups ?? {}, "a");
    const end = m.index + m[0].length;
    const rest = text.slice(end);
    if (!a || a.value <= 0 || /^\s*(?:%|per ?cent)/i.test(rest)) continue;
    const period = PERIOD_RES.find(([, re]) => re.test(rest))?.[0];
    if (!a.marked && a.value < minUnmarked && !period) continue;
    kept.push({ pounds: a.value, marked: a.marked, start: m.index, end, period });
  }
  return kept.map((k, i) => {
    const from = kept[i - 1]?.end ?? 0;
    const to = kept[i + 1]?.start ?? text.length;
    const head = text.slice(from, k.start);
    const tail = text.slice(k.end, to);
    let cut = 0;
    for (const e of head.matchAll(CLAUSE_END_RE)) cut = e.index + e[0].length;
    const stop = new RegExp(CLAUSE_END_RE.source, "i").exec(tail);
    return {
      pounds: k.pounds,
      marked: k.marked,
      before: head.slice(cut).toLowerCase(),
      after: (stop ? tail.slice(0, stop.index) : tail).toLowerCase(),
      period: k.period,
    };
  });
}

/** The amount whose own words match `re`: the words after it first ("£9k interest"), then before ("interest of £9k"). */
export function amountSaidAs(found: readonly LabelledAmount[], re: RegExp, taken: readonly (LabelledAmount | undefined)[] = []): LabelledAmount | undefined {
  const free = found.filter((a) => !taken.includes(a));
  return free.find((a) => re.test(a.after)) ?? free.find((a) => re.test(a.before));
}

/**
 * The amount named by the words right before it ("sold for £260k", "bought 180k"), else
 * `amountSaidAs`'s reading. For verbs that come before their amount: in "bought 180k sold 260k",
 * "sold" follows 180k but names the 260k.
 */
export function amountSaidJustBefore(found: readonly LabelledAmount[], re: RegExp, taken: readonly (LabelledAmount | undefined)[] = []): LabelledAmount | undefined {
  return amountNamedJustBefore(found, re, taken) ?? amountSaidAs(found, re, taken);
}

/** The amount named by the words right before it (its last three words), and only that way. */
export function amountNamedJustBefore(found: readonly LabelledAmount[], re: RegExp, taken: readonly (LabelledAmount | undefined)[] = []): LabelledAmount | undefined {
  const lastWords = (label: string) => label.trim().split(/\s+/).slice(-3).join(" ");
  return found.find((a) => !taken.includes(a) && re.test(lastWords(a.before)));
}

/** The amount as a yearly figure, and how it was made one ("£1,200 a month × 12"). */
export function yearly(a: LabelledAmount, unmarkedPeriod: Period = "year"): { annual: number; how?: string } {
  const period = a.period ?? unmarkedPeriod;
  if (period === "month") return { annual: a.pounds * 12, how: `a month × 12` };
  if (period === "week") return { annual: a.pounds * 52, how: `a week × 52` };
  return { annual: a.pounds };
}
