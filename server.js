// The one Node process: static files, security headers, compression and the React Router
// request handler, with a graceful shutdown on SIGTERM. `node server.js --dev` (npm run dev)
// runs this same server, with Vite as middleware instead of the built files, so development
// has the production CSP, Origin check and body limits.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync } from "node:fs";
import { createServer } from "node:http";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import express from "express";
import { ensureBuild } from "./server/ensure-build.js";
import { loadDotEnv } from "./server/env-file.js";
import { precompressedAssets, subresourceHeaders } from "./server/precompressed.js";
import { isFormBody, MAX_API_BODY_BYTES, MAX_BODY_BYTES, refuse } from "./server/body.js";
import { installJsonConsole, log, requestLogger } from "./server/log.js";
import { gracefulShutdown } from "./server/shutdown.js";

// Files this process creates (the database, its -wal and -shm, the session secret) are the
// owner's alone.
process.umask(0o077);
installJsonConsole();

// A .env file beside this one, if present, fills in what the environment does not set.
loadDotEnv();

const DEV = process.argv.includes("--dev");
// React renders its production build unless this is the development server, whatever the
// environment says (its development build costs about 30% more CPU per page). React picks its
// build when first loaded, so everything that loads React is imported below, after this line.
process.env.NODE_ENV = DEV ? "development" : "production";
const { RouterContextProvider } = await import("react-router");
const { reactRouterHandler, requireValidHost } = await import("./server/react-router-handler.js");

// `npm start`: build only if there is no build or the sources changed since it was made.
if (!DEV) ensureBuild();

const httpServer = createServer();
// Idle kept-alive connections stay open longer than a reverse proxy keeps its pooled ones (Caddy
// 2 minutes, nginx 60 s). With Node's default of 5 s, the proxy can send a request down a socket
// the app is closing and answer 502 (decision 066).
httpServer.keepAliveTimeout = 125_000;
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
let trustProxy;
let warnings = [];
try {
  ({ port, db, csp = {}, trustProxy, warnings = [] } = await onServerStart());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// Configuration that starts but does not all work (a partial Stripe set-up): one warning line
// each, with its fields (`missing`: the variables' names, never their values).
for (const fields of warnings) log("warn", fields);
// A database file made before this version (or copied in) is made private too.
for (const suffix of ["", "-wal", "-shm"]) {
  const file = db.$client.name + suffix;
  if (db.$client.name !== ":memory:" && existsSync(file)) chmodSync(file, 0o600);
}

/** Sources a directive allows besides its own (billing: Stripe's checkout and portal origins). */
const extraSources = (directive) => (csp[directive] ?? []).map((source) => ` ${source}`).join("");

const app = express();
app.disable("x-powered-by");
// The client address and protocol come from the reverse proxies TRUST_PROXY names (validated
// at start, decision 086; loopback by default: a proxy on this machine).
app.set("trust proxy", trustProxy);
app.use(requestLogger(app));
// Security headers on every response, assets and refusals included. Scripts and stylesheets shed
// the ones that only govern documents when they are sent (subresourceHeaders, decision 132).
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
app.use(requireValidHost);
// Hashed assets go out precompressed at build time (brotli or gzip, by Accept-Encoding);
// pages are compressed per response at a cheap setting (most of the gain for little CPU).
if (!DEV) app.use("/assets", precompressedAssets("build/client/assets"));
app.use(compression({ level: 4, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } }));

// A declared body over the limit is refused before anything reads it (413, JSON for the API);
// a streamed one is counted as it is read (server/body.js).
app.use((req, res, next) => {
  const limit = req.path.startsWith("/api/") ? MAX_API_BODY_BYTES : MAX_BODY_BYTES;
  if (Number(req.headers["content-length"] ?? 0) > limit) return refuse(req, res, 413, "Request body is too large.");
  next();
});

