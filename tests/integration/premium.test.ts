/**
 * Premium over HTTP, against the real server and its SQLite file: locked means never sent (every
 * path that returns deals, as a free user and as a pro user), saving deals (refusals store
 * nothing; one user never sees or changes another's), `GET /api/saved-deals`, the analytics gate, and
 * the dated rules a deal page names (decision 150).
 */
import { describe, expect, it } from "vitest";
import { Client, useServerWithDb } from "../support/server";
import { pathOf } from "../support/urls";
import { pageText } from "../support/html";
import { ATTRIBUTION_SHOWN } from "~/lib/attribution";

const t = useServerWithDb();
const { newUser } = t;

type LockedRow = {
  id: number;
  description: string;
  full_address: string | null;
  postcode: string | null;
  source_url: string | null;
};

function lockedValues(ids: number[]): LockedRow[] {
  const rows = t.db
    .prepare(
      `select id, description, full_address, postcode, source_url
       from deals where id in (${ids.map(() => "?").join(",")})`,
    )
    .all(...ids) as LockedRow[];
  expect(rows.length).toBe(new Set(ids).size);
  return rows;
}

/** A string as it may appear in a body: raw, HTML-escaped (React) or JSON-escaped (turbo-stream, JSON). */
const htmlEscaped = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function spellings(value: string): string[] {
  return [...new Set([value, htmlEscaped(value), JSON.stringify(value).slice(1, -1)])];
}

/**
 * The locked strings of these deals: the full address, the postcode, the source link and the
 * description. The rent the yield is worked from, and its source, are the card's (decision 215).
 */
function lockedStrings(rows: LockedRow[]): string[] {
  return rows.flatMap((r) => [
    r.description,
    ...(r.full_address ? [r.full_address] : []),
    ...(r.postcode ? [r.postcode] : []),
    ...(r.source_url ? [r.source_url] : []),
  ]);
}

function expectNoneOf(body: string, strings: string[], where: string) {
  for (const s of strings) for (const spelled of spellings(s)) expect(body.includes(spelled), `${where} carries "${spelled}"`).toBe(false);
  for (const key of ["fullAddress", "sourceUrl", "description", "postcode"]) {
    expect(body.includes(`"${key}"`), `${where} carries the key ${key}`).toBe(false);
  }
}

/** Signs the client's search in as a chat; returns the conversation's path and its deal ids. */
async function searchInChat(client: Client, userId: string, message = "Houses in Manchester") {
  const res = await client.form("/chat", { message });
  expect(res.status).toBe(302);
  const path = pathOf(res.headers.get("location")!);
  const row = t.db
    .prepare("select deal_ids from messages m join conversations c on c.id = m.conversation_id where c.user_id = ? and m.deal_ids is not null order by m.created_at desc limit 1")
    .get(userId) as { deal_ids: string };
  const ids = JSON.parse(row.deal_ids) as number[];
  expect(ids.length).toBeGreaterThan(0);
  return { path, ids };
}

const savedCount = (userId: string) =>
  (t.db.prepare("select count(*) as n from saved_deals where user_id = ?").get(userId) as { n: number }).n;

