import { FAIR_USE_TEXT } from "./fair-use";
/** The three plans and their feature lists (spec section 2, Plan page). */
export const PLANS = {
  free: {
    id: "free",
    name: "Free",
    price: "£0",
    period: "forever",
    features: ["3 property searches", "2 AI questions", "Basic property info", "Community support"],
  },
  pro: {
    id: "pro",
    name: "Pro",
    price: "£29",
    period: "per month",
    features: [
      "Unlimited searches",
      "Unlimited AI questions",
      "Full property details",
      "PDF report downloads",
      "Analytics dashboard",
      "Save favorite deals",
      "Priority support",
    ],
  },
  enterprise: {
    id: "enterprise",
    name: "Enterprise",
    price: "Custom",
    period: "pricing",
    features: [
      "Everything in Pro",
      "API access",
      "Custom integrations",
      "Team collaboration",
      "Dedicated account manager",
      "SLA guarantee",
    ],
  },
} as const;

export const FREE_SEARCH_LIMIT = 3;
export const FREE_QUESTION_LIMIT = 2;

/** The fair-use line the plan page shows under the paid plans (decision 042). */
export const PAID_PLAN_FAIR_USE: string | null = FAIR_USE_TEXT;

/** The Pro benefits repeated on the success and checkout pages. */
export const PRO_BENEFITS = PLANS.pro.features;
