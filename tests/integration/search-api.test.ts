import Database from "better-sqlite3";
import { ATTRIBUTION } from "~/lib/attribution";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, setPlan, startServer, type TestServer } from "../support/server";

let server: TestServer;
let client: Client;

type DealJson = {
  id: number;
  title: string;
  price: number;
  location: string;
  propertyType: string;
  propertyKind: string;
  postcode: string | null;
  roi: number;
  yield: number;
  score: number;
  sourceUrl: string | null;
  status: string;
};
type SearchJson = {
  summary: string;
  deals: DealJson[];
  attribution: string[];
  total: number;
  criteria: { location?: string; place?: { name: string; within?: string[] } };
  sameNames: { name: string; places: { name: string; deals: number }[]; example: string }[];
};

beforeAll(async () => {
  server = await startServer();
  client = new Client(server.url);
  const email = `search.${Date.now()}@example.com`;
  await client.json("/api/auth/signup", {
    email,
    password: "Investor2025",
    firstName: "Sam",
    lastName: "Search",
  });
  // Unlimited searches: these tests are about results, not plan limits.
  await setPlan(server.dbFile, email, "pro");
});
afterAll(async () => {
  await server?.stop();
});

async function search(query: string, criteria?: unknown): Promise<SearchJson> {
  const res = await client.json("/api/ai/search", { query, criteria });
  expect(res.status).toBe(200);
  return (await res.json()) as SearchJson;
}

