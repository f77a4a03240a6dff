import { Form, Link } from "react-router";
import type { Route } from "./+types/chat-delete";
import { Page, PageHeader } from "~/components/page-header";
import { requireUser } from "~/server/auth.server";
import { deleteConversation, getConversation } from "~/server/conversations.server";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/toast.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const conversation = getConversation(getDb(), user.id, params.id);
  if (!conversation) throw new Response("Not Found", { status: 404 });
  return { id: conversation.id, title: conversation.title };
}

/** Deleting a chat is a POST from this confirmation page (no JavaScript needed). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!deleteConversation(getDb(), user.id, params.id)) throw new Response("Not Found", { status: 404 });
  return redirectWithToast("/dashboard", { title: "Chat deleted" });
}

export default function DeleteChat({ loaderData }: Route.ComponentProps) {
  return (
    <Page>
      <PageHeader title="Delete this chat?">
        “{loaderData.title}” and its messages will be deleted. This cannot be undone.
      </PageHeader>
      <div className="flex gap-3">
        <Form method="post">
          <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
            Delete chat
          </button>
        </Form>
        <Link to={`/chat/${loaderData.id}`} className="btn-secondary">
          Cancel
        </Link>
      </div>
    </Page>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Delete chat · DealFinder AI" }];
