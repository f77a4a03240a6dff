/**
 * What a deal sheet says, as plain data: the figures of the deal page, formatted, with the
 * dates and sources they rest on, and under the purchase tax, the mortgage and the running costs
 * the dated rules and assumptions each applied (decision 150). The PDF renderer (deal-sheet.server.ts) only lays it out, so
 * this is where the content is decided and tested.
 *
 * The valuation is read defensively: it is stored JSON written by whichever version of the
 * deals engine imported the deal, so every field is optional here and a row is left out when
 * its figure is missing.
 */
import type { Deal } from "../../../db/schema";
import { ATTRIBUTION } from "~/lib/attribution";
import { confidenceLabelText, confidenceReasonsLead, formatMonth, formatPounds, ltvText, percent, formatDate, priceCaption, ratePercent, signedPercent } from "~/lib/format";
import { dealValuation } from "../chat.server";
import { bedroomsQualifier, rentRowLabel } from "~/lib/valuation";
import { AFTER_COSTS_MONTHLY_LABEL, breakEvenText, CASH_FLOW_YEAR_LABEL, ESTIMATE_LABELS, estimates, LONGEST_BREAK_EVEN_YEARS } from "~/lib/deal-maths";
import { datedRuleLine, valuationRules, type DatedRule } from "~/lib/valuation/dated-rules";
import { periodName } from "~/lib/valuation/dates";
import { PROPERTY_TAX_RATES, taxRatesApplied, type TaxName } from "~/lib/property-tax";
import { monthlyCashFlow, wholeCoverPercent, type PurchaseCosts } from "~/lib/valuation/finance";
import { purchaseFeeParts } from "~/lib/assistant/deal-figures";

export type SheetRow = { label: string; value: string; note?: string };
export type ChartBar = { label: string; value: number; kind: "income" | "cost" | "result" };
export type SheetSource = { name: string; line: string };

export type DealSheet = {
  id: number;
  title: string;
  /** Full address when known, else the location. */
  address: string;
  subtitle: string;
  /** "Sold for £… on … (HM Land Registry)": a completed sale, not a listing. */
  provenance: string;
  /** Price, ROI, yield and score; the price says what it is and the score its confidence, as on the card. */
  headline: { label: string; value: string; note?: string }[];
  estimates: SheetRow[];
  inputs: SheetRow[];
  /** `lead`: what the reasons are, said before them: "though with a caution", "lowered by" (decision 183). */
  confidence: { label: string; reasons: string[]; lead: string } | null;
  chart: ChartBar[];
  sources: SheetSource[];
  generatedOn: string;
  disclaimer: string[];
};

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Loose) : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

function money(v: unknown): string | null {
  const n = num(v);
  return n === null ? null : formatPounds(n);
}

/** A UK HPI month: "2025-07" → "July 2025". */
function month(v: unknown): string | null {
  const s = str(v);
  return s ? formatMonth(s) : null;
}

/** A stored period: "2026-05" → "May 2026"; a year such as "2011-12" or "2022-23", and other shapes, as written. */
function period(v: unknown): string | null {
  const s = str(v);
  return s ? periodName(s) : null;
}

function pushRow(rows: SheetRow[], label: string, value: string | null, note?: string | null) {
  if (value === null) return;
  rows.push(note ? { label, value, note } : { label, value });
}

const RUNNING_COST_LABELS: Record<string, string> = {
  management: "Management",
  lettingFees: "Letting fees",
  voids: "Voids",
  maintenance: "Maintenance",
  insurance: "Insurance",
  compliance: "Safety certificates",
  serviceCharge: "Service charge",
  groundRent: "Ground rent",
};

/** A row's note, then the dated rule its figure applied, as its own sentence (decision 150). */
function withRule(note: string | null, rule: DatedRule | undefined): string | null {
  if (!rule) return note;
  return note ? `${note}. ${datedRuleLine(rule)}` : datedRuleLine(rule);
}

