import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { problemMessage } from '../../app/admin-form-parts.tsx';
import { ErrorSummary, FieldError, inputClass, SuccessNote } from '../../app/form-parts.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { ApiError, api, type SessionUser, sessionStarted, toApiError } from '../../app/session.ts';

const MIN_LENGTH = 12;

/** The token from the link's fragment (#token=…): a fragment is never sent to a server or in a Referer. */
function tokenFromHash(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/**
 * /staff/set-password#token=…: an invited member of staff chooses a password. The link works once
 * and expires; choosing the password signs them in and opens the staff area.
 */
export default function SetPasswordPage() {
  const id = useId();
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ fieldId?: string; message: string }[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  useEffect(() => setToken(tokenFromHash()), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: { fieldId?: string; message: string }[] = [];
    if (password.length < MIN_LENGTH)
      found.push({
        fieldId: `${id}-password`,
        message: `Use a password of at least ${MIN_LENGTH} characters.`,
      });
    else if (confirm !== password)
      found.push({ fieldId: `${id}-confirm`, message: 'The two passwords are not the same.' });
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const result = await api
        .post('auth/set-password', { json: { token, password } })
        .json<{ email: string; user?: SessionUser }>();
      setDone(result.email);
      // The server signed them in: straight to their work, without the sign-in form.
      if (result.user?.role) {
        sessionStarted(result.user);
        navigate(result.user.isAdmin ? '/admin' : '/staff', { replace: true, state: { passwordSet: true } });
      }
    } catch (error) {
      const failure = await toApiError(error);
      setProblems([
        failure instanceof ApiError && failure.fields?.password
          ? { fieldId: `${id}-password`, message: failure.fields.password }
          : { message: problemMessage(failure) },
      ]);
    } finally {
      setBusy(false);
    }
  }

  const passwordError = problems.find((p) => p.fieldId === `${id}-password`)?.message;
  const confirmError = problems.find((p) => p.fieldId === `${id}-confirm`)?.message;

  return (
    <div className="dc-container py-10 sm:py-14">
      <PageMeta
        title="Choose your password"
        description="Set the password of a Drawdown Compare staff account."
        path="/staff/set-password"
        noindex
      />
      <div className="dc-card mx-auto max-w-xl space-y-5 p-5 sm:p-8">
        <h1 className="text-3xl sm:text-4xl">Choose your password</h1>
        {token === null ? null : done ? (
          <div role="status" className="space-y-4">
            <SuccessNote>
              Your password is set for <strong className="[overflow-wrap:anywhere]">{done}</strong>.
            </SuccessNote>
            <Link to="/auth" className="dc-btn-primary">
              Sign in
            </Link>
          </div>
        ) : token === '' ? (
          <p role="alert">
            This link is not complete. Open the link from your invitation e-mail again, or ask an admin to
            send a new invitation.
          </p>
        ) : (
          <form noValidate onSubmit={submit} className="space-y-5">
            <ErrorSummary problems={problems} />
            <p>
              Use at least {MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to
              guess.
            </p>
            <div>
              <label htmlFor={`${id}-password`} className="block font-semibold text-navy">
                New password
              </label>
              <FieldError id={`${id}-password-error`} message={passwordError} />
              <input
                id={`${id}-password`}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={passwordError ? `${id}-password-error` : undefined}
                className={`mt-1 ${inputClass(Boolean(passwordError))}`}
              />
            </div>
            <div>
              <label htmlFor={`${id}-confirm`} className="block font-semibold text-navy">
                The same password again
              </label>
              <FieldError id={`${id}-confirm-error`} message={confirmError} />
              <input
                id={`${id}-confirm`}
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
                className={`mt-1 ${inputClass(Boolean(confirmError))}`}
              />
            </div>
            <button type="submit" className="dc-btn-primary" disabled={busy}>
              <KeyRound aria-hidden="true" className="size-5" />
              {busy ? 'Saving…' : 'Set my password'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
