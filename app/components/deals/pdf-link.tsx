import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { Link } from "react-router";
import { showClientToast } from "~/lib/client-toast";
import { dealPdfFilename, dealPdfPath, PDF_TOASTS } from "~/lib/deal-pdf";
import { useRootData } from "~/root";

/** Fetches the sheet and saves it as deal-{id}.pdf; says how it went in a toast. */
async function downloadSheet(dealId: number) {
  try {
    const response = await fetch(dealPdfPath(dealId), { credentials: "same-origin" });
    if (response.status === 403) {
      showClientToast({ ...PDF_TOASTS.upgrade, variant: "destructive" });
      return;
    }
    if (!response.ok) throw new Error(`${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = dealPdfFilename(dealId);
    anchor.hidden = true;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    showClientToast(PDF_TOASTS.downloaded);
  } catch {
    showClientToast({ ...PDF_TOASTS.failed, variant: "destructive" });
  }
}

/**
 * The deal sheet download. Pro and Enterprise: a plain link to the PDF (the server sends it as
 * an attachment, so it works without JavaScript); with JavaScript the click fetches it, saves it
 * and shows a toast. Free plan: a link to `upgradeTo` (a page with `?upgrade=pdf`, which opens
 * the plan chooser and says why).
 */
export function PdfLink({
  dealId,
  dealTitle,
  upgradeTo,
  className = "btn-secondary px-3 py-1 text-xs",
}: {
  dealId: number;
  dealTitle: string;
  upgradeTo: string;
  className?: string;
}) {
  const root = useRootData();
  const [busy, setBusy] = useState(false);
  const label = (
    <>
      <Icon name="download" className="h-3.5 w-3.5 shrink-0" />
      PDF<span className="sr-only"> of {dealTitle}</span>
    </>
  );
  if (!root?.user?.canAccessPremiumFeatures) {
    return (
      <Link
        to={upgradeTo}
        className={className}
        onClick={() => showClientToast({ ...PDF_TOASTS.upgrade, variant: "destructive" })}
      >
        {label}
      </Link>
    );
  }
  return (
    <a
      href={dealPdfPath(dealId)}
      download={dealPdfFilename(dealId)}
      className={className}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        void downloadSheet(dealId).finally(() => setBusy(false));
      }}
    >
      {label}
    </a>
  );
}

/** `path` (which may carry a query) with `upgrade=pdf` added. */
export function withPdfUpgrade(path: string) {
  const [pathname, query] = path.split("?") as [string, string | undefined];
  const search = new URLSearchParams(query);
  search.set("upgrade", "pdf");
  return `${pathname}?${search}`;
}
