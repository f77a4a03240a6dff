/**
 * Questions about one deal, answered from its own figures (and valuation, when present): rent,
 * cash flow, purchase tax, mortgage, ICR stress test, break-even, returns, "is it a good deal" and
 * risks, chosen by keywords; otherwise a compact overview. Every number is derived and shown.
 */
import { breakEvenText, breakEvenWorking, breakEvenYears, LONGEST_BREAK_EVEN_YEARS } from "../deal-maths";
import { confidenceLabelText, confidenceReasonsClause, formatDate, formatPounds, percent, ratePercent, signedPercent } from "../format";
import { PROPERTY_INCOME_RATES, SECTION_24 } from "../income-tax-rates";
import { belowAdditionalFloor, stampDuty } from "../property-tax";
import { bedroomsQualifier, confidenceFactor, rentCategoryPhrase, SCORE_WEIGHTS, scoreOnCurve, weightedScore } from "../valuation";
import { appAssumptions, assumptionsAsAt } from "../valuation/dated-rules";
import { grossYieldPercent } from "../valuation/finance";
import { CASH_FLOW_WITH_PRO, DISCLAIMER, entrySource, isFiniteNumber, NATION_LABEL, SEE_THE_PLANS, sourceLine } from "./answer-common";
import {
  figuresFor,
  ICR_THRESHOLDS,
  icrVerdict,
  largestLoanAt,
  NO_LOAN_STRESS_TEST,
  REPAYMENT_TERM_YEARS,
  runningCostParts,
  stressRateSentence,
  withPurchaseTaxAt,
  type DealFigures,
  type DealQuestionContext,
} from "./deal-figures";
import { CASH_NEEDED_RE, cashNeededSection } from "./deal-cash-needed";
import { MIN_OFFER, offerPrice } from "./deal-offer-reading";
import { planWhatIf, targetRefused, whatIfAnswer } from "./deal-what-if";
import { hasWhatIf, type WhatIf } from "./deal-what-if-reading";
import { generalAnswerOnDeal } from "./deal-general-question";
import { taxpayerAsked, taxpayerStressSection } from "./deal-taxpayer-stress-test";
import { DEAL_OFF_TOPIC_ANSWER, generalAskedOfDeal, readTopicless } from "./off-topic";
import { additionalMethod, bandLines, taxLabel, taxSourceIds, totalLine } from "./stamp-duty-answer";

type DealIntent =
  | "netyield"
  | "cash"
  | "rent"
  | "cashflow"
  | "tax"
  | "mortgage"
  | "icr"
  | "breakeven"
  | "returns"
  | "verdict"
  | "risks";

/**
 * The deal as a whole asked about: "what do you make of this deal", "what do you think of this
 * one", "thoughts?", "your view on it?". Its answer is the verdict (decision 136); "what do you
 * make of the rent" asks about the rent.
 */
const OVERALL_RE =
  /\bwhat\s+do\s+you\s+(?:make|think|reckon)\s+(?:of|about)\s+(?:(?:this|that)(?:\s+(?:one|deal|property|house|flat|place|investment))?|it|the\s+(?:deal|property|house|flat|investment))\s*[?.!]*\s*$|\bwhat\s+do\s+you\s+(?:think|reckon)\s*[?.!]*\s*$|^\s*(?:any\s+|your\s+)?thoughts\b|\b(?:your|any)\s+(?:thoughts|views?|take)\b|\bhow\s+does\s+(?:it|this(?:\s+one)?|the\s+deal)\s+(?:look|stack\s+up)\b/i;

/** "Make" as earning ("how much will I make?"), not "what do you make of it". */
const MAKE = String.raw`\bmake\b(?!\s+of\b)`;

