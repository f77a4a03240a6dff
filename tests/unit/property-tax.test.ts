import { describe, expect, it } from "vitest";
import { PROPERTY_TAX_RATES, stampDuty, taxNameFor, type TaxNation } from "~/lib/property-tax";

const main = (price: number, nation: TaxNation = "england") =>
  stampDuty(price, { nation, additionalProperty: false });
const additional = (price: number, nation: TaxNation = "england") =>
  stampDuty(price, { nation, additionalProperty: true });
const firstTime = (price: number, nation: TaxNation = "england") =>
  stampDuty(price, { nation, additionalProperty: false, firstTimeBuyer: true });

describe("SDLT (England and Northern Ireland, from 1 April 2025)", () => {
  it("£250,000: main home £2,500, additional property £15,000 (the brief's worked check)", () => {
    // Main: 0% × 125,000 + 2% × 125,000 = 2,500.
    expect(main(250_000)).toMatchObject({ name: "SDLT", tax: 2_500, surcharge: 0 });
    // Additional: 5% × 125,000 = 6,250 + 7% × 125,000 = 8,750 → 15,000; surcharge 5% × 250,000.
    expect(additional(250_000)).toMatchObject({ name: "SDLT", tax: 15_000, surcharge: 12_500 });
  });

  it.each([
    // [price, main home, additional property]
    // 0% band: nothing; surcharge 5% × 100,000 = 5,000.
    [100_000, 0, 5_000],
    // Top of the 0% band: 0; 5% × 125,000 = 6,250.
    [125_000, 0, 6_250],
    // 2% band: 2% × 75,000 = 1,500; 6,250 + 7% × 75,000 (5,250) = 11,500.
    [200_000, 1_500, 11_500],
    // 5% band: 2,500 + 5% × 250,000 (12,500) = 15,000; +5% × 500,000 (25,000) = 40,000.
    [500_000, 15_000, 40_000],
    // Top of the 5% band: 2,500 + 5% × 675,000 (33,750) = 36,250; +46,250 = 82,500.
    [925_000, 36_250, 82_500],
    // 10% band: 36,250 + 10% × 275,000 (27,500) = 63,750; +60,000 = 123,750.
    [1_200_000, 63_750, 123_750],
    // Top of the 10% band: 36,250 + 10% × 575,000 (57,500) = 93,750; +75,000 = 168,750.
    [1_500_000, 93_750, 168_750],
    // 12% band: 93,750 + 12% × 500,000 (60,000) = 153,750; +100,000 = 253,750.
    [2_000_000, 153_750, 253_750],
  ])("£%i: main %i, additional %i", (price, mainTax, additionalTax) => {
    expect(main(price).tax).toBe(mainTax);
    expect(additional(price).tax).toBe(additionalTax);
    // The surcharge is 5 points on every band, i.e. 5% of the whole price.
    expect(additional(price).surcharge).toBe(additionalTax - mainTax);
    expect(additional(price).surcharge).toBe((price * 5) / 100);
  });

  it("Northern Ireland uses the same SDLT tables", () => {
    expect(main(250_000, "northern-ireland")).toEqual(main(250_000, "england"));
    expect(additional(250_000, "northern-ireland").tax).toBe(15_000);
  });

  it("rounds the tax down to the pound", () => {
    // 2% × 99 = 1.98 → 1.
    expect(main(125_099).tax).toBe(1);
    // 6,250 + 7% × 99 (6.93) = 6,256.93 → 6,256.
    expect(additional(125_099).tax).toBe(6_256);
    // Band figures keep the pence.
    expect(main(125_099).bands[1]).toEqual({
      from: 125_000,
      to: 250_000,
      rate: 2,
      taxable: 99,
      tax: 1.98,
    });
  });

  it("adds no surcharge below £40,000", () => {
    expect(additional(39_999)).toMatchObject({ tax: 0, surcharge: 0 });
    // At £40,000 it applies: 5% × 40,000 = 2,000.
    expect(additional(40_000)).toMatchObject({ tax: 2_000, surcharge: 2_000 });
  });

  it("lists every band, with the rates actually charged", () => {
    expect(additional(250_000).bands).toEqual([
      { from: 0, to: 125_000, rate: 5, taxable: 125_000, tax: 6_250 },
      { from: 125_000, to: 250_000, rate: 7, taxable: 125_000, tax: 8_750 },
      { from: 250_000, to: 925_000, rate: 10, taxable: 0, tax: 0 },
      { from: 925_000, to: 1_500_000, rate: 15, taxable: 0, tax: 0 },
      { from: 1_500_000, to: null, rate: 17, taxable: 0, tax: 0 },
    ]);
  });

  describe("first-time buyer relief", () => {
    it.each([
      // 0% up to 300,000.
      [300_000, 0],
      // 5% × 100,000 = 5,000.
      [400_000, 5_000],
      // 5% × 200,000 = 10,000.
      [500_000, 10_000],
      // Over £500,000 no relief: 2,500 + 5% × 250,001 (12,500.05) = 15,000.05 → 15,000.
      [500_001, 15_000],
    ])("£%i → %i", (price, tax) => {
      expect(firstTime(price).tax).toBe(tax);
    });

    it("does not apply to an additional property", () => {
      const result = stampDuty(250_000, {
        nation: "england",
        additionalProperty: true,
        firstTimeBuyer: true,
      });
      expect(result.tax).toBe(15_000);
    });
  });
});

