import type { Route } from "./+types/home";
import { CHAT_COMPOSER, ChatView } from "~/components/chat/chat-view";
import { Landing } from "~/components/landing";
import { AppShell } from "~/components/layout/app-shell";
import { useRootData } from "~/root";
import { newSubmissionId } from "~/server/submissions.server";

/** The composer's one-time id (decision 141). */
export function loader() {
  return { submission: newSubmissionId() };
}

/** `/`: the landing page when signed out, the chat home when signed in. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!root?.user) return <Landing />;
  return (
    <AppShell>
      <ChatView conversation={null} submission={loaderData.submission} />
    </AppShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const signedIn = Boolean((matches[0]?.loaderData as { user?: unknown } | undefined)?.user);
  return [
    { title: signedIn ? "Chat · DealFinder AI" : "DealFinder AI · UK buy-to-let deals, found by asking" },
    {
      name: "description",
      content: "Find UK buy-to-let deals in plain English, scored from official government data.",
    },
  ];
};

export const handle = CHAT_COMPOSER;
