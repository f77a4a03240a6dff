import { ChatHome } from "~/components/chat/chat-home";
import type { Route } from "./+types/dashboard";

export default function Dashboard() {
  return <ChatHome />;
}

export const meta: Route.MetaFunction = () => [{ title: "Chat · DealFinder AI" }];
