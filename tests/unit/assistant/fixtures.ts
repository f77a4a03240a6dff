import type { DealQuestionContext } from "~/lib/assistant/deal-figures";
import type { ValuationInput } from "~/lib/valuation";

export const deal = (overrides: Partial<DealQuestionContext> = {}): DealQuestionContext => ({
  title: "2-bed flat, Leeds",
  price: 200_000,
  location: "Leeds, West Yorkshire",
  propertyType: "Apartment",
  roi: 4,
  yield: 6,
  description: "A two-bedroom flat.",
  ...overrides,
});

export const SALFORD: ValuationInput = {
  price: 150_000,
  kind: "terraced",
  bedrooms: null,
  saleDate: null,
  nation: "england",
  rents: {
    areaName: "Salford",
    level: "local-authority",
    medians: { "Three Bedrooms": 900, "All categories": 850 },
    period: "Oct 2022 to Sep 2023",
  },
  hpi: null,
  areaAveragePrice: { areaName: "Salford", price: 200_000, period: "July 2025" },
};

/** Leeds's PIPR rents (an average, May 2026), for answers that name the rent's source. */
export const LEEDS_PIPR: NonNullable<ValuationInput["rents"]> = {
  areaName: "Leeds",
  level: "local-authority",
  medians: { "Two Bedrooms": 1_100, "All categories": 1_050 },
  period: "2026-05",
  source: "ons-pipr",
  sourceLabel: "ONS Price Index of Private Rents, May 2026 (provisional)",
};
