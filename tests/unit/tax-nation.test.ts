import { describe, expect, it } from "vitest";
import {
  detectNation,
  nationFromGssCode,
  nationFromNationName,
  nationFromPlaceRef,
  nationFromPostcode,
  parsePostcode,
  type PlaceRef,
} from "~/lib/tax-nation";

const nationOf = (text: string) => nationFromPostcode(text)?.nation ?? null;

describe("GSS codes", () => {
  it.each([
    ["E92000001", "england"],
    ["W92000004", "wales"],
    ["S92000003", "scotland"],
    ["N92000002", "northern-ireland"],
    ["E08000021", "england"], // Newcastle upon Tyne
    ["W06000015", "wales"], // Cardiff
    ["S12000036", "scotland"], // City of Edinburgh
    ["N09000003", "northern-ireland"], // Belfast
    [" e06000057 ", "england"], // Northumberland, lower case and spaced
  ])("%s → %s", (code, nation) => {
    expect(nationFromGssCode(code)).toBe(nation);
  });

  it.each(["K02000001", "E0600005", "X06000001", "", "Cardiff"])("rejects %j", (code) => {
    expect(nationFromGssCode(code)).toBeNull();
  });
});

describe("postcodes", () => {
  it("parses full postcodes, districts and areas", () => {
    expect(parsePostcode("td15 1ab")).toEqual({ area: "TD", district: "TD15" });
    expect(parsePostcode("SW1A1AA")).toEqual({ area: "SW", district: "SW1A" });
    expect(parsePostcode("G4")).toEqual({ area: "G", district: "G4" });
    expect(parsePostcode("BT")).toEqual({ area: "BT" });
    expect(parsePostcode("not a postcode")).toBeNull();
  });

  it.each([
    // One example from every nation.
    ["SW19 1AA", "england"],
    ["M1", "england"],
    ["EH1 1YZ", "scotland"],
    ["G2", "scotland"],
    ["ZE1", "scotland"],
    ["CF10 1AA", "wales"],
    ["LL57", "wales"],
    ["BT1 5GS", "northern-ireland"],
    ["BT", "northern-ireland"],
    // Cross-border areas, district by district.
    ["TD15 1AB", "england"], // Berwick-upon-Tweed
    ["TD1", "scotland"], // Galashiels
    ["CH5", "wales"], // Deeside
    ["CH8", "wales"], // Holywell
    ["CH1", "england"], // Chester
    ["CH41", "england"], // Birkenhead
    ["SY23 1AA", "wales"], // Aberystwyth
    ["SY16", "wales"], // Newtown
    ["SY1", "england"], // Shrewsbury
    ["SY11", "england"], // Oswestry
    ["HR1", "england"], // Hereford
    ["LD1", "wales"], // Llandrindod Wells
    ["NP16", "wales"], // Chepstow
    ["GL16", "england"], // Forest of Dean
    ["DG16", "scotland"], // Gretna
    ["CA6", "england"], // Longtown
  ])("%s → %s", (postcode, nation) => {
    expect(nationOf(postcode)).toBe(nation);
  });

  it("flags districts that straddle a border, and cross-border areas given alone", () => {
    expect(nationFromPostcode("TD15")).toMatchObject({ nation: "england", crossBorder: true });
    expect(nationFromPostcode("CH4")).toMatchObject({ nation: "england", crossBorder: true });
    expect(nationFromPostcode("HR3 5AA")).toMatchObject({ nation: "england", crossBorder: true });
    expect(nationFromPostcode("SY15")).toMatchObject({ nation: "wales", crossBorder: true });
    expect(nationFromPostcode("SY")).toMatchObject({ source: "postcode-area", crossBorder: true });
    expect(nationFromPostcode("SY23")).toMatchObject({ crossBorder: false });
    expect(nationFromPostcode("EH")).toMatchObject({ nation: "scotland", source: "postcode-area", crossBorder: false });
  });

  it("returns null for Crown dependencies and unknown areas", () => {
    expect(nationOf("JE2 3AB")).toBeNull();
    expect(nationOf("GY1")).toBeNull();
    expect(nationOf("IM1")).toBeNull();
    expect(nationOf("QQ1")).toBeNull();
  });

  it("prefers the server's country code for the district over its own tables", () => {
    // Pretend the postcode directory put CH4 in Wales: the table wins, still flagged cross-border.
    const table: Record<string, string> = { CH4: "W92000004", EH1: "S92000003" };
    const districtCountry = (d: string) => table[d];
    expect(nationFromPostcode("CH4 0AA", districtCountry)).toEqual({
      nation: "wales",
      source: "district-country-code",
      crossBorder: true,
    });
    expect(nationFromPostcode("EH1", districtCountry)?.source).toBe("district-country-code");
    // A district the table lacks falls back to the exceptions and the area.
    expect(nationFromPostcode("TD15", districtCountry)).toMatchObject({ nation: "england", source: "postcode-district" });
  });
});

