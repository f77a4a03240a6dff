/**
 * Recognises what a data file is from its first record (header or shape), so the CLI and the
 * shipped-data loader need no `--kind`.
 */
import { readFirstCsvRecord } from "./csv";
import { firstCharacter } from "./listings";
import { detectPpdShape, type PpdShape } from "./price-paid";
import { REFERENCE_HEADERS, type ReferenceKind } from "./reference";
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
  const names = new Set(first.fields.map((f) => f.trim().toLowerCase()));
  for (const [kind, columns] of Object.entries(REFERENCE_HEADERS) as [ReferenceKind, readonly string[]][]) {
    if (columns.every((c) => names.has(c))) return { kind };
  }
  const squashed = new Set([...names].map((n) => n.replace(/[^a-z0-9]/g, "")));
  if (squashed.has("price") && squashed.has("sourceurl")) return { kind: "listings" };
  return null;
}