const INTENTS: ReadonlyArray<readonly [DealIntent, RegExp]> = [
  ["cash", CASH_NEEDED_RE],
  ["rent", new RegExp(String.raw`\b(rent|rents|rental|rented|tenant pays?)\b|\bincome\b(?!\s+tax)|\bearn\b|${MAKE}`, "i")],
  ["cashflow", new RegExp(String.raw`cash[\s-]*flow|\bprofit|\bnet\b|after (all )?costs|running costs|\bexpenses\b|\bcosts?\b|\bearn\b|${MAKE}|take[\s-]*home|\bpocket\b`, "i")],
  ["tax", /stamp|\bsdlt\b|\blbtt\b|\bltt\b|transaction tax|purchase tax|buying costs|\bads\b|tax (to pay )?(on|when) (buying|the purchase)/i],
  ["mortgage", /mortgage|\bloan\b|\bborrow|repayment|monthly payment|\bdeposit\b|interest[\s-]*only|\bltv\b|loan[\s-]*to[\s-]*value|\bfinanc/i],
  ["icr", /\bicr\b|stress|interest cover|coverage ratio|\blender|affordab/i],
  ["breakeven", /break[\s-]*even|pay[\s-]*back|payback|\brecoup|how long|years to|get (my|the) (money|cash) back/i],
  ["returns", /\byield\b|\broi\b|\breturns?\b|cash[\s-]*on[\s-]*cash/i],
  ["verdict", new RegExp(String.raw`${OVERALL_RE.source}|good deal|\bworth\b|should i|recommend|verdict|opinion|\bscore\b|\bdecent\b|any good|is it good|is this good|bargain|value for money|overvalued|undervalued|good investment|\bgood\b|\bbad\b`, "i")],
  ["risks", /\brisk|downside|danger|concern|\bworr|problem|watch out|red flag|pitfall|catch\b|what could go wrong/i],
];

/** The net yield asked: "what's the net yield", "the yield after costs" (decision 193). */
const NET_YIELD_RE = /\bnet\s+(?:rental\s+)?yield\b|\byield\s+(?:after|net\s+of)\s+(?:all\s+)?(?:the\s+)?(?:running\s+)?(?:costs|expenses)\b/gi;

/**
 * The intents a question asks about, in a fixed order (empty: give the overview). A net yield is
 * its own: its "net" asks no cash flow, nor its "yield" the gross (decision 193).
 */
export function dealIntents(question: string): DealIntent[] {
  const rest = question.replace(NET_YIELD_RE, " ");
  const net: DealIntent[] = rest === question ? [] : ["netyield"];
  return [...net, ...INTENTS.filter(([, pattern]) => pattern.test(rest)).map(([intent]) => intent)];
}



function rentSection(f: DealFigures): string {
  const { deal, valuation } = f;
  const lines = [
    valuation || deal.annualRent
      ? `Estimated rental income: ${formatPounds(f.annualRent)} a year, or ${formatPounds(f.monthlyRent)} a month, a gross yield of ${percent(deal.yield)} on the price of ${formatPounds(deal.price)}.`
      : `Estimated rental income: ${formatPounds(f.annualRent)} a year, or ${formatPounds(f.monthlyRent)} a month (price ${formatPounds(deal.price)} × gross yield ${percent(deal.yield, 2)}).`,
  ];
  if (valuation) {
    const src = valuation.rentSource;
    const qualifier = bedroomsQualifier(valuation.bedroomsBasis);
    const beds = qualifier && valuation.bedrooms !== null ? ` (bedroom count ${qualifier}: ${valuation.bedrooms})` : "";
    lines.push(
      `That rent is the ${src.sourceLabel} figure for ${rentCategoryPhrase(valuation.rentCategory)} in ${src.areaName}${beds}: ${formatPounds(valuation.monthlyRent)} a month. Actual rents vary with condition and exact location, so check local listings.`,
    );
  } else {
    lines.push(
      deal.annualRent
        ? "It's the rent the deal's yield was worked from, an estimate, not a rent quote: check comparable local listings."
        : "It's an estimate from the deal's yield, not a rent quote: check comparable local listings.",
    );
  }
  return lines.join(" ");
}

