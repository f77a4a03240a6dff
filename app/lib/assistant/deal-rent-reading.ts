/**
 * The investor's own rent read from a question about one deal (decision 106): a sum ("£750 a
 * month", "let it for £9,000 a year", "£180 a week"), a change in % ("rent 10% lower") or a sum
 * added to it ("the rent goes up by £100 a month"); and the month's rent it comes to.
 */
import { amountFrom, moneyRe } from "../search/money";
import { FALL, LOAN_AFTER_RE, NUMBER, PER_MONTH_RE, PER_WEEK_RE, PER_YEAR_RE, RISE, type Per } from "./deal-what-if-words";

/**
 * The investor's rent: a sum ("£750 a month", "£9,000 a year", "£180 a week"), a change on the
 * deal's in % ("10% lower") or a sum added to it ("£100 a month more", negative for less).
 */
export type Rent = { pounds: number; per: Per } | { change: number } | { by: number; per: Per };

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
/** Said just after a sum's period: it is a payment or a charge: "£100 a month service charge", "£500 a month mortgage payment". */
export const NOT_A_RENT_AFTER_RE =
  /^\s*(?:(?:pcm|p\/?m|pw|p\/?w|pa|p\/?a|(?:a|per|each|every)\s+(?:calendar\s+)?(?:month|week|year|annum)|monthly|weekly|yearly|annually)\s+)?(?:(?:in|of|for|on)\s+)?(?:the\s+)?(?:service\s+charges?|ground\s+rent|mortgage|payments?|repayments?|interest|bills?|fees?|costs?|cash\s*flow|profit)\b/i;
/** Below this, a sum given as a rent with no "a month" or "a year" is a month's. */
export const MONTHLY_BELOW = 5_000;
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
export function parseRent(text: string): Rent | undefined {
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
      // "a £200k mortgage" is the loan, not a rent.
      if (LOAN_AFTER_RE.test(after)) continue;
      // "rent and a £100 a month service charge": the sum is the charge, not the rent.
      if (NOT_A_RENT_AFTER_RE.test(after)) continue;
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
