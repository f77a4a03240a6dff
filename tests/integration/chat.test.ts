import { describe, expect, it } from "vitest";
import { Client, useServerWithDb } from "../support/server";
import { pageText } from "../support/html";
import { ATTRIBUTION_SHOWN } from "~/lib/attribution";
import { fullMonths } from "~/lib/format";
import { LOCKED_ANSWER_NOTE } from "~/server/deal-fields.server";
import { conversationIdOf, pathOf } from "../support/urls";

const t = useServerWithDb();
const { newUser, usage } = t;

async function send(client: Client, message: string, path = "/chat") {
  return client.form(path, { message });
}


describe("chat with JavaScript off (post/redirect/get)", () => {
  it("answers a search with deal cards and keeps the conversation", async () => {
    const { client, userId } = await newUser();
    const res = await send(client, "Houses in Manchester");
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    // Opened at the newest message: without JavaScript the page would otherwise start at its top.
    expect(location).toMatch(/^\/chat\/[0-9a-f-]{36}#latest$/);
    const html = await (await client.get(location)).text();
    expect(html.match(/ id="latest"/g)).toHaveLength(1);
    expect((html.match(/<article/g) ?? []).length).toBeGreaterThan(0);
    expect(pageText(html)).toContain("Houses in Manchester");
    // More than 1,000 Manchester houses match: the count is never stated as exact.
    expect(pageText(html)).toContain("I found more than 1,000 properties");
    expect(pageText(html)).not.toMatch(/I found 1000 /);
    expect(pageText(html)).toMatch(/Sold for £[\d,]+ on/);
    // The cards' figures come from open data: its licence lines are on the page (data README),
    // each source's words once (the UK HPI line is two others', decision 069).
    for (const line of ATTRIBUTION_SHOWN) expect(pageText(html)).toContain(pageText(line));
    const landRegistry = pageText("Contains HM Land Registry data © Crown copyright and database right 2025.");
    expect(pageText(html).split(landRegistry)).toHaveLength(2);
    expect(usage(userId)).toEqual({ s: 1, q: 0 });
    // The sidebar lists it under Recent Chats.
    expect(html).toContain(`href="${location}"`);
  });

  it("answers a general question from the knowledge base, naming its source", async () => {
    const { client, userId } = await newUser();
    const res = await send(client, "How much stamp duty on a £250,000 buy-to-let?");
    const html = pageText(await (await client.get(res.headers.get("location")!)).text());
    expect(html).toContain("£15,000");
    expect(html).toMatch(/Source: HMRC/);
    expect(usage(userId)).toEqual({ s: 0, q: 1 });
  });

  it("adds follow-ups to the same conversation and titles it from the first message", async () => {
    const { client } = await newUser("pro");
    const first = "Show me three bedroom terraced houses in Bury please, thanks";
    const location = (await send(client, first)).headers.get("location")!;
    const again = await send(client, "What is Section 24?", location);
    expect(again.headers.get("location")).toBe(location);
    const id = conversationIdOf(location);
    const row = t.db.prepare("select title from conversations where id = ?").get(id) as { title: string };
    expect(row.title).toBe(`${first.slice(0, 40)}…`);
    expect((t.db.prepare("select count(*) as n from messages where conversation_id = ?").get(id) as { n: number }).n).toBe(4);
  });

  it("refuses an empty message and changes nothing", async () => {
    const { client, userId } = await newUser();
    const res = await send(client, "   ");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    expect(pageText(await (await client.get("/dashboard")).text())).toContain("Please type a message.");
    expect(usage(userId)).toEqual({ s: 0, q: 0 });
  });

  it("stops a free user after 3 searches and 2 questions, with the spec's toasts and the plan chooser", async () => {
    const { client, userId } = await newUser();
    for (const q of ["Houses in Manchester", "flats in SW19", "houses in Bury"]) {
      expect((await send(client, q)).headers.get("location")).toMatch(/^\/chat\//);
    }
    const refused = await send(client, "houses in Salford");
    const location = refused.headers.get("location")!;
    expect(location).toMatch(/^\/dashboard\?upgrade=search&draft=houses\+in\+Salford$/);
    const page = pageText(await (await client.get(location)).text());
    expect(page).toContain("Search Limit Reached");
    expect(page).toContain("You've used all your free searches. Upgrade to Pro for unlimited searches.");
    expect(page).toContain("Choose Your Plan");
    expect(page).toContain("houses in Salford"); // the draft is kept
    expect(usage(userId)).toEqual({ s: 3, q: 0 });

    await send(client, "What is Section 24?");
    await send(client, "What is an HMO?");
    const noMore = await send(client, "What is an EPC?");
    expect(noMore.headers.get("location")).toContain("upgrade=question");
    expect(pageText(await (await client.get(noMore.headers.get("location")!)).text())).toContain("Question Limit Reached");
    expect(usage(userId)).toEqual({ s: 3, q: 2 });
    expect(pageText(await (await client.get("/dashboard")).text())).toContain("0 of 3 left");
  });

  it("shows the next 10 of a search on \"show me more\", as a plain form post, free even at the search limit (decision 116)", async () => {
    const { client, userId } = await newUser();
    const location = (await send(client, "Houses in Manchester")).headers.get("location")!;
    for (const q of ["flats in SW19", "houses in Bury"]) await send(client, q);
    expect(usage(userId)).toEqual({ s: 3, q: 0 });
    const more = await send(client, "show me more", location.replace(/#latest$/, ""));
    expect(more.headers.get("location")).toBe(location);
    const html = await (await client.get(location)).text();
    // Two answers' cards: the first 10, then the next 10, none twice.
    const cards = [...html.matchAll(/<article id="message-[^"]+-deal-(\d+)"/g)].map((m) => m[1]);
    expect(cards).toHaveLength(20);
    expect(new Set(cards).size).toBe(20);
    expect(pageText(html)).toContain('Here are 10 more properties matching "houses in Manchester"');
    expect(usage(userId)).toEqual({ s: 3, q: 0 });
  });

  it("re-ranks the last search on 'yield high to low', as a search (decision 124), and says an order not held, free (decision 127)", async () => {
    const { client, userId } = await newUser();
    const location = (await send(client, "houses in Manchester under £300k")).headers.get("location")!;
    const path = location.replace(/#latest$/, "");
    const lastAnswer = () =>
      t.db
        .prepare("select content, deal_ids from messages where conversation_id = ? and role = 'assistant' order by rowid desc limit 1")
        .get(conversationIdOf(location)) as { content: string; deal_ids: string | null };

    expect((await send(client, "yield high to low", path)).headers.get("location")).toBe(location);
    const reranked = lastAnswer();
    expect(reranked.content).toContain('matching "houses in Manchester under £300,000, highest yield first"');
    const yields = (JSON.parse(reranked.deal_ids!) as number[]).map((id) => (t.db.prepare("select yield from deals where id = ?").get(id) as { yield: number }).yield);
    expect(yields).toHaveLength(10);
    expect(yields).toEqual([...yields].sort((a, b) => b - a));
    expect(usage(userId)).toEqual({ s: 2, q: 0 });

    await send(client, "yield low to high", path);
    expect(lastAnswer()).toEqual({
      content:
        'I can\'t list deals as "yield low to high" asks: a search lists the highest yield first, never the lowest. Say "sort by yield" for the highest yield first, or ask "which of these has the lowest yield?" to rank the deals already listed (decision 097). (This did not count as a question.)',
      deal_ids: null,
    });
    expect(pageText(await (await client.get(location)).text())).toContain('I can\'t list deals as "yield low to high" asks');
    expect(usage(userId)).toEqual({ s: 2, q: 0 });
  });

  it("names a place of two lower-case words the data does not hold, searches nowhere, and gives the search back (decision 127)", async () => {
    const { client, userId } = await newUser();
    const location = (await send(client, "flats in moss side")).headers.get("location")!;
    const html = await (await client.get(location)).text();
    expect(pageText(html)).toContain('I could not filter by "moss side" (no place of that name in the sales data).');
    expect(pageText(html)).toContain("(This did not count as a search.)");
    expect(html).not.toContain("<article");
    expect(usage(userId)).toEqual({ s: 0, q: 0 });
  });

  it("searches Merton Park as its named sales and the others at their postcodes, and says so (decision 127)", async () => {
    const { client, userId } = await newUser();
    const location = (await send(client, "properties in Merton Park")).headers.get("location")!;
    const text = pageText(await (await client.get(location)).text());
    const named = (t.db.prepare("select count(*) as n from deals where non_market = 0 and full_address like '%, Merton Park, %'").get() as { n: number }).n;
    const found = Number(/I found (\d+) properties matching "properties in Merton Park"/.exec(text)?.[1]);
    expect(found).toBeGreaterThan(named);
    expect(text).toContain(
      "HM Land Registry names Merton Park on only some of its addresses, and no postcode sector is mainly Merton Park's, so I searched the sales that name it and the others at the same postcodes.",
    );
    expect(usage(userId)).toEqual({ s: 1, q: 0 });
  });

  it("lets exactly three of ten parallel searches through for a new free user", async () => {
    const { client, userId } = await newUser();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.json("/api/ai/search", { query: "houses in Bury" })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(7);
    const refused = await results.find((r) => r.status === 403)!.json();
    expect(refused).toEqual({ message: "You've used all your free searches. Upgrade to Pro for unlimited searches." });
    expect(usage(userId)).toEqual({ s: 3, q: 0 });
  });

  it("keeps only the 10 most recent chats", async () => {
    const { client, userId } = await newUser("pro");
    for (let i = 1; i <= 12; i++) await send(client, `What is Section 24? (${i})`);
    const rows = t.db.prepare("select title from conversations where user_id = ? order by updated_at desc").all(userId) as { title: string }[];
    expect(rows).toHaveLength(10);
    expect(rows[0]!.title).toBe("What is Section 24? (12)");
    expect(rows.at(-1)!.title).toBe("What is Section 24? (3)");
  });
});

describe("conversation ownership and deletion", () => {
  it("shows another user's conversation to no one but its owner", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const location = pathOf((await send(alice.client, "What is Section 24?")).headers.get("location")!);
    expect((await bob.client.get(location)).status).toBe(404);
    expect((await send(bob.client, "hello", location)).status).toBe(404);
    expect((await bob.client.get(`${location}/delete`)).status).toBe(404);
    expect((await bob.client.form(`${location}/delete`, {})).status).toBe(404);
    expect((await alice.client.get(location)).status).toBe(200);
  });

  it("deletes after a confirmation page", async () => {
    const { client } = await newUser();
    const location = pathOf((await send(client, "What is Section 24?")).headers.get("location")!);
    const confirm = pageText(await (await client.get(`${location}/delete`)).text());
    expect(confirm).toContain("Delete this chat?");
    const res = await client.form(`${location}/delete`, {});
    expect(res.headers.get("location")).toBe("/dashboard");
    expect((await client.get(location)).status).toBe(404);
  });
});

describe("deal details and questions", () => {
  async function firstDealId(client: Client) {
    const location = (await send(client, "Houses in Manchester")).headers.get("location")!;
    const html = await (await client.get(location)).text();
    return { id: Number(/href="\/deals\/(\d+)\?c=/.exec(html)![1]), location };
  }

  it("locks the figures for free users: they are not sent at all", async () => {
    const { client } = await newUser();
    const { id } = await firstDealId(client);
    const deal = t.db.prepare("select price, yield from deals where id = ?").get(id) as { price: number; yield: number };
    const income = Math.round((deal.price * deal.yield) / 100).toLocaleString("en-GB");
    const html = await (await client.get(`/deals/${id}`)).text();
    expect(html).toContain("Full property details are a Pro feature");
    // The blurred preview names the estimates as the details do.
    expect(pageText(html.replaceAll("<!-- -->", ""))).toContain("Annual rental income: £••,••• Monthly cash flow: £•,••• Break-even: •• years");
    expect(html).not.toContain(`£${income}`);
    expect(html).not.toContain("How it was valued");
  });

  it("shows the estimates and the valuation inputs to Pro users", async () => {
    const { client } = await newUser("pro");
    const { id } = await firstDealId(client);
    const deal = t.db
      .prepare(
        "select roi, json_extract(valuation, '$.annualRent') as rent, json_extract(valuation, '$.priceVsArea.period') as period, json_extract(valuation, '$.annualCashFlow') as flow from deals where id = ?",
      )
      .get(id) as { roi: number; rent: number; period: string | null; flow: number };
    // The valuation's own rent (the yield is that rent ÷ price), and 100 ÷ the ROI as shown.
    const income = Math.round(deal.rent);
    const shownRoi = Number(deal.roi.toFixed(1));
    const html = pageText(await (await client.get(`/deals/${id}`)).text());
    // Spec section 9's words, as the PDF sheet has them (decision 119).
    expect(html).toContain(`Annual rental income £${income.toLocaleString("en-GB")}`);
    expect(html).toContain(`Monthly cash flow £${Math.round(income / 12).toLocaleString("en-GB")}`);
    const years = Math.round(100 / shownRoi);
    expect(html).toContain(shownRoi <= 0 ? "Break-even N/A" : years > 50 ? "Break-even Over 50 years" : `Break-even ${years} years`);
    // The valuation's cash flow after costs, a year and a month (the year's ÷ 12, to the penny, then
    // shown to the pound), and the estimates' note names the month's row (decision 130).
    const gbp = (n: number) => `${n < 0 ? "-" : ""}£${Math.round(Math.abs(n)).toLocaleString("en-GB")}`;
    // Both before tax, as the workings and the PDF say (decision 245).
    expect(html).toContain(`Cash flow a year (before tax) ${gbp(deal.flow)} Cash flow a month (after costs, before tax) ${gbp(Math.round((deal.flow / 12) * 100) / 100)}`);
    expect(html).toContain("before any costs, voids or interest. After them it is “Cash flow a month (after costs, before tax)”, under How it was valued.");
    // The area comparison names its average (decision 229) and is dated, its month said in full as the card says one ("July 2025"), and the open
    // data's licence lines are on the page.
    if (deal.period) expect(html).toMatch(new RegExp(`Against .+ average of £[\\d,]+ \\(UK HPI, ${fullMonths(deal.period)}\\)`));
    // Nor a date's: one style, in full (decision 243).
    expect(html).not.toMatch(/\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 20\d\d\b/);
    expect(html).toContain("This data is licensed under the Open Government Licence v3.0.");
    expect(html).toContain("How it was valued");
    // The rent's label says how the bedroom count was reached, as its valuation records it.
    const basis = t.db
      .prepare("select json_extract(valuation, '$.bedroomsBasis') as b, json_extract(valuation, '$.rentCategory') as c from deals where id = ?")
      .get(id) as { b: string; c: string };
    const word = { "estimated-local": ", estimated", "estimated-wide": ", estimated", assumed: ", assumed", chosen: ", as searched for" }[basis.b] ?? "";
    // The category in the sentence's case: "Rent (three bedrooms, estimated)", not the ONS table's capitals.
    expect(html).toContain(`Rent (${basis.c.toLowerCase()}${word})`);
    expect(html).not.toContain(`Rent (${basis.c}`);
    expect((await client.get("/deals/999999999")).status).toBe(404);
    expect((await client.get("/deals/abc")).status).toBe(404);
  });

  it("says a deal's figures in the chat as its page does: ROI signed, the confidence as a confidence, a break-even past 50 years as such (decisions 244, 245)", async () => {
    const { client } = await newUser("pro");
    // A deal whose ROI shows as 0.1% to 1.9%: 100 ÷ ROI is over 50 years (Peel Brow, Bury: +0.3%, "333 years").
    const deal = t.db
      .prepare("select id, roi, score from deals where roi >= 0.05 and roi < 1.95 and json_extract(valuation, '$.confidence.label') is not null order by id limit 1")
      .get() as { id: number; roi: number; score: number };
    const roi = `+${deal.roi.toFixed(1)}%`;
    const years = Math.round(100 / Number(deal.roi.toFixed(1)));
    expect(years).toBeGreaterThan(50);
    const page = pageText(await (await client.get(`/deals/${deal.id}`)).text());
    expect(page).toContain(`ROI ${roi}`);
    expect(page).toContain("Break-even Over 50 years");
    expect(page).not.toContain(`${years} years`);
    const ask = async (question: string) =>
      ((await (await client.json("/api/ai/question", { dealId: deal.id, question })).json()) as { answer: string }).answer;
    const verdict = await ask("Is this a good deal? What are its yield, ROI and score?");
    expect(verdict).toContain(`• ROI ${roi}: `);
    expect(verdict).toContain(`Score: ${deal.score}/100.`);
    // The confidence in the card's and the page's word, with its reasons: no second "/100".
    expect(verdict).toMatch(/• Confidence: (High|Medium|Low)(,|\.)/);
    expect(verdict).not.toMatch(/Confidence: \w+, scoring/);
    expect(verdict).not.toMatch(/Confidence: [^\n]*\/100/);
    const breakEven = await ask("How long until I break even?");
    expect(breakEven).toContain(`Break-even: over 50 years (100 ÷ ROI of ${roi} gives ${years}), the time the cash flow takes to pay back the cash invested`);
    expect(breakEven).not.toContain(`about ${years} years`);
  });

  it("sends a blank question back to the form in the same chat, spending nothing", async () => {
    const { client } = await newUser("pro");
    const { id, location } = await firstDealId(client);
    const chat = /\/chat\/([^#?]+)/.exec(location)![1]!;
    const blank = await client.form(`/deals/${id}`, { intent: "ask", question: "   ", c: chat });
    expect(blank.status).toBe(302);
    expect(blank.headers.get("location")).toBe(`/deals/${id}?c=${chat}#ask`);
    // Someone else's conversation id is not carried into the address.
    const other = await client.form(`/deals/${id}`, { intent: "ask", question: "", c: "not-mine" });
    expect(other.headers.get("location")).toBe(`/deals/${id}#ask`);
  });

  it("answers a question about a deal from its own figures and keeps it with the conversation", async () => {
    const { client, userId } = await newUser();
    const { id, location } = await firstDealId(client);
    const conversationId = conversationIdOf(location);
    const res = await client.form(`/deals/${id}`, { intent: "ask", question: "What would the stamp duty be?", c: conversationId });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/deals/${id}?c=${conversationId}#answer`);
    const html = pageText(await (await client.get(`/deals/${id}?c=${conversationId}`)).text());
    expect(html).toMatch(/Stamp Duty Land Tax|SDLT/);
    expect(usage(userId)).toEqual({ s: 1, q: 1 });
    const stored = t.db.prepare("select count(*) as n from messages where conversation_id = ? and deal_id = ?").get(conversationId, id) as { n: number };
    expect(stored.n).toBe(2);

    const empty = await client.form(`/deals/${id}`, { intent: "ask", question: "  ", c: conversationId });
    expect(empty.status).toBe(302);
    expect(usage(userId)).toEqual({ s: 1, q: 1 });
  });

  it("answers thanks and an off-topic question on the deal page, charging neither (decision 123)", async () => {
    const { client, userId } = await newUser();
    const { id, location } = await firstDealId(client);
    const conversationId = conversationIdOf(location);
    for (const [question, reply] of [
      ["thanks", /You're welcome\. .*\(This did not count as a question\.\)/],
      ["whats the weather like there", /I can only answer questions about this deal from its figures.*\(This did not count as a question\.\)/],
    ] as const) {
      const res = await client.form(`/deals/${id}`, { intent: "ask", question, c: conversationId });
      expect(res.headers.get("location"), question).toBe(`/deals/${id}?c=${conversationId}#answer`);
      const html = pageText(await (await client.get(`/deals/${id}?c=${conversationId}`)).text());
      expect(html, question).toMatch(reply);
    }
    expect(usage(userId)).toEqual({ s: 1, q: 0 });
  });

  it("answers a deal's general question from the knowledge base, a taxpayer's from the stress test, and refuses a free user's cash flow free (decision 126)", async () => {
    const { client, userId } = await newUser();
    const { id } = await firstDealId(client);
    const ask = async (question: string) => {
      const res = await client.json("/api/ai/question", { dealId: id, question });
      expect(res.status, question).toBe(200);
      return ((await res.json()) as { answer: string }).answer;
    };
    const cashFlow = await ask("whats the cash flow?");
    expect(cashFlow).toMatch(/^Cash flow is in each deal's full details, with Pro \(see the plans from “Upgrade to Pro” in the menu\).*\(This did not count as a question\.\)$/s);
    expect(usage(userId)).toEqual({ s: 1, q: 0 });
    const section24 = await ask("what is Section 24?");
    expect(section24).toMatch(/^Section 24: the restriction on mortgage interest relief for landlords\n/);
    expect(section24).toMatch(/On this deal: the mortgage interest is about £[\d,]+ a year/);
    expect(section24).not.toContain("Ask me about the rent, cash flow");
    expect(usage(userId)).toEqual({ s: 1, q: 1 });
    const higherRate = await ask("could a higher rate taxpayer get the mortgage on this?");
    expect(higherRate).toMatch(/^Lender's stress test for a higher-rate taxpayer borrowing in their own name/);
    expect(higherRate).toMatch(/= \d+%, so it (?:passes|fails) the 145% test/);
    expect(usage(userId)).toEqual({ s: 1, q: 2 });
  });

  it("answers a free user about a deal from the card alone; a pro user from the whole valuation", async () => {
    const ask = async (plan?: "pro") => {
      const { client } = await newUser(plan);
      const { id } = await firstDealId(client);
      const res = await client.json("/api/ai/question", { dealId: id, question: "Is this a good deal, and what rent would it get?" });
      expect(res.status).toBe(200);
      return { id, answer: ((await res.json()) as { answer: string }).answer };
    };
    const free = await ask();
    const row = t.db.prepare("select valuation from deals where id = ?").get(free.id) as { valuation: string };
    const v = JSON.parse(row.valuation) as { rentSource: { sourceLabel: string }; confidence: { reasons: string[] }; priceVsArea: { areaAverage: number } };
    expect(v.confidence.reasons.length).toBeGreaterThan(0);
    // Locked details (decision 020) stay locked in an answer (decision 080); the answer draws on the
    // card's figures only, and its note no longer sends to Pro for the rent's source, which the
    // card now says (decision 215).
    expect(free.answer).not.toContain(v.rentSource.sourceLabel);
    expect(free.answer).toContain(LOCKED_ANSWER_NOTE);
    expect(free.answer).not.toContain("The rent's source");
    for (const reason of v.confidence.reasons) expect(free.answer).not.toContain(reason);
    expect(free.answer).not.toContain(`£${v.priceVsArea.areaAverage.toLocaleString("en-GB")}`);
    expect(free.answer).toContain("This answer uses only the figures on the deal's card.");

    const pro = await ask("pro");
    const proValuation = JSON.parse((t.db.prepare("select valuation from deals where id = ?").get(pro.id) as { valuation: string }).valuation) as typeof v;
    expect(pro.answer).toContain(proValuation.rentSource.sourceLabel);
    expect(proValuation.confidence.reasons.length).toBeGreaterThan(0);
    for (const reason of proValuation.confidence.reasons) expect(pro.answer).toContain(reason);
    expect(pro.answer).not.toContain("This answer uses only the figures on the deal's card.");
  });

  it("gates Save and PDF with the spec's upgrade prompts", async () => {
    const { client } = await newUser();
    const { id } = await firstDealId(client);
    const save = await client.form(`/deals/${id}`, { intent: "save", redirectTo: "/dashboard" });
    expect(save.headers.get("location")).toBe("/dashboard?upgrade=save");
    expect(pageText(await (await client.get("/dashboard?upgrade=save")).text())).toContain(
      "Save deals to your favorites with Pro. Never lose track of promising opportunities.",
    );
    // PDF: a free user's button posts, as Save does: back with the toast and the plan chooser.
    const pdf = await client.form(`/deals/${id}`, { intent: "pdf", redirectTo: "/chat/abc?x=1" });
    expect(pdf.headers.get("location")).toBe("/chat/abc?x=1&upgrade=pdf");
    expect(pdf.headers.get("set-cookie")).toMatch(/toast=/);
    const chooser = pageText(await (await client.get("/dashboard?upgrade=pdf")).text());
    expect(chooser).toContain("PDF downloads are available on Pro and Enterprise plans.");
    expect(chooser).toContain("Upgrade Required");
    // A paying user's post is sent to the sheet itself.
    const pro = (await newUser("pro")).client;
    const sheet = await pro.form(`/deals/${id}`, { intent: "pdf" });
    expect(sheet.headers.get("location")).toBe(`/api/deals/${id}/pdf`);
  });
});

describe("AI JSON endpoints", () => {
  it("POST /api/ai/chat answers with {response} and counts a question", async () => {
    const { client, userId } = await newUser();
    const res = await client.json("/api/ai/chat", { message: "What is Section 24?", conversationHistory: [] });
    expect(res.status).toBe(200);
    expect((await res.json()).response).toMatch(/Section 24/);
    expect(usage(userId)).toEqual({ s: 0, q: 1 });
    // Refusals say one sentence naming the field in words (decision 149).
    const empty = await client.json("/api/ai/chat", { message: "" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Message must not be empty" });
    const robot = await client.json("/api/ai/chat", { message: "hi", conversationHistory: [{ role: "robot", content: "x" }] });
    expect(robot.status).toBe(400);
    expect(await robot.json()).toEqual({ message: 'Role in conversation history item 1 must be one of "user", "assistant"' });
    await client.json("/api/ai/chat", { message: "What is an HMO?" });
    const limited = await client.json("/api/ai/chat", { message: "What is an EPC?" });
    expect(limited.status).toBe(403);
    expect(usage(userId)).toEqual({ s: 0, q: 2 });
    // A greeting is answered with no question left, and takes nothing (decision 090).
    const hello = await client.json("/api/ai/chat", { message: "Hello!" });
    expect(hello.status).toBe(200);
    expect((await hello.json()).response).toMatch(/^Hello! .*\(This did not count as a question\.\)$/);
    expect(usage(userId)).toEqual({ s: 0, q: 2 });
  });

  it("POST /api/ai/chat answers Welsh in English from its reading, and charges nothing it cannot read (decision 118)", async () => {
    const { client, userId } = await newUser();
    const unread = await client.json("/api/ai/chat", { message: "Mae'r tywydd yn braf heddiw, ydy e?" });
    expect(unread.status).toBe(200);
    expect((await unread.json()).response).toMatch(/^Diolch am eich neges: .*I couldn't read this message.*\(This did not count as a question\.\)$/);
    expect(usage(userId)).toEqual({ s: 0, q: 0 });
    const read = await client.json("/api/ai/chat", { message: "Beth yw Adran 24?" });
    const { response } = await read.json();
    expect(response).toMatch(/^Diolch am eich neges: .* I read your message as "what is section 24"\.\n\nSection 24: the restriction on mortgage interest relief/);
    expect(usage(userId)).toEqual({ s: 0, q: 1 });
  });

  it("POST /api/ai/question answers from the server's figures, not the client's", async () => {
    const { client, userId } = await newUser("pro");
    const deal = t.db
      .prepare("select id, json_extract(valuation, '$.annualRent') as rent from deals order by score desc limit 1")
      .get() as { id: number; rent: number };
    const res = await client.json("/api/ai/question", {
      dealId: deal.id,
      question: "How much rent would it make?",
      dealContext: { title: "Fake", price: 1, location: "Nowhere", propertyType: "House", roi: 99, yield: 99, description: "lies" },
    });
    expect(res.status).toBe(200);
    const { answer } = await res.json();
    // The valuation's own rent for a Pro user's question (the page shows the same one).
    expect(answer).toContain(`Estimated rental income: £${Math.round(deal.rent).toLocaleString("en-GB")} a year`);
    expect((await client.json("/api/ai/question", { dealId: 999999999, question: "hi" })).status).toBe(404);
    // Small talk and an off-topic question are answered without a question spent (decision 123).
    const before = usage(userId);
    for (const [question, reply] of [
      ["hi", /^Hello! Ask about this deal, .*\(This did not count as a question\.\)$/],
      ["write me a poem about it", /^I can only answer questions about this deal from its figures.*\(This did not count as a question\.\)$/],
    ] as const) {
      const answered = await client.json("/api/ai/question", { dealId: deal.id, question });
      expect(answered.status, question).toBe(200);
      expect((await answered.json()).answer, question).toMatch(reply);
    }
    expect(usage(userId)).toEqual(before);
    expect((await client.json("/api/ai/question", { dealId: deal.id, question: "" })).status).toBe(400);
    expect((await new Client(t.server.url).json("/api/ai/question", { dealId: deal.id, question: "hi" })).status).toBe(401);
  });
});

describe("a deal card's rent (decision 215)", () => {
  /** Each card's visible text on a chat page, by deal id. */
  function cardTexts(html: string): Map<number, string> {
    const cards = [...html.matchAll(/<article id="message-[^"]+-deal-(\d+)"[\s\S]*?<\/article>/g)];
    return new Map(cards.map((m) => [Number(m[1]), pageText(m[0])]));
  }

  const gbp = (n: number) => `£${Math.round(n).toLocaleString("en-GB")}`;

  it("says the rent the yield is worked from and its dated source, as the deal page does, for Pro and free users", async () => {
    const pro = (await newUser("pro")).client;
    const free = (await newUser()).client;
    for (const query of ["Houses in Manchester", "flats in Cardiff"]) {
      const chatPage = async (client: Client) => (await client.get((await send(client, query)).headers.get("location")!)).text();
      const [proHtml, freeHtml] = [await chatPage(pro), await chatPage(free)];
      const proCards = cardTexts(proHtml);
      const freeCards = cardTexts(freeHtml);
      expect(proCards.size, `${query}: ${pageText(proHtml).slice(-1500)}`).toBeGreaterThan(0);
      for (const [id, card] of proCards) {
        const stored = t.db
          .prepare("select price, yield, json_extract(valuation, '$.monthlyRent') as rent, json_extract(valuation, '$.annualRent') as annual from deals where id = ?")
          .get(id) as { price: number; yield: number; rent: number; annual: number };
        // The rent is the one the card's yield is worked from.
        expect(Math.abs((stored.annual / stored.price) * 100 - stored.yield)).toBeLessThan(0.01);
        const rentRow = `Rent (est.) ${gbp(stored.rent)} a month`;
        expect(card).toContain(`Yield ${stored.yield.toFixed(1)}% ${rentRow} Score`);
        const source = /Rent source: (.+?) Confidence:/.exec(card)?.[1];
        expect(source, card).toBeTruthy();
        // Dated: a month in full, or the 2022-23 medians' period.
        expect(source).toMatch(/(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d|20\d\d-\d\d/);
        // The deal page says the same rent and the same source.
        const page = pageText(await (await pro.get(`/deals/${id}`)).text());
        expect(page).toMatch(new RegExp(`Rent \\([^)]*\\) ${gbp(stored.rent)} a month Rent source ${source!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `));
        // A free user's card says them too: the rent is the yield's, not a locked detail.
        const freeCard = freeCards.get(id);
        if (freeCard) {
          expect(freeCard).toContain(rentRow);
          expect(freeCard).toContain(`Rent source: ${source}`);
        }
      }
      expect([...freeCards.keys()].filter((id) => proCards.has(id)).length).toBeGreaterThan(0);
    }
  });
});
