/**
 * Places far apart that share a name (decision 152). Price Paid names a sale's post town and, on
 * some addresses, its locality. "RICHMOND" is both Richmond in North Yorkshire (DL10) and Richmond
 * in London (TW9); "Eccles" is a locality of Salford (M30) and a village in Kent (ME20). A town
 * that spans several councils is still one place (Newcastle upon Tyne, Stockport), so what tells
 * the places apart is distance: the centres of the postcode districts that hold the name's sales,
 * grouped so that each group's districts chain together in steps shorter than a gap no one place
 * has.
 *
 * Pure: the server (places.server.ts) reads the sales and the postcode district centres once per
 * import, and asks these functions which groups there are, which a qualifier names, and how to
 * name each group.
 */

export type Point = { lat: number; lon: number };

/**
 * The widest step between a post town's own postcode districts, and narrower than the gap between
 * two post towns of one name. The shipped sales (decision 152): the widest gap inside one town is
 * 44.7 km (York's three sales in the monthly sample: YO43 to YO61), Newcastle upon Tyne's 21.5 km
 * over 16 districts; the nearest two towns of one name are Ashford, Kent and Ashford, Surrey, 85 km
 * apart (TN27 to TW15).
 */
export const TOWN_SPLIT_KM = 60;

/**
 * The same for a locality (a suburb or village an address names), which lies in one to three
 * neighbouring districts: the widest gap inside one in the shipped sales is 3.8 km (Fenham: NE4 to
 * NE5; Standish), and the nearest two of one name are 35 km apart (Newton: NG13 to DE55). No
 * postcode district's centre is more than 21 km from its nearest neighbour's.
 */
export const LOCALITY_SPLIT_KM = 20;

/**
 * How far a qualifier's sales may lie from the place it names: 0 when the place lies in it
 * ("Richmond, North Yorkshire"), one district away when it is beside it ("Richmond, Surrey").
 */
export const QUALIFIER_KM = 25;

/** Distance between two points in km (flat-earth, good to a few per cent over England and Wales). */
export function km(a: Point, b: Point): number {
  const latKm = 110.57;
  const lonKm = 111.32 * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot((a.lon - b.lon) * lonKm, (a.lat - b.lat) * latKm);
}

type Centres = ReadonlyMap<string, Point>;

/**
 * The districts in groups whose districts chain together in steps of at most `maxKm` (single
 * linkage), each group in the districts' order, the groups in the order of their first district.
 * A district with no known centre is left out.
 */
export function splitByDistance(districts: readonly string[], centres: Centres, maxKm: number): string[][] {
  const placed = [...new Set(districts)].filter((d) => centres.has(d));
  const group = placed.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      if (km(centres.get(placed[i]!)!, centres.get(placed[j]!)!) <= maxKm) group[root(j)] = root(i);
    }
  }
  const out = new Map<number, string[]>();
  placed.forEach((d, i) => {
    const r = root(i);
    out.set(r, [...(out.get(r) ?? []), d]);
  });
  return [...out.values()];
}

/** The shortest distance between any district of `a` and any of `b`, in km (Infinity when either has none placed). */
function distance(a: readonly string[], b: readonly string[], centres: Centres): number {
  let best = Infinity;
  for (const x of a) {
    const p = centres.get(x);
    if (!p) continue;
    for (const y of b) {
      const q = centres.get(y);
      if (q) best = Math.min(best, km(p, q));
    }
  }
  return best;
}

/**
 * Which of the groups a qualifier names, by their indexes: the nearest to the qualifier's districts
 * (and any within 1 km of as near), when that is within QUALIFIER_KM; else none.
 */
export function groupsNear(groups: readonly (readonly string[])[], qualifier: readonly string[], centres: Centres): number[] {
  const away = groups.map((g) => distance(g, qualifier, centres));
  const nearest = Math.min(...away);
  if (!(nearest <= QUALIFIER_KM)) return [];
  return away.flatMap((d, i) => (d <= nearest + 1 ? [i] : []));
}

/** How often each value is met among a group's sales. */
export type Tally = Map<string, number>;

/** What a group's sales say about where it is, to name it by. */
export interface GroupFacts {
  districts: string[];
  deals: number;
  towns: Tally;
  counties: Tally;
  councils: Tally;
  nations: Tally;
}

/** The value met most often (the first on a tie), or undefined. */
function most(tally: Tally): string | undefined {
  let best: [string, number] | undefined;
  for (const entry of tally) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0];
}

/**
 * The words that may tell a group apart, best first: for a locality its post town ("Eccles,
 * Manchester"), then the county Price Paid gives ("Richmond, North Yorkshire"), the council, the
 * nation ("Newport, Wales"), and last its largest postcode district ("Newport, NP20"). The caller
 * takes the first that names this group and no other, and is not the name itself.
 */
export function nameCandidates(facts: GroupFacts, kind: "town" | "locality"): string[] {
  const tallies = kind === "locality" ? [facts.towns, facts.counties, facts.councils, facts.nations] : [facts.counties, facts.councils, facts.nations];
  const words = tallies.map(most).filter((w): w is string => w !== undefined);
  return [...new Set([...words, ...facts.districts])];
}
