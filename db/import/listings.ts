/**
 * Listing feeds → deals (status "for_sale"), from a CSV with a header or a JSON array of
 * objects. Fields (any case; `source_url` and `sourceUrl` both work): title, price, address,
 * postcode, type (flat, detached, semi-detached, terraced, other, or Apartment, House,
 * Commercial), bedrooms, sourceUrl, sourceWebsite, imageUrl.
 *
 * A listing is imported only if its website is allowed in `website_compliance`: the domain of
 * sourceWebsite (or of sourceUrl when there is no sourceWebsite), and of sourceUrl too when it
 * differs. Others are refused and counted ("example.com not allowed"); a listing held from
 * before that is now refused is removed. Listings are valued like sales, at the asking price,
 * with the feed's bedrooms when given. `externalId` is the listing's URL.
 */
import { open, readFile } from "node:fs/promises";
import type { Db } from "../../app/server/db.server";
import type { PropertyKind } from "../../app/lib/valuation";
import { ComplianceIndex, normaliseDomain } from "./compliance";
import { readCsv } from "./csv";
import { buildListingDeal, type ListingRecord } from "./deal-builder";
import { DealStore } from "./deal-store";
import { ReferenceData, parsePostcode } from "./reference-data";
import { DEFAULT_BATCH_SIZE, SummaryBuilder, type ImportOptions, type ImportSummary } from "./types";

/** A feed's type word → the kind valued and the kind stored. */
const TYPES: Readonly<Record<string, { kind: PropertyKind; stored: string }>> = {
  flat: { kind: "flat", stored: "flat" },
  apartment: { kind: "flat", stored: "flat" },
  maisonette: { kind: "flat", stored: "flat" },
  studio: { kind: "flat", stored: "flat" },
  detached: { kind: "detached", stored: "detached" },
  detachedhouse: { kind: "detached", stored: "detached" },
  semidetached: { kind: "semi-detached", stored: "semi-detached" },
  semi: { kind: "semi-detached", stored: "semi-detached" },
  semidetachedhouse: { kind: "semi-detached", stored: "semi-detached" },
  terraced: { kind: "terraced", stored: "terraced" },
  terrace: { kind: "terraced", stored: "terraced" },
  terracedhouse: { kind: "terraced", stored: "terraced" },
  endterrace: { kind: "terraced", stored: "terraced" },
  midterrace: { kind: "terraced", stored: "terraced" },
  // "House" alone: valued as a semi-detached (the commonest; 3 bedrooms if none are given),
  // stored as "house" so it never matches a search for a particular kind of house.
  house: { kind: "semi-detached", stored: "house" },
  other: { kind: "other", stored: "other" },
  commercial: { kind: "other", stored: "other" },
};

const POSTCODE_IN_TEXT = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/i;

type Raw = Record<string, unknown>;

/** Field names compared without case, spaces, dashes or underscores. */
function key(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function str(raw: Raw, name: string): string {
  const v = raw[key(name)];
  if (v === null || v === undefined) return "";
  return typeof v === "string" ? v.trim() : String(v).trim();
}

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

type ListingParse = { ok: true; listing: ListingRecord } | { ok: false; reason: string };

/** Reads one listing (keys already normalised); the domain check is separate. */
export function parseListing(raw: Raw, domain: string): ListingParse {
  const sourceUrl = httpUrl(str(raw, "sourceUrl"));
  if (!sourceUrl) return { ok: false, reason: `bad sourceUrl ${JSON.stringify(str(raw, "sourceUrl"))}` };

  const rawPrice = str(raw, "price");
  const cleaned = rawPrice.replace(/^£/, "").replace(/,/g, "").trim();
  const price = /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned)) : NaN;
  if (!(price > 0)) return { ok: false, reason: `bad price ${JSON.stringify(rawPrice)}` };

  const rawType = str(raw, "type");
  const type = TYPES[key(rawType)];
  if (!type) return { ok: false, reason: `bad type ${JSON.stringify(rawType)}` };

  const rawBeds = str(raw, "bedrooms");
  let bedrooms: number | null = null;
  if (rawBeds) {
    if (!/^\d{1,2}$/.test(rawBeds)) return { ok: false, reason: `bad bedrooms ${JSON.stringify(rawBeds)}` };
    bedrooms = Number(rawBeds);
  }

  const address = str(raw, "address") || null;
  const postcodeText = str(raw, "postcode") || POSTCODE_IN_TEXT.exec(address ?? "")?.[0] || "";
  const postcode = parsePostcode(postcodeText);
  if (!postcode) {
    return { ok: false, reason: postcodeText ? `bad postcode ${JSON.stringify(postcodeText)}` : "no postcode (in postcode or address)" };
  }

  const imageUrl = str(raw, "imageUrl") ? httpUrl(str(raw, "imageUrl")) : null;
  return {
    ok: true,
    listing: {
      title: str(raw, "title") || null,
      price,
      address,
      postcode: postcode.postcode,
      kind: type.kind,
      propertyKind: type.stored,
      bedrooms,
      sourceUrl,
      domain,
      imageUrl,
    },
  };
}

