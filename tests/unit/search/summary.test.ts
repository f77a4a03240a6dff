import { describe, expect, it } from "vitest";
import {
  countText,
  moreHint,
  namedOnlySentence,
  nextPageSummary,
  NO_RESULTS_SUMMARY,
  noMoreSummary,
  placesNotCovered,
  provenanceLine,
  searchApiSummary,
  summariseSearch,
  summaryFacts,
  topPick,
  type SearchSummaryDeal,
} from "~/lib/search/summary";

describe("summariseSearch", () => {
  it("no deals: the exact empty-result sentence", () => {
    expect(summariseSearch({ description: "castles in Leeds", total: 0, capped: false, deals: [] })).toBe(
      "I couldn't find any properties matching your criteria. Try adjusting your search. I searched for castles in Leeds.",
    );
    expect(summariseSearch({ description: "all properties", total: 0, capped: false, deals: [] })).toBe(
      "I couldn't find any properties matching your criteria. Try adjusting your search.",
    );
    expect(NO_RESULTS_SUMMARY).toBe("I couldn't find any properties matching your criteria. Try adjusting your search.");
  });

  it("no deals in a place the sales data does not cover: says why", () => {
    const places = [
      { kind: "local-authority", name: "Belfast", key: "N09000003" },
      { kind: "local-authority", name: "Glasgow City", key: "S12000049" },
      { kind: "local-authority", name: "Salford", key: "E08000006" },
      { kind: "region", name: "Scotland", key: "S92000003" },
      { kind: "town", name: "Sale", key: "SALE" },
    ] as const;
    expect(placesNotCovered(places)).toEqual(["Belfast", "Glasgow City", "Scotland"]);
    expect(summariseSearch({ description: "houses in Belfast", total: 0, capped: false, deals: [], notCovered: ["Belfast"] })).toBe(
      "I couldn't find any properties matching your criteria. Try adjusting your search. The sales held are HM Land Registry's, which cover England and Wales only, so there are none in Belfast.",
    );
    // A commercial search says why it is empty, rather than only "try adjusting your search"; as
    // nothing was searched (none is held: decision 123), it does not say "I searched for".
    expect(summariseSearch({ description: "commercial property", total: 0, capped: false, deals: [], commercial: true })).toBe(
      "I couldn't find any properties matching your criteria. Try adjusting your search. None of the deals held is commercial property: the sales are HM Land Registry's records of homes.",
    );
  });

  it("says when a bedroom search shows homes whose likeliest count is another (decision 038)", () => {
    const deal = { title: "Detached house (likely 4-bed), Brecon Drive", price: 215_451, yield: 8.7, roi: 5.1, score: 58, location: "Bury", bedrooms: 4 };
    const input = { description: "3-bed houses in Bury under £250,000", total: 244, capped: false, deals: [deal], bedroomsAsked: 3 };
    const sentence =
      "Sales record no bedroom count, and none of these is likely to have 3 bedrooms: they are homes whose likeliest count is different where 3 bedrooms is common for their type in the area; their figures are for the count in their title.";
    expect(summariseSearch(input)).toContain(sentence);
    expect(searchApiSummary(input)).toContain(sentence);
    // Not when every home shown has the count asked for, nor when no count was asked for.
    expect(summariseSearch({ ...input, deals: [{ ...deal, bedrooms: 3 }] })).not.toContain("Sales record no bedroom count");
    expect(summariseSearch({ ...input, bedroomsAsked: undefined })).not.toContain("Sales record no bedroom count");
  });

  it("picks among the homes likely to have the count asked for, and says the others come after them (decision 122)", () => {
    const twoBed = { title: "Terraced house (likely 2-bed), Fairhaven Road", price: 124_497, yield: 9.1, roi: 8.2, score: 61, location: "Bolton", bedrooms: 2 };
    const threeBed = { title: "Semi-detached house (likely 3-bed), Burnmoor Road", price: 183_223, yield: 7.0, roi: 4.0, score: 52, location: "Bolton", bedrooms: 3 };
    const input = { description: "3-bed houses in Bolton under £200,000", total: 2, capped: false, deals: [threeBed, twoBed], bedroomsAsked: 3 };
    for (const text of [summariseSearch(input), searchApiSummary(input)]) {
      expect(text).toContain("Top pick: Semi-detached house (likely 3-bed), Burnmoor Road in Bolton at £183,223");
      expect(text).toContain("chosen for the highest score, the best yield, the best ROI and the lowest price among the likely 3-bed homes in these results.");
      expect(text).toContain(
        "Sales record no bedroom count, so the homes likely to have 3 bedrooms are listed first, then homes whose likeliest count is different where 3 bedrooms is common for their type in the area; their figures are for the count in their title.",
      );
    }
    expect(summaryFacts(input)).toContain("The top pick by that ranking among the likely 3-bed homes in these results: Semi-detached house (likely 3-bed), Burnmoor Road");
    // "3+ bed": a 4-bed home has the count asked for; a 2-bed one does not.
    const fourBed = { ...threeBed, title: "Detached house (likely 4-bed), Chorley Road", bedrooms: 4 };
    const min = { ...input, description: "3+ bed houses in Bolton", deals: [fourBed, twoBed], bedroomsAsked: undefined, minBedroomsAsked: 3 };
    expect(summariseSearch(min)).toContain("Top pick: Detached house (likely 4-bed), Chorley Road");
    expect(summariseSearch(min)).toContain("among the likely 3+ bed homes in these results");
    expect(summariseSearch(min)).toContain("the homes likely to have 3 or more bedrooms are listed first");
    // With no count asked for, the pick is the best of all.
    expect(summariseSearch({ ...input, bedroomsAsked: undefined })).toContain("Top pick: Terraced house (likely 2-bed), Fairhaven Road");
  });

  it("top pick and why, price range and yield range", () => {
    const text = summariseSearch({
      description: "houses in Manchester under £200k",
      total: 12,
      capped: false,
      deals: [
        { title: "Terrace, Oldham", price: 185_000, yield: 8.1, roi: 5.2, score: 66, location: "Oldham" },
        { title: "Terrace, Salford", price: 150_000, yield: 7.2, roi: 6.1, score: 71, location: "Salford" },
        { title: "Semi, Bolton", price: 120_000, yield: 6.5, roi: -0.5, score: 52, location: "Bolton" },
      ],
    });
    expect(text).toContain('I found 12 properties matching "houses in Manchester under £200k", showing the top 3.');
    expect(text).toContain("Top pick: Terrace, Salford in Salford at £150,000, scoring 71/100");
    expect(text).toContain("the highest score and the best ROI");
    expect(text).toContain("Prices run from £120,000 to £185,000");
    expect(text).toContain("gross yields from 6.5% to 8.1%");
  });

  it("one deal", () => {
    const text = summariseSearch({
      description: "",
      total: 1,
      capped: false,
      deals: [{ title: "Flat, Leeds", price: 95_000, yield: 7, roi: 3, score: 58, location: "Leeds" }],
    });
    expect(text).toContain("I found 1 property.");
    expect(text).toContain("It's Flat, Leeds in Leeds at £95,000");
  });
});

