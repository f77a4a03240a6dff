import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PlanChooser } from "~/components/plan-chooser";

const PROMISE = "All plans include secure payment processing. Cancel anytime.";

/** The chooser as a free user's refusal opens it (the region, as without JavaScript), under a root giving the install's checkout. */
async function renderChooser(checkout: boolean) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({
        user: { plan: "free", canAccessPremiumFeatures: false },
        env: { checkout, supportEmail: "support@example.com", salesEmail: "sales@example.com" },
      }),
      HydrateFallback: () => null,
      children: [{ index: true, Component: () => <PlanChooser closeTo="/analyse" /> }],
    },
  ]);
  render(<Stub initialEntries={["/?upgrade=search"]} />);
  await screen.findByRole("heading", { name: "Choose Your Plan" });
}

describe("PlanChooser (decision 195)", () => {
  it("promises secure payment processing where Pro can be bought", async () => {
    await renderChooser(true);
    expect(screen.getByText(PROMISE)).toBeTruthy();
    expect(screen.queryByText("Payment processing is not configured.")).toBeNull();
  });

  it("does not, beside 'Payment processing is not configured.', where it cannot", async () => {
    await renderChooser(false);
    expect(screen.getByText("Payment processing is not configured.")).toBeTruthy();
    expect(screen.queryByText(PROMISE)).toBeNull();
  });
});
