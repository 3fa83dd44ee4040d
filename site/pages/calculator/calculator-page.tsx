import { Check, Copy, Info, Link2, TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { sourcesFor } from '../../../content/pension-facts.ts';
import { BRAND } from '../../../widget/core/brand.ts';
import { ineligibleReason, quote, yearChargePence } from '../../../widget/core/cost-engine.ts';
import { compareNames, possessive } from '../../../widget/core/format.ts';
import { formatGBP } from '../../../widget/core/money.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { PROVIDERS, providerBySlug } from '../../../widget/core/providers.ts';
import { tariffOf } from '../../../widget/core/rank.ts';
import { type Scenario, scenarioToParams } from '../../../widget/core/scenario.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import { absoluteUrl, breadcrumbJsonLd } from '../../app/json-ld.ts';
import { PageHeader, SourceList } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { siteOrigin } from '../../app/site-origin.ts';
import { PensionWisePointer, toPageSources } from '../../shared/guide-view.tsx';
import { useNamesUnlocked } from '../../shared/names-gate.tsx';
import {
  type CalculatorParams,
  DEFAULT_PARAMS,
  type ParamErrors,
  type Projection,
  paramsFromSearch,
  projectDrawdown,
  searchFromParams,
  type ValidParams,
  validateParams,
} from './drawdown-projection.ts';
import { ProjectionChart } from './projection-chart.tsx';

const PATH = '/pension-drawdown-calculator';
const CRUMBS = [{ label: 'Drawdown calculator', to: PATH }];
/** The provider option for "leave provider charges out". */
export const NO_PROVIDER = 'none';

const FIELD_ORDER: (keyof CalculatorParams)[] = ['pot', 'income', 'growth', 'inflation', 'years'];
const FIELD_IDS: Record<keyof CalculatorParams, string> = {
  pot: 'calc-pot',
  income: 'calc-income',
  growth: 'calc-growth',
  inflation: 'calc-inflation',
  years: 'calc-years',
  provider: 'calc-provider',
};

const sortedProviders = [...PROVIDERS].sort((a, b) => compareNames(a.name, b.name));

/**
 * The calculator's plan as a cost-engine scenario: the pot in funds, the income taken once a year,
 * no trades and no fund charge (the growth entered is before the provider's charges, as the
 * comparison's), no tax-free cash.
 */
export function calculatorScenario(values: ValidParams): Scenario {
  return {
    pot: values.pot,
    holdings: { funds: 100, shares: 0, trusts: 0 },
    tradesPerYear: 0,
    income: values.income,
    incomeFrequency: 'yearly',
    lumpSums: 0,
    taxFreeCash: 'none',
    ocf: 0,
    years: Math.min(values.years, 40),
    growth: values.growthPercent,
    inflation: values.inflationPercent,
  };
}

/**
 * A provider's charges for each year of the plan, from the cost engine: every charge its data file
 * holds for this plan (platform charge with its minimum and cap, fixed fees, the drawdown set-up
 * fee in year 1, the yearly drawdown fee, fees for paying an income), on the pot at the start of
 * the year, exactly as its receipt works them out. Charges not known count as nothing and are named.
 */
function chargeFor(
  provider: Provider | undefined,
  values: ValidParams,
): (pot: number, year: number) => number {
  if (!provider) return () => 0;
  const tariff = tariffOf(provider);
  const plan = calculatorScenario(values);
  return (pot, year) => yearChargePence(tariff, { ...plan, pot }, pot, year - 1) / 100;
}

function run(values: ValidParams, provider: Provider | undefined): Projection {
  return projectDrawdown({
    pot: values.pot,
    income: values.income,
    growthPercent: values.growthPercent,
    inflationPercent: values.inflationPercent,
    years: values.years,
    yearlyCharge: chargeFor(provider, values),
  });
}

/** Whether the engine can price this provider for the plan: a published tariff, and it can do the plan. */
function priceable(provider: Provider, values: ValidParams): boolean {
  const tariff = tariffOf(provider);
  return (
    tariff.charges.unpricedReason === undefined &&
    ineligibleReason(tariff.charges, calculatorScenario(values)) === undefined
  );
}

/** The provider with the lowest total charges over this plan, among those that can be priced for it. */
function cheapestFor(values: ValidParams): { name: string; slug: string; total: number } | null {
  let best: { name: string; slug: string; total: number } | null = null;
  for (const provider of PROVIDERS) {
    if (!priceable(provider, values)) continue;
    const total = run(values, provider).totalCharges;
    if (!best || total < best.total) best = { name: provider.name, slug: provider.slug, total };
  }
  return best;
}

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

function Figure({
  label,
  value,
  tone = 'plain',
}: {
  label: string;
  value: string;
  tone?: 'plain' | 'charge';
}) {
  return (
    <div className={`rounded-2xl p-4 ${tone === 'charge' ? 'bg-gold-tint' : 'bg-canvas'}`}>
      <dt className="text-base text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-navy">{value}</dd>
    </div>
  );
}

function Headline({ values, projection }: { values: ValidParams; projection: Projection }): ReactNode {
  const income = formatGBP(values.income);
  if (values.income === 0) {
    return projection.runsOutInYear !== null
      ? `With no income taken, charges alone empty the pot in year ${projection.runsOutInYear}.`
      : `With no income taken, your pot is ${formatGBP(projection.endPot)} after ${values.years} years.`;
  }
  if (projection.yearsOfFullIncome === null) {
    return `Your pot pays ${income} a year, rising with inflation, for more than 100 years.`;
  }
  const lasts = projection.yearsOfFullIncome;
  return `Your pot pays ${income} a year, rising with inflation, for ${lasts} ${lasts === 1 ? 'year' : 'years'}.`;
}

/**
 * /pension-drawdown-calculator: how long a pot lasts at an income, with growth, inflation and a
 * provider's yearly charge from the cost model. Inputs live in the URL so a result can be shared.
 */
export default function CalculatorPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // A shared link's inputs from the first render: the server renders the page for the link's query
  // (ADR 021), so its figures are there on first paint and the island hydrates the same tree.
  const [params, setParams] = useState<CalculatorParams>(() => paramsFromSearch(searchParams));
  const [touched, setTouched] = useState<Set<keyof CalculatorParams>>(
    () => new Set(Object.keys(validateParams(params).errors) as (keyof CalculatorParams)[]),
  );
  const [showSummary, setShowSummary] = useState(false);
  const [copied, setCopied] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const unlocked = useNamesUnlocked();

  const [origin, setOrigin] = useState(siteOrigin);
  useEffect(() => {
    setReady(true);
    setOrigin(window.location.origin);
  }, []);

  const { values, errors } = validateParams(params);
  const visibleErrors: ParamErrors = Object.fromEntries(
    Object.entries(errors).filter(([key]) => touched.has(key as keyof CalculatorParams)),
  );
  const [lastGood, setLastGood] = useState<ValidParams>(() => validateParams(DEFAULT_PARAMS).values!);
  const shown = values ?? lastGood;
  const chosen = params.provider === NO_PROVIDER ? undefined : providerBySlug(params.provider);
  const provider = chosen && tariffOf(chosen).charges.unpricedReason === undefined ? chosen : undefined;
  const providerSlug = provider ? provider.slug : NO_PROVIDER;

  // Keep the URL in step with valid inputs (replace, so Back leaves the calculator).
  useEffect(() => {
    if (!values || !ready) return;
    setLastGood(values);
    const next = searchFromParams({ ...params, provider: providerSlug });
    if (next !== searchParams.toString())
      setSearchParams(new URLSearchParams(next), { replace: true, preventScrollReset: true });
  }, [
    ready,
    values?.pot,
    values?.income,
    values?.growthPercent,
    values?.inflationPercent,
    values?.years,
    providerSlug,
  ]);

  const projection = useMemo(() => run(shown, provider), [shown, provider]);
  const cheapest = useMemo(() => cheapestFor(shown), [shown]);
  // The year-1 tile is the projection's own first year: one figure, never two (it was the §9 cost
  // on the starting pot beside a table charging the year-end pot: £375 against £371).
  const firstYearCharge = projection.rows[0]?.charge ?? 0;
  const plan = calculatorScenario(shown);
  const providerQuote = provider ? quote(tariffOf(provider), plan, { horizonOnly: true }) : null;
  // The link is made from the address this page was opened at, never from a build-time domain:
  // on any host it points back to that host. Before the page's script runs (and on the
  // server) it is the path alone.
  const sharePath = `${PATH}?${searchFromParams({ ...params, provider: providerSlug })}`;
  const shareUrl = `${origin}${sharePath}`;

  const update = (name: keyof CalculatorParams) => (value: string) => {
    setCopied(false);
    setParams((current) => ({ ...current, [name]: value }));
  };
  const touch = (name: keyof CalculatorParams) => () => setTouched((current) => new Set(current).add(name));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(FIELD_ORDER));
    if (!values) {
      setShowSummary(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
    } else {
      setShowSummary(false);
      document.getElementById('calc-results')?.focus();
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(new URL(sharePath, window.location.href).href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const providerSources = provider
    ? provider.sources.map((s) => ({ url: s.url, title: s.title, dated: s.dated }))
    : [];
  const factSources = toPageSources(sourcesFor('sustainableWithdrawalRates', 'highWithdrawals'));
  const errorList = FIELD_ORDER.filter((key) => errors[key]);

  return (
    <>
      <PageMeta
        title="Pension drawdown calculator"
        description="See how long your pension pot could last in drawdown: your pot, yearly income, growth, inflation and a provider's yearly charge, with the pot year by year and the total paid in charges."
        path={PATH}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: 'Pension drawdown calculator',
            url: absoluteUrl(PATH),
            applicationCategory: 'FinanceApplication',
            operatingSystem: 'Any',
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'GBP' },
          },
          breadcrumbJsonLd(CRUMBS),
        ]}
      />
      <PageHeader
        title="Pension drawdown calculator"
        breadcrumbs={CRUMBS}
        intro="See how long your pension pot could last at the income you want, and how much a provider's charges take over the years."
      />
      <div className="dc-container grid gap-8 py-10 lg:grid-cols-[22rem_1fr]">
        <form
          method="get"
          action={PATH}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="calc-form-heading"
          className="dc-card grid content-start gap-5 self-start p-5 md:p-6"
        >
          <h2 id="calc-form-heading" className="text-2xl">
            Your figures
          </h2>
          {showSummary && errorList.length > 0 ? (
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
                {errorList.map((key) => (
                  <li key={key}>
                    <a href={`#${FIELD_IDS[key]}`} className="font-semibold text-danger">
                      {errors[key]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <NumberField
            name="pot"
            label="Pension pot"
            hint="The amount you would move into drawdown, after any tax-free cash."
            prefix="£"
            inputMode="numeric"
            value={params.pot}
            error={visibleErrors.pot}
            onChange={update('pot')}
            onBlur={touch('pot')}
          />
          <NumberField
            name="income"
            label="Yearly income in the first year"
            hint="Before tax. It rises with inflation each year after."
            prefix="£"
            inputMode="numeric"
            value={params.income}
            error={visibleErrors.income}
            onChange={update('income')}
            onBlur={touch('income')}
          />
          <NumberField
            name="growth"
            label="Expected growth a year"
            hint="Before charges, as our comparison assumes (5%). Nobody knows future returns: try a few."
            suffix="%"
            inputMode="decimal"
            value={params.growth}
            error={visibleErrors.growth}
            onChange={update('growth')}
            onBlur={touch('growth')}
          />
          <NumberField
            name="inflation"
            label="Inflation a year"
            hint="How much your income rises each year."
            suffix="%"
            inputMode="decimal"
            value={params.inflation}
            error={visibleErrors.inflation}
            onChange={update('inflation')}
            onBlur={touch('inflation')}
          />
          <NumberField
            name="years"
            label="Years to plan for"
            hint="Between 1 and 50. For example, from 65 to 95 is 30 years."
            inputMode="numeric"
            value={params.years}
            error={visibleErrors.years}
            onChange={update('years')}
            onBlur={touch('years')}
          />
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
              onChange={(event) => update('provider')(event.target.value)}
              className="mt-2 min-h-12 w-full rounded-xl border-2 border-navy/40 bg-white px-3 py-2 text-lg"
            >
              <option value={NO_PROVIDER}>No provider charges (leave them out)</option>
              {sortedProviders.map((p) => {
                const tariff = tariffOf(p);
                const unpriced = tariff.charges.unpricedReason !== undefined;
                // The same figure as the "year 1" tile and the table's first row for this provider.
                const first = unpriced ? null : (run({ ...shown, years: 1 }, p).rows[0]?.charge ?? 0);
                // Names beside their costs for the visitor's pot are a ranking made for them: they
                // follow the home ranking's gate (decision 043). Locked, the list is names only.
                return (
                  <option key={p.slug} value={p.slug} disabled={unpriced}>
                    {first === null
                      ? `${p.name}: charges not in our data`
                      : unlocked
                        ? `${p.name}: ${formatGBP(first)} in year 1`
                        : p.name}
                  </option>
                );
              })}
            </select>
          </div>
          <button type="submit" className="dc-btn-primary text-lg">
            Show my results
          </button>
          <p className="text-base text-muted">Results update as you type.</p>
        </form>

        <section
          id="calc-results"
          tabIndex={-1}
          aria-labelledby="calc-results-heading"
          className="grid min-w-0 content-start gap-6"
        >
          <div className="dc-card p-5 md:p-6">
            <h2 id="calc-results-heading" className="text-2xl">
              Your results
            </h2>
            <p
              className="mt-3 text-xl font-semibold text-navy"
              aria-live="polite"
              data-testid="calc-headline"
            >
              <Headline values={shown} projection={projection} />
            </p>
            {values &&
            values.income > 0 &&
            projection.runsOutInYear !== null &&
            projection.runsOutInYear <= shown.years ? (
              <p
                className="mt-2 flex items-start gap-2 font-semibold text-danger"
                data-testid="calc-shortfall"
              >
                <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
                The money runs out in year {projection.runsOutInYear} of your {shown.years}-year plan.
              </p>
            ) : null}
            {!values ? (
              <p className="mt-2 flex items-center gap-2 text-danger">
                <TriangleAlert aria-hidden="true" className="size-5" /> Showing your last valid figures: fix
                the highlighted fields to update.
              </p>
            ) : null}
            <dl className="mt-5 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
              <Figure
                label={`Income taken over ${projection.rows.length} years`}
                value={formatGBP(projection.totalIncome)}
              />
              <Figure
                label={`Paid in provider charges over ${projection.rows.length} years`}
                value={formatGBP(projection.totalCharges)}
                tone="charge"
              />
              <Figure
                label={`Pot left after ${projection.rows.length} years`}
                value={formatGBP(projection.endPot)}
              />
              <Figure
                label="Provider charges in year 1"
                value={provider ? formatGBP(firstYearCharge) : 'Left out'}
              />
            </dl>
            {provider && providerQuote ? (
              <div className="mt-4 grid gap-2 text-base" data-testid="calc-provider-charges">
                {providerQuote.reason ? (
                  <p className="flex items-start gap-2 font-semibold text-danger">
                    <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
                    {provider.name} cannot do this plan: {providerQuote.reason}
                  </p>
                ) : null}
                {providerQuote.yearOne.notKnown.length > 0 ? (
                  <p>
                    Not in these charges because our data does not hold them for {provider.name}:{' '}
                    {providerQuote.yearOne.notKnown.join(', ')}.
                  </p>
                ) : null}
                <p>
                  <Link
                    to={`/provider/${provider.slug}?${scenarioToParams(plan).toString()}`}
                    className="inline-flex min-h-11 items-center font-semibold"
                  >
                    How we worked out {possessive(provider.name)} year-1 charges, line by line
                  </Link>
                </p>
              </div>
            ) : null}
            {cheapest && provider && cheapest.slug !== provider.slug ? (
              <p className="mt-4">
                For this plan, the lowest total charges among the providers we compare are{' '}
                <strong>{formatGBP(cheapest.total)}</strong>,{' '}
                {formatGBP(projection.totalCharges - cheapest.total)} less than {provider.name}.{' '}
                <Link to="/">Compare all providers for your pot</Link>.
              </p>
            ) : null}
            <div className="mt-6">
              <ProjectionChart
                rows={projection.rows}
                startPot={shown.pot}
                runsOutInYear={projection.runsOutInYear}
              />
            </div>
          </div>

          <div className="dc-card p-5 md:p-6">
            <h2 className="text-xl">Share these results</h2>
            <p className="mt-2 text-base">
              The link holds your figures, so you can come back to them or send them to someone you trust.
            </p>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
              <label htmlFor="calc-share" className="sr-only">
                Link to these results
              </label>
              <input
                id="calc-share"
                readOnly
                value={shareUrl}
                onFocus={(event) => event.target.select()}
                className="min-h-12 w-full min-w-0 rounded-xl border-2 border-navy/30 bg-canvas px-3 text-base"
              />
              <button type="button" onClick={copyLink} className="dc-btn-secondary shrink-0">
                {copied ? (
                  <Check aria-hidden="true" className="size-5" />
                ) : (
                  <Copy aria-hidden="true" className="size-5" />
                )}
                {copied ? 'Link copied' : 'Copy link'}
              </button>
            </div>
            <p className="sr-only" aria-live="polite">
              {copied ? 'The link is copied.' : ''}
            </p>
            <p className="mt-2 flex items-center gap-2 text-base text-muted">
              <Link2 aria-hidden="true" className="size-5" /> Opening the link shows exactly these figures.
            </p>
          </div>

          <div className="dc-card p-5 md:p-6">
            <h2 className="text-xl">What this assumes</h2>
            <ul className="mt-3 grid list-disc gap-2 pl-6">
              <li>
                Each year your income is taken at the start of the year: {formatGBP(shown.income)} in the
                first year, rising by {shown.inflationPercent}% a year after that.
              </li>
              <li>
                What is left grows by {shown.growthPercent}% every year before charges, as our comparison
                assumes; the provider’s charges below are then taken off. Fund charges are not counted. Real
                returns go up and down, and a fall in the early years shortens how long the money lasts.
              </li>
              <li>
                {provider
                  ? `${possessive(provider.name)} charges are worked out on the pot at the start of each year by the same engine as our comparison and its receipts, from its published tariff: the platform charge with any minimum or cap, fixed fees, the drawdown set-up fee in year 1, the yearly drawdown fee and any fee for paying your income once a year. They are taken from the pot at the end of the year.`
                  : 'No provider charges are taken. Choose a provider to include them.'}{' '}
                Fund charges and dealing charges are not included.
              </li>
              <li>
                No income tax is deducted: the income shown is before tax. Your tax-free cash is not included.
              </li>
              <li>Figures are in future pounds, not adjusted for inflation, and rounded to whole pounds.</li>
              <li>This is an illustration, not a forecast or advice. {BRAND.guidanceOnly}</li>
            </ul>
            <p className="mt-4 flex gap-2 rounded-xl bg-brand-tint p-3 text-base">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-dark" />
              <span>
                Research on past returns suggests about 3% to 3.5% of the starting pot a year, rising with
                inflation, has lasted 30 years for UK investors in most periods.{' '}
                <Link to="/blog/how-much-can-i-take-from-my-pension-each-year">
                  How much can I take each year?
                </Link>
              </span>
            </p>
          </div>

          <details className="dc-card p-5 md:p-6">
            <summary className="flex min-h-11 cursor-pointer items-center text-xl font-bold text-navy">
              Year-by-year figures (table)
            </summary>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
            <section className="dc-table-scroll mt-4" aria-label="Year-by-year figures" tabIndex={0}>
              <table className="w-full min-w-[36rem] border-collapse text-base" data-testid="calc-table">
                <caption className="sr-only">Your pension pot year by year</caption>
                <thead>
                  <tr className="bg-navy text-left text-white">
                    <th scope="col" className="px-3 py-2">
                      Year
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Pot at start
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Income taken
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Growth
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Provider charge
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Pot at end
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {projection.rows.map((row) => (
                    <tr key={row.year} className="border-b border-line even:bg-canvas">
                      <th scope="row" className="px-3 py-2 text-left">
                        {row.year}
                      </th>
                      <td className="px-3 py-2 text-right">{formatGBP(row.startPot)}</td>
                      <td className="px-3 py-2 text-right">{formatGBP(row.income)}</td>
                      <td className="px-3 py-2 text-right">{formatGBP(row.growth)}</td>
                      <td className="px-3 py-2 text-right">{formatGBP(row.charge)}</td>
                      <td className="px-3 py-2 text-right">{formatGBP(row.endPot)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </details>

          <PensionWisePointer />
          <CtaBlock variant="inline" />
          <SourceList
            title="Sources"
            sources={[...providerSources, ...factSources]}
            checkedOn={provider?.checkedOn ?? undefined}
          />
        </section>
      </div>
    </>
  );
}
