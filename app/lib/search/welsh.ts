/**
 * Messages written in Welsh (decision 118). The assistant answers in English, and says so in one
 * bilingual sentence. Where it can, it still answers: a small glossary of property, tax and search
 * words, and Welsh place names with their mutations ("yng Nghaerdydd", "i Abertawe"), give an
 * English reading, which is then searched or answered as if it had been typed. A Welsh message with
 * a word the glossary does not know, or nothing in it but places, is not read at all: the reply
 * asks for it in English, and nothing is charged. A guess at part of a message could be searched
 * or answered as something it is not, and charged.
 *
 * The glossary is small on purpose: it reads what a search or a tax question needs, not Welsh in
 * general. Pure: no I/O.
 */
import { NOT_CHARGED } from "../assistant/small-talk";

/**
 * Welsh names of places in Wales → the English names the gazetteer knows (added there as aliases,
 * so "houses in Casnewydd" is read too). Lower case, without accents.
 */
export const WELSH_PLACE_NAMES: Readonly<Record<string, string>> = {
  caerdydd: "cardiff",
  abertawe: "swansea",
  casnewydd: "newport",
  wrecsam: "wrexham",
  "pen y bont ar ogwr": "bridgend",
  "ynys mon": "isle of anglesey",
  merthyr: "merthyr tydfil",
  "merthyr tudful": "merthyr tydfil",
  rhondda: "rhondda cynon taf",
  caerfyrddin: "carmarthen",
  aberhonddu: "brecon",
  caerffili: "caerphilly",
  "castell nedd": "neath",
  pontypwl: "pontypool",
  "y fenni": "abergavenny",
  hwlffordd: "haverfordwest",
  aberdaugleddau: "milford haven",
  "dinbych y pysgod": "tenby",
  trefynwy: "monmouth",
  "sir fynwy": "monmouthshire",
  "bro morgannwg": "vale of glamorgan",
  aberdar: "aberdare",
  "bae colwyn": "colwyn bay",
  "cas gwent": "chepstow",
  "y drenewydd": "newtown",
  "y trallwng": "welshpool",
  "yr wyddgrug": "mold",
  caergybi: "holyhead",
  aberteifi: "cardigan",
  abergwaun: "fishguard",
  penfro: "pembroke",
  "sir benfro": "pembrokeshire",
  "sir gaerfyrddin": "carmarthenshire",
  "sir ddinbych": "denbighshire",
  "sir y fflint": "flintshire",
  cymru: "wales",
};

/** Initial mutations: after "yn" (nasal), "i", "o", "ar", "am" (soft), "a", "ei" (aspirate). */
const MUTATIONS: readonly [string, readonly string[]][] = [
  ["ll", ["l"]],
  ["rh", ["r"]],
  ["c", ["g", "ngh", "ch"]],
  ["p", ["b", "mh", "ph"]],
  ["t", ["d", "nh", "th"]],
  ["g", ["", "ng"]],
  ["b", ["f", "m"]],
  ["d", ["dd", "n"]],
  ["m", ["f"]],
];

/** A word as it is written, and as each mutation writes it: "caerdydd", "gaerdydd", "nghaerdydd", "chaerdydd". */
export function welshMutations(word: string): string[] {
  const rule = MUTATIONS.find(([from]) => word.startsWith(from));
  if (!rule) return [word];
  const rest = word.slice(rule[0].length);
  return [word, ...rule[1].map((to) => `${to}${rest}`)];
}

