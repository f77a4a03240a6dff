/**
 * Lays out a deal sheet (deal-sheet-data.server.ts) as a tagged A4 PDF with pdfkit (decision 187):
 * a title block, the headline figures, the spec's estimates, a bar chart of a year's income and
 * costs, the valuation inputs with their dates and the dated rules they applied (decision 150),
 * confidence, the data sources with their licence lines, and the date and disclaimer at the foot
 * of every page. The spacing is tight so that the wordiest shipped deal still fits one A4 page.
 *
 * Tagged for screen readers: a structure tree in reading order (the title H1, the sections' H2s,
 * the figures as tables whose rows are headed by their labels, the chart as a Figure whose alt
 * text gives every bar's figure, the sources as a list, the date and disclaimer as the last
 * paragraph), British English, and a title that viewers show. Frames, rules, the title band's
 * fill and the footer's repeats on later pages are artifacts. Built-in Helvetica only (no font
 * files): text is reduced to the characters it can draw (see `pdfSafe`).
 */
import PDFDocument, { type ArtifactOptions, type PDFStructureElement, type StructureOptions } from "pdfkit";
import { APP_NAME } from "~/lib/brand";
import { formatPounds, formatDate } from "~/lib/format";
import type { ChartBar, DealSheet, SheetRow } from "./deal-sheet-data.server";

/** The layout is in millimetres, from the page's top left; pdfkit draws in points. */
const PAGE = { width: 210, height: 297, margin: 16 } as const;
const PT = 72 / 25.4;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_TOP = PAGE.height - 16;
const INK = [15, 23, 42] as const; // slate-900
const MUTED = [71, 85, 105] as const; // slate-600
const RULE = [203, 213, 225] as const; // slate-300
const BOX = [241, 245, 249] as const; // slate-100
const WHITE = [255, 255, 255] as const;
const BRAND = [4, 120, 87] as const; // emerald-700
const COST = [185, 28, 28] as const; // red-700
const RESULT = [30, 64, 175] as const; // blue-800

/**
 * Helvetica in a PDF draws the WinAnsi set (so '£', '©', '×', '÷', '–', '·' are fine); the few
 * symbols the product uses beyond it become ASCII, and anything else is dropped rather than
 * drawn as a wrong glyph.
 */
