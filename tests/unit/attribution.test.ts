import { describe, expect, it } from "vitest";
import { ATTRIBUTION, ATTRIBUTION_LINES, ATTRIBUTION_SHOWN, attributionSentences, shownAttributionLines } from "~/lib/attribution";

describe("the licence lines a page shows (decision 069)", () => {
  it("leaves out the lines the others already say: the UK HPI's and the VOA stock's", () => {
    expect(ATTRIBUTION_LINES).toHaveLength(6);
    expect(ATTRIBUTION_SHOWN).toEqual([ATTRIBUTION.landRegistry, ATTRIBUTION.ons, ATTRIBUTION.pipr, ATTRIBUTION.os]);
  });

  it("still says every sentence of every source's line, the bare licence sentence by naming the licence", () => {
    const shown = new Set(ATTRIBUTION_SHOWN.flatMap(attributionSentences));
    for (const line of ATTRIBUTION_LINES) {
      for (const sentence of attributionSentences(line)) {
        if (/^Licensed under the Open Government Licence v3\.0\.$/.test(sentence)) expect(ATTRIBUTION_SHOWN.join(" ")).toContain("Open Government Licence v3.0");
        else expect(shown.has(sentence), sentence).toBe(true);
      }
    }
  });

  it("keeps lines that differ, and one of two that are the same", () => {
    expect(shownAttributionLines(["A a. B b.", "C c."])).toEqual(["A a. B b.", "C c."]);
    expect(shownAttributionLines(["A a. B b.", "A a. B b."])).toEqual(["A a. B b."]);
    expect(shownAttributionLines(["A a.", "A a. B b."])).toEqual(["A a. B b."]);
  });
});
