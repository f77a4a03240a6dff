/**
 * The PDF deal sheet: built from a stored deal (the shape the importer writes), rendered with
 * pdfkit, and read back with pdfjs-dist to check what a reader would see, and what a screen
 * reader would follow (its structure tree).
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deals, type Deal } from "../../db/schema";
import { ATTRIBUTION } from "~/lib/attribution";
import { formatDate } from "~/lib/format";
import { ASSUMPTION_BASIS } from "~/lib/valuation";
import { dealSheetData } from "~/server/pdf/deal-sheet-data.server";
import { pdfSafe, renderDealSheet } from "~/server/pdf/deal-sheet.server";
import { tempDatabase } from "../support/db";

const STANDARD_FONTS = join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts/");

const VALUATION = {
  dealType: "House",
  currentValue: 341053,
  valueBasis: "sale-indexed",
  bedrooms: 4,
  bedroomsAssumed: true,
  bedroomsBasis: "estimated-local",
  rentCategory: "Four or more Bedrooms",
  rentSource: { areaName: "Oldham", level: "local-authority", period: "2022-23", wantedCategory: "Four or more Bedrooms", fellBack: false },
  monthlyRent: 1100,
  annualRent: 13200,
  grossYield: 3.87,
  runningCosts: { management: 1320, voids: 1015.38, maintenance: 1056, insurance: 400, total: 3791.38 },
  purchaseCosts: { tax: 24105, taxName: "SDLT", fees: 1800, total: 25905 },
  mortgage: { ltv: 75, rate: 5.5, loan: 255789.75, deposit: 85263.25, annualInterest: 14068.44 },
  cashInvested: 111168.25,
  annualCashFlow: -4659.82,
  roi: -4.19,
  priceVsArea: { areaName: "Oldham", period: "July 2025", areaAverage: 206170, ratio: 1.654, percentDiff: 65.4 },
  confidence: { score: 0.75, label: "high", reasons: ["sale older than 2 years, value indexed by UK HPI", "bedrooms assumed (detached → 4)"] },
  subScores: { yield: 12.4, roi: 4, priceVsArea: 0, confidence: 75 },
  score: 14,
  inputs: {
    price: 240000,
    kind: "detached",
    bedrooms: null,
    saleDate: "2019-01-29",
    nation: "england",
    hpi: { region: "North West", indexAtSale: 76, indexNow: 108, periodNow: "2025-07" },
  },
  soldPrice: 240000,
  soldDate: "2019-01-29",
};

function deal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 6803,
    externalId: "8355F008-F3C6-55C5-E053-6B04A8C0D090",
    title: "4-bed detached house, Wickentree Lane",
    price: 341053,
    location: "Manchester, Greater Manchester",
    propertyType: "House",
    propertyKind: "detached",
    bedrooms: 4,
    roi: 8.2,
    yield: 3.87,
    score: 14,
    description: "Sold for £240,000 on 29 Jan 2019 (HM Land Registry).",
    imageUrl: null,
    postcode: "M35 9BE",
    postcodeDistrict: "M35",
    fullAddress: "37 Wickentree Lane, Failsworth, Manchester, M35 9BE",
    street: "WICKENTREE LANE",
    town: "MANCHESTER",
    district: "OLDHAM",
    county: "GREATER MANCHESTER",
    laCode: "E08000004",
    sourceUrl: "http://landregistry.data.gov.uk/data/ppi/transaction/8355F008-F3C6-55C5-E053-6B04A8C0D090/current",
    sourceWebsite: "HM Land Registry",
    status: "sold",
    soldDate: "2019-01-29",
    lat: 53.5,
    lon: -2.15,
    nonMarket: false,
    ppdCategory: "A",
    bedroomsEstimated: false,
    bedroomsCommon: null,
    searchFlags: 0,
    valuation: VALUATION,
    createdAt: new Date("2026-11-01T00:00:00Z"),
    updatedAt: new Date("2026-11-01T00:00:00Z"),
    ...overrides,
  };
}

/** Every page's text, joined with spaces (pdfjs splits runs at arbitrary points). */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str);
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: parts.join(" ").replace(/\s+/g, " ") };
}

