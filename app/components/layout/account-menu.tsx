import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import type { RootData } from "~/root";
import { PlanBadge } from "./plan-badge";

type User = NonNullable<RootData["user"]>;

export function initials(user: Pick<User, "firstName" | "lastName" | "email">) {
  const letters = `${user.firstName.trim()[0] ?? ""}${user.lastName.trim()[0] ?? ""}`;
  return (letters || user.email[0] || "?").toUpperCase();
}

/**
 * Where the menu's Upgrade goes from each plan (decision 119): Free to Pro's checkout, Pro to
 * the Enterprise card on the plan page (its Contact Sales; /subscribe would only send a Pro user
 * back to /plan saying they already pay). Enterprise has nothing to upgrade to: no item.
 */
export const UPGRADE_TO: Record<User["plan"], string | null> = {
  free: "/subscribe",
  pro: "/plan#plan-enterprise",
  enterprise: null,
};

/**
 * The account menu as a native disclosure (`<details>`): it opens and its links work with
 * JavaScript off. With JavaScript it also closes on Escape (the focus back on its summary),
 * outside clicks, navigation, and when the keyboard's focus moves out of it (decision 200).
 */
export function AccountMenu({ user }: { user: User }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [location]);
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        const inside = details.contains(document.activeElement) || document.activeElement === document.body;
        details.open = false;
        // Back to the summary from the menu; focus elsewhere (a menu opened by a click that did
        // not focus its summary) stays where it is.
        if (inside) details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const item = "block rounded px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800";
  return (
    <details
      ref={ref}
      data-account-menu
      className="relative"
      // Tab past its last item or Shift+Tab before its summary: the menu closes rather than
      // hanging open over the page. Focus going nowhere (another window, a click on the page,
      // which closes it anyway) leaves it.
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (to instanceof Node && !event.currentTarget.contains(to)) event.currentTarget.open = false;
      }}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1 hover:bg-slate-100 dark:hover:bg-slate-800">
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="h-8 w-8 rounded-full" />
        ) : (
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
            {initials(user)}
          </span>
        )}
        {/* Shown beside the avatar from 1024 px, cut short (the menu writes it out whole), so the header keeps its width (decision 217). */}
        <span className="hidden max-w-48 truncate text-sm font-medium lg:inline-block">{name}</span>
        <PlanBadge plan={user.plan} />
        <span className="sr-only">Account menu</span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <p className="px-3 py-2 text-sm">
          {/* A name of one long word breaks inside the word rather than run out of the menu (decision 217). */}
          <span className="block font-semibold [overflow-wrap:anywhere]">{name}</span>
          <span className="muted block break-all">{user.email}</span>
        </p>
        <ul className="border-t border-slate-200 pt-1 dark:border-slate-700">
          <li><Link className={item} to="/account">Account Settings</Link></li>
          <li><Link className={item} to="/billing">Billing</Link></li>
          <li><Link className={item} to="/plan">Current Plan</Link></li>
          {UPGRADE_TO[user.plan] ? (
            <li><Link className={item} to={UPGRADE_TO[user.plan]!}>Upgrade</Link></li>
          ) : null}
          <li>
            <Form method="post" action="/logout">
              <button type="submit" className={`${item} w-full text-left`}>
                Log Out
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
