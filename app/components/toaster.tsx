import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useMatches } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { subscribeToClientToasts, type ClientToast } from "~/lib/client-toast";
import { useToastHost } from "~/lib/toast-host";
import type { Toast } from "~/server/toast.server";

/**
 * A route whose action answers with a toast (a failed login, a refused profile save) exports
 * this `handle` and renders `<Toaster>` itself; the root then renders none, so every page has
 * exactly one "Notifications" region.
 */
export const OWN_TOASTER = { ownToaster: true } as const;

/**
 * The toast a page with its own toaster shows: its action's answer is newer than the toast the
 * page was loaded with, so once the form has answered, that answer's toast (or none) is shown.
 * React Router does not run the root loader again after a 4xx action, so "Profile updated" from
 * the save before stayed up over a refused password change, as if it were its answer.
 */
export function pageToast(actionData: { toast?: Toast | null } | undefined, loaded: Toast | null | undefined): Toast | null {
  return actionData ? (actionData.toast ?? null) : (loaded ?? null);
}

export function useRouteHasOwnToaster() {
  return useMatches().some((m) => (m.handle as { ownToaster?: boolean } | undefined)?.ownToaster);
}

/**
 * The one toast region of a page. The server renders the toast into it, so it is read out and
 * seen with JavaScript off; its Dismiss works with and without JavaScript, and with JavaScript
 * it hides after 5 seconds.
 * One toast at a time (spec section 9). `announce: false` shows the toast without reading it
 * out, for a toast that repeats what the form's own alert already announces.
 * While a modal dialog is open, the region is drawn inside it (`toast-host.ts`).
 *
 * F8 (the spec's toast hotkey, section 9) moves focus to the toast's Dismiss button, or to the
 * empty region; the toast then stays while it has focus, and dismissing it returns focus to
 * where it was.
 */
export function Toaster({ toast, announce = true }: { toast: Toast | null; announce?: boolean }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  // The newest of the server's toast and the browser's (client-toast.ts): one at a time.
  const [shown, setShown] = useState<Toast | ClientToast | null>(toast);
  const [serverId, setServerId] = useState(toast?.id);
  if (toast?.id !== serverId) {
    setServerId(toast?.id);
    // A new server toast replaces what is shown; its absence only hides an old server toast.
    if (toast || shown?.id === serverId) setShown(toast);
  }
  useEffect(() => subscribeToClientToasts(setShown), []);
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!shown) return;
    // Hides after 5 seconds, but not while the keyboard is on it (checked again each second).
    let timer: ReturnType<typeof setTimeout>;
    const hide = () => {
      if (regionRef.current?.contains(document.activeElement)) timer = setTimeout(hide, 1000);
      else setDismissed(shown.id);
    };
    timer = setTimeout(hide, 5000);
    return () => clearTimeout(timer);
  }, [shown]);
  const returnFocus = useRef<Element | null>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8" || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const region = regionRef.current;
      if (!region) return;
      event.preventDefault();
      if (!region.contains(document.activeElement)) returnFocus.current = document.activeElement;
      (region.querySelector<HTMLElement>("button") ?? region).focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  const dismiss = (id: string) => {
    setDismissed(id);
    const back = returnFocus.current;
    returnFocus.current = null;
    if (back instanceof HTMLElement && back.isConnected && regionRef.current?.contains(document.activeElement)) back.focus();
  };
  const hydrated = useHydrated();
  // The toast the server drew, if this toaster is hydrating its HTML (false on the server and
  // during hydration; a toaster first drawn in the browser, after a link, starts hydrated).
  const [drawnByServer] = useState(() => (hydrated ? undefined : toast?.id));
  const titleId = useId();
  const visible = shown && dismissed !== shown.id ? shown : null;
  const destructive = visible?.variant === "destructive";

  const card = visible ? (
    <div
      key={visible.id}
      data-testid="toast"
      data-variant={visible.variant}
      className={`toast-leaves pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
        destructive
          ? "border-red-800 bg-red-700 text-white"
          : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      }`}
    >
      {destructive ? (
        <Icon name="circle-alert" className="mt-0.5 h-5 w-5 shrink-0" />
      ) : (
        <Icon name="circle-check" className="mt-0.5 h-5 w-5 shrink-0 text-green-700 dark:text-green-400" />
      )}
      <div className="flex-1">
        <p id={titleId} className="font-semibold">{visible.title}</p>
        {visible.description ? <p className="text-sm">{visible.description}</p> : null}
      </div>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          dismiss(visible.id);
        }}
      >
        <button type="submit" className="rounded px-1 text-sm underline">
          Dismiss
        </button>
      </form>
    </div>
  ) : null;

  const host = useToastHost();
  // Without JavaScript the card is a non-modal dialog, open as drawn, and its Dismiss a real
  // button in a `method="dialog"` form: the browser itself closes the dialog, so the toast need
  // not be waited out (it also fades by itself after 8 s, decision 067). Once the page's script
  // runs, the form's submit dismisses it through the state above. The server's toast keeps the
  // element it was drawn in: swapping it for a plain card on hydration inserted the message into
  // the live region again, so it was read out a second time (decision 222). A toast raised in the
  // browser is a plain card, and so is any toast over a modal (the toast host): an open dialog
  // inside a modal kept Escape from closing the modal (decision 200).
  const drawn =
    visible && visible.id === drawnByServer && !host ? (
      <dialog key={visible.id} open data-toast aria-labelledby={titleId} className="static m-0 w-full border-0 bg-transparent p-0">
        {card}
      </dialog>
    ) : (
      card
    );

  // Over a dialog, the toast sits at the foot of the screen, clear of the dialog's title and
  // Close button, and out of its flow (nothing in the dialog moves when it comes and goes).
  const placement = host ? "bottom-0" : "top-14";
  const region = (
    <section
      ref={regionRef}
      data-toast-region
      // Drawn by the server and not (yet) by the page's script: what CSS places without JavaScript.
      data-static={hydrated ? undefined : ""}
      aria-label="Notifications (F8)"
      tabIndex={-1}
      className={`pointer-events-none fixed right-0 z-50 w-full p-4 md:max-w-[420px] ${placement}`}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {announce ? drawn : null}
      </div>
      {announce ? null : drawn}
    </section>
  );
  return host ? createPortal(region, host) : region;
}
