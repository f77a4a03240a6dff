/**
 * The reference data held in memory while deals are built: postcode → place, local authority →
 * rents, UK HPI series and average price. Loaded from the database once per import (a few tens
 * of milliseconds), so valuing a row never queries the database.
 */
import type { Db } from "../../app/server/db.server";
import { titleCasePlace, normalisePlaceName } from "../../app/lib/search/gazetteer";
import type { BedroomsEstimate, Nation, PropertyKind, RentCategory, RentFigures, ValuationInput } from "../../app/lib/valuation";
import { addMonths, monthName } from "../../app/lib/valuation/dates";
import { brmaForCouncil } from "./rental-areas";

/**
 * Codes that changed in the data's lifetime: the postcode centroids use the 2024 codes for
 * Barnsley and Sheffield, the rents file and local-authorities.csv the earlier ones.
 */
export const LA_CODE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  E08000038: ["E08000016"], // Barnsley
  E08000016: ["E08000038"],
  E08000039: ["E08000019"], // Sheffield
  E08000019: ["E08000039"],
};

/**
 * Unitary authorities created in 2021–2023 that the 2022-23 rents file still splits into the old
 * districts. Each lies wholly within one old county that the file does give, so that county's
 * medians are used (counted as an area wider than the local authority, like a region).
 */
export const SUCCESSOR_COUNTIES: Readonly<Record<string, string>> = {
  E06000061: "E10000021", // North Northamptonshire → Northamptonshire
  E06000062: "E10000021", // West Northamptonshire → Northamptonshire
  E06000063: "E10000006", // Cumberland → Cumbria
  E06000064: "E10000006", // Westmorland and Furness → Cumbria
  E06000065: "E10000023", // North Yorkshire (UA) → North Yorkshire (county)
  E06000066: "E10000027", // Somerset (UA) → Somerset (county)
};

const NATIONS: Readonly<Record<string, Nation>> = {
  E: "england",
  W: "wales",
  S: "scotland",
  N: "northern-ireland",
};

const NATION_HPI_AREA: Readonly<Record<Nation, string>> = {
  england: "England",
  wales: "Wales",
  scotland: "Scotland",
  "northern-ireland": "Northern Ireland",
};

/** Nation from the first letter of a GSS code (E England, W Wales, S Scotland, N Northern Ireland). */
export function nationOf(code: string | null | undefined): Nation | null {
  return code ? (NATIONS[code.charAt(0).toUpperCase()] ?? null) : null;
}

const POSTCODE_RE = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;

/** "bl0 0ag", "BL00AG" → { postcode: "BL0 0AG", district: "BL0", sector: "BL0 0" }; null if not a postcode. */
export function parsePostcode(value: string | null | undefined): { postcode: string; district: string; sector: string } | null {
  if (!value) return null;
  const m = POSTCODE_RE.exec(value.toUpperCase().replace(/\s+/g, ""));
  if (!m) return null;
  const outward = m[1]!;
  const inward = m[2]!;
  return { postcode: `${outward} ${inward}`, district: outward, sector: `${outward} ${inward.charAt(0)}` };
}

/** "Bristol, City of" → "Bristol"; "County Durham" stays. */
export function displayLaName(name: string): string {
  const suffix = /^(.*),\s*(City|County|City and County) of$/i.exec(name.trim());
  return (suffix?.[1] ?? name).trim().replace(/\s+UA$/, "");
}

/** Keys a local-authority name is known by (for the Land Registry `district` column). */
function laNameKeys(name: string): string[] {
  const display = displayLaName(name);
  const keys = new Set([normalisePlaceName(name), normalisePlaceName(display)]);
  keys.add(normalisePlaceName(`city of ${display}`));
  keys.add(normalisePlaceName(`county of ${display}`));
  return [...keys].filter(Boolean);
}

export interface Place {
  laCode: string | null;
  lat: number | null;
  lon: number | null;
  /** Where the position came from. */
  by: "postcode-sector" | "postcode-district" | null;
  /** Where the local authority came from. */
  laBy: "district-name" | "postcode-sector" | "postcode-district" | null;
}

