import { describe, expect, it } from "vitest";
import { sourceUrls } from "../../db/import/update-cli";

describe("data:update's download addresses", () => {
  it("reads a DATA_* variable set to nothing as unset, so the official address is used (it downloaded from '' before)", () => {
    expect(sourceUrls({}, { DATA_PRICE_PAID_BASE_URL: "", DATA_UKHPI_BASE_URL: " ", DATA_RENTS_URL: "\t" })).toEqual({
      pricePaidBase: undefined,
      ukHpiBase: undefined,
      rentsUrl: undefined,
    });
  });

  it("takes a variable that is set, and an option over it", () => {
    const env = { DATA_PRICE_PAID_BASE_URL: "http://mirror.example/pp", DATA_UKHPI_BASE_URL: "http://mirror.example/hpi" };
    expect(sourceUrls({ "ukhpi-base": "http://other.example/hpi" }, env)).toEqual({
      pricePaidBase: "http://mirror.example/pp",
      ukHpiBase: "http://other.example/hpi",
      rentsUrl: undefined,
    });
  });
});
