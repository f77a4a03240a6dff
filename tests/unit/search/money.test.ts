import { describe, expect, it } from "vitest";
import { largestAmount, parseMoney, priceFromPhrase } from "~/lib/search/money";

describe("parseMoney", () => {
  it.each<[string, number | undefined]>([
    ["£200k", 200_000],
    ["200k", 200_000],
    ["200K", 200_000],
    ["200 k", 200_000],
    ["1.2m", 1_200_000],
    ["£1.5 million", 1_500_000],
    ["£1.15m", 1_150_000],
    ["£0.5m", 500_000],
    ["250,000", 250_000],
    ["£250,000", 250_000],
    ["£250 000", 250_000],
    ["£1,250,000", 1_250_000],
    ["£ 200,000", 200_000],
    ["200 grand", 200_000],
    ["150 thousand", 150_000],
    ["2.5k", 2_500],
    ["£200", 200],
    ["under £200k.", 200_000],
    ["£200k-£300k", 200_000],
    ["7%", undefined],
    ["M14", undefined],
    ["no numbers here", undefined],
    ["", undefined],
  ])("%s → %s", (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });
});

describe("largestAmount (stamp-duty questions)", () => {
  it.each([
    ["£250,000", 250_000],
    ["250k", 250_000],
    ["300K second home", 300_000],
    ["£1.2m", 1_200_000],
    ["1.5 million", 1_500_000],
    ["300000", 300_000],
    ["£250 000", 250_000],
    ["£40k in 2025-26", 40_000],
  ])("%s → %i", (text, amount) => {
    expect(largestAmount(text)).toBe(amount);
  });

  it("ignores years, percentages and small bare numbers", () => {
    expect(largestAmount("5% in 2025 for 3 years")).toBeNull();
    expect(largestAmount("no amount here")).toBeNull();
  });
});

describe("a bare small number in a price phrase (decision 013)", () => {
  it("'under 200' means £200,000 to both the search and the stamp-duty readers", () => {
    expect(parseMoney("under 200")).toBe(200_000);
    expect(largestAmount("stamp duty on a flat under 200")).toBe(200_000);
    expect(parseMoney("around 350")).toBe(350_000);
  });

  it("keeps face value when marked with £, or outside a price phrase", () => {
    expect(parseMoney("under £200")).toBe(200);
    expect(parseMoney("200")).toBe(200);
    expect(parseMoney("under 1,500")).toBe(1_500);
    expect(largestAmount("stamp duty on 200")).toBeNull();
  });

  it("reads an amount only as thousands when it has neither £ nor a suffix", () => {
    expect(priceFromPhrase({ value: 200, raw: 200, multiplier: 1, marked: false })).toBe(200_000);
    expect(priceFromPhrase({ value: 200, raw: 200, multiplier: 1, marked: true })).toBe(200);
    expect(priceFromPhrase({ value: 200_000, raw: 200, multiplier: 1_000, marked: true })).toBe(200_000);
    expect(priceFromPhrase({ value: 2_500, raw: 2_500, multiplier: 1, marked: false })).toBe(2_500);
  });
});
