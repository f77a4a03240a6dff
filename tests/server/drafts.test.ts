import { describe, expect, it } from "vitest";
import { DRAFT_URL_BUDGET, draftParam, keptDraft } from "~/server/drafts.server";

const encoded = (text: string) => new URLSearchParams({ draft: text }).toString().length - "draft=".length;

describe("a refused text kept for its form (decision 140)", () => {
  it("keeps the text whole up to the box's limit, trimmed", () => {
    const text = "Houses in Leeds, under £200k? ".repeat(66).slice(0, 2000);
    expect(keptDraft(`  ${text}  `, 2000)).toBe(text.trim());
  });

  it("cuts to the box's limit between whole characters", () => {
    expect(keptDraft(`${"a".repeat(1999)}😀b`, 2000)).toBe("a".repeat(1999));
    expect(keptDraft("a".repeat(2500), 2000)).toBe("a".repeat(2000));
  });

  it("cuts text that encodes long to the URL budget, exactly as URLSearchParams encodes it", () => {
    for (const text of ["£".repeat(2500), "家".repeat(2000), "😀".repeat(1000), "a b&c=d%e+f ".repeat(400)]) {
      const kept = keptDraft(text, 2000);
      expect(encoded(kept)).toBeLessThanOrEqual(DRAFT_URL_BUDGET);
      expect(text.startsWith(kept)).toBe(true);
    }
    expect(keptDraft("£".repeat(2500), 2000)).toHaveLength(1000);
    // The count is exact: 2,000 "&" are 6,000 characters encoded, the whole budget, and all kept.
    expect(keptDraft("&".repeat(2000), 2000)).toHaveLength(2000);
  });

  it("keeps nothing of a blank text or a value that is not text", () => {
    expect(draftParam("draft", "   ", 2000)).toEqual({});
    expect(draftParam("draft", null, 2000)).toEqual({});
    expect(draftParam("draft", new Blob(["x"]), 2000)).toEqual({});
    expect(draftParam("question", " Is it good? ", 1000)).toEqual({ question: "Is it good?" });
  });
});
