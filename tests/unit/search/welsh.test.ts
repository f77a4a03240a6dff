/** Messages in Welsh (decision 118): read in English where the glossary can, refused free where not. */
import { describe, expect, it } from "vitest";
import { buildGazetteer, findPlace } from "~/lib/search/gazetteer";
import { readWelsh, welshMutations, WELSH_NOTE, WELSH_UNREAD } from "~/lib/search/welsh";

const reading = (message: string) => {
  const r = readWelsh(message);
  return r && r.english !== null ? r.english : r;
};

describe("readWelsh", () => {
  it("reads a stamp duty question, and LTT by its Welsh name", () => {
    expect(reading("Faint yw'r dreth stamp ar dŷ £200,000?")).toBe("how much is the stamp duty on a house £200,000");
    expect(reading("Faint yw'r dreth trafodiadau tir ar dŷ £250,000 yng Nghaerdydd?")).toBe(
      "how much is the land transaction tax on a house £250,000 in Cardiff",
    );
  });

  it("reads a search, with Welsh place names in their mutated forms", () => {
    expect(reading("Dangos tai yng Nghaerdydd")).toBe("show me houses in Cardiff");
    expect(reading("Tai yn Abertawe o dan £150,000")).toBe("houses in Swansea under £150,000");
    expect(reading("fflatiau 2 ystafell wely yng Nghasnewydd")).toBe("flats 2 bedroom in Newport");
    expect(reading("Beth yw Adran 24?")).toBe("what is section 24");
  });

  it("opens the answer with one bilingual sentence and the reading", () => {
    const r = readWelsh("Dangos tai yng Nghaerdydd");
    expect(r).toEqual({
      english: "show me houses in Cardiff",
      lead: `${WELSH_NOTE} I read your message as "show me houses in Cardiff".`,
    });
    expect(WELSH_NOTE).toBe("Diolch am eich neges: dim ond yn Saesneg y gallaf ateb (thank you for your message: I can only answer in English).");
  });

  it("does not read a Welsh message with too little it knows, and says nothing is charged", () => {
    expect(readWelsh("Mae'r tywydd yn braf heddiw, ydy e?")).toEqual({ english: null, reply: WELSH_UNREAD });
    // One word it does not know is enough: a guess at the rest could be searched, and charged.
    expect(reading("Hoffwn brynu tŷ gyda fy nghariad")).toEqual({ english: null, reply: WELSH_UNREAD });
    // A place alone is not a question: "the weather in Cardiff" must not read as "… in Cardiff".
    expect(reading("Beth yw'r tywydd yng Nghaerdydd?")).toEqual({ english: null, reply: WELSH_UNREAD });
    expect(WELSH_UNREAD).toMatch(/^Diolch am eich neges: .*Please ask it in English.*\(This did not count as a question\.\)$/);
  });

  it("leaves English messages alone, Welsh place names and all", () => {
    for (const m of ["houses in Caerdydd", "2 bed flats in Pen y Bont", "Tai chi classes in Leeds", "How much is the treth on a tŷ?", "What is Section 24?", "flats under 150k in Cardiff"]) {
      expect(readWelsh(m), m).toBeNull();
    }
  });
});

describe("Welsh place names", () => {
  it("writes each mutation of a name's first letter", () => {
    expect(welshMutations("caerdydd")).toEqual(["caerdydd", "gaerdydd", "nghaerdydd", "chaerdydd"]);
    expect(welshMutations("abertawe")).toEqual(["abertawe"]);
    expect(welshMutations("llanelli")).toEqual(["llanelli", "lanelli"]);
  });

  it("are aliases in the gazetteer, so an English sentence can use them", () => {
    const g = buildGazetteer({ towns: ["NEWPORT", "CARDIFF", "CARMARTHEN"] });
    expect(findPlace("houses in Casnewydd", g)?.place.name).toBe("Newport");
    expect(findPlace("flats in Caerdydd", g)?.place.name).toBe("Cardiff");
    expect(findPlace("houses in Caerfyrddin", g)?.place.name).toBe("Carmarthen");
  });
});
