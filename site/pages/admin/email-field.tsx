import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { EMAIL_PATTERN } from '../../../widget/core/lead.ts';
import { FieldError, inputClass } from '../../app/form-parts.tsx';

/** The message for an e-mail address that cannot be used, or null when it is fine. */
export function emailProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'Enter an e-mail address';
  if (!EMAIL_PATTERN.test(trimmed))
    return 'Enter an e-mail address in the correct format, like name@example.com';
  return null;
}

/** A labelled e-mail input with its hint and error, for the admin forms. */
export function EmailField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-navy">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error ?? undefined} />
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1 ${inputClass(Boolean(error))}`}
      />
    </div>
  );
}

/**
 * The form of the subject access and erase panels: "E-mail address of the person", checked before
 * `onSubmit` gets the trimmed address (focus goes back to the field on a problem).
 */
export function PersonEmailForm({
  labelledBy,
  button,
  onSubmit,
}: {
  /** The id of the panel's heading, which names the form. */
  labelledBy: string;
  /** The submit button's content (an icon and words). */
  button: ReactNode;
  onSubmit: (email: string) => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    onSubmit(email.trim());
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby={labelledBy}>
      <div className="max-w-xl">
        <EmailField
          id={`${id}-email`}
          label="E-mail address of the person"
          value={email}
          error={error}
          onChange={setEmail}
        />
      </div>
      <button type="submit" className="dc-btn-secondary">
        {button}
      </button>
    </form>
  );
}
