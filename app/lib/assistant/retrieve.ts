/**
 * A small lexical retriever over the knowledge base: BM25 on a weighted bag of words (topics ×3,
 * title ×2, body ×1) plus a boost for every multi-word topic phrase found in the question.
 *
 * Text is lower-cased, split on anything that is not a letter or digit, stripped of stop words and
 * lightly stemmed (plurals, -ing, -ed, a trailing e, licence/license). Numbers are kept as tokens,
 * so "section 24" and "section 21" are told apart.
 *
 * Unrelated questions return []: a result must match a topic or title word, reach a minimum score
 * (`MIN_SCORE_FACTOR`), and either contain a topic phrase, cover at least `MIN_COVERAGE` of the
 * question or score very highly; everything returned must be within `RELATIVE_CUTOFF` of the best
 * match. Pure: no I/O.
 */
import { KNOWLEDGE_BASE, type KnowledgeEntry } from "./knowledge-base";

export interface RetrievedEntry {
  entry: KnowledgeEntry;
  score: number;
}

/**
 * The lowest score that counts as relevant, as a multiple of the IDF of an unseen word (BM25
 * scores grow with the size of the knowledge base; for the built-in one this is about 3).
 */
export const MIN_SCORE_FACTOR = 0.78;
/** Results below this share of the best score are dropped as noise. */
export const RELATIVE_CUTOFF = 0.3;
/**
 * The share of the question's information (IDF-weighted; words the knowledge base has never seen
 * count at the highest IDF) that an entry must match. Stops "what is the capital of France" matching
 * the capital gains entry on "capital" alone.
 */
export const MIN_COVERAGE = 0.5;
/**
 * A score this high (again × the unseen-word IDF; about 8 for the built-in knowledge base) counts
 * even when the question is mostly words the knowledge base lacks.
 */
export const STRONG_SCORE_FACTOR = 2.07;

const FIELD_WEIGHTS = { topics: 3, title: 2, body: 1 } as const;
const K1 = 1.2;
const B = 0.75;
/** Added per token of each multi-word topic phrase that appears in the question. */
const PHRASE_BOOST_PER_TOKEN = 1.5;
/** Added when a question token is, on its own, one of the entry's topics ("cgt", "mortgage"). */
const TOPIC_BOOST = 1.5;

const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are aren as at be because been before being " +
    "below between both but by can cannot could couldn did didn do does doesn doing don down during " +
    "each few for from further get got had hadn has hasn have haven having he her here hers herself him " +
    "himself his how i if in into is isn it its itself just let me more most much my myself no nor not " +
    "now of off on once only or other ought our ours ourselves out over own please same shall she " +
    "should shouldn so some such tell than that thats the their theirs them themselves then there " +
    "theres these they this those through to too under until up us very was wasn we were weren what " +
    "whats when where which while who whom why will with won would wouldn you your yours yourself " +
    "yourselves im ive id youre whats hows whos explain know want need like thing things anything " +
    "something really also still ok okay hi hello thanks thank yes often usually generally exactly " +
    "currently way ways work works mean means happen happens worth"
  ).split(/\s+/),
);

/** Spelling variants folded together after stemming. */
const STEM_ALIASES: Readonly<Record<string, string>> = {
  licenc: "licens",
  licensing: "licens",
  evicting: "evict",
  eviction: "evict",
  taxe: "tax",
};

/** "lett" → "let", "stopp" → "stop"; keeps ll, ss and zz ("sell", "pass"). */
function undouble(w: string): string {
  const last = w[w.length - 1];
  return last && last === w[w.length - 2] && /[b-df-hj-np-rtv-xz]/.test(last) && !/[lsz]/.test(last)
    ? w.slice(0, -1)
    : w;
}

/** A very light suffix stripper, applied the same way to the knowledge base and the question. */
export function stem(word: string): string {
  if (/^\d/.test(word) || word.length <= 3) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length > 4) w = undouble(w.slice(0, -2));
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return STEM_ALIASES[w] ?? w;
}

