/**
 * Issue 11, findings 1, 2, 5 and the HTTP parts of 9: attacks on the HTTP layer, over real
 * sockets against the real server.
 */
import Database from "better-sqlite3";
import { statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chunk, LAST_CHUNK, RawConnection, rawRequest } from "../support/raw-http";
import { Client, GOOD_PASSWORD, setPlan, signUp, startServer, type TestServer } from "../support/server";

let server: TestServer;
let host: string;
let member: Client;
let memberEmail: string;

beforeAll(async () => {
  server = await startServer();
  host = new URL(server.url).host;
  member = new Client(server.url);
  memberEmail = (await signUp(member)).email;
  await setPlan(server.dbFile, memberEmail, "pro");
});
afterAll(async () => {
  await server?.stop();
});

/** Every JSON line the server has logged so far. */
function logLines(): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l));
}

/** Streams a chunked body of `total` bytes; returns the response (the server may stop reading early). */
async function chunkedPost(path: string, total: number, type = "application/x-www-form-urlencoded") {
  const conn = await RawConnection.open(server.url);
  await conn.write(
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  const piece = chunk(Buffer.alloc(64 * 1024, "a"));
  let sent = 0;
  const response = conn.readResponse();
  let answered = false;
  void response.then(() => (answered = true));
  while (sent < total && !answered && !conn.closed) {
    if (!(await conn.write(piece))) break;
    sent += 64 * 1024;
  }
  if (!answered && !conn.closed) await conn.write(LAST_CHUNK);
  const result = await response;
  conn.close();
  return { result, sent };
}

describe("finding 1: the body limit counts bytes read, however the body is sent", () => {
  it("refuses a chunked 32 MiB form post with 413, on a route that reads its body and on one that does not", async () => {
    // 32 MiB, not 8: loopback socket buffers can take several MiB before the server has even
    // answered, so on a busy machine an 8 MiB body could be all written though only 1 MiB was read.
    const total = 32 * 1024 * 1024;
    for (const path of ["/login", "/logout", "/api/auth/logout", "/api/auth/login"]) {
      const { result, sent } = await chunkedPost(path, total);
      expect(result?.status, path).toBe(413);
      // It stopped reading well before the end of the body.
      expect(sent, path).toBeLessThan(total);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("draws the line at exactly 1 MiB of form body", async () => {
    const limit = 1024 * 1024;
    const body = (bytes: number) => `theme=dark&pad=${"a".repeat(bytes - "theme=dark&pad=".length)}`;
    const post = (bytes: number) =>
      fetch(`${server.url}/theme`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: body(bytes),
      });
    expect((await post(limit + 1)).status).toBe(413);
    const atLimit = await post(limit);
    expect(atLimit.status).toBeLessThan(400);
    // The theme was set: the cookie holds "dark" as base64 JSON.
    expect(atLimit.headers.get("set-cookie")).toContain(`theme=${Buffer.from(JSON.stringify("dark")).toString("base64")}`);
  });

  it("still accepts a chunked form body under the limit", async () => {
    const conn = await RawConnection.open(server.url);
    const body = new URLSearchParams({ theme: "dark" }).toString();
    await conn.write(
      `POST /theme HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    await conn.write(chunk(body));
    await conn.write(LAST_CHUNK);
    const res = await conn.readResponse();
    conn.close();
    expect(res?.status).toBe(200);
    expect(res?.headers["set-cookie"]).toMatch(/theme=/);
  });
});

describe("finding 2: a large body a route never reads leaves the connection usable", () => {
  it("answers the next request on the kept-alive connection", async () => {
    const body = `x=${"a".repeat(300_000)}`;
    for (const [path, client] of [
      ["/logout", null],
      ["/deals/999999999", member],
      ["/api/auth/user", null],
    ] as const) {
      const conn = await RawConnection.open(server.url);
      const cookie = client ? `Cookie: ${client.cookieHeader()}\r\n` : "";
      await conn.write(
        `POST ${path} HTTP/1.1\r\nHost: ${host}\r\n${cookie}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      await conn.write(body);
      const first = await conn.readResponse();
      expect(first, path).not.toBeNull();
      await conn.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      const second = await conn.readResponse();
      conn.close();
      if (first!.headers.connection === "close") expect(second, path).toBeNull();
      else expect(second?.status, path).toBe(200);
    }
  });
});

describe("behind a reverse proxy", () => {
  it("keeps an idle kept-alive connection open longer than a proxy keeps its pooled ones", async () => {
    const conn = await RawConnection.open(server.url);
    await conn.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    const first = await conn.readResponse();
    // Clients and proxies read this hint; Caddy pools upstream connections for 2 minutes.
    expect(first?.headers["keep-alive"]).toBe("timeout=125");
    // Past Node's default of 5 s, the same connection still serves the next request.
    await new Promise((r) => setTimeout(r, 6_000));
    expect(conn.closed).toBe(false);
    await conn.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    expect((await conn.readResponse())?.status).toBe(200);
    conn.close();
  });
});

/** Posts each body to every page with a form action (signed out or in, page or .data); expects `status`. */
async function expectEveryFormActionRefuses(bodies: [type: string, body: string][], status: number, text?: string) {
  const anonymous = new Client(server.url);
  const actions: [Client, string][] = [
    [anonymous, "/login"],
    [anonymous, "/signup"],
    [anonymous, "/theme"],
    [anonymous, "/sidebar"],
    [anonymous, "/login.data"],
    [member, "/chat"],
    [member, "/chat/some-id"],
    [member, "/chat.data"],
    [member, "/account"],
    [member, "/deals/1"],
    [member, "/plan"],
    [member, "/analyse"],
  ];
  for (const [client, path] of actions) {
    for (const [type, body] of bodies) {
      const res = await client.request(path, { method: "POST", headers: { "Content-Type": type }, body });
      expect(res.status, `${type} ${path}`).toBe(status);
      if (text) expect(await res.text()).toBe(text);
    }
  }
}

describe("finding 5: odd input is a 4xx, never a 500", () => {
  it("answers 415 to a page POST that is not a form, signed in or out, page or .data", async () => {
    await expectEveryFormActionRefuses(
      [
        ["text/plain", "email=a@b.co&password=x"],
        ["application/json", '{"email":"a@b.co"}'],
      ],
      415,
    );
    expect(server.output()).not.toMatch(/TypeError/);
  });

  it("lets fetcher-style form posts through (.data with a form body)", async () => {
    const res = await new Client(server.url).request("/theme.data", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
      body: "theme=dark",
    });
    expect(res.status).toBe(200);
  });

  it("falls back to /dashboard for a redirectTo that cannot be a header, and still signs in", async () => {
    const owner = new Client(server.url);
    const { email } = await signUp(owner);
    const client = new Client(server.url);
    const res = await client.form("/login", { email, password: GOOD_PASSWORD, redirectTo: "/analytics?q=\u0100\u4e2d" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    expect(client.cookies.get("__session")).toBeTruthy();
    expect((await client.get("/dashboard")).status).toBe(200);
  });

  it("answers 400 to a multipart body that cannot be read, and logs no error for it", async () => {
    const before = server.output().length;
    await expectEveryFormActionRefuses(
      [
        ["multipart/form-data", "garbage"],
        ["multipart/form-data; boundary=XYZ", '--XYZ\r\nContent-Disposition: form-data; name="theme"\r\n\r\ndark'],
      ],
      400,
      "The form could not be read.",
    );
    // A well-formed multipart form still works.
    const form = new FormData();
    form.set("theme", "dark");
    const ok = await new Client(server.url).request("/theme", { method: "POST", body: form });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("set-cookie")).toMatch(/theme=/);
    expect(server.output().slice(before)).not.toMatch(/"level":"error"/);
  });

  it("answers 405 to PUT, PATCH and DELETE on a page, and changes nothing", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await member.request("/account", {
        method,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "profile", firstName: "Mallory", lastName: "Patch" }).toString(),
      });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    const db = new Database(server.dbFile, { readonly: true });
    try {
      const row = db.prepare("select first_name from users where email = ?").get(memberEmail) as { first_name: string };
      expect(row.first_name).not.toBe("Mallory");
    } finally {
      db.close();
    }
  });

  it("answers 404, not 500, to a message posted to a conversation id that is not one", async () => {
    for (const id of ["%E2%82%AC", "a%0D%0Ab", "a%00b", "%C3%A9", "00000000-0000-0000-0000-000000000000"]) {
      const res = await member.form(`/chat/${id}`, { message: "houses in Leeds" });
      expect(res.status, id).toBe(404);
    }
  });

  it("logs no error for a POST to a page without an action (405)", async () => {
    const before = server.output().length;
    const res = await new Client(server.url).form("/methodology", { x: "1" });
    expect(res.status).toBe(405);
    const added = server.output().slice(before);
    expect(added).not.toMatch(/"level":"error"/);
    expect(added).not.toMatch(/ErrorResponseImpl/);
  });

  it("answers 400, with no stack logged, to a path that does not percent-decode", async () => {
    const before = server.output().length;
    for (const path of ["/chat/%", "/%", "/deals/%", "/%E0%A4%A", "/assets/%", "/api/deals/%/pdf"]) {
      const res = await rawRequest(server.url, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(res?.status, path).toBe(400);
      if (path.startsWith("/api/")) expect(JSON.parse(res!.body.toString())).toEqual({ message: "Bad request." });
    }
    const added = server.output().slice(before);
    expect(added).not.toMatch(/"level":"error"/);
    expect(added).not.toMatch(/URIError/);
  });

  it("answers a form field named as a huge array index or a deep path at once, with a small body (an OOM before)", async () => {
    // Conform read `x[99999999]` as an array index and echoed the parsed form back: 56 bytes took
    // the process to its heap limit; 8,000 levels of nesting overflowed the stack (a 500).
    const deep = `a${".a".repeat(8_000)}=1`;
    for (const [path, body] of [
      ["/login", "email=a%40b.co&password=x&x[99999999]=1&y[4294967294]=2"],
      ["/signup", "firstName=A&lastName=B&email=a%40b.co&password=x&x[20000000]=1"],
      ["/login", deep],
    ] as const) {
      const started = performance.now();
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body,
      });
      const html = await res.text();
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(html.length, path).toBeLessThan(100_000);
      expect(performance.now() - started, path).toBeLessThan(5_000);
    }
    const account = await member.form("/account", { intent: "profile", firstName: "", lastName: "B", "x[30000000]": "1" });
    expect(account.status).toBe(400);
    expect(account.status).toBeLessThan(500);
    expect((await account.text()).length).toBeLessThan(100_000);
  });

  it("does not hold the server for a form field sent 40,000 times (26 s for 60,000 before)", async () => {
    // Third outside attack: Conform gathered a repeated field in time that grows with the square
    // of its repeats. 60,000 `email` fields (960 KB, no account needed) held every request for 26 s.
    // Such a form is now refused before it is parsed (decision 231), and below that limit a field
    // is read once (decision 230, the next test).
    const body = "email=a%40b.co&".repeat(40_000); // 600 KB
    const attack = fetch(`${server.url}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    const refused = await attack;
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe("The form has too many fields.");
  });

  it("refuses a page form of more than 1,000 fields with 413 before parsing it, URL-encoded or multipart (decision 231)", async () => {
    // Third outside attack: 500,000 one-letter fields (1 MB, no account needed) held the process
    // for most of a second on each post, parsed field by field.
    const post = (body: string | FormData, type?: string) =>
      fetch(`${server.url}/theme`, { method: "POST", headers: { Origin: server.url, ...(type ? { "Content-Type": type } : {}) }, body });
    const encoded = (fields: number) => `theme=dark${"&a=1".repeat(fields - 1)}`;
    const multipart = (fields: number) => {
      const form = new FormData();
      form.append("theme", "dark");
      for (let i = 1; i < fields; i++) form.append("a", "1");
      return form;
    };
    const form = "application/x-www-form-urlencoded";
    expect((await post(encoded(1_000), form)).status).toBe(200);
    expect((await post(multipart(1_000))).status).toBe(200);
    for (const res of [await post(encoded(1_001), form), await post(multipart(1_001)), await post("a&".repeat(500_000), form)]) {
      expect(res.status).toBe(413);
      expect(await res.text()).toBe("The form has too many fields.");
    }
  });

  it("takes a form field's first value when it is sent more than once, on log-in, sign-up and account", async () => {
    const email = `twice.${Date.now()}@example.com`;
    const fields = (extra: string) => `firstName=Ada&lastName=Lovelace&email=${encodeURIComponent(email)}&password=${GOOD_PASSWORD}&${extra}`;
    const client = new Client(server.url);
    const signup = await client.form("/signup", new URLSearchParams(fields("email=other%40example.com&firstName=Eve")));
    expect(signup.status).toBe(302);
    const me = (await (await client.get("/api/auth/user")).json()) as { email: string; firstName: string };
    expect(me).toMatchObject({ email, firstName: "Ada" });
    const profile = await client.form("/account", new URLSearchParams("intent=profile&firstName=Grace&firstName=Eve&lastName=Hopper"));
    expect(profile.status).toBe(302);
    expect(await (await client.get("/api/auth/user")).json()).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    const login = await new Client(server.url).form(
      "/login",
      new URLSearchParams(`email=${encodeURIComponent(email)}&email=nobody%40example.com&password=${GOOD_PASSWORD}&password=wrong`),
    );
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/dashboard");
  });

  it("answers 400 to an invalid Host header", async () => {
    for (const bad of ["exa mple.com", "[::1", "a@b:c", "host:99999999", "%"]) {
      const res = await rawRequest(server.url, `GET / HTTP/1.1\r\nHost: ${bad}\r\nConnection: close\r\n\r\n`);
      expect(res?.status, bad).toBe(400);
    }
  });
});

describe("finding 9: the smaller HTTP findings", () => {
  it("accepts only an exact application/json media type on the API", async () => {
    const client = new Client(server.url);
    const body = JSON.stringify({ email: memberEmail, password: "wrong-password" });
    for (const type of ["text/plain; charset=application/json", "application/jsonx", "text/plain"]) {
      const res = await client.request("/api/auth/login", { method: "POST", headers: { "Content-Type": type }, body });
      expect(res.status, type).toBe(415);
      expect((await res.json()).message).toBe("Content-Type must be application/json.");
    }
    const ok = await client.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "Application/JSON; charset=utf-8" },
      body,
    });
    expect(ok.status).toBe(401);
  });

  it("marks signed-in pages and their data requests private, no-store", async () => {
    for (const path of ["/dashboard", "/dashboard.data", "/account", "/account.data"]) {
      const res = await member.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    expect((await member.get("/api/auth/user")).headers.get("cache-control")).toMatch(/no-store/);
  });

  it("keeps the signed-in JSON deal list out of every cache, and reads paging as plain digits", async () => {
    const res = await member.get("/api/deals?page=1&pageSize=5");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    for (const page of ["0x10", "1e3", "0", "-1", "1.5", " 2"]) {
      const bad = await member.get(`/api/deals?page=${encodeURIComponent(page)}`);
      expect(bad.status, page).toBe(400);
      expect((await bad.json()).message, page).toBe("Page must be a whole number from 1 to 1000");
    }
  });

  it("sends the security headers on assets a browser can open as a document and on refusals; scripts keep nosniff", async () => {
    const html = await (await member.get("/dashboard")).text();
    const script = /\/assets\/[^"]+\.js/.exec(html)![0];
    const sprite = /\/assets\/icons-[\w-]+\.svg/.exec(html)![0];
    const res = await fetch(`${server.url}${script}`, { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Decision 132: a script is never a document, so the headers that govern one are not sent.
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("x-frame-options")).toBeNull();
    const svg = await fetch(`${server.url}${sprite}`, { headers: { "Accept-Encoding": "br" } });
    expect(svg.status).toBe(200);
    const refused = await rawRequest(server.url, `GET / HTTP/1.1\r\nHost: exa mple.com\r\nConnection: close\r\n\r\n`);
    expect(refused?.status).toBe(400);
    for (const headers of [Object.fromEntries(svg.headers), refused!.headers]) {
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    }
  });

  it("sets Secure on every cookie, the toast included, behind HTTPS", async () => {
    const owner = new Client(server.url);
    const { email } = await signUp(owner);
    const res = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-Proto": "https",
        Origin: `https://${host}`,
      },
      body: new URLSearchParams({ email, password: GOOD_PASSWORD }),
    });
    expect(res.status).toBe(302);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it("keeps the database files readable by the owner only", async () => {
    await member.get("/dashboard");
    for (const suffix of ["", "-wal", "-shm"]) {
      const mode = statSync(server.dbFile + suffix).mode & 0o777;
      expect(mode.toString(8), suffix || "db").toBe("600");
    }
  });

  it("treats % and _ in a location as letters, not wildcards", async () => {
    for (const location of ["%", "_", "%_%"]) {
      const res = await member.json("/api/ai/search", { query: "best deals", criteria: { location } });
      expect(res.status).toBe(200);
      expect((await res.json()).total, location).toBe(0);
    }
  });

  it("takes only positive whole numbers as deal ids in the JSON API", async () => {
    const db = new Database(server.dbFile, { readonly: true });
    const { id } = db.prepare("select min(id) as id from deals").get() as { id: number };
    db.close();
    for (const dealId of [`${id}.0`, `${id}e0`, `0x${id.toString(16)}`, ` ${id}`, true, 1.5, 0, -1, [id]]) {
      const res = await member.json("/api/ai/question", { dealId, question: "Is it good?" });
      expect(res.status, JSON.stringify(dealId)).toBe(400);
    }
    const ok = await member.json("/api/ai/question", { dealId: id, question: "Is it good?" });
    expect(ok.status).toBe(200);
  });
});

describe("structured logs", () => {
  it("gives every response a request id and logs one JSON line for it, without cookies", async () => {
    const res = await member.get("/dashboard");
    await res.text();
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The line is written once the response has finished; wait for it to reach the pipe.
    const line = await vi.waitFor(() => {
      const found = logLines().find((l) => l.requestId === id && l.path === "/dashboard");
      expect(found).toBeDefined();
      return found!;
    }, { timeout: 10_000 });
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/dashboard", status: 200 });
    expect(typeof line.ms).toBe("number");
    expect(typeof line.userId).toBe("string");
    expect(server.output()).not.toContain(member.cookies.get("__session")!);
  });

  it("keeps a well-formed request id from the local proxy and replaces a malformed one", async () => {
    const kept = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "proxy-abc-123456" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-abc-123456");
    const replaced = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "bad id\twith spaces" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs no stack trace for a user's mistake", async () => {
    const before = server.output().length;
    await new Client(server.url).form("/login", { email: "not-an-email", password: "" });
    await fetch(`${server.url}/no/such/page`);
    const added = server.output().slice(before);
    expect(added).not.toMatch(/\n\s+at /);
    expect(added).not.toMatch(/"stack"/);
  });
});
