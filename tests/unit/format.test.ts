import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatMonth, formatPounds, inWords, fullMonths, joinWithAnd, ltvText, percent, ratePercent, signedPercent, withArticle } from "~/lib/format";

describe("one rule for yields and ROI: one decimal", () => {
  it("writes a yield the same on a card and in chat", () => {
    expect(percent(6)).toBe("6.0%");
    expect(percent(6.25)).toBe("6.3%");
    expect(percent(-0.04)).toBe("0.0%");
    expect(signedPercent(6.1)).toBe("+6.1%");
    expect(signedPercent(-1)).toBe("-1.0%");
    expect(signedPercent(0)).toBe("0.0%");
  });

  it("writes rates and thresholds as stated", () => {
    expect(ratePercent(5)).toBe("5%");
    expect(ratePercent(5.5)).toBe("5.5%");
    expect(ratePercent(-0)).toBe("0%");
  });

  it("writes a loan-to-value one way on the deal page, the PDF and /analyse: no trailing zero", () => {
    expect(ltvText(75)).toBe("75% LTV");
    expect(ltvText(62.3)).toBe("62.3% LTV");
    expect(ltvText(74.96)).toBe("75% LTV");
  });
});

describe("money, counts and dates", () => {
  it("pounds with separators, pence only when asked for and present", () => {
    expect(formatPounds(15_000)).toBe("£15,000");
    expect(formatPounds(-1_234.4)).toBe("-£1,234");
    expect(formatPounds(-0.2)).toBe("£0");
    expect(formatPounds(8_750.5, { pence: true })).toBe("£8,750.50");
    expect(formatPounds(8_750, { pence: true })).toBe("£8,750");
    expect(formatCount(1_000)).toBe("1,000");
  });

  it("dates and datetimes as '1 April 2025': one style, the month in full as formatMonth says it (decision 243)", () => {
    expect(formatDate("2025-04-01")).toBe("1 April 2025");
    expect(formatDate("2025-09-30T10:00:00Z")).toBe("30 September 2025");
    expect(formatDate("not a date")).toBe("not a date");
    // A month and year in full, never "Jul 2025", which a screen reader says as a word (decision 211).
    expect(formatMonth("2025-07")).toBe("July 2025");
    expect(formatMonth("2026-09")).toBe("September 2026");
    expect(formatMonth("2022-23")).toBe("2022-23");
    expect(formatMonth("July")).toBe("July");
  });

  it("joins lists in English", () => {
    expect(joinWithAnd(["a", "b", "c"])).toBe("a, b and c");
    expect(joinWithAnd(["a"])).toBe("a");
    expect(joinWithAnd(["Kingswood, Hull", "Kingswood, Bristol", "Kingswood, Tadworth"], "; ")).toBe("Kingswood, Hull; Kingswood, Bristol and Kingswood, Tadworth");
    expect(joinWithAnd(["Richmond, Greater London", "Richmond, North Yorkshire"], "; ")).toBe("Richmond, Greater London and Richmond, North Yorkshire");
  });

  it("says small counts in words, larger ones in figures", () => {
    expect([0, 1, 5, 9].map(inWords)).toEqual(["no", "one", "five", "nine"]);
    expect(inWords(10)).toBe("10");
    expect(inWords(1_200)).toBe("1,200");
  });
});

describe("the article before a figure", () => {
  it("is 'an' where the figure is read with a vowel sound (eight, eleven, eighteen, eighty…)", () => {
    for (const f of ["8%", "80%", "£80,000", "£800", "11%", "£11,000", "18%", "£18,500", "£8,000"]) expect(withArticle(f), f).toBe(`an ${f}`);
    for (const f of ["75%", "£150,000", "1%", "110%", "£1,100", "£180,000", "£100"]) expect(withArticle(f), f).toBe(`a ${f}`);
  });
});

describe("fullMonths", () => {
  it("says a stored text's short months in full, as formatMonth and formatDate do", () => {
    expect(fullMonths("Against Leeds average (UK HPI, Jul 2025)")).toBe("Against Leeds average (UK HPI, July 2025)");
    expect(fullMonths("Estimated value £200,000 at Sep 2025 prices; the UK HPI starts in Jan 2010")).toBe(
      "Estimated value £200,000 at September 2025 prices; the UK HPI starts in January 2010",
    );
    // A date stored by an earlier version too (decision 243).
    expect(fullMonths("Sold for £170,000 on 11 Apr 2019; as at 23 November 2026; May 2026")).toBe("Sold for £170,000 on 11 April 2019; as at 23 November 2026; May 2026");
    expect(fullMonths("one of 4 homes at M25 9XW sold on 10 Jan 2019 to a company")).toBe("one of 4 homes at M25 9XW sold on 10 January 2019 to a company");
  });
});
