import { redirect } from "react-router";
import type { Route } from "./+types/chat-new";
import { requireUser } from "~/server/auth.server";
import { getContextDb } from "~/server/context.server";
import { fairUseRefusal, postMessage } from "~/server/chat-page.server";
import { withAiSlot } from "~/server/fair-use.server";

export async function loader() {
  return redirect("/dashboard");
}

/** The first message of a new conversation (the chat home's form and the example prompts). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  return withAiSlot(context, user.id, () => fairUseRefusal(request, null), (slot) =>
    postMessage(getContextDb(context), request, user, null, slot),
  );
}
