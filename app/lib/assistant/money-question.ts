/**
 * General questions that carry their own figures (decision 095): "how much deposit do I need for a
 * £200k flat?", "how much cash do I need to buy a £150k buy to let?", "what would the monthly
 * mortgage be on £160,000 at 5%?", "how much more if rates rise 2% on a £150k loan?", "what's the
 * most I can borrow if the rent is £900 a month?". Worked with the valuation's own assumptions and
 * rules (loan-to-value, fees, purchase tax, the lender's stress test), every step shown.
 */
import { repaymentMonthly } from "../deal-maths";
import { formatPounds, joinWithAnd, withArticle, percent, points, ratePercent } from "../format";
import { cashPurchaseAssumptions } from "./deal-what-if-valuing";
import { labelledAmounts, yearly, type LabelledAmount } from "./labelled-amounts";
import { ASSUMPTION_BASIS, DEFAULT_ASSUMPTIONS, type Assumptions } from "../valuation";
import { appAssumptions, datedPurchaseTax } from "../valuation/dated-rules";
import { annualCashFlow, annualInterest, cashOnCashRoi, cashToBuy as cashInvested, grossYieldPercent, mortgageFor, poundsDown, purchaseCosts, runningCosts, stressRate, type RunningCosts } from "../valuation/finance";
import { longerThanAYear, voidsCountedTwice, yearWithVoid, type VoidPeriod } from "./deal-void-period";
import { DISCLAIMER, entrySource, nationFromText, NATION_LABEL, ROI_RE, sourceLine, YIELD_RE, type AnswerSource, type GeneralAnswer } from "./answer-common";
import { purchaseTaxBullet } from "./deal-cash-needed";
import { ICR_THRESHOLDS, purchaseFeeParts, REPAYMENT_TERM_YEARS, runningCostParts } from "./deal-figures";
import { rentForYieldWorking } from "./deal-rent-for-yield-answer";
import { targetWords } from "./deal-target-return-answer";
import { breakEvenWorking, notModelled, rentTestVerdict, sentence, stressTestWorking } from "./deal-rent-needed-answer";
import { yieldInRange } from "./deal-target-yield-answer";
import type { TargetYield } from "./deal-target-yield-reading";
import { loanNamed, type RentNeeded } from "./deal-rent-needed-reading";
import { bareRate, coverSaid, parseWhatIf, rateAboveMax, rateAboveMaxSaid, type WhatIf } from "./deal-what-if-reading";
import { rentMonthly } from "./deal-rent-reading";
import { cashFlowRead, type CashFlowTarget } from "./deal-target-return-reading";
import { depositNamed, parseRentTest, priceNamed, RENT_AFTER_RE } from "./rent-test-reading";
import { LOAN_AFTER_RE, percentSigns } from "./deal-what-if-words";
import { PASSES_LENDERS_TEST_RE } from "../search/vocabulary";
import { statedTaxRate } from "./landlord-tax-sums";

const A = DEFAULT_ASSUMPTIONS;

const CASH_RE = /how much (?:cash|money|deposit)|(?:cash|money|deposit) (?:do|would|will) i need|(?:cash|money|deposit) (?:needed|required)|upfront|up front|\bcost (?:me )?to buy\b/i;
/**
 * Asks the largest loan: "how much can I borrow", "the most I could borrow" (either word order),
 * "max mortgage", "what loan will £750 rent support", "how much will £900 rent let me borrow".
 */
