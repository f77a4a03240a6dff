// Structured logs: one JSON object a line, with the request id of the request being served
// (from AsyncLocalStorage), so every line a request causes can be found together. Bodies,
// cookies and secrets are never logged: callers pass only the fields below.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { format } from "node:util";

/** The request being served: `{ requestId }`. */
export const requestScope = new AsyncLocalStorage();

const write = {
  info: (line) => process.stdout.write(line + "\n"),
  warn: (line) => process.stderr.write(line + "\n"),
  error: (line) => process.stderr.write(line + "\n"),
};

/** Writes one JSON log line. */
export function log(level, fields) {
  const requestId = requestScope.getStore()?.requestId;
  const entry = { time: new Date().toISOString(), level, ...(requestId ? { requestId } : {}), ...fields };
  write[level](JSON.stringify(entry));
}

/**
 * Marks an object passed to `console.*` as fields of the line rather than text to format
 * (`app/server/log.server.ts`). `Symbol.for`, so the app's bundle makes the same key.
 */
const LOG_FIELDS = Symbol.for("dealfinder.log-fields");
/** Keys a caller's fields cannot replace. */
const OWN_KEYS = new Set(["time", "level", "requestId", "msg", "stack"]);

/** A console call's arguments as log fields: an Error keeps its stack as a field. */
function fieldsOf(args) {
  const error = args.find((a) => a instanceof Error);
  const marked = args.find((a) => a !== null && typeof a === "object" && a[LOG_FIELDS] === true);
  const rest = args.filter((a) => a !== error && a !== marked);
  const msg = [rest.length ? format(...rest) : "", error ? error.message : ""].filter(Boolean).join(": ");
  const extra = marked ? Object.fromEntries(Object.entries(marked).filter(([key]) => !OWN_KEYS.has(key))) : {};
  return error ? { msg, ...extra, stack: error.stack } : { msg, ...extra };
}

/** Every `console` call in the process (ours, React Router's, libraries') becomes a JSON line. */
export function installJsonConsole() {
  console.log = (...args) => log("info", fieldsOf(args));
  console.info = console.log;
  console.warn = (...args) => log("warn", fieldsOf(args));
  console.error = (...args) => log("error", fieldsOf(args));
}

const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: a well-formed `X-Request-Id` from a trusted proxy, otherwise a new one.
 * `trusted(address)` is Express's trust-proxy test for the connecting address.
 */
export function requestIdOf(req, trusted) {
  const incoming = req.headers["x-request-id"];
  if (typeof incoming === "string" && WELL_FORMED_ID.test(incoming) && trusted(req.socket.remoteAddress ?? "")) {
    return incoming;
  }
  return randomUUID();
}

/** Express middleware: request id (sent back as X-Request-Id), scope, and one log line per request. */
export function requestLogger(app) {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req, (address) => app.get("trust proxy fn")(address, 0));
    res.locals.requestId = requestId;
    res.locals.log = { userId: null };
    res.set("X-Request-Id", requestId);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const status = res.headersSent ? res.statusCode : 499;
      const level = res.locals.log.level ?? (status >= 500 ? "error" : "info");
      requestScope.run({ requestId }, () =>
        log(level, {
          method: req.method,
          path: req.path,
          status,
          ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
          ...(res.locals.log.userId ? { userId: res.locals.log.userId } : {}),
          ...(res.writableFinished ? {} : { aborted: true }),
        }),
      );
    };
    res.on("finish", done);
    res.on("close", done);
    requestScope.run({ requestId }, next);
  };
}