function cashFlowSection(f: DealFigures): string {
  const v = f.valuation;
  if (!v && f.deal.detailsWithPro) {
    // A free user's card: the valuation is there, but not on their plan (decision 126).
    // Chat shows text, not links: the way to the plans is named, not a raw path.
    return `${CASH_FLOW_WITH_PRO} (${SEE_THE_PLANS}): it needs the deal's running costs, which your plan doesn't show. The card gives the gross rent of about ${formatPounds(f.annualRent)} a year (${formatPounds(f.monthlyRent)} a month) before any costs, and an ROI of ${signedPercent(f.deal.roi)}, the first year's cash flow after costs and interest ÷ the cash put in.`;
  }
  if (!v) {
    return `I can't work out cash flow for this deal because its running-cost and mortgage figures aren't available here, only the gross rent of about ${formatPounds(f.annualRent)} a year (${formatPounds(f.monthlyRent)} a month) before any costs.`;
  }
  const rc = v.runningCosts;
  const a = v.assumptions;
  return [
    `Estimated cash flow: ${formatPounds(v.annualCashFlow)} a year, about ${formatPounds(v.annualCashFlow / 12)} a month, before income tax.`,
    `• Rent: ${formatPounds(v.annualRent)} a year`,
    `• Running costs: -${formatPounds(rc.total)} (${runningCostParts(v.runningCosts, v.assumptions).join("; ")})`,
    `• Mortgage interest: -${formatPounds(v.mortgage.annualInterest)} (${ratePercent(v.mortgage.ltv)} loan of ${formatPounds(v.mortgage.loan)} at ${ratePercent(v.mortgage.rate)}, interest-only)`,
    `Cash invested: ${formatPounds(v.cashInvested)} (deposit ${formatPounds(v.mortgage.deposit)} + ${v.purchaseCosts.taxName} ${formatPounds(v.purchaseCosts.tax)} + fees ${formatPounds(v.purchaseCosts.fees)}), so the cash-on-cash ROI is ${signedPercent(v.roi)}.`,
    `Worked on ${appAssumptions()} (/methodology), with ${v.purchaseCosts.taxName} at the ${f.purchaseTax.rule.when}.`,
  ].join("\n");
}

/**
 * The net yield (decision 193): the rent less the valuation's running costs, ÷ the value, before
 * the mortgage; each cost named, the gross beside it, and the cash flow and ROI the product
 * reports, which take the mortgage interest off too.
 */
function netYieldSection(f: DealFigures): string {
  const v = f.valuation;
  const gross = `the gross yield is ${percent(v ? v.grossYield : f.deal.yield)} (the rent ÷ the price, before any costs)`;
  if (!v && f.deal.detailsWithPro) {
    return `A net yield needs the deal's running costs, which your plan doesn't show: they are in each deal's full details, with Pro (${SEE_THE_PLANS}). Here ${gross}.`;
  }
  if (!v) return `A net yield needs the deal's running costs, which aren't available here; ${gross}.`;
  const rc = v.runningCosts;
  const net = v.annualRent - rc.total;
  return [
    `Net yield: ${percent(grossYieldPercent(net, v.currentValue))}, the rent of ${formatPounds(v.annualRent)} a year less ${formatPounds(rc.total)} of running costs (${formatPounds(net)}) ÷ the price of ${formatPounds(v.currentValue)}, before mortgage interest and income tax; ${gross}.`,
    `• Running costs: ${runningCostParts(rc, v.assumptions).join("; ")}.`,
    `It divides by the price alone; some investors also add the purchase tax and fees to the price, which gives a lower figure. The product's own return measures take the mortgage interest (${formatPounds(v.mortgage.annualInterest)} a year) off too: a cash flow of ${formatPounds(v.annualCashFlow)} a year, and an ROI of ${signedPercent(v.roi)} on the ${formatPounds(v.cashInvested)} of cash invested (deposit, ${v.purchaseCosts.taxName} and fees), before income tax.`,
    `Worked on ${appAssumptions()} (/methodology).`,
  ].join("\n");
}

