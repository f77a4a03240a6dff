import { render, screen } from "@testing-library/react";
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
  it("has no Dismiss button in the server's HTML (it could not work), but a Dismiss checkbox that CSS reads (decision 103)", () => {
    const html = renderToString(<Toaster toast={TOAST} />);
    expect(html).toContain("Search Limit Reached");
    expect(html).not.toMatch(/<button[^>]*>Dismiss/);
    expect(html).toMatch(/<label[^>]*><input type="checkbox" data-toast-dismiss="[^"]*" class="sr-only"\/>Dismiss<\/label>/);
    expect(html).toMatch(/<section data-toast-region="true" data-static=""/);
  });

  it("offers Dismiss once the page's script runs", () => {
    render(<Toaster toast={TOAST} />);
    expect(screen.getByText("Search Limit Reached")).toBeDefined();
    expect(screen.getByRole("button", { name: "Dismiss" })).toBeDefined();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
