/**
 * The rent one deal needs (decision 114): the break-even rent, at which the rent less the running
 * costs less the mortgage interest is zero, and the rent that passes the lender's interest cover
 * test at the stress rate (decision 106's rule), each worked step by step from the valuation's
 * own rules and set beside the deal's estimated rent; then what the app does not model.
 */
import { repaymentMonthly } from "../deal-maths";
import { appAssumptions } from "../valuation/dated-rules";
import { formatDate, formatPounds, joinWithAnd, points, ratePercent } from "../format";
import { SECTION_24 } from "../income-tax-rates";
import { annualCashFlow, annualInterest, breakEvenMonthlyRent, mortgageFor, poundsDown, rentForInterestCover, runningCosts, runningCostShares, stressRate, wholeCoverPercent } from "../valuation/finance";
import type { Assumptions, PropertyKind } from "../valuation/assumptions";
import { fixedRunningCostParts, ICR_THRESHOLDS, icrVerdict, largestLoanAt, REPAYMENT_TERM_YEARS, stressRule, type DealFigures } from "./deal-figures";
import { MIN_OFFER } from "./deal-offer-reading";
import type { RentNeeded } from "./deal-rent-needed-reading";
import { targetWords } from "./deal-target-return-answer";
import { annualCashFlowTarget, type CashFlowTarget } from "./deal-target-return-reading";
import type { WhatIf } from "./deal-what-if-reading";
import { scenarioOf, type Scenario } from "./deal-what-if-valuing";

/** A share of the rent as a percentage, at most two decimals: 0.289846 → "28.98%". */
const share = (n: number) => ratePercent(n * 100, 2);

export interface ComparedRent {
  monthly: number;
  /** Said the first time, with its source: "the deal's estimated rent of £900 a month (the … figure for Salford)". */
  words: string;
  /** Said again: "the deal's estimated rent of £900 a month". */
  again: string;
}

/** The rent the answer compares with: the investor's, else the deal's estimate with its source. */
export function rentCompared(f: DealFigures, s: Scenario): ComparedRent {
  if (s.monthlyRent !== undefined) {
    const words = `your rent of ${formatPounds(s.monthlyRent)} a month`;
    return { monthly: s.monthlyRent, words, again: words };
  }
  const src = f.valuation?.rentSource;
  const again = `the deal's estimated rent of ${formatPounds(f.icrRent / 12)} a month`;
  return { monthly: f.icrRent / 12, words: `${again} (${src ? `the ${src.sourceLabel} figure for ${src.areaName}` : "from the card's yield"})`, again };
}

/** The words with a capital first letter, to start a sentence. */
export const sentence = (words: string) => `${words[0]!.toUpperCase()}${words.slice(1)}`;

/** How a rent stands to the rent needed: "is £75 a month above it", "is £40 a month short of it", "just meets it". */
export function gapWords(rent: number, needed: number): string {
  const gap = Math.round(rent) - needed;
  return gap === 0 ? "just meets it" : gap > 0 ? `is ${formatPounds(gap)} a month above it` : `is ${formatPounds(-gap)} a month short of it`;
}

/**
 * The break-even rent, or the rent that leaves the cash flow `wanted` (decision 136), on a loan's
 * yearly interest at `a`'s rate: worked from the running costs' fixed part and share of the rent,
 * and checked on `runningCosts`. For a deal's answer and a general question's (decision 159).
 */
