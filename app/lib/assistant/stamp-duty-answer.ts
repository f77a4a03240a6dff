/**
 * Stamp duty on a stated amount (SDLT, LBTT with the ADS, LTT), worked band by band for the
 * buyer's situation, with dated sources. Also the band lines and wording the deal answerer reuses.
 */
import { PURCHASE_TAX } from "../search/vocabulary";
import {
  belowAdditionalFloor,
  PROPERTY_TAX_RATES,
  stampDuty,
  type BuyerKind,
  type PropertyUse,
  taxNameFor,
  type PropertyTaxResult,
  type TaxName,
  type TaxNation,
} from "../property-tax";
import { formatDate, formatPounds, ratePercent, withArticle } from "../format";
import { largestAmount } from "../search/money";
import { detectNation, type DistrictCountryLookup, type PlaceLookup } from "../tax-nation";
import { DISCLAIMER, entrySource, NATION_LABEL, nationFromText, sourceLine, type GeneralAnswer } from "./answer-common";

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
  /** Set only when the question says so: a company (limited company, SPV) buys. */
  buyer?: BuyerKind;
  /** Company only: a relief from SDLT's 17% rate is assumed (the company lets the property out). */
  relief?: boolean;
  /** Set only when the buyer is said to be non-UK resident. */
  nonUkResident?: boolean;
  /** Set only for commercial/non-residential or mixed-use purchases. */
  use?: PropertyUse;
  /** Set only when several dwellings are bought in one transaction. */
  dwellings?: number;
  /** Set when the nation was assumed or is uncertain: a sentence saying so. */
  nationNote?: string;
  /** The surcharge on an additional dwelling is what is asked: "how much is the surcharge on a £200k second home" (decision 247). */
  surcharge?: true;
}

/** What the server knows about places, for deciding the nation (decision 031). */
export interface TaxPlaceContext {
  lookup?: PlaceLookup;
  districtCountry?: DistrictCountryLookup;
}

/** Any purchase tax, however spelt ("stamp dity", "stamp duties", "ADS on £150k"): the search reading's own pattern. */
const STAMP_DUTY_WORDS = new RegExp(String.raw`\b${PURCHASE_TAX}\b`, "i");

const FIRST_TIME = /\bfirst[\s-]*time\b|\bftb\b|never owned/i;
const ADDITIONAL =
  /buy[\s-]*to[\s-]*let|\bbtl\b|second (home|property|house|flat)|additional (property|dwelling|home)|\binvestment\b|rental property|\bto let\b|\blet(ting)? (it )?out\b|holiday (home|let)|\bportfolio\b|another (property|home|house)|already own|higher rates|\bsurcharge\b|\blandlord\b|\bcompany\b|\bads\b|additional dwelling supplement/i;
const MAIN_HOME =
  /\blive in\b|\bliving in\b|main (home|residence)|only (home|property)|\bmy (own )?home\b|family home|move into|primary residence|own home|residential home|to live\b/i;

const ONLY_PROPERTY =
  /\bonly (home|property|house|flat)\b|\b(don'?t|do not|won'?t|will not) own (any )?(other|another)\b|\bno other (home|property)\b/i;

const COMPANY =
  /\b(?:limited\s+company|ltd\b|spv\b|special\s+purpose\s+vehicle|(?:through|via|in|using|under|by)\s+(?:a|my|our|the)\s+(?:own\s+)?company|company\s+(?:buyer|buying|purchase|name)|(?:a|my|our)\s+company\s+(?:buys|is\s+buying|will\s+buy)|corporate\s+(?:body|buyer))/i;
const RELIEF =
  /\b(?:relief|property\s+rental\s+business|rental\s+business|buy[\s-]*to[\s-]*let|btl|to\s+let\s+(?:it\s+)?out|let\s+(?:it\s+)?out|letting|rent\s+(?:it\s+)?out|developer|develop(?:ing|ment)|trader|property\s+trading)\b/i;
