/** The analysis of one property on the real reference data (the template database). */
import { describe, expect, it } from "vitest";
import { comparableFigures } from "~/lib/assistant/analysis-answer";
import { analyseProperty } from "~/server/analyse.server";
import { getDealSummaries } from "~/server/deals.server";
import { useTempDatabase } from "../support/db";

const db = useTempDatabase("file");
const asOf = "2026-11-23";

describe("analyseProperty", () => {
  it("values a 2 bed flat in LS6 at £150,000 with the Leeds rent, SDLT and the lender's stress test", () => {
    const r = analyseProperty(db(), { price: 150_000, type: "flat", bedrooms: 2, postcode: "LS6", asOf });
    if (!r.ok) throw new Error(r.message);
    const v = r.facts.valuation;
    expect(r.facts.laName).toBe("Leeds");
    expect(r.facts.placeName).toBe("LS6 (Leeds)");
    expect(v.inputs.nation).toBe("england");
    expect(v.bedrooms).toBe(2);
    expect(v.bedroomsAssumed).toBe(false);
    expect(v.rentCategory).toBe("Two Bedrooms");
    expect(v.rentSource.source).toBe("ons-pipr");
    expect(v.rentSource.description).toMatch(/ONS Price Index of Private Rents, .*Leeds, 2 bedrooms/);
    // Hand check: yield = 12 × monthly rent ÷ price.
    expect(v.grossYield).toBeCloseTo(Math.round(((v.monthlyRent * 12) / 150_000) * 10_000) / 100, 2);
    // SDLT with the 5% surcharge on £150,000: 5% × 125,000 + 7% × 25,000 = £8,000.
    expect(v.purchaseCosts.taxName).toBe("SDLT");
    expect(v.purchaseCosts.tax).toBe(8_000);
    expect(v.mortgage.stressRate).toBeGreaterThanOrEqual(v.mortgage.rate);
    expect(["high", "medium", "low"]).toContain(v.confidence.label);
    if (v.confidence.label !== "high") expect(v.confidence.reasons.length).toBeGreaterThan(0);
    expect(r.facts.comparables.length).toBeLessThanOrEqual(5);
    for (const c of r.facts.comparables) expect(Math.abs(c.price - 150_000)).toBeLessThanOrEqual(37_500);
    // Each carries what it sold for (the Land Registry price), not only its value today.
    const rows = db().$client.prepare("SELECT id, json_extract(valuation, '$.soldPrice') AS soldPrice FROM deals").all() as { id: number; soldPrice: number }[];
    const sold = new Map(rows.map((row) => [row.id, row.soldPrice]));
    for (const c of r.facts.comparables) expect(c.soldPrice).toBe(sold.get(c.id));
    expect(r.facts.comparables.some((c) => c.soldPrice !== c.price)).toBe(true);
  });

  it("charges Land Transaction Tax for a Welsh place and estimates the bedrooms from the VOA stock", () => {
    const r = analyseProperty(db(), { price: 200_000, type: "terraced", place: "Cardiff", asOf });
    if (!r.ok) throw new Error(r.message);
    const v = r.facts.valuation;
    expect(v.purchaseCosts.taxName).toBe("LTT");
    // LTT higher rates (from 11 Dec 2024): 5% to £180,000, 8.5% above: 9,000 + 1,700 = £10,700.
    expect(v.purchaseCosts.tax).toBe(10_700);
    expect(v.bedroomsAssumed).toBe(true);
    expect(v.bedroomsBasis).toBe("estimated-local");
    expect(v.bedroomsNote).toMatch(/VOA|council tax|stock/i);
  });

  it("charges LBTT for a Scottish place", () => {
    const r = analyseProperty(db(), { price: 150_000, type: "flat", bedrooms: 1, postcode: "EH1", asOf });
    if (!r.ok) throw new Error(r.message);
    expect(r.facts.valuation.purchaseCosts.taxName).toBe("LBTT");
    // LBTT 2% over £145,000 (£100) + ADS 8% of £150,000 (£12,000).
    expect(r.facts.valuation.purchaseCosts.tax).toBe(12_100);
  });

  it("assumes a Scottish home's bedrooms as the method says, not England and Wales' stock (which has no Scottish figure)", () => {
    const r = analyseProperty(db(), { price: 120_000, type: "flat", place: "Glasgow", asOf });
    if (!r.ok) throw new Error(r.message);
    const v = r.facts.valuation;
    expect(v.bedroomsBasis).toBe("assumed");
    expect(v.bedrooms).toBe(2);
    expect(v.bedroomsNote).toBe("bedrooms assumed (flat → 2)");
    expect(v.bedroomsNote).not.toMatch(/England and Wales|suppressed/);
  });

  it("says which place was not found, and which field it was in (decision 180)", () => {
    expect(analyseProperty(db(), { price: 150_000, type: "flat", place: "Atlantis", asOf })).toEqual({
      ok: false,
      message: expect.stringContaining("“Atlantis”"),
      field: "place",
    });
    expect(analyseProperty(db(), { price: 150_000, type: "flat", postcode: "ZZ99", asOf })).toEqual({
      ok: false,
      message: expect.stringContaining("“ZZ99”"),
      field: "postcode",
    });
    expect(analyseProperty(db(), { price: 150_000, type: "flat", place: "Yorkshire and The Humber", asOf })).toMatchObject({ ok: false, field: "place" });
  });
});

