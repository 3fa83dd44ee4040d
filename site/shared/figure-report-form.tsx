import { CircleCheck, Flag, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { RETENTION } from '../../content/legal/retention.ts';
import {
  checkFigureReport,
  EMPTY_FIGURE_REPORT,
  FIGURE_REPORT_API,
  FIGURE_REPORT_FIELDS,
  FIGURE_REPORT_LIMITS,
  FIGURE_REPORT_PATH,
  type FigureReportField,
  type FigureReportFormState,
  type FigureReportValues,
} from '../../widget/core/figure-report.ts';
import { PROVIDERS, providerBySlug } from '../../widget/core/providers.ts';
import { ErrorSummary, type FormProblem } from '../app/form-parts.tsx';
import { HoneypotField, SelectField, TextAreaField, TextField } from './form-fields.tsx';

const SLUGS: ReadonlySet<string> = new Set(PROVIDERS.map((provider) => provider.slug));
const PROVIDER_OPTIONS = Object.fromEntries(PROVIDERS.map((provider) => [provider.slug, provider.name]));

export interface FigureReportFormProps {
  /** The form as the server rendered it (values, problems, or sent); an empty form otherwise. */
  initial: FigureReportFormState;
  /** On a provider's own page the report is about that provider: no choice to make. */
  fixedProvider?: string;
  /** `page`: the form is the page's content (its own page); `section`: a part of another page. */
  layout?: 'page' | 'section';
}

/**
 * The id of each field, also the target of its link in the error summary. Fixed, not useId: the
 * island hydrates as its own root, where useId would not give the ids the prerender wrote (one
 * form per page).
 */
const PREFIX = 'figure-report';
const fieldId = (prefix: string, field: FigureReportField) => `${prefix}-${field}`;

function problemsOf(
  prefix: string,
  errors: Partial<Record<FigureReportField, string>>,
  problem?: string,
): FormProblem[] {
  const list: FormProblem[] = FIGURE_REPORT_FIELDS.filter((field) => errors[field]).map((field) => ({
    fieldId: fieldId(prefix, field),
    message: errors[field] as string,
  }));
  return problem ? [{ message: problem }, ...list] : list;
}

/**
 * "Spotted a wrong figure?" (ADR 018). A plain HTML form that posts to
 * /report-a-wrong-figure, so it works with JavaScript off (the server answers with the page, the
 * form as typed and its problems, or the thank-you); once hydrated it sends JSON to
 * /api/figure-reports and answers in place. What was typed is kept on every problem.
 */
export function FigureReportForm({ initial, fixedProvider, layout = 'section' }: FigureReportFormProps) {
  const prefix = PREFIX;
  const [values, setValues] = useState<FigureReportValues>(() => ({
    ...initial.values,
    provider: fixedProvider ?? initial.values.provider,
  }));
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState(initial.errors);
  const [problems, setProblems] = useState<FormProblem[]>(() =>
    problemsOf(prefix, initial.errors, initial.problem),
  );
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

  const fail = (fields: Partial<Record<FigureReportField, string>>, problem?: string) => {
    setErrors(fields);
    setProblems(problemsOf(prefix, fields, problem));
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
      const body = (await response.json().catch(() => null)) as {
        error?: { message?: string; fields?: Partial<Record<string, string>> };
      } | null;
      const fields = Object.fromEntries(
        Object.entries(body?.error?.fields ?? {}).filter(([key]) =>
          (FIGURE_REPORT_FIELDS as readonly string[]).includes(key),
        ),
      ) as Partial<Record<FigureReportField, string>>;
      if (Object.keys(fields).length > 0) fail(fields);
      else if (response.status === 429)
        fail(
          {},
          'You have sent several reports in a short time. Please wait an hour and send this one again: what you typed is still in the form.',
        );
      else
        fail(
          {},
          'We could not save your report just now. Please try again in a few minutes: what you typed is still in the form.',
        );
    } catch {
      fail(
        {},
        'We could not reach our server. Check your connection and try again: what you typed is still in the form.',
      );
    } finally {
      setSending(false);
    }
  };

  const headingId = `${prefix}-heading`;

  if (sent) {
    const name = providerBySlug(sent.provider)?.name ?? 'the provider';
    return (
      <div role="status" className="grid gap-4" data-testid="figure-report-sent">
        <h2 ref={sentRef} tabIndex={-1} id={headingId} className="flex items-center gap-2 text-2xl">
          <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-brand" />
          Thank you: we have your report
        </h2>
        <p>
          We will check it against {name}’s own pages. If the figure was wrong, we correct it and list the
          change, with its source, on our <a href="/changes">list of changes</a>.
        </p>
        {sent.email ? (
          <p>
            We are sending a confirmation to{' '}
            <strong className="[overflow-wrap:anywhere]">{sent.email}</strong>.
          </p>
        ) : (
          <p>If you gave an e-mail address, we are sending a confirmation to it.</p>
        )}
        <p className="flex flex-wrap gap-3">
          <a
            href={`${FIGURE_REPORT_PATH}?provider=${encodeURIComponent(fixedProvider ?? sent.provider)}${initial.page ? `&page=${encodeURIComponent(initial.page)}` : ''}`}
            className="dc-btn-secondary"
            onClick={(event) => {
              event.preventDefault();
              focusSent.current = false;
              setSent(null);
              setValues({ ...EMPTY_FIGURE_REPORT, provider: fixedProvider ?? sent.provider });
            }}
          >
            Report another figure
          </a>
          {layout === 'page' && initial.page ? (
            <a href={initial.page} className="dc-btn-secondary">
              Back to the page you were on
            </a>
          ) : null}
        </p>
      </div>
    );
  }

  const fixedName = fixedProvider ? providerBySlug(fixedProvider)?.name : undefined;
  return (
    <form
      method="post"
      action={FIGURE_REPORT_PATH}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="relative grid gap-5"
      data-testid="figure-report-form"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-2xl">
        <Flag aria-hidden="true" className="size-6 shrink-0 text-brand" />
        Spotted a wrong figure?
      </h2>
      <p>
        Tell us which figure{fixedName ? ` about ${fixedName}` : ''} is wrong and what it should be. We check
        every report against the provider’s own pages and list each correction on our{' '}
        <a href="/changes">list of changes</a>.
      </p>
      <ErrorSummary problems={problems} focus={submitted} />
      {fixedProvider ? (
        <input type="hidden" name="provider" value={fixedProvider} />
      ) : (
        <SelectField
          id={fieldId(prefix, 'provider')}
          name="provider"
          label="Which provider is it about?"
          placeholder="Choose a provider"
          options={PROVIDER_OPTIONS}
          value={values.provider}
          onChange={set('provider')}
          error={errors.provider}
        />
      )}
      <TextField
        id={fieldId(prefix, 'figure')}
        name="figure"
        label="Which figure is wrong?"
        hint="For example: the yearly drawdown fee, or the platform fee on the first £250,000."
        autoComplete="off"
        value={values.figure}
        onChange={set('figure')}
        error={errors.figure}
      />
      <TextAreaField
        id={fieldId(prefix, 'correction')}
        name="correction"
        label="What do you think it should be?"
        hint="The figure you found, and anything that helps us check it."
        maxLength={FIGURE_REPORT_LIMITS.correction}
        value={values.correction}
        onChange={set('correction')}
        error={errors.correction}
      />
      <TextField
        id={fieldId(prefix, 'sourceUrl')}
        name="sourceUrl"
        type="url"
        inputMode="url"
        label="Where did you see it? (optional)"
        hint="A link to the page that shows the figure, starting with https://."
        autoComplete="url"
        value={values.sourceUrl}
        onChange={set('sourceUrl')}
        error={errors.sourceUrl}
      />
      <TextField
        id={fieldId(prefix, 'email')}
        name="email"
        type="email"
        inputMode="email"
        label="Your e-mail address (optional)"
        hint={`Only to confirm we have your report. We keep it for ${RETENTION.figureReportMonths} months and never use it for anything else.`}
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      {initial.page ? <input type="hidden" name="page" value={initial.page} /> : null}
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <p>
        <button type="submit" className="dc-btn-primary text-lg" disabled={sending}>
          <Send aria-hidden="true" className="size-5" />
          {sending ? 'Sending…' : 'Send report'}
        </button>
      </p>
    </form>
  );
}