describe("POST /api/ai/search", () => {
  it("is for signed-in users", async () => {
    const res = await new Client(server.url).json("/api/ai/search", { query: "houses in Bury" });
    expect(res.status).toBe(401);
  });

  it.each([
    [{}, "Query is required"],
    [{ query: "   " }, "Query must not be empty"],
    [{ query: 42 }, "Query must be a string"],
    [{ query: "flats", criteria: { maxPrice: "cheap" } }, "Max price in criteria must be a number"],
    [{ query: "x".repeat(501) }, "Query must be at most 500 characters"],
  ])("refuses %j with a clear 400", async (body, message) => {
    const res = await client.json("/api/ai/search", body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.message).toBe(message);
  });

  it("finds houses in Manchester, best score first, with attribution", async () => {
    const result = await search("Houses in Manchester");
    expect(result.deals.length).toBeGreaterThan(0);
    for (const deal of result.deals) {
      expect(deal.propertyType).toBe("House");
      expect(deal.location).toMatch(/^Manchester, /);
      expect(deal.score).toBeGreaterThanOrEqual(0);
      expect(deal.score).toBeLessThanOrEqual(100);
      expect(deal.sourceUrl).toMatch(/^http:\/\/landregistry\.data\.gov\.uk\/data\/ppi\/transaction\/[0-9A-F-]+\/current$/);
      expect(deal.status).toBe("sold");
    }
    const scores = result.deals.map((d) => d.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(result.summary).toMatch(/houses in Manchester/);
    expect(result.summary).toMatch(/found (more than )?[\d,]+ matching/);
    expect(result.attribution.join(" ")).toContain("HM Land Registry data © Crown copyright");
    // Every source the figures use: the rents (PIPR) and the bedroom estimates (VOA) too.
    expect(result.attribution).toEqual(expect.arrayContaining([ATTRIBUTION.pipr, ATTRIBUTION.voa, ATTRIBUTION.hpi]));
  });

  it("reads a price cap, a postcode district and 'cheapest'", async () => {
    const result = await search("cheapest houses in SW19 under £600k");
    expect(result.deals.length).toBeGreaterThan(0);
    for (const deal of result.deals) {
      expect(deal.postcode).toMatch(/^SW19 /);
      expect(deal.price).toBeLessThanOrEqual(600_000);
      expect(deal.propertyType).toBe("House");
    }
    const prices = result.deals.map((d) => d.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The summary's pick follows the listed order: cheapest first → the cheapest.
    expect(result.summary).toContain(`Top pick: ${result.deals[0]!.title} in `);
    expect(result.summary).toContain("ranked by lowest price");
  });

  it("applies a minimum yield and ROI", async () => {
    const byYield = await search("houses with 7% yield");
    expect(byYield.deals.length).toBeGreaterThan(0);
    for (const deal of byYield.deals) expect(deal.yield).toBeGreaterThanOrEqual(7);
    const byRoi = await search("Properties with ROI over 5%");
    expect(byRoi.deals.length).toBeGreaterThan(0);
    for (const deal of byRoi.deals) expect(deal.roi).toBeGreaterThanOrEqual(5);
  });

  it("merges the client's criteria with its own reading", async () => {
    const result = await search("show me properties", { propertyType: "House", maxPrice: 250000, location: "Bury", minYield: null });
    expect(result.deals.length).toBeGreaterThan(0);
    for (const deal of result.deals) {
      expect(deal.propertyType).toBe("House");
      expect(deal.price).toBeLessThanOrEqual(250_000);
      expect(deal.location).toMatch(/^Bury, /);
    }
  });

  it("says so plainly when nothing matches, and invents nothing", async () => {
    const result = await search("houses in Manchester under £5k");
    expect(result.deals).toEqual([]);
    expect(result.summary).toBe("I couldn't find any properties matching your criteria. Try adjusting your search. I searched for houses in Manchester under £5,000.");
  });

  it("says why there is nothing in Scotland or Northern Ireland, and treats Glasgow like Belfast", async () => {
    const db = new Database(server.dbFile, { readonly: true });
    const used = () => (db.prepare("select sum(searches_used) as n from usage_counters").get() as { n: number }).n;
    const before = used();
    for (const [query, place] of [
      ["houses in Belfast", "Belfast"],
      ["houses in Glasgow under 100k", "Glasgow City"],
    ] as const) {
      const result = await search(query);
      expect(result.deals, query).toEqual([]);
      expect(result.summary).toBe(
        `I couldn't find any properties matching your criteria. Try adjusting your search. The sales held are HM Land Registry's, which cover England and Wales only, so there are none in ${place}.`,
      );
    }
    // Nothing could be searched there, so neither search was spent (decision 108)…
    expect(used()).toBe(before);
    // …while a search that finds nothing in England is.
    await search("houses in Manchester under £5k");
    expect(used()).toBe(before + 1);
    db.close();
  });

  it("refuses a query with nothing to search, and charges nothing for commercial property it cannot hold (decision 123)", async () => {
    const db = new Database(server.dbFile, { readonly: true });
    const used = () => (db.prepare("select sum(searches_used) as n from usage_counters").get() as { n: number }).n;
    const before = used();
    for (const query of ["hello there", "what is Section 24?"]) {
      const res = await client.json("/api/ai/search", { query });
      expect(res.status, query).toBe(400);
      expect((await res.json()).message, query).toBe(
        'There is nothing to search for in that query. Say what to find (a place, a kind of property, a price or a yield), for example "2 bed flats in Leeds under £150k". It did not count as a search.',
      );
    }
    const commercial = await search("commercial property in manchester");
    expect(commercial.deals).toEqual([]);
    expect(commercial.summary).toBe(
      "I couldn't find any properties matching your criteria. Try adjusting your search. None of the deals held is commercial property: the sales are HM Land Registry's records of homes.",
    );
    expect(used()).toBe(before);
    // Asking for everything is still a search.
    expect((await search("show me properties")).deals.length).toBeGreaterThan(0);
    expect(used()).toBe(before + 1);
    db.close();
  });

  it("reads Welsh as the chat does: searched from its English reading, and not charged when it cannot be read (decisions 118, 139)", async () => {
    const db = new Database(server.dbFile, { readonly: true });
    const used = () => (db.prepare("select sum(searches_used) as n from usage_counters").get() as { n: number }).n;
    const before = used();
    const cardiff = await search("Dangos tai yng Nghaerdydd");
    expect(cardiff.summary).toMatch(
      /^Diolch am eich neges: dim ond yn Saesneg y gallaf ateb \(thank you for your message: I can only answer in English\)\. I read your message as "show me houses in Cardiff"\.\n\n/,
    );
    expect(cardiff.deals.length).toBeGreaterThan(0);
    for (const deal of cardiff.deals) {
      expect(deal.location).toMatch(/Cardiff/i);
      expect(deal.propertyType).toBe("House");
    }
    expect(used()).toBe(before + 1);
    const unread = await client.json("/api/ai/search", { query: "Mae'r tywydd yn braf heddiw, ydy e?" });
    expect(unread.status).toBe(400);
    expect((await unread.json()).message).toBe(
      'Diolch am eich neges: dim ond yn Saesneg y gallaf ateb (thank you for your message: I can only answer in English). I couldn\'t read this message, so nothing was searched or answered. Please ask it in English, for example "stamp duty on a £200,000 house in Wales" or "houses in Cardiff under £200k". It did not count as a search.',
    );
    expect(used()).toBe(before + 1);
    db.close();
  });
});

describe("GET /api/deals", () => {
  it("is a bounded, paged list, best first", async () => {
    const res = await client.get("/api/deals");
    expect(res.status).toBe(200);
    const deals = (await res.json()) as DealJson[];
    expect(deals).toHaveLength(20);
    expect(Number.parseInt(res.headers.get("x-total-count")!, 10)).toBeGreaterThan(20);
    expect(res.headers.get("link")).toContain('rel="next"');
    const page2 = (await (await client.get("/api/deals?page=2&pageSize=5")).json()) as DealJson[];
    expect(page2).toHaveLength(5);
    expect(page2[0]!.score).toBeLessThanOrEqual(deals[0]!.score);
    expect((await client.get("/api/deals?pageSize=101")).status).toBe(400);
    // Past the 1,000 deals counted, a full page still links to the next one.
    const page10 = await client.get("/api/deals?page=10&pageSize=100");
    expect(page10.headers.get("x-total-count")).toBe("1000+");
    expect((await page10.json()) as DealJson[]).toHaveLength(100);
    expect(page10.headers.get("link")).toBe('</api/deals?page=11&pageSize=100>; rel="next"');
    expect((await new Client(server.url).get("/api/deals")).status).toBe(401);
  });
});

describe("/methodology", () => {
  it("is public and explains the sums, sources and coverage", async () => {
    const res = await fetch(`${server.url}/methodology`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("How deals are valued and scored");
    expect(html).toContain("Open Government Licence v3.0");
    expect(html).toMatch(/[\d,]+ deals from sales between/);
    expect(html).toContain("interest-only at 5.5%; the loan is the smaller of 75% of value and what the rent supports");
    expect(html).toContain("125% × 7.5% stress rate");
    expect(html).toContain("ONS Price Index of Private Rents");
    expect(html).toMatch(/May 2026 \(provisional\) for \d+ areas/);
    expect(html).toContain("PRA supervisory statement SS13/16");
    // The index's span is the data held (data:update takes it from 1995), in words.
    expect(html).toContain("The index held covers every region from January 2011; for a sale in the year before that");
    expect(html).toContain("UK House Price Index for every region from January 2011 to July 2025.");
    expect(html).toContain("or when it is one of three or more category B sales at the same full postcode on the same day");
    expect(html).toContain("Stamp Duty Land Tax from 1 April 2025, with the higher rates for additional dwellings. Scotland");
    // Northern Ireland pays SDLT too, as the tax module has it (decision 211).
    expect(html).toContain("(SDLT in England and Northern Ireland, LBTT in Scotland, LTT in Wales)");
    expect(html).not.toContain("SDLT in England,");
    // Every rule is dated, not only SDLT's.
    expect(html.replace(/&#x27;/g, "'")).toContain(
      "Scotland's LBTT (rates from 1 April 2021) with its Additional Dwelling Supplement (from 5 December 2024), and Wales's LTT higher residential rates (from 11 December 2024), are used for property there.",
    );
    expect(html).toContain("(May 2026 provisional, July 2025, May 2025). Source: Office for National Statistics");
    // The fallback rents' year from the rents held, its months in full (decisions 211, 243).
    expect(html).toContain("The ONS/VOA medians of October 2022 to September 2023 are used only for an area neither covers.");
    expect(html).toContain("ONS / VOA Private Rental Market Statistics, October 2022 to September 2023 (fallback only).");
    // One style of date and month on the page: in full (decision 243).
    expect(html).not.toMatch(/\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 20\d\d\b/);
  });

  it("is titled as its heading and the links to it read, as every other page is", async () => {
    const html = await (await fetch(`${server.url}/methodology`)).text();
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(["<title>How deals are valued and scored · DealFinder AI</title>"]);
  });
});

describe("a name places far apart share (decisions 152, 153)", () => {
  const districts = (r: SearchJson) => r.deals.map((d) => d.postcode?.split(" ")[0]);

  it("searches both places and says so in the summary and in sameNames", async () => {
    const r = await search("properties in Richmond");
    expect(r.criteria.location).toBe("Richmond");
    expect(districts(r).sort()).toEqual(["DL10", "TW9"]);
    expect(r.sameNames).toEqual([
      {
        name: "Richmond",
        places: [
          { name: "Richmond, Greater London", deals: 1 },
          { name: "Richmond, North Yorkshire", deals: 1 },
        ],
        example: "properties in Richmond, Greater London",
      },
    ]);
    expect(r.summary).toContain(
      'Richmond is the name of two places in the data: Richmond, Greater London (1 deal) and Richmond, North Yorkshire (1 deal). Showing both; ask for "properties in Richmond, Greater London" to see one.',
    );
  });

  it("narrows to the place a qualifier names, in the query or in the location", async () => {
    const north = await search("properties in Richmond, North Yorkshire");
    expect(north.criteria).toMatchObject({ location: "Richmond, North Yorkshire", place: { within: ["DL10"] } });
    expect(districts(north)).toEqual(["DL10"]);
    expect(north.sameNames).toEqual([]);
    expect(north.summary).toMatch(/^I searched for properties in Richmond, North Yorkshire and found 1 matching property\./);
    const london = await search("properties", { location: "Richmond, Greater London" });
    expect(london.criteria.location).toBe("Richmond, Greater London");
    expect(districts(london)).toEqual(["TW9"]);
    expect(london.summary).not.toContain("is the name of");
  });

  it("says nothing of a town across council lines", async () => {
    for (const query of ["flats in Newcastle upon Tyne", "houses in Stockport"]) {
      const r = await search(query);
      expect(r.sameNames, query).toEqual([]);
      expect(r.summary, query).not.toContain("is the name of");
    }
  });
});
