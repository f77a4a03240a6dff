/**
 * A county or region written after a place of one name (decision 160): "Leeds, West Yorkshire" is
 * Leeds, where the gazetteer says Leeds lies in or beside it; "Leeds, Surrey" is Leeds too, and the
 * answer says Surrey was not used. And a short name that is two post towns (decision 161):
 * "Newcastle" is Newcastle upon Tyne, and a place after it near the other asks for the other.
 * Read without the database: the gazetteer's owner (the server) says where each place lies.
 */
import { describe, expect, it } from "vitest";
import { buildGazetteer, findPlaces, lookupPlace } from "~/lib/search/gazetteer";
import { analyse } from "~/lib/search/parse";
import { REGIONS } from "~/lib/search/regions";
import type { Gazetteer, Place } from "~/lib/search/types";

const LEEDS: Place = { kind: "town", name: "Leeds", key: "LEEDS" };
const BRADFORD: Place = { kind: "town", name: "Bradford", key: "BRADFORD" };
const NEWCASTLE_UPON_TYNE: Place = { kind: "town", name: "Newcastle upon Tyne", key: "NEWCASTLE UPON TYNE" };
const NEWCASTLE_STAFFS: Place = { kind: "town", name: "Newcastle", key: "NEWCASTLE" };

/** Which counties and regions each place lies in or beside (the server reads it from the sales). */
const LIES_IN: Record<string, readonly string[]> = {
  LEEDS: ["WEST YORKSHIRE", "NORTH YORKSHIRE", "E12000003", "E92000001"],
  BRADFORD: ["WEST YORKSHIRE", "E12000003", "E92000001"],
  "NEWCASTLE UPON TYNE": ["TYNE AND WEAR", "E12000001", "E92000001"],
  NEWCASTLE: ["STAFFORDSHIRE", "ST5", "E92000001"],
  "WEST YORKSHIRE": ["E12000003", "E92000001"],
};

const source = {
  towns: ["LEEDS", "BRADFORD", "NEWCASTLE UPON TYNE", "NEWCASTLE"],
  counties: ["WEST YORKSHIRE", "NORTH YORKSHIRE", "SURREY", "KENT", "STAFFORDSHIRE", "TYNE AND WEAR"],
  regions: REGIONS,
  postcodeDistricts: ["ST5", "LS6"],
};
const gaz: Gazetteer = Object.assign(buildGazetteer(source), {
  liesIn: (place: Place, area: Place) => ((LIES_IN[place.key] ?? []).includes(area.key) ? "in" : "apart"),
});
/** The same names, where the gazetteer's owner cannot say where places lie (no `liesIn`). */
const plain = buildGazetteer(source);

/** The query searches `place` alone, and says why the place after it was not used. */
function searchesOnly(query: string, g: Gazetteer, place: Place, said: string) {
  const { criteria, ignored } = analyse(query, g);
  expect(criteria.place).toEqual(place);
  expect(criteria.places).toBeUndefined();
  expect(ignored).toEqual([said]);
}

