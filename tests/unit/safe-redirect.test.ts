import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

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
