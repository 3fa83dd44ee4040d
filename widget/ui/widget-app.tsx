import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { ArrowRight, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { parsePot } from '../core/money.ts';
import { scenarioToParams } from '../core/scenario.ts';
import { EMBED_TEXT, TEXT } from '../core/texts.ts';
import { accessSignal } from './access.ts';
import { BestValueCard } from './best-value-card.tsx';
import { Disclosures } from './disclosures.tsx';
import { usePartnerEvents } from './partner-events.ts';
import { PotInput } from './pot-input.tsx';
import { ProviderList, upToLimit } from './provider-list.tsx';
import { RefineStep } from './refine-step.tsx';
import { ResultsHeader } from './results-header.tsx';
import { Toaster } from './toaster.tsx';
import { UnlockForm } from './unlock-form.tsx';
import { useWidget } from './widget-context.ts';
import { requestUnlockForm } from './widget-store.ts';

/** Pot input and best-value card (the site's hero; the top of a partner's widget). */
function Calculator({ onUnlock }: { onUnlock: () => void }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 @md:gap-5 @2xl:grid-cols-2 @2xl:items-stretch">
      <PotBox />
      <BestValueCard onUnlock={onUnlock} />
    </div>
  );
}

function PotBox() {
  return (
    <div className="flex flex-col justify-center rounded-card border border-line bg-surface p-4 shadow-card @md:p-6">
      <PotInput />
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
 * `layout="compact"`: the pot box, one line per provider, and everything else behind a button
 * (the unlock form, "How you'll take your money", the disclosures' full text), so five providers
 * fit a phone's screen or a sidebar.
 */
function CompactApp({ formOpen, onUnlock }: { formOpen: boolean; onUnlock: () => void }) {
  useSignals();
  const { store, config } = useWidget();
  const unlocked = accessSignal().value;
  const countRef = useRef<HTMLHeadingElement>(null);
  const { shown, total } = store.ranking.value;
  return (
    <div className="flex flex-col gap-2">
      <div className="rounded-card border border-line bg-surface p-3 shadow-card">
        <PotInput compact />
      </div>
      <RefineStep compact onScenario={config.value.urlState ? writeScenarioToUrl : undefined} />
      {/* No filters here: "See all" opens the full ranking, filters and all, on the site. */}
      <h2
        ref={countRef}
        tabIndex={-1}
        aria-live="polite"
        className="mt-1 text-base font-bold text-brand focus:outline-none"
      >
        {TEXT.showing(upToLimit(shown, config.value.limit).length, total)}
      </h2>
      <ProviderList />
      {unlocked ? null : formOpen ? (
        <UnlockForm onUnlocked={() => countRef.current?.focus()} />
      ) : (
        <button part="button-primary" type="button" onClick={onUnlock} className={`${PRIMARY_BUTTON} px-4`}>
          <Lock aria-hidden="true" className="size-5" />
          {TEXT.unlockDetails}
        </button>
      )}
      <Disclosures compact />
    </div>
  );
}

/**
 * `layout="mini"`: the pot box and one button that opens the site's ranking for that pot, with
 * the partner's id. A plain GET form: it works as soon as it is shown, first view included.
 */
function MiniApp() {
  useSignals();
  const { store, config } = useWidget();
  const { siteUrl, partner } = config.value;
  const potField = useRef<HTMLInputElement>(null);
  const pounds = (raw: string) => {
    const pot = parsePot(raw);
    return pot ? String(Math.round(pot)) : '';
  };
  const pot = pounds(store.potRaw.value);
  return (
    <form
      method="get"
      action={`${siteUrl}/#compare`}
      className="flex flex-col gap-2"
      // The pot as it is now, also when a press replayed at the handoff comes before the re-render.
      onSubmit={() => {
        const field = potField.current;
        if (!field) return;
        field.value = pounds(store.potRaw.peek());
        field.disabled = field.value === '';
      }}
    >
      <PotInput compact />
      <input ref={potField} type="hidden" name="pot" value={pot} disabled={pot === ''} />
      {partner ? <input type="hidden" name="partner" value={partner} /> : null}
      <button part="button-primary" type="submit" className={`${PRIMARY_BUTTON} px-3`}>
        {EMBED_TEXT.miniButton}
        <ArrowRight aria-hidden="true" className="size-5" />
      </button>
      <Disclosures compact />
    </form>
  );
}

const PRIMARY_BUTTON =
  'inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl bg-accent py-3 text-lg font-bold text-on-accent no-underline shadow-sm hover:bg-accent-strong hover:text-on-accent-strong';

/**
 * The whole widget for one element: `all` (partner default), `calculator` or `results`, in the
 * `full`, `compact` or `mini` layout. "Unlock Details" focuses an unlock form of the same state;
 * where none is shown (a lone calculator, a compact widget) it opens one, which takes the focus
 * once it registers (requestUnlockForm).
 */
export function WidgetApp() {
  useSignals();
  const { store, config } = useWidget();
  const unlocked = accessSignal().value;
  const [formOpen, setFormOpen] = useState(false);
  const { view, group, layout } = config.value;
  usePartnerEvents();
  const urlState = config.value.urlState;
  // With a plan, the address carries the whole plan, pot included, and follows the pot as it is
  // typed, so a copied link prices exactly what the visitor sees.
  useEffect(() => {
    if (!urlState || view === 'results') return;
    return effect(() => {
      if (store.refinement.value) writeScenarioToUrl(scenarioToParams(store.scenario.value));
    });
  }, [store, urlState, view]);

  const requestUnlock = () => {
    if (!requestUnlockForm(store)) setFormOpen(true);
  };

  const compactAll = layout === 'compact' && view === 'all';
  const boxed = view === 'all' || layout === 'mini';
  return (
    <div
      part="root"
      className={`dc-root @container ${boxed ? `rounded-card bg-page ${layout === 'full' ? 'p-3 @md:p-5' : layout === 'mini' ? 'p-2' : 'p-3'}` : ''}`}
      data-view={view}
      data-layout={layout}
    >
      {layout === 'mini' ? (
        <MiniApp />
      ) : compactAll ? (
        <CompactApp formOpen={formOpen} onUnlock={requestUnlock} />
      ) : (
        <div className="flex flex-col gap-6">
          {view !== 'results' ? <Calculator onUnlock={requestUnlock} /> : null}
          {view !== 'results' ? (
            <RefineStep onScenario={config.value.urlState ? writeScenarioToUrl : undefined} />
          ) : null}
          {view === 'calculator' && formOpen && !unlocked ? (
            <UnlockForm onUnlocked={() => undefined} />
          ) : null}
          {view !== 'calculator' ? <Results showForm /> : null}
          {/* A grouped calculator leaves the full text to its results element. */}
          <Disclosures brief={view === 'calculator' && group !== null} />
        </div>
      )}
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
