import { describe, expect, it } from "vitest";
import { answerGeneralQuestion } from "~/lib/assistant/general-answer";
import { parseStampDutyQuestion } from "~/lib/assistant/stamp-duty-answer";

describe("parseStampDutyQuestion", () => {
  it.each([
    ["How much stamp duty on a £250,000 buy-to-let?", { amount: 250_000, nation: "england", scenario: "additional" }],
    ["SDLT on 300k second home", { amount: 300_000, nation: "england", scenario: "additional" }],
    ["stamp duty for a first-time buyer on £400k", { amount: 400_000, nation: "england", scenario: "first-time" }],
    ["LBTT on £200,000 in Scotland", { amount: 200_000, nation: "scotland", scenario: "unspecified" }],
    ["stamp duty on a £250,000 home I will live in", { amount: 250_000, nation: "england", scenario: "main" }],
    ["LTT on a £300k buy to let in Cardiff", { amount: 300_000, nation: "wales", scenario: "additional" }],
    ["stamp duty on £180k in Belfast", { amount: 180_000, nation: "northern-ireland", scenario: "unspecified" }],
    ["stamp duty on a £200k buy to let, it will be my only property", { amount: 200_000, nation: "england", scenario: "only-property-investment" }],
  ] as const)("%s", (question, expected) => {
    const q = parseStampDutyQuestion(question);
    expect(q).toMatchObject(expected);
    // Only the nation may be added (when it was assumed); no buyer, use or dwellings are invented.
    expect(Object.keys(q ?? {}).filter((k) => !["amount", "nation", "scenario", "nationNote"].includes(k))).toEqual([]);
    expect(q?.nationNote === undefined).toBe(/scotland|cardiff|belfast|england|sdlt|lbtt|ltt/i.test(question));
  });

  it("reads a tax however it is spelt, and ADS as Scotland's supplement (decision 105)", () => {
    expect(parseStampDutyQuestion("stamp dity on 175k btl")).toMatchObject({ amount: 175_000, nation: "england", scenario: "additional" });
    expect(parseStampDutyQuestion("stamp duties on a £300,000 house")).toMatchObject({ amount: 300_000, scenario: "unspecified" });
    // £100 of LBTT on £5,000 at 2% (the £145,001–£250,000 band) + 8% ADS on £150,000 (£12,000) = £12,100.
    expect(parseStampDutyQuestion("ADS on 150k flat in edinburgh")).toMatchObject({ amount: 150_000, nation: "scotland", scenario: "additional" });
    expect(answerGeneralQuestion("ADS on 150k flat in edinburgh").answer).toMatch(/in Scotland: £12,100\./);
    // Advertising is not the supplement.
    expect(parseStampDutyQuestion("what ads should I run for my flat at £900?")).toBeNull();
  });

  it("is null without a tax word or without an amount", () => {
    expect(parseStampDutyQuestion("what is stamp duty?")).toBeNull();
    expect(parseStampDutyQuestion("is £250,000 a good price?")).toBeNull();
  });
});

describe("answerGeneralQuestion: stamp duty on an amount", () => {
  it("£250,000 buy-to-let in England: £15,000 with the bands and a dated source", () => {
    const a = answerGeneralQuestion("How much stamp duty on a £250,000 buy-to-let property in England?");
    expect(a.known).toBe(true);
    expect(a.answer).toContain("£15,000");
    // 5% × £125,000 + 7% × £125,000.
    expect(a.answer).toContain("Up to £125,000 at 5%: £6,250");
    expect(a.answer).toContain("£125,001 to £250,000 at 7%: £8,750");
    expect(a.answer).toContain("£12,500 is the additional-dwelling surcharge");
    expect(a.answer).toContain("(as of 1 April 2025).");
    expect(a.sources).toEqual([expect.objectContaining({ asOf: "2025-04-01", url: expect.stringContaining("gov.uk") })]);
  });

  it("says when the bands' pence were rounded down, so the total does not read as a slip", () => {
    const a = answerGeneralQuestion("what is the stamp duty on a £59,921 buy to let?");
    // 5% × £59,921 = £2,996.05; the tax is the whole pounds of it.
    expect(a.answer).toContain("Up to £59,921 at 5%: £2,996.05");
    expect(a.answer).toContain("Total: £2,996 (£2,996.05 rounded down to the whole pound), of which £2,996 is the additional-dwelling surcharge.");
    // Whole-pound bands need no such words.
    expect(answerGeneralQuestion("How much stamp duty on a £250,000 buy-to-let property in England?").answer).not.toContain("rounded down");
  });

  it("£250,000 main home: £2,500", () => {
    const a = answerGeneralQuestion("stamp duty on a £250,000 home I will live in");
    expect(a.known).toBe(true);
    expect(a.answer).toContain("in England: £2,500.");
    expect(a.answer).toContain("£125,001 to £250,000 at 2%: £2,500");
    expect(a.answer).toContain("Source: HMRC, Stamp Duty Land Tax rates (as of 1 April 2025).");
  });

  it("£300k second home: £20,000", () => {
    // 6,250 + 8,750 + 10% × 50,000.
    expect(answerGeneralQuestion("SDLT on 300k second home").answer).toContain(": £20,000.");
  });

  it("first-time buyer on £400k: £5,000 with relief (£10,000 without)", () => {
    const a = answerGeneralQuestion("stamp duty for a first-time buyer on £400k");
    expect(a.answer).toContain("£5,000 with first-time buyer relief");
    expect(a.answer).toContain("Without the relief you would pay £10,000");
  });

  it("first-time buyer above £500,000 gets no relief", () => {
    // 2,500 + 5% × 350,000 = 20,000.
    const a = answerGeneralQuestion("stamp duty for a first time buyer on £600,000");
    expect(a.answer).toContain("£20,000");
    expect(a.answer).toContain("not available above £500,000");
  });

  it("LBTT on £200,000 in Scotland: £1,100 as a home, £17,100 with the 8% ADS", () => {
    const a = answerGeneralQuestion("LBTT on £200,000 in Scotland");
    expect(a.answer).toContain("£17,100");
    expect(a.answer).toContain("£1,100");
    expect(a.answer).toContain("Additional Dwelling Supplement at 8% of the whole price: £16,000");
    expect(a.sources[0]?.name).toMatch(/Revenue Scotland/);
  });

  it("LTT on a £300k buy-to-let in Wales uses the higher-rates table", () => {
    // 5% × 180,000 + 8.5% × 70,000 + 10% × 50,000 = 9,000 + 5,950 + 5,000.
    const a = answerGeneralQuestion("LTT on a £300k buy to let in Cardiff");
    expect(a.answer).toContain("£19,950");
    expect(a.sources[0]?.name).toMatch(/Welsh Revenue Authority/);
  });

  it("below £40,000 the higher rates don't apply", () => {
    const a = answerGeneralQuestion("stamp duty on a £30,000 second home");
    expect(a.answer).toContain("in England: £0.");
    expect(a.answer).toContain("don't apply below £40,000");
  });

  it("a first-time buyer buying to let pays the standard rates", () => {
    const a = answerGeneralQuestion("I'm a first time buyer, stamp duty on a £250,000 buy to let?");
    expect(a.answer).toContain("only property you own, in England: £2,500.");
    expect(a.answer).toContain("£15,000");
  });
});

