/**
 * Landlords' tax sums asked with their own figures (decision 111), every step shown and every rate
 * from `../income-tax-rates.ts`:
 * - Section 24: "I'm a 40% taxpayer with £20k rent and £9k mortgage interest, how much tax?";
 * - capital gains tax on a sale: "sold for £300k, bought for £200k, higher rate taxpayer".
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
  SECTION_24,
} from "../income-tax-rates";
import { DISCLAIMER, entrySource, nationFromText, type GeneralAnswer } from "./answer-common";
import { amountSaidAs, labelledAmounts, yearly, type LabelledAmount } from "./labelled-amounts";

const TAX_WORD_RE = /\btax(?:es|ed|payer)?\b|\bsection\s*24\b|\bs24\b|\bhmrc\b/i;
const CGT_RE = /\bcgt\b|\bcapital\s+gains?\b/i;
const OWE_RE = /\b(?:owe|pay|due|liable|bill)\b/i;

const RENT_RE = /(?<!ground\s)\brent(?:s|al|ed|ing)?\b|\bletting income\b|\bincome from (?:the |my )?(?:property|let)/i;
const INTEREST_RE = /\binterest\b|\bfinance costs?\b/i;
const EXPENSE_RE = /\b(?:expenses|costs?|fees?|repairs?|maintenance|insurance|service charges?|ground rent|agents?|management)\b/i;
const SALE_RE = /\bsold\b|\bsell(?:s|ing)?\b|\bsale\b/i;
const BUY_RE = /\bbought\b|\bbuy(?:ing)?\b|\bpaid\b|\bpurchased?\b|\bcost me\b/i;
const GAIN_RE = /\bgain\b|\bprofit\b/i;
const SELLING_COST_RE = /\b(?:costs?|fees?|improvements?|extension|refurb(?:ishment)?|renovations?|legal|solicitors?|conveyancing|agents?|stamp duty|sdlt)\b/i;
const INCOME_RE = /\b(?:salary|income|earn(?:s|ings)?|wages?|pension)\b/i;

const BAND_WORDS: Readonly<Record<IncomeTaxBand, string>> = { basic: "basic", higher: "higher", additional: "additional" };

/** "buy to let" is not a purchase ("I sold my buy to let for £300k"). */
const normalise = (text: string) => text.replace(/\bbuy[\s-]*to[\s-]*lets?\b|\bbtl\b/gi, "property");

const money = (n: number) => formatPounds(Math.round(n * 100) / 100, { pence: true });

/** The marginal rate the question states: "a 40% taxpayer", "higher rate", "I pay tax at 45%". */
export function statedTaxRate(text: string): { rate: number; band?: IncomeTaxBand } | undefined {
  const n =
    /\b(\d{2}(?:\.\d)?)\s*%\s*(?:income\s+)?(?:tax\s*payer|tax\s+(?:band|bracket|rate)|band|bracket|rate\s+tax\s*payer)/i.exec(text) ??
    /\bpay(?:ing)?\s+(?:income\s+)?tax\s+at\s+(\d{2}(?:\.\d)?)\s*%/i.exec(text) ??
    /\b(?:in|on)\s+the\s+(\d{2}(?:\.\d)?)\s*%\s*(?:tax\s+)?(?:band|bracket)/i.exec(text);
  if (n) {
    const rate = Number(n[1]);
    if (rate > 0 && rate < 100) return { rate, band: bandOfRate(rate) };
  }
  const w = /\b(basic|higher|additional|top)[\s-]*rate\b/i.exec(text);
  if (!w) return undefined;
  const band: IncomeTaxBand = w[1]!.toLowerCase() === "top" ? "additional" : (w[1]!.toLowerCase() as IncomeTaxBand);
  return { rate: INCOME_TAX.rates[band], band };
}

function answer(lines: string[], sourceIds: string[]): GeneralAnswer {
  return { answer: [...lines, DISCLAIMER].join("\n"), sources: sourceIds.map(entrySource), known: true };
}

// --- Section 24 ---------------------------------------------------------------------------

function rateName(rate: number, band: IncomeTaxBand | undefined): string {
  return band ? `${BAND_WORDS[band]} rate, ${ratePercent(rate)}` : `${ratePercent(rate)} (the rate you gave)`;
}

/** What the whole profit at one rate leaves out. */
function bandCaveat(rate: number, band: IncomeTaxBand | undefined): string {
  const I = INCOME_TAX;
  if (band === "basic")
    return `It assumes all of the profit is taxed at ${ratePercent(rate)}: any part that takes your total income over ${formatPounds(I.basicRateLimit)} is taxed at ${ratePercent(I.rates.higher)}, and any part within your ${formatPounds(I.personalAllowance)} personal allowance is tax-free.`;
  if (band === "higher")
    return `It assumes all of the profit is taxed at ${ratePercent(rate)}: if your other income leaves part of it under ${formatPounds(I.basicRateLimit)}, that part is taxed at ${ratePercent(I.rates.basic)}, and the tax is less.`;
  if (band === "additional")
    return `It assumes all of the profit is taxed at ${ratePercent(rate)}: if your other income leaves part of it under ${formatPounds(I.higherRateLimit)}, that part is taxed at ${ratePercent(I.rates.higher)} or less.`;
  return `It assumes all of the profit is taxed at the ${ratePercent(rate)} you gave.`;
}

