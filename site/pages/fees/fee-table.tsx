import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { type Scenario, scenarioToParams } from '../../../widget/core/scenario.ts';
import { TEXT } from '../../../widget/core/texts.ts';
import { checkedOnText } from '../../shared/figure-provenance.tsx';
import { GatedName } from '../../shared/names-gate.tsx';
import { COLUMNS, type SortDirection, type SortKey } from './fee-table-model.ts';
import { cardLabel, cellClass, cells, sentenceCase, sortLabelOf, yourPotLabel } from './fees-model.ts';

export function SortIcon({ active, direction }: { active: boolean; direction: SortDirection }) {
  if (!active) return <ArrowUpDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />;
  return direction === 'ascending' ? (
    <ArrowUp aria-hidden="true" className="size-4 shrink-0" />
  ) : (
    <ArrowDown aria-hidden="true" className="size-4 shrink-0" />
  );
}

/**
 * One provider: a table row on large screens, a card below `lg`. Memoised: a new sort only moves
 * the rows, it does not work out their cells again.
 */
const FeeRow = memo(function FeeRow({
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
            // A provider's name is never split inside a word; the table scrolls in its region instead.
            className="font-semibold max-lg:text-xl [overflow-wrap:normal]"
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
});

function HeaderRow({
  sortKey,
  direction,
  yourPotHeading,
  onSort,
}: {
  sortKey: SortKey;
  direction: SortDirection;
  yourPotHeading: string;
  onSort: (key: SortKey) => void;
}) {
  return (
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
              onClick={() => onSort(column.key)}
              className={`inline-flex min-h-11 items-center gap-1 rounded-md px-1 font-semibold hover:underline ${column.numeric ? 'flex-row-reverse text-right' : ''}`}
            >
              <SortIcon active={active} direction={direction} />
              <span>{column.key === 'yourPot' ? yourPotHeading : column.label}</span>
              <span className="sr-only">{column.key !== 'yourPot' ? `: ${column.longLabel}` : ''}</span>
            </button>
          </th>
        );
      })}
    </tr>
  );
}

export interface FeeTableProps {
  sorted: Provider[];
  sortKey: SortKey;
  direction: SortDirection;
  yourPot: number | null;
  plan: Scenario | null;
  namesHidden: boolean;
  onSort: (key: SortKey) => void;
}

/**
 * One table for every width: on large screens a table; below, CSS lays each row out as a card
 * (column labels from data-label), so the page carries the data once, not twice.
 */
export function FeeTable(props: FeeTableProps) {
  return (
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
          Fees and yearly costs of every provider, sorted by {sortLabelOf(props.sortKey).toLowerCase()}.
          Column headers are buttons that sort.
        </caption>
        <thead
          // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
          role="rowgroup"
          className="max-lg:hidden"
        >
          <HeaderRow
            sortKey={props.sortKey}
            direction={props.direction}
            yourPotHeading={yourPotLabel(props.yourPot, props.plan)}
            onSort={props.onSort}
          />
        </thead>
        <tbody
          // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
          role="rowgroup"
          className="max-lg:grid max-lg:gap-4 md:max-lg:grid-cols-2"
        >
          {props.sorted.map((provider) => (
            <FeeRow
              key={provider.slug}
              provider={provider}
              yourPot={props.yourPot}
              plan={props.plan}
              namesHidden={props.namesHidden}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}
