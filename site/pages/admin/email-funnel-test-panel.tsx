import { Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BRAND } from '../../../widget/core/brand.ts';
import { problemMessage } from '../../app/admin-form-parts.tsx';
import { SuccessNote } from '../../app/form-parts.tsx';
import { adminApi } from './admin-api.ts';
import { EmailField, emailProblem } from './email-field.tsx';

/** Sends the whole e-mail series to a test address at once, to check how every e-mail looks. */
export function EmailFunnelTestPanel({ onQueued }: { onQueued: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ email: string; queued: number } | null>(null);
  const inputRef = useRef<HTMLDivElement>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = emailProblem(email);
    setError(problem);
    setDone(null);
    if (problem) {
      inputRef.current?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await adminApi.sendTestSeries(email.trim());
      setDone({ email: email.trim(), queued: result.queued });
      onQueued();
    } catch (failure) {
      setError(problemMessage(failure));
      inputRef.current?.querySelector('input')?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} id="email-funnel-test" className="dc-card space-y-4 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        Test the e-mail series
      </h2>
      <p className="max-w-3xl">
        Send all {BRAND.emailSeries.count} e-mails of the series to one address now, instead of over{' '}
        {BRAND.emailSeries.overDays} days, to check how each one looks. Test e-mails are marked as tests and
        do not create a lead.
      </p>
      <form noValidate onSubmit={send} className="space-y-4" aria-labelledby={`${id}-title`}>
        <div ref={inputRef} className="max-w-xl">
          <EmailField
            id={`${id}-email`}
            label="Send the test e-mails to"
            value={email}
            error={error}
            onChange={setEmail}
          />
        </div>
        <button type="submit" className="dc-btn-primary" disabled={busy} aria-busy={busy}>
          <Send aria-hidden="true" className="size-5" />
          {busy ? 'Sending…' : `Send all ${BRAND.emailSeries.count} e-mails now`}
        </button>
      </form>
      <div role="status">
        {done ? (
          <SuccessNote>
            {done.queued} e-mails are queued for <strong className="wrap-anywhere">{done.email}</strong>. They
            go out within a minute; the outbox below shows each one.
          </SuccessNote>
        ) : null}
      </div>
    </section>
  );
}
