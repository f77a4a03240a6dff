/**
 * The built-in assistant, used when no OpenAI key is configured. Everything here is pure: answers
 * come from the dated knowledge base, from `stampDuty` and from the deal's own figures (and its
 * valuation, when there is one). Nothing is invented: each number is either quoted from a dated
 * source or derived from the inputs, and the derivation is shown.
 *
 * - `answerGeneralQuestion`: stamp duty on a stated amount is calculated; anything else is answered
 *   from the best-matching knowledge-base entries, each with its source and date.
 * - `answerDealQuestion`: rent, cash flow, purchase tax, mortgage, ICR stress test, break-even,
 *   "is it a good deal" and risks, chosen by keywords; otherwise a compact overview.
 * - `summariseSearch`: a short summary of search results.
 */
import {
  PROPERTY_TAX_RATES,
  stampDuty,
  taxNameFor,
  type PropertyTaxResult,
  type TaxName,
  type TaxNation,
} from "../property-tax";
import {
  DEFAULT_ASSUMPTIONS,
  SCORE_WEIGHTS,
  scoreOnCurve,
  type Assumptions,
  type Valuation,
} from "../valuation";
import { formatDate, formatPercent, formatPounds, joinWithAnd } from "./format";
import { getKnowledgeEntry, KNOWLEDGE_BASE, type KnowledgeEntry } from "./knowledge-base";
import { retrieve } from "./retrieve";

/* ------------------------------------------------------------------------------------------ */
/* Shared                                                                                      */
/* ------------------------------------------------------------------------------------------ */

export interface AnswerSource {
  name: string;
  url: string;
  asOf: string;
}

export interface GeneralAnswer {
  answer: string;
  sources: AnswerSource[];
  /** false when the question is outside what the built-in assistant knows. */
  known: boolean;
}

/** The stressed interest rate lenders use for a buy-to-let ICR test (PRA SS13/16 minimum), %. */
export const ICR_STRESS_RATE_PERCENT = 5.5;
/** Typical minimum interest coverage ratios, %: basic-rate taxpayers/companies and higher-rate. */
export const ICR_THRESHOLDS = { basicRate: 125, higherRate: 145 } as const;
/** Term used for the illustrative capital-repayment mortgage, years. */
export const REPAYMENT_TERM_YEARS = 25;

const DISCLAIMER = "This is general information, not financial, tax or legal advice.";

const NATION_LABEL: Readonly<Record<TaxNation, string>> = {
  england: "England",
  "northern-ireland": "Northern Ireland",
  scotland: "Scotland",
  wales: "Wales",
};

function sourceOf(entry: KnowledgeEntry): AnswerSource {
  return { name: entry.source.name, url: entry.source.url, asOf: entry.asOf };
}

function sourceLine(source: AnswerSource): string {
  return `Source: ${source.name} (as of ${formatDate(source.asOf)}).`;
}

function entrySource(id: string): AnswerSource {
  const entry = getKnowledgeEntry(id);
  if (!entry) throw new Error(`Knowledge base entry ${id} is missing`);
  return sourceOf(entry);
}

function isFiniteNumber(n: unknown): n is number {
  return typeof n === "number" && Number.isFinite(n);
}

/* ------------------------------------------------------------------------------------------ */
/* Stamp duty on an amount                                                                      */
/* ------------------------------------------------------------------------------------------ */

export type StampDutyScenario =
  /** Buyer will own more than one dwelling (buy-to-let, second home, company). */
  | "additional"
  /** The buyer's only home. */
  | "main"
  /** A first-time buyer who will live in it. */
  | "first-time"
  /** Buying to let while owning no other dwelling (e.g. a first-time buyer): standard rates. */
  | "only-property-investment"
  /** Not said: both the additional and the only-home figures are given. */
  | "unspecified";

export interface StampDutyQuestion {
  amount: number;
  nation: TaxNation;
  scenario: StampDutyScenario;
}

const STAMP_DUTY_WORDS =
  /\b(stamp[\s-]*duty|sdlt|lbtt|ltt|land and buildings transaction tax|land transaction tax|additional dwelling supplement)\b/i;

/**
 * The largest money amount in the text, in pounds: "£250,000", "250k", "£1.2m", "1.5 million",
 * "300000". A bare number needs to be at least 10,000 (so years and percentages are ignored).
 */
export function parseAmount(text: string): number | null {
  const pattern =
    /(£\s*)?(\d{1,3}(?:[, ]\d{3})+(?!\d)|\d+)(\.\d+)?(\s*(?:million|thousand|grand|mn|m|k))?/gi;
  let best: number | null = null;
  for (const match of text.matchAll(pattern)) {
    const [whole, pound, digits = "", decimals = "", suffixRaw] = match;
    const start = match.index ?? 0;
    const before = text.slice(0, start);
    const after = text.slice(start + whole.length);
    // Part of a longer token ("a1", "2025-26") or a percentage: not money.
    if (/[\w.]$/.test(before) && !pound) continue;
    if (/^\s*%/.test(after)) continue;
    const suffix = suffixRaw && !/^[a-z]/i.test(after) ? suffixRaw.trim().toLowerCase() : undefined;
    let value = Number(`${digits.replace(/[, ]/g, "")}${decimals}`);
    if (!Number.isFinite(value)) continue;
    if (suffix === "k" || suffix === "thousand" || suffix === "grand") value *= 1_000;
    else if (suffix) value *= 1_000_000;
    else if (!pound && value < 10_000) continue;
    value = Math.round(value);
    if (value > 0 && (best === null || value > best)) best = value;
  }
  return best;
}

