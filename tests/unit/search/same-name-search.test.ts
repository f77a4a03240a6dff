/**
 * Places far apart that share a name, on the shipped sales (decisions 152, 153): which names are
 * shared, what a search of one says, and a qualifier narrowing it to one place. A town that spans
 * several councils is one place and says nothing (Newcastle upon Tyne, Stockport).
 */
import { describe, expect, it } from "vitest";
import type { Place } from "~/lib/search/types";
import { runSearch, searchFor } from "~/server/deal-search.server";
import { getGazetteer, laCodeOfPlace, localityAreas } from "~/server/places.server";
import { useTempDatabase } from "../../support/db";

const db = useTempDatabase("file");
const districtOf = (postcode: string | null) => postcode?.split(" ")[0];

/** The query reads and finds as `same` does, and says nothing of the place written after. */
function searchesAs(query: string, same: string) {
  const r = runSearch(db(), { query });
  const plain = runSearch(db(), { query: same });
  expect(r.criteria).toEqual(plain.criteria);
  expect(r.ignored).toEqual([]);
  expect(r.total).toBe(plain.total);
  expect(r.deals.map((d) => d.id)).toEqual(plain.deals.map((d) => d.id));
  return plain;
}

/** Every town and locality of the shipped sales whose name places far apart share, with those places. */
function sharedNames(): Record<string, string[]> {
  const gazetteer = getGazetteer(db());
  const towns = db().$client.prepare("select distinct town from deals where town is not null").pluck().all() as string[];
  const places: Place[] = [
    ...towns.map((t): Place => ({ kind: "town", name: t, key: t })),
    ...[...localityAreas(db()).keys()].map((n): Place => ({ kind: "locality", name: n, key: n })),
  ];
  return Object.fromEntries(places.flatMap((p) => (gazetteer.partsOf?.(p) ? [[p.key, gazetteer.partsOf(p)!.map((x) => x.place.name)]] : [])));
}

describe("which names places far apart share", () => {
  it("are four post towns and ten localities of the shipped sales, each named by its county or post town", () => {
    const shared = sharedNames();
    expect(Object.keys(shared).sort()).toEqual(
      ["ASHFORD", "Bramley", "Brampton", "Clapham", "Denton", "Eccles", "GILLINGHAM", "Kingswood", "Madeley", "Newton", "Pennington", "RICHMOND", "ST IVES", "Woodley"].sort(),
    );
    expect(shared).toMatchObject({
      RICHMOND: ["Richmond, Greater London", "Richmond, North Yorkshire"],
      ASHFORD: ["Ashford, Kent", "Ashford, Surrey"],
      Eccles: ["Eccles, Manchester", "Eccles, Aylesford"],
      Clapham: ["Clapham, London", "Clapham, Bedford"],
    });
  });

  it.each(["Newcastle upon Tyne", "Stockport", "Manchester", "London", "Bury", "Wigan", "Warrington", "Bristol", "York", "Norwich", "Wimbledon", "Didsbury"])(
    "%s, across council lines, is one place and the answer says nothing of it",
    (name) => {
      const r = searchFor(db(), { query: `properties in ${name}` });
      expect(r.criteria.place?.name).toBe(name);
      expect(r.facts.sameNames).toEqual([]);
      expect(runSearch(db(), { query: `properties in ${name}` }).summary).not.toMatch(/is the name of/);
    },
  );
});

describe("a search of a shared name", () => {
  it("searches every place of the name and says so, with each place's deals and how to ask for one", () => {
    const r = runSearch(db(), { query: "properties in Richmond" });
    expect(r.criteria.place).toEqual({ kind: "town", name: "Richmond", key: "RICHMOND" });
    expect(new Set(r.deals.map((d) => districtOf(d.postcode)))).toEqual(new Set(["DL10", "TW9"]));
    expect(r.summary).toContain(
      'Richmond is the name of two places in the data: Richmond, Greater London (1 deal) and Richmond, North Yorkshire (1 deal). Showing both; ask for "properties in Richmond, Greater London" to see one.',
    );
  });

  it("a locality too: Eccles in Salford and Eccles in Kent", () => {
    const r = runSearch(db(), { query: "houses in Eccles" });
    expect(r.summary).toMatch(/Eccles is the name of two places in the data: Eccles, Manchester \(\d+ deals\) and Eccles, Aylesford \(1 deal\)\. Showing both/);
  });

  it("says what it searched when nothing is found", () => {
    const r = runSearch(db(), { query: "flats in Ashford under £50k" });
    expect(r.deals).toEqual([]);
    expect(r.summary).toContain('I searched both; ask for "apartments in Ashford, Kent under £50,000" to see one.');
  });
});

