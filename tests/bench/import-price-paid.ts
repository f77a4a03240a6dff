/**
 * `npm run bench:import` (not part of `npm test`): the import of a national year of Price Paid
 * Data, ~900,000 rows in the bulk shape (`pp-YYYY.csv`), made synthetically from real addresses of
 * the shipped files (so every row is valued as a real one would be). Measures rows/s and the
 * peak RSS of this process while the importer streams it. BENCH_ROWS changes the size.
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../app/server/db.server";
import { readCsv } from "../../db/import/csv";
import { importPricePaid } from "../../db/import/price-paid";
import { loadShippedData } from "../../db/import/shipped";

const ROWS = Number(process.env.BENCH_ROWS ?? 900_000);
const dir = mkdtempSync(join(tmpdir(), "dealfinder-import-bench-"));
const file = join(dir, "pp-synthetic.csv");

// Real addresses (postcode, street, town, district, county) from the shipped report-builder files.
const addresses: string[][] = [];
for (const name of ["ppd-greater-manchester-2019.csv", "ppd-newcastle-upon-tyne-2022.csv", "ppd-london-sw19-2010-2020.csv"]) {
  let header = true;
  for await (const { fields } of readCsv(join("db/data/land-registry", name))) {
    if (header) {
      header = false;
      continue;
    }
    addresses.push(fields);
  }
}

const out = createWriteStream(file);
const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, "0");
const TYPES = ["D", "S", "T", "F", "T", "S"];
for (let i = 0; i < ROWS; i++) {
  const a = addresses[i % addresses.length]!;
  const price = 60_000 + Math.floor(Math.random() * 440_000);
  const month = String(1 + (i % 12)).padStart(2, "0");
  const day = String(1 + (i % 28)).padStart(2, "0");
  const id = `{${hex(i, 8)}-0000-4000-8000-${hex(i, 12)}}`;
  // Bulk columns: id, price, date, postcode, type, new, estate, PAON, SAON, street, locality, town, district, county, category, status.
  const line = [id, String(price), `2025-${month}-${day} 00:00`, a[3], TYPES[i % TYPES.length], "N", i % 4 === 0 ? "L" : "F", a[8], a[7], a[9], a[10], a[11], a[12], a[13], "A", "A"]
    .map((v) => `"${v ?? ""}"`)
    .join(",");
  if (!out.write(`${line}\n`)) await once(out, "drain");
}
out.end();
await once(out, "finish");
console.log(`Synthetic file: ${ROWS.toLocaleString("en-GB")} rows, ${(statSync(file).size / 1024 / 1024).toFixed(0)} MB`);

const db = openDatabase(join(dir, "app.db"));
await loadShippedData(db, { quiet: true });
const before = db.$client.prepare("select count(*) from deals").pluck().get() as number;

let peak = process.memoryUsage().rss;
const startRss = peak;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
const summary = await importPricePaid(db, file, { progress: false });
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const after = db.$client.prepare("select count(*) from deals").pluck().get() as number;
const seconds = summary.ms / 1000;
console.log(`| rows | time | rows/s | deals added | skipped | peak RSS (start) |`);
console.log(`|---|---|---|---|---|---|`);
console.log(
  `| ${summary.rowsRead.toLocaleString("en-GB")} | ${seconds.toFixed(0)} s | ${Math.round(summary.rowsRead / seconds).toLocaleString("en-GB")} | ${(after - before).toLocaleString("en-GB")} | ${Object.values(summary.skipped).reduce((a, b) => a + b, 0).toLocaleString("en-GB")} | ${(peak / 1024 / 1024).toFixed(0)} MB (${(startRss / 1024 / 1024).toFixed(0)} MB) |`,
);
console.log(`Database: ${(statSync(join(dir, "app.db")).size / 1024 / 1024).toFixed(0)} MB`);
db.$client.close();
rmSync(dir, { recursive: true, force: true });
