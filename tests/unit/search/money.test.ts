import { describe, expect, it } from "vitest";
import { largestAmount, parseMoney, priceFromPhrase, rentSaid, withoutRents } from "~/lib/search/money";

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

describe("the rent an investor gives (decision 196)", () => {
  it.each<[string, number | null]>([
    ["a 3 bed house in Leeds for £150,000 renting at £900 a month", 900],
    ["analyse a £150,000 flat in Leeds that rents for £900 pcm", 900],
    ["a flat in Salford for £120k, rent £200 a week", 866.67],
    ["a flat in Salford for £120k that lets for £10,800 a year", 900],
    ["Is a £120k flat in Bury with a rent of £650 a good deal?", 650],
    ["a 2 bed flat in Bury for 120k at 700 pcm", 700],
    ["a 3 bed house in Leeds for £150,000", null],
  ])("%s → %s a month", (text, monthly) => {
    expect(rentSaid(text)).toBe(monthly);
  });

  it("is never the price: blanked out, the price is the largest amount left", () => {
    expect(largestAmount(withoutRents("Is a house in Leeds renting at £900 a month a good deal?"))).toBeNull();
    expect(largestAmount(withoutRents("a flat in Salford for £120k that lets for £10,800 a year"))).toBe(120_000);
    expect(largestAmount(withoutRents("a flat in Salford for £8k, rent £12,000 a year"))).toBe(8_000);
  });
});
