/**
 * The environment as the server reads it at start (decision 086): blank values mean "not set",
 * and TRUST_PROXY becomes what Express's "trust proxy" takes, checked against Express itself.
 */
import express from "express";
import { describe, expect, it } from "vitest";
import { databaseUrl, parseEnv } from "~/server/env.server";
import { parseTrustProxy, type TrustProxy } from "~/server/trust-proxy.server";

/** Express's own test for "is the peer at `address`, `hop` hops away, a trusted proxy?". */
function trusts(setting: TrustProxy, address: string, hop = 0): boolean {
  const app = express();
  app.set("trust proxy", setting);
  return app.get("trust proxy fn")(address, hop);
}

function accepted(text: string): TrustProxy {
  const parsed = parseTrustProxy(text);
  if (!parsed.ok) throw new Error(`refused ${text}: ${parsed.message}`);
  return parsed.value;
}

describe("blank values are unset", () => {
  it("gives every variable its default when it is set to nothing or spaces", () => {
    const env = parseEnv({
      PORT: "",
      DATABASE_URL: " ",
      OPENAI_MODEL: "",
      STRIPE_CHECKOUT_UI: "",
      SIGNUP_LIMIT_PER_HOUR: "",
      TRUST_PROXY: "",
      SUPPORT_EMAIL: "",
      NODE_ENV: "",
    });
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "./data/app.db",
      OPENAI_MODEL: "gpt-4o-mini",
      STRIPE_CHECKOUT_UI: "hosted",
      SIGNUP_LIMIT_PER_HOUR: 30,
      TRUST_PROXY: ["loopback"],
      SUPPORT_EMAIL: "support@example.com",
    });
    // Not a setting (server.js sets it): not part of the environment it reads (decision 237).
    expect(env).not.toHaveProperty("NODE_ENV");
  });

  it("gives the commands the server's database, also when DATABASE_URL is blank", () => {
    expect(databaseUrl({ DATABASE_URL: "" })).toBe("./data/app.db");
    expect(databaseUrl({ DATABASE_URL: "/var/lib/dealfinder/app.db", TRUST_PROXY: "garbage" })).toBe("/var/lib/dealfinder/app.db");
  });

  it("still takes PORT=0 (a free port) when it is written", () => {
    expect(parseEnv({ PORT: "0" }).PORT).toBe(0);
  });
});

describe("TRUST_PROXY", () => {
  it("takes keywords, addresses and ranges, as Express reads them", () => {
    const list = accepted("loopback, 10.0.0.0/8,198.51.100.5, fd00::/8, 172.16.0.0/255.240.0.0, UNIQUELOCAL");
    expect(list).toEqual(["loopback", "10.0.0.0/8", "198.51.100.5", "fd00::/8", "172.16.0.0/255.240.0.0", "uniquelocal"]);
    expect(trusts(list, "127.0.0.1")).toBe(true);
    expect(trusts(list, "10.20.30.40")).toBe(true);
    expect(trusts(list, "198.51.100.5")).toBe(true);
    expect(trusts(list, "198.51.100.6")).toBe(false);
    expect(trusts(list, "172.31.0.1")).toBe(true);
    expect(trusts(list, "8.8.8.8")).toBe(false);
  });

  it("reads a whole number as a hop count, not as an address (Express reads '1' as 0.0.0.1)", () => {
    expect(accepted("1")).toBe(1);
    expect(trusts(accepted("1"), "203.0.113.9", 0)).toBe(true);
    expect(trusts(accepted("1"), "203.0.113.9", 1)).toBe(false);
    expect(trusts(accepted("0"), "127.0.0.1")).toBe(false);
  });

  it("takes false for no proxy at all", () => {
    expect(accepted("false")).toBe(false);
    expect(trusts(false, "127.0.0.1")).toBe(false);
  });

  it.each([
    ["true", /true would believe every client/],
    ["garbage", /"garbage" is not loopback, linklocal, uniquelocal, an IP address or a range/],
    ["loopback,", /has an empty item/],
    ["10.0.0.0/33", /"10.0.0.0\/33" needs a prefix length from 1 to 32 or a netmask/],
    ["10.0.0.0/0", /needs a prefix length from 1 to 32/],
    ["fd00::/129", /needs a prefix length from 1 to 128/],
    ["10.0.0.0/255.0.255.0", /needs a prefix length/],
    ["10.1", /"10.1" is not loopback/],
    ["localhost", /"localhost" is not loopback/],
  ])("refuses %s with a reason and what it takes", (text, reason) => {
    const parsed = parseTrustProxy(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toMatch(reason);
      expect(parsed.message).toContain("a hop count such as 1");
    }
  });

  it("quotes the value as the operator wrote it, and reads keywords in any case", () => {
    const refused = (text: string) => {
      const parsed = parseTrustProxy(text);
      return parsed.ok ? null : parsed.message;
    };
    expect(refused("LoopBack,10.0.0.0/40")).toMatch(/^"10.0.0.0\/40" needs/);
    expect(refused("Loopback,MyProxy")).toMatch(/^"MyProxy" is not loopback/);
    expect(refused("LOOPBACK, ")).toMatch(/^"LOOPBACK," has an empty item/);
    expect(refused("True")).toMatch(/^True would believe every client's X-Forwarded-For/);
    expect(() => parseEnv({ TRUST_PROXY: "Garbage" })).toThrow(/^Invalid environment: TRUST_PROXY: "Garbage" is not/);
    expect(accepted("LoopBack, FD00::/8")).toEqual(["loopback", "fd00::/8"]);
  });

  it("names the variable in the one-line error the server prints", () => {
    expect(() => parseEnv({ TRUST_PROXY: "garbage" })).toThrow(/^Invalid environment: TRUST_PROXY: "garbage" is not/);
    expect(() => parseEnv({ TRUST_PROXY: "garbage" })).not.toThrow(/\n/);
  });

  it("gives Express nothing it refuses: every accepted value compiles", () => {
    for (const text of ["loopback", "linklocal", "uniquelocal", "::1", "::ffff:10.0.0.1", "2001:db8::/32", "3", "false"]) {
      expect(() => trusts(accepted(text), "127.0.0.1")).not.toThrow();
    }
  });
});
