/**
 * Flags sales that are likely not open-market purchases (docs/decisions/036): a sale whose value
 * today (the price paid indexed by the UK HPI) is under `typeMedianShare` of the median value of
 * the same type of home sold in the same local authority (over all the sales held; where there
 * are fewer than `minSales` of them, in the same English region or nation), AND under
 * `hpiAverageShare` of the UK HPI average price of the authority. (Comparing the indexed value
 * with today's average is the same as comparing the price paid with the average indexed back to
 * the month of sale.) With no group of `minSales` at all, the second test alone decides, at the
 * stricter `hpiOnlyShare`.
 *
 * A second test looks closer (decision 076): a sale is also flagged when its value today is under
 * `postcodeShare` of the median of at least `postcodeMinOthers` other sales of the same type at
 * the same full postcode, AND under `postcodeHpiShare` of the authority's UK HPI average. A
 * shared-ownership share or a right-to-buy in a block of flats sells far below its neighbours in
 * the same building, while a cheap northern terrace is cheap next door too. Only indexed values
 * are compared.
 *
 * A third test finds bulk transfers (decision 082): `bulkMinSales` or more category B sales
 * (transfers to companies and other non-private buyers) at the same full postcode on the same
 * day. A block or a portfolio bought in one go is priced as a lot, not home by home.
 *
 * A flagged sale keeps its row (findable by id) but is left out of every ranking; its confidence
 * falls and its description says why. Run after every Price Paid import: flags follow the data.
 */
import { revalueStored } from "./revalue";
import type { Db } from "../../app/server/db.server";
import { NON_MARKET_SENTENCE_RE, nonMarketSentence } from "./deal-builder";
import { titleCasePlace } from "../../app/lib/search/gazetteer";
import { formatDate, formatPounds } from "./format";
import { searchFlagsOf } from "../../app/lib/search/flags";

export const NON_MARKET_RULE = Object.freeze({
  typeMedianShare: 0.4,
  hpiAverageShare: 0.4,
  hpiOnlyShare: 0.3,
  minSales: 5,
  postcodeShare: 0.55,
  postcodeHpiShare: 0.5,
  postcodeMinOthers: 5,
  bulkMinSales: 3,
});

const KIND_PLURAL: Record<string, string> = {
  flat: "flats",
  terraced: "terraced houses",
  "semi-detached": "semi-detached houses",
  detached: "detached houses",
};

function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const NATION_NAMES: Record<string, string> = { E: "England", W: "Wales", S: "Scotland", N: "Northern Ireland" };

const pct = (n: number) => `${Math.round(n * 100)}%`;

/** Why a sale is likely not an open-market one under the rule, or null. */
export function nonMarketReason(
  value: number,
  kind: string,
  typeMedian: { median: number; count: number; laName: string } | null,
  area: { price: number; period: string; areaName: string } | null,
  rule = NON_MARKET_RULE,
): string | null {
  if (!area || area.price <= 0) return null;
  const vsArea = value / area.price;
  const areaText = `${pct(vsArea)} of the ${area.areaName} UK HPI average of ${formatPounds(area.price)} (${area.period})`;
  if (typeMedian && typeMedian.count >= rule.minSales) {
    const vsType = value / typeMedian.median;
    if (vsType < rule.typeMedianShare && vsArea < rule.hpiAverageShare) {
      return `estimated value ${formatPounds(value)} is ${pct(vsType)} of the median of ${typeMedian.count} ${KIND_PLURAL[kind] ?? kind} sold in ${typeMedian.laName} (${formatPounds(Math.round(typeMedian.median))}) and ${areaText}`;
    }
    return null;
  }
  return vsArea < rule.hpiOnlyShare ? `estimated value ${formatPounds(value)} is ${areaText}` : null;
}

