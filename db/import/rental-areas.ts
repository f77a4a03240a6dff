/**
 * Scotland's and Northern Ireland's private rents are published by Broad Rental Market Area
 * (BRMA), not by council. A sale or listing is placed in a council by its postcode; these tables
 * give the BRMA that covers most of each council (docs/decisions/035). Where a council straddles
 * two BRMAs (e.g. East Renfrewshire, Newry, Mourne and Down) the BRMA with most of its homes is
 * used and the valuation says so.
 */

/** Scottish council (S12) → BRMA (S33). */
export const SCOTLAND_COUNCIL_BRMA: Readonly<Record<string, string>> = {
  S12000033: "S33000001", // Aberdeen City → Aberdeen and Shire
  S12000034: "S33000001", // Aberdeenshire → Aberdeen and Shire
  S12000035: "S33000002", // Argyll and Bute
  S12000008: "S33000003", // East Ayrshire → Ayrshires
  S12000021: "S33000003", // North Ayrshire → Ayrshires
  S12000028: "S33000003", // South Ayrshire → Ayrshires
  S12000006: "S33000004", // Dumfries and Galloway
  S12000042: "S33000005", // Dundee City → Dundee and Angus
  S12000041: "S33000005", // Angus → Dundee and Angus
  S12000045: "S33000006", // East Dunbartonshire
  S12000047: "S33000007", // Fife
  S12000005: "S33000008", // Clackmannanshire → Forth Valley
  S12000014: "S33000008", // Falkirk → Forth Valley
  S12000030: "S33000008", // Stirling → Forth Valley
  S12000049: "S33000009", // Glasgow City → Greater Glasgow
  S12000011: "S33000009", // East Renfrewshire → Greater Glasgow
  S12000017: "S33000010", // Highland → Highland and Islands
  S12000020: "S33000010", // Moray → Highland and Islands
  S12000013: "S33000010", // Na h-Eileanan Siar → Highland and Islands
  S12000023: "S33000010", // Orkney Islands → Highland and Islands
  S12000027: "S33000010", // Shetland Islands → Highland and Islands
  S12000036: "S33000011", // City of Edinburgh → Lothian
  S12000010: "S33000011", // East Lothian → Lothian
  S12000019: "S33000011", // Midlothian → Lothian
  S12000050: "S33000012", // North Lanarkshire
  S12000048: "S33000013", // Perth and Kinross
  S12000038: "S33000014", // Renfrewshire → Renfrewshire/Inverclyde
  S12000018: "S33000014", // Inverclyde → Renfrewshire/Inverclyde
  S12000026: "S33000015", // Scottish Borders
  S12000029: "S33000016", // South Lanarkshire
  S12000039: "S33000017", // West Dunbartonshire
  S12000040: "S33000018", // West Lothian
};

/** Code given to a Northern Ireland BRMA (the data download names them without a code). */
export function niBrmaCode(name: string): string {
  return `NI-BRMA:${name.replace(/\s*BRMA$/i, "").trim()}`;
}

/** Northern Ireland council (N09) → the BRMA covering most of it. */
export const NI_COUNCIL_BRMA: Readonly<Record<string, string>> = {
  N09000001: niBrmaCode("Lough Neagh Upper BRMA"), // Antrim and Newtownabbey
  N09000002: niBrmaCode("Lough Neagh Lower BRMA"), // Armagh City, Banbridge and Craigavon
  N09000003: niBrmaCode("Belfast BRMA"), // Belfast
  N09000004: niBrmaCode("North Northern Ireland BRMA"), // Causeway Coast and Glens
  N09000005: niBrmaCode("North West Northern Ireland BRMA"), // Derry City and Strabane
  N09000006: niBrmaCode("South West Northern Ireland BRMA"), // Fermanagh and Omagh
  N09000007: niBrmaCode("Belfast BRMA"), // Lisburn and Castlereagh
  N09000008: niBrmaCode("North Northern Ireland BRMA"), // Mid and East Antrim
  N09000009: niBrmaCode("Lough Neagh Upper BRMA"), // Mid Ulster
  N09000010: niBrmaCode("South Northern Ireland BRMA"), // Newry, Mourne and Down
  N09000011: niBrmaCode("South East Northern Ireland BRMA"), // Ards and North Down
};

/** The BRMA code for a Scottish or Northern Irish council, or null. */
export function brmaForCouncil(laCode: string): string | null {
  return SCOTLAND_COUNCIL_BRMA[laCode] ?? NI_COUNCIL_BRMA[laCode] ?? null;
}
