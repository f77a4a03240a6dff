/**
 * The price for a target ROI (decision 128), asked through a deal page's Ask AI form on the real
 * server. The price the answer gives is valued again here with `valueDeal` on the deal's stored
 * inputs, as the deal page values it: it must give the ROI, and a pound more must not.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_ASSUMPTIONS, valueDeal, type ValuationInput } from "~/lib/valuation";
import { pageText } from "../support/html";
import type { Client } from "../support/server";
import { useServerWithDb } from "../support/server";
import { conversationIdOf } from "../support/urls";

const t = useServerWithDb();
const { newUser, usage } = t;

/** The first deal a search lists, and the conversation it is in. */
async function firstDeal(client: Client) {
  const location = (await client.form("/chat", { message: "Houses in Manchester" })).headers.get("location")!;
  const html = await (await client.get(location)).text();
  return { id: Number(/href="\/deals\/(\d+)\?c=/.exec(html)![1]), conversationId: conversationIdOf(location) };
}

/** Asks on the deal page's form and reads the page it comes back to. */
async function ask(client: Client, id: number, conversationId: string, question: string) {
  const res = await client.form(`/deals/${id}`, { intent: "ask", question, c: conversationId });
  expect(res.headers.get("location")).toBe(`/deals/${id}?c=${conversationId}#answer`);
  return pageText(await (await client.get(`/deals/${id}?c=${conversationId}`)).text());
}

describe("the price for a target ROI on the deal page (decision 128)", () => {
  it("gives a Pro user the highest price that still gives the ROI, checked on the deal's own valuation", async () => {
    const { client, userId } = await newUser("pro");
    const { id, conversationId } = await firstDeal(client);
    const stored = JSON.parse((t.db.prepare("select valuation from deals where id = ?").get(id) as { valuation: string }).valuation) as {
      roi: number;
      currentValue: number;
      inputs: ValuationInput;
    };
    // Three points above the deal's own ROI, so the price comes under its value.
    const target = Math.max(1, Math.floor(stored.roi) + 3);
    const page = await ask(client, id, conversationId, `What price gives me a ${target}% ROI?`);
    expect(page).toContain(`For an ROI of ${target}% (the first year's cash flow ÷ the cash put in`);
    const price = Number(/£([\d,]+) is the most you could pay and still get it/.exec(page)![1]!.replaceAll(",", ""));
    expect(price).toBeLessThan(stored.currentValue);
    expect(page).toContain(`At an offer of £${price.toLocaleString("en-GB")},`);
    // Valued again as the deal page values a price paid now: the ROI is met there, not a pound above.
    const roiAt = (p: number) => {
      const v = valueDeal({ ...stored.inputs, price: p, saleDate: null, hpi: null }, DEFAULT_ASSUMPTIONS)!;
      return (v.annualCashFlow / v.cashInvested) * 100;
    };
    expect(roiAt(price)).toBeGreaterThanOrEqual(target);
    expect(roiAt(price + 1)).toBeLessThan(target);
    expect(page).toMatch(/Assumptions: the rent is the .+ figure for .+; the running costs, the mortgage and the fees are the app's, checked on/);
    expect(usage(userId)).toEqual({ s: 1, q: 1 });
  });

  it("refuses a free user, whose answer has no running costs, and does not count it", async () => {
    const { client, userId } = await newUser();
    const { id, conversationId } = await firstDeal(client);
    const page = await ask(client, id, conversationId, "How much should I offer to get £200 a month cash flow?");
    expect(page).toContain("The price for a cash flow of £200 a month (£2,400 a year) needs the deal's running costs, which aren't available here");
    expect(page).toContain("(This did not count as a question.)");
    expect(page).not.toContain("is the most you could pay");
    expect(usage(userId)).toEqual({ s: 1, q: 0 });
  });
});
