/**
 * Lays out a deal sheet (deal-sheet-data.server.ts) as an A4 PDF with jspdf: a title block, the
 * headline figures, the spec's estimates, a bar chart of a year's income and costs, the
 * valuation inputs with their dates and the dated rules they applied (decision 150), confidence,
 * the data sources with their licence lines, and the date and disclaimer at the foot of every
 * page. The spacing is tight so that the wordiest shipped deal still fits one A4 page. Built-in
 * Helvetica only (no font files): text is reduced to the characters it can draw (see `pdfSafe`).
 */
import { jsPDF } from "jspdf";
import { APP_NAME } from "~/lib/brand";
import { formatPounds, formatDate } from "~/lib/format";
import type { ChartBar, DealSheet, SheetRow } from "./deal-sheet-data.server";

const PAGE = { width: 210, height: 297, margin: 16 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_TOP = PAGE.height - 16;
const INK = [15, 23, 42] as const; // slate-900
const MUTED = [71, 85, 105] as const; // slate-600
const RULE = [203, 213, 225] as const; // slate-300
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

class Writer {
  y = PAGE.margin;
  constructor(
    readonly doc: jsPDF,
    readonly footer: (doc: jsPDF) => void,
  ) {}

  /** Starts a new page when `height` mm would run into the footer. */
  room(height: number) {
    if (this.y + height <= FOOTER_TOP - 3) return;
    this.footer(this.doc);
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  font(size: number, style: "normal" | "bold" = "normal", color: Rgb = INK) {
    this.doc.setFont("helvetica", style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(color[0], color[1], color[2]);
  }

  /** Wrapped text at the cursor; returns nothing, moves the cursor. */
  paragraph(
    text: string,
    size: number,
    options: { style?: "normal" | "bold"; color?: Rgb; x?: number; width?: number; gap?: number; keepTogether?: boolean } = {},
  ) {
    this.font(size, options.style, options.color);
    const lines = this.doc.splitTextToSize(pdfSafe(text), options.width ?? CONTENT_WIDTH) as string[];
    const lineHeight = size * 0.45;
    // A short paragraph (a licence line) is not split across a page break.
    if (options.keepTogether) this.room(lines.length * lineHeight);
    for (const line of lines) {
      this.room(lineHeight);
      this.doc.text(line, options.x ?? PAGE.margin, this.y + size * 0.35);
      this.y += lineHeight;
    }
    this.y += options.gap ?? 1.5;
  }

  heading(text: string) {
    this.room(14);
    this.y += 1;
    this.font(11.5, "bold", BRAND);
    this.doc.text(pdfSafe(text), PAGE.margin, this.y + 4);
    this.y += 5.2;
    this.rule();
  }

  rule() {
    this.doc.setDrawColor(RULE[0], RULE[1], RULE[2]);
    this.doc.setLineWidth(0.3);
    this.doc.line(PAGE.margin, this.y, PAGE.width - PAGE.margin, this.y);
    this.y += 1.4;
  }

  /** A label and a value on one line (value right-aligned), with an optional note beneath. */
  row(row: SheetRow) {
    const labelWidth = CONTENT_WIDTH - 45;
    this.font(9.5, "normal", INK);
    const labelLines = this.doc.splitTextToSize(pdfSafe(row.label), labelWidth) as string[];
    this.font(7.5, "normal", MUTED);
    // The note starts below the value's line, so it may run the full width.
    const noteLines = row.note ? (this.doc.splitTextToSize(pdfSafe(row.note), CONTENT_WIDTH) as string[]) : [];
    // Keep the label with its value and the first note line; a long note may run on to the next page.
    this.room(labelLines.length * 4 + Math.min(noteLines.length, 1) * NOTE_LINE + 0.8);
    this.font(9.5, "bold", INK);
    this.doc.text(pdfSafe(row.value), PAGE.width - PAGE.margin, this.y + 3.3, { align: "right" });
    this.font(9.5, "normal", INK);
    labelLines.forEach((line, i) => this.doc.text(line, PAGE.margin, this.y + 3.3 + i * 4));
    this.y += labelLines.length * 4;
    for (const line of noteLines) {
      this.room(NOTE_LINE);
      this.font(7.5, "normal", MUTED);
      this.doc.text(line, PAGE.margin, this.y + 2.6);
      this.y += NOTE_LINE;
    }
    this.y += 0.4;
  }
}

function titleBlock(w: Writer, sheet: DealSheet) {
  const { doc } = w;
  doc.setFillColor(BRAND[0], BRAND[1], BRAND[2]);
  doc.rect(0, 0, PAGE.width, 10, "F");
  w.font(9, "bold", [255, 255, 255]);
  doc.text(pdfSafe(`${APP_NAME} · Deal sheet`), PAGE.margin, 6.5);
  doc.text(pdfSafe(`Deal ${sheet.id}`), PAGE.width - PAGE.margin, 6.5, { align: "right" });
  w.y = 16;
  w.paragraph(sheet.title, 16, { style: "bold", gap: 1 });
  w.paragraph(sheet.address, 10, { gap: 0.5 });
  w.paragraph(sheet.subtitle, 9, { color: MUTED, gap: 0.5 });
  w.paragraph(sheet.provenance, 9, { color: MUTED, gap: 3 });
}

/** A row of boxes: label, value and (optionally) a one-line note under the value. */
function boxes(w: Writer, items: { label: string; value: string; note?: string }[]) {
  const { doc } = w;
  const gap = 4;
  const count = items.length;
  const width = (CONTENT_WIDTH - gap * (count - 1)) / count;
  const height = items.some((item) => item.note) ? 17.5 : 14;
  w.room(height + 2);
  items.forEach((item, i) => {
    const x = PAGE.margin + i * (width + gap);
    doc.setDrawColor(RULE[0], RULE[1], RULE[2]);
    doc.setFillColor(241, 245, 249);
    doc.roundedRect(x, w.y, width, height, 1.5, 1.5, "FD");
    w.font(8, "normal", MUTED);
    doc.text(pdfSafe(item.label), x + 3, w.y + 5);
    w.font(14, "bold", INK);
    doc.text(pdfSafe(item.value), x + 3, w.y + 11);
    if (item.note) {
      w.font(7, "normal", MUTED);
      doc.text(pdfSafe(item.note), x + 3, w.y + 15, { maxWidth: width - 5 });
    }
  });
  w.y += height + 2;
}

/** Horizontal bars on one scale, each value written beside its bar; costs in red, the result in blue. */
function barChart(w: Writer, bars: ChartBar[]) {
  const { doc } = w;
  const labelWidth = 38;
  const valueWidth = 26;
  const barArea = CONTENT_WIDTH - labelWidth - valueWidth;
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value)));
  const barHeight = 3.6;
  const step = 5;
  w.room(bars.length * step + 8);
  for (const bar of bars) {
    const colour: Rgb = bar.kind === "income" ? BRAND : bar.kind === "cost" ? COST : RESULT;
    w.font(9, "normal", INK);
    doc.text(pdfSafe(bar.label), PAGE.margin, w.y + 3.5);
    const length = Math.max(0.6, (Math.abs(bar.value) / max) * barArea);
    doc.setFillColor(colour[0], colour[1], colour[2]);
    doc.rect(PAGE.margin + labelWidth, w.y, length, barHeight, "F");
    w.font(9, "bold", INK);
    const value = bar.kind === "cost" ? `-${formatPounds(bar.value)}` : formatPounds(bar.value);
    doc.text(pdfSafe(value), PAGE.width - PAGE.margin, w.y + 3.5, { align: "right" });
    w.y += step;
  }
  w.font(8, "normal", MUTED);
  doc.text("Green: income. Red: costs. Blue: what is left (negative means a shortfall).", PAGE.margin, w.y + 2);
  w.y += 5;
}