function section24(text: string, rent: LabelledAmount, interest: LabelledAmount, found: LabelledAmount[]): GeneralAnswer {
  // A rent under £5,000 said without a period is a month's, as elsewhere; the other figures follow it.
  const period = rent.period ?? (rent.pounds < 5_000 ? "month" : "year");
  const { annual: rentAnnual, how: rentHow } = yearly(rent, period);
  // "A £150k mortgage at 5% interest" is the loan, not the interest: the interest is the loan × the rate.
  const loanRate = /(\d+(?:\.\d+)?)\s*%/.exec(`${interest.before} ${interest.after}`);
  const asLoan = loanRate ? { annual: (interest.pounds * Number(loanRate[1])) / 100, how: `loan × ${ratePercent(Number(loanRate[1]))}` } : undefined;
  const { annual: interestAnnual, how: interestHow } = asLoan ?? yearly(interest, period);
  const expenses = found.filter((a) => a !== rent && a !== interest && EXPENSE_RE.test(`${a.before} ${a.after}`));
  const expenseTotal = expenses.reduce((s, a) => s + yearly(a, period).annual, 0);
  const profit = Math.max(0, rentAnnual - expenseTotal);
  const credited = Math.min(interestAnnual, profit);
  const c = SECTION_24.creditRate;
  const credit = (credited * c) / 100;
  const stated = statedTaxRate(text);

  const lines = [
    `Income tax on this rent for ${INCOME_TAX.taxYear} (from ${formatDate(INCOME_TAX.from)}), with Section 24's restriction on mortgage interest (in full since ${formatDate(SECTION_24.inFullFrom)}):`,
    expenseTotal > 0
      ? `• Rental profit before finance costs: ${money(rentAnnual)} rent − ${money(expenseTotal)} expenses = ${money(profit)}`
      : `• Rental profit before finance costs: ${money(rentAnnual)} a year${rentHow ? ` (${money(rent.pounds)} ${rentHow})` : ""}, the rent, as no other expenses were given`,
  ];
  const limited = credited < interestAnnual ? ` (of the ${money(interestAnnual)} interest, only as much as the profit counts)` : "";
  const creditSum = `${money(credited)} × ${ratePercent(c)} = ${money(credit)}${limited}`;
  const creditLine = `• Less the ${ratePercent(c)} basic-rate credit on the mortgage interest${interestHow ? ` (${money(interest.pounds)} ${interestHow})` : ""}: ${creditSum}`;
  if (stated) {
    const before = (profit * stated.rate) / 100;
    const tax = Math.max(0, before - credit);
    lines.push(
      `• Tax on that profit at your ${rateName(stated.rate, stated.band)}: ${money(profit)} × ${ratePercent(stated.rate)} = ${money(before)}`,
      creditLine,
      `• Tax to pay on the rent: ${money(before)} − ${money(credit)} = ${money(tax)}`,
      bandCaveat(stated.rate, stated.band),
    );
    if (stated.rate > c && interestAnnual <= profit) {
      const old = ((profit - interestAnnual) * stated.rate) / 100;
      lines.push(`Before Section 24 the interest was deducted in full: (${money(profit)} − ${money(interestAnnual)}) × ${ratePercent(stated.rate)} = ${money(old)}, so the restriction costs ${money(tax - old)} a year.`);
    }
  } else {
    lines.push(`• The credit on the mortgage interest is at the basic rate whatever your band: ${creditSum}`);
    for (const band of ["basic", "higher", "additional"] as const) {
      const r = INCOME_TAX.rates[band];
      const before = (profit * r) / 100;
      lines.push(`• ${BAND_WORDS[band][0]!.toUpperCase()}${BAND_WORDS[band].slice(1)}-rate taxpayer: ${money(profit)} × ${ratePercent(r)} = ${money(before)}, less ${money(credit)} = ${money(Math.max(0, before - credit))}`);
    }
    lines.push(`Which applies depends on your other income: ${ratePercent(INCOME_TAX.rates.basic)} up to ${formatPounds(INCOME_TAX.basicRateLimit)} of total income, ${ratePercent(INCOME_TAX.rates.higher)} to ${formatPounds(INCOME_TAX.higherRateLimit)} and ${ratePercent(INCOME_TAX.rates.additional)} above. Each line assumes all of the profit is taxed at that rate; say your rate (for example "as a 40% taxpayer") for one figure.`);
  }
  if (interestAnnual > profit) {
    lines.push(`The credit is limited to the property profit: the other ${money(interestAnnual - profit)} of interest is carried forward to later years.`);
  }
  lines.push(
    expenseTotal > 0
      ? "Only the expenses you gave are taken off: any other allowable costs (letting agent fees, repairs, insurance) reduce the profit further."
      : "This is before other costs: letting agent fees, repairs, insurance and other allowable expenses reduce the profit, and so the tax. None were given, so none are taken off.",
  );
  const nation = nationFromText(text);
  const band27 = stated?.band;
  if (nation !== "scotland" && nation !== "wales") {
    const sum27 = band27
      ? `: the same figures would be ${money(profit)} × ${ratePercent(P27.rates[band27])} = ${money((profit * P27.rates[band27]) / 100)}, less ${money(credited)} × ${ratePercent(P27.creditRate)} = ${money((credited * P27.creditRate) / 100)}, so ${money(Math.max(0, (profit * P27.rates[band27] - credited * P27.creditRate) / 100))}`
      : "";
    lines.push(`The sum uses the ${INCOME_TAX.taxYear} rates. From ${formatDate(P27.from)} (${P27.taxYear}) property income has its own rates in England and Northern Ireland, ${joinWithAnd(Object.values(P27.rates).map((r) => ratePercent(r)))}, and the credit rises to ${ratePercent(P27.creditRate)}${sum27}.`);
  }
  lines.push(
    `Not worked out here: your other income and personal allowance, the credit's limit by your income above the personal allowance, the ${formatPounds(PROPERTY_ALLOWANCE)} property allowance, and Scotland's own income tax rates and bands. Section 24 applies to individuals; a company deducts interest in full and pays corporation tax.`,
  );
  return answer(lines, ["section-24", "landlord-income-tax"]);
}

