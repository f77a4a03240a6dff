/**
 * Helpers every form action shares: the honeypot check and the client address.
 */
import { HONEYPOT_FIELD } from "~/lib/account-schemas";

/** True when the hidden honeypot field was filled in (a bot). */
export function isBot(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}

export const BOT_MESSAGE = "Your submission could not be accepted. Please try again.";
