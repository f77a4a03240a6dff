/** How the Billing page shows Stripe's invoices and cards (spec sections 2 and 9). */
import { formatDate } from "./format";

/** Minor units ÷ 100, as en-GB currency in the invoice's own currency. */
export function invoiceAmount(minorUnits: number, currency: string) {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: currency.toUpperCase() }).format(minorUnits / 100);
}

/** Stripe's `created` (seconds since the epoch) as the app says a date (UTC), e.g. "23 November 2026". */
export function invoiceDate(seconds: number) {
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? "–" : formatDate(date.toISOString());
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

export function cardBrand(brand: string) {
  return BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** "12/2030" */
export function cardExpiry(month: number, year: number) {
  return `${String(month).padStart(2, "0")}/${year}`;
}

export function statusLabel(status: string | null) {
  if (!status) return "Unknown";
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}
