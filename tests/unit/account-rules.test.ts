/**
 * The browser's validator (account-rules.ts, no zod) and the server's zod schemas built from the
 * same rules must agree: same fields in error, same messages in the same order, same values.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  EMAIL_PATTERN,
  LOGIN_FORM,
  PASSWORD_CHANGE_FORM,
  PROFILE_FORM,
  SIGNUP_FORM,
  validateForm,
  type FormRules,
} from "~/lib/account-rules";
import { loginSchema, passwordChangeSchema, profileSchema, signupSchema } from "~/lib/account-schemas";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

function both(rules: FormRules, schema: z.ZodType, fields: Record<string, string>) {
  const client = validateForm(rules, form(fields));
  const server = parseWithZod(form(fields), { schema });
  return {
    client: client.status === "success" ? { value: client.value } : { error: client.error },
    server: server.status === "success" ? { value: server.value } : { error: server.error },
  };
}

const long = (n: number) => "a".repeat(n);

const CASES: [string, FormRules, z.ZodType, Record<string, string>[]][] = [
  [
    "signup",
    SIGNUP_FORM,
    signupSchema,
    [
      {},
      { firstName: "  ", lastName: "Smith", email: "not-an-email", password: "short" },
      { firstName: "Ann", lastName: long(101), email: ` ANN@Example.COM `, password: "alllowercase1" },
      { firstName: "Ann", lastName: "Lee", email: `${long(250)}@x.co`, password: "NOLOWER123" },
      { firstName: " Ann ", lastName: "Lee", email: "ann@example.com", password: "Investor2025" },
      { firstName: "Ann", lastName: "Lee", email: "ann@example.com", password: `Aa1${long(200)}` },
    ],
  ],
  [
    "login",
    LOGIN_FORM,
    loginSchema,
    [{}, { email: "a@b", password: "" }, { email: "Ann@Example.com", password: "x" }, { email: "ann@example.com", password: long(201) }],
  ],
  ["profile", PROFILE_FORM, profileSchema, [{}, { firstName: "A", lastName: " " }, { firstName: " A ", lastName: "B" }]],
  [
    "password change",
    PASSWORD_CHANGE_FORM,
    passwordChangeSchema,
    [
      {},
      { currentPassword: "old", newPassword: "Investor2025", confirmPassword: "Investor2026" },
      { currentPassword: "old", newPassword: "weak", confirmPassword: "other" },
      { currentPassword: "old", newPassword: "Investor2025", confirmPassword: "Investor2025" },
      { currentPassword: "Investor2025", newPassword: "Investor2025", confirmPassword: "Investor2025" },
      { currentPassword: "Investor2025", newPassword: "Investor2025", confirmPassword: "Investor2026" },
      { currentPassword: "weak", newPassword: "weak", confirmPassword: "weak" },
    ],
  ],
];

describe("the browser's validator agrees with the server's zod schemas", () => {
  for (const [name, rules, schema, inputs] of CASES) {
    it(`${name}: same errors and values`, () => {
      for (const fields of inputs) {
        const { client, server } = both(rules, schema, fields);
        expect(client, JSON.stringify(fields)).toEqual(server);
      }
    });
  }

  it("uses zod's own email pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it("reports the spec's messages", () => {
    const { client } = both(SIGNUP_FORM, signupSchema, { firstName: "", lastName: "L", email: "x", password: "abc" });
    expect(client).toEqual({
      error: {
        firstName: ["First name is required"],
        email: ["Invalid email address"],
        password: [
          "Password must be at least 8 characters",
          "Password must contain at least one uppercase letter",
          "Password must contain at least one number",
        ],
      },
    });
  });

  it("refuses a new password that is the current one, on the new password's field", () => {
    const fields = { currentPassword: "Investor2025", newPassword: "Investor2025", confirmPassword: "Investor2025" };
    const { client, server } = both(PASSWORD_CHANGE_FORM, passwordChangeSchema, fields);
    expect(server).toEqual({
      error: { newPassword: ["Choose a new password that is different from your current one"] },
    });
    expect(client).toEqual(server);
  });
});
