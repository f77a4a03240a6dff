/**
 * Money in a sentence: the one parser behind search criteria ("flats under £200k") and the
 * built-in assistant's stamp-duty questions ("stamp duty on 250k").
 *
 * - Forms: `£`, `k`/`m`/`bn`/`thousand`/`grand`/`million`, `250,000` and `250 000`, decimals.
 * - A number followed by `%`/`percent` is never money; the criteria parser also refuses numbers
 *   followed by a unit (`bed`, years, miles, pcm…) or, when unmarked, a count noun ("5 flats").
 * - Decision 013: in a price phrase ("under 200", "around 350", "between 150 and 200"), a bare
 *   number below 1,000 with neither `£` nor a suffix means thousands of pounds: no UK property
 *   costs £200, and "under 200" is how investors say £200k. A `£` keeps face value ("£200" → £200).
 */

const SUFFIX_MULTIPLIER: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
  grand: 1_000,
  m: 1_000_000,
  mn: 1_000_000,
  mil: 1_000_000,
  million: 1_000_000,
  bn: 1_000_000_000,
  billion: 1_000_000_000,
};

/** One money amount as a regex source; `tag` names its groups (p = £, n = number, s = suffix). */
export function moneyRe(tag: string): string {
  return (
    String.raw`(?<![\w.,£])(?<p${tag}>£\s*)?(?<![\w.,])` +
    String.raw`(?<n${tag}>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?: \d{3})+|\d+(?:\.\d+)?)(?!\d|[.,]\d)` +
    String.raw`(?:\s*(?<s${tag}>k|mn|m|bn|thousand|grand|million|mil|billion)\b)?`
  );
}

export interface Amount {
  /** The amount as written, in pounds (suffix applied). */
  value: number;
  /** The number without its suffix. */
  raw: number;
  multiplier: number;
  /** Written with `£` or a suffix: surely money. */
  marked: boolean;
}

/** The amount in a `moneyRe(tag)` match's groups. */
export function amountFrom(groups: Record<string, string | undefined>, tag: string): Amount | undefined {
  const n = groups[`n${tag}`];
  if (n === undefined) return undefined;
  const raw = Number(n.replace(/[, ]/g, ""));
  if (!Number.isFinite(raw)) return undefined;
  const suffix = groups[`s${tag}`]?.toLowerCase();
  const multiplier = suffix ? (SUFFIX_MULTIPLIER[suffix] ?? 1) : 1;
  return {
    raw,
    multiplier,
    value: multiplier > 1 ? Math.round(raw * multiplier) : raw,
    marked: groups[`p${tag}`] !== undefined || multiplier > 1,
  };
}

/** Below this, a bare number in a price phrase is read as thousands (decision 013). */
export const BARE_THOUSANDS_BELOW = 1_000;

/** What an amount in a price phrase means: "under 200" → £200,000; "under £200" → £200. */
export function priceFromPhrase(a: Amount): number {
  return !a.marked && a.raw > 0 && a.raw < BARE_THOUSANDS_BELOW ? Math.round(a.raw * 1_000) : a.value;
}

/** Words right before an amount that make it a price phrase. */
const PRICE_LEAD =
  /\b(?:under|below|beneath|less\s+than|lower\s+than|cheaper\s+than|up\s*to|no\s+more\s+than|at\s+most|max(?:imum)?(?:\s+of)?|budget(?:\s+(?:of|is))?|around|about|roughly|approx(?:imately)?|over|above|more\s+than|at\s+least|between|priced\s+at|costing)[\s:]*$/i;
const PERCENT_AFTER = /^\s*(?:%|percent|per\s*cent)/i;

/**
 * "min" after a number is minutes ("10 min walk") unless a figure or what it limits follows: in
 * "under 250k min 8% yield" or "under 150k min 3 beds" it is the next criterion's minimum.
 */
const MINUTES = String.raw`mins?\b(?!\.?\s*(?:of\s+)?(?:[£\d]|(?:one|two|three|four|five|six|seven|eight|nine|ten|yields?|roi|returns?|beds?|bedrooms?|price)\b))`;

/** After a number: units that make it anything but a price. */
export const HARD_UNIT_AFTER = new RegExp(
  String.raw`^\s*(?:%|percent\b|per\s*cent\b|pc\b|-?\s*(?:bed|bd\b|bds\b|br\b|brs\b|bdrm)|years?\b|yrs?\b|y\/?o\b|miles?\b|mi\b|${MINUTES}|minutes?\b|km\b|sq|square\b|ft\b|feet\b|metres?\b|meters?\b|months?\b|weeks?\b|days?\b|hours?\b|hrs?\b|pcm\b|pw\b|pa\b|p\/?m\b|per\s+(?:month|week|annum|year)\b|a\s+(?:month|week|year)\b|(?:gross\s+|net\s+)?yields?\b|roi\b|returns?\b|rooms?\b|storeys?\b|floors?\b|x\b|times\b)`,
  "i",
);
/**
 * A rent of the investor's own, not a price: "renting at £900pcm", "a rent of £900", "rent
 * £650", "lets for 700 a month", "£900pcm". With a price it makes a money question (decision 105).
 */
