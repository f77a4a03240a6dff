import type { SVGProps } from "react";
import type { IconName } from "./icon-names";
import spriteHref from "./icons.svg?url";

export type { IconName } from "./icon-names";

/**
 * A decorative icon from the sprite (one cached file) rather than inline paths: a page with
 * forty icons sends forty short `<use>` elements, not forty copies of their drawings
 * (decision 063). Icons are always beside a text label, so they are hidden from screen readers.
 * Stroke and fill are set here and inherited by the symbol, so `fill="currentColor"` fills one.
 */
export function Icon({ name, ...props }: { name: IconName } & Omit<SVGProps<SVGSVGElement>, "children">) {
  return (
    <svg
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
