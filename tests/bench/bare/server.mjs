// The bare app served the way server.js serves ours: Express 5, compression, static assets with
// the same caching, the React Router request handler. Usage: node server.mjs <port> [build folder]
import compression from "compression";
import express from "express";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV = "production";
const { createRequestHandler } = await import("@react-router/express");
const here = dirname(fileURLToPath(import.meta.url));
const buildDir = join(here, process.argv[3] ?? "build");
const build = await import(join(buildDir, "server/index.js"));
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(join(buildDir, "client"), { maxAge: "1h", index: false }));
app.all("/{*splat}", createRequestHandler({ build }));
const server = app.listen(Number(process.argv[2] ?? 0), () => {
  console.log(`Listening on http://localhost:${server.address().port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
