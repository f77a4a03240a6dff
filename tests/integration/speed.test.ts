/**
 * Issue 11 (speed), over HTTP against the built server: precompressed assets, long
 * conversations paged (with a link that works without JavaScript), and the methodology
 * page's coverage figures computed once per import.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, signUp, startServer, type TestServer } from "../support/server";
import { pageText } from "../support/html";
import { pathOf } from "../support/urls";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A raw GET (no automatic decoding), so the bytes on the wire can be checked. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(server.url + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    },
  );
}


describe("build and start", () => {
  it("starts from the current build without building again", () => {
    expect(server.output()).not.toContain("Building the app");
  });
});

describe("precompressed assets", () => {
  async function someAssets() {
    const html = await (await fetch(`${server.url}/login`)).text();
    const js = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    const css = [...html.matchAll(/\/assets\/[\w.-]+\.css/g)].map((m) => m[0]);
    expect(js.length).toBeGreaterThan(0);
    expect(css.length).toBeGreaterThan(0);
    return { js: js[0]!, css: css[0]! };
  }

  it("answers Accept-Encoding: br with the brotli copy, which decodes to the original bytes", async () => {
    const { js, css } = await someAssets();
    for (const [path, type] of [
      [js, /^text\/javascript/],
      [css, /^text\/css/],
    ] as const) {
      const original = readFileSync(`build/client${path}`);
      const res = await rawGet(path, { "Accept-Encoding": "gzip, deflate, br" });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["content-type"]).toMatch(type);
      expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
      expect(res.headers["cache-control"]).toMatch(/immutable/);
      expect(res.body.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(res.body).equals(original)).toBe(true);
    }
  });

  it("falls back to gzip, then to the plain file", async () => {
    const { js } = await someAssets();
    const original = readFileSync(`build/client${js}`);
    const gz = await rawGet(js, { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    const refused = await rawGet(js, { "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.equals(original)).toBe(true);
    const plain = await rawGet(js, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(plain.body.equals(original)).toBe(true);
  });

  it("draws a page's icons from one cached sprite: every <use> names a symbol the sprite has", async () => {
    const client = new Client(server.url);
    await signUp(client);
    const html = await (await client.get("/dashboard")).text();
    const uses = [...html.matchAll(/<use href="(\/assets\/icons-[\w-]+\.svg)#([\w-]+)"/g)];
    expect(uses.length).toBeGreaterThanOrEqual(5);
    expect(uses.length).toBe(html.match(/<use\b/g)?.length);
    expect(new Set(uses.map((m) => m[1])).size).toBe(1);
    expect(html).not.toMatch(/class="lucide/);
    const sprite = await rawGet(uses[0]![1]!, { "Accept-Encoding": "br" });
    expect(sprite.status).toBe(200);
    expect(sprite.headers["content-type"]).toBe("image/svg+xml");
    expect(sprite.headers["cache-control"]).toMatch(/immutable/);
    const svg = brotliDecompressSync(sprite.body).toString();
    for (const [, , id] of uses) expect(svg, id).toContain(`<symbol id="${id}"`);
  });

  it("compresses pages on the fly", async () => {
    const res = await rawGet("/login", { "Accept-Encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toContain("<h1");
  });
});

describe("pages", () => {
  it("go out as one body of known length, with the route data inline rather than revealed by streaming scripts (decision 170)", async () => {
    const res = await rawGet("/login", {});
    expect(res.status).toBe(200);
    expect(res.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(res.headers["content-length"])).toBe(res.body.byteLength);
    const html = res.body.toString();
    expect(html).toContain("streamController.enqueue(");
    expect(html).toContain("streamController.close()");
    // React's out-of-order reveal ($RC moves a hidden <div id="S:n"> into a <template id="B:n">)
    // is what a streamed page needs; a whole page has nothing to reveal later.
    expect(html).not.toMatch(/\$RC\(|<template id="B:|<div hidden id="S:/);
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });
});

describe("the scripts a page loads before it can be used", () => {
  /** The text of every script the page's HTML names (its modulepreloads and entry). */
  async function scriptsOf(html: string): Promise<string[]> {
    const urls = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))];
    expect(urls.length).toBeGreaterThan(3);
    return Promise.all(urls.map(async (url) => (await fetch(server.url + url)).text()));
  }

  it("carry neither the knowledge base nor the search parser, which the chat fetches afterwards (decision 137)", async () => {
    const client = new Client(server.url);
    await signUp(client);
    for (const [page, html] of [
      ["/ (signed out)", await (await fetch(`${server.url}/`)).text()],
      ["/dashboard", await (await client.get("/dashboard")).text()],
      ["/analyse", await (await client.get("/analyse")).text()],
    ] as const) {
      const scripts = await scriptsOf(html);
      // A knowledge-base entry's source (the Section 24 entry), and a Welsh place name the parser reads.
      expect(scripts.some((js) => js.includes("Finance (No. 2) Act")), page).toBe(false);
      expect(scripts.some((js) => js.includes("abertawe")), page).toBe(false);
      if (page === "/analyse") continue;
      // The chat still has the parser: fetched by the page's own script, after it has run.
      const chat = scripts.find((js) => js.includes("pending-kind"));
      expect(chat, page).toBeDefined();
      const later = /["'`](\.\/pending-kind-[\w-]+\.js)["'`]/.exec(chat!)?.[1];
      expect(later, page).toBeDefined();
      const reader = await (await fetch(`${server.url}/assets/${later!.slice(2)}`)).text();
      const deps = [...reader.matchAll(/from\s*["'`]\.\/([\w-]+\.js)["'`]/g)].map((m) => m[1]!);
      const fetched = await Promise.all([reader, ...deps].map(async (d) => (d === reader ? d : (await fetch(`${server.url}/assets/${d}`)).text())));
      expect(fetched.some((js) => js.includes("abertawe")), page).toBe(true);
    }
  });
});

describe("long conversations", () => {
  it("shows the latest 20 of 60 messages, and earlier ones behind a link that needs no JavaScript", async () => {
    const client = new Client(server.url);
    const { email } = await signUp(client);
    const db = new Database(server.dbFile);
    let conversationId: string;
    try {
      const userId = (db.prepare("select id from users where email = ?").get(email) as { id: string }).id;
      conversationId = randomUUID();
      const now = Date.now();
      db.prepare("insert into conversations (id, user_id, title, created_at, updated_at) values (?, ?, ?, ?, ?)").run(
        conversationId,
        userId,
        "A long talk",
        now,
        now,
      );
      const insert = db.prepare(
        "insert into messages (id, conversation_id, role, content, kind, created_at) values (?, ?, ?, ?, 'chat', ?)",
      );
      // Pairs share a millisecond, as a question and its quick answer can.
      for (let i = 1; i <= 60; i++) {
        insert.run(randomUUID(), conversationId, i % 2 ? "user" : "assistant", `Message number ${i} here`, now + Math.ceil(i / 2));
      }
    } finally {
      db.close();
    }

    const seen: number[][] = [];
    let path = `/chat/${conversationId}`;
    for (let page = 0; page < 4; page++) {
      const res = await client.get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      seen.push([...pageText(html).matchAll(/Message number (\d+) here/g)].map((m) => Number(m[1])));
      const link = /<a[^>]*href="([^"]*\?before=[^"]*)"[^>]*>Show earlier messages<\/a>/.exec(html);
      if (!link) break;
      path = link[1]!.replace(/&amp;/g, "&");
    }
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect(seen).toEqual([range(41, 60), range(21, 40), range(1, 20)]);
  });

  it("keeps another user's conversation a 404 whatever the page asked for", async () => {
    const owner = new Client(server.url);
    await signUp(owner);
    const made = await owner.form("/chat", { message: "What is Section 24?" });
    const where = pathOf(made.headers.get("location")!);
    expect(where).toMatch(/^\/chat\//);
    const stranger = new Client(server.url);
    await signUp(stranger);
    expect((await stranger.get(where)).status).toBe(404);
    expect((await stranger.get(`${where}?before=x`)).status).toBe(404);
    // An unknown message id shows the latest page.
    const own = await owner.get(`${where}?before=not-a-message`);
    expect(own.status).toBe(200);
    expect(pageText(await own.text())).toContain("What is Section 24?");
  });
});

describe("methodology coverage", () => {
  const total = async () => {
    const html = pageText(await (await fetch(`${server.url}/methodology`)).text());
    const match = /([\d,]+)\s+deals from sales between/.exec(html);
    expect(match).not.toBeNull();
    return Number(match![1]!.replace(/,/g, ""));
  };

  it("is computed once per import: a change without an import run is not recounted, an import is", async () => {
    const before = await total();
    expect(before).toBeGreaterThan(0);
    const db = new Database(server.dbFile);
    try {
      // Deals no saved list or message refers to (this server's own database).
      db.prepare("delete from deals where id in (select id from deals order by id desc limit 3)").run();
      // Not recomputed: the same figure as before, from the cache.
      expect(await total()).toBe(before);
      db.prepare(
        "insert into import_runs (kind, file, sha256, rows_read, rows_applied, rows_malformed, finished_at) values ('test', 'none', 'x', 0, 0, 0, ?)",
      ).run(Date.now());
      expect(await total()).toBe(before - 3);
    } finally {
      db.close();
    }
  });
});