const NON_RESIDENT =
  /\bnon[\s-]*(?:uk[\s-]*)?resident\b|\bnot\s+(?:a\s+)?uk[\s-]*resident\b|\boverseas\s+(?:buyer|investor|resident|company)\b|\b(?:live|living|based|resident|reside)\s+(?:abroad|overseas|outside\s+(?:the\s+)?uk)\b|\bforeign\s+(?:buyer|investor|national|company)\b|\bexpats?\b/i;
const MIXED_USE = /\bmixed[\s-]*use\b|\bshop\s+with\s+(?:a\s+)?(?:flat|flats|accommodation|living)\b|\bflats?\s+(?:above|over)\s+(?:a\s+)?(?:shop|office|pub|restaurant)\b/i;
const NON_RESIDENTIAL =
  /\bnon[\s-]*residential\b|\bcommercial\b|\bshops?\b|\boffices?\b|\bwarehouses?\b|\bretail\s+units?\b|\bindustrial\b|\bfarm\s*land\b|\bpub\b/i;
const COUNT_WORDS: Readonly<Record<string, number>> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, twenty: 20,
};
const DWELLINGS =
  /\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\s+(?:residential\s+)?(?:dwellings|flats|houses|homes|properties|apartments|units)\b/i;

/**
 * The extra tax on an additional dwelling asked for itself: "the surcharge", "the higher rates
 * for additional…" (decision 247). Not a council tax premium, which no price decides.
 */
const SURCHARGE_ASKED_RE = /\bsurcharges?\b|\bhigher\s+rates?\s+(?:of\s+stamp\s+duty\s+)?for\s+(?:an?\s+)?additional\b/i;
const COUNCIL_TAX_RE = /\bcouncil\s+tax\b|\bpremiums?\b/i;

/** The nation of the place the question names, or England with a sentence saying it was assumed. */
function nationOf(question: string, places: TaxPlaceContext): { nation: TaxNation; note?: string } {
  const match = detectNation({ text: question }, places);
  if (match) {
    const note = match.crossBorder
      ? `That postcode area straddles a national border; I've used ${NATION_LABEL[match.nation]}'s tax. Check the full address.`
      : undefined;
    return { nation: match.nation, note };
  }
  const named = nationFromText(question);
  if (named) return { nation: named };
  return {
    nation: "england",
    note: "You didn't say where the property is, so I've assumed England (SDLT); say the town or postcode for Scotland (LBTT) or Wales (LTT).",
  };
}

/** Reads a stamp-duty-on-an-amount question, or null if the text is not one. */
export function parseStampDutyQuestion(question: string, places: TaxPlaceContext = {}): StampDutyQuestion | null {
  const surcharge = SURCHARGE_ASKED_RE.test(question) && !COUNCIL_TAX_RE.test(question);
  if (!STAMP_DUTY_WORDS.test(question) && !surcharge) return null;
  const amount = largestAmount(question);
  if (amount === null) return null;
  const { nation, note } = nationOf(question, places);
  const firstTime = FIRST_TIME.test(question);
  const additional = ADDITIONAL.test(question);
  const main = MAIN_HOME.test(question);
  let scenario: StampDutyScenario;
  if (firstTime) scenario = additional && !main ? "only-property-investment" : "first-time";
  else if (additional) scenario = ONLY_PROPERTY.test(question) ? "only-property-investment" : "additional";
  else if (main) scenario = "main";
  else scenario = "unspecified";
  const q: StampDutyQuestion = { amount, nation, scenario };
  if (COMPANY.test(question)) {
    q.buyer = "company";
    if (RELIEF.test(question)) q.relief = true;
  }
  if (NON_RESIDENT.test(question)) q.nonUkResident = true;
  if (MIXED_USE.test(question)) q.use = "mixed-use";
  else if (NON_RESIDENTIAL.test(question)) q.use = "non-residential";
  const count = DWELLINGS.exec(question);
  const dwellings = count?.[1] ? (COUNT_WORDS[count[1].toLowerCase()] ?? Number(count[1])) : 1;
  if (Number.isInteger(dwellings) && dwellings > 1 && dwellings <= 500) q.dwellings = dwellings;
  if (note) q.nationNote = note;
  if (surcharge) q.surcharge = true;
  return q;
}

