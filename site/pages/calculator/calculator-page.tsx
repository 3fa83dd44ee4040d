import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sourcesFor } from '../../../content/pension-facts.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import { absoluteUrl, breadcrumbJsonLd } from '../../app/json-ld.ts';
import { PageHeader, SourceList } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { siteOrigin } from '../../app/site-origin.ts';
import { PensionWisePointer, toPageSources } from '../../shared/guide-view.tsx';
import { useNamesUnlocked } from '../../shared/names-gate.tsx';
import { CalculatorForm } from './calculator-form.tsx';
import {
  CRUMBS,
  calculatorScenario,
  cheapestFor,
  chosenProvider,
  FIELD_ORDER,
  NO_PROVIDER,
  PATH,
  providerQuoteFor,
  runPlan,
  sharePathFor,
  visibleErrorsOf,
} from './calculator-model.ts';
import { AssumptionsCard, ResultsCard, ShareCard, YearTable } from './calculator-results.tsx';
import {
  type CalculatorParams,
  DEFAULT_PARAMS,
  paramsFromSearch,
  searchFromParams,
  type ValidParams,
  validateParams,
} from './drawdown-projection.ts';

/**
 * The calculator's state: the inputs (from the address on the first render: the server renders
 * the page for a shared link's query, ADR 021, so its figures are there on first paint and the
 * island hydrates the same tree), which fields were left, and the address kept in step.
 */
function useCalculator() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [params, setParams] = useState<CalculatorParams>(() => paramsFromSearch(searchParams));
  const [touched, setTouched] = useState<Set<keyof CalculatorParams>>(
    () => new Set(Object.keys(validateParams(params).errors) as (keyof CalculatorParams)[]),
  );
  const [ready, setReady] = useState(false);
  const [origin] = useState(siteOrigin);
  useEffect(() => setReady(true), []);

  const { values, errors } = validateParams(params);
  const [lastGood, setLastGood] = useState<ValidParams>(() => validateParams(DEFAULT_PARAMS).values!);
  const provider = chosenProvider(params.provider);
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

  return {
    params,
    setParams,
    values,
    errors,
    visibleErrors: visibleErrorsOf(errors, touched),
    touchAll: () => setTouched(new Set(FIELD_ORDER)),
    touch: (name: keyof CalculatorParams) => () => setTouched((current) => new Set(current).add(name)),
    shown: values ?? lastGood,
    provider,
    providerSlug,
    origin,
  };
}

/**
 * /pension-drawdown-calculator: how long a pot lasts at an income, with growth, inflation and a
 * provider's yearly charge from the cost model. Inputs live in the URL so a result can be shared.
 */
export default function CalculatorPage() {
  const calc = useCalculator();
  const { params, values, errors, shown, provider, providerSlug } = calc;
  const [showSummary, setShowSummary] = useState(false);
  const [copied, setCopied] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const unlocked = useNamesUnlocked();

  const projection = useMemo(() => runPlan(shown, provider), [shown, provider]);
  const cheapest = useMemo(() => cheapestFor(shown), [shown]);
  const plan = calculatorScenario(shown);
  // The link names the public site as the server filled it in (PUBLIC_URL, never a build-time
  // domain: site-origin.ts), the same before and after the page's script runs.
  const sharePath = sharePathFor(params, providerSlug);

  const update = (name: keyof CalculatorParams) => (value: string) => {
    setCopied(false);
    calc.setParams((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    calc.touchAll();
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
      await navigator.clipboard.writeText(`${calc.origin}${sharePath}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const providerSources = provider
    ? provider.sources.map((s) => ({ url: s.url, title: s.title, dated: s.dated }))
    : [];
  const factSources = toPageSources(sourcesFor('sustainableWithdrawalRates', 'highWithdrawals'));

  return (
    <>
      <CalculatorMeta />
      <div className="dc-container grid gap-8 py-10 lg:grid-cols-[22rem_1fr]">
        <CalculatorForm
          params={params}
          errors={errors}
          visibleErrors={calc.visibleErrors}
          showSummary={showSummary}
          summaryRef={summaryRef}
          providerSlug={providerSlug}
          shown={shown}
          unlocked={unlocked}
          onSubmit={onSubmit}
          update={update}
          touch={calc.touch}
        />
        <section
          id="calc-results"
          tabIndex={-1}
          aria-labelledby="calc-results-heading"
          className="grid min-w-0 content-start gap-6"
        >
          <ResultsCard
            values={values}
            shown={shown}
            projection={projection}
            provider={provider}
            providerQuote={providerQuoteFor(provider, plan)}
            plan={plan}
            cheapest={cheapest}
          />
          <ShareCard shareUrl={`${calc.origin}${sharePath}`} copied={copied} onCopy={copyLink} />
          <AssumptionsCard shown={shown} provider={provider} />
          <YearTable projection={projection} />
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

/** The page's head tags and header. */
function CalculatorMeta() {
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
    </>
  );
}
