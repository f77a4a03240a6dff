/**
 * Landlords' tax sums asked with their own figures (decision 111), every step shown and every rate
 * from `../income-tax-rates.ts`:
 * - Section 24: "I'm a 40% taxpayer with £20k rent and £9k mortgage interest, how much tax?";
 * - the tax on rent on top of a salary (decision 117): "I earn £45k salary and £12k rental
 *   profit, how much tax will I pay on the rent?", band by band, with the personal allowance's taper;
 * - capital gains tax on a sale: "sold for £300k, bought for £200k, higher rate taxpayer".
 * A Scottish taxpayer's income tax sums are worked at Scotland's rates and bands (decision 254).
 */
import { formatDate, formatPounds, joinWithAnd, ratePercent } from "../format";
import {
  BASIC_RATE_BAND,
  bandOfRate,
  CGT_RESIDENTIAL as CGT,
  INCOME_TAX,
  type IncomeTaxBand,
  PROPERTY_ALLOWANCE,
  PROPERTY_INCOME_RATES as P27,
  SCOTTISH_INCOME_TAX as SCOT,
  type ScottishBand,
  SECTION_24,
} from "../income-tax-rates";
import { DISCLAIMER, entrySource, nationFromText, ROI_RE, sourceLine, YIELD_RE, type GeneralAnswer } from "./answer-common";
import { amountNamedJustBefore, amountSaidAs, amountSaidJustBefore, labelledAmounts, yearly, type LabelledAmount, type Period } from "./labelled-amounts";
import { SCOTTISH_BANDS, taxOnTopSlice, ukBands, type BandLimit, type BandPart, type BandSchedule } from "../income-tax";
import type { TaxNation } from "../property-tax";

const TAX_WORD_RE = /\btax(?:es|ed|payer)?\b|\bsection\s*24\b|\bs24\b|\bhmrc\b/i;
/** Tax asked, not only a taxpayer's band named: "how much tax", "section 24", "what do I owe". */
export const TAX_ASKED_RE = /\btax(?:es|ed)?\b(?![\s-]*payers?\b)|\bsection\s*24\b|\bs24\b|\bhmrc\b|\b(?:owe|liable)\b/i;
/**
 * A lender's question: the loan, the interest cover or the stress test. Asked with a rent and a
 * band ("how much can I borrow if rent is £1.2k pcm and I'm a higher rate taxpayer"), it is the
 * lender's sum, which the band picks the cover for, not a tax sum (decision 240).
 */
const LENDING_RE = /\bborrow|\bloans?\b|\bmortgage\s+(?:size|amount)\b|\blend(?:er|ers|ing)?\b|\bicr\b|interest\s+cover|\bstress(?:ed)?\b/i;
const CGT_RE = /\bcgt\b|\bcapital\s+gains?\b/i;
const OWE_RE = /\b(?:owe|pay|due|liable|bill)\b/i;

const RENT_RE = /(?<!ground\s)\brent(?:s|al|ed|ing)?\b|\bletting income\b|\bincome from (?:the |my )?(?:property|let)/i;
const INTEREST_RE = /\binterest\b|\bfinance costs?\b/i;
const EXPENSE_RE = /\b(?:expenses|costs?|fees?|repairs?|maintenance|insurance|service charges?|ground rent|agents?|management)\b/i;
const SALE_RE = /\bsold\b|\bsell(?:s|ing)?\b|\bsale\b/i;
const BUY_RE = /\bbought\b|\bbuy(?:ing)?\b|\bpaid\b|\bpurchased?\b|\bcost me\b/i;
const GAIN_RE = /\bgain\b|\bprofit\b/i;
/** A value a sale would get: "now worth £210k", "valued at £300k", "market value £250k". */
const WORTH_RE = /\bworth\b|\bvalued?\b|\bvaluation\b/i;
const SELLING_COST_RE = /\b(?:costs?|fees?|improvements?|extension|refurb(?:ishment)?|renovations?|legal|solicitors?|conveyancing|agents?|stamp duty|sdlt)\b/i;
const INCOME_RE = /\b(?:salary|income|earn(?:s|ing|ings)?|wages?|pension)\b/i;
/** A rent said after its costs: "£12k rental profit", "£20,000 after expenses", "£9k net". */
const PROFIT_RE = /\bprofits?\b|\bafter (?:costs|expenses)\b|\bnet\b/i;

const BANDS = ["basic", "higher", "additional"] as const;
/** "Basic", "Higher", "Starter": a band's word at the start of a line. */
const bandTitle = (band: IncomeTaxBand | ScottishBand) => `${band[0]!.toUpperCase()}${band.slice(1)}`;

/** "buy to let" is not a purchase ("I sold my buy to let for £300k"). */
const normalise = (text: string) => text.replace(/\bbuy[\s-]*to[\s-]*lets?\b|\bbtl\b/gi, "property");

export const money = (n: number) => formatPounds(Math.round(n * 100) / 100, { pence: true });

/** "22%, 42% and 47%": the property income rates from April 2027. */
const RATES_27 = joinWithAnd(Object.values(P27.rates).map((r) => ratePercent(r)));

/** Another tax than income tax, or a lodger's rent (the Rent a Room scheme's own allowance). */
const NOT_INCOME_TAX_RE =
  /\b(?:council|land|transaction|inheritance|corporation|road|capital\s+gains)\s+tax\b|\bstamp\s+duty\b|\b(?:sdlt|lbtt|ltt|iht|vat)\b|\blodgers?\b|\brent[\s-]*a[\s-]*room\b/i;

/** The income tax on a rent asked, with no band or interest: "how much tax on 10k rental income". */
function incomeTaxOnRentAsked(text: string): boolean {
  return TAX_ASKED_RE.test(text) && !NOT_INCOME_TAX_RE.test(text);
}