/** One "• range at rate%: £tax" line per band the price reaches. */
export function bandLines(result: PropertyTaxResult): string[] {
  const lines = result.bands
    .filter((band) => band.taxable > 0)
    .map((band) => {
      const top = band.from + band.taxable;
      const range =
        band.from === 0 ? `Up to ${formatPounds(top)}` : `${formatPounds(band.from + 1)} to ${formatPounds(top)}`;
      return `• ${range} at ${ratePercent(band.rate)}: ${formatPounds(band.tax, { pence: true })}`;
    });
  if (result.name === "LBTT" && result.surcharge > 0) {
    const rate = PROPERTY_TAX_RATES.LBTT.additionalDwelling.rate;
    lines.push(`• Additional Dwelling Supplement at ${ratePercent(rate)} of the whole price: ${formatPounds(result.surcharge)}`);
  }
  return lines;
}

/**
 * "Total: £2,996." under the band lines, saying so when the bands' pence were dropped (the tax is
 * rounded down to the whole pound; "£2,996.05" above a total of "£2,996" read as a slip), with
 * the surcharge's share when there is one.
 */
export function totalLine(result: PropertyTaxResult): string {
  const bands = result.bands.reduce((sum, band) => sum + band.tax, 0);
  const rounded = Math.round(bands * 100) % 100 !== 0 && Math.floor(bands) === result.tax ? ` (${formatPounds(bands, { pence: true })} rounded down to the whole pound)` : "";
  return `Total: ${formatPounds(result.tax)}${rounded}${surchargeNote(result.name, result)}.`;
}

export function taxLabel(name: TaxName): string {
  return `${PROPERTY_TAX_RATES[name].fullName} (${name})`;
}

/** How the extra tax on an additional dwelling is worked out, in words. */
export function additionalMethod(name: TaxName, price?: number): string {
  const floor = price === undefined ? null : belowAdditionalFloor(name, price);
  if (floor !== null) {
    return `at the standard rates, as the higher rates for additional properties don't apply below ${formatPounds(floor)}`;
  }
  switch (name) {
    case "SDLT":
      return `at the higher rates for additional dwellings (the standard rates plus ${PROPERTY_TAX_RATES.SDLT.additionalDwelling.ratePoints} points on every band)`;
    case "LBTT":
      return `at the standard LBTT rates plus the Additional Dwelling Supplement of ${ratePercent(PROPERTY_TAX_RATES.LBTT.additionalDwelling.rate)} of the whole price`;
    case "LTT":
      return "at the higher residential rates, which apply from the first pound";
  }
}

