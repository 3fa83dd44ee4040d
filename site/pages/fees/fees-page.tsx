import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { quote } from '../../../widget/core/cost-engine.ts';
import { EMPTY_FIGURE_REPORT } from '../../../widget/core/figure-report.ts';
import { formatGBP, MAX_POT, parsePot } from '../../../widget/core/money.ts';
import { countProviders, providerCountText } from '../../../widget/core/provider-count.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { rankProviders, tariffOf } from '../../../widget/core/rank.ts';
import {
  baselineScenario,
  type Scenario,
  scenarioFromQuery,
  scenarioToParams,
} from '../../../widget/core/scenario.ts';
import { sourcedTariffOf } from '../../../widget/core/sourced-tariffs.ts';
import { NOT_KNOWN, TEXT } from '../../../widget/core/texts.ts';
import { CostReceipt } from '../../../widget/ui/cost-receipt.tsx';
import { CtaBlock } from '../../app/cta-block.tsx';
import { Island } from '../../app/island.tsx';
import { breadcrumbJsonLd, formatDate, PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { COST_STATUS_WORDS, checkedOnText } from '../../shared/figure-provenance.tsx';
import FigureReportForm from '../../shared/figure-report-form.island.tsx';
import { GatedName, UnlockPrompt, useNamesUnlocked } from '../../shared/names-gate.tsx';
import { ScenarioErrors, ScenarioSummary } from '../../shared/plan-summary.tsx';
import { CATEGORY_NAME } from '../../shared/provider-facts.ts';
import {
  COLUMNS,
  type SortDirection,
  type SortKey,
  shortGBP,
  sortProviders,
  tiersText,
  yourCost,
} from './fee-table-model.ts';

const NONE = 'None';

function money(value: number | null, unpublished: boolean): string {
  if (value === null) return unpublished ? NOT_KNOWN.short : NONE;
  return formatGBP(value);
}

/** The cells of one provider, in column order, as text. */
function cells(provider: Provider, yourPot: number | null, plan: Scenario | null): Record<SortKey, string> {
  const fee = provider.feeDetails;
  const unpublished = fee.chargeBasis === 'unpublished';
  const cost = (value: number | null) => (value === null ? NOT_KNOWN.short : formatGBP(value));
  // The drawdown fees as the engine prices them: a fee a receipt calls not known is never £0 here.
  const drawdown = tariffOf(provider).charges.drawdown;
  return {
    name: provider.name,
    category: CATEGORY_NAME[provider.category],
    rate: tiersText(provider) ?? (fee.flatFee !== null ? NONE : NOT_KNOWN.short),
    flatFee: money(fee.flatFee, unpublished),
    minimumFee: money(fee.minimumFee, unpublished),
    capAmount: money(fee.capAmount, unpublished),
    setupFee: drawdown.setupFee.value === null ? NOT_KNOWN.short : formatGBP(drawdown.setupFee.value),
    drawdownFee: drawdown.yearlyFee.value === null ? NOT_KNOWN.short : formatGBP(drawdown.yearlyFee.value),
    pot100k: cost(provider.costs.pot100k),
    pot250k: cost(provider.costs.pot250k),
    pot500k: cost(provider.costs.pot500k),
    yourPot: yourPot === null ? '—' : yourPotText(yourCost(provider, yourPot, plan), plan),
  };
}

function yourPotText(cost: ReturnType<typeof yourCost>, plan: Scenario | null): string {
  if (cost.reason) return `Cannot do your plan: ${cost.reason}`;
  if (cost.yearOne === null) return NOT_KNOWN.short;
  if (plan === null) return formatGBP(cost.yearOne);
  return `${formatGBP(cost.yearOne)} in year one${cost.horizon !== null && cost.years > 1 ? `, ${formatGBP(cost.horizon)} over ${cost.years} years` : ''}`;
}

const COST_KEYS: readonly SortKey[] = ['pot100k', 'pot250k', 'pot500k', 'yourPot'];

const POT_BOXES: readonly SortKey[] = ['pot100k', 'pot250k', 'pot500k'];

/**
 * A pot's cost the provider does not publish is a line like the other details, not a small box: the
 * words "Not in our data" do not fit a third of a 320 px card.
 */
const unpublishedBox = (key: SortKey, provider: Provider) =>
  POT_BOXES.includes(key) && provider.costs[key as 'pot100k' | 'pot250k' | 'pot500k'] === null;

/** The label a cell shows before its value when the row is laid out as a card (below `lg`). */
function cardLabel(key: SortKey, yourPot: number | null, provider: Provider): string | undefined {
  if (key === 'category') return undefined;
  if (unpublishedBox(key, provider)) return COLUMNS.find((column) => column.key === key)?.longLabel;
  if (POT_BOXES.includes(key)) return COLUMNS.find((column) => column.key === key)?.label.replace(' pot', '');
  if (key === 'yourPot') return yourPot === null ? undefined : `Your pot (${formatGBP(yourPot)}): `;
  return COLUMNS.find((column) => column.key === key)?.longLabel;
}

/**
 * Table cell on large screens; below `lg`, a part of the provider's card. The looks live in named
 * classes in site.css (`dc-fee-…`): the page repeats them on 21 rows of 12 cells, and as utility
 * strings they were 68 KB of the table's 87 KB of markup.
 */
function cellClass(key: SortKey, yourPot: number | null, provider: Provider): string {
  const number = key !== 'category' && key !== 'rate' ? ' dc-fee-number' : '';
  const cost = COST_KEYS.includes(key) ? ' dc-fee-cost' : '';
  return `dc-fee-cell${number}${cost} ${cellLayout(key, yourPot, provider)}`;
}

/** How the cell sits in the phone card. */
function cellLayout(key: SortKey, yourPot: number | null, provider: Provider): string {
  if (key === 'category') return 'dc-fee-category';
  if (unpublishedBox(key, provider)) return 'dc-fee-detail';
  if (POT_BOXES.includes(key)) return 'dc-fee-pot';
  if (key === 'yourPot') return yourPot === null ? 'max-lg:hidden' : 'dc-fee-yours';
  if (key === 'rate') return 'dc-fee-detail dc-fee-rate';
  return 'dc-fee-detail';
}

function SortIcon({ active, direction }: { active: boolean; direction: SortDirection }) {
  if (!active) return <ArrowUpDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />;
  return direction === 'ascending' ? (
    <ArrowUp aria-hidden="true" className="size-4 shrink-0" />
  ) : (
    <ArrowDown aria-hidden="true" className="size-4 shrink-0" />
  );
}

/** /fees-and-charges: every provider's fees and yearly costs, sortable by each column. */
/** One provider: a table row on large screens, a card below `lg`. */
function FeeRow({
  provider,
  yourPot,
  plan,
  namesHidden,
}: {
  provider: Provider;
  yourPot: number | null;
  plan: Scenario | null;
  /** Sorted for the visitor's own pot or plan and not unlocked: the name follows the gate. */
  namesHidden: boolean;
}) {
  const row = cells(provider, yourPot, plan);
  return (
    <tr
      // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
      role="row"
      className="dc-fee-row"
    >
      <th
        // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
        role="rowheader"
        scope="row"
        className="dc-fee-name"
      >
        {namesHidden ? (
          <span className="font-semibold max-lg:text-xl">
            <GatedName name={provider.name} unlocked={false} />
          </span>
        ) : (
          <Link
            to={`/provider/${provider.slug}${plan && yourPot !== null ? `?${scenarioToParams({ ...plan, pot: yourPot })}` : ''}`}
            className="font-semibold max-lg:text-xl"
          >
            {provider.name}
          </Link>
        )}
        {provider.sources.length === 0 && !namesHidden ? (
          <span className="block font-normal text-muted">{TEXT.checkWithProvider}</span>
        ) : null}
      </th>
      {COLUMNS.slice(1).map((column) => (
        <td
          key={column.key}
          // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
          role="cell"
          data-label={cardLabel(column.key, yourPot, provider)}
          className={cellClass(column.key, yourPot, provider)}
        >
          {row[column.key]}
          {column.key === 'category' ? (
            <span className="block text-base lg:hidden">
              {sentenceCase(checkedOnText(provider.checkedOn))}
            </span>
          ) : null}
        </td>
      ))}
    </tr>
  );
}

const DEFAULT_SORT: SortKey = 'pot250k';
const isSortKey = (value: string | null): value is SortKey => COLUMNS.some((column) => column.key === value);

/**
 * The table's state is its address (`?pot=…&sort=…&dir=…`): the controls are a GET form, so without
 * script choosing a sort and pressing Sort gets the page sorted by the server, and with script a
 * reload (or a shared link) shows the same order on first paint.
 */
function stateFromSearch(search: URLSearchParams, plan: Scenario | null) {
  const sort = search.get('sort');
  return {
    rawPot: (search.get('pot') ?? (plan ? String(plan.pot) : '')).slice(0, 40),
    // A plan in the address (the widget's) is sorted by its own column unless a sort is given.
    sortKey: isSortKey(sort) ? sort : plan ? 'yourPot' : DEFAULT_SORT,
    direction: (search.get('dir') === 'descending' ? 'descending' : 'ascending') as SortDirection,
  };
}

export default function FeesPage() {
  const potId = useId();
  const sortId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // The visitor's plan, as the widget keeps it in the URL: the "Your pot" column prices it.
  const fromUrl = scenarioFromQuery(searchParams);
  const plan = fromUrl.kind === 'plan' ? fromUrl.scenario : null;
  const [initial] = useState(() => stateFromSearch(searchParams, plan));
  const [rawPot, setRawPot] = useState(initial.rawPot);
  const [sortKey, setSortKey] = useState<SortKey>(initial.sortKey);
  const [direction, setDirection] = useState<SortDirection>(initial.direction);

  // Keep the address in step (replace: Back leaves the page), so a reload shows the same table.
  // Only the table's own keys change: a plan's other keys stay as they are.
  useEffect(() => {
    const next = new URLSearchParams(window.location.search);
    if (rawPot.trim() !== '') next.set('pot', rawPot.trim());
    else next.delete('pot');
    if (sortKey !== DEFAULT_SORT) next.set('sort', sortKey);
    else next.delete('sort');
    if (direction !== 'ascending') next.set('dir', direction);
    else next.delete('dir');
    if (next.toString() !== window.location.search.replace(/^\?/, ''))
      setSearchParams(next, { replace: true, preventScrollReset: true });
  }, [rawPot, sortKey, direction, setSearchParams]);

  const parsed = parsePot(rawPot);
  const potInvalid = rawPot.trim() !== '' && (parsed === undefined || parsed > MAX_POT);
  const yourPot = potInvalid || parsed === undefined ? null : parsed;
  const sorted = sortProviders(PROVIDERS, sortKey, direction, yourPot, plan);
  // Sorted for the visitor's own pot or plan, the table is a ranking made for them: its names
  // follow the home ranking's gate (decision 043). Sorted any other way it is the public table.
  const unlocked = useNamesUnlocked();
  const namesHidden = sortKey === 'yourPot' && yourPot !== null && !unlocked;
  const yourPotLabel =
    yourPot === null ? 'Your pot' : `${plan ? 'Your plan' : 'Your pot'} (${shortGBP(yourPot)})`;
  const planned = plan !== null && yourPot !== null ? { ...plan, pot: yourPot } : null;

  const sortBy = (key: SortKey) => {
    if (key === sortKey) setDirection(direction === 'ascending' ? 'descending' : 'ascending');
    else {
      setSortKey(key);
      setDirection('ascending');
    }
  };
  const sortLabel = COLUMNS.find((column) => column.key === sortKey)?.longLabel ?? '';
  const crumbs = [{ label: 'Fees & Charges', to: '/fees-and-charges' }];

  return (
    <>
      <PageMeta
        title="Pension drawdown fees and charges compared"
        description={`Every charge of ${PROVIDERS.length} UK pension drawdown providers side by side: tiers, flat fees, minimums, caps, set-up and drawdown fees, and the yearly cost at £100k, £250k, £500k or your own pot. Sourced and dated.`}
        path="/fees-and-charges"
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHeader
        title="Pension drawdown fees and charges"
        breadcrumbs={crumbs}
        intro={`All ${PROVIDERS.length} providers’ platform and drawdown charges in one table, with what each would cost a year. Type your own pot to add a column for it, and sort by any column.`}
      />

      <div className="dc-container py-8 md:py-12">
        <form
          method="get"
          action="/fees-and-charges"
          // With script the table follows each change as it is made: nothing to send.
          onSubmit={(event: FormEvent) => event.preventDefault()}
          aria-label="Sort the table"
          className="dc-card grid grid-cols-1 gap-5 p-5 md:grid-cols-2 md:p-6"
        >
          <div>
            <label htmlFor={potId} className="block font-semibold text-navy">
              Your pension pot
            </label>
            <p id={`${potId}-hint`} className="text-base text-muted">
              Adds the yearly cost for your pot to the table
            </p>
            <div className="mt-2 flex max-w-sm items-stretch overflow-hidden rounded-xl border-2 border-navy/60 bg-white focus-within:border-brand">
              <span
                aria-hidden="true"
                className="flex items-center bg-canvas px-4 text-xl font-bold text-navy"
              >
                £
              </span>
              <input
                id={potId}
                name="pot"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={TEXT.potPlaceholder}
                value={rawPot}
                onChange={(event) => setRawPot(event.target.value)}
                aria-describedby={potInvalid ? `${potId}-hint ${potId}-error` : `${potId}-hint`}
                aria-invalid={potInvalid || undefined}
                className="min-h-12 w-full min-w-0 px-3 text-xl text-navy outline-none placeholder:text-muted/70"
              />
            </div>
            {potInvalid ? (
              <p id={`${potId}-error`} className="mt-2 font-semibold text-danger">
                Enter the pot as a number of pounds up to {formatGBP(MAX_POT)}, for example 250000.
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={sortId} className="block font-semibold text-navy">
              Sort by
            </label>
            <div className="mt-2 flex flex-wrap gap-2">
              <select
                id={sortId}
                name="sort"
                value={sortKey}
                onChange={(event) => {
                  setSortKey(event.target.value as SortKey);
                  setDirection('ascending');
                }}
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
                value={direction === 'ascending' ? 'descending' : 'ascending'}
                className="dc-btn-secondary"
                onClick={(event) => {
                  event.preventDefault();
                  setDirection(direction === 'ascending' ? 'descending' : 'ascending');
                }}
              >
                <SortIcon active direction={direction} />
                {direction === 'ascending' ? 'Lowest first' : 'Highest first'}
              </button>
            </div>
          </div>
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
              <Link to="/fees-and-charges" className="font-semibold">
                Show the standard comparison
              </Link>
            </p>
          </div>
        ) : null}
        <p aria-live="polite" className="mt-6 font-semibold text-navy" data-testid="sort-status">
          {providerCountText(
            countProviders(
              rankProviders(PROVIDERS, yourPot ?? 0, undefined, planned ?? baselineScenario(yourPot ?? 0)),
            ),
            planned ? 'your plan' : 'the standard plan',
          )}
          . Sorted by {sortLabel.toLowerCase()}, {direction === 'ascending' ? 'lowest' : 'highest'} first;
          those not priced are listed last.
        </p>
        {namesHidden ? (
          <div className="mt-4">
            <UnlockPrompt pot={yourPot} />
          </div>
        ) : null}

        {/* One table for every width: on large screens a table; below, CSS lays each row out as a
            card (column labels from data-label), so the page carries the data once, not twice. */}
        <section
          className="relative mt-4 lg:overflow-x-auto lg:rounded-2xl lg:bg-white lg:shadow-card lg:ring-1 lg:ring-line/60"
          aria-label="Fee table (scrolls sideways)"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
        >
          <table
            // biome-ignore lint/a11y/noRedundantRoles: Safari drops a table's implicit roles when CSS changes its display (the cards below lg); explicit roles keep them in every engine
            role="table"
            className="w-full border-collapse max-lg:block lg:text-base"
            data-testid="fee-table"
          >
            <caption className="sr-only">
              Fees and yearly costs of every provider, sorted by {sortLabel.toLowerCase()}. Column headers are
              buttons that sort.
            </caption>
            <thead
              // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
              role="rowgroup"
              className="max-lg:hidden"
            >
              <tr
                // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
                role="row"
                className="bg-navy text-left text-white"
              >
                {COLUMNS.map((column) => {
                  const active = column.key === sortKey;
                  return (
                    <th
                      key={column.key}
                      // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
                      role="columnheader"
                      scope="col"
                      aria-sort={active ? direction : 'none'}
                      className={`px-1 py-1 align-bottom ${column.numeric ? 'text-right' : ''}`}
                    >
                      <button
                        type="button"
                        onClick={() => sortBy(column.key)}
                        className={`inline-flex min-h-11 items-center gap-1 rounded-md px-1 font-semibold hover:underline ${column.numeric ? 'flex-row-reverse text-right' : ''}`}
                      >
                        <SortIcon active={active} direction={direction} />
                        <span>{column.key === 'yourPot' ? yourPotLabel : column.label}</span>
                        <span className="sr-only">
                          {column.key !== 'yourPot' ? `: ${column.longLabel}` : ''}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody
              // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
              role="rowgroup"
              className="max-lg:grid max-lg:gap-4 md:max-lg:grid-cols-2"
            >
              {sorted.map((provider) => (
                <FeeRow
                  key={provider.slug}
                  provider={provider}
                  yourPot={yourPot}
                  plan={plan}
                  namesHidden={namesHidden}
                />
              ))}
            </tbody>
          </table>
        </section>

        {planned && !namesHidden ? (
          <section aria-labelledby="receipts-title" className="mt-10">
            <h2 id="receipts-title" className="text-2xl">
              Your plan at each provider, line by line
            </h2>
            <ul className="mt-4 grid gap-3">
              {sorted.map((provider) => (
                <li key={provider.slug}>
                  <details className="dc-card" data-receipt-of={provider.slug}>
                    <summary className="flex min-h-12 cursor-pointer items-center px-5 font-semibold text-navy">
                      How we worked out {provider.name}’s cost
                    </summary>
                    <CostReceipt
                      quote={quote(sourcedTariffOf(provider), planned)}
                      scenario={planned}
                      name={provider.name}
                      nameInHeading
                      className="px-5 pb-5"
                    />
                  </details>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p className="mt-6 max-w-3xl text-base">
          Yearly costs cover platform and drawdown charges for a pot held in funds. Fund charges, dealing
          costs and any adviser’s fee are extra, and one-off set-up fees are not included. Where a provider
          charges one rate on the whole pot, the rate is set by the pot’s size.
        </p>

        <div className="mt-10">
          <CtaBlock variant="default" />
        </div>

        <section aria-labelledby="sources-title" className="mt-10">
          <h2 id="sources-title" className="text-2xl">
            Sources, dates and notes
          </h2>
          <p className="mt-2 max-w-3xl">
            Every figure above comes from the provider’s published charges on the date shown. Check the live
            page before you decide: charges change.
          </p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {PROVIDERS.map((provider) => (
              <li key={provider.slug} className="dc-card p-5 text-base">
                <h3 className="text-lg">{provider.name}</h3>
                <p className="text-muted">{sentenceCase(checkedOnText(provider.checkedOn))}</p>
                {provider.costStatus && provider.costStatus !== 'provider-page' ? (
                  <p>{COST_STATUS_WORDS[provider.costStatus]}</p>
                ) : null}
                {provider.unpricedReason ? <p>{provider.unpricedReason}</p> : null}
                {provider.sources.length === 0 ? (
                  <p className="mt-2">No published source found: {TEXT.checkWithProvider}.</p>
                ) : (
                  <ul className="mt-2 grid gap-1">
                    {provider.sources.map((source) => (
                      <li key={source.url + source.title}>
                        <a href={source.url} rel="noopener noreferrer" className="break-words">
                          {source.title}
                        </a>
                        {source.dated ? (
                          <span className="text-muted"> (dated {formatDate(source.dated)})</span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
                {provider.feeNotes.length > 0 ? (
                  <details className="mt-3">
                    <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-navy">
                      Notes on these figures ({provider.feeNotes.length})
                    </summary>
                    <ul className="mt-1 list-disc space-y-1 pl-5">
                      {provider.feeNotes.map((note) => (
                        <li key={note}>{note}</li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section aria-label="Report a wrong figure" className="dc-card mt-10 max-w-3xl p-5 md:p-8">
          <Island
            of={FigureReportForm}
            props={{ initial: { values: EMPTY_FIGURE_REPORT, errors: {}, page: '/fees-and-charges' } }}
            when="interaction"
          />
        </section>
      </div>
    </>
  );
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
