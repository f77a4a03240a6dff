import { useEffect, type ReactNode, type RefObject } from "react";
import { releaseToastHost, setToastHost } from "~/lib/toast-host";

/**
 * An open modal dialog (the deal details, the plan chooser). A toast is an open `<dialog>` too,
 * not modal (`data-toast`, so its Dismiss works without JavaScript, decision 200): never one of these.
 */
export const OPEN_MODAL = "dialog[open]:not([data-toast])";

/**
 * Opens `dialog` as a modal: the browser moves the focus in, Escape closes it, the page under it
 * is inert, and on closing the focus goes back to where it was. While it is open, the page's
 * toasts are drawn inside it (`toast-host.ts`).
 */
export function showModalDialog(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  dialog.showModal();
  setToastHost(dialog);
}

/**
 * A native modal `<dialog>` (the deal details, the plan chooser), opened with `showModalDialog`:
 * centred, scrolling inside itself, with its Close button at the top right, clear of the toasts
 * (drawn at the foot of the screen over a dialog). Closing it, by Close, Escape or `close()`,
 * gives the toasts back to the page and calls `onClose`.
 */
export function ModalDialog({
  dialogRef,
  closeName,
  onClose,
  children,
  ...name
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** What Close closes, for screen readers: "Close deal details". */
  closeName: string;
  onClose: () => void;
  children: ReactNode;
  "aria-labelledby"?: string;
  "aria-label"?: string;
}) {
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => releaseToastHost(dialog);
  }, [dialogRef]);
  return (
    <dialog
      ref={dialogRef}
      {...name}
      onClose={() => {
        releaseToastHost(dialogRef.current);
        onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(56rem,95vw)] overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="mb-2 flex justify-end">
        <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => dialogRef.current?.close()}>
          Close<span className="sr-only">{` ${closeName}`}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
