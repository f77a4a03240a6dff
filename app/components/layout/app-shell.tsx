import { ChatAnnouncer } from "~/components/chat/announcer";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { APP_NAME } from "~/lib/brand";
import { useRootData } from "~/root";
import { AccountMenu } from "./account-menu";
import { Sidebar } from "./sidebar";
import { ThemeToggle } from "./theme-toggle";
import { UsageMeter } from "./usage-meter";
import { Icon } from "~/components/ui/icon";

/**
 * The frame of every signed-in page: the collapsible sidebar (a column from 768 px, a slide-in
 * sheet below), the header (product name, theme toggle, account menu) and the main region.
 *
 * Without JavaScript the collapse button is a form post that sets the `sidebar_state` cookie,
 * and the narrow-screen sheet opens with an in-page link (`#sidebar`, CSS `:target`).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  const fetcher = useFetcher();
  const [sheetOpen, setSheetOpen] = useState(false);
  const pending = fetcher.formData?.get("open");
  const open = pending ? pending === "true" : (root?.sidebarOpen ?? true);

  const openerRef = useRef<HTMLAnchorElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  // The opener can take the focus back only once the page is no longer inert (after the render).
  const focusOpener = useRef(false);
  const dismissSheet = () => {
    focusOpener.current = true;
    setSheetOpen(false);
  };
  const toggle = () => fetcher.submit({ open: String(!open) }, { method: "post", action: "/sidebar" });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "b") {
        event.preventDefault();
        // Closing the sheet gives the focus back to the menu button, as Escape does (it was in
        // the sheet, which hides).
        if (window.matchMedia("(max-width: 767px)").matches) {
          if (sheetOpen) dismissSheet();
          else setSheetOpen(true);
        } else toggle();
      }
      if (event.key === "Escape" && sheetOpen) dismissSheet();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  useEffect(() => setSheetOpen(false), [location.pathname]);
  // The sheet takes the focus when it opens; Escape and the backdrop give it back to the menu
  // button (a link followed in the sheet goes on to its page instead).
  useEffect(() => {
    if (sheetOpen) closeRef.current?.focus();
    else if (focusOpener.current) openerRef.current?.focus();
    focusOpener.current = false;
  }, [sheetOpen]);

  if (!root?.user) return null;
  const here = location.pathname + location.search;

  return (
    <div className="flex min-h-screen">
      {sheetOpen ? (
        <button
          type="button"
          aria-label="Close sidebar"
          className="fixed inset-0 z-30 bg-black/40 md:hidden"
          onClick={dismissSheet}
        />
      ) : null}
      <aside
        id="sidebar"
        aria-label="Sidebar"
        // Below 768 px the closed sheet is off screen and `invisible`, so its links are not in
        // the tab order; `:target` (no JavaScript) or `sheetOpen` shows it. Collapsed from 768 px it
        // holds four icons and no scrolling, so their tooltips can show beside it (decision 119).
        className={`fixed inset-y-0 left-0 z-40 w-72 -translate-x-full overflow-y-auto border-r border-slate-200 bg-slate-50 target:translate-x-0 md:sticky md:top-0 md:h-screen md:translate-x-0 dark:border-slate-800 dark:bg-slate-900 ${
          // Opening shows it at once (so it can take the focus); closing hides it after the slide.
          sheetOpen
            ? "visible translate-x-0 transition-[translate,transform]"
            : "invisible transition-[translate,transform,visibility] target:visible md:visible"
        } ${open ? "md:w-64" : "md:w-12 md:overflow-visible"}`}
      >
        <a ref={closeRef} href="#main" className="btn-ghost m-2 md:hidden" onClick={() => setSheetOpen(false)}>
          Close sidebar
        </a>
        <Sidebar
          collapsed={!open}
          chats={root.chats}
          footer={root.usage && open ? <UsageMeter usage={root.usage} /> : root.usage ? <div className="md:hidden"><UsageMeter usage={root.usage} /></div> : null}
        />
      </aside>
      {/* While the narrow-screen sheet is open the page behind its backdrop is inert, as behind a
          modal dialog: Tab goes round the sheet rather than on to the covered header and page. */}
      <div className="flex min-w-0 flex-1 flex-col" inert={sheetOpen}>
        {/* The header and the sidebar stay in view on a long page (a chat of ten cards per answer). */}
        <header
          data-app-header
          className="sticky top-0 z-20 flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-950"
        >
          <a
            ref={openerRef}
            href="#sidebar"
            className="btn-ghost px-2 md:hidden"
            onClick={(event) => {
              event.preventDefault();
              setSheetOpen(true);
            }}
          >
            <Icon name="menu" className="h-4 w-4 shrink-0" />
            <span className="sr-only">Open sidebar</span>
          </a>
          <fetcher.Form
            method="post"
            action="/sidebar"
            className="hidden md:block"
            onSubmit={(event) => {
              event.preventDefault();
              toggle();
            }}
          >
            <input type="hidden" name="open" value={String(!open)} />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" className="btn-ghost px-2" aria-expanded={open} aria-controls="sidebar">
              <Icon name="menu" className="h-4 w-4 shrink-0" />
              <span className="sr-only">{open ? "Collapse sidebar" : "Expand sidebar"}</span>
            </button>
          </fetcher.Form>
          <Link to="/dashboard" className="text-lg font-bold">
            {APP_NAME}
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle theme={root.theme} />
            <AccountMenu user={root.user} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <ChatAnnouncer />
      </div>
    </div>
  );
}