describe("a county or region after a place of one name says where it is", () => {
  it.each([
    "houses in Leeds, West Yorkshire",
    "houses in Leeds West Yorkshire",
    "houses in Leeds in West Yorkshire",
    "houses in Leeds (West Yorkshire)",
    "houses in Leeds, Yorkshire",
    "houses in Leeds, England",
    // North Yorkshire is beside Leeds: an old or postal county is no contradiction.
    "houses in Leeds, North Yorkshire",
  ])("%s: Leeds, and nothing ignored", (query) => {
    const { criteria, ignored, unknownPlaces } = analyse(query, gaz);
    expect(criteria.place).toEqual(LEEDS);
    expect(criteria.places).toBeUndefined();
    expect(criteria.location).toBe("Leeds");
    expect(ignored).toEqual([]);
    expect(unknownPlaces).toEqual([]);
  });

  it("keeps the search's other words", () => {
    const { criteria, ignored } = analyse("flats in Leeds, West Yorkshire under £200k", gaz);
    expect(criteria).toMatchObject({ place: LEEDS, location: "Leeds", propertyType: "Apartment", maxPrice: 200_000 });
    expect(criteria.places).toBeUndefined();
    expect(ignored).toEqual([]);
  });

  it("a county after a county, or a town after a town, is still a list", () => {
    expect(analyse("houses in Kent, Surrey", gaz).criteria.places?.map((p) => p.name)).toEqual(["Kent", "Surrey"]);
    expect(analyse("houses in Leeds, Bradford", gaz).criteria.places).toEqual([LEEDS, BRADFORD]);
    // "or" and "and" list places; they never say where one is.
    expect(analyse("houses in Leeds or West Yorkshire", gaz).criteria.places?.map((p) => p.name)).toEqual(["Leeds", "West Yorkshire"]);
  });

  it("the place it names joins a list like any other", () => {
    expect(findPlaces("houses in Leeds, West Yorkshire or Bradford", gaz).map((m) => m.place)).toEqual([LEEDS, BRADFORD]);
  });

  it("a county the place is not in or near is said, and only the place is searched", () => {
    searchesOnly(
      "houses in Leeds, Surrey",
      gaz,
      LEEDS,
      '"Leeds, Surrey" (Leeds in the sales data is not in or near Surrey, so only Leeds was searched; ask for "Leeds or Surrey" to search both)',
    );
  });

  it("with more places listed after it, a county the place is not in is one of the list, as before", () => {
    const { criteria, ignored } = analyse("houses in Leeds, Surrey or Kent", gaz);
    expect(criteria.places?.map((p) => p.name)).toEqual(["Leeds", "Surrey", "Kent"]);
    expect(ignored).toEqual([]);
  });

  it("where the gazetteer cannot tell, or says nothing of where places lie, the two are a list, as before", () => {
    expect(analyse("houses in Leeds, West Yorkshire", plain).criteria.places?.map((p) => p.name)).toEqual(["Leeds", "West Yorkshire"]);
    const unknown: Gazetteer = Object.assign(buildGazetteer(source), { liesIn: () => null });
    expect(analyse("houses in Leeds, West Yorkshire", unknown).criteria.places?.map((p) => p.name)).toEqual(["Leeds", "West Yorkshire"]);
  });

  it("a location given on its own (the API's criteria) is read the same way, and a contradiction is no place", () => {
    expect(lookupPlace("Leeds, West Yorkshire", gaz)).toEqual(LEEDS);
    expect(lookupPlace("Leeds, Surrey", gaz)).toBeUndefined();
  });
});

describe("a short name that is two post towns (decision 161)", () => {
  it("is the one people mean, and the other is kept beside it", () => {
    expect(gaz.lookup("Newcastle")).toEqual(NEWCASTLE_UPON_TYNE);
    expect(gaz.alsoNamed?.("newcastle")).toEqual(NEWCASTLE_STAFFS);
    expect(gaz.alsoNamed?.("Newcastle upon Tyne")).toBeUndefined();
    const { criteria, alsoNamed } = analyse("houses in Newcastle", gaz);
    expect(criteria.place).toEqual(NEWCASTLE_UPON_TYNE);
    expect(alsoNamed).toEqual([{ shown: NEWCASTLE_UPON_TYNE, other: NEWCASTLE_STAFFS }]);
    // Written in full, the name is one place.
    expect(analyse("houses in Newcastle upon Tyne", gaz).alsoNamed).toEqual([]);
  });

  it("a place after it near the other asks for the other, named with it", () => {
    for (const [query, name] of [
      ["houses in Newcastle, Staffordshire", "Newcastle, Staffordshire"],
      ["houses in Newcastle (ST5)", "Newcastle, ST5"],
    ] as const) {
      const { criteria, ignored, alsoNamed } = analyse(query, gaz);
      expect(criteria.place, query).toEqual({ ...NEWCASTLE_STAFFS, name });
      expect(criteria.location, query).toBe(name);
      expect(ignored, query).toEqual([]);
      expect(alsoNamed, query).toEqual([]);
    }
    expect(lookupPlace("Newcastle, Staffordshire", gaz)).toEqual({ ...NEWCASTLE_STAFFS, name: "Newcastle, Staffordshire" });
  });

  it("a place after it near the one it is read as keeps that one", () => {
    const { criteria, alsoNamed } = analyse("houses in Newcastle, Tyne and Wear", gaz);
    expect(criteria.place).toEqual(NEWCASTLE_UPON_TYNE);
    expect(alsoNamed).toEqual([]);
  });

  it("a town and its council are one place: the town keeps its name (Hull)", () => {
    const hull = buildGazetteer({ towns: ["HULL"], localAuthorities: [{ code: "E06000010", name: "Kingston upon Hull, City of" }] });
    expect(hull.lookup("hull")).toEqual({ kind: "town", name: "Hull", key: "HULL" });
    expect(hull.alsoNamed?.("hull")).toBeUndefined();
  });
});