export function breakEvenWorking(kind: PropertyKind, a: Assumptions, loan: number, interest: number, wanted?: CashFlowTarget): { monthly: number; lines: string[] } {
  const leaving = wanted ? annualCashFlowTarget(wanted) : 0;
  const name = wanted ? `The rent for ${targetWords(wanted)}` : "Break-even rent";
  const monthly = breakEvenMonthlyRent(interest, kind, a, leaving);
  const sh = runningCostShares(kind, a);
  const fixed = runningCosts(0, kind, a);
  const annual = (fixed.total + interest + leaving) / (1 - sh.share);
  const check = runningCosts(monthly * 12, kind, a);
  const flow = annualCashFlow(monthly * 12, check, interest);
  const costs = loan > 0 ? "the running costs and the mortgage interest" : "the running costs";
  // A loss said (decision 258): no rent at all may lose less than it.
  if (leaving < 0 && monthly === 0) {
    return {
      monthly,
      lines: [`${name}: any rent, even none. With no rent, ${costs} come to ${formatPounds(-flow)} a year, less than the loss of ${formatPounds(-leaving)} a year said, before income tax.`],
    };
  }
  const owed = [fixed.total, ...(loan > 0 ? [interest] : []), ...(leaving > 0 ? [leaving] : [])].map((n) => formatPounds(n)).join(" + ") + (leaving < 0 ? ` − ${formatPounds(-leaving)}` : "");
  const owedWords =
    leaving > 0
      ? ` (the running costs that do not move${loan > 0 ? ", the interest" : ""} and the cash flow wanted)`
      : leaving < 0
        ? ` (the running costs that do not move${loan > 0 ? " and the interest" : ""}, less the loss you accept)`
        : "";
  const leaves = !wanted ? "and the cash flow is nil" : leaving < 0 ? `but for ${formatPounds(-leaving)} a year, the loss you accept` : `and leaves ${formatPounds(leaving)} a year`;
  return {
    monthly,
    lines: [
      `${name}: ${formatPounds(monthly)} a month (${formatPounds(monthly * 12)} a year), where the rent pays ${costs} ${leaves}, before income tax.`,
      loan > 0
        ? `• Mortgage interest: ${formatPounds(interest)} a year (${formatPounds(loan)} at ${ratePercent(a.mortgageRatePercent)}, interest-only), ${formatPounds(interest / 12)} a month: the rent that covers the mortgage alone.`
        : "• No mortgage interest: bought with cash, the rent has only the running costs to pay.",
      `• Running costs: ${formatPounds(fixed.total)} a year that do not move with the rent (${fixedRunningCostParts(fixed).join("; ")}), and ${share(sh.share)} of the rent (management ${ratePercent(a.managementPercent)} + VAT on the rent less voids: ${share(sh.management)}; voids ${a.voidWeeksPerYear} weeks: ${share(sh.voids)}; maintenance: ${share(sh.maintenance)}).`,
      `• Rent × (100% − ${share(sh.share)}) = ${owed}${owedWords}, so the rent = ${formatPounds(fixed.total + interest + leaving)} ÷ ${share(1 - sh.share)} ≈ ${formatPounds(annual)} a year; to the pound above, ${formatPounds(monthly)} a month.`,
      `• Check at ${formatPounds(monthly * 12)} a year: ${formatPounds(monthly * 12)} − ${formatPounds(check.total)} of running costs${loan > 0 ? ` − ${formatPounds(interest)} of interest` : ""} = ${formatPounds(flow)} a year.`,
    ],
  };
}

/**
 * The deal's loan is held at the rent found (decision 159). Where that rent would let the lender
 * lend more (a loan the deal's rent caps), what the larger loan would do, as the deal's figures at
 * that rent take it; else "".
 */
function heldLoanNote(price: number, kind: PropertyKind, a: Assumptions, sizing: Assumptions, loan: number, monthly: number): string {
  const annualRent = monthly * 12;
  const larger = mortgageFor(price, annualRent, sizing);
  if (larger.loan <= loan) return "";
  const interest = Math.round(annualInterest(larger.loan, a.mortgageRatePercent));
  const flow = annualCashFlow(annualRent, runningCosts(annualRent, kind, a), interest);
  const limit = larger.limitedBy === "ltv" ? ` (the ${ratePercent(larger.maxLtv)} loan-to-value limit)` : "";
  return `The loan is held at ${formatPounds(loan)}, the most the deal's own rent supports. At ${formatPounds(monthly)} a month the lender's rent test would allow up to ${formatPounds(larger.loan)}${limit}, as the deal's figures at that rent assume: ${formatPounds(larger.loan - loan)} less cash in, but a cash flow of ${formatPounds(flow)} a year.`;
}

/**
 * The break-even rent, or the rent that leaves the cash flow `wanted`, on the deal: the working,
 * what holding its loan means, and the rent compared.
 */
