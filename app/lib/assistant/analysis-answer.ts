/**
 * The workings of an analysis of one property (docs/decisions/053), written from the computed
 * figures only: every number here comes from the valuation module. The built-in engine answers
 * with `analysisAnswer`; the page and `POST /api/analyse` list `analysisWorkings`.
 */
import { confidenceLabelText, confidenceReasonsClause, formatDate, formatPounds, ltvText, percent, ratePercent, signedPercent, valueAtWords } from "../format";
import type { TaxName } from "../property-tax";
import type { RentCategory, Valuation } from "../valuation";
import { datedRuleLine, valuationRules, type DatedRule } from "../valuation/dated-rules";
import { periodName } from "../valuation/dates";
import { cashFlowAYear } from "./cash-flow-words";
import { belowAdditionalFloor } from "../property-tax";

/** A comparable sale from the database (the fields every user may see). */
export interface ComparableSale {
  id: number;
  title: string;
  location: string;
  /** The estimated value (a sale's price brought up by the UK HPI): the price band is drawn on it. */
  price: number;
  /** What it sold for (HM Land Registry); null for a listing. */
  soldPrice: number | null;
  /** The UK HPI month `price` is at ("2025-07"), null when it is not an indexed sale. */
  valueMonth: string | null;
  soldDate: string | null;
  status: string;
}

/**
 * A comparable's figures: "£411,224 at July 2025 prices (sold for £224,000 on 14 Jun 2011)", or
 * "sold for £120,000 on 3 Aug 2025" when the sale price is its value. The sale price is never
 * shown as if it were the estimated value, nor the estimated value as if it were the sale price.
 */
export function comparableFigures(c: ComparableSale): string {
  if (c.soldPrice === null || !c.soldDate) return formatPounds(c.price);
  const sold = `sold for ${formatPounds(c.soldPrice)} on ${formatDate(c.soldDate)}`;
  return c.soldPrice === c.price ? sold : `${formatPounds(c.price)} ${valueAtWords(c.valueMonth)} (${sold})`;
}

/** What was analysed and found, as plain data (the engines and the JSON response carry it). */
export interface AnalysisFacts {
  /** "2 bed flat in LS6 for £150,000". */
  subject: string;
  /** "LS6 (Leeds)". */
  placeName: string;
  laName: string;
  valuation: Valuation;
  /** Where the comparables are from: "LS6", "Leeds"; null when there are none. */
  comparablesArea: string | null;
  comparables: ComparableSale[];
  /**
   * Said before the answer when the place's name is one other places share ("Richmond",
   * "Newcastle"): which one the property was valued in, and how to name another (decisions 161,
   * 172); null otherwise.
   */
  placeNote: string | null;
}

/**
 * "ONS Price Index of Private Rents, May 2026 (provisional), Leeds": the source, dated by its
 * period (a month in full; a year such as "2011-12" as written, never "December 2011"), and the area.
 */
export function rentSourceLine(v: Pick<Valuation, "rentSource">): string {
  const s = v.rentSource;
  // Valuations stored before the rent's source was recorded have only the area and period.
  const label = s.sourceLabel ?? "ONS/VOA private rental market statistics";
  const when = s.period ? periodName(s.period) : "";
  const dated = !when || label.includes(when) ? label : `${label}, ${when}`;
  // "…, May 2026 (provisional), Leeds": the area after a comma, never a second bracket.
  return s.areaName ? `${dated}, ${s.areaName}` : dated;
}

/** What the area's rent figure is for, as an investor says it: "a 3-bed", "a studio". */
const CATEGORY_WORDS: Record<RentCategory, string> = {
  Room: "a room",
  Studio: "a studio",
  "One Bedroom": "a 1-bed",
  "Two Bedrooms": "a 2-bed",
  "Three Bedrooms": "a 3-bed",
  "Four or more Bedrooms": "a 4-bed or larger",
  "All categories": "a home of any size",
};
const PIPR_LABEL = "ONS Price Index of Private Rents, ";

