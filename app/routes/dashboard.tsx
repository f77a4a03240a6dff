import type { Route } from "./+types/dashboard";
import { CHAT_COMPOSER, ChatView } from "~/components/chat/chat-view";
import { newSubmissionId } from "~/server/submissions.server";

/** The composer's one-time id (decision 141). */
export function loader() {
  return { submission: newSubmissionId() };
}

/** The chat home: a new conversation starts with the first message. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <ChatView conversation={null} submission={loaderData.submission} />;
}

export const meta: Route.MetaFunction = () => [{ title: "Chat · DealFinder AI" }];

export const handle = CHAT_COMPOSER;