function breakEvenLines(f: DealFigures, s: Scenario, loan: number, interest: number, compared: string, monthlyCompared: number, wanted: CashFlowTarget | undefined, sizing: Assumptions | null): string[] {
  const name = wanted ? `The rent for ${targetWords(wanted)}` : "Break-even rent";
  const kind = f.valuation?.inputs?.kind;
  if (!kind) return [`${name}: it needs the deal's running costs, which aren't available here (they are in the deal's full details).`];
  const { monthly, lines } = breakEvenWorking(kind, s.assumptions, loan, interest, wanted);
  const held = sizing && loan > 0 ? heldLoanNote(s.price, kind, s.assumptions, sizing, loan, monthly) : "";
  return [...lines, ...(held ? [held] : []), `${sentence(compared)} ${gapWords(monthlyCompared, monthly)}.`];
}

/** The rent a year the lender's test needs at `cover` %, to the pound above, and a month, to the pound above that. */
function testRent(loan: number, stress: number, cover: number): { annual: number; monthly: number } {
  const annual = Math.ceil(rentForInterestCover(loan, stress, cover));
  return { annual, monthly: Math.ceil(annual / 12) };
}

/** The rent the lender's interest cover test needs at 125% and 145% on a loan, at the stress rate for `a`'s pay rate. */
export function stressTestWorking(a: Assumptions, loan: number): string[] {
  if (loan <= 0) return ["Lender's rent test: bought with cash there is no loan, so there is no test to pass."];
  const stress = stressRate(a);
  const stressed = annualInterest(loan, stress);
  const at = (cover: number) => testRent(loan, stress, cover).annual;
  const monthly = (cover: number) => testRent(loan, stress, cover).monthly;
  const { basicRate, higherRate } = ICR_THRESHOLDS;
  return [
    `Lender's rent test: at least ${formatPounds(monthly(basicRate))} a month for the ${formatPounds(loan)} loan, or ${formatPounds(monthly(higherRate))} for a higher-rate taxpayer.`,
    `• Lenders test the rent against the interest at a stressed rate: ${ratePercent(stress)} here, ${stressRule(a)}.`,
    `• ${formatPounds(loan)} × ${ratePercent(stress)} = ${formatPounds(stressed)} of interest a year; × ${basicRate}% (basic-rate taxpayer or company) = ${formatPounds(at(basicRate))} a year, ${formatPounds(monthly(basicRate))} a month; × ${higherRate}% (higher-rate taxpayer) = ${formatPounds(at(higherRate))} a year, ${formatPounds(monthly(higherRate))} a month.`,
  ];
}

/**
 * Whether a rent passes the lender's rent test on a loan (decision 174): the answer first, then
 * the test worked (`stressTestWorking`), the rent's cover with how far it is above or short of each
 * test, and, where it fails one, the largest loan it would pass on (`largestLoanAt`, as the
 * valuation sizes a loan), with the deposit that means on `price` when there is one. `rent` names
 * the rent: "£900 a month", "your rent of £700 a month".
 */
