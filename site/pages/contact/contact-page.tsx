import ky, { HTTPError } from 'ky';
import { CalendarCheck, CircleCheck, Clock, Mail, Phone, ShieldCheck, Timer } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../../widget/core/brand.ts';
import {
  CONSULTATION_CONSENT,
  CONSULTATION_LIMITS,
  CONSULTATION_TOPICS,
  type Consultation,
  consultationFieldErrors,
  PREFERRED_TIMES,
} from '../../../widget/core/consultation.ts';
import { replyDueInWords } from '../../../widget/core/opening-hours.ts';
import { TOAST } from '../../../widget/core/texts.ts';
import { ErrorSummary, type FormProblem } from '../../app/form-parts.tsx';
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd } from '../../app/json-ld.ts';
import { PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { type PostedForm, usePostedForm } from '../../app/posted-form.ts';
import {
  ConsentField,
  HoneypotField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../shared/form-fields.tsx';
import { PensionWisePointer } from '../../shared/guide-view.tsx';

const PATH = '/contact';
const CRUMBS = [{ label: 'Contact', to: PATH }];

type Field = 'name' | 'email' | 'phone' | 'preferredTime' | 'topic' | 'message' | 'consent';
const FIELDS: Field[] = ['name', 'email', 'phone', 'preferredTime', 'topic', 'message', 'consent'];
const FIELD_IDS: Record<Field, string> = {
  name: 'contact-name',
  email: 'contact-email',
  phone: 'contact-phone',
  preferredTime: 'contact-time',
  topic: 'contact-topic',
  message: 'contact-message',
  consent: 'contact-consent',
};

interface FormValues {
  name: string;
  email: string;
  phone: string;
  preferredTime: string;
  topic: string;
  message: string;
  consent: boolean;
}

const EMPTY: FormValues = {
  name: '',
  email: '',
  phone: '',
  preferredTime: '',
  topic: '',
  message: '',
  consent: false,
};

const PROMISES = [
  { icon: CalendarCheck, text: `Free ${BRAND.consultation.minutes}-minute consultation` },
  { icon: ShieldCheck, text: 'No obligation, and no hard sell' },
  {
    icon: Timer,
    text: `We reply within ${BRAND.consultation.responseWithinHours} hours, in our phone hours`,
  },
];

/** The problems of a form, in the order of its fields (or the one message not about a field). */
function problemsOf(fields: Partial<Record<Field, string>>, message?: string): FormProblem[] {
  const list = FIELDS.filter((key) => fields[key]).map((key) => ({
    fieldId: FIELD_IDS[key],
    message: fields[key]!,
  }));
  return list.length > 0 ? list : message ? [{ message }] : [];
}

/** The form's starting state: empty, or what a submission without script came back with. */
function initialState(posted: PostedForm | null) {
  const fields = Object.fromEntries(
    Object.entries(posted?.fields ?? {}).filter(([key]) => FIELDS.includes(key as Field)),
  ) as Partial<Record<Field, string>>;
  const value = (key: Field) => posted?.values[key] ?? '';
  const values: FormValues = posted
    ? {
        name: value('name'),
        email: value('email'),
        phone: value('phone'),
        preferredTime: value('preferredTime'),
        topic: value('topic'),
        message: value('message'),
        consent: value('consent') === 'yes',
      }
    : EMPTY;
  return {
    values: posted?.done ? EMPTY : values,
    errors: fields,
    problems: posted && !posted.done ? problemsOf(fields, posted.message) : [],
    done: posted?.done
      ? { name: values.name.trim(), email: values.email.trim(), replyDueAt: posted.replyDueAt }
      : null,
  };
}

/** The thank-you's facts: who asked, where the confirmation goes, and by when we respond (ISO). */
interface Done {
  name: string;
  email: string;
  replyDueAt?: string | undefined;
}

/**
 * /contact: the consultation offer, phone hours, e-mail, and the booking form. With script the
 * form is sent as JSON to /api/consultations; without, it POSTs to /contact and the server answers
 * with this page: the thank-you, or the form again with an error summary (ADR 022).
 */
export default function ContactPage() {
  const posted = usePostedForm('contact');
  const [initial] = useState(() => initialState(posted));
  const [values, setValues] = useState<FormValues>(initial.values);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initial.errors);
  const [problems, setProblems] = useState<FormProblem[]>(initial.problems);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<Done | null>(initial.done);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const fail = (fields: Partial<Record<Field, string>>, message?: string) => {
    setErrors(fields);
    setProblems(problemsOf(fields, message ?? TOAST.unexpected.message));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const payload = { ...values, honeypot, source: PATH, consent: values.consent ? true : undefined };
    const found = consultationFieldErrors(payload) as Partial<Record<Field, string>>;
    if (Object.keys(found).length > 0) return fail(found);
    setErrors({});
    setProblems([]);
    setSending(true);
    try {
      const answer = await ky
        .post('/api/consultations', { json: payload, timeout: 20_000, retry: 0 })
        .json<{ replyDueAt?: string }>();
      setDone({ name: values.name.trim(), email: values.email.trim(), replyDueAt: answer.replyDueAt });
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof HTTPError) {
        const body = (await error.response.json().catch(() => null)) as {
          error?: { message?: string; fields?: Partial<Record<keyof Consultation, string>> };
        } | null;
        const fields = Object.fromEntries(
          Object.entries(body?.error?.fields ?? {}).filter(([key]) => FIELDS.includes(key as Field)),
        ) as Partial<Record<Field, string>>;
        if (Object.keys(fields).length > 0) fail(fields);
        else if (error.response.status === 429)
          fail(
            {},
            body?.error?.message ??
              'You have sent several requests in a short time. Please wait a few minutes, or call us.',
          );
        else fail({}, 'We could not send your request just now. Please try again, or call us.');
      } else {
        fail({}, 'We could not reach our server. Check your connection and try again, or call us.');
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageMeta
        title="Contact us and book a free consultation"
        description={`Book a free ${BRAND.consultation.minutes}-minute consultation with a pension specialist: no obligation, and we reply within ${BRAND.consultation.responseWithinHours} hours. Phone ${BRAND.phoneDisplay}, ${BRAND.phoneHours}.`}
        path={PATH}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'ContactPage',
            name: 'Contact Drawdown Compare',
            url: absoluteUrl(PATH),
            mainEntity: organizationJsonLd(),
          },
          breadcrumbJsonLd(CRUMBS),
        ]}
      />
      <PageHeader
        title="Talk to a pension specialist"
        breadcrumbs={CRUMBS}
        intro={`Book a free ${BRAND.consultation.minutes}-minute consultation. Tell us a little about what you would like to talk about and we will call you back: no obligation, and we reply within ${BRAND.consultation.responseWithinHours} hours.`}
      >
        <ul className="mt-5 grid gap-2 sm:grid-cols-3">
          {PROMISES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2 font-semibold text-navy">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
              {text}
            </li>
          ))}
        </ul>
      </PageHeader>
      <div className="dc-container grid gap-8 py-10 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="book-heading" className="dc-card p-5 md:p-8">
          {done ? (
            <div role="status" className="grid gap-4" data-testid="contact-done">
              <h2
                ref={doneRef}
                tabIndex={-1}
                // biome-ignore lint/a11y/noAutofocus: the answer to a form sent without script starts here
                autoFocus={posted?.done === true}
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
                    <strong>{replyDueInWords(new Date(done.replyDueAt), new Date())}</strong> (UK time):
                    within {BRAND.consultation.responseWithinHours} hours of our phone hours (
                    {BRAND.phoneHours}).
                  </>
                ) : (
                  <>
                    A specialist will contact you within {BRAND.consultation.responseWithinHours} hours,
                    during our phone hours ({BRAND.phoneHours}).
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
                    setDone(null);
                  }}
                >
                  Send another request
                </a>
              </p>
            </div>
          ) : (
            <form
              method="post"
              action={PATH}
              noValidate
              onSubmit={onSubmit}
              aria-labelledby="book-heading"
              className="relative grid gap-5"
            >
              <h2 id="book-heading" className="text-2xl">
                Book your free consultation
              </h2>
              <p className="text-base text-muted">All fields are needed unless marked optional.</p>
              <ErrorSummary problems={problems} autoFocus={posted !== null} />
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
                  <Link to="/privacy-policy">privacy policy</Link> explains. This does not sign you up to any
                  e-mails.
                </p>
              </ConsentField>
              <HoneypotField value={honeypot} onChange={setHoneypot} />
              <button type="submit" className="dc-btn-primary text-lg" disabled={sending}>
                <CalendarCheck aria-hidden="true" className="size-5" />
                {sending ? 'Sending…' : 'Book Free Consultation'}
              </button>
            </form>
          )}
        </section>

        <aside aria-label="Other ways to reach us" className="grid content-start gap-6">
          <div className="dc-card p-5">
            <h2 className="text-xl">Call us</h2>
            <p className="mt-2">
              <a
                href={BRAND.phoneHref}
                className="inline-flex min-h-11 items-center gap-2 text-2xl font-bold"
              >
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
                In {BRAND.consultation.minutes} minutes, we talk through your questions. There is no charge
                and no obligation.
              </li>
            </ol>
            <p className="mt-3 text-base">{BRAND.tradingStyleStatement}</p>
          </div>
          <PensionWisePointer />
        </aside>
      </div>
    </>
  );
}
