/**
 * The JSON API's plumbing: errors as `{"message": "..."}` with an honest status, and bodies
 * read with a size limit, parsed and validated with zod before any handler sees them.
 */
import { z } from "zod";
import type { PublicUser } from "./users.server";

export const MAX_JSON_BYTES = 64 * 1024;

export function jsonError(message: string, status: number, headers?: HeadersInit): Response {
  return Response.json({ message }, { status, headers });
}

export function methodNotAllowed(allowed: string[]): Response {
  return jsonError("Method not allowed.", 405, { Allow: allowed.join(", ") });
}

/**
 * A deal id: a positive whole number, as a JSON number or a string of digits ("12"), nothing
 * looser ("12.0", "1e1", "0xc", " 12", true are refused).
 */
const DEAL_ID_MESSAGE = "Deal ID must be a positive whole number";
export const dealIdSchema = z
  .union([z.number(), z.string().regex(/^[1-9]\d{0,15}$/).transform(Number)], { error: DEAL_ID_MESSAGE })
  .pipe(
    z
      .number({ error: DEAL_ID_MESSAGE })
      .int({ error: DEAL_ID_MESSAGE })
      .positive({ error: DEAL_ID_MESSAGE })
      .max(Number.MAX_SAFE_INTEGER, { error: DEAL_ID_MESSAGE }),
  );

/** A JSON key in words, as a sentence names it: `firstName` → "first name", `dealId` → "deal ID". */
function words(key: PropertyKey): string {
  return String(key)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\bid\b/g, "ID");
}

/**
 * The field an issue is about, in words: "First name", "Max price in criteria", "Role in
 * conversation history item 1".
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "Request body";
  const parts = path.map((key) => (typeof key === "number" ? `item ${key + 1}` : words(key)));
  // A list's item is named with its list ("conversation history item 2").
  const subjectStart = typeof path.at(-1) === "number" && parts.length > 1 ? parts.length - 2 : parts.length - 1;
  const subject = parts.slice(subjectStart).join(" ");
  const within = parts.slice(0, subjectStart).join(" ");
  const label = within ? `${subject} in ${within}` : subject;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
};

/**
 * zod's own messages ("Too big: expected string to have <=100 characters", said after the
 * field's path) as sentences that name the field: "Last name must be at most 100 characters".
 * A schema's own message wins over this (zod asks this map only where the schema gave none), so
 * every API error is one sentence, never "field: …" (decision 149).
 */
const readableIssue: z.core.$ZodErrorMap = (issue) => {
  const field = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case "invalid_type":
      if (!issue.path?.length) return "Request body must be a JSON object.";
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${TYPE_WORDS[issue.expected] ?? `of type ${issue.expected}`}`;
    case "too_big":
    case "too_small": {
      const big = issue.code === "too_big";
      const limit = Number(big ? issue.maximum : issue.minimum);
      if (issue.origin === "string") {
        if (!big && limit === 1) return `${field} must not be empty`;
        return `${field} must be at ${big ? "most" : "least"} ${limit} characters`;
      }
      if (issue.origin === "array" || issue.origin === "set") return `${field} must have at ${big ? "most" : "least"} ${limit} items`;
      if (issue.inclusive === false) return `${field} must be ${big ? "less" : "more"} than ${limit}`;
      return `${field} must be at ${big ? "most" : "least"} ${limit}`;
    }
    case "invalid_value":
      return issue.values.length === 1
        ? `${field} must be ${JSON.stringify(issue.values[0])}`
        : `${field} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
      return issue.format === "regex" ? `${field} is not in the expected format` : `${field} must be a valid ${issue.format}`;
    case "not_multiple_of":
      return `${field} must be a multiple of ${issue.divisor}`;
    default:
      return `${field} is not valid`;
  }
};

/** Reads the body as text, refusing (413) once it grows past the limit, however it is sent. */
export async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > limit) throw jsonError("Request body is too large.", 413);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading but leave the stream open, so the 413 still reaches the client
      // (cancelling would destroy the socket first); Node discards the rest.
      reader.releaseLock();
      throw jsonError("Request body is too large.", 413);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The validated JSON body, or a thrown 400/413/415 Response with one sentence saying what is wrong. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  requireJsonType(request);
  return parseJson(await readLimited(request, MAX_JSON_BYTES), schema);
}

/**
 * For an endpoint whose body may be left out (the spec sends none): no body, or an empty one,
 * is `{}`; anything else is read as `readJson` reads it.
 */
export async function readOptionalJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = await readLimited(request, MAX_JSON_BYTES);
  if (text.trim() === "") return parseJson("{}", schema);
  requireJsonType(request);
  return parseJson(text, schema);
}

function requireJsonType(request: Request): void {
  // The media type exactly (parameters such as charset aside): not a substring match.
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    throw jsonError("Content-Type must be application/json.", 415);
  }
}

function parseJson<S extends z.ZodType>(text: string, schema: S): z.infer<S> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw jsonError("Malformed JSON body.", 400);
  }
  const parsed = schema.safeParse(body, { error: readableIssue });
  if (!parsed.success) throw jsonError(parsed.error.issues[0]?.message ?? "Request body is not valid.", 400);
  return parsed.data;
}

/** What the API tells a client about a user: never a hash, never payment-provider ids. */
export function userJson(user: PublicUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
