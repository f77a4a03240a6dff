/**
 * server/react-router-handler.js on a real Express app: X-Forwarded-Host is believed only from a
 * peer that TRUST_PROXY trusts. An outside review found it believed from any client whenever a
 * proxy was configured, so a client could choose the host of the URL the app builds (Stripe's
 * return addresses among them).
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { requestUrl, requireValidHost } from "../../server/react-router-handler.js";

const closers: (() => void)[] = [];
afterAll(() => closers.forEach((close) => close()));

/** An app trusting `trust` as its proxy, answering with the URL it builds for the request. */
async function appTrusting(trust: string) {
  const app = express();
  app.set("trust proxy", trust);
  app.use(requireValidHost);
  app.get("/url", (req, res) => {
    res.send(requestUrl(req).origin);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("X-Forwarded-Host", () => {
  it("is ignored from a peer that is not the trusted proxy", async () => {
    const base = await appTrusting("10.9.9.9");
    const bad = await fetch(`${base}/url`, { headers: { "X-Forwarded-Host": "[::::]" } });
    expect(bad.status).toBe(200);
    const chosen = await fetch(`${base}/url`, { headers: { "X-Forwarded-Host": "evil.example" } });
    expect(await chosen.text()).toBe(base);
  });

  it("is used, and checked, from the trusted proxy", async () => {
    const base = await appTrusting("loopback");
    const forwarded = await fetch(`${base}/url`, { headers: { "X-Forwarded-Host": "deals.example, other.example" } });
    expect(await forwarded.text()).toBe("http://deals.example");
    const refused = await fetch(`${base}/url`, { headers: { "X-Forwarded-Host": "[::::]" } });
    expect(refused.status, await refused.clone().text()).toBe(400);
  });
});
