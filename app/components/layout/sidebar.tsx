import type { ReactNode } from "react";
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
  // Collapsing applies from 768 px only; the narrow-screen sheet always shows everything.
  const label = collapsed ? "md:sr-only" : undefined;
  const section = collapsed ? "md:hidden" : undefined;
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-2 rounded-md px-2 py-2 text-sm ${
      isActive ? "bg-slate-200 font-semibold dark:bg-slate-800" : "hover:bg-slate-100 dark:hover:bg-slate-800"
    }`;
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <Link to="/dashboard" className="btn-primary w-full">
        <Icon name="plus" className="h-4 w-4 shrink-0" />
        <span className={label}>New Chat</span>
      </Link>
      <nav aria-label="Navigation">
        <h2 className={`muted mb-1 px-2 text-xs font-semibold uppercase ${label ?? ""}`}>Navigation</h2>
        <ul className="flex flex-col gap-1">
          <li>
            <NavLink to="/dashboard" className={link} end>
              <Icon name="message-square" className="h-4 w-4 shrink-0" />
              <span className={label}>Chat</span>
            </NavLink>
          </li>
          <li>
            <NavLink to="/analytics" className={link}>
              <Icon name="chart-column" className="h-4 w-4 shrink-0" />
              <span className={label}>Analytics</span>
            </NavLink>
          </li>
          <li>
            <NavLink to="/analyse" className={link}>
              <Icon name="calculator" className="h-4 w-4 shrink-0" />
              <span className={label}>Analyse a property</span>
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