/** A structure element as a screen reader meets it: its type, alt text, own text and children. */
type Tagged = { role: string; alt?: string; text: string; children: Tagged[] };

/**
 * One page's structure tree (null when the PDF has none), each element with the text of its
 * marked content; and the text drawn outside any marked content (neither tagged nor an artifact).
 */
async function pageStructure(bytes: Uint8Array, pageNumber = 1): Promise<{ marked: boolean; tree: Tagged | null; untagged: string[] }> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
  const markInfo = (await doc.getMarkInfo()) as { Marked?: boolean } | null;
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent({ includeMarkedContent: true });
  const textOf = new Map<string, string>();
  const untagged: string[] = [];
  const open: (string | null)[] = [];
  for (const item of content.items) {
    if ("type" in item) {
      if (item.type === "endMarkedContent") open.pop();
      else open.push(item.id ?? null);
    } else if (item.str.trim()) {
      const id = open.findLast((i) => i !== null);
      if (open.length === 0) untagged.push(item.str);
      else if (id) textOf.set(id, `${textOf.get(id) ?? ""}${item.str}`);
    }
  }
  type Node = { role?: string; alt?: string; type?: string; id?: string; children?: Node[] };
  const convert = (node: Node): Tagged => {
    const kids = node.children ?? [];
    const own = kids.filter((k) => k.type === "content").map((k) => textOf.get(k.id!) ?? "");
    return {
      role: node.role!,
      ...(node.alt ? { alt: node.alt } : {}),
      text: own.join(" ").replace(/\s+/g, " ").trim(),
      children: kids.filter((k) => k.role).map(convert),
    };
  };
  const root = (await page.getStructTree()) as Node | null;
  await doc.destroy();
  return { marked: markInfo?.Marked === true, tree: root ? convert(root) : null, untagged };
}

/** Every element's text, its children's included, in reading order. */
const allText = (t: Tagged): string => [t.text, ...t.children.map(allText)].filter(Boolean).join(" ");
/** A table's rows as the types and texts of their cells. */
const rowsOf = (table: Tagged) => table.children.map((tr) => tr.children.map((cell) => `${cell.role} ${allText(cell)}`.trim()));

const NOW = new Date("2026-11-23T09:30:00Z");

/** The assumptions' dates, as /methodology gives them (the one table they live in). */
const asAt = (key: keyof typeof ASSUMPTION_BASIS) => `as at ${formatDate(ASSUMPTION_BASIS[key]!.asOf)}`;
const MORTGAGE_RULE = `Mortgage rate, loan-to-value and the lender's rent test (PRA SS13/16): ${asAt("mortgageRatePercent")}`;

