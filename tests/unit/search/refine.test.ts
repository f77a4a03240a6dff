import { describe, expect, it } from "vitest";
import { analyse } from "~/lib/search/parse";
import { changesSomething, isRefinement, refineCriteria, refinedQuery } from "~/lib/search/refine";
import { gaz } from "./fixtures";

const read = (q: string) => analyse(q, gaz).criteria;

/** The query the conversation's searches fold to, as the server folds them. */
function fold(...messages: string[]): string | null {
  let last = read(messages[0]!);
  for (const m of messages.slice(1)) {
    const own = read(m);
    last = isRefinement(m, own) && changesSomething(own) ? refineCriteria(last, own) : own;
  }
  return refinedQuery(last, read);
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
});
