import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { Form } from "react-router";
import { showClientToast } from "~/lib/client-toast";
import { loginPath } from "~/lib/safe-redirect";
import { dealPdfFilename, dealPdfPath, PDF_TOASTS } from "~/lib/deal-pdf";
import { useRootData } from "~/root";

/** Fetches the sheet and saves it as deal-{id}.pdf; says how it went in a toast. */
async function downloadSheet(dealId: number) {
  try {
    const response = await fetch(dealPdfPath(dealId), { credentials: "same-origin" });
    if (response.status === 401) {
      // The session ended (logged out in another tab, or expired): log in and come back here,
      // as the link does without JavaScript (decision 209).
      window.location.assign(loginPath(`${window.location.pathname}${window.location.search}`));
      return;
    }
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
 * and shows a toast. Signed out by then: the login page, which comes back here. Free plan: a form posting `intent=pdf` to the deal, whose answer is a redirect
 * to `back` with the "Upgrade Required" toast and `?upgrade=pdf` (which opens
 * the plan chooser and says why).
 */
export function PdfLink({
  dealId,
  dealTitle,
  back,
  className = "btn-secondary px-3 py-1 text-xs",
}: {
  dealId: number;
  dealTitle: string;
  /** Where a free user's refusal returns to (the server adds `upgrade=pdf`). */
  back: string;
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
    // A form, as Save is: the server answers with the "Upgrade Required" toast and the plan
    // chooser (`?upgrade=pdf`) back on this page, with JavaScript or without it.
    return (
      <Form method="post" action={`/deals/${dealId}`} preventScrollReset className="contents">
        <input type="hidden" name="intent" value="pdf" />
        <input type="hidden" name="redirectTo" value={back} />
        <button type="submit" className={className}>
          {label}
        </button>
      </Form>
    );
  }
  return (
    <a
      // No `download` attribute: the server's Content-Disposition names the file, and a followed
      // link stays a navigation, so a signed-out one is sent to log in (decision 209) rather
      // than saving the answer as a PDF or failing silently.
      href={dealPdfPath(dealId)}
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
