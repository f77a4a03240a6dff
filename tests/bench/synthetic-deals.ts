/**
 * A synthetic deals table for the search benchmark: n deterministic pseudo-random deals spread
 * over eight places, five kinds, prices, yields, returns and scores.
 */
import Database from "better-sqlite3";
import type { Db } from "../../app/server/db.server";
import { SEARCH_FLAG } from "../../app/lib/search/flags";

const TOWNS = [
  ["MANCHESTER", "MANCHESTER", "GREATER MANCHESTER", "E08000003", "M14"],
  ["SALFORD", "SALFORD", "GREATER MANCHESTER", "E08000006", "M6"],
  ["BURY", "BURY", "GREATER MANCHESTER", "E08000002", "BL9"],
  ["LONDON", "MERTON", "GREATER LONDON", "E09000024", "SW19"],
  ["NEWCASTLE UPON TYNE", "NEWCASTLE UPON TYNE", "TYNE AND WEAR", "E08000021", "NE1"],
  ["LEEDS", "LEEDS", "WEST YORKSHIRE", "E08000035", "LS6"],
  ["BIRMINGHAM", "BIRMINGHAM", "WEST MIDLANDS", "E08000025", "B15"],
  ["BRISTOL", "CITY OF BRISTOL", "CITY OF BRISTOL", "E06000023", "BS3"],
] as const;
const KINDS = [
  ["flat", "Apartment"],
  ["terraced", "House"],
  ["semi-detached", "House"],
  ["detached", "House"],
  ["other", "Commercial"],
] as const;

/**
 * A small, well-mixed pseudo-random generator (mulberry32). The linear congruential one used
 * before correlated successive draws so badly that the 1,297 three-bed terraced houses under
 * £180k in Bury all had one of two scores, which no real data does (decision 060).
 */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A real sale's place: its address, postcode and the names Price Paid gives its town. */
type Address = { postcode: string; postcodeDistrict: string; fullAddress: string; street: string | null; town: string; district: string; county: string };

/**
 * The shipped sales of each of the eight towns' authorities, as places a synthetic deal can stand
 * at. With them the table holds the localities (Southfields, Didsbury) and the postcode districts
 * of real data, about 125,000 deals to an authority at a million: far denser than a national year
 * of Price Paid holds in any one authority, so a locality's search is measured at its worst.
 */
export function realAddresses(shippedFile: string): Map<string, Address[]> {
  const shipped = new Database(shippedFile, { readonly: true });
  try {
    const rows = shipped
      .prepare(
        `select la_code as la, postcode, postcode_district as postcodeDistrict, full_address as fullAddress, street, town, district, county
         from deals where la_code in (${TOWNS.map(() => "?").join(",")}) and postcode is not null and full_address is not null
         order by id`,
      )
      .all(...TOWNS.map((t) => t[3])) as (Address & { la: string })[];
    const byLa = new Map<string, Address[]>();
    for (const { la, ...address } of rows) byLa.set(la, [...(byLa.get(la) ?? []), address]);
    return byLa;
  } finally {
    shipped.close();
  }
}

/**
 * Fills `deals` with n synthetic rows (deterministic pseudo-random), in one transaction. Given the
 * shipped sales' addresses, each row stands at one of its authority's, drawn at random.
 */
export function synthesise(db: Db, n: number, addresses: Map<string, Address[]> = new Map()) {
  const rand = mulberry32(42);
  const insert = db.$client.prepare(
    `insert into deals (external_id, title, price, location, property_type, property_kind, bedrooms, roi, yield, score,
      description, postcode, postcode_district, full_address, street, town, district, county, la_code, source_url,
      source_website, status, sold_date, search_flags, valuation)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'sold', ?, ?, '{}')`,
  );
  db.$client.transaction(() => {
    for (let i = 0; i < n; i++) {
      const [townName, districtName, countyName, la, synthetic] = TOWNS[Math.floor(rand() * TOWNS.length)]!;
      const real = addresses.get(la);
      const at = real?.length ? real[Math.floor(rand() * real.length)]! : undefined;
      const town = at?.town ?? townName;
      const district = at?.district ?? districtName;
      const county = at?.county ?? countyName;
      const pcd = at?.postcodeDistrict ?? synthetic;
      const [kind, type] = KINDS[Math.floor(rand() * KINDS.length)]!;
      const price = Math.round(60_000 + rand() * 900_000);
      const yld = Math.round((2 + rand() * 10) * 100) / 100;
      const roi = Math.round((-8 + rand() * 25) * 100) / 100;
      const score = Math.round(rand() * 100);
      const bedrooms = kind === "other" ? null : 1 + Math.floor(rand() * 4);
      // The valuation filters' bits (decision 062): cash flow positive 40%, below market value
      // 50%, new build 10% (else known not new), leasehold 30% (else freehold).
      const flags =
        (rand() < 0.4 ? SEARCH_FLAG.cashFlowPositive : 0) |
        (rand() < 0.5 ? SEARCH_FLAG.belowMarketValue : 0) |
        (rand() < 0.1 ? SEARCH_FLAG.newBuild : SEARCH_FLAG.notNewBuild) |
        (rand() < 0.3 ? SEARCH_FLAG.leasehold : SEARCH_FLAG.freehold);
      insert.run(
        `synthetic-${i}`, `${bedrooms ?? 0}-bed ${kind}, Synthetic Street`, price, `${town}, ${county}`, type, kind,
        bedrooms, roi, yld, score, "Synthetic deal for benchmarking.", at?.postcode ?? `${pcd} 1AA`, pcd,
        at?.fullAddress ?? `${i} Synthetic Street`, at ? at.street : "SYNTHETIC STREET", town, district, county, la, null,
        "HM Land Registry", "2019-06-01", flags,
      );
    }
  })();
  db.$client.prepare("insert into import_runs (kind, file, sha256, rows_read, rows_applied, rows_malformed, finished_at) values ('synthetic', 'synthetic', '-', ?, ?, 0, ?)").run(n, n, Date.now());
  db.$client.exec("analyze");
}

/**
 * The gazetteer's reference tables (postcode districts, local authorities, regions) copied from a
 * database holding the shipped data, so "in SW19" or "in the North West" is read as a place, as it
 * is in the product, rather than ignored.
 */
export function copyReferenceTables(db: Db, shippedFile: string) {
  db.$client.prepare("attach database ? as shipped").run(shippedFile);
  try {
    db.$client.transaction(() => {
      for (const table of ["postcode_districts", "local_authorities", "area_regions"]) {
        db.$client.exec(`insert or ignore into main.${table} select * from shipped.${table}`);
      }
    })();
  } finally {
    db.$client.exec("detach database shipped");
  }
}

