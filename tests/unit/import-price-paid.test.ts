import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealLocation, dealTitle, landRegistryUri, SKIP_NOT_A_HOME } from "../../db/import/deal-builder";
import { detectKind } from "../../db/import/detect";
import { detectPpdShape, importPricePaid, parsePpdDate } from "../../db/import/price-paid";
import { formatSummary } from "../../db/import/progress";
import { parsePostcode } from "../../db/import/reference-data";
import { parseMonth, regionsFromRentsOrder } from "../../db/import/reference";
import { allDeals, dealByExternalId, FIXTURES, loadReference, tempDb, type TempDb } from "./import-helpers";

const REPORT = join(FIXTURES, "ppd-report-sample.csv");
const BULK = join(FIXTURES, "pp-bulk-sample.csv");

const PEEL_BROW = "8A78B2AF-863A-5CB0-E053-6B04A8C0F504";
const COWPER_FLAT = "93E6821E-C13B-40FD-E053-6B04A8C0C1DF";
const COWPER_2010 = "CC8F8621-3541-4EA3-B3F6-06EFF069BF9F";
const COWPER_2009 = "00000000-0000-4000-8000-000000002009";
const CLOTH_MARKET = "F3B6C199-5495-6E40-E053-6C04A8C0B3B4";
const HONEYCOMB_WAY = "42C129E5-4A7B-60A9-E063-4804A8C0C25D";
const TRANSFORMER = "42C129E5-6B7F-60A9-E063-4804A8C0C25D";

describe("pure helpers", () => {
  it("reads both date styles and refuses impossible dates", () => {
    expect(parsePpdDate("2019-04-11")).toBe("2019-04-11");
    expect(parsePpdDate("2025-10-31 00:00")).toBe("2025-10-31");
    expect(parsePpdDate("2025-02-30 00:00")).toBeNull();
    expect(parsePpdDate("11/04/2019")).toBeNull();
    expect(parsePpdDate("1890-01-01")).toBeNull();
  });

  it("tells the two Price Paid shapes apart", () => {
    expect(detectPpdShape(["unique_id", "price_paid", "deed_date", "postcode"])).toBe("report");
    expect(detectPpdShape(["{42C129E5-4A7B-60A9-E063-4804A8C0C25D}", ...Array(15).fill("x")])).toBe("bulk");
    expect(detectPpdShape(["area_code", "area_name"])).toBeNull();
  });

  it("normalises postcodes into district and sector", () => {
    expect(parsePostcode("bl00ag")).toEqual({ postcode: "BL0 0AG", district: "BL0", sector: "BL0 0" });
    expect(parsePostcode("SW19  1AA")).toEqual({ postcode: "SW19 1AA", district: "SW19", sector: "SW19 1" });
    expect(parsePostcode("EC1V 1AH")?.sector).toBe("EC1V 1");
    expect(parsePostcode("not a postcode")).toBeNull();
  });

  it("reads UK HPI months, provisional ones included", () => {
    expect(parseMonth("Jan 2011")).toBe("2011-01");
    expect(parseMonth("Jul 2025 [p]")).toBe("2025-07");
    expect(parseMonth("July 2025")).toBe("2025-07");
    expect(parseMonth("Smarch 2025")).toBeNull();
  });

  it("maps areas to the region row above them in the rents file", () => {
    const map = regionsFromRentsOrder([
      { areaCode: "E92000001", areaName: "ENGLAND" },
      { areaCode: "E12000001", areaName: "NORTH EAST" },
      { areaCode: "E06000047", areaName: "County Durham UA" },
      { areaCode: "E12000002", areaName: "NORTH WEST" },
      { areaCode: "E08000002", areaName: "Bury" },
      { areaCode: "E92000001", areaName: "ENGLAND" },
      { areaCode: "E12000001", areaName: "NORTH EAST" },
      { areaCode: "E08000002", areaName: "Bury" },
    ]);
    expect(map.get("E06000047")).toEqual({ code: "E12000001", name: "NORTH EAST" });
    expect(map.get("E08000002")).toEqual({ code: "E12000002", name: "NORTH WEST" });
    expect(map.has("E92000001")).toBe(false);
  });

  it("formats titles, locations and Land Registry URIs", () => {
    expect(dealTitle("terraced", 3, "Peel Brow")).toBe("3-bed terraced house, Peel Brow");
    expect(dealTitle("flat", 2, "Cowper Road")).toBe("2-bed flat, Cowper Road");
    expect(dealTitle("other", null, "Cloth Market")).toBe("Commercial property, Cloth Market");
    expect(dealLocation("BURY", "GREATER MANCHESTER")).toBe("Bury, Greater Manchester");
    expect(dealLocation("LONDON", "GREATER LONDON")).toBe("London, Greater London");
    expect(dealLocation("NEWCASTLE UPON TYNE", "TYNE AND WEAR")).toBe("Newcastle upon Tyne, Tyne and Wear");
    expect(landRegistryUri("ABC")).toBe("http://landregistry.data.gov.uk/data/ppi/transaction/ABC/current");
  });
});

