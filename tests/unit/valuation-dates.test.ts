import { describe, expect, it } from "vitest";
import { addMonths, monthIndex, monthName, monthsBetween, periodMonthIndex, periodName, rentsYearName, yearSpanStart } from "~/lib/valuation/dates";

describe("a stored period is a month only when it is one (decision 226)", () => {
  it("reads a year across two calendar years as a year, however it is written", () => {
    expect(["2011-12", "2022-23", "2022/23", "2022 - 23", "2022–23", "2022-2023", "1999-00", "2099/00"].map(yearSpanStart)).toEqual([2011, 2022, 2022, 2022, 2022, 2022, 1999, 2099]);
    // Not a year across two: a month, a span of other years, a single year.
    expect(["2025-07", "2011-13", "2022-24", "2022-2024", "2022", "May 2026", "2026-05-01"].map(yearSpanStart)).toEqual([null, null, null, null, null, null, null]);
  });

  it("never reads \"2011-12\", \"2022-23\" or \"2022/23\" as a month, where the period is a stored one", () => {
    expect(["2011-12", "2010-11", "2022-23", "2022/23"].map(periodMonthIndex)).toEqual([null, null, null, null]);
    expect(["2011-12", "2022-23", "2022/23", "Oct 2022 to Sep 2023"].map(periodName)).toEqual(["2011-12", "2022-23", "2022/23", "Oct 2022 to Sep 2023"]);
    // Months are months.
    expect(["2026-05", "Jul 2025", "2025-12"].map(periodName)).toEqual(["May 2026", "July 2025", "December 2025"]);
    expect(periodMonthIndex("2026-05")).toBe(monthIndex("2026-05"));
  });

  it("still reads a UK HPI month that looks like a year as its month (December 2011 is in the index)", () => {
    expect(monthName("2011-12")).toBe("December 2011");
    expect(addMonths("2011-12", -12)).toBe("2010-12");
    expect(monthsBetween("2010-11", "2011-12")).toBe(13);
  });
});

describe("the ONS/VOA rents' year said as its months (decision 243)", () => {
  it("is October of its first year to September of its second, in full", () => {
    expect(["2022-23", "2022/23", "2023-24", "2011-12"].map(rentsYearName)).toEqual([
      "October 2022 to September 2023",
      "October 2022 to September 2023",
      "October 2023 to September 2024",
      "October 2011 to September 2012",
    ]);
    // Any other period as periodName says it.
    expect(["2026-05", "unknown period"].map(rentsYearName)).toEqual(["May 2026", "unknown period"]);
  });
});