/** The first non-blank character of a file (after any byte-order mark). */
export async function firstCharacter(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    return buffer.toString("utf8", 0, bytesRead).replace(/^\uFEFF/, "").trimStart().charAt(0);
  } finally {
    await handle.close();
  }
}

/** The rows of a feed, with their line (CSV) or position (JSON, from 1). */
async function* feedRows(file: string, onChunk: (chunk: Buffer) => void): AsyncGenerator<{ line: number; raw: Raw | null; reason?: string }> {
  if ((await firstCharacter(file)) === "[" || /\.json$/i.test(file)) {
    // Feeds are small: a JSON array is read whole.
    const buffer = await readFile(file);
    onChunk(buffer);
    let data: unknown;
    try {
      data = JSON.parse(buffer.toString("utf8").replace(/^\uFEFF/, ""));
    } catch (error) {
      throw new Error(`Not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(data)) throw new Error("A JSON listing feed must be an array of objects");
    for (const [i, item] of data.entries()) {
      if (!item || typeof item !== "object" || Array.isArray(item)) {
        yield { line: i + 1, raw: null, reason: "not an object" };
        continue;
      }
      const raw: Raw = {};
      for (const [k, v] of Object.entries(item as Raw)) raw[key(k)] = v;
      yield { line: i + 1, raw };
    }
    return;
  }
  let header: string[] | null = null;
  for await (const record of readCsv(file, { onChunk })) {
    if (!header) {
      header = record.fields.map(key);
      for (const needed of ["price", "sourceurl", "type"]) {
        if (!header.includes(needed)) throw new Error(`Listing feed header has no ${needed} column`);
      }
      continue;
    }
    if (record.fields.length !== header.length) {
      yield { line: record.lineNumber, raw: null, reason: `expected ${header.length} columns, found ${record.fields.length}` };
      continue;
    }
    const raw: Raw = {};
    header.forEach((name, i) => (raw[name] = record.fields[i]));
    yield { line: record.lineNumber, raw };
  }
}

export interface ListingsOptions extends ImportOptions {
  reference?: ReferenceData;
}

export async function importListings(db: Db, file: string, options: ListingsOptions = {}): Promise<ImportSummary> {
  const ref = options.reference ?? ReferenceData.load(db);
  if (ref.isEmpty) throw new Error("No reference data in the database: import it before listings.");
  const compliance = ComplianceIndex.load(db);
  const counter = new SummaryBuilder(file, "listings", "deals", options);
  const s = counter.summary;
  const store = new DealStore(db);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (/\.json$/i.test(file)) counter.note("JSON feed: row numbers are positions in the array, from 1");

  type Op = { kind: "upsert"; listing: ListingRecord } | { kind: "refuse"; url: string | null };
  let ops: Op[] = [];
  const flush = () => {
    store.transaction(() => {
      for (const op of ops) {
        if (op.kind === "refuse") {
          if (op.url && store.delete(op.url)) s.deleted++;
          continue;
        }
        const built = buildListingDeal(op.listing, ref);
        if (!built.ok) {
          counter.skip(built.skip);
          if (store.delete(op.listing.sourceUrl)) s.deleted++;
          continue;
        }
        const outcome = store.upsert(built.deal);
        if (outcome === "inserted") s.written++;
        else if (outcome === "changed") s.changed++;
        else s.unchanged++;
      }
    });
    ops = [];
  };

  for await (const row of feedRows(file, counter.onChunk)) {
    s.rowsRead++;
    if (!row.raw) {
      counter.malformed(row.line, row.reason ?? "unreadable");
      continue;
    }
    const websiteDomain = normaliseDomain(str(row.raw, "sourceWebsite"));
    const urlDomain = normaliseDomain(str(row.raw, "sourceUrl"));
    const domain = websiteDomain ?? urlDomain;
    if (!domain) {
      counter.malformed(row.line, "no website: neither sourceWebsite nor sourceUrl gives a domain");
      continue;
    }
    const refusedDomain = [domain, urlDomain].find((d) => d && !compliance.isAllowed(d));
    if (refusedDomain) {
      counter.refuse(`${refusedDomain} not allowed`);
      ops.push({ kind: "refuse", url: httpUrl(str(row.raw, "sourceUrl")) });
      continue;
    }
    const parsed = parseListing(row.raw, domain);
    if (!parsed.ok) {
      counter.malformed(row.line, parsed.reason);
      continue;
    }
    ops.push({ kind: "upsert", listing: parsed.listing });
    if (ops.length >= batchSize) flush();
  }
  if (ops.length > 0) flush();
  return counter.finish(db);
}
