import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/signup";
import { AuthCard } from "~/components/auth-card";
import { Toaster } from "~/components/toaster";
import { Field, FormAlert, Honeypot, firstInvalidField } from "~/components/ui/field";
import { HONEYPOT_FIELD, PASSWORD_HINT, signupSchema } from "~/lib/account-schemas";
import { requireAnonymous, startSession } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { BOT_MESSAGE, isBot } from "~/server/forms.server";
import { toastCookie, toastSchema } from "~/server/toast.server";
import { createUser, DuplicateEmailError } from "~/server/users.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signupSchema });
  const fail = (message: string, status: number) =>
    data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        toast: toastSchema.parse({ title: "Signup failed", description: message, variant: "destructive" }),
      },
      { status },
    );
  if (isBot(formData)) return fail(BOT_MESSAGE, 400);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), toast: null }, { status: 400 });
  }
  try {
    const user = await createUser(getDb(), submission.value);
    const headers = new Headers();
    headers.append("Set-Cookie", await startSession(request, user.id));
    headers.append("Set-Cookie", await toastCookie({ title: "Account created!" }));
    throw redirect("/dashboard", { headers });
  } catch (error) {
    if (error instanceof DuplicateEmailError) return fail(error.message, 409);
    throw error;
  }
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/signup");
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(signupSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupSchema }),
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
          <Link to="/login" className="link">
            Log in
          </Link>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="relative flex flex-col gap-2">
        <FormAlert id={`${form.id}-alert`} title="Signup failed" message={formError} />
        <Honeypot name={HONEYPOT_FIELD} />
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
      <Toaster toast={actionData?.toast ?? null} label="Form notifications" />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Create an account · DealFinder AI" }];