const LEEDS: SearchSummaryDeal[] = [
  { title: "Flat, Headingley", price: 150_000, yield: 6, roi: 4.2, score: 80, location: "Leeds", valueMonth: "2025-07" },
  { title: "Flat, Armley", price: 85_000, yield: 7.4, roi: 5.5, score: 62, location: "Leeds", valueMonth: "2025-07" },
  { title: "Flat, Holbeck", price: 110_000, yield: 8.3, roi: 3.1, score: 70, location: "Leeds", valueMonth: null },
];

describe("a locality searched by its named sales alone (decision 127)", () => {
  it("says what was searched, for one place or several", () => {
    expect(namedOnlySentence({ description: "", total: 0, capped: false, deals: [], namedOnly: ["Merton Park"] })).toBe(
      "HM Land Registry names Merton Park on only some of its addresses, and no postcode sector is mainly Merton Park's, so I searched the sales that name it and the others at the same postcodes.",
    );
    expect(namedOnlySentence({ description: "", total: 0, capped: false, deals: [], namedOnly: ["Merton Park", "Southfields"] })).toBe(
      "HM Land Registry names Merton Park and Southfields on only some of their addresses, and no postcode sector is mainly theirs, so I searched the sales that name them and the others at the same postcodes.",
    );
    expect(namedOnlySentence({ description: "", total: 0, capped: false, deals: [] })).toBe("");
  });
});

