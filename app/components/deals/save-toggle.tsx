import { Icon } from "~/components/ui/icon";
import { useFetcher, useLocation } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { withoutUpgrade } from "~/lib/upgrade-reasons";
import { useRootData } from "~/root";

/**
 * The Save toggle of a deal (card and details). A form post to the deal's action that works
 * without JavaScript (post/redirect/get back here); with it, a fetcher shows the new state at
 * once. A toggle button in the WAI-ARIA pattern (decision 129): its name is always "Save" and the
 * deal's title (so each card's button is told apart, and the visible word begins the name), and
 * `aria-pressed` alone says whether the deal is saved; on screen a filled star and the pressed
 * (solid) styling say it, an outline star and the plain button that it is not, never colour alone.
 * The optimistic flip only happens where the server would allow it (the root's
 * `canAccessPremiumFeatures`); a free user is answered by the server with the plan chooser.
 * One fetcher per deal (`key`), so a card and the details dialog of that deal agree.
 */
export function SaveToggle({
  dealId,
  title,
  saved,
  redirectTo,
  anchor,
  size = "sm",
}: {
  dealId: number;
  title: string;
  saved: boolean;
  /** Where to come back to; defaults to the page the button is on. */
  redirectTo?: string;
  /**
   * Without JavaScript the page reloads after a save: come back to this element (the card)
   * rather than the top of a long page. With JavaScript nothing reloads, so no fragment.
   */
  anchor?: string;
  size?: "sm" | "md";
}) {
  const root = useRootData();
  const location = useLocation();
  const fetcher = useFetcher({ key: `save-deal-${dealId}` });
  const premium = root?.user?.canAccessPremiumFeatures ?? false;
  const pending = fetcher.formData?.get("saved");
  const shown = premium && typeof pending === "string" ? pending === "true" : saved;
  const hydrated = useHydrated();
  const back = `${redirectTo ?? withoutUpgrade(location)}${anchor && !hydrated ? `#${anchor}` : ""}`;
  return (
    <fetcher.Form method="post" action={`/deals/${dealId}`} preventScrollReset>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="saved" value={shown ? "false" : "true"} />
      <input type="hidden" name="redirectTo" value={back} />
      <button
        type="submit"
        aria-pressed={shown}
        className={`${shown ? "btn-primary" : "btn-secondary"} ${size === "sm" ? "px-3 py-1 text-xs" : ""}`}
      >
        <Icon name="star" className="mr-1 inline h-3.5 w-3.5 align-[-2px]" fill={shown ? "currentColor" : "none"} />
        Save{" "}
        <span className="sr-only">{title}</span>
      </button>
    </fetcher.Form>
  );
}