/** Lower-cased word and number tokens, apostrophes dropped ("what's" → "whats"), in order. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Abbreviations a question may use for a topic the knowledge base names in full, spelt out before
 * matching: "IHT on buy to let" asks about inheritance tax, and so matches that phrase.
 */
const SPELT_OUT: readonly [RegExp, string][] = [[/\biht\b/gi, "inheritance tax"]];

function spellOut(question: string): string {
  return SPELT_OUT.reduce((text, [re, full]) => text.replace(re, full), question);
}

/** Tokens for matching: stop words removed, stemmed. */
export function tokenize(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(stem);
}

/** Tokens for phrase matching: stemmed but keeping stop words, so word order is preserved. */
function phraseTokens(text: string): string[] {
  return words(text).map(stem);
}

interface IndexedEntry {
  entry: KnowledgeEntry;
  tf: Map<string, number>;
  /** Tokens of the topics and title: a match on body words alone never counts. */
  keyTokens: Set<string>;
  /** Single-word topics, stemmed. */
  singleTopics: Set<string>;
  length: number;
  phrases: string[][];
}

interface Index {
  docs: IndexedEntry[];
  idf: Map<string, number>;
  /** IDF of a word found in no entry. */
  unseenIdf: number;
  avgLength: number;
}

const indexCache = new WeakMap<readonly KnowledgeEntry[], Index>();

function buildIndex(kb: readonly KnowledgeEntry[]): Index {
  const docs = kb.map((entry): IndexedEntry => {
    const tf = new Map<string, number>();
    let length = 0;
    const add = (text: string, weight: number) => {
      for (const token of tokenize(text)) {
        tf.set(token, (tf.get(token) ?? 0) + weight);
        length += weight;
      }
    };
    for (const topic of entry.topics) add(topic, FIELD_WEIGHTS.topics);
    add(entry.title, FIELD_WEIGHTS.title);
    add(entry.body, FIELD_WEIGHTS.body);
    const phrases = entry.topics
      .map(phraseTokens)
      .filter((tokens) => tokens.length > 1);
    const keyTokens = new Set([...entry.topics.flatMap(tokenize), ...tokenize(entry.title)]);
    const singleTopics = new Set(
      entry.topics.map(tokenize).filter((t) => t.length === 1).map((t) => t[0]!),
    );
    return { entry, tf, keyTokens, singleTopics, length, phrases };
  });
  const df = new Map<string, number>();
  for (const doc of docs) for (const token of doc.tf.keys()) df.set(token, (df.get(token) ?? 0) + 1);
  const n = docs.length;
  const idf = new Map<string, number>();
  for (const [token, count] of df) idf.set(token, Math.log(1 + (n - count + 0.5) / (count + 0.5)));
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, n);
  const unseenIdf = Math.log(1 + (n + 0.5) / 0.5);
  return { docs, idf, unseenIdf, avgLength };
}

function indexFor(kb: readonly KnowledgeEntry[]): Index {
  let index = indexCache.get(kb);
  if (!index) {
    index = buildIndex(kb);
    indexCache.set(kb, index);
  }
  return index;
}

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** How one entry scored against a question, before any threshold. */
export interface EntryScore {
  entry: KnowledgeEntry;
  score: number;
  /** IDF-weighted share of the question's tokens that the entry contains, 0..1. */
  coverage: number;
  /** A question token is among the entry's topic or title tokens. */
  keyMatch: boolean;
  /** A multi-word topic phrase of the entry appears in the question. */
  phraseMatch: boolean;
}

