/**
 * server/precompressed.js on a real Express app and a real folder: a precompressed copy that
 * vanished after start-up (a rebuild under a running server) falls back to the plain file, or
 * a 404, never a 500 labelled as brotli. Scripts and stylesheets go out without the headers that
 * only govern documents (decision 132); anything else, and a 404 in their place, keeps them.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets, subresourceHeaders } from "../../server/precompressed.js";

let dir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "precompressed-"));
  writeFileSync(join(dir, "sprite.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(dir, "c.css"), "body{}");
  writeFileSync(join(dir, "c.css.br"), brotliCompressSync("body{}"));
  for (const name of ["a.js", "b.js", "d.js"]) {
    writeFileSync(join(dir, name), `console.log("${name}");`);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(`console.log("${name}");`));
  }
  const app = express();
  // What server.js sets on every response before the assets.
  app.use((_req, res, next) => {
    res.set({ "Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff", "Permissions-Policy": "camera=()", "Cross-Origin-Opener-Policy": "same-origin" });
    next();
  });
  app.use("/assets", precompressedAssets(dir));
  app.use("/assets", express.static(dir, { setHeaders: subresourceHeaders }));
  app.use((_req, res) => {
    res.status(404).type("html").send("<h1>Not found</h1>");
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close?.();
  rmSync(dir, { recursive: true, force: true });
});

describe("precompressed assets", () => {
  it("serves the brotli copy while it exists", async () => {
    const res = await fetch(`${base}/assets/a.js`, { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toBe('console.log("a.js");');
  });

  it("falls back to the plain file when the copy is gone, then to a 404 when both are", async () => {
    rmSync(join(dir, "a.js.br"));
    const plain = await fetch(`${base}/assets/a.js`, { headers: { "Accept-Encoding": "br" } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe('console.log("a.js");');

    rmSync(join(dir, "b.js"));
    rmSync(join(dir, "b.js.br"));
    const gone = await fetch(`${base}/assets/b.js`, { headers: { "Accept-Encoding": "br" } });
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-encoding")).toBeNull();
  });

  it("sends scripts and stylesheets without the document-only headers, compressed or plain", async () => {
    for (const [path, encoding] of [["/assets/c.css", "br"], ["/assets/d.js", "br"], ["/assets/d.js", "identity"]] as const) {
      const res = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": encoding } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-encoding"), path).toBe(encoding === "br" ? "br" : null);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      for (const header of ["content-security-policy", "x-frame-options", "permissions-policy", "cross-origin-opener-policy"]) {
        expect(res.headers.get(header), `${path} ${header}`).toBeNull();
      }
    }
  });

  it("keeps them on what a browser can open as a document, and on a 404 page where a script was", async () => {
    const svg = await fetch(`${base}/assets/sprite.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(svg.headers.get("x-frame-options")).toBe("DENY");

    rmSync(join(dir, "d.js"));
    rmSync(join(dir, "d.js.br"));
    const gone = await fetch(`${base}/assets/d.js`, { headers: { "Accept-Encoding": "br" } });
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-type")).toMatch(/text\/html/);
    expect(gone.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(gone.headers.get("x-frame-options")).toBe("DENY");
  });
});