function taxSection(f: DealFigures): string {
  const { nation } = f;
  const { value, result, rule } = f.purchaseTax;
  const standard = stampDuty(value, { nation, additionalProperty: false });
  const place = NATION_LABEL[nation];
  const lines = [
    `${taxLabel(result.name)} on this ${formatPounds(value)} purchase as an additional property in ${place}${f.nationAssumed ? " (assumed from the default, as the location doesn't say)" : ""}: ${formatPounds(result.tax)}.`,
    `Worked out ${additionalMethod(result.name, value)}:`,
    ...bandLines(result),
    totalLine(result),
    `Rates applied: ${rule.when}.`,
  ];
  if (standard.tax !== result.tax) {
    lines.push(`If it would be the only property you own, the standard rates give ${formatPounds(standard.tax)}.`);
  }
  // Below the higher rates' floor the standard rates were used, and their source is cited.
  const id = taxSourceIds(result.name, belowAdditionalFloor(result.name, value) === null ? "additional" : "main")[0]!;
  lines.push(sourceLine(entrySource(id)));
  return lines.join("\n");
}

function mortgageSection(f: DealFigures): string {
  const basis =
    f.mortgageValue !== f.deal.price
      ? ` of the estimated value, ${formatPounds(f.mortgageValue)}`
      : "";
  const limit =
    f.limitedBy === "rent"
      ? ` That is below the ${ratePercent(f.maxLtv)} limit (${formatPounds(f.maxLoanByLtv)}) because it is the most the rent supports at the lender's stress test (${ICR_THRESHOLDS.basicRate}% of interest at ${ratePercent(f.stressRate)}).`
      : "";
  return [
    `Mortgage at ${ratePercent(f.ltv)} loan-to-value${basis}: a loan of ${formatPounds(f.loan)} and a deposit of ${formatPounds(f.deposit)}.${limit}`,
    `• Interest-only at ${ratePercent(f.rate)}: ${formatPounds(f.monthlyInterestOnly)} a month (${formatPounds(f.monthlyInterestOnly * 12)} a year).`,
    `• Capital repayment over ${REPAYMENT_TERM_YEARS} years at ${ratePercent(f.rate)}: ${formatPounds(f.monthlyRepayment)} a month.`,
    `These use the app's assumed rate and loan-to-value (${assumptionsAsAt(["mortgageRatePercent"])}), not a mortgage offer: a broker can tell you what's available.`,
  ].join("\n");
}

function icrSection(f: DealFigures): string {
  if (f.icr === null) return NO_LOAN_STRESS_TEST;
  const verdict = icrVerdict(f.icr);
  const basic = largestLoanAt(f, ICR_THRESHOLDS.basicRate);
  const higher = largestLoanAt(f, ICR_THRESHOLDS.higherRate);
  const capped = higher.capped ? "both at" : basic.capped ? "the first at" : null;
  return [
    `ICR stress test: rent of ${formatPounds(f.icrRent)} a year ÷ interest at a ${ratePercent(f.stressRate)} stressed rate on the ${formatPounds(f.loan)} loan (${formatPounds(f.stressedInterest)} a year) = ${f.icr}%, which ${verdict}.`,
    `On this rent the largest loan would be about ${formatPounds(basic.loan)} at ${ICR_THRESHOLDS.basicRate}% or ${formatPounds(higher.loan)} at ${ICR_THRESHOLDS.higherRate}%${capped ? ` (${capped} the ${ratePercent(f.maxLtv)} loan-to-value limit)` : ""}. ${stressRateSentence(f)}`,
  ].join("\n");
}

function breakEvenSection(f: DealFigures): string {
  const working = breakEvenWorking(f.deal.roi);
  if (working === null) {
    return `Break-even: N/A. The ROI is ${signedPercent(f.deal.roi)}, which is not above 0, so on these figures the cash flow never pays back the cash invested.`;
  }
  // Past the longest said, no payback to plan on (decision 244).
  const years = breakEvenYears(f.deal.roi);
  const long = years !== "N/A" && years > LONGEST_BREAK_EVEN_YEARS ? " That is longer than anyone plans to hold a property: on these figures the cash flow hardly pays back the cash put in." : "";
  return `Break-even: ${working}, the time the cash flow takes to pay back the cash invested, ignoring capital growth, rent rises and tax.${long}`;
}

