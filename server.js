// The one Node process: static files, security headers, compression and the React Router
// request handler, with a graceful shutdown on SIGTERM. `node server.js --dev` (npm run dev)
// runs this same server, with Vite as middleware instead of the built files, so development
// has the production CSP, Origin check and body limits.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import compression from "compression";
import express from "express";

// A .env file beside this one, if present, fills in what the environment does not set.
if (existsSync(".env")) process.loadEnvFile(".env");

const DEV = process.argv.includes("--dev");
// React renders its production build unless this is the development server, whatever the
// environment says (its development build costs about 30% more CPU per page). React picks its
// build when first loaded, so everything that loads React is imported below, after this line.
process.env.NODE_ENV = DEV ? "development" : "production";
const { createRequestHandler } = await import("@react-router/express");
const { RouterContextProvider } = await import("react-router");

const httpServer = createServer();
const vite = DEV
  ? await import("vite").then((v) =>
      v.createServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: "custom" }),
    )
  : undefined;
/** The server build: fixed in production; in development, Vite's current one (it changes on edits). */
const loadBuild = vite
  ? () => vite.ssrLoadModule("virtual:react-router/server-build")
  : ((built) => () => built)(await import("./build/server/index.js"));
const { onServerStart, onServerStop } = (await loadBuild()).entry.module;

let port;
let db;
let csp = {};
try {
  ({ port, db, csp = {} } = await onServerStart());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** Sources a directive allows besides its own (billing: Stripe's checkout and portal origins). */
const extraSources = (directive) => (csp[directive] ?? []).map((source) => ` ${source}`).join("");

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
      `script-src 'self' 'nonce-${nonce}'${extraSources("script-src")}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data:${extraSources("img-src")}`,
      "font-src 'self'",
      `connect-src 'self'${extraSources("connect-src")}`,
      `frame-src 'self'${extraSources("frame-src")}`,
      `form-action 'self'${extraSources("form-action")}`,
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

if (vite) {
  app.use(vite.middlewares);
  app.use(express.static("public", { index: false }));
} else {
  app.use(
    "/assets",
    express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
  );
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
}

app.all(
  "/{*splat}",
  createRequestHandler({
    build: loadBuild,
    async getLoadContext(req, res) {
      // The context keys come from the build in use (in development it is reloaded on edits).
      const { requestInfoContext, dbContext } = (await loadBuild()).entry.module;
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { ip: req.ip ?? "unknown", nonce: res.locals.cspNonce });
      context.set(dbContext, db);
      return context;
    },
  }),
);

const server = httpServer;
server.on("request", app);
server.listen(port, () => {
  const address = server.address();
  console.log(`Listening on http://localhost:${typeof address === "object" ? address?.port : port}`);
});

function shutdown(signal) {
  console.log(`${signal} received: closing`);
  server.close(async () => {
    onServerStop();
    await vite?.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
