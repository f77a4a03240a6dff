/**
 * Recognises what a data file is from its first record (header or shape), so the CLI and the
 * shipped-data loader need no `--kind`.
 */
import { readCsv, readFirstCsvRecord } from "./csv";
import { firstCharacter } from "./listings";
import { detectPpdShape, type PpdShape } from "./price-paid";
import { REFERENCE_HEADERS, type ReferenceKind } from "./reference";
import { isHeaderOf, MAX_TITLE_LINES, TITLED_KINDS } from "./reference-headers";
import type { ImportKind } from "./types";

export interface Detected {
  kind: ImportKind;
  /** For Price Paid Data: with a header (report builder) or the national bulk shape. */
  shape?: PpdShape;
}

export async function detectKind(file: string): Promise<Detected | null> {
  if ((await firstCharacter(file)) === "[") return { kind: "listings" };
  const first = await readFirstCsvRecord(file);
  if (!first) return null;
  const shape = detectPpdShape(first.fields);
  if (shape) return { kind: "price-paid", shape };
  for (const kind of Object.keys(REFERENCE_HEADERS) as ReferenceKind[]) {
    if (isHeaderOf(kind, first.fields)) return { kind };
  }
  const squashed = new Set(first.fields.map((f) => f.trim().toLowerCase().replace(/[^a-z0-9]/g, "")));
  if (squashed.has("price") && squashed.has("sourceurl")) return { kind: "listings" };
  return titledKind(file);
}

/** A kind whose header comes after a title (an ONS table saved as CSV, decision 120), or null. */
async function titledKind(file: string): Promise<Detected | null> {
  let line = 0;
  for await (const record of readCsv(file, { highWaterMark: 16 * 1024 })) {
    if (line++ > MAX_TITLE_LINES) break;
    for (const kind of TITLED_KINDS) if (isHeaderOf(kind, record.fields)) return { kind };
  }
  return null;
}
