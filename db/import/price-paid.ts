/**
 * HM Land Registry Price Paid Data → deals, in both shapes:
 *
 * - the report builder's export: a header row (unique_id, price_paid, deed_date, postcode,
 *   property_type, new_build, estate_type, saon, paon, street, locality, town, district, county,
 *   transaction_category, linked_data_uri), plain ids, dates `YYYY-MM-DD`; every row is an add;
 * - the national bulk files (`pp-YYYY.csv`, monthly updates): no header, 16 columns, `{…}` ids,
 *   dates `YYYY-MM-DD 00:00`, PAON *before* SAON, a PPD category and a record status: A add,
 *   C change (re-value the record held), D delete. C and D for a record not held are ignored and
 *   counted.
 *
 * The file is streamed and written in transactions of `batchSize` rows. Rows are upserted by
 * transaction id (`deals.external_id`), so importing a file twice changes nothing. A row that
 * cannot be read is counted as malformed with its line number; one that cannot be valued (no
 * rent figures for the area) is counted as skipped.
 */
import type { Db } from "../../app/server/db.server";
import { kindFromLandRegistry } from "../../app/lib/valuation";
import { readCsv } from "./csv";
import { buildSaleDeal, type SaleRecord } from "./deal-builder";
import { DealStore } from "./deal-store";
import { formatMonth } from "./format";
import { ReferenceData } from "./reference-data";
import { markNonMarket } from "./non-market";
import { today } from "../../app/lib/valuation/dates";
import { DEFAULT_BATCH_SIZE, SummaryBuilder, type ImportOptions, type ImportSummary } from "./types";

/** The report builder's header. */
export const PPD_REPORT_HEADER = [
  "unique_id",
  "price_paid",
  "deed_date",
  "postcode",
  "property_type",
  "new_build",
  "estate_type",
  "saon",
  "paon",
  "street",
  "locality",
  "town",
  "district",
  "county",
  "transaction_category",
  "linked_data_uri",
] as const;

/** The national bulk files' columns (no header): note PAON comes before SAON here. */
export const PPD_BULK_COLUMNS = [
  "unique_id",
  "price_paid",
  "deed_date",
  "postcode",
  "property_type",
  "new_build",
  "estate_type",
  "paon",
  "saon",
  "street",
  "locality",
  "town",
  "district",
  "county",
  "transaction_category",
  "record_status",
] as const;

type Column = (typeof PPD_REPORT_HEADER)[number] | "record_status";

export type PpdShape = "report" | "bulk";

const ID_RE = /^\{?([0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12})\}?$/i;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]00:00(?::00)?)?$/;

/** The shape of a Price Paid file from its first record, or null if it is neither. */
export function detectPpdShape(first: readonly string[]): PpdShape | null {
  const names = first.map((f) => f.trim().toLowerCase());
  if (names.includes("unique_id") && names.includes("price_paid") && names.includes("deed_date")) return "report";
  if (first.length === PPD_BULK_COLUMNS.length && ID_RE.test(first[0]?.trim() ?? "")) return "bulk";
  return null;
}

/** A read row: an add/change with its record, a delete, or why it is malformed. */
export type ParsedPpdRow =
  | { ok: true; status: "A" | "C"; record: SaleRecord }
  | { ok: true; status: "D"; id: string }
  | { ok: false; reason: string };

