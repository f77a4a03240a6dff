import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ModalDialog, showModalDialog } from "~/components/ui/modal-dialog";
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
      // Closed from outside (e.g. a refused Save: the plan chooser opens once this has closed).
      if (ref.current?.open) ref.current.close();
      return;
    }
    load(href);
    if (ref.current) showModalDialog(ref.current);
  }, [href, load]);
  const data = href ? fetcher.data : undefined;
  const titleId = data ? `deal-${data.card.id}-details-title` : undefined;
  return (
    <ModalDialog
      dialogRef={ref}
      aria-labelledby={titleId}
      aria-label={titleId ? undefined : "Deal details"}
      closeName="deal details"
      onClose={onClose}
    >
      {data ? <DealDetails data={data} headingLevel={2} /> : <p role="status">Loading...</p>}
    </ModalDialog>
  );
}