describe("the month a deal's value is at (decision 084)", () => {
  it("dates an indexed sale's value by the UK HPI's latest month, and a sale after that month by none", () => {
    const rows = db()
      .$client.prepare(
        `SELECT id, json_extract(valuation, '$.inputs.saleDate') AS saleDate, json_extract(valuation, '$.inputs.hpi.periodNow') AS periodNow
         FROM deals WHERE json_extract(valuation, '$.valueBasis') = 'sale-indexed'`,
      )
      .all() as { id: number; saleDate: string; periodNow: string }[];
    const indexed = rows.filter((r) => r.saleDate.slice(0, 7) <= r.periodNow).slice(0, 50);
    const afterIndex = rows.filter((r) => r.saleDate.slice(0, 7) > r.periodNow).slice(0, 50);
    expect(indexed.length).toBeGreaterThan(0);
    expect(afterIndex.length).toBeGreaterThan(0);

    for (const s of getDealSummaries(db(), indexed.map((r) => r.id))) {
      expect(s.valueMonth).toMatch(/^\d{4}-\d{2}$/);
      expect(s.valueMonth).toBe(indexed.find((r) => r.id === s.id)?.periodNow);
    }
    // Sold after the index's last month: the price paid is the value, at no index month.
    for (const s of getDealSummaries(db(), afterIndex.map((r) => r.id))) {
      expect(s.valueMonth).toBeNull();
      expect(s.price).toBe(s.soldPrice);
    }
  });

  it("gives each comparable the month its value is at, so it is never called today's", () => {
    const r = analyseProperty(db(), { price: 150_000, type: "flat", bedrooms: 2, postcode: "LS6", asOf });
    if (!r.ok) throw new Error(r.message);
    const moved = r.facts.comparables.filter((c) => c.soldPrice !== c.price);
    expect(moved.length).toBeGreaterThan(0);
    for (const c of moved) {
      expect(c.valueMonth).toMatch(/^\d{4}-\d{2}$/);
      expect(comparableFigures(c)).toMatch(/^£[\d,]+ at [A-Z][a-z]{2} \d{4} prices \(sold for £[\d,]+ on /);
    }
  });
});

describe("the place of an analysis, where a name is shared by places far apart (decision 161)", () => {
  it("values it in the largest, names that place, and says how to name the other", () => {
    const r = analyseProperty(db(), { price: 300_000, type: "house", place: "Eccles", asOf });
    if (!r.ok) throw new Error(r.message);
    expect(r.facts.placeName).toBe("Eccles, Manchester (Salford)");
    expect(r.facts.subject).toBe("house in Eccles, Manchester (Salford) for £300,000");
    expect(r.facts.placeNote).toBe(
      'Eccles is the name of two places in the data: Eccles, Manchester and Eccles, Aylesford. I valued it in Eccles, Manchester; name the place as "Eccles, Aylesford" to value it there.',
    );
  });

  it("the other, named so, is valued there, with nothing to say", () => {
    const r = analyseProperty(db(), { price: 300_000, type: "house", place: "Eccles, Aylesford", asOf });
    if (!r.ok) throw new Error(r.message);
    expect(r.facts.laName).toBe("Tonbridge and Malling");
    expect(r.facts.placeName).toBe("Eccles, Aylesford (Tonbridge and Malling)");
    expect(r.facts.placeNote).toBeNull();
    // The place the chat read from the message is used the same way.
    const london = analyseProperty(db(), { price: 300_000, type: "house", knownPlace: { kind: "town", name: "Richmond", key: "RICHMOND" }, asOf });
    if (!london.ok) throw new Error(london.message);
    expect(london.facts.placeNote).toMatch(/^Richmond is the name of two places in the data: .*I valued it in Richmond, /);
  });

  it("a place of one name, with or without its county, has nothing to say", () => {
    for (const place of ["Leeds", "Leeds, West Yorkshire"]) {
      const r = analyseProperty(db(), { price: 150_000, type: "flat", place, asOf });
      if (!r.ok) throw new Error(r.message);
      expect(r.facts.laName, place).toBe("Leeds");
      expect(r.facts.placeNote, place).toBeNull();
    }
  });
});

describe("the place of an analysis, where a name the data does not hold is followed by the place it is in (decision 188)", () => {
  /** The valuation of the same property in the place named plainly. */
  const plainly = (place: string) => {
    const r = analyseProperty(db(), { price: 250_000, type: "house", bedrooms: 3, place, asOf });
    if (!r.ok) throw new Error(r.message);
    return r.facts;
  };

  it.each([
    ["Heaton Moor, Manchester", "Manchester", '"Heaton Moor" is no place in the sales data, so I valued it in Manchester (Heaton in the sales data is not in or near Manchester).'],
    ["heaton moor manchester", "Manchester", '"heaton moor" is no place in the sales data, so I valued it in Manchester (Heaton in the sales data is not in or near Manchester).'],
    ["Heaton Moor (Stockport)", "Stockport", '"Heaton Moor" is no place in the sales data, so I valued it in Stockport (Heaton in the sales data is not in or near Stockport).'],
    ["Richmond Hill, Leeds", "Leeds", '"Richmond Hill" is no place in the sales data, so I valued it in Leeds (Richmond in the sales data is not in or near Leeds).'],
    ["Hull Road, York", "York", '"Hull Road" is no place in the sales data, so I valued it in York (Hull in the sales data is near York but not in it).'],
    ["Wimbledon Road, London", "London", '"Wimbledon Road" is no place in the sales data, so I valued it in London.'],
  ])("'%s' is valued in the place after the name, as a search of the words searches it, and says why", (place, area, note) => {
    const r = analyseProperty(db(), { price: 250_000, type: "house", bedrooms: 3, place, asOf });
    if (!r.ok) throw new Error(r.message);
    const there = plainly(area);
    expect(r.facts.placeNote).toBe(note);
    expect(r.facts.placeName).toBe(there.placeName);
    expect(r.facts.subject).toBe(there.subject);
    expect(r.facts.valuation).toEqual(there.valuation);
    expect(r.facts.comparables).toEqual(there.comparables);
  });

  it("a name with no place after it, or words naming more than one place, are refused as before", () => {
    for (const place of ["Heaton Moor", "Heaton Moor, Manchester or Leeds", "Heaton Moor, Manchester flats"]) {
      expect(analyseProperty(db(), { price: 250_000, type: "house", place, asOf }), place).toMatchObject({ ok: false, field: "place" });
    }
  });
});