// --- Capital gains tax ----------------------------------------------------------------------

function cgt(text: string, gain: number, how: string, costs: number, income: LabelledAmount | undefined): GeneralAnswer {
  const lines = [`Capital gains tax on the sale, at the residential property rates for disposals on or after ${formatDate(CGT.ratesFrom)} (tax year ${CGT.taxYear}):`, how];
  if (gain <= 0) {
    lines.push("There is no gain, so no capital gains tax. A loss can be set against other capital gains (not income), so report it to HMRC to keep it.");
    return answer(lines, ["cgt-residential-property"]);
  }
  const aea = CGT.annualExemptAmount;
  const taxable = Math.max(0, gain - aea);
  lines.push(`• Less the annual exempt amount (${formatPounds(aea)} a year since ${CGT.exemptAmountTaxYear}): ${money(gain)} − ${money(aea)} = ${money(taxable)} taxable`);
  if (taxable === 0) {
    lines.push(`The gain is within the ${formatPounds(aea)} annual exempt amount, so there is no tax to pay, as long as you have not used the exempt amount on other gains in the same tax year.`);
    return answer(lines, ["cgt-residential-property"]);
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
    lines.push(`• At ${ratePercent(hi)}, as a ${BAND_WORDS[stated.band]}-rate taxpayer: ${split(0)}`);
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
  return answer(lines, ["cgt-residential-property"]);
}

function gainQuestion(text: string, found: LabelledAmount[]): GeneralAnswer | null {
  if (!CGT_RE.test(text) && !(TAX_WORD_RE.test(text) || OWE_RE.test(text))) return null;
  const sale = amountSaidAs(found, SALE_RE);
  const bought = amountSaidAs(found, BUY_RE, [sale]);
  const income = amountSaidAs(found, INCOME_RE, [sale, bought]);
  const costs = found.filter((a) => a !== sale && a !== bought && a !== income && SELLING_COST_RE.test(`${a.before} ${a.after}`));
  const costTotal = costs.reduce((s, a) => s + a.pounds, 0);
  const costNote = costTotal > 0 ? ` − ${money(costTotal)} costs` : "";
  if (sale && bought) {
    const gain = sale.pounds - bought.pounds - costTotal;
    const result = gain < 0 ? `a loss of ${money(-gain)}` : money(gain);
    return cgt(text, gain, `• Gain: ${money(sale.pounds)} sale price − ${money(bought.pounds)} purchase price${costNote} = ${result}`, costTotal, income);
  }
  const stated = CGT_RE.test(text) ? amountSaidAs(found, GAIN_RE, [income]) : undefined;
  if (!stated) return null;
  const gain = stated.pounds - costTotal;
  return cgt(text, gain, `• Gain: ${money(stated.pounds)}${costNote}${costNote ? ` = ${money(gain)}` : ""}`, costTotal, income);
}

/** The worked answer to a Section 24 or capital gains sum with its own figures, or null. */
export function answerLandlordTaxSum(question: string): GeneralAnswer | null {
  const text = normalise(question.trim());
  const found = labelledAmounts(text);
  if (found.length === 0) return null;
  const gain = gainQuestion(text, found);
  if (gain) return gain;
  if (CGT_RE.test(text) || !TAX_WORD_RE.test(text)) return null;
  const rent = amountSaidAs(found, RENT_RE);
  const interest = amountSaidAs(found, INTEREST_RE, [rent]);
  return rent && interest ? section24(text, rent, interest, found) : null;
}
