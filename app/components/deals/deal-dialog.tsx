import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { releaseToastHost, setToastHost } from "~/lib/toast-host";
import { DealDetails, type DealData } from "./deal-details";

/**
 * With JavaScript, a deal's details open in a native modal `<dialog>` over the chat (focus moves
 * in, Escape closes, focus returns to the link). The content is the deal page's own loader data.
 * While it is open, the page's toasts are drawn inside it, above its backdrop and not inert.
 */
export function DealDialog({ href, onClose }: { href: string | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<DealData>();
  const { load } = fetcher;
  useEffect(() => {
    if (!href) {
      // Closed from outside (e.g. the plan chooser opened after a refused Save).
      if (ref.current?.open) ref.current.close();
      return;
    }
    load(href);
    if (ref.current && !ref.current.open) {
      ref.current.showModal();
      setToastHost(ref.current);
    }
  }, [href, load]);
  useEffect(() => {
    const dialog = ref.current;
    return () => releaseToastHost(dialog);
  }, []);
  const data = href ? fetcher.data : undefined;
  const titleId = data ? `deal-${data.card.id}-details-title` : undefined;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-label={titleId ? undefined : "Deal details"}
      onClose={() => {
        releaseToastHost(ref.current);
        onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(56rem,95vw)] overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="mb-2 flex justify-end">
        <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => ref.current?.close()}>
          Close<span className="sr-only"> deal details</span>
        </button>
      </div>
      {data ? <DealDetails data={data} headingLevel={2} /> : <p role="status">Loading...</p>}
    </dialog>
  );
}
