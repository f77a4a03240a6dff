import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage, errorTitle } from "~/components/error-page";

async function renderStatus(status: number) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ErrorPage status={status} /> }]);
  render(<Stub />);
  return screen.findByRole("heading", { level: 1 });
}

const CASES: [number, string, RegExp][] = [
  [400, "Bad Request", /could not be understood/],
  [403, "Forbidden", /do not have permission/],
  [404, "404 Page Not Found", /does not exist or has been moved/],
  [413, "Request Too Large", /too large/],
  [429, "Too Many Requests", /wait a moment/],
  [500, "Something went wrong", /unexpected error/],
];

describe("ErrorPage", () => {
  for (const [status, title, body] of CASES) {
    it(`${status}: '${title}' as the one h1 and the document title (with the app's name), with its text`, async () => {
      const h1 = await renderStatus(status);
      expect(h1.textContent).toBe(title);
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      // The document title names the app, as every other page's does.
      expect(document.title).toBe(`${title} · DealFinder AI`);
      expect(screen.getByText(body)).toBeDefined();
      expect(errorTitle(status)).toBe(title);
    });
  }

  it("any other status gets the 500 texts", async () => {
    const h1 = await renderStatus(502);
    expect(h1.textContent).toBe("Something went wrong");
    expect(errorTitle(418)).toBe("Something went wrong");
  });

  it("is a focusable main landmark with a link home", async () => {
    await renderStatus(404);
    const main = screen.getByRole("main");
    expect(main.id).toBe("main");
    expect(main.getAttribute("tabindex")).toBe("-1");
    expect(screen.getByRole("link", { name: "Go back home" }).getAttribute("href")).toBe("/");
  });
});
