import { describe, expect, it } from "vitest";
import {
  PROPERTY_TAX_RATES,
  stampDuty,
  TAX_RULES,
  TAX_RULES_CHECKED,
  taxNameFor,
  type StampDutyOptions,
  type TaxNation,
} from "~/lib/property-tax";

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

const calc = (price: number, options: Partial<StampDutyOptions> = {}) =>
  stampDuty(price, { nation: "england", additionalProperty: false, ...options });
const ruleIds = (price: number, options: Partial<StampDutyOptions> = {}) => calc(price, options).rules.map((r) => r.id);

describe("SDLT non-UK resident surcharge (from 1 April 2021)", () => {
  it("adds 2 points to the standard rates", () => {
    // 2% × 125,000 = 2,500 + 4% × 125,000 = 5,000 + 7% × 50,000 = 3,500 → 11,000.
    // Resident: 2% × 125,000 + 5% × 50,000 = 5,000, so the surcharge is 6,000 = 2% × 300,000.
    const r = calc(300_000, { nonUkResident: true });
    expect(r).toMatchObject({ tax: 11_000, surcharge: 0, nonResidentSurcharge: 6_000, basis: "standard" });
    expect(r.bands.map((b) => b.rate)).toEqual([2, 4, 7, 12, 14]);
    expect(r.rules.map((x) => x.id)).toEqual(["sdlt-residential", "sdlt-non-resident"]);
  });

  it("adds 2 points on top of the higher rates for additional dwellings", () => {
    // 7% × 125,000 = 8,750 + 9% × 125,000 = 11,250 + 12% × 50,000 = 6,000 → 26,000.
    // Resident higher rates: 6,250 + 8,750 + 5,000 = 20,000; standard 5,000.
    const r = calc(300_000, { additionalProperty: true, nonUkResident: true });
    expect(r).toMatchObject({ tax: 26_000, surcharge: 15_000, nonResidentSurcharge: 6_000 });
    expect(r.rules.map((x) => x.id)).toEqual(["sdlt-residential", "sdlt-higher-rates", "sdlt-non-resident"]);
  });

  it("adds 2 points to first-time buyer relief", () => {
    // 2% × 300,000 = 6,000 + 7% × 100,000 = 7,000 → 13,000 (resident: 5,000).
    const r = calc(400_000, { firstTimeBuyer: true, nonUkResident: true });
    expect(r).toMatchObject({ tax: 13_000, nonResidentSurcharge: 8_000, basis: "first-time-buyer" });
  });

  it("does not apply below £40,000, nor in Scotland or Wales", () => {
    expect(calc(39_999, { nonUkResident: true })).toMatchObject({ tax: 0, nonResidentSurcharge: 0 });
    // At £40,000: 2% × 40,000 = 800.
    expect(calc(40_000, { nonUkResident: true })).toMatchObject({ tax: 800, nonResidentSurcharge: 800 });
    const scot = calc(200_000, { nation: "scotland", nonUkResident: true });
    expect(scot).toMatchObject({ tax: 1_100, nonResidentSurcharge: 0 });
    expect(scot.notes.join(" ")).toMatch(/no surcharge for non-UK resident/);
    expect(calc(300_000, { nation: "wales", nonUkResident: true }).tax).toBe(4_500);
  });
});