describe("a qualifier narrows a shared name to one place", () => {
  it.each<[string, string, string[]]>([
    ["properties in Richmond, North Yorkshire", "Richmond, North Yorkshire", ["DL10"]],
    ["properties in Richmond in North Yorkshire", "Richmond, North Yorkshire", ["DL10"]],
    ["properties in Richmond, London", "Richmond, Greater London", ["TW9"]],
    ["properties in Richmond, Surrey", "Richmond, Greater London", ["TW9"]],
    ["properties in Ashford (Kent)", "Ashford, Kent", ["TN23", "TN24", "TN25", "TN27"]],
    ["properties in Ashford, Surrey", "Ashford, Surrey", ["TW15"]],
    ["properties in Gillingham, Kent", "Gillingham, Medway", ["ME7", "ME8"]],
    ["properties in Gillingham, Dorset", "Gillingham, Dorset", ["SP8"]],
    ["houses in Eccles, Salford", "Eccles, Manchester", ["M30"]],
  ])("%s: %s", (query, name, districts) => {
    const r = runSearch(db(), { query });
    expect(r.criteria.place?.name).toBe(name);
    expect(r.criteria.places).toBeUndefined();
    expect(r.criteria.location).toBe(name);
    expect(r.ignored).toEqual([]);
    expect(r.sameNames).toEqual([]);
    expect(r.summary).not.toMatch(/is the name of/);
    expect(r.deals.length).toBeGreaterThan(0);
    for (const deal of r.deals) expect(districts).toContain(districtOf(deal.postcode));
  });

  it("each place's name, as the answer gives it, reads back as that place, and finds the deals the answer counts", () => {
    const gazetteer = getGazetteer(db());
    const keys = Object.keys(sharedNames());
    expect(keys).toHaveLength(14);
    for (const key of keys) {
      const kind = /^[A-Z' ]+$/.test(key) ? "town" : "locality";
      const whole = gazetteer.lookup(key)!;
      const parts = gazetteer.partsOf!({ kind, key, name: whole.name })!;
      let sum = 0;
      for (const part of parts) {
        const r = searchFor(db(), { query: `properties in ${part.place.name}` });
        expect(r.criteria.place, part.place.name).toEqual(part.place);
        expect(r.total, part.place.name).toBe(part.deals);
        sum += r.total;
      }
      // Together the places are all the name's sales a search lists.
      expect(searchFor(db(), { query: `properties in ${whole.name}` }).total, key).toBe(sum);
    }
  });

  it("the API's location is read the same way, and each place has its own council", () => {
    const r = runSearch(db(), { query: "properties", criteria: { location: "Richmond, North Yorkshire" } });
    expect(r.criteria.place?.within).toEqual(["DL10"]);
    expect(r.deals.map((d) => districtOf(d.postcode))).toEqual(["DL10"]);
    const north = searchFor(db(), { query: "properties in Richmond, North Yorkshire" }).criteria.place!;
    const london = searchFor(db(), { query: "properties in Richmond, London" }).criteria.place!;
    expect(laCodeOfPlace(db(), north)).toBe("E06000065");
    expect(laCodeOfPlace(db(), london)).toBe("E09000027");
  });
});

describe("a county or region after a place of one name says where it is (decision 160)", () => {
  it.each([
    ["flats in Leeds, West Yorkshire under £200k", "flats in Leeds under £200k"],
    ["houses in Leeds in Yorkshire", "houses in Leeds"],
    ["houses in Manchester, Lancashire", "houses in Manchester"],
    ["houses in Cardiff, Wales", "houses in Cardiff"],
  ])("%s searches as %s", (query, same) => {
    searchesAs(query, same);
  });

  it("one it is not in or near is said: only the place is searched", () => {
    const r = runSearch(db(), { query: "houses in Leeds, Surrey" });
    expect(r.criteria.place).toEqual({ kind: "town", name: "Leeds", key: "LEEDS" });
    expect(r.criteria.places).toBeUndefined();
    expect(r.total).toBe(runSearch(db(), { query: "houses in Leeds" }).total);
    const said = '"Leeds, Surrey" (Leeds in the sales data is not in or near Surrey, so only Leeds was searched; ask for "Leeds or Surrey" to search both)';
    expect(r.ignored).toEqual([said]);
    expect(r.summary).toContain(`I could not filter by ${said}.`);
    // A nation's border is exact: Cardiff is near England, not in it.
    expect(runSearch(db(), { query: "houses in Cardiff, England" }).ignored).toEqual([
      '"Cardiff, England" (Cardiff in the sales data is not in or near England, so only Cardiff was searched; ask for "Cardiff or England" to search both)',
    ]);
  });

  it("a shared name with a county none of its places is near is searched whole, and both are said", () => {
    const r = runSearch(db(), { query: "houses in Richmond, Kent" });
    expect(r.criteria.place).toEqual({ kind: "town", name: "Richmond", key: "RICHMOND" });
    expect(r.ignored).toEqual(['"Richmond, Kent" (Richmond in the sales data is not in or near Kent, so only Richmond was searched; ask for "Richmond or Kent" to search both)']);
    expect(r.summary).toContain("Richmond is the name of two places in the data");
  });

  it("two towns, or a list after a county the place is not in, read as before", () => {
    expect(searchFor(db(), { query: "houses in Salford, Bury" }).criteria.places?.map((p) => p.name)).toEqual(["Salford", "Bury"]);
    expect(searchFor(db(), { query: "houses in Leeds, Surrey or Kent" }).criteria.places?.map((p) => p.name)).toEqual(["Leeds", "Surrey", "Kent"]);
  });
});

describe("a town, council or postcode district after a locality says where it is (decision 167)", () => {
  it.each([
    ["properties in Didsbury, Manchester", "properties in Didsbury"],
    ["houses in Didsbury in Manchester under £400k", "houses in Didsbury under £400k"],
    ["houses in Didsbury, Manchester M20", "houses in Didsbury"],
    ["houses in Chorlton, Manchester", "houses in Chorlton"],
    ["flats in Wimbledon, London", "flats in Wimbledon"],
    ["flats in Wimbledon, Merton", "flats in Wimbledon"],
    ["houses in Wimbledon, London SW19", "houses in Wimbledon"],
    ["flats in Jesmond, Newcastle", "flats in Jesmond"],
    ["houses in Horsforth, Leeds", "houses in Horsforth"],
  ])("%s searches as %s", (query, same) => {
    const plain = searchesAs(query, same);
    expect(plain.criteria.place?.kind).toBe("locality");
    expect(plain.total).toBeGreaterThan(0);
  });

  it("a town the locality is not in is said, near or not, and only the locality is searched", () => {
    const didsbury = runSearch(db(), { query: "houses in Didsbury" }).total;
    for (const [query, said] of [
      ["houses in Didsbury, Leeds", '"Didsbury, Leeds" (Didsbury in the sales data is not in or near Leeds, so only Didsbury was searched; ask for "Didsbury or Leeds" to search both)'],
      ["houses in Didsbury, Stockport", '"Didsbury, Stockport" (Didsbury in the sales data is near Stockport but not in it, so only Didsbury was searched; ask for "Didsbury or Stockport" to search both)'],
    ] as const) {
      const r = runSearch(db(), { query });
      expect(r.criteria.place, query).toEqual({ kind: "locality", name: "Didsbury", key: "Didsbury" });
      expect(r.criteria.places, query).toBeUndefined();
      expect(r.total, query).toBe(didsbury);
      expect(r.ignored, query).toEqual([said]);
      expect(r.summary, query).toContain(`I could not filter by ${said}.`);
    }
  });

  it("lists stay lists: or, and, and a town after a town", () => {
    const names = (query: string) => searchFor(db(), { query }).criteria.places?.map((p) => p.name);
    expect(names("houses in Didsbury or Manchester")).toEqual(["Didsbury", "Manchester"]);
    expect(names("houses in Didsbury and Manchester")).toEqual(["Didsbury", "Manchester"]);
    expect(names("houses in Didsbury, Stockport or Bolton")).toEqual(["Didsbury", "Stockport", "Bolton"]);
    expect(names("houses in Salford, Bury")).toEqual(["Salford", "Bury"]);
  });

  it("the API's location is read the same way", () => {
    const r = runSearch(db(), { query: "houses", criteria: { location: "Didsbury, Manchester" } });
    expect(r.criteria.place).toEqual({ kind: "locality", name: "Didsbury", key: "Didsbury" });
    expect(r.total).toBe(runSearch(db(), { query: "houses in Didsbury" }).total);
  });
});

describe("a postcode district after its town is the district (decision 169)", () => {
  it("reads 'Manchester M20', 'Manchester, M20', 'Manchester (M20)' and 'Leeds LS6' as the district alone", () => {
    const m20 = searchesAs("houses in Manchester M20", "houses in M20");
    expect(m20.criteria.place).toEqual({ kind: "postcode-district", name: "M20", key: "M20" });
    expect(m20.total).toBeGreaterThan(0);
    expect(m20.deals.every((d) => districtOf(d.postcode) === "M20")).toBe(true);
    searchesAs("houses in Manchester, M20", "houses in M20");
    searchesAs("houses in Manchester (M20) under £300k", "houses in M20 under £300k");
    searchesAs("flats in Leeds LS6", "flats in LS6");
  });

  it("keeps a district the town does not hold, and a list, as before", () => {
    // LS6 is not in Manchester: the district is no address there, and the town is searched.
    const r = runSearch(db(), { query: "houses in Manchester LS6" });
    expect(r.criteria.place).toEqual(runSearch(db(), { query: "houses in Manchester" }).criteria.place);
    // "or" lists both.
    expect(runSearch(db(), { query: "houses in Manchester or M20" }).criteria.places?.map((p) => p.name)).toEqual(["Manchester", "M20"]);
  });
});

describe("a name the data does not hold, written where the place it starts with is not (decision 171)", () => {
  const notHeaton = (name: string, area: string) =>
    `"${name}" (no place of that name in the sales data; Heaton in the sales data is not in or near ${area}, so it was not searched)`;

  it("the shipped sales hold no Heaton Moor: their Heaton is Newcastle's, and SK4 is Stockport's", () => {
    const gazetteer = getGazetteer(db());
    expect(gazetteer.lookup("heaton moor")).toBeUndefined();
    expect(db().$client.prepare("select count(*) from deals where full_address like '%Heaton Moor%'").pluck().get()).toBe(0);
    expect(localityAreas(db()).get("Heaton")?.districts?.every((d) => d.startsWith("NE"))).toBe(true);
    expect(db().$client.prepare("select distinct town from deals where postcode_district = 'SK4'").pluck().all()).toEqual(["STOCKPORT"]);
  });

  it.each([
    ["houses in Heaton Moor, Manchester", "Heaton Moor", "Manchester"],
    ["houses in Heaton Moor Manchester", "Heaton Moor", "Manchester"],
    ["houses in heaton moor, manchester", "heaton moor", "Manchester"],
    ["houses in Heaton Moor (Manchester)", "Heaton Moor", "Manchester"],
    ["houses in Heaton Moor, Stockport", "Heaton Moor", "Stockport"],
    ["houses in Heaton Moor in Stockport", "Heaton Moor", "Stockport"],
    ["houses in Heaton Moor Road, Stockport", "Heaton Moor Road", "Stockport"],
  ])("%s searches the town named, never Newcastle's Heaton, and says why", (query, name, area) => {
    const r = runSearch(db(), { query });
    const plain = runSearch(db(), { query: `houses in ${area}` });
    expect(r.criteria.place).toEqual(plain.criteria.place);
    expect(r.total).toBe(plain.total);
    expect(r.deals.map((d) => d.id)).toEqual(plain.deals.map((d) => d.id));
    expect(r.deals.some((d) => districtOf(d.postcode)?.startsWith("NE"))).toBe(false);
    expect(r.ignored).toEqual([notHeaton(name, area)]);
    expect(r.summary).toContain(`I could not filter by ${notHeaton(name, area)}.`);
  });

  it("a town of as wide a kind after the name says where it is too: 'Richmond Hill, Leeds' is Leeds, never Richmond", () => {
    const r = runSearch(db(), { query: "houses in Richmond Hill, Leeds" });
    const plain = runSearch(db(), { query: "houses in Leeds" });
    expect(r.criteria.place).toEqual(plain.criteria.place);
    expect(r.total).toBe(plain.total);
    expect(r.ignored).toEqual([`"Richmond Hill" (no place of that name in the sales data; Richmond in the sales data is not in or near Leeds, so it was not searched)`]);
    // Two towns side by side, with no name between them, are not this reading.
    expect(runSearch(db(), { query: "houses in Bradford Leeds" }).ignored).not.toContainEqual(expect.stringContaining("not in or near"));
  });

  it.each([
    ["houses in Hull Road, York", "Hull Road", "Hull", "York", "is near York but not in it"],
    ["houses in hull road york", "hull road", "Hull", "York", "is near York but not in it"],
    ["houses in Hull Street, York", "Hull Street", "Hull", "York", "is near York but not in it"],
    ["houses in York Road, Leeds", "York Road", "York", "Leeds", "is not in or near Leeds"],
    ["houses in Didsbury Village, Leeds", "Didsbury Village", "Didsbury", "Leeds", "is not in or near Leeds"],
  ])("a street or village word before a place the name is not in: '%s' searches the place after it and says why (decision 185)", (query, name, first, area, where) => {
    const r = runSearch(db(), { query });
    const plain = runSearch(db(), { query: `houses in ${area}` });
    expect(r.criteria.place).toEqual(plain.criteria.place);
    expect(r.total).toBe(plain.total);
    expect(r.deals.map((d) => d.id)).toEqual(plain.deals.map((d) => d.id));
    expect(r.ignored).toEqual([`"${name}" (no place of that name in the sales data; ${first} in the sales data ${where}, so it was not searched)`]);
  });

  it("a street or village word with no place after it, or one the name is in, reads as before", () => {
    for (const [query, same] of [
      ["houses in Hull Road", "houses in Hull"],
      ["houses in Didsbury Village", "houses in Didsbury"],
      ["houses in Didsbury Village, Manchester", "houses in Didsbury"],
    ] as const) {
      searchesAs(query, same);
    }
    expect(runSearch(db(), { query: "houses in Hull" }).criteria.place?.name).toBe("Hull");
  });

  it.each([
    "houses in Heaton Moor or Didsbury, Manchester",
    "houses in Heaton Moor and Didsbury, Manchester",
    "houses in Didsbury or Heaton Moor, Manchester",
    "houses in Heaton Moor, Didsbury or Chorlton, Manchester",
  ])("a list with the name, in the place after it, is that place: '%s' searches Manchester and says why (decision 188)", (query) => {
    const r = runSearch(db(), { query });
    const plain = runSearch(db(), { query: "houses in Manchester" });
    expect(r.criteria.place).toEqual(plain.criteria.place);
    expect(r.criteria.places).toBeUndefined();
    expect(r.total).toBe(plain.total);
    expect(r.deals.map((d) => d.id)).toEqual(plain.deals.map((d) => d.id));
    expect(r.ignored).toEqual([notHeaton("Heaton Moor", "Manchester")]);
  });

  it("a place listed with the name that is not in the place after it is searched with it (decision 188)", () => {
    const r = runSearch(db(), { query: "houses in Leeds or Heaton Moor, Manchester" });
    expect(r.criteria.places?.map((p) => p.name)).toEqual(["Leeds", "Manchester"]);
    expect(r.ignored).toEqual([notHeaton("Heaton Moor", "Manchester")]);
  });

  it("a street word before a place the name is in: 'Wimbledon Road, London' searches London and says so (decision 188)", () => {
    for (const query of ["houses on Wimbledon Road, London", "houses in wimbledon road london"]) {
      const r = runSearch(db(), { query });
      const plain = runSearch(db(), { query: "houses in London" });
      expect(r.criteria.place, query).toEqual(plain.criteria.place);
      expect(r.total, query).toBe(plain.total);
      expect(r.deals.map((d) => d.id)).toEqual(plain.deals.map((d) => d.id));
      expect(r.ignored, query).toEqual([`"${query.slice(10, 24)}" (no place of that name in the sales data, so London was searched)`]);
    }
    // "Village" is the place itself, and a road with no place after it is the place it names.
    searchesAs("houses in Didsbury Village, Manchester", "houses in Didsbury");
    searchesAs("houses on Wimbledon Road", "houses in Wimbledon");
  });

  it("a list after the name is searched as the list", () => {
    const r = runSearch(db(), { query: "houses in Heaton Moor, Manchester or Leeds" });
    expect(r.criteria.places?.map((p) => p.name)).toEqual(["Manchester", "Leeds"]);
    expect(r.ignored).toEqual([notHeaton("Heaton Moor", "Manchester")]);
  });

  it("a name going on with no place after it, or one its place is in, reads as before (decision 121)", () => {
    for (const [query, place] of [
      ["houses in Heaton Moor", "Heaton"],
      ["houses in Heaton Moor, Newcastle", "Heaton"],
      ["houses in Salford Quays, Salford", "Salford"],
    ] as const) {
      const r = runSearch(db(), { query });
      expect(r.criteria.place?.name, query).toBe(place);
      expect(r.ignored, query).toEqual([`"${query.slice(10).split(",")[0]}" (no place of that name in the sales data, so ${place} was searched)`]);
    }
  });

  it("the API's location of such a name is no place, and is matched as text", () => {
    const r = runSearch(db(), { query: "houses", criteria: { location: "Heaton Moor, Manchester" } });
    expect(r.criteria.place).toBeUndefined();
    expect(r.deals.some((d) => districtOf(d.postcode)?.startsWith("NE"))).toBe(false);
  });
});