/** The median of a sorted list with one occurrence of `value` left out, without copying it. */
function medianWithout(sorted: readonly number[], value: number): number {
  const skip = sorted.indexOf(value);
  const at = (j: number) => sorted[skip >= 0 && j >= skip ? j + 1 : j]!;
  const n = skip >= 0 ? sorted.length - 1 : sorted.length;
  const mid = n >> 1;
  return n % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * Why a category B sale is likely part of a bulk transfer: `sameDay` category B sales (this one
 * included) at its postcode on its date, or null under the rule's minimum.
 */
export function bulkReason(postcode: string, soldDate: string, sameDay: number, rule = NON_MARKET_RULE): string | null {
  if (sameDay < rule.bulkMinSales) return null;
  return (
    `one of ${sameDay} homes at ${postcode} sold on ${formatDate(soldDate)} to a company or other non-private buyer: ` +
    `likely a bulk transfer, priced as a lot rather than home by home`
  );
}

/**
 * Why a sale is likely not an open-market one by its own postcode (see the module comment), or
 * null. `atPostcode` holds the values today of the sales of the same type at that postcode, this
 * one included, in ascending order (sorted once for all the sales there).
 */
export function postcodeReason(
  value: number,
  kind: string,
  postcode: string,
  atPostcode: readonly number[],
  area: { price: number; period: string; areaName: string } | null,
  rule = NON_MARKET_RULE,
): string | null {
  const others = atPostcode.length - 1;
  if (!area || area.price <= 0 || others < rule.postcodeMinOthers) return null;
  const vsArea = value / area.price;
  if (vsArea >= rule.postcodeHpiShare) return null;
  const typical = medianWithout(atPostcode, value);
  const vsPostcode = value / typical;
  if (vsPostcode >= rule.postcodeShare) return null;
  return (
    `estimated value ${formatPounds(value)} is ${pct(vsPostcode)} of the median of ${others} other ${KIND_PLURAL[kind] ?? kind} ` +
    `sold at ${postcode} (${formatPounds(Math.round(typical))}) and ${pct(vsArea)} of the ${area.areaName} UK HPI average of ` +
    `${formatPounds(area.price)} (${area.period})`
  );
}

export interface NonMarketResult {
  flagged: number;
  newlyFlagged: number;
  cleared: number;
}

type Row = {
  id: number;
  la_code: string | null;
  postcode: string | null;
  sold_date: string | null;
  ppd_category: string | null;
  property_kind: string;
  price: number;
  indexed: number;
  non_market: number;
  reason: string | null;
};

/** Recomputes every sold deal's flag; re-values and rewrites only the deals whose flag changes. */
export function markNonMarket(db: Db): NonMarketResult {
  const c = db.$client;
  // Read twice, one row at a time (once for the medians, once for the flags), so memory holds
  // the prices per group and the changes, never every sale (a national year is a million rows).
  const sold = c.prepare(
    `SELECT id, la_code, postcode, sold_date, ppd_category, property_kind, price, non_market,
            json_extract(valuation, '$.valueBasis') = 'sale-indexed' AS indexed,
            json_extract(valuation, '$.inputs.nonMarketReason') AS reason
       FROM deals WHERE status = 'sold'`,
  );
  const rows = () => sold.iterate() as IterableIterator<Row>;
  const regionOf = new Map(
    (c.prepare("SELECT area_code, region_code FROM area_regions").all() as { area_code: string; region_code: string }[]).map(
      (r) => [r.area_code, r.region_code],
    ),
  );
  const regionNames = new Map(
    (c.prepare("SELECT DISTINCT region_code, region_name FROM area_regions").all() as { region_code: string; region_name: string }[]).map(
      (r) => [r.region_code, titleCasePlace(r.region_name)],
    ),
  );
  const wider = (la: string) => regionOf.get(la) ?? la.charAt(0);
  const groups = new Map<string, number[]>();
  const add = (key: string, price: number) => {
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(price);
  };
  const atPostcode = new Map<string, number[]>();
  const postcodeKey = (r: Row) => (r.indexed && r.postcode ? `${r.postcode}|${r.property_kind}` : null);
  // Category B sales per postcode and day (the bulk-transfer test).
  const bulkKey = (r: Row) => (r.postcode && r.sold_date && (r.ppd_category ?? "").toUpperCase() === "B" ? `${r.postcode}|${r.sold_date}` : null);
  const sameDay = new Map<string, number>();
  for (const r of rows()) {
    const bulk = bulkKey(r);
    if (bulk) sameDay.set(bulk, (sameDay.get(bulk) ?? 0) + 1);
    const pc = postcodeKey(r);
    if (pc) {
      let list = atPostcode.get(pc);
      if (!list) atPostcode.set(pc, (list = []));
      list.push(r.price);
    }
    if (!r.la_code) continue;
    add(`${r.la_code}|${r.property_kind}`, r.price);
    add(`${wider(r.la_code)}|${r.property_kind}`, r.price);
  }
  for (const list of atPostcode.values()) list.sort((a, b) => a - b);
  const salesAt = (r: Row): readonly number[] => {
    const key = postcodeKey(r);
    return (key && atPostcode.get(key)) || [];
  };
  const medians = new Map<string, { median: number; count: number }>();
  for (const [key, list] of groups) {
    list.sort((a, b) => a - b);
    medians.set(key, { median: median(list), count: list.length });
  }
  const areas = new Map(
    (c.prepare("SELECT area_code, area_name, average_price, period FROM hpi_local_authorities").all() as {
      area_code: string; area_name: string; average_price: number; period: string;
    }[]).map((r) => [r.area_code, { price: r.average_price, period: r.period, areaName: r.area_name }]),
  );
  const laNames = new Map(
    (c.prepare("SELECT code, name FROM local_authorities").all() as { code: string; name: string }[]).map((r) => [r.code, r.name]),
  );

  const load = c.prepare("SELECT valuation, description FROM deals WHERE id = ?");
  const update = c.prepare(
    `UPDATE deals SET non_market = ?, score = ?, roi = ?, yield = ?, description = ?, valuation = ?, search_flags = ?,
            updated_at = (unixepoch('subsec') * 1000) WHERE id = ?`,
  );
  const result: NonMarketResult = { flagged: 0, newlyFlagged: 0, cleared: 0 };
  const changes: { id: number; reason: string | null }[] = [];
  for (const r of rows()) {
    let typeStats = r.la_code ? medians.get(`${r.la_code}|${r.property_kind}`) : undefined;
    let laName = (r.la_code && laNames.get(r.la_code)) || r.la_code || "the area";
    if (r.la_code && (!typeStats || typeStats.count < NON_MARKET_RULE.minSales)) {
      const key = wider(r.la_code);
      typeStats = medians.get(`${key}|${r.property_kind}`);
      laName = regionNames.get(key) ?? NATION_NAMES[key] ?? key;
    }
    const area = (r.la_code && areas.get(r.la_code)) || null;
    const bulk = bulkKey(r);
    const reason =
      nonMarketReason(r.price, r.property_kind, typeStats ? { ...typeStats, laName } : null, area) ??
      (r.postcode ? postcodeReason(r.price, r.property_kind, r.postcode, salesAt(r), area) : null) ??
      (bulk ? bulkReason(r.postcode!, r.sold_date!, sameDay.get(bulk) ?? 0) : null);
    if (reason) result.flagged++;
    if ((reason ?? null) === (r.non_market ? r.reason : null)) continue;
    if (reason && !r.non_market) result.newlyFlagged++;
    if (!reason && r.non_market) result.cleared++;
    changes.push({ id: r.id, reason });
  }
  c.transaction(() => {
    for (const { id, reason } of changes) {
      const stored = load.get(id) as { valuation: string; description: string };
      const made = revalueStored(stored.valuation, { nonMarketReason: reason });
      if (!made) continue;
      const { v, valuation } = made;
      const description = stored.description.replace(NON_MARKET_SENTENCE_RE, "") + (reason ? nonMarketSentence(reason) : "");
      update.run(reason ? 1 : 0, v.score, v.roi, v.grossYield, description, JSON.stringify(valuation), searchFlagsOf(valuation), id);
    }
  }).immediate();
  return result;
}
