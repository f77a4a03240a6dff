/**
 * Names in a search that are no place the data knows (decisions 092 and 105). The search does not
 * run on them: the answer names them, suggests the place meant and gives the search back. A known
 * place the search did not take ("I live in Birmingham. … houses in Stoke-on-Trent") is not one.
 *
 * - A capitalised name after "in", "near" or "around" ("flats in Truro", "houses in Manchster").
 * - Lower-case words there ("houses in sheffeld", "flats in narnia under 100k"), in a message that
 *   asks for property, ending where the search's words go on (end, punctuation, a price, "under",
 *   "with", a property word, "city centre"). Everyday and search words (`NOT_PLACE_WORDS`) are no
 *   place. The words are reported when close to a known name (`suggestPlace`). With no close name,
 *   one word is reported only when it does not read as an English word ("narnia", "ancoats", not
 *   "flooring" or "renovation"), and two only when the first begins place names ("port talbott")
 *   or the second ends them ("moss side", "cheetham hill": decision 127).
 * - The last word of a message, right after the property asked for ("2 bed flats manchster"), when
 *   it is close to a known name.
 * - A short name or alias that goes on as a longer name the data does not hold ("chorlton on
 *   medlock", "newcastle under lyme"): not the place it shortens (`longerNames`, decision 127).
 */
import { NAME_JOINERS, normalisePlaceName, suggestPlace, type PlaceMatch } from "./gazetteer";
import type { Gazetteer } from "./types";
import { NOT_PLACE_WORDS, PLACE_NAME_ENDS, PLACE_NAME_PARTS, PROPERTY_WORD_RE } from "./vocabulary";

/** Words after "in"/"near" that are not a place, a postcode or a property word. */
const NOT_A_PLACE =
  /^(?:The|A|An|My|Our|Total|Good|Great|Need|Cash|Excess|Particular|General|Mind|Stock|Budget|Areas?|Regions?|Towns?|Cities|City|Places?|England|Scotland|Wales|Northern|Britain|UK|Great Britain|January|February|March|April|May|June|July|August|September|October|November|December|\d.*)$/;

/**
 * Endings of English words: a lower-case word with no known name close to it is passed over. An
 * "-s", "-y", "-er" or "-al" ending is not one: place names have them too ("ancoats",
 * "headingley"), and a dropped place searches the whole country (decision 121).
 */
const ENGLISH_ENDING = /(?:ing|ion|ment|ness|ity|ies|ed|ly|ous|ive|able|ible|ance|ence|ure|ship|ism|ist|ful|less)$/;

/** A property word starting the text ("buy to let", "flats"). */
const PROPERTY_WORD_AT_START = new RegExp(`^(?:${PROPERTY_WORD_RE.source})`, "i");

/** What may follow a lower-case place name: where the search's other words begin. */
const AFTER_NAME =
  /^(?:\s*$|\s*[,.;:!?()£\d&/-]|\s+(?:under|over|below|above|with|without|for|between|from|around|near|within|up|upto|max|min|and|or|but|please|pls|thanks|that|which|at|by|to|on|only|cheap|any|city\s+cent(?:re|er)|town\s+cent(?:re|er)|(?:\d+|one|two|three|four|five)?\s*-?\s*bed)\b)/i;

/** Whether `rest`, the text after a lower-case name, is where the search's other words begin. */
export function nameEndsBefore(rest: string): boolean {
  return AFTER_NAME.test(rest);
}