describe("importing Price Paid Data", () => {
  let t: TempDb;
  beforeAll(async () => {
    t = tempDb();
    await loadReference(t.db);
  });
  afterAll(() => t.close());

  it("recognises both shapes without --kind", async () => {
    expect(await detectKind(REPORT)).toEqual({ kind: "price-paid", shape: "report" });
    expect(await detectKind(BULK)).toEqual({ kind: "price-paid", shape: "bulk" });
  });

  it("imports the report-builder shape (header row), skipping what is not a home", async () => {
    const s = await importPricePaid(t.db, REPORT, { progress: false });
    // The Cardiff sale is a deal now (PIPR rents cover Wales); the Cloth Market "other" sale is not a home.
    expect(s).toMatchObject({ kind: "price-paid", rowsRead: 9, written: 8, changed: 0, deleted: 0, malformed: 0 });
    expect(s.skipped).toEqual({ [SKIP_NOT_A_HOME]: 1 });
    expect(s.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(formatSummary(s)).toMatch(
      /^ppd-report-sample\.csv: 9 rows read, 8 deals written, 0 changed, 0 deleted, 1 skipped \(property type other: not a home .*\), 0 malformed in \d+\.\d s \([\d,]+ rows\/s\)$/,
    );
  });

  it("writes the documented formats for a sale", () => {
    const d = dealByExternalId(t.db, PEEL_BROW)!;
    expect(d).toMatchObject({
      location: "Bury, Greater Manchester",
      postcode: "BL0 0AG",
      postcode_district: "BL0",
      full_address: "56 Peel Brow, Ramsbottom, Bury, BL0 0AG",
      street: "PEEL BROW",
      town: "BURY",
      district: "BURY",
      county: "GREATER MANCHESTER",
      la_code: "E08000002", // Bury, from the Land Registry district (the BL0 0 sector is mostly Rossendale)
      source_url: `http://landregistry.data.gov.uk/data/ppi/transaction/${PEEL_BROW}/current`,
      source_website: "HM Land Registry",
      status: "sold",
      sold_date: "2019-04-11",
      property_type: "House",
      property_kind: "terraced",
      // VOA stock 2024: 2 bedrooms is the most common count for a terraced house in Bury.
      bedrooms: 2,
      bedrooms_estimated: 1,
      non_market: 0,
      ppd_category: "A",
    });
    expect(d.title).toBe("Terraced house (likely 2-bed), Peel Brow");
    expect(d.lat).toBeCloseTo(53.66, 1);
    const v = JSON.parse(d.valuation);
    expect(v).toMatchObject({
      soldPrice: 170000,
      soldDate: "2019-04-11",
      newBuild: false,
      tenure: "leasehold",
      transactionCategory: "A",
      valueBasis: "sale-indexed",
      bedroomsAssumed: true,
      bedroomsBasis: "estimated-local",
      rentSource: {
        areaName: "Bury",
        level: "local-authority",
        period: "2026-05",
        source: "ons-pipr",
        description: "ONS Price Index of Private Rents, May 2026 (provisional), Bury, 2 bedrooms",
      },
      inputs: { nation: "england", hpi: { region: "North West", periodNow: "2025-07" } },
    });
    expect(d.price).toBe(v.currentValue);
    expect(d.price).toBe(Math.round((170000 * v.inputs.hpi.indexNow) / v.inputs.hpi.indexAtSale));
    expect(d.yield).toBe(v.grossYield);
    expect(d.roi).toBe(v.roi);
    expect(d.score).toBe(v.score);
    expect(d.description).toBe(
      `Sold for £170,000 on 11 April 2019 (HM Land Registry). Estimated value £${v.currentValue.toLocaleString("en-GB")} at July 2025 prices, ` +
        `indexed by the UK HPI for the North West; rent estimated at £${v.monthlyRent.toLocaleString("en-GB")} a month ` +
        "(ONS Price Index of Private Rents, May 2026 (provisional), Bury, 2 bedrooms; " +
        `bedrooms estimated: 2 is the most common count for a terraced house in Bury, ${Math.round(v.inputs.bedroomsEstimate.share * 100)}% of them (VOA council tax stock, 2024)).`,
    );
  });

  it("titles flats with their estimated count and leaves out property that is not a home", () => {
    const flat = dealByExternalId(t.db, COWPER_FLAT)!;
    expect(flat).toMatchObject({ location: "London, Greater London", property_type: "Apartment", la_code: "E09000024" });
    expect(flat.title).toMatch(/^Flat \(likely \d-bed\), Cowper Road$/);
    // Land Registry type O ("other"): commercial, land, garages — never valued as a home.
    expect(dealByExternalId(t.db, CLOTH_MARKET)).toBeUndefined();
    expect(dealTitle("other", null, "Cloth Market")).toBe("Commercial property, Cloth Market");
  });

  it("indexes a 2010 sale from the year before the UK HPI file, worked back from the next July's annual change", () => {
    const d = dealByExternalId(t.db, COWPER_2010)!;
    const v = JSON.parse(d.valuation);
    expect(v.valueBasis).toBe("sale-indexed");
    // The file: Jul 2011, London, index 55.5, +1% on a year before (Jan 2023 = 100).
    expect(v.inputs.hpi.indexAtSale).toBeCloseTo(55.5 / 1.01, 2);
    expect(d.price).toBe(Math.round((322500 * v.inputs.hpi.indexNow) / v.inputs.hpi.indexAtSale));
    expect(d.price).toBeGreaterThan(500_000);
    expect(d.description).toContain(
      "indexed by the UK HPI for London (its July 2010 level worked back from the annual change a year later)",
    );
  });

  it("leaves a sale from before that at the price paid, and says so", () => {
    const d = dealByExternalId(t.db, COWPER_2009)!;
    expect(d.price).toBe(301000);
    expect(JSON.parse(d.valuation).valueBasis).toBe("sale-not-indexed");
    expect(d.description).toContain("Value left at the price paid (the UK HPI used here starts in January 2010)");
  });

  it("re-importing the same file changes nothing", async () => {
    const before = allDeals(t.db);
    const s = await importPricePaid(t.db, REPORT, { progress: false });
    expect(s).toMatchObject({ written: 0, changed: 0, unchanged: 8, deleted: 0 });
    expect(allDeals(t.db)).toEqual(before);
  });

  it("applies the bulk shape: A adds, C re-values a record held, D deletes; unknown C/D ignored", async () => {
    const s = await importPricePaid(t.db, BULK, { progress: false, batchSize: 4 });
    expect(s).toMatchObject({ rowsRead: 13, written: 3, changed: 1, deleted: 1, ignored: 2, malformed: 5 });
    expect(s.skipped).toEqual({ [SKIP_NOT_A_HOME]: 1 });

    const peel = dealByExternalId(t.db, PEEL_BROW)!;
    expect(JSON.parse(peel.valuation).soldPrice).toBe(175000);
    expect(peel.updated_at).toBeGreaterThanOrEqual(peel.created_at as number);
    expect(dealByExternalId(t.db, COWPER_FLAT)).toBeUndefined();

    const added = dealByExternalId(t.db, HONEYCOMB_WAY)!;
    expect(added).toMatchObject({
      location: "Birmingham, West Midlands",
      source_url: `http://landregistry.data.gov.uk/data/ppi/transaction/${HONEYCOMB_WAY}/current`,
      sold_date: "2025-10-31",
      full_address: "15 Honeycomb Way, Birmingham, B31 1RA",
    });
    expect(added.title).toMatch(/^Semi-detached house \(likely \d-bed\), Honeycomb Way$/);
    // Sold after the last UK HPI month: today's value is the price paid.
    expect(added.price).toBe(210000);
    expect(added.description).toContain("the UK HPI for the West Midlands runs to July 2025");

    // The transformer chamber (type O, no postcode) is not a home: never a deal.
    expect(dealByExternalId(t.db, TRANSFORMER)).toBeUndefined();
  });

  it("reports malformed rows with their line numbers and reasons", async () => {
    const s = await importPricePaid(t.db, BULK, { progress: false });
    expect(s.malformedRows).toEqual([
      { lineNumber: 7, reason: "expected 16 columns, found 15" },
      { lineNumber: 8, reason: 'bad price "two hundred"' },
      { lineNumber: 9, reason: 'bad date "2025-02-30 00:00"' },
      { lineNumber: 10, reason: 'bad property type "X"' },
      { lineNumber: 11, reason: "no postcode and no town" },
    ]);
  });

  it("re-importing the bulk file changes nothing either", async () => {
    const before = allDeals(t.db);
    const s = await importPricePaid(t.db, BULK, { progress: false });
    expect(s).toMatchObject({ written: 0, changed: 0, deleted: 0, ignored: 3 });
    expect(allDeals(t.db)).toEqual(before);
  });

  it("lists the first 20 malformed rows and counts the rest", async () => {
    const file = join(t.dir, "bad.csv");
    const good = '"{42C129E5-4A7B-60A9-E063-4804A8C0C25D}","210000","2025-10-31 00:00","B31 1RA","S","N","L","15","","HONEYCOMB WAY","","BIRMINGHAM","BIRMINGHAM","WEST MIDLANDS","A","A"';
    const bad = Array.from({ length: 25 }, (_, i) => `"{42C129E5-4A7B-60A9-E063-4804A8C0C25D}","${i}x","2025-10-31 00:00"`);
    writeFileSync(file, [good, ...bad].join("\n"));
    const s = await importPricePaid(t.db, file, { progress: false });
    expect(s.malformed).toBe(25);
    expect(s.malformedRows).toHaveLength(20);
    expect(s.malformedRows[0]).toEqual({ lineNumber: 2, reason: "expected 16 columns, found 3" });
    expect(s.malformedRows[19]!.lineNumber).toBe(21);
  });

  it("records every file in import_runs with its hash and counts", () => {
    const runs = t.db.$client.prepare("SELECT kind, file, sha256, rows_read, rows_applied, rows_malformed FROM import_runs WHERE kind = 'price-paid' ORDER BY id").all();
    expect(runs.slice(0, 3)).toEqual([
      expect.objectContaining({ file: "ppd-report-sample.csv", rows_read: 9, rows_applied: 8, rows_malformed: 0 }),
      expect.objectContaining({ file: "ppd-report-sample.csv", rows_read: 9, rows_applied: 0 }),
      expect.objectContaining({ file: "pp-bulk-sample.csv", rows_read: 13, rows_applied: 5, rows_malformed: 5 }),
    ]);
    const [a, b] = runs as { sha256: string }[];
    expect(a!.sha256).toBe(b!.sha256);
  });

  it("refuses to run before the reference data is loaded", async () => {
    const empty = tempDb();
    try {
      await expect(importPricePaid(empty.db, REPORT, { progress: false })).rejects.toThrow(/reference data/);
    } finally {
      empty.close();
    }
  });
});
