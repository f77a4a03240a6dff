import { Form, Link } from "react-router";
import type { Route } from "./+types/chat-delete";
import { Page, PageHeader } from "~/components/page-header";
import { requireUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { deleteConversation, getConversation } from "~/server/conversations.server";
import { foundOr404, notFound } from "~/server/http-errors.server";
import { redirectWithToast } from "~/server/toast.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const conversation = foundOr404(getConversation(getContextDb(context), user.id, params.id));
  return { id: conversation.id, title: conversation.title };
}

/** Deleting a chat is a POST from this confirmation page (no JavaScript needed). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  if (!deleteConversation(getContextDb(context), user.id, params.id)) notFound();
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