/** The marginal rate the question states: "a 40% taxpayer", "higher rate", "I pay tax at 45%". */
export function statedTaxRate(text: string): { rate: number; band?: IncomeTaxBand; said: "percent" | "band" } | undefined {
  const n =
    /\b(\d{2}(?:\.\d)?)\s*%\s*(?:income\s+)?(?:tax\s*payer|tax\s+(?:band|bracket|rate)|band|bracket|rate\s+tax\s*payer)/i.exec(text) ??
    /\bpay(?:ing)?\s+(?:income\s+)?tax\s+at\s+(\d{2}(?:\.\d)?)\s*%/i.exec(text) ??
    /\b(?:in|on)\s+the\s+(\d{2}(?:\.\d)?)\s*%\s*(?:tax\s+)?(?:band|bracket)/i.exec(text);
  if (n) {
    const rate = Number(n[1]);
    if (rate > 0 && rate < 100) return { rate, band: bandOfRate(rate), said: "percent" };
  }
  const w = /\b(basic|higher|additional|top)[\s-]*rate\b/i.exec(text);
  if (!w) return undefined;
  const band: IncomeTaxBand = w[1]!.toLowerCase() === "top" ? "additional" : (w[1]!.toLowerCase() as IncomeTaxBand);
  return { rate: INCOME_TAX.rates[band], band, said: "band" };
}

/**
 * The rate a sum is worked at: the rate said, the band it is, and whose bands: the rest of the UK's,
 * or, for a Scottish taxpayer, Scotland's (decision 254).
 */
export interface RateWorked {
  rate: number;
  band?: IncomeTaxBand | ScottishBand;
  scottish: boolean;
}

/** A Scottish band's name: Scotland has no additional rate, so "additional" is its top rate. */
const SCOTTISH_BAND_RE = /\b(starter|basic|intermediate|higher|advanced|top|additional)[\s-]*rate\b/i;

/** The bands a nation's taxpayer pays: Scotland's for a Scottish taxpayer, the rest of the UK's otherwise. */
export const bandsFor = (nation: TaxNation | null): BandSchedule => (nation === "scotland" ? SCOTTISH_BANDS : ukBands(INCOME_TAX.rates));

/**
 * The rate a landlord's sum is worked at: the one stated, and in Scotland a band's name is
 * Scotland's band ("higher rate" is 42%), and a percentage said is Scotland's band of that rate
 * where it is one, else worked as said, with no band (decisions 250 and 254).
 */
export function rateToWork(text: string, nation: TaxNation | null): RateWorked | undefined {
  const stated = statedTaxRate(text);
  if (nation !== "scotland") return stated && { rate: stated.rate, band: stated.band, scottish: false };
  if (stated?.said === "percent") return { rate: stated.rate, band: SCOTTISH_BANDS.find((b) => b.rate === stated.rate)?.band, scottish: true };
  const word = SCOTTISH_BAND_RE.exec(text)?.[1]?.toLowerCase();
  if (!word) return undefined;
  const band = SCOTTISH_BANDS.find((b) => b.band === (word === "additional" ? "top" : word))!;
  return { rate: band.rate, band: band.band, scottish: true };
}

/** Whose rates a Scottish sum uses, in one sentence (decision 254). */
export const SCOTTISH_TAXPAYER =
  "Scotland's rates are a Scottish taxpayer's (someone who lives in Scotland), wherever the property is; a landlord who lives elsewhere in the UK pays the rest of the UK's rates on a Scottish let.";

/** Scotland's 2027-28 property income rates, not yet set (decision 254). */
const SCOTLAND_2027 = `Scotland is to set its own rates on property income from ${formatDate(P27.from)}, and had not set them on the date of these rates, so no ${P27.taxYear} figure is worked out here.`;

/** What a sum for the rest of the UK leaves to a Scottish taxpayer's (decision 254). */
const SCOTLAND_NOT_SAID = 'Scotland\'s own rates and bands, which a Scottish taxpayer pays (say "in Scotland" to work them)';

/** A band's top in total income with `allowance` (the last, £125,140, is reached only with no allowance left). */
const totalTop = (b: BandLimit, allowance: number = INCOME_TAX.personalAllowance) => (b.upTo >= INCOME_TAX.higherRateLimit ? b.upTo : allowance + b.upTo);

/** "20% up to £50,270 of total income, 40% to £125,140 and 45% above": where each rate applies. */
function ratesSaid(schedule: BandSchedule, afterFirst = ""): string {
  const last = schedule.length - 1;
  return joinWithAnd(
    schedule.map((b, i) => (i === 0 ? `${ratePercent(b.rate)} up to ${formatPounds(totalTop(b))}${afterFirst}` : i === last ? `${ratePercent(b.rate)} above` : `${ratePercent(b.rate)} to ${formatPounds(totalTop(b))}`)),
  );
}

/** The lines, then each source with its date (as a stamp duty sum names its own), then the disclaimer. */
export function answerWithSources(lines: string[], sourceIds: string[]): GeneralAnswer {
  const sources = sourceIds.map(entrySource);
  return { answer: [...lines, ...sources.map(sourceLine), DISCLAIMER].join("\n"), sources, known: true };
}

// --- Section 24 ---------------------------------------------------------------------------

/** "higher rate, 40%", "Scottish higher rate, 42%", "41% (the rate you gave)". */
export function rateName({ rate, band, scottish }: RateWorked): string {
  return band ? `${scottish ? "Scottish " : ""}${band} rate, ${ratePercent(rate)}` : `${ratePercent(rate)} (the rate you gave)`;
}

/** What the whole profit at a Scottish band's rate leaves out: the bands either side (decision 254). */
function scottishBandCaveat(rate: number, band: IncomeTaxBand | ScottishBand): string {
  const i = SCOTTISH_BANDS.findIndex((b) => b.band === band);
  const below = SCOTTISH_BANDS[i - 1];
  const above = SCOTTISH_BANDS[i + 1];
  const under = below
    ? `any part of it under ${formatPounds(totalTop(below))} of total income is taxed at ${ratePercent(below.rate)} or less`
    : `any part within your ${formatPounds(INCOME_TAX.personalAllowance)} personal allowance is tax-free`;
  const over = above ? `, and any part over ${formatPounds(totalTop(SCOTTISH_BANDS[i]!))} at ${ratePercent(above.rate)} or more` : "";
  return `It assumes all of the profit is taxed at ${ratePercent(rate)}: ${under}${over}.`;
}

