/**
 * Decision 157: the gazetteer's pass over every sale is made once after an import and kept in the
 * database, so a start or another process reads it back instead of the whole deals table.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../db/import/cli";
import { openDatabase } from "../../app/server/db.server";
import { getGazetteer, latestImportRun, localityAreas } from "../../app/server/places.server";
import { PLACES_METHOD, readPlaceIndex, writePlaceIndex, type PlaceIndex } from "../../app/server/place-index.server";
import { cliIo, FIXTURES } from "../unit/import-helpers";
import { useTempDatabase } from "../support/db";

const db = useTempDatabase("each");

/** A new import run, as an importer ends one: the latest run's number. */
function newImportRun(): number {
  return Number(
    db()
      .$client.prepare(
        "insert into import_runs (kind, file, sha256, rows_read, rows_applied, rows_malformed, finished_at) values ('price-paid', 'test.csv', 'x', 0, 0, 0, ?)",
      )
      .run(Date.now()).lastInsertRowid,
  );
}

const keptRow = () =>
  db().$client.prepare("select import_run as importRun, method from place_index where id = 1").get() as
    | { importRun: number; method: number }
    | undefined;

/** An index no pass over the sales would make: a locality of its own, at a postcode of its own. */
const MADE_UP: PlaceIndex = {
  names: ["Nowhere Green"],
  areas: new Map([["Nowhere Green", { districts: ["ZZ1"], sectors: [], postcodes: ["ZZ1 1ZZ"] }]]),
  postcodes: new Map([["Nowhere Green", { postcodes: ["ZZ1 1ZZ"], checked: [], noPostcode: false }]]),
  splits: new Map(),
  countyAreas: new Map(),
};

describe("the place index", () => {
  it("is kept for the import it was made after, and reads back as it was made", () => {
    const run = newImportRun();
    getGazetteer(db());
    expect(keptRow()).toEqual({ importRun: run, method: PLACES_METHOD });
    const kept = readPlaceIndex(db(), run)!;
    // The same as the pass the gazetteer just made: the shipped data's localities with their areas.
    expect(kept.areas).toEqual(new Map(localityAreas(db())));
    expect(kept.names.length).toBeGreaterThan(100);
    expect(kept.postcodes.get("Colliers Wood")?.postcodes.length).toBeGreaterThan(0);
    expect(kept.splits.size).toBeGreaterThan(0);
    expect(kept.countyAreas.get("GREATER MANCHESTER")?.length).toBeGreaterThan(1);
  });

  it("is read back, not made again, by a process meeting an import another process indexed", () => {
    const run = newImportRun();
    writePlaceIndex(db(), run, MADE_UP);
    expect(getGazetteer(db()).lookup("Nowhere Green")?.kind).toBe("locality");
  });

  it("is made again when it was made after an older import, or by another method", () => {
    const older = newImportRun();
    writePlaceIndex(db(), older, MADE_UP);
    const run = newImportRun();
    expect(getGazetteer(db()).lookup("Nowhere Green")?.kind).toBeUndefined();
    expect(keptRow()).toEqual({ importRun: run, method: PLACES_METHOD });

    const next = newImportRun();
    db().$client.prepare("update place_index set import_run = ?, method = ?, data = ?").run(next, PLACES_METHOD + 1, JSON.stringify({ names: ["Nowhere Green"], areas: [], postcodes: [], splits: [], countyAreas: [] }));
    expect(getGazetteer(db()).lookup("Nowhere Green")?.kind).toBeUndefined();
    expect(keptRow()).toEqual({ importRun: next, method: PLACES_METHOD });

    // A row of this method whose shape is not the index's (an upgrade that forgot to raise it).
    const last = newImportRun();
    db().$client.prepare("update place_index set import_run = ?, data = ?").run(last, JSON.stringify({ names: ["Nowhere Green"], areas: [], postcodes: [], splits: [] }));
    expect(getGazetteer(db()).lookup("Nowhere Green")?.kind).toBeUndefined();
    expect(readPlaceIndex(db(), last)?.names.length).toBeGreaterThan(100);
  });

  it("is read again on the server's connection after another process records an import (a data:update beside it)", () => {
    expect(getGazetteer(db()).lookup("Nowhere Green")).toBeUndefined();
    // Asked again and again with nothing new, the gazetteer is the one kept.
    const kept = getGazetteer(db());
    expect(getGazetteer(db())).toBe(kept);
    const other = openDatabase(db().$client.name);
    try {
      const run = Number(
        other.$client
          .prepare("insert into import_runs (kind, file, sha256, rows_read, rows_applied, rows_malformed, finished_at) values ('price-paid', 'other.csv', 'y', 0, 0, 0, ?)")
          .run(Date.now()).lastInsertRowid,
      );
      writePlaceIndex(other, run, MADE_UP);
    } finally {
      other.$client.close();
    }
    expect(latestImportRun(db())).toBe(keptRow()!.importRun);
    expect(getGazetteer(db())).not.toBe(kept);
    expect(getGazetteer(db()).lookup("Nowhere Green")?.kind).toBe("locality");
  });

  it("is made by the import command when it is done, for the server to read", async () => {
    const { io } = cliIo({ db: db(), dir: "", close: () => {} });
    expect(await runCli([join(FIXTURES, "ppd-report-sample.csv")], io)).toBe(0);
    const latest = db().$client.prepare("select max(id) from import_runs").pluck().get() as number;
    expect(keptRow()).toEqual({ importRun: latest, method: PLACES_METHOD });
  });
});
