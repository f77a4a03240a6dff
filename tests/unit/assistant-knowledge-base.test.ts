import { describe, expect, it } from "vitest";
import { getKnowledgeEntry, KNOWLEDGE_BASE } from "~/lib/assistant/knowledge-base";
import { PROPERTY_TAX_RATES } from "~/lib/property-tax";

/** Sentence ends: . ! ? followed by a capital letter or the end ("No. 2" and "5.5%" don't count). */
const sentences = (text: string) => (text.match(/[.!?](?=\s+[A-Z(£"']|$)/g) ?? []).length;

describe("knowledge base", () => {
  it("has unique ids and complete, dated entries", () => {
    const ids = KNOWLEDGE_BASE.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.id).toMatch(/^[a-z0-9-]+$/);
      expect(entry.title.length).toBeGreaterThan(5);
      expect(entry.topics.length).toBeGreaterThan(2);
      for (const topic of entry.topics) expect(topic).toBe(topic.toLowerCase());
      expect(entry.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(entry.asOf))).toBe(false);
      expect(entry.source.name.length).toBeGreaterThan(3);
      expect(entry.source.url).toMatch(/^(https:\/\/|\/)/);
    }
  });

  it("keeps every body to 2–6 sentences", () => {
    for (const entry of KNOWLEDGE_BASE) {
      const n = sentences(entry.body);
      expect(n, entry.id).toBeGreaterThanOrEqual(2);
      expect(n, entry.id).toBeLessThanOrEqual(6);
    }
  });

  it("cites official sources for law, tax and lending", () => {
    const official = /^https:\/\/(www\.gov\.uk|www\.legislation\.gov\.uk|revenue\.scot|www\.gov\.wales|www\.bankofengland\.co\.uk)\//;
    for (const entry of KNOWLEDGE_BASE) {
      if (entry.source.url.startsWith("/")) continue; // the app's own methodology page
      expect(entry.source.url, entry.id).toMatch(official);
    }
  });

  it.each([
    "sdlt-rates",
    "sdlt-additional-dwellings",
    "sdlt-first-time-buyer-relief",
    "lbtt-scotland",
    "ltt-wales",
    "section-24",
    "btl-mortgages",
    "icr-stress-test",
    "limited-company-spv",
    "cgt-residential-property",
    "hmo-licensing",
    "renters-rights-act-2025",
    "epc-mees",
    "yield-and-roi",
    "due-diligence",
    "deposit-protection",
    "right-to-rent",
    "landlord-income-tax",
    "voids-and-management-fees",
  ])("covers %s", (id) => {
    expect(getKnowledgeEntry(id)).toBeDefined();
  });

  it("states the rate tables exactly as the calculator uses them", () => {
    const sdlt = getKnowledgeEntry("sdlt-rates")!;
    expect(sdlt.asOf).toBe(PROPERTY_TAX_RATES.SDLT.effectiveFrom);
    expect(sdlt.body).toContain("0% up to £125,000, 2% on £125,001 to £250,000, 5% on £250,001 to £925,000");
    expect(getKnowledgeEntry("sdlt-additional-dwellings")!.body).toContain("5% up to £125,000, 7% on £125,001 to £250,000");
    const lbtt = getKnowledgeEntry("lbtt-scotland")!;
    expect(lbtt.body).toContain("8% of the whole price since 5 December 2024");
    expect(getKnowledgeEntry("ltt-wales")!.body).toContain("5% up to £180,000, 8.5% on £180,001 to £250,000");
  });

  it("dates and hedges the Renters' Rights Act and the EPC proposal", () => {
    const rra = getKnowledgeEntry("renters-rights-act-2025")!;
    expect(rra.body).toContain("Royal Assent on 27 October 2025");
    expect(rra.body).toMatch(/section 21/);
    expect(rra.body).toMatch(/in stages/);
    const epc = getKnowledgeEntry("epc-mees")!;
    expect(epc.body).toMatch(/proposed/);
    expect(epc.body).toMatch(/not law/);
  });

  it("key facts", () => {
    expect(getKnowledgeEntry("section-24")!.body).toContain("20%");
    expect(getKnowledgeEntry("cgt-residential-property")!.body).toMatch(/18%.*24%/);
    expect(getKnowledgeEntry("cgt-residential-property")!.body).toContain("£3,000");
    expect(getKnowledgeEntry("cgt-residential-property")!.body).toContain("60 days");
    expect(getKnowledgeEntry("limited-company-spv")!.body).toMatch(/68209.*68100/);
    expect(getKnowledgeEntry("hmo-licensing")!.body).toMatch(/5 or more people forming 2 or more households/);
    expect(getKnowledgeEntry("deposit-protection")!.body).toContain("within 30 days");
    expect(getKnowledgeEntry("icr-stress-test")!.body).toMatch(/125%.*145%/);
  });
});
