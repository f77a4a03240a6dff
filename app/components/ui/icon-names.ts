/** The icons the product draws: lucide's names, each a symbol of the sprite `icons.svg`. */
export const ICON_NAMES = [
  "calculator",
  "chart-column",
  "check",
  "circle-alert",
  "circle-check",
  "download",
  "menu",
  "message-square",
  "moon",
  "plus",
  "search",
  "star",
  "sun",
  "x",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