export interface RentsFound {
  rents: NonNullable<ValuationInput["rents"]>;
  /** For a sentence: "Bury", "the North West", "Cumbria (county)". */
  phrase: string;
}

export interface HpiFound {
  hpi: NonNullable<ValuationInput["hpi"]>;
  /** For a sentence: "the North West", "London", "Wales". */
  phrase: string;
  /** The month whose index was used for the sale (the latest, if the sale is newer). */
  monthAtSale: string;
  /** The sale is after the last month of the index: value today = price paid. */
  saleAfterLatest: boolean;
  /** The month's index was worked back from the next year's annual change (`extendBackOneYear`). */
  derivedMonth: boolean;
}

/**
 * The shipped UK HPI file starts in January 2011 (`npm run data:update` takes it from 1995), but
 * Price Paid runs from 1995 (the shipped SW19 file from 2010). Each of the file's first twelve
 * months carries its annual change, which the ONS computes from the index a year earlier, so that
 * index is `index ÷ (1 + change)`: the year before the file is recovered from the file itself (to
 * its rounding, about 0.1%). Derived months are marked, so a deal's description can say so.
 */
export function extendBackOneYear(series: HpiSeries, annualChange: Map<string, number>) {
  const firstTwelve = [...series.byMonth.keys()].filter((m) => m < addMonths(series.first, 12));
  for (const month of firstTwelve) {
    const change = annualChange.get(month);
    const before = addMonths(month, -12);
    if (change === undefined || change <= -100 || series.byMonth.has(before)) continue;
    series.byMonth.set(before, Math.round((series.byMonth.get(month)! / (1 + change / 100)) * 100) / 100);
    series.derived.add(before);
    if (before < series.first) series.first = before;
  }
}

/** A bedroom count is "common" for a type in an area when it holds at least this share of its homes. */
export const COMMON_SHARE = 0.25;

interface CurrentRents {
  name: string;
  grain: string;
  period: string;
  provisional: boolean;
  medians: Partial<Record<RentCategory, number>>;
}

export interface HpiSeries {
  name: string;
  byMonth: Map<string, number>;
  /** Months before the file's first, worked back from the next year's annual change. */
  derived: Set<string>;
  first: string;
  latest: string;
  latestIndex: number;
}

/** "NORTH WEST" → "North West" (as the UK HPI writes it), for use in a sentence. */
function regionPhrase(name: string): string {
  const article = /^(north|south|east|west)/i.test(name) && !/^(north(ern)? ireland)$/i.test(name);
  return article ? `the ${name}` : name;
}

export class ReferenceData {
  private readonly sectors = new Map<string, { laCode: string | null; lat: number; lon: number }>();
  private readonly districts = new Map<string, { laCode: string | null; lat: number; lon: number }>();
  /** Postcode district → the main local authorities of its sectors. */
  private readonly districtLas = new Map<string, Set<string>>();
  private readonly laNames = new Map<string, string>();
  private readonly laByName = new Map<string, string>();
  /** area code → category → median, and the area's name and period. */
  private readonly rentAreas = new Map<string, { name: string; period: string; medians: Partial<Record<RentCategory, number>> }>();
  private readonly regions = new Map<string, { code: string; name: string }>();
  private readonly hpiSeries = new Map<string, HpiSeries>();
  private readonly hpiLa = new Map<string, { areaName: string; price: number; period: string }>();
  /** PIPR average rents: area code → the newest month held. */
  private readonly currentRents = new Map<string, CurrentRents>();
  /** VOA stock: area code → kind → dwellings with 1..6 bedrooms (null = suppressed). */
  private readonly stock = new Map<string, { name: string; asAt: string; kinds: Map<string, (number | null)[]> }>();

  /**
   * Reads every table in one read transaction, so an import committing meanwhile (from another
   * process: `npm run data:update` beside the server) is seen whole or not at all, and the two
   * UK HPI tables are read at the same month (decision 099).
   */
  static load(db: Db): ReferenceData {
    return db.$client.transaction(() => ReferenceData.read(db))();
  }

