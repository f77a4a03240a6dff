/**
 * A name places far apart share (decisions 152, 153), read without the database: a qualifier
 * after the name ("Richmond, North Yorkshire") narrows the search to the place it names, wherever the
 * gazetteer says it does; a place that names none stays a place of its own; what the answer says;
 * and how sales' postcode districts are split into places and a qualifier is matched to one.
 */
import { describe, expect, it } from "vitest";
import { buildGazetteer, findPlaces, lookupPlace } from "~/lib/search/gazetteer";
import { analyse } from "~/lib/search/parse";
import { readSearch } from "~/lib/search/read";
import { REGIONS } from "~/lib/search/regions";
import { routeMessage } from "~/lib/search/route";
import { sameNameSentence, type SearchSummaryInput } from "~/lib/search/summary";
import type { Gazetteer, Place } from "~/lib/search/types";
import { describeCriteria } from "~/lib/search/describe";
import {
  groupsNear,
  LOCALITY_SPLIT_KM,
  QUALIFIER_KM,
  splitByDistance,
  TOWN_SPLIT_KM,
  type Point,
} from "~/server/same-name-places.server";
import { gaz as plainGazetteer } from "./fixtures";

const RICHMOND: Place = { kind: "town", name: "Richmond", key: "RICHMOND" };
const NORTH: Place = { ...RICHMOND, name: "Richmond, North Yorkshire", within: ["DL10"] };
const LONDON_PART: Place = { ...RICHMOND, name: "Richmond, Greater London", within: ["TW9", "TW10"] };

/** The names the qualifiers below stand for, and the part of Richmond each is near (null: near neither). */
const NEAR: Record<string, Place | "both" | null> = {
  "North Yorkshire": NORTH,
  Darlington: NORTH,
  "Greater London": LONDON_PART,
  London: LONDON_PART,
  Surrey: LONDON_PART,
  TW9: LONDON_PART,
  England: "both",
  Leeds: null,
  Salford: null,
};

/** A gazetteer as the server builds it, with Richmond's two places (the server works them out from the sales). */
const gaz: Gazetteer = Object.assign(
  buildGazetteer({
    towns: ["RICHMOND", "LEEDS", "LONDON", "SALFORD", "DARLINGTON"],
    counties: ["NORTH YORKSHIRE", "GREATER LONDON", "SURREY"],
    regions: REGIONS,
    postcodeDistricts: ["TW9", "DL10", "M14"],
  }),
  {
    partsOf: (place: Place) =>
      place.key === "RICHMOND" && !place.within
        ? [
            { place: LONDON_PART, deals: 40 },
            { place: NORTH, deals: 12 },
          ]
        : null,
    narrow(place: Place, qualifier: Place): Place | null {
      if (place.key !== "RICHMOND" || place.within) return null;
      const near = NEAR[qualifier.name];
      return near === "both" ? place : (near ?? null);
    },
  },
);

