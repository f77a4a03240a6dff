import { describe, expect, it } from "vitest";
import { bulkReason, NON_MARKET_RULE, postcodeReason } from "../../db/import/non-market";

const wandsworth = { price: 680_000, period: "July 2025", areaName: "Wandsworth" };
const neighbours = [352_000, 371_000, 385_000, 398_000, 410_000, 432_000];
/** The postcode's sales as markNonMarket passes them: the sale's own value included, sorted. */
const withSale = (value: number, others: readonly number[]) => [...others, value].sort((a, b) => a - b);

describe("postcodeReason: a sale far below the same type at its own postcode", () => {
  it("flags a flat at half its building's price that is also far below the area's average, and says why", () => {
    expect(postcodeReason(197_899, "flat", "SW19 6JL", withSale(197_899, neighbours), wandsworth)).toBe(
      "estimated value £197,899 is 51% of the median of 6 other flats sold at SW19 6JL (£391,500) and 29% of the Wandsworth UK HPI average of £680,000 (July 2025)",
    );
  });

  it("leaves a sale near its neighbours, or in a cheap area where the neighbours are cheap too", () => {
    expect(postcodeReason(230_000, "flat", "SW19 6JL", withSale(230_000, neighbours), wandsworth)).toBeNull(); // 59% of the median
    const newcastle = { price: 190_000, period: "July 2025", areaName: "Newcastle upon Tyne" };
    expect(postcodeReason(52_000, "flat", "NE4 5AA", withSale(52_000, [60_000, 62_000, 65_000, 70_000, 71_000]), newcastle)).toBeNull();
  });

  it("needs enough neighbours and a value far below the area's average as well", () => {
    expect(postcodeReason(197_899, "flat", "SW19 6JL", withSale(197_899, neighbours.slice(0, NON_MARKET_RULE.postcodeMinOthers - 1)), wandsworth)).toBeNull();
    // A quarter of a very dear postcode's median, but over half the authority's average: a real sale.
    expect(postcodeReason(400_000, "detached", "SW19 5AA", withSale(400_000, [1.6e6, 1.7e6, 1.8e6, 1.9e6, 2e6]), wandsworth)).toBeNull();
    expect(postcodeReason(197_899, "flat", "SW19 6JL", withSale(197_899, neighbours), null)).toBeNull();
  });
});

describe("bulkReason: several category B sales at one postcode on one day (decision 082)", () => {
  it("flags a third such sale and says why, and leaves two alone", () => {
    expect(NON_MARKET_RULE.bulkMinSales).toBe(3);
    // Eight houses at M5 3GG sold on 7 February 2019 for £218,589 each (an outside review's find).
    expect(bulkReason("M5 3GG", "2019-02-07", 8)).toBe(
      "one of 8 homes at M5 3GG sold on 7 February 2019 to a company or other non-private buyer: likely a bulk transfer, priced as a lot rather than home by home",
    );
    expect(bulkReason("M5 3GG", "2019-02-07", 2)).toBeNull();
  });
});
