/** The spec's payment texts (section 8), shared by the billing pages and the server. */
export const NOT_CONFIGURED_MESSAGE = "Payment processing is not configured";
export const CHECKOUT_FAILED_MESSAGE = "Failed to initialize payment";
export const PORTAL_FAILED_MESSAGE = "Failed to open billing portal";
export const VERIFY_MESSAGES = {
  missing: "No payment session found",
  error: "Failed to verify payment",
  failed: "Payment verification failed",
} as const;

/** Billing follows the Stripe customer, not the plan (decision 146). */
export const PORTAL_FREE_MESSAGE = "The billing portal is available on paid plans.";
export const ADMIN_PLAN_NOTE = "This plan was set by your administrator";
export const PORTAL_NO_CUSTOMER_MESSAGE = `${ADMIN_PLAN_NOTE}, so there is no subscription to manage in the billing portal. Contact support to change it.`;
export const NO_INVOICES = {
  /** The spec's empty state: true for someone who has not subscribed yet. */
  notYet: "No invoices yet. Your first invoice will appear here after your subscription starts.",
  admin: "No invoices: this plan was set by your administrator and is not billed here.",
  none: "No invoices to show.",
} as const;
/** The past_due notice (decisions 146, 155): its heading, then what to do. */
export const PAST_DUE_TITLE = "Payment failed";
export const PAST_DUE_MESSAGE = "Your last payment failed. Update your payment method to keep Pro.";
