import { describe, expect, it } from "vitest";
import { isPageNavigation } from "~/server/auth.server";

/** A request to a resource route with this method and Accept header (none when undefined). */
function request(accept: string | undefined, method = "GET"): Request {
  const headers = new Headers();
  if (accept !== undefined) headers.set("Accept", accept);
  return new Request("http://localhost/deals/1/pdf", { method, headers });
}

describe("isPageNavigation: a browser opening an address (decision 209)", () => {
  it.each([
    ["Chromium's navigation", "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"],
    ["Firefox's navigation", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"],
    ["HTML ranked above JSON by q", "application/json;q=0.5, text/html"],
    ["a type range ranked above JSON", "text/*, application/json;q=0.2"],
    ["upper case and spaces", "TEXT/HTML ; q=1, Application/JSON ; q=0.1"],
  ])("%s is one", (_name, accept) => {
    expect(isPageNavigation(request(accept))).toBe(true);
    expect(isPageNavigation(request(accept, "HEAD"))).toBe(true);
  });

  it.each([
    ["no Accept (curl without -H)", undefined],
    ["an empty Accept", ""],
    ["anything equally (fetch, curl)", "*/*"],
    ["JSON asked for", "application/json"],
    ["JSON ranked above HTML", "text/html;q=0.5, application/json"],
    ["HTML refused", "text/html;q=0, */*"],
    ["a malformed q", "text/html;q=abc, application/json"],
  ])("%s is not one", (_name, accept) => {
    expect(isPageNavigation(request(accept))).toBe(false);
  });

  it("a POST is never one, whatever it accepts", () => {
    expect(isPageNavigation(request("text/html", "POST"))).toBe(false);
  });
});
