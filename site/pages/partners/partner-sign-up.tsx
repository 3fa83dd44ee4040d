import ky, { HTTPError } from 'ky';
import { CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../../widget/core/brand.ts';
import { ErrorSummary } from '../../app/form-parts.tsx';
import { HoneypotField, TextField } from '../../shared/form-fields.tsx';
import {
  SIGN_UP_FIELD_IDS,
  type SignUpField,
  type SignUpState,
  signUpBody,
  signUpErrors,
  signUpProblems,
  signUpRefused,
} from './partners-model.ts';

export const SIGN_UP_PATH = '/partners';
export const SIGN_UP_API = '/api/partner-sign-ups';

/** The thank-you once the sign-up is stored: what happens next, and nothing the publisher must do. */
function SignUpSent({ site, autoFocus }: { site: string | null; autoFocus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <div role="status" className="grid gap-3" data-testid="partner-sign-up-sent">
      <h3
        ref={ref}
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: the answer to a form sent without script starts here
        autoFocus={autoFocus}
        className="flex items-center gap-2 text-xl"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-brand" />
        Thank you for signing up
      </h3>
      <p>
        We have your sign-up for <strong className="break-all">{site ?? 'your site'}</strong>. We look at each
        site ourselves, and once we have approved it we e-mail you your partner id, the snippet to paste and
        the link to your private report.
      </p>
      <p className="text-base text-muted">
        Questions meanwhile? E-mail <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>.
      </p>
    </div>
  );
}

/**
 * The publisher's sign-up (name, site, e-mail address). With script it sends JSON and shows the
 * problems or the thanks in place; without script it POSTs to /partners and the server answers
 * with this page in the posted state (ADR 022), given here as `initial`.
 */
export function PartnerSignUpForm({
  initial,
  answered = false,
}: {
  initial: SignUpState;
  /** The page is the server's answer to a form sent without script: its summary or thanks gets focus. */
  answered?: boolean;
}) {
  const [state, setState] = useState<SignUpState>(initial);
  const [honeypot, setHoneypot] = useState('');
  const set = (field: SignUpField) => (value: string) =>
    setState((current) => ({ ...current, values: { ...current.values, [field]: value } }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.status === 'sending') return;
    const errors = signUpErrors(state.values);
    if (Object.keys(errors).length > 0) return setState({ ...state, errors, message: null });
    const body = signUpBody(state.values, honeypot);
    setState({ ...state, errors: {}, message: null, status: 'sending' });
    try {
      await ky.post(SIGN_UP_API, { json: body, timeout: 20_000, retry: 0 });
      setState((current) => ({ ...current, status: 'sent', sentSite: body.site }));
    } catch (error) {
      const status = error instanceof HTTPError ? error.response.status : null;
      const answer = error instanceof HTTPError ? await error.response.json().catch(() => null) : null;
      setState((current) => signUpRefused(current, status, answer as Parameters<typeof signUpRefused>[2]));
    }
  };

  if (state.status === 'sent') return <SignUpSent site={state.sentSite} autoFocus={answered} />;
  const sending = state.status === 'sending';
  return (
    <form
      method="post"
      action={SIGN_UP_PATH}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="partner-sign-up-title"
      className="relative grid gap-5"
      data-testid="partner-sign-up-form"
    >
      <ErrorSummary problems={signUpProblems(state)} autoFocus={answered} focus={!answered} />
      <TextField
        id={SIGN_UP_FIELD_IDS.name}
        name="name"
        label="Name of your site or publication"
        autoComplete="organization"
        value={state.values.name}
        onChange={set('name')}
        error={state.errors.name}
      />
      <TextField
        id={SIGN_UP_FIELD_IDS.site}
        name="site"
        inputMode="url"
        label="Your site’s address"
        hint="The address your pages are on, for example https://www.example.co.uk"
        autoComplete="url"
        value={state.values.site}
        onChange={set('site')}
        error={state.errors.site}
      />
      <TextField
        id={SIGN_UP_FIELD_IDS.email}
        name="email"
        type="email"
        inputMode="email"
        label="Your e-mail address"
        hint="We send your partner id here once we have approved your site"
        autoComplete="email"
        value={state.values.email}
        onChange={set('email')}
        error={state.errors.email}
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <button
        type="submit"
        className="dc-btn-primary justify-self-start text-lg"
        disabled={sending}
        aria-disabled={sending}
      >
        <Send aria-hidden="true" className="size-5" />
        {sending ? 'Sending…' : 'Sign up'}
      </button>
      <p className="text-base text-muted">
        We use these details only to check your site and to send you your partner id and report, as our{' '}
        <Link to="/privacy-policy">privacy policy</Link> explains. We never sell them.
      </p>
    </form>
  );
}