  private static read(db: Db): ReferenceData {
    const ref = new ReferenceData();
    const c = db.$client;
    type Centroid = { key: string; la_code: string | null; lat: number; lon: number };
    for (const r of c.prepare("SELECT sector AS key, la_code, lat, lon FROM postcode_sectors").all() as Centroid[]) {
      ref.sectors.set(r.key, { laCode: r.la_code || null, lat: r.lat, lon: r.lon });
      const district = r.key.split(" ")[0]!;
      if (r.la_code) {
        let set = ref.districtLas.get(district);
        if (!set) ref.districtLas.set(district, (set = new Set()));
        set.add(r.la_code);
      }
    }
    for (const r of c.prepare("SELECT district AS key, la_code, lat, lon FROM postcode_districts").all() as Centroid[]) {
      ref.districts.set(r.key, { laCode: r.la_code || null, lat: r.lat, lon: r.lon });
    }
    for (const r of c.prepare("SELECT code, name FROM local_authorities").all() as { code: string; name: string }[]) {
      ref.laNames.set(r.code, r.name);
      for (const key of laNameKeys(r.name)) if (!ref.laByName.has(key)) ref.laByName.set(key, r.code);
    }
    type Rent = { area_code: string; area_name: string; bedroom_category: string; median: number | null; period: string | null };
    for (const r of c.prepare("SELECT area_code, area_name, bedroom_category, median, period FROM rents").all() as Rent[]) {
      let area = ref.rentAreas.get(r.area_code);
      if (!area) {
        area = { name: r.area_name, period: r.period ?? "unknown period", medians: {} };
        ref.rentAreas.set(r.area_code, area);
      }
      if (r.median !== null && r.median > 0) area.medians[r.bedroom_category as RentCategory] = r.median;
    }
    type Region = { area_code: string; region_code: string; region_name: string };
    for (const r of c.prepare("SELECT area_code, region_code, region_name FROM area_regions").all() as Region[]) {
      ref.regions.set(r.area_code, { code: r.region_code, name: r.region_name });
    }
    type Month = { area_name: string; month: string; index: number; annual_change: number | null };
    const months = c
      .prepare('SELECT area_name, month, "index", annual_change FROM hpi_regions_monthly ORDER BY month')
      .all() as Month[];
    const annual = new Map<string, Map<string, number>>();
    for (const r of months) {
      const key = r.area_name.toLowerCase();
      let series = ref.hpiSeries.get(key);
      if (!series) {
        series = { name: r.area_name, byMonth: new Map(), derived: new Set(), first: r.month, latest: r.month, latestIndex: r.index };
        ref.hpiSeries.set(key, series);
        annual.set(key, new Map());
      }
      series.byMonth.set(r.month, r.index);
      if (r.annual_change !== null) annual.get(key)!.set(r.month, r.annual_change);
      series.latest = r.month;
      series.latestIndex = r.index;
    }
    for (const [key, series] of ref.hpiSeries) extendBackOneYear(series, annual.get(key)!);
    type HpiLa = { area_code: string; area_name: string; average_price: number; period: string };
    for (const r of c.prepare("SELECT area_code, area_name, average_price, period FROM hpi_local_authorities").all() as HpiLa[]) {
      ref.hpiLa.set(r.area_code, { areaName: r.area_name, price: r.average_price, period: r.period });
    }
    type Current = {
      area_code: string; area_name: string; grain: string; period: string; provisional: number;
      rent_all: number | null; rent_1bed: number | null; rent_2bed: number | null; rent_3bed: number | null; rent_4plus: number | null;
    };
    for (const r of c.prepare("SELECT * FROM current_rents ORDER BY period").all() as Current[]) {
      const medians: Partial<Record<RentCategory, number>> = {};
      const put = (cat: RentCategory, v: number | null) => {
        if (v !== null && v > 0) medians[cat] = v;
      };
      put("One Bedroom", r.rent_1bed);
      put("Two Bedrooms", r.rent_2bed);
      put("Three Bedrooms", r.rent_3bed);
      put("Four or more Bedrooms", r.rent_4plus);
      put("All categories", r.rent_all);
      // Ordered by period: a newer month replaces an older one.
      ref.currentRents.set(r.area_code, { name: r.area_name, grain: r.grain, period: r.period, provisional: r.provisional === 1, medians });
    }
    type Stock = { area_code: string; area_name: string; kind: string; as_at: string | null } & Record<`beds_${1 | 2 | 3 | 4 | 5 | 6}`, number | null>;
    for (const r of c.prepare("SELECT * FROM bedroom_stock").all() as Stock[]) {
      let area = ref.stock.get(r.area_code);
      if (!area) ref.stock.set(r.area_code, (area = { name: r.area_name, asAt: r.as_at ?? "", kinds: new Map() }));
      area.kinds.set(r.kind, [r.beds_1, r.beds_2, r.beds_3, r.beds_4, r.beds_5, r.beds_6]);
    }
    return ref;
  }