/** The nation a piece of text points to, or null when it names none. */
export function nationFromText(text: string): TaxNation | null {
  const t = text.toLowerCase();
  if (/\b(northern ireland|belfast|londonderry|derry|lisburn|newry)\b/.test(t)) return "northern-ireland";
  if (/\b(scotland|scottish|lbtt|edinburgh|glasgow|aberdeen|dundee|inverness|stirling)\b/.test(t)) return "scotland";
  if (/\b(wales|welsh|ltt|land transaction tax|cardiff|swansea|wrexham)\b/.test(t)) return "wales";
  if (/\b(england|english|sdlt|london)\b/.test(t)) return "england";
  return null;
}

const FIRST_TIME = /\bfirst[\s-]*time\b|\bftb\b|never owned/i;
const ADDITIONAL =
  /buy[\s-]*to[\s-]*let|\bbtl\b|second (home|property|house|flat)|additional (property|dwelling|home)|\binvestment\b|rental property|\bto let\b|\blet(ting)? (it )?out\b|holiday (home|let)|\bportfolio\b|another (property|home|house)|already own|higher rates|\bsurcharge\b|\blandlord\b|\bcompany\b|\bads\b|additional dwelling supplement/i;
const MAIN_HOME =
  /\blive in\b|\bliving in\b|main (home|residence)|only (home|property)|\bmy (own )?home\b|family home|move into|primary residence|own home|residential home|to live\b/i;

const ONLY_PROPERTY =
  /\bonly (home|property|house|flat)\b|\b(don'?t|do not|won'?t|will not) own (any )?(other|another)\b|\bno other (home|property)\b/i;

/** Reads a stamp-duty-on-an-amount question, or null if the text is not one. */
export function parseStampDutyQuestion(question: string): StampDutyQuestion | null {
  if (!STAMP_DUTY_WORDS.test(question)) return null;
  const amount = parseAmount(question);
  if (amount === null) return null;
  const nation = nationFromText(question) ?? "england";
  const firstTime = FIRST_TIME.test(question);
  const additional = ADDITIONAL.test(question);
  const main = MAIN_HOME.test(question);
  let scenario: StampDutyScenario;
  if (firstTime) scenario = additional && !main ? "only-property-investment" : "first-time";
  else if (additional) scenario = ONLY_PROPERTY.test(question) ? "only-property-investment" : "additional";
  else if (main) scenario = "main";
  else scenario = "unspecified";
  return { amount, nation, scenario };
}

/** One "• range at rate%: £tax" line per band the price reaches. */
function bandLines(result: PropertyTaxResult): string[] {
  const lines = result.bands
    .filter((band) => band.taxable > 0)
    .map((band) => {
      const top = band.from + band.taxable;
      const range =
        band.from === 0 ? `Up to ${formatPounds(top)}` : `${formatPounds(band.from + 1)} to ${formatPounds(top)}`;
      return `• ${range} at ${formatPercent(band.rate)}: ${formatPounds(band.tax, { pence: true })}`;
    });
  if (result.name === "LBTT" && result.surcharge > 0) {
    const rate = PROPERTY_TAX_RATES.LBTT.additionalDwelling.rate;
    lines.push(`• Additional Dwelling Supplement at ${formatPercent(rate)} of the whole price: ${formatPounds(result.surcharge)}`);
  }
  return lines;
}

function taxLabel(name: TaxName): string {
  return `${PROPERTY_TAX_RATES[name].fullName} (${name})`;
}

/** How the extra tax on an additional dwelling is worked out, in words. */
function additionalMethod(name: TaxName): string {
  switch (name) {
    case "SDLT":
      return `at the higher rates for additional dwellings (the standard rates plus ${PROPERTY_TAX_RATES.SDLT.additionalDwelling.ratePoints} points on every band)`;
    case "LBTT":
      return `at the standard LBTT rates plus the Additional Dwelling Supplement of ${formatPercent(PROPERTY_TAX_RATES.LBTT.additionalDwelling.rate)} of the whole price`;
    case "LTT":
      return "at the higher residential rates, which apply from the first pound";
  }
}

function surchargeNote(name: TaxName, result: PropertyTaxResult): string {
  if (result.surcharge <= 0) return "";
  switch (name) {
    case "SDLT":
      return `, of which ${formatPounds(result.surcharge)} is the additional-dwelling surcharge`;
    case "LBTT":
      return `, of which ${formatPounds(result.surcharge)} is the Additional Dwelling Supplement`;
    case "LTT":
      return `, ${formatPounds(result.surcharge)} more than at the main rates`;
  }
}

function reclaimNote(name: TaxName): string {
  return name === "LBTT"
    ? "you can reclaim the supplement if you sell your previous main home within the time Revenue Scotland allows"
    : "you can reclaim the extra if you sell your previous main home within 3 years";
}

function taxSourceIds(name: TaxName, scenario: StampDutyScenario): string[] {
  if (name === "LBTT") return ["lbtt-scotland"];
  if (name === "LTT") return ["ltt-wales"];
  switch (scenario) {
    case "additional":
      return ["sdlt-additional-dwellings"];
    case "first-time":
      return ["sdlt-first-time-buyer-relief"];
    case "main":
    case "only-property-investment":
      return ["sdlt-rates"];
    case "unspecified":
      return ["sdlt-additional-dwellings", "sdlt-rates"];
  }
}