function inputRows(v: Loose, deal: Deal): SheetRow[] {
  const rows: SheetRow[] = [];
  const inputs = obj(v.inputs);
  const rentSource = obj(v.rentSource);
  const running = obj(v.runningCosts);
  const purchase = obj(v.purchaseCosts);
  const mortgage = obj(v.mortgage);
  const area = obj(v.priceVsArea);
  const rules = valuationRules({ currentValue: v.currentValue, inputs, purchaseCosts: purchase });
  const rule = (kind: DatedRule["kind"]) => rules.find((r) => r.kind === kind);

  const basis = str(v.valueBasis);
  const saleDate = str(inputs?.saleDate) ?? deal.soldDate;
  const hpi = obj(inputs?.hpi);
  const region = str(hpi?.region) ? ` (${str(hpi?.region)})` : "";
  const indexEnd = str(hpi?.periodNow);
  // A sale after the index's last month is not indexed backwards: its price is its value.
  const soldAfterIndex = saleDate !== null && indexEnd !== null && saleDate.slice(0, 7) > indexEnd;
  const valueNote =
    basis === "sale-indexed" && soldAfterIndex
      ? `Price paid on ${formatDate(saleDate)}, taken as the value: the UK HPI${region} runs to ${month(indexEnd)}`
      : basis === "sale-indexed"
      ? `Price paid${saleDate ? ` on ${formatDate(saleDate)}` : ""}, indexed to ${month(hpi?.periodNow) ?? "the index's latest month"} with the UK HPI${region}`
      : basis === "sale-not-indexed"
        ? "Price paid, not indexed (no house price index for the area)"
        : basis === "asking-price"
          ? "Asking price"
          : null;
  pushRow(rows, "Estimated value", money(v.currentValue), valueNote);

  const bedrooms = num(v.bedrooms);
  const category = str(v.rentCategory);
  // A valuation stored before `bedroomsBasis` existed says only whether the count was known.
  const qualifier = bedroomsQualifier(str(v.bedroomsBasis)) ?? (v.bedroomsAssumed === true ? "assumed" : null);
  const rentLabel = rentRowLabel(category, qualifier);
  const rentSourceText =
    str(rentSource?.description) ??
    [str(rentSource?.sourceLabel) ?? "ONS/VOA median private rent", str(rentSource?.areaName), period(rentSource?.period)]
      .filter(Boolean)
      .join(", ");
  pushRow(rows, rentLabel, num(v.monthlyRent) === null ? null : `${formatPounds(num(v.monthlyRent)!)} a month`, rentSourceText || null);
  if (bedrooms !== null && str(v.bedroomsNote)) pushRow(rows, "Bedrooms", String(bedrooms), str(v.bedroomsNote));

  if (running) {
    const parts = Object.entries(RUNNING_COST_LABELS)
      .map(([key, label]) => [label, num(running[key])] as const)
      .filter(([, n]) => n !== null && n > 0)
      .map(([label, n]) => `${label} ${formatPounds(n!)}`);
    pushRow(rows, "Running costs a year", money(running.total), withRule(parts.join(", ") || null, rule("costs")));
  }
  if (purchase) {
    const taxName = str(purchase.taxName) ?? "Purchase tax";
    // The rates the tax was worked at: an additional dwelling's, except under their floor (£40,000).
    const value = num(v.currentValue);
    const name = str(purchase.taxName);
    const known = value !== null && name !== null && name in PROPERTY_TAX_RATES;
    const rates = known ? taxRatesApplied(name as TaxName, value) : "additional dwelling rates";
    pushRow(rows, `${taxName} (${rates})`, money(purchase.tax), withRule(null, rule("purchase-tax")));
    // Each fee, and the date of the assumptions they are, as the running costs' row gives them.
    const fees = obj(purchase.feesBreakdown);
    const feeParts =
      fees && ["lender", "broker", "survey", "legal"].every((k) => num(fees[k]) !== null)
        ? purchaseFeeParts(fees as PurchaseCosts["feesBreakdown"]).map((p) => `${p[0]!.toUpperCase()}${p.slice(1)}`).join(", ")
        : null;
    pushRow(rows, "Purchase fees", money(purchase.fees), withRule(feeParts, rule("costs")));
  }
  if (mortgage) {
    const ltv = num(mortgage.ltv);
    const rate = num(mortgage.rate);
    const terms = [ltv !== null ? ltvText(ltv) : null, rate !== null ? `${ratePercent(rate)} interest-only` : null].filter(Boolean).join(" at ");
    const stress = num(mortgage.stressRate);
    const icr = num(mortgage.icr);
    // The lender's requirement, then what this rent actually covers (a loan capped by the LTV
    // leaves the rent covering more than the 125% asked).
    const loanAmount = num(mortgage.loan);
    const rent = num(v.annualRent);
    const cover = stress && loanAmount && rent ? wholeCoverPercent(rent, loanAmount, stress) : null;
    const stressNote =
      stress !== null && icr !== null
        ? `Lender rent test: the rent must cover ${icr}% of the interest at ${stress}%` +
          (str(mortgage.limitedBy) === "rent" ? "; it limits the loan" : cover !== null ? `; it covers ${cover}%` : "")
        : null;
    pushRow(rows, `Mortgage${terms ? ` (${terms})` : ""}`, money(mortgage.loan), withRule(stressNote, rule("mortgage")));
    pushRow(rows, "Mortgage interest a year", money(mortgage.annualInterest));
  }
  pushRow(rows, "Cash invested", money(v.cashInvested), "Deposit plus purchase tax and fees");
  pushRow(rows, CASH_FLOW_YEAR_LABEL, money(v.annualCashFlow), "Rent less running costs and interest");
  const yearFlow = num(v.annualCashFlow);
  pushRow(
    rows,
    AFTER_COSTS_MONTHLY_LABEL,
    yearFlow === null ? null : formatPounds(monthlyCashFlow(yearFlow)),
    `Cash flow a year ÷ 12; the estimate "${ESTIMATE_LABELS.monthlyCashFlow}" above is before these costs`,
  );
  if (area && num(area.percentDiff) !== null) {
    pushRow(
      rows,
      `Against ${str(area.areaName) ?? "area"} average`,
      signedPercent(num(area.percentDiff)!),
      [money(area.areaAverage) && `Average ${money(area.areaAverage)}`, period(area.period)].filter(Boolean).join(", ") || null,
    );
  }
  return rows;
}

