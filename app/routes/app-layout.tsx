import { Outlet } from "react-router";
import type { Route } from "./+types/app-layout";
import { ErrorContent, statusOf } from "~/components/error-page";
import { AppShell } from "~/components/layout/app-shell";
import { requireUserMiddleware } from "~/server/auth.server";

/** Every page under this layout is for signed-in users only (checked before any loader runs). */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export default function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** A missing chat or deal, or a failure, shows inside the shell: sidebar and header stay. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AppShell>
      <ErrorContent status={statusOf(error)} />
    </AppShell>
  );
}