function returnsSection(f: DealFigures): string {
  const { deal } = f;
  return [
    `Gross yield: ${percent(deal.yield)} (annual rent ÷ price, before any costs).`,
    `ROI: ${signedPercent(deal.roi)}, the cash-on-cash return: the first year's cash flow after running costs and mortgage interest, divided by the cash put in (deposit, purchase tax and fees), before income tax.`,
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
    const s = v.subScores;
    const w = SCORE_WEIGHTS;
    const weighted = weightedScore(s);
    const confidence = Math.min(1, Math.max(0, v.confidence.score));
    lines.push(
      `Score: ${v.score}/100. The sub-scores (yield ${Math.round(s.yield)}, ROI ${Math.round(s.roi)}, price vs area ${Math.round(s.priceVsArea)}, confidence ${Math.round(s.confidence)}, weighted ${w.yield}/${w.roi}/${w.priceVsArea}/${w.confidence}) give ${weighted.toFixed(1)}, multiplied by ${confidenceFactor(confidence).toFixed(3)} for the confidence in the data (0.5 + 0.5 × ${confidence.toFixed(2)}).`,
    );
  } else {
    const yieldAndRoi = Math.round(
      (yieldScore * SCORE_WEIGHTS.yield + roiScore * SCORE_WEIGHTS.roi) / (SCORE_WEIGHTS.yield + SCORE_WEIGHTS.roi),
    );
    // The card's score, when known, decides the verdict: a free user hears the same verdict as a
    // paying one (the yield and ROI alone called a card's 54/100 "strong").
    overall = isFiniteNumber(deal.score) ? deal.score : yieldAndRoi;
    if (isFiniteNumber(deal.score)) {
      lines.push(
        `• Score on the card: ${deal.score}/100, which also weighs the price against the area and the confidence in the data. On yield and ROI alone it would be ${yieldAndRoi}/100.`,
      );
    }
  }
  const yFirst = yieldCurve[0];
  const yLast = yieldCurve[yieldCurve.length - 1];
  const rFirst = roiCurve[0];
  const rLast = roiCurve[roiCurve.length - 1];
  if (yFirst && yLast) {
    lines.push(
      `• Yield ${percent(deal.yield)}: on the app's yield scale ${ratePercent(yFirst[0])} scores 0 and ${ratePercent(yLast[0])} scores 100, so this scores ${Math.round(yieldScore)}/100.`,
    );
  }
  if (rFirst && rLast) {
    lines.push(
      `• ROI ${signedPercent(deal.roi)}: ${ratePercent(rFirst[0])} scores 0 and ${ratePercent(rLast[0])} scores 100, so this scores ${Math.round(roiScore)}/100${deal.roi <= 0 ? "; the cash flow doesn't cover costs and interest" : ""}.`,
    );
  }
  if (v) {
    lines.push(
      `• Cash flow: ${formatPounds(v.annualCashFlow)} a year (${formatPounds(v.annualCashFlow / 12)} a month) after running costs and mortgage interest, before income tax.`,
    );
  }
  if (v?.priceVsArea) {
    const p = v.priceVsArea;
    const direction = p.percentDiff < 0 ? "below" : "above";
    lines.push(
      `• Price: ${ratePercent(Math.abs(p.percentDiff), 1)} ${direction} the ${p.areaName} average of ${formatPounds(p.areaAverage)} (${p.period}, all property types).`,
    );
  }
  if (v) {
    const c = v.confidence;
    lines.push(
      // The card's and the deal page's word, with its reasons (decision 245): its part of the score
      // is in the sub-scores above; "Medium, scoring 75/100" beside "Score: 64/100" read as a
      // second score for the deal, and "medium (80%)" as a probability.
      `• Confidence: ${confidenceLabelText(c.label)}${confidenceReasonsClause(c.label, c.reasons) || ", with no weaknesses found in the data"}.`,
    );
  }
  const verdict =
    overall >= 70 ? "looks strong" : overall >= 50 ? "looks middling" : "looks weak";
  lines.unshift(
    v
      ? `On these figures the deal ${verdict}.`
      : isFiniteNumber(deal.score)
        ? `On the card's score of ${deal.score}/100 the deal ${verdict}.`
        : `On its yield and ROI alone (the full valuation is not available here), the deal ${verdict}: ${overall}/100 on the app's yield and ROI scales.`,
  );
  lines.push("It's a screening estimate, not a valuation or advice: check the title, survey, rent and licensing before making an offer.");
  return lines.join("\n");
}

