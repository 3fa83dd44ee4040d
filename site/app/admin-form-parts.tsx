import { CircleAlert, CircleCheck } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { ApiError, NetworkError } from './session.ts';

/** One problem with a form: the field it belongs to (its input id) and what to do about it. */
export interface FormProblem {
  fieldId?: string;
  message: string;
}

/**
 * The list of problems at the top of a form (GOV.UK error summary pattern): announced, focused so
 * keyboard and screen-reader users land on it, each problem linking to its field.
 */
export function ErrorSummary({
  problems,
  title = 'There is a problem',
}: {
  problems: FormProblem[];
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) ref.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className="rounded-xl border-4 border-danger bg-white p-4 sm:p-5"
    >
      <h2 id="error-summary-title" className="flex items-center gap-2 text-xl text-danger">
        <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
        {title}
      </h2>
      <ul className="mt-2 space-y-1">
        {problems.map((problem) => (
          <li key={`${problem.fieldId ?? ''}:${problem.message}`}>
            {problem.fieldId ? (
              <a
                href={`#${problem.fieldId}`}
                className="font-semibold text-danger"
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(problem.fieldId ?? '')?.focus();
                }}
              >
                {problem.message}
              </a>
            ) : (
              <span className="font-semibold text-danger">{problem.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The message under a field, linked to it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 font-semibold text-danger">
      <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <span>
        <span className="sr-only">Error: </span>
        {message}
      </span>
    </p>
  );
}

/** A short confirmation after an action, announced politely. */
export function SuccessNote({
  children,
  focusRef,
}: {
  children: ReactNode;
  focusRef?: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className="flex items-start gap-2 rounded-xl border-2 border-brand bg-brand-tint p-3 text-navy"
    >
      <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-dark" />
      <div>{children}</div>
    </div>
  );
}

/** The input classes shared by every text field of the sign-in and admin forms. */
export function inputClass(invalid: boolean): string {
  return [
    'block w-full min-h-12 rounded-lg border-2 bg-white px-3 py-2 text-lg text-ink',
    invalid ? 'border-danger' : 'border-muted',
  ].join(' ');
}

/** "Wait 3 minutes", from a Retry-After in seconds. */
export function waitText(seconds: number | undefined): string {
  if (!seconds || seconds <= 60) return 'Wait a minute';
  const minutes = Math.ceil(seconds / 60);
  return `Wait ${minutes} minutes`;
}

/** A sentence a person can act on, for any failure of an admin or sign-in call. */
export function problemMessage(error: unknown): string {
  if (error instanceof NetworkError) {
    return 'We could not reach the server. Check your connection and try again.';
  }
  if (error instanceof ApiError) {
    if (error.status === 429)
      return `Too many requests. ${waitText(error.retryAfterSeconds)}, then try again.`;
    if (error.status === 401) return 'Your session has ended. Please sign in again.';
    if (error.status === 403) return 'This account does not have access to the admin area.';
    if (error.status >= 500) return 'Something went wrong on the server. Please try again in a moment.';
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/**
 * A timestamp from the API in en-GB, UK time ("22 Nov 2026, 17:43"); an empty or unreadable
 * value gives an empty string.
 */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