describe("SDLT for companies (17% from 31 October 2024)", () => {
  it("charges 17% of the whole price on a dwelling over £500,000", () => {
    // 17% × 600,000 = 102,000. Standard rates: 2,500 + 5% × 350,000 (17,500) = 20,000.
    const r = calc(600_000, { buyer: "company" });
    expect(r).toMatchObject({ tax: 102_000, surcharge: 82_000, basis: "company-flat-rate" });
    expect(r.bands).toEqual([{ from: 0, to: null, rate: 17, taxable: 600_000, tax: 102_000 }]);
    expect(r.rules.map((x) => x.id)).toContain("sdlt-company-17-percent");
    expect(r.notModelled.join(" ")).toMatch(/relief from the 17% rate/);
    // Just over the threshold: 17% × 500,001 = 85,000.17 → 85,000.
    expect(calc(500_001, { buyer: "company" }).tax).toBe(85_000);
  });

  it("does not charge the 17% rate on several dwellings bought together (it is tested dwelling by dwelling)", () => {
    // Two flats for £1,200,000 together: the higher rates on the total, not 17% × 1,200,000 (204,000).
    const r = calc(1_200_000, { buyer: "company", dwellings: 2 });
    expect(r.basis).not.toBe("company-flat-rate");
    expect(r.tax).toBeLessThan(204_000);
    expect(r.rules.map((x) => x.id)).not.toContain("sdlt-company-17-percent");
    expect(r.notModelled.join(" ")).toMatch(/the 17% company rate, which is tested dwelling by dwelling, is not applied/);
  });

  it("adds the non-resident surcharge to the 17% rate (19%)", () => {
    // 19% × 600,000 = 114,000, of which 2% × 600,000 = 12,000 is the non-resident surcharge.
    expect(calc(600_000, { buyer: "company", nonUkResident: true })).toMatchObject({
      tax: 114_000,
      surcharge: 82_000,
      nonResidentSurcharge: 12_000,
    });
  });

  it("charges the higher rates instead when a relief applies", () => {
    // 5% × 125,000 = 6,250 + 7% × 125,000 = 8,750 + 10% × 350,000 = 35,000 → 50,000.
    const r = calc(600_000, { buyer: "company", relief: true });
    expect(r).toMatchObject({ tax: 50_000, surcharge: 30_000, basis: "additional-dwelling" });
    expect(r.rules.map((x) => x.id)).toEqual(["sdlt-residential", "sdlt-company-relief", "sdlt-company-higher-rates"]);
  });

  it("charges the higher rates at £500,000 and below, even on a company's first dwelling", () => {
    // Higher rates at £500,000: 6,250 + 8,750 + 10% × 250,000 (25,000) = 40,000.
    expect(calc(500_000, { buyer: "company" })).toMatchObject({ tax: 40_000, basis: "additional-dwelling" });
    expect(ruleIds(250_000, { buyer: "company" })).toEqual(["sdlt-residential", "sdlt-company-higher-rates"]);
    expect(calc(250_000, { buyer: "company" }).tax).toBe(15_000);
  });

  it("gives a company no first-time buyer relief", () => {
    const r = calc(300_000, { buyer: "company", firstTimeBuyer: true });
    // Higher rates: 6,250 + 8,750 + 10% × 50,000 (5,000) = 20,000.
    expect(r.tax).toBe(20_000);
    expect(r.notes.join(" ")).toMatch(/company cannot claim first-time buyer relief/);
  });

  it("makes a company pay ADS in Scotland and the higher rates in Wales", () => {
    // LBTT 2% × 55,000 = 1,100 + ADS 8% × 200,000 = 16,000 → 17,100.
    const scot = calc(200_000, { nation: "scotland", buyer: "company" });
    expect(scot).toMatchObject({ tax: 17_100, surcharge: 16_000 });
    expect(scot.rules.map((x) => x.id)).toEqual(["lbtt-residential", "lbtt-company-ads"]);
    // LTT higher rates at £250,000: 9,000 + 8.5% × 70,000 (5,950) = 14,950; no 17% rate in Wales.
    expect(calc(600_000, { nation: "wales", buyer: "company" }).basis).toBe("additional-dwelling");
    expect(calc(250_000, { nation: "wales", buyer: "company" }).tax).toBe(14_950);
  });
});

