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
  it("has no Dismiss button in the server's HTML: without JavaScript it could not work (the toast fades by itself)", () => {
    const html = renderToString(<Toaster toast={TOAST} />);
    expect(html).toContain("Search Limit Reached");
    expect(html).not.toContain("Dismiss");
  });

  it("offers Dismiss once the page's script runs", () => {
    render(<Toaster toast={TOAST} />);
    expect(screen.getByText("Search Limit Reached")).toBeDefined();
    expect(screen.getByRole("button", { name: "Dismiss" })).toBeDefined();
  });
});