export function rentTestVerdict(a: Assumptions, loan: number, monthlyRent: number, rent: string, price?: number, saidCover?: number): string[] {
  if (loan <= 0) return stressTestWorking(a, loan);
  const stress = stressRate(a);
  const annualRent = monthlyRent * 12;
  const cover = wholeCoverPercent(annualRent, loan, stress) ?? 0;
  const { basicRate, higherRate } = ICR_THRESHOLDS;
  // How far the rent is from each test, in whole pounds a month: a shortfall rounded up, a margin
  // down, so the figure is the monthly rent the test needs less the rent, to the pound.
  const gap = (c: number) => {
    const over = (annualRent - rentForInterestCover(loan, stress, c)) / 12;
    const pounds = over < 0 ? Math.ceil(-over - 1e-9) : Math.floor(over + 1e-9);
    return over < 0 ? `${formatPounds(pounds)} a month short at ${c}%` : pounds === 0 ? `just meets ${c}%` : `${formatPounds(pounds)} a month above ${c}%`;
  };
  const verdict =
    cover >= higherRate
      ? `Yes: at ${rent} the ${formatPounds(loan)} loan passes the lender's rent test, at ${basicRate}% and at ${higherRate}%.`
      : cover >= basicRate
        ? `At ${basicRate}% yes, at ${higherRate}% no: at ${rent} the ${formatPounds(loan)} loan passes the lender's rent test for a basic-rate taxpayer or a company, but not for a higher-rate taxpayer borrowing in their own name.`
        : `No: at ${rent} the ${formatPounds(loan)} loan fails the lender's rent test, at ${basicRate}% and at ${higherRate}%.`;
  const covers = `• ${sentence(rent)}${rent.endsWith(" a year") ? " is" : ` is ${formatPounds(annualRent)} a year,`} ${cover}% of the stressed interest (${formatPounds(annualRent)} ÷ ${formatPounds(annualInterest(loan, stress))}), which ${icrVerdict(cover)}: ${gap(basicRate)}, ${gap(higherRate)}.`;
  const failed = [basicRate, higherRate].filter((c) => cover < c);
  const smaller = failed.map((c) => {
    const { loan: passes } = largestLoanAt({ icrRent: annualRent, stressRate: stress, maxLoanByLtv: loan }, c);
    const share = price ? `, ${ratePercent((passes / price) * 100, 1)} of the ${formatPounds(price)} price, a deposit of ${formatPounds(price - passes)}` : "";
    return `up to ${formatPounds(passes)} at ${c}% (${formatPounds(annualRent)} ÷ (${c}% × ${ratePercent(stress)}))${share}`;
  });
  // A cover said that is not one of the two worked (decision 182) is answered first, on the same working.
  const own =
    saidCover !== undefined && saidCover !== basicRate && saidCover !== higherRate
      ? [`At the ${saidCover}% cover you said, ${cover >= saidCover ? "yes" : "no"}: it needs at least ${formatPounds(testRent(loan, stress, saidCover).monthly)} a month (${formatPounds(loan)} × ${ratePercent(stress)} × ${saidCover}%), and ${rent} is ${gap(saidCover).replace(/^just meets/, "just at")}.`]
      : [];
  return [
    ...own,
    verdict,
    ...stressTestWorking(a, loan),
    covers,
    ...(smaller.length ? [`• It would pass on a smaller loan: ${smaller.join("; or ")}.`] : []),
  ];
}

/** The lender's rent test on the deal's loan, and the rent compared with it. */
function stressTestLines(f: DealFigures, s: Scenario, loan: number, compared: string, monthlyCompared: number): string[] {
  const lines = stressTestWorking(s.assumptions, loan);
  if (loan <= 0) return lines;
  const { basicRate } = ICR_THRESHOLDS;
  const cover = wholeCoverPercent(monthlyCompared * 12, loan, stressRate(s.assumptions)) ?? 0;
  const sized = loan === f.loan && s.rate === undefined && s.monthlyRent === undefined && f.limitedBy === "rent";
  return [
    ...lines,
    `${sentence(compared)} covers ${cover}% of that interest, which ${icrVerdict(cover)}.${sized ? ` The app's loan is already the most this rent supports at ${basicRate}%, which is why the two are close.` : ""}`,
  ];
}

