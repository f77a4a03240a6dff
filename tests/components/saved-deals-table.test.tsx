import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SavedDealsTable } from "~/components/analytics/saved-deals-table";
import type { AnalyticsDeal } from "~/lib/analytics";
import { savedDeal as deal } from "./analytics-deals";

async function renderTable(deals: AnalyticsDeal[]) {
  const Stub = createRoutesStub([
    {
      path: "/analytics",
      Component: () => <SavedDealsTable saved={{ deals, page: 1, pages: 1, total: deals.length, first: 1 }} />,
    },
  ]);
  render(<Stub initialEntries={["/analytics"]} />);
  await screen.findByRole("table");
}

/**
 * The ROI cell's value in the row headed by the deal's title, as a screen reader reads it: the
 * label a narrow screen shows above it ("ROI", decision 214) is hidden from them.
 */
function roiOf(title: string) {
  const row = screen.getByRole("rowheader", { name: title }).closest("tr")!;
  const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
  const cell = within(row).getAllByRole("cell")[headers.indexOf("ROI") - 1]!.cloneNode(true) as HTMLElement;
  const labels = [...cell.querySelectorAll("[aria-hidden='true']")];
  expect(labels.map((l) => l.textContent)).toEqual(["ROI"]);
  labels.forEach((l) => l.remove());
  return cell.textContent;
}

describe("SavedDealsTable", () => {
  it("gives a deal's ROI as its card and its page do: a + sign when positive", async () => {
    const deals = [deal(1, 15.46), deal(2, -3.2), deal(3, 0)];
    await renderTable(deals);
    expect(roiOf(deals[0]!.title)).toBe("+15.5%");
    expect(roiOf(deals[1]!.title)).toBe("-3.2%");
    expect(roiOf(deals[2]!.title)).toBe("0.0%");
  });

  it("says beside a past sale's price that it is an estimated value, as its card does", async () => {
    const indexed = { ...deal(1, 5.7), price: 187_129, priceCaption: "est. value at July 2025 prices" };
    await renderTable([indexed, deal(2, 18)]);
    const cells = (title: string) => within(screen.getByRole("rowheader", { name: title }).closest("tr")!).getAllByRole("cell");
    expect(cells(indexed.title)[2]!.textContent).toBe("Price£187,129est. value at July 2025 prices");
    expect(cells(deal(2, 18).title)[2]!.textContent).toBe("Price£110,000");
  });
});
