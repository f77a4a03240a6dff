// The one Node process: static files, security headers, compression and the React Router
// request handler, with a graceful shutdown on SIGTERM.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";

// A .env file beside this one, if present, fills in what the environment does not set.
if (existsSync(".env")) process.loadEnvFile(".env");

const build = await import("./build/server/index.js");
const { requestInfoContext, onServerStart, onServerStop } = build.entry.module;

let port;
try {
  ({ port } = await onServerStart());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const MAX_BODY_BYTES = 1024 * 1024;
const MAX_API_BODY_BYTES = 64 * 1024;

const app = express();
app.disable("x-powered-by");
// The client address and protocol come from a reverse proxy on this machine, if any.
app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
app.use(compression());

app.use((req, res, next) => {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.set({
    "Content-Security-Policy": [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join("; "),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  });
  if (req.secure) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});

// Bodies over the limit are refused before anything reads them (413, JSON for the API).
app.use((req, res, next) => {
  const limit = req.path.startsWith("/api/") ? MAX_API_BODY_BYTES : MAX_BODY_BYTES;
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > limit) {
    res.status(413);
    if (req.path.startsWith("/api/")) res.json({ message: "Request body is too large." });
    else res.type("text/plain").send("Request body is too large.");
    return;
  }
  next();
});

// Form posts and API calls from another site are refused (CSRF defence beside SameSite=Lax).
app.use((req, res, next) => {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
  const origin = req.headers.origin;
  const site = req.headers["sec-fetch-site"];
  const ours = `${req.protocol}://${req.get("host")}`;
  if ((origin && origin !== ours) || site === "cross-site") {
    res.status(403);
    if (req.path.startsWith("/api/")) res.json({ message: "Cross-origin requests are not allowed." });
    else res.type("text/plain").send("Cross-origin form posts are not allowed.");
    return;
  }
  next();
});

app.use(
  "/assets",
  express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
);
app.use(express.static("build/client", { maxAge: "1h", index: false }));

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { ip: req.ip ?? "unknown", nonce: res.locals.cspNonce });
      return context;
    },
  }),
);

const server = app.listen(port, () => {
  const address = server.address();
  console.log(`Listening on http://localhost:${typeof address === "object" ? address?.port : port}`);
});

function shutdown(signal) {
  console.log(`${signal} received: closing`);
  server.close(() => {
    onServerStop();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
