import { BookOpen, CircleCheck, Download, FileText, ShieldCheck } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../../widget/core/brand.ts';
import { EBOOK_SERIES_CONSENT, TOAST } from '../../../widget/core/texts.ts';
import { ErrorSummary, type FormProblem } from '../../app/form-parts.tsx';
import { ConsentField, HoneypotField, TextField } from '../../shared/form-fields.tsx';
import {
  CHAPTERS,
  EBOOK_URL,
  FIELD_IDS,
  type FieldErrors,
  PATH,
  SERIES_ID,
  type Status,
} from './ebook-model.ts';

/** "What is inside": the chapters and what the PDF is like. */
export function WhatIsInside() {
  return (
    <section aria-labelledby="inside-heading" className="grid content-start gap-6">
      <div className="dc-card p-5 md:p-6">
        <h2 id="inside-heading" className="flex items-center gap-2 text-2xl">
          <BookOpen aria-hidden="true" className="size-7 text-brand" />
          What is inside
        </h2>
        <ol className="mt-4 grid list-decimal gap-2 pl-6">
          {CHAPTERS.map((chapter) => (
            <li key={chapter}>{chapter}</li>
          ))}
        </ol>
        <ul className="mt-5 grid gap-2 text-base">
          <li className="flex items-center gap-2">
            <FileText aria-hidden="true" className="size-5 text-brand" /> A PDF of over 20 pages, in large,
            clear type
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 text-brand" /> Every figure with its source and
            the tax year it applies to
          </li>
        </ul>
        <p className="mt-4 text-base">
          {BRAND.guidanceOnly} Prefer to read online? See <Link to="/income-drawdown">income drawdown</Link>,{' '}
          <Link to="/annuities">annuities</Link> and <Link to="/how-it-works">how our comparison works</Link>.
        </p>
      </div>
    </section>
  );
}

/** Once sent: the guide to download, and what was signed up to. */
export function GuideReady({
  doneRef,
  autoFocus,
  joinedSeries,
}: {
  doneRef: RefObject<HTMLHeadingElement | null>;
  /** The answer to a form sent without script: focus starts here as the page loads. */
  autoFocus: boolean;
  joinedSeries: boolean;
}) {
  return (
    <div role="status" className="grid gap-4" data-testid="ebook-ready">
      <h2
        ref={doneRef}
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: the answer to a form sent without script starts here
        autoFocus={autoFocus}
        id="get-heading"
        className="flex items-center gap-2 text-2xl"
      >
        <CircleCheck aria-hidden="true" className="size-7 text-brand" />
        Your guide is ready
      </h2>
      <p>
        We have also e-mailed you a link to it.
        {joinedSeries ? ` ${TOAST.success.message}` : ''}
      </p>
      <a href={EBOOK_URL} download="drawdown-guide.pdf" className="dc-btn-primary text-lg">
        <Download aria-hidden="true" className="size-5" />
        Download the guide (PDF)
      </a>
      <p className="text-base text-muted">
        {joinedSeries ? 'Each e-mail of the series has a link to unsubscribe at any time. ' : ''}Read our{' '}
        <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </div>
  );
}

export interface GuideFormProps {
  name: string;
  email: string;
  series: boolean;
  honeypot: string;
  errors: FieldErrors;
  problems: FormProblem[];
  status: Status;
  /** The page answers a form sent without script: the summary takes focus as it loads. */
  answered: boolean;
  alreadyJoined: boolean;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
  onSeries: (value: boolean) => void;
  onHoneypot: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
}

/** "Get the free guide": name, e-mail and the optional series box. */
export function GuideForm(props: GuideFormProps) {
  const sending = props.status === 'sending';
  return (
    <form
      method="post"
      action={PATH}
      noValidate
      onSubmit={props.onSubmit}
      aria-labelledby="get-heading"
      className="relative grid gap-5"
    >
      <h2 id="get-heading" className="text-2xl">
        Get the free guide
      </h2>
      <p className="text-base">
        Tell us your name and where to send the guide, and download it straight away. It is free, and the
        e-mail series is your choice.
      </p>
      <ErrorSummary problems={props.problems} autoFocus={props.answered} />
      <TextField
        id={FIELD_IDS.name}
        name="name"
        label="Your name"
        autoComplete="name"
        value={props.name}
        onChange={props.onName}
        error={props.errors.name}
      />
      <TextField
        id={FIELD_IDS.email}
        name="email"
        type="email"
        inputMode="email"
        label="Your e-mail address"
        hint="For example, name@example.com"
        autoComplete="email"
        value={props.email}
        onChange={props.onEmail}
        error={props.errors.email}
      />
      <ConsentField
        id={SERIES_ID}
        name="seriesConsent"
        label={EBOOK_SERIES_CONSENT}
        checked={props.series}
        onChange={props.onSeries}
      />
      <HoneypotField value={props.honeypot} onChange={props.onHoneypot} />
      <button type="submit" className="dc-btn-primary text-lg" disabled={sending} aria-disabled={sending}>
        <Download aria-hidden="true" className="size-5" />
        {sending ? 'Sending…' : 'Get my free guide'}
      </button>
      <p className="text-base text-muted">
        We use your details only to send the guide (and the e-mail series if you tick the box), as our{' '}
        <Link to="/privacy-policy">privacy policy</Link> explains. We never sell them.
      </p>
      {props.alreadyJoined ? (
        <p className="rounded-xl bg-brand-tint p-3 text-base">
          Already signed up on this device? <a href={EBOOK_URL}>Download the guide (PDF)</a>.
        </p>
      ) : null}
    </form>
  );
}
