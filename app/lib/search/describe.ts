/** Search criteria in plain English, for summaries and the chat ("3-bed houses in Salford …"). */
import { formatPounds, ratePercent } from "../format";
import type { SearchCriteria } from "./types";

/** Plain English, lower-case start, no full stop: "3-bed houses in Salford under £200,000 …". */
export function describeCriteria(c: SearchCriteria): string {
  const words: string[] = [];
  if (c.cheap) words.push("cheap");
  if (c.highYield) words.push("high-yield");
  if (c.bedrooms === 0) words.push("studio");
  else if (c.bedrooms !== undefined) words.push(`${c.bedrooms}-bed`);
  else if (c.minBedrooms !== undefined) words.push(`${c.minBedrooms}+ bed`);

  if (c.propertyType === "Apartment") words.push("apartments");
  else if (c.propertyType === "House") {
    if (c.propertyKind && c.propertyKind !== "flat" && c.propertyKind !== "other") words.push(c.propertyKind);
    words.push("houses");
  } else if (c.propertyType === "Commercial") words.push("commercial properties");
  else if (c.propertyKind === "flat") words.push("flats");
  else if (c.propertyKind && c.propertyKind !== "other") words.push(`${c.propertyKind} properties`);
  else words.push("properties");

  if (Object.values(c).every((v) => v === undefined)) return "all properties";

  let out = words.join(" ");
  if (c.location) out += ` in ${c.location}`;
  if (c.minPrice !== undefined && c.maxPrice !== undefined) {
    out += ` between ${moneyText(c.minPrice)} and ${moneyText(c.maxPrice)}`;
  } else if (c.maxPrice !== undefined) out += ` under ${moneyText(c.maxPrice)}`;
  else if (c.minPrice !== undefined) out += ` over ${moneyText(c.minPrice)}`;

  const withs: string[] = [];
  if (c.minYield !== undefined) withs.push(`a gross yield of at least ${ratePercent(c.minYield)}`);
  if (c.minRoi !== undefined) withs.push(`an ROI of at least ${ratePercent(c.minRoi)}`);
  if (withs.length) out += ` with ${withs.join(" and ")}`;

  const sortText =
    c.sort === "score"
      ? "best deal score first"
      : c.sort === "yield-desc" && !c.highYield
        ? "highest yield first"
        : c.sort === "roi-desc"
          ? "highest ROI first"
          : c.sort === "price-asc" && !c.cheap
            ? "cheapest first"
            : undefined;
  if (sortText) out += `, ${sortText}`;
  return out;
}

function moneyText(n: number): string {
  return formatPounds(n, { pence: true });
}
