import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, the focus goes to the new page's `h1`, so a
 * screen reader says where the user now is and the next Tab starts in the page (decision 102).
 * Without it the focus stayed on the link that was followed (a sidebar or account-menu link)
 * or fell to the page's body, and nothing was read out.
 *
 * A page that took the focus itself keeps it: the message box, a form's first error, the plan
 * chooser. This runs after the page's own effects (a parent's effects run after its children's).
 * Only a new path counts: a new query or hash (`?upgrade=`, `#answer`) is the same page.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById("main");
    const active = document.activeElement;
    if (active && active !== document.body && (main?.contains(active) || active.closest("dialog[open]"))) return;
    const target = main?.querySelector<HTMLElement>("h1") ?? main;
    if (!target) return;
    // Focusable from script, not a Tab stop.
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname]);
}