/** "2019-04-11" or "2019-04-11 00:00" → "2019-04-11" if it is a real date from 1995 on; else null. */
export function parsePpdDate(value: string): string | null {
  const m = DATE_RE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  if (y < 1995 || y > new Date().getUTCFullYear() + 1) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Reads one row, given where each column is. */
export function parsePpdRow(fields: readonly string[], columns: ReadonlyMap<Column, number>, width: number): ParsedPpdRow {
  if (fields.length !== width) return { ok: false, reason: `expected ${width} columns, found ${fields.length}` };
  const get = (c: Column) => (fields[columns.get(c) ?? -1] ?? "").trim();

  const rawId = get("unique_id");
  const idMatch = ID_RE.exec(rawId);
  if (!idMatch) return { ok: false, reason: `bad transaction id ${JSON.stringify(rawId)}` };
  const id = idMatch[1]!.toUpperCase();

  let status: "A" | "C" | "D" = "A";
  if (columns.has("record_status")) {
    const s = get("record_status").toUpperCase();
    if (s !== "A" && s !== "C" && s !== "D") return { ok: false, reason: `bad record status ${JSON.stringify(get("record_status"))}` };
    status = s;
  }
  if (status === "D") return { ok: true, status, id };

  const rawPrice = get("price_paid");
  if (!/^\d+$/.test(rawPrice) || Number(rawPrice) <= 0 || !Number.isSafeInteger(Number(rawPrice))) {
    return { ok: false, reason: `bad price ${JSON.stringify(rawPrice)}` };
  }
  const rawDate = get("deed_date");
  const date = parsePpdDate(rawDate);
  if (!date) return { ok: false, reason: `bad date ${JSON.stringify(rawDate)}` };
  const rawType = get("property_type");
  const kind = kindFromLandRegistry(rawType);
  if (!kind || rawType.length !== 1) return { ok: false, reason: `bad property type ${JSON.stringify(rawType)}` };
  const postcode = get("postcode");
  const town = get("town");
  if (!postcode && !town) return { ok: false, reason: "no postcode and no town" };

  const newBuild = get("new_build").toUpperCase();
  const tenure = get("estate_type").toUpperCase();
  return {
    ok: true,
    status,
    record: {
      id,
      price: Number(rawPrice),
      date,
      postcode,
      kind,
      newBuild: newBuild === "Y" ? true : newBuild === "N" ? false : null,
      tenure: tenure === "F" ? "freehold" : tenure === "L" ? "leasehold" : "unknown",
      saon: get("saon"),
      paon: get("paon"),
      street: get("street"),
      locality: get("locality"),
      town,
      district: get("district"),
      county: get("county"),
      transactionCategory: get("transaction_category").toUpperCase(),
      linkedDataUri: columns.has("linked_data_uri") ? get("linked_data_uri") : "",
    },
  };
}

export interface PricePaidOptions extends ImportOptions {
  /** Reference data already loaded (saves reloading it for each file). */
  reference?: ReferenceData;
}

type Op = Extract<ParsedPpdRow, { ok: true }>;

export async function importPricePaid(db: Db, file: string, options: PricePaidOptions = {}): Promise<ImportSummary> {
  const ref = options.reference ?? ReferenceData.load(db);
  if (ref.isEmpty) {
    throw new Error("No reference data (rents, postcode centroids) in the database: import it before Price Paid Data.");
  }
  const counter = new SummaryBuilder(file, "price-paid", "deals", options);
  const s = counter.summary;
  const store = new DealStore(db);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let notIndexed = 0;
  let earliestNotIndexed: string | null = null;
  let unplaced = 0;
  const asOf = today();

  const flush = (ops: Op[]) => {
    store.transaction(() => {
      for (const row of ops) {
        if (row.status === "D") {
          if (store.delete(row.id)) s.deleted++;
          else s.ignored++;
          continue;
        }
        if (row.status === "C" && !store.exists(row.record.id)) {
          s.ignored++;
          continue;
        }
        const built = buildSaleDeal(row.record, ref, { nonMarketReason: store.nonMarketReason(row.record.id), asOf });
        if (!built.ok) {
          counter.skip(built.skip);
          // A record held before but not valuable now (e.g. a change moved it out of England).
          if (store.delete(row.record.id)) s.deleted++;
          continue;
        }
        if (built.notIndexed) {
          notIndexed++;
          if (!earliestNotIndexed || row.record.date < earliestNotIndexed) earliestNotIndexed = row.record.date;
        }
        if (built.deal.valuation.locatedBy === null) unplaced++;
        const outcome = store.upsert(built.deal);
        if (outcome === "inserted") s.written++;
        else if (outcome === "changed") s.changed++;
        else s.unchanged++;
      }
    });
  };

  let columns: Map<Column, number> | null = null;
  let width = 0;
  let ops: Op[] = [];
  for await (const record of readCsv(file, { onChunk: counter.onChunk })) {
    if (!columns) {
      const shape = detectPpdShape(record.fields);
      if (shape === "report") {
        const names = record.fields.map((f) => f.trim().toLowerCase());
        const missing = PPD_REPORT_HEADER.filter((c) => c !== "linked_data_uri" && !names.includes(c));
        if (missing.length > 0) throw new Error(`${s.file}: Price Paid header has no ${missing.join(", ")}`);
        columns = new Map();
        names.forEach((n, i) => {
          if ((PPD_REPORT_HEADER as readonly string[]).includes(n) || n === "record_status") columns!.set(n as Column, i);
        });
        width = names.length;
        continue;
      }
      if (shape === "bulk") {
        columns = new Map(PPD_BULK_COLUMNS.map((c, i) => [c, i]));
        width = PPD_BULK_COLUMNS.length;
      } else {
        throw new Error(`${s.file}: not Price Paid Data (no header and not 16 columns with a {…} id)`);
      }
    }
    s.rowsRead++;
    const row = parsePpdRow(record.fields, columns, width);
    if (!row.ok) {
      counter.malformed(record.lineNumber, record.unterminated ? `${row.reason} (unclosed quote)` : row.reason);
      continue;
    }
    ops.push(row);
    if (ops.length >= batchSize) {
      flush(ops);
      ops = [];
    }
  }
  if (ops.length > 0) flush(ops);

  const flags = markNonMarket(db);
  counter.note(
    `${plural(flags.flagged, "sale")} held flagged as likely non-market (left out of rankings; ${flags.newlyFlagged} newly, ${flags.cleared} cleared)`,
  );
  if (notIndexed > 0) {
    const first = ref.hpiFirstMonth("E92000001");
    counter.note(
      `${plural(notIndexed, "sale")} left at the price paid, with no UK HPI figure for their month ` +
        `(earliest ${earliestNotIndexed}${first ? `; the index starts in ${formatMonth(first)}` : ""})`,
    );
  }
  if (unplaced > 0) {
    counter.note(`${plural(unplaced, "sale")} with no known postcode: no map position (local authority from the district's name)`);
  }
  return counter.finish(db);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
