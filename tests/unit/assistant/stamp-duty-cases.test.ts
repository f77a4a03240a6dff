/**
 * Stamp duty for companies, non-UK residents, commercial and mixed-use purchases and six or more
 * dwellings, in each nation. Every figure is worked by hand in the comment beside it (SDLT bands
 * 0/2/5/10/12% at £125k/£250k/£925k/£1.5m; higher rates +5 points; non-resident +2 points;
 * non-residential 0/2/5% at £150k/£250k; LBTT 0/2/5/10/12% at £145k/£250k/£325k/£750k, ADS 8%;
 * LBTT non-residential 0/1/5% at £150k/£250k; LTT non-residential 0/1/5/6% at £225k/£250k/£1m).
 */
import { describe, expect, it } from "vitest";
import { answerGeneralQuestion } from "~/lib/assistant/general-answer";
import { parseStampDutyQuestion, type TaxPlaceContext } from "~/lib/assistant/stamp-duty-answer";

/** A gazetteer-like lookup as the server passes it: LA codes for towns, postcodes as themselves. */
const places: TaxPlaceContext = {
  lookup: (text) =>
    (
      ({
        leeds: { kind: "town", key: "LEEDS", laCode: "E08000035" },
        aberdeen: { kind: "local-authority", key: "S12000033" },
        swansea: { kind: "town", key: "SWANSEA", laCode: "W06000011" },
        "newcastle upon tyne": { kind: "town", key: "NEWCASTLE UPON TYNE", laCode: "E08000021" },
      }) as Record<string, { kind: string; key: string; laCode?: string }>
    )[text.toLowerCase()],
};

describe("parseStampDutyQuestion: buyers, uses and dwellings", () => {
  it.each([
    ["stamp duty on a £300k buy to let, I'm a non-UK resident", { nonUkResident: true, scenario: "additional" }],
    ["SDLT for an overseas buyer on £300,000", { nonUkResident: true }],
    ["stamp duty on a £600k house through my limited company", { buyer: "company" }],
    ["stamp duty for an SPV buying a £600k buy to let", { buyer: "company", relief: true }],
    ["stamp duty on a £400k commercial unit", { use: "non-residential" }],
    ["stamp duty on a £400k shop with a flat above, mixed use", { use: "mixed-use" }],
    ["stamp duty on six flats for £900k", { dwellings: 6 }],
    ["stamp duty on 3 houses for £450k", { dwellings: 3 }],
  ] as const)("%s", (question, expected) => {
    expect(parseStampDutyQuestion(question)).toMatchObject(expected);
  });

  it("decides the nation from the place named, through the lookup passed in", () => {
    expect(parseStampDutyQuestion("stamp duty on £300k in Aberdeen", places)?.nation).toBe("scotland");
    expect(parseStampDutyQuestion("stamp duty on £300k in Swansea", places)?.nation).toBe("wales");
    expect(parseStampDutyQuestion("stamp duty on £300k in Leeds", places)?.nation).toBe("england");
    expect(parseStampDutyQuestion("stamp duty on £300k in Leeds", places)?.nationNote).toBeUndefined();
    // A postcode decides without the lookup: TD15 (Berwick) is England, SY23 (Aberystwyth) is Wales.
    expect(parseStampDutyQuestion("stamp duty on £300k in TD15")?.nation).toBe("england");
    expect(parseStampDutyQuestion("stamp duty on £300k in SY23")?.nation).toBe("wales");
    // Nothing named: England, and the answer says it assumed so.
    const q = parseStampDutyQuestion("stamp duty on £300k");
    expect(q?.nation).toBe("england");
    expect(q?.nationNote).toContain("assumed England");
  });
});

