/**
 * `npx tsx tests/bench/locality-search.ts [db-file]`: how long a search for a locality takes on the
 * shipped data (decisions 127 and 135): eight phrasings, each run 21 times after one warm-up (the
 * median and the slowest). With no file, the shipped data is imported into a new temporary
 * database first.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadShippedData } from "../../db/import/shipped";
import { openDatabase } from "../../app/server/db.server";
import { runSearch } from "../../app/server/deal-search.server";
import { searchTimes } from "./search-times";

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

const dir = process.argv[2] ? undefined : mkdtempSync(join(tmpdir(), "dealfinder-locality-"));
try {
  const db = openDatabase(process.argv[2] ?? join(dir!, "shipped.db"));
  if (dir) await loadShippedData(db, { quiet: true });
  for (const query of QUERIES) {
    runSearch(db, { query }); // the gazetteer, and the page cache
    const times = searchTimes(db, query, 21);
    console.log(`${times[10]!.toFixed(2).padStart(7)} ms median ${times.at(-1)!.toFixed(2).padStart(7)} ms max  ${query}`);
  }
  db.$client.close();
} finally {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
