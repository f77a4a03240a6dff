/**
 * The property types an analysis takes: the Land Registry kinds, or "house" when the form is not
 * said. A module of its own so the /analyse page's script lists them without the message parser
 * (decision 137).
 */
export const ANALYSIS_TYPES = ["flat", "terraced", "semi-detached", "detached", "house"] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];
