// A clean stop on SIGTERM/SIGINT: stop accepting connections, let the requests in flight
// finish (each answered with `Connection: close`), then close the database and exit 0. Requests
// still running after the timeout are cut off and the process exits 1.
import { log } from "./log.js";

export function gracefulShutdown(server, { timeoutMs, onClosed }) {
  const inFlight = new Set();
  let stopping = false;

  server.on("request", (req, res) => {
    inFlight.add(res);
    if (stopping) res.shouldKeepAlive = false;
    res.on("close", () => {
      inFlight.delete(res);
      if (stopping) server.closeIdleConnections();
    });
  });

  let finished = false;
  async function finish(code) {
    if (finished) return;
    finished = true;
    try {
      await onClosed();
    } catch (error) {
      console.error(error);
      code = 1;
    }
    log(code === 0 ? "info" : "error", { msg: "stopped", exitCode: code });
    process.exit(code);
  }

  function stop(signal) {
    if (stopping) return;
    stopping = true;
    log("info", { msg: `${signal} received: finishing ${inFlight.size} request(s), then stopping` });
    for (const res of inFlight) {
      if (!res.headersSent) res.setHeader("Connection", "close");
      res.shouldKeepAlive = false;
    }
    server.close(() => void finish(0));
    server.closeIdleConnections();
    setTimeout(() => {
      log("error", { msg: `requests still running after ${timeoutMs} ms: closing them`, inFlight: inFlight.size });
      server.closeAllConnections();
      void finish(1);
    }, timeoutMs).unref();
  }

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
