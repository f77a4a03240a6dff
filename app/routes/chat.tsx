import type { Route } from "./+types/chat";
import { CONVERSATION_COMPOSER, ChatView } from "~/components/chat/chat-view";
import { requireUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { fairUseRefusal, loadConversation, postMessage } from "~/server/chat-page.server";
import { ownsConversation } from "~/server/conversations.server";
import { withAiSlot } from "~/server/fair-use.server";
import { notFound } from "~/server/http-errors.server";
import { newSubmissionId } from "~/server/submissions.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const before = new URL(request.url).searchParams.get("before");
  // A message id is a UUID; anything else is not one of this conversation's messages.
  const anchor = before && before.length <= 64 ? before : null;
  return { conversation: loadConversation(getContextDb(context), user, params.id, anchor), submission: newSubmissionId() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const db = getContextDb(context);
  // A conversation that is not the user's is a 404 before it takes a fair-use slot, and before
  // its id could go into a redirect.
  if (!ownsConversation(db, user.id, params.id)) notFound();
  return withAiSlot(context, user.id, () => fairUseRefusal(request, params.id), (slot) =>
    postMessage(db, request, user, params.id, slot),
  );
}

export default function Chat({ loaderData }: Route.ComponentProps) {
  return <ChatView conversation={loaderData.conversation} submission={loaderData.submission} />;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.conversation.title ?? "Chat"} · DealFinder AI` },
];

export const handle = CONVERSATION_COMPOSER;
