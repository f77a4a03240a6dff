/**
 * Orders said as a field and a direction (decision 127): read as the order held for the field,
 * or named as not held, never listed the other way round.
 */
import { describe, expect, it } from "vitest";
import { changeIn, lastSearch } from "~/lib/search/last-search";
import { orderNotHeldReply, orderOnly, readOrder } from "~/lib/search/order";
import { analyse } from "~/lib/search/parse";
import { refinedQuery } from "~/lib/search/refine";
import { gaz } from "./fixtures";

const read = (q: string) => analyse(q, gaz).criteria;

function fold(...messages: string[]): string | null {
  return refinedQuery(lastSearch(messages.map((text) => ({ text, dealIds: [] })), read)!.criteria, read);
}

describe("an order said as a field and a direction", () => {
  it.each<[string, string]>([
    ["yield high to low", "yield-desc"],
    ["highest yield first", "yield-desc"],
    ["yield (high-low)", "yield-desc"],
    ["rank by yield, highest first", "yield-desc"],
    ["highest to lowest yield", "yield-desc"],
    ["sorted by gross yield descending", "yield-desc"],
    ["roi high to low", "roi-desc"],
    ["order by price, cheapest first", "price-asc"],
    ["price low to high", "price-asc"],
    ["sort them by price ascending", "price-asc"],
    ["lowest price first", "price-asc"],
    ["best score first", "score"],
    ["deal score high to low", "score"],
    ["by yield", "yield-desc"],
  ])("%s: %s", (message, sort) => {
    expect(readOrder(message)?.sort).toBe(sort);
    expect(read(message).sort).toBe(sort);
    expect(orderOnly(message)?.sort).toBe(sort);
  });

  it.each<[string, string, string, string]>([
    ["yield low to high", "yield", "yield low to high", "the highest yield first, never the lowest"],
    ["lowest yield first", "yield", "lowest yield first", "the highest yield first, never the lowest"],
    ["Sort by yield ascending", "yield", "Sort by yield ascending", "the highest yield first, never the lowest"],
    ["roi from low to high", "roi", "roi from low to high", "the highest ROI first, never the lowest"],
    ["price high to low", "price", "price high to low", "the lowest price first, never the highest"],
    ["most expensive first", "price", "most expensive first", "the lowest price first, never the highest"],
    ["sort by price descending", "price", "sort by price descending", "the lowest price first, never the highest"],
    ["sort by price, most expensive first", "price", "most expensive first", "the lowest price first, never the highest"],
    ["worst score first", "score", "worst score first", "the best deal score first, never the worst"],
  ])("%s is no order held: named, and the search keeps its own order", (message, field, said, held) => {
    expect(readOrder(message.toLowerCase())).toMatchObject({ field, sort: null });
    const { criteria, ignored } = analyse(`houses in Bury, ${message}`, gaz);
    // Not listed the other way round, nor the held way as if that were asked.
    expect(criteria.sort).toBeUndefined();
    expect(ignored).toEqual([`"${said}" (a search lists ${held})`]);
  });

  it("keeps the search's other order words when the one said is not held", () => {
    expect(analyse("cheap flats in Bury, most expensive first", gaz).criteria).toMatchObject({ cheap: true, sort: "price-asc" });
    expect(analyse("high yield houses, lowest yield first", gaz).criteria).toMatchObject({ highYield: true, sort: "yield-desc" });
  });

  it("an order said outright beats one implied by other words", () => {
    expect(read("cheap houses in Bury sorted by yield").sort).toBe("yield-desc");
    expect(read("high yield houses sorted by price").sort).toBe("price-asc");
  });

  it("reads a message that is only an order, with the words that come with one, and nothing more", () => {
    for (const m of ["ok now yield high to low please", "cheapest first please", "can you sort them by price, lowest first?", "by yield"]) {
      expect(orderOnly(m), m).not.toBeNull();
    }
    for (const m of ["flats in Bury, yield high to low", "what is yield, high to low?", "houses under 100k, cheapest first", "yield"]) {
      expect(orderOnly(m), m).toBeNull();
    }
  });

  it("answers an order not held plainly, with the held one and the question about the list", () => {
    expect(orderNotHeldReply(orderOnly("yield low to high")!)).toBe(
      'I can\'t list deals as "yield low to high" asks: a search lists the highest yield first, never the lowest. Say "sort by yield" for the highest yield first, or ask "which of these has the lowest yield?" to rank the deals already listed (decision 097).',
    );
    expect(orderNotHeldReply(orderOnly("Most expensive first")!)).toContain('as "most expensive first" asks: a search lists the lowest price first, never the highest. Say "cheapest first"');
  });
});

describe("an order re-ranks the last search (decisions 124 and 127)", () => {
  it.each<[string, string]>([
    ["yield high to low", "houses in Bury under £150,000, highest yield first"],
    ["highest yield first", "houses in Bury under £150,000, highest yield first"],
    ["price low to high", "houses in Bury under £150,000, cheapest first"],
    ["order by price, cheapest first", "cheap houses in Bury under £150,000"],
    ["cheapest first please", "cheap houses in Bury under £150,000"],
    ["best score first", "houses in Bury under £150,000, best deal score first"],
    ["roi high to low", "houses in Bury under £150,000, highest ROI first"],
  ])("%s", (message, query) => {
    expect(changeIn(message, read), message).not.toBeNull();
    expect(fold("houses in bury under 150k", message)).toBe(query);
  });

  it("an order not held changes nothing", () => {
    for (const m of ["yield low to high", "most expensive first", "sort by price descending"]) expect(changeIn(m, read), m).toBeNull();
  });
});
