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
 * Conform's `parseWithZod` on the schema's own fields, each by its plain name; every other field
 * is dropped before Conform sees it. Conform reads a name such as `x[99999999]` as an array index
 * (or `a.a.a…` as nesting) and its reply sends the parsed form back, so one 56-byte post built a
 * 100-million-entry array and took the process down; 8,000 levels of nesting overflowed the stack.
 */
export function parseFormFields<S extends z.ZodObject>(formData: FormData, schema: S) {
  const known = new FormData();
  for (const name of Object.keys(schema.shape)) {
    for (const value of formData.getAll(name)) known.append(name, value);
  }
  return parseWithZod(known, { schema });
}
