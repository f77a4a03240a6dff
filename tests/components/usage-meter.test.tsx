import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { UsageMeter } from "~/components/layout/usage-meter";

type Usage = Parameters<typeof UsageMeter>[0]["usage"];

const usage = (searchesUsed: number, questionsUsed = 0): Usage => ({
  plan: "free",
  searchesUsed,
  questionsUsed,
  searchLimit: 3,
  questionLimit: 2,
});

async function renderMeter(value: Usage) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <main>
          <h1>Dashboard</h1>
          <UsageMeter usage={value} />
        </main>
      ),
    },
  ]);
  const result = render(<Stub />);
  // The stub renders the route after its first (empty) navigation.
  await screen.findByRole("heading", { name: "Dashboard" });
  return result;
}

/** The label (tone, and its words: name and count) and the progress bar of one meter. */
function meter(name: "Searches" | "Questions") {
  const bar = screen.getByRole("progressbar", { name: new RegExp(`^${name}`) });
  const label = document.querySelector(`label[for="${bar.id}"]`)!;
  const text = [...label.children].map((c) => c.textContent!.replace(/\s+/g, " ").trim()).join(": ");
  return { bar, label, text };
}

describe("UsageMeter", () => {
  it("shows what is left in words, a progress bar, and the way to upgrade", async () => {
    await renderMeter(usage(1, 0));
    const searches = meter("Searches");
    expect(searches.text).toBe("Searches: 2 of 3 left");
    expect(searches.bar.getAttribute("max")).toBe("3");
    expect(searches.bar.getAttribute("value")).toBe("1");
    expect(meter("Questions").text).toBe("Questions: 2 of 2 left");
    const region = screen.getByRole("region", { name: "Free plan usage" });
    // Straight to Pro's checkout, as every "Upgrade to Pro" goes (decision 210).
    expect(within(region).getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/subscribe");
  });

  it("normal tone with more than one left", async () => {
    await renderMeter(usage(1));
    const { label, bar } = meter("Searches");
    expect(bar.className).toMatch(/emerald/);
    expect(`${label.className} ${bar.className}`).not.toMatch(/orange|red/);
  });

  it("orange at one left, and the words say one is left", async () => {
    await renderMeter(usage(2, 1));
    for (const name of ["Searches", "Questions"] as const) {
      const { label, bar, text } = meter(name);
      expect(label.className).toMatch(/orange/);
      expect(bar.className).toMatch(/orange/);
      expect(text).toMatch(new RegExp(`^${name}: 1 of [32] left$`));
    }
  });

  it("red at zero, and the words say none is left (never below zero)", async () => {
    await renderMeter(usage(5, 2));
    const searches = meter("Searches");
    expect(searches.label.className).toMatch(/red/);
    expect(searches.bar.className).toMatch(/red/);
    expect(searches.text).toBe("Searches: 0 of 3 left");
    expect(meter("Questions").text).toBe("Questions: 0 of 2 left");
  });

  it("renders nothing on paid plans (no limits)", async () => {
    const { container } = await renderMeter({ ...usage(7, 9), plan: "pro", searchLimit: null, questionLimit: null });
    expect(container.querySelector("section")).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
