import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { OPEN_MODAL } from "~/components/ui/modal-dialog";

/**
 * After a client-side navigation to another page, the focus goes to the new page's `h1` (or to
 * the part of the page the link named, `#ask`), so a screen reader says where the user now is
 * and the next Tab starts there (decision 102).
 * Without it the focus stayed on the link that was followed (a sidebar or account-menu link)
 * or fell to the page's body, and nothing was read out.
 *
 * A page that took the focus itself keeps it: the message box, a form's first error, the plan
 * chooser. This runs after the page's own effects (a parent's effects run after its children's).
 * Only a new path counts: a new query or hash alone (`?upgrade=`, `#answer`, a sort or filter)
 * is the same page, where the focus stays on the control in use. A link that changes only the
 * query but shows other content says where the focus goes itself (`focusQuietly`, the chat's
 * "Show earlier messages"; decision 199).
 */
export function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById("main");
    const active = document.activeElement;
    if (active && active !== document.body && (main?.contains(active) || active.closest(OPEN_MODAL))) return;
    // A link to a part of the page (a card's Ask AI: `#ask`) means that part, where the view
    // has scrolled to; otherwise the page's heading.
    const named = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const target = (named && main?.contains(named) ? named : null) ?? main?.querySelector<HTMLElement>("h1") ?? main;
    if (target) focusQuietly(target);
  }, [pathname]);
}

/** Focuses `target` without scrolling; focusable from script, it does not become a Tab stop. */
export function focusQuietly(target: HTMLElement) {
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
