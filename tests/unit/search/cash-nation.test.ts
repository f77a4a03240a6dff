/**
 * The server's reading of a cash budget takes the searched place's purchase tax (decision 100):
 * a town named by text is in the nation of its council, as the shipped sales record it.
 */
import { describe, expect, it } from "vitest";
import { readRequest } from "~/server/deal-search.server";
import { getGazetteer } from "~/server/places.server";
import { useTempDatabase } from "../../support/db";

const db = useTempDatabase("file");

describe("a cash ceiling read on the server", () => {
  it("knows a Welsh town's nation through its council, and an English one's", () => {
    const gazetteer = getGazetteer(db());
    const cardiff = gazetteer.lookup("Cardiff")!;
    expect(cardiff.kind).toBe("town");
    expect(gazetteer.nationOf?.(cardiff)).toBe("wales");
    expect(gazetteer.nationOf?.(gazetteer.lookup("Salford")!)).toBe("england");
  });

  it("reads £60,000 in Cardiff with LTT (£186,000) and in Salford with SDLT (£183,000)", () => {
    const cardiff = readRequest(db(), { query: "I have £60k saved, find me houses in Cardiff" });
    expect(cardiff.criteria).toMatchObject({ cash: 60_000, cashNation: "wales", maxPrice: 186_000 });
    expect(cardiff.used).toContain(
      "up to £186,000, what £60,000 of cash buys with a 25% deposit, fees and Wales's Land Transaction Tax (LTT) as an additional property",
    );
    expect(readRequest(db(), { query: "I have £60k saved, find me houses in Salford" }).criteria).toMatchObject({ cashNation: "england", maxPrice: 183_000 });
  });
});
