/**
 * Icons are inline SVG (lucide-react), never emoji or symbol characters, which show as empty
 * boxes on a machine without an emoji font (decision 025).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Arrows, technical and miscellaneous symbols, dingbats, fullwidth forms, emoji. */
const SYMBOL = /[\u2190-\u21ff\u2300-\u23ff\u2600-\u27bf\u2b00-\u2bff\uff00-\uffef]|[\u{1f000}-\u{1faff}]/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith(".tsx") ? [path] : [];
  });
}

/** The code without its comments (what could reach the page). */
function withoutComments(source: string) {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

describe("icons", () => {
  it("no component or page draws an emoji or symbol character", () => {
    const files = tsxFiles(join(process.cwd(), "app"));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      withoutComments(readFileSync(file, "utf8"))
        .split("\n")
        .filter((line) => SYMBOL.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it("the check itself catches the symbols that were used as icons", () => {
    for (const symbol of ["＋", "💬", "📊", "✕", "☀", "☾", "☰", "🔍", "✓"]) expect(SYMBOL.test(symbol), symbol).toBe(true);
    for (const text of ["£200k", "Sold · HM Land Registry", "Break-even: •• years", "…"]) expect(SYMBOL.test(text), text).toBe(false);
  });
});
