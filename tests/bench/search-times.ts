/** How long `runSearch` takes for one phrasing, run after run: the benchmarks' one stopwatch. */
import { performance } from "node:perf_hooks";
import type { Db } from "../../app/server/db.server";
import { runSearch } from "../../app/server/deal-search.server";

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** `runs` timings of the search for `query`, in milliseconds, fastest first. */
export function searchTimes(db: Db, query: string, runs: number): number[] {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    runSearch(db, { query });
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}