describe("capped counts", () => {
  it("a capped total is never stated as exact", () => {
    expect(countText(1000, true)).toBe("more than 1,000");
    expect(countText(1000, false)).toBe("1,000");
    expect(countText(12, false)).toBe("12");
  });

  it("the chat summary says 'more than 1,000', never 'I found 1000'", () => {
    const text = summariseSearch({ description: "flats in Leeds", total: 1000, capped: true, deals: LEEDS });
    expect(text).toContain('I found more than 1,000 properties matching "flats in Leeds", showing the top 3.');
    expect(text).not.toMatch(/found 1000\b/);
  });

  it("the API summary and the model's facts say the same", () => {
    const input = { description: "flats in Leeds", total: 1000, capped: true, deals: LEEDS };
    expect(searchApiSummary(input)).toContain("found more than 1,000 matching properties");
    expect(summaryFacts(input)).toContain("found more than 1,000 matching properties");
  });

  it("an uncapped count of one is singular", () => {
    const one = [LEEDS[0]!];
    expect(searchApiSummary({ description: "flats in Leeds", total: 1, capped: false, deals: one })).toContain(
      "found 1 matching property. Ranked by deal score.",
    );
  });
});

describe("sort-aware top pick", () => {
  it("cheapest first → the cheapest is the pick", () => {
    expect(topPick(LEEDS, "price-asc")?.deal.title).toBe("Flat, Armley");
    const text = summariseSearch({ description: "cheap flats in Leeds", total: 3, capped: false, sort: "price-asc", deals: LEEDS });
    expect(text).toContain("Top pick: Flat, Armley in Leeds at £85,000");
    expect(text).toContain("chosen for the lowest price and the best ROI in these results");
  });

  it("yield sort → the highest yield; ROI sort → the highest ROI; default → the highest score", () => {
    expect(topPick(LEEDS, "yield-desc")).toEqual({ deal: LEEDS[2], reasons: ["the best yield"] });
    expect(topPick(LEEDS, "roi-desc")).toEqual({ deal: LEEDS[1], reasons: ["the best ROI", "the lowest price"] });
    expect(topPick(LEEDS)).toEqual({ deal: LEEDS[0], reasons: ["the highest score"] });
    expect(topPick(LEEDS, "score")?.deal.title).toBe("Flat, Headingley");
    expect(topPick([])).toBeUndefined();
  });

  it("the API summary names the same pick as the chat, with the ranking and the provenance", () => {
    const input = { description: "cheap flats in Leeds", total: 40, capped: false, sort: "price-asc" as const, deals: LEEDS };
    const api = searchApiSummary(input);
    expect(api).toBe(
      "I searched for cheap flats in Leeds and found 40 matching properties. Here are the top 3, ranked by lowest price. " +
        "Top pick: Flat, Armley in Leeds at £85,000, scoring 62/100 with a 7.4% gross yield and +5.5% ROI, chosen for the lowest price and the best ROI in these results. " +
        "Each is a completed sale from HM Land Registry, its price brought up to the UK House Price Index of July 2025, or valued at the price paid where the sale came after that month, with rent from the ONS average for the area and bedroom count.",
    );
    expect(summariseSearch(input)).toContain(", ranked by lowest price.");
    expect(summariseSearch(input)).toContain(provenanceLine(LEEDS));
  });

  it("dates the index month the values are brought to, never just 'the latest'", () => {
    const deal = LEEDS[0]!;
    expect(provenanceLine([deal, { ...deal, valueMonth: "2025-06" }])).toContain(
      "brought up to the UK House Price Index of June 2025 to July 2025 (the latest for each area), with rent",
    );
    expect(provenanceLine([{ ...deal, valueMonth: null }])).toBe(
      "Each is a completed sale from HM Land Registry, valued at the price paid (each sale came after the UK House Price Index's latest month), with rent from the ONS average for the area and bedroom count.",
    );
    expect(provenanceLine([deal])).not.toMatch(/latest/);
  });

  it("writes yields with one decimal, as the cards do", () => {
    const text = summariseSearch({ description: "flats in Leeds", total: 3, capped: false, deals: LEEDS });
    expect(text).toContain("a 6.0% gross yield and +4.2% ROI");
    expect(text).toContain("gross yields from 6.0% to 8.3%");
  });

  it("says how sure the top pick's figures are, as its card does", () => {
    const deals = LEEDS.map((d) => ({ ...d, confidence: "medium" as const }));
    const text = summariseSearch({ description: "flats in Leeds", total: 3, capped: false, deals });
    expect(text).toMatch(/ROI \(Medium confidence\), chosen for/);
    // A deal with no stored confidence is described without one.
    expect(summariseSearch({ description: "flats in Leeds", total: 3, capped: false, deals: LEEDS })).not.toMatch(/confidence\)/);
  });
});

