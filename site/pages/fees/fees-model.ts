import { formatGBP, MAX_POT, parsePot } from '../../../widget/core/money.ts';
import { platformFacts } from '../../../widget/core/platform-facts.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { tariffOf } from '../../../widget/core/rank.ts';
import type { Scenario } from '../../../widget/core/scenario.ts';
import { NOT_KNOWN } from '../../../widget/core/texts.ts';
import { CATEGORY_NAME } from '../../shared/provider-facts.ts';
import {
  COLUMNS,
  limitCell,
  type SortDirection,
  type SortKey,
  shortGBP,
  tiersText,
  yourCost,
} from './fee-table-model.ts';

/**
 * The fee page's model, without React: its address ⇄ state (`?pot=…&sort=…&dir=…`), the pot's
 * check, and the text and layout of every cell. Sorting and the figures behind the cells are in
 * fee-table-model.ts; fees-page.tsx holds the state and the view sections show it.
 */

export const PATH = '/fees-and-charges';
export const DEFAULT_SORT: SortKey = 'pot250k';
const NONE = 'None';

const isSortKey = (value: string | null): value is SortKey => COLUMNS.some((column) => column.key === value);

export interface FeeTableState {
  rawPot: string;
  sortKey: SortKey;
  direction: SortDirection;
}

/**
 * The table's state is its address (`?pot=…&sort=…&dir=…`): the controls are a GET form, so without
 * script choosing a sort and pressing Sort gets the page sorted by the server, and with script a
 * reload (or a shared link) shows the same order on first paint.
 */
export function stateFromSearch(search: URLSearchParams, plan: Scenario | null): FeeTableState {
  const sort = search.get('sort');
  return {
    rawPot: (search.get('pot') ?? (plan ? String(plan.pot) : '')).slice(0, 40),
    // A plan in the address (the widget's) is sorted by its own column unless a sort is given.
    sortKey: isSortKey(sort) ? sort : plan ? 'yourPot' : DEFAULT_SORT,
    direction: search.get('dir') === 'descending' ? 'descending' : 'ascending',
  };
}

/**
 * The address for this state: only the table's own keys change (a plan's other keys stay as they
 * are), and the defaults are left out.
 */
export function searchWithState(current: string, state: FeeTableState): URLSearchParams {
  const next = new URLSearchParams(current);
  if (state.rawPot.trim() !== '') next.set('pot', state.rawPot.trim());
  else next.delete('pot');
  if (state.sortKey !== DEFAULT_SORT) next.set('sort', state.sortKey);
  else next.delete('sort');
  if (state.direction !== 'ascending') next.set('dir', state.direction);
  else next.delete('dir');
  return next;
}

/** The pot typed: the pounds when it is a pot we can price, and whether it is wrong. */
export function potFromText(rawPot: string): { yourPot: number | null; potInvalid: boolean } {
  const parsed = parsePot(rawPot);
  const potInvalid = rawPot.trim() !== '' && (parsed === undefined || parsed > MAX_POT);
  return { yourPot: potInvalid || parsed === undefined ? null : parsed, potInvalid };
}

/** The pot's error message. */
export const POT_ERROR = `Enter the pot as a number of pounds up to ${formatGBP(MAX_POT)}, for example 250000.`;

/** The "Your pot" column's heading: the pot (or plan) in short pounds once there is one. */
export function yourPotLabel(yourPot: number | null, plan: Scenario | null): string {
  return yourPot === null ? 'Your pot' : `${plan ? 'Your plan' : 'Your pot'} (${shortGBP(yourPot)})`;
}

export const flipDirection = (direction: SortDirection): SortDirection =>
  direction === 'ascending' ? 'descending' : 'ascending';

/** A column's header pressed: the same column turns round; another column sorts lowest first. */
export function sortAfterPress(
  current: { sortKey: SortKey; direction: SortDirection },
  key: SortKey,
): { sortKey: SortKey; direction: SortDirection } {
  return key === current.sortKey
    ? { sortKey: key, direction: flipDirection(current.direction) }
    : { sortKey: key, direction: 'ascending' };
}

export const sortLabelOf = (key: SortKey): string =>
  COLUMNS.find((column) => column.key === key)?.longLabel ?? '';

export const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function money(value: number | null, unpublished: boolean): string {
  if (value === null) return unpublished ? NOT_KNOWN.short : NONE;
  return formatGBP(value);
}

/** The cells of one provider, in column order, as text. */
export function cells(
  provider: Provider,
  yourPot: number | null,
  plan: Scenario | null,
): Record<SortKey, string> {
  // The fees as the engine prices them: a fee a receipt calls not known is never £0 here.
  const tariff = tariffOf(provider);
  const fee = platformFacts(tariff);
  const unpublished = !fee.priced;
  const cost = (value: number | null) => (value === null ? NOT_KNOWN.short : formatGBP(value));
  const drawdown = tariff.charges.drawdown;
  return {
    name: provider.name,
    category: CATEGORY_NAME[provider.category],
    rate: tiersText(fee) ?? (fee.flatFee !== null ? NONE : NOT_KNOWN.short),
    flatFee: money(fee.flatFee, unpublished),
    minimumFee: fee.minimum ? limitCell(fee.minimum) : money(null, unpublished),
    capAmount: fee.cap ? limitCell(fee.cap) : money(null, unpublished),
    setupFee: drawdown.setupFee.value === null ? NOT_KNOWN.short : formatGBP(drawdown.setupFee.value),
    drawdownFee: drawdown.yearlyFee.value === null ? NOT_KNOWN.short : formatGBP(drawdown.yearlyFee.value),
    pot100k: cost(provider.costs.pot100k),
    pot250k: cost(provider.costs.pot250k),
    pot500k: cost(provider.costs.pot500k),
    yourPot: yourPot === null ? '—' : yourPotText(yourCost(provider, yourPot, plan), plan),
  };
}

export function yourPotText(cost: ReturnType<typeof yourCost>, plan: Scenario | null): string {
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
export function cardLabel(key: SortKey, yourPot: number | null, provider: Provider): string | undefined {
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
export function cellClass(key: SortKey, yourPot: number | null, provider: Provider): string {
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
