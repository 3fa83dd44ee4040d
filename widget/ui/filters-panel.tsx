import { useSignals } from '@preact/signals-react/runtime';
import {
  activeFilterCount,
  FEATURE_FILTERS,
  type FeatureKey,
  type Filters,
  MIN_INVESTMENT_OPTIONS,
  MIN_RATING_OPTIONS,
  PROVIDER_TYPE_OPTIONS,
} from '../core/filters.ts';
import { formatNumber } from '../core/format.ts';
import { FILTER_TEXT } from '../core/texts.ts';
import { useWidget, withPartner } from './widget-context.ts';

const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2 has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-focus';
const control = 'size-5 shrink-0 accent-[var(--dc-accent)] focus:outline-none';

/** Changes filters and tells the host page. */
export function useSetFilters() {
  const { store, emit, config } = useWidget();
  return (next: Filters) => {
    store.filters.value = next;
    const activeCount = activeFilterCount(next);
    emit('dc:filter-change', withPartner({ version: 1, filters: next, activeCount }, config.value.partner));
    emit('dc:refined', withPartner({ version: 1, activeFilters: activeCount }, config.value.partner));
  };
}

/** The filters of spec §9: provider type, minimum rating, minimum investments, features. */
export function FiltersPanel({ id }: { id: string }) {
  useSignals();
  const { store } = useWidget();
  const setFilters = useSetFilters();
  const filters = store.filters.value;
  const name = (key: string) => `${id}-${key}`;

  return (
    <div
      id={id}
      className="grid gap-5 rounded-card border border-line bg-surface p-4 shadow-card @md:grid-cols-2 @md:p-5"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-bold text-brand">Provider type</legend>
        {PROVIDER_TYPE_OPTIONS.map((option) => (
          <label key={option.value} className={choice}>
            <input
              type="radio"
              className={control}
              name={name('type')}
              checked={filters.type === option.value}
              onChange={() => setFilters({ ...filters, type: option.value })}
            />
            {option.label}
          </label>
        ))}
      </fieldset>

      <fieldset
        className="flex flex-col gap-2 disabled:opacity-70"
        disabled={!store.ratingAvailable}
        aria-describedby={store.ratingAvailable ? undefined : name('rating-off')}
      >
        <legend className="mb-2 text-lg font-bold text-brand">Minimum Trustpilot rating</legend>
        {store.ratingAvailable ? null : (
          <p id={name('rating-off')} className="text-base text-ink" data-testid="rating-off">
            {FILTER_TEXT.ratingUnavailable}
          </p>
        )}
        <label className={choice}>
          <input
            type="radio"
            className={control}
            name={name('rating')}
            checked={filters.minRating === null}
            onChange={() => setFilters({ ...filters, minRating: null })}
          />
          Any rating
        </label>
        {MIN_RATING_OPTIONS.map((rating) => (
          <label key={rating} className={choice}>
            <input
              type="radio"
              className={control}
              name={name('rating')}
              checked={filters.minRating === rating}
              onChange={() => setFilters({ ...filters, minRating: rating })}
            />
            {rating.toFixed(1)} or more out of 5
          </label>
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-bold text-brand">Minimum number of investments</legend>
        <label className={choice}>
          <input
            type="radio"
            className={control}
            name={name('investments')}
            checked={filters.minInvestments === null}
            onChange={() => setFilters({ ...filters, minInvestments: null })}
          />
          Any number
        </label>
        {MIN_INVESTMENT_OPTIONS.map((count) => (
          <label key={count} className={choice}>
            <input
              type="radio"
              className={control}
              name={name('investments')}
              checked={filters.minInvestments === count}
              onChange={() => setFilters({ ...filters, minInvestments: count })}
            />
            {formatNumber(count)} or more
          </label>
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-bold text-brand">Features (all must match)</legend>
        {FEATURE_FILTERS.map((feature) => {
          const checked = filters.features.includes(feature.key);
          return (
            <label key={feature.key} className={choice}>
              <input
                type="checkbox"
                className={control}
                checked={checked}
                onChange={() => {
                  const features: FeatureKey[] = checked
                    ? filters.features.filter((key) => key !== feature.key)
                    : [...filters.features, feature.key];
                  setFilters({ ...filters, features });
                }}
              />
              {feature.label}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