describe("LBTT (Scotland)", () => {
  it.each([
    // [price, main home, additional property (adds ADS: 8% of the whole price)]
    // Nil band: 0; ADS 8% × 145,000 = 11,600.
    [145_000, 0, 11_600],
    // 2% × 55,000 = 1,100; + ADS 16,000 = 17,100.
    [200_000, 1_100, 17_100],
    // 2% × 105,000 = 2,100; + ADS 20,000 = 22,100.
    [250_000, 2_100, 22_100],
    // 2,100 + 5% × 50,000 (2,500) = 4,600; + ADS 24,000 = 28,600.
    [300_000, 4_600, 28_600],
    // 2,100 + 5% × 75,000 (3,750) = 5,850; + ADS 26,000 = 31,850.
    [325_000, 5_850, 31_850],
    // 5,850 + 10% × 175,000 (17,500) = 23,350; + ADS 40,000 = 63,350.
    [500_000, 23_350, 63_350],
    // 5,850 + 10% × 425,000 (42,500) = 48,350; + ADS 60,000 = 108,350.
    [750_000, 48_350, 108_350],
    // 48,350 + 12% × 250,000 (30,000) = 78,350; + ADS 80,000 = 158,350.
    [1_000_000, 78_350, 158_350],
  ])("£%i: main %i, additional %i", (price, mainTax, additionalTax) => {
    expect(main(price, "scotland")).toMatchObject({ name: "LBTT", tax: mainTax, surcharge: 0 });
    const extra = additional(price, "scotland");
    expect(extra).toMatchObject({ name: "LBTT", tax: additionalTax, surcharge: (price * 8) / 100 });
    // ADS is not a band: the bands are the ordinary ones.
    expect(extra.bands).toEqual(main(price, "scotland").bands);
  });

  it("applies no ADS below £40,000", () => {
    expect(additional(39_999, "scotland")).toMatchObject({ tax: 0, surcharge: 0 });
  });

  it("first-time buyer relief raises the nil band to £175,000", () => {
    // 2% × (200,000 − 175,000) = 500, a saving of 600.
    expect(firstTime(200_000, "scotland").tax).toBe(500);
    expect(firstTime(175_000, "scotland").tax).toBe(0);
  });
});

