/**
 * GET /api/deals/:id/pdf on the real server: who may have it, what it is called, what is in it.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, setPlan, signUp, startServer, type TestServer } from "../support/server";

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