// Form posts and API calls from another site are refused (CSRF defence beside SameSite=Lax).
app.use((req, res, next) => {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
  const origin = req.headers.origin;
  const site = req.headers["sec-fetch-site"];
  const ours = `${req.protocol}://${req.get("host")}`;
  if ((origin && origin !== ours) || site === "cross-site") {
    const what = req.path.startsWith("/api/") ? "Cross-origin requests" : "Cross-origin form posts";
    return refuse(req, res, 403, `${what} are not allowed.`);
  }
  next();
});

// Pages take native form posts (and React Router's fetchers, which post form bodies too);
// anything else is refused before an action could fail on it. The API checks its own JSON.
app.use((req, res, next) => {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method) || req.path.startsWith("/api/")) return next();
  // Forms post; React Router would run a page's action for PUT, PATCH or DELETE too.
  if (req.method !== "POST") {
    res.set("Allow", "GET, HEAD, POST");
    return refuse(req, res, 405, "Pages accept GET and POST only.");
  }
  if (!isFormBody(req)) {
    return refuse(req, res, 415, "Form posts must be application/x-www-form-urlencoded or multipart/form-data.");
  }
  next();
});

if (vite) {
  app.use(vite.middlewares);
  app.use(express.static("public", { index: false }));
} else {
  app.use(
    "/assets",
    express.static("build/client/assets", {
      immutable: true,
      maxAge: "1y",
      index: false,
      setHeaders: subresourceHeaders,
    }),
  );
  // The other public files (favicon, robots.txt…) all have an extension; a page path has none,
  // so it skips the file-system lookup (and the 404 object serve-static makes before falling through).
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
}

app.all(
  "/{*splat}",
  reactRouterHandler({
    // The build object itself in production: React Router derives its route tables (matching,
    // ranking) once. Given a function, it derives them again on every request, which only the
    // development server needs (Vite's build changes on edits).
    build: vite ? loadBuild : await loadBuild(),
    mode: process.env.NODE_ENV,
    async getLoadContext(req, res) {
      // The context keys come from the build in use (in development it is reloaded on edits).
      const { requestInfoContext, dbContext } = (await loadBuild()).entry.module;
      const context = new RouterContextProvider();
      context.set(requestInfoContext, {
        ip: req.ip ?? "unknown",
        nonce: res.locals.cspNonce,
        requestId: res.locals.requestId,
        log: res.locals.log,
      });
      context.set(dbContext, db);
      return context;
    },
  }),
);

// An error no route handled: logged once with its stack (a JSON field), a plain 500 to the client.
// A client's own mistake that Express or a static file found first (a path such as `/chat/%`
// that does not decode is a 400) is answered with its status and no stack; the request's own log
// line records it.
app.use((error, req, res, _next) => {
  const status = Number(error?.status ?? error?.statusCode);
  if (status >= 400 && status < 500 && !res.headersSent) {
    return refuse(req, res, status, status === 400 ? "Bad request." : "Request refused.");
  }
  console.error(error);
  if (res.headersSent) return res.destroy();
  res.status(500);
  if (req.path.startsWith("/api/")) res.json({ message: "Something went wrong." });
  else res.type("text/plain").send("Something went wrong.");
});

const server = httpServer;
server.on("request", app);
// A port it cannot have stops the server with one line saying which and why (Node's own was an
// "Unhandled 'error' event" and a stack).
function cannotListen(error) {
  const why =
    error.code === "EADDRINUSE"
      ? "another process is using it. Stop it, or set PORT to a free port."
      : error.code === "EACCES"
        ? "this user may not use it (below 1024 needs root). Set PORT to 1024 or above, with a proxy in front."
        : `${error.message}.`;
  log("error", { msg: `Cannot listen on port ${port}: ${why}` });
  onServerStop();
  process.exit(1);
}
server.once("error", cannotListen);
server.listen(port, () => {
  server.off("error", cannotListen);
  const address = server.address();
  console.log(`Listening on http://localhost:${typeof address === "object" ? address?.port : port}`);
});

gracefulShutdown(server, {
  timeoutMs: 10_000,
  async onClosed() {
    onServerStop();
    await vite?.close();
  },
});
