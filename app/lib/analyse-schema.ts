/**
 * The analysis request (docs/decisions/053), one zod schema shared by `POST /api/analyse` and the
 * `/analyse` form: where (a place or a postcode), the price, the type and, optionally, bedrooms
 * and the investor's own rent a month (decisions 204, 220).
 */
import { z } from "zod";
import { ANALYSIS_TYPES } from "./analysis-types";
import { amountOnly } from "./search/money";

/**
 * A number written in plain decimal digits ("150000", "2", "2.5"), else NaN, so zod says the
 * field's own message. `Number` alone would also take "0x30000", "1e5" and "Infinity".
 */
const decimalText = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN);

/** A price as investors write it: "150000", "£150,000", "150 000", or with a suffix as in chat ("150k", "1.2m"). */
function priceText(text: string): number {
  const plain = decimalText(text.replace(/[£,\s]/g, ""));
  return Number.isNaN(plain) ? (amountOnly(text) ?? Number.NaN) : plain;
}

/** A sum in pounds, with pence at most ("£900", "1,250", "812.50"), else NaN. */
function poundsAndPence(text: string): number {
  const plain = text.replace(/[£,\s]/g, "");
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const fields = {
  place: z.preprocess(blankToUndefined, z.string().trim().max(100, { error: "Place must be at most 100 characters" }).optional()),
  postcode: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{1,2}\d[A-Z\d]?(\s*\d[A-Z]{2})?$/, { error: "Enter a postcode (LS6 1AA) or a postcode district (LS6)" })
      .optional(),
  ),
  price: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : priceText(v)) : v),
    z
      .number({ error: "Enter the price in pounds" })
      .int({ error: "Enter the price in whole pounds" })
      .min(10_000, { error: "Price must be at least £10,000" })
      .max(20_000_000, { error: "Price must be at most £20,000,000" }),
  ),
  type: z.enum(ANALYSIS_TYPES, { error: "Choose a property type" }),
  bedrooms: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : decimalText(v.trim())) : v ?? undefined),
    z
      .number({ error: "Bedrooms must be a number" })
      .int({ error: "Bedrooms must be a whole number" })
      .min(0, { error: "Bedrooms must be 0 or more" })
      .max(10, { error: "Bedrooms must be 10 or fewer" })
      .optional(),
  ),
};

/** The investor's own rent a month: within these, in pounds (decision 204). */
const RENT_MIN = 50;
const RENT_MAX = 50_000;

/** Optional ("£900", "1,250", "812.50", or a JSON number), valued at instead of the area's as the chat does (decisions 196, 204). */
const rent = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : poundsAndPence(v)) : v ?? undefined),
  z
    .number({ error: "Enter the rent in pounds a month" })
    .min(RENT_MIN, { error: `Rent must be at least £${RENT_MIN} a month` })
    .max(RENT_MAX, { error: "Rent must be at most £50,000 a month" })
    .optional(),
);

// `when`: said alongside any other field's error, so a form shows every problem at once.
const somewhere = (v: { place?: string; postcode?: string }) => Boolean(v?.place || v?.postcode);
const somewhereSaid = {
  error: "Enter a place or a postcode",
  path: ["place"],
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

/**
 * `POST /api/analyse`'s body and the /analyse form's fields. The API took no rent at first and
 * zod dropped one sent, so a client's own rent was valued at the area's without a word (decision 220).
 */
export const analyseRequestSchema = z.object({ ...fields, rent }).refine(somewhere, somewhereSaid);

export type AnalyseRequestBody = z.infer<typeof analyseRequestSchema>;
