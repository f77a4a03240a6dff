import { useEffect, useState } from "react";
import type { Toast } from "~/server/toast.server";

/**
 * The toast region. The server renders the flashed toast into it, so it is read out and seen
 * with JavaScript off; with JavaScript it can be dismissed and hides after 5 seconds.
 * One toast at a time (spec section 9). A page that adds its own (for its form's results)
 * names it apart from the root's, so no two landmarks share a name (axe `landmark-unique`).
 */
export function Toaster({ toast, label = "Notifications" }: { toast: Toast | null; label?: string }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setDismissed(toast.id), 5000);
    return () => clearTimeout(timer);
  }, [toast]);
  const visible = toast && dismissed !== toast.id ? toast : null;
  const destructive = visible?.variant === "destructive";

  return (
    <section aria-label={label} className="pointer-events-none fixed top-14 right-0 z-50 w-full p-4 md:max-w-[420px]">
      <div role="status" aria-live="polite" aria-atomic="true">
        {visible ? (
          <div
            data-testid="toast"
            data-variant={visible.variant}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
              destructive
                ? "border-red-800 bg-red-700 text-white"
                : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            }`}
          >
            <span aria-hidden="true" className="mt-0.5 font-bold">
              {destructive ? "!" : "✓"}
            </span>
            <div className="flex-1">
              <p className="font-semibold">{visible.title}</p>
              {visible.description ? <p className="text-sm">{visible.description}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => setDismissed(visible.id)}
              className="rounded px-1 text-sm underline"
            >
              Dismiss
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