/** The full worked answer to a stamp-duty-on-an-amount question. */
export function answerStampDuty(q: StampDutyQuestion): GeneralAnswer {
  const { amount, nation } = q;
  let scenario: StampDutyScenario | "below-threshold" = q.scenario;
  const sourceIds = taxSourceIds(taxNameFor(nation), q.scenario);
  const place = NATION_LABEL[nation];
  const price = formatPounds(amount);
  const standard = stampDuty(amount, { nation, additionalProperty: false });
  const higher = stampDuty(amount, { nation, additionalProperty: true });
  const name = standard.name;
  const label = taxLabel(name);
  const table = PROPERTY_TAX_RATES[name];
  const minPrice = table.additionalDwelling.minPrice;
  const parts: string[] = [];

  if (amount < minPrice && (scenario === "additional" || scenario === "unspecified")) {
    parts.push(`${label} on ${price} in ${place}: ${formatPounds(standard.tax)}.`);
    parts.push(
      [
        `The higher rates for additional properties don't apply below ${formatPounds(minPrice)}, so the standard rates are used:`,
        ...bandLines(standard),
        `Total: ${formatPounds(standard.tax)}.`,
      ].join("\n"),
    );
    scenario = "below-threshold";
  }

  switch (scenario) {
    case "below-threshold":
      break;
    case "additional": {
      parts.push(
        `${label} on a ${price} additional property (such as a buy-to-let or second home) in ${place}: ${formatPounds(higher.tax)}.`,
      );
      parts.push(
        [`How it's worked out, ${additionalMethod(name)}:`, ...bandLines(higher), `Total: ${formatPounds(higher.tax)}${surchargeNote(name, higher)}.`].join("\n"),
      );
      parts.push(
        `The higher rates apply when you will own more than one home at the end of the day of purchase, or buy through a company. If this would be the only property you own, the standard rates would apply instead: ${formatPounds(standard.tax)}.`,
      );
      break;
    }
    case "main": {
      parts.push(`${label} on a ${price} home you will live in as your only home, in ${place}: ${formatPounds(standard.tax)}.`);
      parts.push(["How it's worked out, at the standard rates:", ...bandLines(standard), `Total: ${formatPounds(standard.tax)}.`].join("\n"));
      if (higher.tax !== standard.tax) {
        parts.push(
          `If you will still own another home after buying (for example you haven't sold your old one yet), the higher rates apply: ${formatPounds(higher.tax)}, though ${reclaimNote(name)}.`,
        );
      }
      const ftb = stampDuty(amount, { nation, additionalProperty: false, firstTimeBuyer: true });
      if (ftb.tax < standard.tax) {
        parts.push(`If you have never owned a home, first-time buyer relief would bring it down to ${formatPounds(ftb.tax)}.`);
      }
      break;
    }
    case "first-time": {
      const ftb = stampDuty(amount, { nation, additionalProperty: false, firstTimeBuyer: true });
      const relief = table.firstTimeBuyer;
      if (!relief) {
        parts.push(`${label} for a first-time buyer on ${price} in ${place}: ${formatPounds(standard.tax)}.`);
        parts.push(`${place} has no first-time buyer relief, so the standard rates apply:\n${bandLines(standard).join("\n")}`);
      } else if (relief.maxPrice !== null && amount > relief.maxPrice) {
        parts.push(`${label} for a first-time buyer on ${price} in ${place}: ${formatPounds(standard.tax)}.`);
        parts.push(
          `First-time buyer relief is not available above ${formatPounds(relief.maxPrice)}, so the standard rates apply to the whole price:\n${bandLines(standard).join("\n")}`,
        );
      } else {
        parts.push(
          `${label} for a first-time buyer on ${price} in ${place}: ${formatPounds(ftb.tax)} with first-time buyer relief.`,
        );
        parts.push(["How it's worked out, at the first-time buyer rates:", ...bandLines(ftb), `Total: ${formatPounds(ftb.tax)}.`].join("\n"));
        if (standard.tax > ftb.tax) {
          parts.push(`Without the relief you would pay ${formatPounds(standard.tax)}, so it saves ${formatPounds(standard.tax - ftb.tax)}.`);
        }
      }
      parts.push("The relief is only for buyers who have never owned a home anywhere and will live in this one.");
      break;
    }
    case "only-property-investment": {
      parts.push(`${label} on a ${price} buy-to-let that would be the only property you own, in ${place}: ${formatPounds(standard.tax)}.`);
      parts.push(
        `The higher rates don't apply because you won't own more than one home at the end of the day of purchase, and first-time buyer relief doesn't apply because you won't live in it, so the standard rates are used:\n${bandLines(standard).join("\n")}`,
      );
      parts.push(`If you already own a home (or buy through a company), the higher rates would apply: ${formatPounds(higher.tax)}.`);
      break;
    }
    case "unspecified": {
      parts.push(
        `${label} on ${price} in ${place}: ${formatPounds(higher.tax)} if it's an additional property (such as a buy-to-let or second home), or ${formatPounds(standard.tax)} if it will be your only home.`,
      );
      parts.push(
        [`As an additional property, ${additionalMethod(name)}:`, ...bandLines(higher), `Total: ${formatPounds(higher.tax)}${surchargeNote(name, higher)}.`].join("\n"),
      );
      parts.push(["As your only home, at the standard rates:", ...bandLines(standard), `Total: ${formatPounds(standard.tax)}.`].join("\n"));
      const ftb = stampDuty(amount, { nation, additionalProperty: false, firstTimeBuyer: true });
      if (ftb.tax < standard.tax) parts.push(`A first-time buyer who will live in it would pay ${formatPounds(ftb.tax)}.`);
      break;
    }
  }

  const sources = sourceIds.map(entrySource);
  parts.push(sources.map(sourceLine).join("\n"));
  parts.push(`${DISCLAIMER} Your solicitor or conveyancer will confirm the exact amount.`);
  return { answer: parts.join("\n\n"), sources, known: true };
}

