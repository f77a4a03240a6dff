/**
 * The gazetteer's place index kept in the database (decision 157): what it derives from every
 * sale, made once after each import and read back by any process that meets that import, so a
 * start, or a server beside an importer, reads one row instead of the whole deals table (about
 * 7 s at a million deals, with the event loop held all that time).
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { placeIndex } from "../../db/schema";
import type { Db } from "./db.server";
import type { LocalityArea, LocalityPostcodes } from "./locality-postcodes.server";

/**
 * How the index is made. Raise it with any change to what `localitiesOf`, `localityPostcodes`,
 * `splitsOf` or `countyAreasOf` (places.server.ts) derive, so an index made by older code is made again, not read.
 */
export const PLACES_METHOD = 1;

export type PlaceIndex = {
  /** The localities the addresses name (decisions 121 and 127). */
  names: string[];
  /** Where each locality's sales are. */
  areas: Map<string, LocalityArea>;
  /** The postcodes a search for each locality reads (decision 135). */
  postcodes: Map<string, LocalityPostcodes | null>;
  /** The towns and localities whose sales lie in places far apart (decision 152). */
  splits: Map<string, string[][]>;
  /** Each county's local-authority codes, or null where it is not exactly a set of them. */
  countyAreas: Map<string, string[] | null>;
};

const strings = z.array(z.string());

/**
 * The index as kept. Read back through this shape, so a row whose shape an upgrade changed
 * without raising `PLACES_METHOD` is made again rather than read wrongly.
 */
const storedSchema = z.object({
  names: strings,
  areas: z.array(z.tuple([z.string(), z.object({ districts: strings.nullable(), sectors: strings, postcodes: strings })])),
  postcodes: z.array(
    z.tuple([z.string(), z.object({ postcodes: strings, checked: strings, noPostcode: z.boolean() }).nullable()]),
  ),
  splits: z.array(z.tuple([z.string(), z.array(strings)])),
  countyAreas: z.array(z.tuple([z.string(), strings.nullable()])),
});

type Stored = z.infer<typeof storedSchema>;

/** The index made after import run `importRun` by this method, if one is kept. */
export function readPlaceIndex(db: Db, importRun: number): PlaceIndex | null {
  const row = db.select().from(placeIndex).where(eq(placeIndex.id, 1)).get();
  if (!row || row.importRun !== importRun || row.method !== PLACES_METHOD) return null;
  let stored: Stored;
  try {
    stored = storedSchema.parse(JSON.parse(row.data));
  } catch {
    return null;
  }
  return {
    names: stored.names, areas: new Map(stored.areas), postcodes: new Map(stored.postcodes), splits: new Map(stored.splits),
    countyAreas: new Map(stored.countyAreas),
  };
}

/**
 * Keeps the index made after `importRun`, in place of any other. Best effort: a database this
 * process may not write (read-only, or busy past its timeout) only means the next process makes
 * the index again.
 */
export function writePlaceIndex(db: Db, importRun: number, index: PlaceIndex): void {
  const stored: Stored = {
    names: index.names,
    areas: [...index.areas],
    postcodes: [...index.postcodes],
    splits: [...index.splits],
    countyAreas: [...index.countyAreas],
  };
  const row = { id: 1, importRun, method: PLACES_METHOD, data: JSON.stringify(stored), madeAt: new Date() };
  try {
    db.insert(placeIndex).values(row).onConflictDoUpdate({ target: placeIndex.id, set: row }).run();
  } catch (error) {
    console.warn("The place index was not kept; the next start makes it again", error);
  }
}

/** The index for `importRun`: the one kept, or one made now (and kept). */
export function placeIndexFor(db: Db, importRun: number, make: () => PlaceIndex): PlaceIndex {
  const kept = readPlaceIndex(db, importRun);
  if (kept) return kept;
  const made = make();
  writePlaceIndex(db, importRun, made);
  return made;
}
