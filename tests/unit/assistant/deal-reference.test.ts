import { describe, expect, it } from "vitest";
import { referencedDeal } from "~/lib/assistant/deal-reference";

const listed = [
  { id: 11, title: "Terraced house (likely 3-bed), Tuscan Road" },
  { id: 12, title: "Flat (likely 2-bed), Kingsway Road" },
  { id: 13, title: "Semi-detached house (likely 3-bed), Hornbeam Way" },
  { id: 14, title: "Terraced house (likely 3-bed), Kingsway" },
];

describe("referencedDeal", () => {
  it("finds the one listed deal a message points at, by its place in the list or its street", () => {
    expect(referencedDeal("is the first one a good deal?", listed)).toBe(11);
    expect(referencedDeal("how much deposit for deal 2", listed)).toBe(12);
    expect(referencedDeal("what rent would the third one get?", listed)).toBe(13);
    expect(referencedDeal("and the 2nd property?", listed)).toBe(12);
    expect(referencedDeal("what about #3", listed)).toBe(13);
    expect(referencedDeal("is the last one any good", listed)).toBe(14);
    expect(referencedDeal("why is the Tuscan Road one scored so low?", listed)).toBe(11);
    expect(referencedDeal("why is the Tuscan one scored so low?", listed)).toBe(11);
    expect(referencedDeal("what's the stamp duty on the Hornbeam Way one?", listed)).toBe(13);
    // "Kingsway Road" is deal 12, not also deal 14 ("Kingsway"), which it contains.
    expect(referencedDeal("stamp duty on Kingsway Road?", listed)).toBe(12);
  });

  it("finds nothing when the message points at no deal, at several, or past the list", () => {
    expect(referencedDeal("what is section 24?", listed)).toBeNull();
    expect(referencedDeal("compare the first two", listed)).toBeNull();
    expect(referencedDeal("is the first one better than the second one?", listed)).toBeNull();
    expect(referencedDeal("how much deposit for deal 7", listed)).toBeNull();
    expect(referencedDeal("stamp duty on my second home", listed)).toBeNull();
    expect(referencedDeal("is the first one a good deal?", [])).toBeNull();
    // A street two deals share is not one deal.
    const twoOnOneStreet = [listed[0]!, { id: 15, title: "Flat (likely 1-bed), Tuscan Road" }];
    expect(referencedDeal("is the Tuscan Road one any good?", twoOnOneStreet)).toBeNull();
  });
});
