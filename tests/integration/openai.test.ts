import Database from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_ASSUMPTIONS, valueDeal, type ValuationInput } from "~/lib/valuation";
import { openDatabase } from "~/server/db.server";
import { runCli } from "../../db/import/cli";
import { startFakeOpenAI } from "../fakes/openai";
import { pageText } from "../support/html";
import { cliIo, FIXTURES } from "../unit/import-helpers";
import { Client, setPlan, signUp, startServer, type TestServer } from "../support/server";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let server: TestServer;
let client: Client;
let userEmail: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startServer({ OPENAI_API_KEY: "sk-test-key", OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "test-model-1" });
  client = new Client(server.url);
  const { email } = await signUp(client);
  userEmail = email;
  await setPlan(server.dbFile, email, "pro");
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});
beforeEach(() => fake.reset());

const completions = () => fake.requests.filter((r) => r.path === "/v1/chat/completions");

/** The questions the user has been charged (a Pro user's uses are counted too). */
function questionsUsed(): number {
  const db = new Database(server.dbFile, { readonly: true });
  try {
    return db
      .prepare("select questions_used from usage_counters where user_id = (select id from users where email = ?)")
      .pluck()
      .get(userEmail) as number;
  } finally {
    db.close();
  }
}

describe("the OpenAI engine through the real SDK", () => {
  it("sends the key and the model, and returns the model's answer", async () => {
    fake.set({ kind: "reply", text: "Section 24 restricts mortgage interest relief to a 20% tax credit." });
    const res = await client.json("/api/ai/chat", { message: "What is Section 24?", conversationHistory: [] });
    // The model's words, then the dated source of the note it was given (decision 162).
    expect(await res.json()).toEqual({
      response: "Section 24 restricts mortgage interest relief to a 20% tax credit.\n\nSource: HMRC, Changes to tax relief for residential landlords (as of 23 November 2026).",
    });
    const [request] = completions();
    expect(request!.headers.authorization).toBe("Bearer sk-test-key");
    expect(request!.body.model).toBe("test-model-1");
    // Grounded: the knowledge base's passage on Section 24 is in the system prompt.
    expect(request!.body.messages[0].role).toBe("system");
    expect(request!.body.messages[0].content).toMatch(/Section 24/);
  });

  it("sends the last 6 messages of the conversation as context", async () => {
    fake.set({ kind: "reply", text: "Noted." });
    let location = "/chat";
    for (let i = 1; i <= 5; i++) {
      const res = await client.form(location, { message: `Question number ${i} about landlord tax?` });
      location = res.headers.get("location")!;
    }
    const last = completions().at(-1)!.body.messages as { role: string; content: string }[];
    // system + 6 context messages + the new message
    expect(last).toHaveLength(8);
    expect(last.slice(1, 7).map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant", "user", "assistant"]);
    expect(last[1]!.content).toBe("Question number 2 about landlord tax?");
    expect(last.at(-1)).toEqual({ role: "user", content: "Question number 5 about landlord tax?" });
  });

  it("gives the model the deal's own figures", async () => {
    const db = new Database(server.dbFile, { readonly: true });
    const deal = db.prepare("select id, title, price, yield, roi from deals order by score desc limit 1").get() as {
      id: number;
      title: string;
      price: number;
      yield: number;
      roi: number;
    };
    db.close();
    fake.set({ kind: "reply", text: "It yields well." });
    const res = await client.json("/api/ai/question", { dealId: deal.id, question: "Is it a good deal?" });
    expect(await res.json()).toMatchObject({ answer: "It yields well." });
    const system = completions()[0]!.body.messages[0].content as string;
    expect(system).toContain(deal.title);
    expect(system).toContain(`£${deal.price.toLocaleString("en-GB")}`);
    // As every page shows them: to one decimal (stored to six since decision 142), ROI signed.
    expect(system).toContain(`Gross yield: ${deal.yield.toFixed(1)}%`);
    expect(system).toContain(`ROI (cash-on-cash): ${deal.roi > 0 ? "+" : ""}${deal.roi.toFixed(1)}%`);
    // The rules the figures applied, each with its date, and the rule to say them (decision 150).
    expect(system).toMatch(/Rule applied: (?:Stamp Duty Land Tax|Land Transaction Tax) \([^)]+\): residential rates from|Rule applied: Land Transaction Tax \(Welsh Revenue Authority\): main residential rates from/);
    expect(system).toMatch(/Rule applied: Mortgage rate, loan-to-value and the lender's rent test \(PRA SS13\/16\): as at \d/);
    expect(system).toContain("Never state a tax, legal or finance rule as current without the date it applies from");
  });

  it("gives the model an offer price worked by our valuation, not left to it", async () => {
    const db = new Database(server.dbFile, { readonly: true });
    const deal = db.prepare("select id, price from deals where price > 50000 order by score desc limit 1").get() as { id: number; price: number };
    db.close();
    const offer = Math.round((deal.price * 0.9) / 1000) * 1000;
    fake.set({ kind: "reply", text: "At that offer the yield rises." });
    const res = await client.json("/api/ai/question", { dealId: deal.id, question: `What if I offer £${offer.toLocaleString("en-GB")}?` });
    expect(await res.json()).toMatchObject({ answer: "At that offer the yield rises." });
    const system = completions()[0]!.body.messages[0].content as string;
    expect(system).toContain("Worked from the user's own numbers by our calculator");
    expect(system).toContain(`At an offer of £${offer.toLocaleString("en-GB")}`);
    // A question without the investor's own numbers gets no worked section.
    fake.reset();
    fake.set({ kind: "reply", text: "It yields well." });
    await client.json("/api/ai/question", { dealId: deal.id, question: "Is it a good deal?" });
    expect(completions()[0]!.body.messages[0].content).not.toContain("Worked from the user's own numbers");
  });

  it("gives the model the price for a target yield, worked by our valuation, not left to it", async () => {
    const db = new Database(server.dbFile, { readonly: true });
    const row = db.prepare("select id, valuation from deals where price > 50000 order by score desc limit 1").get() as { id: number; valuation: string };
    db.close();
    const v = JSON.parse(row.valuation) as { annualRent: number; grossYield: number };
    // Two points above the deal's own yield: the rent ÷ that yield, to the pound below.
    const target = Math.floor(v.grossYield) + 2;
    const price = Math.floor(v.annualRent / (target / 100) + 1e-6);
    fake.set({ kind: "reply", text: "Offer less." });
    await client.json("/api/ai/question", { dealId: row.id, question: `What would I need to pay to get ${target}%?` });
    const system = completions()[0]!.body.messages[0].content as string;
    expect(system).toContain("Worked from the user's own numbers by our calculator");
    expect(system).toContain(`÷ ${target}% = £${price.toLocaleString("en-GB")}: the most you could pay and still get ${target}% gross.`);
    expect(system).toContain(`At an offer of £${price.toLocaleString("en-GB")}`);
    expect(system).toMatch(/• Score: \d+\/100, against \d+\/100 at the deal's price/);
  });

  it("gives the model the rent a deal needs, worked by our valuation", async () => {
    const db = new Database(server.dbFile, { readonly: true });
    const row = db.prepare("select id, valuation from deals where price > 50000 order by score desc limit 1").get() as { id: number; valuation: string };
    db.close();
    const { mortgage } = JSON.parse(row.valuation) as { mortgage: { loan: number; stressRate: number } };
    // The lender's test: the loan × the stress rate × 125%, a month, to the pound above.
    const monthly = Math.ceil(Math.ceil((mortgage.loan * mortgage.stressRate * 125) / 10_000) / 12);
    fake.set({ kind: "reply", text: "You need more rent." });
    await client.json("/api/ai/question", { dealId: row.id, question: "What rent do I need to break even?" });
    const system = completions()[0]!.body.messages[0].content as string;
    expect(system).toContain("Worked from the user's own numbers by our calculator");
    expect(system).toMatch(/Break-even rent: £[\d,]+ a month/);
    expect(system).toContain(`Lender's rent test: at least £${monthly.toLocaleString("en-GB")} a month for the £${mortgage.loan.toLocaleString("en-GB")} loan`);
  });

  it("gives the model the price for a target ROI, searched by our valuation (decision 128)", async () => {
    const db = new Database(server.dbFile, { readonly: true });
    const row = db.prepare("select id, valuation from deals where price > 50000 order by score desc limit 1").get() as { id: number; valuation: string };
    db.close();
    const v = JSON.parse(row.valuation) as { roi: number; inputs: ValuationInput };
    const target = Math.max(1, Math.floor(v.roi) + 3);
    fake.set({ kind: "reply", text: "Offer less." });
    await client.json("/api/ai/question", { dealId: row.id, question: `What price gives me a ${target}% ROI?` });
    const system = completions()[0]!.body.messages[0].content as string;
    expect(system).toContain("Worked from the user's own numbers by our calculator");
    const price = Number(/£([\d,]+) is the most you could pay and still get it/.exec(system)![1]!.replaceAll(",", ""));
    // The price given meets the ROI on the deal's own valuation, and a pound more does not.
    const roiAt = (p: number) => {
      const at = valueDeal({ ...v.inputs, price: p, saleDate: null, hpi: null }, DEFAULT_ASSUMPTIONS)!;
      return (at.annualCashFlow / at.cashInvested) * 100;
    };
    expect(roiAt(price)).toBeGreaterThanOrEqual(target);
    expect(roiAt(price + 1)).toBeLessThan(target);
    expect(system).toContain(`At an offer of £${price.toLocaleString("en-GB")}`);
  });

  it("gives the model a general question's dated entry and a taxpayer's stress test, worked on the deal (decision 126)", async () => {
    const db = new Database(server.dbFile, { readonly: true });
    const deal = db.prepare("select id from deals where price > 50000 order by score desc limit 1").get() as { id: number };
    db.close();
    fake.set({ kind: "reply", text: "Section 24 limits relief." });
    await client.json("/api/ai/question", { dealId: deal.id, question: "What is Section 24?" });
    let system = completions()[0]!.body.messages[0].content as string;
    expect(system).toContain("Answered by our calculator and knowledge base");
    expect(system).toMatch(/Section 24: the restriction on mortgage interest relief for landlords\n/);
    expect(system).toMatch(/Source: HMRC, Changes to tax relief for residential landlords \(as of \d{1,2} (?:May|[A-Z][a-z]{3,}) \d{4}\)\./);
    expect(system).toMatch(/On this deal: the mortgage interest is about £[\d,]+ a year/);
    fake.reset();
    fake.set({ kind: "reply", text: "The rent falls short of 145%." });
    await client.json("/api/ai/question", { dealId: deal.id, question: "could a higher rate taxpayer get the mortgage on this?" });
    system = completions()[0]!.body.messages[0].content as string;
    expect(system).toMatch(/Lender's stress test for a higher-rate taxpayer borrowing in their own name/);
    expect(system).toMatch(/so it (?:passes|fails) the 145% test/);
    // A question on the deal's own figures gets neither.
    fake.reset();
    fake.set({ kind: "reply", text: "It yields well." });
    await client.json("/api/ai/question", { dealId: deal.id, question: "Is it a good deal?" });
    expect(completions()[0]!.body.messages[0].content).not.toContain("Answered by our calculator and knowledge base");
  });

  it("adds the dated source of each note the model did not cite itself, a stamp-duty sum's too (decision 162)", async () => {
    fake.set({ kind: "reply", text: "Section 24 applies in full (HMRC, Changes to tax relief for residential landlords, as of 23 Nov 2026)." });
    const cited = (await (await client.json("/api/ai/chat", { message: "What is Section 24?" })).json()).response as string;
    // A date the model writes short cites it too: no second source line (decision 243).
    expect(cited).toBe("Section 24 applies in full (HMRC, Changes to tax relief for residential landlords, as of 23 Nov 2026).");

    fake.set({ kind: "reply", text: "It is £15,000." });
    const sum = (await (await client.json("/api/ai/chat", { message: "How much stamp duty on a £250,000 buy-to-let?" })).json()).response as string;
    const [answer, ...lines] = sum.split("\n\n");
    expect(answer).toBe("It is £15,000.");
    const sourceLines = lines.join("\n").split("\n");
    expect(sourceLines.length).toBeGreaterThan(0);
    for (const line of sourceLines) expect(line).toMatch(/^Source: .+ \(as of \d{1,2} (?:May|[A-Z][a-z]{3,}) \d{4}\)\.$/);
    expect(new Set(sourceLines).size).toBe(sourceLines.length);
    expect(sum).toMatch(/Source: HMRC, Stamp Duty Land Tax/);
  });

  it("retries a 500 and falls back to the built-in engine", async () => {
    fake.set({ kind: "status", status: 500 });
    const res = await client.json("/api/ai/chat", { message: "How much stamp duty on a £250,000 buy-to-let?" });
    expect((await res.json()).response).toContain("£15,000");
    expect(completions().length).toBe(3); // the first try and two retries
  });

  it("falls back when the model answers with nothing usable", async () => {
    fake.set({ kind: "empty" });
    const res = await client.json("/api/ai/chat", { message: "How much stamp duty on a £250,000 buy-to-let?" });
    expect((await res.json()).response).toContain("£15,000");
  });

  it("writes the search summary but never the deals", async () => {
    fake.set({ kind: "reply", text: "Here are strong Manchester houses." });
    const location = (await client.form("/chat", { message: "Houses in Manchester" })).headers.get("location")!;
    const html = await (await client.get(location)).text();
    expect(html).toContain("Here are strong Manchester houses.");
    expect((html.match(/<article/g) ?? []).length).toBeGreaterThan(0);
    const prompt = completions()[0]!.body.messages[1].content as string;
    // More than 1,000 Manchester houses: a capped count is never stated as exact.
    expect(prompt).toMatch(/found (more than )?[\d,]+ matching properties/);
    expect(prompt).not.toMatch(/found 1000 /);
  });

  it("gives a question the model declines to the built-in engine, and charges only what that answers (decision 115)", async () => {
    fake.set({ kind: "reply", text: "OUTSIDE_SCOPE." });
    const before = questionsUsed();
    const poem = await client.json("/api/ai/chat", { message: "write me a poem about the sea" });
    expect((await poem.json()).response).toMatch(/^That's outside what the built-in assistant knows.*\(This did not count as a question\.\)$/s);
    expect(questionsUsed()).toBe(before);
    // The model was told how to decline.
    expect(completions()[0]!.body.messages[0].content).toContain("reply with exactly OUTSIDE_SCOPE and nothing else");

    // Declined, but the built-in engine knows it: that answer is given, and charged.
    const section24 = await client.json("/api/ai/chat", { message: "What is Section 24?" });
    expect((await section24.json()).response).toMatch(/mortgage interest/i);
    expect(questionsUsed()).toBe(before + 1);

    // A model answer that mentions the word is an answer, and charged.
    fake.set({ kind: "reply", text: "Poems are OUTSIDE_SCOPE for me, but Section 24 limits interest relief." });
    const worded = await client.json("/api/ai/chat", { message: "What is Section 24?" });
    expect((await worded.json()).response).toMatch(/^Poems are OUTSIDE_SCOPE for me, but Section 24 limits interest relief\.\n\nSource: /);
    expect(questionsUsed()).toBe(before + 2);
  });

  it("asks the model nothing for an off-topic deal question, and gives one it declines to the built-in engine (decision 123)", async () => {
    const db = new Database(server.dbFile, { readonly: true });
    const deal = db.prepare("select id from deals order by score desc limit 1").get() as { id: number };
    db.close();
    const before = questionsUsed();
    const weather = await client.json("/api/ai/question", { dealId: deal.id, question: "whats the weather like there" });
    expect((await weather.json()).answer).toMatch(/^I can only answer questions about this deal from its figures.*\(This did not count as a question\.\)$/s);
    expect(completions()).toHaveLength(0);
    expect(questionsUsed()).toBe(before);

    // The model declines a question the built-in engine answers from the deal's figures: that answer, charged.
    fake.set({ kind: "reply", text: "OUTSIDE_SCOPE" });
    const good = await client.json("/api/ai/question", { dealId: deal.id, question: "Is it a good deal?" });
    expect((await good.json()).answer).toMatch(/the deal looks (?:strong|middling|weak)/);
    expect(completions()[0]!.body.messages[0].content).toContain("reply with exactly OUTSIDE_SCOPE and nothing else");
    expect(questionsUsed()).toBe(before + 1);
  });
});

/** The note an analysis of a name other places share is shown with (decisions 161, 172), and what the model is told of it. */
describe("an analysis's place note, through the OpenAI engine", () => {
  const completionSystem = () => completions().at(-1)!.body.messages[0].content as string;
  /** The chat page's answer to a message sent from its form, JavaScript off. */
  const chatAnswer = async (message: string) => {
    const res = await client.form("/chat", { message });
    return pageText(await (await client.get(res.headers.get("location")!)).text());
  };

  it("tells the model the note the user reads before its answer, and which place the figures are for", async () => {
    const note =
      'Eccles is the name of two places in the data: Eccles, Manchester and Eccles, Aylesford. I valued it in Eccles, Manchester; name the place as "Eccles, Aylesford" to value it there.';
    fake.set({ kind: "reply", text: "On these figures it is a fair deal." });
    expect(await chatAnswer("Is a house in Eccles for £300,000 a good deal?")).toContain(`${note} On these figures it is a fair deal.`);
    const system = completionSystem();
    expect(system).toContain("Property: house in Eccles, Manchester (Salford) for £300,000");
    expect(system).toContain(
      `Place: the figures are for Eccles, Manchester (Salford). The user is shown this note just before your answer; do not repeat it, and do not contradict it: ${note}`,
    );
    // A place of one name: no note, and nothing about one in the prompt.
    await chatAnswer("Is a house in Leeds for £200,000 a good deal?");
    expect(completionSystem()).toContain("Property: house in Leeds for £200,000");
    expect(completionSystem()).not.toContain("Place: ");
  });

  it('with Newcastle-under-Lyme\'s sales imported beside the server, "Newcastle" names the other on the page, in the API and in the chat', async () => {
    const db = openDatabase(server.dbFile);
    try {
      const { io, err } = cliIo({ db, dir: "", close: () => {} });
      expect(await runCli([join(FIXTURES, "ppd-newcastle-under-lyme.csv")], io), err.join("\n")).toBe(0);
    } finally {
      db.$client.close();
    }
    const note =
      'Newcastle is the name of two places in the data: Newcastle upon Tyne and Newcastle, Staffordshire. I valued it in Newcastle upon Tyne; name the place as "Newcastle, Staffordshire" to value it there.';

    const api = await client.json("/api/analyse", { place: "Newcastle", price: 150000, type: "house" });
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ place: "Newcastle upon Tyne", placeNote: note });
    const other = await client.json("/api/analyse", { place: "Newcastle, Staffordshire", price: 150000, type: "house" });
    expect(await other.json()).toMatchObject({ place: "Newcastle, Staffordshire (Newcastle-under-Lyme)", placeNote: null });

    // The page, with JavaScript off: the form's post renders the note under the heading.
    const page = await client.form("/analyse", { place: "Newcastle", postcode: "", price: "150000", type: "house", bedrooms: "" });
    expect(page.status).toBe(200);
    expect(pageText(await page.text())).toContain(note);

    fake.set({ kind: "reply", text: "On these figures it is a fair deal." });
    expect(await chatAnswer("Is a house in Newcastle at £150k a good deal?")).toContain(`${note} On these figures it is a fair deal.`);
    expect(completionSystem()).toContain(`Place: the figures are for Newcastle upon Tyne. The user is shown this note just before your answer; do not repeat it, and do not contradict it: ${note}`);
  });
});
