import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PROPERTY_TAX_RATES, SDLT_COMPANY_RATE, SDLT_NON_RESIDENT_SURCHARGE } from "~/lib/property-tax-rates";
import { DEFAULT_ASSUMPTIONS, SCORE_WEIGHTS } from "~/lib/valuation/assumptions";
import { CONFIDENCE_RULES } from "~/lib/valuation/confidence";
import { FIGURES_METHOD } from "../../db/import/figures-method";

/**
 * The tables the stored figures are worked from, by the FIGURES_METHOD they were last changed
 * in (decision 163). A deal's tax, costs, score and confidence are stored when it is imported and
 * re-worked only when FIGURES_METHOD rises (decision 077). A change to a rate band or an
 * assumption that forgot to raise it would leave every held deal on the old figures, while the
 * deal page and the PDF name the new rule beside them.
 */
const TABLES_BY_METHOD: Readonly<Record<number, string>> = {
  6: "f1dc8ff0e2e7c170e0327381cfdd55fdbce782901164e1a0cafb4f472d6c15a9",
  // Decision 173 changed how the area ratio is stored, not the tables.
  7: "f1dc8ff0e2e7c170e0327381cfdd55fdbce782901164e1a0cafb4f472d6c15a9",
  // Decision 243 said a stored reason's date in full, not the tables.
  8: "f1dc8ff0e2e7c170e0327381cfdd55fdbce782901164e1a0cafb4f472d6c15a9",
};

/**
 * `rentGiven` is left out: it applies only to an analysis at a rent the investor gives (decision
 * 196), which is worked when asked and never stored, so no held deal's figures rest on it.
 */
const { rentGiven: _askedOnly, ...HELD_DEAL_CONFIDENCE_RULES } = CONFIDENCE_RULES;
const TABLES = { PROPERTY_TAX_RATES, SDLT_COMPANY_RATE, SDLT_NON_RESIDENT_SURCHARGE, DEFAULT_ASSUMPTIONS, SCORE_WEIGHTS, CONFIDENCE_RULES: HELD_DEAL_CONFIDENCE_RULES };
const fingerprint = (tables: unknown = TABLES) => createHash("sha256").update(JSON.stringify(tables)).digest("hex");

describe("the figures' tables and FIGURES_METHOD (decision 163)", () => {
  it("change together: a new rate, band or assumption raises FIGURES_METHOD", () => {
    const message =
      "The tax rates, assumptions, score weights or confidence rules changed. Raise FIGURES_METHOD in " +
      "db/import/figures-method.ts (say why in its list), then add the new method and this fingerprint to " +
      `TABLES_BY_METHOD here: ${fingerprint()}`;
    expect(TABLES_BY_METHOD[FIGURES_METHOD], message).toBe(fingerprint());
  });

  it("is told apart by one band's rate", () => {
    const changed = structuredClone(TABLES) as unknown as { PROPERTY_TAX_RATES: { SDLT: { bands: { rate: number }[] } } };
    changed.PROPERTY_TAX_RATES.SDLT.bands[1]!.rate += 1;
    expect(fingerprint(changed)).not.toBe(fingerprint());
    expect(fingerprint(structuredClone(TABLES))).toBe(fingerprint());
  });
});
