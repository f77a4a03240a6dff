import { useSyncExternalStore } from "react";

/**
 * Where the page's one Notifications region is drawn. Normally in place; while a modal
 * `<dialog>` is open, everything outside it is inert and under its backdrop, so a toast raised
 * then (a deal saved from its details, a PDF downloaded) would be neither seen nor read out.
 * The open dialog makes itself the host, and the `<Toaster>` moves its region into it.
 */
let host: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function setToastHost(element: HTMLElement | null) {
  if (host === element) return;
  host = element;
  for (const listener of listeners) listener();
}

/** Clears the host only if it is still `element` (another dialog may have taken it since). */
export function releaseToastHost(element: HTMLElement | null) {
  if (element && host === element) setToastHost(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The element the Notifications region belongs in now; null means in place (always on the server). */
export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => host,
    () => null,
  );
}
