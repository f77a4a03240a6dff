import { describe, expect, it } from "vitest";
import { getKnowledgeEntry, KNOWLEDGE_BASE, KNOWLEDGE_BASE_REVIEWED } from "~/lib/assistant/knowledge-base";
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
    const official = /^https:\/\/(www\.gov\.uk|www\.legislation\.gov\.uk|revenue\.scot|www\.parliament\.scot|www\.gov\.wales|www\.bankofengland\.co\.uk)\//;
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

  it("has every entry reviewed within the last year (fails when the knowledge base goes stale)", () => {
    // The build date is the date the tests run.
    const now = Date.now();
    const yearMs = 366 * 24 * 60 * 60 * 1000;
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.reviewed, entry.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const reviewed = Date.parse(entry.reviewed);
      expect(Number.isNaN(reviewed), entry.id).toBe(false);
      expect(now - reviewed, `${entry.id} reviewed ${entry.reviewed}: re-check it against its source`).toBeLessThanOrEqual(yearMs);
      // Nothing is dated after its review.
      expect(entry.asOf <= entry.reviewed, entry.id).toBe(true);
    }
    expect(KNOWLEDGE_BASE.some((e) => e.reviewed === KNOWLEDGE_BASE_REVIEWED)).toBe(true);
  });

  it.each([
    "sdlt-companies-non-residents",
    "property-income-tax-2027",
    "making-tax-digital",
    "dividend-tax",
    "furnished-holiday-lets",
    "council-tax-surcharge-2m",
    "bank-rate-mortgage-rates",
    "possession-grounds-england",
    "scotland-private-residential-tenancy",
    "wales-renting-homes",
    "leasehold-reform-2024",
  ])("covers %s (current on 23 November 2026)", (id) => {
    expect(getKnowledgeEntry(id)).toBeDefined();
  });

  it("states the Renters' Rights Act as in force, with what comes later", () => {
    const rra = getKnowledgeEntry("renters-rights-act-2025")!.body;
    expect(rra).toContain("Royal Assent on 27 October 2025");
    expect(rra).toContain("since 1 May 2026");
    expect(rra).toMatch(/Section 21 'no-fault' evictions are abolished/);
    expect(rra).toMatch(/periodic/);
    expect(rra).toMatch(/written statement of terms/);
    expect(rra).toMatch(/once a year, by a section 13 notice/);
    expect(rra).toMatch(/ombudsman follow from late 2026/);
    expect(rra).toMatch(/Decent Homes Standard .* later/);
    const grounds = getKnowledgeEntry("possession-grounds-england")!.body;
    expect(grounds).toMatch(/first 12 months .* four months' notice/);
    expect(grounds).toMatch(/three months' rent/);
  });

  it("states the confirmed EPC C deadline and cost cap", () => {
    const epc = getKnowledgeEntry("epc-mees")!;
    expect(epc.body).toContain("EPC C");
    expect(epc.body).toContain("1 October 2030");
    expect(epc.body).toContain("£10,000");
    expect(epc.body).toMatch(/dropping the 2028 date/);
    expect(epc.asOf).toBe("2026-01-21");
  });

  it("states the 2026-27 and 2027 tax changes", () => {
    expect(getKnowledgeEntry("dividend-tax")!.body).toMatch(/10\.75%.*35\.75%.*39\.35%/);
    expect(getKnowledgeEntry("limited-company-spv")!.body).toMatch(/10\.75%, 35\.75% or 39\.35%/);
    const property = getKnowledgeEntry("property-income-tax-2027")!.body;
    expect(property).toMatch(/6 April 2027.*22%.*42%.*47%/);
    expect(property).toMatch(/Section 24 credit .* 22%/);
    expect(getKnowledgeEntry("section-24")!.body).toMatch(/From 6 April 2027.*22%/);
    const mtd = getKnowledgeEntry("making-tax-digital")!.body;
    expect(mtd).toMatch(/applied since 6 April 2026 .* over £50,000/);
    expect(mtd).toMatch(/£30,000 from 6 April 2027 and to £20,000 from 6 April 2028/);
    expect(getKnowledgeEntry("council-tax-surcharge-2m")!.body).toMatch(/£2 million or more, starting in April 2028/);
    expect(getKnowledgeEntry("furnished-holiday-lets")!.body).toMatch(/abolished from 6 April 2025/);
  });

  it("works the stress-test example at this app's own stress rate, as every deal's figures do", () => {
    const entry = getKnowledgeEntry("icr-stress-test")!;
    // 5.5% pay rate + 2 points = 7.5% (above the 5.5% floor, two-year fix).
    // £12,000 ÷ (1.25 × 7.5%) = £128,000; £12,000 ÷ (1.45 × 7.5%) = £110,344.83, floored to £110,344.
    expect(entry.body).toContain("tested at 7.5%");
    expect(entry.body).toContain("£128,000 at 125% and £110,344 at 145%");
    expect(entry.body).not.toContain("£174,545");
  });

  it("dates the Bank Rate and mortgage-rate figures by when they were read", () => {
    const entry = getKnowledgeEntry("bank-rate-mortgage-rates")!;
    expect(entry.body).toMatch(/3\.75%/);
    expect(entry.body).toMatch(/last read here, after the decision of 5 February 2026/);
    expect(entry.body).toMatch(/December 2025/);
    expect(entry.asOf).toBe("2026-02-05");
  });

  it("covers the Scottish and Welsh tenancy regimes and leasehold reform status", () => {
    expect(getKnowledgeEntry("scotland-private-residential-tenancy")!.body).toMatch(/18 eviction grounds/);
    expect(getKnowledgeEntry("wales-renting-homes")!.body).toMatch(/occupation contracts/);
    expect(getKnowledgeEntry("wales-renting-homes")!.body).toMatch(/six months' notice/);
    const lease = getKnowledgeEntry("leasehold-reform-2024")!.body;
    expect(lease).toMatch(/Since 31 January 2025/);
    expect(lease).toMatch(/not confirmed in force/);
  });

  it("describes companies', non-residents' and non-residential SDLT as the calculator models them", () => {
    const body = getKnowledgeEntry("sdlt-companies-non-residents")!.body;
    expect(body).toMatch(/17% of the whole price .* over £500,000 \(19% if the company is non-resident\)/);
    expect(body).toContain("0% up to £150,000, 2% on £150,001 to £250,000 and 5% above £250,000");
    expect(body).toMatch(/abolished for transactions from 1 June 2024/);
    expect(getKnowledgeEntry("lbtt-scotland")!.body).toContain("0% up to £150,000, 1% on £150,001 to £250,000");
  });

  it("states inheritance tax for landlords with its dates, and what the app does not model", () => {
    const iht = getKnowledgeEntry("inheritance-tax-landlords")!;
    expect(iht.body).toMatch(/40% on the part of an estate above the £325,000 nil-rate band/);
    expect(iht.body).toMatch(/fixed at £325,000 until 5 April 2031, a freeze extended by a year at Budget 2025 \(26 November 2025\)/);
    expect(iht.body).toMatch(/£175,000 residence nil-rate band.*a buy-to-let that was never their home does not qualify/);
    expect(iht.body).toMatch(/Business relief does not normally cover a letting business/);
    expect(iht.body).toMatch(/live 7 more years \(taper relief cuts the tax on a gift made 3 to 7 years before death\)/);
    expect(iht.body).toMatch(/keep the rent or use of it/);
    expect(iht.body).toMatch(/shares count at their value/);
    expect(iht.body).toMatch(/This app does not work out inheritance tax/);
    expect(iht.source.url).toBe("https://www.gov.uk/inheritance-tax");
  });

  it("states what happens when a tenant dies from the Acts themselves, with the 2025 Act's date (decision 126)", () => {
    const death = getKnowledgeEntry("tenant-death-england")!;
    expect(death.nation).toBe("england");
    expect(death.body).toMatch(/spouse or civil partner, or a partner who lived with them as a couple, .*only or principal home \(Housing Act 1988, section 17\)/);
    expect(death.body).toMatch(/happens only once/);
    expect(death.body).toMatch(/passes under the tenant's will or intestacy/);
    expect(death.body).toMatch(/Since 1 May 2026 every private assured tenancy in England is periodic \(Renters' Rights Act 2025, section 1\)/);
    expect(death.body).toMatch(/guarantor .* not liable for rent for the time after a sole tenant's death \(section 19 of the 2025 Act\)/);
    expect(death.source.url).toBe("https://www.legislation.gov.uk/ukpga/1988/50/section/17");
  });

  it("points every entry's rules to entries that exist (decision 118)", () => {
    for (const entry of KNOWLEDGE_BASE) {
      for (const id of entry.restsOn ?? []) expect(getKnowledgeEntry(id), `${entry.id} rests on ${id}`).toBeDefined();
      for (const id of entry.notRelated ?? []) expect(getKnowledgeEntry(id), `${entry.id} is not related to ${id}`).toBeDefined();
    }
    const mistakes = getKnowledgeEntry("new-landlord-mistakes")!;
    expect(mistakes.restsOn).toEqual(expect.arrayContaining(["voids-and-management-fees", "icr-stress-test", "hmo-licensing", "deposit-protection", "section-24"]));
  });

  it("states the common mistakes from the dated tables and assumptions", () => {
    const body = getKnowledgeEntry("new-landlord-mistakes")!.body;
    expect(body).toMatch(/^The most common mistake is buying on an optimistic rent/);
    expect(body).toContain("this app allows 4 weeks of voids a year, 12% management plus VAT and 8% of the rent for maintenance");
    expect(body).toContain("125% of the interest (145% for higher-rate taxpayers) at a stressed rate of at least 5.5%");
    expect(body).toContain("a residential mortgage does not allow letting without the lender's consent");
    expect(body).toMatch(/HMO, additional or selective licence/);
    expect(body).toContain("within 30 days (England and Wales)");
    expect(body).toContain("only a 20% credit, in full since 6 April 2020");
    expect(body).toContain("22%, 42% and 47% from 6 April 2027");
    expect(body).toContain("stamp duty surcharge of 5 percentage points");
    expect(body).toContain("since 1 May 2026 every tenancy is periodic");
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
