/**
 * Icons are SVG (lucide's drawings, from one sprite), never emoji or symbol characters, which
 * show as empty boxes on a machine without an emoji font (decisions 025 and 063).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/components/ui/icon-names";
import { buildIconSprite, SPRITE_FILE } from "~/components/ui/icon-sprite.build";

/** Arrows, technical and miscellaneous symbols, dingbats, fullwidth forms, emoji. */
const SYMBOL = /[\u2190-\u21ff\u2300-\u23ff\u2600-\u27bf\u2b00-\u2bff\uff00-\uffef]|[\u{1f000}-\u{1faff}]/u;

/** Every .ts and .tsx file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}


/** The code without its comments (what could reach the page). */
function withoutComments(source: string) {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

describe("icons", () => {
  it("no component or page draws an emoji or symbol character", () => {
    const files = sourceFiles(join(process.cwd(), "app")).filter((file) => file.endsWith(".tsx"));
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

  it("the sprite is the one `npm run icons` makes from ICON_NAMES: one symbol each, with its drawing", async () => {
    const committed = readFileSync(SPRITE_FILE, "utf8");
    expect(committed).toBe(await buildIconSprite());
    const ids = [...committed.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1])).toEqual([...ICON_NAMES]);
    for (const [, id, drawing] of ids) expect(drawing, id).toMatch(/^(<(path|circle|rect|line|polyline)\b[^>]*><\/\2>)+$/);
  });

  it("nothing in the app imports lucide-react but the sprite builder", () => {
    const files = sourceFiles(join(process.cwd(), "app"));
    expect(files.some((file) => file.endsWith("icon-sprite.build.ts"))).toBe(true);
    const importers = files.filter((file) => /from "lucide-react[/"]|import\(`lucide-react/.test(readFileSync(file, "utf8")));
    expect(importers.map((file) => file.replace(/.*\/app\//, "app/"))).toEqual(["app/components/ui/icon-sprite.build.ts"]);
  });
});