export function pdfSafe(text: string): string {
  return text
    .replace(/\u2212/g, "-")
    .replace(/\u2265/g, ">=")
    .replace(/\u2264/g, "<=")
    .replace(/\u2192/g, "->")
    .replace(/\u00a0|\u202f/g, " ")
    .replace(/[^\x20-\x7e\u00a1-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, "");
}

type Rgb = readonly [number, number, number];

/**
 * A row's note line, mm: 7.5pt with a little leading, close enough that the wordiest shipped deal,
 * with every row's source or date under it, still fits one page.
 */
const NOTE_LINE = 3;

/** A structure element and its type (its marked content is tagged with the same name). */
type Element = { node: PDFStructureElement; type: string };

class Writer {
  y = PAGE.margin;
  readonly doc: PDFDocument;
  /** The document's one top-level element: everything else is in it, in reading order. */
  readonly root: Element;
  /** The date and disclaimer, read once, last: the first page's footer; the repeats are artifacts. */
  private readonly footerText: Element;
  private pages = 0;

  constructor(
    doc: PDFDocument,
    private readonly footerLine: string,
  ) {
    this.doc = doc;
    this.root = { node: doc.struct("Document"), type: "Document" };
    doc.addStructure(this.root.node);
    this.footerText = { node: doc.struct("P"), type: "P" };
  }

  /** A new element of `type` in `parent` (the document by default), left open for its content. */
  element(type: string, parent: Element = this.root, options: StructureOptions = {}): Element {
    const node = this.doc.struct(type, options);
    parent.node.add(node);
    return { node, type };
  }

  /** Draws `draw` as (more of) `element`'s content. */
  mark(element: Element, draw: () => void) {
    const content = this.doc.markStructureContent(element.type);
    draw();
    this.doc.endMarkedContent();
    element.node.add(content);
  }

  /** Draws `draw` as an artifact: decoration, or a repeat, that a screen reader passes over. */
  artifact(draw: () => void, options: ArtifactOptions = { type: "Layout" }) {
    this.doc.markContent("Artifact", options);
    draw();
    this.doc.endMarkedContent();
  }

  /** Starts a new page when `height` mm would run into the footer. */
  room(height: number) {
    if (this.y + height <= FOOTER_TOP - 3) return;
    this.footer();
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  font(size: number, style: "normal" | "bold" = "normal", color: Rgb = INK) {
    this.doc.font(style === "bold" ? "Helvetica-Bold" : "Helvetica").fontSize(size).fillColor(color);
  }

  /** One line of text in the current font with its baseline at `y`; right-aligned, it ends at `x`. */
  write(text: string, x: number, y: number, align: "left" | "right" = "left") {
    const left = align === "right" ? x * PT - this.doc.widthOfString(text) : x * PT;
    this.doc.text(text, left, y * PT, { lineBreak: false, baseline: "alphabetic" });
  }

  /**
   * `text` in lines of at most `width` mm in the current font, broken at spaces (a word too long
   * for a line is broken where it must). Every line but the last keeps its space, so a screen
   * reader does not run the last word of one line into the first of the next.
   */
  lines(text: string, width: number): string[] {
    const max = width * PT;
    const fits = (s: string) => this.doc.widthOfString(s) <= max;
    const lines: string[] = [];
    let line = "";
    // The line's width so far, added to a word at a time (measuring the whole line again for
    // every word doubled the time a sheet takes). The sum leaves out the kerning before each space,
    // which in Helvetica and Helvetica-Bold never widens (checked for every character pdfSafe
    // keeps), so it is never less than the line's width: a line is measured whole only when the
    // sum says it does not fit.
    let used = 0;
    for (const word of text.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      const more = this.doc.widthOfString(line ? ` ${word}` : word);
      if (used + more <= max || fits(candidate)) {
        line = candidate;
        used += more;
        continue;
      }
      if (line) lines.push(`${line} `);
      line = word;
      while (!fits(line) && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
      used = this.doc.widthOfString(line);
    }
    lines.push(line);
    return lines;
  }

  /** Wrapped text at the cursor as one element (a paragraph by default); moves the cursor. */
  paragraph(
    text: string,
    size: number,
    options: { type?: string; parent?: Element; style?: "normal" | "bold"; color?: Rgb; gap?: number; keepTogether?: boolean } = {},
  ) {
    this.font(size, options.style, options.color);
    const lines = this.lines(pdfSafe(text), CONTENT_WIDTH);
    const lineHeight = size * 0.45;
    // A short paragraph (a licence line) is not split across a page break.
    if (options.keepTogether) this.room(lines.length * lineHeight);
    const element = this.element(options.type ?? "P", options.parent);
    for (const line of lines) {
      this.room(lineHeight);
      this.font(size, options.style, options.color);
      this.mark(element, () => this.write(line, PAGE.margin, this.y + size * 0.35));
      this.y += lineHeight;
    }
    element.node.end();
    this.y += options.gap ?? 1.5;
  }

  heading(text: string) {
    this.room(14);
    this.y += 1;
    this.font(11.5, "bold", BRAND);
    const heading = this.element("H2");
    this.mark(heading, () => this.write(pdfSafe(text), PAGE.margin, this.y + 4));
    heading.node.end();
    this.y += 5.2;
    this.rule();
  }

  /** A horizontal line, `y` mm down, across the text column. */
  line(y: number) {
    this.doc
      .lineWidth(0.3 * PT)
      .moveTo(PAGE.margin * PT, y * PT)
      .lineTo((PAGE.width - PAGE.margin) * PT, y * PT)
      .stroke(RULE);
  }

  rule() {
    this.artifact(() => this.line(this.y));
    this.y += 1.4;
  }

  /**
   * A label and a value on one line (value right-aligned), with an optional note beneath: a row
   * of `table`, headed by its label, with the value and the note as its cells.
   */
  row(table: Element, row: SheetRow) {
    const labelWidth = CONTENT_WIDTH - 45;
    this.font(9.5, "normal", INK);
    const labelLines = this.lines(pdfSafe(row.label), labelWidth);
    this.font(7.5, "normal", MUTED);
    // The note starts below the value's line, so it may run the full width.
    const noteLines = row.note ? this.lines(pdfSafe(row.note), CONTENT_WIDTH) : [];
    // Keep the label with its value and the first note line; a long note may run on to the next page.
    this.room(labelLines.length * 4 + Math.min(noteLines.length, 1) * NOTE_LINE + 0.8);
    const tr = this.element("TR", table);
    this.font(9.5, "normal", INK);
    this.mark(this.element("TH", tr, { scope: "Row" }), () => labelLines.forEach((line, i) => this.write(line, PAGE.margin, this.y + 3.3 + i * 4)));
    this.font(9.5, "bold", INK);
    this.mark(this.element("TD", tr), () => this.write(pdfSafe(row.value), PAGE.width - PAGE.margin, this.y + 3.3, "right"));
    this.y += labelLines.length * 4;
    // Every row has a note cell, empty when it has no note, so the table's columns line up.
    const note = this.element("TD", tr);
    for (const line of noteLines) {
      this.room(NOTE_LINE);
      this.font(7.5, "normal", MUTED);
      this.mark(note, () => this.write(line, PAGE.margin, this.y + 2.6));
      this.y += NOTE_LINE;
    }
    tr.node.end();
    this.y += 0.4;
  }

  /** The date and disclaimer at the foot of the page: read once, as the document's last paragraph. */
  footer() {
    const first = this.pages++ === 0;
    this.artifact(() => this.line(FOOTER_TOP));
    this.font(7.5, "normal", MUTED);
    const lines = this.lines(this.footerLine, CONTENT_WIDTH);
    const draw = () => lines.forEach((line, i) => this.write(line, PAGE.margin, FOOTER_TOP + 4 + i * 3.4));
    if (first) this.mark(this.footerText, draw);
    else this.artifact(draw, { type: "Pagination", attached: ["Bottom"] });
  }

  /** The last page's footer, and the footer's paragraph at the end of the reading order. */
  finish() {
    this.footer();
    this.root.node.add(this.footerText.node);
    this.root.node.end();
  }
}

function titleBlock(w: Writer, sheet: DealSheet) {
  const { doc } = w;
  w.artifact(() => doc.rect(0, 0, PAGE.width * PT, 10 * PT).fill(BRAND));
  w.font(9, "bold", WHITE);
  const band = w.element("P");
  w.mark(band, () => w.write(pdfSafe(`${APP_NAME} · Deal sheet `), PAGE.margin, 6.5));
  w.mark(band, () => w.write(pdfSafe(`Deal ${sheet.id}`), PAGE.width - PAGE.margin, 6.5, "right"));
  band.node.end();
  w.y = 16;
  w.paragraph(sheet.title, 16, { type: "H1", style: "bold", gap: 1 });
  w.paragraph(sheet.address, 10, { gap: 0.5 });
  w.paragraph(sheet.subtitle, 9, { color: MUTED, gap: 0.5 });
  w.paragraph(sheet.provenance, 9, { color: MUTED, gap: 3 });
}

/**
 * A row of boxes: label, value and (optionally) a one-line note under the value. Read as a
 * table, a box a row: its label heads the row, its value and note are the cells.
 */
function boxes(w: Writer, items: { label: string; value: string; note?: string }[]) {
  const { doc } = w;
  const gap = 4;
  const count = items.length;
  const width = (CONTENT_WIDTH - gap * (count - 1)) / count;
  const withNotes = items.some((item) => item.note);
  const height = withNotes ? 17.5 : 14;
  w.room(height + 2);
  const table = w.element("Table");
  items.forEach((item, i) => {
    const x = PAGE.margin + i * (width + gap);
    w.artifact(() => doc.lineWidth(0.3 * PT).roundedRect(x * PT, w.y * PT, width * PT, height * PT, 1.5 * PT).fillAndStroke(BOX, RULE));
    const tr = w.element("TR", table);
    w.font(8, "normal", MUTED);
    w.mark(w.element("TH", tr, { scope: "Row" }), () => w.write(pdfSafe(item.label), x + 3, w.y + 5));
    w.font(14, "bold", INK);
    w.mark(w.element("TD", tr), () => w.write(pdfSafe(item.value), x + 3, w.y + 11));
    if (withNotes) {
      w.font(7, "normal", MUTED);
      const lines = item.note ? w.lines(pdfSafe(item.note), width - 5) : [];
      const note = w.element("TD", tr);
      // jsPDF's line spacing (1.15 × the size), as the sheet has always had.
      if (lines.length > 0) w.mark(note, () => lines.forEach((line, j) => w.write(line, x + 3, w.y + 15 + (j * 7 * 1.15) / PT)));
    }
    tr.node.end();
  });
  table.node.end();
  w.y += height + 2;
}

/** A bar's figure as the chart writes it: a cost is taken away. */
const barValue = (bar: ChartBar) => (bar.kind === "cost" ? `-${formatPounds(bar.value)}` : formatPounds(bar.value));

/** What the chart shows, for a screen reader: every bar's label and figure, and what it is. */
export function chartAltText(bars: ChartBar[]): string {
  const kinds = { income: "income", cost: "a cost", result: "what is left (negative means a shortfall)" } as const;
  return `Bar chart of a year's income and costs, on one scale. ${bars.map((bar) => `${bar.label}: ${barValue(bar)}, ${kinds[bar.kind]}.`).join(" ")}`;
}

/**
 * Horizontal bars on one scale, each value written beside its bar; costs in red, the result in
 * blue. The bars, labels and figures are one Figure, whose alt text says them all.
 */
function barChart(w: Writer, bars: ChartBar[]) {
  const { doc } = w;
  const labelWidth = 38;
  const valueWidth = 26;
  const barArea = CONTENT_WIDTH - labelWidth - valueWidth;
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value)));
  const barHeight = 3.6;
  const step = 5;
  w.room(bars.length * step + 8);
  const box: [number, number, number, number] = [PAGE.margin * PT, w.y * PT, (PAGE.width - PAGE.margin) * PT, (w.y + bars.length * step) * PT];
  const figure = w.element("Figure", w.root, { alt: chartAltText(bars), bbox: box, placement: "Block" });
  w.mark(figure, () => {
    for (const bar of bars) {
      const colour: Rgb = bar.kind === "income" ? BRAND : bar.kind === "cost" ? COST : RESULT;
      w.font(9, "normal", INK);
      w.write(pdfSafe(bar.label), PAGE.margin, w.y + 3.5);
      const length = Math.max(0.6, (Math.abs(bar.value) / max) * barArea);
      doc.rect((PAGE.margin + labelWidth) * PT, w.y * PT, length * PT, barHeight * PT).fill(colour);
      w.font(9, "bold", INK);
      w.write(pdfSafe(barValue(bar)), PAGE.width - PAGE.margin, w.y + 3.5, "right");
      w.y += step;
    }
  });
  figure.node.end();
  w.font(8, "normal", MUTED);
  const key = w.element("P");
  w.mark(key, () => w.write("Green: income. Red: costs. Blue: what is left (negative means a shortfall).", PAGE.margin, w.y + 2));
  key.node.end();
  w.y += 5;
}