describe("a town, council or postcode area after a locality says where it is (decision 167)", () => {
  const DIDSBURY: Place = { kind: "locality", name: "Didsbury", key: "Didsbury" };
  const WIMBLEDON: Place = { kind: "locality", name: "Wimbledon", key: "Wimbledon" };
  const MANCHESTER: Place = { kind: "town", name: "Manchester", key: "MANCHESTER" };
  const STOCKPORT: Place = { kind: "town", name: "Stockport", key: "STOCKPORT" };
  /** Where each locality lies beside each place (the server reads it from the sales); anything else is apart. */
  const LIES: Record<string, Record<string, "in" | "near">> = {
    Didsbury: { MANCHESTER: "in", M20: "in", M: "in", "GREATER MANCHESTER": "in", E08000003: "in", STOCKPORT: "near" },
    Wimbledon: { LONDON: "in", SW19: "in", SW: "in", E09000024: "in" },
    Horsforth: { LEEDS: "in", BRADFORD: "near" },
  };
  const names = {
    towns: ["MANCHESTER", "STOCKPORT", "LEEDS", "BRADFORD", "LONDON"],
    localities: ["Didsbury", "Wimbledon", "Horsforth"],
    localAuthorities: [
      { code: "E08000003", name: "Manchester" },
      { code: "E09000024", name: "Merton" },
    ],
    postcodeDistricts: ["M20", "SW19"],
    postcodeAreas: ["M", "SW"],
    counties: ["GREATER MANCHESTER"],
    regions: REGIONS,
  };
  const g: Gazetteer = Object.assign(buildGazetteer(names), {
    liesIn: (place: Place, area: Place) => LIES[place.key]?.[area.key] ?? "apart",
  });

  it.each<[string, Place]>([
    ["flats in Didsbury, Manchester", DIDSBURY],
    ["flats in Didsbury in Manchester", DIDSBURY],
    ["flats in Didsbury (Manchester)", DIDSBURY],
    ["flats in Didsbury, M20", DIDSBURY],
    ["flats in Didsbury, M", DIDSBURY],
    ["flats in Wimbledon, London", WIMBLEDON],
    ["flats in Wimbledon, Merton", WIMBLEDON],
    ["flats in Wimbledon (SW19)", WIMBLEDON],
    ["flats in Wimbledon, SW", WIMBLEDON],
    // As before (decision 160): a county after a locality.
    ["flats in Didsbury, Greater Manchester", DIDSBURY],
    // An address goes on with the postcode district, or the county.
    ["flats in Didsbury, Manchester M20", DIDSBURY],
    ["flats in Didsbury, Manchester, M20", DIDSBURY],
    ["flats in Didsbury (Manchester M20)", DIDSBURY],
    ["flats in Wimbledon, London SW19", WIMBLEDON],
    ["flats in Didsbury, Manchester, Greater Manchester", DIDSBURY],
  ])("%s: the locality alone, and nothing ignored", (query, place) => {
    const { criteria, ignored, unknownPlaces } = analyse(query, g);
    expect(criteria.place).toEqual(place);
    expect(criteria.places).toBeUndefined();
    expect(criteria.location).toBe(place.name);
    expect(ignored).toEqual([]);
    expect(unknownPlaces).toEqual([]);
  });

  it("keeps the search's other words", () => {
    const { criteria, ignored } = analyse("2 bed flats in Didsbury, Manchester under £250k", g);
    expect(criteria).toMatchObject({ place: DIDSBURY, location: "Didsbury", propertyType: "Apartment", maxPrice: 250_000, bedrooms: 2 });
    expect(criteria.places).toBeUndefined();
    expect(ignored).toEqual([]);
  });

  it("a town the locality is not in or near is said, and only the locality is searched", () => {
    searchesOnly(
      "flats in Didsbury, Leeds",
      g,
      DIDSBURY,
      '"Didsbury, Leeds" (Didsbury in the sales data is not in or near Leeds, so only Didsbury was searched; ask for "Didsbury or Leeds" to search both)',
    );
  });

  it("a town the locality is near but not in is said too: it may be a second place, and only the locality is searched", () => {
    searchesOnly(
      "flats in Didsbury, Stockport",
      g,
      DIDSBURY,
      '"Didsbury, Stockport" (Didsbury in the sales data is near Stockport but not in it, so only Didsbury was searched; ask for "Didsbury or Stockport" to search both)',
    );
  });

  it("lists stay lists: or, and, two towns, two localities, a town before a locality, and more places after", () => {
    const names = (query: string) => analyse(query, g).criteria.places?.map((p) => p.name);
    expect(names("flats in Didsbury or Manchester")).toEqual(["Didsbury", "Manchester"]);
    expect(names("flats in Didsbury and Manchester")).toEqual(["Didsbury", "Manchester"]);
    expect(names("flats in Leeds, Bradford")).toEqual(["Leeds", "Bradford"]);
    expect(names("flats in Didsbury, Horsforth")).toEqual(["Didsbury", "Horsforth"]);
    expect(names("flats in Manchester, Didsbury")).toEqual(["Manchester", "Didsbury"]);
    expect(names("flats in Didsbury, Stockport or Leeds")).toEqual(["Didsbury", "Stockport", "Leeds"]);
    expect(names("flats in Didsbury, Leeds or Bradford")).toEqual(["Didsbury", "Leeds", "Bradford"]);
    // An address goes on only with places the locality lies in: a town after it is a list, as after "Leeds, West Yorkshire".
    expect(names("flats in Didsbury, Manchester, Stockport")).toEqual(["Didsbury", "Stockport"]);
    expect(analyse("flats in Didsbury, Stockport or Leeds", g).ignored).toEqual([]);
  });

  it("the locality it names joins a list like any other", () => {
    expect(findPlaces("flats in Didsbury, Manchester or Horsforth, Leeds", g).map((m) => m.place.name)).toEqual(["Didsbury", "Horsforth"]);
    expect(findPlaces("flats in Didsbury, Manchester or Stockport", g).map((m) => m.place)).toEqual([DIDSBURY, STOCKPORT]);
  });

  it("where the gazetteer says nothing of where places lie, the two are a list, as before", () => {
    expect(findPlaces("flats in Didsbury, Manchester", buildGazetteer(names)).map((m) => m.place)).toEqual([DIDSBURY, MANCHESTER]);
  });

  it("a location given on its own (the API's criteria) is read the same way, and a town it is not in is no place", () => {
    expect(lookupPlace("Didsbury, Manchester", g)).toEqual(DIDSBURY);
    expect(lookupPlace("Wimbledon, London", g)).toEqual(WIMBLEDON);
    expect(lookupPlace("Didsbury, Leeds", g)).toBeUndefined();
    expect(lookupPlace("Didsbury, Stockport", g)).toBeUndefined();
  });
});
