import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { AuthCard } from "~/components/auth-card";
import { Toaster } from "~/components/toaster";
import { Field, FormAlert, Honeypot, firstInvalidField } from "~/components/ui/field";
import { HONEYPOT_FIELD, loginSchema } from "~/lib/account-schemas";
import { safeRedirect } from "~/lib/safe-redirect";
import { login, requireAnonymous, startSession } from "~/server/auth.server";
import { BOT_MESSAGE, isBot } from "~/server/forms.server";
import { getRequestInfo } from "~/server/request-info.server";
import { toastCookie, toastSchema } from "~/server/toast.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request);
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  const fail = (message: string, status: number) =>
    data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        toast: toastSchema.parse({ title: "Login failed", description: message, variant: "destructive" }),
      },
      { status },
    );
  if (isBot(formData)) return fail(BOT_MESSAGE, 400);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), toast: null }, { status: 400 });
  }
  const { email, redirectTo } = submission.value;
  const result = await login(request, email, getRequestInfo(context).ip);
  if (!result.ok) return fail(result.message, result.status);

  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(request, result.user.id));
  headers.append("Set-Cookie", await toastCookie({ title: "Welcome back!" }));
  throw redirect(safeRedirect(redirectTo), { headers });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/login");
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
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
          <Link to="/signup" className="link">
            Sign up
          </Link>
        </p>
      }
    >
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
      <Toaster toast={actionData?.toast ?? null} label="Form notifications" />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Log in · DealFinder AI" }];
