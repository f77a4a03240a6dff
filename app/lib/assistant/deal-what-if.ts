/**
 * A question about one deal with the investor's own numbers (decisions 094, 101, 106 and 114):
 * what it asks (`planWhatIf`, with the sentence that must come first when it names a figure the
 * answer cannot use) and its worked answer (`whatIfAnswer`). The reading, the valuing and each kind of
 * answer are modules of their own:
 * - deal-what-if-reading.ts (with deal-offer-reading.ts and deal-rent-reading.ts): the numbers read;
 * - deal-what-if-unused-figures.ts: the figures named that the answer does not use;
 * - deal-what-if-valuing.ts: the deal valued again at a price, a rent or other assumptions;
 * - deal-what-if-loan-answer.ts: a rate, a rise or fall in rates, a deposit;
 * - deal-what-if-scenario-answer.ts: a price, a rent, a cash purchase, a service charge;
 * - deal-target-yield-reading.ts and deal-target-yield-answer.ts: the price for a target yield;
 * - deal-rent-needed-reading.ts and deal-rent-needed-answer.ts: the rent the deal needs;
 * - deal-rent-for-yield-answer.ts: the rent for a yield (decision 193);
 * - deal-void-period.ts: months or weeks the deal stands empty (decisions 193, 207);
 * - deal-target-return-reading.ts, -search.ts and -answer.ts: the price for a target ROI or cash flow.
 */
import { formatPounds, joinWithAnd, ratePercent } from "../format";
import type { DealFigures } from "./deal-figures";
import { rentForYieldSection, rentForYieldWorkable } from "./deal-rent-for-yield-answer";
import { rentNeededSection, rentTestSection } from "./deal-rent-needed-answer";
import { targetReturnSection, targetReturnWorkable } from "./deal-target-return-answer";
import { targetYieldSection, targetYieldWorkable } from "./deal-target-yield-answer";
import { whatIfSection } from "./deal-what-if-loan-answer";
import { hasWhatIf, parseWhatIf, rateAboveMax, rateAboveMaxSaid, type WhatIf } from "./deal-what-if-reading";
import { scenarioSection } from "./deal-what-if-scenario-answer";
import { unusedFigures } from "./deal-what-if-unused-figures";
import { voidPeriodSection } from "./deal-void-period";

/** The reading alone, for a caller that wants only the numbers a question names. */
export { parseWhatIf };

/**
 * The investor's own numbers on a deal, worked: the price for a target yield, ROI or cash flow, or
 * the rent the deal needs (with any price, rate, deposit or cash asked beside them); else a price,
 * a rent, cash or a service charge values it again, and a rate or a deposit alone works the mortgage,
 * with the break-even at it when `asked`; months or weeks empty work the year's cash flow (decisions 193, 207).
 */
export function whatIfAnswer(f: DealFigures, w: WhatIf, asked: { breakEven?: boolean } = {}): string {
  // Months or weeks empty are worked on the deal's own figures, after anything else asked (decision 193).
  const { voidPeriod, ...rest } = w;
  if (voidPeriod === undefined) return otherWhatIfAnswer(f, w, asked);
  const others = hasWhatIf(rest);
  const voids = voidPeriodSection(f, voidPeriod, others);
  return others ? `${otherWhatIfAnswer(f, rest, asked)}\n\n${voids}` : voids;
}

function otherWhatIfAnswer(f: DealFigures, w: WhatIf, asked: { breakEven?: boolean }): string {
  const worked = [
    ...(w.targetYield ? [targetYieldSection(f, w.targetYield, w)] : []),
    ...(w.rentForYield ? [rentForYieldSection(f, w.rentForYield, w)] : []),
    ...(w.rentNeeded ? [rentNeededSection(f, w.rentNeeded, w)] : []),
    ...(w.rentTest ? [rentTestSection(f, w.rentTest, w)] : []),
    ...(w.targetReturn ? [targetReturnSection(f, w.targetReturn, w)] : []),
  ];
  if (worked.length > 0) return worked.join("\n\n");
  return w.offer || w.rent || w.cash || w.serviceCharge ? scenarioSection(f, w) : whatIfSection(f, w, asked);
}

/**
 * Whether the answer is only a refusal: every target asked (a price for a yield, an ROI or a cash
 * flow) is one no price can be worked for here: a net yield or a return on a free user's card,
 * which has no running costs, or a yield of 0% or over the range. A refusal is not charged
 * (decision 123).
 */
export function targetRefused(f: DealFigures, w: WhatIf): boolean {
  const refused = [
    ...(w.targetYield ? [!targetYieldWorkable(f, w.targetYield)] : []),
    ...(w.rentForYield ? [!rentForYieldWorkable(f, w.rentForYield)] : []),
    ...(w.rentNeeded ? [false] : []),
    ...(w.rentTest ? [false] : []),
    ...(w.targetReturn ? [!targetReturnWorkable(f)] : []),
  ];
  return refused.length > 0 && refused.every(Boolean);
}

