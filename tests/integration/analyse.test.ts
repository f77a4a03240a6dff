/** Analyse any property: POST /api/analyse, the chat, and the /analyse form with JavaScript off. */
import { ATTRIBUTION_LINES, ATTRIBUTION_SHOWN } from "~/lib/attribution";
import { describe, expect, it } from "vitest";
import { Client, setPlan, signUp, startServer, useServerWithDb } from "../support/server";
import { pageText } from "../support/html";

const t = useServerWithDb();
const { newUser, usage } = t;


type AnalysisJson = {
  subject: string;
  figures: { grossYield: number; monthlyRent: number; annualRent: number; price: number; purchaseCosts: { taxName: string; tax: number }; bedrooms: number };
  confidence: { label: string; reasons: string[] };
  rentSource: { line: string; source: string };
  attribution: string[];
  workings: string[];
  comparables: { id: number; price: number }[];
  comparablesArea: string | null;
};

describe("POST /api/analyse", () => {
  it("values a 2 bed flat in LS6 with the workings and comparables, and counts one search", async () => {
    const { client, userId } = await newUser();
    const res = await client.json("/api/analyse", { postcode: "LS6", price: 150000, type: "flat", bedrooms: 2 });
    expect(res.status).toBe(200);
    const json = (await res.json()) as AnalysisJson;
    expect(json.subject).toBe("2 bed flat in LS6 (Leeds) for £150,000");
    expect(json.figures.purchaseCosts).toMatchObject({ taxName: "SDLT", tax: 8000 });
    expect(json.figures.grossYield).toBeCloseTo(Math.round((json.figures.annualRent / 150000) * 10000) / 100, 2);
    expect(json.rentSource.line).toMatch(/ONS Price Index of Private Rents, \w+ \d{4}/);
    expect(json.workings.join("\n")).toMatch(/Gross yield: £[\d,]+ ÷ £150,000/);
    expect(json.workings.join("\n")).toMatch(/stress rate/);
    expect(json.comparables.length).toBeGreaterThan(0);
    expect(json.comparables.length).toBeLessThanOrEqual(5);
    // The open data's attribution travels with figures drawn from it.
    expect(json.attribution).toEqual([...ATTRIBUTION_LINES]);
    for (const c of json.comparables) expect(c.price).toBeGreaterThanOrEqual(112500);
    expect(usage(userId)).toEqual({ s: 1, q: 0 });
  });

  it("values at the client's own rent when it sends one, says so, and refuses a rent out of bounds for nothing (decision 220)", async () => {
    const { client, userId } = await newUser();
    const res = await client.json("/api/analyse", { postcode: "LS6", price: 150000, type: "flat", bedrooms: 2, rent: 900 });
    expect(res.status).toBe(200);
    const json = (await res.json()) as AnalysisJson & { figures: { monthlyRent: number; rentGiven: { areaMonthlyRent: number } | null } };
    expect(json.figures.monthlyRent).toBe(900);
    expect(json.figures.annualRent).toBe(10_800);
    expect(json.figures.rentGiven?.areaMonthlyRent).toBeGreaterThan(0);
    expect(json.subject).toBe("2 bed flat in LS6 (Leeds) for £150,000 renting at £900 a month");
    const area = (await (await client.json("/api/analyse", { postcode: "LS6", price: 150000, type: "flat", bedrooms: 2 })).json()) as { figures: { monthlyRent: number; rentGiven: unknown } };
    expect(area.figures.rentGiven).toBeNull();
    expect(area.figures.monthlyRent).toBe(json.figures.rentGiven?.areaMonthlyRent);
    const bad = await client.json("/api/analyse", { postcode: "LS6", price: 150000, type: "flat", rent: 20 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Rent must be at least £50 a month" });
    expect(usage(userId)).toEqual({ s: 2, q: 0 });
  });

  it("names an unknown place in a 400 and spends nothing", async () => {
    const { client, userId } = await newUser();
    const res = await client.json("/api/analyse", { place: "Atlantis", price: 150000, type: "flat" });
    expect(res.status).toBe(400);
    // The JSON error shape stays {"message": ...}: the field is the form's (decision 180).
    expect(await res.json()).toEqual({ message: expect.stringContaining("“Atlantis”") });
    const bad = await client.json("/api/analyse", { price: "lots", type: "castle" });
    expect(bad.status).toBe(400);
    expect(usage(userId)).toEqual({ s: 0, q: 0 });
  });

  it("refuses a free user's fourth search with a 403 and spends nothing on the refusal", async () => {
    const { client, userId } = await newUser();
    for (let i = 0; i < 3; i++) {
      expect((await client.json("/api/analyse", { place: "Sunderland", price: 120000 + i, type: "house" })).status).toBe(200);
    }
    const refused = await client.json("/api/analyse", { place: "Sunderland", price: 120000, type: "house" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/free searches/);
    expect(usage(userId)).toEqual({ s: 3, q: 0 });
    // The page's form at the limit: the plan chooser with the spec's toast, not a 500.
    const form = await client.form("/analyse", { place: "Leeds", postcode: "", price: "150000", type: "flat", bedrooms: "" });
    expect(form.status).toBe(302);
    // The form's values come back with it (empty ones left out), so nothing typed is lost.
    expect(form.headers.get("location")).toBe("/analyse?upgrade=search&place=Leeds&price=150000&type=flat");
    const html = await (await client.get(form.headers.get("location")!)).text();
    expect(pageText(html)).toContain("You've used all your free searches. Upgrade to Pro for unlimited searches.");
    expect(html).toContain('aria-labelledby="plan-chooser-title"');
    expect(html).toMatch(/id="place"[^>]*value="Leeds"/);
    expect(usage(userId)).toEqual({ s: 3, q: 0 });
  });

  it("values a named city with its own council's rent, not a neighbour's that shares its postal town", async () => {
    const { client } = await newUser("pro");
    for (const [place, council] of [
      ["Manchester", "Manchester"],
      ["York", "York"],
      ["Bristol", "Bristol"],
    ] as const) {
      const res = await client.json("/api/analyse", { place, price: 200000, type: "flat", bedrooms: 2 });
      expect(res.status).toBe(200);
      const json = (await res.json()) as AnalysisJson;
      expect(json.rentSource.line, place).toMatch(new RegExp(`, ${council}(, City of)?$`));
      expect(json.subject, place).toBe(`2 bed flat in ${place} for £200,000`);
    }
  });

  it("is for signed-in users", async () => {
    const res = await new Client(t.server.url).json("/api/analyse", { place: "Leeds", price: 150000, type: "flat" });
    expect(res.status).toBe(401);
  });
});

describe("analysis in the chat", () => {
  it("answers “Is a 2 bed flat in LS6 for £150,000 a good deal?” with the workings and counts one search", async () => {
    const { client, userId } = await newUser();
    const res = await client.form("/chat", { message: "Is a 2 bed flat in LS6 for £150,000 a good deal?" });
    expect(res.status).toBe(302);
    const page = pageText(await (await client.get(res.headers.get("location")!)).text());
    expect(page).toContain("2 bed flat in LS6 (Leeds) for £150,000");
    expect(page).toContain("How it was worked out");
    expect(page).toMatch(/SDLT £8,000/);
    expect(page).toMatch(/ONS Price Index of Private Rents/);
    expect(page).toMatch(/confidence (High|Medium|Low)/);
    expect(usage(userId)).toEqual({ s: 1, q: 0 });
  });
});

describe("the /analyse form with JavaScript off", () => {
  it("renders the result from a plain form post, bedrooms estimated and said so", async () => {
    const { client, userId } = await newUser();
    const page = pageText(await (await client.get("/analyse")).text());
    expect(page).toContain("Analyse a property");
    const res = await client.form("/analyse", { place: "Cardiff", postcode: "", price: "200,000", type: "terraced", bedrooms: "" });
    expect(res.status).toBe(200);
    const html = pageText(await res.text());
    expect(html).toContain("terraced house in Cardiff for £200,000");
    expect(html).toMatch(/LTT £10,700/);
    expect(html).toMatch(/Confidence: (High|Medium|Low)/);
    expect(html).toMatch(/Rent: £[\d,]+ a month \(£[\d,]+ a year\) — ONS/);
    expect(html).toMatch(/Bedrooms: \d bedrooms? — /);
    for (const line of ATTRIBUTION_SHOWN) expect(html).toContain(pageText(line));
    expect(usage(userId)).toEqual({ s: 1, q: 0 });
  });

  it("values a name the data does not hold in the town written after it, and says why, as the chat and the API do (decision 188)", async () => {
    const { client, userId } = await newUser();
    const note = '"Heaton Moor" is no place in the sales data, so I valued it in Manchester (Heaton in the sales data is not in or near Manchester).';
    const res = await client.form("/analyse", { place: "Heaton Moor, Manchester", postcode: "", price: "250000", type: "house", bedrooms: "3" });
    expect(res.status).toBe(200);
    const html = pageText(await res.text());
    expect(html).toContain(note);
    expect(html).toContain("3 bed house in Manchester for £250,000");
    const api = await client.json("/api/analyse", { place: "Heaton Moor, Manchester", price: 250000, type: "house", bedrooms: 3 });
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ subject: "3 bed house in Manchester for £250,000", placeNote: note });
    expect(usage(userId)).toEqual({ s: 2, q: 0 });
  });

  it("says the rent's sentence once, as the workings' second step, and labels the area's rent an estimate (decisions 227, 229)", async () => {
    const { client } = await newUser();
    const count = (text: string, part: string) => text.split(part).length - 1;
    const area = pageText(await (await client.form("/analyse", { place: "Leeds", postcode: "", price: "150000", type: "flat", bedrooms: "2" })).text());
    expect(area).toMatch(/How it was worked out Bedrooms: 2 bedrooms \(as given\)\. Rent: £[\d,]+ a month \(£[\d,]+ a year\) — ONS Price Index of Private Rents, \w+ \d{4}/);
    expect(count(area, "ONS Price Index of Private Rents")).toBe(1);
    // The area's rent is an estimate for this home, as a deal card calls it ("Rent (est.)"); the investor's own is theirs.
    expect(area).toMatch(/Rent a month \(est\.\) £[\d,]+ /);
    const own = pageText(await (await client.form("/analyse", { place: "Leeds", postcode: "", price: "150000", type: "flat", bedrooms: "2", rent: "900" })).text());
    expect(own).toMatch(/How it was worked out Bedrooms: 2 bedrooms \(as given\)\. Rent: £900 a month \(£10,800 a year\), the rent you gave, not checked — the ONS average/);
    expect(count(own, "the ONS average for a 2-bed in Leeds")).toBe(1);
    expect(own).toContain("Your rent a month £900 ");
  });

  it("says a high confidence's reasons are cautions, not why it is low (decision 183)", async () => {
    const { client } = await newUser();
    // 62.6% of the Leeds average loses 0.1 (decision 078): 0.9 with the bedrooms said, still High.
    const res = await client.form("/analyse", { place: "Leeds", postcode: "", price: "150000", type: "terraced", bedrooms: "3" });
    const html = pageText(await res.text());
    expect(html).toMatch(/Confidence: High, though with a caution: the estimated value is \d+\.\d% of the Leeds average price: a home this far below it likely lets for less/);
  });

  it("shows a positive ROI with its + sign, as a deal card does (spec section 9)", async () => {
    const { client } = await newUser();
    // A £60,000 terrace in Sunderland lets for far more than its costs: a positive ROI.
    const res = await client.form("/analyse", { place: "Sunderland", postcode: "", price: "60000", type: "terraced", bedrooms: "" });
    expect(res.status).toBe(200);
    const html = pageText(await res.text());
    expect(html).toMatch(/ROI \+\d+\.\d%/);
  });

  it("shows a field's error with a 400 and spends nothing", async () => {
    const { client, userId } = await newUser();
    const res = await client.form("/analyse", { place: "", postcode: "", price: "abc", type: "flat", bedrooms: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(pageText(html)).toContain("Enter a place or a postcode");
    expect(html).toMatch(/id="price"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="price"/);
    expect(usage(userId)).toEqual({ s: 0, q: 0 });
  });
});

describe("the /analyse form with JavaScript off: places and the investor's rent (decisions 202–204)", () => {
  const sent = { place: "Leeds", postcode: "M1", price: "150000", type: "flat", bedrooms: "2", rent: "900" };

  it("refuses a postcode elsewhere than the place on the Postcode field, keeps every value, and charges nothing", async () => {
    const { client, userId } = await newUser();
    const res = await client.form("/analyse", sent);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<p id="postcode-error"[^>]*>M1 is in Manchester, not in Leeds: correct the postcode or the place, or clear one of them\.<\/p>/);
    expect(html).toMatch(/<input id="postcode"[^>]*aria-invalid="true"[^>]*aria-describedby="postcode-hint postcode-error"/);
    for (const [name, value] of Object.entries(sent).filter(([n]) => n !== "type")) expect(html).toMatch(new RegExp(`<input id="${name}"[^>]*value="${value}"`));
    expect(html).not.toContain('id="result-heading"');
    expect(usage(userId)).toEqual({ s: 0, q: 0 });
  });

  it("answers a place it cannot value with a 400 on that field, and spends nothing", async () => {
    const { client, userId } = await newUser();
    const res = await client.form("/analyse", { place: "Atlantis", postcode: "", price: "150000", type: "flat", bedrooms: "" });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/id="place"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="place"/);
    expect(usage(userId)).toEqual({ s: 0, q: 0 });
  });

  it("values 'south Manchester' and 'Leeds city centre' as the chat does, saying how they were read; asks which council 'north London' is in", async () => {
    const { client, userId } = await newUser();
    const north = pageText(await (await client.form("/analyse", { ...sent, place: "north London", postcode: "", rent: "" })).text());
    expect(north).toContain("“London” covers 33 local authorities, each with its own rents and prices, so I can't value a property there as one place.");
    expect(north).not.toContain("London (Merton)");
    const south = pageText(await (await client.form("/analyse", { ...sent, place: "south Manchester", postcode: "", rent: "" })).text());
    expect(south).toContain("2 bed flat in Manchester for £150,000");
    expect(south).toContain('The sales data does not divide Manchester by north, south, east or west, so I valued "south Manchester" in Manchester.');
    const centre = pageText(await (await client.form("/analyse", { ...sent, place: "Leeds city centre", postcode: "", rent: "" })).text());
    expect(centre).toContain("2 bed flat in LS1 (Leeds) for £150,000");
    expect(centre).toContain('"Leeds city centre" is LS1 in the sales data, so I valued it there.');
    expect(usage(userId)).toEqual({ s: 2, q: 0 });
  });

  it("says it values anywhere in the United Kingdom, and does: Belfast", async () => {
    const { client } = await newUser();
    expect(pageText(await (await client.get("/analyse")).text())).toContain("Bring a property from anywhere in the United Kingdom");
    const res = pageText(await (await client.form("/analyse", { ...sent, place: "Belfast", postcode: "", rent: "" })).text());
    expect(res).toContain("2 bed flat in Belfast for £150,000");
    expect(res).toMatch(/SDLT £/);
  });

  it("values at the investor's own rent, named as theirs with the area's beside it, the confidence lower, as the chat does", async () => {
    const { client, userId } = await newUser();
    const res = await client.form("/analyse", { ...sent, postcode: "" });
    expect(res.status).toBe(200);
    const page = pageText(await res.text());
    expect(page).toContain("2 bed flat in Leeds for £150,000 renting at £900 a month");
    expect(page).toContain("Your rent a month £900");
    expect(page).toMatch(/Rent: £900 a month \(£10,800 a year\), the rent you gave, not checked — the ONS average for a 2-bed in Leeds is £[\d,]+ a month/);
    expect(page).toMatch(/Confidence: (Medium|Low)/);
    expect(page).toContain("the rent of £900 a month is the rent you gave, not checked");
    expect(usage(userId)).toEqual({ s: 1, q: 0 });
    // The chat's analysis of the same words gives the same figures.
    const chat = await client.form("/chat", { message: "Analyse a 2 bed flat in Leeds for £150,000 renting at £900 a month" });
    const answer = pageText(await (await client.get(chat.headers.get("location")!)).text());
    // Labelled before tax, as the workings say it (decision 245).
    const cashFlow = /Cash flow a year \(before tax\) (-?£[\d,]+)/.exec(page)?.[1];
    expect(cashFlow).toBeDefined();
    expect(answer).toContain("2 bed flat in Leeds for £150,000 renting at £900 a month");
    expect(answer).toContain(`cash flow ${cashFlow} a year (before tax)`);
  });

  it("refuses a rent out of bounds on its field, keeping what was typed, and charges nothing", async () => {
    const { client, userId } = await newUser();
    const html = await (await client.form("/analyse", { ...sent, postcode: "", rent: "20" })).text();
    expect(html).toMatch(/<p id="rent-error"[^>]*>Rent must be at least £50 a month<\/p>/);
    expect(html).toMatch(/<input id="rent"[^>]*aria-invalid="true"[^>]*aria-describedby="rent-hint rent-error"/);
    for (const [name, value] of Object.entries({ ...sent, postcode: "", rent: "20" }).filter(([n]) => n !== "type")) expect(html).toMatch(new RegExp(`<input id="${name}"[^>]*value="${value}"`));
    expect(usage(userId)).toEqual({ s: 0, q: 0 });
  });
});

describe("confidence and the rent's source, shown everywhere", () => {
  const deal = () => {
    const row = t.db
      .prepare("select id, valuation from deals where non_market = 0 and json_array_length(valuation, '$.confidence.reasons') > 0 limit 1")
      .get() as { id: number; valuation: string };
    const v = JSON.parse(row.valuation) as { confidence: { label: string; reasons: string[] }; rentSource: { sourceLabel: string } };
    return { id: row.id, ...v };
  };
  const word = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

  it("a premium user's deal details name the confidence, its reasons and the rent's source and month", async () => {
    const { client } = await newUser("pro");
    const d = deal();
    const html = pageText(await (await client.get(`/deals/${d.id}`)).text());
    // What the reasons are, said before them (decision 183).
    const lead = d.confidence.label === "high" ? (d.confidence.reasons.length === 1 ? "though with a caution" : "though with cautions") : "lowered by";
    expect(html).toContain(`Confidence ${word(d.confidence.label)}, ${lead}: ${d.confidence.reasons[0]!.replace(/\s+/g, " ")}`);
    expect(html).toContain(d.confidence.reasons[0]!.replace(/\s+/g, " "));
    expect(html).toMatch(/Rent source (ONS Price Index of Private Rents, \w+ \d{4}|ONS\/VOA)/);
    // One style of month on the page, in full, the card's "at July 2025 prices": no "Jul 2025"
    // beside it, which a screen reader says as a word (decision 211). A date ("11 Apr 2019") is a date's style.
    expect(html).toMatch(/at (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4} prices/);
    expect(html).toMatch(/average of £[\d,]+ \(UK HPI, [A-Z][a-z]{2,8} \d{4}\)/);
    expect(html).not.toMatch(/(?<!\d )\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
  });

  it("a premium user's deal details say what the PDF says: an interest-only loan, the purchase fees, the average the price is against", async () => {
    const { client } = await newUser("pro");
    const d = deal();
    const v = JSON.parse((t.db.prepare("select valuation from deals where id = ?").get(d.id) as { valuation: string }).valuation) as {
      mortgage: { ltv: number; rate: number; loan: number; limitedBy: string };
      purchaseCosts: { fees: number };
      priceVsArea: { areaName: string; areaAverage: number; percentDiff: number };
    };
    const pounds = (n: number) => `£${Math.round(n).toLocaleString("en-GB")}`;
    const html = pageText(await (await client.get(`/deals/${d.id}`)).text());
    expect(html).toContain(`Mortgage (${Math.round(v.mortgage.ltv * 10) / 10}% LTV at ${v.mortgage.rate}% interest-only${v.mortgage.limitedBy === "rent" ? ", limited by the lender's rent test" : ""}) ${pounds(v.mortgage.loan)}`);
    expect(html).toContain(`Purchase fees ${pounds(v.purchaseCosts.fees)}`);
    expect(html).toMatch(new RegExp(`Against ${v.priceVsArea.areaName} average of ${pounds(v.priceVsArea.areaAverage)} \\(UK HPI, [A-Z][a-z]+ \\d{4}\\) [-+]${Math.abs(v.priceVsArea.percentDiff).toFixed(1)}%`));
  });

  it("a free user's details show the confidence label and the card's rent and its source; the reasons stay locked", async () => {
    const { client } = await newUser();
    const d = deal();
    const html = pageText(await (await client.get(`/deals/${d.id}`)).text());
    expect(html).toContain(`Confidence: ${word(d.confidence.label)}`);
    expect(html).not.toContain(d.confidence.reasons[0]!.replace(/\s+/g, " "));
    // As the card says them (decision 215); the valuation's own rows stay locked.
    expect(html).toMatch(/Rent \(est\.\): £[\d,]+ a month Rent source: (ONS Price Index of Private Rents, \w+ \d{4}|ONS\/VOA)/);
    expect(html).not.toContain("How it was valued");
  });
});

describe("analysis through the OpenAI engine", () => {
  it("gives the model the computed workings, and falls back to the built-in answer when it fails", async () => {
    const { startFakeOpenAI } = await import("../fakes/openai");
    const fake = await startFakeOpenAI();
    const ai = await startServer({ OPENAI_API_KEY: "sk-test-key", OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "test-model-1" });
    try {
      const client = new Client(ai.url);
      const { email } = await signUp(client);
      await setPlan(ai.dbFile, email, "pro");
      fake.set({ kind: "reply", text: "On these figures it is a fair deal." });
      const res = await client.form("/chat", { message: "Is a 2 bed flat in LS6 for £150,000 a good deal?" });
      const page = pageText(await (await client.get(res.headers.get("location")!)).text());
      expect(page).toContain("On these figures it is a fair deal.");
      const request = fake.requests.filter((r) => r.path === "/v1/chat/completions").at(-1)!;
      const system = request.body.messages[0].content as string;
      expect(system).toContain("2 bed flat in LS6 (Leeds) for £150,000");
      expect(system).toMatch(/SDLT £8,000/);
      expect(system).toMatch(/Gross yield: £[\d,]+ ÷ £150,000/);

      fake.set({ kind: "status", status: 400 });
      const again = await client.form(res.headers.get("location")!, { message: "what's the yield on a £120k house in Sunderland" });
      const fallback = pageText(await (await client.get(again.headers.get("location")!)).text());
      expect(fallback).toContain("house in Sunderland for £120,000");
      expect(fallback).toContain("How it was worked out");
    } finally {
      await ai.stop();
      await fake.close();
    }
  });
});