/** What the whole profit at one rate leaves out. */
function bandCaveat({ rate, band, scottish }: RateWorked): string {
  const I = INCOME_TAX;
  if (scottish && band) return scottishBandCaveat(rate, band);
  if (band === "basic")
    return `It assumes all of the profit is taxed at ${ratePercent(rate)}: any part that takes your total income over ${formatPounds(I.basicRateLimit)} is taxed at ${ratePercent(I.rates.higher)}, and any part within your ${formatPounds(I.personalAllowance)} personal allowance is tax-free.`;
  if (band === "higher")
    return `It assumes all of the profit is taxed at ${ratePercent(rate)}: if your other income leaves part of it under ${formatPounds(I.basicRateLimit)}, that part is taxed at ${ratePercent(I.rates.basic)}, and the tax is less.`;
  if (band === "additional")
    return `It assumes all of the profit is taxed at ${ratePercent(rate)}: if your other income leaves part of it under ${formatPounds(I.higherRateLimit)}, that part is taxed at ${ratePercent(I.rates.higher)} or less.`;
  return `It assumes all of the profit is taxed at the ${ratePercent(rate)} you gave.`;
}

/** The rent as a yearly profit before finance costs, and the mortgage interest, as the question gives them. */
interface RentFigures {
  rent: LabelledAmount;
  rentAnnual: number;
  rentHow?: string;
  expenseTotal: number;
  profit: number;
  /** Said as a profit ("£12k rental profit"), so no expenses are missing from it. */
  saidAsProfit: boolean;
  interest?: { said: LabelledAmount; annual: number; how?: string };
}

function rentFigures(rent: LabelledAmount, interest: LabelledAmount | undefined, found: LabelledAmount[], other: LabelledAmount[] = []): RentFigures {
  // A rent under £5,000 said without a period is a month's, as elsewhere; the other figures follow it.
  const period = rent.period ?? (rent.pounds < 5_000 ? "month" : "year");
  const { annual: rentAnnual, how: rentHow } = yearly(rent, period);
  const expenses = found.filter((a) => a !== rent && a !== interest && !other.includes(a) && EXPENSE_RE.test(`${a.before} ${a.after}`));
  const expenseTotal = expenses.reduce((s, a) => s + yearly(a, period).annual, 0);
  const figures: RentFigures = {
    rent,
    rentAnnual,
    rentHow,
    expenseTotal,
    profit: Math.max(0, rentAnnual - expenseTotal),
    saidAsProfit: PROFIT_RE.test(`${rent.before} ${rent.after}`),
  };
  if (!interest) return figures;
  return { ...figures, interest: interestOf(interest, period) };
}

/**
 * A year's mortgage interest as said: "£9k interest", "£600 a month", or a loan with its rate ("a
 * £150k mortgage at 5% interest" is the loan, not the interest: the interest is the loan × the rate).
 */
function interestOf(said: LabelledAmount, unmarkedPeriod: Period): NonNullable<RentFigures["interest"]> {
  const loanRate = /(\d+(?:\.\d+)?)\s*(?:%|per\s?cent\b|pc\b)/i.exec(`${said.before} ${said.after}`);
  const asLoan = loanRate ? { annual: (said.pounds * Number(loanRate[1])) / 100, how: `loan × ${ratePercent(Number(loanRate[1]))}` } : undefined;
  return { said, ...(asLoan ?? yearly(said, unmarkedPeriod)) };
}

function profitLine(f: RentFigures): string {
  if (f.expenseTotal > 0) return `• Rental profit before finance costs: ${money(f.rentAnnual)} rent − ${money(f.expenseTotal)} expenses = ${money(f.profit)}`;
  const how = f.rentHow ? ` (${money(f.rent.pounds)} ${f.rentHow})` : "";
  if (f.saidAsProfit) return `• Rental profit: ${money(f.profit)} a year${how}, as you gave it${f.interest ? ", taken as before mortgage interest, which is how Section 24 taxes it" : ""}`;
  return `• Rental profit before finance costs: ${money(f.rentAnnual)} a year${how}, the rent, as no other expenses were given`;
}

/** The credit on the interest at `rate`, limited to `limit` (the profit, or less), with how it was worked. */
function creditOn(f: RentFigures, rate: number, limit: number, limitedBy = "the profit") {
  const interest = f.interest?.annual ?? 0;
  const credited = Math.min(interest, limit);
  const credit = (credited * rate) / 100;
  const limited = credited < interest ? ` (of the ${money(interest)} interest, only as much as ${limitedBy} counts)` : "";
  return { credited, credit, sum: `${money(credited)} × ${ratePercent(rate)} = ${money(credit)}${limited}` };
}

function creditLine(f: RentFigures, c: ReturnType<typeof creditOn>, rate: number): string {
  const how = f.interest?.how ? ` (${money(f.interest.said.pounds)} ${f.interest.how})` : "";
  return `• Less the ${ratePercent(rate)} basic-rate credit on the mortgage interest${how}: ${c.sum}`;
}

/** The lines after the sum: interest carried forward, and what the profit leaves out. */
function rentCaveats(f: RentFigures): string[] {
  const lines: string[] = [];
  const interest = f.interest?.annual ?? 0;
  if (interest > f.profit) {
    lines.push(`The credit is limited to the property profit: the other ${money(interest - f.profit)} of interest is carried forward to later years.`);
  }
  if (f.expenseTotal > 0) {
    lines.push("Only the expenses you gave are taken off: any other allowable costs (letting agent fees, repairs, insurance) reduce the profit further.");
  } else if (!f.saidAsProfit) {
    lines.push("This is before other costs: letting agent fees, repairs, insurance and other allowable expenses reduce the profit, and so the tax. None were given, so none are taken off.");
  }
  return lines;
}