/* ------------------------------------------------------------------------------------------ */
/* General questions                                                                            */
/* ------------------------------------------------------------------------------------------ */

/** A second entry is included in full only when it scores at least this share of the best. */
const SECOND_ENTRY_SHARE = 0.8;

export const OUTSIDE_KNOWLEDGE_ANSWER =
  "That's outside what the built-in assistant knows, so I can't give you a reliable answer. " +
  "I can help with UK property investing: stamp duty (SDLT, LBTT and LTT), including working out the tax on a price " +
  "(for example \"stamp duty on a £250,000 buy-to-let\"); Section 24 and income tax for landlords; buy-to-let mortgages " +
  "and ICR stress tests; buying through a limited company; capital gains tax; HMO licensing; the Renters' Rights Act; " +
  "EPC rules; deposits and Right to Rent checks; yields, ROI and due diligence. You can also ask about a specific deal from its card.";

/**
 * Answers a general UK property question: stamp duty on a stated amount is calculated, anything
 * else comes from the knowledge base with its sources; unknown topics get `known: false`.
 */
export function answerGeneralQuestion(question: string): GeneralAnswer {
  const text = (question ?? "").trim();
  if (!text) return { answer: OUTSIDE_KNOWLEDGE_ANSWER, sources: [], known: false };

  const stamp = parseStampDutyQuestion(text);
  if (stamp) return answerStampDuty(stamp);

  const results = retrieve(text, KNOWLEDGE_BASE, 3);
  const top = results[0];
  if (!top) return { answer: OUTSIDE_KNOWLEDGE_ANSWER, sources: [], known: false };

  const used = results.filter((r, i) => i === 0 || (i === 1 && r.score >= top.score * SECOND_ENTRY_SHARE));
  const related = results.filter((r) => !used.includes(r));
  const sources = used.map((r) => sourceOf(r.entry));
  const parts = used.map((r) => `${r.entry.title}\n${r.entry.body}\n${sourceLine(sourceOf(r.entry))}`);
  if (related.length > 0) {
    parts.push(`Related topics you can ask about: ${joinWithAnd(related.map((r) => r.entry.title))}.`);
  }
  parts.push(DISCLAIMER);
  return { answer: parts.join("\n\n"), sources, known: true };
}

/* ------------------------------------------------------------------------------------------ */
/* Questions about one deal                                                                     */
/* ------------------------------------------------------------------------------------------ */

export interface DealQuestionContext {
  title: string;
  price: number;
  location: string;
  propertyType: string;
  /** Cash-on-cash ROI, %. */
  roi: number;
  /** Gross yield, %. */
  yield: number;
  description: string;
  valuation?: Valuation | null;
}

type DealIntent =
  | "rent"
  | "cashflow"
  | "tax"
  | "mortgage"
  | "icr"
  | "breakeven"
  | "returns"
  | "verdict"
  | "risks";

const INTENTS: ReadonlyArray<readonly [DealIntent, RegExp]> = [
  ["rent", /\b(rent|rents|rental|rented|tenant pays?)\b|\bincome\b(?!\s+tax)|\bearn\b|\bmake\b/i],
  ["cashflow", /cash[\s-]*flow|\bprofit|\bnet\b|after (all )?costs|running costs|\bexpenses\b|\bcosts?\b|\bearn\b|\bmake\b|take[\s-]*home|\bpocket\b/i],
  ["tax", /stamp|\bsdlt\b|\blbtt\b|\bltt\b|transaction tax|purchase tax|buying costs|\bads\b|tax (to pay )?(on|when) (buying|the purchase)/i],
  ["mortgage", /mortgage|\bloan\b|\bborrow|repayment|monthly payment|\bdeposit\b|interest[\s-]*only|\bltv\b|loan[\s-]*to[\s-]*value|\bfinanc/i],
  ["icr", /\bicr\b|stress|interest cover|coverage ratio|\blender|affordab/i],
  ["breakeven", /break[\s-]*even|pay[\s-]*back|payback|\brecoup|how long|years to|get (my|the) (money|cash) back/i],
  ["returns", /\byield\b|\broi\b|\breturns?\b|cash[\s-]*on[\s-]*cash/i],
  ["verdict", /good deal|\bworth\b|should i|\bbuy it\b|recommend|verdict|opinion|\bscore\b|\bdecent\b|any good|is it good|is this good|bargain|value for money|overvalued|undervalued|good investment|\bgood\b|\bbad\b/i],
  ["risks", /\brisk|downside|danger|concern|\bworr|problem|watch out|red flag|pitfall|catch\b|what could go wrong/i],
];

/** The intents a question asks about, in a fixed order (empty: give the overview). */
export function dealIntents(question: string): DealIntent[] {
  return INTENTS.filter(([, pattern]) => pattern.test(question)).map(([intent]) => intent);
}

interface DealFigures {
  deal: DealQuestionContext;
  valuation: Valuation | null;
  assumptions: Assumptions;
  nation: TaxNation;
  nationAssumed: boolean;
  /** price × yield ÷ 100, rounded to the pound. */
  annualRent: number;
  monthlyRent: number;
  /** The value the mortgage is modelled on: the valuation's currentValue, else the price. */
  mortgageValue: number;
  ltv: number;
  rate: number;
  loan: number;
  deposit: number;
  monthlyInterestOnly: number;
  monthlyRepayment: number;
  /** Rent used for the ICR: the valuation's, else price × yield. */
  icrRent: number;
  stressedInterest: number;
  /** %, whole number; null when there is no loan. */
  icr: number | null;
}

