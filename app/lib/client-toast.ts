/**
 * Toasts raised in the browser (a PDF download that finished or failed), shown in the page's
 * one Notifications region: `showClientToast` sends an event that the `<Toaster>` listens for.
 * Server toasts (flash cookies) stay the way to report the result of a form post.
 */
export type ClientToast = {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
};

export const CLIENT_TOAST_EVENT = "dealfinder:toast";

export function showClientToast(toast: { title: string; description?: string; variant?: ClientToast["variant"] }) {
  if (typeof window === "undefined") return;
  const detail: ClientToast = { variant: "default", ...toast, id: crypto.randomUUID() };
  window.dispatchEvent(new CustomEvent<ClientToast>(CLIENT_TOAST_EVENT, { detail }));
}

/** Calls `onToast` for every client toast while the component is mounted. */
export function subscribeToClientToasts(onToast: (toast: ClientToast) => void): () => void {
  const listener = (event: Event) => onToast((event as CustomEvent<ClientToast>).detail);
  window.addEventListener(CLIENT_TOAST_EVENT, listener);
  return () => window.removeEventListener(CLIENT_TOAST_EVENT, listener);
}
