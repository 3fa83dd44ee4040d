import ky from 'ky';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { BRAND } from '../../../widget/core/brand.ts';
import type { FormProblem } from '../../app/form-parts.tsx';
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd } from '../../app/json-ld.ts';
import { PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { usePostedForm } from '../../app/posted-form.ts';
import { readRefusal } from '../../shared/form-problems.ts';
import {
  CRUMBS,
  checkPayload,
  type Done,
  EMPTY,
  type FieldErrors,
  type FormValues,
  failureOf,
  initialState,
  PATH,
  payloadOf,
  problemsOf,
} from './contact-model.ts';
import { BookingForm, OtherWays, PromiseList, ThankYou } from './contact-sections.tsx';

function ContactMeta() {
  return (
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
  );
}

/**
 * The booking form's state: from empty, or from what the server's answer to a form sent without
 * script came back with; sent as JSON to /api/consultations.
 */
function useBooking() {
  const posted = usePostedForm('contact');
  const [initial] = useState(() => initialState(posted));
  const [values, setValues] = useState<FormValues>(initial.values);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(initial.errors);
  const [problems, setProblems] = useState<FormProblem[]>(initial.problems);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<Done | null>(initial.done);

  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const fail = (fields: FieldErrors, message: string) => {
    setErrors(fields);
    setProblems(problemsOf(fields, message));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const payload = payloadOf(values, honeypot);
    const found = checkPayload(payload);
    if (Object.keys(found).length > 0) return fail(found, '');
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
      const failure = failureOf(await readRefusal(error));
      fail(failure.fields, failure.message);
    } finally {
      setSending(false);
    }
  };

  return { posted, values, set, honeypot, setHoneypot, errors, problems, sending, done, setDone, onSubmit };
}

/**
 * /contact: the consultation offer, phone hours, e-mail, and the booking form. With script the
 * form is sent as JSON to /api/consultations; without, it POSTs to /contact and the server answers
 * with this page: the thank-you, or the form again with an error summary (ADR 022).
 */
export default function ContactPage() {
  const booking = useBooking();
  const { posted, done } = booking;
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  return (
    <>
      <ContactMeta />
      <PageHeader
        title="Talk to a pension specialist"
        breadcrumbs={CRUMBS}
        intro={`Book a free ${BRAND.consultation.minutes}-minute consultation. Tell us a little about what you would like to talk about and we will call you back: no obligation, and we reply within ${BRAND.consultation.responseWithinHours} hours.`}
      >
        <PromiseList />
      </PageHeader>
      <div className="dc-container grid gap-8 py-10 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="book-heading" className="dc-card p-5 md:p-8">
          {done ? (
            <ThankYou
              done={done}
              doneRef={doneRef}
              autoFocus={posted?.done === true}
              onAnother={() => booking.setDone(null)}
            />
          ) : (
            <BookingForm
              values={booking.values}
              errors={booking.errors}
              problems={booking.problems}
              answered={posted !== null}
              sending={booking.sending}
              honeypot={booking.honeypot}
              onHoneypot={booking.setHoneypot}
              set={booking.set}
              onSubmit={booking.onSubmit}
            />
          )}
        </section>
        <OtherWays />
      </div>
    </>
  );
}