/** Monthly payment on a capital-repayment loan. */
export function repaymentMonthly(loan: number, annualRatePercent: number, years: number): number {
  const n = years * 12;
  const r = annualRatePercent / 100 / 12;
  if (n <= 0) return loan;
  if (r === 0) return loan / n;
  return (loan * r) / (1 - (1 + r) ** -n);
}

/** Break-even years = 100 ÷ ROI, rounded; "N/A" when ROI is not above 0. */
export function breakEvenYears(roi: number): number | "N/A" {
  if (!isFiniteNumber(roi) || roi <= 0) return "N/A";
  return Math.round(100 / roi);
}

/** Annual rental income = price × yield ÷ 100 (rounded), and that ÷ 12 (rounded). */
export function rentalIncome(price: number, yieldPercent: number): { annual: number; monthly: number } {
  const annual = Math.round((price * yieldPercent) / 100);
  return { annual, monthly: Math.round(annual / 12) };
}

function figuresFor(deal: DealQuestionContext): DealFigures {
  const valuation = deal.valuation ?? null;
  const assumptions = valuation?.assumptions ?? DEFAULT_ASSUMPTIONS;
  const fromValuation = valuation?.inputs?.nation;
  const fromLocation = nationFromText(deal.location);
  const nation: TaxNation = fromValuation ?? fromLocation ?? "england";
  const { annual, monthly } = rentalIncome(deal.price, deal.yield);

  const mortgageValue = valuation?.currentValue ?? deal.price;
  const ltv = valuation?.mortgage.ltv ?? assumptions.mortgageLtvPercent;
  const rate = valuation?.mortgage.rate ?? assumptions.mortgageRatePercent;
  const loan = valuation?.mortgage.loan ?? (mortgageValue * ltv) / 100;
  const deposit = valuation?.mortgage.deposit ?? mortgageValue - loan;
  const icrRent = valuation?.annualRent ?? annual;
  const stressedInterest = (loan * ICR_STRESS_RATE_PERCENT) / 100;
  return {
    deal,
    valuation,
    assumptions,
    nation,
    nationAssumed: !fromValuation && !fromLocation,
    annualRent: annual,
    monthlyRent: monthly,
    mortgageValue,
    ltv,
    rate,
    loan,
    deposit,
    monthlyInterestOnly: (loan * rate) / 100 / 12,
    monthlyRepayment: repaymentMonthly(loan, rate, REPAYMENT_TERM_YEARS),
    icrRent,
    stressedInterest,
    icr: stressedInterest > 0 ? Math.round((icrRent / stressedInterest) * 100) : null,
  };
}

function rentSection(f: DealFigures): string {
  const { deal, valuation } = f;
  const lines = [
    `Estimated rental income: ${formatPounds(f.annualRent)} a year, or ${formatPounds(f.monthlyRent)} a month (price ${formatPounds(deal.price)} × gross yield ${formatPercent(deal.yield)}).`,
  ];
  if (valuation) {
    const src = valuation.rentSource;
    const beds =
      valuation.bedrooms === null
        ? ""
        : ` for ${valuation.bedrooms} bedroom${valuation.bedrooms === 1 ? "" : "s"}${valuation.bedroomsAssumed ? " (assumed)" : ""}`;
    lines.push(
      `That rent is the ONS median private rent${beds} in ${src.areaName} (${valuation.rentCategory}, ${src.period}): ${formatPounds(valuation.monthlyRent)} a month. Actual rents vary with condition and exact location, so check local listings.`,
    );
  } else {
    lines.push("It's an estimate from the deal's yield, not a rent quote: check comparable local listings.");
  }
  return lines.join(" ");
}

function cashFlowSection(f: DealFigures): string {
  const v = f.valuation;
  if (!v) {
    return `I can't work out cash flow for this deal because its running-cost and mortgage figures aren't available, only the gross rent of about ${formatPounds(f.annualRent)} a year (${formatPounds(f.monthlyRent)} a month) before any costs.`;
  }
  const rc = v.runningCosts;
  const a = v.assumptions;
  return [
    `Estimated cash flow: ${formatPounds(v.annualCashFlow)} a year, about ${formatPounds(v.annualCashFlow / 12)} a month, before income tax.`,
    `• Rent: ${formatPounds(v.annualRent)} a year`,
    `• Running costs: -${formatPounds(rc.total)} (management ${formatPercent(a.managementPercent)}: ${formatPounds(rc.management)}; voids ${a.voidWeeksPerYear} weeks: ${formatPounds(rc.voids)}; maintenance ${formatPercent(a.maintenancePercent)}: ${formatPounds(rc.maintenance)}; insurance: ${formatPounds(rc.insurance)})`,
    `• Mortgage interest: -${formatPounds(v.mortgage.annualInterest)} (${formatPercent(v.mortgage.ltv)} loan of ${formatPounds(v.mortgage.loan)} at ${formatPercent(v.mortgage.rate)}, interest-only)`,
    `Cash invested: ${formatPounds(v.cashInvested)} (deposit ${formatPounds(v.mortgage.deposit)} + ${v.purchaseCosts.taxName} ${formatPounds(v.purchaseCosts.tax)} + fees ${formatPounds(v.purchaseCosts.fees)}), so the cash-on-cash ROI is ${formatPercent(v.roi)}.`,
  ].join("\n");
}

