/** Search criteria in plain English, for summaries and the chat ("3-bed houses in Salford …"). */
import { formatPounds, ratePercent } from "../format";
import type { SearchCriteria } from "./types";
import { PROPERTY_TAX_RATES, taxNameFor } from "../property-tax";
import { DEFAULT_ASSUMPTIONS } from "../valuation/assumptions";
import { affordablePrice } from "../valuation/finance";

function bedroomWords(c: SearchCriteria): string | undefined {
  if (c.bedrooms === 0) return "studio";
  if (c.bedrooms !== undefined) return `${c.bedrooms}-bed`;
  if (c.minBedrooms !== undefined && c.maxBedrooms !== undefined) return `${c.minBedrooms}- to ${c.maxBedrooms}-bed`;
  if (c.minBedrooms !== undefined) return `${c.minBedrooms}+ bed`;
  if (c.maxBedrooms !== undefined) return `up to ${c.maxBedrooms}-bed`;
  return undefined;
}

function bedroomCount(c: SearchCriteria): string | undefined {
  if (c.bedrooms === 0) return "studios";
  if (c.bedrooms !== undefined) return `${c.bedrooms} bedrooms`;
  if (c.minBedrooms !== undefined && c.maxBedrooms !== undefined) return `${c.minBedrooms} to ${c.maxBedrooms} bedrooms`;
  if (c.minBedrooms !== undefined) return `${c.minBedrooms}+ bedrooms`;
  if (c.maxBedrooms !== undefined) return `up to ${c.maxBedrooms} bedrooms`;
  return undefined;
}

function typeWords(c: SearchCriteria): string {
  if (c.propertyType === "Apartment") return "apartments";
  if (c.propertyType === "House") {
    return c.propertyKind && c.propertyKind !== "flat" && c.propertyKind !== "other" ? `${c.propertyKind} houses` : "houses";
  }
  if (c.propertyType === "Commercial") return "commercial properties";
  if (c.propertyKind === "flat") return "flats";
  if (c.propertyKind && c.propertyKind !== "other") return `${c.propertyKind} properties`;
  return "properties";
}

type CashNation = NonNullable<SearchCriteria["cashNation"]>;

/**
 * The highest price `cash` buys with the assumed deposit, fees and purchase tax as an additional
 * property (decision 096): Wales's LTT when the search is in Wales, else England's SDLT
 * (decision 100).
 */
export function cashCeiling(cash: number, nation: CashNation = "england"): number {
  return affordablePrice(cash, nation, DEFAULT_ASSUMPTIONS);
}

/** "England's Stamp Duty Land Tax (SDLT)", "Wales's Land Transaction Tax (LTT)". */
function cashTaxWords(nation: CashNation): string {
  const name = taxNameFor(nation);
  return `${nation === "wales" ? "Wales's" : "England's"} ${PROPERTY_TAX_RATES[name].fullName} (${name})`;
}

function priceWords(c: SearchCriteria): string | undefined {
  if (c.minPrice !== undefined && c.maxPrice !== undefined) return `between ${moneyText(c.minPrice)} and ${moneyText(c.maxPrice)}`;
  const nation = c.cashNation ?? "england";
  if (c.maxPrice !== undefined && c.cash !== undefined && c.maxPrice === cashCeiling(c.cash, nation)) {
    return `up to ${moneyText(c.maxPrice)}, what ${moneyText(c.cash)} of cash buys with a ${100 - DEFAULT_ASSUMPTIONS.mortgageLtvPercent}% deposit, fees and ${cashTaxWords(nation)} as an additional property`;
  }
  if (c.maxPrice !== undefined) return `under ${moneyText(c.maxPrice)}`;
  if (c.minPrice !== undefined) return `over ${moneyText(c.minPrice)}`;
  return undefined;
}

function yieldWords(c: SearchCriteria): string | undefined {
  if (c.minYield !== undefined && c.maxYield !== undefined) {
    return `a gross yield between ${ratePercent(c.minYield)} and ${ratePercent(c.maxYield)}`;
  }
  if (c.minYield !== undefined) return `a gross yield of at least ${ratePercent(c.minYield)}`;
  if (c.maxYield !== undefined) return `a gross yield of at most ${ratePercent(c.maxYield)}`;
  return undefined;
}

/** The valuation and Price Paid filters, in words. */
function filterWords(c: SearchCriteria): string[] {
  const out: string[] = [];
  if (c.belowMarketValue) out.push("a price below the area's average");
  if (c.cashFlowPositive) out.push("positive cash flow");
  return out;
}

/**
 * The order, in words. "High yield" sets no minimum (only a stated yield does), so it is said as
 * the order it is, never as "high-yield properties" (decision 105).
 */
function sortWords(c: SearchCriteria): string | undefined {
  if (c.sort === "score") return "best deal score first";
  if (c.sort === "yield-desc") return "highest yield first";
  if (c.sort === "roi-desc") return c.cashFlowOrder ? "highest ROI first (ROI is the first year's cash flow ÷ the cash put in)" : "highest ROI first";
  if (c.sort === "price-asc" && !c.cheap) return "cheapest first";
  return undefined;
}

/** Plain English, lower-case start, no full stop: "3-bed houses in Salford under £200,000 …". */
export function describeCriteria(c: SearchCriteria): string {
  if (Object.values(c).every((v) => v === undefined)) return "all properties";
  const words: string[] = [];
  if (c.cheap) words.push("cheap");
  if (c.newBuild === true) words.push("new-build");
  if (c.newBuild === false) words.push("older (not new-build)");
  if (c.tenure) words.push(c.tenure);
  const beds = bedroomWords(c);
  if (beds) words.push(beds);
  words.push(typeWords(c));

  let out = words.join(" ");
  if (c.location) out += ` in ${c.location}`;
  const price = priceWords(c);
  if (price) out += ` ${price}`;

  const withs = [yieldWords(c), c.minRoi !== undefined ? `an ROI of at least ${ratePercent(c.minRoi)}` : undefined, ...filterWords(c)];
  const present = withs.filter((w): w is string => w !== undefined);
  if (present.length) out += ` with ${present.length > 1 ? `${present.slice(0, -1).join(", ")} and ${present[present.length - 1]}` : present[0]}`;

  const sort = sortWords(c);
  if (sort) out += `, ${sort}`;
  return out;
}

/**
 * Each criterion the search used, as a short phrase: ["Leeds or Bradford", "houses",
 * "under £150,000", "2- to 3-bed", …] (decision 051).
 */
export function usedCriteria(c: SearchCriteria): string[] {
  const out: string[] = [];
  if (c.location) out.push(c.place || c.places ? c.location : `${c.location} (by name)`);
  if (c.propertyType || c.propertyKind) out.push(typeWords(c));
  const beds = bedroomCount(c);
  if (beds) out.push(beds);
  const price = priceWords(c);
  if (price) out.push(price);
  const y = yieldWords(c);
  if (y) out.push(y);
  if (c.minRoi !== undefined) out.push(`an ROI of at least ${ratePercent(c.minRoi)}`);
  out.push(...filterWords(c));
  if (c.newBuild === true) out.push("new builds only");
  if (c.newBuild === false) out.push("no new builds");
  if (c.tenure) out.push(c.tenure);
  if (c.cheap) out.push("cheap");
  const sort = sortWords(c);
  if (sort) out.push(sort);
  return out;
}

function moneyText(n: number): string {
  return formatPounds(n, { pence: true });
}