/**
 * "• With no other income: …": the rent alone, after the personal allowance, band by band (decision
 * 250), at `schedule`'s bands, beside the lines that take all of it at one band's rate.
 */
function withNoOtherIncome(profit: number, schedule: BandSchedule): string {
  const I = INCOME_TAX;
  const t = taxOnTopSlice(0, profit, { earnings: schedule, property: schedule });
  if (t.tax === 0) return `• With no other income: ${money(0)}, as the ${formatPounds(t.allowance)} personal allowance covers all ${money(profit)}`;
  const parts = t.profitParts.map((p) => `${money(p.amount)} × ${ratePercent(p.rate)}`).join(" + ");
  const allowance =
    t.allowance === I.personalAllowance
      ? `the first ${formatPounds(t.allowance)} is within the personal allowance`
      : t.allowance > 0
        ? `the personal allowance, tapered above ${formatPounds(I.allowanceTaperFrom)}, is ${money(t.allowance)}`
        : `no personal allowance is left (it is gone at ${formatPounds(I.higherRateLimit)})`;
  return `• With no other income: ${allowance}, then ${parts} = ${money(t.tax)}`;
}

/**
 * "• Higher-rate taxpayer: £12,000 × 40% = £4,800", one line a band of `schedule` that can hold all
 * of `amount` (a £30,000 profit cannot all be in Scotland's £3,967 starter band), then a line
 * naming the bands left out (decision 254). `less` is a credit taken off each.
 */
export function eachBandLines(amount: number, schedule: BandSchedule, less = 0): string[] {
  const lines: string[] = [];
  const narrower: string[] = [];
  schedule.forEach((b, i) => {
    if (b.upTo - (schedule[i - 1]?.upTo ?? 0) < amount) {
      narrower.push(b.band);
      return;
    }
    const before = (amount * b.rate) / 100;
    const after = less > 0 ? `, less ${money(less)} = ${money(Math.max(0, before - less))}` : "";
    lines.push(`• ${bandTitle(b.band)}-rate taxpayer: ${money(amount)} × ${ratePercent(b.rate)} = ${money(before)}${after}`);
  });
  if (narrower.length > 0) {
    const which = narrower.length > 1 ? `the ${joinWithAnd(narrower)} rates: each band is` : `the ${narrower[0]} rate: its band is`;
    lines.push(`No line is given for ${which} narrower than ${money(amount)}.`);
  }
  return lines;
}

const COMPANY_NOTE = "Section 24 applies to individuals; a company deducts interest in full and pays corporation tax.";

function section24(text: string, f: RentFigures): GeneralAnswer {
  const { profit } = f;
  const c = SECTION_24.creditRate;
  const credit = creditOn(f, c, profit);
  const interestAnnual = f.interest?.annual ?? 0;
  const nation = nationFromText(text);
  const scotland = nation === "scotland";
  const stated = rateToWork(text, nation);
  const schedule = bandsFor(nation);

  const lines = [
    `Income tax on this rent for ${INCOME_TAX.taxYear} (from ${formatDate(INCOME_TAX.from)})${scotland ? ", at Scotland's rates for a Scottish taxpayer" : ""}${f.interest ? `, with Section 24's restriction on mortgage interest (in full since ${formatDate(SECTION_24.inFullFrom)})` : ""}:`,
    profitLine(f),
  ];
  if (stated) {
    const before = (profit * stated.rate) / 100;
    const tax = Math.max(0, before - credit.credit);
    lines.push(`• Tax on that profit at your ${rateName(stated)}: ${money(profit)} × ${ratePercent(stated.rate)} = ${money(before)}`);
    if (f.interest) lines.push(creditLine(f, credit, c), `• Tax to pay on the rent: ${money(before)} − ${money(credit.credit)} = ${money(tax)}`);
    lines.push(bandCaveat(stated));
    if (f.interest && stated.rate > c && interestAnnual <= profit) {
      const old = ((profit - interestAnnual) * stated.rate) / 100;
      lines.push(`Before Section 24 the interest was deducted in full: (${money(profit)} − ${money(interestAnnual)}) × ${ratePercent(stated.rate)} = ${money(old)}, so the restriction costs ${money(tax - old)} a year.`);
    }
  } else {
    if (f.interest) lines.push(`• The credit on the mortgage interest is at the ${scotland ? `${ratePercent(c)} UK ` : ""}basic rate whatever your band: ${credit.sum}`);
    lines.push(...eachBandLines(profit, schedule, f.interest ? credit.credit : 0));
    if (!f.interest) lines.push(withNoOtherIncome(profit, schedule));
    lines.push(`Which applies depends on your other income: ${ratesSaid(schedule, " of total income")}. Each line assumes all of the profit is taxed at that rate; say your rate (for example "as a ${scotland ? "42" : "40"}% taxpayer") for one figure.`);
  }
  lines.push(...rentCaveats(f));
  if (scotland) {
    lines.push(SCOTTISH_TAXPAYER, SCOTLAND_2027);
  } else if (nation !== "wales") {
    const band27 = stated?.band as IncomeTaxBand | undefined;
    const credit27 = creditOn(f, P27.creditRate, profit);
    const less27 = f.interest ? `, less ${money(credit27.credited)} × ${ratePercent(P27.creditRate)} = ${money(credit27.credit)}, so ${money(Math.max(0, (profit * P27.rates[band27 ?? "basic"]) / 100 - credit27.credit))}` : "";
    const sum27 = band27 ? `: the same figures would be ${money(profit)} × ${ratePercent(P27.rates[band27])} = ${money((profit * P27.rates[band27]) / 100)}${less27}` : "";
    lines.push(`The sum uses the ${INCOME_TAX.taxYear} rates. From ${formatDate(P27.from)} (${P27.taxYear}) property income has its own rates in England and Northern Ireland, ${RATES_27}${f.interest ? `, and the credit rises to ${ratePercent(P27.creditRate)}` : ""}${sum27}.`);
  }
  lines.push(
    `Not worked out here: your other income and personal allowance${f.interest ? ", the credit's limit by your income above the personal allowance" : ""}, ${scotland ? "and " : ""}the ${formatPounds(PROPERTY_ALLOWANCE)} property allowance${scotland ? "" : `, and ${SCOTLAND_NOT_SAID}`}. Say your salary or other income (for example "I earn £45,000") to work the bands.${f.interest ? ` ${COMPANY_NOTE}` : ""}`,
  );
  const ids = f.interest ? ["section-24", "landlord-income-tax"] : ["landlord-income-tax"];
  return answerWithSources(lines, scotland ? [...ids, "scottish-income-tax"] : ids);
}

