/**
 * The English regions (ONS E12 codes) and the four nations, as places a search can name
 * ("the North East", "Yorkshire", "Wales"). A region matches the deals whose local authority lies
 * in it (the server's `area_regions` table, read from the ONS rents file); a nation matches by the
 * first letter of the local-authority code. See decision 050.
 */
export interface RegionName {
  /** E12… for a region, E92/W92/S92/N92… for a nation. */
  code: string;
  /** Display name, written to follow "in": "the North East", "London", "Wales". */
  name: string;
  /** Every spelling, without a leading "the" ("north east", "north east england"). */
  names: readonly string[];
}

export const REGIONS: readonly RegionName[] = [
  { code: "E12000001", name: "the North East", names: ["north east", "north east england", "northeast", "the north east"] },
  { code: "E12000002", name: "the North West", names: ["north west", "north west england", "northwest", "the north west"] },
  {
    code: "E12000003",
    name: "Yorkshire and the Humber",
    names: ["yorkshire and the humber", "yorkshire and humber", "yorkshire", "yorkshire humber"],
  },
  { code: "E12000004", name: "the East Midlands", names: ["east midlands", "the east midlands"] },
  // "West Midlands" alone is the metropolitan county (a county outranks a region, decision 050).
  { code: "E12000005", name: "the West Midlands region", names: ["west midlands region"] },
  { code: "E12000006", name: "the East of England", names: ["east of england", "the east of england", "east anglia"] },
  { code: "E12000007", name: "London", names: ["greater london region", "london region"] },
  { code: "E12000008", name: "the South East", names: ["south east", "south east england", "southeast", "the south east"] },
  { code: "E12000009", name: "the South West", names: ["south west", "south west england", "southwest", "the south west"] },
  { code: "E92000001", name: "England", names: ["england"] },
  { code: "W92000004", name: "Wales", names: ["wales"] },
  { code: "S92000003", name: "Scotland", names: ["scotland"] },
  { code: "N92000002", name: "Northern Ireland", names: ["northern ireland"] },
];

/** A nation's code ("W92000004") → the letter its local-authority codes start with, else null. */
export function nationLetter(code: string): string | null {
  return /^[EWSN]92\d{6}$/.test(code) ? code.charAt(0) : null;
}