function taxSection(f: DealFigures): string {
  const { deal, nation } = f;
  const result = stampDuty(deal.price, { nation, additionalProperty: true });
  const standard = stampDuty(deal.price, { nation, additionalProperty: false });
  const place = NATION_LABEL[nation];
  const lines = [
    `${taxLabel(result.name)} on this ${formatPounds(deal.price)} purchase as an additional property in ${place}${f.nationAssumed ? " (assumed from the default, as the location doesn't say)" : ""}: ${formatPounds(result.tax)}.`,
    `Worked out ${additionalMethod(result.name)}:`,
    ...bandLines(result),
    `Total: ${formatPounds(result.tax)}${surchargeNote(result.name, result)}.`,
  ];
  if (standard.tax !== result.tax) {
    lines.push(`If it would be the only property you own, the standard rates give ${formatPounds(standard.tax)}.`);
  }
  const id = taxSourceIds(result.name, "additional")[0]!;
  lines.push(sourceLine(entrySource(id)));
  return lines.join("\n");
}

function mortgageSection(f: DealFigures): string {
  const basis =
    f.mortgageValue !== f.deal.price
      ? ` of the estimated value today, ${formatPounds(f.mortgageValue)}`
      : "";
  return [
    `Mortgage at ${formatPercent(f.ltv)} loan-to-value${basis}: a loan of ${formatPounds(f.loan)} and a deposit of ${formatPounds(f.deposit)}.`,
    `• Interest-only at ${formatPercent(f.rate)}: ${formatPounds(f.monthlyInterestOnly)} a month (${formatPounds(f.monthlyInterestOnly * 12)} a year).`,
    `• Capital repayment over ${REPAYMENT_TERM_YEARS} years at ${formatPercent(f.rate)}: ${formatPounds(f.monthlyRepayment)} a month.`,
    "These use the app's assumed rate and loan-to-value, not a mortgage offer: a broker can tell you what's available.",
  ].join("\n");
}

function icrSection(f: DealFigures): string {
  if (f.icr === null) return "There's no loan in these figures, so there's no ICR stress test to apply.";
  const passBasic = f.icr >= ICR_THRESHOLDS.basicRate;
  const passHigher = f.icr >= ICR_THRESHOLDS.higherRate;
  const verdict = passHigher
    ? `passes both the ${ICR_THRESHOLDS.basicRate}% (basic-rate taxpayer or company) and ${ICR_THRESHOLDS.higherRate}% (higher-rate taxpayer) tests`
    : passBasic
      ? `passes the ${ICR_THRESHOLDS.basicRate}% test (basic-rate taxpayer or company) but fails the ${ICR_THRESHOLDS.higherRate}% test for higher-rate taxpayers`
      : `fails both the ${ICR_THRESHOLDS.basicRate}% and ${ICR_THRESHOLDS.higherRate}% tests`;
  const stress = ICR_STRESS_RATE_PERCENT / 100;
  const maxBasic = f.icrRent / ((ICR_THRESHOLDS.basicRate / 100) * stress);
  const maxHigher = f.icrRent / ((ICR_THRESHOLDS.higherRate / 100) * stress);
  return [
    `ICR stress test: rent of ${formatPounds(f.icrRent)} a year ÷ interest at a ${formatPercent(ICR_STRESS_RATE_PERCENT)} stressed rate on the ${formatPounds(f.loan)} loan (${formatPounds(f.stressedInterest)} a year) = ${f.icr}%, which ${verdict}.`,
    `On this rent the largest loan would be about ${formatPounds(maxBasic)} at ${ICR_THRESHOLDS.basicRate}% or ${formatPounds(maxHigher)} at ${ICR_THRESHOLDS.higherRate}%. Lenders' own ratios and stressed rates vary.`,
  ].join("\n");
}

function breakEvenSection(f: DealFigures): string {
  const years = breakEvenYears(f.deal.roi);
  return years === "N/A"
    ? `Break-even: N/A. The ROI is ${formatPercent(f.deal.roi)}, which is not above 0, so on these figures the cash flow never pays back the cash invested.`
    : `Break-even: about ${years} years (100 ÷ ROI of ${formatPercent(f.deal.roi)}), the time the cash flow takes to pay back the cash invested, ignoring capital growth, rent rises and tax.`;
}

function returnsSection(f: DealFigures): string {
  const { deal } = f;
  return [
    `Gross yield: ${formatPercent(deal.yield)} (annual rent ÷ price, before any costs).`,
    `ROI: ${formatPercent(deal.roi)}, the cash-on-cash return: the first year's cash flow after running costs and mortgage interest, divided by the cash put in (deposit, purchase tax and fees), before income tax.`,
  ].join("\n");
}

