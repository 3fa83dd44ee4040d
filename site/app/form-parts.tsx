import { CircleAlert, CircleCheck } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

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
  focus = true,
  autoFocus = false,
}: {
  problems: FormProblem[];
  title?: string;
  /** False while the problems are the ones the server rendered (nothing was submitted here yet). */
  focus?: boolean;
  /** On a page the server rendered for a form sent without script: focused as the page loads. */
  autoFocus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus && problems.length > 0) ref.current?.focus();
  }, [problems, focus]);
  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: GOV.UK: the summary of a form sent back is where focus starts
      autoFocus={autoFocus}
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
