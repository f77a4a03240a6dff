/**
 * Generates docs/search-phrasings.md: how each of 40+ investor phrasings is read (route,
 * criteria, what was used and ignored) and what it finds in the shipped data. The table is
 * produced, never hand-written: tests/integration/phrasings-table.test.ts regenerates it and
 * fails when the committed file differs.
 *
 *   npm run docs:phrasings                 builds a fresh database from db/data (about a minute)
 *   npm run docs:phrasings -- path/to.db   uses an existing database built from the shipped data
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { placesPast, pointsAtList } from "../../app/lib/assistant/deal-reference";
import { comparisonAsked } from "../../app/lib/assistant/listed-comparison";
import { formatPounds, joinWithOr, percent } from "../../app/lib/format";
import { changeIn } from "../../app/lib/search/last-search";
import { asksForMore } from "../../app/lib/search/more-request";
import { orderOnly } from "../../app/lib/search/order";
import { analyse } from "../../app/lib/search/parse";
import { changesSomething, refineCriteria, refinedQuery } from "../../app/lib/search/refine";
import { readSearch } from "../../app/lib/search/read";
import { routeMessage } from "../../app/lib/search/route";
import { countText } from "../../app/lib/search/summary";
import type { SearchCriteria } from "../../app/lib/search/types";
import { openDatabase, type Db } from "../../app/server/db.server";
import { searchFor } from "../../app/server/deal-search.server";
import { getGazetteer } from "../../app/server/places.server";

export const PHRASINGS_DOC = resolve(process.cwd(), "docs/search-phrasings.md");

/** Every misreading named in issue 10 item 9, common phrasings, then our own harder ones. */
export const PHRASINGS: readonly string[] = [
  // From the audit.
  "flats under 150",
  "2 bed flats in Newcastle under 150",
  "houses in Tyne and Wear",
  "buy to let in the North East",
  "terraced houses in Greater Manchester under 200k",
  "anything in West Yorkshire with a 7% yield",
  "flats in Wimbledon",
  "what's available in M14 under 150k",
  "houses in Leeds or Bradford",
  "2-3 bed houses in Stockport",
  "2 to 3 bedroom flats in Salford",
  "properties yielding between 6 and 8%",
  "houses yielding 7 percent in Bolton",
  "7% plus yield in Oldham",
  "HMO in Manchester",
  "new build flats in Manchester",
  "freehold houses under 250k in Wigan",
  "leasehold flats in London under 400k",
  "bungalows in Stockport",
  "below market value houses in Bury",
  "cash flow positive properties in Newcastle",
  "any good deals in Leeds?",
  "show me cheap houses in Manchester",
  "best high yield properties",
  "3 bed semi in Bolton under £180k",
  "properties with ROI over 10%",
  "studio flats in London",
  "detached houses above 500k",
  "find me a terraced house in Rochdale",
  "houses in M14",
  "flats in SW19",
  "properties near Wimbledon under 500k",
  "4 bed detached in Cheadle",
  "houses around 150k in Oldham",
  "cheapest flats in Newcastle upon Tyne",
  "highest yield houses in Greater Manchester",
  "commercial property in Manchester",
  "HMO licensing rules in Manchester",
  "what is stamp duty on a £250k buy to let?",
  "Is Manchester a good place to invest?",
  "houses between £100k and £150k in Wigan",
  "flats with a 6% yield or more in Salford",
  // Our own.
  "houses in Salford, Bolton or Wigan",
  "2 bed flats in M14 or M15",
  "houses in the North West under 120k",
  "properties in Yorkshire",
  "flats in Truro",
  "new build houses in Tyne and Wear",
  "no new builds, freehold houses in Stockport under 200k",
  "cash flow positive flats under 100k",
  "BMV terraced houses in Oldham with a garden",
  "HMO with parking near the university in Newcastle",
  "up to 3 bed houses in Bury",
  "yield between 5 and 6 percent in Wigan",
  "positive cash flow houses in the North East",
  "semi-detached houses in County Durham",
  "flats in Gateshead or Sunderland",
  "chain free bungalow in Sale",
  "houses in Killingworth",
  "flats in Narnia",
  "2-3 bed houses in Leeds or Bradford under 200k",
  // Suburbs, centres, budgets and bedrooms (decisions 121 and 122).
  "flats in wimbledon under 300k",
  "houses in didsbury under 300k",
  "houses in Chorlton",
  "btl flats in Manchester City Centre",
  "flats in Morden",
  "is it worth buying a flat under 100k in newcastle?",
  "3 bed houses in bolton under 200k",
  // Places of several words, and what a locality is searched as (decision 127).
  "flats in moss side",
  "flats in chorlton on medlock",
  "flats in salford quays",
  "properties in Merton Park",
  // A place's best yields or returns, and "show me" a place (decision 139).
  "best rental yields in Manchester",
  "what are the highest returns in Leeds?",
  "show me Liverpool",
  // A name places far apart share, and a qualifier saying which (decisions 152, 153).
  "houses in Richmond",
  "houses in Richmond, North Yorkshire",
  "houses in Eccles, Salford",
  // A county after a place of one name: where it is, or a county it is not in (decision 160).
  "flats in Leeds, West Yorkshire under £200k",
  "houses in Leeds, Surrey",
  // A town after a locality: where it is, or a town it is not in (decision 167).
  "flats in Wimbledon, London under £500k",
  "houses in Didsbury, Leeds",
  // A name the data does not hold, after a place that is not where the name says (decision 171).
  "houses in Heaton Moor, Manchester",
  // A street word between them, and a place the first is near (decision 185).
  "houses in Hull Road, York",
  // A street word before a place the first is in, and the name listed with places in the one after (decision 188).
  "houses on Wimbledon Road, London",
  "houses in Heaton Moor or Didsbury, Manchester",
  // A compass point before a town, a distance from one, and a borough with its post town (decision 189).
  "houses in north west London",
  "houses within 5 miles of York",
  "houses in Hackney, London",
  // A place's good yields, no property named (decision 206).
  "somewhere in Greater Manchester with good yields",
];

