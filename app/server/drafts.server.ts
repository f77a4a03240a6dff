/**
 * A refused message or question comes back in the URL of the page its form is on (`?draft=` on
 * the chat pages, `?question=` on a deal's), so the form shows it again, with JavaScript or
 * without (decision 140).
 */

/**
 * The most a kept text may take in the URL, encoded. The browser sends the page's URL again as
 * the next request's Referer (same origin), so two of these and the cookies stay well inside
 * Node's 16 KB of request headers.
 */
export const DRAFT_URL_BUDGET = 6_000;

const UNRESERVED = /^[A-Za-z0-9*\-._ ]$/;
const utf8 = new TextEncoder();

/** How many characters `ch` (one code point) takes in a form-encoded URL (`URLSearchParams`). */
function encodedLength(ch: string): number {
  if (UNRESERVED.test(ch)) return 1;
  return utf8.encode(ch).length * 3;
}

/**
 * A refused `text` as its form's box can take it back: trimmed, at most `maxLength` characters
 * (the box's `maxLength`, UTF-16 units as the browser counts them) and `DRAFT_URL_BUDGET` once
 * encoded, cut between whole characters; "" when there is nothing to keep.
 */
export function keptDraft(text: unknown, maxLength: number): string {
  if (typeof text !== "string") return "";
  let kept = "";
  let encoded = 0;
  for (const ch of text.trim()) {
    encoded += encodedLength(ch);
    if (kept.length + ch.length > maxLength || encoded > DRAFT_URL_BUDGET) break;
    kept += ch;
  }
  return kept;
}

/** `{ [name]: the kept text }`, or nothing when there is no text to keep: a redirect's params. */
export function draftParam(name: string, text: unknown, maxLength: number): Record<string, string> {
  const kept = keptDraft(text, maxLength);
  return kept ? { [name]: kept } : {};
}