describe("non-residential and mixed-use rates", () => {
  it("SDLT: 0% to £150,000, 2% to £250,000, 5% above (from 17 March 2016)", () => {
    // 2% × 100,000 = 2,000 + 5% × 150,000 = 7,500 → 9,500.
    const r = calc(400_000, { use: "non-residential" });
    expect(r).toMatchObject({ name: "SDLT", tax: 9_500, surcharge: 0, basis: "non-residential" });
    expect(r.rules.map((x) => x.id)).toEqual(["sdlt-non-residential"]);
    // Mixed use, £200,000: 2% × 50,000 = 1,000.
    expect(calc(200_000, { use: "mixed-use" }).tax).toBe(1_000);
  });

  it("ignores the residential surcharges on a non-residential purchase", () => {
    const r = calc(400_000, { use: "mixed-use", additionalProperty: true, nonUkResident: true, buyer: "company" });
    expect(r).toMatchObject({ tax: 9_500, nonResidentSurcharge: 0 });
    expect(r.notes.join(" ")).toMatch(/only to residential/);
    expect(r.notModelled.join(" ")).toMatch(/VAT/);
  });

  it("LBTT: 0% to £150,000, 1% to £250,000, 5% above (from 25 January 2019)", () => {
    // 1% × 100,000 = 1,000 + 5% × 150,000 = 7,500 → 8,500.
    expect(calc(400_000, { nation: "scotland", use: "non-residential" })).toMatchObject({ name: "LBTT", tax: 8_500 });
  });

  it("LTT: 0% to £225,000, 1% to £250,000, 5% to £1m, 6% above (from 22 December 2020)", () => {
    // 1% × 25,000 = 250 + 5% × 750,000 = 37,500 + 6% × 200,000 = 12,000 → 49,750.
    expect(calc(1_200_000, { nation: "wales", use: "non-residential" })).toMatchObject({ name: "LTT", tax: 49_750 });
    // 1% × 99 = 0.99 → 0.
    expect(calc(225_099, { nation: "wales", use: "mixed-use" }).tax).toBe(0);
  });
});

describe("several dwellings in one transaction (SDLT; Multiple Dwellings Relief abolished 1 June 2024)", () => {
  it("treats six or more dwellings as non-residential", () => {
    // 2% × 100,000 = 2,000 + 5% × 950,000 = 47,500 → 49,500 (higher rates would be 123,750).
    const r = calc(1_200_000, { additionalProperty: true, dwellings: 6 });
    expect(r).toMatchObject({ tax: 49_500, basis: "non-residential" });
    expect(r.rules.map((x) => x.id)).toEqual(["sdlt-six-or-more-dwellings", "sdlt-non-residential"]);
    expect(TAX_RULES["sdlt-six-or-more-dwellings"].summary).toMatch(/abolished for transactions from 1 June 2024/);
  });

  it("taxes two to five dwellings on the total price at residential rates, and says so", () => {
    const r = calc(1_200_000, { additionalProperty: true, dwellings: 5 });
    expect(r.tax).toBe(123_750);
    expect(r.notModelled.join(" ")).toMatch(/Multiple Dwellings Relief ended on 1 June 2024/);
  });

  it("does not apply the six-dwellings rule in Scotland or Wales, and says so", () => {
    const r = calc(1_200_000, { nation: "wales", dwellings: 6 });
    expect(r.basis).toBe("standard");
    expect(r.notModelled.join(" ")).toMatch(/six-or-more-dwellings rule are not modelled/);
  });

  it("rejects a dwelling count below 1 or not whole", () => {
    expect(() => calc(100_000, { dwellings: 0 })).toThrow(RangeError);
    expect(() => calc(100_000, { dwellings: 1.5 })).toThrow(RangeError);
  });
});

describe("rules and limits reported with every result", () => {
  it("dates and sources every rule", () => {
    expect(TAX_RULES_CHECKED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const rule of Object.values(TAX_RULES)) {
      expect(rule.effectiveFrom, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.effectiveFrom <= TAX_RULES_CHECKED, rule.id).toBe(true);
      expect(rule.source, rule.id).toMatch(/^https:\/\/(www\.gov\.uk|revenue\.scot|www\.gov\.wales|www\.legislation\.gov\.uk)\//);
    }
  });

  it("lists the rules applied and what is not modelled", () => {
    expect(ruleIds(250_000)).toEqual(["sdlt-residential"]);
    expect(ruleIds(250_000, { firstTimeBuyer: true })).toEqual(["sdlt-residential", "sdlt-first-time-buyer"]);
    expect(ruleIds(250_000, { nation: "wales", additionalProperty: true })).toEqual(["ltt-residential", "ltt-higher-rates"]);
    const r = calc(250_000, { nation: "scotland", additionalProperty: true });
    expect(r.rules.map((x) => x.id)).toEqual(["lbtt-residential", "lbtt-ads"]);
    const limits = r.notModelled.join(" ");
    expect(limits).toMatch(/linked transactions/);
    expect(limits).toMatch(/rent/);
    expect(limits).toMatch(/ADS reclaim/);
    expect(calc(250_000, { additionalProperty: true }).notModelled.join(" ")).toMatch(/refund of the higher rates/);
  });
});