function drawFooter(sheet: DealSheet) {
  return (doc: jsPDF) => {
    doc.setDrawColor(RULE[0], RULE[1], RULE[2]);
    doc.setLineWidth(0.3);
    doc.line(PAGE.margin, FOOTER_TOP, PAGE.width - PAGE.margin, FOOTER_TOP);
    doc.setFont("helvetica", "normal");
    doc.setFontSize(7.5);
    doc.setTextColor(MUTED[0], MUTED[1], MUTED[2]);
    const text = [`Generated on ${formatDate(sheet.generatedOn)}.`, ...sheet.disclaimer].join(" ");
    const lines = doc.splitTextToSize(pdfSafe(text), CONTENT_WIDTH) as string[];
    lines.forEach((line, i) => doc.text(line, PAGE.margin, FOOTER_TOP + 4 + i * 3.4));
  };
}

/** The deal sheet as PDF bytes. */
export function renderDealSheet(sheet: DealSheet): Uint8Array<ArrayBuffer> {
  const doc = new jsPDF({ unit: "mm", format: "a4", compress: true });
  doc.setProperties({
    title: pdfSafe(`Deal sheet: ${sheet.title}`),
    subject: pdfSafe(sheet.address),
    creator: APP_NAME,
  });
  doc.setCreationDate(new Date(`${sheet.generatedOn}T00:00:00Z`));
  // Screen readers speak the sheet in British English, and viewers show its title, not the file name.
  doc.setLanguage("en-GB");
  doc.viewerPreferences({ DisplayDocTitle: true });
  const footer = drawFooter(sheet);
  const w = new Writer(doc, footer);

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
  for (const row of sheet.inputs) w.row(row);
  if (sheet.confidence) {
    const reasons = sheet.confidence.reasons.join("; ");
    w.row({ label: "Confidence", value: sheet.confidence.label, note: reasons ? `${sheet.confidence.lead.replace(/^./, (c) => c.toUpperCase())}: ${reasons}` : undefined });
  }

  w.heading("Data sources");
  for (const source of sheet.sources) {
    w.paragraph(`${source.name}. ${source.line}`, 7, { color: MUTED, gap: 0.6, keepTogether: true });
  }

  footer(doc);
  return new Uint8Array(doc.output("arraybuffer"));
}
