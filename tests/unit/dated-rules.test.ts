/**
 * The dated rules a valuation applied (decision 150): read from the rule table and the
 * assumptions' basis, never typed twice, and the same calculation the valuation makes.
 */
import { describe, expect, it } from "vitest";
import { formatDate } from "~/lib/format";
import { PROPERTY_TAX_RATES, TAX_RULES } from "~/lib/property-tax";
import { ASSUMPTION_BASIS, DEFAULT_ASSUMPTIONS, valueDeal } from "~/lib/valuation";
import { appAssumptions, assumptionsAsAt, datedPurchaseTax, datedRuleLine, purchaseTaxRule, valuationNation, valuationRules } from "~/lib/valuation/dated-rules";
import { buyToLetTax, purchaseCosts } from "~/lib/valuation/finance";
import { SALFORD } from "./assistant/fixtures";

describe("purchaseTaxRule", () => {
  it("names the tax, who sets it, and each rule the valuation's calculation applied with the date it applies from", () => {
    expect(datedRuleLine(purchaseTaxRule(150_000, "england"))).toBe(
      "Stamp Duty Land Tax (HM Revenue & Customs): residential rates from 1 April 2025; higher rates for additional dwellings from 31 October 2024",
    );
    expect(datedRuleLine(purchaseTaxRule(150_000, "northern-ireland"))).toBe(datedRuleLine(purchaseTaxRule(150_000, "england")));
    expect(datedRuleLine(purchaseTaxRule(150_000, "scotland"))).toBe(
      "Land and Buildings Transaction Tax (Revenue Scotland): residential rates from 1 April 2021; Additional Dwelling Supplement from 5 December 2024",
    );
    expect(datedRuleLine(purchaseTaxRule(150_000, "wales"))).toBe(
      "Land Transaction Tax (Welsh Revenue Authority): main residential rates from 10 October 2022; higher residential rates from 11 December 2024",
    );
    // Below £40,000 no higher rates apply, and none is named.
    expect(purchaseTaxRule(39_999, "england").when).toBe("residential rates from 1 April 2025");
  });

  it("takes every date from TAX_RULES, which the rate tables read too", () => {
    const rules = buyToLetTax(150_000, "wales").rules;
    expect(purchaseTaxRule(150_000, "wales").when).toBe(rules.map((r) => `${r.name.toLowerCase()} from ${formatDate(r.effectiveFrom)}`).join("; "));
    expect(PROPERTY_TAX_RATES.SDLT.effectiveFrom).toBe(TAX_RULES["sdlt-residential"].effectiveFrom);
    expect(PROPERTY_TAX_RATES.SDLT.additionalDwelling.effectiveFrom).toBe(TAX_RULES["sdlt-higher-rates"].effectiveFrom);
    expect(PROPERTY_TAX_RATES.LBTT.additionalDwelling.effectiveFrom).toBe(TAX_RULES["lbtt-ads"].effectiveFrom);
    expect(PROPERTY_TAX_RATES.LTT.additionalDwelling.effectiveFrom).toBe(TAX_RULES["ltt-higher-rates"].effectiveFrom);
    // The tax the rules describe is the tax the valuation charges.
    expect(buyToLetTax(150_000, "england").tax).toBe(purchaseCosts(150_000, "england", DEFAULT_ASSUMPTIONS).tax);
  });
});

describe("datedPurchaseTax", () => {
  it("is the valuation's tax and its dated rules from one calculation", () => {
    for (const nation of ["england", "scotland", "wales", "northern-ireland"] as const) {
      for (const value of [39_999, 40_000, 150_000]) {
        const dated = datedPurchaseTax(value, nation);
        expect(dated.result).toEqual(buyToLetTax(value, nation));
        expect(dated.result.tax).toBe(purchaseCosts(value, nation, DEFAULT_ASSUMPTIONS).tax);
        expect(dated.rule).toEqual(purchaseTaxRule(value, nation));
        expect(dated).toMatchObject({ value, nation });
      }
    }
  });
});

describe("valuationNation", () => {
  it("is the valuation's own nation, else the one its tax names, else none", () => {
    expect(valuationNation({ inputs: { nation: "northern-ireland" }, purchaseCosts: { taxName: "SDLT" } })).toBe("northern-ireland");
    expect(valuationNation({ inputs: {}, purchaseCosts: { taxName: "LTT" } })).toBe("wales");
    expect(valuationNation({ inputs: null, purchaseCosts: { taxName: "LBTT" } })).toBe("scotland");
    expect(valuationNation({})).toBeUndefined();
    expect(valuationNation(null)).toBeUndefined();
  });
});

describe("assumptions", () => {
  it("are dated as at the earliest day any of them was checked", () => {
    const dates = Object.values(ASSUMPTION_BASIS).map((b) => b!.asOf);
    const earliest = dates.reduce((a, b) => (b < a ? b : a));
    expect(assumptionsAsAt()).toBe(`as at ${formatDate(earliest)}`);
    expect(assumptionsAsAt(["mortgageRatePercent"])).toBe(`as at ${formatDate(ASSUMPTION_BASIS.mortgageRatePercent!.asOf)}`);
    expect(appAssumptions()).toBe(`the app's assumptions as at ${formatDate(earliest)}`);
  });
});

describe("valuationRules", () => {
  it("gives a valuation's tax, then its loan and its costs, each with its date", () => {
    const v = valueDeal(SALFORD)!;
    expect(valuationRules(v).map(datedRuleLine)).toEqual([
      "Stamp Duty Land Tax (HM Revenue & Customs): residential rates from 1 April 2025; higher rates for additional dwellings from 31 October 2024",
      `Mortgage rate, loan-to-value and the lender's rent test (PRA SS13/16): ${assumptionsAsAt(["mortgageRatePercent", "icrPercent"])}`,
      `Running costs and purchase fees: ${assumptionsAsAt(["managementPercent", "purchaseFees"])}`,
    ]);
  });

  it("reads an older stored valuation: its nation from its tax's name, and no tax line without a value", () => {
    expect(valuationRules({ currentValue: 150_000, purchaseCosts: { taxName: "LTT" } })[0]?.name).toBe("Land Transaction Tax (Welsh Revenue Authority)");
    expect(valuationRules({ currentValue: 150_000, inputs: { nation: "scotland" }, purchaseCosts: { taxName: "SDLT" } })[0]?.name).toMatch(/^Land and Buildings/);
    expect(valuationRules({ purchaseCosts: { taxName: "SDLT" } }).map((r) => r.kind)).toEqual(["mortgage", "costs"]);
    expect(valuationRules({ currentValue: 150_000 }).map((r) => r.kind)).toEqual(["mortgage", "costs"]);
  });
});
