/**
 * A reference file that would replace a table with far less is refused and the table is left as
 * it was (decision 085): the real importers on real SQLite files, with the shipped files cut
 * short, thinned or spoiled. `--force` replaces anyway; a full file and a first load still import.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../db/import/cli";
import { importUkHpi, indexMonths, indexMonthsWarning } from "../../db/import/hpi";
import { detectKind } from "../../db/import/detect";
import { importRents, importRentsFile, REFERENCE_IMPORTERS, rentsPeriodFromTitle, rentsPeriodOf, type ReferenceKind } from "../../db/import/reference";
import { cliIo, DATA, FIXTURES, loadReference, REFERENCE_FILES, tempDb, type TempDb } from "./import-helpers";

/** The tables each kind writes. */
const TABLES: Record<ReferenceKind, string[]> = {
  rents: ["rents", "area_regions"],
  "hpi-la": ["hpi_local_authorities"],
  "hpi-regions": ["hpi_regions_monthly"],
  districts: ["postcode_districts"],
  sectors: ["postcode_sectors"],
  "local-authorities": ["local_authorities"],
  "pipr-rents": ["current_rents"],
  "pipr-areas": ["current_rents"],
  "bedroom-stock": ["bedroom_stock"],
};

const quiet = { progress: false };

/** The file's header and data lines (each with its line ending). */
function lines(file: string): { header: string; data: string[] } {
  const [header, ...data] = readFileSync(file, "utf8").split(/(?<=\n)/);
  return { header: header!, data: data.filter((l) => l.trim() !== "") };
}

/** The shipped file of a kind, with its lines. */
function shipped(kind: ReferenceKind) {
  const full = join(DATA, REFERENCE_FILES.find(([k]) => k === kind)![1]);
  return { full, ...lines(full) };
}

/** Writes `data` under the shipped file's own name (its name carries its period) in a folder of its own. */
function writeAs(dir: string, original: string, label: string, header: string, data: string[]): string {
  const folder = join(dir, label);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, basename(original));
  writeFileSync(file, header + data.join(""));
  return file;
}

/**
 * A tenth of the file's rows: the first, or for the regional UK HPI series the newest months
 * (every region), so it still ends at the month of the authority averages held (decision 099).
 */
function aTenth(kind: ReferenceKind, data: string[]): string[] {
  const n = Math.ceil(data.length / 10);
  return kind === "hpi-regions" ? data.slice(-n) : data.slice(0, n);
}

/** Every row of a kind's tables, order aside. */
function snapshot(t: TempDb, kind: ReferenceKind): string[][] {
  return TABLES[kind].map((table) =>
    (t.db.$client.prepare(`SELECT * FROM ${table}`).all() as unknown[]).map((r) => JSON.stringify(r)).sort(),
  );
}

const count = (t: TempDb, table: string, where = "") => t.db.$client.prepare(`SELECT count(*) FROM ${table} ${where}`).pluck().get() as number;

const refusal = (file: string) => new RegExp(`^${basename(file).replace(/\./g, "\\.")}( \\(from [^)]+\\))? refused, the \\w+ table is unchanged: .+--force`);

// One database with the shipped reference data for the two describes that replace its tables.
let t: TempDb;
beforeAll(async () => {
  t = tempDb();
  await loadReference(t.db);
});
afterAll(() => t.close());

