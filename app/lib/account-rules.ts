/**
 * The account forms' rules as plain data (the spec's messages, section 5, word for word). The
 * server builds its zod schemas from them (account-schemas.ts); the browser checks them with the
 * tiny validator below, so the login, signup and account pages do not ship zod. The server
 * always checks again: this only saves a round trip.
 */
import { parse, type Submission } from "@conform-to/react";

export type TextRule = {
  /** The message for a missing or empty value (conform sends an empty field as missing). */
  required: string;
  trim?: boolean;
  lowercase?: boolean;
  /** The checks after trimming, in the order their messages are reported. */
  checks?: readonly Check[];
};

export type Check =
  | { readonly min: number; readonly message: string }
  | { readonly max: number; readonly message: string }
  | { readonly pattern: RegExp; readonly message: string };

/** zod 4's own email pattern (`z.regexes.email`, a unit test keeps them equal). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Public forms carry a honeypot that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export const PASSWORD_HINT = "Must be at least 8 characters with uppercase, lowercase, and numbers";

export const EMAIL_RULE = {
  required: "Invalid email address",
  trim: true,
  lowercase: true,
  checks: [
    { pattern: EMAIL_PATTERN, message: "Invalid email address" },
    { max: 254, message: "Invalid email address" },
  ],
} as const satisfies TextRule;

export const NEW_PASSWORD_RULE = {
  required: "Password must be at least 8 characters",
  checks: [
    { min: 8, message: "Password must be at least 8 characters" },
    { max: 200, message: "Password must be at most 200 characters" },
    { pattern: /[A-Z]/, message: "Password must contain at least one uppercase letter" },
    { pattern: /[a-z]/, message: "Password must contain at least one lowercase letter" },
    { pattern: /[0-9]/, message: "Password must contain at least one number" },
  ],
} as const satisfies TextRule;

export const LOGIN_PASSWORD_RULE = {
  required: "Password is required",
  checks: [
    { min: 1, message: "Password is required" },
    { max: 200, message: "Invalid email or password. Please try again." },
  ],
} as const satisfies TextRule;

export const CURRENT_PASSWORD_RULE = {
  required: "Current password is required",
  checks: [
    { min: 1, message: "Current password is required" },
    { max: 200, message: "Password must be at most 200 characters" },
  ],
} as const satisfies TextRule;

export const CONFIRM_PASSWORD_RULE = { required: "Please confirm your new password" } as const satisfies TextRule;

const nameRule = (label: string) =>
  ({
    required: `${label} is required`,
    trim: true,
    checks: [
      { min: 1, message: `${label} is required` },
      { max: 100, message: `${label} too long` },
    ],
  }) as const;
export const FIRST_NAME_RULE = nameRule("First name") satisfies TextRule;
export const LAST_NAME_RULE = nameRule("Last name") satisfies TextRule;

export const PASSWORDS_DIFFER = "Passwords do not match";
export const NEW_PASSWORD_SAME_AS_CURRENT = "Choose a new password that is different from your current one";

/** A field that must (`same`) or must not (`differ`) equal another, the error on `field`. */
export type FieldPair = { field: string; as: string; message: string };

/**
 * Each form's fields; `same` pairs a confirmation with the field it must equal, `differ` a field
 * with one it must not equal (the new password and the current one).
 */
export type FormRules = { fields: Record<string, TextRule>; same?: FieldPair; differ?: FieldPair };

export const LOGIN_FORM = { fields: { email: EMAIL_RULE, password: LOGIN_PASSWORD_RULE } } satisfies FormRules;
export const SIGNUP_FORM = {
  fields: { firstName: FIRST_NAME_RULE, lastName: LAST_NAME_RULE, email: EMAIL_RULE, password: NEW_PASSWORD_RULE },
} satisfies FormRules;
export const PROFILE_FORM = { fields: { firstName: FIRST_NAME_RULE, lastName: LAST_NAME_RULE } } satisfies FormRules;
export const PASSWORD_CHANGE_FORM = {
  fields: { currentPassword: CURRENT_PASSWORD_RULE, newPassword: NEW_PASSWORD_RULE, confirmPassword: CONFIRM_PASSWORD_RULE },
  same: { field: "confirmPassword", as: "newPassword", message: PASSWORDS_DIFFER },
  differ: { field: "newPassword", as: "currentPassword", message: NEW_PASSWORD_SAME_AS_CURRENT },
} satisfies FormRules;

/** The messages a value breaks, in the order zod reports them (all of them, as zod does). */
export function checkText(rule: TextRule, raw: unknown): { value?: string; errors: string[] } {
  if (typeof raw !== "string" || raw === "") return { errors: [rule.required] };
  let value = rule.trim ? raw.trim() : raw;
  if (rule.lowercase) value = value.toLowerCase();
  const errors = (rule.checks ?? []).filter((c) => !passes(c, value)).map((c) => c.message);
  return { value, errors };
}

function passes(check: Check, value: string) {
  if ("min" in check) return value.length >= check.min;
  if ("max" in check) return value.length <= check.max;
  return check.pattern.test(value);
}

/** Conform's `onValidate` for a form: the same Submission shape `parseWithZod` gives. */
export function validateForm<F extends FormRules>(
  rules: F,
  formData: FormData,
): Submission<{ [K in keyof F["fields"]]: string }> {
  return parse<{ [K in keyof F["fields"]]: string }, string[]>(formData, {
    resolve(payload) {
      const value: Record<string, unknown> = { ...payload };
      const error: Record<string, string[]> = {};
      let missing = false;
      for (const [name, rule] of Object.entries(rules.fields)) {
        const checked = checkText(rule, payload[name]);
        if (checked.value === undefined) missing = true;
        if (checked.errors.length) error[name] = checked.errors;
        else value[name] = checked.value;
      }
      // Like zod's refines on the object, in their order: skipped only when a field is missing
      // altogether; an error joins the field's own.
      const fail = (pair: FieldPair) => (error[pair.field] = [...(error[pair.field] ?? []), pair.message]);
      if (rules.differ && !missing && payload[rules.differ.field] === payload[rules.differ.as]) fail(rules.differ);
      if (rules.same && !missing && payload[rules.same.field] !== payload[rules.same.as]) fail(rules.same);
      return Object.keys(error).length ? { error } : { value: value as { [K in keyof F["fields"]]: string } };
    },
  });
}

/** The native constraints conform puts on the inputs (every rule here is a required field). */
export function constraintsOf(rules: FormRules) {
  return Object.fromEntries(Object.keys(rules.fields).map((name) => [name, { required: true }]));
}