  /** True when nothing has been loaded (no reference data imported yet). */
  get isEmpty(): boolean {
    return this.rentAreas.size === 0 || this.sectors.size + this.districts.size === 0;
  }

  /** The code and its known aliases. */
  private codes(code: string): string[] {
    return [code, ...(LA_CODE_ALIASES[code] ?? [])];
  }

  private first<T>(map: Map<string, T>, code: string): T | undefined {
    for (const c of this.codes(code)) {
      const v = map.get(c);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  /**
   * Where a property is. Position: its postcode sector's centroid, else its district's. Local
   * authority: the one named (Land Registry's `district` is the property's own authority), else
   * the main authority of its postcode sector, else of its postcode district. A sector can
   * straddle a boundary (BL0 0, Ramsbottom, is 66% Rossendale though Peel Brow is in Bury).
   * With `nameIsHint` (a town from a listing's address) the name is used only if the postcode
   * district has a sector mainly in that authority.
   */
  locate(postcode: string | null, laName?: string | null, { nameIsHint = false } = {}): Place {
    const pc = parsePostcode(postcode);
    const sector = pc ? this.sectors.get(pc.sector) : undefined;
    const district = pc ? this.districts.get(pc.district) : undefined;
    let named = laName ? this.laByName.get(normalisePlaceName(laName)) : undefined;
    // A name from free text (a listing's address) counts only where the postcode agrees: some
    // sector of its postcode district must be mainly in that authority.
    if (named && nameIsHint) {
      const las = pc ? this.districtLas.get(pc.district) : undefined;
      if (!las || !this.codes(named).some((c) => las.has(c))) named = undefined;
    }
    const position = sector ?? district;
    const by = sector ? "postcode-sector" : district ? "postcode-district" : null;
    let laCode: string | null = null;
    let laBy: Place["laBy"] = null;
    if (named) [laCode, laBy] = [named, "district-name"];
    else if (sector?.laCode) [laCode, laBy] = [sector.laCode, "postcode-sector"];
    else if (district?.laCode) [laCode, laBy] = [district.laCode, "postcode-district"];
    return { laCode: laCode && this.canonical(laCode), lat: position?.lat ?? null, lon: position?.lon ?? null, by, laBy };
  }

  /** The code as `local_authorities` has it (the centroids use newer codes for two LAs). */
  canonical(code: string): string {
    if (this.laNames.has(code)) return code;
    return (LA_CODE_ALIASES[code] ?? []).find((alias) => this.laNames.has(alias)) ?? code;
  }

  /** The local authority's name for a sentence ("Bury", "Bristol"), or null. */
  laName(code: string): string | null {
    const name = this.first(this.laNames, code);
    if (name) return displayLaName(name);
    const rents = this.first(this.rentAreas, code);
    return rents ? displayLaName(rents.name) : null;
  }

  /** The region (E12 code and name as in the rents file) an English area belongs to. */
  regionOf(code: string): { code: string; name: string } | null {
    const direct = this.first(this.regions, code);
    if (direct) return direct;
    const county = SUCCESSOR_COUNTIES[code];
    return county ? (this.regions.get(county) ?? null) : null;
  }

  /**
   * Rent figures for a local authority (docs/decisions/035), first found of: the PIPR average for
   * the LA (May 2026, else July 2025); for Scotland and Northern Ireland the PIPR average for the
   * council's rental area (BRMA); the 2022-23 ONS/VOA median for the LA or its old county; the
   * PIPR average for its region (England) or country; the 2022-23 median for its region.
   */
  rentsFor(code: string): RentsFound | null {
    const laName = this.laName(code);
    const own = this.first(this.currentRents, code);
    if (own) return this.piprFound(own, "local-authority", laName ?? displayLaName(own.name));
    const brmaCode = brmaForCouncil(code);
    const brma = brmaCode ? this.currentRents.get(brmaCode) : undefined;
    if (brma) {
      const name = `${brma.name.replace(/\s*BRMA$/i, "")} rental area`;
      return this.piprFound(brma, "brma", name, `${name} (Broad Rental Market Area) for ${laName ?? code}`);
    }
    const old = this.oldRentsFor(code, { areaOnly: true });
    if (old) return old;
    const region = nationOf(code) === "england" ? this.regionOf(code) : null;
    const regionRents = region ? this.currentRents.get(region.code) : undefined;
    if (region && regionRents) {
      const name = this.hpiSeries.get(region.name.toLowerCase())?.name ?? regionRents.name;
      return this.piprFound(regionRents, "region", name, undefined, regionPhrase(name));
    }
    const nation = nationOf(code);
    const countryCode = nation === "england" ? "E92000001" : nation === "wales" ? "W92000004" : null;
    const country = countryCode ? this.currentRents.get(countryCode) : undefined;
    if (country) return this.piprFound(country, "country", country.name);
    return this.oldRentsFor(code, { areaOnly: false });
  }

  private piprFound(r: CurrentRents, level: RentFigures["level"], areaName: string, note?: string, phrase?: string): RentsFound {
    const sourceLabel = `ONS Price Index of Private Rents, ${monthName(r.period)}${r.provisional ? " (provisional)" : ""}`;
    return {
      rents: {
        areaName,
        level,
        medians: r.medians,
        period: r.period,
        source: "ons-pipr",
        sourceLabel,
        periodMonth: r.period,
        ...(note ? { note } : {}),
      },
      phrase: phrase ?? areaName,
    };
  }

  /** The 2022-23 ONS/VOA medians: the LA's, else its old county's; with `areaOnly` false, also its region's. */
  private oldRentsFor(code: string, { areaOnly }: { areaOnly: boolean }): RentsFound | null {
    const own = this.first(this.rentAreas, code);
    if (own && Object.keys(own.medians).length > 0) {
      const name = this.laName(code) ?? displayLaName(own.name);
      return { rents: { areaName: name, level: "local-authority", medians: own.medians, period: own.period }, phrase: name };
    }
    const countyCode = SUCCESSOR_COUNTIES[code];
    const county = countyCode ? this.rentAreas.get(countyCode) : undefined;
    if (county && Object.keys(county.medians).length > 0) {
      const name = `${county.name} (county)`;
      return { rents: { areaName: name, level: "county", medians: county.medians, period: county.period }, phrase: name };
    }
    if (areaOnly) return null;
    const region = this.regionOf(code);
    const regionRents = region ? this.rentAreas.get(region.code) : undefined;
    if (region && regionRents && Object.keys(regionRents.medians).length > 0) {
      const name = this.hpiSeries.get(region.name.toLowerCase())?.name ?? titleCasePlace(region.name);
      return {
        rents: { areaName: name, level: "region", medians: regionRents.medians, period: regionRents.period },
        phrase: regionPhrase(name),
      };
    }
    return null;
  }

  /**
   * The likely bedroom count of a `kind` in the LA from the VOA stock (docs/decisions/038): the
   * most common count there, and every count holding ≥ 25% of that type's homes with a known
   * count. The LA's own figures are used when its 1–4 bedroom cells are all published; else its
   * region's (England), else its nation's, else England and Wales'. A Scottish or Northern Irish
   * place has no stock figures (the VOA lists England and Wales), so it gets none: the valuation
   * then states its fixed assumption rather than England and Wales' most common count.
   */
  bedroomsFor(code: string | null, kind: PropertyKind): BedroomsEstimate | null {
    if (kind === "other") return null;
    const candidates: { code: string; basis: BedroomsEstimate["basis"] }[] = [];
    if (code) {
      for (const c of this.codes(code)) candidates.push({ code: c, basis: "local-authority" });
      const nation = nationOf(code);
      const region = nation === "england" ? this.regionOf(code) : null;
      if (region) candidates.push({ code: region.code, basis: "region" });
      if (nation === "england") candidates.push({ code: "E92000001", basis: "country" });
      if (nation === "wales") candidates.push({ code: "W92000004", basis: "country" });
    }
    if (!code || nationOf(code) === "england" || nationOf(code) === "wales") candidates.push({ code: "K04000001", basis: "country" });
    for (const { code: c, basis } of candidates) {
      const area = this.stock.get(c);
      const beds = area?.kinds.get(kind);
      if (!area || !beds || beds.slice(0, 4).some((n) => n === null)) continue;
      const known = beds.reduce<number>((sum, n) => sum + (n ?? 0), 0);
      if (known <= 0) continue;
      let best = 0;
      beds.forEach((n, i) => {
        if ((n ?? 0) > (beds[best] ?? 0)) best = i;
      });
      const common = beds.flatMap((n, i) => ((n ?? 0) / known >= COMMON_SHARE ? [i + 1] : []));
      if (!common.includes(best + 1)) common.push(best + 1);
      return {
        count: best + 1,
        share: Math.round(((beds[best] ?? 0) / known) * 1000) / 1000,
        common: common.sort((x, y) => x - y),
        basis,
        areaName: basis === "local-authority" ? (this.laName(c) ?? displayLaName(area.name)) : area.name,
        asAt: area.asAt,
      };
    }
    return null;
  }

  /** The UK HPI series for the LA: its English region, else its nation. */
  private seriesFor(code: string): HpiSeries | null {
    const nation = nationOf(code);
    if (!nation) return null;
    if (nation === "england") {
      const region = this.regionOf(code);
      const series = region ? this.hpiSeries.get(region.name.toLowerCase()) : undefined;
      if (series) return series;
    }
    return this.hpiSeries.get(NATION_HPI_AREA[nation].toLowerCase()) ?? null;
  }

  /**
   * The index at the month of sale and now. A sale after the index's last month uses the last
   * month (value today = price paid); one before its first month, or in a gap, gets null.
   */
  hpiFor(code: string, saleDate: string): HpiFound | null {
    const series = this.seriesFor(code);
    if (!series) return null;
    const saleMonth = saleDate.slice(0, 7);
    if (saleMonth < series.first) return null;
    const saleAfterLatest = saleMonth > series.latest;
    const monthAtSale = saleAfterLatest ? series.latest : saleMonth;
    const indexAtSale = series.byMonth.get(monthAtSale);
    if (indexAtSale === undefined) return null;
    return {
      hpi: { region: series.name, indexAtSale, indexNow: series.latestIndex, periodNow: series.latest },
      phrase: regionPhrase(series.name),
      monthAtSale,
      saleAfterLatest,
      derivedMonth: series.derived.has(monthAtSale),
    };
  }

  /** The first month of the UK HPI series used for this LA (to explain a sale left unindexed). */
  hpiFirstMonth(code: string): string | null {
    return this.seriesFor(code)?.first ?? null;
  }

  /** UK HPI average price of the local authority. */
  areaAverage(code: string): ValuationInput["areaAveragePrice"] {
    const found = this.first(this.hpiLa, code);
    return found ? { ...found } : null;
  }
}