/**
 * "Rent: £1,125 a month (£13,500 a year) — ONS Price Index of Private Rents, …, Leeds, 3 bedrooms."
 * A rent of the investor's own is named as theirs, with the area's figure beside it: "Rent: £900 a
 * month (£10,800 a year), the rent you gave, not checked — the ONS average for a 3-bed in Leeds is
 * £1,125 a month, May 2026 (provisional); yours is 20% below it." (decision 196)
 */
export function rentLine(v: Pick<Valuation, "monthlyRent" | "annualRent" | "rentSource" | "rentCategory" | "rentGiven">): string {
  const given = v.rentGiven;
  // "£866.67 a month": a weekly rent said is kept to the penny.
  const rent = `${formatPounds(v.monthlyRent, { pence: Boolean(given) })} a month (${formatPounds(v.annualRent)} a year)`;
  if (!given) return `Rent: ${rent} — ${v.rentSource.description}.`;
  const s = v.rentSource;
  const what = s.source === "ons-pipr" ? "the ONS average" : "the ONS/VOA median";
  const when = s.sourceLabel.startsWith(PIPR_LABEL) ? s.sourceLabel.slice(PIPR_LABEL.length) : s.sourceLabel;
  const diff = Math.round((v.monthlyRent / given.areaMonthlyRent - 1) * 100);
  const yours = diff === 0 ? "yours is about the same" : `yours is ${Math.abs(diff)}% ${diff < 0 ? "below" : "above"} it`;
  return `Rent: ${rent}, ${given.source}, not checked — ${what} for ${CATEGORY_WORDS[v.rentCategory]} in ${s.areaName} is ${formatPounds(given.areaMonthlyRent)} a month, ${when}; ${yours}.`;
}

/**
 * One line per step, from rent to score. The purchase costs, the mortgage and the running costs
 * each end with the dated rule or assumptions they applied (decision 150).
 */
export function analysisWorkings(facts: AnalysisFacts): string[] {
  const v = facts.valuation;
  const m = v.mortgage;
  const pc = v.purchaseCosts;
  const rc = v.runningCosts;
  const rules = valuationRules(v);
  const dated = (kind: DatedRule["kind"]) => {
    const rule = rules.find((r) => r.kind === kind);
    return rule ? ` ${datedRuleLine(rule)}.` : "";
  };
  const beds = v.bedrooms === null ? "no bedroom count" : `${v.bedrooms} bedroom${v.bedrooms === 1 ? "" : "s"}`;
  const lines = [
    `Bedrooms: ${beds}${v.bedroomsAssumed && v.bedroomsNote ? ` — ${v.bedroomsNote}` : v.bedroomsAssumed ? " (assumed)" : " (as given)"}.`,
    rentLine(v),
    `Gross yield: ${formatPounds(v.annualRent)} ÷ ${formatPounds(v.currentValue)} = ${percent(v.grossYield, 2)}.`,
    `Purchase costs: ${pc.taxName} ${formatPounds(pc.tax)} (${taxRatesUsed(pc.taxName, v.currentValue)}) + fees ${formatPounds(pc.fees)} = ${formatPounds(pc.total)}.${dated("purchase-tax")}`,
    `Mortgage: ${formatPounds(m.loan)} interest-only at ${ratePercent(m.rate)} (${ltvText(m.ltv)}; the lender's rent test needs ${m.icr}% cover at a ${ratePercent(m.stressRate)} stress rate${m.limitedBy === "rent" ? ", which limits the loan" : ""}); interest ${formatPounds(m.annualInterest)} a year.${dated("mortgage")}`,
    `Cash in: deposit ${formatPounds(m.deposit)} + purchase costs ${formatPounds(pc.total)} = ${formatPounds(v.cashInvested)}.`,
    `Running costs: ${formatPounds(rc.total)} a year (management ${formatPounds(rc.management)}, voids ${formatPounds(rc.voids)}, maintenance ${formatPounds(rc.maintenance)}, insurance ${formatPounds(rc.insurance)}, letting fees ${formatPounds(rc.lettingFees)}, compliance ${formatPounds(rc.compliance)}${rc.serviceCharge ? `, service charge ${formatPounds(rc.serviceCharge)}` : ""}${rc.groundRent ? `, ground rent ${formatPounds(rc.groundRent)}` : ""}).${dated("costs")}`,
    `Cash flow: ${formatPounds(v.annualRent)} − ${formatPounds(rc.total)} − ${formatPounds(m.annualInterest)} = ${formatPounds(v.annualCashFlow)} a year before tax.`,
    `ROI (cash-on-cash): ${formatPounds(v.annualCashFlow)} ÷ ${formatPounds(v.cashInvested)} = ${percent(v.roi, 2)}.`,
  ];
  if (v.priceVsArea) {
    const p = v.priceVsArea;
    lines.push(
      `Price against the area: ${formatPounds(p.areaAverage)} average in ${p.areaName} (${p.period}); this is ${Math.abs(p.percentDiff)}% ${p.percentDiff < 0 ? "below" : "above"} it.`,
    );
  }
  // A high label with a reason is a caution, not why it is low: say which it is (decision 183).
  const c = v.confidence;
  const reasons = confidenceReasonsClause(c.label, c.reasons) || ", with no weaknesses found in the data";
  lines.push(`Score: ${v.score}/100, confidence ${confidenceLabelText(v.confidence.label)}${reasons}.`);
  return lines;
}

