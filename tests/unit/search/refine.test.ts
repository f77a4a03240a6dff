import { describe, expect, it } from "vitest";
import { analyse } from "~/lib/search/parse";
import { changeIn, lastSearch, readsAsChange } from "~/lib/search/last-search";
import { changesSomething, isRefinement, refineCriteria, refinedQuery } from "~/lib/search/refine";
import { gaz } from "./fixtures";

const read = (q: string) => analyse(q, gaz).criteria;

/** The query the conversation's searches fold to, as the server folds them. */
function fold(...messages: string[]): string | null {
  return refinedQuery(lastSearch(messages.map((text) => ({ text, dealIds: [] })), read)!.criteria, read);
}

describe("a follow-up that changes the last search (decision 109)", () => {
  it("reads changes as changes, and a whole search as a search of its own", () => {
    for (const m of ["now only 3 beds", "what about flats instead", "and in Salford?", "under 100k", "cheaper ones", "with a yield over 7%", "same but in Bury"]) {
      expect(isRefinement(m, read(m)), m).toBe(true);
    }
    for (const m of ["what about houses in Reading under £200k?", "houses in Bury", "What is Section 24?", "is the first one a good deal?"]) {
      expect(isRefinement(m, read(m)), m).toBe(false);
    }
  });

  it("replaces what the change names and keeps the rest", () => {
    expect(fold("houses in bury under 150k", "now only 3 beds")).toBe("3-bed houses in Bury under £150,000");
    expect(fold("houses in bury under 150k", "now only 3 beds", "what about flats instead")).toBe("3-bed apartments in Bury under £150,000");
    expect(fold("houses in bury under 150k", "and in Salford?")).toBe("houses in Salford under £150,000");
    expect(fold("houses in bury under 150k", "under 100k")).toBe("houses in Bury under £100,000");
    expect(fold("houses in bury under 150k", "with a yield over 7%")).toBe("houses in Bury under £150,000 with a gross yield of at least 7%");
    // A whole new search starts again.
    expect(fold("houses in bury under 150k", "flats in Reading")).toBe("apartments in Reading");
  });

  it("a price range replaces a ceiling, and the type and its kind go together", () => {
    const last = read("terraced houses in Salford under £150k");
    const refined = refineCriteria(last, read("between 100k and 200k"));
    expect(refined).toMatchObject({ propertyKind: "terraced", minPrice: 100_000, maxPrice: 200_000, location: "Salford" });
    expect(refineCriteria(last, read("flats instead"))).toMatchObject({ propertyType: "Apartment", propertyKind: "flat" });
  });

  it("a change that names nothing a search can use is none", () => {
    expect(changesSomething(read("what about it?"))).toBe(false);
  });

  it("reads 'any with…', 'and Bolton' and a new order as changes (decision 124)", () => {
    expect(fold("houses in bury under 150k", "any with a 8% yield?")).toBe("houses in Bury under £150,000 with a gross yield of at least 8%");
    expect(fold("houses in bury under 150k", "and salford")).toBe("houses in Salford under £150,000");
    expect(fold("houses in bury under 150k", "sort by yield")).toBe("houses in Bury under £150,000, highest yield first");
    expect(fold("houses in bury under 150k", "order them by roi")).toBe("houses in Bury under £150,000, highest ROI first");
    expect(fold("houses in bury under 150k", "sort by cheapest")).toBe("cheap houses in Bury under £150,000");
    expect(fold("houses in bury under 150k", "highest yield first")).toBe("houses in Bury under £150,000, highest yield first");
    // Led by "and" but naming no criterion, or a whole search of its own: not a change.
    expect(changeIn("and is it a good time to buy?", read)).toBeNull();
    expect(fold("houses in bury under 150k", "and flats in Reading")).toBe("apartments in Reading");
  });
});

describe("the last search, with its next pages (decision 116)", () => {
  const turn = (text: string, ...dealIds: number[]) => ({ text, dealIds });

  it("adds each page's deals to the search they page, and starts afresh on a new search or a change", () => {
    const paged = lastSearch([turn("houses in bury under 150k", 1, 2), turn("show me more", 3, 4), turn("next 10", 5)], read);
    expect(paged).toEqual({ criteria: read("houses in bury under 150k"), query: "houses in bury under 150k", listed: [1, 2, 3, 4, 5] });
    // A change runs from its refined words, from its own first page; "more" then pages it.
    const changed = lastSearch([turn("houses in bury under 150k", 1, 2), turn("show me more", 3), turn("now only 3 beds", 7, 8), turn("any others?", 9)], read);
    expect(changed).toMatchObject({ query: "3-bed houses in Bury under £150,000", listed: [7, 8, 9] });
    expect(lastSearch([turn("houses in bury under 150k", 1), turn("flats in Reading", 4)], read)).toMatchObject({ query: "flats in Reading", listed: [4] });
    // An analysis leaves the search alone; with no search there is nothing to page.
    expect(lastSearch([turn("houses in bury under 150k", 1), turn("Is a 2 bed flat in Bury for £150,000 a good deal?", 9)], read)).toMatchObject({ listed: [1] });
    expect(lastSearch([turn("show me more", 1)], read)).toBeNull();
  });

  it("reads a change only with a search before it to change, and never an analysis (decision 136)", () => {
    const searched = [turn("3 bed houses in Leeds", 1)];
    for (const m of ["now 3 beds, lowest yield first", "cheapest first", "sort by ROI", "under 100k", "and in Salford?"]) {
      expect(readsAsChange(m, searched, read), m).toBe(true);
      expect(readsAsChange(m, [], read), m).toBe(false);
      // "Show me more" alone is a next page, not a search to change.
      expect(readsAsChange(m, [turn("show me more", 2)], read), m).toBe(false);
    }
    for (const m of ["What is an EPC?", "flats in Reading", "show me more", "Is a 2 bed flat in Bury for £150,000 a good deal?"]) {
      expect(readsAsChange(m, searched, read), m).toBe(false);
    }
  });

  it("does not take a question on a topic as a change", () => {
    expect(lastSearch([turn("houses in bury under 150k", 1), turn("what about stamp duty under 150k?", 2)], read)).toMatchObject({ query: "what about stamp duty under 150k?" });
  });
});
