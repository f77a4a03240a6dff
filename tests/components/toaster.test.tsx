import { fireEvent, render, screen } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/components/toaster";
import type { Toast } from "~/server/toast.server";

const TOAST: Toast = {
  id: "t1",
  title: "Search Limit Reached",
  description: "You've used all your free searches. Upgrade to Pro for unlimited searches.",
  variant: "destructive",
};

describe("Toaster", () => {
  it("has a Dismiss button in the server's HTML, in a form the browser closes the toast with, no checkbox (decision 200)", () => {
    const html = renderToString(<Toaster toast={TOAST} />);
    expect(html).toContain("Search Limit Reached");
    expect(html).toMatch(/<dialog open="" data-toast="true" aria-labelledby="([^"]+)"[^>]*>.*<p id="\1"[^>]*>Search Limit Reached<\/p>/);
    expect(html).toMatch(/<form method="dialog"><button type="submit"[^>]*>Dismiss<\/button><\/form>/);
    expect(html).not.toContain("checkbox");
    expect(html).toMatch(/<section data-toast-region="true" data-static=""/);
  });

  it("keeps the server's toast as drawn when the page hydrates: nothing is put into the live region again (decision 222)", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Toaster toast={TOAST} />);
    document.body.append(container);
    const live = container.querySelector("[aria-live]")!;
    const drawn = live.firstElementChild;
    expect(drawn?.tagName).toBe("DIALOG");
    const root = await act(async () => hydrateRoot(container, <Toaster toast={TOAST} />));
    try {
      // Hydrated (the server-only marker is gone), the same element, still named by its title.
      expect(container.querySelector("[data-toast-region]")!.hasAttribute("data-static")).toBe(false);
      expect(live.firstElementChild).toBe(drawn);
      expect(screen.getByRole("dialog", { name: "Search Limit Reached" })).toBe(drawn);
      // Its Dismiss goes through the page's script now.
      fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
      expect(screen.queryByText("Search Limit Reached")).toBeNull();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it("dismisses with its button once the page's script runs, and a toast it draws itself is no dialog", () => {
    render(<Toaster toast={TOAST} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Search Limit Reached")).toBeNull();
  });
});