// --- Section 24 on the interest alone (decision 239) -----------------------------------------

/** A loan's words ("a £200k mortgage at 5%"), and the words that make a question Section 24's. */
const LOAN_WORD_RE = /\b(?:mortgages?|loans?|borrow(?:ing|ed)?|finance)\b/i;
const NAMES_S24_RE = /\bsection\s*24\b|\bs24\b|\b(?:tax|interest)\s+relief\b/i;

/**
 * The year's mortgage interest a question with no rent gives: "£10,000 mortgage interest", "£800 a
 * month interest", or, where Section 24 is named, a loan with its rate ("a £200k mortgage at 5%").
 * Interest said with no loan word ("£10k interest") counts only where Section 24 is named, so
 * savings interest is not read as a mortgage's.
 */
function interestAlone(text: string, found: readonly LabelledAmount[]): RentFigures["interest"] {
  const named = NAMES_S24_RE.test(text);
  const interest = amountSaidAs(found, INTEREST_RE);
  if (interest && (named || LOAN_WORD_RE.test(`${interest.before} ${interest.after}`))) return interestOf(interest, "year");
  const loan = named ? amountSaidAs(found, LOAN_WORD_RE) : undefined;
  const asLoan = loan && interestOf(loan, "year");
  return asLoan?.how ? asLoan : undefined;
}

/** "£10,000 × (40% − 20%) = £2,000": what the restriction adds at `rate` against a credit at `credit`. */
function extraTax(interest: number, rate: number, credit: number): string {
  return `${money(interest)} × (${ratePercent(rate)} − ${ratePercent(credit)}) = ${money(Math.max(0, (interest * (rate - credit)) / 100))}`;
}

/** "• Starter-rate taxpayer: nothing more, …": a rate under the credit's, where the restriction costs nothing (decision 254). */
const underTheCredit = (title: string, rate: number, credit: number) =>
  `• ${title}: nothing more, as the ${ratePercent(credit)} credit is more than the ${ratePercent(rate)} the deduction would save`;

/**
 * "How does Section 24 affect a higher rate taxpayer paying £10,000 mortgage interest?", "what is
 * section 24 and how does it affect me with a £200k mortgage at 5%?": with no rent given, the
 * relief the interest no longer gets, at the stated band (or each band), now and from April 2027;
 * a Scottish taxpayer's at Scotland's bands, against the same 20% credit (decision 254).
 */
function section24OnInterest(text: string, interest: NonNullable<RentFigures["interest"]>): GeneralAnswer {
  const I = INCOME_TAX;
  const c = SECTION_24.creditRate;
  const { annual } = interest;
  const how = interest.how ? ` (${money(interest.said.pounds)} ${interest.how})` : "";
  const nation = nationFromText(text);
  const scotland = nation === "scotland";
  const schedule = bandsFor(nation);
  const stated = rateToWork(text, nation);
  const lines = [
    `Section 24 on ${money(annual)} a year of mortgage interest${how}, at ${scotland ? "Scotland's" : "the"} ${I.taxYear} rates${scotland ? " for a Scottish taxpayer" : ""} (from ${formatDate(I.from)}):`,
    `• Section 24 stops individual landlords deducting mortgage interest from their rental income. Instead they get a tax credit at the ${ratePercent(c)} ${scotland ? "UK " : ""}basic rate, in full since ${formatDate(SECTION_24.inFullFrom)}: ${money(annual)} × ${ratePercent(c)} = ${money((annual * c) / 100)} a year`,
  ];
  if (stated) {
    // The credit covers the relief up to the top of the last band taxed at no more than the credit's rate.
    const covered = formatPounds(totalTop([...schedule].reverse().find((b) => b.rate <= c)!));
    const same = `so Section 24 costs you nothing more, as long as the rent, taxed before the interest, does not take your total income over ${covered}`;
    lines.push(
      `• Deducted in full, as before Section 24, the interest would save tax at your ${rateName(stated)}: ${money(annual)} × ${ratePercent(stated.rate)} = ${money((annual * stated.rate) / 100)} a year`,
      stated.rate > c
        ? `• So Section 24 costs you ${extraTax(annual, stated.rate, c)} a year more tax`
        : stated.rate === c
          ? `• The credit matches the relief, ${same}`
          : `• The credit is more than the relief at ${ratePercent(stated.rate)}, ${same}`,
    );
  } else {
    lines.push(`• What it costs you is the interest × (your rate − ${ratePercent(c)}):`);
    for (const b of schedule) {
      const title = `${bandTitle(b.band)}-rate taxpayer`;
      lines.push(b.rate < c ? underTheCredit(title, b.rate, c) : `• ${title}: ${extraTax(annual, b.rate, c)} a year more tax`);
    }
    lines.push(`Which applies depends on your total income: ${ratesSaid(schedule)}. Say your rate (for example "as a ${scotland ? "42" : "40"}% taxpayer") for one figure.`);
  }
  if (scotland) {
    lines.push(SCOTTISH_TAXPAYER, SCOTLAND_2027);
  } else if (nation !== "wales") {
    const band = stated?.band as IncomeTaxBand | undefined;
    const bands = band ? [band] : BANDS;
    const same = bands.every((b) => P27.rates[b] - P27.creditRate === I.rates[b] - c);
    const sum27 = band
      ? `${extraTax(annual, P27.rates[band], P27.creditRate)} a year${same ? ", the same" : ""}`
      : `the restriction then costs ${joinWithAnd(BANDS.map((b) => ratePercent(P27.rates[b] - P27.creditRate)))} of the interest by band, ${joinWithAnd(BANDS.map((b) => money((annual * (P27.rates[b] - P27.creditRate)) / 100)))} a year${same ? ", as now" : ""}`;
    lines.push(`From ${formatDate(P27.from)} (${P27.taxYear}) property income in England and Northern Ireland has its own rates, ${RATES_27}, and the credit rises to ${ratePercent(P27.creditRate)}: ${sum27}.`);
  }
  const limit = `This assumes a rental profit before interest of at least ${money(annual)}, all of it taxed at ${stated ? ratePercent(stated.rate) : "one rate"}: the credit is limited to the property profit (the rest is carried forward)`;
  // The band below the one worked, where the restriction costs less or nothing (the rest of the UK's higher rate when none is said).
  const at = schedule.findIndex((b) => b.band === (stated?.band ?? (scotland ? undefined : "higher")));
  const under = at > 0 ? schedule[at - 1] : undefined;
  const below =
    !under || (stated && stated.rate <= c)
      ? "."
      : `, and any part of the profit under ${formatPounds(totalTop(under))} of total income is taxed at ${ratePercent(under.rate)}${at > 1 ? " or less" : ""}, where the restriction costs ${under.rate <= c ? "nothing" : "less"}.`;
  const loan = interest.how?.startsWith("loan") ? " It takes a year's interest on the whole loan; on a repayment mortgage the interest falls as the loan is repaid, and only the interest counts." : "";
  lines.push(
    `${limit}${below}${loan}`,
    `Say your rent (for example "my rent is £12,000 a year") to work the tax on it. Not worked out here: your other income and personal allowance${scotland ? "" : `, and ${SCOTLAND_NOT_SAID}`}. ${COMPANY_NOTE}`,
  );
  return answerWithSources(lines, scotland ? ["section-24", "scottish-income-tax"] : ["section-24"]);
}