describe("locked means never sent", () => {
  it("a free user's chat page and its .data carry no locked field of its deals", async () => {
    const { client, userId } = await newUser();
    const { path, ids } = await searchInChat(client, userId);
    const locked = lockedStrings(lockedValues(ids));
    const page = await client.get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<article");
    expectNoneOf(html, locked, "chat page");
    const data = await client.get(`${path}.data`);
    expect(data.status).toBe(200);
    expectNoneOf(await data.text(), locked, "chat .data");
  });

  it("a free user's deal page and its .data carry no locked field", async () => {
    const { client } = await newUser();
    const id = (t.db.prepare("select id from deals where full_address is not null and source_url is not null order by score desc limit 1").get() as { id: number }).id;
    const locked = lockedStrings(lockedValues([id]));
    const page = await client.get(`/deals/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Full property details are a Pro feature");
    // Its "Upgrade to Pro" goes to Pro's checkout, as every one does (decision 210).
    expect(html).toMatch(/<a[^>]*href="\/subscribe"[^>]*>Upgrade to Pro<\/a>/);
    expect(html).not.toMatch(/<a[^>]*href="\/plan"[^>]*>Upgrade to Pro<\/a>/);
    expectNoneOf(html, locked, "deal page");
    expectNoneOf(await (await client.get(`/deals/${id}.data`)).text(), locked, "deal .data");
  });

  it("GET /api/deals and POST /api/ai/search send a free user the card fields only", async () => {
    const { client } = await newUser();
    const list = await client.get("/api/deals?pageSize=50");
    expect(list.status).toBe(200);
    const listBody = await list.text();
    const listed = JSON.parse(listBody) as Record<string, unknown>[];
    expect(listed.length).toBe(50);
    expectNoneOf(listBody, lockedStrings(lockedValues(listed.map((d) => d.id as number))), "/api/deals");
    for (const d of listed) {
      expect(Object.keys(d).sort()).toEqual(
        ["id", "title", "location", "propertyType", "price", "roi", "yield", "score", "imageUrl", "status", "soldDate", "soldPrice", "valueMonth", "sourceWebsite", "confidence", "monthlyRent", "rentSourceLine", "locked", "saved"].sort(),
      );
      expect(d.locked).toBe(true);
      // The confidence label is open on the card (decision 055); its reasons stay locked.
      expect(["high", "medium", "low"]).toContain(d.confidence);
    }

    const search = await client.json("/api/ai/search", { query: "Houses in Manchester" });
    expect(search.status).toBe(200);
    const searchBody = await search.text();
    const found = (JSON.parse(searchBody) as { deals: { id: number }[] }).deals;
    expect(found.length).toBeGreaterThan(0);
    expectNoneOf(searchBody, lockedStrings(lockedValues(found.map((d) => d.id))), "/api/ai/search");
  });

  it("a pro user does get them, on every path", async () => {
    const { client, userId } = await newUser("pro");
    const { path, ids } = await searchInChat(client, userId);
    const [first] = lockedValues([ids[0]!]);
    const chatData = await (await client.get(`${path}.data`)).text();
    expect(chatData).toContain(JSON.stringify(first!.source_url).slice(1, -1));
    expect(chatData).toContain(JSON.stringify(first!.full_address).slice(1, -1));

    const deal = await (await client.get(`/deals/${first!.id}`)).text();
    expect(deal).toContain(htmlEscaped(first!.full_address!));
    expect(deal).toContain("Annual rental income");

    const listed = (await (await client.get("/api/deals?pageSize=5")).json()) as Record<string, unknown>[];
    expect(listed[0]).toMatchObject({ locked: false });
    expect(typeof listed[0]!.description).toBe("string");
    expect(listed[0]!.sourceUrl).toMatch(/^http:\/\/landregistry\.data\.gov\.uk\//);

    const found = (await (await client.json("/api/ai/search", { query: "Houses in Manchester" })).json()) as {
      deals: Record<string, unknown>[];
    };
    expect(found.deals[0]).toMatchObject({ locked: false });
    expect(typeof found.deals[0]!.fullAddress).toBe("string");
  });
});

describe("the deal page's rules (decision 150)", () => {
  it("names each rule its figures applied, with its date, under How it was valued", async () => {
    const { client } = await newUser("pro");
    const id = (t.db.prepare("select id from deals where json_extract(valuation, '$.inputs.nation') = 'england' and price >= 40000 order by score desc limit 1").get() as { id: number }).id;
    const text = pageText(await (await client.get(`/deals/${id}`)).text());
    expect(text).toContain(
      "Rules applied, with their dates Stamp Duty Land Tax (HM Revenue & Customs): residential rates from 1 April 2025; higher rates for additional dwellings from 31 October 2024",
    );
    expect(text).toMatch(/Mortgage rate, loan-to-value and the lender's rent test \(PRA SS13\/16\): as at \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(text).toMatch(/Running costs and purchase fees: as at \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(text).toContain("SDLT (additional dwelling rates)");
  });

  it("labels the tax by the rates it was worked at: residential under £40,000, as the PDF does", async () => {
    const { client } = await newUser("pro");
    const id = (
      t.db
        .prepare("select id from deals where json_extract(valuation, '$.purchaseCosts.taxName') = 'SDLT' and json_extract(valuation, '$.currentValue') < 40000 limit 1")
        .get() as { id: number }
    ).id;
    const text = pageText(await (await client.get(`/deals/${id}`)).text());
    expect(text).toContain("SDLT (residential rates)");
    expect(text).not.toContain("additional dwelling rates)");
  });
});

describe("the deal page's way back", () => {
  it("is 'Back to Chat', in the words /account and /subscribe use (spec section 7)", async () => {
    const { client } = await newUser();
    const id = (t.db.prepare("select id from deals limit 1").get() as { id: number }).id;
    const html = (await (await client.get(`/deals/${id}`)).text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<a[^>]*href="\/dashboard"[^>]*>Back to Chat<\/a>/);
    expect(html).not.toContain("Back to chat");
  });

  it("leads to the deal's chat only when it is the user's: a deleted or unknown one is no 404", async () => {
    const { client, userId } = await newUser();
    const { path } = await searchInChat(client, userId);
    const id = (t.db.prepare("select id from deals limit 1").get() as { id: number }).id;
    const back = async (query: string) => {
      const html = (await (await client.get(`/deals/${id}${query}`)).text()).replaceAll("<!-- -->", "");
      return html.match(/<a[^>]*href="([^"]*)"[^>]*>Back to Chat<\/a>/)?.[1];
    };
    expect(await back(`?c=${path.split("/").pop()}`)).toBe(path);
    expect(await back("?c=00000000-0000-4000-8000-000000000000")).toBe("/dashboard");
    const other = await newUser();
    const theirs = (await searchInChat(other.client, other.userId)).path;
    expect(await back(`?c=${theirs.split("/").pop()}`)).toBe("/dashboard");
  });
});

describe("saving deals", () => {
  const someDeal = () => (t.db.prepare("select id from deals order by score desc limit 1 offset 3").get() as { id: number }).id;

  it("refuses a free user with the upgrade toast and the plan chooser, and stores nothing", async () => {
    const { client, userId } = await newUser();
    const { path } = await searchInChat(client, userId);
    const res = await client.form(`/deals/${someDeal()}`, { intent: "save", saved: "true", redirectTo: path });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${path}?upgrade=save`);
    expect(savedCount(userId)).toBe(0);
    const html = await (await client.get(`${path}?upgrade=save`)).text();
    expect(html).toContain("Upgrade Required");
    expect(html).toContain("Save deals to your favorites with Pro. Never lose track of promising opportunities.");
    expect(html).toContain("Choose Your Plan");
  });

  it("GET /api/saved-deals is 401 signed out, 403 on the free plan, 405 for other methods", async () => {
    expect((await new Client(t.server.url).get("/api/saved-deals")).status).toBe(401);
    const { client } = await newUser();
    const res = await client.get("/api/saved-deals");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/Pro/) });
    expect((await client.json("/api/saved-deals", {})).status).toBe(405);
  });

  it("saves and unsaves for a pro user (post/redirect/get), idempotently, and lists the saved deals", async () => {
    const { client, userId } = await newUser("enterprise");
    const id = someDeal();
    const saved = await client.form(`/deals/${id}`, { intent: "save", saved: "true", redirectTo: "/analytics" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/analytics");
    // The same post twice (a double click, a resent form) leaves one row.
    await client.form(`/deals/${id}`, { intent: "save", saved: "true", redirectTo: "/analytics" });
    expect(savedCount(userId)).toBe(1);
    const toastPage = await (await client.get("/analytics")).text();
    expect(toastPage).toContain("Deal Saved");
    expect(toastPage).toContain("Added to your saved deals");

    const list = await client.get("/api/saved-deals");
    expect(list.status).toBe(200);
    const row = t.db.prepare("select id, title, location, property_type as propertyType, price, yield, roi, score from deals where id = ?").get(id);
    expect(await list.json()).toEqual([row]);

    // Shown as saved on the deal page: by aria-pressed and a filled star; the label stays "Save"
    // (decision 129).
    const toggle = (pressed: boolean, fill: string) =>
      new RegExp(`aria-pressed="${pressed}"[^>]*><svg[^>]*fill="${fill}"[^>]*>.*?</svg>Save(<!-- -->)? <span class="sr-only">`);
    expect(await (await client.get(`/deals/${id}`)).text()).toMatch(toggle(true, "currentColor"));

    const unsaved = await client.form(`/deals/${id}`, { intent: "save", saved: "false", redirectTo: `/deals/${id}` });
    expect(unsaved.headers.get("location")).toBe(`/deals/${id}`);
    expect(savedCount(userId)).toBe(0);
    const after = await (await client.get(`/deals/${id}`)).text();
    expect(after).toContain("Deal Unsaved");
    expect(after).toContain("Removed from your saved deals");
    expect(after).toMatch(toggle(false, "none"));
    expect(await (await client.get("/api/saved-deals")).json()).toEqual([]);
  });

  it("only goes back to a path of this site", async () => {
    const { client, userId } = await newUser("pro");
    const id = someDeal();
    const res = await client.form(`/deals/${id}`, { intent: "save", saved: "true", redirectTo: "//evil.example/x" });
    expect(res.headers.get("location")).toBe(`/deals/${id}`);
    expect(savedCount(userId)).toBe(1);
  });

  it("one user never sees nor changes another's saved deals", async () => {
    const alice = await newUser("pro");
    const bob = await newUser("pro");
    const id = someDeal();
    await alice.client.form(`/deals/${id}`, { intent: "save", saved: "true" });
    expect(savedCount(alice.userId)).toBe(1);

    expect(await (await bob.client.get("/api/saved-deals")).json()).toEqual([]);
    expect(await (await bob.client.get(`/deals/${id}`)).text()).toMatch(/aria-pressed="false"/);
    expect(await (await bob.client.get("/analytics")).text()).toContain("No Saved Deals Yet");
    // Bob unsaving the deal touches only his own (absent) row.
    await bob.client.form(`/deals/${id}`, { intent: "save", saved: "false" });
    expect(savedCount(alice.userId)).toBe(1);
    expect((await (await alice.client.get("/api/saved-deals")).json()).map((d: { id: number }) => d.id)).toEqual([id]);
  });
});

