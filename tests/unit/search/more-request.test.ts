import { describe, expect, it } from "vitest";
import { asksForMore } from "~/lib/search/more-request";

describe("asksForMore (decision 116)", () => {
  it("reads a request for the next page, however it is put", () => {
    for (const m of ["show me more", "more results", "next 10", "any others?", "Show me more!", "more please", "the next 10", "show me the next 10 results", "next page", "are there any more?", "other options", "what else is there?", "load more", "10 more please", "can you show me more?", "ok, show me more", "any other deals?", "more like these", "thanks, any others?", "show me more properties"]) {
      expect(asksForMore(m), m).toBe(true);
    }
  });

  it("leaves anything more than that to its own route", () => {
    for (const m of ["tell me more", "tell me more about the first one", "more about the first one", "more houses in Leeds", "show me more flats", "what are the other costs?", "is there a next step", "the next one", "what else should I check", "more than 10% yield", "anything else", "what about flats instead"]) {
      expect(asksForMore(m), m).toBe(false);
    }
  });
});
