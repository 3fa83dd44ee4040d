import { Eye, EyeOff, LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EMAIL_PATTERN } from '../../../widget/core/lead.ts';
import { problemMessage, waitText } from '../../app/admin-form-parts.tsx';
import { ErrorSummary, FieldError, type FormProblem, inputClass } from '../../app/form-parts.tsx';
import { ApiError, type SessionUser, signIn } from '../../app/session.ts';

export const SIGN_IN_TEXT = {
  emailMissing: 'Enter your e-mail address',
  emailInvalid: 'Enter an e-mail address in the correct format, like name@example.com',
  passwordMissing: 'Enter your password',
  wrongDetails: 'The e-mail address or password is not right. Check them and try again.',
  throttled: (seconds: number | undefined) =>
    `Too many sign-in attempts. ${waitText(seconds)}, then try again.`,
} as const;

/** The checks made before anything is sent, in the order a person reads the form. */
export function signInProblems(
  email: string,
  password: string,
  ids: { email: string; password: string },
): FormProblem[] {
  const problems: FormProblem[] = [];
  const trimmed = email.trim();
  if (trimmed === '') problems.push({ fieldId: ids.email, message: SIGN_IN_TEXT.emailMissing });
  else if (!EMAIL_PATTERN.test(trimmed))
    problems.push({ fieldId: ids.email, message: SIGN_IN_TEXT.emailInvalid });
  if (password === '') problems.push({ fieldId: ids.password, message: SIGN_IN_TEXT.passwordMissing });
  return problems;
}

/**
 * E-mail and password sign-in. Problems show at the top (focused) and beside each field; a wrong
 * e-mail or password gets one message that does not say which of the two was wrong.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password` };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [busy, setBusy] = useState(false);

  const fieldProblem = (fieldId: string) => problems.find((problem) => problem.fieldId === fieldId)?.message;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = signInProblems(email, password, ids);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const user = await signIn(email.trim(), password);
      onSignedIn(user);
    } catch (error) {
      setPassword('');
      if (error instanceof ApiError && (error.status === 401 || error.code === 'invalid_credentials')) {
        setProblems([{ fieldId: ids.email, message: SIGN_IN_TEXT.wrongDetails }]);
      } else if (error instanceof ApiError && error.status === 429) {
        setProblems([{ message: SIGN_IN_TEXT.throttled(error.retryAfterSeconds) }]);
      } else if (error instanceof ApiError && error.status === 400 && error.fields) {
        setProblems(
          Object.entries(error.fields).map(([field, message]) => ({
            fieldId: field === 'password' ? ids.password : ids.email,
            message,
          })),
        );
      } else {
        setProblems([{ message: problemMessage(error) }]);
      }
    } finally {
      setBusy(false);
    }
  }

  const emailError = fieldProblem(ids.email);
  const passwordError = fieldProblem(ids.password);

  return (
    // No `name` on the fields and a POST method: should the form ever be submitted natively, the
    // e-mail and password cannot end up in the address (it only renders after hydration anyway).
    <form method="post" noValidate onSubmit={submit} className="space-y-6" aria-label="Sign in">
      <ErrorSummary problems={problems} />
      <div>
        <label htmlFor={ids.email} className="block font-semibold text-navy">
          E-mail address
        </label>
        <FieldError id={`${ids.email}-error`} message={emailError} />
        <input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${ids.email}-error` : undefined}
          className={`mt-1 ${inputClass(Boolean(emailError))}`}
        />
      </div>
      <div>
        <label htmlFor={ids.password} className="block font-semibold text-navy">
          Password
        </label>
        <FieldError id={`${ids.password}-error`} message={passwordError} />
        <div className="mt-1 flex gap-2">
          <input
            id={ids.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${ids.password}-error` : undefined}
            className={inputClass(Boolean(passwordError))}
          />
          <button
            type="button"
            className="dc-btn-secondary shrink-0 px-3"
            aria-pressed={showPassword}
            aria-controls={ids.password}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
            Show<span className="sr-only"> password</span>
          </button>
        </div>
      </div>
      <button type="submit" className="dc-btn-primary w-full sm:w-auto" disabled={busy} aria-busy={busy}>
        <LogIn aria-hidden="true" className="size-5" />
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
