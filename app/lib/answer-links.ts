/**
 * The product's own pages an assistant answer names by its path, and that the answer's text then
 * links to (decision 186). An allow-list: nothing else in an answer becomes a link, so text from
 * the OpenAI engine (untrusted) never carries a URL of its own, and an external address stays text.
 *
 * Every path the built-in engine writes into an answer is here: the app's assumptions are cited as
 * "(/methodology)" (money questions, deal answers, the rent a price needs, the ICR stress test).
 */
export const ANSWER_PAGES: Readonly<Record<string, string>> = {
  "/methodology": "How deals are valued and scored",
};

/** A run of plain text, or a known page named by its path. */
export type AnswerPart = string | { path: string; page: string };

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A known path as a whole word: after the start, a space or "(", and before the end, a space or
 * closing punctuation. So "https://example.com/methodology", "/methodology/x" and
 * "/methodology#score" stay text. Longest first, should one path start another.
 */
const PATH_RE = new RegExp(
  `(^|[\\s(])(${Object.keys(ANSWER_PAGES)
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join("|")})(?=$|[\\s),.;:!?])`,
  "g",
);

/** An answer's text split into plain runs and the known pages it names, in order. */
export function answerParts(text: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let from = 0;
  for (const match of text.matchAll(PATH_RE)) {
    const path = match[2]!;
    const start = match.index + match[1]!.length;
    if (start > from) parts.push(text.slice(from, start));
    parts.push({ path, page: ANSWER_PAGES[path]! });
    from = start + path.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
