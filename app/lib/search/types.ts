/**
 * What a search asks for (the criteria), the places it can name, and the spec's fixed lists
 * (spec section 5). Pure types and constants: every other module of `app/lib/search` uses them.
 */
import type { TaxNation } from "../property-tax-rates";

export type DealType = "Apartment" | "House" | "Commercial";
export type PropertyKind = "detached" | "semi-detached" | "terraced" | "flat" | "other";

export interface Place {
  kind:
    | "town"
    | "district"
    | "local-authority"
    | "postcode-district"
    | "postcode-area"
    | "county"
    | "region"
    | "locality";
  /** Display name, e.g. "Newcastle upon Tyne", "SW19", "the North East", "Wimbledon". */
  name: string;
  /**
   * Value the DB filters on: the town/district/county text as stored, an LA code, a postcode
   * district, an English region's E12 code, or a locality as written in the addresses.
   */
  key: string;
  /**
   * The postcode districts a town or locality is narrowed to, where its name is shared by places
   * far apart and one of them was asked for ("Richmond, North Yorkshire": DL10; decision 152).
   */
  within?: string[];
}

/** One of the places a shared name stands for, and how many deals a search there can list (decision 152). */
export interface PlacePart {
  /** The place narrowed to its postcode districts, named to tell it apart: "Richmond, North Yorkshire". */
  place: Place;
  deals: number;
}

export interface Gazetteer {
  /** Any spelling of a known place name ("Newcastle-upon-Tyne", "sw19") → the place. */
  lookup(text: string): Place | undefined;
  /** The normalised (lower-case, punctuation-free) names the gazetteer knows. */
  readonly names: Iterable<string>;
  /**
   * The other post town a name is also, where `lookup` gives the one people mean by it
   * ("Newcastle": Newcastle upon Tyne, and Newcastle-under-Lyme's post town NEWCASTLE); decision 161.
   */
  alsoNamed?(text: string): Place | undefined;
  /**
   * The nation a place named by text (a town, district, county or locality) lies in, where the
   * gazetteer's owner knows it (the server: the council of most of its sales). A place keyed by
   * a code or postcode needs no lookup (decision 100).
   */
  nationOf?(place: Place): TaxNation | null;
  /**
   * The postcode districts a town's "city centre" is read as, where the gazetteer's owner knows
   * them (the server: decision 121); null where the data marks no centre for it.
   */
  centreOf?(place: Place): Place[] | null;
  /**
   * The places far apart that a town's or locality's name stands for, largest first, where the
   * gazetteer's owner knows them (the server: decision 152); null where the name is one place.
   */
  partsOf?(place: Place): readonly PlacePart[] | null;
  /**
   * The place a qualifier after a shared name asks for ("Richmond, North Yorkshire"): the part, or
   * parts, nearest the qualifier; the place itself when the qualifier is near all of them; null when
   * it is near none, or the place's name is not shared (decision 153).
   */
  narrow?(place: Place, qualifier: Place): Place | null;
  /**
   * Where a place lies beside a wider place named after it ("Leeds, West Yorkshire": "in";
   * "Manchester, Lancashire": "near"; "Leeds, Surrey": "apart"), where the gazetteer's owner knows
   * (the server: decisions 160, 167); null when it cannot tell (neither holds sales).
   */
  liesIn?(place: Place, area: Place): Lying | null;
  /**
   * Whether every postcode district holding a place's sales holds the area's too ("Camden" in
   * "London": decision 189); false when either holds no sales.
   */
  within?(place: Place, area: Place): boolean;
}

/**
 * Where a place lies beside an area (decisions 160, 167): among the area's postcode districts
 * ("in"), within 25 km of them ("near"), or further ("apart").
 */
export type Lying = "in" | "near" | "apart";

export type Tenure = "freehold" | "leasehold";

export interface SearchCriteria {
  location?: string;
  /** The first (or only) place named; `places` holds every one when several are ("Leeds or Bradford"). */
  place?: Place;
  /** Several places, any of which matches; set only when more than one is named. */
  places?: Place[];
  propertyType?: DealType;
  propertyKind?: PropertyKind;
  minPrice?: number;
  maxPrice?: number;
  /** Cash to invest ("I have £60k saved"); `maxPrice` is then what it buys (decision 096). */
  cash?: number;
  /** The nation whose purchase tax that ceiling assumed: the places' when all are in Wales, else England (decision 100). */
  cashNation?: "england" | "wales";
  minYield?: number;
  minRoi?: number;
  maxYield?: number;
  bedrooms?: number;
  minBedrooms?: number;
  maxBedrooms?: number;
  /** Sold for less than the area's average price (the valuation's priceVsArea.ratio < 1). */
  belowMarketValue?: boolean;
  /** A positive annual cash flow in the valuation. */
  cashFlowPositive?: boolean;
  /** Price Paid's new-build flag, as stored in the valuation. */
  newBuild?: boolean;
  tenure?: Tenure;
  sort?: "score" | "price-asc" | "yield-desc" | "roi-desc";
  /** Ranking by cash flow was asked for: the order is ROI's, the first year's cash flow on the cash put in (decision 105). */
  cashFlowOrder?: boolean;
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

