import { CalendarCheck, CircleCheck, Clock, Mail, Phone, ShieldCheck, Timer } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../../widget/core/brand.ts';
import {
  CONSULTATION_CONSENT,
  CONSULTATION_LIMITS,
  CONSULTATION_TOPICS,
  PREFERRED_TIMES,
} from '../../../widget/core/consultation.ts';
import { replyDueInWords } from '../../../widget/core/opening-hours.ts';
import { ErrorSummary, type FormProblem } from '../../app/form-parts.tsx';
import {
  ConsentField,
  HoneypotField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../shared/form-fields.tsx';
import { PensionWisePointer } from '../../shared/guide-view.tsx';
import {
  type Done,
  FIELD_IDS,
  type FieldErrors,
  type FormValues,
  PATH,
  PROMISE_TEXTS,
} from './contact-model.ts';

const PROMISES = [
  { icon: CalendarCheck, text: PROMISE_TEXTS.consultation },
  { icon: ShieldCheck, text: PROMISE_TEXTS.noObligation },
  { icon: Timer, text: PROMISE_TEXTS.reply },
];

/** The three promises under the page's heading. */
export function PromiseList() {
  return (
    <ul className="mt-5 grid gap-2 sm:grid-cols-3">
      {PROMISES.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2 font-semibold text-navy">
          <Icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The thank-you once a request is booked: by when we reply, and where the confirmation goes. */
export function ThankYou({
  done,
  doneRef,
  autoFocus,
  onAnother,
}: {
  done: Done;
  doneRef: RefObject<HTMLHeadingElement | null>;
  /** The answer to a form sent without script: focus starts here as the page loads. */
  autoFocus: boolean;
  onAnother: () => void;
}) {
  return (
    <div role="status" className="grid gap-4" data-testid="contact-done">
      <h2
        ref={doneRef}
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: the answer to a form sent without script starts here
        autoFocus={autoFocus}
        id="book-heading"
        className="flex items-center gap-2 text-2xl"
      >
        <CircleCheck aria-hidden="true" className="size-7 text-brand" />
        Thank you, {done.name}: your request is booked
      </h2>
      <p data-testid="contact-promise">
        {done.replyDueAt ? (
          <>
            A specialist will contact you{' '}
            <strong>{replyDueInWords(new Date(done.replyDueAt), new Date())}</strong> (UK time): within{' '}
            {BRAND.consultation.responseWithinHours} hours of our phone hours ({BRAND.phoneHours}).
          </>
        ) : (
          <>
            A specialist will contact you within {BRAND.consultation.responseWithinHours} hours, during our
            phone hours ({BRAND.phoneHours}).
          </>
        )}{' '}
        We are sending a confirmation to <strong>{done.email}</strong>.
      </p>
      <p>
        If it is urgent, call us on <a href={BRAND.phoneHref}>{BRAND.phoneDisplay}</a>.
      </p>
      <p>
        {/* A link to the empty form: works the same with and without script. */}
        <a
          href={PATH}
          className="dc-btn-secondary"
          onClick={(event) => {
            event.preventDefault();
            onAnother();
          }}
        >
          Send another request
        </a>
      </p>
    </div>
  );
}

export interface BookingFormProps {
  values: FormValues;
  errors: FieldErrors;
  problems: FormProblem[];
  /** The page answers a form sent without script: the summary takes focus as it loads. */
  answered: boolean;
  sending: boolean;
  honeypot: string;
  onHoneypot: (value: string) => void;
  set: <K extends keyof FormValues>(key: K) => (value: FormValues[K]) => void;
  onSubmit: (event: FormEvent) => void;
}

/** The booking form: posts natively without script, JSON with it. */
export function BookingForm({ values, errors, set, ...props }: BookingFormProps) {
  return (
    <form
      method="post"
      action={PATH}
      noValidate
      onSubmit={props.onSubmit}
      aria-labelledby="book-heading"
      className="relative grid gap-5"
    >
      <h2 id="book-heading" className="text-2xl">
        Book your free consultation
      </h2>
      <p className="text-base text-muted">All fields are needed unless marked optional.</p>
      <ErrorSummary problems={props.problems} autoFocus={props.answered} />
      <TextField
        id={FIELD_IDS.name}
        name="name"
        label="Your name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        id={FIELD_IDS.email}
        name="email"
        type="email"
        inputMode="email"
        label="Your e-mail address"
        hint="We send a confirmation here."
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        id={FIELD_IDS.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        label="Your phone number"
        hint="The number we should call, like 020 7946 0123 or 07700 900123."
        autoComplete="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <SelectField
        id={FIELD_IDS.preferredTime}
        name="preferredTime"
        label="When should we call?"
        hint={`We call ${BRAND.phoneHours}.`}
        placeholder="Choose a time"
        options={PREFERRED_TIMES}
        value={values.preferredTime}
        onChange={set('preferredTime')}
        error={errors.preferredTime}
      />
      <SelectField
        id={FIELD_IDS.topic}
        name="topic"
        label="What would you like to talk about?"
        placeholder="Choose a topic"
        options={CONSULTATION_TOPICS}
        value={values.topic}
        onChange={set('topic')}
        error={errors.topic}
      />
      <TextAreaField
        id={FIELD_IDS.message}
        name="message"
        label="Anything we should know? (optional)"
        hint="For example, roughly how big your pension is and what you are unsure about. Please do not include bank or policy numbers."
        maxLength={CONSULTATION_LIMITS.message}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
      />
      <ConsentField
        id={FIELD_IDS.consent}
        name="consent"
        label={CONSULTATION_CONSENT}
        checked={values.consent}
        onChange={set('consent')}
        error={errors.consent}
      >
        <p className="mt-2 text-base text-muted">
          We use your details only to arrange and hold this consultation, as our{' '}
          <Link to="/privacy-policy">privacy policy</Link> explains. This does not sign you up to any e-mails.
        </p>
      </ConsentField>
      <HoneypotField value={props.honeypot} onChange={props.onHoneypot} />
      <button type="submit" className="dc-btn-primary text-lg" disabled={props.sending}>
        <CalendarCheck aria-hidden="true" className="size-5" />
        {props.sending ? 'Sending…' : 'Book Free Consultation'}
      </button>
    </form>
  );
}

/** The aside: phone, e-mail and what happens next. */
export function OtherWays() {
  return (
    <aside aria-label="Other ways to reach us" className="grid content-start gap-6">
      <div className="dc-card p-5">
        <h2 className="text-xl">Call us</h2>
        <p className="mt-2">
          <a href={BRAND.phoneHref} className="inline-flex min-h-11 items-center gap-2 text-2xl font-bold">
            <Phone aria-hidden="true" className="size-6" />
            {BRAND.phoneDisplay}
          </a>
        </p>
        <p className="mt-1 flex items-center gap-2">
          <Clock aria-hidden="true" className="size-5 shrink-0 text-brand" />
          {BRAND.phoneHours}
        </p>
      </div>
      <div className="dc-card p-5">
        <h2 className="text-xl">E-mail us</h2>
        <p className="mt-2">
          <a
            href={`mailto:${BRAND.contactEmail}`}
            className="inline-flex min-h-11 items-center gap-2 text-base font-semibold [overflow-wrap:anywhere]"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            {BRAND.contactEmail}
          </a>
        </p>
        <p className="mt-1 text-base">
          We reply within {BRAND.consultation.responseWithinHours} hours during our phone hours.
        </p>
      </div>
      <div className="dc-card p-5">
        <h2 className="text-xl">What happens next</h2>
        <ol className="mt-2 grid list-decimal gap-2 pl-6 text-base">
          <li>We confirm your request by e-mail straight away.</li>
          <li>A specialist calls you at the time you chose.</li>
          <li>
            In {BRAND.consultation.minutes} minutes, we talk through your questions. There is no charge and no
            obligation.
          </li>
        </ol>
        <p className="mt-3 text-base">{BRAND.tradingStyleStatement}</p>
      </div>
      <PensionWisePointer />
    </aside>
  );
}
