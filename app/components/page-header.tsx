import type { ReactNode } from "react";

/** The one h1 of a signed-in page, with an optional line under it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children ? <div className="muted mt-1">{children}</div> : null}
    </div>
  );
}

export function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-5xl p-4 md:p-8">{children}</div>;
}
