import { formatLongDate } from '../../widget/core/format.ts';
import { isStale } from '../../widget/core/provider-derive.ts';
import type { Provider } from '../../widget/core/provider-schema.ts';

/** Today as YYYY-MM-DD: a figure's age is judged on the day the page is built or shown. */
const today = () => new Date().toISOString().slice(0, 10);

/** "checked on 1 November 2026", plus "and may be out of date" once it is 6 months old or more. */
export function checkedOnText(checkedOn: string, now = today()): string {
  return `checked on ${formatLongDate(checkedOn)}${isStale(checkedOn, now) ? ' and may be out of date' : ''}`;
}

export const COST_STATUS_WORDS: Record<NonNullable<Provider['costStatus']>, string> = {
  'provider-page': "From the provider's own pages",
  secondary: 'From a third-party source, not the provider’s own pages',
  'spec-example': 'An example figure we could not confirm with any source',
};

/** Said of a provider whose platform charge no current source gives (it is not ranked). */
export const PLATFORM_NOT_KNOWN =
  'No annual cost is shown: the platform charge is not in our data from any current source';

/**
 * Where the cost figures come from, when they were checked (and whether they may be out of date),
 * the latest change, or why no cost is shown (never nothing: a provider without a priced cost says
 * so).
 */
export function FigureProvenance({ provider, now }: { provider: Provider; now?: string }) {
  return (
    <div className="mt-3 grid gap-1 text-base" data-testid="figure-provenance">
      {provider.unpricedReason ? <p>{provider.unpricedReason}</p> : null}
      {provider.costStatus ? (
        <p>
          {COST_STATUS_WORDS[provider.costStatus]}, {checkedOnText(provider.checkedOn, now)}.
        </p>
      ) : provider.unpricedReason ? null : (
        <p>
          {PLATFORM_NOT_KNOWN}, {checkedOnText(provider.checkedOn, now)}.
        </p>
      )}
      {provider.lastChange ? (
        <p>
          Last change, {formatLongDate(provider.lastChange.date)}: {provider.lastChange.what}, was{' '}
          {provider.lastChange.oldValue ?? 'not shown'}, now {provider.lastChange.newValue}.{' '}
          <a href="/changes">All changes</a>
        </p>
      ) : null}
    </div>
  );
}
