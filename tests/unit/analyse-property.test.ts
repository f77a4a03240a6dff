/** The analysis of one property on the real reference data (the template database). */
import { describe, expect, it } from "vitest";
import { comparableFigures } from "~/lib/assistant/analysis-answer";
import { parseAnalysisRequest } from "~/lib/search/analyse-request";
import { analyseProperty, NI_POSTCODE } from "~/server/analyse.server";
import { getGazetteer } from "~/server/places.server";
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
      // The month in full, as every month is said (decision 211).
      expect(comparableFigures(c)).toMatch(/^£[\d,]+ at (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4} prices \(sold for £[\d,]+ on /);
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

describe("what the form values is what the chat values, read by the same place reader (decision 203)", () => {
  /** The chat's analysis of a message, as `answerAnalysisMessage` asks for it. */
  const asChat = (message: string) => {
    const request = parseAnalysisRequest(message, getGazetteer(db()));
    if (!request) throw new Error(`not an analysis: ${message}`);
    const { place, placeText, ...rest } = request;
    return analyseProperty(db(), { ...rest, knownPlace: place, place: placeText, asOf });
  };

  it.each([
    ["south Manchester", "Manchester", 'The sales data does not divide Manchester by north, south, east or west, so I valued "south Manchester" in Manchester.'],
    ["Leeds city centre", "LS1 (Leeds)", '"Leeds city centre" is LS1 in the sales data, so I valued it there.'],
    ["central Leeds", "LS1 (Leeds)", '"central Leeds" is LS1 in the sales data, so I valued it there.'],
    ["Manchester city centre", "M1 (Manchester)", '"Manchester city centre" is M1 and M4 in the sales data; I valued it in M1.'],
  ])("'%s' is accepted, valued where the chat values it, and the note says how it was read", (place, placeName, note) => {
    const form = analyseProperty(db(), { price: 150_000, type: "flat", bedrooms: 2, place, asOf });
    if (!form.ok) throw new Error(form.message);
    expect(form.facts.placeName).toBe(placeName);
    expect(form.facts.placeNote).toBe(note);
    const chat = asChat(`Is a 2 bed flat in ${place} for £150,000 a good deal?`);
    if (!chat.ok) throw new Error(chat.message);
    expect(chat.facts.placeName).toBe(placeName);
    expect(chat.facts.placeNote).toBe(note);
    expect(chat.facts.valuation).toEqual(form.facts.valuation);
  });

  it("'London' or 'north London' stands for many councils: the place field asks which, as the chat does (decision 208)", () => {
    for (const place of ["London", "north London", "London, England", "Wimbledon Road, London"]) {
      const form = analyseProperty(db(), { price: 400_000, type: "flat", bedrooms: 2, place, asOf });
      expect(form, place).toMatchObject({ ok: false, field: "place" });
      if (form.ok) continue;
      expect(form.message).toMatch(/^“London” covers \d+ local authorities, each with its own rents and prices, so I can't value a property there as one place\. Which is it in\? Give its local authority \(for example Merton/);
      expect(asChat(`Is a 2 bed flat in ${place} for £400,000 a good deal?`)).toMatchObject({ ok: false, field: "place" });
    }
    // A borough, or a postcode district in London, is one council: valued as before.
    for (const place of ["Merton", "SW19", "Wimbledon, London"]) {
      expect(analyseProperty(db(), { price: 400_000, type: "flat", bedrooms: 2, place, asOf }).ok, place).toBe(true);
    }
  });

  it("still refuses what the chat refuses: a name going on as one the data does not hold, or two places", () => {
    for (const place of ["Newcastle Emlyn", "Salford Quays", "Leeds or York", "Heaton Moor, Manchester or Leeds"]) {
      expect(analyseProperty(db(), { price: 150_000, type: "flat", place, asOf }), place).toMatchObject({ ok: false, field: "place" });
    }
  });
});

describe("a place and a postcode given together (decision 202)", () => {
  const both = (place: string, postcode: string) => analyseProperty(db(), { price: 150_000, type: "flat", bedrooms: 2, place, postcode, asOf });

  it("values the postcode when it lies in the place, with nothing to say", () => {
    for (const [place, postcode] of [["Leeds", "LS6"], ["Leeds", "LS6 1AA"], ["West Yorkshire", "LS6"], ["London", "SW19"], ["Leeds city centre", "LS1"]]) {
      const r = both(place!, postcode!);
      if (!r.ok) throw new Error(r.message);
      expect(r.facts.placeName, `${place} ${postcode}`).toMatch(new RegExp(`^${postcode} \\(`));
      expect(r.facts.placeNote).toBeNull();
    }
  });

  it("refuses a postcode elsewhere than the place, on the Postcode field, naming both", () => {
    expect(both("Leeds", "M1")).toEqual({ ok: false, field: "postcode", message: "M1 is in Manchester, not in Leeds: correct the postcode or the place, or clear one of them." });
    expect(both("Leeds", "M1 1AE")).toMatchObject({ ok: false, field: "postcode", message: expect.stringMatching(/^M1 1AE is in Manchester, not in Leeds:/) });
    // A council no sale names (Northern Ireland) and a nation no sale lies in are told apart by council.
    expect(both("Belfast", "LS6")).toMatchObject({ ok: false, field: "postcode", message: expect.stringMatching(/^LS6 is in Leeds, not in Belfast:/) });
    expect(both("Scotland", "M1")).toMatchObject({ ok: false, field: "postcode", message: expect.stringMatching(/^M1 is in Manchester, not in Scotland:/) });
  });

  it("values a postcode lying near the place, and says it valued the postcode", () => {
    const r = both("Manchester", "M33");
    if (!r.ok) throw new Error(r.message);
    expect(r.facts.placeName).toBe("M33 (Trafford)");
    expect(r.facts.placeNote).toBe("M33 is near Manchester in the sales data, not in it, so I valued the postcode you gave, in Trafford.");
  });

  it("refuses a place it cannot find beside a postcode, on the place field, rather than pass over it", () => {
    expect(both("Atlantis", "LS6")).toEqual({ ok: false, field: "place", message: "We couldn't find the place “Atlantis”: correct it, or clear it to value the postcode LS6." });
  });
});

describe("Northern Ireland (decision 202)", () => {
  it("values a Northern Irish council by name with its rental area's rent and SDLT; a place not found is looked for in the United Kingdom", () => {
    const r = analyseProperty(db(), { price: 150_000, type: "flat", bedrooms: 2, place: "Belfast", asOf });
    if (!r.ok) throw new Error(r.message);
    expect(r.facts.valuation.inputs.nation).toBe("northern-ireland");
    expect(r.facts.valuation.purchaseCosts.taxName).toBe("SDLT");
    expect(analyseProperty(db(), { price: 150_000, type: "flat", place: "Atlantis", asOf })).toMatchObject({
      message: "We couldn't find the place “Atlantis”: try a town, local authority or postcode district in the United Kingdom.",
    });
  });

  it("says a BT postcode is not in the data and what to give instead", () => {
    expect(analyseProperty(db(), { price: 150_000, type: "flat", postcode: "BT1 5GS", asOf })).toEqual({ ok: false, field: "postcode", message: NI_POSTCODE });
    expect(analyseProperty(db(), { price: 150_000, type: "flat", postcode: "BT1", asOf })).toEqual({ ok: false, field: "postcode", message: NI_POSTCODE });
  });
});
