import ky, { HTTPError } from 'ky';
import { BookOpen, CircleCheck, Download, FileText, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { GUIDE_TITLES } from '../../../content/guidance/guide-titles.ts';
import { CURRENT_TAX_YEAR } from '../../../content/pension-facts.ts';
import { BRAND } from '../../../widget/core/brand.ts';
import { EMAIL_PATTERN } from '../../../widget/core/lead.ts';
import { EBOOK_SERIES_CONSENT, TOAST } from '../../../widget/core/texts.ts';
import { accessSignal, grantAccess } from '../../../widget/ui/access.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import { ErrorSummary, type FormProblem } from '../../app/form-parts.tsx';
import { absoluteUrl, breadcrumbJsonLd } from '../../app/json-ld.ts';
import { PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { usePostedForm } from '../../app/posted-form.ts';
import { ConsentField, HoneypotField, TextField } from '../../shared/form-fields.tsx';

const PATH = '/download-ebook';
export const EBOOK_URL = '/downloads/drawdown-guide.pdf';
const CRUMBS = [{ label: 'Free drawdown guide', to: PATH }];

const CHAPTERS = [
  'Before you start: guidance, not advice',
  GUIDE_TITLES.incomeDrawdown,
  GUIDE_TITLES.annuities,
  GUIDE_TITLES.howItWorks,
  `Key figures for ${CURRENT_TAX_YEAR}, each with its source`,
  'Staying safe: pension scams and checking a firm',
  'Sources, and how to reach us',
];

type Field = 'name' | 'email';
const FIELD_IDS: Record<Field, string> = {
  name: 'ebook-name',
  email: 'ebook-email',
};
const SERIES_ID = 'ebook-series';

/**
 * One message per field, each saying what to fix in that field, so the error summary never lists
 * the same sentence twice.
 */
export function ebookFormErrors(values: { name: string; email: string }): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.name.trim() === '') errors.name = 'Enter your name.';
  if (values.email.trim() === '') errors.email = 'Enter your e-mail address.';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = TOAST.invalidEmail.message;
  return errors;
}

type Status = 'idle' | 'sending' | 'done';

/**
 * /download-ebook: the free PDF guide for anyone who gives a name and e-mail address to send it
 * to. The e-mail series is a separate, optional tick box (ICO: marketing consent is not a condition
 * of a free item); only when it is ticked is consent stored and the comparison unlocked, exactly as
 * the unlock form does.
 */
