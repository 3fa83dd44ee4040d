import { Flag, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  checkFigureReport,
  EMPTY_FIGURE_REPORT,
  FIGURE_REPORT_API,
  FIGURE_REPORT_PATH,
  type FigureReportField,
  type FigureReportFormState,
  type FigureReportValues,
} from '../../widget/core/figure-report.ts';
import { providerBySlug } from '../../widget/core/providers.ts';
import { ErrorSummary, type FormProblem } from '../app/form-parts.tsx';
import {
  type FieldErrors,
  failureOf,
  HEADING_ID,
  problemsOf,
  refusalOf,
  SLUGS,
} from './figure-report-model.ts';
import { ReportFields, ReportSent } from './figure-report-sections.tsx';
import { HoneypotField } from './form-fields.tsx';

export interface FigureReportFormProps {
  /** The form as the server rendered it (values, problems, or sent); an empty form otherwise. */
  initial: FigureReportFormState;
  /** On a provider's own page the report is about that provider: no choice to make. */
  fixedProvider?: string;
  /** `page`: the form is the page's content (its own page); `section`: a part of another page. */
  layout?: 'page' | 'section';
}

/** The form's state: what is typed, its problems, sending, and the report once stored. */
function useFigureReport({ initial, fixedProvider }: FigureReportFormProps) {
  const [values, setValues] = useState<FigureReportValues>(() => ({
    ...initial.values,
    provider: fixedProvider ?? initial.values.provider,
  }));
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState(initial.errors);
  const [problems, setProblems] = useState<FormProblem[]>(() => problemsOf(initial.errors, initial.problem));
  const [sending, setSending] = useState(false);
  // The summary takes focus when a submission here finds problems, not when the island hydrates
  // over a page the server rendered with problems (that would pull focus from the field clicked).
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<{ provider: string; email: string | null } | null>(
    initial.sent ? { provider: initial.sent, email: null } : null,
  );
  const sentRef = useRef<HTMLHeadingElement>(null);
  const focusSent = useRef(false);
  useEffect(() => {
    if (sent && focusSent.current) sentRef.current?.focus();
  }, [sent]);

  const set = (field: FigureReportField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const fail = (fields: FieldErrors, problem?: string) => {
    setErrors(fields);
    setProblems(problemsOf(fields, problem));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const checked = checkFigureReport(values, SLUGS);
    if (!checked.ok) return fail(checked.errors);
    fail({});
    setSending(true);
    try {
      const response = await fetch(FIGURE_REPORT_API, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, website: honeypot, page: initial.page ?? undefined }),
      });
      if (response.ok) {
        focusSent.current = true;
        setSent({ provider: checked.report.provider, email: checked.report.email });
        setValues({ ...EMPTY_FIGURE_REPORT, provider: fixedProvider ?? '' });
        return;
      }
      const failure = failureOf(await refusalOf(response));
      fail(failure.fields, failure.problem);
    } catch {
      const failure = failureOf(null);
      fail(failure.fields, failure.problem);
    } finally {
      setSending(false);
    }
  };

  const another = (provider: string) => {
    focusSent.current = false;
    setSent(null);
    setValues({ ...EMPTY_FIGURE_REPORT, provider });
  };

  return {
    values,
    set,
    honeypot,
    setHoneypot,
    errors,
    problems,
    sending,
    submitted,
    sent,
    sentRef,
    another,
    onSubmit,
  };
}

/**
 * "Spotted a wrong figure?" (ADR 018). A plain HTML form that posts to
 * /report-a-wrong-figure, so it works with JavaScript off (the server answers with the page, the
 * form as typed and its problems, or the thank-you); once hydrated it sends JSON to
 * /api/figure-reports and answers in place. What was typed is kept on every problem.
 */
export function FigureReportForm(props: FigureReportFormProps) {
  const { initial, fixedProvider, layout = 'section' } = props;
  const form = useFigureReport(props);
  const { sent } = form;

  if (sent) {
    const again = fixedProvider ?? sent.provider;
    return (
      <ReportSent
        sentRef={form.sentRef}
        providerName={providerBySlug(sent.provider)?.name ?? 'the provider'}
        email={sent.email}
        anotherProvider={again}
        page={initial.page}
        layout={layout}
        onAnother={() => form.another(again)}
      />
    );
  }

  const fixedName = fixedProvider ? providerBySlug(fixedProvider)?.name : undefined;
  return (
    <form
      method="post"
      action={FIGURE_REPORT_PATH}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={HEADING_ID}
      className="relative grid gap-5"
      data-testid="figure-report-form"
    >
      <h2 id={HEADING_ID} className="flex items-center gap-2 text-2xl">
        <Flag aria-hidden="true" className="size-6 shrink-0 text-brand" />
        Spotted a wrong figure?
      </h2>
      <p>
        Tell us which figure{fixedName ? ` about ${fixedName}` : ''} is wrong and what it should be. We check
        every report against the provider’s own pages and list each correction on our{' '}
        <a href="/changes">list of changes</a>.
      </p>
      <ErrorSummary problems={form.problems} focus={form.submitted} />
      <ReportFields values={form.values} errors={form.errors} fixedProvider={fixedProvider} set={form.set} />
      {initial.page ? <input type="hidden" name="page" value={initial.page} /> : null}
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
      <p>
        <button type="submit" className="dc-btn-primary text-lg" disabled={form.sending}>
          <Send aria-hidden="true" className="size-5" />
          {form.sending ? 'Sending…' : 'Send report'}
        </button>
      </p>
    </form>
  );
}
