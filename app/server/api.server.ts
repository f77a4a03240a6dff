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
export const dealIdSchema = z
  .union([z.number(), z.string().regex(/^[1-9]\d{0,15}$/).transform(Number)], { error: "dealId must be a positive whole number" })
  .pipe(z.number({ error: "dealId must be a positive whole number" }).int({ error: "dealId must be a positive whole number" }).positive({ error: "dealId must be a positive whole number" }).max(Number.MAX_SAFE_INTEGER));

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

/** The validated JSON body, or a thrown 400/413 Response with a clear message. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  // The media type exactly (parameters such as charset aside): not a substring match.
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    throw jsonError("Content-Type must be application/json.", 415);
  }
  const text = await readLimited(request, MAX_JSON_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw jsonError("Malformed JSON body.", 400);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    const message =
      issue?.code === "invalid_type" && issue.path.length === 0
        ? "Request body must be a JSON object."
        : `${field}${issue?.message ?? "Invalid request body."}`;
    throw jsonError(message, 400);
  }
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
