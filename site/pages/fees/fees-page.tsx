import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EMPTY_FIGURE_REPORT } from '../../../widget/core/figure-report.ts';
import { countProviders, providerCountText } from '../../../widget/core/provider-count.ts';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { rankProviders } from '../../../widget/core/rank.ts';
import {
  baselineScenario,
  type Scenario,
  scenarioFromQuery,
  scenarioToParams,
} from '../../../widget/core/scenario.ts';

import { CtaBlock } from '../../app/cta-block.tsx';
import { Island } from '../../app/island.tsx';
import { breadcrumbJsonLd, PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import FigureReportForm from '../../shared/figure-report-form.island.tsx';
import { UnlockPrompt, useNamesUnlocked } from '../../shared/names-gate.tsx';
import { ScenarioErrors, ScenarioSummary } from '../../shared/plan-summary.tsx';
import { PotBox } from '../../shared/pot-box.tsx';
import { FeeTable, SortIcon } from './fee-table.tsx';
import { COLUMNS, type SortDirection, type SortKey, sortProviders } from './fee-table-model.ts';
import {
  type FeeTableState,
  flipDirection,
  PATH,
  POT_ERROR,
  potFromText,
  searchWithState,
  sortAfterPress,
  sortLabelOf,
  stateFromSearch,
} from './fees-model.ts';
import { PlanReceipts, SourcesSection } from './fees-sections.tsx';

const CRUMBS = [{ label: 'Fees & Charges', to: PATH }];

function FeesMeta() {
  return (
    <>
      <PageMeta
        title="Pension drawdown fees and charges compared"
        description={`Every charge of ${PROVIDERS.length} UK pension drawdown providers side by side: tiers, flat fees, minimums, caps, set-up and drawdown fees, and the yearly cost at £100k, £250k, £500k or your own pot. Sourced and dated.`}
        path={PATH}
        jsonLd={[breadcrumbJsonLd(CRUMBS)]}
      />
      <PageHeader
        title="Pension drawdown fees and charges"
        breadcrumbs={CRUMBS}
        intro={`All ${PROVIDERS.length} providers’ platform and drawdown charges in one table, with what each would cost a year. Type your own pot to add a column for it, and sort by any column.`}
      />
    </>
  );
}

function PotField({
  rawPot,
  potInvalid,
  onChange,
}: {
  rawPot: string;
  potInvalid: boolean;
  onChange: (value: string) => void;
}) {
  const potId = useId();
  return (
    <div>
      <label htmlFor={potId} className="block font-semibold text-navy">
        Your pension pot
      </label>
      <p id={`${potId}-hint`} className="text-base text-muted">
        Adds the yearly cost for your pot to the table
      </p>
      <PotBox
        id={potId}
        value={rawPot}
        onChange={onChange}
        describedBy={potInvalid ? `${potId}-hint ${potId}-error` : `${potId}-hint`}
        invalid={potInvalid}
      />
      {potInvalid ? (
        <p id={`${potId}-error`} className="mt-2 font-semibold text-danger">
          {POT_ERROR}
        </p>
      ) : null}
    </div>
  );
}

function SortField({
  sortKey,
  direction,
  onSortKey,
  onDirection,
}: {
  sortKey: SortKey;
  direction: SortDirection;
  onSortKey: (key: SortKey) => void;
  onDirection: (direction: SortDirection) => void;
}) {
  const sortId = useId();
  return (
    <div>
      <label htmlFor={sortId} className="block font-semibold text-navy">
        Sort by
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <select
          id={sortId}
          name="sort"
          value={sortKey}
          onChange={(event) => onSortKey(event.target.value as SortKey)}
          className="min-h-12 min-w-0 max-w-full flex-1 rounded-xl border-2 border-navy/60 bg-white px-3 text-navy max-sm:basis-full"
        >
          {COLUMNS.map((column) => (
            <option key={column.key} value={column.key}>
              {column.key === 'yourPot' ? 'Yearly cost on your pot' : column.longLabel}
            </option>
          ))}
        </select>
        {/* Without script, the button that sends the form: before the direction button, so Enter in the pot field
            presses it (not the direction button). Taken out where script runs (site.css). */}
        <button type="submit" name="dir" value={direction} className="dc-btn-primary dc-no-script-only">
          Sort
        </button>
        <button
          type="submit"
          name="dir"
          value={flipDirection(direction)}
          className="dc-btn-secondary"
          onClick={(event) => {
            event.preventDefault();
            onDirection(flipDirection(direction));
          }}
        >
          <SortIcon active direction={direction} />
          {direction === 'ascending' ? 'Lowest first' : 'Highest first'}
        </button>
      </div>
    </div>
  );
}

/** The table's state, kept in the address (replace: Back leaves the page), so a reload shows the same table. */
function useFeeTableState(plan: Scenario | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<FeeTableState>(() => stateFromSearch(searchParams, plan));
  useEffect(() => {
    const next = searchWithState(window.location.search, state);
    if (next.toString() !== window.location.search.replace(/^\?/, ''))
      setSearchParams(next, { replace: true, preventScrollReset: true });
  }, [state.rawPot, state.sortKey, state.direction, setSearchParams]);
  const set = (change: Partial<FeeTableState>) => setState((current) => ({ ...current, ...change }));
  return { state, set };
}

function SortStatus({
  yourPot,
  planned,
  sortLabel,
  direction,
}: {
  yourPot: number | null;
  planned: Scenario | null;
  sortLabel: string;
  direction: SortDirection;
}) {
  // The count is the plan's, not the sort's: worked out again only when the pot or plan changes.
  const count = useMemo(
    () =>
      providerCountText(
        countProviders(
          rankProviders(PROVIDERS, yourPot ?? 0, undefined, planned ?? baselineScenario(yourPot ?? 0)),
        ),
        planned ? 'your plan' : 'the standard plan',
      ),
    [yourPot, planned],
  );
  return (
    <p aria-live="polite" className="mt-6 font-semibold text-navy" data-testid="sort-status">
      {count}. Sorted by {sortLabel.toLowerCase()}, {direction === 'ascending' ? 'lowest' : 'highest'} first;
      those not priced are listed last.
    </p>
  );
}

/** /fees-and-charges: every provider's fees and yearly costs, sortable by each column. */
export default function FeesPage() {
  const [searchParams] = useSearchParams();
  // The visitor's plan, as the widget keeps it in the URL: the "Your pot" column prices it.
  // Read once per plan: a new sort changes the address but not the plan, and the memoised rows
  // and figures below keep theirs.
  const fromUrl = scenarioFromQuery(searchParams);
  const planKey = fromUrl.kind === 'plan' ? scenarioToParams(fromUrl.scenario).toString() : '';
  const plan = useMemo(() => (fromUrl.kind === 'plan' ? fromUrl.scenario : null), [planKey]);
  const { state, set } = useFeeTableState(plan);
  const { sortKey, direction } = state;
  const { yourPot, potInvalid } = potFromText(state.rawPot);
  const sorted = useMemo(
    () => sortProviders(PROVIDERS, sortKey, direction, yourPot, plan),
    [sortKey, direction, yourPot, plan],
  );
  // Sorted for the visitor's own pot or plan, the table is a ranking made for them: its names
  // follow the home ranking's gate (decision 043). Sorted any other way it is the public table.
  const unlocked = useNamesUnlocked();
  const namesHidden = sortKey === 'yourPot' && yourPot !== null && !unlocked;
  const planned = useMemo(
    () => (plan !== null && yourPot !== null ? { ...plan, pot: yourPot } : null),
    [plan, yourPot],
  );
  const sortBy = (key: SortKey) => set(sortAfterPress(state, key));
  const sortLabel = sortLabelOf(sortKey);

  return (
    <>
      <FeesMeta />
      <div className="dc-container py-8 md:py-12">
        <form
          method="get"
          action={PATH}
          // With script the table follows each change as it is made: nothing to send.
          onSubmit={(event: FormEvent) => event.preventDefault()}
          aria-label="Sort the table"
          className="dc-card grid grid-cols-1 gap-5 p-5 md:grid-cols-2 md:p-6"
        >
          <PotField rawPot={state.rawPot} potInvalid={potInvalid} onChange={(rawPot) => set({ rawPot })} />
          <SortField
            sortKey={sortKey}
            direction={direction}
            onSortKey={(key) => set({ sortKey: key, direction: 'ascending' })}
            onDirection={(next) => set({ direction: next })}
          />
        </form>
        {fromUrl.kind === 'errors' ? (
          <div className="mt-6">
            <ScenarioErrors errors={fromUrl.errors} />
          </div>
        ) : null}
        {planned ? (
          <div className="mt-6 dc-card p-5 md:p-6">
            <ScenarioSummary scenario={planned} />
            <p className="mt-2 text-base">
              The “Your plan” column is each provider’s cost for this plan, worked out line by line below the
              table.{' '}
              <Link to={PATH} className="font-semibold">
                Show the standard comparison
              </Link>
            </p>
          </div>
        ) : null}
        <SortStatus yourPot={yourPot} planned={planned} sortLabel={sortLabel} direction={direction} />
        {namesHidden ? (
          <div className="mt-4">
            <UnlockPrompt pot={yourPot} />
          </div>
        ) : null}
        <FeeTable
          sorted={sorted}
          sortKey={sortKey}
          direction={direction}
          yourPot={yourPot}
          plan={plan}
          namesHidden={namesHidden}
          onSort={sortBy}
        />
        {planned && !namesHidden ? <PlanReceipts sorted={sorted} planned={planned} /> : null}
        <p className="mt-6 max-w-3xl text-base">
          Yearly costs cover platform and drawdown charges for a pot held in funds. Fund charges, dealing
          costs and any adviser’s fee are extra, and one-off set-up fees are not included. Where a provider
          charges one rate on the whole pot, the rate is set by the pot’s size.
        </p>
        <div className="mt-10">
          <CtaBlock variant="default" />
        </div>
        <SourcesSection />
        <section aria-label="Report a wrong figure" className="dc-card mt-10 max-w-3xl p-5 md:p-8">
          <Island
            of={FigureReportForm}
            props={{ initial: { values: EMPTY_FIGURE_REPORT, errors: {}, page: PATH } }}
            when="interaction"
          />
        </section>
      </div>
    </>
  );
}
