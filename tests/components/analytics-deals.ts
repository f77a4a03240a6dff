import type { AnalyticsDeal } from "~/lib/analytics";

/** A saved deal as the analytics page reads it, the ROI given (the saved-deals table's and the dashboard's tests). */
export const savedDeal = (id: number, roi: number): AnalyticsDeal => ({
  id,
  title: `Terraced house (likely 3-bed), Street ${id}`,
  location: "Leeds, West Yorkshire",
  propertyType: "House",
  price: 110_000,
  yield: 12.3,
  roi,
  score: 75,
});
