import ky from 'ky';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CURRENT_TAX_YEAR } from '../../../content/pension-facts.ts';
import { BRAND } from '../../../widget/core/brand.ts';
import { accessSignal, grantAccess } from '../../../widget/ui/access.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import type { FormProblem } from '../../app/form-parts.tsx';
import { absoluteUrl, breadcrumbJsonLd } from '../../app/json-ld.ts';
import { PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { usePostedForm } from '../../app/posted-form.ts';
import { readRefusal } from '../../shared/form-problems.ts';
import {
  CRUMBS,
  ebookFormErrors,
  type FieldErrors,
  failureOf,
  initialState,
  PATH,
  payloadOf,
  problemsOf,
  type Status,
} from './ebook-model.ts';
import { GuideForm, GuideReady, WhatIsInside } from './ebook-sections.tsx';

function EbookMeta() {
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
    </>
  );
}

/**
 * The form's state: from empty, or from what the server's answer to a form sent without script
 * came back with (ADR 022); sent as JSON to /api/ebook-requests.
 */
function useGuideForm() {
  const posted = usePostedForm('ebook');
  const [initial] = useState(() => initialState(posted));
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.email);
  const [series, setSeries] = useState(initial.series);
  const [joinedSeries, setJoinedSeries] = useState(initial.joinedSeries);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(initial.errors);
  const [problems, setProblems] = useState<FormProblem[]>(initial.problems);
  const [status, setStatus] = useState<Status>(initial.status);

  const fail = (message: string, fields: FieldErrors = {}) => {
    setErrors(fields);
    setProblems(problemsOf(fields, message));
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
        json: payloadOf({ name, email, series, honeypot }),
        timeout: 20_000,
        retry: 0,
      });
      // The comparison unlocks only with consent to the series, as the unlock form requires.
      if (series) grantAccess();
      setJoinedSeries(series);
      setStatus('done');
    } catch (error) {
      setStatus('idle');
      const failure = failureOf(await readRefusal(error));
      fail(failure.message, failure.fields);
    }
  };

  const form = { name, email, series, honeypot, errors, problems, status, onSubmit };
  const setters = { onName: setName, onEmail: setEmail, onSeries: setSeries, onHoneypot: setHoneypot };
  return { posted, joinedSeries, form, setters };
}

/**
 * /download-ebook: the free PDF guide for anyone who gives a name and e-mail address to send it
 * to. The e-mail series is a separate, optional tick box (ICO: marketing consent is not a condition
 * of a free item); only when it is ticked is consent stored and the comparison unlocked, exactly as
 * the unlock form does.
 */
export default function EbookPage() {
  // Without script the form POSTs here and the server answers with this page in that state (ADR 022).
  const { posted, joinedSeries, form, setters } = useGuideForm();
  const [alreadyJoined, setAlreadyJoined] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setAlreadyJoined(accessSignal().value);
  }, []);

  useEffect(() => {
    if (form.status === 'done') doneRef.current?.focus();
  }, [form.status]);

  return (
    <>
      <EbookMeta />
      <div className="dc-container grid gap-8 py-10 lg:grid-cols-[1fr_28rem]">
        <WhatIsInside />
        <section aria-labelledby="get-heading" className="dc-card self-start p-5 md:p-6">
          {form.status === 'done' ? (
            <GuideReady doneRef={doneRef} autoFocus={posted?.done === true} joinedSeries={joinedSeries} />
          ) : (
            <GuideForm {...form} {...setters} answered={posted !== null} alreadyJoined={alreadyJoined} />
          )}
        </section>
      </div>
      <div className="dc-container pb-12">
        <CtaBlock variant="default" />
      </div>
    </>
  );
}
