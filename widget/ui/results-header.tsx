import { useSignals } from '@preact/signals-react/runtime';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { activeFilterCount, DEFAULT_FILTERS } from '../core/filters.ts';
import { providerCountText } from '../core/provider-count.ts';
import { costPeriod } from '../core/scenario.ts';
import { TEXT } from '../core/texts.ts';
import { FiltersPanel, useSetFilters } from './filters-panel.tsx';
import { upToLimit } from './provider-list.tsx';
import { useWidget } from './widget-context.ts';

/** "Showing N of M…", the Filters toggle with its badge, Clear All and the filters panel. */
export const ResultsHeader = forwardRef<HTMLHeadingElement>(function ResultsHeader(_props, countRef) {
  useSignals();
  const { store, config } = useWidget();
  const setFilters = useSetFilters();
  const panelId = useId();
  const { shown, total } = store.ranking.value;
  const active = activeFilterCount(store.filters.value);
  const open = store.filtersOpen.value;
  const planned = store.refinement.value !== null;
  const pot = store.scenario.value.pot;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 @lg:flex-row @lg:items-center @lg:justify-between">
        <h2
          ref={countRef}
          tabIndex={-1}
          aria-live="polite"
          className="min-w-0 text-lg font-bold text-brand focus:outline-none"
        >
          {TEXT.showing(upToLimit(shown, config.value.limit).length, total)}
        </h2>
        {/* The heading wraps its own words; the two buttons never wrap apart. */}
        <div className="flex shrink-0 flex-nowrap items-center gap-2">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => {
              store.filtersOpen.value = !open;
            }}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 whitespace-nowrap rounded-xl border-2 border-brand/30 bg-surface px-3 py-2 font-bold text-brand hover:border-brand @md:px-4"
          >
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            {TEXT.filters}
            {active > 0 ? (
              <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-accent px-2 text-sm font-bold text-on-accent">
                {active}
                <span className="sr-only"> active</span>
              </span>
            ) : null}
            <ChevronDown
              aria-hidden="true"
              className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
          <button
            type="button"
            onClick={() => setFilters(DEFAULT_FILTERS)}
            className="inline-flex min-h-11 cursor-pointer items-center whitespace-nowrap rounded-xl px-3 py-2 font-bold text-brand underline underline-offset-4 hover:bg-surface @md:px-4"
          >
            {TEXT.clearAll}
          </button>
        </div>
      </div>
      {pot > 0 ? (
        <p className="-mt-2 text-base text-ink" data-count>
          {providerCountText(store.count.value, planned ? 'your plan' : 'the standard plan')}. Each cost is{' '}
          {store.scenario.value.years === 1 ? 'for one year' : costPeriod(store.scenario.value)}.
        </p>
      ) : null}
      {open ? <FiltersPanel id={panelId} /> : null}
    </div>
  );
});