/** What the figures leave out, with the repayment mortgage's extra cost worked. */
export function notModelled(a: Assumptions, loan: number, interest: number): string {
  const rate = a.mortgageRatePercent;
  const repayment = loan > 0 ? ` capital repayments (over ${REPAYMENT_TERM_YEARS} years they would add ${formatPounds(repaymentMonthly(loan, rate, REPAYMENT_TERM_YEARS) - interest / 12)} a month to the interest),` : "";
  return (
    `Not modelled: income tax${loan > 0 ? ` (an individual landlord's relief on mortgage interest is a ${ratePercent(SECTION_24.creditRate)} credit, Section 24, in full since ${formatDate(SECTION_24.inFullFrom)})` : ""},${repayment} ` +
    `${loan > 0 ? "a new rate when the fix ends, " : ""}more than ${a.voidWeeksPerYear} weeks empty a year, arrears${loan > 0 ? ", and each lender's own stress rate and cover, which vary" : " and repairs beyond the maintenance allowed for"}. ` +
    "Whether the area's rents reach these figures is for local listings and agents to say."
  );
}

/** What the question changed on the deal, in words: "a loan of £150,000", "a price of £140,000", "a 40% deposit", "a 6% rate". */
function changedWords(s: Scenario, w: WhatIf, loanSaid: number | undefined): string[] {
  return [
    ...(loanSaid !== undefined && !s.cash ? [`a loan of ${formatPounds(loanSaid)}`] : []),
    ...(s.price !== s.base ? [`a price of ${formatPounds(s.price)}`] : []),
    ...(s.deposit !== undefined ? [`a ${s.deposit}% deposit`] : []),
    ...(s.rate !== undefined ? [`a ${ratePercent(s.rate)} rate${w.rateRise !== undefined ? ` (${points(Math.abs(w.rateRise))} ${w.rateRise > 0 ? "up" : "down"})` : ""}`] : []),
    ...(s.serviceCharge !== undefined ? [`a service charge of ${formatPounds(s.serviceCharge)} a year`] : []),
  ];
}

/** Said for an offer too small to be a purchase. */
export const tooLittle = (s: Scenario) => `That would be an offer of ${formatPounds(s.price)} on the deal's price of ${formatPounds(s.base)}, too little for a purchase I can work out.`;

/**
 * Whether the investor's rent passes the lender's rent test on the deal (decision 174): at its
 * price or the price said, on the loan said, else the assumed loan-to-value (or the deposit said)
 * of that price, at the assumed rate or the rate said.
 */
export function rentTestSection(f: DealFigures, t: { loan?: number; cover?: number }, w: WhatIf): string {
  const s = scenarioOf(f, w);
  if (s.price < MIN_OFFER) return tooLittle(s);
  const a = s.assumptions;
  const loan = s.cash ? 0 : (t.loan ?? poundsDown((s.price * a.mortgageLtvPercent) / 100));
  const compared = rentCompared(f, s);
  const changed = changedWords(s, w, t.loan);
  const borrowing = t.loan === undefined && !s.cash ? `, borrowing ${ratePercent(a.mortgageLtvPercent)} of ${s.price !== s.base ? "it" : formatPounds(s.price)} (${formatPounds(loan)})` : "";
  const head = `Whether ${compared.again} passes the lender's rent test on this deal${changed.length ? `, with ${joinWithAnd(changed)}` : ""}${s.cash ? ", bought with cash" : ""}${borrowing}:`;
  const interest = Math.round(annualInterest(loan, a.mortgageRatePercent));
  return [
    head,
    ...rentTestVerdict(a, loan, compared.monthly, compared.again, s.price, t.cover),
    notModelled(a, loan, interest),
    `These use ${appAssumptions()} (/methodology), not a mortgage offer.`,
  ].join("\n");
}

/**
 * The rent the deal needs: the break-even rent and the lender's rent test, the one asked first;
 * on the loan named, and with a price, deposit, rate or cash purchase asked too, on those (a rate
 * on the same loan).
 */
export function rentNeededSection(f: DealFigures, need: RentNeeded, w: WhatIf): string {
  const s = scenarioOf(f, w);
  if (s.price < MIN_OFFER) return tooLittle(s);
  // The loan named, else the loan the deal's rent sizes at the price and deposit, at the assumed
  // rate: a rate asked is paid on the same loan, as the rate what-if does (decision 106). It is
  // held whatever rent is found (decision 159).
  const sizing = s.cash || need.loan !== undefined ? null : { ...s.assumptions, mortgageRatePercent: f.rate };
  const loan = sizing ? mortgageFor(s.price, f.icrRent, sizing).loan : s.cash ? 0 : (need.loan ?? 0);
  const interest = Math.round(annualInterest(loan, s.assumptions.mortgageRatePercent));
  const compared = rentCompared(f, s);
  const changed = changedWords(s, w, need.loan);
  const head = `The rent this deal needs${changed.length ? `, with ${joinWithAnd(changed)}` : ""}${s.cash ? ", bought with cash" : ""}${changed.length || s.cash ? "" : ", on its own price and the app's assumptions"}:`;
  // The rent compared with is named with its source the first time it is compared.
  const breakEvenFirst = need.first !== "stress-test";
  const breakEvenCompares = Boolean(f.valuation?.inputs?.kind);
  const sourced = breakEvenCompares && (breakEvenFirst || loan <= 0) ? "break-even" : "stress-test";
  const breakEven = breakEvenLines(f, s, loan, interest, sourced === "break-even" ? compared.words : compared.again, compared.monthly, need.cashFlow, sizing);
  const stress = stressTestLines(f, s, loan, sourced === "stress-test" ? compared.words : compared.again, compared.monthly);
  const body = breakEvenFirst ? [...breakEven, ...stress] : [...stress, ...breakEven];
  return [head, ...body, notModelled(s.assumptions, loan, interest)].join("\n");
}
