/**
 * Bench part: the analytics page's data (`loadAnalytics`: the saved-deals query and the pure
 * computations) for a user with 1,000 saved deals, median and p95. Target: under 30 ms.
 */
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../../app/server/db.server";
import { loadAnalytics } from "../../app/server/analytics.server";
import { analyse } from "../../app/lib/analytics";
import { listSavedDeals } from "../../app/server/saved-deals.server";

const SAVED = 1000;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function time(rounds: number, fn: () => unknown) {
  for (let i = 0; i < 20; i++) fn(); // warm up
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  // CPU time per call too: on a shared, loaded machine the wall clock mostly measures waiting.
  const cpuMs = (cpu.user + cpu.system) / 1000 / rounds;
  return `median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (CPU ${cpuMs.toFixed(2)} ms a call)`;
}

/** Builds a database with 5,000 deals and a user who saved 1,000 of them (plus another user's 1,000). */
export function benchAnalytics(dir: string, rounds = 200) {
  const db = openDatabase(join(dir, "analytics.db"));
  const towns = ["Manchester, Greater Manchester", "Salford, Greater Manchester", "Leeds, West Yorkshire", "Bury, Greater Manchester", "London, Greater London", "Bristol, City of Bristol", "York, North Yorkshire"];
  const types = ["Apartment", "House", "Commercial"];
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const insertDeal = db.$client.prepare(
    `insert into deals (external_id, title, price, location, property_type, property_kind, roi, yield, score, description, status, valuation)
     values (?, ?, ?, ?, ?, 'other', ?, ?, ?, 'Synthetic deal for benchmarking.', 'sold', '{}')`,
  );
  const insertUser = db.$client.prepare("insert into users (id, email, password_hash, first_name, last_name, subscription_plan) values (?, ?, 'x', 'B', 'Ench', 'pro')");
  const insertSaved = db.$client.prepare("insert into saved_deals (user_id, deal_id) values (?, ?)");
  db.$client.transaction(() => {
    for (let i = 0; i < 5000; i++) {
      insertDeal.run(`bench-${i}`, `Bench deal ${i}`, Math.round(60_000 + rand() * 900_000), towns[i % towns.length], types[i % 3],
        Math.round((-8 + rand() * 25) * 100) / 100, Math.round((2 + rand() * 10) * 100) / 100, Math.round(rand() * 100));
    }
    insertUser.run("bench-user", "bench@example.com");
    insertUser.run("other-user", "other@example.com");
    for (let i = 1; i <= SAVED; i++) insertSaved.run("bench-user", i * 5);
    for (let i = 1; i <= SAVED; i++) insertSaved.run("other-user", i * 5 - 1);
  })();
  db.$client.exec("analyze");
  const rows = listSavedDeals(db, "bench-user");
  if (rows.length !== SAVED) throw new Error(`expected ${SAVED} saved deals, got ${rows.length}`);
  console.log(`analytics, ${SAVED.toLocaleString("en-GB")} saved deals: page data (query + computations) ${time(rounds, () => loadAnalytics(db, "bench-user"))}`);
  console.log(`  computations only ${time(rounds, () => analyse(rows))}`);
  db.$client.close();
}
