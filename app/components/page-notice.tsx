import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";

/**
 * A notice that is in the page when it loads (a failed payment, details that could not be
 * read): a region named by its own heading, placed first after the page's title, never a live
 * region (decision 155). The words and the icon say it; the amber edge only repeats them.
 */
export function PageNotice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card mb-6 max-w-3xl border-l-4 border-l-amber-600 dark:border-l-amber-400">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="circle-alert" className="h-5 w-5 shrink-0 text-amber-700 dark:text-amber-300" />
        {title}
      </h2>
      {children}
    </section>
  );
}