const BORROW_RE =
  /(?:max(?:imum)?|most|how much) (?:(?:can|could|will|would) (?:i|we) (?:be able to )?|(?:i|we)(?:['’]d| would| can| could| will) (?:be able to )?|am i able to )?(?:borrow|loan|mortgage)|(?:max(?:imum)?|largest|biggest) (?:loan|mortgage)|how much (?:would|will) (?:a |the )?(?:lender|bank)s? lend|\b(?:what|how (?:big|large) an?|what size(?: of)?) (?:loan|mortgage)\b[^.?!]*\bsupport|\b(?:let|allow) (?:me|us) (?:to )?borrow/i;
/** The lender's rent test asked by name: "the stress test", "the ICR", "interest cover" (decision 262). */
const STRESS_ASKED_RE = /\bstress[\s-]*test|\bicr\b|\binterest\s+cover(?:age)?\b/i;
const RENT_RE = /\brent(?:al income)?\b|\bpcm\b|a month|per month|a year|per annum/i;
const PAYMENT_RE =
  /monthly (?:mortgage|payment|repayment)|mortgage (?:payment|repayment)s?|repayments?\b|payments?\b|how much (?:would|will) (?:the|my|a|an) (?:\S+ ){0,4}?(?:mortgage|loan)|(?:mortgage|loan) (?:be|cost)|\bcost\b(?!\s+(?:me\s+)?to\s+buy)|\binterest (?:on|be|cost|would|will|is)\b|how much interest|\b(?:what'?s|what is|how much is) (?:the |my )?(?:monthly )?mortgage\b|\bhow much (?:(?:is|will|would|does) (?:it|that|this)(?: be| cost)? )?(?:a|per|each|every) month\b/i;
/** Before the amount: it is a loan, not a price: "borrow £120,000", "a mortgage of £100k", "payments on a £150k". */
const LOAN_AMOUNT_RE = /(?:loan|borrow(?:ing)?|mortgage) of\s*$|borrow(?:ing)?\s*$|(?:^|\s)on (?:a |an |my )?$/i;

const FIX_YEAR_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, five: 5, seven: 7, ten: 10 };
const FIX_YEARS = String.raw`(\d{1,2}|two|three|five|seven|ten)`;
const FIX_YEARS_RES = [
  new RegExp(String.raw`\b${FIX_YEARS}[\s-]*(?:years?|yrs?)[\s-]*fix(?:ed)?\b`, "i"),
  new RegExp(String.raw`\bfixed\s+(?:rate\s+)?(?:at\s+\d{1,2}(?:\.\d{1,2})?\s*%\s+)?for\s+${FIX_YEARS}\s+(?:years?|yrs?)\b`, "i"),
];

/** How long a fix is said to run: "a 5 year fix", "a five-year fixed rate", "fixed for 5 years" (decision 248). */
export function fixYearsSaid(text: string): number | undefined {
  for (const re of FIX_YEARS_RES) {
    const m = re.exec(text);
    if (!m) continue;
    const years = FIX_YEAR_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
    if (years >= 1 && years <= 15) return years;
  }
  return undefined;
}

/**
 * What a property makes asked, the cash-flow question said as a profit: "how much would I make a
 * month", "what profit a month", "how much profit", "monthly profit" (decision 262). Not a sum
 * wanted ("make £200 a month"), which is a cash flow wanted, nor a rent ("make a month in rent").
 */
const MAKE_ASKED_RE =
  /\b(?:make|makes|making|clear|profit|pocket)\s+(?:(?:a|per|each|every)\s+(?:month|year)|monthly|yearly|annually)\b(?!\s+(?:in|of|from)\s+(?:the\s+)?rent)|\bhow\s+much\s+(?:profit|money)\b|\b(?:monthly|yearly|annual)\s+profit\b/i;

/** The words that make an amount the rent: "renting at £900pcm", "rent of £9,000", "let at £180 a week". */
const RENT_WORDS_RE = /\b(?:rent(?:ing|ed|s|al)?|lets?|letting)\b/i;

/**
 * The rent beside a price: a sum said as a rent before it ("renting at £900") or after it ("at
 * £1,000 rent", decision 262), or with its period; never the price or the largest sum.
 */
function rentAmong(found: readonly LabelledAmount[], price: LabelledAmount, largest: LabelledAmount): LabelledAmount | undefined {
  return found.find((a) => a !== price && a !== largest && (RENT_WORDS_RE.test(a.before) || RENT_AFTER_RE.test(a.after) || a.period !== undefined));
}

/** A rent said with no period: monthly under £5,000 ("£900 rent"), yearly above. */
const rentYearly = (rent: LabelledAmount) => yearly(rent, rent.pounds < 5_000 ? "month" : "year");

function grossYield(price: number, rent: LabelledAmount, flat: boolean, more: string[] = [], period?: VoidPeriod): GeneralAnswer {
  const { annual, how } = rentYearly(rent);
  const costs = runningCosts(annual, flat ? "flat" : "other", A);
  return answer([
    `Gross yield: ${percent(grossYieldPercent(annual, price))}, the annual rent of ${formatPounds(annual)}${how ? ` (${formatPounds(rent.pounds)} ${how})` : ""} ÷ the price of ${formatPounds(price)}.`,
    `Net of this app's assumed running costs for a ${flat ? "flat" : "house"} (${formatPounds(costs.total)} a year: management, letting fees, voids, maintenance, insurance, safety checks${flat ? ", service charge and ground rent" : ""}), it is about ${percent(grossYieldPercent(annual - costs.total, price))}, before any mortgage.`,
    ...(period ? [yieldsWithVoid(price, annual, costs, period)] : []),
    ...more,
  ]);
}

/** The yields again with an empty spell said ("with 4 weeks void a year"), the running costs held (decision 207). */
function yieldsWithVoid(price: number, annual: number, costs: RunningCosts, period: VoidPeriod): string {
  const year = yearWithVoid(annual, period);
  if (!year) return longerThanAYear(period, annual);
  return (
    `${year.said}): the rent is ${year.working} a year, a gross yield of ${percent(grossYieldPercent(year.rent, price))}, ` +
    `and about ${percent(grossYieldPercent(year.rent - costs.total, price))} net of the same running costs. ${voidsCountedTwice(A.voidWeeksPerYear, costs.voids)}.`
  );
}

/**
 * A cash flow other than nil said as wanted ("£200 a month cash flow", decision 242; "-£200 a month
 * cashflow", a loss, decision 258): no rent, whatever its period.
 */
function cashFlowWanted(text: string): CashFlowTarget | undefined {
  const t = cashFlowRead(text)?.target;
  return t?.kind === "cash-flow" && t.pounds !== 0 ? t : undefined;
}


/**
 * A loan-to-value said: "a 60% mortgage", "60% LTV", "a loan-to-value of 60%", "borrowing 60%"
 * (decision 257). "A 4.5% mortgage" is a rate: a share said before "mortgage" or "loan" is a
 * loan-to-value only above the largest rate read (20%).
 */
const LTV_RES: readonly [RegExp, number][] = [
  [/\b(\d{1,3}(?:\.\d{1,2})?)\s*%\s*(?:ltv|loan[\s-]*to[\s-]*value)\b/i, 0],
  [/\b(?:ltv|loan[\s-]*to[\s-]*value)\s+(?:(?:of|at|is)\s+)?(\d{1,3}(?:\.\d{1,2})?)\s*%/i, 0],
  [/\bborrow(?:ing)?\s+(\d{1,3}(?:\.\d{1,2})?)\s*%/i, 0],
  [/\b(\d{1,3}(?:\.\d{1,2})?)\s*%\s+(?:(?:interest[\s-]*only|repayment|btl|buy[\s-]*to[\s-]*let)\s+)?(?:mortgage|loan)\b(?!\s+(?:rate|interest))/i, 20],
  [/\b(?:mortgage|loan)\s+of\s+(\d{1,3}(?:\.\d{1,2})?)\s*%/i, 20],
];

function ltvSaid(text: string): number | undefined {
  for (const [re, above] of LTV_RES) {
    const n = Number(re.exec(percentSigns(text))?.[1]);
    if (n > above) return n;
  }
  return undefined;
}

/** The loan the ROI is worked on, with the figures that were the question's and the app's (decision 257). */
interface RoiLoan {
  a: Assumptions;
  cash: boolean;
  /** A deposit said in pounds, for the loan's words. */
  deposit?: number;
  lines: string[];
}

/**
 * The loan for the ROI on a price: the rate, fix and band said (decisions 248, 249), and a deposit
 * (a share or a sum), a loan-to-value or a cash purchase said, each through the assumptions the
 * valuation's own functions take; the app's own where none is, said so. A figure that cannot be
 * used (a deposit of the whole price, two that disagree) is a plain refusal, as a string.
 */
function roiLoan(price: number, text: string, w: WhatIf): RoiLoan | string {
  const { a: lending, rateSaid } = lendingSaid(text, w);
  const a = withCover(lending, text);
  const fix = fixYearsSaid(text);
  const fixWords = fix === undefined ? [] : [`${withArticle(`${fix}-year`)} fix`];
  const ltv = ltvSaid(text);
  const deposit = w.depositPercent === undefined ? depositNamed(labelledAmounts(text)) : undefined;
  const said = [
    ...(ltv === undefined ? [] : [{ ltv, words: `${withArticle(ratePercent(ltv))} loan` }]),
    ...(w.depositPercent === undefined ? [] : [{ ltv: 100 - w.depositPercent, words: `${withArticle(ratePercent(w.depositPercent))} deposit` }]),
    ...(deposit === undefined ? [] : [{ ltv: ((price - deposit) / price) * 100, words: `${withArticle(formatPounds(deposit))} deposit` }]),
  ];
  const rate = w.rateRise === undefined ? `${withArticle(ratePercent(a.mortgageRatePercent))} rate` : `a rise of ${points(w.rateRise)} (${ratePercent(a.mortgageRatePercent)})`;
  const band = a.icrPercent === A.icrPercent ? undefined : `your tax band's ${a.icrPercent}% cover`;
  const yours = ["the price", "the rent"];
  const costs = "the running costs and fees above";
  if (w.cash) {
    const unused = [...said.map((s) => s.words), ...(rateSaid ? [rate] : []), ...fixWords, ...(band ? [band] : [])];
    return {
      a: cashPurchaseAssumptions(a),
      cash: true,
      lines: [
        `Your figures: ${joinWithAnd([...yours, "a cash purchase"])}. This app's assumptions: ${costs}.`,
        ...(unused.length ? [`Not used: ${joinWithAnd(unused)}, as a cash purchase has no loan.`] : []),
      ],
    };
  }
  if (deposit !== undefined && deposit >= price) {
    return `${sentence(withArticle(formatPounds(deposit)))} deposit on ${withArticle(formatPounds(price))} price leaves no loan, so I have not worked the ROI on it: say a smaller deposit, or "cash" for a purchase with no mortgage.`;
  }
  const ltvs = said.map((s) => s.ltv);
  if (ltvs.length > 1 && Math.max(...ltvs) - Math.min(...ltvs) > 0.5) {
    return `${sentence(joinWithAnd(said.map((s) => s.words)))} do not add up to the ${formatPounds(price)} price, so I have not worked the ROI on them: say one of them.`;
  }
  const used = said[0];
  if (used && (used.ltv >= 100 || used.ltv <= 0)) {
    return used.ltv <= 0
      ? `${sentence(used.words)} is the whole price, so there is no loan to work: say "cash" for the ROI on a purchase with no mortgage.`
      : `${sentence(used.words)} leaves no deposit, and buy-to-let lenders lend less than the price, so I have not worked the ROI on it: say your deposit, for example "a 25% deposit".`;
  }
  const assumed = [
    ...(used ? [] : [`${withArticle(ratePercent(A.mortgageLtvPercent))} loan`]),
    ...(rateSaid ? [] : [`${withArticle(ratePercent(A.mortgageRatePercent))} rate`]),
    ...(fix === undefined ? [`${withArticle(`${A.mortgageFixYears}-year`)} fix`] : []),
    "interest-only",
    ...(band ? [] : [`the ${A.icrPercent}% rent cover of a company or basic-rate taxpayer`]),
    costs,
  ];
  const given = [...yours, ...(used ? [used.words] : []), ...(rateSaid ? [rate] : []), ...fixWords, ...(band ? [band] : [])];
  const hint = used || rateSaid ? "" : ` (say yours, for example "with a £40k deposit at 4.5%", or "cash")`;
  const high = used && used.ltv > A.mortgageLtvPercent ? [`Lenders rarely lend more than ${ratePercent(A.mortgageLtvPercent)} of the price on a buy-to-let: this takes ${used.words} as you said.`] : [];
  return {
    a: used ? { ...a, mortgageLtvPercent: used.ltv } : a,
    cash: false,
    ...(deposit === undefined ? {} : { deposit }),
    lines: [`Your figures: ${joinWithAnd(given)}. This app's assumptions: ${joinWithAnd(assumed)}${hint}.`, ...high],
  };
}

/**
 * "What's the ROI on a £95k house renting at £650 pcm?" (decision 242): the cash flow and the
 * cash-on-cash ROI on the price and the rent said, on the valuation's own mortgage (the assumed
 * loan-to-value, or less where the rent test limits it), running costs and purchase costs, in the
 * nation said (England when none is); with the deposit, loan-to-value, rate or cash purchase said
 * (decision 257).
 */
function roiOn(price: number, rent: LabelledAmount, text: string, w: WhatIf, notes: readonly string[] = []): GeneralAnswer {
  const loan = roiLoan(price, text, w);
  if (typeof loan === "string") return answer([loan]);
  const { a } = loan;
  const { annual, how } = rentYearly(rent);
  const flat = FLAT_RE.test(text);
  const nation = nationFromText(text) ?? "england";
  const costs = runningCosts(annual, flat ? "flat" : "other", a);
  const mortgage = mortgageFor(price, annual, a);
  const purchase = purchaseCosts(price, nation, a);
  const cashIn = cashInvested(mortgage, purchase);
  const flow = annualCashFlow(annual, costs, mortgage.annualInterest);
  const cover = a.icrPercent === A.icrPercent ? "" : ` at ${a.icrPercent}% (a higher-rate taxpayer's cover)`;
  const asked = loan.deposit === undefined ? ratePercent(a.mortgageLtvPercent) : `the ${formatPounds(price - loan.deposit)} your ${formatPounds(loan.deposit)} deposit leaves,`;
  const limited = mortgage.limitedBy === "rent" ? `, less than ${asked} as the lender's rent test${cover} limits it` : "";
  const said = `${formatPounds(rent.pounds)} ${how ? how.replace(/ × \d+$/, "") : "a year"}`;
  const roi = percent(cashOnCashRoi(flow, cashIn));
  const mortgageAsked = !loan.cash && (MORTGAGE_ASKED_RE.test(text) || BORROW_RE.test(text));
  const interest = loan.cash
    ? "with no mortgage interest (bought with cash)"
    : `and ${formatPounds(mortgage.annualInterest)} of mortgage interest (${withArticle(ratePercent(mortgage.ltv))} loan of ${formatPounds(mortgage.loan)}${limited}, at ${ratePercent(mortgage.rate)}, interest-only)`;
  const fees = purchaseFeeParts(purchase.feesBreakdown).filter((_, i) => !loan.cash || i > 1);
  return answer([
    `The cash flow and cash-on-cash ROI on ${withArticle(formatPounds(price))} ${flat ? "flat" : HOUSE_RE.test(text) ? "house" : "property"} let at ${said}, in ${NATION_LABEL[nation]}${nationFromText(text) ? "" : " (assumed; say Scotland or Wales for their tax)"}, before income tax:`,
    `• Cash flow: ${formatPounds(flow)} a year (${formatPounds(flow / 12)} a month): the rent of ${formatPounds(annual)} a year less ${formatPounds(costs.total)} of running costs for ${kindWords(text)} (${runningCostParts(costs, a).join("; ")}) ${interest}`,
    `• Cash in: ${formatPounds(cashIn)}: ${loan.cash ? `the price of ${formatPounds(price)}` : `the deposit of ${formatPounds(mortgage.deposit)}`}, ${purchase.taxName} of ${formatPounds(purchase.tax)} as an additional property (${datedPurchaseTax(price, nation).rule.when}) and ${formatPounds(purchase.fees)} of fees (${fees.join(", ")})`,
    `• ROI: ${formatPounds(flow)} ÷ ${formatPounds(cashIn)} = ${roi}. The gross yield is ${percent(grossYieldPercent(annual, price))} (${formatPounds(annual)} ÷ ${formatPounds(price)}).`,
    ...loan.lines,
    ...notes,
    loan.cash ? "It leaves out income tax and capital growth." : "It leaves out income tax, capital growth, repayments of the loan and a new rate when the fix ends.",
    ...(mortgageAsked ? mortgageOn(price, annual, how === "a month × 12", text, a) : []),
  ]);
}

/** "…and can I get a mortgage on it?": asked beside another sum (decision 249). */
const MORTGAGE_ASKED_RE =
  /\b(?:can|could|would|will)\s+(?:i|we|you)\s+(?:still\s+)?(?:get|obtain|raise)\s+(?:a\s+)?(?:btl\s+|buy[\s-]*to[\s-]*let\s+)?(?:mortgage|loan)\b|\bmortgageable\b|\b(?:would|will)\s+(?:a\s+|the\s+)?(?:lenders?|banks?)\s+lend\b/i;

/** The assumptions with the cover of the band said: 145% for a higher- or additional-rate taxpayer (decision 240). */
function withCover(a: Assumptions, text: string): Assumptions {
  const band = statedTaxRate(text)?.band;
  return band === "higher" || band === "additional" ? { ...a, icrPercent: ICR_THRESHOLDS.higherRate, borrower: "higher-rate" } : a;
}

/**
 * Whether a mortgage can be had on a price and a rent: the largest loan the rent supports at each
 * cover, and the one for the band said (125% when none is) against the loan-to-value cap, from the
 * valuation's own mortgageFor (decision 249).
 */
function mortgageOn(price: number, rentAnnual: number, monthly: boolean, text: string, a: Assumptions): string[] {
  const m = mortgageFor(price, rentAnnual, a);
  const cap = formatPounds(poundsDown(m.maxLoanByLtv));
  const at = a.icrPercent === A.icrPercent ? `${a.icrPercent}% (basic-rate taxpayers and companies)` : `your ${a.icrPercent}%`;
  const verdict =
    m.loan <= 0
      ? "The rent supports no loan on these figures."
      : m.limitedBy === "rent"
        ? `So a mortgage is possible, though under ${ratePercent(m.maxLtv)} of the ${formatPounds(price)} price (${cap}): about ${formatPounds(m.loan)} (${ratePercent(m.ltv)}) at ${at}, leaving a deposit of ${formatPounds(m.deposit)}.`
        : `At ${at} that is more than ${ratePercent(m.maxLtv)} of the ${formatPounds(price)} price, so the loan is capped at ${cap}, a deposit of ${formatPounds(m.deposit)}.`;
  return [
    "Can you get a mortgage on it: for a buy-to-let the lender's rent test decides how much.",
    ...loanLines(rentAnnual, monthly, text, a),
    `${verdict} Lenders also look at your income, credit record and experience, and their stress rates and covers vary.`,
  ];
}

/** Said straight before a sum: it is a value, not the price: "worth £200k", "valued at £200k". */
const VALUE_BEFORE_RE = /\b(?:worth|valued(?:\s+at)?|valuation(?:\s+of)?)\s*$/i;

/**
 * The price among the amounts: the largest not said as a value, where another of £10,000 or more
 * is, with a line naming the value as not used (decision 259); else the largest.
 */
function priceNotValue(found: readonly LabelledAmount[], largest: LabelledAmount): { price: LabelledAmount; valueNote: string[] } {
  const values = found.filter((a) => VALUE_BEFORE_RE.test(a.before));
  const others = found.filter((a) => !values.includes(a) && a.pounds >= 10_000 && a.period === undefined);
  if (values.length === 0 || others.length === 0) return { price: largest, valueNote: [] };
  const price = others.reduce((a, b) => (b.pounds > a.pounds ? b : a));
  const said = joinWithAnd(values.map((v) => formatPounds(v.pounds)));
  return { price, valueNote: [`The value you gave, ${said}, is not used: this is worked on the price, ${formatPounds(price.pounds)}.`] };
}

/** "Is a £200k house renting at £900 a month a good deal?": a verdict asked on one property (decision 197). */
const VERDICT_RE = /\bgood (?:deal|buy|investment)\b|\bworth (?:it|buying)\b|\bstacks? up\b|\banaly[sz]e\b|\bbad deal\b/i;

/** With no place, a verdict is the yields, and what a verdict needs (decisions 196 and 197). */
const VERDICT_NEEDS_PLACE =
  "Whether it is a good deal depends on where it is: say the town or postcode, for example \u201c…in Leeds\u201d, and I'll value it against that area's prices and rents, with a score, the purchase tax, the mortgage, the cash flow and the ROI.";

/** The lines, the dated rules they rest on ("Source: … (as of …)"), the assumptions and the disclaimer. */
function answer(lines: string[], rules: AnswerSource[] = []): GeneralAnswer {
  return {
    answer: [...lines, ...rules.map(sourceLine), `These use ${appAssumptions()} (/methodology), not a mortgage offer: a broker can tell you what is available. ${DISCLAIMER}`].join("\n"),
    // Dated by the mortgage-rate assumption, the one that moves most.
    sources: [{ name: "DealFinder, How deals are valued and scored", url: "/methodology", asOf: ASSUMPTION_BASIS.mortgageRatePercent!.asOf }, ...rules],
    known: true,
  };
}

/**
 * The largest loan a rent supports at each cover, at the stressed rate for the rate and fix said
 * (the app's own when none is, decision 248), and the band said's line (decision 240).
 */
function loanLines(rentAnnual: number, monthly: boolean, text: string, a: Assumptions): string[] {
  const stress = stressRate(a);
  const at = (icr: number) => poundsDown(rentAnnual / ((icr / 100) * (stress / 100)));
  // The band said picks the cover: "…and I'm a higher rate taxpayer" (decision 240).
  const band = statedTaxRate(text)?.band;
  const cover = band === "basic" ? ICR_THRESHOLDS.basicRate : ICR_THRESHOLDS.higherRate;
  // A cover said as a cover ("with 145% cover"): its own line, whatever the band (decision 262).
  const said = coverSaid(text);
  const fix = a.mortgageFixYears === A.mortgageFixYears ? "" : `, with ${withArticle(`${a.mortgageFixYears}-year`)} fix`;
  return [
    `On a rent of ${formatPounds(rentAnnual)} a year${monthly ? ` (${formatPounds(rentAnnual / 12)} a month × 12)` : ""}${fix}, the lender's stress test allows a loan of about:`,
    `• ${formatPounds(at(ICR_THRESHOLDS.basicRate))} where the rent must cover ${ICR_THRESHOLDS.basicRate}% of the interest (basic-rate taxpayers and companies): ${formatPounds(rentAnnual)} ÷ (${ICR_THRESHOLDS.basicRate}% × ${ratePercent(stress)});`,
    `• ${formatPounds(at(ICR_THRESHOLDS.higherRate))} at ${ICR_THRESHOLDS.higherRate}% (higher-rate taxpayers).`,
    ...(band === undefined ? [] : [`As ${band === "additional" ? "an" : "a"} ${band}-rate taxpayer, yours is the ${cover}% line: about ${formatPounds(at(cover))}.`]),
    ...(said === undefined ? [] : [`At the ${said}% cover you said: about ${formatPounds(at(said))}, ${formatPounds(rentAnnual)} ÷ (${said}% × ${ratePercent(stress)}).`]),
  ];
}

/** The assumptions with the rate (or rise) and the length of fix a question says, and whether a rate was said. */
function lendingSaid(text: string, w: WhatIf): { a: Assumptions; rateSaid: boolean } {
  const fix = fixYearsSaid(text);
  // "How much can I borrow on £950 rent at 4.5%": a bare rate is the mortgage's, as in a lender's test (decision 182).
  const bare = w.rate === undefined && w.rateRise === undefined ? bareRate(text) : undefined;
  const a = assumptionsSaid(bare === undefined ? w : { ...w, rate: bare }, undefined, text);
  return { a: fix === undefined ? a : { ...a, mortgageFixYears: fix }, rateSaid: bare !== undefined || w.rate !== undefined || w.rateRise !== undefined };
}

function maxLoan(rentAnnual: number, monthly: boolean, text: string, w: WhatIf): GeneralAnswer {
  const { a, rateSaid } = lendingSaid(text, w);
  const stress = stressRate(a);
  const cap = `The loan is also capped at ${A.mortgageLtvPercent}% of the property's value, whichever is lower.`;
  if (a.mortgageFixYears < 5) {
    const assumed = fixYearsSaid(text) === undefined ? ` The ${a.mortgageFixYears}-year fix is this app's assumption: a rate fixed for five years or more may be tested at its pay rate, so say "a 5-year fix" if yours is.` : "";
    return answer([...loanLines(rentAnnual, monthly, text, a), `${ratePercent(stress)} is the stressed rate for a ${a.mortgageFixYears}-year fix at ${ratePercent(a.mortgageRatePercent)}. ${cap}${assumed}`]);
  }
  // A fix of five years or more may be tested at its pay rate (PRA SS13/16), as the valuation's
  // own stressRate does; the stressed rate of a shorter fix is shown beside it, as not every lender does.
  const shorter = { ...a, mortgageFixYears: A.mortgageFixYears };
  const stressed = stressRate(shorter);
  const at = (icr: number) => formatPounds(poundsDown(rentAnnual / ((icr / 100) * (stressed / 100))));
  const rate = rateSaid ? `your ${ratePercent(stress)}` : `${ratePercent(stress)}, this app's assumed rate (say yours, for example "at 4.9%")`;
  return answer(
    [
      ...loanLines(rentAnnual, monthly, text, a),
      `With a rate fixed for five years or more, lenders may test the rent at the pay rate, here ${rate}, instead of a stressed rate (PRA SS13/16). Not all do: at the stressed rate of a shorter fix, ${ratePercent(stressed)} (the pay rate plus ${A.stressMarginPoints} points, never below ${ratePercent(A.stressFloorPercent)}), the same rent supports about ${at(ICR_THRESHOLDS.basicRate)} at ${ICR_THRESHOLDS.basicRate}% and ${at(ICR_THRESHOLDS.higherRate)} at ${ICR_THRESHOLDS.higherRate}%. ${cap}`,
    ],
    [entrySource("fixed-rate-length")],
  );
}

function cashToBuy(price: number, text: string): GeneralAnswer {
  const nation = nationFromText(text) ?? "england";
  const loan = poundsDown((price * A.mortgageLtvPercent) / 100);
  const deposit = price - loan;
  const costs = purchaseCosts(price, nation, A);
  const tax = datedPurchaseTax(price, nation);
  return answer([
    `To buy ${withArticle(formatPounds(price))} buy-to-let in ${NATION_LABEL[nation]}${nationFromText(text) ? "" : " (assumed; say Scotland or Wales for their tax)"} with a mortgage, you need about ${formatPounds(deposit + tax.result.tax + costs.fees)} in cash:`,
    `• Deposit: ${formatPounds(deposit)} (${100 - A.mortgageLtvPercent}%; lenders rarely go above ${A.mortgageLtvPercent}% loan-to-value on a buy-to-let)`,
    purchaseTaxBullet(tax),
    `• Fees: ${formatPounds(costs.fees)} (${purchaseFeeParts(costs.feesBreakdown).join(", ")})`,
    "The deposit can be larger: lenders also cap the loan by the rent (the stress test), so a low rent means a smaller loan. Keep a reserve for repairs, furnishing and empty months too.",
  ]);
}

/**
 * The monthly payments on a loan at a rate: interest-only, and capital repayment over the term
 * this app assumes, said as an assumption; with a fix said, how long they hold (decision 248).
 */
function paymentLines(loan: number, rate: number, what: string, fixYears?: number): string[] {
  return [
    `${what} at ${ratePercent(rate)}:`,
    `• Interest-only: ${formatPounds(annualInterest(loan, rate) / 12)} a month (${formatPounds(annualInterest(loan, rate))} a year)`,
    `• Capital repayment over ${REPAYMENT_TERM_YEARS} years: ${formatPounds(repaymentMonthly(loan, rate, REPAYMENT_TERM_YEARS))} a month`,
    `The repayment figure takes a ${REPAYMENT_TERM_YEARS}-year term, this app's assumption: a longer term lowers it, a shorter one raises it.`,
    ...(fixYears === undefined
      ? []
      : [`At ${ratePercent(rate)} these hold for the ${fixYears} years of the fix; when it ends the payment moves to the rate you remortgage at (or the lender's variable rate).`]),
  ];
}

function payments(loan: number, rate: number, what: string, fixYears?: number): GeneralAnswer {
  return answer(paymentLines(loan, rate, what, fixYears));
}

/** "…and the monthly mortgage", asked beside another sum (decision 249); not the mortgage's fees or size. */
const MORTGAGE_PAYMENT_ALSO_RE =
  /\b(?:monthly|month)\s+(?:mortgage|repayments?|payments?)\b|\bmortgage\s+(?:payments?|repayments?)\b|\b(?:and|plus|also)\s+(?:the\s+|my\s+|a\s+)?(?:monthly\s+)?mortgage\b(?!\s+(?:fees?|arrangement|broker|advice|valuation|deposit|size|amount))/i;

/**
 * "What's the stamp duty and monthly mortgage on a £250k flat?": the mortgage's monthly payments on
 * the price, asked beside its purchase tax (decision 249): the assumed loan-to-value (or the deposit
 * said) at the rate said, else the assumed rate, said as such. Null when no payment is asked, or a
 * sum of its own (a yield, the ROI, the cash to buy, a loan or a rent) is, which its answer works.
 */
export function mortgagePaymentsOn(question: string, price: number): GeneralAnswer | null {
  const text = question.trim();
  if (!MORTGAGE_PAYMENT_ALSO_RE.test(text) || ROI_RE.test(text) || YIELD_RE.test(text) || CASH_RE.test(text) || BORROW_RE.test(text)) return null;
  const w = parseWhatIf(text);
  if (w.rentNeeded || w.rentForYield || w.rentTest || w.targetReturn || w.targetYield || w.rateRise !== undefined) return null;
  const refused = rateRefused(text, w);
  if (refused) return refused;
  const a = assumptionsSaid(w, price, text);
  const loan = poundsDown((price * a.mortgageLtvPercent) / 100);
  const rate = w.rate === undefined ? `, this app's assumed rate (say yours, for example "at 4.5%")` : "";
  const lines = paymentLines(loan, a.mortgageRatePercent, `The monthly mortgage: ${loanWords(a, loan, depositSaid(w, price, text))} on the ${formatPounds(price)} price`, fixYearsSaid(text));
  return answer([lines[0]!.replace(/:$/, `${rate}:`), ...lines.slice(1)]);
}

/**
 * A mortgage rate said above the largest read ("mortgage rate 25%"), refused plainly rather than
 * dropped for the assumed rate (decision 260). Null when none is said, or a rate is read besides.
 */
function rateRefused(text: string, w: WhatIf): GeneralAnswer | null {
  const said = w.rate === undefined ? rateAboveMax(text) : undefined;
  if (said === undefined) return null;
  return answer([
    `${rateAboveMaxSaid(said)}, so I have not worked this out: check the rate and ask again with it (for example "at 5.5%").`,
  ]);
}

/** A minus sign straight before a sum: "-£150k", "−150,000"; not a dash between words ("£150k - £200"). */
const MINUS_BEFORE_RE = /(?:^|[^\w£.,])[-−]\s*$/;

/**
 * A price said below nil ("the roi on a -£150k flat"), refused plainly rather than worked as
 * £150,000 (decision 262). Null when the price has no minus sign.
 */
function priceBelowNil(price: LabelledAmount): GeneralAnswer | null {
  if (price.pounds < 10_000 || price.period !== undefined || !MINUS_BEFORE_RE.test(price.before)) return null;
  const said = formatPounds(-price.pounds);
  return answer([`A price of ${said} is below nil, so I have not worked this out: check the price and ask again with it (for example "${formatPounds(price.pounds)}").`]);
}

/** A rise in rates (negative: a fall) on a loan, from the assumed rate. */
function rateRise(loan: number, rise: number): GeneralAnswer {
  const from = A.mortgageRatePercent;
  const to = from + rise;
  if (to <= 0) return answer([`A fall of ${points(-rise)} would take the assumed ${ratePercent(from)} rate to zero or below, which no lender offers.`]);
  const change = annualInterest(loan, Math.abs(rise));
  const what = rise > 0 ? `A rise of ${points(rise)} on ${withArticle(formatPounds(loan))} loan adds ${formatPounds(change)} a year of interest` : `A fall of ${points(-rise)} on ${withArticle(formatPounds(loan))} loan takes ${formatPounds(change)} a year off the interest`;
  return answer([
    `${what}, ${formatPounds(change / 12)} a month, on an interest-only mortgage (${formatPounds(loan)} × ${Math.abs(rise)}%).`,
    `From ${ratePercent(from)} to ${ratePercent(to)}: interest-only ${formatPounds(annualInterest(loan, from) / 12)} → ${formatPounds(annualInterest(loan, to) / 12)} a month; capital repayment over ${REPAYMENT_TERM_YEARS} years ${formatPounds(repaymentMonthly(loan, from, REPAYMENT_TERM_YEARS))} → ${formatPounds(repaymentMonthly(loan, to, REPAYMENT_TERM_YEARS))} a month.`,
    "A fixed rate holds until the fix ends; the rise reaches you when you remortgage.",
  ]);
}

const FLAT_RE = /\b(?:flats?|apartments?|studios?|maisonettes?)\b/i;
const HOUSE_RE = /\b(?:houses?|homes?|terrace[ds]?|semis?|semi-detached|detached|bungalows?)\b/i;

/** The kind the running costs are assumed for: "a flat", or "a house" with how to say a flat when neither is said. */
function kindWords(text: string): string {
  const flat = FLAT_RE.test(text);
  return `${flat ? "a flat" : "a house"}${flat || HOUSE_RE.test(text) ? "" : ` (say "flat" for a flat's service charge and ground rent)`}`;
}

/**
 * Whether a price or loan passes the lender's rent test, asked with no rent said: the rent it
 * would need to pass, the test first. With a rent said, other answers judge that rent.
 */
function passAsked(text: string, found: readonly LabelledAmount[]): RentNeeded | undefined {
  if (!PASSES_LENDERS_TEST_RE.test(text) || found.some((x) => x.period !== undefined)) return undefined;
  const loan = loanNamed(text);
  return { first: "stress-test", ...(loan === undefined ? {} : { loan }) };
}

/**
 * The app's assumptions with the rate (or rise) said, and the deposit said on a price: a share
 * ("a 40% deposit") or a sum ("a £50k deposit", which lends the rest of the price).
 */
function assumptionsSaid(w: WhatIf, price: number | undefined, text: string): Assumptions {
  const rate = w.rate ?? (w.rateRise !== undefined ? A.mortgageRatePercent + w.rateRise : undefined);
  const deposit = depositSaid(w, price, text);
  const ltv =
    price === undefined
      ? undefined
      : w.depositPercent !== undefined
        ? 100 - w.depositPercent
        : deposit !== undefined
          ? ((price - deposit) / price) * 100
          : undefined;
  return {
    ...A,
    ...(rate !== undefined && rate > 0 ? { mortgageRatePercent: rate } : {}),
    ...(ltv !== undefined ? { mortgageLtvPercent: ltv } : {}),
  };
}

/** A deposit said in pounds on a price said, less than the price ("a £50k deposit"), when no share is said. */
function depositSaid(w: WhatIf, price: number | undefined, text: string): number | undefined {
  if (price === undefined || w.depositPercent !== undefined) return undefined;
  const deposit = depositNamed(labelledAmounts(text));
  return deposit !== undefined && deposit < price ? deposit : undefined;
}

/** "a £50,000 deposit and a loan of £200,000" for a deposit said in pounds, else "a 75% loan of £135,000". */
function loanWords(a: Assumptions, loan: number, deposit: number | undefined): string {
  if (deposit !== undefined) return `${withArticle(formatPounds(deposit))} deposit and a loan of ${formatPounds(loan)}`;
  const ltv = ratePercent(a.mortgageLtvPercent);
  return `${withArticle(ltv)} loan of ${formatPounds(loan)}`;
}

/** " at 6%" when the question says a rate or a rise, else "". */
const rateAt = (w: WhatIf, a: Assumptions) => (w.rate !== undefined || w.rateRise !== undefined ? ` at ${ratePercent(a.mortgageRatePercent)}` : "");

/**
 * "What rent do I need for a £150k loan?", "…to break even on a £200k flat?", "what rent gives
 * £200 a month cash flow on a £150k house?" (decision 159): the loan named, else the assumed
 * loan-to-value (or the deposit said) on the price named, at the assumed rate or the rate said;
 * the break-even rent (or the rent for the cash flow) and the lender's rent test, worked as a
 * deal's are. Null when the question asks no rent, or names neither a loan nor a price.
 */
function rentNeededOn(text: string, found: readonly LabelledAmount[], w: WhatIf): GeneralAnswer | null {
  // "What yield do I need for £200 a month cash flow on a £150k house?": the rent for that cash
  // flow, and the yield it is on the price, never the cash flow read as a rent (decision 242).
  // "…for break even": the yield for a cash flow of nil, at the rate said (decision 262).
  const flowYield = !w.rentNeeded && YIELD_RE.test(text) ? (cashFlowWanted(text) ?? breakEvenAsked(text)) : undefined;
  const need: RentNeeded | undefined =
    w.rentNeeded ?? (flowYield ? { first: "break-even", ...(flowYield.pounds === 0 ? {} : { cashFlow: flowYield }) } : passAsked(text, found));
  if (!need) return null;
  const price = need.loan === undefined ? priceNamed(found) : undefined;
  if (need.loan === undefined && price === undefined) return null;
  const a = assumptionsSaid(w, price, text);
  const loan = need.loan ?? poundsDown(((price ?? 0) * a.mortgageLtvPercent) / 100);
  const interest = Math.round(annualInterest(loan, a.mortgageRatePercent));
  const flat = FLAT_RE.test(text);
  const kind = kindWords(text);
  const at = rateAt(w, a);
  const head =
    price === undefined
      ? `The rent ${withArticle(formatPounds(loan))} loan${at} needs, on the app's assumptions for ${kind}:`
      : `The rent ${withArticle(formatPounds(price))} purchase needs with ${loanWords(a, loan, depositSaid(w, price, text))}${at}, on the app's assumptions for ${kind}:`;
  const worked = breakEvenWorking(flat ? "flat" : "other", a, loan, interest, need.cashFlow);
  const breakEven = worked.lines;
  const stress = stressTestWorking(a, loan);
  const body = need.first === "stress-test" ? [...stress, ...breakEven] : [...breakEven, ...stress];
  const rentYield = flowYield && price !== undefined ? yieldForCashFlow(flowYield, worked.monthly, price, loan, a) : [];
  return answer([...rentYield, head, ...body, notModelled(a, loan, interest)]);
}

/** A break-even said ("to break even", "for break even", "the break-even yield"): a cash flow of nil wanted (decision 262). */
const BREAK_EVEN_SAID_RE = /\bbreak[\s-]*even\b|\bwash(?:es)?\s+its\s+face\b/i;
const breakEvenAsked = (text: string): CashFlowTarget | undefined =>
  BREAK_EVEN_SAID_RE.test(text) ? { kind: "cash-flow", pounds: 0, per: "month", perSaid: false } : undefined;

/**
 * The gross yield the rent for a cash flow is on the price (decision 242), or for none (break-even, decision 262). A loss said is named as
 * the cash flow worked, with what the lender's rent test would lend at that rent, from the
 * valuation's own mortgageFor (decision 258).
 */
function yieldForCashFlow(wanted: CashFlowTarget, monthly: number, price: number, loan: number, a: Assumptions): string[] {
  const annual = monthly * 12;
  if (monthly === 0) return [`Any yield gives ${targetWords(wanted)} on the ${formatPounds(price)} price, a loss, as you said: worked below.`];
  const yieldSaid = `${percent(grossYieldPercent(annual, price))}, a rent of ${formatPounds(annual)} a year (worked below) ÷ the price of ${formatPounds(price)}.`;
  if (wanted.pounds > 0) return [`The gross yield you need: ${yieldSaid}`];
  if (wanted.pounds === 0) return [`The gross yield you need to break even (a cash flow of nil, before income tax): ${yieldSaid}`];
  const lent = mortgageFor(price, annual, a);
  const test =
    lent.loan < loan
      ? ` At that rent the lender's rent test (${a.icrPercent}% of the interest at ${ratePercent(lent.stressRate)}) would lend only about ${formatPounds(lent.loan)}, not the ${formatPounds(loan)} held below: ${formatPounds(loan - lent.loan)} more deposit, and less interest, than worked there.`
      : "";
  return [`The gross yield you need for ${targetWords(wanted)}, a loss, as you said: ${yieldSaid}${test}`];
}

/**
 * "What rent do I need for an 8% yield on a £200k house?" (decision 193): the rent for the yield on
 * the price said, worked as a deal's is (`rentForYieldWorking`), a net yield on the running costs
 * of a flat or a house. Null when no rent for a yield is asked or no price is said.
 */
function rentForYieldOn(text: string, found: readonly LabelledAmount[], w: WhatIf): GeneralAnswer | null {
  const t = w.rentForYield;
  const price = t ? priceNamed(found) : undefined;
  if (!t || price === undefined || !yieldInRange(t)) return null;
  const flat = FLAT_RE.test(text);
  const kind = t.basis === "net" ? `, on the app's running costs for ${kindWords(text)}` : "";
  const { lines, monthly } = rentForYieldWorking(price, `${withArticle(formatPounds(price))} purchase${kind}`, t, flat ? "flat" : "other", A);
  return answer([...lines, ...mortgageNotUsed(text, w, t, `${withArticle(formatPounds(price))} ${flat ? "flat" : "house"} at ${formatPounds(monthly)} a month`)]);
}

/**
 * The mortgage's figures said beside a yield asked ("6% yield at 5% rate 75% LTV"), named as not
 * used: a yield is on the price, before any mortgage (decision 262). None said: no line.
 */
function mortgageNotUsed(text: string, w: WhatIf, t: TargetYield, atRent: string): string[] {
  const { a, rateSaid } = lendingSaid(text, w);
  const ltv = ltvSaid(text);
  const deposit = w.depositPercent === undefined ? depositNamed(labelledAmounts(text)) : undefined;
  const fix = fixYearsSaid(text);
  const said = [
    ...(rateSaid ? [`the ${ratePercent(a.mortgageRatePercent)} rate`] : []),
    ...(ltv === undefined ? [] : [`the ${ratePercent(ltv)} loan-to-value`]),
    ...(w.depositPercent === undefined ? [] : [`the ${ratePercent(w.depositPercent)} deposit`]),
    ...(deposit === undefined ? [] : [`the ${formatPounds(deposit)} deposit`]),
    ...(fix === undefined ? [] : [`the ${fix}-year fix`]),
  ];
  if (said.length === 0) return [];
  const what = t.basis === "gross" ? "a gross yield is the rent ÷ the price" : "a net yield is the rent less the running costs ÷ the price";
  return [
    `Not used: ${joinWithAnd(said)}, as ${what}, before any mortgage. For what the mortgage does to the return, ask the ROI or the cash flow, for example "the ROI on ${atRent}${rateSaid ? ` at ${ratePercent(a.mortgageRatePercent)}` : ""}".`,
  ];
}

/**
 * "Does this £180k flat pass the ICR at £900 pcm?" (decision 174): the rent said against the rent
 * the lender's test needs on the loan said, else the assumed loan-to-value (or the deposit said)
 * on the price said, at the assumed rate or the rate said; pass or fail, by how much, and the loan
 * it would pass on. Null when no pass is asked with a rent, or neither a loan nor a price is said.
 */
function rentTestOn(text: string, w: WhatIf): GeneralAnswer | null {
  const asked = parseRentTest(text);
  if (!asked || (asked.loan === undefined && asked.price === undefined)) return null;
  const a = assumptionsSaid(w, asked.price, text);
  const loan = asked.loan ?? poundsDown(((asked.price ?? 0) * a.mortgageLtvPercent) / 100);
  const monthly = rentMonthly(asked.rent, 0);
  const at = rateAt(w, a);
  // The rent in the words it was said. A week's or a year's rent is not a whole month's in pounds
  // (£208 a week is £901.33 a month): named as "£901 a month" beside the test's "at least £902",
  // it would read as failing a test it passes. A whole month's is given beside it.
  const said = `${formatPounds(asked.rent.pounds)} a ${asked.rent.per}`;
  const wholeMonth = asked.rent.per !== "month" && Math.abs(monthly - Math.round(monthly)) < 1e-9 ? ` (${formatPounds(monthly)} a month)` : "";
  const head =
    asked.price === undefined
      ? `Whether ${said}${wholeMonth} passes the lender's rent test on ${withArticle(formatPounds(loan))} loan${at}:`
      : `Whether ${said}${wholeMonth} passes the lender's rent test on ${withArticle(formatPounds(asked.price))} purchase with ${loanWords(a, loan, depositSaid(w, asked.price, text))}${at}:`;
  const interest = Math.round(annualInterest(loan, a.mortgageRatePercent));
  // A bare percentage read as neither the rate nor the cover is said not to be worked in (decision 182).
  const unread = w.rentTest?.unread ?? [];
  const note = unread.length
    ? [`Not worked in: ${joinWithAnd(unread.map((p) => `at ${p}`))}, which could be a mortgage rate, a loan-to-value or a cover; say "a 6% rate", "a 75% loan" or "a 130% cover".`]
    : [];
  return answer([...note, head, ...rentTestVerdict(a, loan, monthly, said, asked.price, w.rentTest?.cover), notModelled(a, loan, interest)]);
}

/** The worked answer to a general money question with its own figures, or null. */
export function answerMoneyQuestion(question: string): GeneralAnswer | null {
  const text = question.trim();
  // Amounts of £10,000 or more, or marked with £ or k, or said with a period ("1200 pcm").
  const found = labelledAmounts(text);
  if (found.length === 0) return null;
  const largest = found.reduce((a, b) => (b.pounds > a.pounds ? b : a));
  // "A £180k house worth £200k": the ROI and the yield are on the price, not the value said beside it (decision 259).
  const { price, valueNote } = priceNotValue(found, largest);
  // The numbers read as a question about one deal reads them, once for every answer below.
  const w = parseWhatIf(text);
  const refused = rateRefused(text, w) ?? priceBelowNil(price);
  if (refused) return refused;
  const rentTest = rentTestOn(text, w);
  if (rentTest) return rentTest;
  const rentForYield = rentForYieldOn(text, found, w);
  if (rentForYield) return rentForYield;
  const rentNeeded = rentNeededOn(text, found, w);
  if (rentNeeded) return rentNeeded;

  // "What's the ROI on a £95k house renting at £650 pcm?": the cash flow and ROI on those two figures (decision 242).
  if ((ROI_RE.test(text) || MAKE_ASKED_RE.test(text)) && !w.targetReturn && !w.voidPeriod && !cashFlowWanted(text) && found.length >= 2 && largest.pounds >= 10_000) {
    const rent = rentAmong(found, price, largest);
    if (rent) return roiOn(price.pounds, rent, text, w, valueNote);
  }
  // "What's the yield on a £150k house renting at £900pcm?": the gross yield on those two figures.
  const yieldAsked = YIELD_RE.test(text);
  const verdict = !yieldAsked && VERDICT_RE.test(text);
  if ((yieldAsked || verdict) && found.length >= 2) {
    const rent = rentAmong(found, price, largest);
    if (rent && price.pounds >= 10_000) return grossYield(price.pounds, rent, FLAT_RE.test(text), [...valueNote, ...(verdict ? [VERDICT_NEEDS_PLACE] : [])], w.voidPeriod);
  }
  // "What's the stress test on £900 pcm rent at 6% with 145% cover?": the largest loan the rent
  // supports (decision 262); a pass asked ("would it pass the ICR") is the rent test's, not this.
  const stressOnRent = STRESS_ASKED_RE.test(text) && !PASSES_LENDERS_TEST_RE.test(text) && priceNamed(found) === undefined && loanNamed(text) === undefined;
  if ((BORROW_RE.test(text) || stressOnRent) && RENT_RE.test(text)) {
    const rent = found.find((a) => RENT_WORDS_RE.test(a.before) || a.period !== undefined) ?? found[0]!;
    const { annual, how } = rentYearly(rent);
    return maxLoan(annual, how === "a month × 12", text, w);
  }
  // The rate or the rise in rates.
  const { rate: r, rateRise: rise } = w;
  if (rise !== undefined && largest.pounds >= 10_000) return rateRise(largest.pounds, rise);
  // "£200k mortgage at 4.5%" asks the payments on that loan, whatever it is called.
  const saidAsLoan = LOAN_AFTER_RE.test(largest.after);
  if (r !== undefined && (PAYMENT_RE.test(text) || saidAsLoan) && largest.pounds >= 10_000) {
    const isLoan = saidAsLoan || (LOAN_AMOUNT_RE.test(largest.before) && !/\b(?:house|flat|home|property|buy-to-let|btl)\b/i.test(largest.after));
    const fix = fixYearsSaid(text);
    if (isLoan) return payments(largest.pounds, r, `A ${formatPounds(largest.pounds)} loan`, fix);
    const loan = poundsDown((largest.pounds * A.mortgageLtvPercent) / 100);
    return payments(loan, r, `A ${A.mortgageLtvPercent}% mortgage (${formatPounds(loan)}) on ${withArticle(formatPounds(largest.pounds))} property`, fix);
  }
  if (CASH_RE.test(text) && largest.pounds >= 10_000) return cashToBuy(largest.pounds, text);
  return null;
}
