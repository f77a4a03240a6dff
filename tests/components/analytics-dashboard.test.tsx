import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AnalyticsDashboard } from "~/components/analytics/analytics-dashboard";
import { analyse, savedDealsPage, type AnalyticsDeal } from "~/lib/analytics";
import { savedDeal as deal } from "./analytics-deals";

async function renderDashboard(deals: AnalyticsDeal[]) {
  const Stub = createRoutesStub([
    { path: "/analytics", Component: () => <AnalyticsDashboard analytics={analyse(deals)} saved={savedDealsPage(deals, 1)} /> },
  ]);
  render(<Stub initialEntries={["/analytics"]} />);
  await screen.findByRole("table");
}

/** The figure a summary card gives under its label. */
const summary = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling!.textContent;

describe("AnalyticsDashboard", () => {
  it("gives the average ROI as the rows give each ROI: a + sign when positive (decision 245)", async () => {
    await renderDashboard([deal(1, 15.46), deal(2, 7)]);
    expect(summary("Avg. ROI")).toBe("+11.2%");
    expect(screen.getAllByText("+15.5%").length).toBeGreaterThan(0);
  });

  it("says a negative or nil average as it is", async () => {
    await renderDashboard([deal(1, -3), deal(2, -3.4)]);
    expect(summary("Avg. ROI")).toBe("-3.2%");
  });
});