describe("reference imports refuse an implausible file (decision 085)", () => {
  for (const [kind] of REFERENCE_FILES) {
    it(`${kind}: a file cut to a tenth is refused and changes nothing; --force replaces; the full file imports again`, async () => {
      const { full, header, data } = shipped(kind);
      const cut = writeAs(t.dir, full, `cut-${kind}`, header, aTenth(kind, data));
      const before = snapshot(t, kind);
      const table = TABLES[kind][0]!;
      const held = count(t, table);

      await expect(REFERENCE_IMPORTERS[kind](t.db, cut, quiet)).rejects.toThrow(refusal(cut));
      expect(snapshot(t, kind)).toEqual(before);

      const forced = await REFERENCE_IMPORTERS[kind](t.db, cut, { ...quiet, force: true });
      expect(forced.written).toBeGreaterThan(0);
      expect(count(t, table)).toBeLessThan(held);

      const again = await REFERENCE_IMPORTERS[kind](t.db, full, quiet);
      expect(again.malformed).toBe(0);
      expect(snapshot(t, kind)).toEqual(before);
    });
  }

  it("rents: a file with a valid header and one bad row is refused (no usable rows), the rents kept", async () => {
    const { full, header } = shipped("rents");
    const bad = writeAs(t.dir, full, "rents-one-bad-row", header, ["E06000001,Hartlepool,NA,Penthouse,10,500,400,480,560\n"]);
    const before = snapshot(t, "rents");
    await expect(REFERENCE_IMPORTERS.rents(t.db, bad, quiet)).rejects.toThrow(/no usable rows \(1 read, 1 malformed, the first at line 2: bad bedroom_category "Penthouse"\)/);
    expect(snapshot(t, "rents")).toEqual(before);
    expect(count(t, "rents")).toBe(2499);
  });

  it("rents: a file with more than a tenth of its rows malformed is refused, a few malformed rows are not", async () => {
    const { full, header, data } = shipped("rents");
    const spoil = (every: number) => data.map((l, i) => (i % every === 0 ? l.replace(/,(Room|Studio|One Bedroom|Two Bedrooms|Three Bedrooms|Four or more Bedrooms|All categories),/, ",Penthouse,") : l));
    const before = snapshot(t, "rents");
    const spoilt = writeAs(t.dir, full, "rents-spoilt", header, spoil(6));
    await expect(REFERENCE_IMPORTERS.rents(t.db, spoilt, quiet)).rejects.toThrow(/417 of its 2499 rows are malformed \(more than 10%, the first at line 2: bad bedroom_category "Penthouse"\)/);
    expect(snapshot(t, "rents")).toEqual(before);
    const fewBad = writeAs(t.dir, full, "rents-few-bad", header, spoil(500));
    expect((await REFERENCE_IMPORTERS.rents(t.db, fewBad, quiet)).malformed).toBe(5);
    await REFERENCE_IMPORTERS.rents(t.db, full, quiet);
    expect(snapshot(t, "rents")).toEqual(before);
  });

  it("hpi-la: one row is refused; so are most rows with too few authorities, or an older month; a newer month imports", async () => {
    const { full, header, data } = shipped("hpi-la");
    const before = snapshot(t, "hpi-la");
    const one = writeAs(t.dir, full, "la-one", header, data.slice(0, 1));
    await expect(REFERENCE_IMPORTERS["hpi-la"](t.db, one, quiet)).rejects.toThrow(/it has 1 row where the table holds 360 \(under 50%\)/);
    // 300 of 360 authorities: over half the rows, but a sixth of the authorities gone.
    const fewer = writeAs(t.dir, full, "la-fewer", header, data.slice(0, 300));
    await expect(REFERENCE_IMPORTERS["hpi-la"](t.db, fewer, quiet)).rejects.toThrow(/it covers 300 of the 360 areas the table holds \(under 90%; missing /);
    const older = writeAs(t.dir, full, "la-older", header, data.map((l) => l.replace(",July 2025,", ",June 2025,")));
    await expect(REFERENCE_IMPORTERS["hpi-la"](t.db, older, quiet)).rejects.toThrow(/its newest month is 2025-06, older than the table's 2025-07/);
    expect(snapshot(t, "hpi-la")).toEqual(before);

    // A newer month imports with the regional series that reaches it (alone it is refused: decision 099).
    const newer = writeAs(t.dir, full, "la-newer", header, data.map((l) => l.replace(",July 2025,", ",August 2025,")));
    await expect(REFERENCE_IMPORTERS["hpi-la"](t.db, newer, quiet)).rejects.toThrow(
      /the UK HPI by local authority would run to August 2025 and the regional series to July 2025/,
    );
    const regions = shipped("hpi-regions");
    const august = regions.data.filter((l) => /^Jul 2025/.test(l)).map((l) => l.replace(/^Jul 2025 \[\w\]/, "Aug 2025"));
    const regionsNewer = writeAs(t.dir, regions.full, "regions-newer", regions.header, [...regions.data, ...august]);
    await importUkHpi(t.db, { la: newer, regions: regionsNewer }, quiet);
    expect(count(t, "hpi_local_authorities", "WHERE period = 'August 2025'")).toBe(349); // and 11 of Northern Ireland's quarter
    expect(count(t, "hpi_regions_monthly", "WHERE month = '2025-08'")).toBe(15);
    await importUkHpi(t.db, { la: full, regions: regions.full }, { ...quiet, force: true });
    expect(snapshot(t, "hpi-la")).toEqual(before);
  });

  it("hpi-regions: a series missing regions, cut short, or starting later is refused, though it has most of the rows", async () => {
    const { full, header, data } = shipped("hpi-regions");
    const before = snapshot(t, "hpi-regions");
    const withoutTwo = writeAs(t.dir, full, "regions-13", header, data.filter((l) => !/,(London|Wales),/.test(l)));
    await expect(REFERENCE_IMPORTERS["hpi-regions"](t.db, withoutTwo, quiet)).rejects.toThrow(/it covers 13 of the 15 areas the table holds/);
    // A date-ordered file cut in 2025: every region, 96% of the rows, the newest months gone.
    const cutShort = writeAs(t.dir, full, "regions-cut", header, data.filter((l) => !/^\w+ 2025\b/.test(l)));
    await expect(REFERENCE_IMPORTERS["hpi-regions"](t.db, cutShort, quiet)).rejects.toThrow(/its newest month is 2024-12, older than the table's 2025-07/);
    // Every region from 2016: more than half the rows, but the sales of 2010–2015 would lose their index.
    const later = writeAs(t.dir, full, "regions-later", header, data.filter((l) => !/^\w+ 201[1-5]\b/.test(l)));
    await expect(REFERENCE_IMPORTERS["hpi-regions"](t.db, later, quiet)).rejects.toThrow(/it starts in 2016-01, where the table's series starts in 2011-01/);
    expect(snapshot(t, "hpi-regions")).toEqual(before);

    // Every region and month, and one earlier: a longer series imports.
    const longer = writeAs(t.dir, full, "regions-longer", header, ["Dec 2010,London,40.1,,\n", ...data]);
    await REFERENCE_IMPORTERS["hpi-regions"](t.db, longer, quiet);
    expect(count(t, "hpi_regions_monthly")).toBe(2626);
  });

  it("rents: a file of an older period is refused naming both, or kept with keepNewer (decision 112)", async () => {
    const { full, header, data } = shipped("rents");
    const named = (label: string, name: string) => {
      const folder = join(t.dir, label);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, name), header + data.join(""));
      return join(folder, name);
    };
    const newer = named("rents-newer", "private-rents-by-la-and-bedrooms-2023-24.csv");
    const periods = () => t.db.$client.prepare("SELECT DISTINCT period FROM rents").pluck().all();
    await importRents(t.db, newer, quiet);
    expect(periods()).toEqual(["2023-24"]);
    const before = snapshot(t, "rents");
    const runs = count(t, "import_runs", "WHERE kind = 'rents'");

    await expect(importRents(t.db, full, quiet)).rejects.toThrow(
      "private-rents-by-la-and-bedrooms-2022-23.csv refused, the rents table is unchanged: its period is 2022-23, older than the table's 2023-24. " +
        "If the file is right, run again with --force to replace the table with it.",
    );
    // --period names the file's year where its name does not.
    const { err, io } = cliIo(t);
    expect(await runCli([newer, "--period", "2021-22"], io)).toBe(1);
    expect(err[0]).toContain("its period is 2021-22, older than the table's 2023-24");

    const kept = await importRentsFile(t.db, full, { ...quiet, keepNewer: true });
    expect(kept.kept).toEqual({ held: "2023-24", file: "2022-23" });
    expect(kept.summary.written).toBe(0);
    expect(kept.summary.notes).toContain("not imported: the rents held are for 2023-24, newer than this file's 2022-23");
    expect(count(t, "import_runs", "WHERE kind = 'rents'")).toBe(runs);
    // keepNewer keeps only for a newer period: an older file that is also cut short is refused.
    const cut = writeAs(t.dir, full, "rents-older-cut", header, aTenth("rents", data));
    await expect(importRentsFile(t.db, cut, { ...quiet, keepNewer: true })).rejects.toThrow(/it has 250 rows where the table holds 2499 \(under 50%\);.* its period is 2022-23, older than the table.s 2023-24\./);
    expect(snapshot(t, "rents")).toEqual(before);
    // A file whose period is unknown: decision 120's tests below.
    await importRents(t.db, full, { ...quiet, force: true });
    expect(periods()).toEqual(["2022-23"]);
  });

  it("the data CLI exits 1 naming the file and why, and imports it with --force", async () => {
    const { full, header, data } = shipped("hpi-la");
    const one = writeAs(t.dir, full, "cli-one", header, data.slice(0, 1));
    const { err, io } = cliIo(t);
    expect(await runCli([one, "--kind", "hpi-la"], io)).toBe(1);
    expect(err[0]).toMatch(/^Import failed: ukhpi-by-la-2025-07\.csv refused, the hpi_local_authorities table is unchanged: it has 1 row where the table holds \d+/);
    expect(err[0]).toContain("--force");
    expect(count(t, "hpi_local_authorities")).toBeGreaterThan(1);
    expect(await runCli([one, "--kind", "hpi-la", "--force"], io)).toBe(0);
    expect(count(t, "hpi_local_authorities")).toBe(1);
    await REFERENCE_IMPORTERS["hpi-la"](t.db, full, quiet);
  });
});

describe("a rents file's period: its title, else its name; with neither, refused where rents are held (decision 120)", () => {
  const FIXTURE = join(FIXTURES, "rents-ons-table-2-7.csv");
  /** The ONS's title of its Table 2.7, for the year starting in October `from`, as a CSV line. */
  const title = (from: number) =>
    `"Table 2.7: Summary of monthly rents recorded between 1 October ${from} to 30 September ${from + 1} by administrative area for England",,,,,,,,\n`;
  /** The shipped rents (every row) under `name`, with `above` lines over the header. */
  function rents(label: string, name: string, above = "") {
    const { header, data } = shipped("rents");
    const folder = join(t.dir, label);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, name), above + header + data.join(""));
    return join(folder, name);
  }
  const periods = (db = t) => db.db.$client.prepare("SELECT DISTINCT period FROM rents").pluck().all();
  const UNKNOWN =
    'its period is unknown (no title line such as "… recorded between 1 October 2023 to 30 September 2024 …" above its header, ' +
    "and no year such as 2023-24 in its name or given with --period)";

  it("reads the year from the span the ONS's title gives", () => {
    expect(rentsPeriodFromTitle(["Table 2.7: Summary of monthly rents recorded between 1 October 2022 to 30 September 2023 by administrative area for England"])).toBe("2022-23");
    expect(rentsPeriodFromTitle(["Published: 20 December 2023", "Summary of rents recorded between 1 April 2019 and 31 March 2020"])).toBe("2019-20");
    // Not a year across two calendar years, or no span: no period.
    expect(rentsPeriodFromTitle(["Rents recorded between 1 January 2023 to 31 December 2023"])).toBeNull();
    expect(rentsPeriodFromTitle(["Published: 20 December 2023"])).toBeNull();
  });

  it("the fixture, an ONS table with its title and no year in its name, is recognised and a first load stores the title's year", async () => {
    expect(await detectKind(FIXTURE)).toEqual({ kind: "rents" });
    expect(await rentsPeriodOf(FIXTURE)).toEqual({ period: "2022-23", from: "from the file's title" });
    const empty = tempDb();
    try {
      const { out, io } = cliIo(empty);
      expect(await runCli([FIXTURE], io)).toBe(0);
      expect(out.join("\n")).toMatch(/20 rows read.*period 2022-23 \(from the file's title\)/s);
      expect(periods(empty)).toEqual(["2022-23"]);
      // A first load needs no period: nothing is held that it could roll back.
      const fresh = tempDb();
      try {
        const noPeriod = writeAs(fresh.dir, FIXTURE, "no-title", "", readFileSync(FIXTURE, "utf8").split(/(?<=\n)/).slice(3));
        expect(await rentsPeriodOf(noPeriod)).toEqual({ period: null, from: "not in the file's title or name" });
        expect((await importRents(fresh.db, noPeriod, quiet)).notes.join("\n")).toMatch(/; period unknown \(not in the file's title or name\)$/m);
        expect(periods(fresh)).toEqual([null]);
      } finally {
        fresh.close();
      }
    } finally {
      empty.close();
    }
  });

  it("with rents held, the title's year is compared: older refused, newer imported; it outranks the file name", async () => {
    await importRents(t.db, rents("titled-newer", "rents.csv", title(2023)), quiet);
    expect(periods()).toEqual(["2023-24"]);
    const before = snapshot(t, "rents");
    // The title says 2022-23, whatever the name says.
    const older = rents("titled-older", "private-rents-2025-26.csv", title(2022) + ",,,,,,,,\n");
    expect(await rentsPeriodOf(older)).toEqual({ period: "2022-23", from: "from the file's title; its name says 2025-26" });
    await expect(importRents(t.db, older, quiet)).rejects.toThrow(
      "private-rents-2025-26.csv refused, the rents table is unchanged: its period is 2022-23, older than the table's 2023-24. " +
        "If the file is right, run again with --force to replace the table with it.",
    );
    expect(snapshot(t, "rents")).toEqual(before);
    // --period still comes first.
    expect(await rentsPeriodOf(older, "2024-25")).toEqual({ period: "2024-25", from: "given with --period" });
  });

  it("with rents held, a file with no period is refused, saying how to force it; --force imports it; a dated file then replaces it", async () => {
    expect(periods()).toEqual(["2023-24"]);
    const before = snapshot(t, "rents");
    const runs = count(t, "import_runs", "WHERE kind = 'rents'");
    const unknown = rents("undated", "rents.csv");
    const { err, io } = cliIo(t);
    expect(await runCli([unknown], io)).toBe(1);
    expect(err).toEqual([
      `Import failed: rents.csv refused, the rents table is unchanged: ${UNKNOWN}, so it cannot be checked against the table's 2023-24. ` +
        "If the file is right, run again with --force to replace the table with it.",
    ]);
    // Not kept as newer by the shipped loads either: refused.
    await expect(importRentsFile(t.db, unknown, { ...quiet, keepNewer: true })).rejects.toThrow(UNKNOWN);
    expect(snapshot(t, "rents")).toEqual(before);
    expect(count(t, "import_runs", "WHERE kind = 'rents'")).toBe(runs);

    expect(await runCli([unknown, "--force"], io)).toBe(0);
    expect(periods()).toEqual([null]);
    // Rents of unknown period held: another undated file cannot be compared with them either.
    await expect(importRents(t.db, unknown, quiet)).rejects.toThrow(`${UNKNOWN}, so it cannot be checked against the rows held (of unknown period too).`);
    // A dated file can replace them.
    await importRents(t.db, shipped("rents").full, quiet);
    expect(periods()).toEqual(["2022-23"]);
  });
});

describe("a first load into empty tables", () => {
  it("imports even a short file of every kind (nothing is held to compare with)", async () => {
    const t = tempDb();
    try {
      for (const [kind] of REFERENCE_FILES) {
        const { full, header, data } = shipped(kind);
        const cut = writeAs(t.dir, full, `first-${kind}`, header, aTenth(kind, data));
        expect((await REFERENCE_IMPORTERS[kind](t.db, cut, quiet)).written, kind).toBeGreaterThan(0);
        expect(count(t, TABLES[kind][0]!), kind).toBeGreaterThan(0);
      }
    } finally {
      t.close();
    }
  });
});

describe("the two UK HPI tables end at one month (decision 099)", () => {

  const la = () => shipped("hpi-la");
  const regions = () => shipped("hpi-regions");
  // The shipped UK HPI, whatever the tests before left.
  beforeAll(() => importUkHpi(t.db, { la: la().full, regions: regions().full }, { ...quiet, force: true }));

  it("a pair whose files end at different months is refused, even with --force, both tables unchanged", async () => {
    const august = writeAs(t.dir, la().full, "pair-august", la().header, la().data.map((l) => l.replace(",July 2025,", ",August 2025,")));
    const before = [snapshot(t, "hpi-la"), snapshot(t, "hpi-regions")];
    for (const force of [false, true]) {
      await expect(importUkHpi(t.db, { la: august, regions: regions().full }, { ...quiet, force })).rejects.toThrow(
        "ukhpi-by-la-2025-07.csv and ukhpi-regions-monthly-2011-2025.csv refused, both UK HPI tables are unchanged: " +
          "the UK HPI by local authority would run to August 2025 and the regional series to July 2025. " +
          "Every valuation reads the two at one month, so the two files must end at the same month (--force does not change this).",
      );
    }
    expect([snapshot(t, "hpi-la"), snapshot(t, "hpi-regions")]).toEqual(before);
    expect(indexMonthsWarning(t.db)).toBeNull();
  });

  it("tables an earlier version left at different months: a start warns, the shipped pair is not kept over them, one update mends them", async () => {
    t.db.$client.prepare("UPDATE hpi_local_authorities SET period = 'September 2025' WHERE period = 'July 2025'").run();
    expect(indexMonths(t.db)).toEqual({ byAuthority: "2025-09", regional: "2025-07" });
    expect(indexMonthsWarning(t.db)).toBe(
      "The UK HPI tables end at different months: by local authority September 2025, the regional series July 2025 " +
        "(an import by an earlier version moved one without the other). Deals imported now compare a value at July 2025 prices " +
        "with September 2025 averages. Run npm run data:update, or npm run data:import -- shipped --force, to bring both to one month.",
    );
    // Not a newer index to keep: the shipped pair is refused as older, and --force goes back to it.
    await expect(importUkHpi(t.db, { la: la().full, regions: regions().full }, { ...quiet, keepNewerIndex: true })).rejects.toThrow(
      /^ukhpi-by-la-2025-07\.csv refused, both UK HPI tables are unchanged: its newest month is 2025-07, older than the table's 2025-09/,
    );
    const { kept, summaries } = await importUkHpi(t.db, { la: la().full, regions: regions().full }, { ...quiet, force: true });
    expect(kept).toBeNull();
    expect(summaries.at(-1)!.notes).toContain("the UK HPI now runs to July 2025 in both tables: deals valued from now on are at July 2025 prices");
    expect(indexMonthsWarning(t.db)).toBeNull();
  });
});
