import { describe, expect, it } from "vitest";
import { analyseRequestSchema } from "~/lib/analyse-schema";

const read = (fields: Record<string, unknown>) => analyseRequestSchema.safeParse({ place: "Leeds", type: "flat", ...fields });
const messages = (fields: Record<string, unknown>) => read(fields).error?.issues.map((i) => i.message) ?? [];

describe("analyseRequestSchema", () => {
  it("reads a price written as pounds, with £, commas and spaces", () => {
    expect(read({ price: "£150,000" }).data?.price).toBe(150_000);
    expect(read({ price: " 150 000 " }).data?.price).toBe(150_000);
    expect(read({ price: 150_000 }).data?.price).toBe(150_000);
  });

  it("reads a price with a suffix, as the chat does", () => {
    expect(read({ price: "150k" }).data?.price).toBe(150_000);
    expect(read({ price: "£150K" }).data?.price).toBe(150_000);
    expect(read({ price: "1.2m" }).data?.price).toBe(1_200_000);
    expect(read({ price: "£250 thousand" }).data?.price).toBe(250_000);
  });

  it("refuses hex, exponent and other non-decimal spellings with the field's own message", () => {
    for (const price of ["0x30000", "1e5", "Infinity", "150 grand please", "lots"]) expect(messages({ price }), price).toEqual(["Enter the price in pounds"]);
    expect(messages({ price: "-5" })).toEqual(["Price must be at least £10,000"]);
  });

  it("says what is wrong with a bedroom count", () => {
    expect(read({ price: "150000", bedrooms: "2" }).data?.bedrooms).toBe(2);
    expect(messages({ price: "150000", bedrooms: "-1" })).toEqual(["Bedrooms must be 0 or more"]);
    expect(messages({ price: "150000", bedrooms: -1 })).toEqual(["Bedrooms must be 0 or more"]);
    expect(messages({ price: "150000", bedrooms: "0x2" })).toEqual(["Bedrooms must be a number"]);
    expect(messages({ price: "150000", bedrooms: "2.5" })).toEqual(["Bedrooms must be a whole number"]);
  });
});

describe("the investor's own rent, on the form and the JSON API (decisions 204, 220)", () => {
  const form = (rent: unknown) => analyseRequestSchema.safeParse({ place: "Leeds", type: "flat", price: "150000", rent });
  const said = (rent: unknown) => form(rent).error?.issues.map((i) => ({ path: i.path, message: i.message })) ?? [];

  it("reads a month's rent in pounds, with £, commas and pence; empty is none", () => {
    expect(form("900").data?.rent).toBe(900);
    expect(form(" £1,250 ").data?.rent).toBe(1_250);
    expect(form("812.50").data?.rent).toBe(812.5);
    expect(form("").data?.rent).toBeUndefined();
    expect(form(undefined).data?.rent).toBeUndefined();
  });

  it("refuses what is no sum, and a rent out of bounds, on the rent field", () => {
    for (const rent of ["lots", "900pcm", "1e3", "-900", "12.345"]) expect(said(rent), rent).toEqual([{ path: ["rent"], message: "Enter the rent in pounds a month" }]);
    expect(said("49")).toEqual([{ path: ["rent"], message: "Rent must be at least £50 a month" }]);
    expect(said("50001")).toEqual([{ path: ["rent"], message: "Rent must be at most £50,000 a month" }]);
  });

  it("reads POST /api/analyse's rent as a JSON number too, within the same bounds", () => {
    expect(analyseRequestSchema.safeParse({ place: "Leeds", type: "flat", price: 150000, rent: 900 }).data?.rent).toBe(900);
    expect(analyseRequestSchema.safeParse({ place: "Leeds", type: "flat", price: 150000, rent: 20 }).success).toBe(false);
    expect(analyseRequestSchema.safeParse({ place: "Leeds", type: "flat", price: 150000, rent: null }).data?.rent).toBeUndefined();
  });
});
