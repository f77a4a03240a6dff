import { describe, expect, it } from "vitest";
import { addressKey } from "~/server/address-key.server";

describe("addressKey: what a per-address limit counts under", () => {
  it("counts an IPv6 address as its /64, however it is written", () => {
    expect(addressKey("2001:db8:7:1::1")).toBe("2001:db8:7:1::/64");
    expect(addressKey("2001:0db8:0007:0001:ffff:ffff:ffff:fffe")).toBe("2001:db8:7:1::/64");
    expect(addressKey("2001:DB8:7:1:0:0:0:9")).toBe("2001:db8:7:1::/64");
    expect(addressKey("2001:db8:7:2::1")).toBe("2001:db8:7:2::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4 address as itself, also when IPv4-mapped", () => {
    expect(addressKey("192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("192.0.2.2")).not.toBe(addressKey("192.0.2.1"));
  });

  it("keeps anything it cannot read as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
    expect(addressKey("")).toBe("");
  });
});
