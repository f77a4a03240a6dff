/**
 * A bedroom search on the shipped sales (decision 122): the homes likely to have the count asked
 * for are listed and picked first; the others it finds (where that count is common for their type
 * in the area, decision 038) follow, and the summary says so.
 */
import { describe, expect, it } from "vitest";
import { searchApiSummary, summariseSearch } from "~/lib/search/summary";
import { searchFor } from "~/server/deal-search.server";
import { useTempDatabase } from "../../support/db";

const db = useTempDatabase("file");

describe("bedroom searches list the likely count first", () => {
  it("3 bed houses in bolton under 200k: the likely 3-bed homes first, and the top pick one of them", () => {
    const r = searchFor(db(), { query: "3 bed houses in bolton under 200k" });
    const counts = r.deals.map((d) => d.bedrooms);
    expect(counts).toContain(3);
    expect(counts.some((n) => n !== 3)).toBe(true);
    // Every 3-bed home before every other one.
    expect(counts.indexOf(3)).toBe(0);
    expect(counts.lastIndexOf(3)).toBeLessThan(counts.findIndex((n) => n !== 3));
    for (const text of [searchApiSummary(r.facts), summariseSearch(r.facts)]) {
      expect(text).toMatch(/Top pick: [A-Za-z -]+ house \(likely 3-bed\)/);
      expect(text).toContain("among the likely 3-bed homes in these results");
      expect(text).toContain("the homes likely to have 3 bedrooms are listed first, then homes whose likeliest count is different");
    }
    // Where enough are likely 4-bed, every home shown is, with no caveat needed.
    const four = searchFor(db(), { query: "4 bed houses in bolton" });
    expect(four.deals).toHaveLength(10);
    expect(four.deals.every((d) => d.bedrooms === 4)).toBe(true);
    expect(searchApiSummary(four.facts)).not.toContain("Sales record no bedroom count");
  });

  it("2 bed flat in leeds under 200k: says that none is likely 2-bed", () => {
    const r = searchFor(db(), { query: "2 bed flat in leeds under 200k" });
    expect(r.deals.length).toBeGreaterThan(0);
    expect(r.deals.every((d) => d.bedrooms !== 2)).toBe(true);
    expect(searchApiSummary(r.facts)).toContain("Sales record no bedroom count, and none of these is likely to have 2 bedrooms");
  });
});
