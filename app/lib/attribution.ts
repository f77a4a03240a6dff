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

/** A line's sentences ("… 2025. This data is …" → two), each ending in its full stop. */
export function attributionSentences(line: string): string[] {
  return line.split(/(?<=\.)\s+(?=[A-Z©])/).map((sentence) => sentence.trim());
}

/** A sentence that only says the licence ("Licensed under the Open Government Licence v3.0."). */
const LICENCE_ONLY = /^(?:This data is )?licensed under the Open Government Licence v3\.0\.$/i;
const OGL = "Open Government Licence v3.0";

/**
 * The lines a page shows (decision 069, amended): `ATTRIBUTION_LINES` less any line that says
 * nothing the others shown do not: each of its sentences is in another line shown, or only says
 * the Open Government Licence, which another line shown names. The UK HPI line is the Land
 * Registry's first sentence and the rents' first; the VOA stock's is the rents' second and the
 * licence. Every source's words are still on the page, once. The APIs and the PDF keep a line
 * per source.
 */
export function shownAttributionLines(lines: readonly string[] = ATTRIBUTION_LINES): string[] {
  const kept = [...lines];
  // From the last: a later, narrower line goes before an earlier one that says more.
  for (let i = kept.length - 1; i >= 0; i--) {
    const others = kept.filter((_, j) => j !== i);
    const said = new Set(others.flatMap(attributionSentences));
    const namesLicence = others.some((line) => line.includes(OGL));
    const covered = attributionSentences(kept[i]!).every((sentence) => said.has(sentence) || (LICENCE_ONLY.test(sentence) && namesLicence));
    if (covered) kept.splice(i, 1);
  }
  return kept;
}

export const ATTRIBUTION_SHOWN: readonly string[] = shownAttributionLines();