const RENT_FILLER = String.raw`(?:(?:is|of|at|for|would\s+be|will\s+be|around|about|approx(?:imately)?|roughly)\s+)`;
const RENT_LEAD = String.raw`\b(?:rent(?:s|ed|ing|al(?:\s+income)?)?\s+${RENT_FILLER}*|let(?:s|ting)?(?:\s+out)?\s+(?:at|for)\s+${RENT_FILLER}*)`;
const NOT_MONEY_AFTER = String.raw`(?!\s*(?:%|percent\b|per\s*cent\b|years?\b|yrs?\b|months?\b|weeks?\b))`;
const RENT_UNIT = String.raw`\s*(?:pcm|pw|p\/?m|per\s+(?:calendar\s+)?(?:month|week)|a\s+(?:month|week)|monthly|weekly)\b`;
export const RENT_BEFORE_RE = new RegExp(RENT_LEAD + moneyRe("a") + NOT_MONEY_AFTER, "gi");
export const RENT_AFTER_RE = new RegExp(moneyRe("a") + RENT_UNIT, "gi");

/** Whether the text gives a rent ("renting at £900pcm", "a rent of £900"). */
export function rentGiven(text: string): boolean {
  return [RENT_BEFORE_RE, RENT_AFTER_RE].some((re) => new RegExp(re.source, "i").test(text));
}

/** The period said after a rent's sum: a month's, a week's or a year's. */
const RENT_PERIODS: readonly [RegExp, number][] = [
  [/^\s*(?:pcm|p\/?m|per\s+(?:calendar\s+)?month|a\s+month|monthly)\b/i, 1],
  [/^\s*(?:pw|p\/?w|per\s+week|a\s+week|weekly)\b/i, 52 / 12],
  [/^\s*(?:pa|p\/?a|per\s+(?:annum|year)|a\s+year|yearly|annually)\b/i, 1 / 12],
];
/** Below this, a rent said with no period is a month's ("a rent of £900"); from it, a year's. */
const RENT_MONTHLY_BELOW = 5_000;

/** The rents the text gives, where each is said, in order. */
function rentsSaid(text: string): { start: number; end: number; monthly: number }[] {
  const out: { start: number; end: number; monthly: number }[] = [];
  for (const re of [RENT_BEFORE_RE, RENT_AFTER_RE]) {
    for (const m of text.matchAll(new RegExp(re.source, "giud"))) {
      const a = amountFrom(m.groups ?? {}, "a");
      const end = m.index + m[0].length;
      if (!a || a.value <= 0 || out.some((r) => m.index < r.end && end > r.start)) continue;
      // The words after the sum say its period (RENT_AFTER_RE's match holds them).
      const sumEnd = (m.indices?.groups?.sa ?? m.indices?.groups?.na)?.[1] ?? end;
      const after = text.slice(sumEnd);
      const per = RENT_PERIODS.find(([p]) => p.test(after))?.[1] ?? (a.value < RENT_MONTHLY_BELOW ? 1 : 1 / 12);
      out.push({ start: m.index, end, monthly: Math.round(a.value * per * 100) / 100 });
    }
  }
  return out.sort((x, y) => x.start - y.start);
}

/**
 * The month's rent the investor gives ("renting at £900 a month" → 900, "rent £200 a week" →
 * 866.67, "lets for £10,800 a year" → 900), the first said; null when none is (decision 196).
 */
export function rentSaid(text: string): number | null {
  return rentsSaid(text)[0]?.monthly ?? null;
}

/** The text with each rent it gives blanked out, so a rent is never read as the price (decision 196). */
export function withoutRents(text: string): string {
  let out = text;
  for (const r of rentsSaid(text)) out = out.slice(0, r.start) + " ".repeat(r.end - r.start) + out.slice(r.end);
  return out;
}

/** After an unmarked number: counts, not prices ("top 5 properties"). */
export const COUNT_NOUN_AFTER =
  /^\s*(?:propert(?:y|ies)|flats?|apartments?|houses?|homes?|units?|deals?|results?|options?|listings?)\b/i;

/** Every money amount in the text, in order, read as a price phrase where one leads it. */
export function moneyAmounts(text: string): (Amount & { pounds: number })[] {
  const out: (Amount & { pounds: number })[] = [];
  for (const m of text.matchAll(new RegExp(moneyRe("a"), "giu"))) {
    if (PERCENT_AFTER.test(text.slice(m.index + m[0].length))) continue;
    const a = amountFrom(m.groups ?? {}, "a");
    if (!a) continue;
    const lead = PRICE_LEAD.test(text.slice(0, m.index));
    out.push({ ...a, pounds: lead ? priceFromPhrase(a) : a.value });
  }
  return out;
}

/** A text that is one amount and nothing else ("150k", "£1.2m", "250,000"), in pounds; else undefined. */
export function amountOnly(text: string): number | undefined {
  const m = new RegExp(String.raw`^\s*${moneyRe("a")}\s*$`, "iu").exec(text);
  return m ? amountFrom(m.groups ?? {}, "a")?.value : undefined;
}

/** The first amount: "£200k" → 200000, "1.2m" → 1200000, "£250 000" → 250000, "under 200" → 200000. */
export function parseMoney(text: string): number | undefined {
  return moneyAmounts(text)[0]?.pounds;
}

/**
 * The largest amount, for "stamp duty on …" questions: "£250,000", "250k", "£1.2m", "300000",
 * "under 200" (£200,000). An unmarked number outside a price phrase must be at least 10,000, so
 * years ("2025-26") and counts are not prices.
 */
export function largestAmount(text: string): number | null {
  let best: number | null = null;
  for (const a of moneyAmounts(text)) {
    const pounds = Math.round(a.pounds);
    if (pounds <= 0 || (!a.marked && pounds < 10_000)) continue;
    if (best === null || pounds > best) best = pounds;
  }
  return best;
}
