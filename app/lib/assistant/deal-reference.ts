/**
 * Which listed deal a chat message is about (decision 091): "is the first one a good deal?",
 * "how much deposit for deal 2", "what rent would the third one get?", "why is the Tuscan Road
 * one scored so low?". `listed` is the last search answer's deals in the order they were shown.
 * Only one clear reference counts: "compare the first two" or a street two deals share is not a
 * question about one deal.
 */

export interface ListedDeal {
  id: number;
  /** "Terraced house (likely 3-bed), Tuscan Road": the street is after the last comma. */
  title: string;
}

const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10,
  top: 1,
};

const NOUN = "(?:one|deal|property|result|listing|option|home|house|flat|bungalow|maisonette)";
/** "the first one", "the 2nd deal", "the last property". */
const THE_ORDINAL_RE = new RegExp(`\\bthe (${Object.keys(ORDINALS).join("|")}|last) ${NOUN}\\b`, "g");
/** "deal 2", "number 3", "no. 4", "#5", "result 1", "option 2". */
const NUMBERED_RE = /(?:\b(?:deal|number|no\.?|result|listing|option|property)\s*|#)(\d{1,2})\b/g;
/** A street's last word that says nothing on its own. */
const STREET_SUFFIX_RE =
  /\s+(?:road|street|lane|avenue|close|drive|way|court|place|crescent|grove|gardens|terrace|walk|rise|hill|view|square|mews|row|park|green|parade|vale)$/;

function streetOf(title: string): string | null {
  const street = title.slice(title.lastIndexOf(",") + 1).trim().toLowerCase();
  return street && title.includes(",") ? street : null;
}

function mentions(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|[^\\p{L}])${escaped}(?:$|[^\\p{L}])`, "u").test(text);
}

/** The id of the one listed deal the message is about, or null. */
export function referencedDeal(message: string, listed: readonly ListedDeal[]): number | null {
  if (listed.length === 0) return null;
  const text = message.toLowerCase().replace(/[\u2019]/g, "'");
  const positions = new Set<number>();
  for (const m of text.matchAll(THE_ORDINAL_RE)) {
    positions.add(m[1] === "last" ? listed.length : ORDINALS[m[1]!]!);
  }
  for (const m of text.matchAll(NUMBERED_RE)) positions.add(Number(m[1]));
  // "the first two", "the top 3": more than one deal.
  if (/\b(?:the )?(?:first|top|last) (?:two|three|four|five|\d)\b/.test(text)) return null;

  const named: { id: number; street: string }[] = [];
  for (const deal of listed) {
    const street = streetOf(deal.title);
    if (!street) continue;
    const short = street.replace(STREET_SUFFIX_RE, "");
    if (mentions(text, street) || (short !== street && short.length >= 4 && mentions(text, `${short} one`))) {
      named.push({ id: deal.id, street });
    }
  }
  // "Kingsway Road" names that street, not also "Kingsway", which it contains.
  const byStreet = new Set(
    named.filter((n) => !named.some((o) => o.street !== n.street && o.street.includes(n.street))).map((n) => n.id),
  );

  const byPosition = [...positions].filter((n) => n >= 1 && n <= listed.length).map((n) => listed[n - 1]!.id);
  const found = new Set([...byPosition, ...byStreet]);
  if (found.size !== 1 || positions.size > 1) return null;
  return [...found][0]!;
}