export function surchargeNote(name: TaxName, result: PropertyTaxResult): string {
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

export function taxSourceIds(name: TaxName, scenario: StampDutyScenario): string[] {
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

/** "£200,000 × 5% = £10,000" when the calculator's figure is exactly that, else the figure and what it is. */
function shareOf(amount: number, rate: number, figure: number): string {
  const exact = (amount * 100 * rate) % 10_000 === 0 && (amount * rate) / 100 === figure;
  return exact ? `${formatPounds(amount)} × ${ratePercent(rate)} = ${formatPounds(figure)}` : `${formatPounds(figure)} (${ratePercent(rate)} of ${formatPounds(amount)}, rounded down to the pound)`;
}

/**
 * The surcharge asked for itself (decision 247): the extra an additional dwelling pays over the
 * standard rates, each nation's way, with the date its rule applies from; none below the floor.
 */
function surchargeLead(amount: number, place: string, standard: PropertyTaxResult, higher: PropertyTaxResult): string {
  const price = formatPounds(amount);
  const name = higher.name;
  const extra = PROPERTY_TAX_RATES[name].additionalDwelling;
  const floor = belowAdditionalFloor(name, amount);
  if (floor !== null) {
    return `There is no surcharge on ${price}: the higher rates for additional properties start at ${formatPounds(floor)}, so a second home or buy-to-let at this price pays the standard rates.`;
  }
  const since = `since ${formatDate(extra.effectiveFrom)}`;
  const total = `${name} in all: ${formatPounds(higher.tax)} as an additional property, against ${formatPounds(standard.tax)} at the standard rates.`;
  switch (extra.kind) {
    case "surcharge-on-every-band":
      return `The additional-dwelling surcharge on ${withArticle(price)} additional property (such as a second home or buy-to-let) in ${place}: ${formatPounds(higher.surcharge)}. The higher rates add ${extra.ratePoints} points to every band of the price, ${since}, so the surcharge is ${shareOf(amount, extra.ratePoints, higher.surcharge)}. ${total}`;
    case "whole-price-supplement":
      return `The Additional Dwelling Supplement, Scotland's surcharge on an additional property (such as a second home or buy-to-let), on ${price}: ${shareOf(amount, extra.rate, higher.surcharge)}, ${ratePercent(extra.rate)} of the whole price ${since}. ${total}`;
    case "higher-rates-table":
      return `Wales has no separate surcharge: an additional property (such as a second home or buy-to-let) pays LTT's higher residential rates from the first pound, ${since}. On ${price} that is ${formatPounds(higher.surcharge)} more than the main rates: ${formatPounds(higher.tax)} against ${formatPounds(standard.tax)}.`;
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
        totalLine(standard),
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
        [`How it's worked out, ${additionalMethod(name)}:`, ...bandLines(higher), totalLine(higher)].join("\n"),
      );
      parts.push(
        `The higher rates apply when you will own more than one home at the end of the day of purchase, or buy through a company. If this would be the only property you own, the standard rates would apply instead: ${formatPounds(standard.tax)}.`,
      );
      break;
    }
    case "main": {
      parts.push(`${label} on a ${price} home you will live in as your only home, in ${place}: ${formatPounds(standard.tax)}.`);
      parts.push(["How it's worked out, at the standard rates:", ...bandLines(standard), totalLine(standard)].join("\n"));
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
        parts.push([`${place} has no first-time buyer relief, so the standard rates apply:`, ...bandLines(standard), totalLine(standard)].join("\n"));
      } else if (relief.maxPrice !== null && amount > relief.maxPrice) {
        parts.push(`${label} for a first-time buyer on ${price} in ${place}: ${formatPounds(standard.tax)}.`);
        parts.push(
          [`First-time buyer relief is not available above ${formatPounds(relief.maxPrice)}, so the standard rates apply to the whole price:`, ...bandLines(standard), totalLine(standard)].join("\n"),
        );
      } else {
        parts.push(
          `${label} for a first-time buyer on ${price} in ${place}: ${formatPounds(ftb.tax)} with first-time buyer relief.`,
        );
        parts.push(["How it's worked out, at the first-time buyer rates:", ...bandLines(ftb), totalLine(ftb)].join("\n"));
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
        [
          "The higher rates don't apply because you won't own more than one home at the end of the day of purchase, and first-time buyer relief doesn't apply because you won't live in it, so the standard rates are used:",
          ...bandLines(standard),
          totalLine(standard),
        ].join("\n"),
      );
      parts.push(`If you already own a home (or buy through a company), the higher rates would apply: ${formatPounds(higher.tax)}.`);
      break;
    }
    case "unspecified": {
      parts.push(
        `${label} on ${price} in ${place}: ${formatPounds(higher.tax)} if it's an additional property (such as a buy-to-let or second home), or ${formatPounds(standard.tax)} if it will be your only home.`,
      );
      parts.push(
        [`As an additional property, ${additionalMethod(name)}:`, ...bandLines(higher), totalLine(higher)].join("\n"),
      );
      parts.push(["As your only home, at the standard rates:", ...bandLines(standard), totalLine(standard)].join("\n"));
      const ftb = stampDuty(amount, { nation, additionalProperty: false, firstTimeBuyer: true });
      if (ftb.tax < standard.tax) parts.push(`A first-time buyer who will live in it would pay ${formatPounds(ftb.tax)}.`);
      break;
    }
  }

  if (q.surcharge) parts.unshift(surchargeLead(amount, place, standard, higher));
  if (q.nationNote) parts.splice(1, 0, q.nationNote);
  const sources = sourceIds.map(entrySource);
  parts.push(sources.map(sourceLine).join("\n"));
  parts.push(`${DISCLAIMER} Your solicitor or conveyancer will confirm the exact amount.`);
  return { answer: parts.join("\n\n"), sources, known: true };
}