// --- The tax on rent on top of other income (decision 117) -----------------------------------

/**
 * "£5,270 at 20% (basic rate, on total income up to £50,270) = £1,054", one line a band of
 * `schedule` (the rest of the UK's, or Scotland's).
 */
function partLines(parts: readonly BandPart[], allowance: number, schedule: BandSchedule): string[] {
  // The band limits in total income: the taxable-income limits plus the allowance left; the last
  // limit, £125,140 of taxable income, only an income with no allowance left reaches.
  const top = (b: BandLimit) => formatPounds(totalTop(b, allowance));
  return parts.map((p) => {
    const i = schedule.findIndex((b) => b.band === p.band);
    const where = i === 0 ? `on total income up to ${top(schedule[0]!)}` : i === schedule.length - 1 ? `above ${top(schedule[i - 1]!)}` : `from ${top(schedule[i - 1]!)} to ${top(schedule[i]!)}`;
    return `• ${money(p.amount)} at ${ratePercent(p.rate)} (${p.band} rate, ${where}) = ${money(p.tax)}`;
  });
}

/** The tax on the rent for one year's bands, every step shown, and the figure. */
function topSliceLines(other: number, f: RentFigures, rates: { earnings: BandSchedule; property: BandSchedule }, creditRate: number) {
  const t = taxOnTopSlice(other, f.profit, rates);
  const lines: string[] = [];
  const I = INCOME_TAX;
  if (t.allowance < I.personalAllowance) {
    lines.push(`• Above ${formatPounds(I.allowanceTaperFrom)} the personal allowance falls by £1 for every £2: ${formatPounds(I.personalAllowance)} − (${money(t.totalIncome)} − ${formatPounds(I.allowanceTaperFrom)}) ÷ 2 = ${money(t.allowance)}`);
  } else {
    lines.push(`• Personal allowance: ${formatPounds(t.allowance)}, set against your other income first`);
  }
  if (t.lostAllowanceParts.length > 0) {
    const lost = t.allowanceAlone - t.allowance;
    lines.push(`• On your other income alone the allowance would be ${money(t.allowanceAlone)}, so the rent takes ${money(lost)} of it away and that much more of your other income is taxed:`, ...partLines(t.lostAllowanceParts, t.allowance, rates.earnings));
  }
  if (t.coveredByAllowance > 0) {
    lines.push(`• Your other income leaves ${money(t.coveredByAllowance)} of the allowance unused, which covers that much of the rental profit tax-free`);
  }
  const taxed = f.profit - t.coveredByAllowance;
  if (taxed > 0) {
    const from = Math.max(other, t.allowance);
    const what = t.coveredByAllowance > 0 ? `The rest of the rental profit, ${money(taxed)},` : "The rental profit";
    lines.push(`• ${what} is taxed as the top slice of your income, from ${money(from)} to ${money(from + taxed)}:`, ...partLines(t.profitParts, t.allowance, rates.property));
  }
  const parts = [...t.lostAllowanceParts, ...t.profitParts];
  lines.push(`• Tax the rent adds: ${parts.length > 1 ? `${parts.map((p) => money(p.tax)).join(" + ")} = ` : ""}${money(t.tax)}`);
  let tax = t.tax;
  if (f.interest) {
    // The credit is limited to the property profit and to income above the personal allowance.
    const aboveAllowance = Math.max(0, t.totalIncome - t.allowance);
    const c = creditOn(f, creditRate, Math.min(f.profit, aboveAllowance), aboveAllowance < f.profit ? "your income above the personal allowance" : "the profit");
    tax = Math.max(0, t.tax - c.credit);
    lines.push(creditLine(f, c, creditRate), `• Tax to pay on the rent: ${money(t.tax)} − ${money(c.credit)} = ${money(tax)}`);
  }
  return { lines, tax };
}

