import { UPGRADE_REASONS } from "./upgrade-reasons";

/** The PDF deal sheet's address, file name and toasts (spec sections 7 and 8), for both sides. */
export const dealPdfPath = (dealId: number) => `/api/deals/${dealId}/pdf`;
export const dealPdfFilename = (dealId: number) => `deal-${dealId}.pdf`;

export const PDF_TOASTS = {
  downloaded: { title: "PDF Downloaded", description: "Deal sheet has been downloaded successfully." },
  failed: { title: "Download Failed", description: "Could not generate PDF. Please try again." },
  upgrade: UPGRADE_REASONS.pdf,
} as const;
