/**
 * Helpers every form action shares: the honeypot check and Conform's parse of a posted form.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "~/lib/account-schemas";

/** True when the hidden honeypot field was filled in (a bot). */
export function isBot(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}

export const BOT_MESSAGE = "Your submission could not be accepted. Please try again.";

/**
 * A posted form as one value per field: its first, as `FormData.get` reads it (decision 230). A
 * field sent more than once counts once, so the code choosing what a post does and the schema
 * checking it always read the same value: `intent=save&intent=ask` on a deal page was a save to
 * the route (no fair-use count) and a question to the schema (a model call).
 */
export function firstValues(formData: FormData): Record<string, FormDataEntryValue> {
  // A Map, then `fromEntries`: a field named `__proto__` stays a field.
  const first = new Map<string, FormDataEntryValue>();
  for (const [name, value] of formData) if (!first.has(name)) first.set(name, value);
  return Object.fromEntries(first);
}

/**
 * Conform's `parseWithZod` on the schema's own fields, each by its plain name and once (its first
 * value, as `firstValues`); every other field is dropped before Conform sees it. Conform reads a
 * name such as `x[99999999]` as an array index (or `a.a.a…` as nesting) and its reply sends the
 * parsed form back, so one 56-byte post built a 100-million-entry array and took the process
 * down; 8,000 levels of nesting overflowed the stack. And it gathers a repeated field in time
 * that grows with the square of its repeats: 60,000 `email` fields (under 1 MB, no account
 * needed) held the whole process for 26 seconds (decision 230).
 */
export function parseFormFields<S extends z.ZodObject>(formData: FormData, schema: S) {
  const known = new FormData();
  for (const name of Object.keys(schema.shape)) {
    const value = formData.get(name);
    if (value !== null) known.append(name, value);
  }
  return parseWithZod(known, { schema });
}