function risksSection(f: DealFigures): string {
  const { deal, valuation: v } = f;
  const risks: string[] = [];
  if (deal.roi <= 0) {
    risks.push(`Negative cash return: the ROI is ${signedPercent(deal.roi)}, so rent doesn't cover running costs and mortgage interest at these figures.`);
  } else if (v && v.annualCashFlow < 0) {
    risks.push(`Negative cash flow of ${formatPounds(v.annualCashFlow)} a year before tax.`);
  }
  if (f.icr !== null && f.icr < ICR_THRESHOLDS.higherRate) {
    risks.push(
      f.icr < ICR_THRESHOLDS.basicRate
        ? `Borrowing: the rent is only ${f.icr}% of the interest at a ${ratePercent(f.stressRate)} stressed rate, below the ${ICR_THRESHOLDS.basicRate}% lenders need, so you may not be able to borrow ${formatPounds(f.loan)}.`
        : `Borrowing: the rent is ${f.icr}% of the interest at a ${ratePercent(f.stressRate)} stressed rate, enough for a company or a basic-rate taxpayer (${ICR_THRESHOLDS.basicRate}%) but not the ${ICR_THRESHOLDS.higherRate}% a higher-rate taxpayer borrowing in their own name needs, so they could borrow less.`,
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
      `Price: ${ratePercent(v.priceVsArea.percentDiff, 1)} above the ${v.priceVsArea.areaName} average (a rough guide, as the average covers all property types).`,
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
      "Regulation: the Renters' Rights Act 2025 has ended section 21 evictions and fixed terms for private tenancies in England since 1 May 2026; " +
        "rented homes must meet EPC E now and EPC C by 1 October 2030 (confirmed in January 2026); and the council may require a licence. " +
        `${sourceLine(entrySource("renters-rights-act-2025"))} ${sourceLine(entrySource("epc-mees"))}`,
    );
  }
  risks.push(
    `Tax: these figures are before income tax. Individual landlords get a credit of only ${ratePercent(SECTION_24.creditRate)} for mortgage interest (Section 24, in full since ${formatDate(SECTION_24.inFullFrom)}), ` +
      `${ratePercent(PROPERTY_INCOME_RATES.creditRate)} from ${formatDate(PROPERTY_INCOME_RATES.from)}. ${sourceLine(entrySource("section-24"))}`,
  );
  return [`Risks to weigh for ${deal.title}:`, ...risks.map((r) => `• ${r}`)].join("\n");
}

function overviewSection(f: DealFigures): string {
  const { deal, valuation: v } = f;
  const { result: tax, rule: taxRule } = f.purchaseTax;
  const years = breakEvenYears(deal.roi);
  const lines = [
    `${deal.title}: ${deal.propertyType} in ${deal.location}, ${formatPounds(deal.price)}.`,
    `• Gross yield ${percent(deal.yield)}: rent about ${formatPounds(f.annualRent)} a year (${formatPounds(f.monthlyRent)} a month)`,
    `• ROI ${signedPercent(deal.roi)} (cash-on-cash): break-even ${breakEvenText(years, { inSentence: true })}`,
  ];
  if (v) {
    lines.push(`• Cash flow: ${formatPounds(v.annualCashFlow)} a year (${formatPounds(v.annualCashFlow / 12)} a month) before income tax`);
  }
  lines.push(
    `• ${tax.name} as an additional property in ${NATION_LABEL[f.nation]}: ${formatPounds(tax.tax)} (${taxRule.when})`,
    `• Mortgage at ${ratePercent(f.ltv)} LTV and ${ratePercent(f.rate)}: ${formatPounds(f.monthlyInterestOnly)} a month interest-only, or ${formatPounds(f.monthlyRepayment)} a month repayment over ${REPAYMENT_TERM_YEARS} years`,
  );
  if (f.icr !== null) {
    lines.push(
      `• ICR at a ${ratePercent(f.stressRate)} stressed rate: ${f.icr}% (lenders typically want ${ICR_THRESHOLDS.basicRate}%, or ${ICR_THRESHOLDS.higherRate}% for higher-rate taxpayers)`,
    );
  }
  if (v) lines.push(`• Score: ${v.score}/100, confidence ${v.confidence.label}`);
  lines.push(
    "Ask me about the rent, cash flow, stamp duty, the mortgage, the stress test, break-even, whether it's a good deal, or the risks for the working behind each figure.",
  );
  return lines.join("\n");
}

