/**
 * "Newcastle" in a national import (decision 161): Price Paid's post town for Newcastle-under-Lyme
 * (ST5) is NEWCASTLE, a name that, left alone, would take "Newcastle" from Newcastle upon Tyne,
 * whose short name it is. The shipped sales hold no such sale, so a few are imported here, by the
 * import command, from tests/fixtures/ppd-newcastle-under-lyme.csv.
 */
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../db/import/cli";
import { analyseProperty } from "../../app/server/analyse.server";
import { parseAnalysisRequest } from "../../app/lib/search/analyse-request";
import { runSearch } from "../../app/server/deal-search.server";
import { getGazetteer } from "../../app/server/places.server";
import { cliIo, FIXTURES } from "../unit/import-helpers";
import { useTempDatabase } from "../support/db";

const db = useTempDatabase("file");
const UPON_TYNE = { kind: "town", name: "Newcastle upon Tyne", key: "NEWCASTLE UPON TYNE" };
const STAFFS = { kind: "town", name: "Newcastle, Staffordshire", key: "NEWCASTLE" };
const districtOf = (postcode: string | null) => postcode?.split(" ")[0];

beforeAll(async () => {
  const { io, err } = cliIo({ db: db(), dir: "", close: () => {} });
  expect(await runCli([join(FIXTURES, "ppd-newcastle-under-lyme.csv")], io), err.join("\n")).toBe(0);
});

describe("Newcastle, with Newcastle-under-Lyme's sales held", () => {
  it("the post town NEWCASTLE is held, and its sales are in ST5", () => {
    const towns = db().$client.prepare("select distinct postcode_district from deals where town = 'NEWCASTLE'").pluck().all();
    expect(towns).toEqual(["ST5"]);
  });

  it('"Newcastle" is Newcastle upon Tyne, and the answer names the other and how to ask for it', () => {
    const r = runSearch(db(), { query: "houses in Newcastle" });
    expect(r.criteria.place).toEqual(UPON_TYNE);
    expect(r.deals.length).toBeGreaterThan(0);
    for (const deal of r.deals) expect(districtOf(deal.postcode)).toMatch(/^NE/);
    expect(r.sameNames).toEqual([
      {
        name: "Newcastle",
        places: [
          { name: "Newcastle upon Tyne", deals: expect.any(Number) },
          { name: "Newcastle, Staffordshire", deals: 8 },
        ],
        example: "houses in Newcastle, Staffordshire",
        shown: "Newcastle upon Tyne",
      },
    ]);
    expect(r.summary).toMatch(
      /Newcastle is the name of two places in the data: Newcastle upon Tyne \([\d,]+ deals\) and Newcastle, Staffordshire \(8 deals\)\. Showing Newcastle upon Tyne; ask for "houses in Newcastle, Staffordshire" to see the other\./,
    );
  });

  it('"Newcastle upon Tyne", in full, is that place, with nothing to say', () => {
    const r = runSearch(db(), { query: "houses in Newcastle upon Tyne" });
    expect(r.criteria.place).toEqual(UPON_TYNE);
    expect(r.sameNames).toEqual([]);
    expect(r.summary).not.toMatch(/is the name of/);
  });

  it('"Newcastle-under-Lyme" is its council, and "Newcastle, Staffordshire" (the name the answer gives) its post town', () => {
    const council = runSearch(db(), { query: "houses in Newcastle-under-Lyme" });
    expect(council.criteria.place).toEqual({ kind: "local-authority", name: "Newcastle-under-Lyme", key: "E07000195" });
    expect(runSearch(db(), { query: "houses in Newcastle under Lyme" }).criteria.place).toEqual(council.criteria.place);
    const town = runSearch(db(), { query: "houses in Newcastle, Staffordshire" });
    expect(town.criteria.place).toEqual(STAFFS);
    expect(town.criteria.location).toBe("Newcastle, Staffordshire");
    expect(town.total).toBe(7);
    expect(town.sameNames).toEqual([]);
    expect(town.ignored).toEqual([]);
    for (const r of [council, town]) {
      expect(r.deals.length).toBeGreaterThan(0);
      for (const deal of r.deals) expect(deal.location).toMatch(/Staffordshire/);
    }
    // The API's location is read the same way.
    expect(runSearch(db(), { query: "houses", criteria: { location: "Newcastle, Staffordshire" } }).criteria.place).toEqual(STAFFS);
  });

  it("an analysis values each in its own council", () => {
    const gazetteer = getGazetteer(db());
    const la = (place: string) => {
      const r = analyseProperty(db(), { price: 150_000, type: "terraced", place, asOf: "2026-11-23" });
      if (!r.ok) throw new Error(r.message);
      return r.facts.laName;
    };
    expect(gazetteer.lookup("Newcastle")).toEqual(UPON_TYNE);
    expect(la("Newcastle")).toBe("Newcastle upon Tyne");
    expect(la("Newcastle-under-Lyme")).toBe("Newcastle-under-Lyme");
    expect(la("Newcastle, Staffordshire")).toBe("Newcastle-under-Lyme");
  });

  it("an analysis of \"Newcastle\" says which it valued and how to name the other, in the form's place and the chat's words (decision 172)", () => {
    const note =
      'Newcastle is the name of two places in the data: Newcastle upon Tyne and Newcastle, Staffordshire. I valued it in Newcastle upon Tyne; name the place as "Newcastle, Staffordshire" to value it there.';
    const analysed = (q: Parameters<typeof analyseProperty>[1]) => {
      const r = analyseProperty(db(), { asOf: "2026-11-23", ...q });
      if (!r.ok) throw new Error(r.message);
      return r.facts;
    };
    // The /analyse page's and POST /api/analyse's place field.
    const form = analysed({ price: 150_000, type: "house", place: "Newcastle" });
    expect(form.laName).toBe("Newcastle upon Tyne");
    expect(form.placeNote).toBe(note);
    expect(analysed({ price: 150_000, type: "house", place: "newcastle" }).placeNote).toBe(note);
    // The chat's reading of a message, as chat.server passes it.
    const asked = parseAnalysisRequest("Is a house in Newcastle at £150k a good deal?", getGazetteer(db()))!;
    expect(asked.place).toEqual(UPON_TYNE);
    expect(analysed({ price: asked.price, type: asked.type, knownPlace: asked.place, place: asked.placeText }).placeNote).toBe(note);
    // Named in full, or as the other: nothing to say.
    for (const place of ["Newcastle upon Tyne", "Newcastle, Staffordshire", "Newcastle-under-Lyme"]) {
      expect(analysed({ price: 150_000, type: "house", place }).placeNote, place).toBeNull();
    }
  });
});
