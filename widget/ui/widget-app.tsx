import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { scenarioToParams } from '../core/scenario.ts';
import { accessSignal } from './access.ts';
import { BestValueCard } from './best-value-card.tsx';
import { Disclosures } from './disclosures.tsx';
import { usePartnerEvents } from './partner-events.ts';
import { PotInput } from './pot-input.tsx';
import { ProviderList } from './provider-list.tsx';
import { RefineStep } from './refine-step.tsx';
import { ResultsHeader } from './results-header.tsx';
import { Toaster } from './toaster.tsx';
import { UnlockForm } from './unlock-form.tsx';
import { useWidget } from './widget-context.ts';

/** Pot input and best-value card (the site's hero; the top of a partner's widget). */
function Calculator({ onUnlock }: { onUnlock: () => void }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 @md:gap-5 @2xl:grid-cols-2 @2xl:items-stretch">
      <div className="flex flex-col justify-center rounded-card border border-line bg-surface p-4 shadow-card @md:p-6">
        <PotInput />
      </div>
      <BestValueCard onUnlock={onUnlock} />
    </div>
  );
}

/** Count line, filters, the unlock form (while locked) and the ranked cards. */
function Results({ showForm }: { showForm: boolean }) {
  useSignals();
  const unlocked = accessSignal().value;
  const countRef = useRef<HTMLHeadingElement>(null);
  return (
    <div className="flex flex-col gap-5">
      <ResultsHeader ref={countRef} />
      {!unlocked && showForm ? <UnlockForm onUnlocked={() => countRef.current?.focus()} /> : null}
      <ProviderList />
    </div>
  );
}

/**
 * The whole widget for one element: `all` (partner default), `calculator` or `results`.
 * "Unlock Details" focuses an unlock form of the same state; where none is shown (a lone
 * calculator) it opens one right below.
 */
export function WidgetApp() {
  useSignals();
  const { store, config } = useWidget();
  const unlocked = accessSignal().value;
  const [inlineForm, setInlineForm] = useState(false);
  const inlineFocus = useRef(false);
  const { view, group } = config.value;
  usePartnerEvents();
  const urlState = config.value.urlState;
  // With a plan, the address carries the whole plan, pot included, and follows the pot as it is
  // typed, so a copied link prices exactly what the visitor sees (issue 26).
  useEffect(() => {
    if (!urlState || view === 'results') return;
    return effect(() => {
      if (store.refinement.value) writeScenarioToUrl(scenarioToParams(store.scenario.value));
    });
  }, [store, urlState, view]);

  const requestUnlock = () => {
    const forms = [...store.unlockForms];
    if (forms.length > 0) {
      forms[0]?.();
      return;
    }
    inlineFocus.current = true;
    setInlineForm(true);
  };

  return (
    <div
      part="root"
      className={`dc-root @container ${view === 'all' ? 'rounded-card bg-page p-3 @md:p-5' : ''}`}
      data-view={view}
    >
      <div className="flex flex-col gap-6">
        {view !== 'results' ? <Calculator onUnlock={requestUnlock} /> : null}
        {view !== 'results' ? (
          <RefineStep onScenario={config.value.urlState ? writeScenarioToUrl : undefined} />
        ) : null}
        {view === 'calculator' && inlineForm && !unlocked ? <InlineUnlock autoFocus={inlineFocus} /> : null}
        {view !== 'calculator' ? <Results showForm /> : null}
        {/* A grouped calculator leaves the full text to its results element. */}
        <Disclosures brief={view === 'calculator' && group !== null} />
      </div>
      <Toaster />
    </div>
  );
}

/**
 * Keeps the visitor's plan in the page's URL query, pot included (replacing, not adding, history
 * entries); null takes the plan out and leaves the pot as it was.
 */
function writeScenarioToUrl(params: URLSearchParams | null): void {
  const url = new URL(window.location.href);
  for (const key of [
    'funds',
    'shares',
    'trusts',
    'trades',
    'income',
    'incomeFrequency',
    'lumpSums',
    'taxFreeCash',
    'ocf',
    'years',
  ])
    url.searchParams.delete(key);
  if (params)
    for (const [key, value] of params)
      if (key === 'pot' && value === '0') url.searchParams.delete('pot');
      else url.searchParams.set(key, value);
  if (url.href === window.location.href) return;
  window.history.replaceState(window.history.state, '', url);
}

/** A lone calculator's own unlock form, focused once it appears. */
function InlineUnlock({ autoFocus }: { autoFocus: { current: boolean } }) {
  const { store } = useWidget();
  // Runs after the form's own effect has registered its focus function.
  useEffect(() => {
    if (!autoFocus.current) return;
    autoFocus.current = false;
    [...store.unlockForms][0]?.();
  }, [autoFocus, store]);
  return <UnlockForm onUnlocked={() => undefined} />;
}