/** Whether a word is an everyday or search word (`NOT_PLACE_WORDS`), never part of a place's name. */
export function everyday(word: string): boolean {
  return NOT_PLACE_WORDS.has(word.toLowerCase().replace(/['’]/g, ""));
}

export function unknownPlaces(
  query: string,
  found: readonly { start: number; end: number }[],
  gazetteer: Gazetteer,
  asksForProperty: boolean,
): string[] {
  const out: string[] = [];
  const report = (name: string, start: number): void => {
    const end = start + name.length;
    if (found.some((f) => f.start < end && f.end > start)) return;
    if (gazetteer.lookup(name)) return;
    if (!out.includes(name)) out.push(name);
  };
  const capitalised = /\b(?:[Ii]n|[Nn]ear|[Aa]round)\s+((?:[A-Z][\p{L}'’-]+)(?:\s+(?:upon|on|under|le|in|the|de)?\s*[A-Z][\p{L}'’-]+)*)/gu;
  for (const m of query.matchAll(capitalised)) {
    const name = m[1] as string;
    const firstWord = name.split(/\s+/)[0] as string;
    if (NOT_A_PLACE.test(name) || NOT_A_PLACE.test(firstWord)) continue;
    report(name, m.index + m[0].length - name.length);
  }
  if (!asksForProperty) return out;

  const lower = /\b(?:[Ii]n|[Nn]ear|[Nn]r|[Aa]round)\s+([a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*){0,2})/g;
  for (const m of query.matchAll(lower)) {
    const start = m.index + m[0].length - (m[1] as string).length;
    const name = lowerCaseName(query, start, m[1] as string, gazetteer);
    if (name) report(name, start);
  }

  const last = /(?:^|\s)([A-Za-z][a-z'’-]{3,})[\s.!?]*$/.exec(query);
  if (last && out.length === 0 && found.length === 0) {
    const word = last[1] as string;
    const before = query.slice(0, last.index).trim().split(/\s+/).pop() ?? "";
    const afterProperty = /^[A-Za-z-]+$/.test(before) && (PROPERTY_WORD_AT_START.test(before) || /^(?:bed(?:room)?s?|bdrms?)$/i.test(before));
    if (afterProperty && !everyday(word) && !PROPERTY_WORD_AT_START.test(word) && !/(?:ing|ed|ly|able|s)$/.test(word) && suggestPlace(word, gazetteer)) {
      report(word, last.index + last[0].indexOf(word));
    }
  }
  return out;
}

/**
 * The lower-case words at `start` that may name a place: up to three, up to the first everyday
 * or search word, followed by where the search's words go on. Several words are kept when
 * together they are close to a known name ("west bromwhich"); otherwise fewer. Null when the words
 * are no place.
 */
function lowerCaseName(query: string, start: number, words: string, gazetteer: Gazetteer): string | null {
  const all = words.split(/\s+/);
  const list: string[] = [];
  for (let i = 0; i < all.length; i++) {
    const w = all[i] as string;
    if (everyday(w) || PROPERTY_WORD_AT_START.test(all.slice(i).join(" "))) break;
    list.push(w);
  }
  for (let n = list.length; n >= 1; n--) {
    const name = list.slice(0, n).join(" ");
    if (gazetteer.lookup(name)) return null;
    if (!nameEndsBefore(query.slice(start + name.length))) continue;
    if (n === 1 && PLACE_NAME_PARTS.has(name)) return null;
    if (suggestPlace(name, gazetteer)) return name;
    // "port talbott", "upper norwood": a word that begins place names, then one that is no everyday
    // word; "moss side", "cheetham hill": one that is no everyday word, then a word that ends them.
    const [a, b] = list as [string, string];
    if (n === 2 && ((PLACE_NAME_PARTS.has(a) && /^[a-z]{3,}$/.test(b)) || (PLACE_NAME_ENDS.has(b) && /^[a-z]{3,}$/.test(a)))) return name;
    if (n === 1 && name.length >= 4 && /^[a-z]+$/.test(name) && !ENGLISH_ENDING.test(name)) return name;
  }
  return null;
}

/** A joining word and the word after it, right after a place as written ("… on medlock"). */
const GOES_ON_RE = new RegExp(String.raw`^[ \t]+${NAME_JOINERS}[ \t-]+([\p{L}'’-]{3,})`, "iu");

/**
 * The places found that are a short name or an alias going on as a longer name the data does not
 * hold, with that name as written: "chorlton on medlock" is not Chorlton cum Hardy, nor
 * "newcastle under lyme" Newcastle upon Tyne. A place written in full ("Leeds in West Yorkshire")
 * is not one, nor is one followed by an everyday word ("newcastle on a budget").
 */
export function longerNames(query: string, found: readonly PlaceMatch[], gazetteer: Gazetteer): Map<PlaceMatch, string> {
  const out = new Map<PlaceMatch, string>();
  for (const f of found) {
    if (normalisePlaceName(query.slice(f.start, f.end)) === normalisePlaceName(f.place.name)) continue;
    const next = GOES_ON_RE.exec(query.slice(f.end));
    if (!next || everyday(next[1] as string)) continue;
    const name = query.slice(f.start, f.end + next[0].length);
    if (!gazetteer.lookup(name)) out.set(f, name);
  }
  return out;
}
