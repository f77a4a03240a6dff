/** The spec's payment texts (section 8), shared by the billing pages and the server. */
export const NOT_CONFIGURED_MESSAGE = "Payment processing is not configured";
export const CHECKOUT_FAILED_MESSAGE = "Failed to initialize payment";
export const PORTAL_FAILED_MESSAGE = "Failed to open billing portal";
export const VERIFY_MESSAGES = {
  missing: "No payment session found",
  error: "Failed to verify payment",
  failed: "Payment verification failed",
} as const;
