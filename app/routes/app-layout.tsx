import { Outlet } from "react-router";
import type { Route } from "./+types/app-layout";
import { AppShell } from "~/components/layout/app-shell";
import { requireUser } from "~/server/auth.server";

/** Every page under this layout is for signed-in users only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