function verdictSection(f: DealFigures): string {
  const { deal, valuation: v, assumptions: a } = f;
  const curves = a.scoreCurves;
  const yieldCurve = curves.yield;
  const roiCurve = curves.roi;
  const yieldScore = scoreOnCurve(deal.yield, yieldCurve);
  const roiScore = scoreOnCurve(deal.roi, roiCurve);
  const lines: string[] = [];
  let overall: number;
  if (v) {
    overall = v.score;
    lines.push(
      `Score: ${v.score}/100 (yield ${Math.round(v.subScores.yield)}, ROI ${Math.round(v.subScores.roi)}, price vs area ${Math.round(v.subScores.priceVsArea)}, confidence ${Math.round(v.subScores.confidence)}, weighted ${SCORE_WEIGHTS.yield}/${SCORE_WEIGHTS.roi}/${SCORE_WEIGHTS.priceVsArea}/${SCORE_WEIGHTS.confidence}).`,
    );
  } else {
    overall = Math.round(
      (yieldScore * SCORE_WEIGHTS.yield + roiScore * SCORE_WEIGHTS.roi) / (SCORE_WEIGHTS.yield + SCORE_WEIGHTS.roi),
    );
  }
  const yFirst = yieldCurve[0];
  const yLast = yieldCurve[yieldCurve.length - 1];
  const rFirst = roiCurve[0];
  const rLast = roiCurve[roiCurve.length - 1];
  if (yFirst && yLast) {
    lines.push(
      `• Yield ${formatPercent(deal.yield)}: on the app's yield scale ${formatPercent(yFirst[0])} scores 0 and ${formatPercent(yLast[0])} scores 100, so this scores ${Math.round(yieldScore)}/100.`,
    );
  }
  if (rFirst && rLast) {
    lines.push(
      `• ROI ${formatPercent(deal.roi)}: ${formatPercent(rFirst[0])} scores 0 and ${formatPercent(rLast[0])} scores 100, so this scores ${Math.round(roiScore)}/100${deal.roi <= 0 ? "; the cash flow doesn't cover costs and interest" : ""}.`,
    );
  }
  if (v?.priceVsArea) {
    const p = v.priceVsArea;
    const direction = p.percentDiff < 0 ? "below" : "above";
    lines.push(
      `• Price: ${formatPercent(Math.abs(p.percentDiff), 1)} ${direction} the ${p.areaName} average of ${formatPounds(p.areaAverage)} (${p.period}, all property types).`,
    );
  }
  if (v) {
    const c = v.confidence;
    lines.push(
      `• Confidence: ${c.label} (${Math.round(c.score * 100)}%)${c.reasons.length ? `: ${c.reasons.join("; ")}` : ", with no weaknesses found in the data"}.`,
    );
  }
  const verdict =
    overall >= 70 ? "looks strong" : overall >= 50 ? "looks middling" : "looks weak";
  lines.unshift(
    v
      ? `On these figures the deal ${verdict}.`
      : `On its yield and ROI alone (no full valuation is available), the deal ${verdict}: ${overall}/100 on the app's yield and ROI scales.`,
  );
  lines.push("It's a screening estimate, not a valuation or advice: check the title, survey, rent and licensing before making an offer.");
  return lines.join("\n");
}

function risksSection(f: DealFigures): string {
  const { deal, valuation: v } = f;
  const risks: string[] = [];
  if (deal.roi <= 0) {
    risks.push(`Negative cash return: the ROI is ${formatPercent(deal.roi)}, so rent doesn't cover running costs and mortgage interest at these figures.`);
  } else if (v && v.annualCashFlow < 0) {
    risks.push(`Negative cash flow of ${formatPounds(v.annualCashFlow)} a year before tax.`);
  }
  if (f.icr !== null && f.icr < ICR_THRESHOLDS.higherRate) {
    risks.push(
      `Borrowing: the rent covers interest at a ${formatPercent(ICR_STRESS_RATE_PERCENT)} stressed rate only ${f.icr}%, below the ${f.icr < ICR_THRESHOLDS.basicRate ? `${ICR_THRESHOLDS.basicRate}%` : `${ICR_THRESHOLDS.higherRate}%`} many lenders need, so you may not be able to borrow ${formatPercent(f.ltv)}.`,
    );
  }
  if (f.loan > 0) {
    risks.push(`Interest rates: each 1 point rise on the ${formatPounds(f.loan)} loan costs about ${formatPounds(f.loan / 100)} a year.`);
  }
  if (f.monthlyRent > 0) {
    risks.push(`Voids: every empty month costs about ${formatPounds(f.monthlyRent)} of rent, plus the bills you pay while it's empty.`);
  }
  if (v?.priceVsArea && v.priceVsArea.percentDiff > 0) {
    risks.push(
      `Price: ${formatPercent(v.priceVsArea.percentDiff, 1)} above the ${v.priceVsArea.areaName} average (a rough guide, as the average covers all property types).`,
    );
  }
  if (v) {
    for (const reason of v.confidence.reasons) risks.push(`Data: ${reason}.`);
  }
  const type = deal.propertyType.toLowerCase();
  if (type === "apartment" || /\b(flat|apartment|leasehold)\b/i.test(deal.description)) {
    risks.push("Leasehold: flats are usually leasehold, so check the lease length, ground rent, service charges and any building-safety (cladding) issues.");
  }
  if (type === "commercial") {
    risks.push("Commercial property: residential rents are a weak guide, and lending, leases and tax rules differ.");
  }
  if (f.nation === "england") {
    risks.push(
      "Regulation: the Renters' Rights Act 2025 ends section 21 evictions and fixed terms in England, homes must meet EPC E (C by 2030 is proposed), and the council may require a licence.",
    );
  }
  risks.push("Tax: these figures are before income tax, and individual landlords get only a 20% credit for mortgage interest (Section 24).");
  return [`Risks to weigh for ${deal.title}:`, ...risks.map((r) => `• ${r}`)].join("\n");
}