describe("analytics", () => {
  it("is premium: a free user gets the plan chooser and no figures", async () => {
    const { client } = await newUser();
    const res = await client.get("/analytics");
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain("Choose Your Plan");
    expect(html).not.toContain("Total Deals");
    expect(html).not.toContain("No Saved Deals Yet");
  });

  it("shows a pro user the summary of the saved deals", async () => {
    const { client } = await newUser("pro");
    const ids = (t.db.prepare("select id from deals order by id limit 3").all() as { id: number }[]).map((r) => r.id);
    for (const id of ids) await client.form(`/deals/${id}`, { intent: "save", saved: "true" });
    const html = await (await client.get("/analytics")).text();
    for (const heading of ["Total Deals", "Avg. Price", "Avg. Yield", "Avg. ROI", "Top Performing Deals", "Deals by Location", "Property Types", "Yield Distribution"]) {
      expect(html).toContain(heading);
    }
    // Figures drawn from open data carry its licence lines (data README).
    for (const line of ATTRIBUTION_SHOWN) expect(pageText(html)).toContain(pageText(line));
  });

  it("says a past sale's price is its estimated value, as its card does, and that the average counts it", async () => {
    const { client } = await newUser("pro");
    // One sale brought up by the UK HPI, one valued at its price paid.
    const indexed = t.db.prepare("select id, title, price from deals where json_extract(valuation, '$.valueBasis') = 'sale-indexed' and json_extract(valuation, '$.soldPrice') != price order by id limit 1").get() as { id: number; title: string; price: number };
    const paid = t.db.prepare("select id, title, price from deals where json_extract(valuation, '$.soldPrice') = price order by id limit 1").get() as { id: number; title: string; price: number };
    for (const { id } of [indexed, paid]) await client.form(`/deals/${id}`, { intent: "save", saved: "true" });
    const text = pageText(await (await client.get("/analytics")).text());
    const pounds = (n: number) => `£${n.toLocaleString("en-GB")}`;
    expect(text).toMatch(new RegExp(`Price ${pounds(indexed.price)} est\\. value at [A-Z][a-z]+ \\d{4} prices`));
    expect(text).toMatch(new RegExp(`Price ${pounds(paid.price)} Yield`));
    expect(text).toContain("Avg. Price includes one past sale's estimated value (its price brought up by the UK HPI, marked “est.” below), not the price paid.");
    // The card says the same of it.
    const card = pageText(await (await client.get(`/deals/${indexed.id}`)).text());
    expect(card).toMatch(new RegExp(`Price est\\. value at [A-Z][a-z]+ \\d{4} prices ${pounds(indexed.price)}`));
    // The API keeps the spec's fields (section 3).
    const api = (await (await client.get("/api/saved-deals")).json()) as Record<string, unknown>[];
    expect(api.map((r) => Object.keys(r))).toEqual([0, 1].map(() => ["id", "title", "location", "propertyType", "price", "yield", "roi", "score"]));
  });
});
