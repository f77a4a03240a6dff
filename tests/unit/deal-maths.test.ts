import { describe, expect, it } from "vitest";
import { breakEvenText, breakEvenWorking, breakEvenYears, estimates, rentalIncome, repaymentMonthly } from "~/lib/deal-maths";

describe("deal maths (spec section 9)", () => {
  it("break-even = 100 ÷ ROI rounded, N/A when ROI ≤ 0", () => {
    expect(breakEvenYears(4)).toBe(25);
    expect(breakEvenYears(3.04)).toBe(33);
    expect(breakEvenYears(0)).toBe("N/A");
    expect(breakEvenYears(-1)).toBe("N/A");
    // The ROI as shown (one decimal place) is the one divided, so the stated working adds up.
    expect(breakEvenYears(0.07)).toBe(1000);
    expect(breakEvenYears(0.04)).toBe("N/A");
    expect(breakEvenYears(10.13)).toBe(10);
    // Binary halves round as the page prints them: 0.15 shows as "0.1%" and 3.05 as "3.0%".
    expect([(0.15).toFixed(1), (3.05).toFixed(1)]).toEqual(["0.1", "3.0"]);
    expect(breakEvenYears(0.15)).toBe(1000);
    expect(breakEvenYears(3.05)).toBe(33);
  });

  it("says a break-even past 50 years as 'over 50 years', not 333 years (decision 244)", () => {
    // The spec's formula where it is a payback an investor plans on: up to 50 years (an ROI of 2%).
    expect(breakEvenText(breakEvenYears(5.7))).toBe("18 years");
    expect(breakEvenText(breakEvenYears(2))).toBe("50 years");
    expect(breakEvenText(breakEvenYears(1.9))).toBe("Over 50 years");
    // Peel Brow, Bury: ROI +0.3% gave "Break-even 333 years".
    expect(breakEvenText(breakEvenYears(0.3))).toBe("Over 50 years");
    expect(breakEvenText(breakEvenYears(-1))).toBe("N/A");
    expect(breakEvenText(breakEvenYears(0.3), { inSentence: true })).toBe("over 50 years");
    expect(breakEvenText(breakEvenYears(5.7), { inSentence: true })).toBe("about 18 years");
    // The chat's working: the ROI as every screen signs it, and past 50 years the formula's figure.
    expect(breakEvenWorking(5.7)).toBe("about 18 years (100 ÷ ROI of +5.7%)");
    expect(breakEvenWorking(0.3)).toBe("over 50 years (100 ÷ ROI of +0.3% gives 333)");
    expect(breakEvenWorking(0)).toBeNull();
  });

  it("rental income = price × yield ÷ 100, and ÷ 12", () => {
    expect(rentalIncome(200_000, 6)).toEqual({ annual: 12_000, monthly: 1_000 });
  });

  it("repayment mortgage: standard annuity", () => {
    // £150,000 at 5.5% over 25 years ≈ £921.13 a month.
    expect(repaymentMonthly(150_000, 5.5, 25)).toBeCloseTo(921.13, 1);
    expect(repaymentMonthly(120_000, 0, 25)).toBe(400);
  });

  it("the deal page's estimates use the same rules", () => {
    // £200,000 × 6% = £12,000 a year, £1,000 a month; 100 ÷ 4 = 25 years.
    expect(estimates({ price: 200_000, yield: 6, roi: 4 })).toEqual({
      annualRentalIncome: 12_000,
      monthlyCashFlow: 1_000,
      breakEvenYears: 25,
    });
    // £123,456 × 5.5% = £6,790.08 → £6,790; ÷ 12 = £565.83 → £566; ROI 0 → N/A.
    expect(estimates({ price: 123_456, yield: 5.5, roi: 0 })).toEqual({
      annualRentalIncome: 6_790,
      monthlyCashFlow: 566,
      breakEvenYears: "N/A",
    });
    // With the valuation's own rent (£1,825 × 12), not price × the rounded yield (£135,062 ×
    // 16.21% = £21,894): one annual rent on the page, not two.
    expect(estimates({ price: 135_062, yield: 16.21, roi: 20.5 }, 21_900)).toEqual({
      annualRentalIncome: 21_900,
      monthlyCashFlow: 1_825,
      breakEvenYears: 5,
    });
    expect(estimates({ price: 135_062, yield: 16.21, roi: 20.5 }, null).annualRentalIncome).toBe(21_894);
  });
});