/** The search the follow-ups below are read after. */
export const FOLLOW_UP_BASE = "houses in Bolton under 150k";

/** Follow-ups to a search: changes (decision 109), next pages (116), the listed deals (091, 097). */
export const FOLLOW_UPS: readonly string[] = [
  "now only 3 beds",
  "what about flats instead",
  "and in Salford?",
  "under 100k",
  "show me more",
  "more results",
  "next 10",
  "any others?",
  "what else is there?",
  "show me more properties",
  "show me more flats",
  "tell me more about the first one",
  "is the first one a good deal?",
  "compare the first two",
  "which of these is cheapest?",
  "what about stamp duty?",
  // Decisions 123 and 124.
  "any with a 8% yield?",
  "and salford",
  "sort by yield",
  "order by roi",
  "cheapest first",
  "Is deal 2 any good?",
  "what about number 12 vs number 3",
  // Decision 127.
  "yield high to low",
  "price low to high",
  "best score first",
  "yield low to high",
  "most expensive first",
  // Decision 136.
  "now 3 beds, lowest yield first",
];

/** How the chat reads a follow-up after FOLLOW_UP_BASE, in the order it checks (app/server/chat.server.ts). */
function followUpReading(db: Db, message: string): string {
  const gazetteer = getGazetteer(db);
  const read = (text: string) => analyse(text, gazetteer).criteria;
  if (asksForMore(message)) return "the next page of the last search (spends nothing)";
  const change = changeIn(message, read);
  if (change) {
    const query = refinedQuery(refineCriteria(read(FOLLOW_UP_BASE), change), read);
    // What the change asks that no search can use is named in the answer (decision 136).
    const { ignored } = readSearch(message, gazetteer);
    const notUsed = query && ignored.length > 0 ? ` and says it could not filter by ${joinWithOr(ignored)}` : "";
    return `a change to the last search: runs "${query ?? "(asks for the whole search)"}"${notUsed} (spends a search)`;
  }
  const rank = comparisonAsked(message);
  // "Yield low to high": an order no search is listed in (decision 127).
  if (!rank && orderOnly(message)?.sort === null) return "an order no search is listed in: says the order it is listed in (spends nothing)";
  // "Is deal 2 any good?": a place in the list with nothing of its own to search (decision 124).
  const aboutList = (pointsAtList(message) || placesPast(message, 0).length > 0) && !changesSomething(read(message));
  if (!rank && !aboutList && routeMessage(message, gazetteer) === "search") return "a search of its own (spends a search)";
  const listed = searchFor(db, { query: FOLLOW_UP_BASE }).deals.length;
  if (placesPast(message, listed).length > 0) return `names a deal past the ${listed} listed: says which are not there (spends nothing)`;
  if (rank) return "ranks or compares the listed deals (spends a question)";
  if (aboutList) return "about the listed deals (spends a question)";
  return "a question (spends a question unless it cannot be answered)";
}

