/** A page's visible text: scripts and tags dropped, React's text separators and entities undone, spaces collapsed. */
export function pageText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The value a page's `<textarea id=…>` opens with (its text, entities undone); null if there is none. */
export function textareaValue(html: string, id: string): string | null {
  const match = new RegExp(`<textarea[^>]* id="${id}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html);
  if (!match) return null;
  return match[1]!
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The value of a page's `<input name=…>` (the first with that name); null if there is none. */
export function inputValue(html: string, name: string): string | null {
  const tag = new RegExp(`<input[^>]* name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? (/ value="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}