describe("LTT (Wales)", () => {
  it.each([
    // Main rates.
    [225_000, 0],
    // 6% × 75,000 = 4,500.
    [300_000, 4_500],
    // 6% × 175,000 = 10,500.
    [400_000, 10_500],
    // 10,500 + 7.5% × 100,000 (7,500) = 18,000.
    [500_000, 18_000],
    // 10,500 + 7.5% × 350,000 (26,250) = 36,750.
    [750_000, 36_750],
    // 36,750 + 10% × 750,000 (75,000) = 111,750.
    [1_500_000, 111_750],
    // 111,750 + 12% × 500,000 (60,000) = 171,750.
    [2_000_000, 171_750],
  ])("main rates, £%i → %i", (price, tax) => {
    expect(main(price, "wales")).toMatchObject({ name: "LTT", tax, surcharge: 0 });
  });

  it.each([
    // Higher rates. 5% × 180,000 = 9,000.
    [180_000, 9_000],
    // 9,000 + 8.5% × 70,000 (5,950) = 14,950.
    [250_000, 14_950],
    // 14,950 + 10% × 150,000 (15,000) = 29,950.
    [400_000, 29_950],
    // 29,950 + 12.5% × 350,000 (43,750) = 73,700.
    [750_000, 73_700],
    // 73,700 + 15% × 750,000 (112,500) = 186,200.
    [1_500_000, 186_200],
    // 186,200 + 17% × 500,000 (85,000) = 271,200.
    [2_000_000, 271_200],
  ])("higher rates, £%i → %i", (price, tax) => {
    const result = additional(price, "wales");
    expect(result.tax).toBe(tax);
    expect(result.surcharge).toBe(tax - main(price, "wales").tax);
  });

  it("surcharge is the higher rates over the main rates", () => {
    // Main at £250,000: 6% × 25,000 = 1,500; higher 14,950; difference 13,450.
    expect(additional(250_000, "wales").surcharge).toBe(13_450);
  });

  it("rounds down, including the half-percent bands", () => {
    // 6% × 10 = 0.60 → 0.
    expect(main(225_010, "wales").tax).toBe(0);
    // 9,000 + 8.5% × 1 (0.085) → 9,000.
    expect(additional(180_001, "wales").tax).toBe(9_000);
    // 10,500 + 7.5% × 7 (0.525) → 10,500.
    expect(main(400_007, "wales").tax).toBe(10_500);
  });

  it("has no first-time buyer relief", () => {
    expect(firstTime(300_000, "wales").tax).toBe(4_500);
  });

  it("applies no higher rates below £40,000", () => {
    expect(additional(39_999, "wales")).toMatchObject({ tax: 0, surcharge: 0 });
  });
});

describe("general", () => {
  it("charges nothing on a price of 0", () => {
    expect(additional(0).tax).toBe(0);
  });

  it("rejects a negative or non-finite price", () => {
    expect(() => main(-1)).toThrow(RangeError);
    expect(() => main(Number.NaN)).toThrow(RangeError);
  });

  it("maps nations to taxes", () => {
    expect(taxNameFor("england")).toBe("SDLT");
    expect(taxNameFor("northern-ireland")).toBe("SDLT");
    expect(taxNameFor("scotland")).toBe("LBTT");
    expect(taxNameFor("wales")).toBe("LTT");
  });

  it("describes the rate tables with their effective dates", () => {
    expect(PROPERTY_TAX_RATES.SDLT.effectiveFrom).toBe("2025-04-01");
    expect(PROPERTY_TAX_RATES.SDLT.additionalDwelling.effectiveFrom).toBe("2024-10-31");
    expect(PROPERTY_TAX_RATES.LBTT.additionalDwelling.effectiveFrom).toBe("2024-12-05");
    expect(PROPERTY_TAX_RATES.LTT.additionalDwelling.effectiveFrom).toBe("2024-12-11");
    for (const table of Object.values(PROPERTY_TAX_RATES)) {
      expect(table.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Bands are contiguous and end open.
      table.bands.forEach((band, i) => {
        expect(band.from).toBe(i === 0 ? 0 : table.bands[i - 1]!.to);
      });
      expect(table.bands.at(-1)!.to).toBeNull();
    }
  });
});
