/** Shared set-up for the importer tests: a temporary database with the shipped reference data. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openDatabase, type Db } from "~/server/db.server";
import { REFERENCE_IMPORTERS, type ReferenceKind } from "../../db/import/reference";

export const DATA = resolve("db/data");
export const FIXTURES = resolve("tests/fixtures");

export const REFERENCE_FILES: readonly [ReferenceKind, string][] = [
  ["local-authorities", "geo/local-authorities.csv"],
  ["districts", "geo/postcode_district_centroids.csv"],
  ["sectors", "geo/postcode_sector_centroids.csv"],
  ["rents", "ons/private-rents-by-la-and-bedrooms-2022-23.csv"],
  ["hpi-la", "ons/ukhpi-by-la-2025-07.csv"],
  ["hpi-regions", "ons/ukhpi-regions-monthly-2011-2025.csv"],
  ["pipr-rents", "ons/pipr-rents-by-la-bedrooms-2026-05.csv"],
  ["pipr-areas", "ons/pipr-rents-by-area-bedrooms-2025-07.csv"],
  ["bedroom-stock", "voa/ctsop3-0-dwellings-by-band-type-bedrooms-2024-03-31.csv"],
];

export interface TempDb {
  db: Db;
  dir: string;
  close(): void;
}

export function tempDb(): TempDb {
  const dir = mkdtempSync(join(tmpdir(), "dealfinder-import-"));
  const db = openDatabase(join(dir, "t.db"));
  return {
    db,
    dir,
    close() {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Loads the real reference files from db/data (about a quarter of a second). */
export async function loadReference(db: Db): Promise<void> {
  for (const [kind, file] of REFERENCE_FILES) {
    await REFERENCE_IMPORTERS[kind](db, join(DATA, file), { progress: false });
  }
}

/** The data CLI's io on `t`'s database, with what it printed. */
export function cliIo(t: TempDb) {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { db: t.db, out: (l: string) => out.push(l), err: (l: string) => err.push(l), progress: false } };
}

/** Every deals row, in id order, with every column. */
export function allDeals(db: Db) {
  return db.$client.prepare("SELECT * FROM deals ORDER BY id").all() as Record<string, unknown>[];
}

export function dealByExternalId(db: Db, externalId: string) {
  return db.$client.prepare("SELECT * FROM deals WHERE external_id = ?").get(externalId) as
    | (Record<string, unknown> & { valuation: string })
    | undefined;
}
