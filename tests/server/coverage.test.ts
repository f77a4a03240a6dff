/**
 * What /methodology says of the data held (app/server/coverage.server.ts): the fallback rents'
 * years are read from the rents table, not written into the page (decision 243), so rents of
 * 2023-24 imported by `npm run data:update -- --rents-url` are named as such.
 */
import { describe, expect, it } from "vitest";
import { dataCoverage } from "../../app/server/coverage.server";
import { rentsYearName } from "../../app/lib/valuation/dates";
import { useTempDatabase } from "../support/db";

const db = useTempDatabase("each");

describe("the fallback rents' years on /methodology", () => {
  it("are the shipped file's, 2022-23: October 2022 to September 2023", () => {
    const periods = dataCoverage(db()).fallbackRentPeriods;
    expect(periods).toEqual(["2022-23"]);
    expect(periods.map(rentsYearName)).toEqual(["October 2022 to September 2023"]);
  });

  it("follow the rents held: a 2023-24 import is said as its own year", () => {
    db().$client.prepare("UPDATE rents SET period = '2023-24'").run();
    expect(dataCoverage(db()).fallbackRentPeriods.map(rentsYearName)).toEqual(["October 2023 to September 2024"]);
  });

  it("are none when no rents are held", () => {
    db().$client.prepare("DELETE FROM rents").run();
    expect(dataCoverage(db()).fallbackRentPeriods).toEqual([]);
  });
});