describe("deal sheet", () => {
  it("is a PDF whose text has the title, the £ price, the spec's estimates and the licence lines", async () => {
    const bytes = await renderDealSheet(dealSheetData(deal(), NOW));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(text).toContain("4-bed detached house, Wickentree Lane");
    expect(text).toContain("37 Wickentree Lane, Failsworth, Manchester, M35 9BE");
    // Headline figures.
    expect(text).toContain("£341,053");
    expect(text).toContain("+8.2%");
    expect(text).toContain("3.9%");
    expect(text).toContain("14/100");
    // Section 9's income, from the valuation's own rent (£1,100 × 12), not price × the rounded
    // yield (341,053 × 3.87% = £13,199), so the sheet shows one annual rent; ÷ 12 → £1,100;
    // 100 ÷ 8.2 → 12 years.
    expect(text).toContain("Annual rental income £13,200 The rent below, a month × 12");
    expect(text).toContain("Rent a year £13,200");
    expect(text).toContain("Monthly cash flow £1,100");
    expect(text).toContain("12 years");
    // The valuation's cash flow after costs, a year and a month (−4,659.82 ÷ 12 = −388.32), the
    // month's note naming the before-costs estimate so the two can be reconciled (decision 130).
    // (A row reads in order: its label, its value, its note.)
    // The label says it is before tax, as every screen's does (decision 245).
    expect(text).toContain("Cash flow a year (before tax) -£4,660 Rent less running costs and interest");
    expect(text).toContain('Cash flow a month (after costs, before tax) -£388 Cash flow a year ÷ 12; the estimate "Monthly cash flow" above is before these costs');
    // Inputs with their dates and sources.
    expect(text).toContain("£1,100 a month");
    // How the bedroom count was reached: estimated from the housing stock, not a bare assumption.
    expect(text).toContain("Rent (four or more bedrooms, estimated)");
    expect(text).toContain("Oldham, 2022-23");
    expect(text).toContain("SDLT (additional dwelling rates)");
    expect(text).toContain("indexed to July 2025 with the UK HPI (North West)");
    expect(text).toContain("bedrooms assumed (detached -> 4)");
    // A high confidence's reasons are cautions, not why it is low (decision 183).
    expect(text).toContain("Confidence High Though with cautions: sale older than 2 years");
    // A completed sale, not a listing; the date; the disclaimer; the licence lines.
    expect(text).toContain("sold for £240,000 on 29 January 2019");
    expect(text).toContain("Generated on 23 November 2026");
    expect(text).toContain("not financial advice");
    expect(text).toContain(ATTRIBUTION.landRegistry);
    expect(text).toContain(ATTRIBUTION.ons);
    expect(text).toContain(ATTRIBUTION.os);
  });

  it("names its title (shown by viewers in place of the file name) and its language (screen readers speak it in British English)", async () => {
    const bytes = await renderDealSheet(dealSheetData(deal(), NOW));
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string | null } };
    const preferences = (await doc.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
    await doc.destroy();
    expect(info.Title).toBe("Deal sheet: 4-bed detached house, Wickentree Lane");
    expect(preferences?.DisplayDocTitle).toBe(true);
    expect(info.Language).toBe("en-GB");
  });

  it("is tagged for screen readers: the title and sections as headings, the figures as tables headed by their labels, the chart as a Figure whose alt text gives every bar", async () => {
    const { marked, tree, untagged } = await pageStructure(await renderDealSheet(dealSheetData(deal(), NOW)));
    expect(marked).toBe(true);
    // Every piece of text is either in the structure or an artifact.
    expect(untagged).toEqual([]);
    const [document] = tree!.children;
    expect(document!.role).toBe("Document");
    const parts = document!.children;
    // Reading order: the band, the title, address, type and provenance, the headline figures, then each section.
    expect(parts.map((p) => p.role)).toEqual(["P", "H1", "P", "P", "P", "Table", "H2", "Table", "H2", "Figure", "P", "H2", "Table", "H2", "L", "P"]);
    expect(parts.find((p) => p.role === "H1")?.text).toBe("4-bed detached house, Wickentree Lane");
    expect(parts.filter((p) => p.role === "H2").map((h) => h.text)).toEqual(["Estimates", "A year's income and costs", "Valuation inputs and assumptions", "Data sources"]);

    const [headline, estimates, inputs] = parts.filter((p) => p.role === "Table");
    expect(rowsOf(headline!)).toEqual([
      ["TH Price", "TD £341,053", "TD est. value at July 2025 prices"],
      ["TH ROI", "TD +8.2%"],
      ["TH Yield", "TD 3.9%"],
      ["TH Score", "TD 14/100", "TD Confidence: High"],
    ]);
    expect(rowsOf(estimates!)[0]).toEqual(["TH Annual rental income", "TD £13,200", "TD The rent below, a month × 12"]);
    expect(rowsOf(inputs!)).toContainEqual(["TH Cash flow a year (before tax)", "TD -£4,660", "TD Rent less running costs and interest"]);
    expect(rowsOf(inputs!).at(-1)).toEqual(["TH Confidence", "TD High", "TD Though with cautions: sale older than 2 years, value indexed by UK HPI; bedrooms assumed (detached -> 4)"]);

    const figure = parts.find((p) => p.role === "Figure")!;
    expect(figure.alt).toBe(
      "Bar chart of a year's income and costs, on one scale. Rent a year: £13,200, income. Running costs: -£3,791, a cost. " +
        "Mortgage interest: -£14,068, a cost. Cash flow: -£4,660, what is left (negative means a shortfall).",
    );

    const list = parts.find((p) => p.role === "L")!;
    expect(list.children.map((li) => li.role)).toEqual(["LI", "LI", "LI", "LI"]);
    expect(allText(list.children[0]!)).toBe(`HM Land Registry Price Paid Data. ${ATTRIBUTION.landRegistry}`);
    // The date and disclaimer are read once, last.
    expect(parts.at(-1)!.text).toMatch(/^Generated on 23 November 2026\. This is a completed sale .* Check every figure before you make an offer\.$/);
  });

  it("reads the footer's date and disclaimer once: on later pages it is an artifact", async () => {
    const reasons = Array.from({ length: 240 }, (_, i) => `reason ${i + 1}: a long explanation of one weakness in the figures used for this deal`);
    const bytes = await renderDealSheet(dealSheetData(deal({ valuation: { ...VALUATION, confidence: { score: 0.2, label: "low", reasons } } }), NOW));
    const first = await pageStructure(bytes, 1);
    expect(allText(first.tree!)).toContain("Generated on 23 November 2026");
    for (const n of [2, 3]) {
      const { tree, untagged } = await pageStructure(bytes, n);
      expect(untagged).toEqual([]);
      expect(allText(tree!)).not.toContain("Generated on");
      expect(allText(tree!)).toContain("reason");
    }
  });

  it("names each rule its figures applied with the date it applies from, from the rule table the valuation uses (decision 150)", async () => {
    const { pages, text } = await pdfText(await renderDealSheet(dealSheetData(deal(), NOW)));
    expect(pages).toBe(1);
    // The purchase tax: £341,053 in England as an additional dwelling, under the tax row.
    expect(text).toContain(
      "SDLT (additional dwelling rates) £24,105 Stamp Duty Land Tax (HM Revenue & Customs): residential rates from 1 April 2025; higher rates for additional dwellings from 31 October 2024",
    );
    // The loan's terms and the lender's test, and the running costs and fees: as at the date checked.
    expect(text).toContain(MORTGAGE_RULE);
    expect(text).toContain(`Running costs and purchase fees: ${asAt("managementPercent")}`);

    const taxRow = (valuation: Record<string, unknown>) => dealSheetData(deal({ valuation }), NOW).inputs.find((r) => / \((additional dwelling|residential) rates\)$/.test(r.label));
    const taxNote = (valuation: Record<string, unknown>) => taxRow(valuation)?.note;
    // Each nation's own tax and rules; a valuation stored without its nation goes by its tax's name.
    expect(taxNote({ ...VALUATION, purchaseCosts: { ...VALUATION.purchaseCosts, taxName: "LTT" }, inputs: { ...VALUATION.inputs, nation: "wales" } })).toBe(
      "Land Transaction Tax (Welsh Revenue Authority): main residential rates from 10 October 2022; higher residential rates from 11 December 2024",
    );
    expect(taxNote({ ...VALUATION, purchaseCosts: { ...VALUATION.purchaseCosts, taxName: "LBTT" }, inputs: undefined })).toBe(
      "Land and Buildings Transaction Tax (Revenue Scotland): residential rates from 1 April 2021; Additional Dwelling Supplement from 5 December 2024",
    );
    // Under £40,000 the higher rates do not apply, so only the rates that did are named.
    expect(taxNote({ ...VALUATION, currentValue: 35_000 })).toBe("Stamp Duty Land Tax (HM Revenue & Customs): residential rates from 1 April 2025");
    // And the row says the rates it was worked at: residential, not an additional dwelling's.
    expect(taxRow({ ...VALUATION, currentValue: 35_000 })?.label).toBe("SDLT (residential rates)");
    expect(taxRow(VALUATION)?.label).toBe("SDLT (additional dwelling rates)");
  });

  it("gives the purchase fees their parts and the date of the assumptions they are, as the other rows have", () => {
    const feesNote = (valuation: Record<string, unknown>) => dealSheetData(deal({ valuation }), NOW).inputs.find((r) => r.label === "Purchase fees")?.note;
    const rule = `Running costs and purchase fees: ${asAt("managementPercent")}`;
    const feesBreakdown = { lender: 999, broker: 495, survey: 500, legal: 1800 };
    expect(feesNote({ ...VALUATION, purchaseCosts: { ...VALUATION.purchaseCosts, fees: 3794, feesBreakdown } })).toBe(`Lender £999, Broker £495, Survey £500, Legal £1,800. ${rule}`);
    // A valuation stored before the fees were kept one by one: the date alone.
    expect(feesNote(VALUATION)).toBe(rule);
  });

  it("draws the chart from the valuation: rent, costs, interest and cash flow, each with its figure", () => {
    const sheet = dealSheetData(deal(), NOW);
    expect(sheet.chart.map((b) => [b.label, Math.round(b.value), b.kind])).toEqual([
      ["Rent a year", 13200, "income"],
      ["Running costs", 3791, "cost"],
      ["Mortgage interest", 14068, "cost"],
      ["Cash flow", -4660, "result"],
    ]);
  });

  it("says N/A for break-even when ROI is not above 0", () => {
    const sheet = dealSheetData(deal({ roi: -4.19 }), NOW);
    expect(sheet.estimates.find((e) => e.label === "Break-even")?.value).toBe("N/A");
  });

  it("says a break-even past 50 years as such, with the formula's figure beside it (decision 244)", () => {
    const breakEven = (roi: number) => dealSheetData(deal({ roi }), NOW).estimates.find((e) => e.label === "Break-even");
    expect(breakEven(0.3)).toEqual({ label: "Break-even", value: "Over 50 years", note: "100 ÷ ROI of +0.3% is 333 years" });
    expect(breakEven(8.2)).toEqual({ label: "Break-even", value: "12 years", note: "100 ÷ ROI, when ROI is above 0" });
  });

  it("still renders a deal with no stored valuation, and newer valuation fields when present", async () => {
    const bare = await renderDealSheet(dealSheetData(deal({ valuation: {} }), NOW));
    const { text } = await pdfText(bare);
    expect(text).toContain("No valuation is stored for this deal");
    expect(text).toContain("Annual rental income £13,199");

    const newer = dealSheetData(
      deal({
        valuation: {
          ...VALUATION,
          rentSource: { ...VALUATION.rentSource, source: "ons-pipr", description: "ONS Price Index of Private Rents, May 2026 (provisional), Oldham, 4 or more bedrooms" },
          mortgage: { ...VALUATION.mortgage, stressRate: 5.5, icr: 125, limitedBy: "rent" },
        },
      }),
      NOW,
    );
    const rent = newer.inputs.find((r) => r.label.startsWith("Rent"));
    expect(rent?.note).toBe("ONS Price Index of Private Rents, May 2026 (provisional), Oldham, 4 or more bedrooms");
    // The lender's requirement, and then what the rent does: limit the loan, or cover more.
    expect(newer.inputs.find((r) => r.label.startsWith("Mortgage ("))?.note).toBe(
      `Lender rent test: the rent must cover 125% of the interest at 5.5%; it limits the loan. ${MORTGAGE_RULE}`,
    );
    const capped = dealSheetData(
      deal({ valuation: { ...VALUATION, annualRent: 13_200, mortgage: { ...VALUATION.mortgage, loan: 100_000, stressRate: 7.5, icr: 125, limitedBy: "ltv" } } }),
      NOW,
    );
    // £13,200 ÷ (£100,000 × 7.5%) = 176%: the 125% is the lender's floor, not the cover.
    expect(capped.inputs.find((r) => r.label.startsWith("Mortgage ("))?.note).toBe(
      `Lender rent test: the rent must cover 125% of the interest at 7.5%; it covers 176%. ${MORTGAGE_RULE}`,
    );
    expect(newer.sources.map((s) => s.name)).toContain("ONS Price Index of Private Rents");
    expect(newer.sources.find((s) => s.name === "ONS Price Index of Private Rents")?.line).toBe(ATTRIBUTION.pipr);
  });

  it("says beside its headline price what it is, and beside its score the confidence, as the card and the deal page do", async () => {
    // An indexed sale's price is its estimated value at the index month's prices, not the price
    // paid; the score is capped by a confidence the card shows under it.
    const { text } = await pdfText(await renderDealSheet(dealSheetData(deal(), NOW)));
    expect(text).toContain("Price £341,053 est. value at July 2025 prices");
    expect(text).toContain("Score 14/100 Confidence: High");
    // A sale after the index's last month is valued at its price paid: no caption to give.
    const recent = dealSheetData(deal({ price: 240000, valuation: { ...VALUATION, currentValue: 240000, inputs: { ...VALUATION.inputs, saleDate: "2025-10-27" } } }), NOW);
    expect(recent.headline[0]).toEqual({ label: "Price", value: "£240,000" });
  });

  it("says a sale after the index's last month is valued at its price, not indexed back to that month", () => {
    const valueRow = (saleDate: string) =>
      dealSheetData(deal({ valuation: { ...VALUATION, inputs: { ...VALUATION.inputs, saleDate } } }), NOW).inputs.find((r) => r.label === "Estimated value");
    expect(valueRow("2025-10-27")?.note).toBe("Price paid on 27 October 2025, taken as the value: the UK HPI (North West) runs to July 2025");
    expect(valueRow("2019-01-29")?.note).toBe("Price paid on 29 January 2019, indexed to July 2025 with the UK HPI (North West)");
  });

  it("says a rents year written \"2011-12\" or \"2022/23\" as written, never as the month it looks like", () => {
    const rentNote = (period: string) =>
      dealSheetData(deal({ valuation: { ...VALUATION, rentSource: { ...VALUATION.rentSource, period } } }), NOW).inputs.find((r) => r.label.startsWith("Rent ("))?.note;
    expect(rentNote("2011-12")).toBe("ONS/VOA median private rent, Oldham, 2011-12");
    expect(rentNote("2022/23")).toBe("ONS/VOA median private rent, Oldham, 2022/23");
    expect(rentNote("2026-05")).toBe("ONS/VOA median private rent, Oldham, May 2026");
  });

  it("credits the VOA stock when the bedroom count is an estimate from it", () => {
    const estimated = dealSheetData(deal({ bedroomsEstimated: true }), NOW);
    expect(estimated.sources.find((s) => s.line === ATTRIBUTION.voa)?.name).toMatch(/VOA Council Tax: Stock of Properties/);
    const recorded = dealSheetData(deal({ bedroomsEstimated: false }), NOW);
    expect(recorded.sources.some((s) => s.line === ATTRIBUTION.voa)).toBe(false);
  });

  it("fits a shipped deal on one A4 page, even those of the ranked ones with the most to say", async () => {
    const t = tempDatabase();
    try {
      // The longest confidence reasons and rent notes of the ranked deals (non-market ones say more).
      const wordiest = t.db
        .select()
        .from(deals)
        .where(eq(deals.nonMarket, false))
        .orderBy(sql`length(json_extract(${deals.valuation}, '$.confidence.reasons')) + length(json_extract(${deals.valuation}, '$.rentSource.description')) DESC`)
        .limit(3)
        .all();
      expect(wordiest).toHaveLength(3);
      for (const d of wordiest) {
        const { pages, text } = await pdfText(await renderDealSheet(dealSheetData(d, NOW)));
        expect({ id: d.id, pages }).toEqual({ id: d.id, pages: 1 });
        expect(text).toContain(ATTRIBUTION.os);
      }
    } finally {
      t.close();
    }
  });

  it("flows long content onto more pages, with the date and disclaimer at the foot of each", async () => {
    const reasons = Array.from({ length: 240 }, (_, i) => `reason ${i + 1}: a long explanation of one weakness in the figures used for this deal`);
    const sheet = dealSheetData(deal({ valuation: { ...VALUATION, confidence: { score: 0.2, label: "low", reasons } } }), NOW);
    const { pages, text } = await pdfText(await renderDealSheet(sheet));
    expect(pages).toBe(3);
    expect(text.match(/Generated on 23 November 2026/g)).toHaveLength(3);
    expect(text).toContain("reason 240:");
    expect(text).toContain(ATTRIBUTION.os);
  });

  it("keeps only characters the built-in font can draw", () => {
    expect(pdfSafe("£1 − 2 ≥ 3 → © ✓ 🏠")).toBe("£1 - 2 >= 3 -> ©  ");
  });
});
