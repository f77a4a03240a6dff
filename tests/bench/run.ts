/**
/**
 * `npm run bench`: import throughput on the shipped data, search latency (median, p95) on the
 * shipped data and on a synthetic table of 1 million deals, the analytics page's data for 1,000
 * saved deals, and PDF deal sheet generation (median, p95) on shipped deals. Prints the figures.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { loadShippedData } from "../../db/import/shipped";
import { openDatabase, type Db } from "../../app/server/db.server";
import { runSearch } from "../../app/server/deal-search.server";
import { benchAnalytics } from "./analytics";
import { percentile, searchTimes } from "./search-times";
import { copyReferenceTables, realAddresses, synthesise } from "./synthetic-deals";
import { getDeal } from "../../app/server/deals.server";
import { dealSheetData } from "../../app/server/pdf/deal-sheet-data.server";
import { renderDealSheet } from "../../app/server/pdf/deal-sheet.server";

const QUERIES = [
  "Show me apartments under £200k",
  "Find the best high-yield properties",
  "Houses in Manchester",
  "Properties with ROI over 15%",
  "3 bed terraced houses in Bury under £180k",
  "cheapest flats in SW19",
  "houses between £150k and £250k with 7% yield",
  "detached houses in Newcastle upon Tyne",
  "2 bed flats in M14",
  "properties in Salford with ROI over 5%",
  // Places of many areas, several places, and sorts no place index is in (decision 060).
  "cheapest houses in the North West",
  "flats in Greater Manchester under £150k",
  "highest yield flats in Leeds",
  "best ROI houses in Bristol under £300k",
  "cheapest 4 bed detached houses",
  "houses in M",
  "flats in Leeds or Bradford",
  // The valuation filters (decision 062).
  "cash flow positive houses in Manchester",
  "new build flats under £250k in Leeds",
];

/**
 * Localities (decisions 121, 127 and 135) the synthetic table holds: their authorities hold about
 * 125,000 deals each, so the densest (Wimbledon, Colliers Wood, Worsley, Gosforth) hold tens of
 * thousands. (Southfields is Wandsworth's, which the table does not draw on.)
 */
const LOCALITY_QUERIES = [
  "properties in Colliers Wood",
  "properties in Merton Park",
  "properties in Wimbledon Village",
  "flats in Wimbledon",
  "cheapest flats in Colliers Wood",
  "2 bed flats in Merton Park",
  "highest yield houses in Worsley",
  "houses in Gosforth under £250k",
  "flats in Jesmond",
  "houses in Didsbury",
  "properties in Fallowfield under £200k",
];

function benchSearch(db: Db, label: string, rounds: number, queries: readonly string[] = QUERIES) {
  for (const query of queries) runSearch(db, { query }); // warm the gazetteer and page cache
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const query of queries) {
      const t0 = performance.now();
      runSearch(db, { query });
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const line = `search ${label}: ${times.length} searches, median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`;
  console.log(line);
  for (const query of queries) {
    const t = searchTimes(db, query, 20);
    console.log(`  ${percentile(t, 50).toFixed(2).padStart(7)} ms median  ${query}`);
  }
}

/** PDF deal sheets for `count` shipped deals spread over the table: data, layout and bytes, as the endpoint does. */
async function benchPdf(db: Db, count: number) {
  const ids = (db.$client.prepare("select id from deals order by (id * 7919) % 10007 limit ?").all(count) as { id: number }[]).map((r) => r.id);
  for (const id of ids.slice(0, 5)) await renderDealSheet(dealSheetData(getDeal(db, id)!)); // warm pdfkit
  const times: number[] = [];
  let bytes = 0;
  for (const id of ids) {
    const t0 = performance.now();
    const pdf = await renderDealSheet(dealSheetData(getDeal(db, id)!));
    times.push(performance.now() - t0);
    bytes += pdf.byteLength;
  }
  times.sort((a, b) => a - b);
  console.log(
    `pdf deal sheet: ${times.length} sheets, median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms, ${Math.round(bytes / times.length / 1024)} KB each`,
  );
}

const dir = mkdtempSync(join(tmpdir(), "dealfinder-bench-"));
try {
  const shipped = openDatabase(join(dir, "shipped.db"));
  const t0 = performance.now();
  const summary = await loadShippedData(shipped, { quiet: true });
  const seconds = (performance.now() - t0) / 1000;
  const rows = (shipped.$client.prepare("select coalesce(sum(rows_read),0) as n from import_runs").get() as { n: number }).n;
  const dealCount = (shipped.$client.prepare("select count(*) as n from deals").get() as { n: number }).n;
  console.log(`import shipped data: ${rows.toLocaleString("en-GB")} rows read, ${dealCount.toLocaleString("en-GB")} deals in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString("en-GB")} rows/s)`);
  void summary;
  shipped.$client.exec("analyze");
  benchSearch(shipped, `shipped data (${dealCount.toLocaleString("en-GB")} deals)`, 30);
  await benchPdf(shipped, 50);
  shipped.$client.close();

  const n = Number(process.env.BENCH_DEALS ?? 1_000_000);
  const big = openDatabase(join(dir, "synthetic.db"));
  copyReferenceTables(big, join(dir, "shipped.db"));
  const t1 = performance.now();
  synthesise(big, n, realAddresses(join(dir, "shipped.db")));
  const s1 = (performance.now() - t1) / 1000;
  console.log(`synthetic insert: ${n.toLocaleString("en-GB")} deals in ${s1.toFixed(1)} s (${Math.round(n / s1).toLocaleString("en-GB")} rows/s, with indexes)`);
  // The first search after a start or an import builds the gazetteer from the whole table.
  const t2 = performance.now();
  runSearch(big, { query: QUERIES[2]! });
  console.log(`first search after the import (makes and keeps the place index, decision 157): ${(performance.now() - t2).toFixed(0)} ms`);
  // A start after the import: another connection, as a new process would open, reads it back.
  const restarted = openDatabase(join(dir, "synthetic.db"));
  const t3 = performance.now();
  runSearch(restarted, { query: QUERIES[2]! });
  console.log(`first search after a start (reads the place index back): ${(performance.now() - t3).toFixed(0)} ms`);
  restarted.$client.close();
  benchSearch(big, `synthetic (${n.toLocaleString("en-GB")} deals)`, 10);
  benchSearch(big, `localities, synthetic (${n.toLocaleString("en-GB")} deals)`, 10, LOCALITY_QUERIES);
  big.$client.close();

  benchAnalytics(dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