/** Why a flat's service charge can't be worked on this deal, or null when it can. */
function serviceChargeBlocked(f: DealFigures): string | null {
  const inputs = f.valuation?.inputs;
  if (!inputs?.rents) return "The running costs it would change aren't available here (they are in the deal's full details)";
  if (inputs.kind === "flat") return null;
  const what = inputs.kind === "other" ? "this property" : "a house";
  return `The figures for ${what} carry no service charge (houses are mostly freehold), so there is none to change`;
}

/**
 * The what-if a question asks of this deal, and the sentence that must come first when it names
 * a figure the answer cannot use ("Not worked in: £20,000 (works). …"), or null.
 */
export function planWhatIf(question: string, f: DealFigures): { whatIf: WhatIf; note: string | null } {
  const { whatIf: read, unsure } = withoutUnsurePrice(parseWhatIf(question), f);
  const blocked = read.serviceCharge ? serviceChargeBlocked(f) : null;
  const { serviceCharge, ...rest } = read;
  const whatIf: WhatIf = blocked ? rest : read;
  // A mortgage rate said above the largest read is named with its reason, never dropped (decision 260).
  const tooHigh = whatIf.rate === undefined ? rateAboveMax(question) : undefined;
  const unused = unusedFigures(question, whatIf, f).filter((u) => (!unsure || u.text !== formatPounds(unsure.pounds)) && (tooHigh === undefined || u.text !== ratePercent(tooHigh)));
  const rateNote =
    tooHigh === undefined
      ? null
      : `${rateAboveMaxSaid(tooHigh)}, so it is not worked in: check the rate and ask again with it (for example "at 5.5%"). What follows is ${hasWhatIf(whatIf) ? "worked on the rest" : "the deal's own figures on the app's assumptions"}.`;
  const asked = [unsure?.note, rateNote].filter(Boolean).join("\n\n") || null;
  // A service charge that can't be worked is named with its reason.
  if (blocked && serviceCharge) {
    const named = formatPounds(serviceCharge.pounds);
    if (!unused.some((u) => u.text === named)) unused.unshift({ text: named, label: "service charge" });
  }
  if (unused.length === 0) return { whatIf, note: asked };
  const list = joinWithAnd(unused.map((u) => (u.label ? `${u.text} (${u.label})` : u.text)));
  const rest_ = hasWhatIf(whatIf) ? "what follows works in the rest and leaves that out" : "what follows is the deal's own figures on the app's assumptions";
  const why = blocked
    ? `${blocked}; ${rest_}.`
    : `I can work a deal again at your own price, rent, mortgage rate, rise or fall in rates, deposit or a cash purchase, but not ${unused.length > 1 ? "those figures" : "that figure"}, so ${rest_}.`;
  return { whatIf, note: [asked, `Not worked in: ${list}. ${why}`].filter(Boolean).join("\n\n") };
}

/** A price read only from a bare "at £…" is taken as the price only from half to twice the deal's (decision 190). */
const UNSURE_PRICE_FACTOR = 2;

/**
 * "Does it pass the ICR at £900k?" on a £93,000 deal: a sum said bare after "at" in a lender's-test
 * question, far from the deal's price, is not taken as the price (it may be a rent said with a
 * slip). The question is then the deal's own stress test, led by a sentence that says so and
 * how to say either (decision 190).
 */
function withoutUnsurePrice(w: WhatIf, f: DealFigures): { whatIf: WhatIf; unsure: { pounds: number; note: string } | null } {
  const { offer, rentTest } = w;
  if (!rentTest?.barePrice || !offer || !("pounds" in offer)) return { whatIf: w, unsure: null };
  const price = f.deal.price;
  const ratio = offer.pounds / price;
  if (ratio <= UNSURE_PRICE_FACTOR && ratio >= 1 / UNSURE_PRICE_FACTOR) return { whatIf: w, unsure: null };
  const { offer: _offer, rentTest: _test, ...rest } = w;
  const { barePrice: _bare, ...test } = rentTest;
  // With a rent or a deposit said, the test is worked at the deal's own price; else the deal's own stress test answers.
  const kept: WhatIf = rest.rent || rest.depositPercent !== undefined ? { ...rest, rentTest: test } : rest;
  const said = formatPounds(offer.pounds);
  const far = ratio > 1 ? `${(Math.round(ratio * 10) / 10).toString()} times` : `${Math.round(ratio * 100)}% of`;
  const thousands = offer.pounds / 1000;
  const rentExample = Number.isInteger(thousands) && thousands >= 100 && thousands < 5000 ? thousands : Math.round(f.monthlyRent);
  const note =
    `I haven't taken ${said} as the price: it is ${far} this deal's price of ${formatPounds(price)}. ` +
    // With a rent said too, the sum cannot be the rent.
    (rest.rent ? `If you meant a price, say "…if I pay ${said}". ` : `If you meant a rent, say it with its period, for example "…at ${formatPounds(rentExample)} a month"; if you meant a price, say "…if I pay ${said}". `) +
    `What follows is ${hasWhatIf(kept) ? "worked on the deal's own price" : "the deal's own stress test"}.`;
  return { whatIf: kept, unsure: { pounds: offer.pounds, note } };
}
