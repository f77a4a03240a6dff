/**
 * server/precompressed.js on a real Express app and a real folder: a precompressed copy that
 * vanished after start-up (a rebuild under a running server) falls back to the plain file, or
 * a 404, never a 500 labelled as brotli.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "../../server/precompressed.js";

let dir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "precompressed-"));
  for (const name of ["a.js", "b.js"]) {
    writeFileSync(join(dir, name), `console.log("${name}");`);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(`console.log("${name}");`));
  }
  const app = express();
  app.use("/assets", precompressedAssets(dir));
  app.use("/assets", express.static(dir));
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
});
