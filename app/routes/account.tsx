import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account";
import { Page, PageHeader } from "~/components/page-header";
import { OWN_TOASTER, pageToast, Toaster } from "~/components/toaster";
import { Field, FormAlert, firstInvalidField } from "~/components/ui/field";
import { useIsPending } from "~/components/ui/use-is-pending";
import { constraintsOf, PASSWORD_CHANGE_FORM, PASSWORD_HINT, validateForm } from "~/lib/account-rules";
import { passwordChangeSchema, profileSchema } from "~/lib/account-schemas";
import { useRootData } from "~/root";
import { changePasswordThrottled, requireUser, rotateSessions, TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE } from "~/server/auth.server";
import { parseFormFields } from "~/server/forms.server";
import { getContextDb } from "~/server/context.server";
import type { Db } from "~/server/db.server";
import { failureToast, redirectWithToast } from "~/server/toast.server";
import { saveProfile } from "~/server/profile.server";
import type { PublicUser } from "~/server/users.server";

const intentSchema = z.enum(["profile", "password"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { firstName: user.firstName, lastName: user.lastName, email: user.email };
}

type IntentArgs = { db: Db; user: PublicUser; request: Request; formData: FormData };

/** Two forms post here; the hidden `intent` picks the function. An unknown intent is a 400. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const formData = await request.formData();
  const intent = intentSchema.safeParse(formData.get("intent"));
  if (!intent.success) {
    return data({ intent: null, result: null, toast: errorToast("Unknown form.") }, { status: 400 });
  }
  const args = { db: getContextDb(context), user, request, formData };
  switch (intent.data) {
    case "profile":
      return profileAction(args);
    case "password":
      return passwordAction(args);
  }
}

async function profileAction({ db, user, formData }: IntentArgs) {
  const submission = parseFormFields(formData, profileSchema);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0];
    return data(
      {
        intent: "profile" as const,
        result: submission.reply(),
        toast: errorToast(message ?? "Failed to save changes. Please try again."),
      },
      { status: 400 },
    );
  }
  await saveProfile(db, user.id, submission.value);
  return redirectWithToast("/account", { title: "Profile updated" });
}

async function passwordAction({ db, user, request, formData }: IntentArgs) {
  const submission = parseFormFields(formData, passwordChangeSchema);
  const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
  if (submission.status !== "success") {
    return data({ intent: "password" as const, result: submission.reply({ hideFields }), toast: null }, { status: 400 });
  }
  const { currentPassword, newPassword } = submission.value;
  const outcome = await changePasswordThrottled(db, request, user.id, currentPassword, newPassword);
  if (outcome !== "changed") {
    const message = outcome === "limited" ? TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE : "Current password is incorrect";
    return data(
      {
        intent: "password" as const,
        result: submission.reply({ fieldErrors: { currentPassword: [message] }, hideFields }),
        toast: null,
      },
      { status: outcome === "limited" ? 429 : 400 },
    );
  }
  // A new session id for this browser; every other session ends.
  const cookie = await rotateSessions(db, request, user.id);
  return redirectWithToast(
    "/account",
    { title: "Password changed", description: "You have been signed out everywhere else." },
    { headers: { "Set-Cookie": cookie } },
  );
}

/**
 * With JavaScript the page does not reload after a save: the success is a redirect to this same
 * page, which leaves the form mounted and its last reply gone. Once the save went through, the
 * form is reset: the profile's fields show the saved names without an earlier refusal's error
 * beside them, and the password's three fields are emptied of the old and new passwords. A
 * refusal keeps the fields, as the server's reply says which one to fix.
 * The reset is a reply of its own (`initialValue: null`, what conform's `resetForm` sends), so it
 * happens in the page: `form.reset()` is an intent that a form validated only on the server
 * (the profile) would post, and its redirect would reset it again, round and round.
 * The form's button was disabled while it was sent, which dropped the focus to the page's body;
 * it goes back to that button, so the keyboard carries on where it was (decision 175).
 */
function useResetAfterSave(sending: boolean, refused: boolean, button: RefObject<HTMLButtonElement | null>) {
  const navigation = useNavigation();
  const sent = useRef(false);
  const [reset, setReset] = useState<SubmissionResult<string[]>>();
  useEffect(() => {
    if (sending) sent.current = true;
    else if (sent.current && navigation.state === "idle") {
      sent.current = false;
      if (refused) return;
      setReset({ initialValue: null });
      const active = document.activeElement;
      if (!active || active === document.body) button.current?.focus();
    }
  }, [sending, navigation.state, refused, button]);
  return reset;
}

function errorToast(description: string) {
  return failureToast("Error", description);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const savingProfile = useIsPending({ intent: "profile" });
  const changingPassword = useIsPending({ intent: "password" });

  const profileButton = useRef<HTMLButtonElement>(null);
  const passwordButton = useRef<HTMLButtonElement>(null);
  const profileSaved = useResetAfterSave(savingProfile, actionData?.intent === "profile", profileButton);
  const passwordChanged = useResetAfterSave(changingPassword, actionData?.intent === "password", passwordButton);
  const [profileForm, profile] = useForm({
    id: "profile",
    lastResult: actionData?.intent === "profile" ? actionData.result : profileSaved,
    defaultValue: { firstName: loaderData.firstName, lastName: loaderData.lastName },
    // The spec's settings screen validates only on the server.
    shouldValidate: "onSubmit",
    onValidate: undefined,
  });
  const [passwordForm, password] = useForm({
    id: "password",
    lastResult: actionData?.intent === "password" ? actionData.result : passwordChanged,
    constraint: constraintsOf(PASSWORD_CHANGE_FORM),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validateForm(PASSWORD_CHANGE_FORM, formData),
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
      <Toaster toast={pageToast(actionData, root?.toast)} />
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
              <WholeAddress email={loaderData.email} />
              <p id="email-note" className="muted text-xs">
                Email cannot be changed. Contact support if you need to update it.
              </p>
            </div>
            <button ref={profileButton} type="submit" className="btn-primary mt-2 self-start" disabled={savingProfile}>
              {savingProfile ? "Saving..." : "Save Changes"}
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
            <button ref={passwordButton} type="submit" className="btn-primary mt-2 self-start" disabled={changingPassword}>
              {changingPassword ? "Changing..." : "Change Password"}
            </button>
          </Form>
        </section>
        <p>
          <Link to="/" className="link">
            Back to Chat
          </Link>
        </p>
      </div>
    </Page>
  );
}

/**
 * The longest addresses the email field shows whole: on a phone (from 320 px), and from 640 px
 * (also at 768 px beside the open sidebar). A longer one is cut off in the field, so it is also
 * written out below it, wrapped, where the field is that narrow (decision 119). Screen readers
 * have it from the field already.
 */
const EMAIL_FIELD_HOLDS = { phone: 20, wide: 40 } as const;

function WholeAddress({ email }: { email: string }) {
  if (email.length <= EMAIL_FIELD_HOLDS.phone) return null;
  return (
    <p aria-hidden="true" className={`break-all text-sm ${email.length > EMAIL_FIELD_HOLDS.wide ? "" : "sm:hidden"}`}>
      {email}
    </p>
  );
}

export const handle = OWN_TOASTER;

export const meta: Route.MetaFunction = () => [{ title: "Account Settings · DealFinder AI" }];
