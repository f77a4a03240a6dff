/**
 * The most a landlord in England may take as a tenancy or holding deposit on a stated rent
 * (decision 111): "what's the max deposit I can take on £1200 pcm?". Worked from
 * `../tenancy-deposit-rules.ts`, every step shown.
 */
import { formatDate, formatPounds } from "../format";
import { TENANT_FEES_ACT as TFA } from "../tenancy-deposit-rules";
import { DISCLAIMER, entrySource, nationFromText, NATION_LABEL, sourceLine, type GeneralAnswer } from "./answer-common";
import { parseRentNeeded } from "./deal-rent-needed-reading";
import { labelledAmounts, type LabelledAmount } from "./labelled-amounts";

const DEPOSIT_RE = /\bdeposits?\b/i;
const RENT_WORD_RE = /(?<!ground\s)\brent(?:s|al|ed|ing)?\b|\blet(?:s|ting)?\s+(?:at|for)\b/i;
/** Buying, not letting: "how much deposit do I need to buy…", "deposit for a mortgage". */
const BUYING_RE = /\b(?:buy(?:ing)?|purchase|mortgage|ltv|loan[\s-]*to[\s-]*value|lender|bank)\b/i;

/** Pounds and pence, rounded down: a cap is not to be exceeded by a rounding. */
const penniesDown = (n: number) => Math.floor(n * 100 + 1e-6) / 100;
const money = (n: number) => formatPounds(n, { pence: true });

function isRent(a: LabelledAmount): boolean {
  // "rent of £1,200", "£1,200 rent", "£1,200 pcm"; not "a £200k flat renting at…".
  return a.period !== undefined || RENT_WORD_RE.test(a.before) || /^\s*rent(?:al)?\b/i.test(a.after);
}

function unitWords(a: LabelledAmount, period: "week" | "month" | "year"): { annual: number; weekly: number; how: string } {
  if (period === "week") return { annual: a.pounds * 52, weekly: a.pounds, how: `${money(a.pounds)} a week` };
  if (period === "year") return { annual: a.pounds, weekly: a.pounds / 52, how: `${money(a.pounds)} ÷ 52` };
  return { annual: a.pounds * 12, weekly: (a.pounds * 12) / 52, how: `${money(a.pounds)} × 12 ÷ 52` };
}

/** The worked deposit caps on a stated rent, or null when the message is not that question. */
export function answerTenancyDeposit(question: string): GeneralAnswer | null {
  const text = question.trim();
  // "What rent do I need to break even on a £200k flat with a 40% deposit?" asks a rent, and buys (decision 159).
  if (!DEPOSIT_RE.test(text) || BUYING_RE.test(text) || parseRentNeeded(text)) return null;
  const found = labelledAmounts(text, 100);
  const rent = found.find(isRent);
  // A price beside the rent ("a £200k flat at £900pcm") makes it a question about buying.
  if (!rent || found.some((a) => a !== rent && !isRent(a) && a.pounds >= 10_000)) return null;
  const period = rent.period ?? (rent.pounds >= 10_000 ? "year" : "month");
  const { annual, weekly, how } = unitWords(rent, period);
  const sources = [entrySource("deposit-protection")];
  const nation = nationFromText(text);
  if (nation && nation !== TFA.nation) {
    return {
      answer: [
        `The ${TFA.depositWeeks}-week cap on deposits comes from England's Tenant Fees Act 2019, so it is not the limit in ${NATION_LABEL[nation]}. ${nation === "scotland" ? "Scotland has its own schemes and rules" : nation === "wales" ? "Wales has its own law for lettings (the Renting Homes (Wales) Act 2016)" : "Northern Ireland has its own rules"}, which this assistant does not work out: check the official guidance there.`,
        ...sources.map(sourceLine),
        DISCLAIMER,
      ].join("\n"),
      sources,
      known: true,
    };
  }
  const high = annual >= TFA.higherCapFromAnnualRent;
  const weeks = high ? TFA.depositWeeksHighRent : TFA.depositWeeks;
  const cap = penniesDown(weekly * weeks);
  const holding = penniesDown(weekly * TFA.holdingDepositWeeks);
  const lines = [
    `In England the Tenant Fees Act 2019 (in force since ${formatDate(TFA.from)}) caps what you can take on a rent of ${money(annual)} a year:`,
    `• Weekly rent: ${period === "week" ? how : `${how} = ${money(penniesDown(weekly))}`}`,
    `• Tenancy deposit: ${weeks} weeks' rent, as the annual rent is ${high ? `${formatPounds(TFA.higherCapFromAnnualRent)} or more` : `under ${formatPounds(TFA.higherCapFromAnnualRent)}`}: ${period === "week" ? money(rent.pounds) : how} × ${weeks} = ${money(cap)} at most`,
    `• Holding deposit (to reserve the home while you check the tenant): ${TFA.holdingDepositWeeks} week's rent, ${money(holding)} at most`,
    `Pence are rounded down, so the deposit stays within the cap. ${high ? `Under ${formatPounds(TFA.higherCapFromAnnualRent)} a year the cap would be ${TFA.depositWeeks} weeks.` : `At ${formatPounds(TFA.higherCapFromAnnualRent)} a year or more it would be ${TFA.depositWeeksHighRent} weeks.`}`,
    `The deposit must be protected in a government-approved scheme within ${TFA.protectWithinDays} days, with the prescribed information given to the tenant.`,
    "This is England's rule. Scotland has its own schemes and rules, and Wales its own lettings law; this does not work out their limits.",
    ...sources.map(sourceLine),
    DISCLAIMER,
  ];
  return { answer: lines.join("\n"), sources, known: true };
}