const SECTIONS: Readonly<Record<DealIntent, (f: DealFigures) => string>> = {
  netyield: netYieldSection,
  cash: cashNeededSection,
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
 * What an answer with the investor's own rate or deposit stands in for: with the break-even asked,
 * it gives the break-even at that rate or deposit (decision 193).
 */
const WHAT_IF_REPLACES: readonly DealIntent[] = ["mortgage", "cashflow", "returns", "verdict", "breakeven"];
/** An offer's answer also gives the cash needed and the break-even at that price (decision 101). */
const OFFER_REPLACES: readonly DealIntent[] = [...WHAT_IF_REPLACES, "cash", "netyield"];
/** A rent's answer also stands in for the deal's rent and its stress test, which the rent moves (decision 106). */
const RENT_REPLACES: readonly DealIntent[] = [...OFFER_REPLACES, "rent", "icr"];
/** Bought with cash, there is no loan to stress-test (decision 106). */
const CASH_REPLACES: readonly DealIntent[] = [...OFFER_REPLACES, "icr"];

/** A service charge's answer gives the running costs, cash flow and returns it moves (decision 106). */
const SERVICE_CHARGE_REPLACES: readonly DealIntent[] = ["cashflow", "returns", "verdict", "breakeven", "netyield"];

/** Months or weeks empty: the year's cash flow and returns with that rent lost (decisions 193, 207). */
const VOID_REPLACES: readonly DealIntent[] = ["cashflow", "returns", "breakeven"];

/** The sections an answer with the investor's own numbers stands in for. */
function replacedBy(w: WhatIf): readonly DealIntent[] {
  const loan = w.rate !== undefined || w.rateRise !== undefined || w.depositPercent !== undefined;
  const replaced = new Set<DealIntent>([
    ...(w.rent || w.rentNeeded || w.rentForYield || w.rentTest ? RENT_REPLACES : w.cash ? CASH_REPLACES : w.offer || w.targetYield || w.targetReturn ? OFFER_REPLACES : loan ? WHAT_IF_REPLACES : []),
    ...(w.serviceCharge ? SERVICE_CHARGE_REPLACES : []),
    ...(w.voidPeriod !== undefined ? VOID_REPLACES : []),
  ]);
  return [...replaced];
}

/** The deal with a missing ROI or yield read as 0, so no figure is NaN. */
function withUsableReturns(deal: DealQuestionContext): DealQuestionContext {
  return { ...deal, roi: isFiniteNumber(deal.roi) ? deal.roi : 0, yield: isFiniteNumber(deal.yield) ? deal.yield : 0 };
}

/**
 * The investor's own numbers on a deal ("at 5%", "a 40% deposit", "if I offer £85,000", "a rent
 * of £750", "what would I pay for 8%?", "what rent do I need to break even?") worked through the
 * valuation, led by what it could not work in; null when the question names no figure of its
 * own. The OpenAI engine is given this, so both engines answer a what-if with the same figures
 * (decisions 094, 101, 106 and 114).
 */
export function workedWhatIf(question: string, deal: DealQuestionContext): string | null {
  if (!isFiniteNumber(deal.price) || deal.price <= 0) return null;
  const figures = figuresFor(withUsableReturns(deal));
  const { whatIf, note } = planWhatIf(question, figures);
  const worked = hasWhatIf(whatIf) ? whatIfAnswer(figures, whatIf, { breakEven: dealIntents(question).includes("breakeven") }) : null;
  return [note, worked].filter(Boolean).join("\n\n") || null;
}

/** A deal's answer, and the part of it the OpenAI engine is given to use exactly. */
interface DealAnswer {
  answer: string;
  answered: boolean;
  /** A taxpayer's stress test, or a general question's knowledge-base answer on the deal (decision 126). */
  reference: string | null;
}

function answerDeal(question: string, deal: DealQuestionContext): DealAnswer {
  if (!isFiniteNumber(deal.price) || deal.price <= 0) {
    return { answer: "This deal has no usable price, so I can't work out any figures for it.", answered: false, reference: null };
  }
  const figures = figuresFor(withUsableReturns(deal));
  let intents = dealIntents(question);
  // "Is it a good deal?" already covers yield and ROI.
  if (intents.includes("verdict")) intents = intents.filter((i) => i !== "returns");
  // The investor's own rate, deposit, offer, rent or cash: those figures worked again take the
  // place of the assumed sections they change (decisions 094, 101 and 106).
  const { whatIf, note } = planWhatIf(question, figures);
  const { offer } = whatIf;
  const own = hasWhatIf(whatIf);
  const breakEven = intents.includes("breakeven");
  if (own) intents = intents.filter((i) => !replacedBy(whatIf).includes(i));
  // "What is right to rent?" names the rent, but asks about the subject: the knowledge base's (decision 126).
  const generalForm = own || intents.length === 0 ? null : generalAskedOfDeal(question);
  if (generalForm) {
    const answer = generalAnswerOnDeal(generalForm, figures);
    return { answer, answered: true, reference: answer };
  }
  // "Could a higher-rate taxpayer get the mortgage?": that taxpayer's stress test stands in for
  // the mortgage and the stress test at the default borrower's (decision 126).
  const band = own ? null : taxpayerAsked(question);
  const taxpayer = band && intents.some((i) => i === "mortgage" || i === "icr") ? taxpayerStressSection(figures, band) : null;
  if (taxpayer) intents = intents.filter((i) => i !== "mortgage" && i !== "icr");
  // The purchase tax asked about at an offer is worked, band by band, on the offer.
  const offered = offer ? offerPrice(offer, figures.mortgageValue) : null;
  const taxAt = offered !== null && offered >= MIN_OFFER ? withPurchaseTaxAt(figures, offered) : figures;
  const sections = [
    ...(own ? [whatIfAnswer(figures, whatIf, { breakEven })] : []),
    ...(taxpayer ? [taxpayer] : []),
    ...intents.map((intent) => SECTIONS[intent](intent === "tax" ? taxAt : figures)),
  ];
  if (sections.length === 0 && !note) {
    const asked = readTopicless(question);
    // "What's the weather like there?": nothing about the deal, so not answered (decision 123).
    if (asked.kind === "off-topic") return { answer: DEAL_OFF_TOPIC_ANSWER, answered: false, reference: null };
    // "What is Section 24?": the knowledge base's answer, with what it means for this deal (decision 126).
    if (asked.kind === "general") {
      const answer = generalAnswerOnDeal(asked.general, figures);
      return { answer, answered: true, reference: answer };
    }
  }
  const body = sections.length === 0 ? overviewSection(figures) : sections.join("\n\n");
  // Cash flow asked of a deal without its running costs is refused: a refusal alone is no answer (decision 123).
  const answered =
    (own && !targetRefused(figures, whatIf)) ||
    sections.length === 0 ||
    taxpayer !== null ||
    intents.some((i) => (i !== "cashflow" && i !== "netyield") || figures.valuation !== null);
  return { answer: `${note ? `${note}\n\n` : ""}${body}\n\n${DISCLAIMER}`, answered, reference: taxpayer };
}

/**
 * Answers a question about one deal from its own figures (and valuation, when present). The
 * sections are chosen by keywords; a question about the deal as a whole gets a compact overview,
 * and a general question the knowledge base's answer (decision 126). A figure of the investor's
 * that the answer cannot use is said first (decision 106).
 */
export function answerDealQuestion(question: string, deal: DealQuestionContext): { answer: string; answered: boolean } {
  const { answer, answered } = answerDeal(question ?? "", deal);
  return { answer, answered };
}

/**
 * What the OpenAI engine is given to use exactly, beside the deal's figures and any what-if
 * (`workedWhatIf`): a taxpayer's stress test, or a general question's dated knowledge-base
 * answer with its line on the deal; null for any other question (decision 126).
 */
export function dealReference(question: string, deal: DealQuestionContext): string | null {
  return answerDeal(question ?? "", deal).reference;
}
