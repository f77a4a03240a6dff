import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCompliance } from "../../db/import/compliance";
import { detectKind } from "../../db/import/detect";
import { importListings } from "../../db/import/listings";
import { formatSummary } from "../../db/import/progress";
import { allDeals, dealByExternalId, FIXTURES, loadReference, tempDb, type TempDb } from "./import-helpers";

const FEED = join(FIXTURES, "listings-example.csv");

describe("importing listing feeds", () => {
  let t: TempDb;
  beforeAll(async () => {
    t = tempDb();
    await loadReference(t.db);
  });
  afterAll(() => t.close());

  it("is recognised as a listing feed", async () => {
    expect(await detectKind(FEED)).toEqual({ kind: "listings" });
  });

  it("refuses every row while no website is allowed", async () => {
    const s = await importListings(t.db, FEED, { progress: false });
    expect(s).toMatchObject({ rowsRead: 9, written: 0, malformed: 0 });
    expect(s.refused).toEqual({
      "example.com not allowed": 6,
      "example.org not allowed": 1,
      "example.net not allowed": 1,
      "unknown.example not allowed": 1,
    });
    expect(allDeals(t.db)).toHaveLength(0);
  });

  it("imports only the rows of allowed websites; blocked, review and unknown are refused", async () => {
    setCompliance(t.db, { domain: "example.com", status: "allowed", reasoning: "Licensed feed (test)" });
    setCompliance(t.db, { domain: "example.org", status: "blocked", reasoning: "Terms forbid reuse (test)" });
    setCompliance(t.db, { domain: "example.net", status: "review", reasoning: "Terms unclear (test)" });
    const s = await importListings(t.db, FEED, { progress: false });
    // The Cardiff listing is a deal now: PIPR rents cover Wales.
    expect(s).toMatchObject({ rowsRead: 9, written: 5, changed: 0, malformed: 1 });
    expect(s.skipped).toEqual({});
    expect(s.refused).toEqual({
      "example.org not allowed": 1,
      "example.net not allowed": 1,
      "unknown.example not allowed": 1,
    });
    expect(s.malformedRows).toEqual([{ lineNumber: 7, reason: 'bad price "POA"' }]);
    expect(formatSummary(s)).toContain("5 deals written");
    expect(formatSummary(s)).toContain("1 refused (example.org not allowed)");

    const sources = allDeals(t.db).map((d) => d.source_website);
    expect(new Set(sources)).toEqual(new Set(["example.com"]));
  });

  it("values a listing at its asking price with the feed's bedrooms", () => {
    const d = dealByExternalId(t.db, "https://www.example.com/listings/1001")!;
    expect(d).toMatchObject({
      title: "Two-bedroom flat near the tram",
      price: 145000,
      status: "for_sale",
      sold_date: null,
      property_type: "Apartment",
      property_kind: "flat",
      bedrooms: 2,
      postcode: "BL9 0HH",
      postcode_district: "BL9",
      la_code: "E08000002",
      source_url: "https://www.example.com/listings/1001",
      source_website: "example.com",
      image_url: "https://www.example.com/images/1001.jpg",
      full_address: "Flat 3, 12 Bridge Street, Bury, BL9 0HH",
      location: "Bury",
    });
    const v = JSON.parse(d.valuation);
    expect(v).toMatchObject({ valueBasis: "asking-price", bedroomsAssumed: false, askingPrice: 145000 });
    expect(d.description).toMatch(
      /^Listed for £145,000 on example\.com\. Rent estimated at £[\d,]+ a month \(ONS Price Index of Private Rents, May 2026 \(provisional\), Bury, 2 bedrooms\)\.$/,
    );
  });

  it("finds a postcode inside the address and reads House and Commercial", () => {
    expect(dealByExternalId(t.db, "https://www.example.com/listings/1002")).toMatchObject({
      postcode: "BL0 0AG",
      property_kind: "terraced",
      bedrooms: 3,
      location: "Bury",
    });
    const house = dealByExternalId(t.db, "https://www.example.com/listings/1003")!;
    expect(house).toMatchObject({ property_type: "House", property_kind: "house", bedrooms: 3 });
    expect(JSON.parse(house.valuation).bedroomsAssumed).toBe(true);
    expect(dealByExternalId(t.db, "https://www.example.com/listings/1004")).toMatchObject({
      property_type: "Commercial",
      property_kind: "other",
      bedrooms: null,
    });
  });

  it("re-importing changes nothing", async () => {
    const before = allDeals(t.db);
    const s = await importListings(t.db, FEED, { progress: false });
    expect(s).toMatchObject({ written: 0, changed: 0, unchanged: 5 });
    expect(allDeals(t.db)).toEqual(before);
  });

  it("removes a website's listings when it is no longer allowed", async () => {
    setCompliance(t.db, { domain: "example.com", status: "blocked", reasoning: "Licence ended (test)" });
    const s = await importListings(t.db, FEED, { progress: false });
    expect(s.deleted).toBe(5);
    expect(allDeals(t.db)).toHaveLength(0);
    setCompliance(t.db, { domain: "example.com", status: "allowed", reasoning: "Licensed feed (test)" });
  });

  it("reads a JSON array feed, checking the listing URL's domain too", async () => {
    const file = join(t.dir, "feed.json");
    writeFileSync(
      file,
      JSON.stringify([
        {
          title: "JSON flat",
          price: 99000,
          postcode: "NE1 1NA",
          type: "Apartment",
          bedrooms: 1,
          sourceUrl: "https://www.example.com/listings/j1",
          sourceWebsite: "example.com",
        },
        { title: "Says example.com, links elsewhere", price: 99000, postcode: "NE1 1NA", type: "flat", sourceUrl: "https://example.org/x", sourceWebsite: "example.com" },
        { title: "No type", price: 99000, postcode: "NE1 1NA", sourceUrl: "https://www.example.com/listings/j3" },
        "not an object",
      ]),
    );
    expect(await detectKind(file)).toEqual({ kind: "listings" });
    const s = await importListings(t.db, file, { progress: false });
    expect(s).toMatchObject({ rowsRead: 4, written: 1, malformed: 2 });
    expect(s.refused).toEqual({ "example.org not allowed": 1 });
    expect(s.malformedRows).toEqual([
      { lineNumber: 3, reason: 'bad type ""' },
      { lineNumber: 4, reason: "not an object" },
    ]);
    expect(dealByExternalId(t.db, "https://www.example.com/listings/j1")).toMatchObject({
      title: "JSON flat",
      bedrooms: 1,
      la_code: "E08000021",
      status: "for_sale",
    });
  });
});
