/**
 * What the deals data covers: counts by area and type, the span of sale dates and the periods
 * of the reference data. Shown on the methodology page. The data changes only by an import, so
 * the figures are computed once per import (keyed on the latest import run, as the gazetteer is).
 */
import { desc, sql } from "drizzle-orm";
import {
  bedroomStock,
  currentRents,
  deals,
  hpiLocalAuthorities,
  hpiRegionsMonthly,
  rents,
} from "../../db/schema";
import type { Db } from "./db.server";
import { latestImportRun } from "./places.server";

export type DataCoverage = ReturnType<typeof computeCoverage>;

const cache = new WeakMap<Db, { version: number; coverage: DataCoverage }>();

/** The coverage figures, recomputed only after a new import run. */
export function dataCoverage(db: Db): DataCoverage {
  const version = latestImportRun(db);
  const hit = cache.get(db);
  if (hit && hit.version === version) return hit.coverage;
  const coverage = computeCoverage(db);
  cache.set(db, { version, coverage });
  return coverage;
}

function computeCoverage(db: Db) {
  const totals = db
    .select({
      total: sql<number>`count(*)`,
      first: sql<string | null>`min(${deals.soldDate})`,
      last: sql<string | null>`max(${deals.soldDate})`,
    })
    .from(deals)
    .get();
  const byType = db
    .select({ type: deals.propertyType, n: sql<number>`count(*)` })
    .from(deals)
    .groupBy(deals.propertyType)
    .orderBy(desc(sql`count(*)`))
    .all();
  const byArea = db
    .select({ area: sql<string>`coalesce(${deals.county}, 'Unknown')`, n: sql<number>`count(*)` })
    .from(deals)
    .groupBy(deals.county)
    .orderBy(desc(sql`count(*)`))
    .limit(15)
    .all();
  // From the month every region's series has begun (Scotland's and Northern Ireland's start later).
  const hpiMonths = db
    .select({ first: sql<string | null>`max(first)`, last: sql<string | null>`max(last)` })
    .from(
      db
        .select({
          first: sql<string>`min(${hpiRegionsMonthly.month})`.as("first"),
          last: sql<string>`max(${hpiRegionsMonthly.month})`.as("last"),
        })
        .from(hpiRegionsMonthly)
        .groupBy(hpiRegionsMonthly.areaName)
        .as("series"),
    )
    .get();
  const hpiLa = db.select({ period: hpiLocalAuthorities.period }).from(hpiLocalAuthorities).limit(1).get();
  const rentAreas = db.select({ n: sql<number>`count(distinct ${rents.areaCode})` }).from(rents).get();
  // The fallback rents' years as stored ("2022-23"), said by the page: an import of 2023-24 says so.
  const fallbackRentPeriods = db
    .selectDistinct({ period: rents.period })
    .from(rents)
    .where(sql`${rents.period} is not null`)
    .orderBy(rents.period)
    .all()
    .map((r) => r.period!);
  const currentRentMonths = db
    .select({
      period: currentRents.period,
      provisional: sql<number>`max(${currentRents.provisional})`,
      areas: sql<number>`count(*)`,
      grains: sql<string>`group_concat(distinct ${currentRents.grain})`,
    })
    .from(currentRents)
    .groupBy(currentRents.period)
    .orderBy(desc(currentRents.period))
    .all();
  const stock = db.select({ asAt: sql<string | null>`max(${bedroomStock.asAt})` }).from(bedroomStock).get();
  const flags = db
    .select({
      nonMarket: sql<number>`coalesce(sum(${deals.nonMarket}), 0)`,
      categoryB: sql<number>`coalesce(sum(${deals.ppdCategory} = 'B'), 0)`,
      estimated: sql<number>`coalesce(sum(${deals.bedroomsEstimated}), 0)`,
    })
    .from(deals)
    .get();
  return {
    totalDeals: totals?.total ?? 0,
    firstSale: totals?.first ?? null,
    lastSale: totals?.last ?? null,
    byType,
    byArea,
    hpiFirstMonth: hpiMonths?.first ?? null,
    hpiLatestMonth: hpiMonths?.last ?? null,
    hpiLaPeriod: hpiLa?.period ?? null,
    rentAreas: rentAreas?.n ?? 0,
    fallbackRentPeriods,
    currentRentMonths: currentRentMonths.map((m) => ({ ...m, provisional: m.provisional === 1 })),
    bedroomStockAsAt: stock?.asAt ?? null,
    nonMarketDeals: flags?.nonMarket ?? 0,
    categoryBDeals: flags?.categoryB ?? 0,
    estimatedBedroomDeals: flags?.estimated ?? 0,
  };
}
