import { TriangleAlert } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import {
  errorFields,
  FIELD_IDS,
  NO_PROVIDER,
  PATH,
  providerOption,
  sortedProviders,
} from './calculator-model.ts';
import type { CalculatorParams, ParamErrors, ValidParams } from './drawdown-projection.ts';

interface FieldProps {
  name: keyof CalculatorParams;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  prefix?: string;
  suffix?: string;
  inputMode: 'numeric' | 'decimal';
  onChange: (value: string) => void;
  onBlur: () => void;
}

function NumberField({
  name,
  label,
  hint,
  value,
  error,
  prefix,
  suffix,
  inputMode,
  onChange,
  onBlur,
}: FieldProps) {
  const id = FIELD_IDS[name];
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-navy">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-base text-muted">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1.5 font-semibold text-danger">
          <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>
            <span className="sr-only">Error: </span>
            {error}
          </span>
        </p>
      ) : null}
      <div
        className={`mt-2 flex min-h-12 items-center rounded-xl border-2 bg-white focus-within:border-brand ${error ? 'border-danger' : 'border-navy/40'}`}
      >
        {prefix ? (
          <span aria-hidden="true" className="pl-3 font-semibold text-muted">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className="w-full min-w-0 rounded-xl bg-transparent px-3 py-2 text-lg outline-none"
        />
        {suffix ? (
          <span aria-hidden="true" className="pr-3 font-semibold text-muted">
            {suffix}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** The number fields in the form's order, with their texts. */
const NUMBER_FIELDS: Omit<FieldProps, 'value' | 'error' | 'onChange' | 'onBlur'>[] = [
  {
    name: 'pot',
    label: 'Pension pot',
    hint: 'The amount you would move into drawdown, after any tax-free cash.',
    prefix: '£',
    inputMode: 'numeric',
  },
  {
    name: 'income',
    label: 'Yearly income in the first year',
    hint: 'Before tax. It rises with inflation each year after.',
    prefix: '£',
    inputMode: 'numeric',
  },
  {
    name: 'growth',
    label: 'Expected growth a year',
    hint: 'Before charges, as our comparison assumes (5%). Nobody knows future returns: try a few.',
    suffix: '%',
    inputMode: 'decimal',
  },
  {
    name: 'inflation',
    label: 'Inflation a year',
    hint: 'How much your income rises each year.',
    suffix: '%',
    inputMode: 'decimal',
  },
  {
    name: 'years',
    label: 'Years to plan for',
    hint: 'Between 1 and 50. For example, from 65 to 95 is 30 years.',
    inputMode: 'numeric',
  },
];

function ErrorSummary({
  errors,
  summaryRef,
}: {
  errors: ParamErrors;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby="calc-error-summary"
      className="rounded-xl border-4 border-danger bg-white p-4"
    >
      <h3 id="calc-error-summary" className="text-lg">
        There is a problem
      </h3>
      <ul className="mt-2 grid gap-1">
        {errorFields(errors).map((key) => (
          <li key={key}>
            <a href={`#${FIELD_IDS[key]}`} className="font-semibold text-danger">
              {errors[key]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProviderField({
  providerSlug,
  shown,
  unlocked,
  onChange,
}: {
  providerSlug: string;
  shown: ValidParams;
  unlocked: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={FIELD_IDS.provider} className="block font-semibold text-navy">
        Drawdown provider
      </label>
      <p
        id={`${FIELD_IDS.provider}-hint`}
        className="text-base text-muted"
        data-names-gated={unlocked ? undefined : ''}
      >
        Its yearly charge is worked out on your pot each year, as in our comparison.
        {unlocked
          ? null
          : ' Each provider’s year-1 charge for your pot shows beside its name once you unlock the provider names.'}
      </p>
      <select
        id={FIELD_IDS.provider}
        name="provider"
        value={providerSlug}
        aria-describedby={`${FIELD_IDS.provider}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className="mt-2 min-h-12 w-full rounded-xl border-2 border-navy/40 bg-white px-3 py-2 text-lg"
      >
        <option value={NO_PROVIDER}>No provider charges (leave them out)</option>
        {sortedProviders.map((p) => {
          const option = providerOption(p, shown, unlocked);
          return (
            <option key={p.slug} value={p.slug} disabled={option.disabled}>
              {option.label}
            </option>
          );
        })}
      </select>
    </div>
  );
}

export interface CalculatorFormProps {
  params: CalculatorParams;
  errors: ParamErrors;
  visibleErrors: ParamErrors;
  showSummary: boolean;
  summaryRef: RefObject<HTMLDivElement | null>;
  providerSlug: string;
  shown: ValidParams;
  unlocked: boolean;
  onSubmit: (event: FormEvent) => void;
  update: (name: keyof CalculatorParams) => (value: string) => void;
  touch: (name: keyof CalculatorParams) => () => void;
}

/** "Your figures": the calculator's inputs, sent by GET so the address holds them. */
export function CalculatorForm(props: CalculatorFormProps) {
  const { params, errors, visibleErrors, update, touch } = props;
  return (
    <form
      method="get"
      action={PATH}
      noValidate
      onSubmit={props.onSubmit}
      aria-labelledby="calc-form-heading"
      className="dc-card grid content-start gap-5 self-start p-5 md:p-6"
    >
      <h2 id="calc-form-heading" className="text-2xl">
        Your figures
      </h2>
      {props.showSummary && errorFields(errors).length > 0 ? (
        <ErrorSummary errors={errors} summaryRef={props.summaryRef} />
      ) : null}
      {NUMBER_FIELDS.map((field) => (
        <NumberField
          key={field.name}
          {...field}
          value={params[field.name]}
          error={visibleErrors[field.name]}
          onChange={update(field.name)}
          onBlur={touch(field.name)}
        />
      ))}
      <ProviderField
        providerSlug={props.providerSlug}
        shown={props.shown}
        unlocked={props.unlocked}
        onChange={update('provider')}
      />
      <button type="submit" className="dc-btn-primary text-lg">
        Show my results
      </button>
      <p className="text-base text-muted">Results update as you type.</p>
    </form>
  );
}
