/**
 * A search message read as an investor means it: the criteria, and in words what was used and
 * what was ignored (with why), so a half-understood message says so (decision 051).
 */
import { usedCriteria } from "./describe";
import { readingFor, type AlsoNamed, type Reading } from "./parse";
import type { Gazetteer, SearchCriteria } from "./types";

export interface SearchReading {
  criteria: SearchCriteria;
  /** Each criterion used, as a short phrase ("Leeds or Bradford", "under £150,000"). */
  used: string[];
  /** What the message asked for that the search could not use: "HMO (not in the data)". */
  ignored: string[];
  /** Names the message gave as places that are no place in the data ("Manchster", "Truro"). */
  unknownPlaces: string[];
  /** Short names read as the post town people mean, that another post town shares ("Newcastle"). */
  alsoNamed: AlsoNamed[];
}

/** `reading`: the query's reading already made (the chat's routing), used when it is of this query and gazetteer. */
export function readSearch(query: string, gazetteer?: Gazetteer, reading?: Reading): SearchReading {
  const { criteria, ignored, unknownPlaces, alsoNamed } = readingFor(query, gazetteer, reading).placed();
  return { criteria, used: usedCriteria(criteria), ignored: [...new Set(ignored)], unknownPlaces, alsoNamed };
}