function chartBars(v: Loose): ChartBar[] {
  const bars: ChartBar[] = [];
  const rent = num(v.annualRent) ?? (num(v.monthlyRent) === null ? null : num(v.monthlyRent)! * 12);
  const running = num(obj(v.runningCosts)?.total);
  const interest = num(obj(v.mortgage)?.annualInterest);
  const cashFlow = num(v.annualCashFlow);
  if (rent !== null) bars.push({ label: "Rent a year", value: rent, kind: "income" });
  if (running !== null) bars.push({ label: "Running costs", value: running, kind: "cost" });
  if (interest !== null) bars.push({ label: "Mortgage interest", value: interest, kind: "cost" });
  if (cashFlow !== null) bars.push({ label: "Cash flow", value: cashFlow, kind: "result" });
  return bars;
}

function sourcesFor(deal: Deal, v: Loose | null): SheetSource[] {
  const sources: SheetSource[] = [];
  if (deal.status === "sold") sources.push({ name: "HM Land Registry Price Paid Data", line: ATTRIBUTION.landRegistry });
  if (v) {
    const rentSource = obj(v.rentSource);
    const pipr = str(rentSource?.source) === "ons-pipr";
    sources.push({
      name: pipr ? "ONS Price Index of Private Rents" : "ONS / VOA Private Rental Market Statistics",
      line: pipr ? ATTRIBUTION.pipr : ATTRIBUTION.ons,
    });
    if (deal.bedroomsEstimated) {
      sources.push({ name: "VOA Council Tax: Stock of Properties (bedroom estimate)", line: ATTRIBUTION.voa });
    }
    if (str(v.valueBasis) === "sale-indexed" || obj(v.priceVsArea)) {
      sources.push({ name: "UK House Price Index", line: ATTRIBUTION.hpi });
    }
  }
  if (deal.laCode || deal.postcode) sources.push({ name: "Postcode and area lookups", line: ATTRIBUTION.os });
  return sources;
}

export function provenanceOf(deal: Deal): string {
  const soldPrice = num(obj(deal.valuation)?.soldPrice) ?? deal.price;
  if (deal.status === "sold" && deal.soldDate) {
    return `A completed sale: sold for ${formatPounds(soldPrice)} on ${formatDate(deal.soldDate)} (HM Land Registry). It is not a listing.`;
  }
  return deal.sourceWebsite ? `Listed on ${deal.sourceWebsite}.` : "Source unknown.";
}