describe("the next page of a search (decision 116)", () => {
  it("says how many more, where they stand in the same ranking, and how to see the next", () => {
    const input = { description: "flats in Leeds", total: 8, capped: false, sort: "price-asc" as const, deals: LEEDS };
    expect(moreHint(input, 3, 3)).toBe('Say "show me more" for the next 3.');
    expect(moreHint(input, 6, 3)).toBe('Say "show me more" for the next 2.');
    expect(moreHint(input, 8, 3)).toBe("");
    expect(moreHint({ ...input, total: 1000, capped: true }, 990, 10)).toBe('Say "show me more" for the next 10.');

    const middle = nextPageSummary(input, 3, 3);
    expect(middle).toMatch(/^Here are 3 more properties matching "flats in Leeds", next in the ranking by lowest price: 6 of 8 listed in this chat so far\. /);
    expect(middle).toContain(provenanceLine(LEEDS));
    expect(middle).toMatch(/Say "show me more" for the next 2\.$/);

    const last = nextPageSummary({ ...input, total: 5, deals: LEEDS.slice(0, 2) }, 3, 3);
    expect(last).toMatch(/^Here are the last 2 of the 5 properties matching "flats in Leeds", ranked by lowest price: all 5 are now listed in this chat\. /);
    expect(last).not.toContain("show me more");
    expect(nextPageSummary({ ...input, total: 4, deals: LEEDS.slice(0, 1) }, 3, 3)).toMatch(/^Here is the last of the 4 properties/);
  });

  it("says plainly when there are no more", () => {
    expect(noMoreSummary({ description: "flats in Leeds", total: 8, capped: false, deals: [] })).toBe(
      'There are no more: All 8 properties matching "flats in Leeds" are already listed in this chat. To see others, try that search with fewer limits (a higher price or a wider area).',
    );
    expect(noMoreSummary({ description: "flats in Leeds", total: 1, capped: false, deals: [] })).toMatch(/^There are no more: The only property matching "flats in Leeds" is already listed in this chat\./);
    expect(noMoreSummary({ description: "flats in Leeds", total: 0, capped: false, deals: [] })).toMatch(/^Your last search listed no deals, so there are no more to show\./);
  });
});
