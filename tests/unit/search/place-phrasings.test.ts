/**
 * Everyday ways of writing a place, on the shipped sales (decision 189): a compass point before a
 * town, a distance from a place, a post town and a number ("Leeds 6"), a London borough with its
 * post town after it, "Saint" and "Co.", and "the" before a name in the /analyse form's place field.
 */
import { describe, expect, it } from "vitest";
import { analyseProperty } from "~/server/analyse.server";
import { runSearch } from "~/server/deal-search.server";
import { useTempDatabase } from "../../support/db";

const db = useTempDatabase("file");

/** The query searches as `same` does: the same place, count and deals. */
function searchesAs(query: string, same: string) {
  const r = runSearch(db(), { query });
  const plain = runSearch(db(), { query: same });
  expect(r.criteria.place, query).toEqual(plain.criteria.place);
  expect(r.criteria.places, query).toEqual(plain.criteria.places);
  expect(r.total, query).toBe(plain.total);
  expect(r.deals.map((d) => d.id), query).toEqual(plain.deals.map((d) => d.id));
  return r;
}

describe("a compass point before a town is no region and no part the data marks", () => {
  it.each([
    ["houses in north west London", "north west London", "London"],
    ["houses in south-east London", "south-east London", "London"],
    ["houses in East London under £400k", "East London", "London"],
    ["houses in south Manchester", "south Manchester", "Manchester"],
    ["houses in southern Leeds", "southern Leeds", "Leeds"],
    ["houses in North Wales", "North Wales", "Wales"],
  ])("'%s' searches all of the town and says so", (query, said, town) => {
    const r = searchesAs(query, query.replace(said, town));
    expect(r.ignored).toEqual([`"${said}" (the sales data does not divide ${town} by north, south, east or west, so all of ${town} was searched)`]);
  });

  it("names with a compass point in them, and a locality after one, read as before", () => {
    for (const query of ["houses in West Yorkshire", "houses in the North West", "houses in North East Lincolnshire", "houses in the north west like Bolton"]) {
      expect(runSearch(db(), { query }).ignored, query).toEqual([]);
    }
    expect(runSearch(db(), { query: "houses in the north west like Bolton" }).criteria.place?.name).toBe("the North West");
    const didsbury = searchesAs("houses in West Didsbury", "houses in Didsbury");
    expect(didsbury.ignored).toEqual([]);
  });
});

describe("a distance from a place", () => {
  it.each([
    ["houses within 5 miles of York", "within 5 miles of York", "houses in York", "York"],
    ["houses 10km from Leeds", "10km from Leeds", "houses in Leeds", "Leeds"],
    ["houses just outside Leeds", "just outside Leeds", "houses in Leeds", "Leeds"],
    ["houses within commuting distance of London", "within commuting distance of London", "houses in London", "London"],
    ["houses within 10 miles of Leeds or Bradford", "within 10 miles of Leeds", "houses in Leeds or Bradford", "Leeds or Bradford"],
  ])("'%s' searches the place and says the distance was not used", (query, said, same, searched) => {
    const r = searchesAs(query, same);
    expect(r.ignored).toEqual([`"${said}" (the search finds sales by place, not by distance, so only ${searched} was searched)`]);
  });

  it("a place 'near' another says nothing: it is searched as before", () => {
    expect(searchesAs("houses near Leeds", "houses in Leeds").ignored).toEqual([]);
  });
});

describe("a borough with its post town after it", () => {
  it.each(["houses in Hackney, London", "houses in Hackney London", "houses in Hackney (London)"])("'%s' is the borough, not a list with London", (query) => {
    const r = searchesAs(query, "houses in Hackney");
    expect(r.criteria.place?.name).toBe("Hackney");
    expect(r.ignored).toEqual([]);
  });

  it("a borough with no sales in the data finds none, rather than London's", () => {
    const r = runSearch(db(), { query: "houses in Camden, London" });
    expect(r.criteria.place?.name).toBe("Camden");
    expect(r.criteria.places).toBeUndefined();
    expect(r.total).toBe(runSearch(db(), { query: "houses in Camden" }).total);
  });

  it("a list is still a list, and towns that only share postcode districts stay two", () => {
    expect(runSearch(db(), { query: "houses in Hackney or London" }).criteria.places?.map((p) => p.name)).toEqual(["Hackney", "London"]);
    expect(runSearch(db(), { query: "houses in Hackney, London or Leeds" }).criteria.places?.map((p) => p.name)).toEqual(["Hackney", "London", "Leeds"]);
    expect(runSearch(db(), { query: "houses in Leeds, Bradford" }).criteria.places?.map((p) => p.name)).toEqual(["Leeds", "Bradford"]);
  });
});

describe("a post town and a number, the old way of writing its postcode district", () => {
  it.each([
    ["houses in Leeds 6", "houses in LS6"],
    ["flats in Manchester 20 under £300k", "flats in M20 under £300k"],
    ["houses in Sheffield 11", "houses in S11"],
  ])("'%s' is '%s'", (query, same) => {
    expect(searchesAs(query, same).ignored).toEqual([]);
  });

  it("a number that is a count, a range or a unit, or a town with many districts of the number, leaves the town", () => {
    for (const query of ["houses in Leeds 2 bed", "houses in Leeds 3 or 4 beds", "houses in Leeds 6%", "houses in London 6"]) {
      expect(runSearch(db(), { query }).criteria.place?.kind, query).toBe("town");
    }
  });
});

describe("'Saint' and 'Co.' as the data writes them", () => {
  it.each([
    ["houses in Saint Albans", "houses in St Albans"],
    ["houses in Saint Helens", "houses in St Helens"],
    ["houses in Co. Durham", "houses in County Durham"],
    ["houses in Co Durham", "houses in County Durham"],
  ])("%s is %s", (query, same) => {
    expect(searchesAs(query, same).ignored).toEqual([]);
  });
});

describe("the /analyse form's place field reads these as a search does", () => {
  it.each([
    ["the Wirral", "Wirral"],
    ["Hackney, London", "Hackney"],
    ["Saint Albans", "St Albans"],
    ["Co. Durham", "County Durham"],
  ])("'%s' is valued as '%s'", (place, same) => {
    const r = analyseProperty(db(), { price: 200_000, type: "flat", place, asOf: "2026-11-23" });
    const plain = analyseProperty(db(), { price: 200_000, type: "flat", place: same, asOf: "2026-11-23" });
    if (!r.ok || !plain.ok) throw new Error(`${place}: ${r.ok ? "" : r.message}`);
    expect(r.facts).toEqual(plain.facts);
  });
});
