import { CircleCheck } from 'lucide-react';
import type { RefObject } from 'react';
import { RETENTION } from '../../content/legal/retention.ts';
import { FIGURE_REPORT_LIMITS, type FigureReportValues } from '../../widget/core/figure-report.ts';
import {
  anotherReportHref,
  type FieldErrors,
  fieldId,
  HEADING_ID,
  PROVIDER_OPTIONS,
} from './figure-report-model.ts';
import { SelectField, TextAreaField, TextField } from './form-fields.tsx';

/** The thank-you once a report is stored. */
export function ReportSent({
  sentRef,
  providerName,
  email,
  anotherProvider,
  page,
  layout,
  onAnother,
}: {
  sentRef: RefObject<HTMLHeadingElement | null>;
  providerName: string;
  email: string | null;
  /** The provider the next report starts with. */
  anotherProvider: string;
  page: string | null;
  layout: 'page' | 'section';
  onAnother: () => void;
}) {
  return (
    <div role="status" className="grid gap-4" data-testid="figure-report-sent">
      <h2 ref={sentRef} tabIndex={-1} id={HEADING_ID} className="flex items-center gap-2 text-2xl">
        <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-brand" />
        Thank you: we have your report
      </h2>
      <p>
        We will check it against {providerName}’s own pages. If the figure was wrong, we correct it and list
        the change, with its source, on our <a href="/changes">list of changes</a>.
      </p>
      {email ? (
        <p>
          We are sending a confirmation to <strong className="[overflow-wrap:anywhere]">{email}</strong>.
        </p>
      ) : (
        <p>If you gave an e-mail address, we are sending a confirmation to it.</p>
      )}
      <p className="flex flex-wrap gap-3">
        <a
          href={anotherReportHref(anotherProvider, page)}
          className="dc-btn-secondary"
          onClick={(event) => {
            event.preventDefault();
            onAnother();
          }}
        >
          Report another figure
        </a>
        {layout === 'page' && page ? (
          <a href={page} className="dc-btn-secondary">
            Back to the page you were on
          </a>
        ) : null}
      </p>
    </div>
  );
}

/** The report's fields: the provider (unless fixed), the figure, the correction, a source, an e-mail. */
export function ReportFields({
  values,
  errors,
  fixedProvider,
  set,
}: {
  values: FigureReportValues;
  errors: FieldErrors;
  fixedProvider: string | undefined;
  set: (field: keyof FigureReportValues) => (value: string) => void;
}) {
  return (
    <>
      {fixedProvider ? (
        <input type="hidden" name="provider" value={fixedProvider} />
      ) : (
        <SelectField
          id={fieldId('provider')}
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
        id={fieldId('figure')}
        name="figure"
        label="Which figure is wrong?"
        hint="For example: the yearly drawdown fee, or the yearly charge on the first £250,000."
        autoComplete="off"
        value={values.figure}
        onChange={set('figure')}
        error={errors.figure}
      />
      <TextAreaField
        id={fieldId('correction')}
        name="correction"
        label="What do you think it should be?"
        hint="The figure you found, and anything that helps us check it."
        maxLength={FIGURE_REPORT_LIMITS.correction}
        value={values.correction}
        onChange={set('correction')}
        error={errors.correction}
      />
      <TextField
        id={fieldId('sourceUrl')}
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
        id={fieldId('email')}
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
    </>
  );
}
