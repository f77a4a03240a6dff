import { fireEvent, render, screen } from "@testing-library/react";
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

  it("dismisses with its button once the page's script runs, and is then no dialog", () => {
    render(<Toaster toast={TOAST} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Search Limit Reached")).toBeNull();
  });
});
