import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/signup";
import { AuthCard } from "~/components/auth-card";
import { OWN_TOASTER, pageToast, Toaster } from "~/components/toaster";
import { useIsPending } from "~/components/ui/use-is-pending";
import { Field, FormAlert, Honeypot, firstInvalidField } from "~/components/ui/field";
import { constraintsOf, HONEYPOT_FIELD, PASSWORD_HINT, SIGNUP_FORM, validateForm } from "~/lib/account-rules";
import { afterSignupPath, chosenPlanSchema, signupSchema } from "~/lib/account-schemas";
import { loginPath, onwardPath } from "~/lib/safe-redirect";
import { useRootData } from "~/root";
import { redirectSignedIn, requireAnonymous, startSession, takeSignup, TOO_MANY_SIGNUPS_MESSAGE } from "~/server/auth.server";
import { getContextDb, getRequestInfo } from "~/server/context.server";
import { BOT_MESSAGE, isBot, parseFormFields } from "~/server/forms.server";
import { failureToast, toastCookie } from "~/server/toast.server";
import { createUser, DuplicateEmailError } from "~/server/users.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const plan = chosenPlanSchema.parse(params.get("plan") ?? undefined);
  // Where the log-in page that sent this visitor was taking them (decision 216).
  const redirectTo = onwardPath(params.get("redirectTo"));
  requireAnonymous(context, afterSignupPath(plan, redirectTo));
  return { plan, redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const db = getContextDb(context);
  const formData = await request.formData();
  const submission = parseFormFields(formData, signupSchema);
  const fail = (message: string, status: number) =>
    data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        toast: failureToast("Signup failed", message),
      },
      { status },
    );
  if (isBot(formData)) return fail(BOT_MESSAGE, 400);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), toast: null }, { status: 400 });
  }
  if (!takeSignup(db, getRequestInfo(context).ip)) return fail(TOO_MANY_SIGNUPS_MESSAGE, 429);
  try {
    const user = await createUser(db, submission.value);
    const headers = new Headers();
    headers.append("Set-Cookie", await startSession(db, request, user.id));
    headers.append("Set-Cookie", await toastCookie({ title: "Account created!" }));
    const plan = chosenPlanSchema.parse(formData.get("plan") ?? undefined);
    throw redirectSignedIn(afterSignupPath(plan, formData.get("redirectTo")), { headers });
  } catch (error) {
    if (error instanceof DuplicateEmailError) return fail(error.message, 400);
    throw error;
  }
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const pro = loaderData.plan === "pro";
  const onward = pro ? afterSignupPath("pro") : loaderData.redirectTo;
  const root = useRootData();
  const pending = useIsPending();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: constraintsOf(SIGNUP_FORM),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validateForm(SIGNUP_FORM, formData),
  });
  const formError = form.errors?.[0];
  const firstInvalid = firstInvalidField(formError, [
    fields.firstName,
    fields.lastName,
    fields.email,
    fields.password,
  ]);

  return (
    <AuthCard
      title="Create an account"
      subtitle="Start with 3 free property searches and 2 AI questions."
      footer={
        <p>
          Already have an account?{" "}
          <Link to={onward ? loginPath(onward) : "/login"} className="link">
            Log in
          </Link>
        </p>
      }
    >
      {/* The form's alert announces a failure; the toast shows it without saying it twice. */}
      <Toaster toast={pageToast(actionData, root?.toast)} announce={!actionData?.toast} />
      <Form method="post" {...getFormProps(form)} className="relative flex flex-col gap-2">
        <FormAlert id={`${form.id}-alert`} title="Signup failed" message={formError} />
        <Honeypot name={HONEYPOT_FIELD} />
        {pro ? (
          <>
            <input type="hidden" name="plan" value="pro" />
            <p className="muted text-sm">You chose Pro: creating your account takes you on to its checkout.</p>
          </>
        ) : null}
        {!pro && loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <Field meta={fields.firstName} label="First name" autoComplete="given-name" autoFocus={firstInvalid === fields.firstName.name} />
          <Field meta={fields.lastName} label="Last name" autoComplete="family-name" autoFocus={firstInvalid === fields.lastName.name} />
        </div>
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" autoFocus={firstInvalid === fields.email.name} />
        <Field
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          autoFocus={firstInvalid === fields.password.name}
        />
        <button type="submit" className="btn-primary mt-2" disabled={pending}>
          {pending ? "Creating account..." : "Create account"}
        </button>
      </Form>
    </AuthCard>
  );
}

export const handle = OWN_TOASTER;

export const meta: Route.MetaFunction = () => [{ title: "Create an account · DealFinder AI" }];
