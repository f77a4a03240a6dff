import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { AuthCard } from "~/components/auth-card";
import { OWN_TOASTER, pageToast, Toaster } from "~/components/toaster";
import { useIsPending } from "~/components/ui/use-is-pending";
import { Field, FormAlert, Honeypot, firstInvalidField } from "~/components/ui/field";
import { constraintsOf, HONEYPOT_FIELD, LOGIN_FORM, validateForm } from "~/lib/account-rules";
import { loginSchema } from "~/lib/account-schemas";
import { onwardPath, safeRedirect, signupPath } from "~/lib/safe-redirect";
import { useRootData } from "~/root";
import { login, redirectSignedIn, requireAnonymous, startSession } from "~/server/auth.server";
import { BOT_MESSAGE, isBot, parseFormFields } from "~/server/forms.server";
import { getContextDb, getRequestInfo } from "~/server/context.server";
import { failureToast, toastCookie } from "~/server/toast.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAnonymous(context, safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const db = getContextDb(context);
  const formData = await request.clone().formData();
  const submission = parseFormFields(formData, loginSchema);
  const fail = (message: string, status: number) =>
    data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        toast: failureToast("Login failed", message),
      },
      { status },
    );
  if (isBot(formData)) return fail(BOT_MESSAGE, 400);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), toast: null }, { status: 400 });
  }
  const { email, redirectTo } = submission.value;
  const result = await login(db, request, email, getRequestInfo(context).ip);
  if (!result.ok) return fail(result.message, result.status);

  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(db, request, result.user.id));
  headers.append("Set-Cookie", await toastCookie({ title: "Welcome back!" }));
  throw redirectSignedIn(safeRedirect(redirectTo), { headers });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const root = useRootData();
  const [searchParams] = useSearchParams();
  const onward = onwardPath(searchParams.get("redirectTo"));
  const pending = useIsPending();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: constraintsOf(LOGIN_FORM),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validateForm(LOGIN_FORM, formData),
  });
  const formError = form.errors?.[0];
  const firstInvalid = firstInvalidField(formError, [fields.email, fields.password]);

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to find and analyse UK buy-to-let deals."
      footer={
        <p>
          Don&apos;t have an account?{" "}
          <Link to={onward ? signupPath(onward) : "/signup"} className="link">
            Sign up
          </Link>
        </p>
      }
    >
      {/* The form's alert announces a failure; the toast shows it without saying it twice. */}
      <Toaster toast={pageToast(actionData, root?.toast)} announce={!actionData?.toast} />
      <Form method="post" {...getFormProps(form)} className="relative flex flex-col gap-2">
        <FormAlert id={`${form.id}-alert`} title="Login failed" message={formError} />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <Honeypot name={HONEYPOT_FIELD} />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" autoFocus={firstInvalid === fields.email.name} />
        <Field meta={fields.password} label="Password" type="password" autoComplete="current-password" autoFocus={firstInvalid === fields.password.name} />
        <button type="submit" className="btn-primary mt-2" disabled={pending}>
          {pending ? "Logging in..." : "Log in"}
        </button>
      </Form>
    </AuthCard>
  );
}

export const handle = OWN_TOASTER;

export const meta: Route.MetaFunction = () => [{ title: "Log in · DealFinder AI" }];
