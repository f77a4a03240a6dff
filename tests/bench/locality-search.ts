/**
 * `npx tsx tests/bench/locality-search.ts [db-file]`: how long a search for a locality takes on the
 * shipped data (decisions 127 and 135). First eight phrasings, each run 21 times after one warm-up
 * (the median and the slowest); then every locality the data holds, by eight sorts and filters,
 * each the median of 3 (the median, p95 and slowest of those, and the six slowest). With no file,
 * the shipped data is imported into a new temporary database first.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { loadShippedData } from "../../db/import/shipped";
import { openDatabase, type Db } from "../../app/server/db.server";
import { runSearch } from "../../app/server/deal-search.server";
import { searchDeals } from "../../app/server/deals.server";
import { localityAreas } from "../../app/server/places.server";
import type { SearchCriteria } from "../../app/lib/search/types";
import { percentile, searchTimes } from "./search-times";

const QUERIES = [
  "properties in Southfields",
  "properties in Colliers Wood",
  "properties in Merton Park",
  "properties in Wimbledon Village",
  "flats in Wimbledon",
  "houses in Didsbury",
  "highest yield houses in Urmston",
  "2 bed flats in Merton Park",
];

const VARIANTS: SearchCriteria[] = [
  {},
  { sort: "price-asc" },
  { sort: "yield-desc" },
  { sort: "roi-desc" },
  { propertyType: "House" },
  { propertyType: "Apartment", maxPrice: 300_000 },
  { bedrooms: 2 },
  { minBedrooms: 3, sort: "yield-desc" },
];

function everyLocality(db: Db) {
  const times: [number, string][] = [];
  for (const name of localityAreas(db).keys()) {
    for (const variant of VARIANTS) {
      const criteria = { ...variant, place: { kind: "locality" as const, name, key: name } };
      const runs = [0, 1, 2].map(() => {
        const t0 = performance.now();
        searchDeals(db, criteria);
        return performance.now() - t0;
      });
      times.push([runs.sort((a, b) => a - b)[1]!, `${name} ${JSON.stringify(variant)}`]);
    }
  }
  times.sort((a, b) => a[0] - b[0]);
  const ms = times.map(([t]) => t);
  console.log(`every locality: ${times.length} searches, median ${percentile(ms, 50).toFixed(2)} ms, p95 ${percentile(ms, 95).toFixed(2)} ms, max ${ms.at(-1)!.toFixed(2)} ms`);
  for (const [t, what] of times.slice(-6)) console.log(`${t.toFixed(2).padStart(7)} ms  ${what}`);
}

const dir = process.argv[2] ? undefined : mkdtempSync(join(tmpdir(), "dealfinder-locality-"));
try {
  const db = openDatabase(process.argv[2] ?? join(dir!, "shipped.db"));
  if (dir) await loadShippedData(db, { quiet: true });
  for (const query of QUERIES) {
    runSearch(db, { query }); // the gazetteer, and the page cache
    const times = searchTimes(db, query, 21);
    console.log(`${times[10]!.toFixed(2).padStart(7)} ms median ${times.at(-1)!.toFixed(2).padStart(7)} ms max  ${query}`);
  }
  everyLocality(db);
  db.$client.close();
} finally {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
