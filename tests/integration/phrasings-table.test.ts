/**
 * docs/search-phrasings.md is generated, never hand-edited: regenerate it from the shipped data
 * (the template database) and fail when the committed file differs.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, inject, it } from "vitest";
import { openDatabase } from "../../app/server/db.server";
import { buildPhrasingsTable, FOLLOW_UPS, PHRASINGS, PHRASINGS_DOC } from "../support/phrasings-table";

const dir = mkdtempSync(join(tmpdir(), "phrasings-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("docs/search-phrasings.md is what the generator writes today (npm run docs:phrasings)", () => {
  // A copy: the template is shared by every test file.
  const file = join(dir, "shipped.db");
  copyFileSync(inject("templateDb"), file);
  const db = openDatabase(file);
  const table = buildPhrasingsTable(db);
  db.$client.close();
  const fresh = join(dir, "search-phrasings.md");
  writeFileSync(fresh, table);
  expect(PHRASINGS.length).toBeGreaterThanOrEqual(40);
  // One row per phrasing, each with its route, then one per follow-up to a search.
  expect(table.split("\n").filter((l) => /^\| \d+ \|/.test(l))).toHaveLength(PHRASINGS.length + FOLLOW_UPS.length);
  expect(table).toContain("| show me more | the next page of the last search (spends nothing) |");
  expect(readFileSync(fresh, "utf8")).toBe(readFileSync(PHRASINGS_DOC, "utf8"));
});
