/**
 * A streaming reader of quoted CSV (RFC 4180 style): fields separated by commas, optionally in
 * double quotes, `""` for a quote inside quotes, and quoted fields may span lines. The file is
 * read in chunks and never held in memory whole.
 *
 * Each record comes with the (1-based) line number it starts on, so a bad row can be reported
 * where a person would find it. Blank lines are skipped; a UTF-8 byte-order mark is dropped.
 */
import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";

export interface CsvRecord {
  /** The line of the file the record starts on, from 1. */
  lineNumber: number;
  fields: string[];
  /** True when the file ended inside a quoted field (the record is probably damaged). */
  unterminated?: boolean;
}

export interface CsvReadOptions {
  /** Called with every chunk read from disk (for a hash or a progress bar). */
  onChunk?: (chunk: Buffer) => void;
  /** Read buffer size, bytes. */
  highWaterMark?: number;
}

/** Reads `file` record by record. */
export async function* readCsv(file: string, options: CsvReadOptions = {}): AsyncGenerator<CsvRecord> {
  const stream = createReadStream(file, { highWaterMark: options.highWaterMark ?? 256 * 1024 });
  const decoder = new StringDecoder("utf8");
  const lines = new CsvLineJoiner();
  let first = true;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    options.onChunk?.(chunk);
    let text = decoder.write(chunk);
    if (first) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    yield* lines.push(text);
  }
  yield* lines.push(decoder.end());
  yield* lines.end();
}

/**
 * Turns text arriving in pieces into complete records. A line that ends inside a quoted field
 * continues on the next line.
 */
export class CsvLineJoiner {
  private rest = "";
  private lineNumber = 0;
  private record: string | null = null;
  private recordLine = 0;
  private inQuotes = false;

  *push(text: string): Generator<CsvRecord> {
    if (!text) return;
    const buffer = this.rest + text;
    let start = 0;
    let newline = buffer.indexOf("\n", start);
    while (newline !== -1) {
      let line = buffer.slice(start, newline);
      if (line.endsWith("\r")) line = line.slice(0, -1);
      const record = this.line(line);
      if (record) yield record;
      start = newline + 1;
      newline = buffer.indexOf("\n", start);
    }
    this.rest = buffer.slice(start);
  }

  *end(): Generator<CsvRecord> {
    if (this.rest) {
      let line = this.rest;
      this.rest = "";
      if (line.endsWith("\r")) line = line.slice(0, -1);
      const record = this.line(line);
      if (record) yield record;
    }
    if (this.record !== null) {
      const record: CsvRecord = {
        lineNumber: this.recordLine,
        fields: parseCsvLine(this.record),
        unterminated: true,
      };
      this.record = null;
      yield record;
    }
  }

  private line(line: string): CsvRecord | null {
    this.lineNumber++;
    if (this.record === null) {
      if (line.length === 0) return null;
      this.record = line;
      this.recordLine = this.lineNumber;
      this.inQuotes = endsInsideQuotes(line, false);
    } else {
      this.record += "\n" + line;
      this.inQuotes = endsInsideQuotes(line, true);
    }
    if (this.inQuotes) return null;
    const record: CsvRecord = { lineNumber: this.recordLine, fields: parseCsvLine(this.record) };
    this.record = null;
    return record;
  }
}

/**
 * Whether a physical line ends inside a quoted field. A quote opens a quoted field only at the
 * start of a field; elsewhere it is a literal character (so a stray quote cannot swallow the
 * lines after it).
 */
function endsInsideQuotes(line: string, startInQuotes: boolean): boolean {
  let inQuotes = startInQuotes;
  let fieldStart = !startInQuotes;
  const n = line.length;
  for (let i = 0; i < n; i++) {
    const c = line.charCodeAt(i);
    if (inQuotes) {
      if (c === 34) {
        if (line.charCodeAt(i + 1) === 34) i++;
        else inQuotes = false;
      }
    } else if (c === 44 /* , */) {
      fieldStart = true;
      continue;
    } else if (c === 34 && fieldStart) {
      inQuotes = true;
    }
    fieldStart = false;
  }
  return inQuotes;
}

/**
 * Splits one complete record into fields. Lenient: text after a closing quote is kept, a quote
 * inside an unquoted field is a literal character, and an unclosed quote runs to the end.
 */
export function parseCsvLine(text: string): string[] {
  const fields: string[] = [];
  const n = text.length;
  let i = 0;
  for (;;) {
    if (i < n && text.charCodeAt(i) === 34 /* " */) {
      let value = "";
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q === -1) {
          value += text.slice(i);
          i = n;
          break;
        }
        value += text.slice(i, q);
        if (text.charCodeAt(q + 1) === 34) {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      const comma = text.indexOf(",", i);
      if (comma === -1) {
        fields.push(value + text.slice(i));
        return fields;
      }
      fields.push(value + text.slice(i, comma));
      i = comma + 1;
    } else {
      const comma = text.indexOf(",", i);
      if (comma === -1) {
        fields.push(text.slice(i));
        return fields;
      }
      fields.push(text.slice(i, comma));
      i = comma + 1;
    }
  }
}

/** Reads just the first record of a file (for recognising its kind), or null if it is empty. */
export async function readFirstCsvRecord(file: string): Promise<CsvRecord | null> {
  for await (const record of readCsv(file, { highWaterMark: 16 * 1024 })) return record;
  return null;
}