export default function EbookPage() {
  // Without script the form POSTs here and the server answers with this page in that state (ADR 022).
  const posted = usePostedForm('ebook');
  const [initial] = useState(() => {
    const fields: Partial<Record<Field, string>> = {};
    if (posted?.fields?.name) fields.name = posted.fields.name;
    if (posted?.fields?.email) fields.email = posted.fields.email;
    const problems = (Object.keys(FIELD_IDS) as Field[])
      .filter((key) => fields[key])
      .map((key) => ({ fieldId: FIELD_IDS[key], message: fields[key]! }));
    return {
      fields,
      problems: problems.length > 0 || !posted?.message ? problems : [{ message: posted.message }],
    };
  });
  const [name, setName] = useState(posted?.values.name ?? '');
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [series, setSeries] = useState(posted?.values.seriesConsent === 'yes');
  const [joinedSeries, setJoinedSeries] = useState(
    posted?.done === true && posted.values.seriesConsent === 'yes',
  );
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initial.fields);
  const [problems, setProblems] = useState<FormProblem[]>(initial.problems);
  const [status, setStatus] = useState<Status>(posted?.done ? 'done' : 'idle');
  const [alreadyJoined, setAlreadyJoined] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setAlreadyJoined(accessSignal().value);
  }, []);

  useEffect(() => {
    if (status === 'done') doneRef.current?.focus();
  }, [status]);

  const fail = (message: string, fields: Partial<Record<Field, string>> = {}) => {
    setErrors(fields);
    const fieldProblems = (Object.keys(FIELD_IDS) as Field[])
      .filter((key) => fields[key])
      .map((key) => ({ fieldId: FIELD_IDS[key], message: fields[key]! }));
    setProblems(fieldProblems.length > 0 ? fieldProblems : [{ message }]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = ebookFormErrors({ name, email });
    if (Object.keys(found).length > 0) return fail('', found);
    setErrors({});
    setProblems([]);
    setStatus('sending');
    try {
      await ky.post('/api/ebook-requests', {
        json: { name: name.trim(), email: email.trim(), seriesConsent: series, honeypot, source: PATH },
        timeout: 20_000,
        retry: 0,
      });
      // The comparison unlocks only with consent to the series, as the unlock form requires.
      if (series) grantAccess();
      setJoinedSeries(series);
      setStatus('done');
    } catch (error) {
      setStatus('idle');
      if (error instanceof HTTPError) {
        const body = (await error.response.json().catch(() => null)) as {
          error?: { message?: string; fields?: Record<string, string> };
        } | null;
        const fields = body?.error?.fields ?? {};
        const mapped: Partial<Record<Field, string>> = {};
        if (fields.name) mapped.name = fields.name;
        if (fields.email) mapped.email = fields.email;
        if (error.response.status === 429)
          return fail(body?.error?.message ?? 'Too many tries. Please wait a few minutes and try again.');
        if (Object.keys(mapped).length > 0) return fail(body?.error?.message ?? '', mapped);
        return fail(TOAST.leadFailed.message);
      }
      fail(TOAST.unexpected.message);
    }
  };

  return (
    <>
      <PageMeta
        title="Free pension drawdown guide (PDF)"
        description={`Download our free guide to pension drawdown and annuities for ${CURRENT_TAX_YEAR}: tax-free cash, tax on withdrawals, charges, risks and where to get free help. Plain English, every figure sourced.`}
        path={PATH}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Book',
            name: 'Your guide to pension drawdown',
            bookFormat: 'https://schema.org/EBook',
            inLanguage: 'en-GB',
            url: absoluteUrl(PATH),
            publisher: { '@type': 'Organization', name: BRAND.firmName },
            isAccessibleForFree: true,
          },
          breadcrumbJsonLd(CRUMBS),
        ]}
      />
      <PageHeader
        title="Your free guide to pension drawdown"
        breadcrumbs={CRUMBS}
        intro={`Everything on our guidance pages in one PDF you can read at your own pace, print, or share with family: how drawdown and annuities work, how withdrawals are taxed in ${CURRENT_TAX_YEAR}, what the charges mean, and where to get free help.`}
      />
      <div className="dc-container grid gap-8 py-10 lg:grid-cols-[1fr_28rem]">
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
                <FileText aria-hidden="true" className="size-5 text-brand" /> A PDF of over 20 pages, in
                large, clear type
              </li>
              <li className="flex items-center gap-2">
                <ShieldCheck aria-hidden="true" className="size-5 text-brand" /> Every figure with its source
                and the tax year it applies to
              </li>
            </ul>
            <p className="mt-4 text-base">
              {BRAND.guidanceOnly} Prefer to read online? See{' '}
              <Link to="/income-drawdown">income drawdown</Link>, <Link to="/annuities">annuities</Link> and{' '}
              <Link to="/how-it-works">how our comparison works</Link>.
            </p>
          </div>
        </section>

        <section aria-labelledby="get-heading" className="dc-card self-start p-5 md:p-6">
          {status === 'done' ? (
            <div role="status" className="grid gap-4" data-testid="ebook-ready">
              <h2
                ref={doneRef}
                tabIndex={-1}
                // biome-ignore lint/a11y/noAutofocus: the answer to a form sent without script starts here
                autoFocus={posted?.done === true}
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
                {joinedSeries ? 'Each e-mail of the series has a link to unsubscribe at any time. ' : ''}Read
                our <Link to="/privacy-policy">privacy policy</Link>.
              </p>
            </div>
          ) : (
            <form
              method="post"
              action={PATH}
              noValidate
              onSubmit={onSubmit}
              aria-labelledby="get-heading"
              className="relative grid gap-5"
            >
              <h2 id="get-heading" className="text-2xl">
                Get the free guide
              </h2>
              <p className="text-base">
                Tell us your name and where to send the guide, and download it straight away. It is free, and
                the e-mail series is your choice.
              </p>
              <ErrorSummary problems={problems} autoFocus={posted !== null} />
              <TextField
                id={FIELD_IDS.name}
                name="name"
                label="Your name"
                autoComplete="name"
                value={name}
                onChange={setName}
                error={errors.name}
              />
              <TextField
                id={FIELD_IDS.email}
                name="email"
                type="email"
                inputMode="email"
                label="Your e-mail address"
                hint="For example, name@example.com"
                autoComplete="email"
                value={email}
                onChange={setEmail}
                error={errors.email}
              />
              <ConsentField
                id={SERIES_ID}
                name="seriesConsent"
                label={EBOOK_SERIES_CONSENT}
                checked={series}
                onChange={setSeries}
              />
              <HoneypotField value={honeypot} onChange={setHoneypot} />
              <button
                type="submit"
                className="dc-btn-primary text-lg"
                disabled={status === 'sending'}
                aria-disabled={status === 'sending'}
              >
                <Download aria-hidden="true" className="size-5" />
                {status === 'sending' ? 'Sending…' : 'Get my free guide'}
              </button>
              <p className="text-base text-muted">
                We use your details only to send the guide (and the e-mail series if you tick the box), as our{' '}
                <Link to="/privacy-policy">privacy policy</Link> explains. We never sell them.
              </p>
              {alreadyJoined ? (
                <p className="rounded-xl bg-brand-tint p-3 text-base">
                  Already signed up on this device? <a href={EBOOK_URL}>Download the guide (PDF)</a>.
                </p>
              ) : null}
            </form>
          )}
        </section>
      </div>
      <div className="dc-container pb-12">
        <CtaBlock variant="default" />
      </div>
    </>
  );
}