/**
 * A verdict in words from the score (the same bands as the deal cards' reading). A deal that
 * loses money each year is never called strong or fair without saying so; nor is one whose
 * yield rests on the area's average rent at a price far below the area's average (decision 168).
 */
function verdict(v: Pick<Valuation, "score" | "annualCashFlow" | "confidence">): string {
  const losing = v.annualCashFlow < 0 ? ", though it loses money each year" : "";
  // Decision 078's rule lowered the confidence: the verdict says the same share of the area's
  // average price as its reason, read from the valuation's own record of it (decision 173).
  const far = v.confidence.belowAreaPrice;
  const ifLets = far
    ? `, if it lets at the ${far.areaName} average rent it was given: at ${percent(far.percent)} of the area's average price it likely lets for less`
    : "";
  if (v.score >= 70) return `looks a strong deal on these figures${losing}${ifLets}`;
  if (v.score >= 50) return `looks a fair deal on these figures${losing}${ifLets}`;
  return "looks a weak deal on these figures";
}

/** The comparables in one paragraph, or a sentence saying there are none. */
export function comparablesText(facts: AnalysisFacts): string {
  if (facts.comparables.length === 0) {
    return `No comparable sales of the same kind at a similar price are in our data for ${facts.placeName}.`;
  }
  const items = facts.comparables.map(
    (c) => `- ${c.title}, ${c.location}: ${comparableFigures(c)}`,
  );
  return [`Comparable sales in ${facts.comparablesArea}:`, ...items].join("\n");
}

/** Which rates the purchase tax used: the additional-property ones, or the standard ones below their floor. */
function taxRatesUsed(name: TaxName, price: number): string {
  const floor = belowAdditionalFloor(name, price);
  return floor !== null
    ? `the standard rates: the additional-property rates don't apply below ${formatPounds(floor)}`
    : "with the additional-property rates";
}

/** The built-in engine's answer: verdict, headline figures, workings, comparables, caveat. */
export function analysisAnswer(facts: AnalysisFacts): string {
  const v = facts.valuation;
  return [
    `A ${facts.subject} ${verdict(v)}: score ${v.score}/100 (confidence ${confidenceLabelText(v.confidence.label)}), gross yield ${percent(v.grossYield, 2)}, ROI ${signedPercent(v.roi, 2)}, ${cashFlowAYear(v.annualCashFlow)}.`,
    "How it was worked out:",
    analysisWorkings(facts).map((l) => `- ${l}`).join("\n"),
    comparablesText(facts),
    "This is a screening estimate from area statistics, not a valuation or financial advice.",
  ].join("\n\n");
}
