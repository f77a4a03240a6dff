/**
 * The part of pdfkit (0.20, which ships no TypeScript types) that the deal sheet uses: pages,
 * the built-in fonts, text, shapes, and the marked content and structure tree of a tagged PDF.
 * Positions and sizes are in points from the page's top left.
 */
declare module "pdfkit" {
  type Rgb = readonly [number, number, number];
  type Box = [left: number, top: number, right: number, bottom: number];

  /** A marked-content sequence on a page, to be added to the structure element it belongs to. */
  export interface PDFStructureContent {
    readonly __structureContent: true;
  }

  export interface PDFStructureElement {
    add(child: PDFStructureElement | PDFStructureContent): this;
    end(): void;
  }

  export interface StructureOptions {
    title?: string;
    lang?: string;
    /** Alternative text, for a Figure. */
    alt?: string;
    actual?: string;
    expanded?: string;
    /** For a TH: the cells it heads. */
    scope?: "Row" | "Column" | "Both";
    bbox?: Box;
    placement?: "Block" | "Inline";
  }

  export interface ArtifactOptions {
    type?: "Pagination" | "Layout" | "Page";
    bbox?: Box;
    attached?: ("Top" | "Bottom" | "Left" | "Right")[];
  }

  export interface TextOptions {
    lineBreak?: boolean;
    baseline?: "alphabetic" | "top" | "middle" | "bottom" | number;
  }

  export interface PDFDocumentOptions {
    size?: string | [number, number];
    margin?: number;
    compress?: boolean;
    pdfVersion?: "1.4" | "1.5" | "1.6" | "1.7";
    /** Sets the catalog's MarkInfo Marked flag and starts a structure tree. */
    tagged?: boolean;
    lang?: string;
    /** Viewers show the title rather than the file name. */
    displayTitle?: boolean;
    autoFirstPage?: boolean;
    info?: { Title?: string; Subject?: string; Author?: string; Creator?: string; Producer?: string; CreationDate?: Date; ModDate?: Date };
  }

  export class PDFDocument {
    constructor(options?: PDFDocumentOptions);
    addPage(): this;
    end(): void;
    on(event: "data", listener: (chunk: Uint8Array) => void): this;
    on(event: "end", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;

    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: Rgb | string): this;
    strokeColor(color: Rgb | string): this;
    lineWidth(width: number): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    /** In points, in the current font and size. */
    widthOfString(text: string): number;

    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    rect(x: number, y: number, width: number, height: number): this;
    roundedRect(x: number, y: number, width: number, height: number, radius: number): this;
    fill(color?: Rgb | string): this;
    stroke(color?: Rgb | string): this;
    fillAndStroke(fill?: Rgb | string, stroke?: Rgb | string): this;

    markContent(tag: "Artifact", options?: ArtifactOptions): this;
    markStructureContent(tag: string, options?: Record<string, never>): PDFStructureContent;
    endMarkedContent(): this;
    struct(type: string, options?: StructureOptions): PDFStructureElement;
    addStructure(element: PDFStructureElement): this;
  }

  export default PDFDocument;
}