/**
 * The UK HPI month a past sale's value was brought up to, or null: the stored valuation read as
 * `valueMonthColumn` reads it for the card and the deal page (a sale after the index's last month
 * keeps its price paid).
 */
function valueMonthOf(valuation: Loose | null): string | null {
  const inputs = obj(valuation?.inputs);
  const saleDate = str(inputs?.saleDate);
  const periodNow = str(obj(inputs?.hpi)?.periodNow);
  return str(valuation?.valueBasis) === "sale-indexed" && saleDate !== null && periodNow !== null && saleDate.slice(0, 7) <= periodNow ? periodNow : null;
}

/** The stored confidence as the sheet says it: its label, its reasons and what they are. */
function confidenceOf(label: string | null | undefined, reasons: string[]): DealSheet["confidence"] {
  if (!label) return null;
  const known = label === "high" || label === "medium" || label === "low" ? label : null;
  return { label: known ? confidenceLabelText(known) : label.replace(/^./, (c) => c.toUpperCase()), reasons, lead: known ? confidenceReasonsLead(known, reasons.length) : "why" };
}

/** Everything the deal sheet shows, from the stored deal; `now` dates the sheet. */
export function dealSheetData(deal: Deal, now: Date = new Date()): DealSheet {
  const valuation = dealValuation(deal) as unknown as Loose | null;
  const e = estimates(deal, num(valuation?.annualRent));
  const confidence = obj(valuation?.confidence);
  const reasons = Array.isArray(confidence?.reasons) ? confidence.reasons.filter((r): r is string => typeof r === "string") : [];
  const sheetConfidence = confidenceOf(str(confidence?.label), reasons);
  const caption = priceCaption({ status: deal.status, soldPrice: num(valuation?.soldPrice), price: deal.price, valueMonth: valueMonthOf(valuation) });
  return {
    id: deal.id,
    title: deal.title,
    address: deal.fullAddress ?? deal.location,
    subtitle: [deal.location, deal.propertyType, deal.postcode].filter(Boolean).join(" · "),
    provenance: provenanceOf(deal),
    headline: [
      { label: "Price", value: formatPounds(deal.price), ...(caption ? { note: caption } : {}) },
      { label: "ROI", value: signedPercent(deal.roi) },
      { label: "Yield", value: percent(deal.yield) },
      { label: "Score", value: `${deal.score}/100`, ...(sheetConfidence ? { note: `Confidence: ${sheetConfidence.label}` } : {}) },
    ],
    estimates: [
      {
        label: ESTIMATE_LABELS.annualRentalIncome,
        value: formatPounds(e.annualRentalIncome),
        note: num(valuation?.annualRent) !== null ? "The rent below, a month × 12" : "Price × yield ÷ 100",
      },
      { label: ESTIMATE_LABELS.monthlyCashFlow, value: formatPounds(e.monthlyCashFlow), note: "Rental income ÷ 12, before costs" },
      {
        label: ESTIMATE_LABELS.breakEven,
        value: breakEvenText(e.breakEvenYears),
        // Past the longest said, the formula's own figure is in the note (decision 244).
        note:
          e.breakEvenYears !== "N/A" && e.breakEvenYears > LONGEST_BREAK_EVEN_YEARS
            ? `100 ÷ ROI of ${signedPercent(deal.roi)} is ${e.breakEvenYears} years`
            : "100 ÷ ROI, when ROI is above 0",
      },
    ],
    inputs: valuation ? inputRows(valuation, deal) : [],
    // "High", "Medium", "Low": the same words as the card and the details.
    confidence: sheetConfidence,
    chart: valuation ? chartBars(valuation) : [],
    sources: sourcesFor(deal, valuation),
    generatedOn: now.toISOString().slice(0, 10),
    disclaimer: [
      deal.status === "sold"
        ? "This is a completed sale recorded by HM Land Registry, not a property for sale."
        : "This listing may no longer be available.",
      "All figures are screening estimates from area statistics and stated assumptions, not a valuation or survey.",
      "This sheet is not financial advice. Check every figure before you make an offer.",
    ],
  };
}