/** Every entry's score for `question`, unfiltered and unsorted (for retrieval and for tuning). */
export function scoreEntries(
  question: string,
  kb: readonly KnowledgeEntry[] = KNOWLEDGE_BASE,
): EntryScore[] {
  const asked = spellOut(question);
  const queryTokens = [...new Set(tokenize(asked))];
  if (queryTokens.length === 0 || kb.length === 0) return [];
  const questionPhrase = phraseTokens(asked);
  const { docs, idf, unseenIdf, avgLength } = indexFor(kb);
  const questionWeight = queryTokens.reduce((sum, t) => sum + (idf.get(t) ?? unseenIdf), 0);
  const named = Object.entries(NATION_RES).filter(([, re]) => re.test(question)).map(([nation]) => nation);

  return docs.map((doc) => {
    let score = 0;
    let matchedWeight = 0;
    let keyMatch = false;
    for (const token of queryTokens) {
      const f = doc.tf.get(token);
      if (!f) continue;
      const weight = idf.get(token) ?? 0;
      matchedWeight += weight;
      if (doc.keyTokens.has(token)) {
        keyMatch = true;
        if (doc.singleTopics.has(token)) score += TOPIC_BOOST;
      }
      score += (weight * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * doc.length) / avgLength));
    }
    let phraseMatch = false;
    for (const phrase of doc.phrases) {
      if (containsSequence(questionPhrase, phrase)) {
        score += PHRASE_BOOST_PER_TOKEN * phrase.length;
        phraseMatch = true;
      }
    }
    score *= nationFactor(doc.entry, named);
    return {
      entry: doc.entry,
      score: Math.round(score * 1000) / 1000,
      coverage: questionWeight > 0 ? Math.round((matchedWeight / questionWeight) * 1000) / 1000 : 0,
      keyMatch,
      phraseMatch,
    };
  });
}

/** The nations a question names, by name or by a tax or city of theirs. */
const NATION_RES = {
  england: /\b(?:england|english|sdlt|london)\b/i,
  scotland: /\b(?:scotland|scottish|lbtt|ads|glasgow|edinburgh|aberdeen|dundee|inverness)\b/i,
  wales: /\b(?:wales|welsh|ltt|cardiff|swansea|newport|wrexham)\b/i,
} as const;
/** An entry on another nation's rules than the one named keeps this share of its score… */
const OTHER_NATION_FACTOR = 0.4;
/** …and one on Scotland's or Wales's rules, when no nation is named, this share (England is the default reading). */
const UNNAMED_NATION_FACTOR = 0.7;

function nationFactor(entry: KnowledgeEntry, named: readonly string[]): number {
  if (!entry.nation) return 1;
  if (named.length > 0) return named.includes(entry.nation) ? 1 : OTHER_NATION_FACTOR;
  return entry.nation === "england" ? 1 : UNNAMED_NATION_FACTOR;
}

/** Whether a scored entry is relevant enough to be returned at all. */
function isRelevant(s: EntryScore, unseenIdf: number): boolean {
  if (s.score < MIN_SCORE_FACTOR * unseenIdf) return false;
  if (s.phraseMatch) return true;
  if (!s.keyMatch) return false;
  return s.coverage >= MIN_COVERAGE || s.score >= STRONG_SCORE_FACTOR * unseenIdf;
}

/**
 * The `k` knowledge-base entries most relevant to `question`, best first, each with its score.
 * Returns [] when nothing reaches the relevance threshold.
 */
export function retrieve(
  question: string,
  kb: readonly KnowledgeEntry[] = KNOWLEDGE_BASE,
  k = 3,
): Array<{ entry: KnowledgeEntry; score: number }> {
  if (k <= 0) return [];
  const { unseenIdf } = indexFor(kb);
  const relevant = scoreEntries(question, kb).filter((s) => isRelevant(s, unseenIdf));
  if (relevant.length === 0) return [];
  const best = Math.max(...relevant.map((s) => s.score));
  const floor = best * RELATIVE_CUTOFF;
  return relevant
    .filter((s) => s.score >= floor)
    .sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id))
    .slice(0, k)
    .map(({ entry, score }): RetrievedEntry => ({ entry, score }));
}
