/**
 * The environment an operator reads about is the one the code reads: every variable of the
 * server's schema (app/server/env.server.ts) and of `npm run data:update` (DATA_*) has a row in
 * the README's configuration table and a line in .env.example, and nothing else does. Where the
 * schema has a default, the table's default and the example's value parse to it (decision 237).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_NAMES, parseEnv } from "~/server/env.server";
import { DATA_VARIABLES } from "../../db/import/update-cli";

/** The README's configuration table: variable → the text of its Default cell. */
function readmeTable(): Map<string, string> {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1));
  const rows = new Map<string, string>();
  for (const match of section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]*) \|/gm)) rows.set(match[1]!, match[2]!.trim());
  return rows;
}

/** .env.example: variable → its value ("" when left empty, or when the line is commented out). */
function example(): Map<string, string> {
  const lines = new Map<string, string>();
  for (const match of readFileSync(".env.example", "utf8").matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=(.*)$/gm)) lines.set(match[1]!, match[2]!.trim());
  return lines;
}

const documented = [...ENV_NAMES, ...DATA_VARIABLES].sort();
const defaults = parseEnv({}) as Record<string, unknown>;

describe("the documented environment", () => {
  it("the README's table names every variable the code reads, and no other", () => {
    expect([...readmeTable().keys()].sort()).toEqual(documented);
  });

  it(".env.example names every variable the code reads, and no other", () => {
    expect([...example().keys()].sort()).toEqual(documented);
  });

  it("gives each default as the code has it", () => {
    const table = readmeTable();
    const sample = example();
    for (const name of ENV_NAMES) {
      const own = defaults[name];
      if (own === undefined) {
        // No default in the code: the example leaves it empty, the table says what happens instead.
        expect(sample.get(name), name).toBe("");
        expect(table.get(name), name).not.toMatch(/^`/);
        continue;
      }
      const cell = table.get(name)!;
      expect(cell, name).toMatch(/^`[^`]+`$/);
      expect((parseEnv({ [name]: cell.slice(1, -1) }) as Record<string, unknown>)[name], `${name} in the README`).toEqual(own);
      expect((parseEnv({ [name]: sample.get(name)! }) as Record<string, unknown>)[name], `${name} in .env.example`).toEqual(own);
    }
  });
});
