import type { ReactNode } from "react";
import { Link } from "react-router";
import { APP_NAME } from "~/lib/brand";

/** The frame of the log-in and sign-up pages: one h1, the form, and the way home. */
export function AuthCard({ title, subtitle, children, footer }: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 p-4 dark:bg-slate-950">
      <div className="card w-full max-w-md">
        <p className="mb-2 text-sm font-semibold text-brand-700 dark:text-emerald-300">{APP_NAME}</p>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="muted mb-6 text-sm">{subtitle}</p>
        {children}
        <div className="mt-6 flex flex-col gap-2 text-sm">
          {footer}
          <Link to="/" className="link">
            Back to home
          </Link>
        </div>
      </div>
    </main>
  );
}
