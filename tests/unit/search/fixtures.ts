/** A small stand-in for the gazetteer built from the shipped geo and Land Registry data. */
import { buildGazetteer } from "~/lib/search/gazetteer";

export const gaz = buildGazetteer({
  towns: ["SALFORD", "BURY", "NEWCASTLE UPON TYNE", "READING", "MANCHESTER", "LONDON", "SUTTON", "SUTTON COLDFIELD", "SALE", "DEAL", "STOCKTON-ON-TEES"],
  districts: ["WIMBLEDON"],
  localAuthorities: [
    { code: "E08000006", name: "Salford" },
    { code: "E08000002", name: "Bury" },
    { code: "E06000023", name: "Bristol, City of" },
    { code: "E08000021", name: "Newcastle upon Tyne" },
    { code: "E06000038", name: "Reading" },
    { code: "S12000036", name: "City of Edinburgh" },
    { code: "S12000049", name: "Glasgow City" },
    { code: "N09000003", name: "Belfast" },
    { code: "E09000001", name: "City of London" },
  ],
  postcodeDistricts: ["M14", "SW19", "NE1", "M1"],
});

export const SALFORD = { kind: "town", name: "Salford", key: "SALFORD" } as const;
export const BURY = { kind: "town", name: "Bury", key: "BURY" } as const;
export const READING = { kind: "town", name: "Reading", key: "READING" } as const;
export const NEWCASTLE = { kind: "town", name: "Newcastle upon Tyne", key: "NEWCASTLE UPON TYNE" } as const;
