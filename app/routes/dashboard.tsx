import type { Route } from "./+types/dashboard";
import { CHAT_COMPOSER, ChatView } from "~/components/chat/chat-view";

/** The chat home: a new conversation starts with the first message. */
export default function Dashboard() {
  return <ChatView conversation={null} />;
}

export const meta: Route.MetaFunction = () => [{ title: "Chat · DealFinder AI" }];

export const handle = CHAT_COMPOSER;
