/**
 * The places the data covers, read from the database: the gazetteer a search's words are read
 * with (`getGazetteer`), kept until the next import with what goes with it (each locality's sales,
 * the places a shared name stands for, where a place lies beside another, a town's centre, a
 * place's council), and the one reading of which sales lie in a place (`placeCondition`), which
 * the deal search (`deals.server.ts`) and the gazetteer both use.
 */
import { and, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { deals, importRuns, localAuthorities, postcodeDistricts, areaRegions } from "../../db/schema";
import { buildGazetteer, lookupPlace, placeId, titleCasePlace } from "~/lib/search/gazetteer";
import { nationLetter, REGIONS } from "~/lib/search/regions";
import { nationFromGssCode } from "~/lib/tax-nation";
import { joinWithOr } from "~/lib/format";
import { NATION_LABEL } from "~/lib/assistant/answer-common";
import type { Gazetteer, Lying, Place, PlacePart } from "~/lib/search/types";
import { prepared, type Db } from "./db.server";
import { localityPostcodes, sectorOf, type LocalityArea, type LocalityPostcodes } from "./locality-postcodes.server";
import { placeIndexFor, type PlaceIndex } from "./place-index.server";
import {
  groupsNear,
  km,
  LOCALITY_SPLIT_KM,
  nameCandidates,
  splitByDistance,
  TOWN_SPLIT_KM,
  type GroupFacts,
  type Point,
  type Tally,
} from "./same-name-places.server";

/**
 * Which conditions SQLite may seek on in an index. A condition it may not is written on
 * `+column`: the same value, checked inside whatever index is walked but never chosen as the
 * index to walk (SQLite's documented way to steer its planner). See `searchDeals`.
 */
export type Seek = (column: AnyColumn, place?: Place) => boolean;
export const SEEK_ANY: Seek = () => true;

/** Places of one area each, with the column that names it (the others span many areas). */
export const ONE_AREA: Partial<Record<Place["kind"], AnyColumn>> = {
  town: deals.town,
  district: deals.district,
  "local-authority": deals.laCode,
  "postcode-district": deals.postcodeDistrict,
};

export function placeCondition(db: Db, place: Place, seek: Seek = SEEK_ANY): SQL | undefined {
  const whole = wholePlaceCondition(db, place, seek);
  // One of the places a shared name stands for: its postcode districts (decision 152).
  if (!place.within) return whole;
  const district = seek(deals.postcodeDistrict, place) ? sql`${deals.postcodeDistrict}` : sql`+${deals.postcodeDistrict}`;
  return and(whole, inArray(district, place.within));
}

function wholePlaceCondition(db: Db, place: Place, seek: Seek): SQL | undefined {
  const on = (column: AnyColumn) => (seek(column, place) ? sql`${column}` : sql`+${column}`);
  switch (place.kind) {
    case "town":
    case "district":
    case "local-authority":
    case "postcode-district":
      return eq(on(ONE_AREA[place.kind]!), place.key);
    case "postcode-area":
      return sql`${on(deals.postcodeDistrict)} glob ${`${place.key}[0-9]*`}`;
    case "county": {
      // A county that is exactly its local authorities is searched as them, through the indexes.
      const areas = countyAreas(db).get(place.key);
      return areas ? sql`${on(deals.laCode)} in ${areas}` : eq(deals.county, place.key);
    }
    case "region": {
      const letter = nationLetter(place.key);
      if (letter) return sql`${on(deals.laCode)} glob ${`${letter}[0-9]*`}`;
      return sql`${on(deals.laCode)} in (select ${areaRegions.areaCode} from ${areaRegions} where ${areaRegions.regionCode} = ${place.key})`;
    }
    case "locality": {
      // The sales whose address names it, the rest of the postcode sectors where it is the place
      // the addresses name most (decision 121), and the other sales at the postcodes of those that
      // name it (decision 127); all lie in the postcode districts of the sales that name it.
      const area = localityAreas(db).get(place.key);
      const named = sql`${deals.fullAddress} like ${`%, ${place.key}, %`}`;
      const also = [
        ...(area?.sectors.length ? [sql`substr(${deals.postcode}, 1, length(${deals.postcode}) - 2) in ${area.sectors}`] : []),
        ...(area?.postcodes.length ? [sql`${deals.postcode} in ${area.postcodes}`] : []),
      ];
      const inDistricts = area?.districts ? inArray(on(deals.postcodeDistrict), area.districts) : undefined;
      const its = and(inDistricts, also.length ? sql`(${or(named, ...also)})` : named)!;
      const reads = postcodesOfLocality(db, place.key);
      return reads ? byPostcode(reads, its, on(deals.postcode), inDistricts) : its;
    }
  }
}

/**
 * A locality's sales by the postcodes that hold them (decision 135), which the postcode index
 * seeks: the address match of `its`, which no index can seek, is read only at the few postcodes
 * where some sales are not its, and for a sale with no postcode. The districts (implied by the
 * postcodes) are checked first when another index is walked in the sort's order, inside it.
 */
function byPostcode(reads: LocalityPostcodes, its: SQL, postcode: SQL, inDistricts: SQL | undefined): SQL {
  const atPostcodes = reads.postcodes.length
    ? and(sql`${postcode} in ${listOf(reads.postcodes)}`, reads.checked.length ? or(sql`${deals.postcode} not in ${listOf(reads.checked)}`, its) : undefined)
    : undefined;
  const withoutPostcode = reads.noPostcode ? and(sql`${deals.postcode} is null`, its) : undefined;
  const found = atPostcodes && withoutPostcode ? sql`(${or(atPostcodes, withoutPostcode)})` : (atPostcodes ?? withoutPostcode ?? sql`0`);
  return and(inDistricts, found)!;
}

/**
 * A list for `in`, bound as one JSON array: SQLite allows 32,766 bound values in a statement, and
 * seeks an index for each value alike (Wimbledon's 1,157 postcodes: 2.0 ms, 3.8 ms bound one by one).
 */
function listOf(values: string[]): SQL {
  return sql`(select value from json_each(${JSON.stringify(values)}))`;
}


/** Where SQLite may seek for one place: a locality searched by its postcodes is sought by them alone (decision 135). */
export function narrowestFor(db: Db, place: Place | undefined): Seek {
  return place?.kind === "locality" && postcodesOfLocality(db, place.key) ? (column) => column === deals.postcode : SEEK_ANY;
}


/**
 * The local authority a place stands for (its rent, its average price, its nation), or null.
 * A postal town often spans several councils: addresses in Wigan, Trafford and Salford read
 * "Manchester". So a place with a council of its own name ("Manchester", "York", "Bristol, City
 * of") is that council; any other is the council of most of its sales. Counting a wide place's
 * sales takes up to ~0.1 s (London, Wimbledon), so each answer is kept until the next import.
 */
export function laCodeOfPlace(db: Db, place: Place): string | null {
  if (place.kind === "local-authority") return place.key;
  const memo = cacheOf(db).laOfPlace;
  const key = placeId(place);
  if (!memo.has(key)) memo.set(key, findLaCodeOfPlace(db, place));
  return memo.get(key)!;
}

function findLaCodeOfPlace(db: Db, place: Place): string | null {
  const named = councilOfItsName(db, place);
  if (named) return named;
  return (
    db
      .select({ la: deals.laCode })
      .from(deals)
      .where(and(placeCondition(db, place, narrowestFor(db, place)), sql`${deals.laCode} is not null`))
      .groupBy(deals.laCode)
      .orderBy(desc(sql`count(*)`))
      .limit(1)
      .get()?.la ?? null
  );
}


/** The council with the place's own name ("Manchester", "Bristol, City of"), or null. */
function councilOfItsName(db: Db, place: Place): string | null {
  const name = place.name.toLowerCase();
  return (
    db
      .select({ code: localAuthorities.code })
      .from(localAuthorities)
      .where(sql`lower(${localAuthorities.name}) in (${name}, ${`${name}, city of`})`)
      .limit(1)
      .get()?.code ?? null
  );
}

/** How many councils a place stands for, and the names of those with most of its sales. */
export type CouncilsSpanned = { count: number; largest: string[] };

/**
 * The councils a place's name stands for when it is no one council's (decision 208), or null:
 * a town with no council of its own name whose sales lie in several councils, and either none of
 * them holds half its sales or its name is a region's too ("London": a post town over 33
 * boroughs, each with its own rents and prices). `laCodeOfPlace` would value such a place in
 * whichever council holds most of the sales in the data, one borough's rent for all of London.
 */
export function councilsSpanned(db: Db, place: Place): CouncilsSpanned | null {
  if (place.kind !== "town" && place.kind !== "district" && place.kind !== "locality") return null;
  const memo = cacheOf(db).spans;
  const key = placeId(place);
  if (!memo.has(key)) memo.set(key, findCouncilsSpanned(db, place));
  return memo.get(key)!;
}

/** Asks which council a property in a place of many is in, in the chat and on the /analyse form (decision 208). */
export function whichCouncil(name: string, { count, largest }: CouncilsSpanned): string {
  return (
    `“${name}” covers ${count} local authorities, each with its own rents and prices, so I can't value a property there as one place. ` +
    `Which is it in? Give its local authority (for example ${joinWithOr(largest)}) or its postcode district.`
  );
}

function findCouncilsSpanned(db: Db, place: Place): CouncilsSpanned | null {
  if (councilOfItsName(db, place)) return null;
  const tally = db
    .select({ name: localAuthorities.name, sales: sql<number>`count(*)` })
    .from(deals)
    .innerJoin(localAuthorities, eq(localAuthorities.code, deals.laCode))
    .where(placeCondition(db, place, narrowestFor(db, place)))
    .groupBy(deals.laCode)
    .orderBy(desc(sql`count(*)`))
    .all();
  if (tally.length < 2) return null;
  const largest = tally.slice(0, 3).map((t) => t.name);
  const region = REGIONS.find((r) => r.name.toLowerCase() === place.name.toLowerCase() && !nationLetter(r.code));
  if (region) {
    // The region's councils (its rents file also lists Inner and Outer London, which are none).
    const count = db.$client
      .prepare("select count(*) from area_regions join local_authorities on code = area_code where region_code = ?")
      .pluck()
      .get(region.code) as number;
    return { count: Math.max(count, tally.length), largest };
  }
  const total = tally.reduce((sum, t) => sum + t.sales, 0);
  return tally[0]!.sales * 2 < total ? { count: tally.length, largest } : null;
}

// ---------------------------------------------------------------------------
// The gazetteer: every town, district, local authority and postcode district in the data
// ---------------------------------------------------------------------------

type GazetteerCache = {
  version: number;
  gazetteer: Gazetteer;
  /** The pass over every sale: localities, their areas and postcodes, shared names, counties (decision 157). */
  index: PlaceIndex;
  /** `laCodeOfPlace`'s answers, per place, until the next import. */
  laOfPlace: Map<string, string | null>;
  /** `councilsSpanned`'s answers, per place, until the next import. */
  spans: Map<string, CouncilsSpanned | null>;
  /** `centreOf`'s answers, per place, until the next import. */
  centres: Map<string, Place[] | null>;
  /** Each postcode district's centre. */
  districtCentres: Map<string, Point>;
  /** `partsOf`'s answers, per place, until the next import. */
  parts: Map<string, PlacePart[] | null>;
  /** The postcode districts holding each qualifier's sales, until the next import. */
  districtsOf: Map<string, string[]>;
};

/** Each database's gazetteer and what goes with it, for its latest import. */
const caches = new WeakMap<Db, GazetteerCache>();

/** The database's gazetteer cache, made or brought up to its latest import first. */
function cacheOf(db: Db): GazetteerCache {
  getGazetteer(db);
  return caches.get(db)!;
}

/**
 * Each county's local-authority codes, as the deals record them (built with the gazetteer), or
 * null where the county is not exactly a set of authorities.
 */
function countyAreas(db: Db): Map<string, string[] | null> {
  return cacheOf(db).index.countyAreas;
}

/** Each locality the gazetteer knows, and where its sales are (decisions 121 and 127). */
export function localityAreas(db: Db): ReadonlyMap<string, LocalityArea> {
  return cacheOf(db).index.areas;
}

function postcodesOfLocality(db: Db, name: string): LocalityPostcodes | null | undefined {
  return cacheOf(db).index.postcodes.get(name);
}

/**
 * Whether a place is a locality that no postcode sector is mostly given to (Merton Park, inside
 * Wimbledon's), so it is searched as its named sales and their postcodes alone (decision 127).
 */
export function searchedByNamedSalesOnly(db: Db, place: Place): boolean {
  return place.kind === "locality" && localityAreas(db).get(place.key)?.sectors.length === 0;
}

/**
 * Makes and keeps the place index of the latest import. An importer calls it when done, so the
 * server, at its next start or its next search, reads one row back (decision 157).
 */
export function keepPlaceIndex(db: Db): void {
  try {
    getGazetteer(db);
  } catch (error) {
    console.warn("The place index was not made; the server makes it at its next start", error);
  }
}

/**
 * The latest import run's id (0 before any), which the gazetteer and the answers kept with it are
 * kept for. It is read afresh each time, so a run recorded by this process or by another (a
 * `data:update` beside the server) is seen by the next search. A search reads it 2 to 10 times
 * (once per look at the gazetteer's cache), so the query is prepared once: built by drizzle and
 * prepared by SQLite on each read it took 32–160 µs, prepared 4–54 µs (the shipped data, a busy
 * two-core machine, alternated runs). `PRAGMA data_version` costs about as much as the prepared
 * query, since either is one statement, and misses this connection's own writes.
 */
export function latestImportRun(db: Db): number {
  const latest = prepared(db, "importRuns.latest", () =>
    db.select({ v: sql<number>`coalesce(max(${importRuns.id}), 0)` }).from(importRuns).prepare(),
  );
  return latest.get()?.v ?? 0;
}

export function getGazetteer(db: Db): Gazetteer {
  const version = latestImportRun(db);
  const hit = caches.get(db);
  if (hit && hit.version === version) return hit.gazetteer;
  const towns = db.selectDistinct({ t: deals.town }).from(deals).all().flatMap((r) => (r.t ? [r.t] : []));
  const districts = db.selectDistinct({ d: deals.district }).from(deals).all().flatMap((r) => (r.d ? [r.d] : []));
  const las = db.select({ code: localAuthorities.code, name: localAuthorities.name }).from(localAuthorities).all();
  const centres = db.select({ d: postcodeDistricts.district, lat: postcodeDistricts.lat, lon: postcodeDistricts.lon }).from(postcodeDistricts).all();
  const postcodes = centres.map((r) => r.d);
  const areas = [...new Set(postcodes.map((d) => /^[A-Z]+/.exec(d)?.[0]).filter((a): a is string => Boolean(a)))];
  const districtCentres = new Map(centres.map((r) => [r.d, { lat: r.lat, lon: r.lon }]));
  // The one pass over every sale, made once after each import by whichever process meets it first
  // and kept in the database for the others (decision 157).
  const index = placeIndexFor(db, version, () => {
    const sales = db
      .select({ address: deals.fullAddress, street: deals.street, town: deals.town, postcode: deals.postcode, district: deals.postcodeDistrict })
      .from(deals)
      .all();
    const found = localitiesOf(sales);
    return { ...found, splits: splitsOf(sales, found.areas, districtCentres), countyAreas: countyAreasOf(db) };
  });
  const counties = [...index.countyAreas.keys()];
  const gazetteer: Gazetteer = Object.assign(
    buildGazetteer({
      towns,
      districts,
      counties,
      regions: REGIONS,
      localities: index.names,
      localAuthorities: las,
      postcodeDistricts: postcodes,
      postcodeAreas: areas,
    }),
    {
      // A town or county is in the nation of its council (decision 100: a cash ceiling's tax).
      nationOf(place: Place) {
        const la = laCodeOfPlace(db, place);
        return la ? nationFromGssCode(la) : null;
      },
      centreOf: (place: Place) => centreOf(db, place),
      partsOf: (place: Place) => partsOf(db, place),
      narrow: (place: Place, qualifier: Place) => narrow(db, place, qualifier),
      liesIn: (place: Place, area: Place) => liesIn(db, place, area),
      within: (place: Place, area: Place) => within(db, place, area),
    },
  );
  caches.set(db, {
    version,
    gazetteer,
    index,
    laOfPlace: new Map(),
    spans: new Map(),
    centres: new Map(),
    districtCentres,
    parts: new Map(),
    districtsOf: new Map(),
  });
  return gazetteer;
}

/**
 * Each county the deals name, with its local-authority codes where the county is exactly a set of
 * them: each of its authorities (and every sale in it) has a known authority wholly inside it.
 * Otherwise null, and the county is matched on its name alone.
 */
function countyAreasOf(db: Db): Map<string, string[] | null> {
  const pairs = db.selectDistinct({ c: deals.county, la: deals.laCode }).from(deals).all();
  const countiesOfArea = new Map<string | null, number>();
  for (const { la } of pairs) countiesOfArea.set(la, (countiesOfArea.get(la) ?? 0) + 1);
  const areasByCounty = new Map<string, string[] | null>();
  for (const { c, la } of pairs) {
    if (!c) continue;
    const known = areasByCounty.has(c) ? areasByCounty.get(c)! : [];
    areasByCounty.set(c, known && la && countiesOfArea.get(la) === 1 ? [...known, la] : null);
  }
  return areasByCounty;
}

/** How far from a postcode area's district 1 another district's centre may lie and be the centre. */
const CENTRE_RADIUS_KM = 1.4;

/**
 * The postcode districts a town's "city centre" or "town centre" is read as (decision 121), or null
 * where the data marks none: the district numbered 1 of the postcode area most of its sales are in
 * (M1, LS1, NE1: where the area's head office stands), with the districts of that area whose centre
 * lies within 1.4 km of it, each only where it holds sales of that town. So Manchester's centre is
 * M1 and M4 (M2 holds no sales; M3's are Salford's), Newcastle's NE1, and Bury has none (BL1 is
 * Bolton's).
 */
function centreOf(db: Db, place: Place): Place[] | null {
  if (place.kind !== "town" && place.kind !== "local-authority" && place.kind !== "district") return null;
  const memo = cacheOf(db).centres;
  const key = placeId(place);
  if (!memo.has(key)) memo.set(key, findCentre(db, place));
  return memo.get(key)!;
}

function findCentre(db: Db, place: Place): Place[] | null {
  const inPlace = and(placeCondition(db, place), sql`${deals.postcodeDistrict} is not null`);
  const main = db
    .select({ d: deals.postcodeDistrict })
    .from(deals)
    .where(inPlace)
    .groupBy(deals.postcodeDistrict)
    .orderBy(desc(sql`count(*)`))
    .limit(1)
    .get()?.d;
  const area = main ? /^[A-Z]+/.exec(main)?.[0] : undefined;
  if (!area) return null;
  const districts = db
    .select({ d: postcodeDistricts.district, lat: postcodeDistricts.lat, lon: postcodeDistricts.lon })
    .from(postcodeDistricts)
    .where(sql`${postcodeDistricts.district} glob ${`${area}[0-9]*`}`)
    .all();
  const first = districts.find((d) => d.d === `${area}1`);
  if (!first) return null;
  const near = districts.filter((d) => km(first, d) <= CENTRE_RADIUS_KM).map((d) => d.d);
  const held = new Set(
    db
      .selectDistinct({ d: deals.postcodeDistrict })
      .from(deals)
      .where(and(inPlace, inArray(deals.postcodeDistrict, near)))
      .all()
      .map((r) => r.d),
  );
  if (!held.has(first.d)) return null;
  return near
    .filter((d) => held.has(d))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((d) => ({ kind: "postcode-district", name: d, key: d }));
}

type Sale = { address: string | null; street: string | null; town: string | null; postcode: string | null; district: string | null };

/**
 * The towns and localities whose sales lie in places far apart (decision 152), by `placeId`: each
 * its postcode districts in groups that chain together in steps of at most TOWN_SPLIT_KM (a
 * locality: LOCALITY_SPLIT_KM). Read from the sales the gazetteer reads anyway, once per import.
 */
function splitsOf(sales: readonly Sale[], areas: ReadonlyMap<string, LocalityArea>, centres: ReadonlyMap<string, Point>): Map<string, string[][]> {
  const byTown = new Map<string, Set<string>>();
  for (const { town, district } of sales) if (town && district) byTown.set(town, (byTown.get(town) ?? new Set()).add(district));
  const out = new Map<string, string[][]>();
  const keep = (kind: "town" | "locality", key: string, districts: Iterable<string>, maxKm: number) => {
    const groups = splitByDistance([...districts], centres, maxKm);
    if (groups.length > 1) out.set(placeId({ kind, key, name: key }), groups);
  };
  for (const [town, districts] of byTown) if (districts.size > 1) keep("town", town, districts, TOWN_SPLIT_KM);
  for (const [name, area] of areas) if (area.districts && area.districts.length > 1) keep("locality", name, area.districts, LOCALITY_SPLIT_KM);
  return out;
}

/**
 * The places far apart that a town's or locality's name stands for, largest first, each narrowed
 * to its postcode districts and named to tell it apart ("Richmond, North Yorkshire"); null where
 * the name is one place, or the place is already one of them (decision 152). Kept until the next
 * import.
 */
function partsOf(db: Db, place: Place): PlacePart[] | null {
  if (place.within || (place.kind !== "town" && place.kind !== "locality")) return null;
  const cache = cacheOf(db);
  const id = placeId(place);
  const groups = cache.index.splits.get(id);
  if (!groups) return null;
  const memo = cache.parts;
  if (!memo.has(id)) memo.set(id, findParts(db, place, place.kind, groups));
  return memo.get(id)!;
}

function findParts(db: Db, place: Place, kind: "town" | "locality", groups: readonly string[][]): PlacePart[] | null {
  const facts = groupFacts(db, place, groups);
  // A group with no sale a search lists (all likely non-market) is no place to show.
  const kept = groups.flatMap((districts, i) => (facts[i]!.deals > 0 ? [{ districts, facts: facts[i]! }] : []));
  if (kept.length < 2) return null;
  const all = kept.map((k) => k.districts);
  // Named as the gazetteer names the place, whatever name it was asked with: the answer is kept.
  const name = titleCasePlace(place.key.trim());
  const own = name.toLowerCase();
  const parts = kept.map(({ districts, facts: f }, i) => {
    // The first words that say this group and no other, said back as a qualifier is read.
    const words = nameCandidates(f, kind).find((w) => w.toLowerCase() !== own && asksForOnly(db, all, w, i)) ?? f.districts[0];
    return { place: { kind, key: place.key, name: `${name}, ${words}`, within: districts }, deals: f.deals };
  });
  return parts.sort((a, b) => b.deals - a.deals || a.place.name.localeCompare(b.place.name));
}

/**
 * What the sales a search there can list say about each group of a place's postcode districts:
 * its deals, towns, counties, councils and nations, and its districts, those with most deals first.
 */
function groupFacts(db: Db, place: Place, groups: readonly (readonly string[])[]): GroupFacts[] {
  const rows = db
    .select({ district: deals.postcodeDistrict, town: deals.town, county: deals.county, council: deals.district, la: deals.laCode, n: sql<number>`count(*)` })
    .from(deals)
    .where(and(placeCondition(db, place, narrowestFor(db, place)), sql`+${deals.nonMarket} = 0`))
    .groupBy(deals.postcodeDistrict, deals.town, deals.county, deals.district, deals.laCode)
    .all();
  const groupOf = new Map(groups.flatMap((g, i) => g.map((d) => [d, i] as const)));
  const facts: GroupFacts[] = groups.map(() => ({ districts: [], deals: 0, towns: new Map(), counties: new Map(), councils: new Map(), nations: new Map() }));
  const held = new Map<string, number>();
  const count = (tally: Tally, value: string | null | undefined, n: number) => {
    if (value) tally.set(value, (tally.get(value) ?? 0) + n);
  };
  for (const r of rows) {
    const i = r.district === null ? undefined : groupOf.get(r.district);
    if (i === undefined) continue;
    const f = facts[i]!;
    f.deals += r.n;
    held.set(r.district!, (held.get(r.district!) ?? 0) + r.n);
    count(f.towns, r.town && titleCasePlace(r.town), r.n);
    count(f.counties, r.county && titleCasePlace(r.county), r.n);
    count(f.councils, r.council && titleCasePlace(r.council), r.n);
    const nation = r.la ? nationFromGssCode(r.la) : null;
    count(f.nations, nation ? NATION_LABEL[nation] : undefined, r.n);
  }
  groups.forEach((districts, i) => {
    facts[i]!.districts = [...districts].sort((a, b) => (held.get(b) ?? 0) - (held.get(a) ?? 0));
  });
  return facts;
}

/**
 * The two post towns a short name is (decision 161): the one it is read as ("Newcastle": Newcastle
 * upon Tyne) and the other, named as a shared name's places are, by the first words that read
 * back as it ("Newcastle, Staffordshire"), each with the deals a search there can list; null when
 * a search of the other lists none. Kept until the next import.
 */
export function alsoNamedParts(db: Db, shown: Place, other: Place): PlacePart[] | null {
  const memo = cacheOf(db).parts;
  const id = `also|${placeId(shown)}|${placeId(other)}`;
  if (!memo.has(id)) memo.set(id, findAlsoNamed(db, shown, other));
  return memo.get(id)!;
}

function findAlsoNamed(db: Db, shown: Place, other: Place): PlacePart[] | null {
  const [theirs] = groupFacts(db, other, [districtsOf(db, other)]);
  if (!theirs || theirs.deals === 0) return null;
  const [mine] = groupFacts(db, shown, [districtsOf(db, shown)]);
  const gazetteer = getGazetteer(db);
  const name = nameCandidates(theirs, "town")
    .map((words) => `${other.name}, ${words}`)
    .find((named) => lookupPlace(named, gazetteer)?.key === other.key);
  if (!name) return null;
  return [
    { place: shown, deals: mine?.deals ?? 0 },
    { place: { ...other, name }, deals: theirs.deals },
  ];
}

/** Whether `words`, said after a shared name, ask for its group `i` of `groups` and no other. */
function asksForOnly(db: Db, groups: readonly string[][], words: string, i: number): boolean {
  const qualifier = getGazetteer(db).lookup(words);
  if (!qualifier) return false;
  const near = groupsNear(groups, districtsOf(db, qualifier), cacheOf(db).districtCentres);
  return near.length === 1 && near[0] === i;
}

/**
 * The place a qualifier after a shared name asks for (decision 153): the part nearest the
 * qualifier's sales ("Richmond, North Yorkshire", "Richmond, Surrey"), or the parts as near; the
 * place itself when the qualifier is as near all of them ("Richmond, England"); null when it is
 * near none ("Richmond, Leeds": two places), or the name is one place.
 */
function narrow(db: Db, place: Place, qualifier: Place): Place | null {
  const parts = partsOf(db, place);
  if (!parts || placeId(qualifier) === placeId(place)) return null;
  const near = groupsNear(parts.map((p) => p.place.within!), districtsOf(db, qualifier), cacheOf(db).districtCentres);
  if (near.length === 0) return null;
  if (near.length === parts.length) return place;
  if (near.length === 1) return parts[near[0]!]!.place;
  return { ...place, name: `${place.name}, ${qualifier.name}`, within: near.flatMap((i) => parts[i]!.place.within!) };
}

/**
 * Where a place lies beside a wider place written after it (decisions 160, 167), as a qualifier
 * after a shared name is read (decision 153): "in" when its sales' postcode districts are among the
 * area's, "near" when within QUALIFIER_KM of them, else "apart". So "Leeds, West Yorkshire" and
 * "Didsbury, Manchester" are in, "Manchester, Lancashire" (its old county) and "Didsbury,
 * Stockport" near; "Leeds, Surrey" and "Cardiff, England" are apart (a nation's sales must hold
 * the place's). Null when either holds no sales ("Edinburgh, Scotland"): the two are read as before.
 */
function liesIn(db: Db, place: Place, area: Place): Lying | null {
  const own = districtsOf(db, place);
  const wide = districtsOf(db, area);
  if (own.length === 0 || wide.length === 0) return null;
  const inArea = new Set(wide);
  if (own.some((d) => inArea.has(d))) return "in";
  // A nation has no old county beside it: "Cardiff, England" is not Cardiff, however near the border.
  if (area.kind === "region" && nationLetter(area.key)) return "apart";
  return groupsNear([own], wide, cacheOf(db).districtCentres).length > 0 ? "near" : "apart";
}

/** Whether every postcode district holding the place's sales holds the area's too (decision 189). */
function within(db: Db, place: Place, area: Place): boolean {
  const own = districtsOf(db, place);
  const wide = new Set(districtsOf(db, area));
  return own.length > 0 && own.every((d) => wide.has(d));
}

/** The postcode districts holding a place's sales (a postcode district: itself), kept until the next import. */
function districtsOf(db: Db, place: Place): string[] {
  if (place.kind === "postcode-district") return [place.key];
  const memo = cacheOf(db).districtsOf;
  const id = placeId(place);
  if (!memo.has(id)) {
    const held = and(placeCondition(db, place, narrowestFor(db, place)), sql`${deals.postcodeDistrict} is not null`);
    memo.set(id, db.selectDistinct({ d: deals.postcodeDistrict }).from(deals).where(held).all().map((r) => r.d!));
  }
  return memo.get(id)!;
}

/**
 * Localities as the addresses write them ("47 Kingston Road, Wimbledon, London, SW19 1JW"): the
 * part before the town that is not the street line, held by at least two sales. Price Paid names
 * a locality on only some addresses (4 of the 227 sales in M20 say "Didsbury"), so each postcode
 * sector ("M20 6") is also given to the locality its addresses name most, where at least two do.
 * A smaller locality inside a larger one's sectors (Merton Park in Wimbledon's) is also given each
 * postcode where a sale names it and none names another: a postcode is a street or part of one,
 * about 15 addresses (decision 127).
 */
function localitiesOf(rows: Sale[]): { names: string[]; areas: Map<string, LocalityArea>; postcodes: Map<string, LocalityPostcodes | null> } {
  const counts = new Map<string, number>();
  const districts = new Map<string, Set<string | null>>();
  const bySector = new Map<string, Map<string, number>>();
  /** Each postcode's one locality named, or null where two are. */
  const byPostcode = new Map<string, string | null>();
  for (const { address: a, street: s, town: t, postcode: p, district: d } of rows) {
    if (!a || !s || !t) continue;
    const parts = a.split(", ");
    const candidate = parts[parts.length - 3];
    if (!candidate || /\d/.test(candidate) || candidate.toUpperCase().includes(s.toUpperCase())) continue;
    if (candidate.toUpperCase() === t.toUpperCase()) continue;
    counts.set(candidate, (counts.get(candidate) ?? 0) + 1);
    districts.set(candidate, (districts.get(candidate) ?? new Set()).add(d));
    const sector = p && d && p.startsWith(`${d} `) && p.length === d.length + 4 ? sectorOf(p) : null;
    if (!sector) continue;
    const named = bySector.get(sector) ?? new Map<string, number>();
    named.set(candidate, (named.get(candidate) ?? 0) + 1);
    bySector.set(sector, named);
    const before = byPostcode.get(p!);
    byPostcode.set(p!, before === undefined || before === candidate ? candidate : null);
  }
  const names = [...counts].filter(([, n]) => n >= 2).map(([name]) => name);
  const areas = new Map<string, LocalityArea>();
  for (const name of names) {
    const held = [...districts.get(name)!];
    areas.set(name, { districts: held.every((d) => d !== null) ? (held as string[]) : null, sectors: [], postcodes: [] });
  }
  for (const [sector, named] of bySector) {
    const most = Math.max(...named.values());
    if (most < 2) continue;
    for (const [name, n] of named) if (n === most) areas.get(name)?.sectors.push(sector);
  }
  for (const [postcode, name] of byPostcode) {
    const area = name === null ? undefined : areas.get(name);
    if (area && !area.sectors.includes(sectorOf(postcode))) area.postcodes.push(postcode);
  }
  return { names, areas, postcodes: localityPostcodes(rows, areas) };
}

