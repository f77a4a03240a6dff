/**
 * One zod schema per account form, for the form actions and the JSON API, built from the rules
 * in account-rules.ts (which the browser checks without zod). The messages are the spec's
 * (section 5), word for word.
 */
import { z } from "zod";
import { safeRedirect } from "./safe-redirect";
import {
  CONFIRM_PASSWORD_RULE,
  CURRENT_PASSWORD_RULE,
  EMAIL_RULE,
  FIRST_NAME_RULE,
  LAST_NAME_RULE,
  LOGIN_PASSWORD_RULE,
  NEW_PASSWORD_RULE,
  PASSWORD_CHANGE_FORM,
  type TextRule,
} from "./account-rules";

export { HONEYPOT_FIELD, PASSWORD_HINT } from "./account-rules";

/** The zod string for a rule: its required message, trimming, then its checks in order. */
export function textField(rule: TextRule) {
  let field = z.string({ error: rule.required });
  if (rule.trim) field = field.trim();
  if (rule.lowercase) field = field.toLowerCase();
  for (const check of rule.checks ?? []) {
    if ("min" in check) field = field.min(check.min, { error: check.message });
    else if ("max" in check) field = field.max(check.max, { error: check.message });
    else field = field.regex(check.pattern, { error: check.message });
  }
  return field;
}

export const emailField = textField(EMAIL_RULE);
export const newPasswordField = textField(NEW_PASSWORD_RULE);
const firstName = textField(FIRST_NAME_RULE);
const lastName = textField(LAST_NAME_RULE);

export const signupSchema = z.object({
  firstName,
  lastName,
  email: emailField,
  password: newPasswordField,
});

/**
 * The plan a visitor chose on the landing page, carried to sign-up as `/signup?plan=pro` and
 * posted back with the form (decision 210). Only "pro" means anything; any other value, or none,
 * is ignored (undefined), never an error.
 */
export const chosenPlanSchema = z.enum(["pro"]).optional().catch(undefined);

/**
 * Where a new account goes: a Pro chooser on to Pro's checkout; a visitor the log-in page sent
 * here on to where it was taking them (`redirectTo`, decision 216); everyone else to the chat.
 */
export function afterSignupPath(plan: z.infer<typeof chosenPlanSchema>, redirectTo?: unknown): string {
  return plan === "pro" ? "/subscribe" : safeRedirect(redirectTo);
}

export const loginSchema = z.object({
  email: emailField,
  password: textField(LOGIN_PASSWORD_RULE),
  redirectTo: z.string().optional(),
});

export const profileSchema = z.object({ firstName, lastName });

const { differ, same } = PASSWORD_CHANGE_FORM;

/** The new password must not be the current one, and its confirmation must match it. */
export const passwordChangeSchema = z
  .object({
    currentPassword: textField(CURRENT_PASSWORD_RULE),
    newPassword: newPasswordField,
    confirmPassword: textField(CONFIRM_PASSWORD_RULE),
  })
  .refine((v: Record<string, string>) => v[differ.field] !== v[differ.as], { path: [differ.field], error: differ.message })
  .refine((v: Record<string, string>) => v[same.field] === v[same.as], { path: [same.field], error: same.message });

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