/** Lower case, accents and apostrophes as spaces ("yw'r" → "yw r", "tŷ" → "ty"), single spaces. */
function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, " ")
    .replace(/[^\p{L}\p{N}£.,%\s-]+/gu, " ")
    .replace(/-/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Welsh phrases and words → English, each with whether it carries meaning (a content word) or
 * only joins (a function word). Mutated forms are listed where a message commonly has them.
 */
const CONTENT: readonly [string, string][] = [
  ["treth trafodiadau tir", "land transaction tax"],
  ["dreth trafodiadau tir", "land transaction tax"],
  ["treth stamp", "stamp duty"],
  ["dreth stamp", "stamp duty"],
  ["nhreth stamp", "stamp duty"],
  ["treth incwm", "income tax"],
  ["dreth incwm", "income tax"],
  ["treth enillion cyfalaf", "capital gains tax"],
  ["dreth enillion cyfalaf", "capital gains tax"],
  ["treth etifeddiant", "inheritance tax"],
  ["dreth etifeddiant", "inheritance tax"],
  ["treth gyngor", "council tax"],
  ["dreth gyngor", "council tax"],
  ["treth", "tax"],
  ["dreth", "tax"],
  ["prynu i osod", "buy to let"],
  ["ystafelloedd gwely", "bedrooms"],
  ["ystafell wely", "bedroom"],
  ["stafell wely", "bedroom"],
  ["dangoswch i mi", "show me"],
  ["dangos i mi", "show me"],
  ["dangoswch", "show me"],
  ["dangos", "show me"],
  ["chwilio am", "search for"],
  ["chwilio", "search"],
  ["ty", "a house"],
  ["dy", "a house"],
  ["thy", "a house"],
  ["nhy", "a house"],
  ["tai", "houses"],
  ["dai", "houses"],
  ["fflatiau", "flats"],
  ["fflat", "a flat"],
  ["eiddo", "property"],
  ["adran", "section"],
  ["rhentu", "renting"],
  ["cartrefi", "homes"],
  ["cartref", "home"],
  ["landlord", "landlord"],
  ["tenant", "tenant"],
  ["rhent", "rent"],
  ["y mis", "a month"],
  ["yr wythnos", "a week"],
  ["y flwyddyn", "a year"],
  ["morgais", "mortgage"],
  ["forgais", "mortgage"],
  ["blaendal", "deposit"],
  ["flaendal", "deposit"],
  ["elw", "profit"],
  ["cyflog", "salary"],
  ["gyflog", "salary"],
  ["trwydded", "licence"],
  ["drwydded", "licence"],
  ["tenantiaid", "tenants"],
  ["landlordiaid", "landlords"],
  ["prynu", "buy"],
  ["brynu", "buy"],
  ["gwerthu", "sell"],
  ["werthu", "sell"],
  ["pris", "price"],
  ["bris", "price"],
  ["rhad", "cheap"],
  ["diolch yn fawr", "thank you very much"],
  ["diolch", "thanks"],
  ["shwmae", "hello"],
  ["bore da", "good morning"],
  ["prynhawn da", "good afternoon"],
  ["noswaith dda", "good evening"],
];

const FUNCTION_WORDS: readonly [string, string][] = [
  ["faint yw", "how much is"],
  ["faint ydy", "how much is"],
  ["faint", "how much"],
  ["beth yw", "what is"],
  ["beth ydy", "what is"],
  ["beth", "what"],
  ["sut", "how"],
  ["ble", "where"],
  ["pam", "why"],
  ["o dan", "under"],
  ["dan", "under"],
  ["dros", "over"],
  ["yng", "in"],
  ["ym", "in"],
  ["yn", "in"],
  ["ar", "on"],
  ["am", "for"],
  ["gyda", "with"],
  ["efo", "with"],
  ["a", "and"],
  ["ac", "and"],
  ["neu", "or"],
  ["o", "of"],
  ["yr", "the"],
  ["y", "the"],
  ["r", "the"],
  ["i", ""],
  ["mi", ""],
  ["fi", ""],
  ["fy", "my"],
  ["mae", ""],
  ["yw", "is"],
  ["ydy", "is"],
  ["oes", "are there"],
  ["os", "if"],
  ["plis", "please"],
  ["os gwelwch yn dda", "please"],
  ["hoffwn", "I would like"],
  ["eisiau", "I want"],
  ["rydw", ""],
  ["rwy", ""],
  ["dw", ""],
  ["n", ""],
];

/** Words only Welsh uses (not English ones such as "faint", "am", "tai"): two make a message Welsh. */
const MARKERS = new Set([
  "yw", "ydy", "ydi", "ydych", "yng", "ym", "yn", "mae", "beth", "sut", "ble", "dangos", "dangoswch", "chwilio",
  "hoffwn", "eisiau", "gyda", "efo", "ty", "dy", "thy", "nhy", "treth", "dreth", "nhreth", "fflatiau", "fflat",
  "ystafell", "ystafelloedd", "stafell", "gwely", "wely", "rhent", "prynu", "brynu", "osod", "morgais", "forgais",
  "blaendal", "flaendal", "trwydded", "drwydded", "diolch", "shwmae", "gwelwch", "rydw", "rwy", "dwi", "eich",
  "fy", "oes", "elw", "cyflog", "gyflog", "trafodiadau", "etifeddiant", "cyfalaf", "eiddo", "rhad", "gwerthu",
  "werthu", "faint", "tai", "dai", "ar", "dan", "dros", "fawr", "bore", "prynhawn", "noswaith", "pris", "bris",
  "adran", "rhentu", "cartref", "cartrefi",
]);
/** English words that say a message is English even with a Welsh word or two in it. */
const ENGLISH = new Set([
  "the", "is", "a", "an", "of", "for", "on", "in", "what", "how", "much", "show", "me", "find", "houses", "flats",
  "house", "flat", "and", "with", "my", "i", "to", "are", "there", "any", "under", "tax", "duty", "rent",
]);
/** Two or more "only Welsh" words, outnumbering the English ones. */
const MIN_MARKERS = 2;

interface Entry {
  words: string[];
  english: string;
  /** A content word carries the question; a function word or a place only places it. */
  kind: "content" | "function" | "place";
}

const ENTRIES: readonly Entry[] = [
  ...CONTENT.map(([w, english]): Entry => ({ words: w.split(" "), english, kind: "content" })),
  ...FUNCTION_WORDS.map(([w, english]): Entry => ({ words: w.split(" "), english, kind: "function" })),
  ...Object.entries(WELSH_PLACE_NAMES).flatMap(([name, english]) => {
    const [first, ...rest] = name.split(" ");
    // "y fenni" and "yr wyddgrug" mutate the name after the article, not the article.
    const forms = first === "y" || first === "yr" ? [name] : welshMutations(first!).map((f) => [f, ...rest].join(" "));
    return forms.map((form): Entry => ({ words: form.split(" "), english: english.replace(/\b\w/g, (c) => c.toUpperCase()), kind: "place" }));
  }),
].sort((a, b) => b.words.length - a.words.length);

/** The bilingual sentence that opens every answer to a Welsh message. */
export const WELSH_NOTE =
  "Diolch am eich neges: dim ond yn Saesneg y gallaf ateb (thank you for your message: I can only answer in English).";

const UNREAD = `${WELSH_NOTE} I couldn't read this message, so nothing was searched or answered. Please ask it in English, for example "stamp duty on a £200,000 house in Wales" or "houses in Cardiff under £200k".`;
/** The reply to a Welsh message the glossary cannot read. */
export const WELSH_UNREAD = `${UNREAD} ${NOT_CHARGED}`;
/** The same, as `POST /api/ai/search`'s 400: nothing is run or charged (decision 139). */
export const WELSH_UNREAD_SEARCH = `${UNREAD} It did not count as a search.`;

export type WelshReading =
  /** Read: answer `english`, and open the answer with `lead`. */
  | { english: string; lead: string }
  /** Not read: reply `reply`, and charge nothing. */
  | { english: null; reply: string };

/** A Welsh message's English reading, or null when the message is not in Welsh. */
export function readWelsh(message: string): WelshReading | null {
  const words = normalise(message).split(" ").filter(Boolean);
  const plain = words.map((w) => w.replace(/[.,]+$/, ""));
  const markers = new Set(plain.filter((w) => MARKERS.has(w))).size;
  const english = plain.filter((w) => ENGLISH.has(w)).length;
  if (markers < MIN_MARKERS || english >= markers) return null;

  const out: string[] = [];
  let content = 0;
  for (let i = 0; i < plain.length; ) {
    const entry = ENTRIES.find((e) => e.words.every((w, j) => plain[i + j] === w));
    if (entry) {
      if (entry.english) out.push(entry.english);
      if (entry.kind === "content") content++;
      i += entry.words.length;
      continue;
    }
    // Amounts, percentages and numbers ("£200,000", "2", "150k") are kept as written.
    if (!/\d/.test(plain[i]!)) return { english: null, reply: WELSH_UNREAD };
    out.push(words[i]!.replace(/[.,]+$/, ""));
    i++;
  }
  // Every word must be read, and something besides a place: "the weather in Cardiff" reads as
  // "the … in Cardiff", which would be answered as something it is not.
  if (content === 0) return { english: null, reply: WELSH_UNREAD };
  const reading = out.join(" ").replace(/\s+/g, " ").trim();
  return { english: reading, lead: `${WELSH_NOTE} I read your message as "${reading}".` };
}

/** An answer to a message, opened by the bilingual note and the reading when the message was Welsh. */
export function ledBy(reading: WelshReading | null, answer: string): string {
  return reading?.english ? `${reading.lead}\n\n${answer}` : answer;
}
