import { describe, expect, it } from "vitest";
import { pointsAtList, referencedDeal, referencedDeals } from "~/lib/assistant/deal-reference";

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

  it("finds a place in the list said without a noun or an article", () => {
    expect(referencedDeal("tell me more about the 2nd", listed)).toBe(12);
    expect(referencedDeal("top one pls - good deal?", listed)).toBe(11);
    expect(referencedDeal("is number 2 any good", listed)).toBe(12);
    expect(referencedDeal("what about the third?", listed)).toBe(13);
  });

  it("reads no deal in a number or an ordinal that is about something else", () => {
    expect(referencedDeal("whats the number 1 mistake new landlords make", listed)).toBeNull();
    expect(referencedDeal("what's the #1 rule for a first time buyer", listed)).toBeNull();
    expect(referencedDeal("is stamp duty different for the first time buyer", listed)).toBeNull();
    expect(referencedDeal("how do I buy my first one", listed)).toBeNull();
    expect(referencedDeal("what's the best first property to buy", listed)).toBeNull();
    expect(referencedDeal("what happens in the first two years of a tenancy", listed)).toBeNull();
    expect(referencedDeal("what's the top yield I can get", listed)).toBeNull();
    expect(referencedDeal("how big is the first deposit", listed)).toBeNull();
    expect(referencedDeal("how does the second home surcharge work", listed)).toBeNull();
    expect(referencedDeals("what happens in the first two years of a tenancy", listed)).toEqual([]);
  });
});

describe("referencedDeals", () => {
  it("finds every listed deal a message points at, in the list's order", () => {
    expect(referencedDeals("compare the first two", listed)).toEqual([11, 12]);
    expect(referencedDeals("deal 1 vs deal 2 which is better", listed)).toEqual([11, 12]);
    expect(referencedDeals("compare the Tuscan Road one with the Hornbeam Way one", listed)).toEqual([11, 13]);
    expect(referencedDeals("which of the first two has the better roi", listed)).toEqual([11, 12]);
    expect(referencedDeals("is the third one better than the first one?", listed)).toEqual([11, 13]);
    expect(referencedDeals("the first and the third", listed)).toEqual([11, 13]);
    expect(referencedDeals("the first or second?", listed)).toEqual([11, 12]);
    expect(referencedDeals("the top 3 side by side", listed)).toEqual([11, 12, 13]);
    expect(referencedDeals("compare the last two", listed)).toEqual([13, 14]);
    expect(referencedDeals("is the first one a good deal?", listed)).toEqual([11]);
    expect(referencedDeals("what is section 24?", listed)).toEqual([]);
  });
});

describe("pointsAtList", () => {
  it("reads a place in a list from the message alone, whatever the list holds", () => {
    for (const message of ["compare the first two", "is the first one a good deal?", "how much deposit for deal 2", "is the last one any good", "compare the last two", "the 10th one", "what about #3"]) {
      expect(pointsAtList(message), message).toBe(true);
    }
  });

  it("is false for places no search's list has, and for messages that name no place", () => {
    for (const message of ["how much deposit for deal 11", "deal 0", "what is section 24?", "whats the number 1 mistake new landlords make", "what happens in the first two years of a tenancy", "why is the Tuscan Road one scored so low?"]) {
      expect(pointsAtList(message), message).toBe(false);
    }
  });
});
