import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Form, Link, NavLink } from "react-router";
import { Icon } from "~/components/ui/icon";
import { latestOf } from "~/lib/chat-urls";

export const EXAMPLE_PROMPTS = [
  "Show me apartments under £200k",
  "Find the best high-yield properties",
  "Houses in Manchester",
  "Properties with ROI over 15%",
] as const;

/**
 * The sidebar's contents. Where it sits (column on wide screens, sheet on narrow ones) is
 * the shell's business. Later issues fill Recent Chats and the usage footer.
 */
export function Sidebar({
  collapsed,
  chats,
  footer,
}: {
  collapsed: boolean;
  chats: { id: string; title: string }[];
  footer?: ReactNode;
}) {
  const rail = useRef<HTMLDivElement>(null);
  useRailTips(rail, collapsed);
  // Collapsing applies from 768 px only; the narrow-screen sheet always shows everything.
  const section = collapsed ? "md:hidden" : undefined;
  const link = ({ isActive }: { isActive: boolean }) =>
    `rail-item flex items-center gap-2 rounded-md px-2 py-2 text-sm ${
      isActive ? "bg-slate-200 font-semibold dark:bg-slate-800" : "hover:bg-slate-100 dark:hover:bg-slate-800"
    }`;
  return (
    // Collapsed, the icons start below the header, so no tooltip covers the header's controls,
    // and each item is the rail's width, so the tooltips line up beside it.
    <div ref={rail} className={`flex h-full flex-col gap-4 p-3 ${collapsed ? "rail md:px-2 md:pt-16" : ""}`}>
      <Link to="/dashboard" className={`rail-item btn-primary w-full ${collapsed ? "md:px-0" : ""}`}>
        <Icon name="plus" className="h-4 w-4 shrink-0" />
        <Label collapsed={collapsed}>New Chat</Label>
      </Link>
      <nav aria-label="Navigation">
        <h2 className={`muted mb-1 px-2 text-xs font-semibold uppercase ${collapsed ? "md:sr-only" : ""}`}>Navigation</h2>
        <ul className="flex flex-col gap-1">
          <li>
            <NavLink to="/dashboard" className={link} end>
              <Icon name="message-square" className="h-4 w-4 shrink-0" />
              <Label collapsed={collapsed}>Chat</Label>
            </NavLink>
          </li>
          <li>
            <NavLink to="/analytics" className={link}>
              <Icon name="chart-column" className="h-4 w-4 shrink-0" />
              <Label collapsed={collapsed}>Analytics</Label>
            </NavLink>
          </li>
          <li>
            <NavLink to="/analyse" className={link}>
              <Icon name="calculator" className="h-4 w-4 shrink-0" />
              <Label collapsed={collapsed}>Analyse a property</Label>
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className={section}>
          <section aria-labelledby="recent-chats-heading" className="mb-4">
            <h2 id="recent-chats-heading" className="muted mb-1 px-2 text-xs font-semibold uppercase">
              Recent Chats
            </h2>
            {chats.length === 0 ? (
              <p className="muted px-2 text-sm">No recent chats yet.</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {chats.map((chat) => (
                  <li key={chat.id} className="group flex items-center gap-1">
                    <NavLink to={latestOf(chat.id)} className={(s) => `${link(s)} min-w-0 flex-1`}>
                      <span className="truncate">{chat.title}</span>
                    </NavLink>
                    <Link
                      to={`/chat/${chat.id}/delete`}
                      className="rounded px-2 py-1 text-xs text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
                      aria-label={`Delete chat: ${chat.title}`}
                    >
                      <Icon name="x" className="h-4 w-4 shrink-0" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="example-prompts-heading">
            <h2 id="example-prompts-heading" className="muted mb-1 px-2 text-xs font-semibold uppercase">
              Example Prompts
            </h2>
            <ul className="flex flex-col gap-1">
              {EXAMPLE_PROMPTS.map((prompt) => (
                <li key={prompt}>
                  <Form method="post" action="/chat">
                    <input type="hidden" name="message" value={prompt} />
                    <button type="submit" className="w-full rounded-md px-2 py-1 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
                      {prompt}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </section>
      </div>
      {footer ? <div className="mt-auto">{footer}</div> : null}
    </div>
  );
}

/**
 * An item's label: its link's name. In the collapsed sidebar (from 768 px) it is out of view
 * and shows beside the icon as a tooltip on hover and on keyboard focus, by CSS alone
 * (`.rail-tip` in app.css, decision 119): it stays the link's text, so the name never depends
 * on the tooltip.
 */
function Label({ collapsed, children }: { collapsed: boolean; children: string }) {
  if (!collapsed) return <span>{children}</span>;
  return (
    <span className="rail-tip">
      <span className="rail-tip-text">{children}</span>
    </span>
  );
}

/** The spec's tooltip delays (the 700 ms is also the CSS's `transition-delay`, app.css). */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * What CSS cannot do for the collapsed sidebar's tooltips (decision 119): Escape hides the one
 * shown (WCAG 1.4.13) until the pointer or the focus moves to another item, and a tooltip
 * opened within 300 ms of the last one closing opens at once (`data-tips-hidden`,
 * `data-tips-warm` on the rail). Without JavaScript the tooltips still open and close.
 */
function useRailTips(ref: RefObject<HTMLDivElement | null>, collapsed: boolean) {
  useEffect(() => {
    const rail = ref.current;
    if (!rail || !collapsed) return;
    let hiddenFor: Element | null = null;
    let current: Element | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const itemOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(".rail-item") : null);
    const unhide = (item: Element | null) => {
      if (hiddenFor && item !== hiddenFor) {
        hiddenFor = null;
        delete rail.dataset.tipsHidden;
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const shown = rail.querySelector(".rail-item:hover, .rail-item:focus-visible");
      if (!shown) return;
      hiddenFor = shown;
      rail.dataset.tipsHidden = "";
    };
    const warm = () => rail.dataset.tipsWarm !== undefined;
    const onOver = (event: PointerEvent) => {
      const item = itemOf(event.target);
      if (!item || item === current) return;
      current = item;
      unhide(item);
      clearTimeout(timer);
      // Warm once this item's tooltip has had its 700 ms to open; a warm rail stays warm.
      if (!warm()) timer = setTimeout(() => (rail.dataset.tipsWarm = ""), TOOLTIP_DELAY_MS);
    };
    const onOut = (event: PointerEvent) => {
      if (!current || itemOf(event.relatedTarget) === current) return;
      // Dismissed until the pointer leaves it.
      if (hiddenFor === current) unhide(null);
      current = null;
      clearTimeout(timer);
      if (warm()) timer = setTimeout(() => delete rail.dataset.tipsWarm, TOOLTIP_SKIP_DELAY_MS);
    };
    const onFocus = (event: FocusEvent) => unhide(itemOf(event.target));
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocus);
    rail.addEventListener("pointerover", onOver);
    rail.addEventListener("pointerout", onOut);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocus);
      rail.removeEventListener("pointerover", onOver);
      rail.removeEventListener("pointerout", onOut);
      delete rail.dataset.tipsHidden;
      delete rail.dataset.tipsWarm;
    };
  }, [ref, collapsed]);
}
