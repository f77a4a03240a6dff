import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account";
import { Page, PageHeader } from "~/components/page-header";
import { Toaster } from "~/components/toaster";
import { Field, FormAlert, firstInvalidField } from "~/components/ui/field";
import { PASSWORD_HINT, passwordChangeSchema, profileSchema } from "~/lib/account-schemas";
import { requireUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { getSession, revokeOtherSessions } from "~/server/session.server";
import { redirectWithToast, toastSchema } from "~/server/toast.server";
import { changePassword, updateProfile } from "~/server/users.server";

const intentSchema = z.enum(["profile", "password"]);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { firstName: user.firstName, lastName: user.lastName, email: user.email };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = intentSchema.safeParse(formData.get("intent"));
  if (!intent.success) {
    return data({ intent: null, result: null, toast: errorToast("Unknown form.") }, { status: 400 });
  }

  if (intent.data === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success") {
      const message = Object.values(submission.error ?? {}).flat()[0];
      return data(
        {
          intent: intent.data,
          result: submission.reply(),
          toast: errorToast(message ?? "Failed to save changes. Please try again."),
        },
        { status: 400 },
      );
    }
    updateProfile(getDb(), user.id, submission.value);
    return redirectWithToast("/account", { title: "Profile updated" });
  }

  const submission = parseWithZod(formData, { schema: passwordChangeSchema });
  const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
  if (submission.status !== "success") {
    return data({ intent: intent.data, result: submission.reply({ hideFields }), toast: null }, { status: 400 });
  }
  const { currentPassword, newPassword } = submission.value;
  if (!(await changePassword(getDb(), user.id, currentPassword, newPassword))) {
    return data(
      {
        intent: intent.data,
        result: submission.reply({
          fieldErrors: { currentPassword: ["Current password is incorrect"] },
          hideFields,
        }),
        toast: null,
      },
      { status: 400 },
    );
  }
  const session = await getSession(request);
  if (session.id) revokeOtherSessions(user.id, session.id);
  return redirectWithToast("/account", {
    title: "Password changed",
    description: "You have been signed out everywhere else.",
  });
}

function errorToast(description: string) {
  return toastSchema.parse({ title: "Error", description, variant: "destructive" });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  const [profileForm, profile] = useForm({
    id: "profile",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    defaultValue: { firstName: loaderData.firstName, lastName: loaderData.lastName },
    // The spec's settings screen validates only on the server.
    shouldValidate: "onSubmit",
    onValidate: undefined,
  });
  const [passwordForm, password] = useForm({
    id: "password",
    lastResult: actionData?.intent === "password" ? actionData.result : undefined,
    constraint: getZodConstraint(passwordChangeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChangeSchema }),
  });
  const profileFocus = firstInvalidField(undefined, [profile.firstName, profile.lastName]);
  const passwordFocus = firstInvalidField(undefined, [
    password.currentPassword,
    password.newPassword,
    password.confirmPassword,
  ]);

  return (
    <Page>
      <PageHeader title="Account Settings">Manage your profile and password.</PageHeader>
      <div className="flex max-w-2xl flex-col gap-6">
        <section className="card" aria-labelledby="profile-heading">
          <h2 id="profile-heading" className="mb-4 text-lg font-semibold">
            Profile Information
          </h2>
          <Form method="post" {...getFormProps(profileForm)} noValidate className="flex flex-col gap-2">
            <input type="hidden" name="intent" value="profile" />
            <FormAlert id="profile-alert" title="Error" message={profileForm.errors?.[0]} />
            <div className="grid gap-2 sm:grid-cols-2">
              <Field meta={profile.firstName} label="First name" autoComplete="given-name" autoFocus={profileFocus === "firstName"} />
              <Field meta={profile.lastName} label="Last name" autoComplete="family-name" autoFocus={profileFocus === "lastName"} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="email" className="text-sm font-medium">
                Email
              </label>
              <input id="email" type="email" value={loaderData.email} disabled readOnly className="input" aria-describedby="email-note" />
              <p id="email-note" className="muted text-xs">
                Email cannot be changed. Contact support if you need to update it.
              </p>
            </div>
            <button type="submit" className="btn-primary mt-2 self-start" disabled={pendingIntent === "profile"}>
              {pendingIntent === "profile" ? "Saving..." : "Save Changes"}
            </button>
          </Form>
        </section>

        <section className="card" aria-labelledby="password-heading">
          <h2 id="password-heading" className="mb-4 text-lg font-semibold">
            Password &amp; Security
          </h2>
          <Form method="post" {...getFormProps(passwordForm)} className="flex flex-col gap-2">
            <input type="hidden" name="intent" value="password" />
            <input type="text" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
            <Field meta={password.currentPassword} label="Current password" type="password" autoComplete="current-password" autoFocus={passwordFocus === "currentPassword"} />
            <Field meta={password.newPassword} label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} autoFocus={passwordFocus === "newPassword"} />
            <Field meta={password.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" autoFocus={passwordFocus === "confirmPassword"} />
            <button type="submit" className="btn-primary mt-2 self-start" disabled={pendingIntent === "password"}>
              {pendingIntent === "password" ? "Changing..." : "Change Password"}
            </button>
          </Form>
        </section>
        <p>
          <Link to="/" className="link">
            Back to Chat
          </Link>
        </p>
      </div>
      <Toaster toast={actionData?.toast ?? null} label="Form notifications" />
    </Page>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Account Settings · DealFinder AI" }];
