import Database from "better-sqlite3";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, GOOD_PASSWORD, startServer, uniqueEmail, type TestServer } from "../support/server";

let server: TestServer;
let db: Database.Database;

beforeAll(async () => {
  server = await startServer();
  db = new Database(server.dbFile, { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  db?.close();
  await server?.stop();
});

const userCount = () => (db.prepare("select count(*) as n from users").get() as { n: number }).n;
const newUser = () => ({ email: uniqueEmail("api"), password: GOOD_PASSWORD, firstName: "Api", lastName: "User" });

describe("JSON API for accounts", () => {
  it("GET /api/auth/user is 401 when signed out", async () => {
    const res = await fetch(`${server.url}/api/auth/user`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthorized" });
  });

  it("signs up, reads the user, never exposes a password or hash", async () => {
    const client = new Client(server.url);
    const input = newUser();
    const res = await client.json("/api/auth/signup", input);
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toMatch(/password|scrypt|hash/i);
    const me = await client.get("/api/auth/user");
    expect(me.status).toBe(200);
    const user = await me.json();
    expect(user).toMatchObject({ email: input.email, firstName: "Api", lastName: "User", subscriptionPlan: "free" });
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt|stripe/i);
  });

  it("400 for a duplicate email, without confirming it is registered (decision 043)", async () => {
    const input = newUser();
    expect((await new Client(server.url).json("/api/auth/signup", input)).status).toBe(201);
    const res = await new Client(server.url).json("/api/auth/signup", input);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/couldn't create an account with these details/);
  });

  it("logs in and out", async () => {
    const input = newUser();
    await new Client(server.url).json("/api/auth/signup", input);
    const client = new Client(server.url);
    const bad = await client.json("/api/auth/login", { email: input.email, password: "Nope12345" });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ message: "Invalid email or password. Please try again." });
    const ok = await client.json("/api/auth/login", { email: input.email, password: input.password });
    expect(ok.status).toBe(200);
    expect((await client.get("/api/auth/user")).status).toBe(200);
    const out = await client.json("/api/auth/logout", {});
    expect(out.status).toBe(200);
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("updates the profile with PUT and validates it", async () => {
    const client = new Client(server.url);
    await client.json("/api/auth/signup", newUser());
    const ok = await client.json("/api/user/profile", { firstName: "New", lastName: "Name" }, "PUT");
    expect(ok.status).toBe(200);
    expect((await ok.json()).user).toMatchObject({ firstName: "New", lastName: "Name" });
    const long = await client.json("/api/user/profile", { firstName: "x".repeat(101), lastName: "N" }, "PUT");
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: "First name too long" });
    const anon = await new Client(server.url).json("/api/user/profile", { firstName: "A", lastName: "B" }, "PUT");
    expect(anon.status).toBe(401);
  });

  it.each([
    ["malformed JSON", "{not json", 400, "Malformed JSON body."],
    ["an array", "[]", 400, "Request body must be a JSON object."],
    ["wrong types", JSON.stringify({ email: 42, password: true, firstName: [], lastName: {} }), 400, "First name is required"],
    ["missing fields", JSON.stringify({ firstName: "Ann", lastName: "Lee" }), 400, "Invalid email address"],
  ])("refuses %s with a clear 400 and creates nothing", async (_label, body, status, message) => {
    const before = userCount();
    const res = await new Client(server.url).json("/api/auth/signup", body);
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(json).toEqual({ message });
    expect(userCount()).toBe(before);
  });

  it("refuses a body over 64 KiB with 413, declared or streamed", async () => {
    const before = userCount();
    const big = JSON.stringify({ ...newUser(), firstName: "x".repeat(70 * 1024) });
    const declared = await new Client(server.url).json("/api/auth/signup", big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: "Request body is too large." });

    const chunked = await postChunked(`${server.url}/api/auth/signup`, big);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ message: "Request body is too large." });
    expect(userCount()).toBe(before);
  });

  it("refuses a cross-origin API call with 403", async () => {
    const before = userCount();
    const res = await new Client(server.url, "https://evil.example").json("/api/auth/signup", newUser());
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Cross-origin requests are not allowed." });
    expect(userCount()).toBe(before);
  });

  it("answers a wrong method with 405 JSON", async () => {
    const res = await fetch(`${server.url}/api/auth/login`);
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ message: "Method not allowed." });
  });
});

/** A POST with no Content-Length (chunked), reading the answer even if the server stops reading. */
function postChunked(url: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { "Content-Type": "application/json" } }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", (error) => (error.message.includes("EPIPE") ? undefined : reject(error)));
    for (let i = 0; i < body.length; i += 8192) req.write(body.slice(i, i + 8192));
    req.end();
  });
}
