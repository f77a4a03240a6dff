/**
 * Thrown error responses for loaders and actions. The nearest route ErrorBoundary renders them
 * (inside the app shell for signed-in pages) with the status's own text.
 */
import { data } from "react-router";

/** Throws a 404: an unknown id, or something that is not the user's (the same answer, on purpose). */
export function notFound(message = "Not Found"): never {
  throw data(message, { status: 404 });
}

/** Returns `value` when it is present; otherwise throws a 404. */
export function foundOr404<T>(value: T | null | undefined, message?: string): T {
  if (value === null || value === undefined) notFound(message);
  return value;
}
