/**
 * Fair use of the AI on every plan (decision 042): the one place the numbers live, for the
 * server's limits and for the plan page's wording.
 */
export const FAIR_USE = {
  /** AI requests (chat messages, searches, deal questions) a user may make per minute. */
  perUserPerMinute: 30,
  /** AI requests of one user running at the same time. */
  concurrentPerUser: 2,
  /** AI requests from one network address per minute, whichever accounts make them. */
  perAddressPerMinute: 120,
} as const;

/** The message of a refused request (429 on the API, a toast on the pages). */
export const FAIR_USE_MESSAGE =
  "You're sending AI requests faster than fair use allows. Please wait a minute and try again.";

/** One line for the plan page. */
export const FAIR_USE_TEXT = `Fair use: up to ${FAIR_USE.perUserPerMinute} AI requests a minute, ${FAIR_USE.concurrentPerUser} at a time, on every plan.`;