describe("a qualifier after a shared name narrows the search to the place it names", () => {
  it.each<[string, Place]>([
    ["houses in Richmond, North Yorkshire", NORTH],
    ["houses in Richmond North Yorkshire", NORTH],
    ["houses in Richmond in North Yorkshire", NORTH],
    ["houses in Richmond (North Yorkshire)", NORTH],
    ["flats in richmond, north yorkshire under 200k", NORTH],
    ["Richmond, Darlington houses", NORTH],
    ["houses in Richmond, London", LONDON_PART],
    ["houses in Richmond, Surrey", LONDON_PART],
    ["2 bed flats in Richmond (TW9) over 6% yield", LONDON_PART],
  ])("%s", (query, place) => {
    const { criteria, ignored, unknownPlaces } = analyse(query, gaz);
    expect(criteria.place).toEqual(place);
    expect(criteria.places).toBeUndefined();
    expect(criteria.location).toBe(place.name);
    expect(ignored).toEqual([]);
    expect(unknownPlaces).toEqual([]);
    expect(routeMessage(query, gaz)).toBe("search");
  });

  it("keeps the search's other words: type, price, yield", () => {
    const { criteria } = analyse("2 bed flats in Richmond (TW9) over 6% yield", gaz);
    expect(criteria).toMatchObject({ propertyType: "Apartment", bedrooms: 2, minYield: 6 });
    expect(analyse("flats in richmond, north yorkshire under 200k", gaz).criteria.maxPrice).toBe(200_000);
  });

  it("a qualifier near every place of the name is read, and the name stays all of them", () => {
    const { criteria } = analyse("houses in Richmond, England", gaz);
    expect(criteria.place).toEqual(RICHMOND);
    expect(criteria.places).toBeUndefined();
    expect(criteria.location).toBe("Richmond");
  });

  it("a place that names none of them is a place of its own, listed as before", () => {
    expect(analyse("houses in Richmond, Leeds", gaz).criteria.places).toEqual([RICHMOND, { kind: "town", name: "Leeds", key: "LEEDS" }]);
    // "or" joins places; it never says which one is meant.
    expect(analyse("houses in Richmond or North Yorkshire", gaz).criteria.places?.map((p) => p.name)).toEqual(["Richmond", "North Yorkshire"]);
    // A name that is one place takes no qualifier: the plain gazetteer lists both, as before.
    expect(analyse("houses in Salford, Bury", plainGazetteer).criteria.places?.map((p) => p.name)).toEqual(["Salford", "Bury"]);
  });

  it("a narrowed place joins a list like any other", () => {
    const places = findPlaces("houses in Richmond, North Yorkshire or Leeds", gaz).map((m) => m.place);
    expect(places).toEqual([NORTH, { kind: "town", name: "Leeds", key: "LEEDS" }]);
    // The two places of one name are two places, not one listed twice.
    expect(findPlaces("houses in Richmond, North Yorkshire or Richmond, London", gaz).map((m) => m.place)).toEqual([NORTH, LONDON_PART]);
  });

  it("the search's description reads back as the same place (follow-ups re-read it)", () => {
    const { criteria } = readSearch("3 bed houses in Richmond, North Yorkshire under £250k", gaz);
    const again = readSearch(describeCriteria(criteria), gaz).criteria;
    expect(again.place).toEqual(NORTH);
    expect(again).toMatchObject({ propertyType: "House", bedrooms: 3, maxPrice: 250_000 });
  });

  it("a location given on its own (the API's criteria) is read the same way", () => {
    expect(lookupPlace("Richmond, North Yorkshire", gaz)).toEqual(NORTH);
    expect(lookupPlace(" Richmond (Surrey) ", gaz)).toEqual(LONDON_PART);
    expect(lookupPlace("Richmond", gaz)).toEqual(RICHMOND);
    expect(lookupPlace("Richmond, Leeds", gaz)).toBeUndefined();
    expect(lookupPlace("Richmond, North Yorkshire", plainGazetteer)).toBeUndefined();
  });
});

describe("what the answer says about a shared name", () => {
  const input = (deals: number, places: { name: string; deals: number }[]): SearchSummaryInput => ({
    description: "houses in Richmond",
    total: deals,
    capped: false,
    deals: Array.from({ length: deals }, () => ({ title: "House", price: 1, yield: 1, roi: 1, score: 1, location: "Richmond" })),
    sameNames: [{ name: "Richmond", places, example: `houses in ${places[0]!.name}` }],
  });

  it("names each place with its deals, and how to ask for one", () => {
    expect(sameNameSentence(input(2, [{ name: "Richmond, Greater London", deals: 40 }, { name: "Richmond, North Yorkshire", deals: 1 }]))).toBe(
      'Richmond is the name of two places in the data: Richmond, Greater London (40 deals) and Richmond, North Yorkshire (1 deal). Showing both; ask for "houses in Richmond, Greater London" to see one.',
    );
  });

  it("lists three or more apart with semicolons, and says what was searched when nothing was found", () => {
    const three = [
      { name: "Kingswood, Hull", deals: 3 },
      { name: "Kingswood, Bristol", deals: 1 },
      { name: "Kingswood, Tadworth", deals: 1_200 },
    ];
    expect(sameNameSentence({ ...input(0, three), sameNames: [{ name: "Kingswood", places: three, example: "flats in Kingswood, Hull" }] })).toBe(
      'Kingswood is the name of three places in the data: Kingswood, Hull (3 deals); Kingswood, Bristol (1 deal) and Kingswood, Tadworth (1,200 deals). I searched all three; ask for "flats in Kingswood, Hull" to see one.',
    );
  });

  it("says nothing when no name searched is shared", () => {
    expect(sameNameSentence({ ...input(1, [{ name: "x", deals: 1 }]), sameNames: [] })).toBe("");
    expect(sameNameSentence({ ...input(1, [{ name: "x", deals: 1 }]), sameNames: undefined })).toBe("");
  });
});