describe("answers with every rule", () => {
  it("non-UK resident, £300,000 buy-to-let in England: £26,000, of which £6,000 is the 2% surcharge", () => {
    // 7% × 125,000 = 8,750; 9% × 125,000 = 11,250; 12% × 50,000 = 6,000 → 26,000. Surcharge 2% × 300,000.
    const a = answerGeneralQuestion("How much stamp duty on a £300,000 buy-to-let in Leeds? I'm a non-UK resident", places);
    expect(a.answer).toContain("£26,000");
    expect(a.answer).toContain("£6,000 is the 2% surcharge for non-UK resident buyers");
    expect(a.answer).toContain("Rules applied:");
    expect(a.answer).toMatch(/non-UK resident/i);
    expect(a.answer).toContain("183 days"); // the residence test is named as outside the calculation
    expect(a.answer).not.toContain("assumed England");
    expect(a.sources.every((s) => /^https:\/\/(www\.)?(gov\.uk|legislation\.gov\.uk|revenue\.scot|gov\.wales)/.test(s.url))).toBe(true);
  });

  it("non-UK resident in Scotland: no surcharge, and the answer says so", () => {
    // LBTT 2% × 105,000 = 2,100; 5% × 50,000 = 2,500; ADS 8% × 300,000 = 24,000 → 28,600.
    const a = answerGeneralQuestion("LBTT on a £300k buy to let in Aberdeen for a non-resident", places);
    expect(a.answer).toContain("£28,600");
    expect(a.answer).toContain("LBTT has no surcharge for non-UK resident buyers.");
  });

  it("company, £600,000, no relief said: 17% = £102,000, and with a relief £50,000", () => {
    // 17% × 600,000 = 102,000. Higher rates: 5% × 125,000 + 7% × 125,000 + 10% × 350,000 = 50,000.
    const a = answerGeneralQuestion("stamp duty on a £600k house bought through my limited company in Newcastle upon Tyne", places);
    expect(a.answer).toContain(": £102,000.");
    expect(a.answer).toContain("I've assumed no relief applies");
    expect(a.answer).toContain("£50,000");
    expect(a.answer).toContain("Annual Tax on Enveloped Dwellings");
  });

  it("SPV buy-to-let, £600,000: relief assumed, £50,000, and £102,000 without it", () => {
    const a = answerGeneralQuestion("SDLT for my SPV on a £600,000 buy to let", places);
    expect(a.answer).toContain(": £50,000.");
    expect(a.answer).toContain("I've assumed a relief from the 17% rate applies");
    expect(a.answer).toContain("£102,000");
    expect(a.answer).toContain("withdrawn if the qualifying use stops within 3 years");
  });

  it("non-resident company, £600,000, no relief: 19% = £114,000", () => {
    const a = answerGeneralQuestion("stamp duty for an overseas company buying a £600k house via a company", places);
    expect(a.answer).toContain(": £114,000.");
    expect(a.answer).toContain("£12,000 is the 2% surcharge");
  });

  it("company below £500,000: the higher rates, not 17%", () => {
    // 5% × 125,000 + 7% × 125,000 + 10% × 50,000 = 20,000.
    const a = answerGeneralQuestion("stamp duty on a £300k flat through my limited company", places);
    expect(a.answer).toContain(": £20,000.");
    expect(a.answer).toContain("The 17% company rate applies only above £500,000");
  });

  it("commercial, £400,000 in England: £9,500", () => {
    // 2% × 100,000 + 5% × 150,000 = 9,500.
    const a = answerGeneralQuestion("stamp duty on a £400,000 commercial unit in Leeds", places);
    expect(a.answer).toContain(": £9,500.");
    expect(a.answer).toContain("VAT");
  });

  it("mixed-use, £400,000 in Scotland: LBTT £8,500", () => {
    // 1% × 100,000 + 5% × 150,000 = 8,500.
    const a = answerGeneralQuestion("LBTT on a £400k mixed-use building in Aberdeen", places);
    expect(a.answer).toContain("Land and Buildings Transaction Tax");
    expect(a.answer).toContain(": £8,500.");
  });

  it("non-residential, £400,000 in Wales: LTT £7,750", () => {
    // 1% × 25,000 + 5% × 150,000 = 7,750.
    const a = answerGeneralQuestion("stamp duty on a £400k office in Swansea", places);
    expect(a.answer).toContain("Land Transaction Tax");
    expect(a.answer).toContain(": £7,750.");
  });

  it("six flats for £900,000 in England: non-residential rates, £34,500", () => {
    // 2% × 100,000 + 5% × 650,000 = 34,500.
    const a = answerGeneralQuestion("stamp duty on six flats bought together for £900k in Leeds", places);
    expect(a.answer).toContain(": £34,500.");
    expect(a.answer).toContain("Six or more dwellings");
  });

  it("three houses for £450,000: residential higher rates on the total, and the limits said", () => {
    // 5% × 125,000 + 7% × 125,000 + 10% × 200,000 = 35,000.
    const a = answerGeneralQuestion("stamp duty on 3 houses for £450k in Leeds", places);
    expect(a.answer).toContain(": £35,000.");
    expect(a.answer).toContain("Multiple Dwellings Relief ended on 1 June 2024");
  });

  it("a one-home question with no place says England was assumed", () => {
    const a = answerGeneralQuestion("stamp duty on a £250,000 buy-to-let");
    expect(a.answer).toContain("£15,000");
    expect(a.answer).toContain("I've assumed England");
  });
});
