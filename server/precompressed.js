// Serves the build's precompressed copies of hashed assets (server/precompress.js): brotli when
// the client accepts it, else gzip, else the plain file (express.static after this). Only files
// that existed at start-up are considered, so a request costs no file-system lookup.
import { existsSync, readdirSync } from "node:fs";
import { extname, resolve } from "node:path";

const TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".wasm": "application/wasm",
};

/**
 * Headers that govern a document (what it may load, who may frame it, its opener and its
 * powers). A script or stylesheet is never a document, so on hashed `.js` and `.css` files they
 * do nothing but cost bytes: about 450 on each of a page's dozen asset responses, a tenth of a
 * second on a 400 kbit/s link (decision 132). `nosniff`, HSTS and the referrer policy stay.
 */
const DOCUMENT_ONLY_HEADERS = ["Content-Security-Policy", "X-Frame-Options", "Cross-Origin-Opener-Policy", "Permissions-Policy"];
const SUBRESOURCE = /\.(?:js|mjs|css)$/;

/**
 * Drops the document-only headers from a script or stylesheet about to be sent (`file` is its
 * path). Returns a function that puts them back, for a send that fails before any header went
 * out (the answer is then something else: a 404 page is a document).
 */
export function subresourceHeaders(res, file) {
  if (!SUBRESOURCE.test(file)) return () => {};
  const removed = DOCUMENT_ONLY_HEADERS.map((header) => [header, res.getHeader(header)]).filter(([, value]) => value !== undefined);
  for (const [header] of removed) res.removeHeader(header);
  return () => {
    for (const [header, value] of removed) res.setHeader(header, value);
  };
}

/** Does the Accept-Encoding header accept this coding (q > 0)? */
export function accepts(header, coding) {
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== coding && name !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Middleware for the assets folder (mount it at the folder's URL, before express.static). */
export function precompressedAssets(dir) {
  const root = resolve(dir);
  const files = new Set(existsSync(root) ? readdirSync(root) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!name || name.includes("/") || !files.has(name)) return next();
    const type = TYPES[extname(name)];
    if (!type) return next();
    const coding = [["br", ".br"], ["gzip", ".gz"]].find(
      ([c, suffix]) => files.has(name + suffix) && accepts(req.headers["accept-encoding"], c),
    );
    res.vary("Accept-Encoding");
    if (!coding) return next();
    res.set({ "Content-Encoding": coding[0], "Content-Type": type });
    const restoreDocumentHeaders = subresourceHeaders(res, name);
    const options = { root, immutable: true, maxAge: "1y", headers: { "Content-Type": type } };
    res.sendFile(name + coding[1], options, (error) => {
      if (!error) return;
      if (!res.headersSent) restoreDocumentHeaders();
      // Gone since start-up (a rebuild under a running server): the plain file, or a 404, as
      // if it had never been there, not a 500 labelled as brotli.
      if (error.code === "ENOENT" && !res.headersSent) {
        files.delete(name + coding[1]);
        res.removeHeader("Content-Encoding");
        res.removeHeader("Content-Type");
        return next();
      }
      next(error);
    });
  };
}