describe("places through a gazetteer", () => {
  // A small stand-in with the shape of the server's gazetteer (kind + key).
  const places: Record<string, PlaceRef> = {
    cardiff: { kind: "local-authority", key: "W06000015" },
    "newcastle upon tyne": { kind: "local-authority", key: "E08000021" },
    berwick: { kind: "town", key: "Berwick-upon-Tweed", postcodeDistrict: "TD15" },
    galashiels: { kind: "town", key: "Galashiels", laCode: "S12000026" },
    sw19: { kind: "postcode-district", key: "SW19" },
    bt: { kind: "postcode-area", key: "BT" },
    wimbledon: { kind: "town", key: "Wimbledon" },
  };
  const lookup = (text: string) => places[text.toLowerCase()];

  it("reads LA codes, postcode keys and explicit codes", () => {
    expect(nationFromPlaceRef(places.cardiff!)?.nation).toBe("wales");
    expect(nationFromPlaceRef(places.galashiels!)?.nation).toBe("scotland");
    expect(nationFromPlaceRef(places.berwick!)).toMatchObject({ nation: "england", crossBorder: true });
    expect(nationFromPlaceRef(places.bt!)?.nation).toBe("northern-ireland");
    expect(nationFromPlaceRef({ countryCode: "S92000003" })?.source).toBe("country-code");
    // A town with no code or postcode decides nothing.
    expect(nationFromPlaceRef(places.wimbledon!)).toBeNull();
  });

  it("finds the longest known place in free text", () => {
    expect(detectNation({ text: "a flat in Newcastle upon Tyne" }, { lookup })).toMatchObject({
      nation: "england",
      source: "place-name",
    });
    expect(detectNation({ text: "stamp duty on a house in Cardiff?" }, { lookup })?.nation).toBe("wales");
    expect(detectNation({ text: "Galashiels terrace" }, { lookup })?.nation).toBe("scotland");
  });
});

describe("detectNation", () => {
  it("uses the most reliable input first", () => {
    // The code beats a contradicting postcode and text.
    expect(detectNation({ code: "S12000036", postcode: "CF10", text: "Wales" })).toMatchObject({
      nation: "scotland",
      source: "local-authority-code",
    });
    expect(detectNation({ code: "W92000004" })?.source).toBe("country-code");
    expect(detectNation({ postcode: "BT7 1NN", text: "England" })?.nation).toBe("northern-ireland");
  });

  it("finds a postcode inside text, then a nation's name", () => {
    expect(detectNation({ text: "2 bed flat, Aberystwyth SY23 1AA" })).toMatchObject({ nation: "wales" });
    expect(detectNation({ text: "buy to let in TD15" })).toMatchObject({ nation: "england", crossBorder: true });
    expect(detectNation({ text: "what is the ADS rate in Scotland" })).toEqual({
      nation: "scotland",
      source: "nation-name",
      crossBorder: false,
    });
    expect(nationFromNationName("Northern Ireland landlord")).toBe("northern-ireland");
    expect(nationFromNationName("Welsh higher rates")).toBe("wales");
  });

  it("returns null when nothing decides it", () => {
    expect(detectNation({})).toBeNull();
    expect(detectNation({ text: "a cheap house with a garden" })).toBeNull();
    expect(detectNation({ code: "nonsense", postcode: "JE2 3AB" })).toBeNull();
  });
});