function taxOverOtherIncome(text: string, f: RentFigures, income: LabelledAmount): GeneralAnswer {
  const nation = nationFromText(text);
  const scotland = nation === "scotland";
  const I = INCOME_TAX;
  const other = income.pounds;
  // A Scottish taxpayer's rent is taxed at Scotland's bands, against the same 20% credit (decision 254).
  const bands = bandsFor(nation);
  const now = topSliceLines(other, f, { earnings: bands, property: bands }, SECTION_24.creditRate);
  const rates = scotland ? `Scotland's ${SCOT.taxYear} rates for a Scottish taxpayer` : `the ${I.taxYear} rates for England, Wales and Northern Ireland`;
  const lines = [
    `Income tax on ${money(f.profit)} of rental profit on top of other income of ${money(other)}, at ${rates} (from ${formatDate(I.from)})${f.interest ? `, with Section 24's ${ratePercent(SECTION_24.creditRate)} credit on the mortgage interest` : ""}:`,
    profitLine(f),
    `• Total income: ${money(other)} + ${money(f.profit)} = ${money(other + f.profit)}`,
    ...now.lines,
    ...rentCaveats(f),
  ];
  if (scotland) {
    lines.push(SCOTTISH_TAXPAYER, SCOTLAND_2027);
  } else if (nation === "wales") {
    lines.push(`From ${formatDate(P27.from)} Wales is to set its own rates on property income, and had not set them on the date of these rates, so the ${P27.taxYear} figure is not worked out here.`);
  } else {
    const next = topSliceLines(other, f, { earnings: bands, property: ukBands(P27.rates) }, P27.creditRate);
    const change = next.tax - now.tax;
    lines.push(
      `From ${formatDate(P27.from)} (${P27.taxYear}) property income in England and Northern Ireland has its own rates, ${RATES_27}, and is taxed after earnings, with the personal allowance set against earnings first${f.interest ? `; the credit rises to ${ratePercent(P27.creditRate)}` : ""}. With the allowance and bands fixed at the same figures (until ${formatDate(P27.thresholdsFixedUntil)}), the same figures give:`,
      ...next.lines.filter((l) => !l.startsWith("• Personal allowance") && !l.startsWith("• Above")),
      `That is ${money(Math.abs(change))} a year ${change >= 0 ? "more" : "less"} than in ${I.taxYear}.`,
    );
  }
  lines.push(
    `This takes your other income as earnings or pension, taxed first, and the total as your adjusted net income. Not worked out here: pension contributions and Gift Aid (they widen the ${scotland ? "bands" : "basic-rate band"} and lower the income the allowance is tapered on), savings and dividends, ${scotland ? "and " : ""}the ${formatPounds(PROPERTY_ALLOWANCE)} property allowance${scotland ? "" : `, and ${SCOTLAND_NOT_SAID}`}.${f.interest ? ` ${COMPANY_NOTE}` : ""}`,
  );
  const ids = f.interest ? ["landlord-income-tax", "section-24"] : ["landlord-income-tax"];
  return answerWithSources(lines, scotland ? [...ids, "scottish-income-tax"] : ids);
}

// --- Capital gains tax ----------------------------------------------------------------------

function cgt(text: string, gain: number, how: string, costs: number, income: LabelledAmount | undefined): GeneralAnswer {
  const lines = [`Capital gains tax on the sale, at the residential property rates for disposals on or after ${formatDate(CGT.ratesFrom)} (tax year ${CGT.taxYear}):`, how];
  if (gain <= 0) {
    lines.push("There is no gain, so no capital gains tax. A loss can be set against other capital gains (not income), so report it to HMRC to keep it.");
    return answerWithSources(lines, ["cgt-residential-property"]);
  }
  const aea = CGT.annualExemptAmount;
  const taxable = Math.max(0, gain - aea);
  lines.push(`• Less the annual exempt amount (${formatPounds(aea)} a year since ${CGT.exemptAmountTaxYear}): ${money(gain)} − ${money(aea)} = ${money(taxable)} taxable`);
  if (taxable === 0) {
    lines.push(`The gain is within the ${formatPounds(aea)} annual exempt amount, so there is no tax to pay, as long as you have not used the exempt amount on other gains in the same tax year.`);
    return answerWithSources(lines, ["cgt-residential-property"]);
  }
  const lo = CGT.basicRate;
  const hi = CGT.higherRate;
  const split = (atBasic: number) => {
    const above = taxable - atBasic;
    if (above <= 0) return `${money(taxable)} × ${ratePercent(lo)} = ${money((taxable * lo) / 100)}`;
    if (atBasic <= 0) return `${money(taxable)} × ${ratePercent(hi)} = ${money((taxable * hi) / 100)}`;
    const a = (atBasic * lo) / 100;
    const b = (above * hi) / 100;
    return `${money(atBasic)} × ${ratePercent(lo)} = ${money(a)}, plus ${money(above)} × ${ratePercent(hi)} = ${money(b)}: ${money(a + b)}`;
  };
  const stated = statedTaxRate(text);
  const I = INCOME_TAX;
  if (income) {
    const unused = Math.max(0, I.basicRateLimit - Math.max(income.pounds, I.personalAllowance));
    lines.push(
      income.pounds <= I.personalAllowance
        ? `• Your income of ${money(income.pounds)} is within the ${formatPounds(I.personalAllowance)} personal allowance, so all ${formatPounds(BASIC_RATE_BAND)} of the basic-rate band is unused`
        : `• Your unused basic-rate band: ${formatPounds(I.basicRateLimit)} − your income of ${money(income.pounds)} = ${money(unused)}`,
      `• ${ratePercent(lo)} on the part of the gain within it, ${ratePercent(hi)} above: ${split(Math.min(taxable, unused))}`,
      `This takes your income as given, as taxable income before the personal allowance; pension contributions and Gift Aid widen the band.`,
    );
  } else if (stated?.band === "higher" || stated?.band === "additional") {
    lines.push(`• At ${ratePercent(hi)}, as a ${stated.band}-rate taxpayer: ${split(0)}`);
  } else {
    lines.push(
      `• It depends on your income: ${ratePercent(lo)} on the part of the gain within your unused basic-rate band, ${ratePercent(hi)} above it.`,
      `• With none of the band unused (a higher- or additional-rate taxpayer, or a basic-rate taxpayer whose income already reaches ${formatPounds(I.basicRateLimit)}): ${split(0)}`,
      `• With all of the ${formatPounds(BASIC_RATE_BAND)} band unused (no taxable income besides the gain): ${split(Math.min(taxable, BASIC_RATE_BAND))}`,
      `${stated?.band === "basic" ? "As a basic-rate taxpayer your tax is between the two" : "The tax is one of these or between them"}: the gain is added on top of your income. Say your income (for example "my salary is £30,000") to work the split.`,
    );
  }
  lines.push(
    costs > 0
      ? "Only the costs you gave are taken off: any other buying and selling costs (stamp duty, legal and agent fees) and capital improvements reduce the gain further."
      : `This is before your buying and selling costs (stamp duty, legal and agent fees) and the cost of capital improvements, which reduce the gain. None were given, so none are taken off: each ${formatPounds(1_000)} of them saves up to ${formatPounds((1_000 * hi) / 100)}.`,
    `If you are UK resident, tax due on a UK residential property is reported and paid within ${CGT.reportWithinDays} days of completion.`,
    `Not worked out here: Private Residence Relief if it was ever your home, joint ownership (each owner is taxed on their share with their own ${formatPounds(aea)}), losses and the exempt amount used on other gains this year. A company pays corporation tax on its gains instead.`,
  );
  return answerWithSources(lines, ["cgt-residential-property"]);
}