/** The PDF's bytes, once pdfkit has written them all. */
function bytesOf(doc: PDFDocument): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("error", reject);
    doc.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

/** The deal sheet as PDF bytes. */
export function renderDealSheet(sheet: DealSheet): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    compress: true,
    pdfVersion: "1.7",
    // A structure tree for screen readers, spoken in British English; viewers show the title, not the file name.
    tagged: true,
    lang: "en-GB",
    displayTitle: true,
    info: {
      Title: pdfSafe(`Deal sheet: ${sheet.title}`),
      Subject: pdfSafe(sheet.address),
      Creator: APP_NAME,
      CreationDate: new Date(`${sheet.generatedOn}T00:00:00Z`),
    },
  });
  const bytes = bytesOf(doc);
  const w = new Writer(doc, pdfSafe([`Generated on ${formatDate(sheet.generatedOn)}.`, ...sheet.disclaimer].join(" ")));

  titleBlock(w, sheet);
  boxes(w, sheet.headline);

  w.heading("Estimates");
  boxes(w, sheet.estimates);

  if (sheet.chart.length > 0) {
    w.heading("A year's income and costs");
    barChart(w, sheet.chart);
  }

  w.heading("Valuation inputs and assumptions");
  if (sheet.inputs.length === 0) {
    w.paragraph("No valuation is stored for this deal: only the headline figures above are available.", 9, { color: MUTED });
  }
  const rows = [...sheet.inputs];
  if (sheet.confidence) {
    const reasons = sheet.confidence.reasons.join("; ");
    rows.push({ label: "Confidence", value: sheet.confidence.label, note: reasons ? `${sheet.confidence.lead.replace(/^./, (c) => c.toUpperCase())}: ${reasons}` : undefined });
  }
  if (rows.length > 0) {
    const table = w.element("Table");
    for (const row of rows) w.row(table, row);
    table.node.end();
  }

  w.heading("Data sources");
  const list = w.element("L");
  for (const source of sheet.sources) {
    const item = w.element("LI", list);
    w.paragraph(`${source.name}. ${source.line}`, 7, { type: "LBody", parent: item, color: MUTED, gap: 0.6, keepTogether: true });
    item.node.end();
  }
  list.node.end();

  w.finish();
  doc.end();
  return bytes;
}
