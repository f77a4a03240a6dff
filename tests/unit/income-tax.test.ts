/** The tax on a rental profit on top of other income (decision 117), checked by hand. */
import { describe, expect, it } from "vitest";
import { bandParts, personalAllowance, SCOTTISH_BANDS, taxOnTopSlice } from "~/lib/income-tax";
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

describe("Scotland's 2026-27 bands (decision 254)", () => {
  const scot = { earnings: SCOTTISH_BANDS, property: SCOTTISH_BANDS };

  it("splits taxable income at the rate resolution's limits: £3,967, £16,956, £31,092, £62,430 and £125,140", () => {
    // £0 to £130,000 taxable: £3,967 × 19%, £12,989 × 20%, £14,136 × 21%, £31,338 × 42%, £62,710 × 45%, £4,860 × 48%.
    expect(bandParts(0, 130_000, SCOTTISH_BANDS).map((p) => [p.band, p.amount, p.rate])).toEqual([
      ["starter", 3_967, 19],
      ["basic", 12_989, 20],
      ["intermediate", 14_136, 21],
      ["higher", 31_338, 42],
      ["advanced", 62_710, 45],
      ["top", 4_860, 48],
    ]);
  });

  it("gives the tax the Scottish Government's own 2026-27 table gives (£30,000: £3,451; £100,000: £30,732; £150,000: £59,634)", () => {
    // £30,000 − £12,570 = £17,430: £3,967 × 19% = £753.73 + £12,989 × 20% = £2,597.80 + £474 × 21% = £99.54 = £3,451.07.
    expect(taxOnTopSlice(0, 30_000, scot).tax).toBeCloseTo(3_451.07, 6);
    // £87,430 taxable: £753.73 + £2,597.80 + £2,968.56 + £31,338 × 42% = £13,161.96 + £25,000 × 45% = £11,250: £30,732.05.
    expect(taxOnTopSlice(0, 100_000, scot).tax).toBeCloseTo(30_732.05, 6);
    // No allowance: … + £62,710 × 45% = £28,219.50 + £24,860 × 48% = £11,932.80: £59,634.35.
    expect(taxOnTopSlice(0, 150_000, scot).tax).toBeCloseTo(59_634.35, 6);
    // £10,000 on top of £40,000 (£8,982 − £5,551 = £3,431 in the table): £3,662 × 21% = £769.02 + £6,338 × 42% = £2,661.96.
    expect(taxOnTopSlice(40_000, 10_000, scot).tax).toBeCloseTo(3_430.98, 6);
  });
});
