/** The tax on a rental profit on top of other income (decision 117), checked by hand. */
import { describe, expect, it } from "vitest";
import { bandParts, personalAllowance, taxOnTopSlice } from "~/lib/income-tax";
import { INCOME_TAX, PROPERTY_INCOME_RATES } from "~/lib/income-tax-rates";

const now = { earnings: INCOME_TAX.rates, property: INCOME_TAX.rates };
const next = { earnings: INCOME_TAX.rates, property: PROPERTY_INCOME_RATES.rates };

describe("personalAllowance", () => {
  it("is £12,570 to £100,000, £1 less for every £2 above, and nil from £125,140", () => {
    expect(personalAllowance(57_000)).toBe(12_570);
    expect(personalAllowance(100_000)).toBe(12_570);
    // £110,000: £12,570 − £10,000 ÷ 2 = £7,570.
    expect(personalAllowance(110_000)).toBe(7_570);
    // £125,140: £12,570 − £25,140 ÷ 2 = £0.
    expect(personalAllowance(125_140)).toBe(0);
    expect(personalAllowance(200_000)).toBe(0);
  });
});

describe("bandParts", () => {
  it("splits taxable income at £37,700 and £125,140", () => {
    // £30,000 to £130,000 taxable: £7,700 basic, £87,440 higher, £4,860 additional.
    expect(bandParts(30_000, 130_000, INCOME_TAX.rates).map((p) => [p.band, p.amount, p.tax])).toEqual([
      ["basic", 7_700, 1_540],
      ["higher", 87_440, 34_976],
      ["additional", 4_860, 2_187],
    ]);
    expect(bandParts(5_000, 5_000, INCOME_TAX.rates)).toEqual([]);
  });
});

describe("taxOnTopSlice", () => {
  it("equals the tax on the total less the tax on the other income alone", () => {
    // £45,000 + £12,000: £44,430 taxable = £7,540 + £6,730 × 40% = £10,232; £32,430 × 20% = £6,486; £3,746.
    expect(taxOnTopSlice(45_000, 12_000, now).tax).toBeCloseTo(3_746, 6);
    // £95,000 + £15,000: £33,432 − £25,432 = £8,000, £2,000 of it the £5,000 of allowance lost.
    const taper = taxOnTopSlice(95_000, 15_000, now);
    expect(taper.allowance).toBe(7_570);
    expect(taper.lostAllowanceParts).toEqual([{ band: "higher", amount: 5_000, rate: 40, tax: 2_000 }]);
    expect(taper.tax).toBeCloseTo(8_000, 6);
    // £8,000 + £20,000: £4,570 covered, £15,430 × 20% = £3,086.
    const low = taxOnTopSlice(8_000, 20_000, now);
    expect(low.coveredByAllowance).toBe(4_570);
    expect(low.tax).toBeCloseTo(3_086, 6);
    // All within the allowance: £5,000 + £6,000 < £12,570.
    expect(taxOnTopSlice(5_000, 6_000, now).tax).toBe(0);
  });

  it("taxes the profit at the 2027-28 property rates and the lost allowance at the earnings rates", () => {
    // £45,000 + £12,000: £5,270 × 22% + £6,730 × 42% = £1,159.40 + £2,826.60 = £3,986.
    expect(taxOnTopSlice(45_000, 12_000, next).tax).toBeCloseTo(3_986, 6);
    // £95,000 + £15,000: £5,000 × 40% + £15,000 × 42% = £2,000 + £6,300 = £8,300.
    expect(taxOnTopSlice(95_000, 15_000, next).tax).toBeCloseTo(8_300, 6);
  });
});
