/** The Open Government Licence lines the product shows wherever it shows derived figures. */
export const ATTRIBUTION = {
  landRegistry:
    "Contains HM Land Registry data © Crown copyright and database right 2025. This data is licensed under the Open Government Licence v3.0.",
  ons:
    "Source: Office for National Statistics (Valuation Office Agency data) licensed under the Open Government Licence v3.0. © Crown copyright 2023.",
  pipr:
    "Source: Office for National Statistics licensed under the Open Government Licence v3.0. Contains Valuation Office Agency data © Crown copyright.",
  voa: "Contains Valuation Office Agency data © Crown copyright. Licensed under the Open Government Licence v3.0.",
  hpi:
    "Contains HM Land Registry data © Crown copyright and database right 2025. Source: Office for National Statistics licensed under the Open Government Licence v3.0.",
  os:
    "Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025. Contains National Statistics data © Crown copyright and database right 2025.",
} as const;

export const ATTRIBUTION_LINES: readonly string[] = [...new Set(Object.values(ATTRIBUTION))];
