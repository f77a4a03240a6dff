import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** Every URL of the product (spec section 2, section 7), in one list. */
export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("logout", "routes/logout.ts"),
  route("theme", "routes/theme.ts"),
  route("chat", "routes/chat-new.ts"),
  route("sidebar", "routes/sidebar.ts"),
  route("healthz", "routes/healthz.ts"),
  route("methodology", "routes/methodology.tsx"),

  layout("routes/app-layout.tsx", [
    route("dashboard", "routes/dashboard.tsx"),
    route("chat/:id", "routes/chat.tsx"),
    route("chat/:id/delete", "routes/chat-delete.tsx"),
    route("deals/:id", "routes/deal.tsx"),
    route("analytics", "routes/analytics.tsx"),
    route("analyse", "routes/analyse.tsx"),
    route("account", "routes/account.tsx"),
    route("billing", "routes/billing.tsx"),
    route("plan", "routes/plan.tsx"),
    route("subscribe", "routes/subscribe.tsx"),
    route("payment/success", "routes/payment-success.tsx"),
    route("payment/cancel", "routes/payment-cancel.tsx"),
  ]),

  ...prefix("api", [
    route("auth/user", "routes/api/auth-user.ts"),
    route("auth/login", "routes/api/auth-login.ts"),
    route("auth/signup", "routes/api/auth-signup.ts"),
    route("auth/logout", "routes/api/auth-logout.ts"),
    route("user/profile", "routes/api/user-profile.ts"),
    route("deals", "routes/api/deals.ts"),
    route("saved-deals", "routes/api/saved-deals.ts"),
    route("deals/:id/pdf", "routes/api/deal-pdf.ts"),
    route("ai/search", "routes/api/ai-search.ts"),
    route("ai/chat", "routes/api/ai-chat.ts"),
    route("ai/question", "routes/api/ai-question.ts"),
    route("analyse", "routes/api/analyse.ts"),
    route("create-checkout-session", "routes/api/create-checkout-session.ts"),
    route("stripe/verify-session", "routes/api/stripe-verify-session.ts"),
    route("stripe/customer-portal", "routes/api/stripe-customer-portal.ts"),
    route("stripe/invoices", "routes/api/stripe-invoices.ts"),
    route("stripe/payment-method", "routes/api/stripe-payment-method.ts"),
    route("stripe/webhook", "routes/api/stripe-webhook.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
