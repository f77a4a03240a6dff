import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Fragment, useEffect, useRef, type ReactNode } from "react";

type InputType = "text" | "email" | "password";

/**
 * A labelled input wired for screen readers: `<label for>`, `aria-invalid` only when invalid,
 * `aria-describedby` naming the hint and the error, and a fixed slot for the message so the
 * layout never shifts when it appears.
 */
export function Field({
  meta,
  label,
  type = "text",
  hint,
  autoComplete,
  autoFocus,
  disabled,
}: {
  meta: FieldMetadata<string>;
  label: string;
  type?: InputType;
  hint?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const invalid = Boolean(meta.errors?.length);
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [hintId, invalid ? meta.errorId : undefined].filter(Boolean).join(" ");
  const { key, ...inputProps } = getInputProps(meta, { type, ariaAttributes: false });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <input
        key={key}
        {...inputProps}
        className="input"
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        disabled={disabled}
        // Rendered by the server too, so focus lands on the field with JavaScript off.
        autoFocus={autoFocus}
      />
      {hint ? (
        <p id={hintId} className="muted text-xs">
          {hint}
        </p>
      ) : null}
      <p id={meta.errorId} className="min-h-5 text-sm text-red-700 dark:text-red-300">
        {/* One line a message, in the spec's words; a screen reader hears them as sentences. */}
        {invalid && meta.errors!.length === 1
          ? meta.errors![0]
          : invalid
            ? meta.errors!.map((message, i, all) => (
                <Fragment key={message}>
                  {i > 0 ? " " : null}
                  <span className="block">
                    {message}
                    {i < all.length - 1 ? <span className="sr-only">.</span> : null}
                  </span>
                </Fragment>
              ))
            : null}
      </p>
    </div>
  );
}

/** The field people never see and bots fill in. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${name}`}>Leave this field empty</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The name of the field that should take focus after a failed post: none when a form-level
 * error takes it, else the first invalid field. Works with JavaScript off (autofocus).
 */
export function firstInvalidField(formError: string | undefined, fields: FieldMetadata<string>[]) {
  if (formError) return null;
  return fields.find((f) => f.errors?.length)?.name ?? null;
}

/**
 * The form-level alert at the top of a form: announced, and focused when it appears (the
 * server renders `autofocus`, so this holds with JavaScript off too).
 */
export function FormAlert({ id, title, message }: { id: string; title: string; message?: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  // React only auto-focuses form controls on the client; focus the alert when it appears.
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      autoFocus
      className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
    </div>
  );
}
