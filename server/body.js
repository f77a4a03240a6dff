// Request bodies, read before any route sees them: every byte is counted as it arrives, so a
// chunked body (no Content-Length) meets the same limit as a declared one, and the whole body
// is always consumed, so a kept-alive connection stays in step whatever the route does.

import { MIMEType } from "node:util";

export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_API_BODY_BYTES = 64 * 1024;

export const limitFor = (path) => (path.startsWith("/api/") ? MAX_API_BODY_BYTES : MAX_BODY_BYTES);

/** True when the request carries a body (declared or chunked). */
export function hasBody(req) {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * The whole body as a Buffer, or null once it passes `limit` (reading stops there). A declared
 * Content-Length over the limit is refused before anything is read.
 */
export function readBody(req, limit) {
  if (Number(req.headers["content-length"] ?? 0) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error) => {
      cleanup();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

const LINGER_MS = 2000;

/**
 * Closes the connection after the answer without taking the rest of the body as a request:
 * the server's side is shut first and what the client is still sending is discarded for a
 * moment (a lingering close), because closing a socket with unread data resets it, and a reset
 * can destroy the answer before the client reads it.
 */
function closeAfterAnswer(req, res) {
  res.set("Connection", "close");
  const socket = req.socket;
  // Node calls destroySoon() once an answer marked `Connection: close` is written.
  socket.destroySoon = function lingeringClose() {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
  req.resume();
}

/** Refuses the request without reading (the rest of) its body. */
export function refuse(req, res, status, message) {
  if (hasBody(req) && !req.complete) closeAfterAnswer(req, res);
  res.status(status);
  if (req.path.startsWith("/api/")) res.json({ message });
  else res.type("text/plain").send(message);
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(header) {
  return (header ?? "").split(";")[0].trim().toLowerCase();
}

/** Page (non-API) posts are native forms or React Router's fetchers: form bodies only. */
export function isFormBody(req) {
  return FORM_TYPES.has(mediaType(req.headers["content-type"]));
}

/**
 * The most fields a page form may carry. Ours have a dozen at most; Express's own form parser
 * stops at 1,000 too. Parsing is linear but not cheap: 500,000 one-letter fields (1 MB, no
 * account needed) held the process for most of a second on each post (decision 231).
 */
export const MAX_FORM_FIELDS = 1000;

/**
 * A multipart Content-Type's boundary, read by the WHATWG MIME type rules `Request.formData()`
 * reads it by (quoted values, quoted-pairs, the first of a repeated parameter); null if none. A
 * pattern of our own read `x="; boundary=decoy"; boundary=real` as "decoy", so a body of
 * thousands of parts split by "real" was never counted.
 */
function multipartBoundary(contentType) {
  try {
    return new MIMEType(contentType ?? "").params.get("boundary") || null;
  } catch {
    return null;
  }
}

/**
 * True when a form body holds more than `max` fields, counted without parsing it: the `&`
 * between fields of a URL-encoded body, the boundaries between a multipart body's parts.
 */
export function hasTooManyFields(body, contentType, max = MAX_FORM_FIELDS) {
  const type = mediaType(contentType);
  let separator;
  let fields;
  if (type === "application/x-www-form-urlencoded") {
    separator = "&";
    fields = 1;
  } else if (type === "multipart/form-data") {
    const boundary = multipartBoundary(contentType);
    // No boundary the parser can use: the body is refused unread (400) after this.
    if (!boundary) return false;
    separator = `--${boundary}`;
    // The last boundary closes the body; it starts no part.
    fields = -1;
  } else return false;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, at + separator.length)) {
    if (++fields > max) return true;
  }
  return false;
}

/**
 * True when a multipart body parses as a form. A page's action would otherwise fail on a
 * malformed one with a 500; other form types always parse.
 */
export async function isReadableForm(body, contentType) {
  if (mediaType(contentType) !== "multipart/form-data") return true;
  try {
    await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}
