/**
 * The postcodes a search for a locality reads (decision 135), worked out once per import from the
 * sales the gazetteer reads anyway.
 *
 * A locality is the sales whose address names it (`full_address like '%, Merton Park, %'`), the
 * other sales of the postcode sectors and postcodes given to it (decisions 121 and 127), all
 * within the postcode districts of the sales that name it. No index can seek the address match,
 * so it read every sale of those districts: all 13,000 of SW19 for Southfields' 11 postcodes.
 * Here each locality becomes the postcodes that hold its sales, which the postcode index seeks,
 * and the few of those postcodes where only some sales are its, where each sale is still checked
 * the old way. A search finds exactly the sales it found before.
 */

/** Where a locality's sales are, as decisions 121 and 127 define them (`localitiesOf`). */
export type LocalityArea = {
  /** The postcode districts of the sales that name it; null when one of those has none. */
  districts: string[] | null;
  /** The postcode sectors ("M21 0") where it is the place the addresses name most. */
  sectors: string[];
  /** The postcodes ("SW19 3BE") outside those sectors where a sale names it and none names another. */
  postcodes: string[];
};

/**
 * The sales of a locality, by postcode:
 * - `postcodes`: every postcode holding one of its sales, in order;
 * - `checked`: those of them where some sales are not its (one names it and the others do not),
 *   so each sale there is checked by its address as before;
 * - `noPostcode`: whether a sale with no postcode is its (found by its address, as before).
 */
export type LocalityPostcodes = { postcodes: string[]; checked: string[]; noPostcode: boolean };

export type LocalitySale = { address: string | null; postcode: string | null; district: string | null };

/** ASCII letters in lower case: SQLite's LIKE ignores their case, and compares other letters as they are. */
function likeCase(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/**
 * An address's parts, as `likeCase` writes them. `like '%, Name, %'` finds a name with no ", ",
 * "%" or "_" in it exactly when it is one of the parts between two ", " (the separators never
 * overlap): all but the first and the last.
 */
function partsOf(address: string | null): string[] {
  return address ? likeCase(address).split(", ") : [];
}

/** The sector SQL's `substr(postcode, 1, length(postcode) - 2)` reads: all but the last two characters. */
export function sectorOf(postcode: string): string {
  return postcode.slice(0, Math.max(0, postcode.length - 2));
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Each locality's postcodes, or null for a name with a LIKE wildcard ("%" or "_") in it, which is
 * searched by its address match as before.
 */
export function localityPostcodes(sales: LocalitySale[], areas: Map<string, LocalityArea>): Map<string, LocalityPostcodes | null> {
  const wanted = new Set([...areas.keys()].map(likeCase));
  const atPostcode = new Map<string, LocalitySale[]>();
  const withoutPostcode: LocalitySale[] = [];
  const inSector = new Map<string, string[]>();
  /** The postcodes of the sales naming each name, by `likeCase`. */
  const namedAt = new Map<string, string[]>();
  /** The names each sale names (those that name one). */
  const namesOf = new Map<LocalitySale, string[]>();
  for (const sale of sales) {
    const { postcode } = sale;
    if (postcode === null) withoutPostcode.push(sale);
    else addTo(atPostcode, postcode, sale);
    const parts = partsOf(sale.address);
    for (let i = 1; i < parts.length - 1; i++) {
      const name = parts[i]!;
      if (!wanted.has(name)) continue;
      addTo(namesOf, sale, name);
      if (postcode !== null) addTo(namedAt, name, postcode);
    }
  }
  for (const postcode of atPostcode.keys()) addTo(inSector, sectorOf(postcode), postcode);
  const out = new Map<string, LocalityPostcodes | null>();
  for (const [name, area] of areas) {
    if (/[%_]/.test(name)) {
      out.set(name, null);
      continue;
    }
    const key = likeCase(name);
    const districts = area.districts && new Set(area.districts);
    const sectors = new Set(area.sectors);
    const given = new Set(area.postcodes);
    // The old condition, sale by sale.
    const isIts = (sale: LocalitySale) =>
      (districts === null || (sale.district !== null && districts.has(sale.district))) &&
      ((sale.postcode !== null && (sectors.has(sectorOf(sale.postcode)) || given.has(sale.postcode))) || (namesOf.get(sale)?.includes(key) ?? false));
    const candidates = new Set([...area.sectors.flatMap((s) => inSector.get(s) ?? []), ...area.postcodes, ...(namedAt.get(key) ?? [])]);
    const postcodes: string[] = [];
    const checked: string[] = [];
    for (const postcode of candidates) {
      const held = atPostcode.get(postcode) ?? [];
      const its = held.filter(isIts).length;
      if (its > 0) postcodes.push(postcode);
      if (its > 0 && its < held.length) checked.push(postcode);
    }
    out.set(name, { postcodes: postcodes.sort(), checked: checked.sort(), noPostcode: withoutPostcode.some(isIts) });
  }
  return out;
}
