import { useFormAction, useNavigation } from "react-router";

/**
 * True while a form of this route (its own action, or `formAction`) is being submitted, and,
 * when `intent` is given, only for the form that posts that intent. Pending labels and disabled
 * buttons follow the form that was sent, not any navigation on the page.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  intent,
}: { formAction?: string; formMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE"; intent?: string } = {}) {
  const ownAction = useFormAction();
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formAction) return false;
  const samePath = stripIndex(navigation.formAction) === stripIndex(formAction ?? ownAction);
  const sameIntent = intent === undefined || navigation.formData?.get("intent") === intent;
  return samePath && navigation.formMethod === formMethod && sameIntent;
}

function stripIndex(action: string) {
  return action.replace(/\?index$/, "").split("?")[0];
}
