/**
 * GET /api/deals/:id/pdf on the real server: who may have it, what it is called, what is in it.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, GOOD_PASSWORD, setPlan, signUp, startServer, type TestServer } from "../support/server";

let server: TestServer;
let dealId: number;

beforeAll(async () => {
  server = await startServer();
  const db = new Database(server.dbFile, { readonly: true });
  dealId = (db.prepare("select id from deals order by score desc limit 1").get() as { id: number }).id;
  db.close();
});
afterAll(async () => {
  await server?.stop();
});

async function userOn(plan: "free" | "pro" | "enterprise") {
  const client = new Client(server.url);
  const { email } = await signUp(client);
  if (plan !== "free") await setPlan(server.dbFile, email, plan);
  return client;
}

describe("GET /api/deals/:id/pdf", () => {
  it("is 401 with a JSON message when signed out", async () => {
    const res = await fetch(`${server.url}/api/deals/${dealId}/pdf`);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ message: "Unauthorized" });
  });

  // What Chromium sends when a link is followed or an address opened (decision 209).
  const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

  it("sends a signed-out browser's navigation to log in, coming back to the page the link was on (decision 209)", async () => {
    const pdf = `/api/deals/${dealId}/pdf`;
    const fromPage = await fetch(`${server.url}${pdf}`, {
      headers: { Accept: BROWSER_ACCEPT, Referer: `${server.url}/deals/${dealId}?from=chat` },
      redirect: "manual",
    });
    expect(fromPage.status).toBe(302);
    expect(fromPage.headers.get("location")).toBe(`/login?${new URLSearchParams({ redirectTo: `/deals/${dealId}?from=chat` })}`);
    // No page of ours to go back to (a bookmark, another site's link): back to the sheet itself.
    for (const referer of [undefined, "https://elsewhere.example/deals/1", `${server.url}/api/deals/${dealId}/pdf`, "not a url"]) {
      const res = await fetch(`${server.url}${pdf}`, {
        headers: { Accept: BROWSER_ACCEPT, ...(referer ? { Referer: referer } : {}) },
        redirect: "manual",
      });
      expect(res.status, referer).toBe(302);
      expect(res.headers.get("location"), referer).toBe(`/login?${new URLSearchParams({ redirectTo: pdf })}`);
    }
    // The same for every resource route that needs sign-in, in one place (the JSON ones too).
    const saved = await fetch(`${server.url}/api/saved-deals`, { headers: { Accept: BROWSER_ACCEPT }, redirect: "manual" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/login?${new URLSearchParams({ redirectTo: "/api/saved-deals" })}`);
  });

  it("keeps the JSON 401 for fetch() and API clients, and for anything but a GET", async () => {
    for (const accept of [undefined, "*/*", "application/json", "application/json, text/html", "text/html;q=0.5, application/json"]) {
      const res = await fetch(`${server.url}/api/deals/${dealId}/pdf`, { headers: accept ? { Accept: accept } : {}, redirect: "manual" });
      expect(res.status, accept).toBe(401);
      expect(await res.json(), accept).toEqual({ message: "Unauthorized" });
    }
    const post = await fetch(`${server.url}/api/ai/search`, {
      method: "POST",
      headers: { Accept: BROWSER_ACCEPT, "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ query: "houses in Leeds" }),
      redirect: "manual",
    });
    expect(post.status).toBe(401);
    expect(await post.json()).toEqual({ message: "Unauthorized" });
  });

  it("logging in from there comes back to the sheet, which a signed-in navigation downloads", async () => {
    const client = new Client(server.url);
    const { email } = await signUp(client);
    await setPlan(server.dbFile, email, "pro");
    await client.form("/logout", {});
    const pdf = `/api/deals/${dealId}/pdf`;
    const login = await client.form("/login", { email, password: GOOD_PASSWORD, redirectTo: pdf });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe(pdf);
    const res = await client.request(pdf, { headers: { Accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="deal-${dealId}.pdf"`);
  });

  it("is 403 with the spec's message for a free user", async () => {
    const client = await userOn("free");
    const res = await client.get(`/api/deals/${dealId}/pdf`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "PDF downloads are available on Pro and Enterprise plans." });
  });

  it("is 404 (never 500) for unknown and malformed ids", async () => {
    const client = await userOn("pro");
    for (const id of ["999999999", "0", "-1", "abc", "1.5", "1e3", "99999999999999999999", "%20"]) {
      const res = await client.get(`/api/deals/${id}/pdf`);
      expect(res.status, id).toBe(404);
      expect((await res.json()).message, id).toBe("Deal not found.");
    }
  });

  it("sends a pro user the sheet as an attachment named deal-{id}.pdf", async () => {
    const client = await userOn("pro");
    const res = await client.get(`/api/deals/${dealId}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="deal-${dealId}.pdf"`);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
    // The tagged sheet (decision 187): marked, with a structure tree for screen readers.
    const pdf = bytes.toString("latin1");
    expect(pdf).toContain("/Marked true");
    expect(pdf).toContain("/StructTreeRoot");
  });

  it("sends an enterprise user the sheet too, and refuses other methods", async () => {
    const client = await userOn("enterprise");
    const res = await client.get(`/api/deals/${dealId}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const post = await client.json(`/api/deals/${dealId}/pdf`, {});
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});