function gainQuestion(text: string, found: LabelledAmount[]): GeneralAnswer | null {
  if (!CGT_RE.test(text) && !(TAX_WORD_RE.test(text) || OWE_RE.test(text))) return null;
  // "Bought for £150k, now worth £210k": the value is the price a sale would get, where a sale or
  // CGT is asked; a sale said straight before its amount comes first (decision 241).
  const worthAsked = CGT_RE.test(text) || SALE_RE.test(text);
  const sold = amountNamedJustBefore(found, SALE_RE);
  // A sale said in another amount's clause ("I sold a flat for £300k"), not the purchase's ("selling
  // a flat I bought for £150k"), beats a value said of something else ("my portfolio is worth £2m")
  // and keeps a value's words when it is the value's own amount (decision 241, corrected).
  const saleSaid = sold ? undefined : amountSaidAs(found, SALE_RE, [amountSaidJustBefore(found, BUY_RE)]);
  const valued = sold || !worthAsked ? undefined : amountNamedJustBefore(found, WORTH_RE);
  const worth = saleSaid && saleSaid !== valued ? undefined : valued;
  const sale = sold ?? worth ?? saleSaid ?? amountSaidAs(found, SALE_RE);
  const bought = amountSaidJustBefore(found, BUY_RE, [sale]);
  const income = amountSaidAs(found, INCOME_RE, [sale, bought]);
  // A second value said ("now worth £180k and valued at £190k by the agent") is not a cost: named as
  // not used, the gain worked on the first (decision 259).
  const rest = found.filter((a) => a !== sale && a !== bought && a !== income);
  const otherValues = rest.filter((a) => WORTH_RE.test(a.before));
  const costs = rest.filter((a) => !otherValues.includes(a) && SELLING_COST_RE.test(`${a.before} ${a.after}`));
  const costTotal = costs.reduce((s, a) => s + a.pounds, 0);
  const costNote = costTotal > 0 ? ` − ${money(costTotal)} costs` : "";
  if (sale && bought) {
    const gain = sale.pounds - bought.pounds - costTotal;
    const result = gain < 0 ? `a loss of ${money(-gain)}` : money(gain);
    const said = worth ? "value now (the sale price, if it sells for that)" : "sale price";
    const unused = worth && otherValues.length ? ` (the other value you gave, ${joinWithAnd(otherValues.map((a) => money(a.pounds)))}, is not used: ask again with the one to work)` : "";
    return cgt(text, gain, `• Gain: ${money(sale.pounds)} ${said} − ${money(bought.pounds)} purchase price${costNote} = ${result}${unused}`, costTotal, income);
  }
  const stated = CGT_RE.test(text) ? amountSaidAs(found, GAIN_RE, [income]) : undefined;
  if (!stated) return null;
  const gain = stated.pounds - costTotal;
  return cgt(text, gain, `• Gain: ${money(stated.pounds)}${costNote}${costNote ? ` = ${money(gain)}` : ""}`, costTotal, income);
}

/**
 * The worked answer to a Section 24, rental income tax or capital gains sum with its own figures,
 * or null.
 */
export function answerLandlordTaxSum(question: string): GeneralAnswer | null {
  const text = normalise(question.trim());
  const found = labelledAmounts(text);
  if (found.length === 0) return null;
  const gain = gainQuestion(text, found);
  if (gain) return gain;
  if (CGT_RE.test(text) || !TAX_WORD_RE.test(text)) return null;
  // A lender's question, or the ROI or a yield asked with a band ("roi on a £150k flat renting at
  // £900 a month as a higher rate taxpayer"), is the money sum's, which the band picks the cover
  // for, not a tax sum (decisions 240 and 259).
  if ((LENDING_RE.test(text) || ROI_RE.test(text) || YIELD_RE.test(text)) && !TAX_ASKED_RE.test(text)) return null;
  const rent = amountSaidAs(found, RENT_RE);
  if (!rent) {
    // Section 24 asked on the interest alone (decision 239).
    const interest = interestAlone(text, found);
    return interest ? section24OnInterest(text, interest) : null;
  }
  const interest = amountSaidAs(found, INTEREST_RE, [rent]);
  // "I earn £45k salary and £12k rental profit": the rent taxed on top of the salary (decision 117).
  const income = amountSaidAs(found, INCOME_RE, [rent, interest]);
  if (income) return taxOverOtherIncome(text, rentFigures(rent, interest, found, [income]), income);
  // "£15k rental profit, basic rate taxpayer": at the stated rate, with the credit if interest is given.
  // "How much tax on £10k rental income?": each band's figure, and the rent alone's (decision 250).
  return interest || statedTaxRate(text) || incomeTaxOnRentAsked(text) ? section24(text, rentFigures(rent, interest, found)) : null;
}
