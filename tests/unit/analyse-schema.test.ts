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
