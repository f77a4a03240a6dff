/**
 * Stamp duty for the buyers and purchases beyond one home bought by a UK-resident person: a
 * non-UK resident, a company (SDLT's 17% rate, or the higher rates with a relief), commercial,
 * non-residential and mixed-use purchases, and several (six or more) dwellings in one
 * transaction; each for SDLT, LBTT or LTT. The figures and the rules come from the calculator
 * (`calculatePropertyTax`): every rule applied is named with its date and source, and what the
 * calculator does not model (`notModelled`) is said plainly.
 */
import { formatDate, formatPounds, joinWithAnd } from "../format";
import { calculatePropertyTax, SDLT_COMPANY_RATE, type PropertyTaxResult, type StampDutyOptions } from "../property-tax";
import { DISCLAIMER, NATION_LABEL, sourceLine, type AnswerSource, type GeneralAnswer } from "./answer-common";
import { bandLines, taxLabel, totalLine, type StampDutyQuestion } from "./stamp-duty-answer";

/** Whether the question needs more than the one-home answer. */
export function isSpecialCase(q: StampDutyQuestion): boolean {
  return q.buyer === "company" || q.nonUkResident === true || (q.use ?? "residential") !== "residential" || (q.dwellings ?? 1) > 1;
}

function options(q: StampDutyQuestion, extra: Partial<StampDutyOptions> = {}): StampDutyOptions {
  return {
    nation: q.nation,
    // An individual's situation when unsaid: an investor's purchase, an additional dwelling.
    additionalProperty: q.scenario !== "main" && q.scenario !== "first-time" && q.scenario !== "only-property-investment",
    firstTimeBuyer: q.scenario === "first-time",
    buyer: q.buyer ?? "individual",
    relief: q.relief,
    nonUkResident: q.nonUkResident,
    use: q.use,
    dwellings: q.dwellings,
    ...extra,
  };
}

function who(q: StampDutyQuestion): string {
  const parts: string[] = [];
  if (q.buyer === "company") parts.push("a company");
  else if (q.nonUkResident) parts.push("a non-UK resident");
  else parts.push("you");
  if (q.buyer === "company" && q.nonUkResident) parts.push("that is not UK resident");
  return parts.join(" ");
}

function what(q: StampDutyQuestion): string {
  const dwellings = q.dwellings ?? 1;
  if (q.use === "mixed-use") return "a mixed-use property";
  if (q.use === "non-residential") return "a commercial (non-residential) property";
  if (dwellings > 1) return `${dwellings} dwellings in one transaction`;
  if (q.scenario === "main") return "a home to live in";
  if (q.scenario === "first-time") return "a first home";
  if (q.scenario === "only-property-investment") return "a buy-to-let that is the only property owned";
  return "an additional residential property (such as a buy-to-let)";
}

function ruleLine(r: PropertyTaxResult["rules"][number]): string {
  return `• ${r.name} (in force from ${formatDate(r.effectiveFrom)}): ${r.summary} Source: ${r.source}`;
}

function worked(result: PropertyTaxResult): string {
  const lines = bandLines(result);
  if (result.basis === "company-flat-rate") lines.splice(0, lines.length, `• ${result.bands[0]?.rate ?? SDLT_COMPANY_RATE.rate}% of the whole price`);
  return [`How it's worked out:`, ...lines, totalLine(result)].join("\n");
}

/** The worked answer for a company, non-resident, non-residential, mixed-use or multi-dwelling purchase. */
export function answerSpecialStampDuty(q: StampDutyQuestion): GeneralAnswer {
  const result = calculatePropertyTax(q.amount, options(q));
  const label = taxLabel(result.name);
  const place = NATION_LABEL[q.nation];
  const price = formatPounds(q.amount);
  const parts: string[] = [];

  parts.push(`${label} for ${who(q)} buying ${what(q)} for ${price} in ${place}: ${formatPounds(result.tax)}.`);
  parts.push(worked(result));
  if (result.nonResidentSurcharge > 0) {
    parts.push(`Of this, ${formatPounds(result.nonResidentSurcharge)} is the 2% surcharge for non-UK resident buyers.`);
  }
  if (q.nationNote) parts.push(q.nationNote);

  // A company over £500,000 in England or Northern Ireland: the 17% rate, or the higher rates with a relief.
  const companyOver = result.name === "SDLT" && q.buyer === "company" && (q.dwellings ?? 1) === 1 &&
    (q.use ?? "residential") === "residential" && q.amount > SDLT_COMPANY_RATE.threshold;
  if (companyOver) {
    if (q.relief) {
      const without = calculatePropertyTax(q.amount, options(q, { relief: false }));
      parts.push(
        `I've assumed a relief from the 17% rate applies, because the company is buying to let the property out commercially (a property rental business). Without a relief the company would pay 17% of the whole price${q.nonUkResident ? " plus the 2% non-resident surcharge" : ""}: ${formatPounds(without.tax)}. The relief is withdrawn if the qualifying use stops within 3 years.`,
      );
    } else {
      const withRelief = calculatePropertyTax(q.amount, options(q, { relief: true }));
      parts.push(
        `I've assumed no relief applies, so the 17% rate is charged. If the company is buying for a property rental business (let to unconnected tenants), as a developer or as a trader, a relief takes it to the higher rates instead: ${formatPounds(withRelief.tax)}. Tell me which applies if you're not sure.`,
      );
    }
  } else if (q.buyer === "company" && result.name === "SDLT" && (q.use ?? "residential") === "residential" && (q.dwellings ?? 1) === 1) {
    parts.push(`The 17% company rate applies only above ${formatPounds(SDLT_COMPANY_RATE.threshold)}; a company pays the higher rates for additional dwellings below that.`);
  }
  if (q.scenario === "unspecified" && q.buyer !== "company" && (q.use ?? "residential") === "residential" && (q.dwellings ?? 1) === 1) {
    const only = calculatePropertyTax(q.amount, options(q, { additionalProperty: false }));
    if (only.tax !== result.tax) {
      parts.push(`I've assumed you will own another home after this purchase; if it will be your only home, it would be ${formatPounds(only.tax)}.`);
    }
  }
  if ((q.dwellings ?? 1) >= 6 && result.name === "SDLT") {
    parts.push("Six or more dwellings bought in one transaction are taxed at the non-residential rates, so the higher rates and surcharges do not apply.");
  }

  parts.push(["Rules applied:", ...result.rules.map(ruleLine)].join("\n"));
  if (result.notes.length) parts.push(result.notes.join(" "));
  parts.push(`Outside what this calculation models: ${joinWithAnd(result.notModelled)}. If any of these apply, the tax may differ.`);

  const sources: AnswerSource[] = result.rules.map((r) => ({ name: r.name, url: r.source, asOf: r.effectiveFrom }));
  parts.push(sources.map(sourceLine).join("\n"));
  parts.push(`${DISCLAIMER} Your solicitor or conveyancer will confirm the exact amount.`);
  return { answer: parts.join("\n\n"), sources, known: true };
}
