/**
 * What a search asks for (the criteria), the places it can name, and the spec's fixed lists
 * (spec section 5). Pure types and constants: every other module of `app/lib/search` uses them.
 */

export type DealType = "Apartment" | "House" | "Commercial";
export type PropertyKind = "detached" | "semi-detached" | "terraced" | "flat" | "other";

export interface Place {
  kind: "town" | "district" | "local-authority" | "postcode-district" | "postcode-area";
  /** Display name, e.g. "Newcastle upon Tyne", "SW19". */
  name: string;
  /** Value the DB filters on: the town/district text as stored, an LA code, a postcode district. */
  key: string;
}

export interface Gazetteer {
  /** Any spelling of a known place name ("Newcastle-upon-Tyne", "sw19") → the place. */
  lookup(text: string): Place | undefined;
  /** The normalised (lower-case, punctuation-free) names the gazetteer knows. */
  readonly names: Iterable<string>;
}

export interface SearchCriteria {
  location?: string;
  place?: Place;
  propertyType?: DealType;
  propertyKind?: PropertyKind;
  minPrice?: number;
  maxPrice?: number;
  minYield?: number;
  minRoi?: number;
  bedrooms?: number;
  minBedrooms?: number;
  sort?: "score" | "price-asc" | "yield-desc" | "roi-desc";
  cheap?: boolean;
  highYield?: boolean;
}

/** Spec section 5, in the spec's order. */
export const RECOGNISED_CITIES: readonly string[] = [
  "London",
  "Manchester",
  "Birmingham",
  "Leeds",
  "Liverpool",
  "Bristol",
  "Edinburgh",
  "Glasgow",
  "Cardiff",
  "Belfast",
  "Nottingham",
  "Sheffield",
  "Newcastle",
  "Leicester",
  "Coventry",
  "Bradford",
  "Southampton",
  "Brighton",
  "Plymouth",
  "Reading",
  "Oxford",
  "Cambridge",
  "York",
];

/** The cities the spec's base rules extract as the location criterion. */
export const EXTRACTED_CITIES: readonly string[] = RECOGNISED_CITIES.slice(0, 6);

/** Spec section 8: the text of an empty search result. */
export const NO_RESULTS_MESSAGE =
  "I couldn't find any properties matching your criteria. Try adjusting your search.";

