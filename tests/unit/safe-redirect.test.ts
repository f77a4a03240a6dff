import { describe, expect, it } from "vitest";
import { afterSignupPath } from "~/lib/account-schemas";
import { onwardPath, safeRedirect } from "~/lib/safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/analytics", "/analytics"],
    ["/account?tab=1", "/account?tab=1"],
    ["//evil.example", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["https://evil.example", "/dashboard"],
    ["javascript:alert(1)", "/dashboard"],
    ["", "/dashboard"],
    [undefined, "/dashboard"],
    ["/ok\nSet-Cookie: x", "/dashboard"],
    // A target is at most 2,000 characters (a longer one is refused, not cut).
    [`/chat?q=${"a".repeat(1_992)}`, `/chat?q=${"a".repeat(1_992)}`],
    [`/chat?q=${"a".repeat(1_993)}`, "/dashboard"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe("afterSignupPath (decisions 210 and 216)", () => {
  it.each([
    [undefined, undefined, "/dashboard"],
    [undefined, "/billing", "/billing"],
    [undefined, "/api/deals/abc/pdf", "/api/deals/abc/pdf"],
    [undefined, "//evil.example", "/dashboard"],
    [undefined, "https://evil.example", "/dashboard"],
    ["pro" as const, "/billing", "/subscribe"],
  ])("plan %s with redirectTo %s goes to %s", (plan, redirectTo, expected) => {
    expect(afterSignupPath(plan, redirectTo)).toBe(expected);
  });
});

describe("onwardPath", () => {
  it("keeps a safe path and drops anything else", () => {
    expect(onwardPath("/plan")).toBe("/plan");
    expect(onwardPath("//evil.example")).toBeNull();
    expect(onwardPath(null)).toBeNull();
    expect(onwardPath("")).toBeNull();
  });
});