function overviewSection(f: DealFigures): string {
  const { deal, valuation: v } = f;
  const tax = stampDuty(deal.price, { nation: f.nation, additionalProperty: true });
  const years = breakEvenYears(deal.roi);
  const lines = [
    `${deal.title}: ${deal.propertyType} in ${deal.location}, ${formatPounds(deal.price)}.`,
    `• Gross yield ${formatPercent(deal.yield)}: rent about ${formatPounds(f.annualRent)} a year (${formatPounds(f.monthlyRent)} a month)`,
    `• ROI ${formatPercent(deal.roi)} (cash-on-cash): break-even ${years === "N/A" ? "N/A" : `about ${years} years`}`,
  ];
  if (v) {
    lines.push(`• Cash flow: ${formatPounds(v.annualCashFlow)} a year (${formatPounds(v.annualCashFlow / 12)} a month) before income tax`);
  }
  lines.push(
    `• ${tax.name} as an additional property in ${NATION_LABEL[f.nation]}: ${formatPounds(tax.tax)}`,
    `• Mortgage at ${formatPercent(f.ltv)} LTV and ${formatPercent(f.rate)}: ${formatPounds(f.monthlyInterestOnly)} a month interest-only, or ${formatPounds(f.monthlyRepayment)} a month repayment over ${REPAYMENT_TERM_YEARS} years`,
  );
  if (f.icr !== null) {
    lines.push(
      `• ICR at a ${formatPercent(ICR_STRESS_RATE_PERCENT)} stressed rate: ${f.icr}% (lenders typically want ${ICR_THRESHOLDS.basicRate}%, or ${ICR_THRESHOLDS.higherRate}% for higher-rate taxpayers)`,
    );
  }
  if (v) lines.push(`• Score: ${v.score}/100, confidence ${v.confidence.label}`);
  lines.push(
    "Ask me about the rent, cash flow, stamp duty, the mortgage, the stress test, break-even, whether it's a good deal, or the risks for the working behind each figure.",
  );
  return lines.join("\n");
}

const SECTIONS: Readonly<Record<DealIntent, (f: DealFigures) => string>> = {
  rent: rentSection,
  cashflow: cashFlowSection,
  tax: taxSection,
  mortgage: mortgageSection,
  icr: icrSection,
  breakeven: breakEvenSection,
  returns: returnsSection,
  verdict: verdictSection,
  risks: risksSection,
};

/**
 * Answers a question about one deal from its own figures (and valuation, when present). The
 * sections are chosen by keywords; a general question gets a compact overview.
 */
export function answerDealQuestion(question: string, deal: DealQuestionContext): { answer: string } {
  if (!isFiniteNumber(deal.price) || deal.price <= 0) {
    return { answer: "This deal has no usable price, so I can't work out any figures for it." };
  }
  const safeDeal: DealQuestionContext = {
    ...deal,
    roi: isFiniteNumber(deal.roi) ? deal.roi : 0,
    yield: isFiniteNumber(deal.yield) ? deal.yield : 0,
  };
  const figures = figuresFor(safeDeal);
  let intents = dealIntents(question ?? "");
  // "Is it a good deal?" already covers yield and ROI.
  if (intents.includes("verdict")) intents = intents.filter((i) => i !== "returns");
  const body =
    intents.length === 0 ? overviewSection(figures) : intents.map((intent) => SECTIONS[intent](figures)).join("\n\n");
  return { answer: `${body}\n\n${DISCLAIMER}` };
}

/* ------------------------------------------------------------------------------------------ */
/* Search summaries                                                                             */
/* ------------------------------------------------------------------------------------------ */

export interface SearchSummaryDeal {
  title: string;
  price: number;
  yield: number;
  roi: number;
  score: number;
  location: string;
}

export const NO_RESULTS_SUMMARY =
  "I couldn't find any properties matching your criteria. Try adjusting your search.";

function range(values: number[], format: (n: number) => string, noun: string): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? `${noun} ${format(min)}` : `${noun} from ${format(min)} to ${format(max)}`;
}

/** A short summary of search results: top pick and why, price range and yield range. */
export function summariseSearch(input: {
  description: string;
  total: number;
  deals: SearchSummaryDeal[];
}): string {
  const deals = input.deals ?? [];
  if (deals.length === 0) return NO_RESULTS_SUMMARY;

  const total = Math.max(isFiniteNumber(input.total) ? input.total : 0, deals.length);
  const description = (input.description ?? "").trim();
  const noun = total === 1 ? "property" : "properties";
  const opening = `I found ${total} ${noun}${description ? ` matching "${description}"` : ""}${total > deals.length ? `, showing the top ${deals.length}` : ""}.`;

  const ranked = [...deals].sort((a, b) => b.score - a.score || b.yield - a.yield || a.price - b.price);
  const top = ranked[0]!;
  const roi = `${top.roi > 0 ? "+" : ""}${formatPercent(top.roi, 1)}`;
  const facts = `${top.title} in ${top.location} at ${formatPounds(top.price)}, scoring ${top.score}/100 with a ${formatPercent(top.yield, 1)} gross yield and ${roi} ROI`;
  let pick: string;
  if (deals.length === 1) {
    pick = `It's ${facts}.`;
  } else {
    const why = ["the highest score"];
    if (top.yield >= Math.max(...deals.map((d) => d.yield))) why.push("the best yield");
    if (top.roi >= Math.max(...deals.map((d) => d.roi))) why.push("the best ROI");
    if (top.price <= Math.min(...deals.map((d) => d.price))) why.push("the lowest price");
    pick = `Top pick: ${facts}, chosen for ${joinWithAnd(why)} in these results.`;
  }

  const sentences = [opening, pick];
  if (deals.length > 1) {
    sentences.push(
      `${range(deals.map((d) => d.price), (n) => formatPounds(n), "Prices run")}, and ${range(deals.map((d) => d.yield), (n) => formatPercent(n, 1), "gross yields")}.`,
    );
  }
  sentences.push("Open a deal for the full workings, or ask me about it.");
  return sentences.join(" ");
}
