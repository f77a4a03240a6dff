/**
 * A general question asked of one deal ("what is Section 24?", "how does the surcharge work?"):
 * the knowledge base's dated answer, the one the chat gives, with a line on what it means for
 * this deal where the deal's own figures apply (decision 126). The line uses only figures the
 * deal's answers already work (its loan and rate, its purchase tax) and the dated rate tables.
 */
import { formatDate, formatPounds, ratePercent } from "../format";
import { INCOME_TAX, SECTION_24 } from "../income-tax-rates";
import { assumptionsAsAt } from "../valuation/dated-rules";
import { DISCLAIMER, NATION_LABEL, type GeneralAnswer } from "./answer-common";
import type { DealFigures } from "./deal-figures";
import { surchargeNote, taxLabel } from "./stamp-duty-answer";

/**
 * Section 24 on the deal's own interest: the 20% credit against the relief a higher-rate taxpayer
 * loses, each rate with its date (decision 150).
 */
function section24OnDeal(f: DealFigures): string | null {
  if (f.loan <= 0) return null;
  const interest = f.monthlyInterestOnly * 12;
  const credit = (interest * SECTION_24.creditRate) / 100;
  const relief = (interest * INCOME_TAX.rates.higher) / 100;
  return (
    `On this deal: the mortgage interest is about ${formatPounds(interest)} a year (a ${formatPounds(f.loan)} loan at ${ratePercent(f.rate)}, interest-only, the app's assumption ${assumptionsAsAt(["mortgageRatePercent"])}). ` +
    `Section 24 gives an individual landlord a ${ratePercent(SECTION_24.creditRate)} credit on it (in full since ${formatDate(SECTION_24.inFullFrom)}), ${formatPounds(credit)}, where deducting it would have saved a higher-rate (${ratePercent(INCOME_TAX.rates.higher)} in ${INCOME_TAX.taxYear}) taxpayer ${formatPounds(relief)}: ` +
    `about ${formatPounds(relief - credit)} a year more tax for them, if all the profit is taxed at ${ratePercent(INCOME_TAX.rates.higher)}. For a basic-rate taxpayer the credit matches the relief, and a company deducts the interest.`
  );
}

/** The deal's purchase tax, in its own nation, with the part the higher rates add and the dated rules applied. */
function purchaseTaxOnDeal(f: DealFigures): string {
  const { value, result, rule } = f.purchaseTax;
  const place = `${NATION_LABEL[f.nation]}${f.nationAssumed ? ", assumed as the location doesn't say" : ""}`;
  return `On this deal (${formatPounds(value)} in ${place}, as an additional property): ${taxLabel(result.name)} of ${formatPounds(result.tax)}${surchargeNote(result.name, result)}, at the ${rule.when}. Ask "what would the stamp duty be?" for the working, band by band.`;
}

/** The entries whose subject this deal's figures put a number on. */
const ON_THE_DEAL: Readonly<Record<string, (f: DealFigures) => string | null>> = {
  "section-24": section24OnDeal,
  "sdlt-rates": purchaseTaxOnDeal,
  "sdlt-additional-dwellings": purchaseTaxOnDeal,
  "lbtt-scotland": purchaseTaxOnDeal,
  "ltt-wales": purchaseTaxOnDeal,
};

/** The knowledge base's answer, then the line for this deal (when its first entry has one), then the disclaimer. */
export function generalAnswerOnDeal(general: GeneralAnswer, f: DealFigures): string {
  const first = general.entryIds?.[0];
  const onDeal = first ? ON_THE_DEAL[first]?.(f) : null;
  const body = general.answer.endsWith(DISCLAIMER) ? general.answer.slice(0, -DISCLAIMER.length).trimEnd() : general.answer;
  return [body, onDeal, DISCLAIMER].filter(Boolean).join("\n\n");
}
