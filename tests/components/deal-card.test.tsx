import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DealCard } from "~/components/deals/deal-card";

type Card = Parameters<typeof DealCard>[0]["deal"];

const base: Card = {
  id: 7,
  title: "Flat (likely 2-bed), Whitlock Drive",
  location: "London, Greater London",
  propertyType: "Apartment",
  price: 178_909,
  roi: 18.5,
  yield: 16.3,
  score: 82,
  imageUrl: null,
  status: "sold",
  soldDate: "2015-09-21",
  soldPrice: 150_000,
  valueMonth: "2025-07",
  sourceWebsite: null,
  confidence: null,
  monthlyRent: null,
  rentSourceLine: null,
  locked: true,
  saved: false,
};

async function renderCard(deal: Card) {
  cleanup();
  const Stub = createRoutesStub([{ path: "/", Component: () => <DealCard deal={deal} /> }]);
  render(<Stub />);
  return screen.findByRole("article", { name: deal.title });
}

/** The term (dt) that describes the price figure, as a screen reader reads it. */
function priceTerm(card: HTMLElement) {
  const figure = within(card).getByText(/^£[\d,]+$/);
  return figure.previousElementSibling!.textContent!.replace(/\s+/g, " ").trim();
}

describe("the deal card's price", () => {
  it("says a past sale's price is its estimated value, dated by the index month, beside the price paid", async () => {
    const card = await renderCard(base);
    // The UK HPI's last month, not "today": it ran to July 2025, 16 months before these tests' date.
    expect(priceTerm(card)).toBe("Price est. value at July 2025 prices");
    expect(within(card).getByText(/Sold for £150,000 on 21 September 2015/)).toBeTruthy();
  });

  it("is plain 'Price' when the figure is the price paid or an asking price", async () => {
    expect(priceTerm(await renderCard({ ...base, id: 8, price: 150_000 }))).toBe("Price");
    expect(
      priceTerm(await renderCard({ ...base, id: 9, status: "for_sale", soldDate: null, soldPrice: null, sourceWebsite: "example.co.uk" })),
    ).toBe("Price");
  });
});

/** The card's terms and their figures, in order, as a screen reader pairs them. */
function rows(card: HTMLElement) {
  return [...card.querySelectorAll("dt")].map((dt) => {
    const dd = dt.nextElementSibling!;
    expect(dd.tagName).toBe("DD");
    return `${dt.textContent!.replace(/\s+/g, " ").trim()}: ${dd.textContent}`;
  });
}

describe("the deal card's rent (decision 215)", () => {
  const rent: Pick<Card, "monthlyRent" | "rentSourceLine"> = {
    monthlyRent: 1969,
    rentSourceLine: "ONS Price Index of Private Rents, May 2026 (provisional), Leeds",
  };

  it("says the rent a month the yield is worked from, beside the yield, with its dated source", async () => {
    const card = await renderCard({ ...base, ...rent });
    expect(rows(card)).toEqual([
      "Price est. value at July 2025 prices: £178,909",
      "ROI: +18.5%",
      "Yield: 16.3%",
      "Rent (est.): £1,969 a month",
      "Score: 82/100",
    ]);
    expect(within(card).getByText("Rent source: ONS Price Index of Private Rents, May 2026 (provisional), Leeds")).toBeTruthy();
  });

  it("shows it on an unlocked card as on a locked one", async () => {
    const card = await renderCard({
      ...base,
      ...rent,
      id: 10,
      locked: false,
      saved: false,
      description: "",
      postcode: null,
      fullAddress: null,
      sourceUrl: null,
      propertyKind: "flat",
      bedrooms: 2,
    });
    expect(rows(card)).toContain("Rent (est.): £1,969 a month");
    expect(within(card).getByText(/^Rent source: ONS Price Index of Private Rents, May 2026/)).toBeTruthy();
  });

  it("has no rent row or source for a deal with no valuation", async () => {
    const card = await renderCard({ ...base, id: 11 });
    expect(rows(card).some((r) => r.startsWith("Rent"))).toBe(false);
    expect(within(card).queryByText(/Rent source/)).toBeNull();
  });
});