describe("the surcharge asked for itself (decision 247)", () => {
  it("works the SDLT surcharge on an additional property: 5 points on every band", () => {
    const a = answerGeneralQuestion("how much is the surcharge on a £200k second home");
    // Higher rates: 5% × £125,000 = £6,250 + 7% × £75,000 = £5,250 = £11,500; standard: 2% × £75,000 = £1,500.
    // £11,500 − £1,500 = £10,000 = £200,000 × 5%.
    expect(a.answer).toMatch(/^The additional-dwelling surcharge on a £200,000 additional property \(such as a second home or buy-to-let\) in England: £10,000\./);
    expect(a.answer).toContain("The higher rates add 5 points to every band of the price, since 31 October 2024, so the surcharge is £200,000 × 5% = £10,000.");
    expect(a.answer).toContain("SDLT in all: £11,500 as an additional property, against £1,500 at the standard rates.");
    expect(a.answer).toContain("Total: £11,500, of which £10,000 is the additional-dwelling surcharge.");
    expect(a.answer).toContain("Source: HMRC, Stamp Duty Land Tax: higher rates for additional properties (as of 1 April 2025).");
    expect(a.answer).toContain("This is general information, not financial, tax or legal advice.");
    // A price whose 5% has pence: £8,000 − £500 (the bands' pence dropped) = £7,500, not £7,500.50.
    expect(answerGeneralQuestion("how much is the surcharge on a £150,010 house").answer).toContain("so the surcharge is £7,500 (5% of £150,010, rounded down to the pound).");
  });

  it("says there is none under £40,000", () => {
    const a = answerGeneralQuestion("what is the surcharge on a £39,000 flat");
    expect(a.answer).toMatch(/^There is no surcharge on £39,000: the higher rates for additional properties start at £40,000/);
    expect(a.answer).toContain("Stamp Duty Land Tax (SDLT) on £39,000 in England: £0.");
  });

  it("names Scotland's supplement and Wales's higher rates as their surcharges", () => {
    // ADS: £250,000 × 8% = £20,000; LBTT: 2% × (£250,000 − £145,000) = £2,100.
    const scotland = answerGeneralQuestion("surcharge on a £250,000 flat in Glasgow").answer;
    expect(scotland).toContain("on £250,000: £250,000 × 8% = £20,000, 8% of the whole price since 5 December 2024. LBTT in all: £22,100 as an additional property, against £2,100 at the standard rates.");
    // LTT higher rates: 5% × £180,000 + 8.5% × £70,000 + 10% × £50,000 = £19,950; main rates: 6% × £75,000 = £4,500.
    const wales = answerGeneralQuestion("whats the surcharge on a £300k buy to let in cardiff").answer;
    expect(wales).toContain("On £300,000 that is £15,450 more than the main rates: £19,950 against £4,500.");
  });

  it("leaves a council tax premium alone", () => {
    expect(parseStampDutyQuestion("what is the council tax premium surcharge on a £200k second home")).toBeNull();
  });
});

describe("every band breakdown ends with its total", () => {
  it("totals the standard rates where a first-time buyer's relief does not apply", () => {
    // Over £500,000 no relief: 2% × £125,000 + 5% × £350,000 = £2,500 + £17,500 = £20,000.
    const a = answerGeneralQuestion("stamp duty on £600k first time buyer").answer;
    expect(a).toContain("• £250,001 to £600,000 at 5%: £17,500\nTotal: £20,000.");
    // Wales has no relief: LTT 6% × (£300,000 − £225,000) = £4,500.
    expect(answerGeneralQuestion("first time buyer LTT on £300k in cardiff").answer).toContain("• £225,001 to £300,000 at 6%: £4,500\nTotal: £4,500.");
    // A buy-to-let that is the only property: 2% × £75,000 = £1,500.
    expect(answerGeneralQuestion("stamp duty on a £200k buy to let, it will be my only property").answer).toContain("• £125,001 to £200,000 at 2%: £1,500\nTotal: £1,500.");
  });
});