describe("postcode districts split into places far apart", () => {
  // Centres of the postcode districts named (ONS, as in postcode_district_centroids.csv).
  const centres = new Map<string, Point>([
    ["YO43", { lat: 53.84943, lon: -0.68517 }],
    ["YO61", { lat: 54.11733, lon: -1.19602 }],
    ["YO62", { lat: 54.24629, lon: -0.9938 }],
    ["TN23", { lat: 51.13956, lon: 0.85592 }],
    ["TN27", { lat: 51.16815, lon: 0.69365 }],
    ["TW15", { lat: 51.43121, lon: -0.45874 }],
    ["NG13", { lat: 52.95, lon: -0.93 }],
    ["DE55", { lat: 53.1, lon: -1.39 }],
    ["DL10", { lat: 54.41415, lon: -1.69075 }],
    ["TW9", { lat: 51.4696, lon: -0.29244 }],
    ["DL1", { lat: 54.53, lon: -1.54 }],
    ["KT2", { lat: 51.41904, lon: -0.29045 }],
  ]);

  it("keeps a town whose districts chain together in steps under the threshold as one (York: 45 km)", () => {
    expect(splitByDistance(["YO43", "YO61", "YO62"], centres, TOWN_SPLIT_KM)).toEqual([["YO43", "YO61", "YO62"]]);
  });

  it("splits towns 85 km or more apart (Ashford, Kent and Ashford, Surrey)", () => {
    expect(splitByDistance(["TN23", "TW15", "TN27"], centres, TOWN_SPLIT_KM)).toEqual([["TN23", "TN27"], ["TW15"]]);
  });

  it("splits localities 35 km apart (Newton, Nottinghamshire and Newton, Derbyshire), which a town's threshold would not", () => {
    expect(splitByDistance(["NG13", "DE55"], centres, LOCALITY_SPLIT_KM)).toEqual([["NG13"], ["DE55"]]);
    expect(splitByDistance(["NG13", "DE55"], centres, TOWN_SPLIT_KM)).toEqual([["NG13", "DE55"]]);
  });

  it("leaves out a district with no known centre", () => {
    expect(splitByDistance(["TW9", "ZZ99"], centres, TOWN_SPLIT_KM)).toEqual([["TW9"]]);
  });

  it("matches a qualifier to the group its sales lie in or beside, and to none when it is far from both", () => {
    const groups = [["DL10"], ["TW9"]];
    expect(groupsNear(groups, ["DL10", "DL1"], centres)).toEqual([0]);
    expect(groupsNear(groups, ["KT2"], centres)).toEqual([1]);
    expect(groupsNear(groups, ["DL1", "KT2"], centres)).toEqual([1]);
    expect(groupsNear(groups, ["DL10", "TW9"], centres)).toEqual([0, 1]);
    expect(groupsNear(groups, ["TN23"], centres)).toEqual([]);
    expect(QUALIFIER_KM).toBeLessThan(TOWN_SPLIT_KM);
  });
});
