// React Router's request handler over Express, with the body already read (see body.js), a
// Host that must be a valid host, and every cookie made Secure when the request came over HTTPS.
import { isIPv6 } from "node:net";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler } from "react-router";
import { hasTooManyFields, isReadableForm, limitFor, readBody, refuse } from "./body.js";

const LABEL = "[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?";
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[([0-9A-Fa-f:.]+)\\])(?::(\\d{1,5}))?$`);

/** True for `name`, `name:port`, `1.2.3.4:port`, `[::1]:port` with a port up to 65535. */
export function isValidHost(value) {
  if (typeof value !== "string" || value.length > 255) return false;
  const match = HOST.exec(value);
  if (match === null || (match[1] !== undefined && !isIPv6(match[1]))) return false;
  return match[2] === undefined || Number(match[2]) <= 65535;
}

/**
 * The first X-Forwarded-Host, when the connecting peer is a trusted proxy (TRUST_PROXY, as
 * Express judges it for X-Forwarded-For); from anyone else the header is ignored.
 */
function trustedForwardedHost(req) {
  const value = req.get("X-Forwarded-Host");
  if (value === undefined || !req.app.get("trust proxy fn")(req.socket.remoteAddress ?? "", 0)) return undefined;
  return value.split(",")[0].trim();
}

/** Express middleware: 400 for a Host (or trusted X-Forwarded-Host) that is not a host. */
export function requireValidHost(req, res, next) {
  const forwarded = trustedForwardedHost(req);
  if (!isValidHost(req.get("host")) || (forwarded !== undefined && !isValidHost(forwarded))) {
    refuse(req, res, 400, "Invalid Host header.");
    return;
  }
  next();
}

export function requestUrl(req) {
  return new URL(`${req.protocol}://${trustedForwardedHost(req) || req.get("host")}${req.originalUrl}`);
}

function headersOf(req) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  return headers;
}

function secureCookie(cookie) {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

async function send(req, res, response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") continue;
    res.append(key, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", req.secure ? secureCookie(cookie) : cookie);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/** The request handler: reads the body within its limit (413 past it), then hands over to React Router. */
export function reactRouterHandler({ build, mode, getLoadContext }) {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      let body;
      if (req.method !== "GET" && req.method !== "HEAD") {
        body = await readBody(req, limitFor(req.path));
        if (body === null) {
          refuse(req, res, 413, "Request body is too large.");
          return;
        }
        if (!req.path.startsWith("/api/") && hasTooManyFields(body, req.headers["content-type"])) {
          refuse(req, res, 413, "The form has too many fields.");
          return;
        }
        if (!req.path.startsWith("/api/") && !(await isReadableForm(body, req.headers["content-type"]))) {
          refuse(req, res, 400, "The form could not be read.");
          return;
        }
      }
      let url;
      try {
        url = requestUrl(req);
      } catch {
        refuse(req, res, 400, "Invalid Host header.");
        return;
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(url.href, {
        method: req.method,
        headers: headersOf(req),
        signal: controller.signal,
        ...(body !== undefined ? { body } : {}),
      });
      const context = await getLoadContext(req, res);
      await send(req, res, await handle(request, context));
    } catch (error) {
      next(error);
    }
  };
}