function criteriaText(c: SearchCriteria): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(c)) {
    if (v === undefined || k === "place") continue;
    if (k === "places") parts.push(`places=${(v as { name: string }[]).map((p) => p.name).join(" / ")}`);
    else parts.push(`${k}=${typeof v === "string" ? v : JSON.stringify(v)}`);
  }
  if (c.place && !c.places) parts.push(`place=${c.place.kind}:${c.place.key}${c.place.within ? ` in ${c.place.within.join(", ")}` : ""}`);
  return parts.join("; ") || "(none)";
}

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The markdown table for these phrasings on this database. */
export function buildPhrasingsTable(db: Db, phrasings: readonly string[] = PHRASINGS): string {
  const gazetteer = getGazetteer(db);
  const rows = phrasings.map((q, i) => {
    const route = routeMessage(q, gazetteer);
    const { criteria, used, ignored } = readSearch(q, gazetteer);
    let found = "— (chat: no search is run)";
    let top = "—";
    if (route === "search") {
      const result = searchFor(db, { query: q });
      found = result.facts.placeNotFound ? "— (no place of that name: nothing is searched)" : countText(result.total, result.facts.capped);
      const d = result.deals[0];
      top = d ? `${d.title}, ${formatPounds(d.price)}, ${percent(d.yield)}` : "none";
    }
    return `| ${i + 1} | ${cell(q)} | ${route} | ${cell(criteriaText(criteria))} | ${cell(used.join("; ") || "—")} | ${cell(ignored.join("; ") || "—")} | ${found} | ${cell(top)} |`;
  });
  return [
    "# How investor phrasings are read",
    "",
    "Generated by `npm run docs:phrasings` (tests/support/phrasings-table.ts) from the shipped data;",
    "tests/integration/phrasings-table.test.ts fails when this file is out of date. Do not edit by hand.",
    "",
    "Route: `search` runs a search (spends a search); `chat` goes to the assistant (spends a question).",
    "Found: matches in the shipped data (counting stops above 1,000). Top: the first card in the listed",
    "order (title, estimated value, gross yield). Decisions 013, 050, 051 and 092 explain the readings.",
    "Bedrooms in the shipped sales are estimated from the property type (Price Paid records none).",
    "",
    "| # | Phrasing | Route | Criteria | Used | Ignored | Found | Top result |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    "## Follow-ups to a search",
    "",
    `Each read as the next message after the search "${FOLLOW_UP_BASE}". Decisions 091, 097, 109, 116, 123, 124, 127 and 136`,
    "explain the readings.",
    "",
    "| # | Follow-up | Read as |",
    "|---|---|---|",
    ...FOLLOW_UPS.map((q, i) => `| ${i + 1} | ${cell(q)} | ${cell(followUpReading(db, q))} |`),
    "",
  ].join("\n");
}

async function main() {
  const given = process.argv[2];
  let dir: string | undefined;
  let file = given ? resolve(given) : undefined;
  if (!file) {
    const { loadShippedData } = await import("../../db/import/shipped");
    dir = mkdtempSync(join(tmpdir(), "phrasings-"));
    file = join(dir, "shipped.db");
    const fresh = openDatabase(file);
    await loadShippedData(fresh, { quiet: true });
    fresh.$client.close();
  }
  const db = openDatabase(file);
  writeFileSync(PHRASINGS_DOC, buildPhrasingsTable(db));
  db.$client.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  console.log(`wrote ${PHRASINGS_DOC}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
