/**
 * One zod schema per account form, shared by conform in the browser, the form actions and
 * the JSON API. The messages are the spec's (section 5), word for word.
 */
import { z } from "zod";

export const emailField = z
  .string({ error: "Invalid email address" })
  .trim()
  .toLowerCase()
  .email({ error: "Invalid email address" })
  .max(254, { error: "Invalid email address" });

export const PASSWORD_HINT = "Must be at least 8 characters with uppercase, lowercase, and numbers";

export const newPasswordField = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, { error: "Password must be at least 8 characters" })
  .max(200, { error: "Password must be at most 200 characters" })
  .regex(/[A-Z]/, { error: "Password must contain at least one uppercase letter" })
  .regex(/[a-z]/, { error: "Password must contain at least one lowercase letter" })
  .regex(/[0-9]/, { error: "Password must contain at least one number" });

const firstName = z
  .string({ error: "First name is required" })
  .trim()
  .min(1, { error: "First name is required" })
  .max(100, { error: "First name too long" });
const lastName = z
  .string({ error: "Last name is required" })
  .trim()
  .min(1, { error: "Last name is required" })
  .max(100, { error: "Last name too long" });

/** Public forms carry a honeypot that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export const signupSchema = z.object({
  firstName,
  lastName,
  email: emailField,
  password: newPasswordField,
});

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(200, { error: "Invalid email or password. Please try again." }),
  redirectTo: z.string().optional(),
});

export const profileSchema = z.object({ firstName, lastName });

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, { error: "Current password is required" })
      .max(200),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: "Please confirm your new password" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "Passwords do not match",
  });

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
