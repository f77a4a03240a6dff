import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseCsvLine, readCsv, readFirstCsvRecord, type CsvRecord } from "../../db/import/csv";

const dir = mkdtempSync(join(tmpdir(), "dealfinder-csv-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function read(text: string | Buffer, highWaterMark?: number): Promise<CsvRecord[]> {
  const file = join(dir, `f${n++}.csv`);
  writeFileSync(file, text);
  const out: CsvRecord[] = [];
  for await (const r of readCsv(file, { highWaterMark })) out.push(r);
  return out;
}

describe("parseCsvLine", () => {
  it("splits plain and quoted fields", () => {
    expect(parseCsvLine('a,"b, c","d ""e""",,f')).toEqual(["a", "b, c", 'd "e"', "", "f"]);
  });
  it("keeps a quote inside an unquoted field as a character", () => {
    expect(parseCsvLine('12" TV,x')).toEqual(['12" TV', "x"]);
  });
  it("gives one empty field for an empty line and a trailing empty field after a comma", () => {
    expect(parseCsvLine("")).toEqual([""]);
    expect(parseCsvLine("a,")).toEqual(["a", ""]);
  });
});

describe("readCsv", () => {
  it("yields records with their starting line numbers, skipping blank lines", async () => {
    const records = await read('h1,h2\n\n"x",1\r\n"multi\nline",2\n\nlast,3');
    expect(records).toEqual([
      { lineNumber: 1, fields: ["h1", "h2"] },
      { lineNumber: 3, fields: ["x", "1"] },
      { lineNumber: 4, fields: ["multi\nline", "2"] },
      { lineNumber: 7, fields: ["last", "3"] },
    ]);
  });

  it("drops a byte-order mark and survives chunk boundaries anywhere, even inside a £", async () => {
    const text = '\uFEFFname,price\n"Peel Brow, Bury","£170,000"\n"say ""hi""",£5\n';
    const whole = await read(text);
    const tiny = await read(Buffer.from(text, "utf8"), 3);
    expect(tiny).toEqual(whole);
    expect(whole[0]!.fields).toEqual(["name", "price"]);
    expect(whole[1]!.fields).toEqual(["Peel Brow, Bury", "£170,000"]);
    expect(whole[2]!.fields).toEqual(['say "hi"', "£5"]);
  });

  it("does not let a stray quote in an unquoted field swallow the next line", async () => {
    const records = await read('a,5" deep,c\nd,e,f\n');
    expect(records.map((r) => r.fields)).toEqual([
      ["a", '5" deep', "c"],
      ["d", "e", "f"],
    ]);
  });

  it("flags a record left inside an open quote at the end of the file", async () => {
    const records = await read('a,b\n"open,c\nmore');
    expect(records[1]).toMatchObject({ lineNumber: 2, unterminated: true });
  });

  it("reads just the first record", async () => {
    const file = join(dir, "first.csv");
    writeFileSync(file, "x,y\n1,2\n");
    expect(await readFirstCsvRecord(file)).toEqual({ lineNumber: 1, fields: ["x", "y"] });
  });
});
